// switch: case and default labels in the body's list, fallthrough, break, continue to the loop around,
// nested switches, every integer type (the value converted to the promoted type), constant expressions.

int roman(int c) { switch (c) { case 'I': return 1; case 'V': return 5; case 'X': return 10; case 'L': return 50; case 'C': return 100; default: return 0; } }

// expect: 1010
int call_roman(void) { return roman('X') + roman('C') * 10 + roman('?'); }

int vowel(int c) { switch (c) { case 'a': case 'e': case 'i': case 'o': case 'u': return 1; } return 0; }

// expect: 101
int call_vowel(void) { return vowel('a') * 100 + vowel('b') * 10 + vowel('u'); }

int fallthrough(int x) { int r = 0; switch (x) { case 1: r += 1; case 2: r += 10; break; case 3: r += 100; default: r += 1000; case 4: r += 5; } return r; }

// expect: 8391
int call_fallthrough(void) { return fallthrough(1) + fallthrough(2) * 2 + fallthrough(3) * 3 + fallthrough(4) * 4 + fallthrough(9) * 5; }

// expect: 7023
int continue_in_switch(void) { int s = 0; for (int i = 0; i < 10; i++) { switch (i % 4) { case 0: continue; case 1: s += 1; break; case 2: s += 10; break; } s += 1000; } return s; }

// expect: 307
int nested_switch(void) { int s = 0; for (int i = 0; i < 6; i++) switch (i % 2) { case 0: switch (i) { case 0: s += 1; break; case 2: s += 2; break; default: s += 4; } break; default: s += 100; } return s; }

// expect: 1
long long_switch(void) { long x = 5000000000L; switch (x) { case 5000000000L: return 1; case -1: return 2; } return 3; }

// expect: 7
unsigned unsigned_switch(void) { unsigned x = 4294967295u; switch (x) { case 4294967295u: return 7; case 0: return 8; default: ; } return 9; }

// expect: 1111
int negative_cases(void) { int s = 0; for (int i = -3; i <= 3; i++) switch (i) { case -3: s += 1; break; case -1 - 1: s += 10; break; case 3 * 1: s += 100; break; case ~0: s += 1000; break; } return s; }

// expect: 2
int char_switch(void) { char c = -56; switch (c) { case 200: return 1; case -56: return 2; } return 3; }

// expect: 5
int no_default_skips(void) { int r = 5; switch (r) { case 1: r = 0; } return r; }

// expect: 15
int switch_in_while(void) { int n = 0, i = 0; while (1) { switch (i++) { case 5: return n; default: n += i; } } }

// expect: 103
int break_in_loop_in_switch(void) { int s = 0; switch (2) { case 2: for (int i = 0; i < 10; i++) { if (i == 3) break; s += i; } s += 100; break; } return s; }

// expect: 3
int empty_switch(void) { int x = 3; switch (x) { } return x; }

// expect: 32
int default_first(void) { int s = 0; for (int i = 0; i < 3; i++) switch (i) { default: s += 1; case 1: s += 10; } return s; }
