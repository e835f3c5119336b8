// <stdarg.h>: functions with a variable argument list are not part of gnc's language.
// 3:11: error: <stdarg.h>: functions with variable arguments (...) are not supported by gnc
#include <stdarg.h>
int main(void) { return 0; }
