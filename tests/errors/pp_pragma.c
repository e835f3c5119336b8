// Pragmas that gnc cannot follow, malformed ones, #pragma GCC error, poisoned identifiers, and __OPTIMIZE__ where
// a pragma lowered gcc's optimization level (gcc's value then depends on the functions defined before it).
// 32:9: error: #pragma pack(1) is not supported by gnc
// 33:9: error: #pragma pack(push, 2) is not supported by gnc
// 34:9: error: #pragma weak f is not supported by gnc
// 35:9: error: #pragma redefine_extname f g is not supported by gnc
// 36:9: error: #pragma scalar_storage_order big-endian is not supported by gnc
// 37:9: error: #pragma STDC FLOAT_CONST_DECIMAL64 ON is not supported by gnc
// 38:9: error: #pragma GCC pch_preprocess "f.h" is not supported by gnc
// 39:9: error: #pragma GCC optimize("Ofast") is not supported by gnc
// 40:9: error: #pragma GCC optimize ("O2,fast-math") is not supported by gnc
// 41:9: error: #pragma GCC optimize("-fwrapv") is not supported by gnc
// 42:9: error: #pragma GCC target("avx2,fma") is not supported by gnc
// 43:9: error: #pragma GCC target("arch=haswell") is not supported by gnc
// 44:20: error: this is the message
// 45:9: error: invalid #pragma GCC error directive
// 46:9: error: invalid #pragma GCC warning directive
// 47:9: error: invalid #pragma GCC poison directive
// 48:9: error: invalid #pragma push_macro directive
// 49:9: error: invalid #pragma pop_macro directive
// 50:9: error: invalid #pragma push_macro directive
// 52:1: error: #pragma pack(4) is not supported by gnc
// 52:1: note: in expansion of macro 'DO'
// 53:1: error: from _Pragma
// 56:5: error: attempt to use poisoned 'gone'
// 57:8: error: attempt to use poisoned 'gone'
// 60:13: error: attempt to use poisoned 'gone'
// 61:20: error: attempt to use poisoned 'gone'
// 64:8: error: '__OPTIMIZE__' after a #pragma that lowers gcc's optimization level is not supported by gnc (gcc's value depends on the functions before it)
// 70:9: error: '__OPTIMIZE_SIZE__' after a #pragma that lowers gcc's optimization level is not supported by gnc (gcc's value depends on the functions before it)

#pragma pack(1)
#pragma pack(push, 2)
#pragma weak f
#pragma redefine_extname f g
#pragma scalar_storage_order big-endian
#pragma STDC FLOAT_CONST_DECIMAL64 ON
#pragma GCC pch_preprocess "f.h"
#pragma GCC optimize("Ofast")
#pragma GCC optimize ("O2,fast-math")
#pragma GCC optimize("-fwrapv")
#pragma GCC target("avx2,fma")
#pragma GCC target("arch=haswell")
#pragma GCC error "this is the message"
#pragma GCC error
#pragma GCC warning
#pragma GCC poison "f"
#pragma push_macro(X)
#pragma pop_macro("X"
#pragma push_macro
#define DO(x) _Pragma(#x)
DO(pack(4))
_Pragma("GCC error \"from _Pragma\"")
#pragma GCC poison gone
int gone_f(void) { return 1; }
int gone;
#ifdef gone
#endif
#define USE(x) x
int k = USE(gone);
#pragma push_macro("gone")
#pragma GCC optimize("O2")
#pragma GCC optimize("O0")
#ifdef __OPTIMIZE__
#endif
#pragma GCC optimize("Os")
#if __OPTIMIZE_SIZE__ && __OPTIMIZE__
#endif
#pragma GCC pop_options
int s = __OPTIMIZE_SIZE__;
int main(void) { return 0; }
