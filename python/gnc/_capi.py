"""The C API of include/gnc.h through ctypes: the structures, the codes and the loaded library.

The library is looked for, in this order: the GNC_LIB environment variable (a path; it always wins),
libgnc.so inside this package (where `pip install ./python` puts it), and build/libgnc.so of the gnc
checkout this package sits in (python/gnc/ -> ../../build/libgnc.so, after `make lib`).  ctypes.CDLL
releases the GIL for the length of every call, so a batch running in one thread never stops the others.
"""
import ctypes
import os
from typing import List

GNC_NONE, GNC_INT, GNC_DOUBLE, GNC_BOOL, GNC_ARRAY, GNC_STRING, GNC_NULL = 0, 1, 2, 3, 4, 5, 6
R_EXITED, R_OUTPUT_CUT, R_VALUE_DIFFERS, R_OUTPUT_DIFFERS, R_AFTER_DIFFERS, R_STRING = 1, 2, 4, 8, 16, 32
E_NOMEM, E_COMPILE, E_NO_CUDA = -2, -6, -3
BACKENDS = {"auto": 0, "cpu": 1, "cuda": 2}
PROG_STATUS = {0: "ok", 1: "compile_error", 2: "invalid_input"}
TEST_STATUS = {0: "pass", 1: "fail", 2: "trap", 3: "not_run", 4: "ok"}
TYPES = {0: "void", 1: "bool", 2: "int", 3: "long", 4: "double"}
COMPILERS = {"traditional": 0, "neural": 1, "hybrid": 2}
ROUTES = {0: "traditional", 1: "neural", 2: "fallback", 3: "unsupported", 4: "slower"}


class Error(Exception):
    """A gnc call failed (the message says why)."""


class CompileError(Error):
    """The source has compile errors; the message is 'LINE:COL: error: MESSAGE'."""


class Trap(Error):
    """The program stopped with a runtime trap; .kind is its name (e.g. 'division_by_zero')."""

    def __init__(self, kind: str):
        super().__init__(kind)
        self.kind = kind


class _U(ctypes.Union):
    _fields_ = [("i", ctypes.c_int64), ("d", ctypes.c_double), ("b", ctypes.c_int32), ("elems", ctypes.c_void_p),
                ("str", ctypes.c_void_p)]


class Value(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int32), ("len", ctypes.c_int32), ("as_", _U)]


class Options(ctypes.Structure):
    _fields_ = [("fuel", ctypes.c_int64), ("max_depth", ctypes.c_int32), ("stack_slots", ctypes.c_int32),
                ("heap_slots", ctypes.c_int32), ("threads", ctypes.c_int32), ("backend", ctypes.c_int32),
                ("mem_bytes", ctypes.c_int64), ("objects", ctypes.c_int32), ("out_bytes", ctypes.c_int32),
                ("report_bytes", ctypes.c_int32), ("pad", ctypes.c_int32)]


class ProgResult(ctypes.Structure):
    _fields_ = [("status", ctypes.c_int32), ("passed", ctypes.c_int32), ("failed", ctypes.c_int32),
                ("ntests", ctypes.c_int32), ("ret_type", ctypes.c_int32), ("nerrors", ctypes.c_int32),
                ("error_line", ctypes.c_int32), ("error_col", ctypes.c_int32), ("error", ctypes.c_char_p)]


class TestResultC(ctypes.Structure):
    _fields_ = [("status", ctypes.c_int32), ("trap", ctypes.c_int32), ("value", Value), ("flags", ctypes.c_int32),
                ("after_arg", ctypes.c_int32), ("output", ctypes.c_void_p), ("output_len", ctypes.c_int32),
                ("output_total", ctypes.c_int32), ("string_len", ctypes.c_int32), ("pad", ctypes.c_int32)]


class CompilerOptions(ctypes.Structure):
    _fields_ = [("compiler", ctypes.c_int32), ("k", ctypes.c_int32), ("model", ctypes.c_char_p),
                ("router", ctypes.c_char_p), ("threshold", ctypes.c_double), ("temperature", ctypes.c_float),
                ("top_p", ctypes.c_float), ("seed", ctypes.c_uint64), ("agree", ctypes.c_int32),
                ("prefer_fast", ctypes.c_int32)]


class CompilerStats(ctypes.Structure):
    _fields_ = [(k, ctypes.c_int64) for k in ("programs", "routed", "neural", "fallback", "unsupported", "slower",
                                              "candidates", "faster")] + \
               [(k, ctypes.c_double) for k in ("router_s", "decode_s", "check_s", "traditional_s")]


class Test(ctypes.Structure):
    _fields_ = [("args", ctypes.POINTER(Value)), ("nargs", ctypes.c_int32), ("tolerance", ctypes.c_int32),
                ("expect", ctypes.POINTER(Value)), ("expect_output", ctypes.c_char_p),
                ("expect_output_len", ctypes.c_int64), ("abs_tol", ctypes.c_double), ("rel_tol", ctypes.c_double),
                ("args_after", ctypes.POINTER(Value)), ("input", ctypes.c_char_p), ("input_len", ctypes.c_int64)]


