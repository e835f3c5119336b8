# gnc - build rules.
#   make            build/gnc (the core also as CUDA device code when nvcc is present; machine code for
#                   the GPU only when the machine has one: CUDA_SASS below)
#   make test       the whole suite: language, errors, verifier, differential vs gcc, ASan+UBSan, fuzz smoke
#   make cuda       compile the core and src/cuda as CUDA (no GPU needed)
#   make asan       build/asan/gnc with AddressSanitizer + UndefinedBehaviorSanitizer
#   make fuzz       libFuzzer targets (clang) in build/fuzz/
#   make bench      build/gnc-bench (links Lua 5.4 and libtcc for side-by-side runs)
#   make gpu-test   the GPU suite (needs a CUDA device): scripts/gpu-check.sh
#   make lib        build/libgnc.so: the public C API (include/gnc.h), CUDA too when nvcc is present (python/gnc loads it)

CC      ?= cc
NVCC    ?= $(shell command -v nvcc 2>/dev/null || ls /usr/local/cuda/bin/nvcc 2>/dev/null)
# The CUDA objects carry PTX for compute_90 (newer GPUs too) and, where a GPU will run them, sm_90 machine
# code.  ptxas, which makes the machine code, is most of a fresh build's time (about 75 s of 100 s on a
# 2-core machine), so it runs only when CUDA_SASS is 1: by default when the build machine has a GPU
# (nvidia-smi lists one, or /dev/nvidia0 is there).  Without it every kernel still compiles (cicc, to
# PTX), and a GPU that later runs the binary has its driver compile the PTX of each kernel at its first
# launch (once; the driver caches it in ~/.nv/ComputeCache).  `make CUDA_SASS=1` forces machine code
# (`-Xptxas -v` frame sizes, docs/gpu.md); after changing it, `rm -f build/cuda/*.o`.
ifeq ($(origin CUDA_SASS),undefined)
  CUDA_SASS := $(shell { nvidia-smi -L 2>/dev/null | grep -q '^GPU'; } || [ -e /dev/nvidia0 ] && echo 1)
endif
ifeq ($(CUDA_SASS),1)
  CUDA_ARCH ?= -gencode arch=compute_90,code=sm_90 -gencode arch=compute_90,code=compute_90
else
  CUDA_ARCH ?= -gencode arch=compute_90,code=compute_90
endif
WARN    := -Wall -Wextra -Wshadow -Wno-unused-parameter
# -ffp-contract=off: no fused multiply-add, so doubles match gcc -O0, the GPU and constant folding bit for bit
# includes name their folder from src/ (or tools/): "core/vm/vm.h", "engine/host.h", "gen/gen.h"
BASEFLAGS := -std=c11 -D_GNU_SOURCE -ffp-contract=off -fno-strict-aliasing $(WARN) -Isrc -Itools -Iinclude
CFLAGS  ?= -O2 -g
LIBS    := -ljansson -lpthread -lm
# libmicrohttpd (libmicrohttpd-dev): gnc serve's HTTP, linked into the programs that have the command (not
# into libgnc.so or the fuzz targets)
HTTP_LIBS := -lmicrohttpd
# the neural compiler (src/neural/): CPU matrix products through OpenBLAS (libopenblas-dev)
NEURAL_LIBS := -lopenblas

