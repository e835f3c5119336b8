// A lexical error in a macro's replacement or argument: at the invocation, the message with the expanded text.
// 9:23: error: invalid number literal '0x'
// 9:23: note: in expansion of macro 'BADNUM'
// 9:38: error: invalid number literal '09'
// 9:38: note: in expansion of macro 'ADD'

#define BADNUM 0x
#define ADD(a, b) ((a) + (b))
int n(void) { int x = BADNUM; return ADD(x, 09); }
