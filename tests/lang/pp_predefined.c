// gcc's predefined macros that gnc defines (docs/language.md, Predefined macros), each compared with gcc's
// value (the suite's gcc compiles with -std=c11: __STDC_VERSION__, linux and unix are gnc-only tests, with
// the value of gcc -std=gnu17), and some of those gnc leaves undefined.

// expect: 1
long m_lp64(void) { return _LP64; }

// expect: 1234
int m__byte_order__(void) { return __BYTE_ORDER__; }

// expect: 20
int m__char16_type__(void) { return (int)sizeof(__CHAR16_TYPE__) * 10 + ((__CHAR16_TYPE__)-1 < 0); }

// expect: 40
int m__char32_type__(void) { return (int)sizeof(__CHAR32_TYPE__) * 10 + ((__CHAR32_TYPE__)-1 < 0); }

// expect: 8
long m__char_bit__(void) { return __CHAR_BIT__; }

// expect: 17
long m__dbl_decimal_dig__(void) { return __DBL_DECIMAL_DIG__; }

// expect: 5e-324
double m__dbl_denorm_min__(void) { return __DBL_DENORM_MIN__; }

// expect: 15
long m__dbl_dig__(void) { return __DBL_DIG__; }

// expect: 2.220446049250313e-16
double m__dbl_epsilon__(void) { return __DBL_EPSILON__; }

// expect: 1
long m__dbl_has_denorm__(void) { return __DBL_HAS_DENORM__; }

// expect: 1
long m__dbl_has_infinity__(void) { return __DBL_HAS_INFINITY__; }

// expect: 1
long m__dbl_has_quiet_nan__(void) { return __DBL_HAS_QUIET_NAN__; }

// expect: 2
long m__dbl_is_iec_60559__(void) { return __DBL_IS_IEC_60559__; }

// expect: 53
long m__dbl_mant_dig__(void) { return __DBL_MANT_DIG__; }

// expect: 308
long m__dbl_max_10_exp__(void) { return __DBL_MAX_10_EXP__; }

// expect: 1024
long m__dbl_max_exp__(void) { return __DBL_MAX_EXP__; }

// expect: 1.7976931348623157e+308
double m__dbl_max__(void) { return __DBL_MAX__; }

// expect: -307
long m__dbl_min_10_exp__(void) { return __DBL_MIN_10_EXP__; }

// expect: -1021
long m__dbl_min_exp__(void) { return __DBL_MIN_EXP__; }

// expect: 2.2250738585072014e-308
double m__dbl_min__(void) { return __DBL_MIN__; }

// expect: 1.7976931348623157e+308
double m__dbl_norm_max__(void) { return __DBL_NORM_MAX__; }

// expect: 21
long m__decimal_dig__(void) { return __DECIMAL_DIG__; }

// expect: 1
long m__elf__(void) { return __ELF__; }

// expect: 0
long m__finite_math_only__(void) { return __FINITE_MATH_ONLY__; }

// expect: 1234
int m__float_word_order__(void) { return __FLOAT_WORD_ORDER__; }

// expect: 9
long m__flt_decimal_dig__(void) { return __FLT_DECIMAL_DIG__; }

// expect: 1.401298464324817e-45
double m__flt_denorm_min__(void) { return __FLT_DENORM_MIN__; }

// expect: 6
long m__flt_dig__(void) { return __FLT_DIG__; }

// expect: 1.1920928955078125e-07
double m__flt_epsilon__(void) { return __FLT_EPSILON__; }

// expect: 0
long m__flt_eval_method_ts_18661_3__(void) { return __FLT_EVAL_METHOD_TS_18661_3__; }

// expect: 0
long m__flt_eval_method__(void) { return __FLT_EVAL_METHOD__; }

// expect: 1
long m__flt_has_denorm__(void) { return __FLT_HAS_DENORM__; }

// expect: 1
long m__flt_has_infinity__(void) { return __FLT_HAS_INFINITY__; }

// expect: 1
long m__flt_has_quiet_nan__(void) { return __FLT_HAS_QUIET_NAN__; }

