#!/usr/bin/env bash
# tests/run.sh - the whole test suite of gnc; `make test` runs it.
#
#   1. language tests   tests/lang/*.c through build/gnc, each file also through gcc -fwrapv (same results)
#   2. error tests      tests/errors/*.c and generated bad inputs through gnc check (messages, positions, carets)
#   3. CLI tests        arguments, exit statuses, --help, compile/disasm/verify round trip, corrupted modules
#   4. the other suites when present: tests/unit, tests/verifier, tests/diff (random programs vs gcc), tests/batch,
#      tests/neural (the neural compiler's layers, training, checkpoints, sampling), tests/hybrid (the neural and
#      hybrid compilers in the batch engine against the traditional one), tests/search (gnc search),
#      tests/mpi (gnc batch --mpi and gnc search --mpi under mpirun, scripts/slurm-batch.sh),
#      tests/serve (gnc serve over loopback, and behind nginx), tests/python (the Python package over
#      build/libgnc.so, and its pip install),
#      tests/rewards (the Python reward adapters for RL trainers, `gnc batch --format humaneval`)
#   5. 1-3 again with build/asan/gnc (AddressSanitizer + UndefinedBehaviorSanitizer), and tests/batch, hybrid,
#      search and serve with it
#   6. fuzz smoke: each libFuzzer target (source, source in both workspaces, preprocessor, module, `gnc batch`
#      input, neural checkpoint, neural listing, the hybrid's router file and features, gnc search's problems,
#      checkpoints and genomes, gnc serve's request bodies) for FUZZ_TIME seconds (default 30) from a seed corpus
#
# Environment: FUZZ_TIME=N (seconds per fuzz target), SKIP_ASAN=1, SKIP_FUZZ=1 (for quick local runs).
# Prints one summary line per part and ends with "N passed, N failed"; exits non-zero if anything failed.
set -u
cd "$(dirname "$0")/.."

JOBS=$(nproc 2>/dev/null || echo 2)
FUZZ_TIME=${FUZZ_TIME:-30}
LOGS=build/test-logs
mkdir -p "$LOGS"
PASSED=0
FAILED=0
SUMMARY=()
START=$(date +%s)

