/* lm.h - gnc's freestanding <math.h>: the double and float functions of the C library, written with
 * plain IEEE arithmetic and integer operations only (no libc, no hardware sqrt, no fma), so that CPU
 * and CUDA builds give the same bits.  Methods and measured accuracy against glibc: lm.c and
 * docs/library.md.
 */
#ifndef GNC_LM_H
#define GNC_LM_H

#include "core/core.h"

CORE_FN double lm_fabs(double x);
CORE_FN double lm_sqrt(double x);
CORE_FN double lm_cbrt(double x);
CORE_FN double lm_floor(double x);
CORE_FN double lm_ceil(double x);
CORE_FN double lm_round(double x);
CORE_FN double lm_trunc(double x);
CORE_FN double lm_fmod(double x, double y);
CORE_FN double lm_fmin(double x, double y);
CORE_FN double lm_fmax(double x, double y);
CORE_FN double lm_hypot(double x, double y);
CORE_FN double lm_pow(double x, double y);
CORE_FN double lm_exp(double x);
CORE_FN double lm_exp2(double x);
CORE_FN double lm_log(double x);
CORE_FN double lm_log2(double x);
CORE_FN double lm_log10(double x);
CORE_FN double lm_sin(double x);
CORE_FN double lm_cos(double x);
CORE_FN double lm_tan(double x);
CORE_FN double lm_asin(double x);
CORE_FN double lm_acos(double x);
CORE_FN double lm_atan(double x);
CORE_FN double lm_atan2(double y, double x);
CORE_FN double lm_sinh(double x);
CORE_FN double lm_cosh(double x);
CORE_FN double lm_tanh(double x);

CORE_FN float lm_fabsf(float x);
CORE_FN float lm_sqrtf(float x);
CORE_FN float lm_cbrtf(float x);
CORE_FN float lm_floorf(float x);
CORE_FN float lm_ceilf(float x);
CORE_FN float lm_roundf(float x);
CORE_FN float lm_truncf(float x);
CORE_FN float lm_fmodf(float x, float y);
CORE_FN float lm_fminf(float x, float y);
CORE_FN float lm_fmaxf(float x, float y);
CORE_FN float lm_hypotf(float x, float y);
CORE_FN float lm_powf(float x, float y);
CORE_FN float lm_expf(float x);
CORE_FN float lm_exp2f(float x);
CORE_FN float lm_logf(float x);
CORE_FN float lm_log2f(float x);
CORE_FN float lm_log10f(float x);
CORE_FN float lm_sinf(float x);
CORE_FN float lm_cosf(float x);
CORE_FN float lm_tanf(float x);
CORE_FN float lm_asinf(float x);
CORE_FN float lm_acosf(float x);
CORE_FN float lm_atanf(float x);
CORE_FN float lm_atan2f(float y, float x);
CORE_FN float lm_sinhf(float x);
CORE_FN float lm_coshf(float x);
CORE_FN float lm_tanhf(float x);

/* later additions: log1p, expm1 (fdlibm's, as glibc), rint / nearbyint, lrint, lround / llround (long; out of
 * range or NaN: LONG_MIN), copysign, ldexp (any int exponent), frexp, modf */
CORE_FN double lm_log1p(double x);
CORE_FN double lm_expm1(double x);
CORE_FN double lm_rint_any(double x);
CORE_FN int64_t lm_lrint(double x);
CORE_FN int64_t lm_lround(double x);
CORE_FN double lm_copysign_any(double x, double y);
CORE_FN double lm_ldexp_any(double x, int32_t k);
CORE_FN double lm_frexp(double x, int32_t *e);
CORE_FN double lm_modf(double x, double *ip);

#endif
