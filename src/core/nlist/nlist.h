/* nlist.h - the neural compiler's token language: unit prompts, unit listings, the constrained decoder and
 * the resolver (nlist.c).  Single-source core code (CPU and CUDA), no allocation.
 *
 * The model translates *units*, not functions (docs/neural.md, Design).  A unit is an expression that codegen
 * compiles as straight-line code: no jump, no label (&&, ||, ?: and everything around them stay codegen's),
 * only the small language's types (bool int long double and arrays of them), at most NL_UNODES nodes (a plan
 * may allow up to NL_UNODES_MAX).
 * nl_plan marks the nodes that may be units; codegen (compiler.h, CcUnits) takes each marked expression it
 * reaches as one, records its code, and composes a module from the units' instructions.  So the model writes
 * every unit's code and codegen, the composer, writes the rest: statements, control flow, the frame.
 *
 * A unit's prompt:
 *   R T0 T1 ... ; heads BODY expression SEP
 *     R      the unit's result: the expression's type, or void when its value is not used (a statement)
 *     Tk     the type of the unit's variable Vk, k in order of first appearance in the expression
 *     heads  `ret Fk ( ptype , ... ) ;` of each function the expression calls, Fk in order of appearance
 *     expression  the checked tree written back as source tokens: variables Vk, literals as their kind
 *            (LI int, LL long, LD double) and #k (k = its position among the unit's literals, the value is
 *            never spelled out), implicit conversions left out, every operand that is itself a binary
 *            operation, an assignment or a comma in parentheses (so no precedence is left to learn)
 * Its listing: instructions (an opcode of the OPCODES X-macro and its operands), then END.  An operand is a
 * variable Vk, a temp Tb..Td (codegen's temp of that type: `a[i]++` as a value, `a[i] op= f(a)`), a function
 * Fk, or a value: #k (literal k's value as codegen folds it: `-5`, `(double)7L`, `~0` are one constant,
 * converted to the operand's type; a literal is always written as #k, never as the small integer of its value) or
 * a small integer N<v> (NL_SMIN..NL_SMAX: the constants codegen adds itself).  Nothing else: slots,
 * function indices and constant-pool indices are the resolver's (nl_resolve).
 *
 * The decoder (NlDec) follows a listing token by token with the verifier's rules (stack depth and types,
 * slot types, callee signatures, the unit's result) and says which tokens may come next; masking every other
 * token makes every finished listing resolve and every composed module verify.
 */
#ifndef GNC_NLIST_H
#define GNC_NLIST_H

#include "core/compiler/compiler.h"

#define NL_MAXF   16   /* functions a unit calls                              */
#define NL_MAXV   32   /* variables of a unit                                 */
#define NL_MAXK   32   /* literals of a unit                                  */
#define NL_SMIN   (-8) /* small integer operands                              */
#define NL_SMAX   64
#define NL_MAXSTK 32   /* operand stack depth the decoder allows              */
#define NL_NTYPES 9    /* void bool int long double bool[] int[] long[] double[] */
#define NL_UNODES 8    /* nodes of a unit's expression (docs/neural.md: why 8)  */
#define NL_UNODES_MAX 48 /* the most a plan may allow (the prompt's limits)   */
#define NL_PMAX   160  /* tokens of a unit's prompt                           */

enum {
  NL_PAD = 0, NL_SEP, NL_END, NL_BODY, NL_LI, NL_LL, NL_LD,
  NL_SRC0,                                  /* + TK_* - TK_INT: keywords and punctuation */
  NL_OP0 = NL_SRC0 + (TK_NL_END - TK_INT),  /* + OP_*                                    */
  NL_TY0 = NL_OP0 + OP_NL_END,              /* + type index (nl_type_index)              */
  NL_T0 = NL_TY0 + NL_NTYPES,               /* + type - TY_BOOL: the temps               */
  NL_F0 = NL_T0 + 4,
  NL_V0 = NL_F0 + NL_MAXF,
  NL_K0 = NL_V0 + NL_MAXV,
  NL_N0 = NL_K0 + NL_MAXK,                  /* + v - NL_SMIN                             */
  NL_VOCAB = NL_N0 + (NL_SMAX - NL_SMIN + 1)
};

