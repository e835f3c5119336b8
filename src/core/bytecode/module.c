/* module.c - the bytecode module: loading a zero-copy view of module bytes, and the opcode tables.
 *
 * A module is one flat little-endian byte string (layout in bytecode.h and docs/bytecode.md):
 *
 *   ModHeader | ModFunc[nfuncs] | uint64 consts[nconsts] | uint32 code[code_words] | uint8 types[ntypes]
 *   | char names[names_bytes] | zero padding to a multiple of 8        (every section 8-byte aligned)
 *   [version 2: | uint32 nstatics | uint32 data_bytes | ModStatic[nstatics] | uint8 data[data_bytes] | pad 8]
 *
 * mod_load checks everything that can be checked without looking at the code: the header, that the
 * section sizes add up to total_size without overflow (64-bit arithmetic on bounded 32-bit counts), that
 * the bytes are present, and that every function's name, code and local types lie inside their sections.
 * It then fills a Module whose pointers point straight into the bytes; nothing is copied.  What the code
 * means is the verifier's business (verify.c).
 *
 * The opcode tables (name, operand kind, words, signature) are switches generated from the OPCODES
 * X-macro, because file-scope arrays are not usable from CUDA device code.
 */
#include "core/bytecode/bytecode.h"

#define MOD_ALIGN8(n) (((n) + 7u) & ~(uint64_t)7u)

/* ---------------------------------------------------------------- loading */

/* section offsets of a header whose counts are already bounded; 64-bit, so nothing overflows */
typedef struct { uint64_t funcs, consts, code, types, names, total; } ModLayout;

CORE_FN static void mod_layout(const ModHeader *h, ModLayout *l) {
  l->funcs = sizeof(ModHeader);
  l->consts = l->funcs + (uint64_t)h->nfuncs * sizeof(ModFunc);
  l->code = l->consts + (uint64_t)h->nconsts * 8u;
  l->types = l->code + MOD_ALIGN8((uint64_t)h->code_words * 4u);
  l->names = l->types + MOD_ALIGN8((uint64_t)h->ntypes);
  l->total = l->names + MOD_ALIGN8((uint64_t)h->names_bytes);
}

/* one function's name, code and types inside their sections */
CORE_FN static int mod_check_func(const ModHeader *h, const ModFunc *f) {
  if ((uint64_t)f->name_off + f->name_len > h->names_bytes) return MOD_E_RANGE;
  if ((uint64_t)f->code_off + f->code_len > h->code_words) return MOD_E_RANGE;
  if (f->code_len > GNC_MAX_CODE_FN) return MOD_E_RANGE;
  if ((uint64_t)f->types_off + f->nlocals > h->ntypes) return MOD_E_RANGE;
  return MOD_OK;
}

/* the statics section at b + off (version 2): counts, descriptors and data inside total; on success the
 * view's statics fields.  Descriptor checks: align a power of two <= GNC_MAX_STATIC_ALIGN, flags known,
 * init_len <= size, the init_lens add up to data_bytes, and all statics laid out in order (each at its
 * alignment) take <= GNC_MAX_STATIC_BYTES. */
CORE_FN static int mod_statics(const unsigned char *b, uint64_t off, uint64_t total, Module *m) {
  const uint32_t *hd = (const uint32_t *)(b + off);
  const ModStatic *st;
  uint64_t end, init = 0, at = 0;
  uint32_t i, n, data;
  if (off + 8 > total) return MOD_E_SIZE;
  n = hd[0];
  data = hd[1];
  if (n > GNC_MAX_STATICS) return MOD_E_SIZE;
  end = off + 8 + (uint64_t)n * sizeof(ModStatic);
  end += MOD_ALIGN8((uint64_t)data);
  if (end != total) return MOD_E_SIZE;
  st = (const ModStatic *)(b + off + 8);
  for (i = 0; i < n; i++) {
    uint32_t a = st[i].align;
    if (a == 0 || (a & (a - 1)) != 0 || a > GNC_MAX_STATIC_ALIGN) return MOD_E_STATIC;
    if ((st[i].flags & ~(uint32_t)MOD_STATIC_RO) != 0 || st[i].init_len > st[i].size) return MOD_E_STATIC;
    init += st[i].init_len;
    at = (at + a - 1) & ~(uint64_t)(a - 1);
    at += st[i].size;
    if (at > GNC_MAX_STATIC_BYTES) return MOD_E_STATIC;
  }
  if (init != data) return MOD_E_STATIC;
  m->nstatics = n;
  m->statics = st;
  m->sdata = b + off + 8 + (uint64_t)n * sizeof(ModStatic);
  m->static_bytes = (uint32_t)at;
  return MOD_OK;
}

