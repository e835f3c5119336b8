// __func__ outside a function; an enum declared before its definition whose constants make it int
// (gnc types the declaration unsigned int, gcc's type for an enum without negative constants).
// 6:21: error: '__func__' is defined only inside a function
// 9:6: error: 'enum Sign' is declared before its definition and has a negative constant: gnc does not support it (define the enum before its first use)

const char *where = __func__;
enum Sign;
void use(enum Sign *s);
enum Sign { NEG = -1, POS = 1 };
