// enum at file scope: enumeration constants (with constant expressions of earlier ones), tags, typedef
// enum; an enum type is unsigned int when no value is negative, else int (as gcc picks it).

enum Color { RED, GREEN = 5, BLUE };
enum { A = 1 << 3, B = A + 1, C = -2 - 1 };
enum Sign { NEG = -1, ZERO, POS };
typedef enum { LOW, HIGH = 10, } Level;
int color_score(int c) { return c == GREEN ? 7 : 3; }

// expect: 56
int enum_values(void) { return RED * 100 + GREEN * 10 + BLUE; }

// expect: -29092
int enum_expr_values(void) { return A + B * 100 + C * 10000; }

// expect: 20321
int enum_in_switch(void) { int s = 0; for (int i = 0; i < 8; i++) switch (i) { case RED: s += 1; break; case GREEN: s += 20; break; case BLUE: s += 300; break; default: s += 4000; } return s; }

// expect: 1
int enum_var_unsigned(void) { enum Color c = RED; return c - 1 > 0; }

// expect: 0
int enum_var_signed(void) { enum Sign s = NEG; return s - 1 > 0; }

// expect: 44
long enum_sizeof(void) { enum Color c = BLUE; return sizeof c + sizeof(enum Sign) * 10; }

// expect: 10
int typedef_enum(void) { Level l = HIGH; return l + LOW; }

// expect: 37
int enum_param(void) { return color_score(GREEN) + color_score(BLUE) * 10; }

// expect: 1
int enum_assign_int(void) { enum Color c = 5; return c == GREEN; }
