/* nlist.h - the neural compiler's token language: source prompts, symbolic listings, the constrained
 * decoder and the assembler (nlist.c).  Single-source core code (CPU and CUDA), no allocation.
 *
 * The model translates one function at a time.  Its input (the prompt) is
 *   the heads of every function, in function-index order, as `ret Fk ( ptype , ... ) ;`
 *   then the function's whole definition, tokens from gnc's lexer, with
 *     - function names renamed Fk (k = the module's function index: order of first declaration),
 *     - every other identifier renamed Vk, k in order of first appearance in the function (parameters
 *       first, so a parameter's name is its slot),
 *     - each literal written as its kind (LI int, LL long, LD double) and #k, k = its position among the
 *       function's literals: the value itself is never spelled out,
 *   then SEP.
 * Its output (the listing) is
 *   the types of the locals after the parameters, BODY, the instructions, END
 * where an instruction is its opcode (from the OPCODES X-macro) and its operands: a slot Vk, a label Lk,
 * a function Fk, or a value: #k (literal k converted to the operand's type), I32 #k (literal k converted
 * to int first, as `(int)5000000000L` folds), NEG before either (the negation), or a small integer N<v>
 * (NL_SMIN..NL_SMAX).  `DEF Lk` places label k before the next instruction; labels are
 * numbered in order of first appearance.  No jump offsets, pool indices, array-area offsets, max_stack:
 * the assembler computes them, exactly as codegen lays out a module.
 *
 * The decoder (NlDec) follows a listing token by token with the verifier's rules (stack depth and types,
 * slot types, callee signatures, label stacks at joins, no fall-off) and says which tokens may come next;
 * masking every other token makes every finished listing assemble and verify.  The assembler runs the
 * same decoder over a listing, so one set of rules serves both.
 */
#ifndef GNC_NLIST_H
#define GNC_NLIST_H

#include "core/compiler/compiler.h"

#define NL_MAXF   32   /* functions a program may have for the model          */
#define NL_MAXV   64   /* names / slots per function                          */
#define NL_MAXL   64   /* labels per function                                 */
#define NL_MAXK   64   /* literals per function                               */
#define NL_SMIN   (-8) /* small integer operands                              */
#define NL_SMAX   64
#define NL_MAXSTK 32   /* operand stack depth the decoder allows              */
#define NL_MAXCODE 4096 /* code words of a function the encoder takes */
#define NL_NTYPES 9    /* void bool int long double bool[] int[] long[] double[] */

enum {
  NL_PAD = 0, NL_SEP, NL_END, NL_BODY, NL_DEF, NL_NEG, NL_I32, NL_LI, NL_LL, NL_LD,
  NL_SRC0,                                  /* + TK_* - TK_INT: keywords and punctuation */
  NL_OP0 = NL_SRC0 + (TK_NL_END - TK_INT),  /* + OP_*                                    */
  NL_TY0 = NL_OP0 + OP_NL_END,              /* + type index (nl_type_index)              */
  NL_F0 = NL_TY0 + NL_NTYPES,
  NL_V0 = NL_F0 + NL_MAXF,
  NL_L0 = NL_V0 + NL_MAXV,
  NL_K0 = NL_L0 + NL_MAXL,
  NL_N0 = NL_K0 + NL_MAXK,                  /* + v - NL_SMIN                             */
  NL_VOCAB = NL_N0 + (NL_SMAX - NL_SMIN + 1)
};

/* errors (as data) */
enum {
  NL_OK = 0, NL_E_FUNCS, NL_E_NAMES, NL_E_LITS, NL_E_SPACE, NL_E_VALUE, NL_E_SLOTS, NL_E_LABELS,
  NL_E_TOKEN, NL_E_UNFINISHED, NL_E_CODE
};

/* the literals of one function, in source order */
typedef struct {
  int32_t n;
  uint8_t kind[NL_MAXK];   /* TK_INTLIT, TK_LONGLIT, TK_DBLLIT */
  int64_t val[NL_MAXK];    /* value (double: bits)             */
} NlLits;

