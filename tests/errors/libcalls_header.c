// A library function used without its header (C requires the declaration; gcc 14 rejects it too).
// 3:25: error: implicit declaration of library function 'abs' (its standard header is not included)
int main(void) { return abs(-3); }
