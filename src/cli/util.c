/* util.c - helpers shared by the CLI commands (cli.h): xmalloc, reading whole files, option scanning,
 * compiling with diagnostics printed, loading + verifying module bytes, VM memory from the documented
 * defaults, printing values, a parallel for.  They print and exit as a command does, so they live here, not
 * in the library (src/engine/util.c keeps what libgnc.so itself uses).
 *
 * The core never allocates: one workspace per compile (cc_compile_host), one per verification
 * (vfy_workspace_size), and the VM's stack, heap and frame arrays are allocated here.  Module bytes always
 * live in malloc'd memory, which is 8-byte aligned as mod_load requires.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "core/batch/batch.h"

void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) {
    fprintf(stderr, "gnc: out of memory (%zu bytes)\n", n);
    exit(EXIT_INTERNAL);
  }
  return p;
}

void cli_nomem(void) {
  fputs("gnc: out of memory\n", stderr);
  exit(EXIT_INTERNAL);
}

/* The most of an input that is read: one byte past the limit of what it can be, which is enough to know that
 * it is too large, so that a pipe or a device without end (`yes | gnc run -`, /dev/zero) costs a bounded
 * read.  A source may have GNC_MAX_SRC bytes; a module (recognised by its magic when modules is set) at
 * most CLI_MAX_MODULE. */
static size_t read_limit(const char *buf, size_t n, int modules) {
  return modules && cli_is_module((const unsigned char *)buf, n) ? CLI_MAX_MODULE : (size_t)GNC_MAX_SRC;
}

/* reads f into malloc'd memory, NUL-terminated, stopping one byte past read_limit */
static char *read_stream(FILE *f, size_t *len, int modules) {
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap + 1);
  if (!buf) { errno = ENOMEM; return NULL; }
  for (;;) {
    size_t limit = read_limit(buf, n, modules); /* only grows, and cap never passes limit + 1 */
    if (n > limit) break;
    if (n == cap) {
      char *nb;
      cap = cap > limit / 2 ? limit + 1 : 2 * cap; /* no more room than the limit needs */
      nb = realloc(buf, cap + 1);
      if (!nb) { free(buf); errno = ENOMEM; return NULL; }
      buf = nb;
    }
    size_t got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (got == 0) break;
  }
  if (ferror(f)) { int e = errno ? errno : EIO; free(buf); errno = e; return NULL; }
  buf[n] = 0;
  *len = n;
  return buf;
}

static char *read_file(const char *path, size_t *len, int modules) {
  FILE *f;
  char *buf;
  if (strcmp(path, "-") == 0) return read_stream(stdin, len, modules);
  f = fopen(path, "rb");
  if (!f) return NULL;
  buf = read_stream(f, len, modules);
  if (!buf) { int e = errno; fclose(f); errno = e; return NULL; }
  fclose(f);
  return buf;
}

/* ---------------------------------------------------------------- CLI plumbing */
int cli_error(const char *cmd, const char *fmt, ...) {
  va_list ap;
  fprintf(stderr, "gnc %s: ", cmd);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return EXIT_USER;
}

int cli_is_help(const char *arg) { return strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0; }

int cli_opt(int argc, char **argv, int *i, const char *lng, const char *shrt, const char **val) {
  const char *a = argv[*i];
  size_t n = strlen(lng);
  if (strcmp(a, lng) == 0 || (shrt && strcmp(a, shrt) == 0)) {
    *val = *i + 1 < argc ? argv[++*i] : NULL;
    return 1;
  }
  if (strncmp(a, lng, n) == 0 && a[n] == '=') {
    *val = a + n + 1;
    return 1;
  }
  return 0;
}

int64_t cli_parse_count(const char *cmd, const char *opt, const char *text, int64_t max) {
  int64_t v = 0;
  const char *p = text;
  if (!text || !*text) { cli_error(cmd, "option %s needs a number", opt); return -1; }
  for (; *p; p++) {
    if (*p < '0' || *p > '9' || v > (max - (*p - '0')) / 10) {
      if (*p >= '0' && *p <= '9')
        cli_error(cmd, "value of %s is too large: '%s' (at most %lld)", opt, text, (long long)max);
      else
        cli_error(cmd, "invalid value for %s: '%s' (expected a non-negative integer)", opt, text);
      return -1;
    }
    v = v * 10 + (*p - '0');
  }
  return v;
}

