#!/usr/bin/env bash
# bench/run.sh - every CPU benchmark side by side in one run; output is Markdown for docs/benchmarks.md.
#   bash bench/run.sh [--quick]
# Needs Lua 5.4, tcc and libtcc: apt-get install -y lua5.4 liblua5.4-dev tcc libtcc-dev
set -euo pipefail
cd "$(dirname "$0")/.."
quick=0; [ "${1:-}" = "--quick" ] && quick=1
make -s build/gnc build/gnc-bench >&2
mkdir -p build/bench
echo "# gnc benchmark run"
echo
echo "- date: $(date -u +%Y-%m-%d)"
echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/{print $2}') GiB"
echo "- command: bash bench/run.sh$([ $quick = 1 ] && echo ' --quick')"
echo
# one large file of many generated functions (valid gnc, valid C for tcc and gcc)
if [ ! -s build/bench/big.c ]; then
  build/gnc gen --size large --seed 1 > build/bench/big.c
fi
scale=1; n=20000
[ $quick = 1 ] && { scale=0.1; n=2000; }
build/gnc-bench compile build/bench/big.c
build/gnc-bench phases build/bench/big.c
build/gnc-bench small --n "$n"
build/gnc-bench vm --scale "$scale"
if [ -x build/gnc ] && build/gnc batch --help >/dev/null 2>&1 && [ -f bench/batch.sh ]; then
  bash bench/batch.sh $([ $quick = 1 ] && echo --quick)
fi
