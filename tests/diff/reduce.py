#!/usr/bin/env python3
"""Shrinks a program that shows a gnc bug, line by line (delta debugging), keeping the bug.

  tests/diff/reduce.py FILE --entry NAME [--args A ...] [--mode mismatch|verify|error] [--match TEXT] [-o OUT]

Modes (what must stay true of every candidate):
  mismatch  gcc -O0 -fwrapv (with UBSan, so no undefined behaviour creeps in) and `gnc run` both finish and
            print different values for the entry called with --args (default);
  verify    gnc reports an internal error (a compiled module that does not verify), gcc accepts the program;
  error     gnc rejects the program with a message containing --match, gcc accepts it.
Generated programs put one statement per line, so deleting lines (and balanced blocks) keeps them
readable.  The result is written to OUT (default FILE.min.c).  No third-party modules.
"""
import argparse
import os
import subprocess
import sys
import tempfile

HEADER = "#include <stdio.h>\n#include <stdbool.h>\n"


def c_value_printer(ret):
    return {"int": '"%d\\n", (int)', "long": '"%ld\\n", (long)', "double": '"%.17g\\n", (double)',
            "char": '"%d\\n", (int)', "unsigned char": '"%d\\n", (int)', "short": '"%d\\n", (int)',
            "unsigned short": '"%d\\n", (int)', "unsigned int": '"%u\\n", (unsigned)',
            "unsigned long": '"%lu\\n", (unsigned long)', "float": '"%.17g\\n", (double)'}.get(ret)


class Oracle:
    def __init__(self, args, work):
        self.a, self.work, self.n = args, work, 0

    def gcc_ok(self, src, run):
        """gcc accepts src; with run, returns the printed value (None on failure, UB or timeout)"""
        self.n += 1
        c = os.path.join(self.work, "c%d.c" % self.n)
        exe = os.path.join(self.work, "c%d" % self.n)
        body = HEADER + src
        if run:
            decls, args = "", []
            for i, (t, v) in enumerate(zip(self.a.types, self.a.args)):
                if t.endswith("[]"):
                    decls += "  %s a%d[] = {%s};\n" % (t[:-2], i, v.strip("[]"))
                    args.append("a%d" % i)
                else:
                    args.append(v)
            call = "%s(%s)" % (self.a.entry, ", ".join(args))
            if self.a.ret == "bool":
                body += '\nint main(void) {\n%s  puts(%s ? "true" : "false");\n  return 0;\n}\n' % (decls, call)
            else:
                body += "\nint main(void) {\n%s  printf(%s%s);\n  return 0;\n}\n" % (
                    decls, c_value_printer(self.a.ret), call)
            cmd = [self.a.cc, "-std=c11", "-O0", "-fwrapv", "-w", "-fsanitize=undefined,float-cast-overflow",
                   "-fno-sanitize-recover=all", "-o", exe, c]
        else:
            cmd = [self.a.cc, "-std=c11", "-fsyntax-only", "-w", c]
        with open(c, "w") as f:
            f.write(body)
        if subprocess.run(cmd, capture_output=True).returncode != 0:
            return None
        if not run:
            return True
        try:
            r = subprocess.run([exe], capture_output=True, text=True, timeout=5)
        except subprocess.TimeoutExpired:
            return None
        return r.stdout.strip() if r.returncode == 0 and not r.stderr else None

    def gnc(self, src):
        path = os.path.join(self.work, "g.c")
        with open(path, "w") as f:
            f.write(src)
        cmd = [self.a.gnc, "run", path, "--entry", self.a.entry, "--fuel", "100000000", "--"] + self.a.args
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=20)
        except subprocess.TimeoutExpired:
            return None, "timeout"
        return r.returncode, r.stdout.strip() + r.stderr

    def interesting(self, src):
        if self.a.mode == "mismatch":
            rc, out = self.gnc(src)
            if rc is None or "error:" in out and "runtime error" not in out:
                return False
            want = self.gcc_ok(src, True)
            return want is not None and (rc != 0 or out.strip() != want)
        rc, out = self.gnc(src)
        if self.a.mode == "verify" and "does not verify" not in (out or ""):
            return False
        if self.a.mode == "error" and (rc != 1 or self.a.match not in out):
            return False
        return self.gcc_ok(src, False) is not None


