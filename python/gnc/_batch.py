"""Batches: Batch (one gnc_batch), run_batch (programs in the JSON Lines shape of `gnc batch` in, Result
objects out), the single-program helpers (compile, run_source) and the conversions between Python values
and gnc_value.  Everything a caller can get wrong raises before anything reaches the C library: TypeError,
ValueError or OverflowError whose message starts with the field, as `programs[2].tests[1].args[0]: ...`.
Arguments that are well-formed Python but do not fit the function's parameters are a result, as in `gnc
batch`: status 'invalid_input' with the reason in `error` ('tests[1].args[0]: expected int, got a real').
"""
import ctypes
import operator
from dataclasses import dataclass, field
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from . import _capi as C
from ._capi import CompileError, Error, Trap, lib

#: the keys a test may have (docs/batch.md); any other is an error, so a misspelt key never turns a check off
TEST_KEYS = ("args", "expect", "stdin", "stdout", "atol", "rtol", "args_after")


class _Null:
    """gnc.NULL: an expected null pointer (expect=None means no expected value)"""

    def __repr__(self) -> str:
        return "gnc.NULL"


NULL = _Null()

# ---------------------------------------------------------------- Python values -> gnc_value


def _int(x: Any, where: str, bits: int = 64) -> int:
    """x (an int, or anything with __index__ such as a numpy integer) as a C integer of that many bits;
    TypeError or OverflowError naming the value and where it was given (ctypes would wrap it silently)"""
    if isinstance(x, bool) or not hasattr(type(x), "__index__"):
        raise TypeError("%s: expected an int, got %s" % (where, type(x).__name__))
    x = operator.index(x)
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    if not lo <= x <= hi:
        raise OverflowError("%s: %d does not fit in a %d-bit integer (%d to %d)" % (where, x, bits, lo, hi))
    return x


def _str(x: Any, where: str) -> bytes:
    """a str argument as UTF-8 bytes; TypeError naming where it was given for anything else"""
    if not isinstance(x, str):
        raise TypeError("%s: expected a str, got %s" % (where, type(x).__name__))
    return x.encode()


def _entry(entry: Any, where: str = "entry") -> bytes:
    """the entry name as a C string, which would end at a NUL: one inside is refused"""
    ent = _str(entry, where)
    if b"\0" in ent:
        raise ValueError("%s: %r contains a NUL character" % (where, entry))
    return ent


def _scalar(x: Any, v: C.Value, where: str, keep: list) -> None:
    if isinstance(x, bool):
        v.type, v.as_.b = C.GNC_BOOL, int(x)
    elif isinstance(x, float):
        v.type, v.as_.d = C.GNC_DOUBLE, x
    elif hasattr(type(x), "__index__"):
        v.type, v.as_.i = C.GNC_INT, _int(x, where)
    elif isinstance(x, (str, bytes)):
        data = x.encode() if isinstance(x, str) else x
        buf = ctypes.create_string_buffer(data, len(data) + 1)
        keep.append(buf)
        v.type, v.len, v.as_.str = C.GNC_STRING, _int(len(data), where + ": length", 32), ctypes.addressof(buf)
    elif x is None or x is NULL:
        v.type = C.GNC_NULL
    else:
        raise TypeError("%s: gnc values are int, float, bool, str, bytes, None or (for array and pointer parameters) "
                        "lists of them, not %s %r" % (where, type(x).__name__, x))


def _values(xs: Sequence[Any], where: str = "args", none: int = C.GNC_NULL) -> Tuple[Any, list]:
    """ctypes array of Value for a list of Python values, and what must stay alive while it is used;
    none: what None stands for (GNC_NULL, or GNC_NONE in args_after: not checked)"""
    arr = (C.Value * max(len(xs), 1))()
    keep: list = [arr]
    for i, x in enumerate(xs):
        if isinstance(x, (list, tuple)):
            n = _int(len(x), "%s[%d]: length" % (where, i), 32)
            elems = (C.Value * max(n, 1))()
            for k, e in enumerate(x):
                _scalar(e, elems[k], "%s[%d][%d]" % (where, i, k), keep)
            keep.append(elems)
            arr[i].type, arr[i].len, arr[i].as_.elems = C.GNC_ARRAY, n, ctypes.addressof(elems)
        elif x is None and none == C.GNC_NONE:
            arr[i].type = C.GNC_NONE
        else:
            _scalar(x, arr[i], "%s[%d]" % (where, i), keep)
    return arr, keep


