"""Tests of the Python binding (python/gnc.py) over libgnc.so: python3 python/test_gnc.py (GNC_LIB=path).
Prints "python: N passed, M failed"; exit status 1 on any failure."""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gnc  # noqa: E402

passed = failed = 0


def check(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what)


b = gnc.Batch(threads=2, fuel=100000)
p = b.add_program("int add(int a, int b) { return a + b; }", entry="add")
check(b.add_test(p, [1, 2], expect=3) == 0, "add_test index")
b.add_test(p, [2, 2])
q = b.add_program("long sum(long a[], int n) { long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }",
                  entry="sum")
b.add_test(q, [[1, 2, 3], 3], expect=6)
b.add_test(q, [[1, 2, 3], 4], expect=6)
r = b.add_program("int main() { return x; }")
s = b.add_program("bool f(double d) { return d > 0.5; }", entry="f")
b.add_test(s, [0.7], expect=True)
b.add_test(s, [True])
w = b.add_program("int main() { while (true) {} return 0; }")
b.add_test(w)
check(b.run() == "cpu", "backend")
res = b.results()
check(res[p] == {"status": "ok", "passed": 1, "failed": 0, "error": "", "ret_type": "int",
                 "tests": [{"status": "pass", "value": 3}, {"status": "ok", "value": 4}]}, "add: %r" % res[p])
check(res[q]["tests"][1] == {"status": "trap", "trap": "index_out_of_bounds"}, "sum trap")
check(res[r]["status"] == "compile_error" and res[r]["error"] == "1:21: error: 'x' undeclared", "compile error")
check(res[s]["status"] == "invalid_input" and res[s]["error"] == "tests[1].args[0]: expected double, got a bool",
      "invalid input: %r" % res[s]["error"])
check(res[w]["tests"] == [{"status": "trap", "trap": "out_of_fuel"}], "fuel")
check(b.scores() == [0.5, 0.5, 0.0, 0.0, 0.0], "scores %r" % b.scores())

check(gnc.run_source("int main() { return 6 * 7; }") == 42, "run_source")
check(math.isinf(gnc.run_source("double f(double x) { return x / 0; }", [1.0], entry="f")), "inf")
check(gnc.run_source("bool f(int a[], int n) { return a[n - 1] == 3; }", [[1, 2, 3], 3], entry="f") is True, "bool")
check(gnc.run_source("void f() { }", entry="f") is None, "void")
try:
    gnc.run_source("int main() { return 1 / 0; }")
    check(False, "trap expected")
except gnc.Trap as e:
    check(e.kind == "division_by_zero", "trap kind")
try:
    gnc.compile("int main() { return }")
    check(False, "compile error expected")
except gnc.CompileError as e:
    check(str(e) == "1:21: error: expected an expression before '}'", "compile error text %r" % str(e))
try:
    gnc.run_source("int f(int a) { return a; }", [1.5], entry="f")
    check(False, "input error expected")
except gnc.Error as e:
    check("args[0]: expected int, got a real" in str(e), "input error text %r" % str(e))
check(len(gnc.compile("int main() { return 1; }")) > 0, "compile")
check(gnc.cuda_available() in (True, False), "cuda_available")

print("python: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
