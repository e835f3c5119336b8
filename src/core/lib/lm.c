/* lm.c - gnc's freestanding <math.h> (double and float forms), single-source core code.
 *
 * Only + - * /, comparisons, conversions and integer operations on bit patterns are used: no libc, no
 * hardware sqrt, no fma, no long double, so CPU and CUDA builds give identical bits (the build uses
 * -ffp-contract=off / --fmad=false).
 *
 * Exact functions (results are exact or correctly rounded by construction):
 *   fabs, floor, ceil, round, trunc: bit manipulation of the significand;
 *   fmod: integer long division of the significands (shift and subtract), exact;
 *   fmin, fmax: glibc's rules (a quiet NaN operand yields the other operand, a signaling NaN yields
 *     NaN; equal operands, e.g. -0 and +0, yield the second);
 *   sqrt: digit-by-digit integer square root of the significand (54 result bits), then round to
 *     nearest even with the remainder as sticky bit;  sqrtf: the double sqrt rounded to float, which is
 *     correctly rounded because 53 >= 2*24 + 2 (no harmful double rounding for sqrt).
 *
 * Everything else is evaluated in double-double arithmetic (an unevaluated sum hi + lo, about 106 bits;
 * Dekker's exact product with Veltkamp splitting, Knuth's two-sum) to a relative error near 2^-100 and
 * rounded once, so results are correctly rounded except in extremely rare near-halfway cases:
 *   exp, exp2, pow: x = (64k + j) ln2/64 + r, |r| <= ln2/128, exp(r) - 1 by its Taylor series, times
 *     2^(j/64) from a double-double table, scaled by 2^k with one final rounding (also for subnormal
 *     results); pow(x, y) = exp(y log x) with log x and the product in double-double;
 *   log, log2, log10: x = 2^e m, m in [sqrt(1/2), sqrt(2)), log m = 2 atanh(s), s = (m-1)/(m+1), by its
 *     series; e ln2 with a three-part ln2;
 *   sin, cos, tan: reduction by pi/2 with a 1280-bit table of 2/pi (Payne-Hanek, integer arithmetic, 192
 *     fraction bits: exact enough for the worst double, whose remainder is about 2^-61), then the Taylor
 *     series of sin and cos on |r| <= pi/4; tan = sin/cos;
 *   atan, atan2, asin, acos: atan t = atan(k/16) + atan((t - k/16)/(1 + t k/16)) with a table of
 *     atan(k/16) and the series; asin x = atan2(x, sqrt(1 - x^2)), acos x = atan2(sqrt(1 - x^2), x)
 *     with 1 - x^2 exact in double-double;
 *   hypot: the sum of squares in double-double, a double-double square root, one rounding;
 *     hypotf: as glibc, the double sqrt of the (exact) double sum of squares, rounded to float;
 *   pow of an integer power 2..64 whose exact value fits in 64 bits is computed exactly and rounded
 *     to nearest even (so exact halfway cases such as 10^23 are correctly rounded).
 * Where glibc 2.36 itself is not correctly rounded by more than half an ulp, lm follows glibc's method
 * so that results stay within an ulp of it:
 *   cbrt: a degree-6 polynomial start on [1/2, 1) and one Halley step, the same arithmetic as glibc's
 *     (errors up to 3 ulp against the true cube root);  cbrtf: that value refined by a Newton step in
 *     double-double, rounded to float;
 *   log10, log10f: fdlibm's n log10(2)_hi + (n log10(2)_lo + log(m)/ln10) on lm's log;
 *   sinh, cosh, tanh (and their f forms, in float): the fdlibm formulas on expm1/exp, e.g.
 *     tanh x = -t/(t+2), t = expm1(-2|x|), with lm's exp and an expm1 by fdlibm's method (with the
 *     fused multiply-adds of glibc's x86-64 build emulated in the double version).
 * Float forms compute the double-double result and round it once to float (lm_dd_to_f resolves the
 * halfway case of the double hi part with the sign of lo), so they are correctly rounded too.
 * Constants (tables of 2^(j/64), atan(k/16), 2/pi, series coefficients, split ln2 and pi/2) were
 * computed with 400-bit arithmetic (mpmath) and are written as hexadecimal double literals.
 */
#include "core/lib/lib.h"

#ifdef __CUDA_ARCH__
#define LM_DATA static __device__ const
#else
#define LM_DATA static const
#endif

