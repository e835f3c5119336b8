/* module.c - the commands on bytecode modules: `gnc disasm MODULE|FILE` and `gnc verify MODULE...`
 *
 * A module file is recognised by its magic ("GNCB"); disasm compiles anything else as a source file.
 * Module files are read into malloc'd, hence 8-byte aligned, memory, as mod_load requires.  Only a module
 * that verifies is disassembled, unless --force is given (for looking at a corrupted module: the
 * disassembler only relies on the loader's bounds checks).
 */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

static const char disasm_help[] =
  "usage: gnc disasm MODULE|FILE [--no-opt] [--force]\n"
  "\n"
  "Print the bytecode of a module file (recognised by its magic), or of a source FILE after compiling it.\n"
  "- reads standard input.\n"
  "\n"
  "options:\n"
  "  --no-opt           compile a source without the optimizer and peephole passes\n"
  "  --force            disassemble a module even if it fails verification\n"
  "  -h, --help         show this help\n"
  "\n"
  "exit status: 0 success, 1 compile error, malformed module or bad usage, 3 internal error.\n";

static const char verify_help[] =
  "usage: gnc verify MODULE...\n"
  "\n"
  "Load each MODULE file (- reads standard input) and run the bytecode verifier on it. Prints\n"
  "\"MODULE: ok\", or \"MODULE: error: function F at pc P: MESSAGE\" for the first violation found.\n"
  "\n"
  "options:\n"
  "  -h, --help         show this help\n"
  "\n"
  "exit status: 0 every module verifies, 1 otherwise (or bad usage).\n";

int cmd_disasm(int argc, char **argv) {
  const char *file = NULL, *name;
  int i, optimize = 1, force = 0, rc = EXIT_OK;
  size_t len, mod_len;
  char *src;
  unsigned char *mod;
  Module m;
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) { fputs(disasm_help, stdout); return EXIT_OK; }
    if (strcmp(a, "--no-opt") == 0) optimize = 0;
    else if (strcmp(a, "--force") == 0) force = 1;
    else if (a[0] == '-' && a[1] != 0)
      return cli_error("disasm", "unknown option '%s' (gnc disasm --help lists the options)", a);
    else if (file) return cli_error("disasm", "more than one input file ('%s' and '%s')", file, a);
    else file = a;
  }
  if (!file) return cli_error("disasm", "missing MODULE or FILE (usage: gnc disasm MODULE|FILE)");
  name = cli_display_name(file);
  if (!(src = cli_read_input(file, &len, 1))) return EXIT_USER;
  if (cli_is_module((const unsigned char *)src, len)) {
    int vrc = cli_load_verified(name, (const unsigned char *)src, len, &m, 0);
    if (vrc != 0) {
      rc = EXIT_USER;
      if (!force || vrc == VE_LOAD) {
        if (vrc != VE_LOAD) fprintf(stderr, "%s: note: not disassembled (--force disassembles it anyway)\n", name);
        free(src);
        return rc;
      }
    }
    disasm_module(stdout, &m);
    free(src);
    return rc;
  }
  mod = cli_compile(name, src, len, &mod_len, optimize);
  free(src);
  if (!mod) return EXIT_USER;
  if (cli_load_verified(name, mod, mod_len, &m, 1)) rc = EXIT_INTERNAL;
  else disasm_module(stdout, &m);
  free(mod);
  return rc;
}

int cmd_verify(int argc, char **argv) {
  int i, nfiles = 0, rc = EXIT_OK;
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) { fputs(verify_help, stdout); return EXIT_OK; }
    if (a[0] == '-' && a[1] != 0)
      return cli_error("verify", "unknown option '%s' (gnc verify --help lists the options)", a);
  }
  for (i = 1; i < argc; i++) {
    size_t len;
    Module m;
    const char *name = cli_display_name(argv[i]);
    char *bytes = cli_read_input(argv[i], &len, 1);
    nfiles++;
    if (!bytes) { rc = EXIT_USER; continue; }
    if (cli_load_verified(name, (const unsigned char *)bytes, len, &m, 0)) rc = EXIT_USER;
    else printf("%s: ok\n", name);
    free(bytes);
  }
  if (nfiles == 0) return cli_error("verify", "missing MODULE (usage: gnc verify MODULE...)");
  return rc;
}
