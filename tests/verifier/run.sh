#!/bin/sh
# tests/verifier/run.sh - builds and runs the loader/verifier/VM/disassembler tests under
# AddressSanitizer + UndefinedBehaviorSanitizer, twice: with the host VM (computed goto) and with the
# switch dispatch that CUDA device code uses (-DVM_FORCE_SWITCH).  Ends with "N passed, N failed".
#   tests/verifier/run.sh [MUTATIONS]     (default 100000 for the first build, a tenth for the second)
set -e
cd "$(dirname "$0")/../.."
CC=${CC:-cc}
N=${1:-100000}
mkdir -p build/tests
build() {
  $CC -std=c11 -D_GNU_SOURCE -O1 -g -ffp-contract=off -fno-strict-aliasing -Wall -Wextra -Wshadow \
    -Wno-unused-parameter -fsanitize=address,undefined -fno-sanitize-recover=undefined \
    -fno-omit-frame-pointer -Isrc -Itools "$@" tests/verifier/test_verifier.c \
    src/core/*/*.c src/cli/disasm.c -lm
}
build -o build/tests/test_verifier
build -DVM_FORCE_SWITCH -o build/tests/test_verifier_switch
set +e
echo "== computed-goto dispatch"
build/tests/test_verifier "$N" > build/tests/verifier.log 2>&1
s1=$?
cat build/tests/verifier.log
echo "== switch dispatch (as on the GPU)"
build/tests/test_verifier_switch $((N / 10)) > build/tests/verifier_switch.log 2>&1
s2=$?
cat build/tests/verifier_switch.log
p=0; f=0
for log in build/tests/verifier.log build/tests/verifier_switch.log; do
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  if [ -n "$line" ]; then
    p=$((p + $(echo "$line" | cut -d' ' -f1)))
    f=$((f + $(echo "$line" | cut -d' ' -f3)))
  else
    f=$((f + 1))
  fi
done
if [ $s1 -ne 0 ] || [ $s2 -ne 0 ]; then [ $f -eq 0 ] && f=1; fi
echo "$p passed, $f failed"
[ $f -eq 0 ]