// expect: 2
long m__flt_is_iec_60559__(void) { return __FLT_IS_IEC_60559__; }

// expect: 24
long m__flt_mant_dig__(void) { return __FLT_MANT_DIG__; }

// expect: 38
long m__flt_max_10_exp__(void) { return __FLT_MAX_10_EXP__; }

// expect: 128
long m__flt_max_exp__(void) { return __FLT_MAX_EXP__; }

// expect: 3.4028234663852886e+38
double m__flt_max__(void) { return __FLT_MAX__; }

// expect: -37
long m__flt_min_10_exp__(void) { return __FLT_MIN_10_EXP__; }

// expect: -125
long m__flt_min_exp__(void) { return __FLT_MIN_EXP__; }

// expect: 1.1754943508222875e-38
double m__flt_min__(void) { return __FLT_MIN__; }

// expect: 3.4028234663852886e+38
double m__flt_norm_max__(void) { return __FLT_NORM_MAX__; }

// expect: 2
long m__flt_radix__(void) { return __FLT_RADIX__; }

// expect: 40042
long m__int16_c(void) { return (long)sizeof(__INT16_C(42)) * 10000 + __INT16_C(42); }

// expect: 32767
long m__int16_max__(void) { return __INT16_MAX__; }

// expect: 21
int m__int16_type__(void) { return (int)sizeof(__INT16_TYPE__) * 10 + ((__INT16_TYPE__)-1 < 0); }

// expect: 40042
long m__int32_c(void) { return (long)sizeof(__INT32_C(42)) * 10000 + __INT32_C(42); }

// expect: 2147483647
long m__int32_max__(void) { return __INT32_MAX__; }

// expect: 41
int m__int32_type__(void) { return (int)sizeof(__INT32_TYPE__) * 10 + ((__INT32_TYPE__)-1 < 0); }

// expect: 80042
long m__int64_c(void) { return (long)sizeof(__INT64_C(42)) * 10000 + __INT64_C(42); }

// expect: 9223372036854775807
long m__int64_max__(void) { return __INT64_MAX__; }

// expect: 81
int m__int64_type__(void) { return (int)sizeof(__INT64_TYPE__) * 10 + ((__INT64_TYPE__)-1 < 0); }

// expect: 40042
long m__int8_c(void) { return (long)sizeof(__INT8_C(42)) * 10000 + __INT8_C(42); }

// expect: 127
long m__int8_max__(void) { return __INT8_MAX__; }

// expect: 11
int m__int8_type__(void) { return (int)sizeof(__INT8_TYPE__) * 10 + ((__INT8_TYPE__)-1 < 0); }

// expect: 80042
long m__intmax_c(void) { return (long)sizeof(__INTMAX_C(42)) * 10000 + __INTMAX_C(42); }

// expect: 9223372036854775807
long m__intmax_max__(void) { return __INTMAX_MAX__; }

// expect: 81
int m__intmax_type__(void) { return (int)sizeof(__INTMAX_TYPE__) * 10 + ((__INTMAX_TYPE__)-1 < 0); }

// expect: 64
long m__intmax_width__(void) { return __INTMAX_WIDTH__; }

// expect: 9223372036854775807
long m__intptr_max__(void) { return __INTPTR_MAX__; }

// expect: 81
int m__intptr_type__(void) { return (int)sizeof(__INTPTR_TYPE__) * 10 + ((__INTPTR_TYPE__)-1 < 0); }

// expect: 64
long m__intptr_width__(void) { return __INTPTR_WIDTH__; }

// expect: 9223372036854775807
long m__int_fast16_max__(void) { return __INT_FAST16_MAX__; }

// expect: 81
int m__int_fast16_type__(void) { return (int)sizeof(__INT_FAST16_TYPE__) * 10 + ((__INT_FAST16_TYPE__)-1 < 0); }

// expect: 64
long m__int_fast16_width__(void) { return __INT_FAST16_WIDTH__; }

// expect: 9223372036854775807
long m__int_fast32_max__(void) { return __INT_FAST32_MAX__; }

