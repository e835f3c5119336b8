/* scan.h - sscanf's engine (scan.c): glibc 2.36's __vfscanf_internal (x86-64, C locale, ISO C99 mode)
 * over a byte string, as a step function that never touches the caller's memory.
 *
 *   ScanState s; ScanItem it; int32_t r, result;
 *   scan_init(&s, input, input_len, format, format_len);
 *   while ((r = scan_next(&s, &it, &result)) == SCAN_STORE) store it through the next pointer argument;
 *   r == SCAN_DONE: result is sscanf's return value; r < 0: a conversion gnc does not support
 *
 * Behaviour and differences from glibc: docs/library.md ("sscanf").
 */
#ifndef GNC_SCAN_H
#define GNC_SCAN_H

#include "core/core.h"

enum { SCAN_DONE = 0, SCAN_STORE = 1 };          /* scan_next's results                        */
enum { SCAN_E_UNSUPPORTED = -1 };                /* %p, %m, %ls, %lc, %l[, %S, %C, %Lf, %1$d, 'I' */
enum { SCAN_INT, SCAN_FLOAT, SCAN_DOUBLE, SCAN_CHARS, SCAN_STRING }; /* ScanItem.kind                 */

typedef struct {
  const uint8_t *in;  /* the input, without its NUL          */
  const uint8_t *f;   /* the format, without its NUL         */
  int32_t n, fn;      /* their lengths                       */
  int32_t pos, fi;    /* read position, format position      */
  int32_t c;          /* the last character read (-1: EOF)   */
  int32_t done;       /* items assigned so far               */
  int32_t skip_space; /* white space in the format is pending */
} ScanState;

typedef struct {
  int32_t kind;       /* SCAN_*                                                                  */
  int32_t size;       /* bytes to store: SCAN_INT 1, 2, 4 or 8; SCAN_FLOAT 4; SCAN_DOUBLE 8;
                         SCAN_CHARS len; SCAN_STRING len + 1 (the bytes, then a NUL)              */
  uint64_t u;         /* SCAN_INT: the value (its low `size` bytes are stored); SCAN_FLOAT/DOUBLE: bits */
  int32_t start, len; /* SCAN_CHARS, SCAN_STRING: the bytes in[start .. start + len)             */
} ScanItem;

CORE_FN void scan_init(ScanState *s, const uint8_t *in, int32_t n, const uint8_t *f, int32_t fn);
CORE_FN int32_t scan_next(ScanState *s, ScanItem *it, int32_t *result);

#endif
