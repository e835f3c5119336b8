// typedef at file scope: names for scalar types (with const), used in declarations, parameters, return
// types, casts, sizeof and for loops; a repeated typedef of the same type is allowed.

typedef long long ll;
typedef unsigned int uint, u32;
typedef unsigned char byte;
typedef double real;
typedef const int cint;
typedef long long ll;

ll sq(ll x) { return x * x; }

// expect: 9000000000000000000
long long big(void) { return sq(3000000000LL); }

// expect: 4294967295
unsigned all_ones(void) { return (uint)-1; }

// expect: 44
int byte_wraps(void) { byte b = 300; return b; }

// expect: 8
long sizeof_typedef(void) { return sizeof(ll); }

// expect: 1
long sizeof_byte(void) { byte b = 1; return sizeof b; }

real half(real x) { return x / 2; }

// expect: 5
double call_half(void) { return half(10); }

// expect: 6
long long loop_typedef(void) { ll s = 0; for (ll i = 1; i <= 3; i++) s += i; return s; }

// expect: 3
int array_typedef(void) { byte a[3] = {1, 1, 1}; u32 s = 0; for (int i = 0; i < 3; i++) s += a[i]; return s; }

// expect: 7
int const_typedef(void) { cint k = 7; return k; }

// expect: 1
int typedef_name_then_declarator(void) { uint uint2 = 1; return uint2; }
