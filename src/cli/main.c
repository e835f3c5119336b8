/* main.c - the gnc command line: dispatch to one command per file of src/cli (run.c, compile.c, batch.c, ...).
 *
 *   gnc run | compile | disasm | check | verify | batch | serve | gen | search | neural  [options]
 *
 * Every command takes --help.  Exit statuses: 0 success, 1 user error (usage, missing file, compile error,
 * module that fails verification), 2 runtime trap, 3 internal error.
 */
#include <string.h>
#include "cli/cli.h"

typedef struct {
  const char *name;
  int (*fn)(int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  {"run", cmd_run, "compile a program and call a function with arguments"},
  {"compile", cmd_compile, "compile a program to a bytecode module file"},
  {"disasm", cmd_disasm, "print the bytecode of a module or program"},
  {"check", cmd_check, "only diagnose a program"},
  {"verify", cmd_verify, "run the bytecode verifier on a module file"},
  {"batch", cmd_batch, "compile, run and test many programs (JSON lines) at once"},
  {"serve", cmd_serve, "an HTTP service for gnc batch, ScaleBox and SandboxFusion requests (batched)"},
  {"gen", cmd_gen, "generate random valid programs"},
  {"search", cmd_search, "synthesize a function from examples (genetic programming over gnc programs)"},
  {"neural", cmd_neural, "the neural compiler: compile, eval, train (a transformer, verified samples)"},
};
#define NCOMMANDS (int)(sizeof commands / sizeof commands[0])

static void usage(FILE *f) {
  int i;
  fprintf(f,
          "gnc - a compiler and bytecode VM for a strict subset of C, with a core that also runs on the GPU\n"
          "\n"
          "usage: gnc COMMAND [OPTIONS] ...\n"
          "\n"
          "commands:\n");
  for (i = 0; i < NCOMMANDS; i++) fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].summary);
  fprintf(f,
          "\n"
          "gnc COMMAND --help shows the options of a command; gnc --version the version.\n"
          "exit status: 0 success, 1 error in the input or usage, 2 runtime trap, 3 internal error\n");
}

int main(int argc, char **argv) {
  int i;
  if (argc < 2) {
    usage(stderr);
    return EXIT_USER;
  }
  if (cli_is_help(argv[1]) || strcmp(argv[1], "help") == 0) {
    usage(stdout);
    return EXIT_OK;
  }
  if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0) {
    printf("%s\n", GNC_VERSION_TEXT);
    return EXIT_OK;
  }
  for (i = 0; i < NCOMMANDS; i++)
    if (strcmp(argv[1], commands[i].name) == 0) return commands[i].fn(argc - 1, argv + 1);
  fprintf(stderr, "gnc: unknown command '%s' (gnc --help lists the commands)\n", argv[1]);
  return EXIT_USER;
}
