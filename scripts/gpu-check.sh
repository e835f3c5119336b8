#!/usr/bin/env bash
# gpu-check.sh - the GPU checks of gnc, on a machine with a CUDA device (sm_90: H100/H200).
#
#   scripts/gpu-check.sh [STEP ...]     STEP: build emu diff chunks cli search neural python scale sanitize bench
#                                       bench-quick all (default: all = build emu diff chunks cli search neural
#                                       python scale sanitize bench-quick)
#
#   build      make build/gnc and the GPU tools (ptxas frame sizes logged, for the stack size in docs/gpu.md)
#   emu        the GPU pipeline with an emulated device (runs anywhere)
#   diff       build/gpu-diff: CUDA vs CPU backend, every result bit for bit, module bytes, device input
#   chunks     the same with a tiny memory budget, tiny chunks, a tiny tier-1 VM memory and the extra
#              verifier pool forced, so that every chunking and retry path runs on the device
#   cli        `gnc batch --backend cuda` vs `--backend cpu` on `gnc gen --jsonl --traps` output
#   search     `gnc search --backend cuda` vs `--backend cpu` on three PSB problems: the same runs (result lines
#              equal but for backend and timings), and the CUDA backend's executions per second; then a short
#              run under compute-sanitizer memcheck (the loop's kernels, k_gp_step), equal to the CPU's
#   neural     build/nn-gpu-check: the neural model's CUDA layers, training steps, decoding and sampler vs
#              the CPU reference (src/neural/), then once more under compute-sanitizer memcheck
#   python     make lib (with CUDA), then python/tests/test_device.py --gpu: device input from CUDA arrays (CAI v3,
#              DLPack; torch, else CuPy, else the driver through ctypes) vs the CPU backend, scores into device
#              memory, a producer stream synchronised; and python/tests/test_api.py on the CUDA library
#   scale      tests/serve (gnc serve answering every endpoint on the CUDA backend, which it picks by itself)
#              and tests/mpi (gnc batch --mpi and gnc search --mpi islands, each rank on device rank % count)
#   sanitize   compute-sanitizer memcheck, initcheck and racecheck on a small differential run
#   bench      build/gnc-gpu-bench, full grid (N = 1..1e6, T = 1..1000); bench-quick: N <= 1e5, T <= 100
#
# Logs and results go to $OUT (the device tool's output folder) when set, else to build/gpu-check/.
# Each step prints PASS/FAIL/SKIP; the exit status is 1 if any step failed.  One step should stay well
# inside 10 minutes; run `all` in pieces where a session limits a command's time.
set -u
cd "$(dirname "$0")/.."
OUTDIR=${OUT:-build/gpu-check}
mkdir -p "$OUTDIR"
JOBS=$(nproc 2>/dev/null || echo 4)
STATUS=0
SUMMARY="$OUTDIR/summary.txt"

say() { echo "$*" | tee -a "$SUMMARY"; }
step() { # name command...
  local name=$1; shift
  local log="$OUTDIR/$name.log" t0=$(date +%s)
  echo "== $name: $*" | tee -a "$SUMMARY"
  if "$@" >"$log" 2>&1; then
    say "PASS $name ($(( $(date +%s) - t0 )) s)"
  else
    say "FAIL $name ($(( $(date +%s) - t0 )) s), last lines of $log:"
    tail -n 25 "$log" | tee -a "$SUMMARY"
    STATUS=1
  fi
}

have_device() { build/gpu-diff -n 0 2>/dev/null | grep -q "skipped" && return 1; return 0; }