const char *cli_display_name(const char *path) { return strcmp(path, "-") == 0 ? "<stdin>" : path; }

char *cli_read_input(const char *path, size_t *len, int modules) {
  char *buf = read_file(path, len, modules);
  if (!buf) {
    fprintf(stderr, "%s: error: cannot read file: %s\n", cli_display_name(path), strerror(errno));
  } else if (*len > CLI_MAX_MODULE) {
    fprintf(stderr, "%s: error: module is too large (limit %zu bytes)\n", cli_display_name(path), CLI_MAX_MODULE);
    free(buf);
    buf = NULL;
  }
  return buf;
}

/* ---------------------------------------------------------------- compiling */
/* compiles src; returns malloc'd module bytes, or NULL with malloc'd diagnostics (kept ones) and the
 * total number of errors */
static unsigned char *compile_full(const char *file, const char *src, size_t len, size_t *mod_len, Diag **diags,
                                   int *ndiags, int *nerr_total, int optimize) {
  Compiler c;
  int32_t n = len > (size_t)GNC_MAX_SRC ? GNC_MAX_SRC + 1 : (int32_t)len;
  void *ws = NULL;
  size_t ws_cap = 0;
  unsigned char *out = NULL;
  int failed = cc_compile_host(&c, src, n, file, optimize ? 0 : CC_HOST_NOOPT, &ws, &ws_cap);
  if (failed == CC_HOST_NOMEM) cli_nomem();
  if (failed == 0 && c.nerr_total == 0) {
    out = xmalloc((size_t)c.out_len);
    memcpy(out, c.out, (size_t)c.out_len);
    *mod_len = (size_t)c.out_len;
    *diags = NULL;
    *ndiags = 0;
    *nerr_total = 0;
  } else {
    int k = c.ndiag > GNC_MAX_DIAGS ? GNC_MAX_DIAGS : c.ndiag;
    if (k == 0) { /* a failing compile always has a diagnostic; be safe anyway */
      memset(&c.diag[0], 0, sizeof c.diag[0]);
      c.diag[0].code = E_OUT_OF_SPACE;
      k = 1;
    }
    *diags = xmalloc(sizeof(Diag) * (size_t)k);
    memcpy(*diags, c.diag, sizeof(Diag) * (size_t)k);
    *ndiags = k;
    *nerr_total = c.nerr_total > k ? c.nerr_total : k;
    *mod_len = 0;
  }
  free(ws);
  return out;
}

unsigned char *host_compile(const char *src, size_t len, size_t *mod_len, Diag **diags, int *ndiags) {
  int total;
  return compile_full(NULL, src, len, mod_len, diags, ndiags, &total, 1);
}

unsigned char *cli_compile(const char *file, const char *src, size_t len, size_t *mod_len, int optimize) {
  Diag *d = NULL;
  int nd = 0, total = 0, i;
  unsigned char *mod = compile_full(file, src, len, mod_len, &d, &nd, &total, optimize);
  if (mod) return mod;
  /* source order (the phases find errors in their own order: declarations before bodies); stable */
  for (i = 1; i < nd; i++) {
    Diag x = d[i];
    int j = i;
    for (; j > 0 && d[j - 1].pos > x.pos; j--) d[j] = d[j - 1];
    d[j] = x;
  }
  for (i = 0; i < nd; i++)
    diag_print(stderr, file, src, len > (size_t)INT32_MAX ? INT32_MAX : (int32_t)len, &d[i]);
  if (total > nd) fprintf(stderr, "%s: %d more error%s not shown\n", file, total - nd, total - nd == 1 ? "" : "s");
  free(d);
  return NULL;
}

/* ---------------------------------------------------------------- modules */
int cli_is_module(const unsigned char *bytes, size_t len) {
  return len >= 4 && bytes[0] == 'G' && bytes[1] == 'N' && bytes[2] == 'C' && bytes[3] == 'B';
}

const char *cli_mod_error_text(int code) {
  switch (code) {
  case MOD_OK: return "ok";
  case MOD_E_SHORT: return "file too short for a module header";
  case MOD_E_MAGIC: return "bad magic (not a gnc module)";
  case MOD_E_VERSION: return "unsupported module version";
  case MOD_E_ALIGN: return "module bytes are not 8-byte aligned";
  case MOD_E_SIZE: return "module size does not match its header";
  case MOD_E_RANGE: return "a section or function lies outside the module";
  case MOD_E_STATIC: return "a bad static object descriptor";
  }
  return "malformed module";
}