/* 2^(j/64), j = 0..63, as double-doubles */
LM_DATA double lm_exp2tab[64][2] = {
  {0x1.0000000000000p+0, 0x0.0p+0},
  {0x1.02c9a3e778061p+0, -0x1.19083535b085dp-56},
  {0x1.059b0d3158574p+0, 0x1.d73e2a475b465p-55},
  {0x1.0874518759bc8p+0, 0x1.186be4bb284ffp-57},
  {0x1.0b5586cf9890fp+0, 0x1.8a62e4adc610bp-54},
  {0x1.0e3ec32d3d1a2p+0, 0x1.03a1727c57b53p-59},
  {0x1.11301d0125b51p+0, -0x1.6c51039449b3ap-54},
  {0x1.1429aaea92de0p+0, -0x1.32fbf9af1369ep-54},
  {0x1.172b83c7d517bp+0, -0x1.19041b9d78a76p-55},
  {0x1.1a35beb6fcb75p+0, 0x1.e5b4c7b4968e4p-55},
  {0x1.1d4873168b9aap+0, 0x1.e016e00a2643cp-54},
  {0x1.2063b88628cd6p+0, 0x1.dc775814a8495p-55},
  {0x1.2387a6e756238p+0, 0x1.9b07eb6c70573p-54},
  {0x1.26b4565e27cddp+0, 0x1.2bd339940e9d9p-55},
  {0x1.29e9df51fdee1p+0, 0x1.612e8afad1255p-55},
  {0x1.2d285a6e4030bp+0, 0x1.0024754db41d5p-54},
  {0x1.306fe0a31b715p+0, 0x1.6f46ad23182e4p-55},
  {0x1.33c08b26416ffp+0, 0x1.32721843659a6p-54},
  {0x1.371a7373aa9cbp+0, -0x1.63aeabf42eae2p-54},
  {0x1.3a7db34e59ff7p+0, -0x1.5e436d661f5e3p-56},
  {0x1.3dea64c123422p+0, 0x1.ada0911f09ebcp-55},
  {0x1.4160a21f72e2ap+0, -0x1.ef3691c309278p-58},
  {0x1.44e086061892dp+0, 0x1.89b7a04ef80d0p-59},
  {0x1.486a2b5c13cd0p+0, 0x1.3c1a3b69062f0p-56},
  {0x1.4bfdad5362a27p+0, 0x1.d4397afec42e2p-56},
  {0x1.4f9b2769d2ca7p+0, -0x1.4b309d25957e3p-54},
  {0x1.5342b569d4f82p+0, -0x1.07abe1db13cadp-55},
  {0x1.56f4736b527dap+0, 0x1.9bb2c011d93adp-54},
  {0x1.5ab07dd485429p+0, 0x1.6324c054647adp-54},
  {0x1.5e76f15ad2148p+0, 0x1.ba6f93080e65ep-54},
  {0x1.6247eb03a5585p+0, -0x1.383c17e40b497p-54},
  {0x1.6623882552225p+0, -0x1.bb60987591c34p-54},
  {0x1.6a09e667f3bcdp+0, -0x1.bdd3413b26456p-54},
  {0x1.6dfb23c651a2fp+0, -0x1.bbe3a683c88abp-57},
  {0x1.71f75e8ec5f74p+0, -0x1.16e4786887a99p-55},
  {0x1.75feb564267c9p+0, -0x1.0245957316dd3p-54},
  {0x1.7a11473eb0187p+0, -0x1.41577ee04992fp-55},
  {0x1.7e2f336cf4e62p+0, 0x1.05d02ba15797ep-56},
  {0x1.82589994cce13p+0, -0x1.d4c1dd41532d8p-54},
  {0x1.868d99b4492edp+0, -0x1.fc6f89bd4f6bap-54},
  {0x1.8ace5422aa0dbp+0, 0x1.6e9f156864b27p-54},
  {0x1.8f1ae99157736p+0, 0x1.5cc13a2e3976cp-55},
  {0x1.93737b0cdc5e5p+0, -0x1.75fc781b57ebcp-57},
  {0x1.97d829fde4e50p+0, -0x1.d185b7c1b85d1p-54},
  {0x1.9c49182a3f090p+0, 0x1.c7c46b071f2bep-56},
  {0x1.a0c667b5de565p+0, -0x1.359495d1cd533p-54},
  {0x1.a5503b23e255dp+0, -0x1.d2f6edb8d41e1p-54},
  {0x1.a9e6b5579fdbfp+0, 0x1.0fac90ef7fd31p-54},
  {0x1.ae89f995ad3adp+0, 0x1.7a1cd345dcc81p-54},
  {0x1.b33a2b84f15fbp+0, -0x1.2805e3084d708p-57},
  {0x1.b7f76f2fb5e47p+0, -0x1.5584f7e54ac3bp-56},
  {0x1.bcc1e904bc1d2p+0, 0x1.23dd07a2d9e84p-55},
  {0x1.c199bdd85529cp+0, 0x1.11065895048ddp-55},
  {0x1.c67f12e57d14bp+0, 0x1.2884dff483cadp-54},
  {0x1.cb720dcef9069p+0, 0x1.503cbd1e949dbp-56},
  {0x1.d072d4a07897cp+0, -0x1.cbc3743797a9cp-54},
  {0x1.d5818dcfba487p+0, 0x1.2ed02d75b3707p-55},
  {0x1.da9e603db3285p+0, 0x1.c2300696db532p-54},
  {0x1.dfc97337b9b5fp+0, -0x1.1a5cd4f184b5cp-54},
  {0x1.e502ee78b3ff6p+0, 0x1.39e8980a9cc8fp-55},
  {0x1.ea4afa2a490dap+0, -0x1.e9c23179c2893p-54},
  {0x1.efa1bee615a27p+0, 0x1.dc7f486a4b6b0p-54},
  {0x1.f50765b6e4540p+0, 0x1.9d3e12dd8a18bp-54},
  {0x1.fa7c1819e90d8p+0, 0x1.74853f3a5931ep-55},
};
/* atan(k/16), k = 0..16 */
LM_DATA double lm_atantab[17][2] = {
  {0x0.0p+0, 0x0.0p+0},
  {0x1.ff55bb72cfdeap-5, -0x1.c934d86d23f1dp-60},
  {0x1.fd5ba9aac2f6ep-4, -0x1.cd37686760c17p-59},
  {0x1.7b97b4bce5b02p-3, 0x1.347b0b4f881cap-58},
  {0x1.f5b75f92c80ddp-3, 0x1.8ab6e3cf7afbdp-57},
  {0x1.362773707ebccp-2, -0x1.963a544b672d8p-57},
  {0x1.6f61941e4def1p-2, -0x1.c63aae6f6e918p-56},
  {0x1.a64eec3cc23fdp-2, -0x1.24dec1b50b7ffp-56},
  {0x1.dac670561bb4fp-2, 0x1.a2b7f222f65e2p-56},
  {0x1.0657e94db30d0p-1, -0x1.d5b495f6349e6p-56},
  {0x1.1e00babdefeb4p-1, -0x1.928df287a668fp-58},
  {0x1.345f01cce37bbp-1, 0x1.1021137c71102p-55},
  {0x1.4978fa3269ee1p-1, 0x1.2419a87f2a458p-56},
  {0x1.5d58987169b18p-1, 0x1.0028e4bc5e7cap-57},
  {0x1.700a7c5784634p-1, -0x1.8c34d25aadef6p-56},
  {0x1.819d0b7158a4dp-1, -0x1.bf76229d3b917p-56},
  {0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55},
};
/* 2/pi = sum w[i] * 2^(-32(i+1)) */
LM_DATA uint32_t lm_twobypi[40] = {
  0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u, 0x3c439041u,
  0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu,
  0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u,
  0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu,
  0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du,
  0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau, 0x6bfb5fb1u, 0x1f8d5d08u,
  0x56033046u, 0xfc7b6babu, 0xf0cfbc20u, 0x9af4361du,
};
#define LM_PIO2_H 0x1.921fb54442d18p+0
#define LM_PIO2_L 0x1.1a62633145c07p-54
#define LM_PI_H 0x1.921fb54442d18p+1
#define LM_PI_L 0x1.1a62633145c07p-53
#define LM_PIO4_H 0x1.921fb54442d18p-1
#define LM_PIO4_L 0x1.1a62633145c07p-55
#define LM_LN2_H 0x1.62e42fefa39efp-1
#define LM_LN2_L 0x1.abc9e3b39803fp-56
#define LM_INVLN2_H 0x1.71547652b82fep+0
#define LM_INVLN2_L 0x1.777d0ffda0d24p-56
#define LM_INVLN10_H 0x1.bcb7b1526e50ep-2
#define LM_INVLN10_L 0x1.95355baaafad3p-57
#define LM_LN2_64_1 0x1.62e42fefa0000p-7
#define LM_LN2_64_2 0x1.cf79abc9e0000p-46
#define LM_LN2_64_3 0x1.d9cc01f97b57ap-85
#define LM_LN2_1 0x1.62e42fefa2000p-1
#define LM_LN2_2 0x1.9ef35793c6000p-41
#define LM_LN2_3 0x1.673007e5ed5e8p-81
/* sin r = r * sum (-1)^k z^k/(2k+1)!, z = r^2 */
LM_DATA double lm_sincoef[15][2] = {
  {0x1.0000000000000p+0, 0x0.0p+0},
  {-0x1.5555555555555p-3, -0x1.5555555555555p-57},
  {0x1.1111111111111p-7, 0x1.1111111111111p-63},
  {-0x1.a01a01a01a01ap-13, -0x1.a01a01a01a01ap-73},
  {0x1.71de3a556c734p-19, -0x1.c154f8ddc6c00p-73},
  {-0x1.ae64567f544e4p-26, 0x1.c062e06d1f209p-80},
  {0x1.6124613a86d09p-33, 0x1.f28e0cc748ebep-87},
  {-0x1.ae7f3e733b81fp-41, -0x1.1d8656b0ee8cbp-97},
  {0x1.952c77030ad4ap-49, 0x1.ac981465ddc6cp-103},
  {-0x1.2f49b46814157p-57, -0x1.2650f61dbdcb4p-112},
  {0x1.71b8ef6dcf572p-66, -0x1.d043ae40c4647p-120},
  {-0x1.761b41316381ap-75, 0x1.3423c7d91404fp-130},
  {0x1.3f3ccdd165fa9p-84, -0x1.58ddadf344487p-139},
  {-0x1.d1ab1c2dccea3p-94, -0x1.054d0c78aea14p-149},
  {0x1.259f98b4358adp-103, 0x1.eaf8c39dd9bc5p-157},
};
/* cos r = sum (-1)^k z^k/(2k)! */
LM_DATA double lm_coscoef[15][2] = {
  {0x1.0000000000000p+0, 0x0.0p+0},
  {-0x1.0000000000000p-1, 0x0.0p+0},
  {0x1.5555555555555p-5, 0x1.5555555555555p-59},
  {-0x1.6c16c16c16c17p-10, 0x1.f49f49f49f49fp-65},
  {0x1.a01a01a01a01ap-16, 0x1.a01a01a01a01ap-76},
  {-0x1.27e4fb7789f5cp-22, -0x1.cbbc05b4fa99ap-76},
  {0x1.1eed8eff8d898p-29, -0x1.2aec959e14c06p-83},
  {-0x1.93974a8c07c9dp-37, -0x1.05d6f8a2efd1fp-92},
  {0x1.ae7f3e733b81fp-45, 0x1.1d8656b0ee8cbp-101},
  {-0x1.6827863b97d97p-53, -0x1.eec01221a8b0bp-107},
  {0x1.e542ba4020225p-62, 0x1.ea72b4afe3c2fp-120},
  {-0x1.0ce396db7f853p-70, 0x1.aebcdbd20331cp-124},
  {0x1.f2cf01972f578p-80, -0x1.9ada5fcc1ab14p-135},
  {-0x1.88e85fc6a4e5ap-89, 0x1.71c37ebd16540p-143},
  {0x1.0a18a2635085dp-98, 0x1.b9e2e28e1aa54p-153},
};
/* atan t = t * sum (-1)^k z^k/(2k+1), z = t^2 */
LM_DATA double lm_atancoef[12][2] = {
  {0x1.0000000000000p+0, 0x0.0p+0},
  {-0x1.5555555555555p-2, -0x1.5555555555555p-56},
  {0x1.999999999999ap-3, -0x1.999999999999ap-57},
  {-0x1.2492492492492p-3, -0x1.2492492492492p-57},
  {0x1.c71c71c71c71cp-4, 0x1.c71c71c71c71cp-58},
  {-0x1.745d1745d1746p-4, 0x1.745d1745d1746p-59},
  {0x1.3b13b13b13b14p-4, -0x1.3b13b13b13b14p-58},
  {-0x1.1111111111111p-4, -0x1.1111111111111p-60},
  {0x1.e1e1e1e1e1e1ep-5, 0x1.e1e1e1e1e1e1ep-61},
  {-0x1.af286bca1af28p-5, -0x1.af286bca1af28p-59},
  {0x1.8618618618618p-5, 0x1.8618618618618p-59},
  {-0x1.642c8590b2164p-5, -0x1.642c8590b2164p-60},
};
/* log m = 2s * sum z^k/(2k+1), s = (m-1)/(m+1), z = s^2 */
LM_DATA double lm_logcoef[21][2] = {
  {0x1.0000000000000p+0, 0x0.0p+0},
  {0x1.5555555555555p-2, 0x1.5555555555555p-56},
  {0x1.999999999999ap-3, -0x1.999999999999ap-57},
  {0x1.2492492492492p-3, 0x1.2492492492492p-57},
  {0x1.c71c71c71c71cp-4, 0x1.c71c71c71c71cp-58},
  {0x1.745d1745d1746p-4, -0x1.745d1745d1746p-59},
  {0x1.3b13b13b13b14p-4, -0x1.3b13b13b13b14p-58},
  {0x1.1111111111111p-4, 0x1.1111111111111p-60},
  {0x1.e1e1e1e1e1e1ep-5, 0x1.e1e1e1e1e1e1ep-61},
  {0x1.af286bca1af28p-5, 0x1.af286bca1af28p-59},
  {0x1.8618618618618p-5, 0x1.8618618618618p-59},
  {0x1.642c8590b2164p-5, 0x1.642c8590b2164p-60},
  {0x1.47ae147ae147bp-5, -0x1.eb851eb851eb8p-61},
  {0x1.2f684bda12f68p-5, 0x1.2f684bda12f68p-59},
  {0x1.1a7b9611a7b96p-5, 0x1.1a7b9611a7b96p-61},
  {0x1.0842108421084p-5, 0x1.0842108421084p-60},
  {0x1.f07c1f07c1f08p-6, -0x1.f07c1f07c1f08p-61},
  {0x1.d41d41d41d41dp-6, 0x1.0750750750750p-60},
  {0x1.bacf914c1bad0p-6, -0x1.bacf914c1bad0p-60},
  {0x1.a41a41a41a41ap-6, 0x1.0690690690690p-60},
  {0x1.8f9c18f9c18fap-6, -0x1.f3831f3831f38p-61},
};
/* exp r - 1 = r * sum r^k/(k+1)! */
LM_DATA double lm_expcoef[11][2] = {
  {0x1.0000000000000p+0, 0x0.0p+0},
  {0x1.0000000000000p-1, 0x0.0p+0},
  {0x1.5555555555555p-3, 0x1.5555555555555p-57},
  {0x1.5555555555555p-5, 0x1.5555555555555p-59},
  {0x1.1111111111111p-7, 0x1.1111111111111p-63},
  {0x1.6c16c16c16c17p-10, -0x1.f49f49f49f49fp-65},
  {0x1.a01a01a01a01ap-13, 0x1.a01a01a01a01ap-73},
  {0x1.a01a01a01a01ap-16, 0x1.a01a01a01a01ap-76},
  {0x1.71de3a556c734p-19, -0x1.c154f8ddc6c00p-73},
  {0x1.27e4fb7789f5cp-22, 0x1.cbbc05b4fa99ap-76},
  {0x1.ae64567f544e4p-26, -0x1.c062e06d1f209p-80},
};


/* ---------------------------------------------------------------- bit patterns */

typedef union { double d; uint64_t u; } LmBits;
typedef union { float f; uint32_t u; } LmBitsF;

CORE_FN static uint64_t lm_bits(double x) { LmBits b; b.d = x; return b.u; }
CORE_FN static double lm_double(uint64_t u) { LmBits b; b.u = u; return b.d; }
CORE_FN static uint32_t lm_bitsf(float x) { LmBitsF b; b.f = x; return b.u; }
CORE_FN static float lm_float(uint32_t u) { LmBitsF b; b.u = u; return b.f; }

#define LM_SIGN 0x8000000000000000ull
#define LM_EXPM 0x7ff0000000000000ull
#define LM_FRAC 0x000fffffffffffffull
#define LM_NAN lm_double(0x7ff8000000000000ull)
#define LM_INF lm_double(0x7ff0000000000000ull)
#define LM_NANF lm_float(0x7fc00000u)

