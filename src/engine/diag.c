/* diag.c - turning the core's diagnostics (data: code, byte position, length, argument) into text.
 *
 *   FILE:LINE:COL: error: MESSAGE
 *   <the source line>
 *   <spaces and tabs up to the column>^~~~
 *
 * LINE and COL are 1-based; COL counts bytes.  The message comes from the DIAGS table in compiler.h: %s is the
 * source text the diagnostic covers (non-printable bytes escaped as \xNN, long texts shortened), or for
 * E_EXPECTED the text EXPECTED_TEXTS[arg]; %d is arg.  The source line is shown with its tabs kept, so that
 * the caret line (which copies each tab) lines up in any terminal; control bytes and invalid UTF-8 show as
 * '?', and a valid UTF-8 sequence counts as one column of the caret line.  A diagnostic at the end of the
 * input is moved back to just after the last non-blank character, where the missing token belongs.
 */
#include <string.h>
#include "engine/host.h"

static const char *diag_format(int code) {
  switch (code) {
#define D(c, fmt) case c: return fmt;
    DIAGS(D)
#undef D
  }
  return "internal error: unknown diagnostic %d";
}

static const char *expected_text(int arg) {
  switch (arg) {
#define T(c, text) case c: return text;
    EXPECTED_TEXTS(T)
#undef T
  }
  return "something else";
}

const char *vfy_error_text(int code) {
  switch (code) {
#define V(c, msg) case c: return msg;
    VFY_ERRORS(V)
#undef V
  }
  return "unknown verifier error";
}

/* the position a diagnostic is shown at: clamped into the source, end of input moved back over blanks */
static int32_t diag_show_pos(const char *src, int32_t src_len, int32_t pos) {
  if (pos < 0) pos = 0;
  if (pos >= src_len) {
    pos = src_len;
    while (pos > 0 && (src[pos - 1] == ' ' || src[pos - 1] == '\t' || src[pos - 1] == '\n' || src[pos - 1] == '\r' ||
                       src[pos - 1] == '\f' || src[pos - 1] == '\v'))
      pos--;
  }
  return pos;
}

void diag_linecol(const char *src, int32_t src_len, int32_t pos, int *line, int *col) {
  int32_t i, start = 0;
  int ln = 1;
  pos = diag_show_pos(src, src_len, pos);
  for (i = 0; i < pos; i++)
    if (src[i] == '\n') { ln++; start = i + 1; }
  *line = ln;
  *col = (int)(pos - start) + 1;
}

/* appends to buf (always NUL-terminated) */
typedef struct { char *buf; size_t cap, n; } Out;
static void out_ch(Out *o, char ch) {
  if (o->n + 1 < o->cap) o->buf[o->n++] = ch;
  if (o->cap) o->buf[o->n < o->cap ? o->n : o->cap - 1] = 0;
}
static void out_str(Out *o, const char *s) { while (*s) out_ch(o, *s++); }

/* the source text [pos, pos+len) as a message argument: escaped, at most 60 bytes */
static void out_src_text(Out *o, const char *src, int32_t src_len, int32_t pos, int32_t len) {
  static const char hex[] = "0123456789abcdef";
  int32_t i, end;
  if (pos < 0) pos = 0;
  if (pos > src_len) pos = src_len;
  if (len < 0) len = 0;
  end = len > src_len - pos ? src_len : pos + len;
  for (i = pos; i < end && i < pos + 60; i++) {
    unsigned char ch = (unsigned char)src[i];
    if (ch >= 0x20 && ch < 0x7f) out_ch(o, (char)ch);
    else { out_ch(o, '\\'); out_ch(o, 'x'); out_ch(o, hex[ch >> 4]); out_ch(o, hex[ch & 15]); }
  }
  if (i < end) out_str(o, "...");
}

