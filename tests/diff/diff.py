#!/usr/bin/env python3
"""Differential test of gnc against gcc -O0 -fwrapv on generated programs (tests/diff/run.sh calls this).

1. `gnc gen --jsonl --meta --prefix p` writes N programs (seeds SEED .. SEED+N-1), each with an entry
   function and argument sets; every function name carries the program's prefix (p17_...).
2. gcc: programs are concatenated, a few hundred per C file, with a generated main that calls every entry
   with every argument set and prints the value as `gnc run` does (%d, %ld, %.17g, true/false); the files
   are compiled with gcc -O0 -fwrapv -std=c11 and run in parallel.
3. gnc: one `gnc batch` call over the same JSON lines when the batch command exists (plus the first
   --run-sample programs through `gnc run`, which must agree), else `gnc run` per test (in parallel).
4. Every value is compared (NaNs compare equal whatever their sign); a program fails on any difference, a
   compile error, a trap or a crash.  Failing programs are kept under the fail directory with the commands
   that reproduce and minimise them (reduce.py), and a hint from re-running them with `gnc run --no-opt`.
5. --traps K programs generated with `gnc gen --traps` must raise the trap their metadata announces.

6. --pointers (gnc gen --pointers): the programs also print (printf, puts, putchar), so every test's output
   is compared too: the gcc harness brackets each call with \x01 markers, and `gnc run` prints the output
   before the value's line.  They run through `gnc run` (exact bytes of output), and `gnc batch` must then
   agree with it (values, and outputs that are UTF-8: its JSON cannot show other bytes).

7. --structs (gnc gen --structs): as --pointers, with structs, unions and multi-dimensional arrays.

8. --realc (gnc gen --realc): as --structs, with what C written by people and language models uses: big,
   empty and variable-length arrays, goto, variadic helpers, block-scope declarations.

--sanitize checks the generator instead: the gcc build gets -fsanitize=undefined,float-cast-overflow,
address, and any sanitizer report, warning about sequence points/uninitialised use, or slow program fails.
The last line printed is always `N passed, N failed`.  No third-party modules.
"""
import argparse
import concurrent.futures as cf
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time

C_TYPES = {"int": ("int", '"%d\\n"'), "long": ("long", '"%ld\\n"'), "double": ("double", '"%.17g\\n"'),
           "bool": ("bool", None),
           # C's other scalar types (gnc gen --ctypes): printed as gnc run prints them
           "char": ("int", '"%d\\n"'), "unsigned char": ("int", '"%d\\n"'), "short": ("int", '"%d\\n"'),
           "unsigned short": ("int", '"%d\\n"'), "unsigned int": ("unsigned", '"%u\\n"'),
           "unsigned long": ("unsigned long", '"%lu\\n"'), "float": ("double", '"%.17g\\n"')}
FLOATING = ("double", "float")


def c_arg(v, ty):
    """a JSON argument value as a C expression of type ty ("int", "long", "double", "bool", "unsigned int" ...)"""
    if ty == "bool":
        return "true" if v else "false"
    if ty in FLOATING:  # a float argument is a float value: the double literal converts exactly
        r = repr(float(v))
        return r if ("." in r or "e" in r or "n" in r) else r + ".0"
    v = int(v)
    if ty == "unsigned int":
        return "%du" % v
    if ty == "unsigned long":
        return "%dUL" % v
    if ty in ("char", "unsigned char", "short", "unsigned short"):
        return str(v)
    if ty == "int":
        return "(-2147483647 - 1)" if v == -2147483648 else str(v)
    return "(-9223372036854775807L - 1)" if v == -(1 << 63) else "%dL" % v


def param_types(meta):
    """[(base, is_array)] from the generator's "params" (e.g. ["int", "long[]"])"""
    return [(t[:-2], True) if t.endswith("[]") else (t, False) for t in meta]


