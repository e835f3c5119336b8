#!/usr/bin/env bash
# tests/unit/run.sh - build and run the host unit tests of the core's front end.
#   bash tests/unit/run.sh            (from anywhere; builds into build/unit/)
#   test_lexdouble: lexer literals, and lex_parse_double against strtod on 250k literals
#   test_parse:     parser precedence by execution against gcc -fwrapv, error cases, nesting limit,
#                   mutated and random inputs (built with ASan+UBSan when the compiler supports it)
#   plex:           the data-parallel lexer (src/core/compiler/plex.c) against lex_run (tests/unit/plex.sh)
#   test_check:     checker (types, scopes, statements, returns) and optimizer (folding,
#                   dead code) on hand-built trees
#   test_pp:        the preprocessor against gcc -E on the standard's examples and random macro programs
#   test_fused:     cc_compile (parse to gen one function at a time) against the whole-program passes
#                   of cc_phase on generated and mutated programs: same module bytes, same diagnostics
#   test_scan:      the workspace's sizes (lex_scan, cc_layout): scan counts against the lexer, every program
#                   compiling alike in a workspace of exactly its size, stress and adversarial programs
#   test_clib:      the C library pieces of src/core/lib/clib.c (rand, strtol family, ctype, qsort order) against
#                   this machine's glibc (with ASan+UBSan where available)
#   test_nlist:     the neural compiler's unit language (src/core/nlist/nlist.c) and composer (nc_compose): every
#                   unit's reference listing composing back to the reference module, verifier-constrained random
#                   decoding of units and forced endings, random and mutated listings, hand-written units (prompts
#                   and listings read against gnc disasm --no-opt) and the decoder's rules
#   test_router:    the hybrid compiler's router (src/neural/router.c): features, prediction, the text form's errors
#   test_lm:        gnc's <math.h> (src/core/lib/lm.c) against glibc's libm: special values and 100k random inputs
#                   per function, double and float forms; prints the per-function table (identical %, max ulp)
#   test_vmlib:     the VM's C library (src/core/vm/vmlib.c) against glibc: strings, numbers, printf, ctype, heap
#   test_fmt:       printf conversions and strtod (src/core/lib/fmt.c) against the host's glibc, byte for byte:
#                   every flag/width/precision/length on edge values, random formats and values, truncation,
#                   strtod on edge, random, halfway and hexadecimal strings (with sanitizers)
#   style:          every source line within 120 columns (tests/unit/style.sh)
#   includes:       the include rules (tests/unit/includes.sh): src/core includes only core/ and follows its
#                   layering, the engine and the neural compiler never include cli/ or gen/, src/cuda only core/
#                   and cuda/ (one test per file)
# Prints "N passed, N failed" (the sum over the tests) and exits non-zero on any failure.
set -u
cd "$(dirname "$0")/../.."
CC=${CC:-gcc}
OUT=build/unit
mkdir -p "$OUT"
pass=0
fail=0