// expect: 81
int m__int_fast32_type__(void) { return (int)sizeof(__INT_FAST32_TYPE__) * 10 + ((__INT_FAST32_TYPE__)-1 < 0); }

// expect: 64
long m__int_fast32_width__(void) { return __INT_FAST32_WIDTH__; }

// expect: 9223372036854775807
long m__int_fast64_max__(void) { return __INT_FAST64_MAX__; }

// expect: 81
int m__int_fast64_type__(void) { return (int)sizeof(__INT_FAST64_TYPE__) * 10 + ((__INT_FAST64_TYPE__)-1 < 0); }

// expect: 64
long m__int_fast64_width__(void) { return __INT_FAST64_WIDTH__; }

// expect: 127
long m__int_fast8_max__(void) { return __INT_FAST8_MAX__; }

// expect: 11
int m__int_fast8_type__(void) { return (int)sizeof(__INT_FAST8_TYPE__) * 10 + ((__INT_FAST8_TYPE__)-1 < 0); }

// expect: 8
long m__int_fast8_width__(void) { return __INT_FAST8_WIDTH__; }

// expect: 32767
long m__int_least16_max__(void) { return __INT_LEAST16_MAX__; }

// expect: 21
int m__int_least16_type__(void) { return (int)sizeof(__INT_LEAST16_TYPE__) * 10 + ((__INT_LEAST16_TYPE__)-1 < 0); }

// expect: 16
long m__int_least16_width__(void) { return __INT_LEAST16_WIDTH__; }

// expect: 2147483647
long m__int_least32_max__(void) { return __INT_LEAST32_MAX__; }

// expect: 41
int m__int_least32_type__(void) { return (int)sizeof(__INT_LEAST32_TYPE__) * 10 + ((__INT_LEAST32_TYPE__)-1 < 0); }

// expect: 32
long m__int_least32_width__(void) { return __INT_LEAST32_WIDTH__; }

// expect: 9223372036854775807
long m__int_least64_max__(void) { return __INT_LEAST64_MAX__; }

// expect: 81
int m__int_least64_type__(void) { return (int)sizeof(__INT_LEAST64_TYPE__) * 10 + ((__INT_LEAST64_TYPE__)-1 < 0); }

// expect: 64
long m__int_least64_width__(void) { return __INT_LEAST64_WIDTH__; }

// expect: 127
long m__int_least8_max__(void) { return __INT_LEAST8_MAX__; }

// expect: 11
int m__int_least8_type__(void) { return (int)sizeof(__INT_LEAST8_TYPE__) * 10 + ((__INT_LEAST8_TYPE__)-1 < 0); }

// expect: 8
long m__int_least8_width__(void) { return __INT_LEAST8_WIDTH__; }

// expect: 2147483647
long m__int_max__(void) { return __INT_MAX__; }

// expect: 32
long m__int_width__(void) { return __INT_WIDTH__; }

// expect: 9223372036854775807
long m__long_long_max__(void) { return __LONG_LONG_MAX__; }

// expect: 64
long m__long_long_width__(void) { return __LONG_LONG_WIDTH__; }

// expect: 9223372036854775807
long m__long_max__(void) { return __LONG_MAX__; }

// expect: 64
long m__long_width__(void) { return __LONG_WIDTH__; }

// expect: 1
long m__lp64__(void) { return __LP64__; }

// expect: 1
long m__no_inline__(void) { return __NO_INLINE__; }

// expect: 4321
long m__order_big_endian__(void) { return __ORDER_BIG_ENDIAN__; }

// expect: 1234
long m__order_little_endian__(void) { return __ORDER_LITTLE_ENDIAN__; }

// expect: 3412
long m__order_pdp_endian__(void) { return __ORDER_PDP_ENDIAN__; }

// expect: 9223372036854775807
long m__ptrdiff_max__(void) { return __PTRDIFF_MAX__; }

// expect: 81
int m__ptrdiff_type__(void) { return (int)sizeof(__PTRDIFF_TYPE__) * 10 + ((__PTRDIFF_TYPE__)-1 < 0); }

