#!/usr/bin/env python3
"""tests/hybrid/hybrid_test.py - `gnc batch --compiler neural|hybrid` against the traditional compiler.

The hybrid's promise: whatever the router and the model do, every program's verdict, values, traps and
output are the traditional compiler's.  Checked on a mixed batch (generated programs with right and wrong
expected values, programs that trap, compile errors, invalid input, pointer and output programs the model
cannot take) with every program sent to the neural path, with the committed model (some candidates
accepted) and with a tiny untrained one (nearly everything falls back), with --prefer-fast, through the
Python binding, and with a router trained here by `gnc neural train-router`.  Also: neural mode keeps the
front end's answers, and the new options' bad values and files are clear errors.

    python3 tests/hybrid/hybrid_test.py GNC [TMPDIR]        prints "N passed, M failed"
"""
import json
import os
import re
import subprocess
import sys
import tempfile

GNC = sys.argv[1] if len(sys.argv) > 1 else "build/gnc"
TMP = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="gnc_hybrid_")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODEL = os.path.join(ROOT, "models", "gnc-neural.ckpt")
ENV = dict(os.environ, OPENBLAS_NUM_THREADS="1")
npass = nfail = 0


def check(ok, what, detail=""):
    global npass, nfail
    if ok:
        npass += 1
    else:
        nfail += 1
        print("FAIL %s %s" % (what, detail[:2000]))


def run(args, stdin=None):
    p = subprocess.run([GNC] + args, input=stdin, capture_output=True, text=True, env=ENV, timeout=600)
    return p.returncode, p.stdout, p.stderr


def gen(*args):
    rc, out, err = run(["gen", "--jsonl"] + list(args))
    assert rc == 0, err
    return [json.loads(l) for l in out.splitlines()]


def batch_input():
    """generated programs with the traditional compiler's values as expectations, one in three with a
    wrong one; programs that trap; compile errors; invalid input; programs the model cannot take"""
    progs = gen("--seed", "1", "--count", "18") + gen("--seed", "40", "--count", "3", "--traps")
    text = "".join(json.dumps(p) + "\n" for p in progs)
    rc, out, err = run(["batch", "-"], text)
    assert rc == 0, err
    for i, (p, r) in enumerate(zip(progs, [json.loads(l) for l in out.splitlines()])):
        for t, res in zip(p["tests"], r.get("results", [])):
            if "value" in res:
                v = res["value"]
                t["expect"] = v + 1 if (i % 3 == 1 and isinstance(v, int) and not isinstance(v, bool)) else v
    progs += [
        {"id": "syntax", "source": "int f(int x) { return x + ; }", "entry": "f", "tests": [{"args": [1]}]},
        {"id": "type", "source": "int f(int x) { return g(x); }", "entry": "f", "tests": [{"args": [1]}]},
        {"id": "arity", "source": "int f(int x) { return x; }", "entry": "f", "tests": [{"args": [1, 2]}]},
        {"id": "noentry", "source": "int f(int x) { return x; }", "entry": "h", "tests": []},
        {"id": "string", "source": "#include <string.h>\nint f(const char *s) { return (int)strlen(s); }",
         "entry": "f", "tests": [{"args": ["abc"], "expect": 3}, {"args": ["ab"], "expect": 3}]},
        {"id": "output", "source": "#include <stdio.h>\nint f(int x) { printf(\"%d\\n\", x); return x; }",
         "entry": "f", "tests": [{"args": [4], "expect": 4, "stdout": "4\n"}]},
        {"id": "fuel", "source": "int f(int x) { while (x >= 0) x = x + 1 - 1; return x; }", "entry": "f",
         "tests": [{"args": [1]}]},
        {"id": "small", "source": "int f(int x, int y) { return x * 2 + y; }", "entry": "f",
         "tests": [{"args": [3, 1], "expect": 7}, {"args": [0, 0], "expect": 0}, {"args": [-5, 2], "expect": -8}]},
    ]
    return "".join(json.dumps(p) + "\n" for p in progs)


def strip(out):
    """the output lines without the fields that say which compiler's module was kept"""
    lines = []
    for l in out.splitlines():
        d = json.loads(l)
        d.pop("compiler", None)
        d.pop("neural", None)
        lines.append(json.dumps(d, sort_keys=True))
    return lines


def routes(out):
    return [(json.loads(l).get("compiler"), json.loads(l).get("neural")) for l in out.splitlines()]