/* errors (as data) */
enum { NL_OK = 0, NL_E_UNIT, NL_E_SPACE, NL_E_VALUE, NL_E_NAMES, NL_E_TOKEN, NL_E_UNFINISHED };

/* a unit: what its prompt names, resolved to the function's slots, functions and values */
typedef struct {
  int32_t node, want, fn;   /* the expression, whether its value is used, the function      */
  int32_t res;              /* the result: TY_VOID (want 0) or the expression's type         */
  int32_t nv, nf, nk;
  int32_t vslot[NL_MAXV];   /* variable k: its slot and type                                  */
  uint8_t vty[NL_MAXV];
  int32_t fidx[NL_MAXF];    /* function k: its index                                          */
  uint8_t kty[NL_MAXK];     /* literal k: the type (TY_BOOL..TY_DOUBLE) and value (bits) of the
                               constant codegen pushes for it                                 */
  int64_t kval[NL_MAXK];
} NlUnit;

typedef struct {
  const Compiler *c;
  const NlUnit *u;
  int32_t phase;           /* NL_PH_*                             */
  int32_t op;              /* instruction being written           */
  int32_t nins;            /* instructions so far                 */
  int32_t elem;            /* ASTORE: the element type popped     */
  int32_t depth;
  uint8_t stk[NL_MAXSTK];
} NlDec;

enum { NL_PH_INS = 0, NL_PH_OPND, NL_PH_DONE };

CORE_FN int nl_type_index(int ty);          /* type byte -> 0..8, or -1 */
CORE_FN int nl_type_of_index(int k);

/* marks (mark[0, c->nnode)) the expressions that may be units: straight-line, at most max_nodes nodes
 * (1..NL_UNODES_MAX) */
CORE_FN void nl_plan(const Compiler *c, uint8_t *mark, int32_t max_nodes);
/* the unit that codegen recorded as cu: u and its prompt in out[0..cap); the prompt's length, or -NL_E_* */
CORE_FN int32_t nl_unit(const Compiler *c, const CcUnit *cu, NlUnit *u, int32_t *out, int32_t cap);
/* the listing of unit u from its recorded code (cu's range of module m's function): its length, or -NL_E_*
 * when the listing language cannot express it */
CORE_FN int32_t nl_encode(const Compiler *c, const NlUnit *u, const CcUnit *cu, const Module *m, int32_t *out,
                          int32_t cap);
/* a listing -> the unit's instructions for codegen (CcUnits): their number, or -NL_E_* */
CORE_FN int32_t nl_resolve(const Compiler *c, const NlUnit *u, const int32_t *tok, int32_t n, CcIns *out,
                           int32_t cap);

/* constrained decoding */
CORE_FN void nl_dec_init(NlDec *d, const Compiler *c, const NlUnit *u);
CORE_FN int nl_dec_allowed(const NlDec *d, int tok);   /* may tok come next?              */
CORE_FN void nl_dec_mask(const NlDec *d, uint8_t *allowed); /* NL_VOCAB flags              */
CORE_FN int nl_dec_push(NlDec *d, int tok);            /* NL_OK, or NL_E_TOKEN (not allowed) */
CORE_FN int nl_dec_done(const NlDec *d);               /* END was accepted                */
/* Closing a listing that runs out of room: nl_dec_close_len bounds the tokens the shortest valid
 * completion needs, nl_dec_close_tok gives its next token (pop, pass the arrays on the stack to a call,
 * push a zero of the result, END).  Fed in turn, they finish any listing. */
CORE_FN int32_t nl_dec_close_len(const NlDec *d);
CORE_FN int nl_dec_close_tok(const NlDec *d);

#endif