/* the name of function f if it is a sane printable name inside the names section, else NULL */
static int fn_name_ok(const Module *m, int32_t f) {
  const ModFunc *fn;
  uint32_t i;
  if (f < 0 || (uint32_t)f >= m->nfuncs) return 0;
  fn = &m->fn[f];
  if (fn->name_len == 0 || fn->name_len > 256 || fn->name_off > m->h->names_bytes ||
      fn->name_len > m->h->names_bytes - fn->name_off)
    return 0;
  for (i = 0; i < fn->name_len; i++) {
    char ch = m->names[fn->name_off + i];
    if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_')) return 0;
  }
  return 1;
}

void cli_vfy_message(char *buf, size_t cap, const Module *m, int loaded, const VfyError *e) {
  char msg[256];
  const char *fmt = vfy_error_text(e->code);
  const char *pct = strstr(fmt, "%d");
  if (pct) snprintf(msg, sizeof msg, "%.*s%d%s", (int)(pct - fmt), fmt, (int)e->arg, pct + 2);
  else snprintf(msg, sizeof msg, "%s", fmt);
  if (loaded && e->func >= 0 && fn_name_ok(m, e->func))
    snprintf(buf, cap, "function %.*s at pc %d: %s", (int)m->fn[e->func].name_len, m->names + m->fn[e->func].name_off,
             (int)e->pc, msg);
  else if (e->func >= 0)
    snprintf(buf, cap, "function #%d at pc %d: %s", (int)e->func, (int)e->pc, msg);
  else
    snprintf(buf, cap, "%s", msg);
}

int cli_load_verified(const char *file, const unsigned char *bytes, size_t len, Module *m, int internal) {
  const char *what = internal ? "internal error: the compiled module does not verify" : "error";
  VfyError e;
  size_t ws_size;
  void *ws;
  int rc = mod_load(bytes, len, m);
  char msg[512];
  if (rc != MOD_OK) {
    fprintf(stderr, "%s: %s: %s: %s\n", file, what, vfy_error_text(VE_LOAD), cli_mod_error_text(rc));
    return VE_LOAD;
  }
  ws_size = vfy_workspace_size(m);
  ws = xmalloc(ws_size);
  memset(&e, 0, sizeof e);
  rc = vfy_module(m, ws, ws_size, &e);
  free(ws);
  if (rc == 0) return 0;
  if (e.code <= VE_NONE || e.code >= VE__COUNT) e.code = VE_LOAD;
  cli_vfy_message(msg, sizeof msg, m, 1, &e);
  fprintf(stderr, "%s: %s: %s\n", file, what, msg);
  return e.code;
}

/* ---------------------------------------------------------------- VM memory */
int cli_vm_init(CliVm *vm, int64_t fuel, int32_t max_depth) {
  memset(vm, 0, sizeof *vm);
  vm->lim.fuel = fuel;
  vm->lim.max_depth = max_depth;
  vm->mem.stack_cap = GNC_DEF_STACK;
  vm->mem.heap_cap = GNC_DEF_HEAP;
  /* frames_cap counts ints: VM_FRAME_INTS per call frame, one frame per depth level plus the entry's */
  vm->mem.frames_cap = VM_FRAME_INTS * (max_depth + 2);
  vm->mem.stack = xmalloc(sizeof(Value) * (size_t)vm->mem.stack_cap);
  vm->mem.heap = xmalloc(sizeof(Value) * (size_t)vm->mem.heap_cap);
  vm->mem.frames = xmalloc(sizeof(int32_t) * (size_t)vm->mem.frames_cap);
  /* the byte memory of pointers (docs/memory.md): untouched pages cost nothing, the VM writes only what
   * the program uses */
  vm->mem.mem_cap = GNC_DEF_MEM;
  vm->mem.objs_cap = GNC_DEF_OBJS;
  vm->mem.out_cap = GNC_DEF_OUT;
  vm->mem.mem = xmalloc((size_t)vm->mem.mem_cap);
  vm->mem.objs = xmalloc(sizeof(VmObj) * (size_t)vm->mem.objs_cap);
  vm->mem.out = xmalloc((size_t)vm->mem.out_cap);
  return 0;
}

