#!/usr/bin/env bash
# scripts/plot-router.sh - the hybrid router's risk-coverage curve as a PNG (gnuplot; Debian: gnuplot-nox).
#   bash scripts/plot-router.sh CURVE.csv OUT.png
# CURVE.csv: `gnc neural train-router ... --curve CURVE.csv` (coverage, risk, threshold per held-out program,
# programs sorted by the router's predicted P(accepted)).
set -euo pipefail
csv=${1:?usage: bash scripts/plot-router.sh CURVE.csv OUT.png}
out=${2:?usage: bash scripts/plot-router.sh CURVE.csv OUT.png}
command -v gnuplot >/dev/null || { echo "gnuplot is missing: apt-get install -y gnuplot-nox" >&2; exit 1; }
base=$(awk -F, 'NR > 1 { r = $2 } END { print r }' "$csv")
gnuplot <<GP
set terminal pngcairo size 800,500
set output "$out"
set datafile separator ","
set title "hybrid router: risk against coverage (held-out programs)"
set xlabel "coverage: share of programs routed to the neural compiler"
set ylabel "risk: share of those that fall back"
set xrange [0:1]
set yrange [0:1.05]
set key bottom right
set grid
plot "$csv" every ::1 using 1:2 with lines lw 2 title "router (sorted by predicted P(accepted))", \
     $base with lines dt 2 title "random routing (the base rate)"
GP
echo "wrote $out"
