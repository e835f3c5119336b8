#!/usr/bin/env python3
"""bench/search/summary.py - the table of bench/search/run.sh's results (build/search-bench/), next to the
published PushGP success rates (bench/search/published.json, each number with its source).

    python3 bench/search/summary.py build/search-bench
"""
import json
import os
import statistics
import sys


def load(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else "build/search-bench"
    here = os.path.dirname(os.path.abspath(__file__))
    pub = json.load(open(os.path.join(here, "published.json")))
    sys.path.insert(0, here)
    import psb
    sels = [s for s in ("lexicase", "dlexicase", "tournament") if os.path.isdir(os.path.join(base, s))]
    ahead = {}
    print("| problem | selection | successes | generalization | median s to solution | median executions to solution |"
          " executions/s | PushGP lexicase (published) |")
    print("|---|---|---|---|---|---|---|---|")
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
            if p in psb.CORE:   # a higher success rate than published PushGP with lexicase
                ahead.setdefault(s, []).extend([p] if pp is not None and len(gen) / len(r) > pp / 100 else [])
            print(f"| {p}{' (core)' if p in psb.CORE else ''} | {s} | {len(gen)}/{len(r)} | {g} | "
                  f"{secs:.2f} | {ex:,.0f} | {rate:,.0f} | {ptxt} |" if gen else
                  f"| {p}{' (core)' if p in psb.CORE else ''} | {s} | 0/{len(r)} | {g} | - | - | {rate:,.0f} | {ptxt} |")
    for s in sels:
        a = ahead.get(s, [])
        print(f"{s}: a higher success rate than published PushGP (lexicase) on {len(a)} of {len(psb.CORE)} core problems"
              f" ({', '.join(a)})")


if __name__ == "__main__":
    main()