def _tolerance(x: Any, name: str) -> float:
    if x is None:
        return 0.0
    if isinstance(x, bool) or not isinstance(x, (int, float)) or not 0 <= x < float("inf"):
        raise ValueError("%s: expected a finite number >= 0, got %r" % (name, x))
    return float(x)


def _seq(x: Any, where: str) -> list:
    if isinstance(x, (str, bytes)) or not isinstance(x, (list, tuple)):
        raise TypeError("%s: expected a list, got %s" % (where, type(x).__name__))
    return list(x)


class _PreparedTest:
    """a test converted to a gnc_test, with everything it points to kept alive"""
    __slots__ = ("t", "keep")

    def __init__(self, t: C.Test, keep: list):
        self.t, self.keep = t, keep


def _bytes(v: Any, where: str, keep: list) -> bytes:
    """a str (as UTF-8) or bytes value, kept alive in keep"""
    if not isinstance(v, (str, bytes)):
        raise TypeError("%s: expected a str or bytes, got %s" % (where, type(v).__name__))
    b = v.encode() if isinstance(v, str) else v
    keep.append(b)
    return b


def _prepare_test(args: Sequence[Any] = (), expect: Any = None, stdout: Union[str, bytes, None] = None,
                  atol: Optional[float] = None, rtol: Optional[float] = None,
                  args_after: Optional[Sequence[Any]] = None, stdin: Union[str, bytes, None] = None,
                  where: str = "") -> _PreparedTest:
    """the gnc_test of one test; where: the prefix of every error message ('tests[1].')"""
    args = _seq(args, where + "args")
    arr, keep = _values(args, where + "args")
    t = C.Test()
    t.args, t.nargs = arr, _int(len(args), where + "args: length", 32)
    if expect is not None:
        ex = C.Value()
        _scalar(expect, ex, where + "expect", keep)
        keep.append(ex)
        t.expect = ctypes.pointer(ex)
    if stdout is not None:
        t.expect_output = _bytes(stdout, where + "stdout", keep)
        t.expect_output_len = len(keep[-1])
    if stdin is not None:
        t.input = _bytes(stdin, where + "stdin", keep)
        t.input_len = len(keep[-1])
    if atol is not None or rtol is not None:
        t.tolerance, t.abs_tol, t.rel_tol = 1, _tolerance(atol, where + "atol"), _tolerance(rtol, where + "rtol")
    if args_after is not None:
        after = _seq(args_after, where + "args_after")
        if len(after) != len(args):
            raise ValueError("%sargs_after: %d values for %d arguments (None where nothing is checked)"
                             % (where, len(after), len(args)))
        aarr, akeep = _values(after, where + "args_after", C.GNC_NONE)
        keep += akeep
        t.args_after = aarr
    return _PreparedTest(t, keep)


def _prepare_spec(test: Any, where: str) -> _PreparedTest:
    """a test given as a dict in the JSON Lines shape ({"args", "expect", "stdout", ...}; None: left out)"""
    if not isinstance(test, Mapping):
        raise TypeError("%s: expected a dict (a test: %s), got %s" % (where, ", ".join(TEST_KEYS), type(test).__name__))
    for k in test:
        if k not in TEST_KEYS:
            raise ValueError("%s: unknown key %r (a test has %s)" % (where, k, ", ".join(TEST_KEYS)))
    kw = {k: v for k, v in test.items() if v is not None}
    if "args" not in kw:
        kw["args"] = ()
    return _prepare_test(where=where + ".", **kw)


class _PreparedProgram:
    """one program ready to be added to a batch: source, entry, prepared tests and the id it came with"""
    __slots__ = ("src", "entry", "tests", "id")

    def __init__(self, src: bytes, entry: bytes, tests: List[_PreparedTest], id: Any):
        self.src, self.entry, self.tests, self.id = src, entry, tests, id


ProgramSpec = Union[str, Mapping[str, Any]]
TestSpec = Mapping[str, Any]


