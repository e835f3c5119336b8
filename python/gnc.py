"""gnc: Python bindings (ctypes) for the gnc batch engine, a thin layer over include/gnc.h.

Build the library first (`make lib` -> build/libgnc.so; or point GNC_LIB at another copy).

    import gnc
    b = gnc.Batch(threads=0, fuel=10_000_000)
    p = b.add_program("int add(int a, int b) { return a + b; }", entry="add")
    b.add_test(p, [1, 2], expect=3)
    b.add_test(p, [2, 2])                 # no expect: the value is reported, status "ok"
    b.run()
    b.result(p)
    # {'status': 'ok', 'passed': 1, 'failed': 0, 'error': '', 'ret_type': 'int',
    #  'tests': [{'status': 'pass', 'value': 3}, {'status': 'ok', 'value': 4}]}
    b.scores()                            # [passed / tests per program]

    gnc.run_source("int main() { return 42; }")    # 42; raises gnc.CompileError, gnc.Trap, gnc.Error

Values: Python int -> int/long, float -> double, bool -> bool, list -> array argument.  Results come back
as int, float, bool or None (void).  Integers (values, indices, options) must fit their C type: 64 bits for
values, fuel, mem and indices, 32 for max_depth, stack, heap, threads, objects and out; anything else raises OverflowError naming
the value and where it was given (ctypes alone would wrap it).  A source or entry that is not a str raises
TypeError.
"""
import ctypes
import math
import operator
import os

__all__ = ["Batch", "Error", "CompileError", "Trap", "compile", "run_source", "cuda_available", "version"]

GNC_NONE, GNC_INT, GNC_DOUBLE, GNC_BOOL, GNC_ARRAY = 0, 1, 2, 3, 4
BACKENDS = {"auto": 0, "cpu": 1, "cuda": 2}
PROG_STATUS = {0: "ok", 1: "compile_error", 2: "invalid_input"}
TEST_STATUS = {0: "pass", 1: "fail", 2: "trap", 3: "not_run", 4: "ok"}
TYPES = {0: "void", 1: "bool", 2: "int", 3: "long", 4: "double"}


class Error(Exception):
    """A gnc call failed (the message says why)."""


class CompileError(Error):
    """The source has compile errors; the message is 'LINE:COL: error: MESSAGE'."""


class Trap(Error):
    """The program stopped with a runtime trap; .kind is its name (e.g. 'division_by_zero')."""

    def __init__(self, kind):
        super().__init__(kind)
        self.kind = kind


class _U(ctypes.Union):
    _fields_ = [("i", ctypes.c_int64), ("d", ctypes.c_double), ("b", ctypes.c_int32), ("elems", ctypes.c_void_p)]


class _Value(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int32), ("len", ctypes.c_int32), ("as_", _U)]


class _Options(ctypes.Structure):
    _fields_ = [("fuel", ctypes.c_int64), ("max_depth", ctypes.c_int32), ("stack_slots", ctypes.c_int32),
                ("heap_slots", ctypes.c_int32), ("threads", ctypes.c_int32), ("backend", ctypes.c_int32),
                ("mem_bytes", ctypes.c_int64), ("objects", ctypes.c_int32), ("out_bytes", ctypes.c_int32)]


class _ProgResult(ctypes.Structure):
    _fields_ = [("status", ctypes.c_int32), ("passed", ctypes.c_int32), ("failed", ctypes.c_int32),
                ("ntests", ctypes.c_int32), ("ret_type", ctypes.c_int32), ("nerrors", ctypes.c_int32),
                ("error_line", ctypes.c_int32), ("error_col", ctypes.c_int32), ("error", ctypes.c_char_p)]


class _TestResult(ctypes.Structure):
    _fields_ = [("status", ctypes.c_int32), ("trap", ctypes.c_int32), ("value", _Value)]


