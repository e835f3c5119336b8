/* disasm.c - the disassembler: a loaded module as text.
 *
 *   func gcd(int, int) -> int  locals=3 max_stack=2 arr_words=0
 *     0000  LOAD2       0, 1
 *   > 0002  JZ          0009
 *     0003  CONST_D     2        ; 1.5
 *
 * One line per instruction: address (code words from the start of the function), name, operands, and
 * after ';' what an operand refers to (a constant's value, a callee's name).  A '>' in the first column
 * marks a jump target.  The module need not be verified (gnc disasm shows rejected modules too), so
 * every operand is range-checked before use; unknown opcodes print as raw words.
 */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "core/vm/builtins.h"

static const char *disasm_type_name(int t) {
  switch (TY_BASE(t)) {
  case TY_VOID: return "void";
  case TY_BOOL: return "bool";
  case TY_INT: return "int";
  case TY_LONG: return "long";
  case TY_DOUBLE: return "double";
  case TY_CHAR: return "char";
  case TY_UCHAR: return "uchar";
  case TY_SHORT: return "short";
  case TY_USHORT: return "ushort";
  case TY_UINT: return "uint";
  case TY_ULONG: return "ulong";
  case TY_FLOAT: return "float";
  case TY_PTR: return "ptr";
  default: return "?";
  }
}

static void disasm_type(FILE *f, int t) {
  if (TY_BASE(t) >= TY_PTR1 && TY_BASE(t) % TY_PTR1 != TY_ERR) { /* a pointer type (bytecode.h) */
    int k;
    fputs(disasm_type_name(TY_BASE(t) % TY_PTR1), f);
    for (k = 0; k < TY_BASE(t) / TY_PTR1; k++) fputc('*', f);
    if (TY_IS_ARR(t)) fputs("[]", f);
    return;
  }
  fputs(disasm_type_name(t), f);
  if (TY_IS_ARR(t)) fputs("[]", f);
  if (t >= 2 * TY__END || !strcmp(disasm_type_name(t), "?") || TY_BASE(t) == TY_ERR) fprintf(f, "<%d>", t);
}

static void disasm_name(FILE *f, const Module *m, uint32_t fi) {
  const ModFunc *fn = &m->fn[fi];
  uint32_t i;
  for (i = 0; i < fn->name_len; i++) {
    unsigned char c = (unsigned char)m->names[fn->name_off + i];
    fputc(c > 32 && c < 127 ? c : '?', f);
  }
}

static void disasm_header(FILE *f, const Module *m, uint32_t fi) {
  const ModFunc *fn = &m->fn[fi];
  const uint8_t *lt = m->types + fn->types_off;
  int i;
  fputs("func ", f);
  disasm_name(f, m, fi);
  fputc('(', f);
  for (i = 0; i < fn->nparams && i < fn->nlocals; i++) {
    if (i) fputs(", ", f);
    disasm_type(f, lt[i]);
  }
  fputs(") -> ", f);
  disasm_type(f, fn->ret);
  fprintf(f, "  locals=%u max_stack=%u arr_words=%u\n", (unsigned)fn->nlocals, (unsigned)fn->max_stack,
          (unsigned)fn->arr_words);
  if (fn->nlocals > fn->nparams) {
    fputs("  ; locals:", f);
    for (i = fn->nparams; i < fn->nlocals; i++) {
      fprintf(f, " %d:", i);
      disasm_type(f, lt[i]);
    }
    fputc('\n', f);
  }
}

/* the constant K[k] as the type the opcode reads it as */
static void disasm_const(FILE *f, const Module *m, int op, uint32_t k) {
  uint64_t bits;
  if (k >= m->h->nconsts) { fputs("  ; <out of range>", f); return; }
  bits = m->consts[k];
  if (op == OP_CONST_D) {
    union { uint64_t u; double d; } v;
    v.u = bits;
    fprintf(f, "  ; %.17g", v.d);
  } else if (op == OP_CONST_I) {
    fprintf(f, "  ; %d", (int)(int32_t)(uint32_t)bits);
  } else {
    fprintf(f, "  ; %lld", (long long)(int64_t)bits);
  }
}