def _prepare_program(program: ProgramSpec, tests: Optional[Sequence[TestSpec]], entry: str, where: str,
                     tests_where: str) -> _PreparedProgram:
    """a program given as a source string (tests separately) or as a dict of the JSON Lines shape
    ({"source", "entry", "tests", "id"}; other keys are ignored, as `gnc batch` does)"""
    pid = None
    if isinstance(program, str):
        src, ent = program.encode(), _entry(entry)
    elif isinstance(program, Mapping):
        if "source" not in program:
            raise ValueError('%s: missing "source"' % where)
        src = _str(program["source"], where + ".source")
        ent = _entry("main" if program.get("entry") is None else program["entry"], where + ".entry")
        if program.get("tests") is not None:
            if tests is not None:
                raise ValueError("%s: tests given both in the program and separately" % where)
            tests, tests_where = program["tests"], where + ".tests"
        pid = program.get("id")
    else:
        raise TypeError("%s: expected a source str or a dict with \"source\", got %s" % (where, type(program).__name__))
    tl = [] if tests is None else _seq(tests, tests_where)
    return _PreparedProgram(src, ent, [_prepare_spec(t, "%s[%d]" % (tests_where, k)) for k, t in enumerate(tl)], pid)


# ---------------------------------------------------------------- results


@dataclass
class TestResult:
    """One test's outcome.  status: 'pass', 'fail', 'trap', 'ok' (ran; the test checks nothing) or 'not_run'
    (the program did not compile or had invalid input)."""
    status: str
    has_value: bool = False           #: a value came back (False for void functions, traps, exit(), not_run)
    value: Any = None                 #: int, float, bool, str (a char * result) or None (a null pointer)
    exit: Optional[int] = None        #: the status passed to exit(), when the program called it
    trap: Optional[str] = None        #: the trap's name ('division_by_zero', ...) when status is 'trap'
    value_error: Optional[str] = None  #: a char * result that leads to no string: the trap reading it would raise
    value_truncated: bool = False     #: a string result longer than the report bytes
    stdout: Optional[str] = None      #: what the program wrote (the first report bytes), None if nothing
    stdout_truncated: bool = False
    mismatch: List[str] = field(default_factory=list)  #: failed checks: 'value', 'exit', 'stdout', 'args_after[i]'

    def to_dict(self) -> Dict[str, Any]:
        """the test's dict in Batch.result (the keys of `gnc batch`'s JSON; keys that do not apply left out)"""
        d: Dict[str, Any] = {"status": self.status}
        if self.trap is not None:
            d["trap"] = self.trap
        if self.exit is not None:
            d["exit"] = self.exit
        if self.value_error is not None:
            d["value_error"] = self.value_error
        elif self.has_value:
            d["value"] = self.value
        if self.value_truncated:
            d["value_truncated"] = True
        if self.stdout is not None:
            d["stdout"] = self.stdout
        if self.stdout_truncated:
            d["stdout_truncated"] = True
        if self.status == "fail":
            d["mismatch"] = list(self.mismatch)
        return d


@dataclass
class Result:
    """One program's outcome.  status: 'ok', 'compile_error' or 'invalid_input' (error says why); score:
    passed / tests for an 'ok' program with tests, else 0 (gnc_batch_scores, as float32)."""
    status: str
    passed: int = 0
    failed: int = 0
    error: str = ""
    tests: List[TestResult] = field(default_factory=list)
    score: float = 0.0
    ret_type: str = "?"               #: 'void', 'bool', 'int', 'long' or 'double' (when the entry was found)
    route: Optional[str] = None       #: neural and hybrid compilers: which compiler's module the program kept
    id: Any = None                    #: the "id" of a program given as a dict

    def to_dict(self, tests: bool = True) -> Dict[str, Any]:
        """the dict of Batch.result (without score and id)"""
        d: Dict[str, Any] = {"status": self.status, "passed": self.passed, "failed": self.failed,
                             "error": self.error, "ret_type": self.ret_type}
        if self.route is not None:
            d["route"] = self.route
        if tests:
            d["tests"] = [t.to_dict() for t in self.tests]
        return d


def _test_result(t: C.TestResultC) -> TestResult:
    r = TestResult(C.TEST_STATUS[t.status])
    if t.status == 3:
        return r
    if t.status == 2:
        r.trap = C.trap_name(t.trap)
    elif t.flags & C.R_EXITED:
        r.exit = t.value.as_.i
    elif t.flags & C.R_STRING and t.string_len < 0:  # a null pointer, or one that leads to no string
        name = C.trap_name(-t.string_len)
        if name == "null_dereference":
            r.has_value = True
        else:
            r.value_error = name
    elif t.value.type != C.GNC_NONE:
        r.has_value, r.value = True, _py(t.value)
        r.value_truncated = t.value.type == C.GNC_STRING and t.value.len < t.string_len
    if t.output_total > 0 and t.output:
        r.stdout = ctypes.string_at(t.output, t.output_len).decode(errors="replace")
    r.stdout_truncated = bool(t.flags & C.R_OUTPUT_CUT or (t.output and t.output_len < t.output_total))
    if t.status == 1:
        r.mismatch = ((["exit" if t.flags & C.R_EXITED else "value"] if t.flags & C.R_VALUE_DIFFERS else []) +
                      (["stdout"] if t.flags & C.R_OUTPUT_DIFFERS else []) +
                      (["args_after[%d]" % t.after_arg] if t.flags & C.R_AFTER_DIFFERS else []))
    return r