def _load():
    path = os.environ.get("GNC_LIB") or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "build",
                                                     "libgnc.so")
    lib = ctypes.CDLL(path)
    P, I32, I64, SZ, S = ctypes.c_void_p, ctypes.c_int32, ctypes.c_int64, ctypes.c_size_t, ctypes.c_char_p
    sig = {
        "gnc_strerror": (S, [ctypes.c_int]), "gnc_trap_name": (S, [ctypes.c_int]), "gnc_version": (S, []),
        "gnc_cuda_available": (ctypes.c_int, []),
        "gnc_batch_create": (P, [ctypes.POINTER(_Options)]), "gnc_batch_destroy": (None, [P]),
        "gnc_batch_clear": (None, [P]),
        "gnc_batch_add_program": (I64, [P, S, SZ, S]),
        "gnc_batch_add_test": (I64, [P, I64, ctypes.POINTER(_Value), I32, ctypes.POINTER(_Value)]),
        "gnc_batch_run": (ctypes.c_int, [P]), "gnc_batch_backend": (S, [P]), "gnc_batch_error": (S, [P]),
        "gnc_batch_program_count": (I64, [P]), "gnc_batch_test_count": (I64, [P, I64]),
        "gnc_batch_program_result": (ctypes.c_int, [P, I64, ctypes.POINTER(_ProgResult)]),
        "gnc_batch_test_result": (ctypes.c_int, [P, I64, I64, ctypes.POINTER(_TestResult)]),
        "gnc_batch_scores": (ctypes.c_int, [P, ctypes.POINTER(ctypes.c_float), ctypes.c_int]),
        "gnc_compile": (ctypes.c_int, [S, SZ, ctypes.POINTER(P), ctypes.POINTER(SZ), ctypes.c_char_p, SZ]),
        "gnc_free": (None, [P]),
        "gnc_run_source": (ctypes.c_int, [S, SZ, S, ctypes.POINTER(_Value), I32, ctypes.POINTER(_Options),
                                          ctypes.POINTER(_TestResult), ctypes.c_char_p, SZ]),
    }
    for name, (res, args) in sig.items():
        f = getattr(lib, name)
        f.restype, f.argtypes = res, args
    return lib


_lib = _load()


def _int(x, where, bits=64):
    """x (an int, or anything with __index__ such as a numpy integer) as a C integer of that many bits;
    TypeError or OverflowError naming the value and where it was given (ctypes would wrap it silently)"""
    if isinstance(x, bool) or not hasattr(type(x), "__index__"):
        raise TypeError("%s: expected an int, got %s" % (where, type(x).__name__))
    x = operator.index(x)
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    if not lo <= x <= hi:
        raise OverflowError("%s: %d does not fit in a %d-bit integer (%d to %d)" % (where, x, bits, lo, hi))
    return x


def _str(x, where):
    """a str argument as UTF-8 bytes; TypeError naming where it was given for anything else"""
    if not isinstance(x, str):
        raise TypeError("%s: expected a str, got %s" % (where, type(x).__name__))
    return x.encode()


def _scalar(x, v, where):
    if isinstance(x, bool):
        v.type, v.as_.b = GNC_BOOL, int(x)
    elif isinstance(x, float):
        v.type, v.as_.d = GNC_DOUBLE, x
    elif hasattr(type(x), "__index__"):
        v.type, v.as_.i = GNC_INT, _int(x, where)
    else:
        raise TypeError("%s: gnc values are int, float, bool or (for array parameters) lists of them, not %s %r"
                        % (where, type(x).__name__, x))


def _values(xs, where="args"):
    """ctypes array of _Value for a list of Python values, and what must stay alive while it is used"""
    arr = (_Value * max(len(xs), 1))()
    keep = [arr]
    for i, x in enumerate(xs):
        if isinstance(x, (list, tuple)):
            n = _int(len(x), "%s[%d]: length" % (where, i), 32)
            elems = (_Value * max(n, 1))()
            for k, e in enumerate(x):
                _scalar(e, elems[k], "%s[%d][%d]" % (where, i, k))
            keep.append(elems)
            arr[i].type, arr[i].len, arr[i].as_.elems = GNC_ARRAY, n, ctypes.addressof(elems)
        else:
            _scalar(x, arr[i], "%s[%d]" % (where, i))
    return arr, keep


def _entry(entry):
    """the entry name as a C string, which would end at a NUL: one inside is refused"""
    ent = _str(entry, "entry")
    if b"\0" in ent:
        raise ValueError("entry: %r contains a NUL character" % (entry,))
    return ent


def _py(v):
    if v.type == GNC_INT:
        return v.as_.i
    if v.type == GNC_DOUBLE:
        return v.as_.d
    if v.type == GNC_BOOL:
        return bool(v.as_.b)
    return None


def _options(fuel=0, max_depth=0, stack=0, heap=0, threads=0, backend="auto", mem=0, objects=0, out=0):
    if backend not in BACKENDS:
        raise ValueError("backend: expected 'auto', 'cpu' or 'cuda', got %r" % (backend,))
    return _Options(_int(fuel, "fuel"), _int(max_depth, "max_depth", 32), _int(stack, "stack", 32),
                    _int(heap, "heap", 32), _int(threads, "threads", 32), BACKENDS[backend], _int(mem, "mem"),
                    _int(objects, "objects", 32), _int(out, "out", 32))


