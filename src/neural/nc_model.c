/* nc_model.c - finding and loading the neural compiler's files: the checkpoint and the hybrid's router live in
 * models/, found in the working directory or beside the gnc binary or libgnc.so, so that `gnc` and the Python
 * binding work from any directory.
 */
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "neural/nc.h"
#include "neural/nn/nn.h"

/* a file of models/ (the default model and router): in the working directory, else beside the gnc binary or
 * libgnc.so (build/../models) */
const char *nc_model_path(const char *path, char *buf, size_t cap) {
  char dir[4096];
  ssize_t n;
  Dl_info info;
  if (strncmp(path, "models/", 7) || access(path, R_OK) == 0) return path;
  n = readlink("/proc/self/exe", dir, sizeof dir - 1);
  for (int k = 0; k < 2; k++) {             /* beside the gnc binary, then beside libgnc.so */
    if (k == 1) {
      if (!dladdr((void *)nc_model_path, &info) || !info.dli_fname) break;
      snprintf(dir, sizeof dir, "%s", info.dli_fname);
    } else if (n <= 0) {
      continue;
    } else {
      dir[n] = 0;
    }
    if (strrchr(dir, '/')) *strrchr(dir, '/') = 0;
    snprintf(buf, cap, "%s/../%s", dir, path);
    if (access(buf, R_OK) == 0) return buf;
  }
  return path;
}

NnModel *nc_model_open(const char *given, char *err, size_t cap, int *nomem) {
  char msg[256], buf[4200];
  const char *path = nc_model_path(given, buf, sizeof buf);
  NnModel *m = nn_load(path, NULL, 0, NULL, msg, sizeof msg);
  *nomem = !m && errno == ENOMEM;
  if (!m) { snprintf(err, cap, "cannot load the model: %s", msg); return NULL; }
  if (m->cfg.vocab != NL_VOCAB) {
    snprintf(err, cap, "%s: the model's vocabulary has %d tokens, gnc's listing language %d", path, m->cfg.vocab,
             NL_VOCAB);
    nn_free(m);
    return NULL;
  }
  return m;
}
