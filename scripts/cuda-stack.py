#!/usr/bin/env python3
"""cuda-stack.py - a bound on the device stack the compile kernels need (docs/gpu.md, "Stack").

Reads the frame size of every device function from a ptxas -v log and the call graph from the PTX of
src/cuda/core_unity.cu, finds the recursive cycles (parser, checker, optimizer, code generator), and prints
for each the heaviest simple cycle, plus the heaviest acyclic path below every kernel.  The recursion
depth in tree levels is bounded by GNC_MAX_NEST; each cycle descends at least one level of the tree, so
    stack <= GNC_MAX_NEST * (heaviest cycle + CALL_OVERHEAD * its length) + heaviest acyclic path.

  scripts/cuda-stack.py PTXAS_LOG PTX [--nest 100]
(make NVCC_FLAGS_EXTRA="-Xptxas -v" build/cuda/core_unity.o > log; nvcc ... -ptx -o core_unity.ptx)
Needs networkx.
"""
import re, sys, functools
import networkx as nx

CALL_OVERHEAD = 16  # bytes per call beyond the frame ptxas reports (return address, saved registers); generous

def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    nest = 100
    if "--nest" in sys.argv: nest = int(sys.argv[sys.argv.index("--nest") + 1])
    log, ptx = args[0], args[1]
    frame, cur = {}, None
    for line in open(log):
        m = re.search(r"Function properties for (\S+)", line)
        if m: cur = m.group(1); continue
        m = re.search(r"(\d+) bytes stack frame", line)
        if m and cur: frame[cur] = int(m.group(1)); cur = None
    G, fn, pending, callee_next = nx.DiGraph(), None, None, False
    for line in open(ptx):
        m = re.match(r"^\.(?:visible \.|weak \.)?(?:entry|func)\s+(?:\([^)]*\)\s*)?(\w+)", line)
        if m: pending = m.group(1); continue
        if line.startswith("{") and pending: fn, pending = pending, None; G.add_node(fn); continue
        if fn and re.match(r"\s*call", line): callee_next = True; continue
        if callee_next:
            c = line.strip().rstrip(",").strip()
            if c: G.add_edge(fn, c)
            callee_next = False
    w = lambda n: frame.get(n, 0)
    def short(n):
        m = re.search(r"cu_[0-9a-f]+?\d+([a-z_][a-z_0-9]*?)E[A-Z0-9]", n)
        return m.group(1) if m else n[:48]
    worst = 0
    for scc in nx.strongly_connected_components(G):
        n0 = next(iter(scc))
        if len(scc) < 2 and not G.has_edge(n0, n0): continue
        best, bc = -1, None
        for k, cyc in enumerate(nx.simple_cycles(G.subgraph(scc))):
            s = sum(w(n) + CALL_OVERHEAD for n in cyc)
            if s > best: best, bc = s, cyc
            if k > 2000000: break
        worst = max(worst, best)
        print(f"cycle  {best:5d} B  " + " -> ".join(f"{short(n)}({w(n)})" for n in bc))
    C = nx.condensation(G)
    mp = C.graph["mapping"]
    cw = {c: max(w(n) + CALL_OVERHEAD for n in C.nodes[c]["members"]) for c in C}
    @functools.lru_cache(None)
    def lp(c): return cw[c] + max((lp(d) for d in C.successors(c)), default=0)
    base = 0
    for n in G:
        if re.search(r"k_compile|k_lex|k_vm|k_verify|k_prepare", n):
            base = max(base, lp(mp[n]))
            print(f"kernel {n[:44]:44s} acyclic path {lp(mp[n])} B")
    print(f"bound: {nest} levels x {worst} B + {base} B = {nest * worst + base} B "
          f"({(nest * worst + base + 1023) // 1024} KiB)")

main()