class Batch:
    """Many programs, each with tests, compiled, run and scored in one call (see include/gnc.h)."""

    def __init__(self, fuel=0, max_depth=0, stack=0, heap=0, threads=0, backend="auto", mem=0, objects=0, out=0):
        o = _options(fuel, max_depth, stack, heap, threads, backend, mem, objects, out)
        self._b = _lib.gnc_batch_create(ctypes.byref(o))
        if not self._b:
            raise MemoryError("gnc_batch_create")

    def __del__(self):
        if getattr(self, "_b", None):
            _lib.gnc_batch_destroy(self._b)
            self._b = None

    def _check(self, rc):
        if rc < 0:
            raise Error("%s: %s" % (_lib.gnc_strerror(int(rc)).decode(), _lib.gnc_batch_error(self._b).decode()))
        return rc

    def add_program(self, source, entry="main"):
        """Adds a program; returns its index."""
        src, ent = _str(source, "source"), _entry(entry)
        return self._check(_lib.gnc_batch_add_program(self._b, src, len(src), ent))

    def add_test(self, prog, args=(), expect=None):
        """Adds a test (arguments, optional expected value) to program prog; returns its index there."""
        prog = _int(prog, "prog")
        args = list(args)
        arr, keep = _values(args)
        ex = None
        if expect is not None:
            ex = _Value()
            _scalar(expect, ex, "expect")
        rc = _lib.gnc_batch_add_test(self._b, prog, arr, _int(len(args), "args: length", 32),
                                     ctypes.byref(ex) if ex is not None else None)
        del keep
        return self._check(rc)

    def run(self):
        """Compiles, runs and scores everything; returns the backend used ('cpu' or 'cuda')."""
        self._check(_lib.gnc_batch_run(self._b))
        return _lib.gnc_batch_backend(self._b).decode()

    def __len__(self):
        return _lib.gnc_batch_program_count(self._b)

    def result(self, prog, tests=True):
        """A program's result as a dict (with the per-test results unless tests=False)."""
        prog = _int(prog, "prog")
        r = _ProgResult()
        self._check(_lib.gnc_batch_program_result(self._b, prog, ctypes.byref(r)))
        out = {"status": PROG_STATUS[r.status], "passed": r.passed, "failed": r.failed,
               "error": (r.error or b"").decode(errors="replace"), "ret_type": TYPES.get(r.ret_type, "?")}
        if tests:
            out["tests"] = []
            t = _TestResult()
            for k in range(r.ntests):
                self._check(_lib.gnc_batch_test_result(self._b, prog, k, ctypes.byref(t)))
                d = {"status": TEST_STATUS[t.status]}
                if t.status == 2:
                    d["trap"] = _lib.gnc_trap_name(t.trap).decode()
                elif t.status != 3 and t.value.type != GNC_NONE:
                    d["value"] = _py(t.value)
                out["tests"].append(d)
        return out

    def results(self, tests=True):
        return [self.result(p, tests) for p in range(len(self))]

    def scores(self):
        """passed / tests per program (0 for programs that did not compile or had invalid input)."""
        n = len(self)
        buf = (ctypes.c_float * max(n, 1))()
        self._check(_lib.gnc_batch_scores(self._b, buf, 0))
        return list(buf[:n])


def compile(source):
    """Module bytes (the format of `gnc compile`) of a source; raises CompileError."""
    src = _str(source, "source")
    mod, n, err = ctypes.c_void_p(), ctypes.c_size_t(), ctypes.create_string_buffer(1024)
    rc = _lib.gnc_compile(src, len(src), ctypes.byref(mod), ctypes.byref(n), err, len(err))
    if rc != 0:
        raise (CompileError if rc == -6 else Error)(err.value.decode(errors="replace") or
                                                    _lib.gnc_strerror(rc).decode())
    data = ctypes.string_at(mod, n.value)
    _lib.gnc_free(mod)
    return data


def run_source(source, args=(), entry="main", fuel=0, max_depth=0, stack=0, heap=0, mem=0, objects=0, out=0):
    """Compiles source and calls entry(args); returns the value (None for void); raises CompileError, Trap,
    Error."""
    src, ent = _str(source, "source"), _entry(entry)
    args = list(args)
    arr, keep = _values(args)
    o = _options(fuel, max_depth, stack, heap, mem=mem, objects=objects, out=out)
    t, err = _TestResult(), ctypes.create_string_buffer(1024)
    rc = _lib.gnc_run_source(src, len(src), ent, arr, _int(len(args), "args: length", 32), ctypes.byref(o),
                             ctypes.byref(t), err, len(err))
    del keep
    if rc != 0:
        raise (CompileError if rc == -6 else Error)(err.value.decode(errors="replace") or
                                                    _lib.gnc_strerror(rc).decode())
    if t.status == 2:
        raise Trap(_lib.gnc_trap_name(t.trap).decode())
    return _py(t.value)


def cuda_available():
    return bool(_lib.gnc_cuda_available())


def version():
    return _lib.gnc_version().decode()


if __name__ == "__main__":
    assert run_source("int main() { return 6 * 7; }") == 42
    assert math.isinf(run_source("double f(double x) { return x / 0; }", [1.0], entry="f"))
    print(version(), "- ok")
