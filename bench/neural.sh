#!/usr/bin/env bash
# bench/neural.sh - the neural compiler's held-out figures and throughput, next to the traditional
# compiler on the same programs in the same run (gnc neural eval measures both).  Markdown on stdout; the
# raw JSON objects are kept in build/bench/neural-*.json.
#   bash bench/neural.sh [--quick] [--model PATH] [--k K]
# Held-out programs: `gnc gen` seeds 1.. (training uses seeds from 1,000,000 up), and the 32 functions of
# bench/neural-hand.jsonl, written by hand in the style of HumanEval-like tasks (not by `gnc gen`).
set -euo pipefail
cd "$(dirname "$0")/.."
small=200; medium=40; k=8; model=models/gnc-neural.ckpt
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) small=40; medium=10 ;;
    --model) model=$2; shift ;;
    --k) k=$2; shift ;;
    *) echo "usage: bash bench/neural.sh [--quick] [--model PATH] [--k K]" >&2; exit 1 ;;
  esac
  shift
done
mkdir -p build/bench
build/gnc gen --jsonl --size small --count "$small" --seed 1 -o build/bench/neural-small.jsonl
build/gnc gen --jsonl --size medium --count "$medium" --seed 1 -o build/bench/neural-medium.jsonl
cp bench/neural-hand.jsonl build/bench/neural-hand.jsonl
echo "## Neural compiler ($(build/gnc neural info "$model" | sed 's/.*: //'))"
echo
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'); K = $k samples + greedy; OpenBLAS threads: ${OPENBLAS_NUM_THREADS:-1}"
echo
echo "| programs | supported | units | unit exact | verified | exact | greedy correct | pass@1 | pass@$k | never solved | false accept | K99 median | neural candidates/s | compiler programs/s | ratio |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
for size in small medium hand; do
  build/gnc neural eval "build/bench/neural-$size.jsonl" --k "$k" --model "$model" --json > "build/bench/neural-$size.json"
  python3 - "$size" "build/bench/neural-$size.json" <<'PY'
import json, sys
size, path = sys.argv[1], sys.argv[2]
d = json.loads(open(path).read().strip().splitlines()[-1])
k99 = d["k99_median"] if d["k99_median"] is not None else "inf"
ratio = d["reference_programs_per_s"] / d["candidates_per_s"] if d["candidates_per_s"] else float("inf")
if d["candidates"] == 0:
    print(f"| {d['programs']} {size} | {d['supported']} | " + "- | " * 11 + f"{d['reference_programs_per_s']:.0f} | - |")
    sys.exit(0)
print(f"| {d['programs']} {size} | {d['supported']} | {d['units']} | {d['unit_exact']:.4f} | "
      f"{d['verified_rate']:.3f} | {d['exact_rate']:.3f} | "
      f"{d['greedy_correct']:.3f} | {d['pass_at_1']:.3f} | {d['pass_at_k']:.3f} | {d['never_solved']:.3f} | "
      f"{d['false_accept']:.3f} | {k99} | {d['candidates_per_s']:.1f} | {d['reference_programs_per_s']:.0f} | "
      f"{ratio:.0f}x |")
PY
done