def block_end(lines, i):
    """index of the line closing the block opened at the end of line i (same indentation, starts with '}')"""
    ind = len(lines[i]) - len(lines[i].lstrip())
    for j in range(i + 1, len(lines)):
        l = lines[j]
        if l.strip() and len(l) - len(l.lstrip()) == ind and l.lstrip().startswith("}"):
            return j
    return None


def reduce_blocks(lines, ok):
    """removes whole blocks (functions, loops, ifs), then unwraps blocks keeping their bodies"""
    for unwrap in (False, True):
        i = 0
        while i < len(lines):
            if lines[i].rstrip().endswith("{"):
                j = block_end(lines, i)
                if j is not None:
                    if not unwrap:
                        cand = lines[:i] + lines[j + 1:]
                    elif lines[j].strip() == "}":
                        cand = lines[:i] + lines[i + 1:j] + lines[j + 1:]
                    else:
                        cand = None
                    if cand and ok(cand):
                        lines = cand
                        continue
            i += 1
    return lines


def reduce_lines(lines, ok):
    """delta debugging over single lines and runs of lines"""
    size = max(1, len(lines) // 2)
    while True:
        progress = False
        i = 0
        while i < len(lines):
            cand = lines[:i] + lines[i + size:]
            if cand and ok(cand):
                lines = cand
                progress = True
            else:
                i += size
        if not progress:
            if size == 1:
                return lines
            size = max(1, size // 2)


def groups(line):
    """(start, end) of every parenthesised group of line, outermost first"""
    out, stack = [], []
    for i, ch in enumerate(line):
        if ch == "(":
            stack.append(i)
        elif ch == ")" and stack:
            out.append((stack.pop(), i))
    return sorted(out, key=lambda g: g[0] - g[1])


def reduce_exprs(lines, ok):
    """replaces parenthesised groups by 1 (or 0), and declarators of multi-declarations, while it helps"""
    for i in range(len(lines)):
        changed = True
        while changed:
            changed = False
            for a, b in groups(lines[i]):
                if lines[i][:a].rstrip().endswith(("if", "while", "for")) or lines[i][:a].rstrip()[-1:].isalnum():
                    continue  # statement syntax or a call
                for rep in ("1", "0"):
                    cand = lines[:i] + [lines[i][:a] + rep + lines[i][b + 1:]] + lines[i + 1:]
                    if ok(cand):
                        lines, changed = cand, True
                        break
                if changed:
                    break
    return lines


def reduce_all(lines, ok):
    while True:
        before = list(lines)
        lines = reduce_lines(reduce_blocks(lines, ok), ok)
        lines = reduce_exprs(lines, ok)
        if lines == before:
            return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file")
    ap.add_argument("--entry", required=True)
    ap.add_argument("--args", nargs="*", default=[])
    ap.add_argument("--types", nargs="*", default=[], help="mismatch mode: entry parameter types (int long[] ...)")
    ap.add_argument("--ret", default="int", help="mismatch mode: entry return type")
    ap.add_argument("--mode", default="mismatch", choices=["mismatch", "verify", "error"])
    ap.add_argument("--match", default="")
    ap.add_argument("--gnc", default="build/gnc")
    ap.add_argument("--cc", default="gcc")
    ap.add_argument("-o", "--output")
    a = ap.parse_args()
    src = open(a.file).read()
    work = tempfile.mkdtemp(prefix="gnc-reduce-")
    o = Oracle(a, work)
    lines = [l for l in src.split("\n") if not l.startswith("// test:")]
    if not o.interesting("\n".join(lines) + "\n"):
        sys.exit("the program does not show the problem to begin with")
    lines = reduce_all(lines, lambda ls: o.interesting("\n".join(ls) + "\n"))
    out = a.output or (a.file.rsplit(".", 1)[0] + ".min.c")
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("%d lines -> %s (%d candidates tried)" % (len(lines), out, o.n))


if __name__ == "__main__":
    main()
