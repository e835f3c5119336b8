/* jsonio.h - the CLI's JSON Lines plumbing (jsonio.c): an output buffer with JSON writers, the raw text of a
 * JSON member, the line reader of `gnc batch`.  Out of memory, they end the command (cli_nomem).
 */
#ifndef GNC_JSONIO_H
#define GNC_JSONIO_H
#include <stdio.h>
#include <stddef.h>

/* ---------------------------------------------------------------- a growable byte buffer */
typedef struct { char *p; size_t len, cap; } Buf;
void buf_put(Buf *b, const char *s, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_json_str(Buf *b, const char *s, size_t n); /* a quoted JSON string; invalid UTF-8 -> U+FFFD   */
void buf_json_double(Buf *b, double d);            /* %.17g, always with '.' or 'e'; "inf" "-inf" "nan" */
void buf_free(Buf *b);

/* ---------------------------------------------------------------- raw JSON text */
/* The raw text of member `key` of the JSON object in s[0..n) (which must be valid JSON): 1 and
 * [*off, *off + *len) when found, else 0.  first: the first such member (enough when duplicate keys were
 * rejected), else the last one (jansson's choice).  Keys written with escapes are not recognised. */
int json_raw_member(const char *s, size_t n, const char *key, int first, size_t *off, size_t *len);

/* The raw text of the elements of the JSON array in s[0..n) (which must be valid JSON): the element count,
 * and [off[k], off[k] + len[k]) for the first max of them. */
long json_raw_elements(const char *s, size_t n, size_t *off, size_t *len, long max);

/* ---------------------------------------------------------------- the line reader */
typedef struct {
  FILE *f;
  char *buf; size_t len, cap;   /* buf[0..len): read bytes; lines handed out are offsets into it     */
  size_t pos, scan;             /* start of the next line; bytes before scan hold no '\n'            */
  size_t max_line;
  long lineno;
  int eof, err;
  size_t mapped;                /* > 0: buf is the whole input file mapped read-only (this many bytes) */
  size_t dropped;               /* mapped: bytes before this were given back (madvise)               */
} LineReader;
typedef struct {
  size_t off, len;              /* the line (without '\n' and a trailing '\r') in LineReader.buf     */
  long lineno;                  /* 1-based                                                           */
  size_t too_large;             /* > 0: the line had this many bytes, more than max_line; not kept    */
} LineRef;
/* A regular file is mapped into memory (no copies, no buffer growth); pipes and terminals are read. */
void lr_init(LineReader *r, FILE *f, size_t max_line);
/* the next line: 1, or 0 at the end of input (r->err set on a read error).  Lines stay valid until
 * lr_compact, which drops everything before r->pos. */
int lr_next(LineReader *r, LineRef *l);
/* the same, but with nonblock set it returns 2 instead of waiting for more input (a pipe that is quiet) */
int lr_next_nb(LineReader *r, LineRef *l, int nonblock);
void lr_compact(LineReader *r);
void lr_free(LineReader *r);
#endif
