#!/usr/bin/env bash
# scripts/plot-search.sh - a gnc search run's best and median error against generations, as a PNG (gnuplot;
# Debian: gnuplot-nox).
#   bash scripts/plot-search.sh LOG.csv OUT.png [RUN]
# LOG.csv: `gnc search ... --log LOG.csv` (one line per generation); RUN: which run of the log (default 0).
set -euo pipefail
csv=${1:?usage: bash scripts/plot-search.sh LOG.csv OUT.png [RUN]}
out=${2:?usage: bash scripts/plot-search.sh LOG.csv OUT.png [RUN]}
run=${3:-0}
command -v gnuplot >/dev/null || { echo "gnuplot is missing: apt-get install -y gnuplot-nox" >&2; exit 1; }
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
# the run's lines; a resumed search may repeat generations: the last line of each wins
awk -F, -v r="$run" 'NR > 1 && $1 == r { line[$2] = $0; if ($2 > max) max = $2 } END { for (g = 0; g <= max; g++) if (g in line) print line[g] }' "$csv" > "$tmp"
[ -s "$tmp" ] || { echo "$csv has no lines of run $run" >&2; exit 1; }
gnuplot <<GP
set terminal pngcairo size 800,500
set output "$out"
set datafile separator ","
set title "gnc search: error on the training cases (run $run)"
set xlabel "generation"
set ylabel "total error (log scale; 0 shown as 0.1)"
set logscale y
set key top right
set grid
plot "$tmp" using 2:(\$3 > 0 ? \$3 : 0.1) with lines lw 2 title "best", \
     "$tmp" using 2:(\$4 > 0 ? \$4 : 0.1) with lines lw 1 title "median"
GP
echo "wrote $out"