def harness(progs, marked=False):
    """C text: the programs, one runner function per program, main calling them; and the line range
    [first, last] of each program's source, by program number.  marked: each test's output is bracketed by
    "\x01S k t" and "\x01V" markers (the programs print)"""
    out = ["#include <stdio.h>", "#include <stdbool.h>", ""]
    ranges, line = {}, 4
    for p in progs:
        out.append(p["source"])
        n = p["source"].count("\n") + (0 if p["source"].endswith("\n") else 1)
        ranges[p["k"]] = (line, line + n - 1)
        line += n + (1 if p["source"].endswith("\n") else 0)  # "\n".join adds a line after a final newline
    for p in progs:
        k = p["k"]
        out.append("static void run_%d(void) {" % k)
        ret = p["ret"]
        for t, test in enumerate(p["tests"]):
            out.append("  {")
            args = []
            for i, ((base, arr), v) in enumerate(zip(p["ptypes"], test["args"])):
                if arr:
                    cty = "bool" if base == "bool" else base
                    out.append("    %s a%d[%d] = {%s};" % (cty, i, len(v), ", ".join(c_arg(x, base) for x in v)))
                    args.append("a%d" % i)
                else:
                    args.append(c_arg(v, base))
            call = "%s(%s)" % (p["entry"], ", ".join(args))
            mark = "\\001" if marked else ""
            out.append('    printf("%sS %d %d\\n");' % (mark, k, t))
            if ret == "bool":
                out.append('    printf("%s%%s\\n", %s ? "true" : "false");' % (mark and mark + "V", call))
            else:
                fmt = C_TYPES[ret][1]
                if marked:
                    fmt = '"\\001V' + fmt[1:]
                out.append("    printf(%s, (%s)%s);" % (fmt, C_TYPES[ret][0], call))
            out.append("  }")
        out.append("}")
    out.append("int main(void) {")
    out.append("  setvbuf(stdout, NULL, _IOLBF, 0);")
    for p in progs:
        out.append("  run_%d();" % p["k"])
    out.append('  puts("%sEND");' % ("\\001" if marked else ""))
    out.append("  return 0;")
    out.append("}")
    return "\n".join(out) + "\n", ranges


def parse_run_output(text):
    """{(k, t): value text} from the harness output; also the (k, t) that was running last"""
    vals, cur, last = {}, None, None
    for line in text.split("\n"):
        if line.startswith("S "):
            _, k, t = line.split()
            cur = (int(k), int(t))
            last = cur
        elif line == "END":
            last = None
        elif cur is not None:
            vals[cur] = line
            cur = None
    return vals, last


MARKED = re.compile(r"\x01S (\d+) (\d+)\n(.*?)\x01V([^\n]*)\n", re.S)


def parse_marked_output(text):
    """the harness output of printing programs: {(k, t): value}, {(k, t): output}, and the (k, t) that was
    running last (None after the end marker)"""
    vals, outs, last = {}, {}, None
    for m in MARKED.finditer(text):
        key = (int(m.group(1)), int(m.group(2)))
        vals[key], outs[key] = m.group(4), m.group(3)
    starts = list(re.finditer(r"\x01S (\d+) (\d+)\n", text))
    if starts and not text.endswith("\x01END\n"):
        last = (int(starts[-1].group(1)), int(starts[-1].group(2)))
    return vals, outs, last


def gcc_command(args, src, exe):
    cmd = [args.cc, "-std=c11", "-O0", "-fwrapv", "-ffp-contract=off", "-o", exe, src]
    if args.sanitize:
        cmd[3:3] = ["-Wall", "-Wno-unused", "-Wno-parentheses", "-Wno-bool-operation", "-Wno-int-in-bool-context",
                    "-Wno-bool-compare", "-Wno-overflow", "-Wno-div-by-zero", "-Wno-tautological-compare",
                    "-Wno-empty-body", "-Wno-shift-count-overflow", "-Wno-shift-negative-value",
                    "-fsanitize=undefined,float-cast-overflow,address", "-fno-sanitize-recover=all", "-g"]
    else:
        cmd[3:3] = ["-w"]
    return cmd


