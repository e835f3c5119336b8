/* checkpoint.c - saving and loading a model (nn_save / nn_load).
 *
 * File layout, every field little-endian:
 *   "GNCN"  uint32 version (1)  int32 vocab, ctx, layers, heads, ch  uint32 flags (bit 0: AdamW state)
 *   int64 step  uint64 extra_len  float params[n]  [float m[n], float v[n]]  uint8 extra[extra_len]
 *   uint32 CRC-32 (IEEE 802.3, reflected, as zlib computes it) of every byte before it.
 * Saving writes PATH.tmp, flushes it to disk and renames it over PATH, so an interrupted save leaves the
 * previous checkpoint in place.  Loading checks the magic, the version, the flags and a plausible config,
 * then that the file is exactly as long as that config implies, before it allocates anything; floats are
 * streamed straight into the model while the CRC runs over them, and the CRC is compared before the
 * model is returned.  Every failure is one sentence in err.
 */
#include "neural/nn/nn.h"
#include "engine/host.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NN_CKPT_VERSION 1u
#define NN_CKPT_HEADER 48 /* magic 4, version 4, config 20, flags 4, step 8, extra_len 8 */
#define NN_FLAG_OPTIMIZER 1u
#define CHUNK 4096

/* ---- CRC-32 */

static uint32_t crc_table[256];

static void crc_init(void) {
  if (crc_table[1]) return;
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    crc_table[i] = c;
  }
}

/* running CRC: start from 0, feed bytes, the final value is the CRC of everything fed */
static uint32_t crc_update(uint32_t crc, const uint8_t *p, size_t n) {
  crc = ~crc;
  for (size_t i = 0; i < n; i++) crc = crc_table[(crc ^ p[i]) & 0xFF] ^ (crc >> 8);
  return ~crc;
}

/* ---- little-endian encoding */

