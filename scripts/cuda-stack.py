#!/usr/bin/env python3
"""cuda-stack.py - a bound on the device stack the compile kernels need (docs/gpu.md, "Stack").

Reads the frame size of every device function from a ptxas -v log and the call graph from the PTX of
src/cuda/core_unity.cu, finds the recursive cycles (parser, checker, optimizer, code generator), and prints
for each the heaviest simple cycle, plus the heaviest acyclic path below every kernel.  The recursion
depth in tree levels is bounded by GNC_MAX_NEST; each cycle descends at least one level of the tree, so
for each kernel, over the cycles and paths it reaches,
    stack <= GNC_MAX_NEST (or LEVELS) * (heaviest cycle + CALL_OVERHEAD * its length) + ONCE cycles + acyclic path.

  scripts/cuda-stack.py PTXAS_LOG PTX [--nest 100]
(rm -f build/cuda/core_unity.o; make CUDA_SASS=1 NVCC_FLAGS_EXTRA="-Xptxas -v" build/cuda/core_unity.o > log;
 nvcc ... -ptx -o core_unity.ptx)
Needs networkx.
"""
import re, sys, functools
import networkx as nx

CALL_OVERHEAD = 16  # bytes per call beyond the frame ptxas reports (return address, saved registers); generous
# functions that appear on a stack at most once, whatever the static call graph allows (ps_alignas: what an
# _Alignas's parentheses hold reaches a type only through a type name, where _Alignas is an error): their
# cycles count once, not once per tree level
ONCE = {"ps_alignas"}
# cycles through these functions have a depth limit of their own, below GNC_MAX_NEST (compiler.h): their
# heaviest cycles are found apart from the others' (a graph without these functions) and count that many times
LEVELS = {"pp_expand": 64,  # GNC_PP_MAX_DEPTH: macro invocations nested in macro arguments
          "ck_init_obj": 17,  # CK_INIT_DEPTH + 1 (check.c): the levels of an initialiser
          "ck_init_chain": 17,  # and of designators in a row (.a.b.c =), which go down them too
          # a statement expression counts as GNC_STMTEXPR_LEVELS (4) levels of the tree and of the parser's
          # nesting: a turn through it at most GNC_MAX_NEST / 4 times
          "ps_stmt_expr": 25, "ck_stmtexpr": 25, "gen_stmt_expr": 25, "op_stmt_expr": 25}

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
    def heaviest(H, must=None):  # the heaviest simple cycle of each SCC of H (through `must` if given)
        out = []
        for scc in nx.strongly_connected_components(H):
            n0 = next(iter(scc))
            if len(scc) < 2 and not H.has_edge(n0, n0): continue
            if must is not None and must not in scc: continue
            best, bc = -1, None
            for k, cyc in enumerate(nx.simple_cycles(H.subgraph(scc))):
                if must is not None and must not in cyc: continue
                s = sum(w(n) + CALL_OVERHEAD for n in cyc)
                if s > best: best, bc = s, cyc
                if k > 2000000: break
            if bc: out.append((best, bc))
        return out
    show = lambda best, bc: " -> ".join(f"{short(n)}({w(n)})" for n in bc)
    once = [n for n in G if short(n) in ONCE]
    limited = [n for n in G if short(n) in LEVELS]
    cyc = heaviest(G.subgraph([n for n in G if n not in once and n not in limited]))
    for f in limited:  # the heaviest cycle through f, with the other limited functions but f out of the way
        cyc += heaviest(G.subgraph([n for n in G if n not in once and (n == f or n not in limited)]), f)
    for best, bc in cyc: print(f"cycle  {best:5d} B  {show(best, bc)}")
    extra = {}
    for f in once:  # at most one turn through f's heaviest cycle (a limited function's part of it is one of
        # its own levels, which the per-level bound below covers: its cycles weigh less per level)
        for best, bc in heaviest(G.subgraph([n for n in G if n not in limited]), f):
            extra[f] = best
            print(f"once   {best:5d} B  {show(best, bc)}")
    C = nx.condensation(G)
    mp = C.graph["mapping"]
    cw = {c: max(w(n) + CALL_OVERHEAD for n in C.nodes[c]["members"]) for c in C}
    @functools.lru_cache(None)
    def lp(c): return cw[c] + max((lp(d) for d in C.successors(c)), default=0)
    bound = 0
    for n in G:
        if not re.search(r"k_compile|k_lex|k_vm|k_verify|k_prepare", n): continue
        reach = nx.descendants(G, n) | {n}
        levels = lambda bc: min([LEVELS[short(f)] for f in bc if short(f) in LEVELS] + [nest])
        lv, worst = max(((levels(bc), best) for best, bc in cyc if bc[0] in reach), key=lambda x: x[0] * x[1],
                        default=(nest, 0))
        more = sum(extra.get(f, 0) for f in once if f in reach)
        b = lv * worst + more + lp(mp[n])
        bound = max(bound, b)
        print(f"kernel {n[:44]:44s} {lv} x {worst} B + {more} B + acyclic path {lp(mp[n])} B = {b} B")
    print(f"bound: {bound} B ({(bound + 1023) // 1024} KiB)")

main()
