#!/usr/bin/env python3
"""tests/search/search_test.py - `gnc search` from the outside (run by tests/search/run.sh).

  - a tiny problem (f(x) = 2x + 1) is solved, generalizes, and its program gives the same results under gcc;
  - a seeded run is reproducible, for any thread count; checkpoint -> resume equals the uninterrupted run
    (within a run and across runs); the emulated CUDA path (build/gnc-emu --backend cuda, the whole loop in
    emulated device memory) equals the CPU path and reads back at most 300 bytes per generation;
  - candidates of every kind of problem (random and varied genomes, dumped by test_gp --dump) are accepted by
    gcc -std=c11 -fwrapv and give exactly gnc's results on the problem's cases;
  - bad problem files and options are errors that name the field or option; the log and its plot.
Prints "N passed, M failed".
"""
import argparse
import concurrent.futures
import json
import math
import os
import shutil
import subprocess
import sys

npass = nfail = 0


def check(ok, what):
    global npass, nfail
    if ok:
        npass += 1
    else:
        nfail += 1
        print("FAIL", what)


def gnc(args, gnc_bin, stdin=None):
    p = subprocess.run([gnc_bin] + args, input=stdin, capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


def lines(out):
    return [json.loads(l) for l in out.splitlines() if l.strip()]


TIMING = ("seconds", "executions_per_s", "instructions_per_s")


def same_run(a, b, ignore=TIMING):
    return {k: v for k, v in a.items() if k not in ignore} == {k: v for k, v in b.items() if k not in ignore}


# ---------------------------------------------------------------- gcc against gnc on the same cases
def c_value(ty, v):
    if isinstance(v, list):
        return None
    if ty == "double":
        return repr(float(v)) if math.isfinite(float(v)) else ("(1.0/0.0)" if v > 0 else "(-1.0/0.0)")
    if ty == "bool":
        return "1" if v else "0"
    return str(int(v)) + ("L" if ty == "long" else "")


def parse_sig(sig):
    ret, rest = sig.split(" ", 1)
    name, params = rest.split("(", 1)
    ps = []
    for p in params.rstrip(")").split(","):
        p = p.strip()
        if not p or p == "void":
            continue
        arr = p.endswith("[]")
        t, n = p.replace("[]", "").replace("const ", "").split()
        ps.append((t, n, arr))
    return ret, name.strip(), ps


def harness(src, prob, ncases):
    ret, name, ps = parse_sig(prob["signature"])
    out = ["#include <stdio.h>", src, "int main(void) {"]
    fmt = {"int": '"%d\\n"', "long": '"%ld\\n"', "double": '"%.17g\\n"', "bool": '"%d\\n"'}[ret]
    for ci, c in enumerate(prob["train"][:ncases]):
        args = []
        for (t, n, arr), v in zip(ps, c["args"]):
            if arr:
                vals = ", ".join(c_value(t, x) for x in v) or "0"
                out.append(f"  {t} a{ci}_{n}[] = {{{vals}}};")
                args.append(f"a{ci}_{n}")
            else:
                args.append(c_value(t, v))
        out.append(f"  printf({fmt}, {'(int)' if ret == 'bool' else ''}{name}({', '.join(args)}));")
    out.append("  return 0;\n}")
    return "\n".join(out)


def gnc_values(gnc_bin, src, prob, ncases):
    _, name, _ = parse_sig(prob["signature"])
    line = json.dumps({"source": src, "entry": name, "tests": [{"args": c["args"]} for c in prob["train"][:ncases]]})
    rc, out, err = gnc(["batch", "-"], gnc_bin, stdin=line + "\n")
    r = json.loads(out.splitlines()[0])
    if r["status"] != "ok":
        return None, r
    return [t.get("value") if t["status"] == "ok" else ("trap", t.get("trap")) for t in r["results"]], r


def same_value(g, c, ret):
    if isinstance(g, tuple):
        return False
    if ret == "double":
        x = float("nan") if g == "nan" else float(g)
        y = float(c)
        return (math.isnan(x) and math.isnan(y)) or x == y
    if ret == "bool":
        return int(bool(g)) == int(c)
    return int(g) == int(c)


def gcc_agrees(gnc_bin, src, prob, tmp, tag, ncases=10):
    ret = parse_sig(prob["signature"])[0]
    vals, r = gnc_values(gnc_bin, src, prob, ncases)
    if vals is None:
        return f"gnc: {r}"
    c = os.path.join(tmp, tag + ".c")
    exe = os.path.join(tmp, tag)
    with open(c, "w") as f:
        f.write(harness(src, prob, ncases))
    p = subprocess.run(["gcc", "-std=c11", "-fwrapv", "-O1", "-w", "-o", exe, c, "-lm"], capture_output=True, text=True)
    if p.returncode != 0:
        return "gcc rejects it: " + p.stderr[:400]
    got = subprocess.run([exe], capture_output=True, text=True, timeout=60).stdout.split()
    if len(got) != len(vals):
        return f"gcc printed {len(got)} values, gnc {len(vals)}"
    for i, (g, x) in enumerate(zip(vals, got)):
        if not same_value(g, x, ret):
            return f"case {i}: gnc {g}, gcc {x}"
    return None


# ---------------------------------------------------------------- the tests
def test_tiny(a, lin):
    rc, out, err = gnc(["search", lin, "--population", "300", "--generations", "100", "--quiet", "--seed", "2"], a.gnc)
    r = lines(out)
    check(rc == 0 and len(r) == 1, f"tiny problem: one result line ({rc}, {err[-300:]})")
    if not r:
        return
    r = r[0]
    check(r["solved"] and r["generalized"] and r["stopped"] == "solved", "tiny problem: solved and generalized")
    check(r["train_error"] == 0 and r["test_error"] == 0, "tiny problem: no error on train and test")
    check(r["compile_rate"] >= 0.99, f"tiny problem: compile rate {r['compile_rate']}")
    check(r["executions"] > 0 and r["candidates"] > 0 and r["generations"] >= 1, "tiny problem: counters")
    check("int f(int x)" in r["program"], "tiny problem: the program is C with the problem's signature")
    prob = json.load(open(lin))
    bad = gcc_agrees(a.gnc, r["program"], prob, a.out, "tiny", ncases=len(prob["train"]))
    check(bad is None, f"tiny problem: the winner gives the same results under gcc ({bad})")


def test_reproducible(a, prob):
    base = ["search", prob, "--population", "120", "--generations", "6", "--quiet", "--seed", "5"]
    r1 = lines(gnc(base, a.gnc)[1])
    r2 = lines(gnc(base, a.gnc)[1])
    r3 = lines(gnc(base + ["--threads", "1"], a.gnc)[1])
    check(len(r1) == 1 and len(r2) == 1 and same_run(r1[0], r2[0]), "a seeded run is reproducible")
    check(len(r3) == 1 and same_run(r1[0], r3[0]), "a seeded run is the same on one thread")
    r4 = lines(gnc(base[:-1] + ["6"], a.gnc)[1])
    check(len(r4) == 1 and r4[0]["program"] != r1[0]["program"] or r4[0]["train_error"] != r1[0]["train_error"],
          "another seed, another run")
    for sel in ("dlexicase", "tournament"):
        s1 = lines(gnc(base + ["--selection", sel], a.gnc)[1])
        s2 = lines(gnc(base + ["--selection", sel, "--threads", "1"], a.gnc)[1])
        check(len(s1) == 1 and len(s2) == 1 and same_run(s1[0], s2[0]) and s1[0]["selection"] == sel,
              f"{sel}: reproducible on any thread count")
    return r1[0]


def test_checkpoint(a, prob, whole):
    ck = os.path.join(a.out, "ck.bin")
    for f in (ck, ck + ".tmp"):
        if os.path.exists(f):
            os.remove(f)
    base = ["search", prob, "--population", "120", "--generations", "6", "--quiet", "--seed", "5", "--checkpoint", ck]
    rc, out, err = gnc(base + ["--stop-after", "3"], a.gnc)
    check(rc == 0 and out == "" and os.path.exists(ck), f"--stop-after: no result, a checkpoint ({rc} {err[-200:]})")
    rc, out, err = gnc(base + ["--resume", ck], a.gnc)
    r = lines(out)
    check(rc == 0 and len(r) == 1 and same_run(r[0], whole), "checkpoint -> resume equals the uninterrupted run")
    # across runs: two runs, interrupted in the second
    multi = ["search", prob, "--population", "100", "--generations", "5", "--quiet", "--seed", "8", "--runs", "2"]
    full = lines(gnc(multi, a.gnc)[1])
    os.remove(ck)
    gnc(multi + ["--checkpoint", ck, "--stop-after", "3"], a.gnc)       # stops in the first run
    r1 = lines(gnc(multi + ["--checkpoint", ck, "--resume", ck, "--stop-after", "4"], a.gnc)[1])  # it ends, the second stops
    r2 = lines(gnc(multi + ["--checkpoint", ck, "--resume", ck], a.gnc)[1])
    check(len(full) == 2 and len(r2) == 2 and all(same_run(x, y) for x, y in zip(full, r2)),
          "two runs: stopped twice and resumed, the same two result lines")
    check(len(r1) == 1 and same_run(r1[0], full[0]), "a resumed process prints the runs it finishes")
    # damaged checkpoints and mismatched options
    data = open(ck, "rb").read()
    for what, blob in (("truncated", data[:-9]), ("flipped byte", data[:100] + bytes([data[100] ^ 1]) + data[101:]),
                       ("not a checkpoint", b"hello"), ("empty", b"")):
        bad = os.path.join(a.out, "bad.ck")
        open(bad, "wb").write(blob)
        rc, out, err = gnc(multi + ["--resume", bad], a.gnc)
        check(rc == 1 and "bad.ck" in err and out == "", f"a {what} checkpoint is an error ({rc}: {err.strip()[:120]})")
    rc, out, err = gnc(["search", prob, "--population", "99", "--generations", "5", "--quiet", "--seed", "8", "--runs", "2",
                        "--resume", ck], a.gnc)
    check(rc == 1 and "--population" in err, f"resume with another --population is an error ({err.strip()[:120]})")
    other = os.path.join(a.out, "problems", "gcd.json")
    rc, out, err = gnc(["search", other] + multi[2:] + ["--resume", ck], a.gnc)
    check(rc == 1 and "another problem" in err, f"resume with another problem is an error ({err.strip()[:120]})")


def test_emulated_cuda(a, prob, lin):
    """build/gnc-emu keeps the whole loop in its emulated device memory: the same runs as the CPU backend, and
    per generation only the loop's counters come back to the host"""
    base = ["search", prob, "--population", "100", "--generations", "5", "--quiet", "--seed", "4"]
    for what, extra in (("lexicase", []), ("dlexicase", ["--selection", "dlexicase"]),
                        ("tournament", ["--selection", "tournament"]),
                        ("elite 5, no staging", ["--elite", "5", "--stage", "0"])):
        cpu = lines(gnc(base + extra + ["--backend", "cpu"], a.gnc)[1])
        emu = lines(gnc(base + extra + ["--backend", "cuda"], a.emu)[1])
        check(len(cpu) == 1 and len(emu) == 1 and emu[0]["backend"] == "cuda" and
              same_run(cpu[0], emu[0], TIMING + ("backend",)), f"{what}: the emulated CUDA path equals the CPU path")
    solve = ["search", lin, "--population", "200", "--generations", "50", "--quiet", "--seed", "2", "--runs", "2"]
    cpu = lines(gnc(solve + ["--backend", "cpu"], a.gnc)[1])
    emu = lines(gnc(solve + ["--backend", "cuda"], a.emu)[1])
    check(len(cpu) == 2 and len(emu) == 2 and all(c["solved"] for c in cpu) and
          all(same_run(c, e, TIMING + ("backend",)) for c, e in zip(cpu, emu)),
          "solved runs (simplification included): the emulated CUDA path equals the CPU path")
    # a checkpoint of one backend resumes on the other
    ck = os.path.join(a.out, "ck-emu.bin")
    multi = base + ["--runs", "2", "--checkpoint", ck]
    full = lines(gnc(base + ["--runs", "2"], a.gnc)[1])
    gnc(multi + ["--backend", "cuda", "--stop-after", "3"], a.emu)
    r = lines(gnc(multi + ["--backend", "cpu", "--resume", ck], a.gnc)[1])
    check(len(full) == 2 and len(r) == 2 and all(same_run(x, y) for x, y in zip(full, r)),
          "a checkpoint of the CUDA path resumes on the CPU path to the same runs")
    # what comes back per generation: the GpSum, three times (72 bytes each), and nothing that grows with P
    hard = os.path.join(a.out, "problems", "collatz-numbers.json")
    res = {}
    for g in (10, 40):
        out = lines(gnc(["search", hard, "--population", "60", "--generations", str(g), "--quiet", "--seed", "3",
                         "--backend", "cuda"], a.emu)[1])
        res[g] = out[0] if out else None
    ok = all(r is not None and r["stopped"] == "generations" and r["generations"] == g for g, r in res.items())
    per = (res[40]["to_host_bytes"] - res[10]["to_host_bytes"]) / 30 if ok else -1
    check(ok and 0 < per <= 300, f"the CUDA path reads back at most 300 bytes per generation ({per:.0f})")


def test_gcc_candidates(a):
    names = ["count-odds", "snow-day", "mirror-image", "vector-average", "dice-game"]
    jobs = []
    for n in names:
        d = os.path.join(a.out, "dump-" + n)
        shutil.rmtree(d, ignore_errors=True)
        path = os.path.join(a.out, "problems", n + ".json")
        subprocess.run([a.dumper, "--dump", d, path], capture_output=True)
        prob = json.load(open(path))
        files = sorted(os.listdir(d)) if os.path.isdir(d) else []
        check(len(files) >= 40, f"{n}: candidates dumped ({len(files)})")
        for f in files:
            jobs.append((n, prob, open(os.path.join(d, f)).read(), f"{n}-{f[:-2]}"))
    tmp = os.path.join(a.out, "gcc")
    os.makedirs(tmp, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        res = list(ex.map(lambda j: (j, gcc_agrees(a.gnc, j[2], j[1], tmp, j[3])), jobs))
    bad = [(j, r) for j, r in res if r is not None]
    for j, r in bad[:3]:
        print(f"{j[3]}: {r}\n{j[2]}")
    check(not bad, f"{len(jobs) - len(bad)} of {len(jobs)} candidates: gcc -fwrapv accepts them and agrees with gnc")


BAD_PROBLEMS = [
    ("{", "invalid JSON"),
    ("[]", "expected a JSON object"),
    ('{"train": [{"args": [1], "expect": 1}]}', "signature: missing"),
    ('{"signature": 5, "train": []}', "signature: expected a string"),
    ('{"signature": "int f(char *s)", "train": [{"args": [1], "expect": 1}]}', "type 'char' of parameter 1"),
    ('{"signature": "int f(int x[])", "train": [{"args": [[1]], "expect": 1}]}', "must be followed by its length"),
    ('{"signature": "int f(int i)", "train": [{"args": [1], "expect": 1}]}', "'i' is reserved"),
    ('{"signature": "int f(int x, int x)", "train": [{"args": [1, 1], "expect": 1}]}', "appears twice"),
    ('{"signature": "int f(int x) junk", "train": [{"args": [1], "expect": 1}]}', "unexpected text"),
    ('{"signature": "int f(int x)"}', "train: missing"),
    ('{"signature": "int f(int x)", "train": []}', "train: no cases"),
    ('{"signature": "int f(int x)", "train": [{"args": [1]}]}', "train[0]: missing field 'expect'"),
    ('{"signature": "int f(int x)", "train": [{"args": [1, 2], "expect": 3}]}', "train[0].args: 2 arguments"),
    ('{"signature": "int f(int x)", "train": [{"args": ["a"], "expect": 3}]}', "train[0].args[0]: expected an integer, got a string"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1.5}]}', "train[0].expect: expected an integer"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1, "x": 2}]}', "train[0].x: unknown field"),
    ('{"signature": "int f(int x[], int n)", "train": [{"args": [[1, 2], 3], "expect": 1}]}', "is not the length of 'x'"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1}], "test": [{"args": [true], "expect": 1}]}',
     "test[0].args[0]: expected an integer, got a boolean"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1}], "error": "sq"}', "error: expected"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1}], "step_limit": 0}', "step_limit: 0 is out of range"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1}], "tolerance": -1}', "tolerance: expected"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1}], "blocks": {"ops": ["^"]}}',
     "blocks.ops[0]: unknown building block '^'"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1}], "blocks": {"loops": ["do"]}}', "blocks.loops[0]"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1}], "blocks": {"locals": {"int": 9}}}',
     "blocks.locals.int: 9 is out of range"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1}], "blocks": {"colour": 1}}', "blocks.colour: unknown field"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1}], "trian": []}', "trian: unknown field"),
    ('{"signature": "int f(int x)", "train": [{"args": [1], "expect": 1}], "train": []}', "invalid JSON"),
]