CORE_FN int mod_load(const void *bytes, size_t len, Module *m) {
  const unsigned char *b = (const unsigned char *)bytes;
  const ModHeader *h;
  ModLayout l;
  uint32_t i;
  m->h = 0; m->fn = 0; m->consts = 0; m->code = 0; m->types = 0; m->names = 0; m->nfuncs = 0;
  m->nstatics = 0; m->statics = 0; m->sdata = 0; m->static_bytes = 0;
  if (!b) return MOD_E_SHORT;
  if (((uintptr_t)b & 7u) != 0) return MOD_E_ALIGN;
  if (len < sizeof(ModHeader)) return MOD_E_SHORT;
  h = (const ModHeader *)b;
  if (h->magic != GNC_MAGIC) return MOD_E_MAGIC;
  if (h->version != GNC_VERSION && h->version != GNC_VERSION_STATICS) return MOD_E_VERSION;
  if (h->nfuncs > GNC_MAX_FUNCS || h->nconsts > GNC_MAX_CONSTS) return MOD_E_SIZE;
  mod_layout(h, &l);
  if (h->version == GNC_VERSION && l.total != h->total_size) return MOD_E_SIZE;
  if (h->total_size > len) return MOD_E_SHORT;
  if (l.total > len) return MOD_E_SHORT;
  if (h->version == GNC_VERSION_STATICS) {
    int e = mod_statics(b, l.total, h->total_size, m);
    if (e) return e;
  }
  for (i = 0; i < h->nfuncs; i++) {
    int e = mod_check_func(h, (const ModFunc *)(b + l.funcs) + i);
    if (e) return e;
  }
  m->h = h;
  m->fn = (const ModFunc *)(b + l.funcs);
  m->consts = (const uint64_t *)(b + l.consts);
  m->code = (const uint32_t *)(b + l.code);
  m->types = b + l.types;
  m->names = (const char *)(b + l.names);
  m->nfuncs = h->nfuncs;
  return MOD_OK;
}

CORE_FN int mod_write_statics(uint8_t *out, uint32_t *len, uint32_t cap, const ModStatic *st, uint32_t nstatics,
                              const uint8_t *data) {
  ModHeader *h = (ModHeader *)(void *)out;
  uint64_t data_bytes = 0, at = 0, end, k;
  uint32_t i, *hd;
  if (*len < sizeof(ModHeader) || h->version != GNC_VERSION || h->total_size != *len) return MOD_E_STATIC;
  if (nstatics > GNC_MAX_STATICS) return MOD_E_SIZE;
  for (i = 0; i < nstatics; i++) {
    uint32_t a = st[i].align;
    if (a == 0 || (a & (a - 1)) != 0 || a > GNC_MAX_STATIC_ALIGN) return MOD_E_STATIC;
    if ((st[i].flags & ~(uint32_t)MOD_STATIC_RO) != 0 || st[i].init_len > st[i].size) return MOD_E_STATIC;
    data_bytes += st[i].init_len;
    at = ((at + a - 1) & ~(uint64_t)(a - 1)) + st[i].size;
    if (at > GNC_MAX_STATIC_BYTES) return MOD_E_SIZE;
  }
  end = (uint64_t)*len + 8 + (uint64_t)nstatics * sizeof(ModStatic) + MOD_ALIGN8(data_bytes);
  if (end > cap || end > 0xffffffffu) return MOD_E_SIZE;
  hd = (uint32_t *)(void *)(out + *len);
  hd[0] = nstatics;
  hd[1] = (uint32_t)data_bytes;
  k = *len + 8;
  for (i = 0; i < nstatics; i++) {
    ModStatic *d = (ModStatic *)(void *)(out + k);
    *d = st[i];
    k += sizeof(ModStatic);
  }
  for (i = 0; i < data_bytes; i++) out[k + i] = data[i];
  for (k += data_bytes; k < end; k++) out[k] = 0;
  h->version = GNC_VERSION_STATICS;
  h->total_size = (uint32_t)end;
  *len = (uint32_t)end;
  return MOD_OK;
}

CORE_FN int mod_find(const Module *m, const char *name, int32_t len) {
  uint32_t i;
  int32_t k;
  for (i = 0; i < m->nfuncs; i++) {
    const ModFunc *f = &m->fn[i];
    const char *s = m->names + f->name_off;
    if ((int64_t)f->name_len != len) continue;
    for (k = 0; k < len && s[k] == name[k]; k++) {}
    if (k == len) return (int)i;
  }
  return -1;
}

/* ---------------------------------------------------------------- opcode tables */

/* words an instruction of operand kind k occupies; 0 for an unknown kind (the verifier rejects it) */
CORE_FN static int mod_kind_words(int k) {
  switch (k) {
  case OK_NONE: case OK_IMM: case OK_CONST: case OK_SLOT: case OK_JUMP: case OK_FUNC: case OK_UIMM:
  case OK_STATIC: case OK_SIG: return 1;
  case OK_SLOT_IMM: case OK_SLOT_JUMP: case OK_SLOT2: return 2;
  case OK_ARR: case OK_BUILTIN: return 3;
  default: return 0;
  }
}

CORE_FN int op_kind(int op) {
  switch (op) {
#define X(name, kind, sig) case OP_##name: return kind;
    OPCODES(X)
#undef X
  default: return -1;
  }
}

CORE_FN int op_words(int op) { return mod_kind_words(op_kind(op)); }

CORE_FN const char *op_name(int op) {
  switch (op) {
#define X(name, kind, sig) case OP_##name: return #name;
    OPCODES(X)
#undef X
  default: return "?";
  }
}

CORE_FN const char *op_sig(int op) {
  switch (op) {
#define X(name, kind, sig) case OP_##name: return sig;
    OPCODES(X)
#undef X
  default: return "";
  }
}

#undef MOD_ALIGN8
