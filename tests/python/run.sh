#!/usr/bin/env bash
# tests/python/run.sh - the Python package (python/gnc, docs/python.md) over build/libgnc.so (`make lib`):
#   python/test_gnc.py           Batch, values, errors, output, strings, the neural and hybrid compilers
#   python/tests/test_api.py     run_batch, Result, errors naming the field, Batcher (threads, asyncio), the GIL
#   python/tests/test_device.py  device buffers: host paths and validation (the GPU part: scripts/gpu-check.sh)
#   tests/python/test_nomem.py   MemoryError when the library's allocations fail (nomem_hook.c, LD_PRELOAD)
#   pip install --target into a temporary folder, imported from another directory (test_api.py run again
#   against it), GNC_LIB overriding the bundled library, and the build's errors (no repository root, no make)
# Ends with "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
PY=${PYTHON:-python3}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $1"; [ -n "${2:-}" ] && echo "$2" | tail -n 30; }

# script NAME FILE [ENV...]: runs a test script, adding its "NAME: N passed, M failed" line
script() {
  local name=$1 file=$2 out n rc
  shift 2
  out=$(env "$@" "$PY" "$file" 2>&1)
  rc=$?
  echo "$out" | grep -E '^(FAIL|Batcher|GIL|device:)' | head -n 40
  n=$(echo "$out" | sed -n "s/^$name: \([0-9]*\) passed, \([0-9]*\) failed\$/\1 \2/p" | tail -n 1)
  if [ -n "$n" ]; then
    pass=$((pass + ${n% *}))
    fail=$((fail + ${n#* }))
    [ $rc -ne 0 ] && [ "${n#* }" = 0 ] && bad "$file: exit $rc" "$out"
  else
    bad "$file: exit $rc, no summary" "$out"
  fi
}

if make -s lib >"$TMP/make.log" 2>&1 && [ -f build/libgnc.so ]; then ok; else bad "make lib" "$(cat "$TMP/make.log")"; fi

# the checkout: python/gnc finds ../../build/libgnc.so
script python python/test_gnc.py GNC_LIB=
script api python/tests/test_api.py GNC_LIB=
script device python/tests/test_device.py GNC_LIB=

# MemoryError when the library runs out of memory: the fault-injection hook (nomem_hook.c) preloaded
if ${CC:-cc} -shared -fPIC -O1 -o "$TMP/nomem_hook.so" tests/python/nomem_hook.c 2>"$TMP/hook.log"; then
  script nomem tests/python/test_nomem.py GNC_LIB= LD_PRELOAD="$TMP/nomem_hook.so" GNC_NOMEM_HOOK="$TMP/nomem_hook.so"
else bad "nomem_hook.so: build failed" "$(cat "$TMP/hook.log")"; fi

# pip install --target: builds (make lib: up to date) and bundles libgnc.so; import from elsewhere
SITE=$TMP/site
if "$PY" -m pip install --no-build-isolation --no-index --disable-pip-version-check -q --target "$SITE" ./python \
    >"$TMP/pip.log" 2>&1 && [ -f "$SITE/gnc/libgnc.so" ]; then ok; else bad "pip install --target" "$(cat "$TMP/pip.log")"; fi
mkdir -p "$TMP/elsewhere"
got=$(cd "$TMP/elsewhere" && GNC_LIB= PYTHONPATH="$SITE" "$PY" -c '
import gnc
print(gnc.__file__)
print(gnc.library_path())
print(gnc.run_source("int main() { return 6 * 7; }"), gnc.cuda_available() in (True, False))' 2>&1)
want=$(printf '%s\n%s\n%s' "$SITE/gnc/__init__.py" "$SITE/gnc/libgnc.so" "42 True")
if [ "$got" = "$want" ]; then ok; else bad "the installed package, from another directory" "$got"; fi
cp python/tests/test_api.py python/tests/checks.py "$TMP/elsewhere/"
(cd "$TMP/elsewhere" && GNC_LIB= GNC_TEST_INSTALLED=1 PYTHONPATH="$SITE" "$PY" test_api.py >"$TMP/inst.out" 2>&1)
line=$(sed -n 's/^api: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$TMP/inst.out")
if [ -n "$line" ] && [ "${line#* }" = 0 ]; then pass=$((pass + ${line% *})); else
  bad "test_api.py against the installed package" "$(cat "$TMP/inst.out")"
fi

# GNC_LIB wins over the bundled library
got=$(cd "$TMP/elsewhere" && GNC_LIB="$TMP/none/libgnc.so" PYTHONPATH="$SITE" "$PY" -c 'import gnc' 2>&1)
if echo "$got" | grep -q "$TMP/none/libgnc.so"; then ok; else bad "GNC_LIB naming a missing file: the error names it" "$got"; fi
got=$(GNC_LIB="$PWD/build/libgnc.so" PYTHONPATH="$SITE" "$PY" -c 'import gnc; print(gnc.library_path())' 2>&1)
if [ "$got" = "$PWD/build/libgnc.so" ]; then ok; else bad "GNC_LIB wins over the bundled library" "$got"; fi

# the build's errors: python/ without its repository, and no make
mkdir -p "$TMP/alone"
cp -r python "$TMP/alone/python"
rm -rf "$TMP/alone/python/build" "$TMP/alone/python/"*.egg-info
got=$("$PY" -m pip install --no-build-isolation --no-index --disable-pip-version-check --target "$TMP/s2" "$TMP/alone/python" 2>&1)
if [ $? -ne 0 ] && echo "$got" | grep -q "gnc: no gnc repository root at $TMP/alone"; then ok; else bad "no repository root: a clear error" "$got"; fi
got=$(PATH=/nonexistent "$($PY -c 'import sys; print(sys.executable)')" -m pip install --no-build-isolation --no-index \
      --disable-pip-version-check --target "$TMP/s3" ./python 2>&1)
if [ $? -ne 0 ] && echo "$got" | grep -q "gnc: \`make\` not found"; then ok; else bad "no make: a clear error" "$got"; fi

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
