#!/usr/bin/env python3
"""bench/paper.py - the paper's quantitative claims against gnc, side by side in one run (docs/paper-vs-gnc.md).

One iteration of the loop the paper describes is generate -> compile -> run -> test -> assess.  Measured here
for the traditional, neural and hybrid compilers of `gnc batch` and for the CPU baseline the paper describes (a
gcc process per program, then the binary run on the tests and its output compared), on `gnc gen --size small`
programs with 3 tests each whose expected values are the traditional compiler's:
  - latency of one iteration for one program (median of --reps runs, whole processes);
  - throughput for N = 1 ... 100,000 programs (the neural paths, the routed hybrid and gcc only up to
    --neural-max, --hybrid-max and --gcc-max: their cost per program is flat, so larger N would only repeat it);
  - determinism (the same input twice gives byte-identical output), memory per program (peak RSS / N);
  - energy: read where the machine exposes it (NVML for a GPU, RAPL for the CPU), else said to be unavailable.
Prints a table and writes the raw numbers as JSON (--json PATH).

    python3 bench/paper.py [--gnc build/gnc] [--max 100000] [--neural-max 100] [--gcc-max 100] [--reps 5]
"""
import argparse
import hashlib
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ap = argparse.ArgumentParser()
ap.add_argument("--gnc", default="build/gnc")
ap.add_argument("--max", type=int, default=100000)
ap.add_argument("--neural-max", type=int, default=100)
ap.add_argument("--gcc-max", type=int, default=100)
ap.add_argument("--hybrid-max", type=int, default=1000)
ap.add_argument("--reps", type=int, default=5)
ap.add_argument("--json", default=None)
A = ap.parse_args()
ENV = dict(os.environ, OPENBLAS_NUM_THREADS="1")
TMP = tempfile.mkdtemp(prefix="gnc_paper_")
CC = shutil.which("gcc")


def sh(args, stdin=None):
    t = time.perf_counter()
    p = subprocess.run(args, input=stdin, capture_output=True, text=True, env=ENV)
    return time.perf_counter() - t, p


def programs(n, seed=1):
    """n generated programs (held-out seeds) with the traditional compiler's values as expectations"""
    _, p = sh([A.gnc, "gen", "--jsonl", "--meta", "--seed", str(seed), "--count", str(n), "--size", "small"])
    progs = [json.loads(l) for l in p.stdout.splitlines()]
    _, r = sh([A.gnc, "batch", "-"], "".join(json.dumps(x) + "\n" for x in progs))
    for x, res in zip(progs, [json.loads(l) for l in r.stdout.splitlines()]):
        for t, tr in zip(x["tests"], res.get("results", [])):
            if "value" in tr:
                t["expect"] = tr["value"]
    return progs


def jsonl(progs):
    return "".join(json.dumps({k: x[k] for k in ("id", "source", "entry", "tests")}) + "\n" for x in progs)


def gnc_batch(progs, extra):
    """one `gnc batch` process over the programs: seconds, output, peak RSS of the child (KiB)"""
    path, out, err = (os.path.join(TMP, f) for f in ("in.jsonl", "out.jsonl", "err.txt"))
    open(path, "w").write(jsonl(progs))
    t = time.perf_counter()
    with open(out, "w") as fo, open(err, "w") as fe:
        p = subprocess.Popen([A.gnc, "batch", "--summary"] + extra + [path], stdout=fo, stderr=fe, env=ENV)
        _, status, ru = os.wait4(p.pid, 0)
    dt = time.perf_counter() - t
    if status != 0:
        sys.exit("gnc batch failed: " + open(err).read())
    return dt, open(out).read(), ru.ru_maxrss, open(err).read()


def c_value(v, ty):
    if ty == "bool":
        return "true" if v else "false"
    if ty == "double":
        return repr(float(v)) if v == v and abs(v) != float("inf") else "0.0"
    return "%dLL" % v if ty == "long" else str(v)


