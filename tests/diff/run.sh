#!/bin/sh
# tests/diff/run.sh - differential test of gnc against gcc -O0 -fwrapv on generated programs.
#
#   tests/diff/run.sh [--count N] [--seed S] [--size small|medium|mixed] [--random K] [--sanitize] ...
#
# Generates N programs (default 2000, seeds S..S+N-1, default S=1) with `gnc gen`, runs every entry with
# its suggested arguments through `gnc batch` (or `gnc run`) and through gcc (hundreds of programs per C
# file), and compares every value.  --random K adds K programs from a random seed, printed so that a
# failure can be reproduced.  Failing programs are kept under build/diff-fail/.  --sanitize checks the
# generator itself instead (gcc with UBSan + ASan: no undefined behaviour, no warning about it).
# Environment: DIFF_COUNT, DIFF_SEED, DIFF_RANDOM set the same defaults.  All options: diff.py --help.
# The last line is "N passed, N failed"; the exit status is non-zero on any failure.
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/gnc ]; then
  make build/gnc > /dev/null || { echo "0 passed, 1 failed"; exit 1; }
fi
exec python3 tests/diff/diff.py --gnc build/gnc --count "${DIFF_COUNT:-2000}" --seed "${DIFF_SEED:-1}" \
  --random "${DIFF_RANDOM:-0}" "$@"
