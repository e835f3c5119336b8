#!/usr/bin/env bash
# bench/search/run.sh - `gnc search` on the PSB1/PSB2 problems of bench/search/psb.py: R runs per problem and
# selection method, each with a time limit, then the table of bench/search/summary.py.
#   bash bench/search/run.sh [-r RUNS] [-t SECONDS] [-s "lexicase dlexicase"] [-b cpu|cuda] [PROBLEM...]
# Results: build/search-bench/<selection>/<problem>.jsonl (one line per run); the table, and every generalized
# winner checked under gcc on its test cases (gcc_check.py), on stdout and in build/search-bench/table.md.
# Defaults: 10 runs, 60 s per run, lexicase and dlexicase, the CPU backend,
# every problem.  Each run's seed is its index (1..R), so a rerun repeats the same runs.  GNC=path: the binary
# (default build/gnc).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=10 limit=60 sels="lexicase dlexicase" backend=cpu
while getopts "r:t:s:b:" o; do
  case $o in r) runs=$OPTARG ;; t) limit=$OPTARG ;; s) sels=$OPTARG ;; b) backend=$OPTARG ;; *) exit 1 ;; esac
done
shift $((OPTIND - 1))
out=build/search-bench
GNC=${GNC:-build/gnc}
[ -x "$GNC" ] || make -s "$GNC"
python3 bench/search/psb.py "$out/problems" "$@"
problems=${*:-$(python3 -c 'import sys; sys.path.insert(0, "bench/search"); import psb; print(" ".join(psb.PROBLEMS))')}
{
  echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores"
  echo "command: bash bench/search/run.sh -r $runs -t $limit -s \"$sels\" -b $backend $*"
  echo "date: $(date -u +%Y-%m-%d)"
} > "$out/machine.txt"
for sel in $sels; do
  mkdir -p "$out/$sel"
  for p in $problems; do
    f="$out/$sel/$p.jsonl"
    : > "$f"
    "$GNC" search "$out/problems/$p.json" --backend "$backend" --selection "$sel" --runs "$runs" \
      --time-limit "$limit" --quiet >> "$f"
    echo "$sel $p: $(python3 -c "import json,sys; r=[json.loads(l) for l in open('$f')]; print(sum(x['generalized'] for x in r), '/', len(r))")" >&2
  done
done
python3 bench/search/summary.py "$out" | tee "$out/table.md"
python3 bench/search/gcc_check.py "$out" | tee -a "$out/table.md"
