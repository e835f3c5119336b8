#!/usr/bin/env bash
# scripts/plot-train.sh - the training curve of `gnc neural train` as a PNG (gnuplot; Debian: gnuplot-nox).
#   bash scripts/plot-train.sh TRAIN.LOG OUT.png
# TRAIN.LOG holds the trainer's non-terminal progress lines ("step N/M loss L lr R ..."), over any number of
# resumed runs; the loss is the running average the trainer prints.
set -euo pipefail
log=${1:?usage: bash scripts/plot-train.sh TRAIN.LOG OUT.png}
out=${2:?usage: bash scripts/plot-train.sh TRAIN.LOG OUT.png}
command -v gnuplot >/dev/null || { echo "gnuplot is missing: apt-get install -y gnuplot-nox" >&2; exit 1; }
data=$(mktemp)
trap 'rm -f "$data"' EXIT
sed -nE 's|^step ([0-9]+)/[0-9]+ loss ([0-9.]+) lr ([0-9.e+-]+).*|\1 \2 \3|p' "$log" > "$data"
[ -s "$data" ] || { echo "no progress lines in $log" >&2; exit 1; }
gnuplot <<GP
set terminal pngcairo size 900,500
set output "$out"
set title "gnc neural train: listing-token cross-entropy"
set xlabel "step (16 functions each)"
set ylabel "loss (nats / token)"
set y2label "learning rate"
set y2tics
set ytics nomirror
set logscale y
set grid
plot "$data" using 1:2 with lines lw 2 title "loss", "$data" using 1:3 axes x1y2 with lines dt 2 title "learning rate"
GP
echo "wrote $out"
