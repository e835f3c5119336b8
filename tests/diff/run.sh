#!/bin/sh
# tests/diff/run.sh - differential test of gnc against gcc -O0 -fwrapv on generated programs.
#
#   tests/diff/run.sh [--count N] [--seed S] [--size small|medium|mixed] [--random K] [--sanitize] [--ctypes] ...
#
# Generates N programs (default 2000, seeds S..S+N-1, default S=1) with `gnc gen`, runs every entry with
# its suggested arguments through `gnc batch` (or `gnc run`) and through gcc (hundreds of programs per C
# file), and compares every value.  --random K adds K programs from a random seed, printed so that a
# failure can be reproduced.  Failing programs are kept under build/diff-fail/.  --sanitize checks the
# generator itself instead (gcc with UBSan + ASan: no undefined behaviour, no warning about it).  --ctypes
# generates programs with C's other scalar types, const, comma, sizeof, switch and typedef; --pointers adds
# pointers, strings, malloc and printf (their output is compared too; they run through `gnc run`); --structs
# adds structs, unions and multi-dimensional arrays; --realc adds what C written by people and language models
# uses: big, empty and variable-length arrays, goto, variadic helpers, block-scope declarations.
# Environment: DIFF_COUNT, DIFF_SEED, DIFF_RANDOM set the same defaults.  All options: diff.py --help.
#
# Without arguments (as tests/run.sh calls it) it runs nine parts: the default run above (mixed sizes, with
# trap programs), then --ctypes programs: DIFF_CTYPES_COUNT small ones (default 2000) and
# DIFF_CTYPES_MEDIUM medium ones (default 400, seeds from 100001), failures kept under
# build/diff-fail-ctypes/ and build/diff-fail-ctypes-medium/, then --pointers programs: DIFF_POINTERS_COUNT
# small ones (default 2000) and DIFF_POINTERS_MEDIUM medium ones (default 300, seeds from 100001), failures
# kept under build/diff-fail-pointers/ and build/diff-fail-pointers-medium/, then --structs programs (structs,
# unions, 2-D and 3-D arrays): DIFF_STRUCTS_COUNT small ones (default 1500) and DIFF_STRUCTS_MEDIUM medium
# ones (default 200, seeds from 100001), failures kept under build/diff-fail-structs/ and
# build/diff-fail-structs-medium/, then --realc programs: DIFF_REALC_COUNT small ones (default 1000) and
# DIFF_REALC_MEDIUM medium ones (default 150, seeds from 100001), failures kept under build/diff-fail-realc/
# and build/diff-fail-realc-medium/.  With arguments it runs just diff.py with them.
# The last line is "N passed, N failed"; the exit status is non-zero on any failure.
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/gnc ]; then
  make build/gnc > /dev/null || { echo "0 passed, 1 failed"; exit 1; }
fi
diff_py() {
  python3 tests/diff/diff.py --gnc build/gnc "$@"
}
if [ $# -gt 0 ]; then
  exec python3 tests/diff/diff.py --gnc build/gnc --count "${DIFF_COUNT:-2000}" --seed "${DIFF_SEED:-1}" \
    --random "${DIFF_RANDOM:-0}" "$@"
fi

PASSED=0
FAILED=0
STATUS=0
# part NAME ARGS...: runs diff.py, shows its output and adds its last "N passed, N failed" line to the totals
part() {
  name=$1
  shift
  echo "== diff $name: diff.py $*"
  out=$(mktemp)
  diff_py "$@" > "$out" 2>&1
  rc=$?
  cat "$out"
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$out" | tail -n 1)
  rm -f "$out"
  p=$(echo "$line" | sed -nE 's/^([0-9]+) passed, ([0-9]+) failed.*/\1/p')
  f=$(echo "$line" | sed -nE 's/^([0-9]+) passed, ([0-9]+) failed.*/\2/p')
  p=${p:-0}
  f=${f:-0}
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  if [ "$rc" -ne 0 ]; then STATUS=1; fi
  PASSED=$((PASSED + p))
  FAILED=$((FAILED + f))
}
part default --count "${DIFF_COUNT:-2000}" --seed "${DIFF_SEED:-1}" --random "${DIFF_RANDOM:-0}"
part ctypes-small --ctypes --size small --count "${DIFF_CTYPES_COUNT:-2000}" --seed "${DIFF_SEED:-1}" --traps 0 \
  --fail-dir build/diff-fail-ctypes
part ctypes-medium --ctypes --size medium --count "${DIFF_CTYPES_MEDIUM:-400}" --seed 100001 --traps 0 \
  --fail-dir build/diff-fail-ctypes-medium
part pointers-small --pointers --size small --count "${DIFF_POINTERS_COUNT:-2000}" --seed "${DIFF_SEED:-1}" --traps 0 \
  --fail-dir build/diff-fail-pointers
part pointers-medium --pointers --size medium --count "${DIFF_POINTERS_MEDIUM:-300}" --seed 100001 --traps 0 \
  --fail-dir build/diff-fail-pointers-medium
part structs-small --structs --size small --count "${DIFF_STRUCTS_COUNT:-1500}" --seed "${DIFF_SEED:-1}" --traps 0 \
  --fail-dir build/diff-fail-structs
part structs-medium --structs --size medium --count "${DIFF_STRUCTS_MEDIUM:-200}" --seed 100001 --traps 0 \
  --fail-dir build/diff-fail-structs-medium
part realc-small --realc --size small --count "${DIFF_REALC_COUNT:-1000}" --seed "${DIFF_SEED:-1}" --traps 0 \
  --fail-dir build/diff-fail-realc
part realc-medium --realc --size medium --count "${DIFF_REALC_MEDIUM:-150}" --seed 100001 --traps 0 \
  --fail-dir build/diff-fail-realc-medium
echo "$PASSED passed, $FAILED failed"
if [ "$FAILED" -ne 0 ]; then STATUS=1; fi
exit $STATUS
