/* bytecode.h - the bytecode machine's interface: value types, values, the module format (module.c) and the
 * verifier (verify.c).  Everything that reads or writes modules builds on it: codegen, the disassembler, the
 * VM, the batch engine, the neural compiler's assembler.
 *
 * Includes core.h and the opcode table opcodes.h (the one X-macro list of instructions).  The C library
 * table (CALLB's operand) is vm/builtins.h, which verify.c includes itself.
 */
#ifndef GNC_BYTECODE_H
#define GNC_BYTECODE_H

#include "core/core.h"
#include "core/bytecode/opcodes.h"

/* ---------------------------------------------------------------- module limits (docs/language.md)
 * What codegen keeps to and the verifier checks; the compiler's other limits are in compiler.h. */
#define GNC_MAX_FUNCS      4096       /* functions per program                             */
#define GNC_MAX_PARAMS     32         /* parameters per function                           */
#define GNC_MAX_LOCALS     256        /* local slots per function (params, variables, temps) */
#define GNC_MAX_ARRAY      65536      /* elements per array                                */
#define GNC_MAX_FRAME_ARR  (1 << 20)  /* array elements per function frame                 */
#define GNC_MAX_STACK_FN   1024       /* operand stack depth per function                  */
#define GNC_MAX_CODE_FN    (1 << 22)  /* bytecode words per function (jump operand range)  */
#define GNC_MAX_CONSTS     (1 << 22)  /* constants per module                              */

/* ---------------------------------------------------------------- value types */
/* A scalar type is one byte: a base type, optionally with TY_ARR set (array of that base type).  The first
 * five bases are those of the first language (their codes, and TY_ARR, are part of the module format); the
 * C scalar types added later take 16..22, so that every old module keeps its bytes.  `long long` is `long`
 * (both 64 bits: no program can tell them apart); `signed char` is `char` (signed, as gcc on x86-64).
 * TY_AGG and TY_ERR are the front end's (compiler.h: its 16-bit types); a module holds only the low byte
 * of scalar types (ty_mod). */
enum { TY_VOID = 0, TY_BOOL = 1, TY_INT = 2, TY_LONG = 3, TY_DOUBLE = 4, TY_AGG = 5, TY_ERR = 7, TY_ARR = 8,
       TY_CHAR = 16, TY_UCHAR = 17, TY_SHORT = 18, TY_USHORT = 19, TY_UINT = 20, TY_ULONG = 21, TY_FLOAT = 22,
       TY_PTR = 23, TY__END = 24 };
#define TY_BASE(t) ((t) & ~TY_ARR)
#define TY_IS_ARR(t) (((t) & TY_ARR) != 0)
#define TY_LO(t) ((t) & 255)          /* the byte of a scalar type, a pointer's depth and base */
/* Pointer types: 32 * depth + base, depth 1..7 levels of `*` over a base that is void or a scalar type
 * (int * is 34, char ** is 80, void * is 32) or TY_AGG.  No base has the TY_ARR bit, so TY_ARR | a
 * pointer type is an array of pointers.  TY_PTR (23) is the VM class of all of them (a module's local
 * types may name either; docs/memory.md). */
#define TY_PTR1 32
CORE_FN static inline int ty_ptr_to(int t) { return t + TY_PTR1; } /* caller: ty_ptr_room(t) */
CORE_FN static inline int ty_pointee(int t) { return t - TY_PTR1; } /* t a pointer type */
/* the VM's value classes: which slot representation a scalar type has.  Every integer type of up to 32
 * bits lives sign-extended in its slot with its value in range (so unsigned int 4294967295 is the slot
 * -1: the bits of int and unsigned int agree and only division, shifts right, comparisons and widening
 * differ); long and unsigned long are the 64-bit slot; float is a double whose value is a float. */
