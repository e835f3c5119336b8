"""test_nomem.py - the package raises MemoryError when the library runs out of memory (GNC_E_NOMEM).

Run by tests/python/run.sh with LD_PRELOAD=nomem_hook.so (tests/python/nomem_hook.c), which supplies the
library's fault-injection hook: allocation number nomem_fail_at fails.  Every allocation of a small batch, a
compile and a run fails in turn: each call raises MemoryError or, where the library fell back, gives the
same results as without failures; a batch whose run failed runs again afterwards.
Prints "nomem: N passed, M failed".
"""
import ctypes
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python", "tests"))
from checks import check, done  # noqa: E402  (checks.py also puts python/ on the path)
import gnc  # noqa: E402

hook = ctypes.CDLL(os.environ["GNC_NOMEM_HOOK"])
calls = ctypes.c_long.in_dll(hook, "nomem_calls")
fail_at = ctypes.c_long.in_dll(hook, "nomem_fail_at")


def failing(n, fn):
    """fn() with allocation n failing: ('ok', value) or ('nomem', message)"""
    calls.value, fail_at.value = 0, n
    try:
        return "ok", fn()
    except MemoryError as e:
        return "nomem", str(e)
    finally:
        fail_at.value = 0


PROGRAMS = [{"source": "int add(int a, int b) { return a + b; }", "entry": "add",
             "tests": [{"args": [1, 2], "expect": 3}, {"args": [2, 2], "expect": 5}]},
            {"source": "#include <stdio.h>\nint main() { int c, n = 0; while ((c = getchar()) != EOF) n++; "
                       "printf(\"%d\\n\", n); return n; }", "tests": [{"stdin": "abc", "stdout": "3\n"}]},
            {"source": "int main() { return 1 }"},
            {"source": "int f(int a) { return 1 / a; }", "entry": "f", "tests": [{"args": [0]}]}]


def batch():
    return [(r.status, r.passed, r.failed, r.error, [(t.status, t.value, t.trap) for t in r.tests])
            for r in gnc.run_batch(PROGRAMS, threads=1, backend="cpu")]


for name, fn in (("run_batch", batch), ("compile", lambda: gnc.compile("int main() { return 7; }")),
                 ("run_source", lambda: gnc.run_source("int f(int a) { return a * 2; }", [21], entry="f"))):
    calls.value, fail_at.value = 0, 0
    want = fn()
    k = calls.value
    check(k > 0, "%s: no allocation went through the hook (is it preloaded?)" % name)
    outcomes = [failing(n, fn) for n in range(1, k + 1)]
    check(any(o[0] == "nomem" for o in outcomes), "%s: no MemoryError in %d sweep points" % (name, k))
    for n, (kind, got) in enumerate(outcomes, 1):
        if kind == "nomem":
            check(got != "", "%s: allocation %d: MemoryError without a message" % (name, n))
        else:
            check(got == want, "%s: allocation %d failed, other results: %r" % (name, n, got))
    print("nomem: %s: %d sweep points" % (name, k))

# a batch whose run fails is usable afterwards
b = gnc.Batch(threads=1, backend="cpu")
b.add_program("int add(int a, int b) { return a + b; }", "add")
b.add_test(0, [1, 2], 3)
calls.value, fail_at.value = 0, 1
try:
    b.run()
    check(False, "Batch.run with every allocation failing: no MemoryError")
except MemoryError as e:
    check("out of memory" in str(e), "Batch.run: the message: %r" % str(e))
fail_at.value = 0
b.run()
check(b.program_results()[0].passed == 1, "Batch.run after a MemoryError")

done("nomem")