CORE_FN static int lm_isnan(double x) { return (lm_bits(x) & ~LM_SIGN) > LM_EXPM; }
CORE_FN static int lm_isinf(double x) { return (lm_bits(x) & ~LM_SIGN) == LM_EXPM; }
CORE_FN static int lm_signbit(double x) { return (int)(lm_bits(x) >> 63); }
CORE_FN static double lm_copysign(double x, double s) {
  return lm_double((lm_bits(x) & ~LM_SIGN) | (lm_bits(s) & LM_SIGN));
}
/* the high 32 bits of |x| (the thresholds of fdlibm's methods are given on them) */
CORE_FN static uint32_t lm_hiword(double x) { return (uint32_t)((lm_bits(x) & ~LM_SIGN) >> 32); }

/* 2^k for -1022 <= k <= 1023 */
CORE_FN static double lm_pow2(int k) { return lm_double((uint64_t)(k + 1023) << 52); }

/* x * 2^k; exact while the result is normal, one rounding for a subnormal result */
CORE_FN static double lm_ldexp(double x, int k) {
  while (k > 1023) {
    x *= lm_pow2(1023);
    k -= 1023;
    if (k > 1023 && lm_isinf(x)) return x;
  }
  while (k < -1022) {
    if (k >= -2044) return x * lm_pow2(k + 1022) * lm_pow2(-1022);
    x *= lm_pow2(-1022);
    k += 1022;
  }
  return x * lm_pow2(k);
}

/* round to the nearest integer (ties to even), |x| < 2^51 */
CORE_FN static double lm_rint(double x) {
  double big = 6755399441055744.0; /* 1.5 * 2^52 */
  return (x + big) - big;
}

/* ---------------------------------------------------------------- double-double arithmetic */

typedef struct { double h, l; } LmDD;

CORE_FN static LmDD lm_dd(double h, double l) { LmDD r; r.h = h; r.l = l; return r; }

CORE_FN static LmDD lm_two_sum(double a, double b) {
  double s = a + b, bb = s - a;
  return lm_dd(s, (a - (s - bb)) + (b - bb));
}

CORE_FN static LmDD lm_fast_two_sum(double a, double b) { /* |a| >= |b| or a == 0 */
  double s = a + b;
  return lm_dd(s, b - (s - a));
}

/* exact product a*b = h + l (Dekker), for |a|, |b| < 2^995 and no underflow */
CORE_FN static LmDD lm_two_prod(double a, double b) {
  double c = 134217729.0; /* 2^27 + 1 */
  double p = a * b;
  double ta = c * a, ah = ta - (ta - a), al = a - ah;
  double tb = c * b, bh = tb - (tb - b), bl = b - bh;
  return lm_dd(p, ((ah * bh - p) + ah * bl + al * bh) + al * bl);
}

CORE_FN static LmDD lm_dd_neg(LmDD a) { return lm_dd(-a.h, -a.l); }

CORE_FN static LmDD lm_dd_add(LmDD a, LmDD b) {
  LmDD s = lm_two_sum(a.h, b.h), t = lm_two_sum(a.l, b.l);
  s.l += t.h;
  s = lm_fast_two_sum(s.h, s.l);
  s.l += t.l;
  return lm_fast_two_sum(s.h, s.l);
}

CORE_FN static LmDD lm_dd_add_d(LmDD a, double b) {
  LmDD s = lm_two_sum(a.h, b);
  s.l += a.l;
  return lm_fast_two_sum(s.h, s.l);
}

CORE_FN static LmDD lm_dd_mul(LmDD a, LmDD b) {
  LmDD p = lm_two_prod(a.h, b.h);
  p.l += a.h * b.l + a.l * b.h;
  return lm_fast_two_sum(p.h, p.l);
}

CORE_FN static LmDD lm_dd_mul_d(LmDD a, double b) {
  LmDD p = lm_two_prod(a.h, b);
  p.l += a.l * b;
  return lm_fast_two_sum(p.h, p.l);
}

CORE_FN static LmDD lm_dd_div(LmDD a, LmDD b) {
  double q1 = a.h / b.h, q2, q3;
  LmDD r = lm_dd_add(a, lm_dd_neg(lm_dd_mul_d(b, q1)));
  q2 = r.h / b.h;
  r = lm_dd_add(r, lm_dd_neg(lm_dd_mul_d(b, q2)));
  q3 = r.h / b.h;
  return lm_dd_add_d(lm_fast_two_sum(q1, q2), q3);
}

/* polynomial sum c[k] z^k, k < n: coefficients k >= nd in plain double (their terms are small enough
 * that a double's error is below 2^-106 of the sum), the rest in double-double */
CORE_FN static LmDD lm_poly(LmDD z, const double (*c)[2], int n, int nd) {
  double t = c[n - 1][0];
  LmDD acc;
  int k;
  for (k = n - 2; k >= nd; k--) t = t * z.h + c[k][0];
  acc = lm_dd(t, 0.0);
  for (k = nd - 1; k >= 0; k--) acc = lm_dd_add(lm_dd_mul(acc, z), lm_dd(c[k][0], c[k][1]));
  return acc;
}

/* (h + l) * 2^k rounded once to double (h + l normalized: h is already h + l rounded) */
CORE_FN static double lm_scale_dd(LmDD a, int k) {
  double r = lm_ldexp(a.h, k), d, half;
  if (r == 0.0 || lm_isinf(r) || (lm_bits(r) & LM_EXPM) != 0) {
    if (r != 0.0 || a.h == 0.0) return r;
  }
  /* subnormal (or zero) result: a.h was rounded to the subnormal grid; fix a halfway case by lo */
  d = a.h - lm_ldexp(r, -k);
  half = lm_ldexp(1.0, -1075 - k);
  if (d == half && a.l > 0.0) r += lm_double(1);
  else if (d == -half && a.l < 0.0) r -= lm_double(1);
  return r;
}

/* h + l rounded once to float */
CORE_FN static float lm_dd_to_f(LmDD a) {
  float f = (float)a.h;
  double diff = a.h - (double)f, g;
  if (diff != 0.0 && a.l != 0.0 && !lm_isinf((double)f)) {
    g = a.h + diff; /* the other neighbour when a.h is halfway between two floats */
    if ((double)(float)g == g && g - a.h == diff && (diff > 0.0) == (a.l > 0.0)) f = (float)g;
  }
  return f;
}

/* square root of a double-double, a >= 0 */
CORE_FN static LmDD lm_dd_sqrt(LmDD a) {
  double s, r;
  LmDD p;
  if (a.h <= 0.0) return lm_dd(0.0, 0.0);
  s = lm_sqrt(a.h);
  p = lm_two_prod(s, s);
  r = (((a.h - p.h) - p.l) + a.l) / (2.0 * s);
  return lm_fast_two_sum(s, r);
}

/* ---------------------------------------------------------------- exact functions */

CORE_FN double lm_fabs(double x) { return lm_double(lm_bits(x) & ~LM_SIGN); }
CORE_FN float lm_fabsf(float x) { return lm_float(lm_bitsf(x) & 0x7fffffffu); }

/* kind: 0 trunc, 1 floor, 2 ceil, 3 round (half away from zero) */
CORE_FN static double lm_toint(double x, int kind) {
  uint64_t u = lm_bits(x), m;
  int e = (int)((u >> 52) & 0x7ff) - 1023, neg = (int)(u >> 63);
  if (e == 1024) return x + x; /* inf or NaN */
  if (e >= 52) return x;       /* integral */
  if (e < 0) {
    if ((u << 1) == 0) return x;
    if (kind == 1 && neg) return -1.0;
    if (kind == 2 && !neg) return 1.0;
    if (kind == 3 && e == -1) return neg ? -1.0 : 1.0;
    return neg ? -0.0 : 0.0;
  }
  m = LM_FRAC >> e; /* fraction bits */
  if ((u & m) == 0) return x;
  if (kind == 3) u += (1ull << 51) >> e;
  else if ((kind == 1 && neg) || (kind == 2 && !neg)) u += m + 1;
  return lm_double(u & ~m);
}

CORE_FN double lm_trunc(double x) { return lm_toint(x, 0); }
CORE_FN double lm_floor(double x) { return lm_toint(x, 1); }
CORE_FN double lm_ceil(double x) { return lm_toint(x, 2); }
CORE_FN double lm_round(double x) { return lm_toint(x, 3); }

CORE_FN static float lm_tointf(float x, int kind) {
  uint32_t u = lm_bitsf(x), m;
  int e = (int)((u >> 23) & 0xff) - 127, neg = (int)(u >> 31);
  if (e == 128) return x + x;
  if (e >= 23) return x;
  if (e < 0) {
    if ((u << 1) == 0) return x;
    if (kind == 1 && neg) return -1.0f;
    if (kind == 2 && !neg) return 1.0f;
    if (kind == 3 && e == -1) return neg ? -1.0f : 1.0f;
    return neg ? -0.0f : 0.0f;
  }
  m = 0x007fffffu >> e;
  if ((u & m) == 0) return x;
  if (kind == 3) u += (1u << 22) >> e;
  else if ((kind == 1 && neg) || (kind == 2 && !neg)) u += m + 1;
  return lm_float(u & ~m);
}

CORE_FN float lm_truncf(float x) { return lm_tointf(x, 0); }
CORE_FN float lm_floorf(float x) { return lm_tointf(x, 1); }
CORE_FN float lm_ceilf(float x) { return lm_tointf(x, 2); }
CORE_FN float lm_roundf(float x) { return lm_tointf(x, 3); }

/* fmin, fmax as glibc on x86-64: a quiet NaN operand yields the other operand, a signaling NaN yields
 * NaN; equal operands (-0 and +0) yield the second */
CORE_FN static int lm_nan_pick(double x, double y, double *r) {
  uint64_t qbit = 0x0008000000000000ull;
  if (!lm_isnan(x) && !lm_isnan(y)) return 0;
  if ((lm_isnan(x) && !(lm_bits(x) & qbit)) || (lm_isnan(y) && !(lm_bits(y) & qbit))) *r = LM_NAN;
  else *r = lm_isnan(x) ? y : x;
  return 1;
}

CORE_FN double lm_fmin(double x, double y) {
  double r;
  if (lm_nan_pick(x, y, &r)) return r;
  return x < y ? x : y;
}
CORE_FN double lm_fmax(double x, double y) {
  double r;
  if (lm_nan_pick(x, y, &r)) return r;
  return x > y ? x : y;
}

/* float: the same rules on the float bit patterns */
CORE_FN static int lm_nan_pickf(float x, float y, float *r) {
  uint32_t ux = lm_bitsf(x) & 0x7fffffffu, uy = lm_bitsf(y) & 0x7fffffffu;
  int nx = ux > 0x7f800000u, ny = uy > 0x7f800000u;
  if (!nx && !ny) return 0;
  if ((nx && !(ux & 0x00400000u)) || (ny && !(uy & 0x00400000u))) *r = LM_NANF;
  else *r = nx ? y : x;
  return 1;
}