def test_errors(a, lin):
    for i, (text, want) in enumerate(BAD_PROBLEMS):
        p = os.path.join(a.out, f"bad{i}.json")
        open(p, "w").write(text)
        rc, out, err = gnc(["search", p, "--quiet"], a.gnc)
        check(rc == 1 and out == "" and err.startswith(p + ": error: ") and want in err,
              f"bad problem {text[:60]!r}: exit 1 and '{want}' ({rc}: {err.strip()[:160]})")
    for args, want in ((["--population", "1"], "--population"), (["--selection", "best"], "--selection"),
                       (["--downsample", "0"], "--downsample"), (["--backend", "tpu"], "--backend"),
                       (["--time-limit", "-1"], "--time-limit"), (["--stop-after", "2"], "--stop-after"),
                       (["--elite", "2000"], "--elite"), (["--bogus"], "unknown option"),
                       ([lin], "one problem file")):
        rc, out, err = gnc(["search", lin] + args, a.gnc)
        check(rc == 1 and want in err, f"option error {args}: '{want}' ({rc}: {err.strip()[:120]})")
    rc, out, err = gnc(["search", os.path.join(a.out, "missing.json")], a.gnc)
    check(rc == 1 and "missing.json" in err, "a missing problem file is an error")
    rc, out, err = gnc(["search", "--help"], a.gnc)
    check(rc == 0 and "--selection" in out and "--checkpoint" in out, "--help lists the options")