def _py(v: C.Value) -> Any:
    if v.type == C.GNC_INT:
        return v.as_.i
    if v.type == C.GNC_DOUBLE:
        return v.as_.d
    if v.type == C.GNC_BOOL:
        return bool(v.as_.b)
    if v.type == C.GNC_STRING:
        return ctypes.string_at(v.as_.str, v.len).decode(errors="replace")
    return None


def _options(fuel: int = 0, max_depth: int = 0, stack: int = 0, heap: int = 0, threads: int = 0,
             backend: str = "auto", mem: int = 0, objects: int = 0, out: int = 0, report: int = 0) -> C.Options:
    if backend not in C.BACKENDS:
        raise ValueError("backend: expected 'auto', 'cpu' or 'cuda', got %r" % (backend,))
    return C.Options(_int(fuel, "fuel"), _int(max_depth, "max_depth", 32), _int(stack, "stack", 32),
                     _int(heap, "heap", 32), _int(threads, "threads", 32), C.BACKENDS[backend], _int(mem, "mem"),
                     _int(objects, "objects", 32), _int(out, "out", 32), _int(report, "report", 32))


# ---------------------------------------------------------------- Batch


class Batch:
    """Many programs, each with tests, compiled, run and scored in one call (include/gnc.h's gnc_batch).

    Not thread-safe (use one per thread, or gnc.Batcher); run() releases the GIL while the batch runs."""

    def __init__(self, fuel: int = 0, max_depth: int = 0, stack: int = 0, heap: int = 0, threads: int = 0,
                 backend: str = "auto", mem: int = 0, objects: int = 0, out: int = 0, report: int = 0,
                 compiler: str = "traditional", model: Optional[str] = None, router: Optional[str] = None,
                 k: Optional[int] = None, threshold: Optional[float] = None, temperature: Optional[float] = None,
                 top_p: Optional[float] = None, seed: Optional[int] = None, agree: Optional[int] = None,
                 prefer_fast: bool = False):
        """Options as in gnc_options (0: the default; report < 0: no output kept in the results).  compiler:
        'traditional', 'neural' or 'hybrid' and the neural options of gnc_compiler_options (None: its default;
        threshold None: the router's own, 0: every program to the neural path)."""
        self._b = None
        self._dev_keep: list = []  # device input: the arrays it points into, alive as long as the batch
        o = _options(fuel, max_depth, stack, heap, threads, backend, mem, objects, out, report)
        if compiler not in C.COMPILERS:
            raise ValueError("compiler: expected 'traditional', 'neural' or 'hybrid', got %r" % (compiler,))
        self._b = lib.gnc_batch_create(ctypes.byref(o))
        if not self._b:
            raise MemoryError("gnc_batch_create")
        self._compiler = compiler
        if compiler != "traditional":
            c = C.CompilerOptions()
            lib.gnc_compiler_options_default(ctypes.byref(c))
            c.compiler, c.prefer_fast = C.COMPILERS[compiler], 1 if prefer_fast else 0
            c.model = None if model is None else _str(model, "model")
            c.router = None if router is None else _str(router, "router")
            for name, x, bits in (("k", k, 32), ("seed", seed, 64), ("agree", agree, 32)):
                if x is not None:
                    setattr(c, name, _int(x, name, bits))
            for name, x in (("threshold", threshold), ("temperature", temperature), ("top_p", top_p)):
                if x is not None:
                    if isinstance(x, bool) or not isinstance(x, (int, float)):
                        raise TypeError("%s: expected a number, got %s" % (name, type(x).__name__))
                    setattr(c, name, float(x))
            self._check(lib.gnc_batch_set_compiler(self._b, ctypes.byref(c)))

    def __del__(self) -> None:
        if getattr(self, "_b", None):
            lib.gnc_batch_destroy(self._b)
            self._b = None
        self._dev_keep = []

    def _check(self, rc: int) -> int:
        if rc < 0:
            raise C.error(rc, "%s: %s" % (C.strerror(rc), lib.gnc_batch_error(self._b).decode()))
        return rc

    def add_program(self, source: str, entry: str = "main") -> int:
        """Adds a program; returns its index."""
        src, ent = _str(source, "source"), _entry(entry)
        return self._check(lib.gnc_batch_add_program(self._b, src, len(src), ent))

    def add_test(self, prog: int, args: Sequence[Any] = (), expect: Any = None,
                 stdout: Union[str, bytes, None] = None, atol: Optional[float] = None,
                 rtol: Optional[float] = None, args_after: Optional[Sequence[Any]] = None,
                 stdin: Union[str, bytes, None] = None) -> int:
        """Adds a test to program prog; returns its index there.  expect: the return value (None: not
        checked; gnc.NULL: a null pointer); stdout: the whole expected output (str or bytes); stdin: the bytes
        the program reads from standard input (str or bytes; None: none, reads give EOF); atol, rtol:
        tolerances for floating values (math.isclose's rule); args_after: for each argument, what an array or
        pointer argument must hold after the run (None: not checked)."""
        prog = _int(prog, "prog")
        p = _prepare_test(args, expect, stdout, atol, rtol, args_after, stdin)
        return self._check(lib.gnc_batch_add_test_ex(self._b, prog, ctypes.byref(p.t)))

    def _add_prepared(self, p: _PreparedProgram) -> int:
        i = self._check(lib.gnc_batch_add_program(self._b, p.src, len(p.src), p.entry))
        for t in p.tests:
            self._check(lib.gnc_batch_add_test_ex(self._b, i, ctypes.byref(t.t)))
        return i

    def add(self, program: ProgramSpec, tests: Optional[Sequence[TestSpec]] = None, entry: str = "main") -> int:
        """Adds a program given as run_batch takes it (a dict of the JSON Lines shape, or a source str with
        its tests as dicts); returns its index."""
        return self._add_prepared(_prepare_program(program, tests, entry, "program", "tests"))

    def run(self) -> str:
        """Compiles, runs and scores everything; returns the backend used ('cpu' or 'cuda')."""
        self._check(lib.gnc_batch_run(self._b))
        return lib.gnc_batch_backend(self._b).decode()

    def clear(self) -> None:
        """Forgets every program, test, result and device input (the options stay)."""
        lib.gnc_batch_clear(self._b)
        self._dev_keep = []

    def __len__(self) -> int:
        return int(lib.gnc_batch_program_count(self._b))

    def program_result(self, prog: int, tests: bool = True) -> Result:
        """Program prog's Result (its tests' TestResults unless tests=False)."""
        prog = _int(prog, "prog")
        r = C.ProgResult()
        self._check(lib.gnc_batch_program_result(self._b, prog, ctypes.byref(r)))
        res = Result(C.PROG_STATUS[r.status], r.passed, r.failed, (r.error or b"").decode(errors="replace"),
                     score=ctypes.c_float(r.passed / r.ntests).value if r.status == 0 and r.ntests else 0.0,
                     ret_type=C.TYPES.get(r.ret_type, "?"))
        if self._compiler != "traditional":  # which compiler's module the program kept, and why
            res.route = C.ROUTES.get(self._check(lib.gnc_batch_program_route(self._b, prog)), "?")
        if tests:
            t = C.TestResultC()
            for k in range(r.ntests):
                self._check(lib.gnc_batch_test_result(self._b, prog, k, ctypes.byref(t)))
                res.tests.append(_test_result(t))
        return res

    def program_results(self, tests: bool = True) -> List[Result]:
        """Every program's Result, in order."""
        return [self.program_result(p, tests) for p in range(len(self))]

    def result(self, prog: int, tests: bool = True) -> Dict[str, Any]:
        """A program's result as a dict (Result.to_dict: the keys of `gnc batch`'s JSON)."""
        return self.program_result(prog, tests).to_dict(tests)

    def results(self, tests: bool = True) -> List[Dict[str, Any]]:
        return [self.result(p, tests) for p in range(len(self))]

    def compiler_stats(self) -> Dict[str, float]:
        """The last run's neural figures (gnc_compiler_stats) as a dict."""
        st = C.CompilerStats()
        self._check(lib.gnc_batch_compiler_stats(self._b, ctypes.byref(st)))
        return {k: getattr(st, k) for k, _ in C.CompilerStats._fields_}

    def scores(self, out: Any = None) -> Any:
        """passed / tests per program (0 for programs that did not compile or had invalid input): a list of
        floats, or written into out (a float32 vector of len(self) elements: a CUDA array, written on the
        device, or host memory; see gnc.device) and out returned."""
        if out is None:
            n = len(self)
            buf = (ctypes.c_float * max(n, 1))()
            self._check(lib.gnc_batch_scores(self._b, buf, 0))
            return list(buf[:n])
        from .device import write_scores
        write_scores(self, out)
        return out

    def set_device_input(self, **arrays: Any) -> None:
        """Makes the batch run on input already in CUDA device memory (gnc_device_input): the flat arrays
        as CUDA Array Interface or DLPack objects; see gnc.device.set_device_input."""
        from .device import set_device_input
        set_device_input(self, **arrays)

    @classmethod
    def from_device(cls, src: Any, src_off: Any, entry: Any, entry_off: Any, test_off: Any, arg_off: Any,
                    args: Any, expect: Any, arr: Any = None, bytes: Any = None, check: Any = None,
                    after: Any = None, **options: Any) -> "Batch":
        """A new Batch (options as Batch's) on device input (set_device_input)."""
        b = cls(**options)
        b.set_device_input(src=src, src_off=src_off, entry=entry, entry_off=entry_off, test_off=test_off,
                           arg_off=arg_off, args=args, expect=expect, arr=arr, bytes=bytes, check=check, after=after)
        return b