CORE_FN float lm_fminf(float x, float y) {
  float r;
  if (lm_nan_pickf(x, y, &r)) return r;
  return x < y ? x : y;
}
CORE_FN float lm_fmaxf(float x, float y) {
  float r;
  if (lm_nan_pickf(x, y, &r)) return r;
  return x > y ? x : y;
}

/* significand and exponent of a finite nonzero |x|: |x| = m 2^e, m < 2^53 */
CORE_FN static uint64_t lm_unpack(double x, int *e) {
  uint64_t u = lm_bits(x) & ~LM_SIGN;
  int be = (int)(u >> 52);
  if (be == 0) { *e = -1074; return u; }
  *e = be - 1075;
  return (u & LM_FRAC) | (1ull << 52);
}

/* m 2^e (exactly representable, m < 2^53) as a double with the given sign */
CORE_FN static double lm_pack(int neg, uint64_t m, int e) {
  uint64_t u;
  if (m == 0) return neg ? -0.0 : 0.0;
  if (m >= (1ull << 53)) { m >>= 1; e++; } /* a round-up carry (exact: m even) */
  while (e < -1074) { m >>= 1; e++; }       /* exact: the value is representable */
  while (m < (1ull << 52) && e > -1074) { m <<= 1; e--; }
  if (m < (1ull << 52)) u = m;
  else u = ((uint64_t)(e + 1075) << 52) | (m & LM_FRAC);
  return lm_double(u | ((uint64_t)neg << 63));
}

CORE_FN double lm_fmod(double x, double y) {
  uint64_t mx, my;
  int ex, ey;
  if (lm_isnan(x) || lm_isnan(y) || lm_isinf(x) || y == 0.0) return LM_NAN;
  if (lm_isinf(y) || x == 0.0) return x;
  if (lm_fabs(x) < lm_fabs(y)) return x;
  mx = lm_unpack(x, &ex);
  my = lm_unpack(y, &ey);
  while (mx < (1ull << 52)) { mx <<= 1; ex--; }
  while (my < (1ull << 52)) { my <<= 1; ey--; }
  for (; ex > ey; ex--) {
    if (mx >= my) mx -= my;
    mx <<= 1;
  }
  if (mx >= my) mx -= my;
  return lm_pack(lm_signbit(x), mx, ey);
}

CORE_FN float lm_fmodf(float x, float y) {
  /* exact: the remainder of two floats is a float, and lm_fmod is exact */
  return (float)lm_fmod((double)x, (double)y);
}

/* correctly rounded square root: integer square root of the significand, digit by digit */
CORE_FN double lm_sqrt(double x) {
  uint64_t m, root = 0, rem = 0;
  int e, i, shift;
  if (lm_isnan(x)) return x + x;
  if (x == 0.0) return x;
  if (x < 0.0) return LM_NAN;
  if (lm_isinf(x)) return x;
  m = lm_unpack(x, &e);
  while (m < (1ull << 52)) { m <<= 1; e--; }
  if (e & 1) { m <<= 1; e--; } /* m in [2^52, 2^54), e even */
  /* sqrt(m 2^54) has 54 bits: the radicand m 2^54 is fed two bits at a time, 54 steps */
  for (i = 0; i < 54; i++) {
    shift = 52 - 2 * i; /* the next two bits of m (then zeros) */
    rem = (rem << 2) | (shift >= 0 ? (m >> shift) & 3 : 0);
    if (rem >= (root << 2) + 1) { rem -= (root << 2) + 1; root = (root << 1) | 1; }
    else root <<= 1;
  }
  /* root = floor(sqrt(m 2^54)) in [2^53, 2^54): 53 bits and a round bit; sticky = rem != 0 */
  m = root >> 1;
  if ((root & 1) && (rem != 0 || (m & 1))) m++;
  return lm_pack(0, m, (e - 54) / 2 + 1);
}

CORE_FN float lm_sqrtf(float x) { return (float)lm_sqrt((double)x); }

/* ---------------------------------------------------------------- exp, exp2, expm1 */

/* 2^(n/64) exp(r), |r| <= ln2/128 (a little more is fine): returns m, *k with the value m 2^k */
CORE_FN static LmDD lm_exp_red(LmDD r, int n, int *k) {
  int j = n & 63;
  LmDD t = lm_dd(lm_exp2tab[j][0], lm_exp2tab[j][1]);
  LmDD p = lm_dd_mul(r, lm_poly(r, lm_expcoef, 11, 6)); /* exp(r) - 1 */
  *k = (n - j) / 64;
  return lm_dd_add(t, lm_dd_mul(t, p));
}

/* exp of a double-double x, |x.h| < 800: value m 2^k */
CORE_FN static LmDD lm_exp_dd(LmDD x, int *k) {
  double nd = lm_rint(x.h * 92.332482616893656877); /* 64/ln2 */
  LmDD r = lm_two_sum(x.h - nd * LM_LN2_64_1, -nd * LM_LN2_64_2); /* both products exact */
  r = lm_dd_add(r, lm_dd_neg(lm_two_prod(nd, LM_LN2_64_3)));
  r = lm_dd_add_d(r, x.l);
  return lm_exp_red(r, (int)nd, k);
}

CORE_FN double lm_exp(double x) {
  LmDD m;
  int k;
  if (lm_isnan(x)) return x + x;
  if (x > 709.8) return LM_INF;
  if (x < -746.0) return 0.0;
  if (lm_fabs(x) < 0x1p-60) return 1.0 + x;
  m = lm_exp_dd(lm_dd(x, 0.0), &k);
  return lm_scale_dd(m, k);
}

CORE_FN float lm_expf(float x) {
  LmDD m;
  int k;
  if (x != x) return x + x;
  if (x > 89.0f) return (float)LM_INF;
  if (x < -104.0f) return 0.0f;
  m = lm_exp_dd(lm_dd((double)x, 0.0), &k);
  return lm_dd_to_f(lm_dd(lm_ldexp(m.h, k), lm_ldexp(m.l, k)));
}

/* 2^x for |x| < 1100: value m 2^k */
CORE_FN static LmDD lm_exp2_dd(double x, int *k) {
  double nd = lm_rint(x * 64.0);
  LmDD r = lm_dd_mul_d(lm_dd(LM_LN2_H, LM_LN2_L), x - nd / 64.0); /* x - nd/64 is exact */
  return lm_exp_red(r, (int)nd, k);
}

CORE_FN double lm_exp2(double x) {
  LmDD m;
  int k;
  if (lm_isnan(x)) return x + x;
  if (x >= 1024.0) return LM_INF;
  if (x < -1080.0) return 0.0;
  if (lm_fabs(x) < 0x1p-60) return 1.0 + x;
  m = lm_exp2_dd(x, &k);
  return lm_scale_dd(m, k);
}

CORE_FN float lm_exp2f(float x) {
  LmDD m;
  int k;
  if (x != x) return x + x;
  if (x >= 128.0f) return (float)LM_INF;
  if (x < -151.0f) return 0.0f;
  m = lm_exp2_dd((double)x, &k);
  return lm_dd_to_f(lm_dd(lm_ldexp(m.h, k), lm_ldexp(m.l, k)));
}

/* expm1 by fdlibm's method (glibc uses it; sinh, cosh and tanh are built on it, so following it keeps
 * those within an ulp of glibc): x = k ln2 + r (ln2 in two parts, the rounding error of r kept in c),
 * a rational approximation of exp(r) - 1 in r^2/2 with the Remez coefficients Q1..Q5, then the careful
 * reconstruction of 2^k (1 + expm1 r) - 1 */
LM_DATA double lm_expm1q[5] = {
  -3.33333333333331316428e-02, 1.58730158725481460165e-03, -7.93650757867487942473e-05,
  4.00821782732936239552e-06, -2.01099218183624371326e-07
};

/* a*b + c with one rounding (emulated: exact product, two-sum, then the low parts; equal to the fused
 * result except in rare double-rounding cases) */
CORE_FN static double lm_fma(double a, double b, double c) {
  LmDD p = lm_two_prod(a, b), t = lm_two_sum(p.h, c);
  return t.h + (t.l + p.l);
}

CORE_FN double lm_expm1(double x) {
  double ln2hi = 6.93147180369123816490e-01, ln2lo = 1.90821492927058770002e-10;
  double hi, lo, c = 0.0, t, e, hxs, hfx, r1, y, h2;
  uint32_t hx = lm_hiword(x);
  int k = 0;
  if (lm_isnan(x)) return x + x;
  if (hx >= 0x4043687au) {   /* |x| >= 56 ln2 */
    if (x > 709.782712893383973096) return LM_INF;
    if (x < 0.0) return -1.0;
  }
  if (hx > 0x3fd62e42u) {    /* |x| > ln2/2 */
    if (hx < 0x3ff0a2b2u) {  /* |x| < 1.5 ln2 */
      k = x > 0.0 ? 1 : -1;
      hi = x - k * ln2hi;
      lo = k * ln2lo;
    } else {
      k = (int)lm_fma(1.44269504088896338700, x, x > 0.0 ? 0.5 : -0.5);
      t = (double)k;
      hi = x - t * ln2hi; /* exact */
      lo = t * ln2lo;
    }
    x = hi - lo;
    c = (hi - x) - lo;
  } else if (hx < 0x3c900000u) return x;
  /* glibc's x86-64 build of this method contracts a*b + c into fused multiply-adds; so does lm (emulated) */
  hfx = 0.5 * x;
  hxs = x * hfx;
  h2 = hxs * hxs;
  r1 = lm_fma(h2, lm_fma(hxs, lm_expm1q[2], lm_expm1q[1]), lm_fma(hxs, lm_expm1q[0], 1.0));
  r1 = lm_fma(h2 * h2, lm_fma(hxs, lm_expm1q[4], lm_expm1q[3]), r1);
  t = lm_fma(-r1, hfx, 3.0);
  e = hxs * ((r1 - t) / lm_fma(-x, t, 6.0));
  if (k == 0) return x - lm_fma(x, e, -hxs);
  e = lm_fma(x, e - c, -c);
  e -= hxs;
  if (k == -1) return lm_fma(0.5, x - e, -0.5);
  if (k == 1) return x < -0.25 ? -2.0 * (e - (x + 0.5)) : lm_fma(2.0, x - e, 1.0);
  if (k <= -2 || k > 56) {
    y = 1.0 - (e - x);
    y = lm_double(lm_bits(y) + ((uint64_t)(int64_t)k << 52)); /* y 2^k */
    return y - 1.0;
  }
  if (k < 20) {
    t = 1.0 - lm_pow2(-k);
    y = t - (e - x);
  } else {
    y = x - (e + lm_pow2(-k));
    y += 1.0;
  }
  return lm_double(lm_bits(y) + ((uint64_t)k << 52));
}

