#!/bin/sh
# tests/verifier/run.sh - builds and runs the loader/verifier/VM/disassembler tests under
# AddressSanitizer + UndefinedBehaviorSanitizer.  Usage: tests/verifier/run.sh [MUTATIONS]
set -e
cd "$(dirname "$0")/../.."
CC=${CC:-cc}
mkdir -p build/tests
$CC -std=c11 -D_GNU_SOURCE -O1 -g -ffp-contract=off -fno-strict-aliasing -Wall -Wextra -Wshadow \
  -Wno-unused-parameter -fsanitize=address,undefined -fno-sanitize-recover=undefined \
  -fno-omit-frame-pointer -Isrc/core -Isrc/host \
  -o build/tests/test_verifier tests/verifier/test_verifier.c \
  src/core/module.c src/core/verify.c src/core/vm.c src/host/disasm.c
exec build/tests/test_verifier "$@"
