#!/usr/bin/env bash
# bench/batch.sh - the batch engine on the CPU: the same generated batch on one core and on all cores,
# side by side (programs/s, tests/s and the scaling ratio).  Markdown on stdout.
#   bash bench/batch.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
n=20000; [ "${1:-}" = "--quick" ] && n=2000
mkdir -p build/bench
f=build/bench/batch-$n.jsonl
[ -s "$f" ] || build/gnc gen --jsonl --size mixed --tests 8 --count "$n" --seed 100 -o "$f"
bytes=$(wc -c < "$f")
cores=$(nproc)
echo "## Batch engine, CPU backend ($n generated programs, 8 tests each, $((bytes / 1024)) KiB of JSONL)"
echo
echo "| threads | wall s | programs/s | tests/s | speed-up |"
echo "|---|---|---|---|---|"
t1=""
for th in 1 "$cores"; do
  best=""
  for r in 1 2 3; do
    s=$(date +%s.%N)
    build/gnc batch --backend cpu --threads "$th" --summary "$f" > /dev/null 2>&1
    e=$(date +%s.%N)
    t=$(echo "$e - $s" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
  done
  [ -z "$t1" ] && t1=$best
  printf '| %s | %.3f | %.0f | %.0f | %.2f |\n' "$th" "$best" "$(echo "$n / $best" | bc -l)" \
    "$(echo "$n * 8 / $best" | bc -l)" "$(echo "$t1 / $best" | bc -l)"
done
echo
