/* compile.c - `gnc compile FILE -o OUT` and `gnc check FILE...`
 *
 * compile writes the module bytes (after checking that the verifier accepts them: a compiled program
 * that does not verify is an internal error); check only diagnoses, silently when the program is fine.
 */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

static const char compile_help[] =
  "usage: gnc compile FILE -o OUT [--no-opt]\n"
  "\n"
  "Compile FILE (- reads standard input) to a bytecode module and write it to OUT (- writes standard\n"
  "output). The module is verified before it is written. gnc disasm prints it, gnc verify checks it.\n"
  "\n"
  "options:\n"
  "  -o, --output OUT   the module file to write\n"
  "  --no-opt           compile without the optimizer and peephole passes\n"
  "  -h, --help         show this help\n"
  "\n"
  "exit status: 0 success, 1 compile error or bad usage, 3 internal error.\n";

static const char check_help[] =
  "usage: gnc check FILE...\n"
  "\n"
  "Diagnose each FILE (- reads standard input) without running it: every error as\n"
  "FILE:LINE:COL: error: MESSAGE, with the source line and a caret, on standard error.\n"
  "Prints nothing for a correct program.\n"
  "\n"
  "options:\n"
  "  -h, --help         show this help\n"
  "\n"
  "exit status: 0 all files are correct, 1 errors found (or bad usage), 3 internal error.\n";

static int write_file(const char *path, const unsigned char *bytes, size_t len) {
  FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "wb");
  int ok;
  if (!f) {
    perror(path);
    return EXIT_USER;
  }
  ok = fwrite(bytes, 1, len, f) == len;
  ok = (f == stdout ? fflush(f) : fclose(f)) == 0 && ok;
  if (!ok) {
    fprintf(stderr, "%s: error: cannot write the module\n", path);
    return EXIT_USER;
  }
  return EXIT_OK;
}

int cmd_compile(int argc, char **argv) {
  const char *file = NULL, *out = NULL, *val;
  int i, optimize = 1, rc;
  size_t len, mod_len;
  char *src;
  unsigned char *mod;
  Module m;
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) { fputs(compile_help, stdout); return EXIT_OK; }
    if (cli_opt(argc, argv, &i, "--output", "-o", &val)) {
      if (!val || !*val) return cli_error("compile", "option -o needs a file name");
      out = val;
    } else if (strcmp(a, "--no-opt") == 0) {
      optimize = 0;
    } else if (a[0] == '-' && a[1] != 0) {
      return cli_error("compile", "unknown option '%s' (gnc compile --help lists the options)", a);
    } else if (file) {
      return cli_error("compile", "more than one input file ('%s' and '%s')", file, a);
    } else {
      file = a;
    }
  }
  if (!file) return cli_error("compile", "missing FILE (usage: gnc compile FILE -o OUT)");
  if (!out) return cli_error("compile", "missing -o OUT (usage: gnc compile FILE -o OUT)");
  if (!(src = cli_read_input(file, &len, 0))) return EXIT_USER;
  mod = cli_compile(cli_display_name(file), src, len, &mod_len, optimize);
  free(src);
  if (!mod) return EXIT_USER;
  if (cli_load_verified(cli_display_name(file), mod, mod_len, &m, 1)) rc = EXIT_INTERNAL;
  else rc = write_file(out, mod, mod_len);
  free(mod);
  return rc;
}

int cmd_check(int argc, char **argv) {
  int i, nfiles = 0, rc = EXIT_OK;
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) { fputs(check_help, stdout); return EXIT_OK; }
    if (a[0] == '-' && a[1] != 0)
      return cli_error("check", "unknown option '%s' (gnc check --help lists the options)", a);
  }
  for (i = 1; i < argc; i++) {
    size_t len, mod_len;
    char *src = cli_read_input(argv[i], &len, 0);
    unsigned char *mod;
    Module m;
    nfiles++;
    if (!src) { rc = rc > EXIT_USER ? rc : EXIT_USER; continue; }
    mod = cli_compile(cli_display_name(argv[i]), src, len, &mod_len, 1);
    if (!mod) rc = rc > EXIT_USER ? rc : EXIT_USER;
    else if (cli_load_verified(cli_display_name(argv[i]), mod, mod_len, &m, 1)) rc = EXIT_INTERNAL;
    free(mod);
    free(src);
  }
  if (nfiles == 0) return cli_error("check", "missing FILE (usage: gnc check FILE...)");
  return rc;
}
