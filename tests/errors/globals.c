// Globals and static locals: initialisers must be constant; const ones cannot be assigned.
// 8:30: error: initializer element is not constant
// 10:26: error: assignment of read-only variable 'limit'
// 11:46: error: initializer element is not constant
// 13:6: error: redeclaration of 'twice'
int seed(void) { return 4; }
int from_call = 1;
int not_constant = from_call + 1;
const int limit = 10;
int assign_const(void) { limit = 3; return limit; }
int local_static(int n) { static int first = n; return first; }
int twice = 1;
long twice = 2;
