// A decimal literal above LONG_MAX without u has gcc's type __int128; gnc takes one only where it becomes an
// unsigned long at once (an initialiser, assignment, argument, return or cast of unsigned long) or is compared
// with an unsigned value, where its value is the same.  Anywhere else it is an error (in gcc, -1 ==
// 18446744073709551615 is false).
// 10:35: error: integer literal '18446744073709551615' is too large for long: gcc gives it the type __int128, which gnc takes only where it becomes an unsigned long at once or is compared with an unsigned value (write it with a u suffix)
// 11:29: error: integer literal '9223372036854775808' is too large for long: gcc gives it the type __int128, which gnc takes only where it becomes an unsigned long at once or is compared with an unsigned value (write it with a u suffix)
// 12:47: error: integer literal '18446744073709551615' is too large for long: gcc gives it the type __int128, which gnc takes only where it becomes an unsigned long at once or is compared with an unsigned value (write it with a u suffix)

unsigned long ok = 18446744073709551615;
int compare(long y) { return y == 18446744073709551615; }
long as_long(void) { return 9223372036854775808; }
unsigned long arith(void) { unsigned long v = 18446744073709551615 - 1; return v; }