do_build() {
  {
    nvidia-smi || true
    /usr/local/cuda/bin/nvcc --version || nvcc --version || true
  } >"$OUTDIR/device.txt" 2>&1
  # -Xptxas -v: frame sizes of every device function in build.log (the compile kernels' stack bound is
  # derived from them, docs/gpu.md)
  # (CUDA_SASS=1: sm_90 machine code even where the Makefile finds no GPU, and the CUDA objects made
  # again, since a build without it carries PTX only)
  rm -f build/cuda/*.o
  step build make -j"$JOBS" build/gnc build/gpu-emu build/gpu-diff build/gnc-gpu-bench CUDA_SASS=1 \
    NVCC_FLAGS_EXTRA="-Xptxas -v"
  # the stack bound of the compile kernels from those frames and the PTX call graph (needs networkx)
  step stack-bound bash -c "nvcc_=\$(command -v nvcc || echo /usr/local/cuda/bin/nvcc); \$nvcc_ -std=c++17 -O3 \
    --fmad=false -I. -Isrc -Itools -Iinclude -Ibuild/cuda -arch=compute_90 -ptx src/cuda/core_unity.cu \
    -o $OUTDIR/core_unity.ptx && python3 scripts/cuda-stack.py $OUTDIR/build.log $OUTDIR/core_unity.ptx; \
    rm -f $OUTDIR/core_unity.ptx"
}

do_emu() { step emu build/gpu-emu -n 400 -q; }

do_diff() {
  if ! have_device; then say "SKIP diff: no usable CUDA device ($(build/gpu-diff -n 0 | head -1))"; return; fi
  step diff build/gpu-diff -n 20000 -t 8
  step diff-medium build/gpu-diff -n 2000 -t 4 --size medium -s 7
}

do_chunks() {
  if ! have_device; then say "SKIP chunks: no usable CUDA device"; return; fi
  step chunks-budget env GNC_CUDA_MEM_MB=96 build/gpu-diff -n 6000 -t 6 -s 3
  step chunks-small env GNC_CUDA_CHUNK=37 GNC_CUDA_VM_SMALL=16,16,2 build/gpu-diff -n 3000 -t 40 -s 5
  step chunks-extra-vfy env GNC_CUDA_FORCE_EXTRA_VFY=1 GNC_CUDA_MEM_MB=64 build/gpu-diff -n 2000 -t 3 -s 9
  step chunks-vfy-windows env GNC_CUDA_FORCE_EXTRA_VFY=1 GNC_CUDA_XPOOL_PCT=0 build/gpu-diff -n 1000 -t 3 -s 13
}

do_cli() {
  if ! have_device; then say "SKIP cli: no usable CUDA device"; return; fi
  step cli bash -c '
    set -e
    build/gnc gen --count 3000 --tests 5 --jsonl > '"$OUTDIR"'/cli_in.jsonl
    build/gnc gen --seed 100000 --count 2000 --tests 5 --traps --jsonl >> '"$OUTDIR"'/cli_in.jsonl
    build/gnc batch --backend cpu '"$OUTDIR"'/cli_in.jsonl > '"$OUTDIR"'/cli_cpu.jsonl
    build/gnc batch --backend cuda '"$OUTDIR"'/cli_in.jsonl > '"$OUTDIR"'/cli_cuda.jsonl
    cmp '"$OUTDIR"'/cli_cpu.jsonl '"$OUTDIR"'/cli_cuda.jsonl
    wc -l '"$OUTDIR"'/cli_cuda.jsonl
    rm -f '"$OUTDIR"'/cli_in.jsonl '"$OUTDIR"'/cli_cpu.jsonl'
}

do_scale() {
  if ! have_device; then say "SKIP scale: no usable CUDA device"; return; fi
  step scale bash -c 'bash tests/serve/run.sh && bash tests/mpi/run.sh'
}

do_search() {
  if ! have_device; then say "SKIP search: no usable CUDA device"; return; fi
  step search bash -c '
    set -e
    python3 bench/search/psb.py '"$OUTDIR"'/psb count-odds gcd snow-day
    for p in count-odds gcd snow-day; do
      for b in cpu cuda; do
        build/gnc search '"$OUTDIR"'/psb/$p.json --backend $b --population 1000 --generations 5 --seed 3 --quiet \
          > '"$OUTDIR"'/search_${b}_$p.json
      done
      python3 -c "import json,sys; a,b=(json.loads(open(f).read()) for f in sys.argv[1:]); [d.pop(k) for d in (a,b) for k in (\"backend\",\"seconds\",\"executions_per_s\",\"instructions_per_s\")]; sys.exit(a!=b)" \
        '"$OUTDIR"'/search_cpu_$p.json '"$OUTDIR"'/search_cuda_$p.json
      grep -o "\"executions_per_s\": [0-9]*" '"$OUTDIR"'/search_cuda_$p.json | sed "s/^/$p cuda: /"
      grep -o "\"executions_per_s\": [0-9]*" '"$OUTDIR"'/search_cpu_$p.json | sed "s/^/$p cpu: /"
    done'
  # the loop's kernels (k_gp_step) under memcheck: a short run, its result line equal to the CPU's
  local cs
  cs=$(command -v compute-sanitizer || ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null || true)
  if [ -z "$cs" ]; then say "SKIP search-memcheck: compute-sanitizer not found"; return; fi
  step search-memcheck bash -c '
    set -e
    run="build/gnc search '"$OUTDIR"'/psb/count-odds.json --population 64 --generations 3 --seed 2 --quiet"
    $run --backend cpu > '"$OUTDIR"'/search_mc_cpu.json
    '"$cs"' --tool memcheck --error-exitcode 9 $run --backend cuda > '"$OUTDIR"'/search_mc_cuda.json
    python3 -c "import json,sys; a,b=(json.loads(open(f).read()) for f in sys.argv[1:]); [d.pop(k) for d in (a,b) for k in (\"backend\",\"seconds\",\"executions_per_s\",\"instructions_per_s\")]; sys.exit(a!=b)" \
      '"$OUTDIR"'/search_mc_cpu.json '"$OUTDIR"'/search_mc_cuda.json'
}

do_neural() {
  step neural-build make -j"$JOBS" build/nn-gpu-check
  [ -x build/nn-gpu-check ] || return
  if build/nn-gpu-check --probe | grep -q "skipped"; then say "SKIP neural: $(build/nn-gpu-check --probe)"; return; fi
  step neural build/nn-gpu-check
  local cs
  cs=$(command -v compute-sanitizer || ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null || true)
  if [ -z "$cs" ]; then say "SKIP neural-memcheck: compute-sanitizer not found"; return; fi
  step neural-memcheck "$cs" --tool memcheck --error-exitcode 9 build/nn-gpu-check
}

do_python() {
  step python-lib make -j"$JOBS" lib
  if ! GNC_LIB= python3 -c 'import sys; sys.path.insert(0, "python"); import gnc; sys.exit(not gnc.cuda_available())'; then
    say "SKIP python: gnc.cuda_available() is False (no usable CUDA device, or build/libgnc.so without CUDA)"; return
  fi
  step python-device env GNC_LIB= python3 python/tests/test_device.py --gpu
  step python-api env GNC_LIB= python3 python/tests/test_api.py
}

do_sanitize() {
  if ! have_device; then say "SKIP sanitize: no usable CUDA device"; return; fi
  local cs
  cs=$(command -v compute-sanitizer || ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null || true)
  if [ -z "$cs" ]; then say "SKIP sanitize: compute-sanitizer not found"; return; fi
  step memcheck "$cs" --tool memcheck --leak-check full --error-exitcode 9 build/gpu-diff -n 300 -t 4
  step initcheck "$cs" --tool initcheck --error-exitcode 9 build/gpu-diff -n 200 -t 3
  step racecheck "$cs" --tool racecheck --error-exitcode 9 build/gpu-diff -n 100 -t 3
  step memcheck-chunks env GNC_CUDA_MEM_MB=64 GNC_CUDA_CHUNK=17 GNC_CUDA_VM_SMALL=16,16,2 \
    "$cs" --tool memcheck --error-exitcode 9 build/gpu-diff -n 200 -t 20
}

do_bench() {
  if ! have_device; then say "SKIP bench: no usable CUDA device"; return; fi
  step bench build/gnc-gpu-bench --csv "$OUTDIR/gpu_bench.csv" "$@"
  cp "$OUTDIR/bench.log" "$OUTDIR/gpu_bench.txt" 2>/dev/null || true
}

[ $# -eq 0 ] && set -- all
: >"$SUMMARY"
for s in "$@"; do
  case $s in
    build) do_build ;;
    emu) do_emu ;;
    diff) do_diff ;;
    chunks) do_chunks ;;
    cli) do_cli ;;
    search) do_search ;;
    neural) do_neural ;;
    python) do_python ;;
    scale) do_scale ;;
    sanitize) do_sanitize ;;
    bench) do_bench ;;
    bench-quick) do_bench --quick ;;
    all) do_build; do_emu; do_diff; do_chunks; do_cli; do_search; do_neural; do_python; do_scale; do_sanitize; do_bench --quick ;;
    *) echo "unknown step: $s (build emu diff chunks cli search neural python sanitize bench bench-quick all)"; exit 2 ;;
  esac
done
say "gpu-check: $([ $STATUS -eq 0 ] && echo all steps passed || echo some steps FAILED); logs in $OUTDIR"
exit $STATUS