# count NAME STATUS LOG [SECONDS]: adds the last "N passed, N failed" line of LOG (or the exit status) to
# the totals
count() {
  local name=$1 status=$2 log=$3 secs=${4:-} line p=0 f=0
  line=$(grep -aE '^([A-Za-z_-]+: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  if [ -n "$line" ]; then
    p=$(echo "$line" | sed -E 's/^([A-Za-z_-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\2/')
    f=$(echo "$line" | sed -E 's/^([A-Za-z_-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\3/')
    if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  elif [ "$status" -eq 0 ]; then
    p=1
  else
    f=1
  fi
  PASSED=$((PASSED + p))
  FAILED=$((FAILED + f))
  SUMMARY+=("$(printf '%-22s %7d passed %4d failed %6s  %s' "$name" "$p" "$f" "${secs:+${secs}s}" "$log")")
  echo "== $name: $p passed, $f failed (log: $log)"
}

# part NAME LOG CMD...: runs CMD with its output shown and kept in LOG, then counts it
part() {
  local name=$1 log=$2 status t0=$SECONDS
  shift 2
  echo "== $name: $*"
  "$@" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  count "$name" "$status" "$log" $((SECONDS - t0))
}

echo "== build"
if ! make -j"$JOBS" build/gnc > "$LOGS/build.log" 2>&1; then
  cat "$LOGS/build.log"
  echo "build failed"
  echo "0 passed, 1 failed"
  exit 1
fi

# 1-3 with the normal build
part "lang" "$LOGS/lang.log" python3 tests/suite.py lang --gnc build/gnc
part "errors" "$LOGS/errors.log" python3 tests/suite.py errors --gnc build/gnc
part "cli" "$LOGS/cli.log" python3 tests/suite.py cli --gnc build/gnc

# 4: the other suites, each a run.sh that ends with "N passed, N failed"
for suite in unit verifier diff batch neural hybrid search corpus mpi serve python rewards; do
  if [ -f "tests/$suite/run.sh" ]; then
    part "$suite" "$LOGS/$suite.log" bash "tests/$suite/run.sh"
  fi
done
# the CUDA pipeline with an emulated device, compared with the CPU backend bit for bit
part "gpu-emu" "$LOGS/gpu-emu.log" make -s gpu-emu

# 5: ASan + UBSan
if [ "${SKIP_ASAN:-0}" != 1 ]; then
  echo "== build asan"
  if make -j"$JOBS" asan > "$LOGS/asan-build.log" 2>&1; then
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:exitcode=86}
    export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1:exitcode=87}
    # (the language tests all take the same paths through the host code: leak checks are left to the others)
    ASAN_OPTIONS=detect_leaks=0:exitcode=86 \
      part "lang (asan)" "$LOGS/lang-asan.log" python3 tests/suite.py lang --no-gcc --gnc build/asan/gnc
    part "errors (asan)" "$LOGS/errors-asan.log" python3 tests/suite.py errors --gnc build/asan/gnc
    part "cli (asan)" "$LOGS/cli-asan.log" python3 tests/suite.py cli --gnc build/asan/gnc
    GNC=build/asan/gnc part "batch (asan)" "$LOGS/batch-asan.log" bash tests/batch/run.sh
    GNC=build/asan/gnc part "hybrid (asan)" "$LOGS/hybrid-asan.log" bash tests/hybrid/run.sh
    GNC=build/asan/gnc part "search (asan)" "$LOGS/search-asan.log" bash tests/search/run.sh
    GNC=build/asan/gnc part "serve (asan)" "$LOGS/serve-asan.log" bash tests/serve/run.sh
  else
    tail -n 40 "$LOGS/asan-build.log"
    count "asan build" 1 "$LOGS/asan-build.log"
  fi
fi

