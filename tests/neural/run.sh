#!/usr/bin/env bash
# tests/neural/run.sh - the neural compiler's CPU unit tests (tests/neural/nn_test.c): gradient checks of
# every layer and of the whole model, training, cached decoding, checkpoints, sampling.
#
#   bash tests/neural/run.sh               build/nn-test, built if needed
#   NN_BENCH=1 bash tests/neural/run.sh    also time forward + backward + update at the trainer's size
#
# Prints "N passed, M failed"; exit status 1 if anything failed.
set -u
cd "$(dirname "$0")/../.."
make -s build/nn-test || { echo "0 passed, 1 failed"; exit 1; }
build/nn-test
