#!/usr/bin/env python3
"""bench/search/summary.py - the table of bench/search/run.sh's results (build/search-bench/), next to the
published PushGP success rates (bench/search/published.json, each number with its source), with the one-sided
Fisher exact test of "our success rate is higher" (R runs here against 100 published).

    python3 bench/search/summary.py build/search-bench
"""
import json
import math
import os
import statistics
import sys


def load(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def fisher_greater(a, n, b, m):
    """one-sided Fisher exact test: P(at least a successes of n | a + b successes in n + m runs)"""
    k = a + b
    return sum(math.comb(n, x) * math.comb(m, k - x) for x in range(a, min(k, n) + 1)) / math.comb(n + m, k)


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else "build/search-bench"
    here = os.path.dirname(os.path.abspath(__file__))
    pub = json.load(open(os.path.join(here, "published.json")))
    sys.path.insert(0, here)
    import psb
    sels = [s for s in ("lexicase", "dlexicase", "tournament") if os.path.isdir(os.path.join(base, s))]
    ahead, sig_ahead = {}, {}
    print("| problem | selection | successes | generalization | median s to solution | median executions to solution |"
          " executions/s | PushGP lexicase (published) | p (ours > published) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for p in psb.PROBLEMS:
        for s in sels:
            f = os.path.join(base, s, p + ".jsonl")
            if not os.path.exists(f):
                continue
            r = load(f)
            if not r:
                continue
            solved = [x for x in r if x["solved"]]
            gen = [x for x in r if x["generalized"]]
            secs = statistics.median([x["seconds"] for x in gen]) if gen else None
            ex = statistics.median([x["executions"] for x in gen]) if gen else None
            rate = sum(x["executions"] for x in r) / max(1e-9, sum(x["seconds"] for x in r))
            g = f"{len(gen)}/{len(solved)}" if solved else "-"
            pp = pub.get(p, {}).get("lexicase")
            ptxt = f"{pp}/100" if pp is not None else "not found"
            ptxt += f" | {fisher_greater(len(gen), len(r), pp, 100):.2g}" if pp is not None else " | -"
            if p in psb.CORE:   # a higher success rate than published PushGP with lexicase
                up = pp is not None and len(gen) / len(r) > pp / 100
                ahead.setdefault(s, []).extend([p] if up else [])
                sig_ahead.setdefault(s, []).extend([p] if up and fisher_greater(len(gen), len(r), pp, 100) < 0.05 else [])
            print(f"| {p}{' (core)' if p in psb.CORE else ''} | {s} | {len(gen)}/{len(r)} | {g} | "
                  f"{secs:.2f} | {ex:,.0f} | {rate:,.0f} | {ptxt} |" if gen else
                  f"| {p}{' (core)' if p in psb.CORE else ''} | {s} | 0/{len(r)} | {g} | - | - | {rate:,.0f} | {ptxt} |")
    for s in sels:
        a = ahead.get(s, [])
        print(f"{s}: a higher success rate than published PushGP (lexicase) on {len(a)} of {len(psb.CORE)} core problems"
              f" ({', '.join(a)})")
        sig = sig_ahead.get(s, [])
        print(f"{s}: of these, significantly higher (one-sided Fisher exact test, p < 0.05) on {len(sig)}"
              f" ({', '.join(sig)})")


if __name__ == "__main__":
    main()
