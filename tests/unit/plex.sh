#!/usr/bin/env bash
# tests/unit/plex.sh - the data-parallel lexer (src/core/compiler/plex.c, the CUDA backend's lexing step) against
# lex_run, emulated on the host: every tests/lang, tests/errors and examples program, 3000 generated
# programs, and random mutations and garbage (build/plex-test).  Prints "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
make -s build/gnc build/plex-test >/dev/null || { echo "0 passed, 1 failed"; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
build/gnc gen --count 3000 --size mixed --seed 5 -o "$dir" >/dev/null 2>&1
build/plex-test tests/lang tests/errors examples "$dir"
