#!/usr/bin/env bash
# bench/router.sh - the hybrid compiler's router, made and measured (docs/neural.md, The hybrid compiler):
#   1. held-out programs (none of their seeds is trained on): gnc gen seeds 500000.. (320 small, 80 medium) and
#      700000.. (400 small);
#   2. labels: every program sent to the neural path (`gnc batch --compiler hybrid --threshold 0`, K = 8);
#   3. `gnc neural train-router` (every fourth program held out), the risk-coverage curve as CSV and PNG;
#   4. the router's own cost per program: 100,000 programs routed with nothing sent to the model (--threshold 1).
#     bash bench/router.sh [OUT_DIR]       (default build/router; about 10 minutes of one core)
# The committed models/gnc-router.txt is OUT_DIR/gnc-router.txt of this script.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-build/router}
G=build/gnc
mkdir -p "$OUT"
export OPENBLAS_NUM_THREADS=1
[ -x "$G" ] || make -s build/gnc
{ $G gen --jsonl --seed 500000 --count 320 --size small
  $G gen --jsonl --seed 600000 --count 80 --size medium
  $G gen --jsonl --seed 700000 --count 400 --size small; } > "$OUT/in.jsonl"
$G batch --compiler hybrid --threshold 0 --summary "$OUT/in.jsonl" > "$OUT/labels.jsonl" 2> "$OUT/labels.log"
cat "$OUT/labels.log"
$G neural train-router "$OUT/in.jsonl" "$OUT/labels.jsonl" --threshold 0.6 --out "$OUT/gnc-router.txt" \
  --curve "$OUT/curve.csv"
bash scripts/plot-router.sh "$OUT/curve.csv" "$OUT/router-curve.png"
$G gen --jsonl --seed 900000 --count 100000 --size small > "$OUT/cost.jsonl"
$G batch --compiler hybrid --router "$OUT/gnc-router.txt" --threshold 1 --summary "$OUT/cost.jsonl" 2>&1 >/dev/null |
  tail -2