void diag_message(char *buf, size_t cap, const char *src, int32_t src_len, const Diag *d) {
  Out o = {buf, cap, 0};
  const char *f = diag_format(d->code);
  char num[24];
  if (cap) buf[0] = 0;
  for (; *f; f++) {
    if (f[0] == '%' && f[1] == 's') {
      if (d->code == E_EXPECTED) out_str(&o, expected_text(d->arg));
      else if (d->tlen > 0 && d->tlen <= (int32_t)sizeof d->text) out_src_text(&o, d->text, d->tlen, 0, d->tlen);
      else out_src_text(&o, src, src_len, d->pos, d->len);
      f++;
    } else if (f[0] == '%' && f[1] == 'd') {
      snprintf(num, sizeof num, "%d", (int)(d->code >= E__COUNT || d->code <= E_NONE ? d->code : d->arg));
      out_str(&o, num);
      f++;
    } else {
      out_ch(&o, *f);
    }
  }
}

/* length of the display unit starting at s[0] (a valid UTF-8 sequence or one byte); *ok = printable */
static int unit_len(const unsigned char *s, int32_t avail, int *ok) {
  int n, k;
  unsigned char c = s[0];
  *ok = 1;
  if (c == '\t' || (c >= 0x20 && c < 0x7f)) return 1;
  n = c >= 0xf0 && c <= 0xf4 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
  if (c >= 0xf5) n = 0;
  if (n == 0 || n > avail) { *ok = 0; return 1; }
  for (k = 1; k < n; k++)
    if ((s[k] & 0xc0) != 0x80) { *ok = 0; return 1; }
  return n;
}

/* "FILE:LINE:COL: KIND: MESSAGE", the source line and the caret line */
static void diag_show(FILE *f, const char *file, const char *src, int32_t src_len, const Diag *d, const char *kind,
                      const char *msg) {
  int line, col;
  int32_t pos = diag_show_pos(src, src_len, d->pos), start = pos, end = pos, i;
  int32_t tok_end =
      d->len > 0 && d->pos >= 0 && d->pos < src_len && d->len <= src_len - d->pos ? d->pos + d->len : pos + 1;
  diag_linecol(src, src_len, d->pos, &line, &col);
  fprintf(f, "%s:%d:%d: %s: %s\n", file, line, col, kind, msg);
  while (start > 0 && src[start - 1] != '\n') start--;
  while (end < src_len && src[end] != '\n') end++;
  if (end > start && src[end - 1] == '\r') end--;
  if (end - start > 4000) { /* a huge line: show a window around the position */
    int32_t lo = pos - 2000 > start ? pos - 2000 : start;
    while (lo > start && (((unsigned char)src[lo]) & 0xc0) == 0x80) lo--;
    start = lo;
    if (end - start > 4000) end = start + 4000;
  }
  /* the source line */
  for (i = start; i < end;) {
    int ok, n = unit_len((const unsigned char *)src + i, end - i, &ok);
    if (ok) fwrite(src + i, 1, (size_t)n, f);
    else fputc('?', f);
    i += n;
  }
  fputc('\n', f);
  /* the caret line: the same units, blanked; ^ under the position, ~ under the rest of the text */
  for (i = start; i < end && i < pos;) {
    int ok, n = unit_len((const unsigned char *)src + i, end - i, &ok);
    fputc(src[i] == '\t' ? '\t' : ' ', f);
    i += n;
  }
  fputc('^', f);
  if (i < end) {
    int ok;
    i += unit_len((const unsigned char *)src + i, end - i, &ok);
  }
  for (; i < end && i < tok_end;) {
    int ok, n = unit_len((const unsigned char *)src + i, end - i, &ok);
    fputc('~', f);
    i += n;
  }
  fputc('\n', f);
}

/* the macro note of a diagnostic inside a macro expansion (d->mac > 0): "in expansion of macro 'NAME'" */
int diag_note(char *buf, size_t cap, const char *src, int32_t src_len, const Diag *d) {
  int32_t n = d->mac;
  if (n <= 0 || d->pos < 0 || d->pos >= src_len) return 0;
  if (n > src_len - d->pos) n = src_len - d->pos;
  if (n > 200) n = 200;
  snprintf(buf, cap, "in expansion of macro '%.*s'", (int)n, src + d->pos);
  return 1;
}

void diag_print(FILE *f, const char *file, const char *src, int32_t src_len, const Diag *d) {
  char msg[512];
  diag_message(msg, sizeof msg, src, src_len, d);
  diag_show(f, file, src, src_len, d, "error", msg);
  if (diag_note(msg, sizeof msg, src, src_len, d)) diag_show(f, file, src, src_len, d, "note", msg);
}