def lines_to_programs(stderr, ranges, pattern):
    """{k: [stderr lines]} for the diagnostics containing pattern, by the program whose lines they point at"""
    found = {}
    for line in stderr.split("\n"):
        if pattern not in line:
            continue
        parts = line.split(":")
        try:
            ln = int(parts[1])
        except (IndexError, ValueError):
            ln = -1
        k = next((k for k, (a, b) in ranges.items() if a <= ln <= b), -1)
        found.setdefault(k, []).append(line)
    return found


SUSPECT = ("sequence-point", "uninitialized", "array-bounds", "unsequenced", "div-by-zero", "shift-count")


def run_gcc_chunk(args, idx, progs, work):
    """compiles and runs one chunk; returns (values, {k: problem text}, outputs).  Programs that break the
    chunk (a compile error, a crash, a sanitizer report, a timeout) are reported and the rest is run again."""
    vals, problems, outs = {}, {}, {}
    todo = list(progs)
    for attempt in range(8):
        if not todo:
            break
        src = os.path.join(work, "chunk%d_%d.c" % (idx, attempt))
        exe = os.path.join(work, "chunk%d_%d" % (idx, attempt))
        text, ranges = harness(todo, args.pointers)
        with open(src, "w") as f:
            f.write(text)
        r = subprocess.run(gcc_command(args, src, exe), capture_output=True, text=True)
        if r.returncode != 0:
            bad = lines_to_programs(r.stderr, ranges, "error")
            if not bad or -1 in bad:
                for p in todo:
                    problems[p["k"]] = "gcc failed to compile:\n" + r.stderr[-3000:]
                return vals, problems, outs
            for k, ls in bad.items():
                problems[k] = "gcc failed to compile the program:\n" + "\n".join(ls[:10])
            todo = [p for p in todo if p["k"] not in bad]
            continue
        if args.sanitize:
            for k, ls in lines_to_programs(r.stderr, ranges, "warning").items():
                ls = [l for l in ls if any(w in l for w in SUSPECT)]
                if ls:
                    problems[k] = "gcc warns about undefined behaviour:\n" + "\n".join(ls[:10])
        t0 = time.time()
        env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0", UBSAN_OPTIONS="print_stacktrace=1")
        try:
            r = subprocess.run([exe], capture_output=True, timeout=args.timeout, env=env)
            out, err, rc = r.stdout.decode("latin-1"), r.stderr.decode("latin-1"), r.returncode
        except subprocess.TimeoutExpired as e:
            out = e.stdout.decode("latin-1") if isinstance(e.stdout, bytes) else (e.stdout or "")
            err, rc = "timeout after %ds" % args.timeout, -1
        if args.pointers:
            got, gout, last = parse_marked_output(out)
            outs.update(gout)
        else:
            got, last = parse_run_output(out)
        vals.update(got)
        if args.verbose:
            print("  chunk %d: %d programs, ran in %.2fs" % (idx, len(todo), time.time() - t0), file=sys.stderr)
        if rc == 0 and last is None:
            break
        if last is None:
            for p in todo:
                problems.setdefault(p["k"], "gcc-built program failed (rc %d): %s" % (rc, err[-3000:]))
            break
        problems[last[0]] = "gcc-built program failed in test %d (rc %d): %s" % (last[1], rc, err[-3000:])
        pos = next(i for i, p in enumerate(todo) if p["k"] == last[0])
        todo = todo[pos + 1:]
    return vals, problems, outs


def norm(text, ty):
    """a printed value -> comparable Python value (None if unparsable)"""
    if isinstance(text, bool):
        return "true" if text else "false"
    if ty == "bool":
        return str(text).strip()
    if ty in FLOATING:
        try:
            d = float(text)
        except (TypeError, ValueError):
            return None
        if math.isnan(d):
            return "nan"  # the sign and payload of a NaN are not specified by IEEE 754 arithmetic
        return struct.pack("<d", d)
    try:
        return int(text)
    except (TypeError, ValueError):
        return None


