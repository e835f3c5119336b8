#!/usr/bin/env bash
# scripts/plot-train.sh - the training curve of `gnc neural train` as a PNG (gnuplot; Debian: gnuplot-nox).
#   bash scripts/plot-train.sh TRAIN.LOG OUT.png [OTHER.LOG LABEL]...
# TRAIN.LOG holds the trainer's non-terminal progress lines ("step N/M loss L lr R ..."), over any number of
# resumed runs; the loss is the running average the trainer prints.  Each OTHER.LOG is drawn beside it (the
# loss only) under its LABEL: runs to compare with.
set -euo pipefail
usage="usage: bash scripts/plot-train.sh TRAIN.LOG OUT.png [OTHER.LOG LABEL]..."
log=${1:?$usage}
out=${2:?$usage}
shift 2
[ $(($# % 2)) -eq 0 ] || { echo "$usage" >&2; exit 1; }
command -v gnuplot >/dev/null || { echo "gnuplot is missing: apt-get install -y gnuplot-nox" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
points() { sed -nE 's|^step ([0-9]+)/[0-9]+ loss ([0-9.]+) lr ([0-9.e+-]+).*|\1 \2 \3|p' "$1"; }
points "$log" > "$tmp/0"
[ -s "$tmp/0" ] || { echo "no progress lines in $log" >&2; exit 1; }
plot="\"$tmp/0\" using 1:2 with lines lw 2 title \"loss\", \"$tmp/0\" using 1:3 axes x1y2 with lines dt 2 title \"learning rate\""
n=1
while [ $# -gt 0 ]; do
  points "$1" > "$tmp/$n"
  [ -s "$tmp/$n" ] || { echo "no progress lines in $1" >&2; exit 1; }
  plot="$plot, \"$tmp/$n\" using 1:2 with lines lw 1 title \"$2\""
  n=$((n + 1))
  shift 2
done
gnuplot <<GP
set terminal pngcairo size 900,500
set output "$out"
set title "gnc neural train: listing-token cross-entropy"
set xlabel "step"
set ylabel "loss (nats / token)"
set y2label "learning rate"
set y2tics
set ytics nomirror
set logscale y
set grid
plot $plot
GP
echo "wrote $out"