/* the same method in float (fdlibm's expm1f) */
LM_DATA float lm_expm1qf[5] = {-3.3333335072e-02f, 1.5873016091e-03f, -7.9365076090e-05f, 4.0082177293e-06f,
                               -2.0109921195e-07f};

CORE_FN static float lm_expm1f(float x) {
  float ln2hi = 6.9313812256e-01f, ln2lo = 9.0580006145e-06f;
  float hi, lo, c = 0.0f, t, e, hxs, hfx, r1, y;
  uint32_t hx = lm_bitsf(x) & 0x7fffffffu;
  int k = 0;
  if (hx >= 0x4195b844u) { /* |x| >= 27 ln2 */
    if (x > 8.8721679688e+01f) return (float)LM_INF;
    if (x < 0.0f) return -1.0f;
  }
  if (hx > 0x3eb17218u) {
    if (hx < 0x3f851592u) {
      k = x > 0.0f ? 1 : -1;
      hi = x - (float)k * ln2hi;
      lo = (float)k * ln2lo;
    } else {
      k = (int)(1.4426950216e+00f * x + (x > 0.0f ? 0.5f : -0.5f));
      t = (float)k;
      hi = x - t * ln2hi;
      lo = t * ln2lo;
    }
    x = hi - lo;
    c = (hi - x) - lo;
  } else if (hx < 0x33000000u) return x;
  hfx = 0.5f * x;
  hxs = x * hfx;
  r1 = 1.0f + hxs * (lm_expm1qf[0] + hxs * (lm_expm1qf[1] + hxs * (lm_expm1qf[2] + hxs * (lm_expm1qf[3] +
                                                                                           hxs * lm_expm1qf[4]))));
  t = 3.0f - r1 * hfx;
  e = hxs * ((r1 - t) / (6.0f - x * t));
  if (k == 0) return x - (x * e - hxs);
  e = x * (e - c) - c;
  e -= hxs;
  if (k == -1) return 0.5f * (x - e) - 0.5f;
  if (k == 1) return x < -0.25f ? -2.0f * (e - (x + 0.5f)) : 1.0f + 2.0f * (x - e);
  if (k <= -2 || k > 56) {
    y = 1.0f - (e - x);
    y = lm_float(lm_bitsf(y) + ((uint32_t)k << 23));
    return y - 1.0f;
  }
  if (k < 23) {
    t = lm_float(0x3f800000u - (0x1000000u >> k)); /* 1 - 2^-k */
    y = t - (e - x);
  } else {
    t = lm_float((uint32_t)(0x7f - k) << 23); /* 2^-k */
    y = x - (e + t);
    y += 1.0f;
  }
  return lm_float(lm_bitsf(y) + ((uint32_t)k << 23));
}

/* ---------------------------------------------------------------- log, log2, log10 */

/* log x for finite x > 0, as e ln2 + log m: returned as the pair (e, log m) so log2 and log10 can scale
 * the parts separately */
CORE_FN static LmDD lm_log_m(double x, int *pe) {
  int e;
  uint64_t m = lm_unpack(x, &e);
  double mm, f;
  LmDD s, z;
  while (m < (1ull << 52)) { m <<= 1; e--; }
  e += 52;
  mm = lm_double((m & LM_FRAC) | 0x3ff0000000000000ull); /* [1, 2) */
  if (mm > 1.4142135623730951) { mm *= 0.5; e++; }
  *pe = e;
  f = mm - 1.0; /* exact */
  if (f == 0.0) return lm_dd(0.0, 0.0);
  s = lm_dd_div(lm_dd(f, 0.0), lm_two_sum(mm, 1.0));
  z = lm_dd_mul(s, s);
  s = lm_dd_mul(s, lm_poly(z, lm_logcoef, 21, 11));
  return lm_dd(2.0 * s.h, 2.0 * s.l);
}

CORE_FN static LmDD lm_log_dd(double x) {
  int e;
  LmDD lm = lm_log_m(x, &e), r;
  double de = (double)e;
  if (e == 0) return lm;
  r = lm_fast_two_sum(de * LM_LN2_1, de * LM_LN2_2); /* exact products */
  r = lm_dd_add(r, lm);
  return lm_dd_add_d(r, de * LM_LN2_3);
}

/* the special cases shared by the logarithms; returns 1 with *r set when x is special */
CORE_FN static int lm_log_special(double x, double *r) {
  if (lm_isnan(x)) { *r = x + x; return 1; }
  if (x == 0.0) { *r = -LM_INF; return 1; }
  if (x < 0.0) { *r = LM_NAN; return 1; }
  if (lm_isinf(x)) { *r = x; return 1; }
  return 0;
}

CORE_FN double lm_log(double x) {
  double r;
  if (lm_log_special(x, &r)) return r;
  return lm_log_dd(x).h;
}

CORE_FN float lm_logf(float x) {
  double r;
  if (lm_log_special((double)x, &r)) return (float)r;
  return lm_dd_to_f(lm_log_dd((double)x));
}

CORE_FN static LmDD lm_log2_dd(double x) {
  int e;
  LmDD lm = lm_log_m(x, &e);
  lm = lm_dd_mul(lm, lm_dd(LM_INVLN2_H, LM_INVLN2_L));
  return lm_dd_add_d(lm, (double)e); /* e is exact */
}

CORE_FN double lm_log2(double x) {
  double r;
  if (lm_log_special(x, &r)) return r;
  return lm_log2_dd(x).h;
}

CORE_FN float lm_log2f(float x) {
  double r;
  if (lm_log_special((double)x, &r)) return (float)r;
  return lm_dd_to_f(lm_log2_dd((double)x));
}

/* log10 as glibc (fdlibm's method; glibc's log10 is not correctly rounded): x = 2^n m with m in [1, 2)
 * (in [1/2, 1) for n < 0), log10 x = n log10(2)_hi + (n log10(2)_lo + log(m)/ln10); log10(10^k) = k.
 * log(m) is lm's correctly rounded log, which is glibc's log except where the true log lies within a
 * few hundredths of an ulp of a rounding boundary (glibc's log errs by up to 0.52 ulp): there the formula
 * is applied to the double-double log instead, which stays within an ulp of either rounding. */
CORE_FN static int lm_near_half(double l, double ulp, double frac) {
  double a = l < 0.0 ? -l : l;
  return a > frac * ulp;
}

CORE_FN double lm_log10(double x) {
  double r, y, z;
  int e, k;
  uint64_t m;
  LmDD l;
  if (lm_log_special(x, &r)) return r;
  m = lm_unpack(x, &e);
  while (m < (1ull << 52)) { m <<= 1; e--; }
  k = e + 52;
  if (k < 0) k++;
  y = (double)k;
  x = lm_double((m & LM_FRAC) | ((uint64_t)(1023 - (e + 52 < 0)) << 52));
  l = lm_log_dd(x);
  if (l.h != 0.0 && lm_near_half(l.l, lm_double(lm_bits(lm_fabs(l.h)) + 1) - lm_fabs(l.h), 0.48)) {
    LmDD t = lm_dd_add_d(lm_dd_mul_d(l, 4.34294481903251816668e-01), y * 3.69423907715893078616e-13);
    z = t.h;
  } else z = y * 3.69423907715893078616e-13 + 4.34294481903251816668e-01 * l.h;
  return z + y * 3.01029995663611771306e-01;
}

CORE_FN float lm_log10f(float xf) {
  double r, uf;
  float y, z, x, lf;
  int k;
  uint32_t u;
  LmDD l;
  if (lm_log_special((double)xf, &r)) return (float)r;
  u = lm_bitsf(xf);
  k = 0;
  if (u < 0x00800000u) { /* subnormal */
    xf *= 33554432.0f;   /* 2^25 */
    u = lm_bitsf(xf);
    k = -25;
  }
  k += (int)(u >> 23) - 127;
  y = (float)(k < 0 ? k + 1 : k);
  x = lm_float((u & 0x007fffffu) | ((uint32_t)(k < 0 ? 0x7e : 0x7f) << 23));
  l = lm_log_dd((double)x);
  lf = lm_dd_to_f(l);
  uf = (double)(lm_float(lm_bitsf(lm_fabsf(lf)) + 1) - lm_fabsf(lf));
  if (lf != 0.0f && lm_near_half((l.h - (double)lf) + l.l, uf, 0.25)) {
    double t = (double)(y * 7.9034151668e-07f) + 4.3429449201e-01 * l.h;
    z = (float)t;
  } else z = y * 7.9034151668e-07f + 4.3429449201e-01f * lf;
  return z + y * 3.0102920532e-01f;
}

/* ---------------------------------------------------------------- pow */

/* 0: not an integer, 1: odd integer, 2: even integer */
CORE_FN static int lm_intkind(double y) {
  int e;
  uint64_t m;
  if (lm_isinf(y) || lm_isnan(y)) return 0;
  if (y == 0.0) return 2;
  m = lm_unpack(y, &e);
  if (e >= 1) return 2;
  if (e < -52) return 0;
  if (m & ((1ull << -e) - 1)) return 0;
  return ((m >> -e) & 1) ? 1 : 2;
}

/* the special cases of pow (C11 F.10.4.4); returns 1 with *r set when (x, y) is special.  On return 0,
 * *neg says whether the result is negative (x < 0, y odd) and x is to be replaced by |x| */
CORE_FN static int lm_pow_special(double x, double y, double *r, int *neg) {
  int yk = lm_intkind(y);
  *neg = 0;
  if (y == 0.0 || x == 1.0) { *r = 1.0; return 1; }
  if (lm_isnan(x) || lm_isnan(y)) { *r = x + y; return 1; }
  if (x == 0.0) {
    if (y < 0.0) *r = (yk == 1) ? lm_copysign(LM_INF, x) : LM_INF;
    else *r = (yk == 1) ? x : 0.0;
    return 1;
  }
  if (lm_isinf(y)) {
    double ax = lm_fabs(x);
    if (ax == 1.0) *r = 1.0;
    else *r = ((ax < 1.0) == (y < 0.0)) ? LM_INF : 0.0;
    return 1;
  }
  if (lm_isinf(x)) {
    int s = (x < 0.0 && yk == 1);
    *r = (y < 0.0) ? (s ? -0.0 : 0.0) : (s ? -LM_INF : LM_INF);
    return 1;
  }
  if (x < 0.0) {
    if (yk == 0) { *r = LM_NAN; return 1; }
    *neg = (yk == 1);
  }
  return 0;
}

/* |x|^y exactly for an integer 2 <= y <= 64 when the odd part of |x|'s significand raised to y fits in
 * 64 bits (e.g. 10^23, whose value lies exactly halfway between two doubles): returns 1 with the value
 * rounded to nearest-even with `bits` significant bits (53 or 24), 0 when not applicable or when the
 * result is not in the normal range (the general path handles those) */