def gnc_has_batch(gnc):
    try:
        r = subprocess.run([gnc, "batch", "--help"], capture_output=True, text=True, timeout=20)
        return r.returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def run_gnc_batch(args, progs, jsonl_path, outs=None):
    """{(k, t): value} and {k: problem} from one gnc batch call; with outs (a dict), also each test's output
    ({(k, t): text}, left out when truncated)"""
    cmd = [args.gnc, "batch", "--backend", "cpu", "--fuel", str(args.fuel), jsonl_path]
    if outs is not None:  # the bytes of output kept per test (longer outputs are not compared)
        cmd[2:2] = ["--report", "16384"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    lines = [l for l in r.stdout.split("\n") if l.strip()]
    vals, problems = {}, {}
    if len(lines) != len(progs):
        for p in progs:
            problems[p["k"]] = "gnc batch printed %d lines for %d programs (rc %d): %s" % (
                len(lines), len(progs), r.returncode, r.stderr[-2000:])
        return vals, problems
    for p, line in zip(progs, lines):
        try:
            o = json.loads(line)
        except ValueError:
            problems[p["k"]] = "unparsable batch output: " + line[:500]
            continue
        if o.get("status") != "ok":
            problems[p["k"]] = "gnc: %s: %s" % (o.get("status"), o.get("error", ""))
            continue
        for t, res in enumerate(o.get("results", [])):
            if res.get("status") == "trap":
                problems[p["k"]] = "gnc: runtime error: %s (test %d)" % (res.get("trap"), t)
            else:
                vals[(p["k"], t)] = res.get("value")
                if outs is not None and not res.get("stdout_truncated"):
                    outs[(p["k"], t)] = res.get("stdout", "")
    return vals, problems


def run_gnc_one(args, p, work, extra=(), outs=None):
    """runs every test of p through gnc run: ({(k, t): value}, problem); with outs (a dict), also the output
    each test printed before its value's line"""
    path = os.path.join(work, "p%d.c" % p["k"])
    with open(path, "w") as f:
        f.write(p["source"])
    vals, problem = {}, None
    for t, test in enumerate(p["tests"]):
        argv = []
        for v in test["args"]:
            if isinstance(v, list):
                argv.append("[" + ",".join(json.dumps(x) for x in v) + "]")
            else:
                argv.append(json.dumps(v))
        cmd = [args.gnc, "run", path, "--entry", p["entry"], "--fuel", str(args.fuel)] + list(extra) + ["--"] + argv
        try:
            r = subprocess.run(cmd, capture_output=True, timeout=60)
        except subprocess.TimeoutExpired:
            return vals, "gnc run timed out (test %d)" % t
        stdout, stderr = r.stdout.decode("latin-1"), r.stderr.decode("latin-1")
        if r.returncode != 0:
            return vals, "gnc run exit %d (test %d): %s" % (r.returncode, t, stderr.strip()[-2000:])
        if outs is not None:  # the value is the last line; the program's output comes before it
            body = stdout[:-1] if stdout.endswith("\n") else stdout
            cut = body.rfind("\n") + 1
            outs[(p["k"], t)] = body[:cut]
            vals[(p["k"], t)] = body[cut:].strip()
        else:
            vals[(p["k"], t)] = stdout.strip()
    return vals, problem


def mode_flags(args):
    """the generator's mode options"""
    return (["--realc"] if args.realc else ["--structs"] if args.structs else ["--pointers"] if args.pointers else ["--ctypes"] if args.ctypes
            else [])


def gen_programs(args, seed, count, prefix, first_k):
    """count programs from seed; program k (numbered from first_k) has function prefix PREFIXk_"""
    if count <= 0:
        return []
    cmd = [args.gen, "gen", "--jsonl", "--meta", "--prefix", prefix, "--seed", str(seed), "--count",
           str(count), "--size", args.size, "--tests", str(args.tests)] + mode_flags(args)
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("generator failed: %s\n%s" % (" ".join(cmd), r.stderr))
    progs = []
    for k, line in enumerate(l for l in r.stdout.split("\n") if l.strip()):
        o = json.loads(line)
        o["k"] = first_k + k
        o["pos"] = k
        o["prefix"] = "%s%d_" % (prefix, k)
        o["ptypes"] = param_types(o["params"])
        progs.append(o)
    return progs


def batch_cross_check(args, progs, work, run_vals, run_outs, problems):
    """pointers mode: gnc batch (byte memory, output) must agree with gnc run on every test: the value, and
    the output where it is UTF-8 (batch's JSON shows other bytes as U+FFFD)"""
    bvals, bprob, bouts = {}, {}, {}
    for i in range(0, len(progs), 500):  # (every test of a batch call holds its report bytes)
        part = progs[i:i + 500]
        path = os.path.join(work, "ptr%d.jsonl" % i)
        with open(path, "w") as f:
            for p in part:
                f.write(json.dumps({"id": p["id"], "source": p["source"], "entry": p["entry"],
                                    "tests": p["tests"]}) + "\n")
        v, pr = run_gnc_batch(args, part, path, bouts)
        bvals.update(v)
        bprob.update(pr)
    for p in progs:
        if p["k"] in problems:
            continue
        if p["k"] in bprob:
            problems[p["k"]] = "gnc batch (gnc run did not): " + bprob[p["k"]]
            continue
        for t in range(len(p["tests"])):
            key = (p["k"], t)
            if key not in run_vals:
                break
            if norm(bvals.get(key), p["ret"]) != norm(run_vals[key], p["ret"]):
                problems[p["k"]] = "gnc batch returned %s, gnc run %s (test %d)" % (bvals.get(key), run_vals[key], t)
                break
            try:
                text = run_outs.get(key, "").encode("latin-1").decode("utf-8")
            except UnicodeDecodeError:
                continue
            if key in bouts and bouts[key] != text:
                problems[p["k"]] = "gnc batch printed %r, gnc run %r (test %d)" % (bouts[key][:200], text[:200], t)
                break


def phase_hint(args, p, gcc_vals, work, gcc_outs=None):
    """runs the failing program through gnc run with and without the optimizer: which side is wrong (with
    gcc_outs, the outputs must agree too)"""
    res = {}
    for name, extra in (("opt", ()), ("no-opt", ("--no-opt",))):
        outs = {} if gcc_outs is not None else None
        v, m = run_gnc_one(args, p, work, extra, outs)
        keys = [(p["k"], t) for t in range(len(p["tests"]))]
        ok = m is None and all(key in gcc_vals and norm(v.get(key), p["ret"]) == norm(gcc_vals[key], p["ret"])
                               for key in keys)
        if outs is not None:
            ok = ok and all(outs.get(key, "") == gcc_outs.get(key, "") for key in keys)
        res[name] = ok
    if res["no-opt"] and not res["opt"]:
        return "gnc run --no-opt agrees with gcc, gnc run does not: look at the optimizer (opt, peephole)"
    if res["opt"] and res["no-opt"]:
        return "gnc run agrees with gcc with and without --no-opt: look at the batch path"
    if not res["opt"] and not res["no-opt"]:
        return "gnc run disagrees with gcc with and without --no-opt: not the optimizer (front end, codegen, VM)"
    return "gnc run --no-opt disagrees with gcc but gnc run agrees"


def check_traps(args, work):
    """programs generated with --traps: every test of a program whose metadata names a trap must raise
    exactly that trap (under gnc's default limits); returns (passed, failed)"""
    cmd = [args.gen, "gen", "--jsonl", "--meta", "--traps", "--seed", str(args.seed), "--count", str(args.traps)]
    r = subprocess.run(cmd, capture_output=True, text=True)
    progs = [json.loads(l) for l in r.stdout.split("\n") if l.strip()]
    path = os.path.join(work, "traps.jsonl")
    with open(path, "w") as f:
        f.write(r.stdout)
    use_batch = not args.no_batch and gnc_has_batch(args.gnc)
    if use_batch:
        r = subprocess.run([args.gnc, "batch", "--backend", "cpu", "--fuel", "10000000", path],
                           capture_output=True, text=True)
        outs = [json.loads(l) for l in r.stdout.split("\n") if l.strip()]
    passed = failed = 0
    for i, p in enumerate(progs):
        if use_batch:
            o = outs[i] if i < len(outs) else {}
            kinds = [res.get("trap") if res.get("status") == "trap" else None for res in o.get("results", [])]
            err = None if o.get("status") == "ok" else "%s: %s" % (o.get("status"), o.get("error"))
        else:
            src = os.path.join(work, "trap%d.c" % i)
            with open(src, "w") as f:
                f.write(p["source"])
            kinds, err = [], None
            for test in p["tests"]:
                argv = [("[" + ",".join(json.dumps(x) for x in v) + "]") if isinstance(v, list) else json.dumps(v)
                        for v in test["args"]]
                rr = subprocess.run([args.gnc, "run", src, "--entry", p["entry"], "--fuel", "10000000", "--max-depth",
                                     "1000", "--"] + argv, capture_output=True, text=True)
                kinds.append(rr.stderr.strip().split("runtime error: ")[-1] if rr.returncode == 134 else None)
                if rr.returncode not in (0, 134):
                    err = rr.stderr.strip()[-300:]
        if err is None and (p["trap"] is None or all(k == p["trap"] for k in kinds)):
            passed += 1
        else:
            failed += 1
            print("FAIL traps seed %d: expected %s, got %s %s" % (p["seed"], p["trap"], kinds, err or ""))
    return passed, failed


def keep_failure(args, p, why, gcc_vals, gnc_vals, work=None, outputs=None):
    os.makedirs(args.fail_dir, exist_ok=True)
    seed = p["seed"]
    path = os.path.join(args.fail_dir, "seed-%d.c" % seed)
    with open(path, "w") as f:
        f.write("// differential test failure: %s\n" % why.replace("\n", "\n// "))
        if work and not args.sanitize:
            hint = phase_hint(args, p, gcc_vals, work, outputs[0] if outputs else None)
            f.write("// hint: %s\n" % hint)
            why += "\n  hint: " + hint
        f.write("// reproduce: build/gnc gen --seed %d --size %s%s > prog.c  (function names without the %s prefix)\n"
                % (seed, p["size"], "".join(" " + m for m in mode_flags(args)), p["prefix"]))
        t0_args = " ".join("'" + (("[" + ",".join(json.dumps(x) for x in v) + "]") if isinstance(v, list)
                                  else json.dumps(v)) + "'" for v in p["tests"][0]["args"]) if p["tests"] else ""
        mode = "verify" if "does not verify" in why else "mismatch"
        f.write("// minimise: tests/diff/reduce.py %s --mode %s --entry %s --ret %s --types %s --args %s\n" % (
            path, mode, p["entry"], p["ret"], " ".join("'%s'" % t for t in p["params"]), t0_args))
        for t, test in enumerate(p["tests"]):
            args_txt = " ".join(("[" + ",".join(json.dumps(x) for x in v) + "]") if isinstance(v, list)
                                else json.dumps(v) for v in test["args"])
            f.write("// test %d: gnc run THIS --entry %s -- %s\n//   gcc: %s\n//   gnc: %s\n" % (
                t, p["entry"], args_txt, gcc_vals.get((p["k"], t)), gnc_vals.get((p["k"], t))))
            if outputs:
                for side, o in (("gcc", outputs[0]), ("gnc", outputs[1])):
                    text = o.get((p["k"], t))
                    if text:
                        f.write("//   %s output: %r\n" % (side, text[:600]))
        f.write(p["source"])
    return path, why


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gnc", default="build/gnc")
    ap.add_argument("--gen", default=None, help="binary providing `gen` (default: --gnc)")
    ap.add_argument("--cc", default="gcc")
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--random", type=int, default=0, metavar="K",
                    help="also K programs from a random seed (printed, for reproduction)")
    ap.add_argument("--run-sample", type=int, default=40, metavar="K",
                    help="also run the first K programs through `gnc run` (the CLI path), when batch is used")
    ap.add_argument("--size", default="mixed")
    ap.add_argument("--tests", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--chunk", type=int, default=250)
    ap.add_argument("--fuel", type=int, default=100000000)
    ap.add_argument("--timeout", type=int, default=120, help="seconds per gcc-built chunk")
    ap.add_argument("--fail-dir", default="build/diff-fail")
    ap.add_argument("--sanitize", action="store_true", help="validate the generator with gcc sanitizers only")
    ap.add_argument("--no-batch", action="store_true", help="use gnc run even if gnc batch exists")
    ap.add_argument("--max-report", type=int, default=10)
    ap.add_argument("--ctypes", action="store_true",
                    help="programs with C's other scalar types, const, comma, sizeof, switch, typedef (gnc gen --ctypes)")
    ap.add_argument("--pointers", action="store_true",
                    help="programs with pointers and strings that also print (gnc gen --pointers; implies --ctypes); "
                         "outputs are compared too, through gnc run")
    ap.add_argument("--structs", action="store_true",
                    help="programs with structs, unions and multi-dimensional arrays that also print (gnc gen "
                         "--structs; implies --pointers)")
    ap.add_argument("--realc", action="store_true",
                    help="programs with big, empty and variable-length arrays, goto, variadic helpers and block-scope "
                         "declarations that also print (gnc gen --realc; implies --structs)")
    ap.add_argument("--traps", type=int, default=200, metavar="K",
                    help="also check K programs generated with --traps raise their announced trap (0: skip)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    args.gen = args.gen or args.gnc
    if args.realc:
        args.structs = True
    if args.structs:
        args.pointers = True
    if args.pointers:  # outputs are compared byte for byte: gnc run; gnc batch is checked against it
        args.ctypes, args.no_batch = True, True
    t0 = time.time()
    if os.path.isdir(args.fail_dir):  # failures of an earlier run would mislead
        for name in os.listdir(args.fail_dir):
            if name.startswith("seed-") and name.endswith(".c"):
                os.remove(os.path.join(args.fail_dir, name))
    progs = gen_programs(args, args.seed, args.count, "p", 0)
    if args.random > 0:
        rseed = int.from_bytes(os.urandom(4), "little") + 1000000
        print("random part: %d programs from seed %d (reproduce: tests/diff/run.sh --seed %d --count %d --size %s%s)"
              % (args.random, rseed, rseed, args.random, args.size, "".join(" " + m for m in mode_flags(args))))
        progs += gen_programs(args, rseed, args.random, "r", len(progs))
    work = tempfile.mkdtemp(prefix="gnc-diff-")
    problems, gcc_vals, gnc_vals = {}, {}, {}
    gcc_outs, gnc_outs = {}, ({} if args.pointers else None)
    try:
        chunks = [progs[i:i + args.chunk] for i in range(0, len(progs), args.chunk)]
        with cf.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            futs = [ex.submit(run_gcc_chunk, args, i, c, work) for i, c in enumerate(chunks)]
            if not args.sanitize:
                if not args.no_batch and gnc_has_batch(args.gnc):
                    path = os.path.join(work, "all.jsonl")
                    with open(path, "w") as f:
                        for p in progs:
                            f.write(json.dumps({"id": p["id"], "source": p["source"], "entry": p["entry"],
                                                "tests": p["tests"]}) + "\n")
                    sample = progs[:args.run_sample]
                    sfuts = [ex.submit(run_gnc_one, args, p, work) for p in sample]
                    v, pr = run_gnc_batch(args, progs, path)
                    gnc_vals.update(v)
                    for k, m in pr.items():
                        problems.setdefault(k, m)
                    for p, fu in zip(sample, sfuts):  # gnc run must agree with gnc batch
                        v, m = fu.result()
                        if m:
                            problems.setdefault(p["k"], "gnc run: " + m)
                        for key, val in v.items():
                            if key in gnc_vals and norm(val, p["ret"]) != norm(gnc_vals[key], p["ret"]):
                                problems.setdefault(p["k"], "gnc run printed %s, gnc batch %s (test %d)"
                                                    % (val, gnc_vals[key], key[1]))
                else:
                    gfuts = [ex.submit(run_gnc_one, args, p, work, (), gnc_outs) for p in progs]
                    for p, fu in zip(progs, gfuts):
                        v, m = fu.result()
                        gnc_vals.update(v)
                        if m:
                            problems.setdefault(p["k"], m)
                    if args.pointers and gnc_has_batch(args.gnc):
                        batch_cross_check(args, progs, work, gnc_vals, gnc_outs, problems)
            for fu in futs:
                v, pr, o = fu.result()
                gcc_vals.update(v)
                gcc_outs.update(o)
                for k, m in pr.items():
                    problems.setdefault(k, m)
        failed = set(k for k in problems if k >= 0)
        if not args.sanitize:
            for p in progs:
                for t in range(len(p["tests"])):
                    key = (p["k"], t)
                    if p["k"] in failed:
                        break
                    if key not in gcc_vals or key not in gnc_vals:
                        problems[p["k"]] = "missing value for test %d (gcc %r, gnc %r)" % (
                            t, gcc_vals.get(key), gnc_vals.get(key))
                        failed.add(p["k"])
                        break
                    a, b = norm(gcc_vals[key], p["ret"]), norm(gnc_vals[key], p["ret"])
                    if a is None or a != b:
                        problems[p["k"]] = "value mismatch in test %d: gcc %s, gnc %s" % (
                            t, gcc_vals[key], gnc_vals[key])
                        failed.add(p["k"])
                        break
                    if gnc_outs is not None and gcc_outs.get(key, "") != gnc_outs.get(key, ""):
                        ga, gb = gcc_outs.get(key, ""), gnc_outs.get(key, "")
                        at = next((i for i in range(min(len(ga), len(gb))) if ga[i] != gb[i]), min(len(ga), len(gb)))
                        problems[p["k"]] = "output mismatch in test %d at byte %d: gcc %r, gnc %r" % (
                            t, at, ga[max(0, at - 40):at + 80], gb[max(0, at - 40):at + 80])
                        failed.add(p["k"])
                        break
        shown = 0
        for p in progs:
            if p["k"] in failed:
                path, problems[p["k"]] = keep_failure(args, p, problems[p["k"]], gcc_vals, gnc_vals, work,
                                                      (gcc_outs, gnc_outs) if gnc_outs is not None else None)
                if shown < args.max_report:
                    print("FAIL seed %d (%s): %s\n  kept as %s" % (p["seed"], p["size"],
                                                                   problems[p["k"]].strip()[:800], path))
                shown += 1
        nfail = len(failed)
        npass = len(progs) - nfail
        if not args.sanitize:
            print("against gcc: %d passed, %d failed" % (npass, nfail))
            if args.traps > 0:
                tp, tf = check_traps(args, work)
                print("trap programs: %d passed, %d failed" % (tp, tf))
                npass, nfail = npass + tp, nfail + tf
        if args.verbose:
            print("%.1fs" % (time.time() - t0), file=sys.stderr)
        print("%d passed, %d failed" % (npass, nfail))
        return 1 if nfail else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
