#!/usr/bin/env bash
# tests/unit/style.sh - the house style's one mechanical rule, one test per file: every line of the C and CUDA
# sources (src/, tools/, include/) is at most 120 columns (.clang-format describes the rest of the style).
#   bash tests/unit/style.sh [ROOT]
# Prints each line that is too long, then "N passed, N failed"; exits non-zero on any failure.
set -u
cd "${1:-"$(dirname "$0")/../.."}" || exit 2
pass=0
fail=0
while read -r f; do
  long=$(awk 'length > 120 {printf "%s:%d: %d columns\n", FILENAME, FNR, length}' "$f")
  if [ -n "$long" ]; then echo "$long"; fail=$((fail + 1)); else pass=$((pass + 1)); fi
done < <(find src tools include -name '*.[ch]' -o -name '*.cu' -o -name '*.cuh' | sort)
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
