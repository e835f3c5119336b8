// Literals: decimal, octal, hex, character, suffixes, floating; the type each literal gets.

// expect: 123
int dec(void) { return 123; }

// expect: 0
int zero(void) { return 0; }

// expect: 83
int octal(void) { return 0123; }

// expect: 511
int octal_max3(void) { return 0777; }

// expect: 255
int hex_lower(void) { return 0xff; }

// expect: 255
int hex_upper(void) { return 0XFF; }

// expect: 3054
int hex_mixed(void) { return 0xBeE; }

// expect: 2147483647
int hex_int_max(void) { return 0x7FFFFFFF; }

// expect: 2147483647
int int_max(void) { return 2147483647; }

// A decimal literal that does not fit in int is a long.
// expect: 2147483649
long dec_long(void) { return 2147483648 + 1; }

// expect: -2147483648
long dec_min_int(void) { return -2147483648; }

// A literal that fits in int is an int: the addition wraps.
// expect: -2147483648
long int_lit_wraps(void) { return 2147483647 + 1; }

// expect: 2147483648
long long_lit_no_wrap(void) { return 2147483647L + 1; }

// Hex that does not fit in int but fits in long is a long.
// expect: 4294967295
long hex_long(void) { return 0xFFFFFFFFL; }

// expect: 4294967296
long hex_long2(void) { return 0x100000000; }

// expect: 9223372036854775807
long hex_long_max(void) { return 0x7FFFFFFFFFFFFFFF; }

// expect: 9223372036854775807
long long_max(void) { return 9223372036854775807; }

// expect: -9223372036854775808
long long_min(void) { return -9223372036854775807 - 1; }

// Suffixes.
// expect: 8589934592
long suffix_L(void) { return 1L << 33; }

// expect: 8589934592
long suffix_l(void) { return 1l << 33; }

// expect: 8589934592
long suffix_LL(void) { return 1LL << 33; }

// expect: 8589934592
long suffix_ll(void) { return 1ll << 33; }

// expect: 16
long suffix_hex_L(void) { return 0x10L; }

// expect: 8
long suffix_octal_L(void) { return 010L; }

// Character literals are ints.
// expect: 97
int char_a(void) { return 'a'; }

// expect: 48
int char_0(void) { return '0'; }

// expect: 32
int char_space(void) { return ' '; }

// expect: 10
int char_newline(void) { return '\n'; }

// expect: 9
int char_tab(void) { return '\t'; }

// expect: 13
int char_cr(void) { return '\r'; }

// expect: 0
int char_nul(void) { return '\0'; }

// expect: 92
int char_backslash(void) { return '\\'; }

// expect: 39
int char_quote(void) { return '\''; }

// expect: 34
int char_dquote(void) { return '"'; }

// expect: 34
int char_dquote_esc(void) { return '\"'; }

// expect: 63
int char_question(void) { return '\?'; }

// expect: 65
int char_hex(void) { return '\x41'; }

// expect: 65
int char_octal(void) { return '\101'; }

// expect: 7
int char_bell(void) { return '\a'; }

// expect: 8
int char_backspace(void) { return '\b'; }

// expect: 12
int char_formfeed(void) { return '\f'; }

// expect: 11
int char_vtab(void) { return '\v'; }

// gcc's \e and \E (ESC, 27) in character and string literals
// expect: 27
int char_escape_e(void) { return '\e'; }

// expect: 27
int char_escape_upper_e(void) { return '\E'; }

// expect: 5427
int string_escape_e(void) { return ("\e\E"[0] + "\e\E"[1]) * 100 + "x\e"[1] + (int)sizeof "\e\E" - 3; }

// expect: 25
int char_arith(void) { return 'z' - 'a'; }

// expect: 7
int char_digit(void) { return '7' - '0'; }

// Floating literals.
// expect: 1.5
double flt(void) { return 1.5; }

// expect: 0.5
double flt_lead_dot(void) { return .5; }

// expect: 1
double flt_trail_dot(void) { return 1.; }

// expect: 10000000000
double flt_exp(void) { return 1e10; }

// expect: 0.0015
double flt_neg_exp(void) { return 1.5e-3; }

// expect: 250
double flt_exp_plus(void) { return 2.5E+2; }

// expect: 0.10000000000000001
double flt_tenth(void) { return 0.1; }

// expect: 0.30000000000000004
double flt_sum(void) { return 0.1 + 0.2; }

// expect: 1.7976931348623157e+308
double flt_max(void) { return 1.7976931348623157e308; }

// expect: 4.9406564584124654e-324
double flt_denorm_min(void) { return 4.9406564584124654e-324; }

// expect: 2.2250738585072014e-308
double flt_norm_min(void) { return 2.2250738585072014e-308; }

// expect: 3.1415926535897931
double flt_pi(void) { return 3.14159265358979323846264338327950288; }

// Correct rounding: halfway cases and long mantissas.
// expect: 9007199254740992
double flt_round_even(void) { return 9007199254740993.0; }

// expect: 9007199254740996
double flt_round_up(void) { return 9007199254740995.0; }

// expect: 0.1
double flt_long_mantissa(void) { return 0.1000000000000000055511151231257827021181583404541015625; }

// expect: 1e+23
double flt_1e23(void) { return 1e23; }

// expect: 123.456
double flt_no_exp(void) { return 123.456; }

// expect: 0
double flt_zero(void) { return 0.0; }

// expect: 0
double flt_zero_exp(void) { return 0e10; }

// expect: 100
double flt_leading_zeros(void) { return 00100.0; }

// expect: 1
int int_literal_is_int(void) { return 7 / 2 == 3; }

// gcc's binary literals (C23's too), typed as octal and hex ones
// expect: 11
int binary_literal(void) { return 0b1011 + 0B0 - 0b0u; }

// expect: 4488
int binary_types(void) {
  return (int)(sizeof 0b11111111111111111111111111111111 * 1000 + sizeof 0b1u * 100 + sizeof 0b1L * 10 +
               sizeof 0b100000000000000000000000000000000);
}

// expect: 1
int binary_unsigned(void) { return 0b11111111111111111111111111111111 > 0 && -0b1u > 0; }

// gcc's \e and \E in strings
// expect: 2727
int escape_e_string(void) { return "\e"[0] * 100 + "x\E"[1]; }
