#!/usr/bin/env bash
# tests/unit/includes.sh - the include rules of the source tree, one test per file checked.
#   bash tests/unit/includes.sh [ROOT]      (ROOT: the repository, by default this one)
#
# Rules (the layering that src/core/core.h draws):
#   src/core/**    every #include "..." names a header under core/, and only one of a subsystem the file's own
#                  subsystem may use (LAYERS below: the graph is acyclic, the VM never sees the compiler);
#                  the only <...> headers are <stddef.h> and <stdint.h> (no libc)
#   src/engine/**, src/neural/**   never include cli/, jsonl/ or gen/ (the parts above the library)
#   src/neural/nn/** includes only neural/nn/ and engine/host.h (the library's allocator): the transformer knows
#                  nothing else of gnc
#   src/jsonl/**   never includes cli/ or gen/ (the commands sit above the JSON-lines engine)
#   src/cuda/**    includes only core/ and cuda/, and core_list.h (the list of the core's files that the
#                  Makefile generates for the unity build); nothing of the engine
# Prints each violation, then "N passed, N failed"; exits non-zero on any failure.
set -u
ROOT=${1:-"$(dirname "$0")/../.."}
cd "$ROOT" || exit 2

# what each subsystem of src/core may include besides core/core.h and its own folder
declare -A LAYERS=(
  [bytecode]="core/vm/builtins.h"
  [lib]=""
  [vm]="core/bytecode/ core/lib/"
  [compiler]="core/bytecode/ core/vm/builtins.h core/lib/lib.h"
  [batch]="core/bytecode/ core/lib/ core/vm/ core/compiler/"
  [search]="core/bytecode/ core/lib/ core/vm/ core/compiler/ core/batch/"
  [nlist]="core/bytecode/ core/compiler/"
)

pass=0
fail=0

# the quoted includes of file $1, one a line
quoted() { sed -n -E 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]+)".*/\1/p' "$1"; }
# the <...> includes of file $1, one a line
angled() { sed -n -E 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*<([^>]+)>.*/\1/p' "$1"; }

# does include $1 start with one of the prefixes $2 (blank-separated)?
allowed() {
  local p
  for p in $2; do
    case "$1" in "$p"*) return 0 ;; esac
  done
  return 1
}

# the violations of one file of src/core, one a line
core_file() {
  local f=$1 sub inc ok
  sub=${f#src/core/}
  sub=${sub%%/*}
  case "$sub" in *.h | *.c) sub="" ;; esac # src/core/core.h: the base, which includes nothing of gnc
  while read -r inc; do
    [ -z "$inc" ] && continue
    if [ -z "$sub" ]; then
      echo "$f: includes \"$inc\" (core.h includes nothing of gnc)"
      continue
    fi
    ok="core/core.h core/$sub/"
    [ -n "${LAYERS[$sub]+x}" ] || { echo "$f: subsystem '$sub' is not in LAYERS (tests/unit/includes.sh)"; continue; }
    allowed "$inc" "$ok ${LAYERS[$sub]}" || echo "$f: includes \"$inc\" (core/$sub may include: $ok ${LAYERS[$sub]})"
  done < <(quoted "$f")
  while read -r inc; do
    [ -z "$inc" ] && continue
    case "$inc" in stddef.h | stdint.h) ;; *) echo "$f: includes <$inc> (the core uses no libc)" ;; esac
  done < <(angled "$f")
}

# the violations of one file of src/engine or src/neural
host_file() {
  local inc
  while read -r inc; do
    case "$inc" in
    cli/* | jsonl/* | gen/*)
      echo "$1: includes \"$inc\" (the library, src/engine and src/neural, sits below cli/, jsonl/ and gen/)" ;;
    esac
  done < <(quoted "$1")
}

# the violations of one file of src/neural/nn
nn_file() {
  local inc
  while read -r inc; do
    case "$inc" in
    neural/nn/* | engine/host.h) ;;
    *) echo "$1: includes \"$inc\" (src/neural/nn includes only neural/nn/ and engine/host.h)" ;;
    esac
  done < <(quoted "$1")
}

# the violations of one file of src/jsonl
jsonl_file() {
  local inc
  while read -r inc; do
    case "$inc" in cli/* | gen/*) echo "$1: includes \"$inc\" (the JSON-lines engine sits below cli/ and gen/)" ;; esac
  done < <(quoted "$1")
}

# the violations of one file of src/cuda
cuda_file() {
  local inc
  while read -r inc; do
    [ -z "$inc" ] && continue
    allowed "$inc" "core/ cuda/" || [ "$inc" = core_list.h ] ||
      echo "$1: includes \"$inc\" (src/cuda includes only core/ and cuda/)"
  done < <(quoted "$1")
}

# one test: the file $2 checked by $1
check() {
  local out
  out=$("$1" "$2")
  if [ -n "$out" ]; then
    echo "$out"
    fail=$((fail + 1))
  else
    pass=$((pass + 1))
  fi
}

# the C and CUDA sources and headers under the folders $@
sources() { find "$@" -name '*.[ch]' -o -name '*.cu' -o -name '*.cuh' | sort; }

while read -r f; do check core_file "$f"; done < <(sources src/core)
while read -r f; do check host_file "$f"; done < <(sources src/engine src/neural)
while read -r f; do check nn_file "$f"; done < <(sources src/neural/nn)
while read -r f; do check jsonl_file "$f"; done < <(sources src/jsonl)
while read -r f; do check cuda_file "$f"; done < <(sources src/cuda)

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
