/* rg.h - the random program generator's internals, shared by its files (gen.h is the public contract).
 *
 * The generator writes a program top-down in one recursive descent over C (the design, and the rules that
 * keep every program valid and free of undefined behaviour, are in gen.c).  Its files follow its parts:
 *
 *   state.c    random numbers, growable strings, expressions with precedence (Ex), the variables in sight
 *              with the read and write sets of a full expression, and literals
 *   expr.c     expressions of the scalar types
 *   ptrexpr.c  pointer and string expressions (pointers mode), and rg_expr / rg_expr_conv: any expression
 *   stmt.c     statements, and rg_stmt: any statement
 *   ptrstmt.c  pointer and string statements (pointers mode)
 *   agg.c      structs, unions and multi-dimensional arrays (structs mode)
 *   realc.c    C as people and language models write it (realc mode): big, empty and variable-length
 *              arrays, goto, variadic helpers, block-scope declarations
 *   gen.c      traps, typedefs, functions and the program, arguments, the entry point gen_program and the
 *              formatting of arguments
 *
 * All of them work on one generator state G per program.  A function or table that more than one file uses
 * is declared here and carries the prefix rg_ ("random generator"), which nothing else in gnc uses; all
 * others are static in their file.
 */
#ifndef GNC_GEN_RG_H
#define GNC_GEN_RG_H
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gen/gen.h"

/* ---------------------------------------------------------------- random numbers */
typedef struct { uint64_t s; } Rng;

/* ---------------------------------------------------------------- growable strings */
typedef struct { char *p; size_t n, cap; } Str;

/* ---------------------------------------------------------------- expressions with precedence */
enum { P_ASSIGN = 2, P_COND, P_LOR, P_LAND, P_BOR, P_BXOR, P_BAND, P_EQ, P_REL, P_SHIFT, P_ADD, P_MUL,
       P_UNARY, P_POSTFIX, P_PRIMARY };
typedef struct { Str s; int prec; } Ex;

/* ---------------------------------------------------------------- generator state */
#define MAXV 256        /* visible variables (bit sets are 4 x 64 bits)              */
#define MAX_LOCALS 150  /* declared locals per function (gnc's limit is 256 slots)   */
#define FN_PARAMS 8     /* parameters per generated function                          */

typedef struct {
  char name[48];    /* (realc: a big global's carries the prefix)                        */
  uint8_t ty;       /* TY_INT, TY_LONG, TY_DOUBLE, TY_BOOL, or TY_ARR | base              */
  uint8_t ro;       /* never written: loop counters, recursion depth                    */
  uint8_t uninit;   /* declared but not yet surely assigned: not used at all            */
  uint8_t ranged;   /* integer with known range [lo, hi] wherever it is visible         */
  int32_t len;      /* array length (array parameters: GEN_ARR_LEN)                     */
  int32_t block;    /* block id, for legal redeclaration in inner blocks                */
  int64_t lo, hi;
  /* pointers mode only (all zero otherwise) */
  uint8_t kind;     /* K_ARR: an array, array parameter, out-parameter or malloc'd block of len elements;
                       K_PTR: a pointer variable into variable tgt; K_DYN: a region of as many elements as
                       the value of variable lenv (1..DYN_MAX); K_STRP: a const char * parameter        */
  uint8_t str;      /* a char region that always holds a string: its last byte is 0 and never written  */
  uint8_t pspell;   /* declared as a pointer: sizeof is 8, `*p` spellings                            */
  uint8_t noncanon; /* a scalar spelled "long long" or "signed char": &x is no long * / char *        */
  int16_t tgt;      /* K_PTR: the variable (array, scalar or region) it points into                  */
  int16_t lenv;     /* K_DYN: the int variable holding its length                                    */
  int16_t dynof;    /* a counter 0 .. n-1 of `for (i = 0; i < n; i++)`: the index of n, plus 1      */
  int32_t plo, phi; /* K_PTR: its offset range (elements) within tgt                                 */
  int32_t tlen;     /* K_PTR: the elements of tgt (-1: unknown, then only *p is accessed)             */
  uint8_t noshadow; /* never redeclared in an inner block (a parameter the function returns a pointer into) */
  uint8_t nstr;     /* K_STRS: the strings of a `const char *names[]` table: lengths in minlen..maxlen   */
  uint8_t minb, maxl;
  uint8_t konst;    /* realc: an enumeration constant (value lo), never the left operand of a comma    */
} Var;