# add the "N passed, M failed" line of one test's output to the totals
count() {
  local line p f
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$1" | tail -1)
  if [ -z "$line" ]; then
    echo "$2: no result line" >&2
    fail=$((fail + 1))
    return
  fi
  p=${line%% passed*}
  f=${line#*, }
  f=${f%% failed*}
  pass=$((pass + p))
  fail=$((fail + f))
  echo "$2: $line"
}

# test_lexdouble
if $CC -std=c11 -O2 -ffp-contract=off -Isrc -Itools -o "$OUT/test_lexdouble" tests/unit/test_lexdouble.c \
     src/core/compiler/lex.c -lm; then
  "$OUT/test_lexdouble" > "$OUT/test_lexdouble.out" || true
  count "$OUT/test_lexdouble.out" test_lexdouble
else
  echo "test_lexdouble: build failed" >&2
  fail=$((fail + 1))
fi

# test_parse (with sanitizers where available)
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all"
echo 'int main(void){return 0;}' > "$OUT/san.c"
$CC $SAN -o "$OUT/san" "$OUT/san.c" 2>/dev/null || SAN=""
N=3000
SEED=${SEED:-1}
if $CC -std=c11 -O1 -g $SAN -Isrc -Itools -o "$OUT/test_parse" tests/unit/test_parse.c src/core/compiler/lex.c \
     src/core/compiler/parse.c &&
   "$OUT/test_parse" ref $N "$SEED" > "$OUT/prec_ref.c" &&
   $CC -std=c11 -fwrapv -w -o "$OUT/prec_ref" "$OUT/prec_ref.c" &&
   "$OUT/prec_ref" > "$OUT/prec_ref.txt"; then
  "$OUT/test_parse" run $N "$SEED" "$OUT/prec_ref.txt" > "$OUT/test_parse.out" || true
  count "$OUT/test_parse.out" test_parse
else
  echo "test_parse: build failed" >&2
  fail=$((fail + 1))
fi

# test_check: checker and optimizer on hand-built trees (with sanitizers where available)
if $CC -std=c11 -O1 -g $SAN -ffp-contract=off -Isrc -Itools -o "$OUT/test_check" tests/unit/test_check.c \
     src/core/compiler/check.c src/core/compiler/opt.c src/core/compiler/compile.c src/core/compiler/pp.c src/core/vm/vmlib.c src/core/lib/clib.c \
     src/core/lib/fmt.c src/core/lib/lm.c src/core/compiler/lex.c src/core/lib/scan.c; then
  "$OUT/test_check" > "$OUT/test_check.out" 2>&1 || true
  count "$OUT/test_check.out" test_check
else
  echo "test_check: build failed" >&2
  fail=$((fail + 1))
fi

# test_pp: the preprocessor against gcc -E (the standard's examples, tricky cases, random macro programs)
if command -v gcc > /dev/null &&
   $CC -std=c11 -O1 -g $SAN -ffp-contract=off -Isrc -Itools -o "$OUT/test_pp" tests/unit/test_pp.c src/core/*/*.c -lm; then
  "$OUT/test_pp" 300 "$SEED" > "$OUT/test_pp.out" 2> "$OUT/test_pp.err" || true
  count "$OUT/test_pp.out" test_pp
else
  echo "test_pp: build failed (or no gcc)" >&2
  fail=$((fail + 1))
fi

# test_fused: cc_compile (parse, check, opt, gen per function) against cc_phase's whole-program passes
if $CC -std=c11 -O1 -g $SAN -ffp-contract=off -Isrc -Itools -o "$OUT/test_fused" tests/unit/test_fused.c \
     src/core/*/*.c tools/gen/*.c -lm; then
  "$OUT/test_fused" 1500 > "$OUT/test_fused.out" 2>&1 || true
  count "$OUT/test_fused.out" test_fused
else
  echo "test_fused: build failed" >&2
  fail=$((fail + 1))
fi

# test_scan: the workspace sized from the source's scan: the scan against the lexer, exact workspaces for
# generated, stress and adversarial programs (with sanitizers where available)
if $CC -std=c11 -O1 -g $SAN -ffp-contract=off -Isrc -Itools -o "$OUT/test_scan" tests/unit/test_scan.c \
     src/core/*/*.c tools/gen/*.c -lm; then
  "$OUT/test_scan" 600 tests/lang/*.c tests/errors/*.c tests/corpus/ok/*.c \
    $(find tests/corpus/pending -name '*.c' 2>/dev/null) \
    > "$OUT/test_scan.out" 2>&1 || true
  grep -E '^largest' "$OUT/test_scan.out"
  count "$OUT/test_scan.out" test_scan
else
  echo "test_scan: build failed" >&2
  fail=$((fail + 1))
fi

# test_nlist: units, encoder, constrained decoder, resolver and composer of the neural compiler (with sanitizers)
if $CC -std=c11 -O1 -g $SAN -ffp-contract=off -Isrc -Itools -o "$OUT/test_nlist" tests/unit/test_nlist.c \
     src/core/*/*.c src/neural/nc_prog.c tools/gen/*.c src/engine/util.c src/engine/diag.c src/engine/batch_cpu.c \
     -lpthread -lm; then
  "$OUT/test_nlist" > "$OUT/test_nlist.out" 2>&1 || true
  count "$OUT/test_nlist.out" test_nlist
else
  echo "test_nlist: build failed" >&2
  fail=$((fail + 1))
fi

# test_router: the hybrid compiler's router: features, prediction, text form and its errors (with sanitizers)
if $CC -std=c11 -O1 -g $SAN -Isrc -Itools -o "$OUT/test_router" tests/unit/test_router.c src/neural/router.c -lm; then
  "$OUT/test_router" > "$OUT/test_router.out" 2>&1 || true
  count "$OUT/test_router.out" test_router
else
  echo "test_router: build failed" >&2
  fail=$((fail + 1))
fi

# test_clib: rand, strtol family, ctype and qsort's comparison order against glibc (with sanitizers)
if $CC -std=c11 -O1 -g $SAN -ffp-contract=off -Isrc -Itools -o "$OUT/test_clib" tests/unit/test_clib.c src/core/lib/clib.c; then
  "$OUT/test_clib" > "$OUT/test_clib.out" 2>&1 || true
  count "$OUT/test_clib.out" test_clib
else
  echo "test_clib: build failed" >&2
  fail=$((fail + 1))
fi

# test_lm: the freestanding <math.h> against glibc (with sanitizers); the table goes to stdout
if $CC -std=c11 -O1 -g $SAN -ffp-contract=off -Isrc -Itools -o "$OUT/test_lm" tests/unit/test_lm.c src/core/lib/lm.c -lm; then
  "$OUT/test_lm" 100000 > "$OUT/test_lm.out" 2>&1 || true
  grep -v -E '^[0-9]+ passed, [0-9]+ failed$' "$OUT/test_lm.out"
  count "$OUT/test_lm.out" test_lm
else
  echo "test_lm: build failed" >&2
  fail=$((fail + 1))
fi

# test_fmt: printf conversions and strtod against the host's glibc (with sanitizers)
if $CC -std=c11 -O1 -g $SAN -ffp-contract=off -Isrc -Itools -o "$OUT/test_fmt" tests/unit/test_fmt.c \
     src/core/lib/fmt.c src/core/compiler/lex.c -lm; then
  "$OUT/test_fmt" > "$OUT/test_fmt.out" 2>&1 || true
  count "$OUT/test_fmt.out" test_fmt
else
  echo "test_fmt: build failed" >&2
  fail=$((fail + 1))
fi

# test_vmlib: the VM's C library (vmlib.c: strings, strtol/strtod, printf family, ctype, heap) against glibc
if $CC -std=c11 -D_GNU_SOURCE -O1 -g $SAN -ffp-contract=off -Isrc -Itools -o "$OUT/test_vmlib" tests/unit/test_vmlib.c \
     src/core/*/*.c -lm; then
  "$OUT/test_vmlib" > "$OUT/test_vmlib.out" 2>&1 || true
  count "$OUT/test_vmlib.out" test_vmlib
else
  echo "test_vmlib: build failed" >&2
  fail=$((fail + 1))
fi

# includes: the include rules of the source tree, one test per file (tests/unit/includes.sh)
bash tests/unit/includes.sh > "$OUT/includes.out" 2>&1 || true
count "$OUT/includes.out" includes

# style: lines within 120 columns, one test per file (tests/unit/style.sh)
bash tests/unit/style.sh > "$OUT/style.out" 2>&1 || true
count "$OUT/style.out" style

# plex: the data-parallel lexer (CUDA lexing step) against lex_run, emulated on the host (tests/unit/plex.sh)
bash tests/unit/plex.sh > "$OUT/plex.out" 2>&1 || true
count "$OUT/plex.out" plex

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