// expect: 64
long m__ptrdiff_width__(void) { return __PTRDIFF_WIDTH__; }

// expect: 127
long m__schar_max__(void) { return __SCHAR_MAX__; }

// expect: 8
long m__schar_width__(void) { return __SCHAR_WIDTH__; }

// expect: 32767
long m__shrt_max__(void) { return __SHRT_MAX__; }

// expect: 16
long m__shrt_width__(void) { return __SHRT_WIDTH__; }

// expect: 2147483647
long m__sig_atomic_max__(void) { return __SIG_ATOMIC_MAX__; }

// expect: -2147483648
long m__sig_atomic_min__(void) { return __SIG_ATOMIC_MIN__; }

// expect: 41
int m__sig_atomic_type__(void) { return (int)sizeof(__SIG_ATOMIC_TYPE__) * 10 + ((__SIG_ATOMIC_TYPE__)-1 < 0); }

// expect: 32
long m__sig_atomic_width__(void) { return __SIG_ATOMIC_WIDTH__; }

// expect: 8
long m__sizeof_double__(void) { return __SIZEOF_DOUBLE__; }

// expect: 4
long m__sizeof_float__(void) { return __SIZEOF_FLOAT__; }

// expect: 4
long m__sizeof_int__(void) { return __SIZEOF_INT__; }

// expect: 8
long m__sizeof_long_long__(void) { return __SIZEOF_LONG_LONG__; }

// expect: 8
long m__sizeof_long__(void) { return __SIZEOF_LONG__; }

// expect: 8
long m__sizeof_pointer__(void) { return __SIZEOF_POINTER__; }

// expect: 8
long m__sizeof_ptrdiff_t__(void) { return __SIZEOF_PTRDIFF_T__; }

// expect: 2
long m__sizeof_short__(void) { return __SIZEOF_SHORT__; }

// expect: 8
long m__sizeof_size_t__(void) { return __SIZEOF_SIZE_T__; }

// expect: 4
long m__sizeof_wchar_t__(void) { return __SIZEOF_WCHAR_T__; }

// expect: 4
long m__sizeof_wint_t__(void) { return __SIZEOF_WINT_T__; }

// expect: 18446744073709551615
unsigned long m__size_max__(void) { return __SIZE_MAX__; }

// expect: 80
int m__size_type__(void) { return (int)sizeof(__SIZE_TYPE__) * 10 + ((__SIZE_TYPE__)-1 < 0); }

// expect: 64
long m__size_width__(void) { return __SIZE_WIDTH__; }

// expect: 1
long m__stdc_hosted__(void) { return __STDC_HOSTED__; }

// expect: 1
long m__stdc_iec_559__(void) { return __STDC_IEC_559__; }

// expect: 201404
long m__stdc_iec_60559_bfp__(void) { return __STDC_IEC_60559_BFP__; }

// expect: 1
long m__stdc__(void) { return __STDC__; }

// expect: 40042
long m__uint16_c(void) { return (long)sizeof(__UINT16_C(42)) * 10000 + __UINT16_C(42); }

// expect: 65535
long m__uint16_max__(void) { return __UINT16_MAX__; }

// expect: 20
int m__uint16_type__(void) { return (int)sizeof(__UINT16_TYPE__) * 10 + ((__UINT16_TYPE__)-1 < 0); }

// expect: 40042
long m__uint32_c(void) { return (long)sizeof(__UINT32_C(42)) * 10000 + __UINT32_C(42); }

// expect: 4294967295
long m__uint32_max__(void) { return __UINT32_MAX__; }

// expect: 40
int m__uint32_type__(void) { return (int)sizeof(__UINT32_TYPE__) * 10 + ((__UINT32_TYPE__)-1 < 0); }

// expect: 80042
long m__uint64_c(void) { return (long)sizeof(__UINT64_C(42)) * 10000 + __UINT64_C(42); }

// expect: 18446744073709551615
unsigned long m__uint64_max__(void) { return __UINT64_MAX__; }

// expect: 80
int m__uint64_type__(void) { return (int)sizeof(__UINT64_TYPE__) * 10 + ((__UINT64_TYPE__)-1 < 0); }

