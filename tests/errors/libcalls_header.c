// A library function used without its header where gcc's code would not get its result: gcc takes its builtins
// (abs, strlen, printf ...) with their headers' types and the others as C89's `int f();`, which for these
// (a long, a double) reads another register or half of it.
// 6:30: error: implicit declaration of library function 'strtol' (its standard header is not included)
// 6:56: error: implicit declaration of library function 'atof' (its standard header is not included)
int main(void) { return (int)strtol("3", 0, 10) + (int)atof("1.5"); }