CORE_FN static int lm_pow_exact(double x, double y, int bits, double *r) {
  int e, n, i, nb = 0, sh;
  uint64_t m, p = 1, t, half, rest;
  if (!(y >= 2.0 && y <= 64.0)) return 0; /* before the conversion: a huge y has no int value */
  n = (int)y;
  if ((double)n != y) return 0;
  m = lm_unpack(x, &e);
  while (!(m & 1)) { m >>= 1; e++; }
  for (i = 0; i < n; i++) {
    if (p > 0xffffffffffffffffull / m) return 0;
    p *= m;
  }
  e *= n; /* |x|^y = p 2^e */
  nb = 0;
  for (t = p; t; t >>= 1) nb++;
  if (nb + e > 1000 || nb + e < -1000 || (bits == 24 && (nb + e > 120 || nb + e < -120))) return 0;
  sh = nb - bits;
  if (sh > 0) {
    half = 1ull << (sh - 1);
    rest = p & ((half << 1) - 1);
    p >>= sh;
    e += sh;
    if (rest > half || (rest == half && (p & 1))) p++;
  }
  *r = lm_ldexp((double)p, e); /* exact: p < 2^54 (a carry gives a power of two) */
  return 1;
}

/* y log|x| for a non-special (x, y); returns 1 with *big = +-1 when the result surely overflows (+1)
 * or underflows (-1) */
CORE_FN static LmDD lm_pow_arg(double x, double y, int *big) {
  LmDD l = lm_log_dd(lm_fabs(x));
  double t = l.h * y;
  *big = 0;
  if (t > 1500.0) { *big = 1; return l; }
  if (t < -1500.0) { *big = -1; return l; }
  return lm_dd_mul_d(l, y);
}

CORE_FN double lm_pow(double x, double y) {
  double r;
  int neg, big, k;
  LmDD t, m;
  if (lm_pow_special(x, y, &r, &neg)) return r;
  x = lm_fabs(x);
  if (y == 1.0) r = x;
  else if (y == 2.0) r = x * x;
  else if (y == -1.0) r = 1.0 / x;
  else if (y == 0.5) r = lm_sqrt(x);
  else if (lm_pow_exact(x, y, 53, &r)) {
  } else {
    t = lm_pow_arg(x, y, &big);
    if (big > 0 || t.h > 709.8) r = LM_INF;
    else if (big < 0 || t.h < -746.0) r = 0.0;
    else {
      m = lm_exp_dd(t, &k);
      r = lm_scale_dd(m, k);
    }
  }
  return neg ? -r : r;
}

CORE_FN float lm_powf(float xf, float yf) {
  double x = (double)xf, y = (double)yf, r;
  int neg, big, k;
  LmDD t, m;
  float f;
  if (lm_pow_special(x, y, &r, &neg)) return (float)r;
  x = lm_fabs(x);
  if (y == 1.0) return xf;
  if (y == 2.0) f = (float)(x * x); /* exact in double, one rounding */
  else if (y == -1.0) f = (float)(1.0 / x);
  else if (y == 0.5) f = (float)lm_sqrt(x);
  else if (lm_pow_exact(x, y, 24, &r)) f = (float)r;
  else {
    t = lm_pow_arg(x, y, &big);
    if (big > 0 || t.h > 89.0) f = (float)LM_INF;
    else if (big < 0 || t.h < -104.0) f = 0.0f;
    else {
      m = lm_exp_dd(t, &k);
      f = lm_dd_to_f(lm_dd(lm_ldexp(m.h, k), lm_ldexp(m.l, k)));
    }
  }
  return neg ? -f : f;
}

/* ---------------------------------------------------------------- sin, cos, tan */

/* add v to the little-endian limbs p[i..] with carry */
CORE_FN static void lm_limb_add(uint32_t *p, int i, uint64_t v, int n) {
  while (v != 0 && i < n) {
    v += p[i];
    p[i] = (uint32_t)v;
    v >>= 32;
    i++;
  }
}

/* bits [pos, pos+32) of the little-endian limbs p[0..n) */
CORE_FN static uint32_t lm_limb_get(const uint32_t *p, int pos, int n) {
  int i = pos >> 5, off = pos & 31;
  uint32_t lo = i < n ? p[i] : 0, hi = (i + 1) < n ? p[i + 1] : 0;
  return off ? (lo >> off) | (hi << (32 - off)) : lo;
}

/* x = q pi/2 + r, |r| <= pi/4 (a little more is fine), for finite |x| > pi/4 (Payne-Hanek): x 2/pi is
 * formed exactly from the 256 bits of 2/pi that matter (integer part mod 4, 192 fraction bits) */
CORE_FN static LmDD lm_trig_reduce(double x, int *q) {
  uint32_t p[10], f[6], w;
  int e, w0, sh, i, neg = 0;
  uint64_t m = lm_unpack(x, &e), m0 = m & 0xffffffffu, m1 = m >> 32, borrow;
  LmDD r;
  for (i = 0; i < 10; i++) p[i] = 0;
  /* words of 2/pi before w0 contribute multiples of 4 to x 2/pi */
  w0 = e > 2 ? (e - 2) / 32 : 0;
  for (i = 0; i < 8; i++) {
    w = lm_twobypi[w0 + 7 - i]; /* limb i of the 256-bit window, little-endian */
    lm_limb_add(p, i, m0 * w, 10);
    lm_limb_add(p, i + 1, m1 * w, 10);
  }
  /* x 2/pi = p 2^-sh (mod 4) */
  sh = 32 * (w0 + 8) - e;
  *q = (int)(lm_limb_get(p, sh, 10) & 3);
  for (i = 0; i < 6; i++) f[i] = lm_limb_get(p, sh - 32 * (i + 1), 10);
  if (f[0] & 0x80000000u) { /* fraction >= 1/2: use fraction - 1 */
    neg = 1;
    *q = (*q + 1) & 3;
    borrow = 0;
    for (i = 5; i >= 0; i--) {
      uint64_t v = (uint64_t)0 - f[i] - borrow;
      f[i] = (uint32_t)v;
      borrow = (v >> 32) ? 1 : 0;
    }
  }
  /* the fraction as a double-double: all terms are positive, no cancellation */
  r = lm_dd((double)f[5] * 0x1p-192, 0.0);
  for (i = 4; i >= 0; i--) r = lm_dd_add_d(r, (double)f[i] * lm_ldexp(1.0, -32 * (i + 1)));
  r = lm_dd_mul(r, lm_dd(LM_PIO2_H, LM_PIO2_L));
  if (neg) r = lm_dd_neg(r);
  if (x < 0.0) { r = lm_dd_neg(r); *q = (4 - *q) & 3; }
  return r;
}

CORE_FN static LmDD lm_sin_dd(LmDD r) {
  LmDD z = lm_dd_mul(r, r);
  return lm_dd_mul(r, lm_poly(z, lm_sincoef, 15, 8));
}

CORE_FN static LmDD lm_cos_dd(LmDD r) {
  return lm_poly(lm_dd_mul(r, r), lm_coscoef, 15, 8);
}

/* which: 0 sin, 1 cos, 2 tan; finite x with |x| >= 2^-27 */
CORE_FN static LmDD lm_trig_dd(double x, int which) {
  int q = 0;
  LmDD r, s, c;
  if (lm_fabs(x) <= 0.7853981633974483) r = lm_dd(x, 0.0);
  else r = lm_trig_reduce(x, &q);
  if (which == 2) {
    s = lm_sin_dd(r);
    c = lm_cos_dd(r);
    return (q & 1) ? lm_dd_neg(lm_dd_div(c, s)) : lm_dd_div(s, c);
  }
  q = (q + which) & 3; /* cos x = sin(x + pi/2) */
  s = (q & 1) ? lm_cos_dd(r) : lm_sin_dd(r);
  return (q & 2) ? lm_dd_neg(s) : s;
}

CORE_FN double lm_sin(double x) {
  if (lm_isnan(x)) return x + x;
  if (lm_isinf(x)) return LM_NAN;
  if (lm_fabs(x) < 0x1p-27) return x;
  return lm_trig_dd(x, 0).h;
}

CORE_FN double lm_cos(double x) {
  if (lm_isnan(x)) return x + x;
  if (lm_isinf(x)) return LM_NAN;
  if (lm_fabs(x) < 0x1p-27) return 1.0;
  return lm_trig_dd(x, 1).h;
}

CORE_FN double lm_tan(double x) {
  if (lm_isnan(x)) return x + x;
  if (lm_isinf(x)) return LM_NAN;
  if (lm_fabs(x) < 0x1p-27) return x;
  return lm_trig_dd(x, 2).h;
}

CORE_FN float lm_sinf(float x) {
  if (x != x) return x + x;
  if (lm_isinf((double)x)) return LM_NANF;
  if (lm_fabsf(x) < 0x1p-12f) return x;
  return lm_dd_to_f(lm_trig_dd((double)x, 0));
}

CORE_FN float lm_cosf(float x) {
  if (x != x) return x + x;
  if (lm_isinf((double)x)) return LM_NANF;
  if (lm_fabsf(x) < 0x1p-13f) return 1.0f;
  return lm_dd_to_f(lm_trig_dd((double)x, 1));
}

CORE_FN float lm_tanf(float x) {
  if (x != x) return x + x;
  if (lm_isinf((double)x)) return LM_NANF;
  if (lm_fabsf(x) < 0x1p-12f) return x;
  return lm_dd_to_f(lm_trig_dd((double)x, 2));
}

/* ---------------------------------------------------------------- atan, atan2, asin, acos */

/* atan t for 0 <= t <= 1 (a little more is fine) */
CORE_FN static LmDD lm_atan_core(LmDD t) {
  double k = lm_rint(t.h * 16.0), c = k / 16.0;
  LmDD u, z;
  int i = (int)k;
  /* atan t = atan c + atan((t - c)/(1 + t c)); t c is exact in double-double since c has 5 bits */
  u = lm_dd_div(lm_dd_add_d(t, -c), lm_dd_add_d(lm_dd(t.h * c, t.l * c), 1.0));
  z = lm_dd_mul(u, u);
  u = lm_dd_mul(u, lm_poly(z, lm_atancoef, 12, 6));
  return lm_dd_add(lm_dd(lm_atantab[i][0], lm_atantab[i][1]), u);
}

/* atan2(y, x) for y >= 0 (double-doubles of moderate exponents, not both zero) */
CORE_FN static LmDD lm_atan2_core(LmDD y, LmDD x) {
  LmDD ax = x.h < 0.0 ? lm_dd_neg(x) : x, a;
  if (y.h <= ax.h) a = lm_atan_core(lm_dd_div(y, ax));
  else a = lm_dd_add(lm_dd(LM_PIO2_H, LM_PIO2_L), lm_dd_neg(lm_atan_core(lm_dd_div(ax, y))));
  if (x.h < 0.0) a = lm_dd_add(lm_dd(LM_PI_H, LM_PI_L), lm_dd_neg(a));
  return a;
}

