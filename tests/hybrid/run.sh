#!/usr/bin/env bash
# tests/hybrid/run.sh - `gnc batch --compiler neural|hybrid` against the traditional compiler
# (tests/hybrid/hybrid_test.py): the hybrid's results are the traditional compiler's on a mixed batch, with the
# committed model, a tiny one, --prefer-fast, a router trained here; neural mode; the new options' errors.
#   bash tests/hybrid/run.sh            GNC=build/asan/gnc bash tests/hybrid/run.sh
# Prints "N passed, M failed"; exit status 1 if anything failed.
set -u
cd "$(dirname "$0")/../.."
GNC=${GNC:-build/gnc}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
python3 tests/hybrid/hybrid_test.py "$GNC" "$TMP"
