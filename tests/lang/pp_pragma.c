// Pragmas: what gcc honours, gnc does (push_macro and pop_macro, _Pragma, GCC poison, GCC optimize's
// __OPTIMIZE__); the pragmas gcc ignores or only warns about change nothing.
#pragma once
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
#pragma GCC diagnostic pop
#pragma GCC warning "a warning only"
#pragma message "a note only"
#pragma STDC FP_CONTRACT OFF
#pragma STDC FENV_ACCESS OFF
#pragma GCC visibility push(default)
#pragma GCC visibility pop
#pragma GCC target("avx2,popcnt")
#pragma scalar_storage_order default
#pragma STDC FLOAT_CONST_DECIMAL64 OFF
#pragma omp parallel for
#pragma an_unknown_pragma with (any) "tokens"
#pragma

// push_macro saves the definition, pop_macro restores it.
#define X 1
#pragma push_macro("X")
#undef X
#define X 2
static int x_between(void) { return X; }
#pragma pop_macro("X")
// expect: 21
int push_pop(void) { return x_between() * 10 + X; }

// A name pushed while undefined is undefined again after the pop.
#pragma push_macro("NEW")
#define NEW 5
#pragma pop_macro("NEW")
// expect: 1
int pop_undefines(void) {
#ifdef NEW
  return 0;
#else
  return 1;
#endif
}

// Each name has its own stack; a pop with nothing pushed does nothing.
#define P 10
#define Q 20
#pragma push_macro("P")
#pragma push_macro("Q")
#pragma push_macro("P")
#undef P
#undef Q
#define P 11
#define Q 21
static int p_first(void) { return P; }
#pragma pop_macro("P")
static int p_second(void) { return P; }
#pragma pop_macro("P")
#pragma pop_macro("P")
#pragma pop_macro("NEVER_PUSHED")
// expect: 111021
int stacks(void) { return p_first() * 10000 + p_second() * 100 + Q; }

#pragma pop_macro("Q")
// expect: 20
int stacks_q(void) { return Q; }

// A function-like macro, and spaces inside the pragma; the name is the string's text as written (" F" is
// another name).
#define F(a) ((a) + 1)
#pragma push_macro ( "F" )
#undef F
#define F(a) ((a) * 100)
static int f_between(void) { return F(3); }
#pragma push_macro(" F")
#pragma pop_macro("F") tokens after the pragma are ignored
// expect: 304
int function_like(void) { return f_between() + F(3); }

// _Pragma runs as a #pragma line where it is met, also when a macro makes it.
#define DO_PRAGMA(x) _Pragma(#x)
#define Y 7
DO_PRAGMA(push_macro("Y"))
#undef Y
#define Y 8
// expect: 87
int pragma_operator(void) {
  int a = Y _Pragma("pop_macro(\"Y\")");
  return a * 10 + Y;
}

#define SAVE_Z _Pragma("push_macro(\"Z\")")
#define LOAD_Z _Pragma("pop_macro(\"Z\")")
#define Z 1
SAVE_Z
#undef Z
#define Z 2
// expect: 21
int pragma_in_expansion(void) { return Z * 10 LOAD_Z + Z; }

// The pushed definition of a predefined macro.
#pragma push_macro("__INT_MAX__")
#undef __INT_MAX__
#define __INT_MAX__ 5
static int int_max_between(void) { return __INT_MAX__; }
#pragma pop_macro("__INT_MAX__")
// expect: 2147483652
long predefined_pushed(void) { return (long)__INT_MAX__ + int_max_between(); }

// GCC poison: the names are not used after it (a use would be an error).
int poisoned_before(void) { return 3; }
#define USES_POISONED poisoned_before()
#pragma GCC poison poisoned_before gets
// expect: 3
int poison_after_last_use(void) { return USES_POISONED; }

// GCC optimize with an -O level defines __OPTIMIZE__ (and -Os __OPTIMIZE_SIZE__) from there on, as gcc does
// (where a pragma lowers the level, gcc's value depends on the functions before it: tests/errors/pp_pragma.c).
// expect: 0
int optimize_none(void) {
#if defined(__OPTIMIZE__) || defined(__OPTIMIZE_SIZE__)
  return 1;
#else
  return 0;
#endif
}

#pragma GCC optimize("O2,unroll-loops")
// expect: 1
int optimize_o2(void) {
#ifdef __OPTIMIZE__
  return __OPTIMIZE__;
#else
  return 0;
#endif
}

#pragma GCC optimize("-finline-functions")
#pragma GCC push_options
#pragma GCC optimize ("Os")
// expect: 3
int optimize_size(void) {
#if defined(__OPTIMIZE__) && defined(__OPTIMIZE_SIZE__)
  return __OPTIMIZE__ + 2 * __OPTIMIZE_SIZE__;
#else
  return 0;
#endif
}

// Loop hints change nothing.
// expect: 45
int unrolled(void) {
  int s = 0;
#pragma GCC unroll 4
  for (int i = 0; i < 10; i++) s += i;
#pragma GCC ivdep
  for (int i = 0; i < 0; i++) s += i;
  return s;
}