/* atan2 of finite nonzero y >= 0 and finite x: scaled so that the double-double steps neither
 * overflow nor underflow; a quotient below 2^-60 is rounded directly */
CORE_FN static LmDD lm_atan2_fin(double y, double x, int *small) {
  int ey, ex, s;
  double ay = y, ax = lm_fabs(x);
  lm_unpack(ay, &ey);
  lm_unpack(ax, &ex);
  *small = 0;
  if (x == 0.0 || ey - ex > 64) return lm_dd(LM_PIO2_H, LM_PIO2_L);
  if (ex - ey > 64) {
    if (x < 0.0) return lm_dd(LM_PI_H, LM_PI_L);
    *small = 1;
    return lm_dd(0.0, 0.0);
  }
  s = ex > ey ? ex : ey;
  return lm_atan2_core(lm_dd(lm_ldexp(y, -s - 52), 0.0), lm_dd(lm_ldexp(x, -s - 52), 0.0));
}

CORE_FN double lm_atan2(double y, double x) {
  int small;
  double r;
  if (lm_isnan(x) || lm_isnan(y)) return x + y;
  if (lm_isinf(y)) {
    if (lm_isinf(x)) r = x > 0.0 ? LM_PIO4_H : 3.0 * LM_PIO4_H;
    else r = LM_PIO2_H;
    return lm_copysign(r, y);
  }
  if (lm_isinf(x)) return x > 0.0 ? lm_copysign(0.0, y) : lm_copysign(LM_PI_H, y);
  if (y == 0.0) return (lm_signbit(x)) ? lm_copysign(LM_PI_H, y) : y;
  r = lm_atan2_fin(lm_fabs(y), x, &small).h;
  if (small) r = lm_fabs(y) / lm_fabs(x);
  return lm_copysign(r, y);
}

CORE_FN float lm_atan2f(float yf, float xf) {
  int small;
  double y = (double)yf, x = (double)xf;
  float r;
  if (lm_isnan(x) || lm_isnan(y) || lm_isinf(x) || lm_isinf(y) || y == 0.0) return (float)lm_atan2(y, x);
  r = lm_dd_to_f(lm_atan2_fin(lm_fabs(y), x, &small));
  if (small) r = (float)(lm_fabs(y) / lm_fabs(x));
  return yf < 0.0f ? -r : r;
}

CORE_FN double lm_atan(double x) {
  if (lm_isnan(x)) return x + x;
  if (lm_fabs(x) < 0x1p-27) return x;
  return lm_atan2(x, 1.0);
}

CORE_FN float lm_atanf(float x) {
  if (x != x) return x + x;
  if (lm_fabsf(x) < 0x1p-12f) return x;
  return lm_atan2f(x, 1.0f);
}

/* sqrt(1 - x^2) in double-double, |x| <= 1 */
CORE_FN static LmDD lm_cosarc(double x) {
  LmDD p = lm_two_prod(x, x);
  return lm_dd_sqrt(lm_dd_add(lm_dd(1.0, 0.0), lm_dd_neg(p)));
}

CORE_FN static LmDD lm_asin_dd(double x) { /* 2^-27 <= |x| <= 1 */
  LmDD a = lm_atan2_core(lm_dd(lm_fabs(x), 0.0), lm_cosarc(x));
  return x < 0.0 ? lm_dd_neg(a) : a;
}

CORE_FN double lm_asin(double x) {
  if (lm_isnan(x)) return x + x;
  if (lm_fabs(x) > 1.0) return LM_NAN;
  if (lm_fabs(x) < 0x1p-27) return x;
  return lm_asin_dd(x).h;
}

CORE_FN float lm_asinf(float x) {
  if (x != x) return x + x;
  if (lm_fabsf(x) > 1.0f) return LM_NANF;
  if (lm_fabsf(x) < 0x1p-12f) return x;
  return lm_dd_to_f(lm_asin_dd((double)x));
}

CORE_FN static LmDD lm_acos_dd(double x) { /* |x| <= 1 */
  if (lm_fabs(x) < 0x1p-60) return lm_dd(LM_PIO2_H, LM_PIO2_L);
  return lm_atan2_core(lm_cosarc(x), lm_dd(x, 0.0));
}

CORE_FN double lm_acos(double x) {
  if (lm_isnan(x)) return x + x;
  if (lm_fabs(x) > 1.0) return LM_NAN;
  return lm_acos_dd(x).h;
}

CORE_FN float lm_acosf(float x) {
  if (x != x) return x + x;
  if (lm_fabsf(x) > 1.0f) return LM_NANF;
  return lm_dd_to_f(lm_acos_dd((double)x));
}

/* ---------------------------------------------------------------- sinh, cosh, tanh (fdlibm's formulas) */


CORE_FN double lm_sinh(double x) {
  double a = lm_fabs(x), h = x < 0.0 ? -0.5 : 0.5, t, w;
  uint32_t ix = lm_hiword(x);
  if (ix >= 0x7ff00000u) return x + x;
  if (ix < 0x40360000u) { /* |x| < 22: sign(x) (E + E/(E+1))/2, E = expm1 |x| */
    if (ix < 0x3e300000u) return x;
    t = lm_expm1(a);
    if (ix < 0x3ff00000u) return h * (2.0 * t - t * t / (t + 1.0));
    return h * (t + t / (t + 1.0));
  }
  if (ix < 0x40862e42u) return h * lm_exp(a);
  if (lm_bits(a) <= 0x408633ce8fb9f87dull) { /* exp(|x|/2)^2/2 below the overflow threshold */
    w = lm_exp(0.5 * a);
    t = h * w;
    return t * w;
  }
  return x * LM_INF;
}

CORE_FN double lm_cosh(double x) {
  double a = lm_fabs(x), t, w;
  uint32_t ix = lm_hiword(x);
  if (ix >= 0x7ff00000u) return x * x;
  if (ix < 0x40360000u) {
    if (ix < 0x3fd62e43u) { /* |x| < ln2/2: 1 + expm1(|x|)^2 / (2 exp|x|) */
      if (ix < 0x3c800000u) return 1.0;
      t = lm_expm1(a);
      w = 1.0 + t;
      return 1.0 + (t * t) / (w + w);
    }
    t = lm_exp(a);
    return 0.5 * t + 0.5 / t;
  }
  if (ix < 0x40862e42u) return 0.5 * lm_exp(a);
  if (lm_bits(a) <= 0x408633ce8fb9f87dull) {
    w = lm_exp(0.5 * a);
    t = 0.5 * w;
    return t * w;
  }
  return LM_INF;
}

CORE_FN double lm_tanh(double x) {
  double a = lm_fabs(x), t, z;
  uint32_t ix = lm_hiword(x);
  if (ix >= 0x7ff00000u) return lm_isnan(x) ? x + x : (x > 0.0 ? 1.0 : -1.0);
  if (ix < 0x40360000u) {
    if (ix < 0x3c800000u) return x * (1.0 + x);
    if (ix >= 0x3ff00000u) { /* 1 - 2/(expm1(2|x|) + 2) */
      t = lm_expm1(2.0 * a);
      z = 1.0 - 2.0 / (t + 2.0);
    } else { /* -t/(t + 2), t = expm1(-2|x|) */
      t = lm_expm1(-2.0 * a);
      z = -t / (t + 2.0);
    }
  } else z = 1.0;
  return x < 0.0 ? -z : z;
}

CORE_FN float lm_sinhf(float x) {
  float a = lm_fabsf(x), h = x < 0.0f ? -0.5f : 0.5f, t, w;
  uint32_t ix = lm_bitsf(x) & 0x7fffffffu;
  if (ix >= 0x7f800000u) return x + x;
  if (ix < 0x41b00000u) {
    if (ix < 0x31800000u) return x;
    t = lm_expm1f(a);
    if (ix < 0x3f800000u) return h * (2.0f * t - t * t / (t + 1.0f));
    return h * (t + t / (t + 1.0f));
  }
  if (ix < 0x42b17180u) return h * lm_expf(a);
  if (ix <= 0x42b2d4fcu) {
    w = lm_expf(0.5f * a);
    t = h * w;
    return t * w;
  }
  return x * (float)LM_INF;
}

CORE_FN float lm_coshf(float x) {
  float a = lm_fabsf(x), t, w;
  uint32_t ix = lm_bitsf(x) & 0x7fffffffu;
  if (ix >= 0x7f800000u) return x * x;
  if (ix < 0x41b00000u) {
    if (ix < 0x3eb17218u) {
      if (ix < 0x24000000u) return 1.0f;
      t = lm_expm1f(a);
      w = 1.0f + t;
      return 1.0f + (t * t) / (w + w);
    }
    t = lm_expf(a);
    return 0.5f * t + 0.5f / t;
  }
  if (ix < 0x42b17180u) return 0.5f * lm_expf(a);
  if (ix <= 0x42b2d4fcu) {
    w = lm_expf(0.5f * a);
    t = 0.5f * w;
    return t * w;
  }
  return (float)LM_INF;
}

CORE_FN float lm_tanhf(float x) {
  float a = lm_fabsf(x), t, z;
  uint32_t ix = lm_bitsf(x) & 0x7fffffffu;
  if (ix >= 0x7f800000u) return x != x ? x + x : (x > 0.0f ? 1.0f : -1.0f);
  if (ix < 0x41b00000u) {
    if (ix < 0x24000000u) return x * (1.0f + x);
    if (ix >= 0x3f800000u) {
      t = lm_expm1f(2.0f * a);
      z = 1.0f - 2.0f / (t + 2.0f);
    } else {
      t = lm_expm1f(-2.0f * a);
      z = -t / (t + 2.0f);
    }
  } else z = 1.0f;
  return x < 0.0f ? -z : z;
}

/* ---------------------------------------------------------------- hypot, cbrt */

/* hypot of finite |x| >= |y| > 0 as m 2^k */
CORE_FN static LmDD lm_hypot_dd(double ax, double ay, int *k) {
  int ex, ey;
  LmDD s;
  lm_unpack(ax, &ex);
  lm_unpack(ay, &ey);
  *k = ex + 52;
  if (ex - ey > 60) return lm_dd(lm_ldexp(ax, -*k), 0.0); /* ay^2 is below the rounding */
  ax = lm_ldexp(ax, -*k);
  ay = lm_ldexp(ay, -*k);
  s = lm_dd_add(lm_two_prod(ax, ax), lm_two_prod(ay, ay));
  return lm_dd_sqrt(s);
}