class FlatValue(ctypes.Structure):
    """gnc_flat_value: 16 bytes"""
    _fields_ = [("v", ctypes.c_int64), ("len", ctypes.c_int32), ("tag", ctypes.c_int32)]


class FlatCheck(ctypes.Structure):
    """gnc_flat_check: 56 bytes"""
    _fields_ = [("output", FlatValue), ("abs_tol", ctypes.c_double), ("rel_tol", ctypes.c_double),
                ("tolerance", ctypes.c_int32), ("pad", ctypes.c_int32), ("input", FlatValue)]


class DeviceInput(ctypes.Structure):
    """gnc_device_input (every pointer a device address)"""
    _fields_ = [("nprog", ctypes.c_int32), ("src", ctypes.c_void_p), ("src_off", ctypes.c_void_p),
                ("entry", ctypes.c_void_p), ("entry_off", ctypes.c_void_p), ("test_off", ctypes.c_void_p),
                ("arg_off", ctypes.c_void_p), ("args", ctypes.c_void_p), ("expect", ctypes.c_void_p),
                ("arr", ctypes.c_void_p), ("ntests", ctypes.c_int64), ("nargs", ctypes.c_int64),
                ("narr", ctypes.c_int64), ("bytes", ctypes.c_void_p), ("nbytes", ctypes.c_int64),
                ("check", ctypes.c_void_p), ("after", ctypes.c_void_p)]


def library_path() -> str:
    """The libgnc.so this package loads (see the module's docstring for the order)."""
    env = os.environ.get("GNC_LIB")
    if env:
        return env
    here = os.path.dirname(os.path.abspath(__file__))
    for p in (os.path.join(here, "libgnc.so"), os.path.join(here, "..", "..", "build", "libgnc.so")):
        if os.path.exists(p):
            return os.path.normpath(p)
    raise ImportError("gnc: libgnc.so not found: not in the package (%s), not in the checkout's build/ (run "
                      "`make lib`), and GNC_LIB is not set" % here)


def _load() -> ctypes.CDLL:
    lib = ctypes.CDLL(library_path())
    P, I32, I64, SZ, S = ctypes.c_void_p, ctypes.c_int32, ctypes.c_int64, ctypes.c_size_t, ctypes.c_char_p
    sig = {
        "gnc_strerror": (S, [ctypes.c_int]), "gnc_trap_name": (S, [ctypes.c_int]), "gnc_version": (S, []),
        "gnc_cuda_available": (ctypes.c_int, []),
        "gnc_batch_create": (P, [ctypes.POINTER(Options)]), "gnc_batch_destroy": (None, [P]),
        "gnc_batch_clear": (None, [P]),
        "gnc_batch_add_program": (I64, [P, S, SZ, S]),
        "gnc_batch_add_test_ex": (I64, [P, I64, ctypes.POINTER(Test)]),
        "gnc_batch_set_device_input": (ctypes.c_int, [P, ctypes.POINTER(DeviceInput)]),
        "gnc_batch_run": (ctypes.c_int, [P]), "gnc_batch_backend": (S, [P]), "gnc_batch_error": (S, [P]),
        "gnc_batch_program_count": (I64, [P]), "gnc_batch_test_count": (I64, [P, I64]),
        "gnc_batch_program_result": (ctypes.c_int, [P, I64, ctypes.POINTER(ProgResult)]),
        "gnc_batch_test_result": (ctypes.c_int, [P, I64, I64, ctypes.POINTER(TestResultC)]),
        "gnc_batch_scores": (ctypes.c_int, [P, ctypes.c_void_p, ctypes.c_int]),
        "gnc_compiler_options_default": (None, [ctypes.POINTER(CompilerOptions)]),
        "gnc_batch_set_compiler": (ctypes.c_int, [P, ctypes.POINTER(CompilerOptions)]),
        "gnc_batch_program_route": (ctypes.c_int, [P, I64]),
        "gnc_batch_compiler_stats": (ctypes.c_int, [P, ctypes.POINTER(CompilerStats)]),
        "gnc_compile": (ctypes.c_int, [S, SZ, ctypes.POINTER(P), ctypes.POINTER(SZ), ctypes.c_char_p, SZ]),
        "gnc_free": (None, [P]),
        "gnc_run_source": (ctypes.c_int, [S, SZ, S, ctypes.POINTER(Value), I32, ctypes.POINTER(Options),
                                          ctypes.POINTER(TestResultC), ctypes.c_char_p, SZ]),
    }
    for name, (res, args) in sig.items():
        f = getattr(lib, name)
        f.restype, f.argtypes = res, args
    return lib


lib = _load()


def strerror(rc: int) -> str:
    return lib.gnc_strerror(int(rc)).decode()


def error(rc: int, message: str) -> Exception:
    """The exception for a failing call's GNC_E_* code: MemoryError for GNC_E_NOMEM (the library ran out of
    memory), CompileError for GNC_E_COMPILE, else Error."""
    if rc == E_NOMEM:
        return MemoryError(message)
    return (CompileError if rc == E_COMPILE else Error)(message)


def trap_name(trap: int) -> str:
    return lib.gnc_trap_name(int(trap)).decode()


__all__: List[str] = []