typedef struct {
  char name[40];    /* without the prefix                                               */
  uint8_t ret, np, rec, mask;  /* rec: parameter 0 is a depth in 0..mask that decreases  */
  uint8_t pt[FN_PARAMS];
  uint16_t spell;   /* bit i: parameter i spelled "long long" / "_Bool"; bit 15: the return type (C sees
                       long and long long as different types, so prototypes repeat the same spelling) */
  uint8_t pk[FN_PARAMS];  /* pointers: PK_* of each parameter                                     */
  uint8_t psp[FN_PARAMS]; /* pointers: a PK_ARR parameter spelled T *a; PK_CDYN/PK_STR: const after T */
  uint8_t stat;     /* pointers: 1 static, 2 static inline                                          */
  uint8_t prints;   /* pointers: a call may print (printf, puts, putchar, or a call of such a function) */
  uint8_t pret;     /* pointers: returns a pointer to an element of its parameter pret - 1 (T *f(T *p, ..));
                       ret is then T                                                                  */
  char pn[FN_PARAMS][24];
  uint8_t nva, vat[8];  /* realc: a variadic function's variable arguments, the same types in every call */
  int64_t budget, cost;
  int done;
} Fn;

/* structs mode (GenOpts.structs): file-scope struct types, the variables that hold structs, unions and
 * multi-dimensional arrays (see the section "structs, unions and multi-dimensional arrays") */
enum { MK_SCAL, MK_CHARS, MK_SUB, MK_SUBARR, MK_LABEL, MK_SCARR, MK_BITS };  /* SMem.mk */
#define ST_MAX 4      /* struct types per program    */
#define ST_MEMS 7     /* members per struct type     */
#define SV_MAX 48     /* struct, union and grid variables in sight at once */
typedef struct { char name[12]; uint8_t mk, ty, len; int8_t sub; } SMem; /* MK_BITS: len bits, ty TY_INT
                                                                            (int : len) or TY_UINT (unsigned) */
typedef struct {
  char spell[64];   /* "p0_Rec1" (a typedef) or "struct p0_rec1"                                     */
  int nm;
  SMem m[ST_MEMS];  /* m[0] is an integer of int, long, unsigned or unsigned long: the sort key      */
  uint8_t use;      /* SU_*: the helper functions the program calls                                  */
} SType;
enum { SU_MK = 1, SU_SUM = 2, SU_BUMP = 4, SU_WALK = 8, SU_CMP = 16, SU_CMPD = 32 };
enum { SK_VAL, SK_PTR, SK_ARR, SK_GRID, SK_UNION };                  /* SVar.sk       */
typedef struct {
  char name[40];
  int vi;           /* its placeholder in G.v (uninit: the other statements never touch it); -1: a global */
  uint8_t sk, ety;  /* kind; SK_GRID: the element type                                               */
  int8_t st;        /* SK_VAL, SK_PTR, SK_ARR: the struct type                                        */
  uint8_t nd, dim[3]; /* SK_ARR: dim[0] elements; SK_GRID: nd (2 or 3) dimensions                     */
  uint8_t ro;       /* never written (const, or a global outside the entry)                           */
} SVar;

/* realc mode (GenOpts.realc) */
enum { FK_PLAIN = 0, FK_VLA, FK_GOTO };  /* G.fkind */
#define GT_MAX 8      /* goto targets in sight at once */
#define BIG_MAX 2     /* big global arrays per program */
typedef struct { char name[24]; int noret; } GotoTgt;  /* a label, and G.noret where it is */
typedef struct { char name[48]; uint8_t ty, stat; int32_t len; } BigArr;  /* a big global array */

typedef struct {
  int fmin, fmax;   /* functions                                   */
  int smin, smax;   /* statements in a function body               */
  int bmax;         /* statements in an inner block                */
  int nest;         /* statement nesting                           */
  int depth;        /* expression depth                            */
  int64_t budget;   /* entry cost budget                           */
  int iters;        /* usual maximum loop count                    */
} SizeCfg;

