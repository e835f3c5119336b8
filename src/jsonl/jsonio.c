/* jsonio.c - the JSON Lines plumbing of the commands (`gnc batch`, `gnc serve`, `gnc search`): JSON writing into
 * a growable buffer, the raw text of a JSON member (so that `gnc batch` echoes ids verbatim), and a line reader
 * for JSON Lines input that streams (bounded memory, lines longer than a limit are skipped, not kept) and hands
 * out what is available without blocking.  Out of memory, the process ends (jsonl_nomem: exit status 3, an
 * internal error); the library's part of the batch engine's text (a program's error) is src/engine/jsonl.c.
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
#include "jsonl/jsonl.h"

void jsonl_nomem(const char *who) {
  fprintf(stderr, "%s: out of memory\n", who);
  exit(3);
}

/* ---------------------------------------------------------------- Buf */
static void buf_reserve(Buf *b, size_t n) {
  if (b->len + n + 1 <= b->cap) return;
  size_t cap = b->cap ? b->cap : 4096;
  while (cap < b->len + n + 1) cap *= 2;
  b->p = realloc(b->p, cap);
  if (!b->p) jsonl_nomem("gnc");
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
    if (!p) jsonl_nomem("gnc");
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