# The folders are the build: libgnc.so is src/core + src/engine + src/neural (+ src/cuda); build/gnc adds
# src/jsonl (the JSON-lines engine of gnc batch and gnc serve), src/cli (main and the commands) and tools/gen
# (the random-program generator).  docs/architecture.md
CORE_SRCS := $(wildcard src/core/*/*.c)
ENGINE_SRCS := $(wildcard src/engine/*.c)
JSONL_SRCS := $(wildcard src/jsonl/*.c)
CLI_SRCS  := $(wildcard src/cli/*.c src/cli/*/*.c)
GEN_SRCS  := $(wildcard tools/gen/*.c)
CUDA_SRCS := $(wildcard src/cuda/*.cu)
CUDA_STUB := src/cuda/cuda_stub.c
NC_SRCS   := $(wildcard src/neural/*.c)
NN_STUB   := src/neural/nn/nn_cuda_stub.c
NN_SRCS   := $(filter-out $(NN_STUB),$(wildcard src/neural/nn/*.c))
NEURAL_SRCS := $(NC_SRCS) $(NN_SRCS) $(NN_STUB)
NEURAL_CUDA_SRCS := $(wildcard src/neural/nn/*.cu)
HDRS      := $(wildcard src/*/*.h src/*/*/*.h tools/*/*.h include/*.h)

ifneq ($(and $(NVCC),$(CUDA_SRCS)),)
  HAVE_CUDA := 1
  CUDA_OBJS := $(patsubst src/cuda/%.cu,build/cuda/%.o,$(CUDA_SRCS))
  # where cudart lives, as nvcc itself reports it (nvcc may be a wrapper script outside the toolkit)
  CUDA_LIBDIR := $(shell $(NVCC) --dryrun -o /dev/null gnc_probe.cu 2>&1 | \
                   sed -n 's/.*LIBRARIES=.*"-L\([^"]*\/lib\)".*/\1/p' | head -n 1)
  ifeq ($(CUDA_LIBDIR),)
    CUDA_LIBDIR := $(dir $(NVCC))../lib64
  endif
  CUDA_LINK := -L$(CUDA_LIBDIR) -lcudart_static -ldl -lrt -lstdc++
  HOST_DEFS := -DGNC_HAVE_CUDA=1
  # the neural compiler's CUDA kernels (cuBLAS is loaded at run time, so gnc needs no GPU library to start)
  NEURAL_SRCS := $(NC_SRCS) $(NN_SRCS)
  NEURAL_CUDA_OBJS := $(patsubst src/neural/nn/%.cu,build/cuda/neural_%.o,$(NEURAL_CUDA_SRCS))
else
  # without nvcc the CUDA backend is its stand-in, which says that no device is there
  CUDA_STUB_SRCS := $(CUDA_STUB)
endif

# MPI (optional): with mpicc, src/cli/mpi.c is the real layer of --mpi (docs/scale-out.md); without it, and
# in the ASan, fuzz and library builds, mpi.c compiles to its stub ("built without MPI")
MPICC ?= $(shell command -v mpicc 2>/dev/null)
ifneq ($(MPICC),)
  MPI_CFLAGS := -DGNC_HAVE_MPI=1 $(shell $(MPICC) --showme:compile 2>/dev/null)
  MPI_LINK := $(shell $(MPICC) --showme:link 2>/dev/null)
endif

obj = $(patsubst %.c,build/obj/%.o,$(patsubst src/%,%,$(1)))
CORE_OBJS := $(call obj,$(CORE_SRCS))
ENGINE_OBJS := $(call obj,$(ENGINE_SRCS))
JSONL_OBJS := $(call obj,$(JSONL_SRCS))
CLI_OBJS  := $(call obj,$(CLI_SRCS))
GEN_OBJS  := $(call obj,$(GEN_SRCS))
CUDA_STUB_OBJS := $(call obj,$(CUDA_STUB_SRCS))
NEURAL_OBJS := $(patsubst src/%.c,build/obj/%.o,$(NEURAL_SRCS))
# the transformer's CPU code without its CUDA side (tests/neural links it with the stub)
NN_OBJS := $(call obj,$(NN_SRCS))
NN_STUB_OBJ := $(call obj,$(NN_STUB))

.PHONY: all test cuda asan fuzz bench gpu-test clean
all: build/gnc

# every core by default, and the CUDA objects first: the unity TU is the longest job, and the C objects
# build beside it
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 2)
build/gnc: $(CUDA_OBJS) $(CUDA_STUB_OBJS) $(NEURAL_CUDA_OBJS) $(CORE_OBJS) $(ENGINE_OBJS) $(NEURAL_OBJS) $(JSONL_OBJS) $(CLI_OBJS) $(GEN_OBJS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS) $(HTTP_LIBS) $(NEURAL_LIBS) $(CUDA_LINK) $(MPI_LINK)