// expect: 40042
long m__uint8_c(void) { return (long)sizeof(__UINT8_C(42)) * 10000 + __UINT8_C(42); }

// expect: 255
long m__uint8_max__(void) { return __UINT8_MAX__; }

// expect: 10
int m__uint8_type__(void) { return (int)sizeof(__UINT8_TYPE__) * 10 + ((__UINT8_TYPE__)-1 < 0); }

// expect: 80042
long m__uintmax_c(void) { return (long)sizeof(__UINTMAX_C(42)) * 10000 + __UINTMAX_C(42); }

// expect: 18446744073709551615
unsigned long m__uintmax_max__(void) { return __UINTMAX_MAX__; }

// expect: 80
int m__uintmax_type__(void) { return (int)sizeof(__UINTMAX_TYPE__) * 10 + ((__UINTMAX_TYPE__)-1 < 0); }

// expect: 18446744073709551615
unsigned long m__uintptr_max__(void) { return __UINTPTR_MAX__; }

// expect: 80
int m__uintptr_type__(void) { return (int)sizeof(__UINTPTR_TYPE__) * 10 + ((__UINTPTR_TYPE__)-1 < 0); }

// expect: 18446744073709551615
unsigned long m__uint_fast16_max__(void) { return __UINT_FAST16_MAX__; }

// expect: 80
int m__uint_fast16_type__(void) { return (int)sizeof(__UINT_FAST16_TYPE__) * 10 + ((__UINT_FAST16_TYPE__)-1 < 0); }

// expect: 18446744073709551615
unsigned long m__uint_fast32_max__(void) { return __UINT_FAST32_MAX__; }

// expect: 80
int m__uint_fast32_type__(void) { return (int)sizeof(__UINT_FAST32_TYPE__) * 10 + ((__UINT_FAST32_TYPE__)-1 < 0); }

// expect: 18446744073709551615
unsigned long m__uint_fast64_max__(void) { return __UINT_FAST64_MAX__; }

// expect: 80
int m__uint_fast64_type__(void) { return (int)sizeof(__UINT_FAST64_TYPE__) * 10 + ((__UINT_FAST64_TYPE__)-1 < 0); }

// expect: 255
long m__uint_fast8_max__(void) { return __UINT_FAST8_MAX__; }

// expect: 10
int m__uint_fast8_type__(void) { return (int)sizeof(__UINT_FAST8_TYPE__) * 10 + ((__UINT_FAST8_TYPE__)-1 < 0); }

// expect: 65535
long m__uint_least16_max__(void) { return __UINT_LEAST16_MAX__; }

// expect: 20
int m__uint_least16_type__(void) { return (int)sizeof(__UINT_LEAST16_TYPE__) * 10 + ((__UINT_LEAST16_TYPE__)-1 < 0); }

// expect: 4294967295
long m__uint_least32_max__(void) { return __UINT_LEAST32_MAX__; }

// expect: 40
int m__uint_least32_type__(void) { return (int)sizeof(__UINT_LEAST32_TYPE__) * 10 + ((__UINT_LEAST32_TYPE__)-1 < 0); }

// expect: 18446744073709551615
unsigned long m__uint_least64_max__(void) { return __UINT_LEAST64_MAX__; }

// expect: 80
int m__uint_least64_type__(void) { return (int)sizeof(__UINT_LEAST64_TYPE__) * 10 + ((__UINT_LEAST64_TYPE__)-1 < 0); }

// expect: 255
long m__uint_least8_max__(void) { return __UINT_LEAST8_MAX__; }

// expect: 10
int m__uint_least8_type__(void) { return (int)sizeof(__UINT_LEAST8_TYPE__) * 10 + ((__UINT_LEAST8_TYPE__)-1 < 0); }

// expect: 2147483647
long m__wchar_max__(void) { return __WCHAR_MAX__; }

// expect: -2147483648
long m__wchar_min__(void) { return __WCHAR_MIN__; }

// expect: 41
int m__wchar_type__(void) { return (int)sizeof(__WCHAR_TYPE__) * 10 + ((__WCHAR_TYPE__)-1 < 0); }