def identity(name, text, trad, args):
    rc, out, err = run(["batch", "--compiler", "hybrid", "--threshold", "0", "--model", MODEL] + args + ["-"], text)
    check(rc == 0, name + ": exit 0", err)
    got = strip(out)
    same = got == trad
    diff = next((i for i, (a, b) in enumerate(zip(got, trad)) if a != b), None)
    check(same, name + ": every result is the traditional compiler's",
          "line %s: %s\nvs %s" % (diff, got[diff] if diff is not None else len(got),
                                  trad[diff] if diff is not None else len(trad)))
    m = re.search(r"compiler hybrid: (\d+) of (\d+) programs to the neural path .*?: (\d+) neural .*?(\d+) fallback "
                  r".*?(\d+) unsupported", err)
    check(m is not None, name + ": summary line", err)
    return out, err, m


def main():
    os.makedirs(TMP, exist_ok=True)
    text = batch_input()
    rc, out, err = run(["batch", "-"], text)
    check(rc == 0, "traditional run", err)
    trad = strip(out)
    nok = sum(1 for l in trad if json.loads(l)["status"] == "ok")

    # every program to the neural path, the committed model: some accepted, the rest fall back or are unsupported
    out, err, m = identity("committed model", text, trad, ["--k", "2"])
    r = routes(out)
    if m:
        check(int(m.group(1)) == nok and int(m.group(2)) == nok, "every compiled program sent", err)
        check(int(m.group(3)) >= 1, "at least one neural module kept", err)
        check(int(m.group(5)) >= 2, "unsupported programs", err)  # fallbacks: the tiny model's, below
    check(r[-1] == ("neural", None), "the small program's neural module is kept", str(r[-1]))
    check(r[-4] == ("traditional", "unsupported"), "the string program is unsupported", str(r))
    # a loop that runs out of fuel on half the random inputs: the check's price limit stops it, it falls back
    check(r[-2] == ("traditional", "fallback"), "the looping program falls back", str(r))
    labels_out = out

    # each program is judged against its own traditional results: entries of different return types in one
    # batch, all three simple enough for the committed model, all three kept
    kinds = "".join(json.dumps(p) + "\n" for p in [
        {"id": "l", "source": "long f(long x) { return x + 1; }", "entry": "f", "tests": [{"args": [41]}]},
        {"id": "i", "source": "int g(int x) { return x * 2; }", "entry": "g", "tests": [{"args": [21]}]},
        {"id": "d", "source": "double h(double x) { return x * 0.5; }", "entry": "h", "tests": [{"args": [3.0]}]}])
    rc, tout, _ = run(["batch", "-"], kinds)
    out, err, m = identity("return types", kinds, strip(tout), ["--k", "2"])
    check(routes(out) == [("neural", None)] * 3, "return types: every module kept", str(routes(out)))

    # a tiny untrained model: nearly everything falls back; results still the traditional ones
    tiny = os.path.join(TMP, "tiny.ckpt")
    rc, _, err = run(["neural", "train", "--out", tiny, "--steps", "1", "--batch", "1", "--layers", "1", "--heads",
                      "1", "--ch", "8", "--ctx", "256", "--save-every", "1000"])
    check(rc == 0, "tiny model trained", err)
    rc, out, err = run(["batch", "--compiler", "hybrid", "--threshold", "0", "--model", tiny, "--k", "3", "-"], text)
    check(rc == 0 and strip(out) == trad, "tiny model: every result is the traditional compiler's", err)
    check(sum(1 for c, why in routes(out) if why == "fallback") >= 10, "tiny model: many programs fall back", err)

    # --prefer-fast and an audit: still the traditional results
    out, err, _ = identity("prefer-fast", text, trad, ["--k", "2", "--prefer-fast", "--audit", "200"])
    check(re.search(r"\d+ faster \(mean saving [\d.]+% of the instructions, [\d.]+% of all\), \d+ not faster", err) is not None, "prefer-fast figures", err)
    check(re.search(r"audit: \d+ of \d+ accepted differ", err) is not None, "audit figures", err)

    # neural mode: the front end's answers stay, compiled programs report the neural module's results
    rc, out, err = run(["batch", "--compiler", "neural", "--model", tiny, "--k", "1", "-"], text)
    check(rc == 0, "neural mode runs", err)
    for a, b in zip(strip(out), trad):
        da, db = json.loads(a), json.loads(b)
        if db["status"] != "ok":
            check(da == db, "neural mode keeps the front end's answer", a + " vs " + b)
        else:
            check(da["status"] == "ok" and len(da["results"]) == len(db["results"]), "neural mode results", a)
    check(routes(out)[-4] == ("traditional", "unsupported"), "neural mode: unsupported keeps traditional", out)

    # a router trained on the labels above; routing by it keeps the results
    inp = os.path.join(TMP, "in.jsonl")
    res = os.path.join(TMP, "res.jsonl")
    router = os.path.join(TMP, "router.txt")
    curve = os.path.join(TMP, "curve.csv")
    open(inp, "w").write(text)
    open(res, "w").write(labels_out)
    rc, out, err = run(["neural", "train-router", inp, res, "--out", router, "--curve", curve, "--threshold", "0.2"])
    check(rc == 0 and "AUROC" in out and os.path.exists(router), "train-router", out + err)
    lines = open(curve).read().splitlines() if os.path.exists(curve) else []
    check(lines[:1] == ["coverage,risk,threshold"] and len(lines) > 2, "risk-coverage curve", str(lines[:3]))
    out, err, m = identity("trained router", text, trad, ["--router", router, "--threshold", "0.2", "--k", "1"])
    rc2, out2, err2 = run(["batch", "--compiler", "hybrid", "--router", router, "--model", MODEL, "--k", "1", "-"], text)
    check(rc2 == 0 and "router" in err2 and strip(out2) == trad, "the router's own threshold", err2)

    # errors
    bad_router = os.path.join(TMP, "bad.txt")
    open(bad_router, "w").write(open(router).read().replace("features 13", "features 12"))
    for args, msg in [
        (["--compiler", "quantum"], "--compiler takes traditional, neural or hybrid, not quantum"),
        (["--compiler", "hybrid", "--model", os.path.join(TMP, "none.ckpt")], "cannot load the model: "),
        (["--compiler", "neural", "--model", inp], "cannot load the model: "),
        (["--compiler", "hybrid", "--model", MODEL, "--router", os.path.join(TMP, "none.txt")], "cannot load the router"),
        (["--compiler", "hybrid", "--model", MODEL, "--router", bad_router], "line 2: 12 features"),
        (["--compiler", "neural", "--model=" + os.path.join(TMP, "none.ckpt")], "cannot load the model: "),
        (["--threshold", "1.5"], "--threshold takes a number in [0, 1], not 1.5"),
        (["--threshold=1.5"], "--threshold takes a number in [0, 1], not 1.5"),
        (["--top-p=2"], "--top-p takes a number in (0, 1], not 2"),
        (["--top-p", "0"], "--top-p takes a number in (0, 1], not 0"),
        (["--temperature", "x"], "--temperature takes a number in [0, 100], not x"),
        (["--k", "-1"], "--k"),
        (["--agree", "many"], "--agree"),
    ]:
        rc, out, err = run(["batch"] + args + ["-"], "")
        check(rc == 1 and msg in err and out == "", "error: " + " ".join(args), err)
    for args, msg in [
        ([], "needs INPUT.jsonl and RESULTS.jsonl"),
        ([inp, os.path.join(TMP, "none.jsonl")], "cannot open"),
        ([inp, inp, "--threshold", "2"], "bad value '2' for --threshold"),
        ([inp, inp, "--bogus", "1"], "unknown option '--bogus'"),
        ([inp, res + ".short"], "cannot open"),
    ]:
        rc, out, err = run(["neural", "train-router"] + args)
        check(rc == 1 and msg in err, "train-router error: " + " ".join(args), err)
    short = os.path.join(TMP, "short.jsonl")
    open(short, "w").write("\n".join(labels_out.splitlines()[:3]) + "\n")
    rc, out, err = run(["neural", "train-router", inp, short])
    check(rc == 1 and "fewer lines" in err, "train-router: results shorter than the input", err)
    rc, out, _ = run(["neural", "train-router", "--help"])
    check(rc == 0 and out.startswith("usage: gnc neural train-router"), "train-router --help")
    rc, out, _ = run(["batch", "--help"])
    check(rc == 0 and "--compiler traditional|neural|hybrid" in out and "--prefer-fast" in out, "batch --help")

    print("%d passed, %d failed" % (npass, nfail))
    return 1 if nfail else 0


if __name__ == "__main__":
    sys.exit(main())
