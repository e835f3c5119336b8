#!/usr/bin/env python3
"""bench/search/gcc_check.py - every generalized winner of bench/search/run.sh under gcc: its C text compiled by
gcc -std=c11 -fwrapv -O1 with a harness that calls it on every test case of its problem, the printed results
compared with the expected values (within the problem's tolerance).  Prints one line per selection method and
the failures; exits 1 if any winner disagrees.

    python3 bench/search/gcc_check.py build/search-bench
"""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "search"))
import search_test as st  # noqa: E402  (the harness writer and the signature parser)


def check(prob, src, tmp):
    ret = st.parse_sig(prob["signature"])[0]
    cases = prob["test"]
    whole = dict(prob, train=cases)
    c, exe = os.path.join(tmp, "w.c"), os.path.join(tmp, "w")
    with open(c, "w") as f:
        f.write(st.harness(src, whole, len(cases)))
    p = st.subprocess.run(["gcc", "-std=c11", "-fwrapv", "-O1", "-w", "-o", exe, c, "-lm"], capture_output=True, text=True)
    if p.returncode:
        return "gcc rejects it: " + p.stderr[:300]
    got = st.subprocess.run([exe], capture_output=True, text=True).stdout.split()
    tol = prob.get("tolerance", 0)
    for i, (g, case) in enumerate(zip(got, cases)):
        want = case["expect"]
        ok = abs(float(g) - float(want)) <= tol if ret == "double" else int(g) == int(want)
        if not ok:
            return f"test case {i}: gcc {g}, expected {want}"
    return None if len(got) == len(cases) else f"{len(got)} results for {len(cases)} cases"


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else "build/search-bench"
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for sel in sorted(os.listdir(base)):
            d = os.path.join(base, sel)
            if not os.path.isdir(d) or sel == "problems":
                continue
            n = ok = 0
            for f in sorted(os.listdir(d)):
                prob = json.load(open(os.path.join(base, "problems", f.replace(".jsonl", ".json"))))
                for line in open(os.path.join(d, f)):
                    r = json.loads(line)
                    if not r["generalized"]:
                        continue
                    n += 1
                    why = check(prob, r["program"], tmp)
                    if why:
                        print(f"{sel} {f} run {r['run']}: {why}")
                    else:
                        ok += 1
            print(f"{sel}: {ok} of {n} generalized winners give the expected results on every test case under gcc")
            bad += n - ok
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