CORE_FN static inline int ty_is_unsigned(int t) {
  return t == TY_UCHAR || t == TY_USHORT || t == TY_UINT || t == TY_ULONG || t == TY_BOOL;
}
CORE_FN static inline int ty_is_int32(int t) { /* kept in an `i` slot */
  return t == TY_INT || (t >= TY_CHAR && t <= TY_UINT);
}
CORE_FN static inline int ty_is_int64(int t) { return t == TY_LONG || t == TY_ULONG; }
/* sizeof of a scalar type, as gcc on x86-64 (void: 1, as GNU C; an aggregate's is cc_ty_size's) */
CORE_FN static inline int ty_size(int t) {
  if (TY_LO(t) >= TY_PTR1 || t == TY_PTR) return 8;
  switch (t) {
  case TY_SHORT: case TY_USHORT: return 2;
  case TY_INT: case TY_UINT: case TY_FLOAT: return 4;
  case TY_LONG: case TY_ULONG: case TY_DOUBLE: return 8;
  default: return 1;
  }
}
CORE_FN static inline int ty_is_float(int t) { return t == TY_DOUBLE || t == TY_FLOAT; }
/* TY_PTR or a pointer type 32 * depth + base: the VM class `p` (docs/memory.md) */
CORE_FN static inline int ty_is_ptr(int t) { return t == TY_PTR || (TY_LO(t) >= TY_PTR1 && !TY_IS_ARR(t)); }
CORE_FN static inline int ty_is_arith(int t) {
  return t == TY_BOOL || ty_is_int32(t) || ty_is_int64(t) || ty_is_float(t);
}
/* C's scalar types: the arithmetic ones and pointers */
CORE_FN static inline int ty_is_scalar(int t) { return ty_is_arith(t) || ty_is_ptr(t); }
/* the VM class of scalar type t: TY_BOOL, TY_INT, TY_LONG, TY_DOUBLE or TY_PTR */
CORE_FN static inline int ty_class(int t) {
  return ty_is_int32(t) ? TY_INT : ty_is_int64(t) ? TY_LONG : t == TY_FLOAT ? TY_DOUBLE : ty_is_ptr(t) ? TY_PTR : t;
}

/* ---------------------------------------------------------------- values */
/* the object id of a function pointer's value: GNC_FNPTR_ID << 32 | the function's index (FPTR, CALLP) */
#define GNC_FNPTR_ID 0xFFFFFFFFu

/* one VM value: every slot is 64 bits */
typedef union { int64_t i; uint64_t u; double d; } Value;

/* ---------------------------------------------------------------- the bytecode module */
/* Binary layout (little-endian, see docs/bytecode.md):
 *   ModHeader, ModFunc[nfuncs], uint64 consts[nconsts], uint32 code[code_words], uint8 types[ntypes],
 *   char names[names_bytes], zero padding to a multiple of 8.  Every section starts 8-byte aligned.
 * Version 2 (GNC_VERSION_STATICS) appends the statics section (globals, string literals) after the names:
 *   uint32 nstatics, uint32 data_bytes, ModStatic[nstatics], uint8 data[data_bytes], zero padding to 8.
 *   data holds the initial bytes of the statics in order, each static's init_len bytes (the rest of its
 *   size is zero).  Static k (0-based) is object id k + 1 at run time (docs/memory.md).
 * A writer emits a version-1 module (no statics) and then calls mod_write_statics, which appends the
 * section and turns the module into version 2 (header version and total_size updated). */
#define GNC_MAGIC   0x42434E47u /* "GNCB" */
#define GNC_VERSION 1           /* the version of a module without statics (what codegen writes first) */
#define GNC_VERSION_STATICS 2   /* a module with a statics section                                      */
#define GNC_MAX_STATICS      65536      /* static objects per module                              */
#define GNC_MAX_STATIC_BYTES (1 << 30)  /* bytes of all statics together (sizes and alignment)    */
#define GNC_MAX_STATIC_ALIGN 4096
typedef struct {
  uint32_t magic, version;
  uint32_t nfuncs, nconsts, code_words, ntypes, names_bytes, total_size;
} ModHeader;
typedef struct {
  uint32_t name_off, name_len;   /* into names                                  */
  uint32_t code_off, code_len;   /* into code, in words                         */
  uint32_t types_off;            /* into types: nlocals local types, params first */
  uint32_t arr_words;            /* array elements of one frame                 */
  uint16_t nlocals, max_stack;   /* max_stack: operand stack depth bound         */
  uint8_t nparams, ret, pad0, pad1;
} ModFunc;
enum { MOD_STATIC_RO = 1 };      /* ModStatic.flags: a read-only object (string literal, const global) */
typedef struct {
  uint32_t size;                 /* bytes of the object (>= 0; 0 allowed)                              */
  uint32_t align;                /* a power of two, 1 .. GNC_MAX_STATIC_ALIGN                          */
  uint32_t flags;                /* MOD_STATIC_RO, other bits 0                                        */
  uint32_t init_len;             /* initial bytes in data (<= size); the rest of the object is zero    */
} ModStatic;
typedef struct {                 /* a zero-copy view of module bytes            */
  const ModHeader *h;
  const ModFunc *fn;
  const uint64_t *consts;
  const uint32_t *code;
  const uint8_t *types;
  const char *names;
  uint32_t nfuncs;
  uint32_t nstatics;             /* 0 for a version-1 module                    */
  const ModStatic *statics;
  const uint8_t *sdata;          /* the statics' initial bytes, in order        */
  uint32_t static_bytes;         /* bytes the statics take laid out in order with their alignment */
} Module;