build/obj/%.o: src/%.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) $(HOST_DEFS) $(CFLAGS) -c -o $@ $<
build/obj/tools/%.o: tools/%.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) $(CFLAGS) -c -o $@ $<
build/obj/cli/mpi.o: src/cli/mpi.c $(HDRS) Makefile
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) $(MPI_CFLAGS) $(CFLAGS) -c -o $@ $<

# the neural compiler's unit tests: gradient checks, training, checkpoints (tests/neural/run.sh)
# (the transformer allocates through the library's allocator, src/engine/util.c)
build/nn-test: tests/neural/nn_test.c $(NN_OBJS) build/obj/engine/util.o $(CORE_OBJS)
	$(CC) $(BASEFLAGS) $(CFLAGS) -o $@ $^ $(LIBS) $(NEURAL_LIBS)

# ---- CUDA backend (src/cuda/): one TU, core_unity.cu, #includes every src/core/*/*.c through the generated
# build/cuda/core_list.h (same wildcard as the C build), so no -rdc.  --fmad=false: doubles bit-identical
# to the CPU build.  --split-compile=0: cicc and ptxas optimise the TU's functions on all cores (ptxas is
# most of its build time).  -O0: nvcc's -O is the host compiler's level only (the device code is the same
# PTX, and ptxas -O3, at any -O); the host side (launches, staging loops, the core's host copies)
# compiles in 2.5 s instead of 10 at -O3, on the build's critical path (docs/benchmarks.md).
# NVCC_FLAGS_EXTRA: e.g. -Xptxas -v (frame sizes, see docs/gpu.md).
CUDA_HDRS := $(wildcard src/cuda/*.cuh src/cuda/*.h)
NVCC_FLAGS := -std=c++17 -O0 --fmad=false --split-compile=0 -I. -Isrc -Iinclude -Ibuild/cuda $(CUDA_ARCH) \
              -Xcompiler -Wall -Xcompiler -fPIC
# Each core file is included with CORE_FN redefined: files named by GNC_UNITY_NOINLINE_<name> in
# core_unity.cu get __noinline__ on every function (keeps ptxas time and code size bounded, docs/gpu.md).
# The files come in the order of their names (not their folders).  The list is written by the recipe of
# the unity object itself, not by a rule of its own: make -j starts a target whose prerequisite is still
# being made only after it has gone through all the others, so the longest job would start last.
define CORE_LIST
	@for f in $$(for f in $(CORE_SRCS); do echo "$$(basename $$f) $$f"; done | sort | cut -d' ' -f2); do b=$$(basename $$f .c); \
	  printf '#undef CORE_FN\n#ifdef GNC_UNITY_NOINLINE_%s\n#define CORE_FN __host__ __device__ __noinline__\n#else\n#define CORE_FN __host__ __device__\n#endif\n#include "%s"\n' $$b $$f; \
	done > build/cuda/core_list.h.tmp && printf '#undef CORE_FN\n#define CORE_FN __host__ __device__\n' >> build/cuda/core_list.h.tmp && \
	  mv build/cuda/core_list.h.tmp build/cuda/core_list.h
endef

build/cuda/neural_%.o: src/neural/nn/%.cu $(HDRS) $(wildcard src/neural/nn/*.cuh)
	@mkdir -p $(dir $@)
	$(NVCC) -std=c++17 -O3 -I. -Isrc -Iinclude $(CUDA_ARCH) -Xcompiler -Wall -Xcompiler -fPIC -c -o $@ $<

build/cuda/%.o: src/cuda/%.cu $(HDRS) $(CUDA_HDRS) $(CORE_SRCS) Makefile
	@mkdir -p $(dir $@)
	$(CORE_LIST)
	$(NVCC) $(NVCC_FLAGS) $(NVCC_FLAGS_EXTRA) -c -o $@ $<

# GPU tests and benchmark (tests/gpu/, bench/gpu/).  gpu-emu runs the GPU pipeline with an emulated device
# on the CPU (no GPU needed); gpu-diff and gnc-gpu-bench need a device at run time and skip without one.
GPU_HOST_OBJS := $(CORE_OBJS) build/obj/engine/batch_cpu.o build/obj/engine/util.o $(GEN_OBJS)
GPU_BACKEND := $(CUDA_OBJS) $(CUDA_STUB_OBJS)
GPU_TEST_HDRS := tests/gpu/batchgen.h $(CUDA_HDRS)
.PHONY: gpu-emu gpu-tools
gpu-emu: build/gpu-emu
	build/gpu-emu -q
gpu-tools: build/gpu-emu build/gpu-diff build/gnc-gpu-bench
build/gpu-emu: tests/gpu/emu.c tests/gpu/emu_dev.h $(GPU_TEST_HDRS) $(GPU_HOST_OBJS)
	$(CC) $(BASEFLAGS) $(CFLAGS) -o $@ tests/gpu/emu.c $(GPU_HOST_OBJS) $(LIBS)
# gnc with the emulated device as its CUDA backend: `--backend cuda` runs the GPU pipeline on the CPU
# (tests/search/ compares gnc search's CPU and CUDA paths with it)
EMU_GNC_OBJS := $(CORE_OBJS) $(ENGINE_OBJS) $(JSONL_OBJS) $(CLI_OBJS) $(GEN_OBJS) $(call obj,$(NC_SRCS)) $(NN_OBJS) $(NN_STUB_OBJ)
build/gnc-emu: tests/gpu/emu_backend.c tests/gpu/emu_dev.h $(GPU_TEST_HDRS) $(EMU_GNC_OBJS)
	$(CC) $(BASEFLAGS) $(CFLAGS) -o $@ tests/gpu/emu_backend.c $(EMU_GNC_OBJS) $(LIBS) $(HTTP_LIBS) $(NEURAL_LIBS) $(MPI_LINK)
build/gpu-diff: tests/gpu/gpu_diff.c $(GPU_TEST_HDRS) $(GPU_HOST_OBJS) $(GPU_BACKEND)
	$(CC) $(BASEFLAGS) $(CFLAGS) -o $@ tests/gpu/gpu_diff.c $(GPU_HOST_OBJS) $(GPU_BACKEND) $(LIBS) $(CUDA_LINK)
build/gnc-gpu-bench: bench/gpu/gpu_bench.c $(GPU_TEST_HDRS) $(GPU_HOST_OBJS) $(GPU_BACKEND)
	$(CC) $(BASEFLAGS) -O2 -g -o $@ bench/gpu/gpu_bench.c $(GPU_HOST_OBJS) $(GPU_BACKEND) $(LIBS) $(CUDA_LINK)
# data-parallel lexer (src/core/compiler/plex.c) against lex_run, emulated on the host: tests/unit/plex.sh
build/plex-test: tests/gpu/plex_test.c $(CORE_OBJS)
	$(CC) $(BASEFLAGS) $(CFLAGS) -o $@ tests/gpu/plex_test.c $(CORE_OBJS) $(LIBS)
# the neural model's CUDA layers, training, decoding and sampler against the CPU reference (skips without a
# device): scripts/gpu-check.sh neural
ifneq ($(HAVE_CUDA),)
  NEURAL_GPU_BACKEND := $(NEURAL_CUDA_OBJS)
else
  NEURAL_GPU_BACKEND := $(NN_STUB_OBJ)
endif
build/nn-gpu-check: tests/gpu/nn_gpu_check.c $(NN_OBJS) build/obj/engine/util.o $(NEURAL_GPU_BACKEND) $(CORE_OBJS)
	$(CC) $(BASEFLAGS) $(CFLAGS) -o $@ tests/gpu/nn_gpu_check.c $(NN_OBJS) build/obj/engine/util.o \
	  $(NEURAL_GPU_BACKEND) $(CORE_OBJS) $(LIBS) $(NEURAL_LIBS) $(CUDA_LINK) -ldl
# ---- end of the CUDA backend's rules

cuda:
	@if [ -z "$(NVCC)" ]; then echo "nvcc not found"; exit 1; fi
	$(MAKE) $(CUDA_OBJS)

# AddressSanitizer + UndefinedBehaviorSanitizer build of the CPU binary (CUDA left out: the engine with
# src/cuda/cuda_stub.c, the neural compiler's CPU code with nn_cuda_stub.c, never a .cu file)
ASAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
# the library's CPU build: the core, the engine, the neural compiler's CPU code, both stubs
LIB_CPU_SRCS := $(CORE_SRCS) $(ENGINE_SRCS) $(CUDA_STUB) $(NC_SRCS) $(NN_SRCS) $(NN_STUB)
ASAN_SRCS := $(LIB_CPU_SRCS) $(JSONL_SRCS) $(CLI_SRCS) $(GEN_SRCS)
ASAN_OBJS := $(patsubst %.c,build/asan/obj/%.o,$(patsubst src/%,%,$(ASAN_SRCS)))
asan: build/asan/gnc
build/asan/gnc: $(ASAN_OBJS)
	$(CC) $(ASAN_FLAGS) -o $@ $^ $(LIBS) $(HTTP_LIBS) $(NEURAL_LIBS)
build/asan/obj/%.o: src/%.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) $(ASAN_FLAGS) -c -o $@ $<
build/asan/obj/tools/%.o: tools/%.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) $(ASAN_FLAGS) -c -o $@ $<

# libFuzzer targets: the front end (source -> module; and the same in the worst-case and the lean workspace),
# the preprocessor (pp.c), the module loader + verifier, `gnc batch`'s JSON Lines input (the whole command,
# CPU backend), gnc serve's request bodies (src/cli/serve_req.c), the neural compiler's checkpoint loader
# (nn_load) and its assembler (nl_assemble: token listings -> modules that must verify), the hybrid's router
# file and features, gnc search's problem files, checkpoints and genomes
FUZZ_FLAGS := -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
# the transformer's CPU code with its CUDA stub
FUZZ_NEURAL_SRCS := $(NN_SRCS) $(NN_STUB)
FUZZ_BATCH_SRCS := src/cli/batch.c src/cli/mpi.c src/cli/util.c $(JSONL_SRCS) src/engine/run.c src/engine/backend.c \
                   src/engine/batch_cpu.c src/engine/message.c src/engine/util.c src/engine/diag.c $(CUDA_STUB) $(NC_SRCS) \
                   $(FUZZ_NEURAL_SRCS)
FUZZ_NLIST_SRCS := src/neural/nc_prog.c src/engine/util.c src/engine/diag.c src/engine/batch_cpu.c
FUZZ_SEARCH_SRCS := src/cli/search.c src/cli/search_problem.c src/cli/mpi.c src/cli/util.c src/jsonl/jsonio.c \
                    src/engine/backend.c src/engine/batch_cpu.c src/engine/message.c src/engine/util.c src/engine/diag.c \
                    $(CUDA_STUB)
# the front end's two with the preprocessor's limits lowered, so that a few bytes of macros cannot expand into
# megabytes (tests/fuzz/fuzz_front.h)
build/fuzz/fuzz_compile build/fuzz/fuzz_workspace: FUZZ_FLAGS += -DGNC_PP_MAX_OUT=4096 -DGNC_PP_MAX_EXPAND=294912
build/fuzz/fuzz_compile build/fuzz/fuzz_workspace: tests/fuzz/fuzz_front.h
fuzz: build/fuzz/fuzz_compile build/fuzz/fuzz_workspace build/fuzz/fuzz_pp build/fuzz/fuzz_module build/fuzz/fuzz_batch build/fuzz/fuzz_ckpt build/fuzz/fuzz_nlist \
      build/fuzz/fuzz_router build/fuzz/fuzz_search build/fuzz/fuzz_serve
build/fuzz/fuzz_serve: tests/fuzz/fuzz_serve.c src/cli/serve_req.c $(FUZZ_BATCH_SRCS) $(CORE_SRCS) $(HDRS)
	@mkdir -p build/fuzz
	clang $(BASEFLAGS) $(FUZZ_FLAGS) -o $@ $< src/cli/serve_req.c $(FUZZ_BATCH_SRCS) $(CORE_SRCS) $(LIBS) $(NEURAL_LIBS)
build/fuzz/fuzz_batch: tests/fuzz/fuzz_batch.c $(FUZZ_BATCH_SRCS) $(CORE_SRCS) $(HDRS)
	@mkdir -p build/fuzz
	clang $(BASEFLAGS) $(FUZZ_FLAGS) -o $@ $< $(FUZZ_BATCH_SRCS) $(CORE_SRCS) $(LIBS) $(NEURAL_LIBS)
build/fuzz/fuzz_ckpt: tests/fuzz/fuzz_ckpt.c $(FUZZ_NEURAL_SRCS) src/engine/util.c $(HDRS)
	@mkdir -p build/fuzz
	clang $(BASEFLAGS) $(FUZZ_FLAGS) -o $@ $< $(FUZZ_NEURAL_SRCS) src/engine/util.c $(NEURAL_LIBS) -lm
build/fuzz/fuzz_nlist: tests/fuzz/fuzz_nlist.c $(FUZZ_NLIST_SRCS) $(CORE_SRCS) $(HDRS)
	@mkdir -p build/fuzz
	clang $(BASEFLAGS) $(FUZZ_FLAGS) -o $@ $< $(FUZZ_NLIST_SRCS) $(CORE_SRCS) $(LIBS)
build/fuzz/fuzz_router: tests/fuzz/fuzz_router.c src/neural/router.c src/neural/nc.h
	@mkdir -p build/fuzz
	clang $(BASEFLAGS) $(FUZZ_FLAGS) -o $@ $< src/neural/router.c -lm
build/fuzz/fuzz_search: tests/fuzz/fuzz_search.c $(FUZZ_SEARCH_SRCS) $(CORE_SRCS) $(HDRS)
	@mkdir -p build/fuzz
	clang $(BASEFLAGS) $(FUZZ_FLAGS) -o $@ $< $(FUZZ_SEARCH_SRCS) $(CORE_SRCS) $(LIBS)
build/fuzz/%: tests/fuzz/%.c tests/fuzz/fuzz_common.h $(CORE_SRCS) $(HDRS)
	@mkdir -p build/fuzz
	clang $(BASEFLAGS) $(FUZZ_FLAGS) -o $@ $< $(CORE_SRCS)

bench: build/gnc-bench
build/gnc-bench: $(wildcard bench/*.c) $(CORE_SRCS) $(HDRS)
	$(CC) $(BASEFLAGS) -O2 -g -I/usr/include/lua5.4 -o $@ $(wildcard bench/*.c) $(CORE_SRCS) -llua5.4 -ltcc -ldl -lpthread -lm

test: build/gnc
	bash tests/run.sh

gpu-test:
	bash scripts/gpu-check.sh

# the public C API as a shared library (batch engine; the Python package bundles it), exporting only the
# gnc_ names of include/gnc.h (src/engine/libgnc.map): the folders src/core, src/engine and src/neural,
# compiled again with -fPIC under build/lib/, and with nvcc the CUDA objects of build/gnc (NVCC_FLAGS has
# -Xcompiler -fPIC) and libcudart_static (kept private by the map); without nvcc (or NVCC=) the CPU backend
# with src/cuda/cuda_stub.c
LIB_SRCS := $(CORE_SRCS) $(ENGINE_SRCS) $(NEURAL_SRCS) $(CUDA_STUB_SRCS)
LIB_OBJS := $(patsubst src/%.c,build/lib/obj/%.o,$(LIB_SRCS))
.PHONY: lib
lib: build/libgnc.so
build/libgnc.so: $(CUDA_OBJS) $(NEURAL_CUDA_OBJS) $(LIB_OBJS) src/engine/libgnc.map
	$(CC) $(CFLAGS) -shared -Wl,--version-script=src/engine/libgnc.map -o $@ $(filter %.o,$^) $(LIBS) $(NEURAL_LIBS) $(CUDA_LINK)
build/lib/obj/%.o: src/%.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) $(HOST_DEFS) $(CFLAGS) -fPIC -fvisibility=hidden -c -o $@ $<

clean:
	rm -rf build