def test_log(a, prob):
    log = os.path.join(a.out, "log.csv")
    rc, out, err = gnc(["search", prob, "--population", "100", "--generations", "4", "--seed", "3", "--log", log], a.gnc)
    rows = open(log).read().splitlines() if os.path.exists(log) else []
    check(rc == 0 and rows and rows[0].startswith("run,generation,best,median") and len(rows) == 5,
          f"--log: a header and one line per generation ({len(rows)} lines)")
    check("gen 3/4" in err and "exec/s" in err and "ETA" in err, "progress lines on stderr")
    if shutil.which("gnuplot"):
        png = os.path.join(a.out, "curve.png")
        p = subprocess.run(["bash", "scripts/plot-search.sh", log, png], capture_output=True, text=True)
        check(p.returncode == 0 and os.path.getsize(png) > 1000, f"scripts/plot-search.sh draws the log ({p.stderr[:200]})")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gnc", default="build/gnc")
    ap.add_argument("--emu", default="build/gnc-emu")
    ap.add_argument("--dumper", default="build/search-test/test_gp")
    ap.add_argument("--out", default="build/search-test")
    a = ap.parse_args()
    lin = "tests/search/lin.json"
    prob = os.path.join(a.out, "problems", "count-odds.json")
    test_tiny(a, lin)
    whole = test_reproducible(a, prob)
    test_checkpoint(a, prob, whole)
    test_emulated_cuda(a, prob, lin)
    test_gcc_candidates(a)
    test_errors(a, lin)
    test_log(a, prob)
    print(f"{npass} passed, {nfail} failed")
    return 1 if nfail else 0


if __name__ == "__main__":
    sys.exit(main())
