#!/usr/bin/env bash
# tests/search/run.sh - gnc search: the genome code's unit test on the PSB problems (build/unit/test_gp), then
# tests/search/search_test.py (runs, reproducibility, checkpoints, the emulated CUDA path, gcc agreement, errors).
#   bash tests/search/run.sh            GNC=build/asan/gnc bash tests/search/run.sh (the same under sanitizers)
# Prints "N passed, M failed" and exits non-zero on any failure.
set -u
cd "$(dirname "$0")/../.."
GNC=${GNC:-build/gnc}
OUT=build/search-test
mkdir -p "$OUT"
[ -x "$GNC" ] || make -s "$GNC" || exit 1
make -s build/gnc-emu || exit 1   # incremental: always the current sources
python3 bench/search/psb.py "$OUT/problems" || exit 1
CC=${CC:-gcc}
SAN=""
if echo 'int main(void){return 0;}' | $CC -fsanitize=address,undefined -x c - -o "$OUT/san-probe" 2>/dev/null; then
  SAN="-fsanitize=address,undefined -fno-omit-frame-pointer"
fi
$CC -std=c11 -D_GNU_SOURCE -O1 -g $SAN -Isrc -Itools -Iinclude -o "$OUT/test_gp" tests/unit/test_gp.c \
  src/cli/search_problem.c src/cli/util.c src/engine/batch_cpu.c src/engine/util.c src/engine/diag.c src/core/*/*.c \
  -ljansson -lpthread -lm || exit 1
"$OUT/test_gp" tests/search/lin.json "$OUT"/problems/*.json > "$OUT/test_gp.log" 2>&1
grep -E '^(FAIL|.*compile rate)' "$OUT/test_gp.log"
line1=$(tail -1 "$OUT/test_gp.log")
python3 tests/search/search_test.py --gnc "$GNC" --emu build/gnc-emu --dumper "$OUT/test_gp" --out "$OUT" > "$OUT/py.log" 2>&1
grep -E '^FAIL' "$OUT/py.log"
line2=$(tail -1 "$OUT/py.log")
p=$(( $(echo "$line1" | awk '{print $1}') + $(echo "$line2" | awk '{print $1}') ))
f=$(( $(echo "$line1" | awk '{print $3}') + $(echo "$line2" | awk '{print $3}') ))
echo "$line1" | grep -qE '^[0-9]+ passed' || { echo "test_gp: no result line" >&2; f=$((f + 1)); }
echo "$line2" | grep -qE '^[0-9]+ passed' || { echo "search_test.py: no result line" >&2; tail -20 "$OUT/py.log" >&2; f=$((f + 1)); }
echo "$p passed, $f failed"
[ "$f" -eq 0 ]