typedef struct {
  Rng rng;
  GenOpts o;
  SizeCfg cfg;
  Fn *fn; int nfn;
  int cur;
  Var v[MAXV]; int nv;
  int block, nblock;
  int nlocals, vctr;
  int64_t mult, cost, budget;
  int loops, nest;
  int selfcalled;
  int32_t trap;     /* traps mode: what the entry surely raises */
  uint64_t rd[4], wr[4];
  int se;           /* side effects allowed in the current expression */
  Str *out; int ind;
  struct { char name[128]; uint8_t ty, cst; } td[6]; int ntd;  /* ctypes: file-scope typedefs (prefixed) */
  int noret;        /* pointers: inside a malloc'd block, which must reach its free(): no return        */
  int sure;         /* pointers: rg_str_ref's last string: the bytes surely readable from it               */
  int fe_print;     /* pointers: the full expression calls a function that may print (its output would be
                       ordered by the unspecified order of evaluation if a second one did)               */
  uint8_t inc[6];   /* pointers: headers the program needs (INC_*)                                       */
  SType st[ST_MAX]; int nst;  /* structs: the struct types                                               */
  int bits_read;              /* structs: a member path reached a bit-field (whose size C does not give)     */
  int uni, node;    /* structs: the program has the union type / the list node type                      */
  char uspell[64];  /* structs: the union type's spelling                                                */
  SVar sv[SV_MAX]; int nsv, ngsv;  /* structs: variables; the first ngsv are the globals                 */
  uint32_t kit;     /* structs: the grid and list helpers the program calls (KIT_*)                      */
  Str gdefs;        /* structs: the globals' definitions                                                 */
  /* realc mode (GenOpts.realc; see realc.c) */
  uint8_t fkind;    /* FK_*: what the current function may hold (gnc takes no goto in a function with a VLA) */
  uint8_t fpat;     /* the current function has its VLA or goto pattern                                   */
  GotoTgt gt[GT_MAX]; int ngt;  /* the labels a goto may jump to from here                              */
  uint32_t rkit;    /* the helper functions the program calls (RK_*)                                      */
  BigArr big[BIG_MAX]; int nbig;  /* the big global arrays (the entry's variables)                        */
  int bigstmts;     /* statements and calls of the entry over big arrays so far                           */
  int64_t bigbytes; /* bytes of the big arrays (all fit gnc batch's default 1 MiB of memory together)     */
  int64_t bigcost;  /* the entry's VM instructions over big arrays, estimated, outside its budget (a quarter
                       of them is added to GenInfo.cost)                                                  */
  int32_t ksz[6];   /* the sizes of the big helpers' tables                                               */
} G;

/* pointers mode (GenOpts.pointers) */
enum { K_ARR = 0, K_PTR, K_DYN, K_STRP, K_STRS };                     /* Var.kind      */
enum { PK_SCALAR = 0, PK_ARR, PK_OUT, PK_DYN, PK_CDYN, PK_LEN, PK_STR }; /* Fn.pk         */
enum { INC_STDIO, INC_STDLIB, INC_STRING, INC_CTYPE, INC_STDDEF, INC_STDARG };  /* G.inc   */
#define DYN_MAX 16   /* the largest length passed with a pointer (T *p, int n), or of a malloc'd K_DYN */
#define STR_MAX 100  /* the longest string any string region holds (bounds loops over strings)         */

/* variables and statements */
enum { M_READ, M_WRITE, M_STMT };  /* read; side effect in a subexpression; statement-level target */
enum { S_NODECL = 1 }; /* rg_stmt flag: no declaration (an unbraced body) */