# 6: fuzz smoke, the targets at once
if [ "${SKIP_FUZZ:-0}" != 1 ]; then
  echo "== build fuzz"
  if make -j"$JOBS" fuzz > "$LOGS/fuzz-build.log" 2>&1; then
    FUZZ_TARGETS=(compile workspace pp module batch ckpt nlist router search serve)
    for t in "${FUZZ_TARGETS[@]}"; do rm -rf "build/fuzz/corpus_$t"; mkdir -p "build/fuzz/corpus_$t"; done
    for k in 1 2 3 4 5 6 7 8; do  # JSON lines: generated programs with tests, some that trap
      build/gnc gen --jsonl --seed "$k" --count 2 --tests 2 $([ "$k" -gt 6 ] && echo --traps) \
        > "build/fuzz/corpus_batch/gen$k.jsonl" 2>/dev/null
    done
    cp tests/fuzz/seeds/batch_*.jsonl build/fuzz/corpus_batch/  # the fields generated programs lack ("stdin")
    # --format humaneval (fuzz_batch.c): "#humaneval", a problem file, "#samples", the samples
    printf '%s\n' '#humaneval' \
      '{"task_id": "add", "prompt": "", "entry_point": "add", "tests": [{"args": [1, 2], "expect": 3}]}' \
      '{"task_id": "sq", "prompt": "#include <assert.h>\n", "test": "int main(void) { assert(sq(3) == 9); return 0; }"}' \
      '#samples' '{"task_id": "add", "completion": "int add(int a, int b) { return a + b; }"}' \
      '{"task_id": "sq", "completion": "int sq(int x) { while (x) ; return x; }"}' '{"task_id": "nope"}' \
      > build/fuzz/corpus_batch/humaneval.txt
    cp tests/lang/*.c build/fuzz/corpus_compile/
    for f in tests/lang/preprocessor.c tests/lang/pp_*.c tests/errors/preprocessor.c tests/errors/pp_*.c; do
      cp "$f" "build/fuzz/corpus_pp/$(basename "$(dirname "$f")")_$(basename "$f")"
      cp "$f" "build/fuzz/corpus_compile/pp_$(basename "$(dirname "$f")")_$(basename "$f")"
    done
    [ -d examples ] && cp examples/*.c build/fuzz/corpus_compile/ 2>/dev/null
    cp build/fuzz/corpus_compile/* build/fuzz/corpus_workspace/
    for f in tests/lang/*.c examples/*.c; do
      [ -f "$f" ] && build/gnc compile "$f" -o "build/fuzz/corpus_module/$(basename "$f" .c).gncb" 2>/dev/null
    done
    # checkpoints: tiny valid ones (nn_save's format, written by the target itself) and one of the trainer's
    # (with its state blob; longer than -max_len, so the fuzzer sees its first 8 KiB)
    FUZZ_CKPT_SEEDS=build/fuzz/corpus_ckpt build/fuzz/fuzz_ckpt > "$LOGS/fuzz-ckpt-seeds.log" 2>&1
    build/gnc neural train --out build/fuzz/corpus_ckpt/trainer.ckpt --steps 1 --batch 1 --layers 1 --heads 1 \
      --ch 8 --ctx 512 --save-every 1000 >> "$LOGS/fuzz-ckpt-seeds.log" 2>&1
    cp models/gnc-router.txt build/fuzz/corpus_router/
    # gnc search: the target's fixed problem, a checkpoint of it, a few problem files
    FUZZ_SEARCH_SEEDS=build/fuzz/corpus_search build/fuzz/fuzz_search > "$LOGS/fuzz-search-seeds.log" 2>&1
    build/gnc search build/fuzz/corpus_search/problem.json --population 4 --generations 3 --quiet \
      --checkpoint build/fuzz/corpus_search/run.ck --stop-after 1 >> "$LOGS/fuzz-search-seeds.log" 2>&1
    cp tests/search/lin.json build/fuzz/corpus_search/
    cp tests/fuzz/seeds/serve_* build/fuzz/corpus_serve/  # gnc serve: a byte for the endpoint, then a body
    # unit listings: the fixed programs' reference listings of every unit, as raw token ids and as decoder choices
    FUZZ_NLIST_SEEDS=build/fuzz/corpus_nlist build/fuzz/fuzz_nlist > "$LOGS/fuzz-nlist-seeds.log" 2>&1
    FUZZ_ARGS=(-max_total_time="$FUZZ_TIME" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1)
    declare -A pid
    for t in "${FUZZ_TARGETS[@]}"; do
      max_len=(-max_len=8192)  # the front end's two have their own (fuzz_front.h)
      case $t in compile | workspace) max_len=() ;; esac
      dict=()  # the C front end's words (tests/fuzz/seeds/c.dict)
      case $t in compile | workspace | pp) dict=(-dict=tests/fuzz/seeds/c.dict) ;; esac
      ASAN_OPTIONS=detect_leaks=1 build/fuzz/fuzz_$t "${FUZZ_ARGS[@]}" "${max_len[@]}" "${dict[@]}" build/fuzz/corpus_$t \
        > "$LOGS/fuzz-$t.log" 2>&1 &
      pid[$t]=$!
    done
    t0=$SECONDS
    for t in "${FUZZ_TARGETS[@]}"; do
      log="$LOGS/fuzz-$t.log"
      wait "${pid[$t]}"; st=$?
      grep -aE '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs)' "$log" | sed "s/^/fuzz_$t: /"
      if [ "$st" -ne 0 ]; then tail -n 40 "$log"; fi
      count "fuzz_$t" "$st" "$log" $((SECONDS - t0))
    done
  else
    tail -n 40 "$LOGS/fuzz-build.log"
    count "fuzz build" 1 "$LOGS/fuzz-build.log"
  fi
fi

echo
echo "== summary ($(( $(date +%s) - START )) s)"
for s in "${SUMMARY[@]}"; do echo "$s"; done
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