// expect: 32
long m__wchar_width__(void) { return __WCHAR_WIDTH__; }

// expect: 4294967295
long m__wint_max__(void) { return __WINT_MAX__; }

// expect: 0
long m__wint_min__(void) { return __WINT_MIN__; }

// expect: 40
int m__wint_type__(void) { return (int)sizeof(__WINT_TYPE__) * 10 + ((__WINT_TYPE__)-1 < 0); }

// expect: 32
long m__wint_width__(void) { return __WINT_WIDTH__; }

// expect: 1
long m__amd64(void) { return __amd64; }

// expect: 1
long m__amd64__(void) { return __amd64__; }

// expect: 1
long m__gnu_linux__(void) { return __gnu_linux__; }

// expect: 1
long m__linux(void) { return __linux; }

// expect: 1
long m__linux__(void) { return __linux__; }

// expect: 1
long m__unix(void) { return __unix; }

// expect: 1
long m__unix__(void) { return __unix__; }

// expect: 1
long m__x86_64(void) { return __x86_64; }

// expect: 1
long m__x86_64__(void) { return __x86_64__; }

// The types of the constants: sizeof, and signed or not.
// expect: 4848
int limit_sizes(void) {
  return (int)(sizeof __INT_MAX__ * 1000 + sizeof __LONG_MAX__ * 100 + sizeof __UINT32_MAX__ * 10 + sizeof __SIZE_MAX__);
}

// expect: 111
int limit_signs(void) {
  return (__UINT32_MAX__ > -1) * 1000 + (__INT32_MAX__ > -1) * 100 + (__UINT16_MAX__ > -1) * 10 + (__WINT_MIN__ < -1);
}

// gnc-only: the suite's gcc runs with -std=c11 (201112L); gcc -std=gnu17 gives 201710L
// expect: 201710
long stdc_version(void) { return __STDC_VERSION__; }

// gnc-only: the suite's gcc runs with -std=c11, where linux and unix are not defined; gcc -std=gnu17 defines them
// expect: 11
int linux_unix(void) {
#if defined(linux) && defined(unix)
  return linux * 10 + unix;
#else
  return 0;
#endif
}

// gnc-only: __DATE__ and __TIME__ are fixed in gnc
// expect: 3
int date_time(void) { return (__DATE__[0] == 'J') + (__DATE__[4] == ' ') + (__TIME__[7] == '0'); }

// gnc-only: gcc defines all but the first and the last (gnc has no __int128, long double, decimal or _FloatN
// types, complex, atomics); __OPTIMIZE__ is not defined (gcc -O0), char is signed
// expect: 0
int left_out(void) {
  return 0
#ifdef __OPTIMIZE__
         + 1
#endif
#ifdef __SIZEOF_INT128__
         + 2
#endif
#ifdef __SIZEOF_LONG_DOUBLE__
         + 4
#endif
#ifdef __LDBL_MAX__
         + 8
#endif
#ifdef __DEC64_MAX__
         + 16
#endif
#ifdef __FLT128_MAX__
         + 32
#endif
#ifdef __STDC_IEC_559_COMPLEX__
         + 64
#endif
#ifdef __GCC_ATOMIC_INT_LOCK_FREE
         + 128
#endif
#ifdef __CHAR_UNSIGNED__
         + 256
#endif
      ;
}

// gnc-only: gcc defines __GNUC__; gnc does not, as it has not gcc's extensions (__attribute__, typeof,
// statement expressions ...): a program that tests it takes its portable path
// expect: 0
int gnuc(void) {
#if defined(__GNUC__) || defined(__GNUC_MINOR__) || defined(__VERSION__)
  return 1;
#else
  return 0;
#endif
}

// A predefined macro may be undefined and defined again; the same definition is no redefinition.
#undef __INT_WIDTH__
#define __INT_WIDTH__ 33
#define __LONG_WIDTH__ 64
#define __INT64_C(c) c ## L
// expect: 97
int redefined(void) { return __INT_WIDTH__ + __LONG_WIDTH__; }