int cli_vm_set_mem(CliVm *vm, int64_t bytes) {
  free(vm->mem.mem);
  vm->mem.mem_cap = bytes;
  vm->mem.mem = bytes > 0 ? xmalloc((size_t)bytes) : NULL;
  return 0;
}

void cli_vm_free(CliVm *vm) {
  free((void *)vm->mem.in);
  free(vm->mem.stack);
  free(vm->mem.heap);
  free(vm->mem.frames);
  free(vm->mem.mem);
  free(vm->mem.objs);
  free(vm->mem.out);
}

/* ---------------------------------------------------------------- values */
const char *cli_type_name(int ty) {
  static const char *const names[TY__END] = {
    [TY_VOID] = "void", [TY_BOOL] = "bool", [TY_INT] = "int", [TY_LONG] = "long", [TY_DOUBLE] = "double",
    [TY_CHAR] = "char", [TY_UCHAR] = "unsigned char", [TY_SHORT] = "short", [TY_USHORT] = "unsigned short",
    [TY_UINT] = "unsigned int", [TY_ULONG] = "unsigned long", [TY_FLOAT] = "float", [TY_PTR] = "pointer"};
  static const char *const arrays[TY__END] = {
    [TY_BOOL] = "bool[]", [TY_INT] = "int[]", [TY_LONG] = "long[]", [TY_DOUBLE] = "double[]",
    [TY_CHAR] = "char[]", [TY_UCHAR] = "unsigned char[]", [TY_SHORT] = "short[]",
    [TY_USHORT] = "unsigned short[]", [TY_UINT] = "unsigned int[]", [TY_ULONG] = "unsigned long[]",
    [TY_FLOAT] = "float[]"};
  static const char *const stars[] = {"", "*", "**", "***", "****", "*****", "******", "*******"};
  static char buf[8][48]; /* pointer types: a few names may be in use at once (one message) */
  static int next;
  int b = TY_BASE(ty);
  const char *n = b < TY__END ? (TY_IS_ARR(ty) ? arrays[b] : names[b]) : 0;
  if (!n && b >= TY_PTR1) { /* a pointer type: 32 * depth + base (core.h) */
    char *o = buf[next++ & 7];
    snprintf(o, sizeof buf[0], "%s %s%s", b % TY_PTR1 == TY_VOID ? "void" : cli_type_name(b % TY_PTR1),
             stars[b / TY_PTR1], TY_IS_ARR(ty) ? "[]" : "");
    return o;
  }
  return n ? n : TY_IS_ARR(ty) ? "?[]" : "?";
}

void cli_int_range(int ty, int64_t *lo, int64_t *hi) {
  switch (ty) {
  case TY_CHAR: *lo = -128; *hi = 127; return;
  case TY_UCHAR: *lo = 0; *hi = 255; return;
  case TY_SHORT: *lo = -32768; *hi = 32767; return;
  case TY_USHORT: *lo = 0; *hi = 65535; return;
  case TY_UINT: *lo = 0; *hi = 4294967295LL; return;
  case TY_INT: *lo = INT32_MIN; *hi = INT32_MAX; return;
  default: *lo = INT64_MIN; *hi = INT64_MAX; return;
  }
}

void cli_print_value(FILE *f, int ty, Value v) {
  switch (ty) {
  case TY_BOOL: fputs(v.i ? "true" : "false", f); break;
  case TY_INT: case TY_CHAR: case TY_SHORT: case TY_UCHAR: case TY_USHORT:
    fprintf(f, "%d", (int)(int32_t)v.i);
    break;
  case TY_UINT: fprintf(f, "%u", (unsigned)(uint32_t)v.u); break;
  case TY_LONG: fprintf(f, "%lld", (long long)v.i); break;
  case TY_ULONG: fprintf(f, "%llu", (unsigned long long)v.u); break;
  case TY_DOUBLE: case TY_FLOAT: /* every NaN prints as nan: its sign bit is not meaningful (and differs across FPUs) */
    if (v.d != v.d) fputs("nan", f);
    else fprintf(f, "%.17g", v.d);
    break;
  default: break;
  }
}
