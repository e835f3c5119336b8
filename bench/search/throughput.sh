#!/usr/bin/env bash
# bench/search/throughput.sh - how fast `gnc search` evaluates candidates: at most 10 generations of a population
# of 1,000 on each PSB problem (lexicase, seed 1; a run that solves earlier stops there), on the CPU backend and,
# where a device is there, the CUDA backend.  Prints a Markdown table: program executions
# per second, VM instructions per second, candidates compiled per second, compile rate.
#   bash bench/search/throughput.sh [PROBLEM...]
set -euo pipefail
cd "$(dirname "$0")/../.."
GNC=${GNC:-build/gnc}
out=build/search-throughput
python3 bench/search/psb.py "$out" "$@"
backends="cpu"
"$GNC" batch --backend cuda /dev/null >/dev/null 2>&1 && backends="cpu cuda"
echo "| problem | backend | generations | executions/s | VM instructions/s | candidates/s | compile rate |"
echo "|---|---|---|---|---|---|---|"
for f in "$out"/*.json; do
  p=$(basename "$f" .json)
  for b in $backends; do
    "$GNC" search "$f" --backend "$b" --population 1000 --generations 10 --seed 1 --quiet |
      python3 -c "import json,sys; r=json.loads(sys.stdin.read()); print(f\"| $p | $b | {r['generations']} | {r['executions_per_s']:,.0f} | {r['instructions_per_s']:,.0f} | {r['candidates']/r['seconds']:,.0f} | {r['compile_rate']:.4f} |\")"
  done
done