def gcc_one(x, k):
    """the paper's CPU baseline for one program: write, gcc -O0, run the tests, compare"""
    ret, params = x["ret"], x["params"]
    lines = ["#include <stdio.h>", "#include <stdbool.h>", x["source"], "int main(void) {", "  int ok = 0;"]
    for i, t in enumerate(x["tests"]):
        args = []
        for j, (a, ty) in enumerate(zip(t["args"], params)):
            if ty.endswith("[]"):
                lines.append("  %s a%d_%d[] = {%s};" % (ty[:-2], i, j, ", ".join(c_value(e, ty[:-2]) for e in a) or "0"))
                args.append("a%d_%d" % (i, j))
            else:
                args.append(c_value(a, ty))
        call = "%s(%s)" % (x["entry"], ", ".join(args))
        want = t.get("expect")
        if want is None or ret == "double":
            lines.append("  (void)%s; ok++;" % call)
        else:
            lines.append("  ok += %s == %s;" % (call, c_value(want, ret)))
    lines += ['  printf("%d\\n", ok);', "  return 0;", "}"]
    src = os.path.join(TMP, "p%d.c" % k)
    exe = os.path.join(TMP, "p%d" % k)
    open(src, "w").write("\n".join(lines) + "\n")
    c = subprocess.run([CC, "-O0", "-w", "-o", exe, src], capture_output=True)
    if c.returncode:
        return False
    r = subprocess.run([exe], capture_output=True, text=True, timeout=60)
    return r.stdout.strip() == str(len(x["tests"]))


def gcc_batch(progs):
    t = time.perf_counter()
    ok = sum(gcc_one(x, k) for k, x in enumerate(progs))
    return time.perf_counter() - t, ok


def energy():
    if shutil.which("nvidia-smi"):
        p = subprocess.run(["nvidia-smi", "--query-gpu=power.draw", "--format=csv,noheader"], capture_output=True,
                           text=True)
        return "GPU power through NVML: " + p.stdout.strip()
    if os.path.exists("/sys/class/powercap/intel-rapl"):
        return "RAPL present (not read by this script)"
    return "not measurable here: no GPU (NVML) and no RAPL counters (/sys/class/powercap) in this virtual machine"


MODES = {"traditional": [], "neural": ["--compiler", "neural"], "hybrid": ["--compiler", "hybrid"],
         "hybrid-all": ["--compiler", "hybrid", "--threshold", "0"]}
res = {"machine": "%s, %d cores, %s" % (platform.processor() or platform.machine(), os.cpu_count(), platform.platform()),
       "command": " ".join(sys.argv), "latency": {}, "throughput": {}, "determinism": {}, "memory": {}}
pool = programs(max(A.max, 1))

# latency of one iteration, one program
one = pool[:1]
for name, extra in MODES.items():
    res["latency"][name] = statistics.median(gnc_batch(one, extra)[0] for _ in range(A.reps))
if CC:
    res["latency"]["gcc process"] = statistics.median(gcc_batch(one)[0] for _ in range(A.reps))

# throughput
n = 1
while n <= A.max:
    row = {}
    for name, extra in MODES.items():
        if (name in ("neural", "hybrid-all") and n > A.neural_max) or (name == "hybrid" and n > A.hybrid_max):
            continue
        dt, out, rss, err = gnc_batch(pool[:n], extra)
        row[name] = n / dt
        if name == "hybrid":
            row["hybrid routed"] = err.split("compiler hybrid: ")[1].split(" programs")[0] if "compiler hybrid" in err else "?"
        if n == A.max or (name in ("neural", "hybrid-all") and n == min(A.neural_max, A.max)):
            res["memory"][name] = {"programs": n, "peak_rss_kib": rss}
    if CC and n <= A.gcc_max:
        dt, ok = gcc_batch(pool[:n])
        row["gcc process"] = n / dt
        row["gcc passed"] = ok
    res["throughput"][n] = row
    print("N=%-7d %s" % (n, "  ".join("%s %.4g" % (k, v) if isinstance(v, float) else "%s %s" % (k, v)
                                      for k, v in row.items())), flush=True)
    n *= 10

# determinism: the same input twice
for name, extra in MODES.items():
    m = min(A.neural_max if name in ("neural", "hybrid-all") else A.hybrid_max if name == "hybrid" else 1000, len(pool))
    a = hashlib.sha256(gnc_batch(pool[:m], extra)[1].encode()).hexdigest()
    b = hashlib.sha256(gnc_batch(pool[:m], extra)[1].encode()).hexdigest()
    res["determinism"][name] = {"programs": m, "identical": a == b}
res["energy"] = energy()

print("latency of one iteration (s):", json.dumps(res["latency"]))
print("determinism:", json.dumps(res["determinism"]))
print("memory:", json.dumps(res["memory"]))
print("energy:", res["energy"])
if A.json:
    os.makedirs(os.path.dirname(A.json) or ".", exist_ok=True)
    json.dump(res, open(A.json, "w"), indent=1)
shutil.rmtree(TMP)