/* a signature in the constant pool (CALLP's operand, opcodes.h OK_SIG): k[0] = nparams | ret << 8 | the
 * types of parameters 0..5 << 16, 24, ..; k[1..] the types of parameters 6.. eight to a word */
CORE_FN static inline int32_t mod_sig_words(int32_t nparams) { return nparams <= 6 ? 1 : 1 + (nparams - 6 + 7) / 8; }
CORE_FN static inline int mod_sig_param(const uint64_t *k, int32_t i) {
  return i < 6 ? (int)(k[0] >> (16 + 8 * i) & 255u) : (int)(k[1 + (i - 6) / 8] >> (8 * ((i - 6) % 8)) & 255u);
}
/* module.c */
enum { MOD_OK = 0, MOD_E_SHORT, MOD_E_MAGIC, MOD_E_VERSION, MOD_E_ALIGN, MOD_E_SIZE, MOD_E_RANGE, MOD_E_STATIC };
CORE_FN int mod_load(const void *bytes, size_t len, Module *m);  /* header and section bounds */
CORE_FN int mod_find(const Module *m, const char *name, int32_t len);  /* function index or -1 */
CORE_FN int op_words(int op);              /* words the instruction occupies (1..3)        */
CORE_FN int op_kind(int op);               /* OK_* of op                                    */
CORE_FN const char *op_name(int op);
CORE_FN const char *op_sig(int op);
/* Append the statics section to the version-1 module in out[0..*len) (cap bytes of room): nstatics
 * descriptors and their initial bytes (data: the init_len bytes of each static, concatenated).  Sets the
 * header's version to 2 and total_size, and *len.  Returns MOD_OK, MOD_E_SIZE (no room, or limits
 * exceeded) or MOD_E_STATIC (a bad descriptor); the module is unchanged on error. */
CORE_FN int mod_write_statics(uint8_t *out, uint32_t *len, uint32_t cap, const ModStatic *st, uint32_t nstatics,
                              const uint8_t *data);

/* verify.c: every module passes this before it runs */
typedef struct { int32_t code; int32_t func; int32_t pc; int32_t arg; } VfyError;
#define VFY_ERRORS(V) \
  V(VE_NONE, "ok") V(VE_LOAD, "malformed module") V(VE_OPCODE, "unknown opcode %d") \
  V(VE_TRUNCATED, "instruction runs past the end of the function") \
  V(VE_SLOT, "local slot %d out of range") V(VE_CONST, "constant index %d out of range") \
  V(VE_JUMP, "jump target %d is not an instruction of this function") \
  V(VE_FUNC, "function index %d out of range") V(VE_UNDERFLOW, "operand stack underflow") \
  V(VE_TYPE, "operand type mismatch") V(VE_MERGE, "stack depth or types differ where paths join") \
  V(VE_STACK, "operand stack deeper than max_stack") V(VE_FALLOFF, "control falls off the end of the function") \
  V(VE_RET, "return type mismatch") V(VE_ARR, "array slot or area out of range") \
  V(VE_SIG, "bad function signature or local types") V(VE_IMM, "immediate out of range") \
  V(VE_SPACE, "verifier workspace too small") V(VE_STATIC, "static object %d out of range") \
  V(VE_BUILTIN, "library function %d unknown or called with a bad argument count")
enum {
#define V(code, msg) code,
  VFY_ERRORS(V)
#undef V
  VE__COUNT
};
CORE_FN size_t vfy_workspace_size(const Module *m);
CORE_FN int vfy_module(const Module *m, void *workspace, size_t ws_size, VfyError *err); /* 0 = ok */

#endif
