/* jsonl.c - host helpers of the batch engine: JSON writing into a growable buffer, the raw text of a JSON
 * member (so that `gnc batch` echoes ids verbatim), a line reader for JSON Lines input that streams
 * (bounded memory, lines longer than a limit are skipped, not kept) and hands out what is available without
 * blocking, and the error text of a program (compile error or invalid input), shared by the CLI and the C
 * API so that both say the same thing.
 */
#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "engine/host.h"
#include "engine/jsonl.h"
#include "core/batch/batch.h"

/* ---------------------------------------------------------------- Buf */
static void buf_reserve(Buf *b, size_t n) {
  if (b->len + n + 1 <= b->cap) return;
  size_t cap = b->cap ? b->cap : 4096;
  while (cap < b->len + n + 1) cap *= 2;
  b->p = realloc(b->p, cap);
  if (!b->p) { fputs("gnc: out of memory\n", stderr); exit(1); }
  b->cap = cap;
}

void buf_put(Buf *b, const char *s, size_t n) {
  buf_reserve(b, n);
  memcpy(b->p + b->len, s, n);
  b->len += n;
  b->p[b->len] = 0;
}

void buf_puts(Buf *b, const char *s) { buf_put(b, s, strlen(s)); }

void buf_printf(Buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(b->p ? b->p + b->len : NULL, b->p ? b->cap - b->len : 0, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if (!b->p || (size_t)n >= b->cap - b->len) {
    buf_reserve(b, (size_t)n);
    va_start(ap, fmt);
    vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
  }
  b->len += (size_t)n;
}

void buf_free(Buf *b) {
  free(b->p);
  b->p = NULL;
  b->len = b->cap = 0;
}

/* length of the valid UTF-8 sequence at s[0..n), 0 if invalid */
static size_t utf8_len(const unsigned char *s, size_t n) {
  unsigned c = s[0];
  size_t k;
  uint32_t cp;
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) { k = 2; cp = c & 0x1F; }
  else if (c >= 0xE0 && c <= 0xEF) { k = 3; cp = c & 0x0F; }
  else if (c >= 0xF0 && c <= 0xF4) { k = 4; cp = c & 0x07; }
  else return 0;
  if (n < k) return 0;
  for (size_t i = 1; i < k; i++) {
    if ((s[i] & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (s[i] & 0x3F);
  }
  if ((k == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (k == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
    return 0;
  return k;
}

void buf_json_str(Buf *b, const char *s, size_t n) {
  const unsigned char *u = (const unsigned char *)s;
  buf_reserve(b, n + 2);
  b->p[b->len++] = '"';
  for (size_t i = 0; i < n;) {
    unsigned c = u[i];
    if (c == '"' || c == '\\') {
      char e[2] = {'\\', (char)c};
      buf_put(b, e, 2);
      i++;
    } else if (c < 0x20) {
      switch (c) {
      case '\n': buf_put(b, "\\n", 2); break;
      case '\t': buf_put(b, "\\t", 2); break;
      case '\r': buf_put(b, "\\r", 2); break;
      default: buf_printf(b, "\\u%04x", c);
      }
      i++;
    } else {
      size_t k = utf8_len(u + i, n - i);
      if (k == 0) { buf_put(b, "\xEF\xBF\xBD", 3); i++; }
      else { buf_put(b, s + i, k); i += k; }
    }
  }
  buf_put(b, "\"", 1);
}

void buf_json_double(Buf *b, double d) {
  char t[40];
  if (d != d) { buf_puts(b, "\"nan\""); return; }
  if (d > 1.7976931348623157e308) { buf_puts(b, "\"inf\""); return; }
  if (d < -1.7976931348623157e308) { buf_puts(b, "\"-inf\""); return; }
  snprintf(t, sizeof t, "%.17g", d);
  buf_puts(b, t);
  if (!strpbrk(t, ".e")) buf_put(b, ".0", 2);
}

/* ---------------------------------------------------------------- raw JSON members */
static size_t skip_ws(const char *s, size_t n, size_t i) {
  while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) i++;
  return i;
}

static size_t skip_str(const char *s, size_t n, size_t i) { /* s[i] == '"' */
  for (i++; i < n && s[i] != '"'; i++)
    if (s[i] == '\\') i++;
  return i < n ? i + 1 : n;
}

static size_t skip_value(const char *s, size_t n, size_t i) {
  if (i >= n) return n;
  if (s[i] == '"') return skip_str(s, n, i);
  if (s[i] == '{' || s[i] == '[') {
    int depth = 0;
    while (i < n) {
      char c = s[i];
      if (c == '"') { i = skip_str(s, n, i); continue; }
      if (c == '{' || c == '[') depth++;
      else if ((c == '}' || c == ']') && --depth == 0) return i + 1;
      i++;
    }
    return n;
  }
  while (i < n && !strchr(",}] \t\r\n", s[i])) i++;
  return i;
}

int json_raw_member(const char *s, size_t n, const char *key, int first, size_t *off, size_t *len) {
  size_t klen = strlen(key), i = skip_ws(s, n, 0);
  int found = 0;
  if (i >= n || s[i] != '{') return 0;
  for (i++;;) {
    i = skip_ws(s, n, i);
    if (i >= n || s[i] != '"') return found;
    size_t k0 = i + 1;
    i = skip_str(s, n, i);
    size_t k1 = i - 1;
    i = skip_ws(s, n, i);
    if (i >= n || s[i] != ':') return found;
    i = skip_ws(s, n, i + 1);
    size_t v0 = i;
    i = skip_value(s, n, i);
    if (k1 - k0 == klen && memcmp(s + k0, key, klen) == 0) {
      *off = v0;
      *len = i - v0;
      if (first) return 1;
      found = 1;
    }
    i = skip_ws(s, n, i);
    if (i >= n || s[i] != ',') return found;
    i++;
  }
}

long json_raw_elements(const char *s, size_t n, size_t *off, size_t *len, long max) {
  size_t i = skip_ws(s, n, 0);
  long k = 0;
  if (i >= n || s[i] != '[') return 0;
  for (i++;;) {
    i = skip_ws(s, n, i);
    if (i >= n || s[i] == ']') return k;
    size_t v0 = i;
    i = skip_value(s, n, i);
    if (k < max) {
      off[k] = v0;
      len[k] = i - v0;
    }
    k++;
    i = skip_ws(s, n, i);
    if (i >= n || s[i] != ',') return k;
    i++;
  }
}

/* ---------------------------------------------------------------- LineReader */
#define READ_BLOCK ((size_t)1 << 20)

void lr_init(LineReader *r, FILE *f, size_t max_line) {
  struct stat st;
  memset(r, 0, sizeof *r);
  r->f = f;
  r->max_line = max_line;
  if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && lseek(fileno(f), 0, SEEK_CUR) == 0) {
    void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fileno(f), 0);
    if (p != MAP_FAILED) {
      madvise(p, (size_t)st.st_size, MADV_SEQUENTIAL);
      r->buf = p;
      r->len = r->cap = r->mapped = (size_t)st.st_size;
      r->eof = 1;
    }
  }
}

void lr_free(LineReader *r) {
  if (r->mapped) munmap(r->buf, r->mapped);
  else free(r->buf);
  r->buf = NULL;
}

void lr_compact(LineReader *r) {
  if (r->mapped) { /* give back the pages of the lines already answered */
    size_t page = (size_t)sysconf(_SC_PAGESIZE), end = r->pos / page * page;
    if (end > r->dropped) madvise(r->buf + r->dropped, end - r->dropped, MADV_DONTNEED);
    if (end > r->dropped) r->dropped = end;
    return;
  }
  if (r->pos == 0) return;
  memmove(r->buf, r->buf + r->pos, r->len - r->pos);
  r->len -= r->pos;
  r->scan -= r->pos;
  r->pos = 0;
}

/* read what is there (at least one byte unless at the end) into buf[at..cap); bytes read, 0 at the end */
static size_t lr_read(LineReader *r, size_t at) {
  if (r->cap < at + READ_BLOCK) {
    size_t cap = r->cap ? r->cap : READ_BLOCK;
    while (cap < at + READ_BLOCK) cap *= 2;
    char *p = realloc(r->buf, cap);
    if (!p) { fputs("gnc: out of memory\n", stderr); exit(1); }
    r->buf = p;
    r->cap = cap;
  }
  for (;;) {
    ssize_t n = read(fileno(r->f), r->buf + at, r->cap - at);
    if (n > 0) return (size_t)n;
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) r->err = 1;
    r->eof = 1;
    return 0;
  }
}

/* a line longer than max_line: drop its bytes (those from r->pos on) up to the next '\n' */
static void lr_discard(LineReader *r, LineRef *l) {
  size_t total = r->len - r->pos;
  if (r->mapped) { /* the last line, without a newline */
    r->pos = r->scan = r->len;
    l->off = r->pos;
    l->len = 0;
    l->too_large = total;
    l->lineno = ++r->lineno;
    return;
  }
  r->len = r->pos;
  for (;;) {
    size_t n = lr_read(r, r->pos);
    if (n == 0) break;
    char *nl = memchr(r->buf + r->pos, '\n', n);
    if (nl) {
      size_t k = (size_t)(nl - (r->buf + r->pos));
      total += k;
      memmove(r->buf + r->pos, nl + 1, n - k - 1);
      r->len = r->pos + (n - k - 1);
      break;
    }
    total += n;
  }
  r->scan = r->pos;
  l->off = r->pos;
  l->len = 0;
  l->too_large = total ? total : 1;
  l->lineno = ++r->lineno;
}

static int input_ready(LineReader *r) {
  struct pollfd p = {.fd = fileno(r->f), .events = POLLIN};
  return poll(&p, 1, 0) != 0;
}

int lr_next_nb(LineReader *r, LineRef *l, int nonblock) {
  for (;;) {
    char *nl = r->scan < r->len ? memchr(r->buf + r->scan, '\n', r->len - r->scan) : NULL;
    if (nl) {
      size_t end = (size_t)(nl - r->buf);
      l->off = r->pos;
      l->len = end - r->pos;
      l->too_large = 0;
      l->lineno = ++r->lineno;
      if (l->len && r->buf[l->off + l->len - 1] == '\r') l->len--;
      if (l->len > r->max_line) { l->too_large = l->len; l->len = 0; }
      r->pos = r->scan = end + 1;
      return 1;
    }
    r->scan = r->len;
    if (r->len - r->pos > r->max_line) { lr_discard(r, l); return 1; }
    if (r->eof) {
      if (r->pos == r->len) return 0;
      l->off = r->pos;
      l->len = r->len - r->pos;
      l->too_large = 0;
      l->lineno = ++r->lineno;
      if (l->len && r->buf[l->off + l->len - 1] == '\r') l->len--;
      r->pos = r->scan = r->len;
      return 1;
    }
    if (nonblock && !input_ready(r)) return 2;
    r->len += lr_read(r, r->len);
  }
}

int lr_next(LineReader *r, LineRef *l) { return lr_next_nb(r, l, 0); }

/* ---------------------------------------------------------------- messages */
const char *batch_type_text(int ty) {
  static const char *base[TY__END] = {"void", "bool", "int", "long", "double", "?", "?", "?", "?", "?", "?", "?",
                                      "?", "?", "?", "?", "char", "unsigned char", "short", "unsigned short",
                                      "unsigned int", "unsigned long", "float", "pointer"};
  static const char *arr[TY__END] = {"void[]", "bool[]", "int[]", "long[]", "double[]", "?", "?", "?", "?", "?",
                                     "?", "?", "?", "?", "?", "?", "char[]", "unsigned char[]", "short[]",
                                     "unsigned short[]", "unsigned int[]", "unsigned long[]", "float[]", "?[]"};
  int b = TY_BASE(ty);
  if (b >= TY__END) return TY_IS_ARR(ty) ? "?[]" : "?";
  return TY_IS_ARR(ty) ? arr[b] : base[b];
}

const char *batch_type_name(char *buf, size_t cap, int ty) {
  if (ty < 32 || TY_IS_ARR(ty)) snprintf(buf, cap, "%s", batch_type_text(ty));
  else snprintf(buf, cap, "%s %.7s", batch_type_text(ty % 32), &"*******"[7 - (ty / 32 > 7 ? 7 : ty / 32)]);
  return buf;
}

static const char *tag_text(int tag) {
  switch (tag) {
  case BV_INT: return "an integer";
  case BV_DOUBLE: return "a real";
  case BV_BOOL: return "a bool";
  case BV_ARRAY: return "an array";
  case BV_STRING: return "a string";
  case BV_NULL: return "null";
  default: return "nothing";
  }
}

static void compile_error_text(char *buf, size_t cap, const char *src, int64_t len, const ProgResult *r) {
  int32_t n = len > INT32_MAX ? INT32_MAX : (int32_t)len;
  char msg[512], more[64] = "";
  int line = 0, col = 0;
  if (r->first_error.code == BATCH_E_VERIFY) { /* (the message's %d, the verifier's arg, is not kept) */
    const char *t = vfy_error_text(r->first_error.arg), *pct = strstr(t, "%d ");
    snprintf(buf, cap, "internal error: the compiled module does not verify: %.*s%s (function %d, pc %d)",
             pct ? (int)(pct - t) : (int)strlen(t), t, pct ? pct + 3 : "", r->first_error.pos, r->first_error.len);
    return;
  }
  diag_message(msg, sizeof msg, src, n, &r->first_error);
  diag_linecol(src, n, r->first_error.pos, &line, &col);
  if (r->nerrors > 1)
    snprintf(more, sizeof more, " (and %d more error%s)", r->nerrors - 1, r->nerrors > 2 ? "s" : "");
  snprintf(buf, cap, "%d:%d: error: %s%s", line, col, msg, more);
}

static void invalid_generic(char *buf, size_t cap, const char *entry, int32_t elen, const ProgResult *r) {
  int t = r->invalid_arg;
  switch (r->invalid) {
  case BI_NO_ENTRY: snprintf(buf, cap, "no function '%.*s'", elen > 200 ? 200 : elen, entry); break;
  case BI_ARG_COUNT: snprintf(buf, cap, "tests[%d]: wrong number of arguments", t); break;
  case BI_ARG_TYPE: snprintf(buf, cap, "tests[%d]: an argument does not fit its parameter's type", t); break;
  case BI_EXPECT_TYPE: snprintf(buf, cap, "tests[%d].expect: does not fit the return type", t); break;
  case BI_TOO_BIG: snprintf(buf, cap, "tests[%d]: the array arguments do not fit into array memory", t); break;
  case BI_MEM_BIG: case BI_OBJS_BIG:
    snprintf(buf, cap, "tests[%d]: the pointer arguments do not fit into the byte memory", t);
    break;
  case BI_AFTER_TYPE: case BI_AFTER_LEN: case BI_AFTER_NONE:
    snprintf(buf, cap, "tests[%d].args_after: does not fit an argument", t);
    break;
  default: snprintf(buf, cap, "invalid input");
  }
}

void batch_bad_text(char *buf, size_t cap, int bi, const BatchBad *bad, const Module *m, int32_t fn,
                    const BatchIn *in, int32_t p, const BatchOpts *o, int single) {
  const ModFunc *f = &m->fn[fn];
  const char *entry = in->entry + in->entry_off[p];
  int32_t elen = in->entry_off[p + 1] - in->entry_off[p];
  int64_t t = in->test_off[p] + bad->test;
  const BVal *v = bad->arg < 0 ? &in->expect[t] : bad->after ? &in->after[in->arg_off[t] + bad->arg]
                                                             : &in->args[in->arg_off[t] + bad->arg];
  const char *args = bad->after ? "args_after" : "args";
  char where[96], test[32] = "", tn[64];
  int whole = bi == BI_ARG_COUNT || bi == BI_TOO_BIG || bi == BI_MEM_BIG || bi == BI_OBJS_BIG;
  if (bad->elem >= 0) v = &in->arr[v->v + bad->elem];
  if (elen > 200) elen = 200;
  if (!single) snprintf(test, sizeof test, "tests[%d]%s", bad->test, whole ? "" : ".");
  if (bad->arg < 0) snprintf(where, sizeof where, "%sexpect", test);
  else if (bad->elem < 0) snprintf(where, sizeof where, "%s%s[%d]", test, args, bad->arg);
  else snprintf(where, sizeof where, "%s%s[%d][%d]", test, args, bad->arg, bad->elem);
  /* the type an element must have: an array's base, a pointer's pointee */
  int want = bad->elem < 0 ? bad->want : TY_IS_ARR(bad->want) ? TY_BASE(bad->want) : bty_pointee(bad->want);
  if (bi == BI_AFTER_TYPE && bad->elem < 0 && !TY_IS_ARR(want)) want = bty_pointee(want) | TY_ARR;
  switch (bi) {
  case BI_ARG_COUNT:
    snprintf(buf, cap, "%s%s%d argument%s given, '%.*s' takes %d", test, single ? "" : ": ", bad->why,
             bad->why == 1 ? "" : "s", elen, entry, f->nparams);
    break;
  case BI_ARG_TYPE:
  case BI_EXPECT_TYPE:
    if (bi == BI_EXPECT_TYPE && f->ret == TY_VOID)
      snprintf(buf, cap, "%s: '%.*s' returns void, nothing to expect", where, elen, entry);
    else if (bad->why == BC_RANGE)
      snprintf(buf, cap, "%s: %lld is out of range for %s", where, (long long)v->v, batch_type_name(tn, sizeof tn, want));
    else if (bi == BI_EXPECT_TYPE && bty_is_ptr(want))
      snprintf(buf, cap, "%s: '%.*s' returns %s: expected %s, got %s", where, elen, entry,
               batch_type_name(tn, sizeof tn, want), bty_is_charp(want) ? "a string or null" : "null", tag_text(v->tag));
    else if (bi == BI_ARG_TYPE && bty_is_ptr(want))
      snprintf(buf, cap, "%s: expected %s for %s, got %s", where,
               bty_is_charp(want) ? "a string, an array or null" : bty_pointee(want) ? "an array or null" : "null",
               batch_type_name(tn, sizeof tn, want), tag_text(v->tag));
    else
      snprintf(buf, cap, "%s: expected %s%s, got %s", where, TY_IS_ARR(want) ? "an array of " : "",
               batch_type_name(tn, sizeof tn, TY_BASE(want)), tag_text(v->tag));
    break;
  case BI_AFTER_TYPE:
    if (bad->why == BC_RANGE)
      snprintf(buf, cap, "%s: %lld is out of range for %s", where, (long long)v->v, batch_type_name(tn, sizeof tn, want));
    else if (bad->elem < 0)
      snprintf(buf, cap, "%s: expected an array%s, got %s", where,
               bty_is_charp(bad->want) ? " or a string" : "", tag_text(v->tag));
    else
      snprintf(buf, cap, "%s: expected %s, got %s", where, batch_type_name(tn, sizeof tn, want), tag_text(v->tag));
    break;
  case BI_AFTER_LEN:
    snprintf(buf, cap, "%s: %d element%s, the argument has %lld", where, bad->why, bad->why == 1 ? "" : "s",
             (long long)bad->need);
    break;
  case BI_AFTER_NONE:
    snprintf(buf, cap, "%s: only array and pointer arguments given an array or a string can be checked after the run",
             where);
    break;
  case BI_TOO_BIG:
    snprintf(buf, cap, "%s%sthe array arguments need %d slots of array memory, more than the %d there are", test,
             single ? "" : ": ", bad->why, o->heap_slots);
    break;
  case BI_MEM_BIG:
    snprintf(buf, cap, "%s%sthe pointer arguments need %lld bytes of memory, more than the %lld there are", test,
             single ? "" : ": ", (long long)bad->need, (long long)(o->mem_bytes > 0xfffffff0LL ? 0xfffffff0LL : o->mem_bytes & ~15LL));
    break;
  case BI_OBJS_BIG:
    snprintf(buf, cap, "%s%sthe pointer arguments need %lld object ids, more than the %d there are", test,
             single ? "" : ": ", (long long)bad->need, o->objs);
    break;
  default:
    snprintf(buf, cap, "invalid input");
  }
}

/* the reason in detail: compile again (rare path), check the tests again and describe the first bad one */
static int invalid_detail(char *buf, size_t cap, const BatchIn *in, int32_t p, const ProgResult *r,
                          const BatchOpts *o) {
  int64_t len = in->src_off[p + 1] - in->src_off[p];
  Compiler *c = malloc(sizeof *c);
  void *ws = NULL;
  size_t ws_cap = 0;
  Module m;
  BatchBad bad;
  int ok = 0;
  if (!c || len > GNC_MAX_SRC) goto out;
  if (cc_compile_host(c, in->src + in->src_off[p], (int32_t)len, NULL, 0, &ws, &ws_cap) != 0 ||
      mod_load(c->out, (size_t)c->out_len, &m) != MOD_OK)
    goto out;
  int32_t fn = mod_find(&m, in->entry + in->entry_off[p], in->entry_off[p + 1] - in->entry_off[p]);
  if (fn < 0 || batch_check_prog(in, p, &m, fn, o, &bad) != r->invalid) goto out;
  batch_bad_text(buf, cap, r->invalid, &bad, &m, fn, in, p, o, 0);
  ok = 1;
out:
  free(ws);
  free(c);
  return ok;
}

void batch_prog_error(char *buf, size_t cap, const BatchIn *in, int32_t p, const ProgResult *r,
                      const BatchOpts *o) {
  const char *src = in->src + in->src_off[p];
  int64_t len = in->src_off[p + 1] - in->src_off[p];
  if (cap) buf[0] = 0;
  if (r->status == PS_COMPILE_ERROR) compile_error_text(buf, cap, src, len, r);
  else if (r->status == PS_INVALID_INPUT &&
           (r->invalid == BI_NO_ENTRY || !invalid_detail(buf, cap, in, p, r, o)))
    invalid_generic(buf, cap, in->entry + in->entry_off[p], in->entry_off[p + 1] - in->entry_off[p], r);
}

void batch_prog_error_src(char *buf, size_t cap, const char *src, int64_t len, const char *entry,
                          int32_t entry_len, const ProgResult *r) {
  if (cap) buf[0] = 0;
  if (r->status == PS_COMPILE_ERROR) compile_error_text(buf, cap, src, len, r);
  else if (r->status == PS_INVALID_INPUT) invalid_generic(buf, cap, entry, entry_len, r);
}