static void disasm_operands(FILE *f, const Module *m, const uint32_t *ins, int op) {
  uint32_t a = ins[0] >> 8;
  int32_t imm = (int32_t)(a ^ 0x800000u) - 0x800000;
  switch (op_kind(op)) {
  case OK_NONE: break;
  case OK_IMM: fprintf(f, "%d", imm); break;
  case OK_CONST: fprintf(f, "%u", a); disasm_const(f, m, op, a); break;
  case OK_SLOT: fprintf(f, "%u", a); break;
  case OK_JUMP: fprintf(f, "%04u", a); break;
  case OK_FUNC:
    fprintf(f, "%u", a);
    if (a < m->nfuncs) { fputs("  ; ", f); disasm_name(f, m, a); }
    else fputs("  ; <out of range>", f);
    break;
  case OK_ARR: fprintf(f, "%u, %u, %u", a, ins[1], ins[2]); break;
  case OK_SLOT_IMM: fprintf(f, "%u, %d", a, (int)(int32_t)ins[1]); break;
  case OK_SLOT_JUMP: fprintf(f, "%u, %04u", ins[1], a); break;
  case OK_SLOT2: fprintf(f, "%u, %u", a, ins[1]); break;
  case OK_UIMM: fprintf(f, "%u", a); break;
  case OK_STATIC: fprintf(f, "%u", a); break;
  case OK_BUILTIN: {
    uint32_t k;
    fprintf(f, "%u, %u, 0x%x  ; %s", a, ins[1], ins[2], bi_name((int)a));
    if (a < (uint32_t)BI__COUNT && bi_flags((int)a) & BI_VARIADIC) {
      int nf = bi_nfixed((int)a);
      fputs(" (...", f);
      for (k = (uint32_t)nf; k < ins[1] && k - (uint32_t)nf < BI_MAX_VARARGS; k++)
        fprintf(f, " %c", "ildp"[(ins[2] >> (2 * (k - (uint32_t)nf))) & 3u]);
      fputc(')', f);
    }
    break;
  }
  case OK_SIG: /* the signature: (parameter types) -> return type, as module type bytes */
    fprintf(f, "%u", a);
    if (a < m->h->nconsts && (uint64_t)a + (uint64_t)mod_sig_words((int32_t)(m->consts[a] & 255u)) <= m->h->nconsts) {
      int32_t np = (int32_t)(m->consts[a] & 255u), k;
      fputs("  ; (", f);
      for (k = 0; k < np; k++) {
        if (k) fputs(", ", f);
        disasm_type(f, mod_sig_param(m->consts + a, k));
      }
      fputs(") -> ", f);
      disasm_type(f, (int)(m->consts[a] >> 8 & 255u));
    } else {
      fputs("  ; <out of range>", f);
    }
    break;
  default: fprintf(f, "<operand kind %d>", op_kind(op)); break;
  }
}

/* mark jump targets (instruction decoding as in the verifier's pass 1) */
static void disasm_targets(const uint32_t *code, uint32_t n, unsigned char *tgt) {
  uint32_t pc = 0;
  while (pc < n) {
    int op = (int)(code[pc] & 0xff), w = op < OP__COUNT ? op_words(op) : 0;
    if (w == 0 || pc + (uint32_t)w > n) { pc++; continue; }
    if (op_kind(op) == OK_JUMP || op_kind(op) == OK_SLOT_JUMP) {
      uint32_t t = code[pc] >> 8;
      if (t < n) tgt[t] = 1;
    }
    pc += (uint32_t)w;
  }
}

static void disasm_func(FILE *f, const Module *m, uint32_t fi) {
  const ModFunc *fn = &m->fn[fi];
  const uint32_t *code = m->code + fn->code_off;
  uint32_t n = fn->code_len, pc = 0;
  unsigned char *tgt = calloc(n + 1, 1);
  if (!tgt) { fputs("  <out of memory>\n", f); return; }
  disasm_header(f, m, fi);
  disasm_targets(code, n, tgt);
  while (pc < n) {
    int op = (int)(code[pc] & 0xff), w = op < OP__COUNT ? op_words(op) : 0;
    fprintf(f, "%c %04u  ", tgt[pc] ? '>' : ' ', pc);
    if (w == 0) {
      fprintf(f, ".word       0x%08x  ; unknown opcode %d\n", code[pc], op);
      pc++;
      continue;
    }
    if (pc + (uint32_t)w > n) {
      fprintf(f, "%-11s ; truncated\n", op_name(op));
      break;
    }
    if (op_kind(op) == OK_NONE) {
      fprintf(f, "%s\n", op_name(op));
    } else {
      fprintf(f, "%-11s ", op_name(op));
      disasm_operands(f, m, code + pc, op);
      fputc('\n', f);
    }
    pc += (uint32_t)w;
  }
  free(tgt);
}

void disasm_module(FILE *f, const Module *m) {
  uint32_t i;
  fprintf(f, "; module: %u functions, %u constants, %u code words\n", m->nfuncs, m->h->nconsts,
          m->h->code_words);
  for (i = 0; i < m->nfuncs; i++) {
    if (i) fputc('\n', f);
    disasm_func(f, m, i);
  }
}
