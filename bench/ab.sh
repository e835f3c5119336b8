#!/usr/bin/env bash
# bench/ab.sh - two builds of gnc side by side in one run: a change's "before" and "after", alternating run by run
# so that both see the same machine.  Markdown on stdout; ratios are after/before of the time (< 1: faster).
#   bash bench/ab.sh BEFORE_ROOT [AFTER_ROOT] [--quick]
# Each root is a checkout with build/gnc and build/gnc-bench built (make build/gnc build/gnc-bench).
#   per-program compile cost   gnc-bench small: a small program compiled in-process (and verified)
#   the 3 MB compile           `gnc compile` of one 3.3 MB generated file, as a process
#   VM speed                   gnc-bench vm: every program of bench/programs (the gnc column)
#   batch programs/s           `gnc batch --backend cpu` on generated programs with 8 tests each, all cores
set -euo pipefail
cd "$(dirname "$0")/.."
old=$1; new=${2:-.}; [ "$new" = --quick ] && new=.
quick=0; for a in "$@"; do [ "$a" = --quick ] && quick=1; done
reps=5; n=20000; nb=20000; scale=1
[ $quick = 1 ] && { reps=3; n=4000; nb=4000; scale=0.3; }
for r in "$old" "$new"; do
  [ -x "$r/build/gnc" ] && [ -x "$r/build/gnc-bench" ] || { echo "bench/ab.sh: build $r/build/gnc and gnc-bench" >&2; exit 1; }
done
mkdir -p build/bench
big=build/bench/big.c
[ -s $big ] || "$new/build/gnc" gen --size large --seed 1 > $big
jsonl=build/bench/batch-$nb.jsonl
[ -s "$jsonl" ] || "$new/build/gnc" gen --jsonl --size mixed --tests 8 --count "$nb" --seed 100 -o "$jsonl"

# secs CMD...: wall seconds of one run
secs() { local s e; s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N); echo "$e - $s" | bc -l; }
# row NAME UNIT OLD... -- NEW...: the best (smallest) of each side and the ratio new/old
row() {
  local name=$1 unit=$2 o n; shift 2
  o=$(printf '%s\n' $1 | sort -g | head -n 1); n=$(printf '%s\n' $2 | sort -g | head -n 1)
  printf '| %s | %s | %.4g | %.4g | %.3f |\n' "$name" "$unit" "$o" "$n" "$(echo "$n / $o" | bc -l)"
}
# gnc-bench small: column 2 of the row named $2 (us/program)
small() { "$1/build/gnc-bench" small --n "$n" | awk -F'|' -v r="$2" '$2 ~ r {gsub(/ /, "", $3); print $3; exit}'; }
# gnc-bench vm: gnc seconds per program, "NAME SECONDS" lines
vm() { "$1/build/gnc-bench" vm --scale "$scale" | awk -F'|' 'NR > 4 && NF > 8 {gsub(/ /, ""); print $2, $5}'; }

echo "## Before and after ($(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'))"
echo
echo "- before: \`$old\` ($(git -C "$old" rev-parse --short HEAD 2>/dev/null || echo '?')), after: \`$new\` ($(git -C "$new" rev-parse --short HEAD 2>/dev/null || echo '?'))"
echo "- command: bash bench/ab.sh $*; best of $reps alternating runs each"
echo
echo "| benchmark | unit | before | after | after/before |"
echo "|---|---|---|---|---|"
oc=""; nc=""; ov=""; nv=""; ocomp=""; ncomp=""; obat=""; nbat=""
for i in $(seq "$reps"); do
  for side in old new; do
    r=$old; [ $side = new ] && r=$new
    c=$(small "$r" 'gnc compile \(in-process\)'); v=$(small "$r" 'gnc compile \+ verify')
    t=$(secs "$r/build/gnc" compile $big -o /dev/null)
    b=$(secs "$r/build/gnc" batch --backend cpu --summary "$jsonl")
    if [ $side = old ]; then oc="$oc $c"; ov="$ov $v"; ocomp="$ocomp $t"; obat="$obat $b"
    else nc="$nc $c"; nv="$nv $v"; ncomp="$ncomp $t"; nbat="$nbat $b"; fi
  done
done
row "compile, small program (in-process)" "us/program" "$oc" "$nc"
row "compile + verify, small program" "us/program" "$ov" "$nv"
row "gnc compile, 3.3 MB file (process)" "s" "$ocomp" "$ncomp"
row "gnc batch, $nb programs x 8 tests" "s" "$obat" "$nbat"
declare -A vo vn
for i in $(seq "$reps"); do
  while read -r p s; do vo[$p]="${vo[$p]:-} $s"; done < <(vm "$old")
  while read -r p s; do vn[$p]="${vn[$p]:-} $s"; done < <(vm "$new")
done
for p in $(printf '%s\n' "${!vo[@]}" | sort); do row "VM: $p" "s" "${vo[$p]}" "${vn[$p]}"; done