/* ---------------------------------------------------------------- what the files share */
/* state.c: random numbers, growable strings, expressions with precedence, variables, literals */
uint64_t rg_rng_next(Rng *r);
void rg_s_putn(Str *s, const char *t, size_t n);
void rg_s_puts(Str *s, const char *t);
void rg_s_vprintf(Str *s, const char *fmt, va_list ap);
void rg_s_printf(Str *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rg_s_free(Str *s);
int rg_rnd(G *g, int n);
int rg_chance(G *g, int pct);
int64_t rg_rnd_range(G *g, int64_t lo, int64_t hi);
Ex rg_ex_new(int prec);
Ex rg_ex_text(int prec, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rg_put_ex(G *g, Str *dst, const Ex *e, int minp);
Ex rg_ex_bin(G *g, Ex a, const char *op, int prec, Ex b);
Ex rg_ex_pre(G *g, const char *op, Ex a);
Ex rg_ex_cond3(G *g, Ex c, Ex a, Ex b);
Ex rg_ex_copy(const Ex *a);
Ex rg_ex_cast(G *g, const char *ty, Ex a);
void rg_setbit(uint64_t *s, int i);
void rg_fe_begin(G *g, int se);
int rg_visible(const G *g, int i);
int rg_region(const G *g, int i);
int rg_usable(const G *g, int i, int mode);
int rg_reg_len(const G *g, int vi, int wr);
int rg_is_flt(int t);
int rg_is_w64(int t);
int rg_is_uns(int t);
int rg_promoted(int t);
int rg_ty_match(int want, int have);
int rg_pick_var(G *g, int ty, int mode);
int rg_pick_arr(G *g, int ty, int exact, int minlen, int mode);
int rg_is_pow2(int64_t n);
int64_t rg_pick_int(G *g);
int64_t rg_pick_long(G *g);
int rg_char_lit(G *g, int64_t v, char *buf);
Ex rg_lit_int_val(G *g, int64_t v, int islong);
uint64_t rg_pick_uint(G *g, int w64);
void rg_unsigned_text(G *g, uint64_t v, int w64, char *buf);
int64_t rg_pick_small(G *g, int ty);
Ex rg_lit(G *g, int ty);
Ex rg_lit_divisor(G *g, int ty);

/* expr.c: expressions of the scalar types */
const char *rg_c_spell(G *g, int ty, int *canon);
const char *rg_tyname(G *g, int ty);
Ex rg_expr_pure(G *g, int ty, int d);
int rg_int_or_long(G *g);
int rg_c_int_type(G *g);
int rg_int_type(G *g);
int rg_c_scalar_type(G *g);
Ex rg_small_lit(int64_t v);
Ex rg_elem(G *g, int vi, int d);
Ex rg_expr_leaf(G *g, int ty);
Ex rg_ex_arith(G *g, int ty, int d);
Ex rg_ex_divmod(G *g, int ty, int d);
Ex rg_ex_bitwise(G *g, int ty, int d);
Ex rg_ex_shift(G *g, int ty, int d);
int rg_any_type(G *g);
Ex rg_expr_any(G *g, int d);
Ex rg_ex_compare(G *g, int d);
Ex rg_ex_logic(G *g, int d);
Ex rg_ex_unary(G *g, int ty, int d);
Ex rg_ex_cond(G *g, int ty, int d);
Ex rg_ex_castto(G *g, int ty, int d);
int rg_ex_call(G *g, int ty, int d, Ex *out);
int rg_lvalue(G *g, int ty, int mode, int d, Ex *out);
Ex rg_assign_to_c(G *g, Ex lv, int vt, int d);
Ex rg_assign_to(G *g, Ex lv, int vt, int d);
Ex rg_incdec(G *g, Ex lv);
int rg_ex_side(G *g, int ty, int d, Ex *out);
Ex rg_ex_sizeof(G *g, int d);
Ex rg_ex_comma(G *g, int ty, int d);

/* ptrexpr.c: pointer and string expressions; rg_expr, every expression */
void rg_use_hdr(G *g, int h);
int rg_acc_range(const G *g, int vi, int wr, int64_t *lo, int64_t *hi);
Ex rg_idx_in(G *g, int64_t lo, int64_t hi, int d);
Ex rg_idx_dyn(G *g, int vi, int d);
Ex rg_pelem(G *g, int vi, int d, int wr);
void rg_str_lit(G *g, Str *s, int maxn, int *slen, int *bytes);
void rg_num_lit(G *g, Str *s, int maxdig, int hex);
void rg_ptr_off_text(G *g, Str *s, const char *name, int64_t k, int acc);
int rg_str_ref(G *g, Str *s, int *maxlen, int nolit);
int rg_pcall(G *g, int j, int d, Ex *out);
int rg_str_expr(G *g, int ty, int d, Ex *out);
Ex rg_expr(G *g, int ty, int d);
Ex rg_expr_conv(G *g, int target, int d);

/* stmt.c: statements; rg_stmt, every statement */
void rg_line(G *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rg_push_block(G *g, int *saved_nv, int *saved_block);
void rg_pop_block(G *g, int saved_nv, int saved_block);
int rg_add_var(G *g, const char *name, int ty, int len);
int rg_scalar_type(G *g);
int rg_hide_name(G *g, const char *name);
void rg_return(G *g);
void rg_body_block(G *g, int n);
int rg_inner_count(G *g);
void rg_block_body(G *g, int n);
void rg_stmt(G *g, int flags);
extern const char *rg_var_bases[], *rg_ctr_names[];

/* ptrstmt.c: pointer and string statements */
void rg_pname(G *g, char *buf, int counter);
int rg_room(G *g, int64_t c);
int rg_can_decl(G *g, int flags);
void rg_ret_ptr(G *g, const Fn *f);
int rg_pret_call(G *g, int ty, int d, Ex *out);
int rg_pstmt(G *g, int flags, int deep);

/* agg.c: structs, unions and multi-dimensional arrays */
void rg_st_pick_types(G *g);
void rg_st_emit_types(G *g, Str *s);
void rg_st_emit_kit(G *g, Str *s);
int rg_st_leaf(G *g, int ty, Ex *out);
void rg_st_globals(G *g);
int rg_sstmt(G *g, int flags, int deep);

/* gen.c: the declaration of function j (its prototype without the ';') */
void rg_proto_text(G *g, Str *s, int j);

/* realc.c: C as people and language models write it */
void rg_rc_pick(G *g);
void rg_rc_fn_begin(G *g, int j);
int rg_rstmt(G *g, int flags, int deep);
int rg_rx_expr(G *g, int ty, int d, Ex *out);
void rg_rc_emit(G *g, Str *s);

#endif