CORE_FN double lm_hypot(double x, double y) {
  double ax = lm_fabs(x), ay = lm_fabs(y), t;
  int k;
  LmDD m;
  if (lm_isinf(x) || lm_isinf(y)) return LM_INF;
  if (lm_isnan(x) || lm_isnan(y)) return x + y;
  if (ax < ay) { t = ax; ax = ay; ay = t; }
  if (ay == 0.0) return ax;
  m = lm_hypot_dd(ax, ay, &k);
  return lm_scale_dd(m, k);
}

CORE_FN float lm_hypotf(float x, float y) {
  double ax = lm_fabs((double)x), ay = lm_fabs((double)y);
  if (lm_isinf(ax) || lm_isinf(ay)) return (float)LM_INF;
  if (ax != ax || ay != ay) return x + y;
  /* squares are exact in double; as glibc: the double sqrt of their sum, rounded to float */
  return (float)lm_sqrt(ax * ax + ay * ay);
}

/* cbrt: glibc's method, so that results match it (it is not correctly rounded): |x| = xm 2^xe with
 * xm in [1/2, 1), u = a degree-6 polynomial in xm, one Halley step u (u^3 + 2 xm)/(2 u^3 + xm), times
 * 2^((xe mod 3)/3) and 2^(xe/3) (C's truncating / and %) */
LM_DATA double lm_cbrtfac[5] = {
  1.0 / 1.5874010519681994748, 1.0 / 1.2599210498948731648, 1.0, 1.2599210498948731648,
  1.5874010519681994748
};

CORE_FN double lm_cbrt(double x) {
  uint64_t m;
  int e;
  double xm, u, t2, ym;
  if (lm_isnan(x) || lm_isinf(x) || x == 0.0) return x + x;
  m = lm_unpack(x, &e);
  while (m < (1ull << 52)) { m <<= 1; e--; }
  xm = lm_double((m & LM_FRAC) | 0x3fe0000000000000ull); /* [1/2, 1) */
  e += 53;
  u = 0.354895765043919860 +
      (1.50819193781584896 +
       (-2.11499494167371287 +
        (2.44693122563534430 + (-1.83469277483613086 + (0.784932344976639262 - 0.145263899385486377 * xm) * xm) *
                                   xm) *
            xm) *
           xm) *
          xm;
  t2 = u * u * u;
  ym = u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * lm_cbrtfac[2 + e % 3];
  return lm_ldexp(x > 0.0 ? ym : -ym, e / 3);
}

CORE_FN float lm_cbrtf(float xf) {
  double x = (double)xf, y;
  LmDD c, r;
  if (xf != xf || lm_isinf(x) || xf == 0.0f) return xf + xf;
  /* one Newton step in double-double from the double cube root: y + (x - y^3)/(3 y^2) */
  y = lm_cbrt(x);
  c = lm_dd_mul(lm_two_prod(y, y), lm_dd(y, 0.0));
  r = lm_dd_add(lm_dd(x, 0.0), lm_dd_neg(c));
  r = lm_dd_add_d(lm_dd_div(r, lm_dd_mul_d(lm_two_prod(y, y), 3.0)), y);
  return lm_dd_to_f(r);
}

/* ---------------------------------------------------------------- log1p, rounding, scaling, parts */

/* log1p: glibc's (fdlibm's, with Shimizu's parallel polynomial), operation for operation: 1 + x = 2^k (1 + f)
 * with sqrt(2)/2 < 1 + f < sqrt(2), the rounding error of 1 + x kept in c; log(1 + f) = f - (hfsq - s (hfsq
 * + R)) with s = f / (2 + f), R a degree-14 polynomial in s; plus k ln2 in two parts.  glibc's x86-64 build
 * (s_log1p-fma.c, chosen on CPUs with FMA) contracts most products whose only use is an addition into
 * fused multiply-adds (all but s (hfsq + R), as its machine code shows); lm_fma emulates those. */
LM_DATA double lm_lp[8] = {0.0, 6.666666666666735130e-01, 3.999999999940941908e-01, 2.857142874366239149e-01,
                           2.222219843214978396e-01, 1.818357216161805012e-01, 1.531383769920937332e-01,
                           1.479819860511658591e-01};

CORE_FN double lm_log1p(double x) {
  double ln2hi = 6.93147180369123816490e-01, ln2lo = 1.90821492927058770002e-10;
  double hfsq, f = 0.0, c = 0.0, s, z, R, u, z2, z4, z6, R2, R3, R4, dk;
  int32_t k = 1, hx = (int32_t)(lm_bits(x) >> 32), hu = 0, ax = hx & 0x7fffffff;
  if (hx < 0x3FDA827A) { /* x < 0.41422 */
    if (ax >= 0x3ff00000) return x == -1.0 ? -LM_INF : LM_NAN; /* x <= -1 */
    if (ax < 0x3e200000) return ax < 0x3c900000 ? x : lm_fma(-(x * x), 0.5, x); /* |x| < 2^-29 */
    if (hx > 0 || hx <= (int32_t)0xbfd2bec3u) { /* -0.2929 < x < 0.41422 */
      k = 0;
      f = x;
      hu = 1;
    }
  } else if (hx >= 0x7ff00000) {
    return x + x;
  }
  if (k != 0) {
    if (hx < 0x43400000) {
      u = 1.0 + x;
      hu = (int32_t)(lm_bits(u) >> 32);
      k = (hu >> 20) - 1023;
      c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0); /* correction term */
      c /= u;
    } else {
      u = x;
      hu = (int32_t)(lm_bits(u) >> 32);
      k = (hu >> 20) - 1023;
      c = 0;
    }
    hu &= 0x000fffff;
    if (hu < 0x6a09e) { /* normalize u */
      u = lm_double((lm_bits(u) & 0xffffffffu) | (uint64_t)(uint32_t)(hu | 0x3ff00000) << 32);
    } else { /* normalize u/2 */
      k += 1;
      u = lm_double((lm_bits(u) & 0xffffffffu) | (uint64_t)(uint32_t)(hu | 0x3fe00000) << 32);
      hu = (0x00100000 - hu) >> 2;
    }
    f = u - 1.0;
  }
  dk = (double)k;
  hfsq = 0.5 * f * f;
  if (hu == 0) { /* |f| < 2^-20 */
    if (f == 0.0) {
      if (k == 0) return 0.0;
      c = lm_fma(dk, ln2lo, c);
      return lm_fma(dk, ln2hi, c);
    }
    R = hfsq * lm_fma(-0.66666666666666666, f, 1.0);
    if (k == 0) return f - R;
    return lm_fma(dk, ln2hi, -((R - lm_fma(dk, ln2lo, c)) - f));
  }
  s = f / (2.0 + f);
  z = s * s;
  z2 = z * z;
  R2 = lm_fma(z, lm_lp[3], lm_lp[2]);
  z4 = z2 * z2;
  R3 = lm_fma(z, lm_lp[5], lm_lp[4]);
  z6 = z4 * z2;
  R4 = lm_fma(z, lm_lp[7], lm_lp[6]);
  R = lm_fma(z6, R4, lm_fma(z4, R3, lm_fma(z, lm_lp[1], z2 * R2)));
  if (k == 0) return f - (hfsq - s * (hfsq + R));
  return lm_fma(dk, ln2hi, -((hfsq - (s * (hfsq + R) + lm_fma(dk, ln2lo, c))) - f));
}

/* rint, nearbyint: to the nearest integer, ties to even (the default rounding mode), keeping the sign of 0 */
CORE_FN double lm_rint_any(double x) {
  double a = lm_fabs(x);
  if (!(a < 4503599627370496.0)) return x + 0.0; /* |x| >= 2^52 (already integral), inf, NaN */
  return lm_copysign((a + 4503599627370496.0) - 4503599627370496.0, x);
}

/* lrint, lround, llround: the long value; out of range or NaN gives LONG_MIN (x86-64's conversion result,
 * glibc's cvtsd2si for lrint and (long) x for lround) */
CORE_FN int64_t lm_lrint(double x) {
  double r = lm_rint_any(x);
  if (!(r >= -9223372036854775808.0 && r < 9223372036854775808.0)) return (int64_t)((uint64_t)1 << 63);
  return (int64_t)r;
}

CORE_FN int64_t lm_lround(double x) {
  double r = lm_round(x);
  if (!(r >= -9223372036854775808.0 && r < 9223372036854775808.0)) return (int64_t)((uint64_t)1 << 63);
  return (int64_t)r;
}

CORE_FN double lm_copysign_any(double x, double y) { return lm_copysign(x, y); }

/* ldexp (scalbn): x 2^k with one rounding; any int k */
CORE_FN double lm_ldexp_any(double x, int32_t k) {
  if (k > 2200) k = 2200; /* beyond these, every nonzero finite x overflows or underflows alike */
  if (k < -2200) k = -2200;
  return lm_ldexp(x, k);
}

/* frexp: x = m 2^e with 0.5 <= |m| < 1; 0, inf and NaN give themselves and e = 0 */
CORE_FN double lm_frexp(double x, int32_t *e) {
  uint64_t b = lm_bits(x);
  int32_t ex = (int32_t)(b >> 52 & 0x7ff), adj = 0;
  *e = 0;
  if (ex == 0x7ff || (b & ~LM_SIGN) == 0) return x + x;
  if (ex == 0) { /* subnormal: scale up by 2^54 first */
    x *= 18014398509481984.0;
    b = lm_bits(x);
    ex = (int32_t)(b >> 52 & 0x7ff);
    adj = -54;
  }
  *e = ex - 1022 + adj;
  return lm_double((b & ~((uint64_t)0x7ff << 52)) | (uint64_t)1022 << 52);
}

/* modf: the fraction (with x's sign) and *ip the integral part; inf gives +-0 and *ip = x; NaN gives NaN */
CORE_FN double lm_modf(double x, double *ip) {
  double t;
  if (lm_isnan(x)) {
    *ip = x + x;
    return x + x;
  }
  t = lm_trunc(x);
  *ip = t;
  return lm_isinf(x) ? lm_copysign(0.0, x) : lm_copysign(x - t, x);
}

#undef LM_DATA
#undef LM_EXPM
#undef LM_FRAC
#undef LM_INF
#undef LM_INVLN10_H
#undef LM_INVLN10_L
#undef LM_INVLN2_H
#undef LM_INVLN2_L
#undef LM_LN2_1
#undef LM_LN2_2
#undef LM_LN2_3
#undef LM_LN2_64_1
#undef LM_LN2_64_2
#undef LM_LN2_64_3
#undef LM_LN2_H
#undef LM_LN2_L
#undef LM_NAN
#undef LM_NANF
#undef LM_PIO2_H
#undef LM_PIO2_L
#undef LM_PIO4_H
#undef LM_PIO4_L
#undef LM_PI_H
#undef LM_PI_L
#undef LM_SIGN
