#!/usr/bin/env bash
# tests/corpus/run.sh - a corpus of C programs written the way code models write them (HumanEval/MBPP-style
# solutions with a `main` full of asserts), run through gcc and gnc.
#
#   tests/corpus/run.sh [FILE.c ...]      (default: every tests/corpus/ok/*.c and tests/corpus/pending/*.c)
#
#   ok/*.c       must pass under gcc (-std=gnu17 -O0 -fwrapv, exit 0) and under `gnc run` (exit 0, printing
#                exactly the program's output, the same as gcc's, as the gcc build does)
#   pending/*.c  must pass under gcc, and gnc must reject them at compile time: exit 1 with a
#                `FILE:LINE:COL: error: ...` line (never a wrong answer, a trap or a crash)
#
# Environment: GNC (default build/gnc), CC (default gcc).
# Prints one line per failure, a `corpus: ...` line and, last, "N passed, M failed"; exits non-zero on failure.
set -u
cd "$(dirname "$0")/../.." || exit 1

GNC=${GNC:-build/gnc}
CC=${CC:-gcc}
if [ ! -x "$GNC" ]; then
  make build/gnc > /dev/null || { echo "0 passed, 1 failed"; exit 1; }
fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

if [ $# -gt 0 ]; then
  FILES=("$@")
else
  shopt -s nullglob # (pending/ may be empty, and then absent from a clone)
  FILES=(tests/corpus/ok/*.c tests/corpus/pending/*.c)
  shopt -u nullglob
fi

PASSED=0
FAILED=0
OK_TOTAL=0
OK_PASSED=0
PENDING_TOTAL=0
PENDING_PASSED=0

fail() {
  echo "FAIL $1: $2"
  if [ -n "${3:-}" ] && [ -s "$3" ]; then sed -n '1,12p' "$3" | sed 's/^/    /'; fi
  FAILED=$((FAILED + 1))
}

# gcc_run FILE: compiles FILE with gcc and runs it; its stdout goes to $TMP/gcc.out, diagnostics to
# $TMP/gcc.err; returns non-zero (after reporting) if either step fails
gcc_run() {
  local f=$1 rc
  if ! "$CC" -std=gnu17 -O0 -fwrapv -o "$TMP/prog" "$f" -lm > "$TMP/gcc.err" 2>&1; then
    fail "$f" "gcc does not compile it" "$TMP/gcc.err"
    return 1
  fi
  timeout 10 "$TMP/prog" > "$TMP/gcc.out" 2> "$TMP/gcc.err"
  rc=$?
  if [ "$rc" -ne 0 ]; then
    fail "$f" "the gcc build exits with status $rc" "$TMP/gcc.err"
    return 1
  fi
  return 0
}

for f in "${FILES[@]}"; do
  case "$f" in
    */pending/*) kind=pending; PENDING_TOTAL=$((PENDING_TOTAL + 1)) ;;
    *) kind=ok; OK_TOTAL=$((OK_TOTAL + 1)) ;;
  esac
  gcc_run "$f" || continue
  timeout 10 "$GNC" run "$f" > "$TMP/gnc.out" 2> "$TMP/gnc.err"
  rc=$?
  if [ "$kind" = ok ]; then
    # gnc run of main behaves as the gcc build: the same output, the same exit status
    if [ "$rc" -ne 0 ]; then
      fail "$f" "gnc run exits with status $rc (gcc: 0)" "$TMP/gnc.err"
    elif ! cmp -s "$TMP/gcc.out" "$TMP/gnc.out"; then
      diff "$TMP/gcc.out" "$TMP/gnc.out" > "$TMP/diff.txt"
      fail "$f" "gnc run prints something else than gcc's build (< gcc, > gnc)" "$TMP/diff.txt"
    else
      PASSED=$((PASSED + 1))
      OK_PASSED=$((OK_PASSED + 1))
    fi
  else
    if [ "$rc" -ne 1 ]; then
      { echo "stdout:"; cat "$TMP/gnc.out"; echo "stderr:"; cat "$TMP/gnc.err"; } > "$TMP/both.txt"
      fail "$f" "gnc run exits with status $rc; a pending program must be rejected at compile time (status 1)" \
        "$TMP/both.txt"
    elif ! grep -qE -- "^$(printf '%s' "$f" | sed 's/[][\\.*^$+?(){}|/]/\\&/g'):[0-9]+:[0-9]+: error: .+" "$TMP/gnc.err"; then
      fail "$f" "gnc exits with status 1 but prints no 'FILE:LINE:COL: error: ...' line" "$TMP/gnc.err"
    else
      PASSED=$((PASSED + 1))
      PENDING_PASSED=$((PENDING_PASSED + 1))
    fi
  fi
done

echo "corpus: $OK_PASSED of $OK_TOTAL ok programs pass; $PENDING_PASSED of $PENDING_TOTAL pending programs rejected with a diagnostic"
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