def run_batch(programs: Sequence[ProgramSpec], tests: Optional[Sequence[Optional[Sequence[TestSpec]]]] = None,
              entry: str = "main", **options: Any) -> List[Result]:
    """Compiles, runs and scores many programs in one batch; returns one Result per program, in order.

    programs: dicts of the JSON Lines shape of `gnc batch` ({"source", "entry", "tests": [{"args", "expect",
    "stdout", "stdin", "atol", "rtol", "args_after"}], "id"}), or source strings whose tests come in tests (one list of
    test dicts per program, or None); entry: the entry of the source strings.  options: Batch's."""
    plist = _seq(programs, "programs")
    if tests is not None:
        tests = _seq(tests, "tests")
        if len(tests) != len(plist):
            raise ValueError("tests: %d lists for %d programs" % (len(tests), len(plist)))
    prepared = [_prepare_program(p, None if tests is None else tests[i], entry, "programs[%d]" % i, "tests[%d]" % i)
                for i, p in enumerate(plist)]
    return _run_prepared(prepared, options)


def _run_prepared(prepared: List[_PreparedProgram], options: Dict[str, Any]) -> List[Result]:
    b = Batch(**options)
    for p in prepared:
        b._add_prepared(p)
    b.run()
    out = b.program_results()
    for r, p in zip(out, prepared):
        r.id = p.id
    return out