static void put_u32(uint8_t *p, uint32_t v) {
  for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

static void put_u64(uint8_t *p, uint64_t v) {
  for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
}

static uint32_t get_u32(const uint8_t *p) {
  uint32_t v = 0;
  for (int i = 0; i < 4; i++) v |= (uint32_t)p[i] << (8 * i);
  return v;
}

static uint64_t get_u64(const uint8_t *p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

static void set_err(char *err, size_t errlen, const char *fmt, ...) {
  if (!err || !errlen) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err, errlen, fmt, ap);
  va_end(ap);
}

/* ---- saving */

typedef struct {
  FILE *f;
  uint32_t crc;
  int ok;
} Writer;

static void wr_bytes(Writer *w, const void *p, size_t n) {
  if (!w->ok || !n) return;
  w->crc = crc_update(w->crc, p, n);
  if (fwrite(p, 1, n, w->f) != n) w->ok = 0;
}

static void wr_floats(Writer *w, const float *x, size_t n) {
  uint8_t buf[CHUNK * 4];
  while (n && w->ok) {
    size_t k = n < CHUNK ? n : CHUNK;
    for (size_t i = 0; i < k; i++) {
      uint32_t bits;
      memcpy(&bits, &x[i], 4);
      put_u32(buf + 4 * i, bits);
    }
    wr_bytes(w, buf, 4 * k);
    x += k;
    n -= k;
  }
}

static void header_bytes(const NnModel *m, uint32_t flags, uint64_t extra_len, uint8_t h[NN_CKPT_HEADER]) {
  const int32_t cfg[5] = {m->cfg.vocab, m->cfg.ctx, m->cfg.layers, m->cfg.heads, m->cfg.ch};
  memcpy(h, "GNCN", 4);
  put_u32(h + 4, NN_CKPT_VERSION);
  for (int i = 0; i < 5; i++) put_u32(h + 8 + 4 * i, (uint32_t)cfg[i]);
  put_u32(h + 28, flags);
  put_u64(h + 32, (uint64_t)m->step);
  put_u64(h + 40, extra_len);
}

/* write the whole file to f; 0 on a write error */
static int write_all(const NnModel *m, FILE *f, const void *extra, size_t extra_len, int with_opt) {
  Writer w = {f, 0, 1};
  uint8_t h[NN_CKPT_HEADER], tail[4];
  header_bytes(m, with_opt ? NN_FLAG_OPTIMIZER : 0, extra_len, h);
  wr_bytes(&w, h, sizeof h);
  wr_floats(&w, m->params_flat, m->nparams);
  if (with_opt) {
    wr_floats(&w, m->m_flat, m->nparams);
    wr_floats(&w, m->v_flat, m->nparams);
  }
  wr_bytes(&w, extra, extra_len);
  put_u32(tail, w.crc);
  if (w.ok && fwrite(tail, 1, 4, f) != 4) w.ok = 0;
  return w.ok && fflush(f) == 0 && fsync(fileno(f)) == 0;
}

int nn_save(const NnModel *m, const char *path, const void *extra, size_t extra_len, int with_optimizer,
            char *err, size_t errlen) {
  crc_init();
  if (!extra) extra_len = 0;
  /* a model that never took a step has no moments yet: they are zero */
  float *zeros = NULL;
  NnModel tmp = *m;
  if (with_optimizer && (!m->m_flat || !m->v_flat)) {
    zeros = host_calloc(m->nparams, sizeof(float));
    if (!zeros) {
      set_err(err, errlen, "cannot save %s: out of memory.", path);
      return 0;
    }
    if (!tmp.m_flat) tmp.m_flat = zeros;
    if (!tmp.v_flat) tmp.v_flat = zeros;
  }
  size_t n = strlen(path);
  char *tmp_path = host_alloc(n + 5);
  if (!tmp_path) {
    free(zeros);
    set_err(err, errlen, "cannot save %s: out of memory.", path);
    return 0;
  }
  memcpy(tmp_path, path, n);
  memcpy(tmp_path + n, ".tmp", 5);
  FILE *f = fopen(tmp_path, "wb");
  int ok = 0;
  if (!f) set_err(err, errlen, "cannot write %s: %s.", tmp_path, strerror(errno));
  else {
    ok = write_all(&tmp, f, extra, extra_len, with_optimizer);
    int e = errno;
    if (fclose(f) != 0) ok = 0;
    if (!ok) set_err(err, errlen, "cannot write %s: %s.", tmp_path, strerror(e ? e : EIO));
    else if (rename(tmp_path, path) != 0) {
      set_err(err, errlen, "cannot rename %s to %s: %s.", tmp_path, path, strerror(errno));
      ok = 0;
    }
    if (!ok) remove(tmp_path);
  }
  free(tmp_path);
  free(zeros);
  return ok;
}

/* ---- loading */

typedef struct {
  FILE *f;
  uint32_t crc;
} Reader;

static int rd_bytes(Reader *r, void *p, size_t n) {
  if (!n) return 1;
  if (fread(p, 1, n, r->f) != n) return 0;
  r->crc = crc_update(r->crc, p, n);
  return 1;
}

static int rd_floats(Reader *r, float *x, size_t n) {
  uint8_t buf[CHUNK * 4];
  while (n) {
    size_t k = n < CHUNK ? n : CHUNK;
    if (!rd_bytes(r, buf, 4 * k)) return 0;
    for (size_t i = 0; i < k; i++) {
      uint32_t bits = get_u32(buf + 4 * i);
      memcpy(&x[i], &bits, 4);
    }
    x += k;
    n -= k;
  }
  return 1;
}

/* a sentence about what is implausible in cfg, or NULL */
static const char *config_problem(const NnConfig *c) {
  if (c->vocab < 1 || c->vocab > 65536) return "vocabulary size outside 1..65536";
  if (c->ctx < 1 || c->ctx > 65536) return "context length outside 1..65536";
  if (c->layers < 1 || c->layers > 64) return "layer count outside 1..64";
  if (c->ch < 1 || c->ch > 8192) return "channel count outside 1..8192";
  if (c->heads < 1 || c->ch % c->heads != 0) return "head count that does not divide the channels";
  return NULL;
}

typedef struct {
  NnConfig cfg;
  uint32_t flags;
  int64_t step;
  uint64_t extra_len;
} Header;

/* parse and check the header against the file's size; 0 with err set on a problem */
static int check_header(const uint8_t *h, long size, const char *path, Header *hd, char *err, size_t errlen) {
  if (size < 4 || memcmp(h, "GNCN", 4) != 0) {
    set_err(err, errlen, "%s is not a checkpoint (bad magic).", path);
    return 0;
  }
  if (size < NN_CKPT_HEADER + 4) {
    set_err(err, errlen, "%s is truncated (%ld bytes, shorter than the header).", path, size);
    return 0;
  }
  uint32_t version = get_u32(h + 4);
  if (version != NN_CKPT_VERSION) {
    set_err(err, errlen, "%s has unsupported checkpoint version %u (expected %u).", path, version,
            NN_CKPT_VERSION);
    return 0;
  }
  int32_t v[5];
  for (int i = 0; i < 5; i++) v[i] = (int32_t)get_u32(h + 8 + 4 * i);
  hd->cfg = (NnConfig){v[0], v[1], v[2], v[3], v[4]};
  hd->flags = get_u32(h + 28);
  hd->step = (int64_t)get_u64(h + 32);
  hd->extra_len = get_u64(h + 40);
  const char *why = config_problem(&hd->cfg);
  if (why) {
    set_err(err, errlen, "%s has an implausible config: %s.", path, why);
    return 0;
  }
  if (hd->flags & ~NN_FLAG_OPTIMIZER) {
    set_err(err, errlen, "%s has unknown flags 0x%x.", path, hd->flags);
    return 0;
  }
  /* the size must be exact; the float count of any plausible config fits in 64 bits */
  uint64_t floats = (uint64_t)nn_param_count(&hd->cfg) * (hd->flags & NN_FLAG_OPTIMIZER ? 3 : 1);
  uint64_t fixed = NN_CKPT_HEADER + 4 + floats * 4, have = (uint64_t)size;
  if (have < fixed || have - fixed < hd->extra_len) {
    set_err(err, errlen, "%s is truncated: %ld bytes, where its config needs %llu plus a %llu-byte blob.", path,
            size, (unsigned long long)fixed, (unsigned long long)hd->extra_len);
    return 0;
  }
  if (have - fixed > hd->extra_len) {
    set_err(err, errlen, "%s does not match its config: %ld bytes, where the config needs %llu.", path, size,
            (unsigned long long)(fixed + hd->extra_len));
    return 0;
  }
  return 1;
}

/* read the body into a new model; NULL with err set */
static NnModel *read_body(Reader *r, const Header *hd, const char *path, void *extra, size_t extra_cap,
                          size_t *extra_len, char *err, size_t errlen, int *nomem) {
  NnModel *m = nn_alloc_model(&hd->cfg);
  uint8_t *blob = hd->extra_len ? host_alloc(hd->extra_len) : NULL;
  int opt = hd->flags & NN_FLAG_OPTIMIZER;
  if (opt && m) {
    m->m_flat = host_calloc(m->nparams, sizeof(float));
    m->v_flat = host_calloc(m->nparams, sizeof(float));
  }
  if (!m || (hd->extra_len && !blob) || (opt && (!m->m_flat || !m->v_flat))) {
    set_err(err, errlen, "cannot load %s: out of memory.", path);
    *nomem = 1;
    goto fail;
  }
  uint8_t tail[4];
  if (!rd_floats(r, m->params_flat, m->nparams) || (opt && !rd_floats(r, m->m_flat, m->nparams)) ||
      (opt && !rd_floats(r, m->v_flat, m->nparams)) || !rd_bytes(r, blob, hd->extra_len) ||
      fread(tail, 1, 4, r->f) != 4) {
    set_err(err, errlen, "%s is truncated (read failed).", path);
    goto fail;
  }
  if (get_u32(tail) != r->crc) {
    set_err(err, errlen, "%s is corrupt (CRC mismatch: stored %08x, computed %08x).", path, get_u32(tail), r->crc);
    goto fail;
  }
  if (extra && hd->extra_len > extra_cap) {
    set_err(err, errlen, "%s holds a trainer blob of %llu bytes, larger than the %zu bytes offered.", path,
            (unsigned long long)hd->extra_len, extra_cap);
    goto fail;
  }
  if (extra && hd->extra_len) memcpy(extra, blob, hd->extra_len);
  if (extra_len) *extra_len = (size_t)hd->extra_len;
  m->step = opt ? hd->step : 0;
  free(blob);
  return m;
fail:
  free(blob);
  nn_free(m);
  return NULL;
}

NnModel *nn_load(const char *path, void *extra, size_t extra_cap, size_t *extra_len, char *err,
                 size_t errlen) {
  crc_init();
  if (extra_len) *extra_len = 0;
  FILE *f = fopen(path, "rb");
  if (!f) {
    set_err(err, errlen, "cannot open %s: %s.", path, strerror(errno));
    return NULL;
  }
  NnModel *m = NULL;
  int nomem = 0;
  uint8_t h[NN_CKPT_HEADER] = {0};
  Header hd;
  long size = -1;
  if (fseek(f, 0, SEEK_END) == 0) size = ftell(f);
  if (size < 0 || fseek(f, 0, SEEK_SET) != 0) set_err(err, errlen, "cannot read %s: not a seekable file.", path);
  else {
    Reader r = {f, 0};
    size_t got = fread(h, 1, sizeof h, f);
    if ((long)got < (size < NN_CKPT_HEADER ? size : NN_CKPT_HEADER))
      set_err(err, errlen, "cannot read %s: %s.", path, strerror(errno ? errno : EIO));
    else if (check_header(h, size, path, &hd, err, errlen)) {
      r.crc = crc_update(0, h, sizeof h);
      m = read_body(&r, &hd, path, extra, extra_cap, extra_len, err, errlen, &nomem);
    }
  }
  fclose(f);
  if (!m) errno = nomem ? ENOMEM : EINVAL;
  return m;
}