/* what the decoder knows about the function being written */
typedef struct {
  const Compiler *c;       /* checked program: signatures (c->fn) */
  int32_t fi;              /* the function                        */
  const NlLits *lits;
} NlCtx;

typedef struct {
  uint8_t state;           /* 0 unused, 1 referenced, 2 defined   */
  uint8_t depth;
  uint8_t stk[NL_MAXSTK];
} NlLabel;

typedef struct {
  const NlCtx *ctx;
  int32_t phase;           /* NL_PH_*                             */
  int32_t op, opnd;        /* instruction being written, operand index */
  int32_t nlocals;
  uint8_t lt[NL_MAXV];     /* local types                          */
  int32_t reach;           /* the next instruction is reachable    */
  int32_t after_def;       /* a DEF was just placed                */
  int32_t neg, i32;        /* NEG / I32 seen: a literal follows    */
  int32_t dead;            /* the instruction is unreachable (a dead JUMP) */
  int32_t elem;            /* ASTORE: the element type popped      */
  int32_t slot_a;          /* MOV: the first slot                  */
  int32_t depth, max_depth;
  uint8_t stk[NL_MAXSTK];
  int32_t nlabels, nopen;  /* labels seen; referenced, not defined  */
  int32_t arr_words;       /* array area so far                    */
  int32_t words;           /* code words so far                    */
  NlLabel lab[NL_MAXL];
} NlDec;

enum { NL_PH_TYPES = 0, NL_PH_INS, NL_PH_OPND, NL_PH_DEF, NL_PH_DONE };

CORE_FN int nl_type_index(int ty);          /* type byte -> 0..8, or -1 */
CORE_FN int nl_type_of_index(int k);

/* literals of the function fi (by its definition's tokens); NL_OK or NL_E_LITS */
CORE_FN int nl_lits(const Compiler *c, int32_t fi, NlLits *lits);
/* the prompt of function fi into out[0..cap): its length, or -NL_E_* */
CORE_FN int32_t nl_prompt(const Compiler *c, int32_t fi, int32_t *out, int32_t cap);
/* the listing of function fi of module m (compiled from c) into out: its length, or -NL_E_* when the
 * listing language cannot express it */
CORE_FN int32_t nl_encode(const Compiler *c, const Module *m, int32_t fi, const NlLits *lits, int32_t *out,
                          int32_t cap);

/* constrained decoding */
CORE_FN void nl_dec_init(NlDec *d, const NlCtx *ctx);
CORE_FN int nl_dec_allowed(const NlDec *d, int tok);   /* may tok come next?              */
CORE_FN void nl_dec_mask(const NlDec *d, uint8_t *allowed); /* NL_VOCAB flags              */
CORE_FN int nl_dec_push(NlDec *d, int tok);            /* NL_OK, or NL_E_TOKEN (not allowed) */
CORE_FN int nl_dec_done(const NlDec *d);               /* END was accepted                */
/* Closing a listing that runs out of room: nl_dec_close_len bounds the tokens the shortest valid
 * completion needs, nl_dec_close_tok gives its next token (return a zero of the function's type, or
 * RET_V; place each open label and return again; END).  Fed in turn, they finish any listing. */
CORE_FN int32_t nl_dec_close_len(const NlDec *d);
CORE_FN int nl_dec_close_tok(const NlDec *d);

/* the assembler: listings of every function (in index order) -> module bytes in out (8-byte aligned).
 * listing[fi], len[fi]; lits[fi].  Returns the module size, or -NL_E_* (bad listing: *bad_fn says which). */
CORE_FN int32_t nl_assemble(const Compiler *c, const int32_t *const *listing, const int32_t *len,
                            const NlLits *lits, uint8_t *out, int32_t cap, int32_t *bad_fn);

#endif