# ---------------------------------------------------------------- single programs


def compile(source: str) -> bytes:
    """Module bytes (the format of `gnc compile`) of a source; raises CompileError."""
    src = _str(source, "source")
    mod, n, err = ctypes.c_void_p(), ctypes.c_size_t(), ctypes.create_string_buffer(1024)
    rc = lib.gnc_compile(src, len(src), ctypes.byref(mod), ctypes.byref(n), err, len(err))
    if rc != 0:
        raise C.error(rc, err.value.decode(errors="replace") or C.strerror(rc))
    data = ctypes.string_at(mod, n.value)
    lib.gnc_free(mod)
    return data


def run_source(source: str, args: Sequence[Any] = (), entry: str = "main", fuel: int = 0, max_depth: int = 0,
               stack: int = 0, heap: int = 0, mem: int = 0, objects: int = 0, out: int = 0) -> Any:
    """Compiles source and calls entry(args); returns the value (None for void or a null pointer, a str for
    the string a char * result points to, the status after exit()); raises CompileError, Trap, Error."""
    src, ent = _str(source, "source"), _entry(entry)
    args = _seq(args, "args")
    arr, keep = _values(args)
    o = _options(fuel, max_depth, stack, heap, mem=mem, objects=objects, out=out)
    t, err = C.TestResultC(), ctypes.create_string_buffer(1024)
    rc = lib.gnc_run_source(src, len(src), ent, arr, _int(len(args), "args: length", 32), ctypes.byref(o),
                            ctypes.byref(t), err, len(err))
    del keep
    if rc != 0:
        raise C.error(rc, err.value.decode(errors="replace") or C.strerror(rc))
    if t.status == 2:
        raise Trap(C.trap_name(t.trap))
    return _py(t.value)


def cuda_available() -> bool:
    """True if this libgnc.so has CUDA and a device can be used (never raises without a GPU)."""
    return bool(lib.gnc_cuda_available())


def version() -> str:
    return lib.gnc_version().decode()

