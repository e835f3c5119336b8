#!/usr/bin/env bash
# tests/batch/run.sh - end-to-end tests of `gnc batch` (JSON lines in, JSON lines out) and of the C API.
#
#   bash tests/batch/run.sh            uses build/gnc
#   GNC=build/asan/gnc bash tests/batch/run.sh
#   API_CFLAGS="-fsanitize=address,undefined" bash tests/batch/run.sh   (the C API test under sanitizers)
#
# Prints "N passed, M failed"; exit status 1 if anything failed.
set -u
cd "$(dirname "$0")/../.."
GNC=${GNC:-build/gnc}
CC=${CC:-cc}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
pass=0
fail=0

ok() { pass=$((pass + 1)); }
bad() {
  fail=$((fail + 1))
  echo "FAIL: $1"
  if [ $# -gt 1 ]; then printf '%s\n' "$2" | head -c 3000; echo; fi
}

# run INPUT [ARGS...]: stdout -> $OUT, stderr -> $ERR, exit status -> $RC
run() {
  local input=$1
  shift
  printf '%s' "$input" >"$TMP/in"
  run_in "$@"
}

# run_in [ARGS...]: as run, on the input already in $TMP/in
run_in() {
  "$GNC" batch "$@" "$TMP/in" >"$TMP/out" 2>"$TMP/err"
  RC=$?
  OUT=$(cat "$TMP/out")
  ERR=$(cat "$TMP/err")
}

# exact NAME INPUT EXPECTED [ARGS...]: stdout must be EXPECTED and the exit status 0
exact() {
  local name=$1 input=$2 want=$3
  shift 3
  run "$input" "$@"
  if [ "$OUT" == "$want" ] && [ $RC -eq 0 ]; then ok; else bad "$name" "want: $want
got:  $OUT (exit $RC) $ERR"; fi
}

# has NAME INPUT SUBSTRING [ARGS...]: stdout must contain SUBSTRING
has() {
  local name=$1 input=$2 want=$3
  shift 3
  run "$input" "$@"
  if [[ "$OUT" == *"$want"* ]] && [ $RC -eq 0 ]; then ok; else bad "$name" "want ...$want...
got:  $OUT (exit $RC) $ERR"; fi
}

ADD='int add(int a, int b) { return a + b; }'

# ---------------------------------------------------------------- ok programs
exact "pass and fail" \
  '{"id": 1, "source": "int add(int a, int b) { return a + b; }", "entry": "add", "tests": [{"args": [1, 2], "expect": 3}, {"args": [2, 2], "expect": 5}]}' \
  '{"id":1,"status":"ok","passed":1,"failed":1,"results":[{"status":"pass","value":3},{"status":"fail","value":4}]}'
exact "entry defaults to main" \
  '{"id": "m", "source": "int main() { return 7; }", "tests": [{"expect": 7}, {"args": []}]}' \
  '{"id":"m","status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":7},{"status":"ok","value":7}]}'
exact "expect null" '{"id": 2, "source": "int main() { return 7; }", "tests": [{"expect": null}]}' \
  '{"id":2,"status":"ok","passed":0,"failed":0,"results":[{"status":"ok","value":7}]}'
exact "no tests" '{"id": 3, "source": "int main() { return 7; }"}' \
  '{"id":3,"status":"ok","passed":0,"failed":0,"results":[]}'
exact "long wraps" \
  '{"id": 4, "source": "long f(long a) { return a + 1; }", "entry": "f", "tests": [{"args": [9223372036854775807], "expect": -9223372036854775808}]}' \
  '{"id":4,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":-9223372036854775808}]}'
exact "doubles" \
  '{"id": 5, "source": "double f(double x) { return x / 10; }", "entry": "f", "tests": [{"args": [1], "expect": 0.1}, {"args": [10.0]}, {"args": ["inf"], "expect": "inf"}, {"args": ["-inf"]}, {"args": ["nan"], "expect": "nan"}, {"args": [-0.0]}, {"args": [1e300]}]}' \
  '{"id":5,"status":"ok","passed":3,"failed":0,"results":[{"status":"pass","value":0.10000000000000001},{"status":"ok","value":1.0},{"status":"pass","value":"inf"},{"status":"ok","value":"-inf"},{"status":"pass","value":"nan"},{"status":"ok","value":-0.0},{"status":"ok","value":1.0000000000000001e+299}]}'
exact "double expect is bitwise (0.0 vs -0.0)" \
  '{"id": 6, "source": "double f() { return -0.0; }", "entry": "f", "tests": [{"expect": 0.0}, {"expect": -0.0}]}' \
  '{"id":6,"status":"ok","passed":1,"failed":1,"results":[{"status":"fail","value":-0.0},{"status":"pass","value":-0.0}]}'
exact "bools" \
  '{"id": 7, "source": "bool f(bool a, int b) { return a && b > 0; }", "entry": "f", "tests": [{"args": [true, 1], "expect": true}, {"args": [false, 1], "expect": false}, {"args": [true, 0], "expect": true}]}' \
  '{"id":7,"status":"ok","passed":2,"failed":1,"results":[{"status":"pass","value":true},{"status":"pass","value":false},{"status":"fail","value":false}]}'
exact "arrays" \
  '{"id": 8, "source": "long sum(long a[], int n) { long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; } double dsum(double a[], double b[]) { return a[0] + b[1]; }", "entry": "sum", "tests": [{"args": [[1, 2, 3], 3], "expect": 6}, {"args": [[], 0], "expect": 0}, {"args": [[5, 5], 1], "expect": 5}]}' \
  '{"id":8,"status":"ok","passed":3,"failed":0,"results":[{"status":"pass","value":6},{"status":"pass","value":0},{"status":"pass","value":5}]}'
exact "double arrays take integers" \
  '{"id": 9, "source": "double dsum(double a[], double b[]) { return a[0] + b[1]; }", "entry": "dsum", "tests": [{"args": [[1.5], [1, 2]], "expect": 3.5}]}' \
  '{"id":9,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":3.5}]}'
exact "arrays are passed by reference" \
  '{"id": 10, "source": "void set(int a[]) { a[0] = 5; } int main() { int a[2]; set(a); return a[0] + a[1]; }", "tests": [{"expect": 5}]}' \
  '{"id":10,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":5}]}'
exact "void entry" '{"id": 11, "source": "void f(int x) { }", "entry": "f", "tests": [{"args": [1]}]}' \
  '{"id":11,"status":"ok","passed":0,"failed":0,"results":[{"status":"ok"}]}'

# ---------------------------------------------------------------- macro-heavy programs
# one invocation expands into far more tokens than the source has: the first workspace (sized from the
# source's scan) is too small, and the compile runs again in the room the preprocessor measured
MH='#define R4(x) x x x x\n#define R16(x) R4(R4(x))\n#define R256(x) R16(R16(x))\nlong f(long k) { long s = 1, i = 0; R16(R256(s = (s * 31 + i++) % k;)) return s + i; }'
exact "macro-heavy program (compiled again in a larger workspace)" \
  "{\"id\": 13, \"source\": \"$MH\", \"entry\": \"f\", \"tests\": [{\"args\": [1000003], \"expect\": 618287}, {\"args\": [7]}]}" \
  '{"id":13,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":618287},{"status":"ok","value":4102}]}' --threads 2

# ---------------------------------------------------------------- C's other scalar types
CT='unsigned f(unsigned char a, char b, unsigned short c, short d, unsigned u) { return a + b + c + d + u; } unsigned long g(unsigned long x) { return x * 3; } float h(float x) { return x / 3; } char k(int x) { return x; }'
exact "small and unsigned types" \
  "{\"id\": 12, \"source\": \"$CT\", \"entry\": \"f\", \"tests\": [{\"args\": [255, -128, 65535, -32768, 4294967295], \"expect\": 32893}, {\"args\": [0, 0, 0, 0, 0], \"expect\": 0}]}" \
  '{"id":12,"status":"ok","passed":2,"failed":0,"results":[{"status":"pass","value":32893},{"status":"pass","value":0}]}'
exact "unsigned int result above INT_MAX" \
  "{\"id\": 13, \"source\": \"$CT\", \"entry\": \"f\", \"tests\": [{\"args\": [0, 0, 0, 0, 4294967295], \"expect\": 4294967295}]}" \
  '{"id":13,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":4294967295}]}'
exact "unsigned long wraps" \
  "{\"id\": 14, \"source\": \"$CT\", \"entry\": \"g\", \"tests\": [{\"args\": [9223372036854775807], \"expect\": 9223372036854775805}]}" \
  '{"id":14,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":9223372036854775805}]}'
exact "float arguments and results" \
  "{\"id\": 15, \"source\": \"$CT\", \"entry\": \"h\", \"tests\": [{\"args\": [0.1]}, {\"args\": [1], \"expect\": 0.3333333432674408}, {\"args\": [\"nan\"], \"expect\": \"nan\"}]}" \
  '{"id":15,"status":"ok","passed":2,"failed":0,"results":[{"status":"ok","value":0.033333335071802139},{"status":"pass","value":0.3333333432674408},{"status":"pass","value":"nan"}]}'
exact "char result" \
  "{\"id\": 16, \"source\": \"$CT\", \"entry\": \"k\", \"tests\": [{\"args\": [200], \"expect\": -56}]}" \
  '{"id":16,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":-56}]}'
exact "unsigned char out of range" \
  "{\"id\": 17, \"source\": \"$CT\", \"entry\": \"f\", \"tests\": [{\"args\": [256, 0, 0, 0, 0]}]}" \
  '{"id":17,"status":"invalid_input","error":"tests[0].args[0]: 256 is out of range for unsigned char"}'
exact "unsigned int out of range" \
  "{\"id\": 18, \"source\": \"$CT\", \"entry\": \"f\", \"tests\": [{\"args\": [0, 0, 0, 0, -1]}]}" \
  '{"id":18,"status":"invalid_input","error":"tests[0].args[4]: -1 is out of range for unsigned int"}'
exact "unsigned long takes no negative number" \
  "{\"id\": 19, \"source\": \"$CT\", \"entry\": \"g\", \"tests\": [{\"args\": [-1]}]}" \
  '{"id":19,"status":"invalid_input","error":"tests[0].args[0]: -1 is out of range for unsigned long"}'
exact "char takes no real" \
  "{\"id\": 19, \"source\": \"$CT\", \"entry\": \"f\", \"tests\": [{\"args\": [0, 1.5, 0, 0, 0]}]}" \
  '{"id":19,"status":"invalid_input","error":"tests[0].args[1]: expected char, got a real"}'
exact "arrays of small types" \
  '{"id": 24, "source": "int s(unsigned char a[], short b[]) { return a[0] + a[1] + b[0]; }", "entry": "s", "tests": [{"args": [[255, 1], [-300]], "expect": -44}]}' \
  '{"id":24,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":-44}]}'

# ---------------------------------------------------------------- ids
exact "id echoed verbatim" '{"source": "int main() { return 1; }", "id": {"a": [1, 2.50, "x\"y"], "b": null}}' \
  '{"id":{"a": [1, 2.50, "x\"y"], "b": null},"status":"ok","passed":0,"failed":0,"results":[]}'
exact "missing id is null" '{"source": "int main() { return 1; }"}' \
  '{"id":null,"status":"ok","passed":0,"failed":0,"results":[]}'
exact "metadata keys ignored" '{"id": 1, "task": "t", "source": "int main() { return 1; }", "meta": {"x": 1}}' \
  '{"id":1,"status":"ok","passed":0,"failed":0,"results":[]}'

# ---------------------------------------------------------------- compile errors
has "compile error" '{"id": 20, "source": "int main() { return 1 }"}' \
  '{"id":20,"status":"compile_error","error":"1:23: error: expected '"';'"'"}'
has "compile error on line 2" '{"id": 21, "source": "int main() {\n  return x;\n}"}' \
  '{"id":21,"status":"compile_error","error":"2:10: error: '"'x'"' undeclared"}'
has "compile error count" '{"id": 22, "source": "int main() { return x + y + z; }"}' \
  "error: 'x' undeclared (and 2 more errors)\"}"
has "compile error with tests" '{"id": 23, "source": "int main() { return 1.0 % 2; }", "tests": [{"expect": 1}]}' \
  '"status":"compile_error","error":"1:'

# ---------------------------------------------------------------- invalid input
exact "bad JSON" '{"id": 30, "source": "int main() { return 1; }"' \
  '{"id":null,"status":"invalid_input","error":"line 1: invalid JSON at column 47: '"'}'"' expected near end of file"}'
# a raw NUL byte anywhere makes its line invalid JSON, and only that line (jansson alone skips one after a
# number, true, false or null).  Bash strings cannot hold NUL: printf writes the input.
L='"source": "int f() { return 1; }", "entry": "f", "tests": [{"args": [], "expect": 1}]}'
printf '{"id": 7\0, %s\n{"id": 8, %s\n' "$L" "$L" >"$TMP/in"
printf '{"id": 9, "source": "int f(bool b) { return 1; }", "entry": "f", "tests": [{"args": [true\0]}]}\n' >>"$TMP/in"
printf '{"id": 10, "source": "int f(bool b) { return 1; }", "entry": "f", "tests": [{"args": [false]\0}]}\n' >>"$TMP/in"
printf '{"id": 11, "source": "int f() { return 1; }", "entry": "f", "tests": [{"expect": null\0}]}\n' >>"$TMP/in"
printf '{"id": "\303\251", "source": "int f() { return 1; }\0", "entry": "f"}\n\0\n  \0  \n{"id": 12\0}\n' >>"$TMP/in"
printf '{"id": 13, %s\n' "$L" >>"$TMP/in"
run_in --backend cpu
NUL_WANT='{"id":null,"status":"invalid_input","error":"line 1: invalid JSON at column 9: a NUL byte (0x00)"}
{"id":8,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":1}]}
{"id":null,"status":"invalid_input","error":"line 3: invalid JSON at column 90: a NUL byte (0x00)"}
{"id":null,"status":"invalid_input","error":"line 4: invalid JSON at column 93: a NUL byte (0x00)"}
{"id":null,"status":"invalid_input","error":"line 5: invalid JSON at column 86: a NUL byte (0x00)"}
{"id":null,"status":"invalid_input","error":"line 6: invalid JSON at column 45: a NUL byte (0x00)"}
{"id":null,"status":"invalid_input","error":"line 7: invalid JSON at column 1: a NUL byte (0x00)"}
{"id":null,"status":"invalid_input","error":"line 8: invalid JSON at column 3: a NUL byte (0x00)"}
{"id":null,"status":"invalid_input","error":"line 9: invalid JSON at column 10: a NUL byte (0x00)"}
{"id":13,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":1}]}'
if [ "$OUT" == "$NUL_WANT" ] && [ $RC -eq 0 ]; then ok; else bad "NUL bytes" "want: $NUL_WANT
got:  $OUT (exit $RC) $ERR"; fi
has "not an object" '[1, 2]' '{"id":null,"status":"invalid_input","error":"line 1: expected a JSON object, got an array"}'
exact "missing source" '{"id": 31}' '{"id":31,"status":"invalid_input","error":"missing \"source\""}'
exact "source not a string" '{"id": 32, "source": 5}' \
  '{"id":32,"status":"invalid_input","error":"source: expected a string, got a number"}'
exact "entry not a string" '{"id": 33, "source": "int main() { return 1; }", "entry": ["f"]}' \
  '{"id":33,"status":"invalid_input","error":"entry: expected a string, got an array"}'
exact "tests not an array" '{"id": 34, "source": "int main() { return 1; }", "tests": {}}' \
  '{"id":34,"status":"invalid_input","error":"tests: expected an array, got an object"}'
exact "test not an object" '{"id": 35, "source": "int main() { return 1; }", "tests": [[1]]}' \
  '{"id":35,"status":"invalid_input","error":"tests[0]: expected an object, got an array"}'
exact "unknown test key" '{"id": 36, "source": "int main() { return 1; }", "tests": [{"expected": 1}]}' \
  '{"id":36,"status":"invalid_input","error":"tests[0]: unknown key \"expected\" (a test has \"args\", \"expect\", \"stdin\", \"stdout\", \"atol\", \"rtol\" and \"args_after\")"}'
exact "args not an array" '{"id": 37, "source": "int main() { return 1; }", "tests": [{"args": 1}]}' \
  '{"id":37,"status":"invalid_input","error":"tests[0].args: expected an array, got a number"}'
exact "unsupported argument" '{"id": 38, "source": "int f(int a) { return a; }", "entry": "f", "tests": [{"args": [{}]}]}' \
  '{"id":38,"status":"invalid_input","error":"tests[0].args[0]: expected a number, true, false, a string or null or an array, got an object"}'
exact "null for an int" '{"id": 38, "source": "int f(int a) { return a; }", "entry": "f", "tests": [{"args": [null]}]}' \
  '{"id":38,"status":"invalid_input","error":"tests[0].args[0]: expected int, got null"}'
exact "nested arrays" '{"id": 39, "source": "int f(int a[]) { return a[0]; }", "entry": "f", "tests": [{"args": [[[1]]]}]}' \
  '{"id":39,"status":"invalid_input","error":"tests[0].args[0][0]: nested arrays are not supported"}'
exact "array expect" '{"id": 40, "source": "int main() { return 1; }", "tests": [{"expect": [1]}]}' \
  '{"id":40,"status":"invalid_input","error":"tests[0].expect: functions cannot return arrays"}'
exact "unknown entry" "{\"id\": 41, \"source\": \"$ADD\", \"entry\": \"sub\", \"tests\": [{\"args\": [1, 2]}]}" \
  '{"id":41,"status":"invalid_input","error":"no function '"'sub'"'"}'
exact "missing main" '{"id": 42, "source": "int f() { return 1; }"}' \
  '{"id":42,"status":"invalid_input","error":"no function '"'main'"'"}'
exact "wrong arg count" "{\"id\": 43, \"source\": \"$ADD\", \"entry\": \"add\", \"tests\": [{\"args\": [1, 2]}, {\"args\": [1]}]}" \
  '{"id":43,"status":"invalid_input","error":"tests[1]: 1 argument given, '"'add'"' takes 2"}'
exact "wrong arg type (double for int)" "{\"id\": 44, \"source\": \"$ADD\", \"entry\": \"add\", \"tests\": [{\"args\": [1, 2.5]}]}" \
  '{"id":44,"status":"invalid_input","error":"tests[0].args[1]: expected int, got a real"}'
exact "wrong arg type (bool for int)" "{\"id\": 45, \"source\": \"$ADD\", \"entry\": \"add\", \"tests\": [{\"args\": [true, 1]}]}" \
  '{"id":45,"status":"invalid_input","error":"tests[0].args[0]: expected int, got a bool"}'
exact "int out of range" "{\"id\": 46, \"source\": \"$ADD\", \"entry\": \"add\", \"tests\": [{\"args\": [1, 2147483648]}]}" \
  '{"id":46,"status":"invalid_input","error":"tests[0].args[1]: 2147483648 is out of range for int"}'
exact "array for scalar" "{\"id\": 47, \"source\": \"$ADD\", \"entry\": \"add\", \"tests\": [{\"args\": [[1], 1]}]}" \
  '{"id":47,"status":"invalid_input","error":"tests[0].args[0]: expected int, got an array"}'
exact "scalar for array" '{"id": 48, "source": "int f(int a[]) { return a[0]; }", "entry": "f", "tests": [{"args": [1]}]}' \
  '{"id":48,"status":"invalid_input","error":"tests[0].args[0]: expected an array of int, got an integer"}'
exact "array element type" '{"id": 49, "source": "int f(int a[]) { return a[0]; }", "entry": "f", "tests": [{"args": [[1, 2, 3.5]]}]}' \
  '{"id":49,"status":"invalid_input","error":"tests[0].args[0][2]: expected int, got a real"}'
exact "expect type" "{\"id\": 50, \"source\": \"$ADD\", \"entry\": \"add\", \"tests\": [{\"args\": [1, 1], \"expect\": 2.0}]}" \
  '{"id":50,"status":"invalid_input","error":"tests[0].expect: expected int, got a real"}'
exact "expect on void" '{"id": 51, "source": "void f() { }", "entry": "f", "tests": [{"expect": 1}]}' \
  '{"id":51,"status":"invalid_input","error":"tests[0].expect: '"'f'"' returns void, nothing to expect"}'
exact "array args too big for --heap" '{"id": 52, "source": "int f(int a[]) { return a[0]; }", "entry": "f", "tests": [{"args": [[1, 2, 3, 4, 5]]}]}' \
  '{"id":52,"status":"invalid_input","error":"tests[0]: the array arguments need 5 slots of array memory, more than the 4 there are"}' --heap 4
exact "line too large" '{"id": 53, "source": "int main() { return 1; }"}' \
  '{"id":null,"status":"invalid_input","error":"line 1: too large (48 bytes, limit 20)"}' --max-line 20
exact "a too large line among others" '{"id": 1, "source": "int main() { return 1; }", "tests": []}
{"id":2,"source":"int main() { return 1; }"}
' '{"id":null,"status":"invalid_input","error":"line 1: too large (60 bytes, limit 50)"}
{"id":2,"status":"ok","passed":0,"failed":0,"results":[]}' --max-line 50
exact "byte order mark" $'\xEF\xBB\xBF{"id": 1, "source": "int main() { return 1; }"}' \
  '{"id":1,"status":"ok","passed":0,"failed":0,"results":[]}'
exact "bad strings as values" '{"id": 54, "source": "double f(double x) { return x; }", "entry": "f", "tests": [{"args": ["1.5"]}]}' \
  '{"id":54,"status":"invalid_input","error":"tests[0].args[0]: expected double, got a string"}'

# a malformed line never stops the others, blank lines are skipped
run '{"id": 1, "source": "int main() { return 1; }", "tests": [{"expect": 1}]}

{bad json
   
{"id": 2, "source": "int main() { return 2; }", "tests": [{"expect": 2}]}
{"id": 3}
{"id": 4, "source": "int main() { return 4; }", "tests": [{"expect": 4}]}
'
want='{"id":1,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":1}]}
{"id":null,"status":"invalid_input","error":"line 3: invalid JSON at column 4: string or '"'}'"' expected near '"'bad'"'"}
{"id":2,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":2}]}
{"id":3,"status":"invalid_input","error":"missing \"source\""}
{"id":4,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":4}]}'
if [ "$OUT" == "$want" ] && [ $RC -eq 0 ]; then ok; else bad "malformed lines and blank lines" "$OUT"; fi

# ---------------------------------------------------------------- traps of every kind
TRAPS='{"id": "div0", "source": "int f(int a) { return 1 / a; }", "entry": "f", "tests": [{"args": [0], "expect": 1}]}
{"id": "divov", "source": "int f(int a) { return a / -1; }", "entry": "f", "tests": [{"args": [-2147483648]}]}
{"id": "remov", "source": "long f(long a) { return a % -1; }", "entry": "f", "tests": [{"args": [-9223372036854775808]}]}
{"id": "shift", "source": "int f(int a) { return 1 << a; }", "entry": "f", "tests": [{"args": [32]}, {"args": [-1]}, {"args": [31]}]}
{"id": "bounds", "source": "int f(int i) { int a[3]; return a[i]; }", "entry": "f", "tests": [{"args": [3]}, {"args": [-1]}]}
{"id": "depth", "source": "int f(int n) { return n == 0 ? 0 : 1 + f(n - 1); }", "entry": "f", "tests": [{"args": [100000]}, {"args": [10], "expect": 10}]}
{"id": "stack", "source": "int f(int n) { int a[60000]; a[0] = n; return n == 0 ? 0 : f(n - 1) + a[0]; }", "entry": "f", "tests": [{"args": [5]}]}
{"id": "fuel", "source": "int main() { while (true) {} return 0; }", "tests": [{}]}
{"id": "conv", "source": "int f(double d) { return (int)d; }", "entry": "f", "tests": [{"args": ["nan"]}, {"args": [1e10]}, {"args": [-2.5], "expect": -2}]}'
run "$TRAPS"
want='{"id":"div0","status":"ok","passed":0,"failed":1,"results":[{"status":"trap","trap":"division_by_zero"}]}
{"id":"divov","status":"ok","passed":0,"failed":1,"results":[{"status":"trap","trap":"division_overflow"}]}
{"id":"remov","status":"ok","passed":0,"failed":1,"results":[{"status":"trap","trap":"division_overflow"}]}
{"id":"shift","status":"ok","passed":0,"failed":2,"results":[{"status":"trap","trap":"shift_out_of_range"},{"status":"trap","trap":"shift_out_of_range"},{"status":"ok","value":-2147483648}]}
{"id":"bounds","status":"ok","passed":0,"failed":2,"results":[{"status":"trap","trap":"index_out_of_bounds"},{"status":"trap","trap":"index_out_of_bounds"}]}
{"id":"depth","status":"ok","passed":1,"failed":1,"results":[{"status":"trap","trap":"call_depth_exceeded"},{"status":"pass","value":10}]}
{"id":"stack","status":"ok","passed":0,"failed":1,"results":[{"status":"trap","trap":"stack_overflow"}]}
{"id":"fuel","status":"ok","passed":0,"failed":1,"results":[{"status":"trap","trap":"out_of_fuel"}]}
{"id":"conv","status":"ok","passed":1,"failed":2,"results":[{"status":"trap","trap":"float_conversion"},{"status":"trap","trap":"float_conversion"},{"status":"pass","value":-2}]}'
if [ "$OUT" == "$want" ] && [ $RC -eq 0 ]; then ok; else bad "every trap kind" "$OUT"; fi
if [[ "$ERR" == *"9 programs (9 ok, 0 compile_error, 0 invalid_input), 15 tests (2 passed, 0 failed, 12 trapped, 1 without expect)"* ]]; then ok; else bad "summary line" "$ERR"; fi

# limits from the options
exact "--fuel" '{"id": 1, "source": "int f(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }", "entry": "f", "tests": [{"args": [10]}, {"args": [100000]}]}' \
  '{"id":1,"status":"ok","passed":0,"failed":1,"results":[{"status":"ok","value":45},{"status":"trap","trap":"out_of_fuel"}]}' --fuel 1000
exact "--max-depth" '{"id": 1, "source": "int f(int n) { return n == 0 ? 0 : 1 + f(n - 1); }", "entry": "f", "tests": [{"args": [8]}, {"args": [9]}]}' \
  '{"id":1,"status":"ok","passed":0,"failed":1,"results":[{"status":"ok","value":8},{"status":"trap","trap":"call_depth_exceeded"}]}' --max-depth 9
has "--stack" '{"id": 1, "source": "int f(int n) { return n == 0 ? 0 : 1 + f(n - 1); }", "entry": "f", "tests": [{"args": [5000]}]}' \
  '"trap":"stack_overflow"' --stack 1000 --max-depth 100000

# ---------------------------------------------------------------- byte memory (docs/memory.md)
# every run has its own byte memory, object table and output buffer (--mem, --objects, --out); a program
# that exits, asserts or writes much output never disturbs the others of its batch (one thread: one VmMem)
MEMLINES='{"id": "out", "source": "#include <stdio.h>\nint f(int n) { for (int i = 0; i < n; i++) putchar(120); return n; }", "entry": "f", "tests": [{"args": [100000], "expect": 100000}, {"args": [3], "expect": 3}]}
{"id": "exit", "source": "#include <stdlib.h>\nint f(int x) { if (x) exit(x); return 7; }", "entry": "f", "tests": [{"args": [0], "expect": 7}, {"args": [5], "expect": 5}, {"args": [0], "expect": 7}]}
{"id": "assert", "source": "#include <assert.h>\nint f(int x) { assert(x < 5); return x; }", "entry": "f", "tests": [{"args": [9]}, {"args": [1], "expect": 1}]}
{"id": "after", "source": "int main() { return 42; }", "tests": [{"expect": 42}]}'
MEMWANT='{"id":"out","status":"ok","passed":2,"failed":0,"results":[{"status":"pass","value":100000},{"status":"pass","value":3}]}
{"id":"exit","status":"ok","passed":3,"failed":0,"results":[{"status":"pass","value":7},{"status":"pass","exit":5},{"status":"pass","value":7}]}
{"id":"assert","status":"ok","passed":1,"failed":1,"results":[{"status":"trap","trap":"assertion_failed"},{"status":"pass","value":1}]}
{"id":"after","status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":42}]}'
exact "byte memory: output, exit, assert in one batch" "$MEMLINES" "$MEMWANT" --threads 1 --report 0 --out 131072
exact "byte memory: tiny capacities" "$MEMLINES" "$(printf '%s' "$MEMWANT" | sed '1s/"value":100000}/"value":100000,"stdout_truncated":true}/; 1s/"value":3}/"value":3,"stdout_truncated":true}/')" \
  --threads 1 --mem 16 --objects 1 --out 1 --report 0
for opt in --mem --objects --out; do
  run '' $opt 0
  if [ $RC -eq 1 ] && [[ "$ERR" == *"$opt must be at least 1"* ]]; then ok; else bad "$opt 0" "$ERR"; fi
done
run '' --mem 4294967297
if [ $RC -eq 1 ] && [[ "$ERR" == *"value of --mem is too large"* ]]; then ok; else bad "--mem too large" "$ERR"; fi
run '' --objects 16777217
if [ $RC -eq 1 ] && [[ "$ERR" == *"value of --objects is too large"* ]]; then ok; else bad "--objects too large" "$ERR"; fi
if "$GNC" batch --help | grep -q -- '--mem BYTES'; then ok; else bad "--help lists --mem"; fi

# ---------------------------------------------------------------- the program's output: "stdout"
PUT='#include <stdio.h>\n#include <stdlib.h>\nint f(int n) { for (int i = 0; i < n; i++) putchar(97 + i % 26); putchar(10); if (n == 3) exit(4); return 10 / (n - 2); }'
exact "stdout: checked, reported, with exit and traps" \
  "{\"id\": 1, \"source\": \"$PUT\", \"entry\": \"f\", \"tests\": [{\"args\": [1], \"expect\": -10, \"stdout\": \"a\\n\"}, {\"args\": [1], \"expect\": -10, \"stdout\": \"a\"}, {\"args\": [1], \"expect\": 9, \"stdout\": \"b\\n\"}, {\"args\": [0], \"stdout\": \"\\n\"}, {\"args\": [3], \"expect\": 4, \"stdout\": \"abc\\n\"}, {\"args\": [3], \"expect\": 3}, {\"args\": [2], \"stdout\": \"ab\\n\"}, {\"args\": [4], \"stdout\": null}]}" \
  '{"id":1,"status":"ok","passed":3,"failed":4,"results":[{"status":"pass","value":-10,"stdout":"a\n"},{"status":"fail","value":-10,"stdout":"a\n","mismatch":["stdout"]},{"status":"fail","value":-10,"stdout":"a\n","mismatch":["value","stdout"]},{"status":"pass","value":-5,"stdout":"\n"},{"status":"pass","exit":4,"stdout":"abc\n"},{"status":"fail","exit":4,"stdout":"abc\n"},{"status":"trap","trap":"division_by_zero","stdout":"ab\n"},{"status":"ok","value":5,"stdout":"abcd\n"}]}'
exact "stdout: --report cuts what is shown, not what is compared" \
  "{\"id\": 2, \"source\": \"$PUT\", \"entry\": \"f\", \"tests\": [{\"args\": [6], \"stdout\": \"abcdef\\n\"}, {\"args\": [6], \"stdout\": \"abcdeg\\n\"}]}" \
  '{"id":2,"status":"ok","passed":1,"failed":1,"results":[{"status":"pass","value":2,"stdout":"abcd","stdout_truncated":true},{"status":"fail","value":2,"stdout":"abcd","stdout_truncated":true,"mismatch":["stdout"]}]}' --report 4
exact "stdout: output beyond --out is lost and never matches" \
  "{\"id\": 3, \"source\": \"$PUT\", \"entry\": \"f\", \"tests\": [{\"args\": [6], \"stdout\": \"abcd\"}, {\"args\": [3], \"stdout\": \"abc\\n\"}]}" \
  '{"id":3,"status":"ok","passed":1,"failed":1,"results":[{"status":"fail","value":2,"stdout":"abcd","stdout_truncated":true,"mismatch":["stdout"]},{"status":"pass","exit":4,"stdout":"abc\n"}]}' --out 4
exact "stdout: --report 0 shows none" \
  "{\"id\": 4, \"source\": \"$PUT\", \"entry\": \"f\", \"tests\": [{\"args\": [1], \"stdout\": \"a\\n\"}]}" \
  '{"id":4,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":-10}]}' --report 0
exact "stdout: bytes as UTF-8, invalid ones shown as U+FFFD" \
  '{"id": 5, "source": "#include <stdio.h>\nvoid f(int c) { putchar(c); putchar(195); putchar(169); }", "entry": "f", "tests": [{"args": [233], "stdout": "\u00e9\u00e9"}, {"args": [195], "stdout": "\u00c3\u00e9"}, {"args": [34], "stdout": "\"\u00e9"}]}' \
  '{"id":5,"status":"ok","passed":1,"failed":2,"results":[{"status":"fail","stdout":"�é","mismatch":["stdout"]},{"status":"fail","stdout":"�é","mismatch":["stdout"]},{"status":"pass","stdout":"\"é"}]}'
exact "stdout: not a string" '{"id": 6, "source": "int main() { return 1; }", "tests": [{"stdout": 1}]}' \
  '{"id":6,"status":"invalid_input","error":"tests[0].stdout: expected a string, got a number"}'
# a program that writes far too much never disturbs the next one on the same thread
run "{\"id\": 7, \"source\": \"$PUT\", \"entry\": \"f\", \"tests\": [{\"args\": [200000]}]}
{\"id\": 8, \"source\": \"$PUT\", \"entry\": \"f\", \"tests\": [{\"args\": [1], \"stdout\": \"a\\n\"}]}" --threads 1 --report 8
if [[ "$OUT" == *'"stdout":"abcdefgh","stdout_truncated":true}]}'*'{"id":8,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":-10,"stdout":"a\n"}]}' ]]; then ok
else bad "stdout: one run's output does not reach the next" "$OUT"; fi

# ---------------------------------------------------------------- standard input: "stdin"
SUM='#include <stdio.h>\nint main(void) { long a, s = 0; int n = 0; while (scanf(\"%ld\", &a) == 1) { s += a; n++; } printf(\"%ld\\n\", s); return n; }'
exact "stdin: a main() that sums its input, compared with stdout" \
  "{\"id\": 1, \"source\": \"$SUM\", \"tests\": [{\"stdin\": \"1 2 3\\n40\\n\", \"stdout\": \"46\\n\", \"expect\": 4}, {\"stdin\": \"-5\\t+7\", \"stdout\": \"2\\n\"}, {\"stdout\": \"0\\n\", \"expect\": 0}, {\"stdin\": null, \"stdout\": \"0\\n\"}, {\"stdin\": \"\", \"stdout\": \"0\\n\"}, {\"stdin\": \"8 x 9\", \"stdout\": \"17\\n\"}, {\"stdin\": \"99999999999\", \"stdout\": \"99999999999\\n\", \"expect\": 1}]}" \
  '{"id":1,"status":"ok","passed":6,"failed":1,"results":[{"status":"pass","value":4,"stdout":"46\n"},{"status":"pass","value":2,"stdout":"2\n"},{"status":"pass","value":0,"stdout":"0\n"},{"status":"pass","value":0,"stdout":"0\n"},{"status":"pass","value":0,"stdout":"0\n"},{"status":"fail","value":1,"stdout":"8\n","mismatch":["stdout"]},{"status":"pass","value":1,"stdout":"99999999999\n"}]}'
LINES='#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\nint f(int k) { char *line = 0; size_t cap = 0; long n; int c = getchar(); if (c != EOF) ungetc(c, stdin); while ((n = getline(&line, &cap, stdin)) != -1) { line[strcspn(line, \"\\n\")] = 0; printf(\"%d:%s;\", k, line); } free(line); char b[4]; return (fgets(b, 4, stdin) == 0) + feof(stdin) * 10; }'
exact "stdin: per test, read from its start each time (getline, ungetc, fgets, feof)" \
  "{\"id\": 2, \"source\": \"$LINES\", \"entry\": \"f\", \"tests\": [{\"args\": [1], \"stdin\": \"ab\\ncd\", \"stdout\": \"1:ab;1:cd;\", \"expect\": 11}, {\"args\": [2], \"stdin\": \"ab\\ncd\", \"stdout\": \"2:ab;2:cd;\"}, {\"args\": [3], \"stdin\": \"\\n\\nx\\n\"}, {\"args\": [4]}]}" \
  '{"id":2,"status":"ok","passed":2,"failed":0,"results":[{"status":"pass","value":11,"stdout":"1:ab;1:cd;"},{"status":"pass","value":11,"stdout":"2:ab;2:cd;"},{"status":"ok","value":11,"stdout":"3:;3:;3:x;"},{"status":"ok","value":11}]}'
COUNT='#include <stdio.h>\nint main(void) { int c, n = 0, h = 0; while ((c = getchar()) != EOF) { n++; h = h * 7 + c; } printf(\"%d %d\", n, h); return 0; }'
exact "stdin: the JSON string's UTF-8 bytes" \
  "{\"id\": 3, \"source\": \"$COUNT\", \"tests\": [{\"stdin\": \"a\\u00e9\\u20ac\\n\", \"stdout\": \"7 15180189\"}]}" \
  '{"id":3,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":0,"stdout":"7 15180189"}]}'
exact "stdin: fread of a larger input" \
  "{\"id\": 4, \"source\": \"#include <stdio.h>\\n#include <stdlib.h>\\nint main(void) { char *b = malloc(100000); size_t n = fread(b, 1, 100000, stdin); printf(\\\"%zu %c%c\\\", n, b[0], b[n - 1]); return feof(stdin); }\", \"tests\": [{\"stdin\": \"$(printf 'x%.0s' $(seq 1 5000))y\", \"stdout\": \"5001 xy\", \"expect\": 1}]}" \
  '{"id":4,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":1,"stdout":"5001 xy"}]}'
exact "stdin: not a string" '{"id": 5, "source": "int main() { return 1; }", "tests": [{"stdin": 5}]}' \
  '{"id":5,"status":"invalid_input","error":"tests[0].stdin: expected a string, got a number"}'
exact "stdin: an array is no string" '{"id": 6, "source": "int main() { return 1; }", "tests": [{"stdout": "", "stdin": ["1"]}, {"stdin": "1"}]}' \
  '{"id":6,"status":"invalid_input","error":"tests[0].stdin: expected a string, got an array"}'
exact "stdin: in the second test" '{"id": 7, "source": "int main() { return 1; }", "tests": [{"stdin": "1"}, {"stdin": {"a": 1}}]}' \
  '{"id":7,"status":"invalid_input","error":"tests[1].stdin: expected a string, got an object"}'
exact "stdin: a trap keeps its output" \
  "{\"id\": 8, \"source\": \"#include <stdio.h>\\nint main(void) { int a, b; scanf(\\\"%d %d\\\", &a, &b); printf(\\\"%d/%d=\\\", a, b); printf(\\\"%d\\\", a / b); return 0; }\", \"tests\": [{\"stdin\": \"7 0\"}, {\"stdin\": \"7 2\", \"stdout\": \"7/2=3\"}]}" \
  '{"id":8,"status":"ok","passed":1,"failed":1,"results":[{"status":"trap","trap":"division_by_zero","stdout":"7/0="},{"status":"pass","value":0,"stdout":"7/2=3"}]}'
# the CPU and the GPU pipeline (the emulated device of build/gnc-emu) give the same lines
if [ -z "${SKIP_EMU:-}" ] && make -s build/gnc-emu >"$TMP/emu.make" 2>&1; then
  {
    printf '{"id": %d, "source": "%s", "tests": [{"stdin": "1 2 3", "stdout": "6\\n"}, {"stdin": "%s"}, {}]}\n' 1 "$SUM" "$(seq 1 3000 | tr '\n' ' ')"
    printf '{"id": %d, "source": "%s", "entry": "f", "tests": [{"args": [5], "stdin": "%s"}, {"args": [6], "stdin": "a\\nbb\\n"}]}\n' 2 "$LINES" "$(printf 'line %d\\n' $(seq 1 1500))"
    printf '{"id": %d, "source": "%s", "tests": [{"stdin": "%s"}, {"stdin": ""}]}\n' 3 "$COUNT" "$(head -c 20000 /dev/zero | tr '\0' 'q')"
  } >"$TMP/in"
  build/gnc-emu batch --backend cpu "$TMP/in" >"$TMP/cpu.out" 2>"$TMP/cpu.err"
  rc1=$?
  build/gnc-emu batch --backend cuda "$TMP/in" >"$TMP/emu.out" 2>"$TMP/emu.err"
  rc2=$?
  if [ $rc1 -eq 0 ] && [ $rc2 -eq 0 ] && cmp -s "$TMP/cpu.out" "$TMP/emu.out" && grep -q 'backend cuda' "$TMP/emu.err" &&
     [ "$(grep -c '"status":"ok"' "$TMP/cpu.out")" -eq 3 ] && grep -q '"stdout":"6\\n"' "$TMP/cpu.out"; then ok
  else bad "stdin: CPU and emulated CUDA differ" "$(head -c 1500 "$TMP/cpu.out"; echo; head -c 1500 "$TMP/emu.out"; cat "$TMP/cpu.err" "$TMP/emu.err")"; fi
elif [ -z "${SKIP_EMU:-}" ]; then
  bad "stdin: build/gnc-emu does not build" "$(cat "$TMP/emu.make")"
fi

# ---------------------------------------------------------------- tolerances: "atol", "rtol"
THIRD='float g(float x) { return x / 3; } double f(double x) { return x / 3; }'
exact "atol and rtol (math.isclose)" \
  "{\"id\": 1, \"source\": \"$THIRD\", \"entry\": \"f\", \"tests\": [{\"args\": [1], \"expect\": 0.3333, \"atol\": 1e-4}, {\"args\": [1], \"expect\": 0.3333, \"atol\": 1e-5}, {\"args\": [1], \"expect\": 0.3333, \"rtol\": 1e-3}, {\"args\": [1], \"expect\": 0.3333, \"rtol\": 1e-5}, {\"args\": [1], \"expect\": 0.3333, \"rtol\": 1e-5, \"atol\": 1e-4}, {\"args\": [1], \"expect\": 0.3333}, {\"args\": [3e300], \"expect\": 1.0000001e300, \"rtol\": 1e-6}, {\"args\": [0], \"expect\": -0.0, \"atol\": 0}, {\"args\": [0], \"expect\": -0.0}, {\"args\": [1], \"expect\": 0, \"atol\": 1}]}" \
  '{"id":1,"status":"ok","passed":6,"failed":4,"results":[{"status":"pass","value":0.33333333333333331},{"status":"fail","value":0.33333333333333331},{"status":"pass","value":0.33333333333333331},{"status":"fail","value":0.33333333333333331},{"status":"pass","value":0.33333333333333331},{"status":"fail","value":0.33333333333333331},{"status":"pass","value":1.0000000000000001e+300},{"status":"pass","value":0.0},{"status":"fail","value":0.0},{"status":"pass","value":0.33333333333333331}]}'
exact "tolerances: NaN only matches NaN, an infinity only itself" \
  "{\"id\": 2, \"source\": \"$THIRD\", \"entry\": \"f\", \"tests\": [{\"args\": [\"nan\"], \"expect\": \"nan\", \"atol\": 1}, {\"args\": [\"nan\"], \"expect\": 1, \"atol\": 1e300}, {\"args\": [1], \"expect\": \"nan\", \"rtol\": 1}, {\"args\": [\"inf\"], \"expect\": \"inf\", \"rtol\": 0.5}, {\"args\": [\"inf\"], \"expect\": 1e308, \"rtol\": 1, \"atol\": 1e308}, {\"args\": [\"-inf\"], \"expect\": \"inf\", \"atol\": 1e308}]}" \
  '{"id":2,"status":"ok","passed":2,"failed":4,"results":[{"status":"pass","value":"nan"},{"status":"fail","value":"nan"},{"status":"fail","value":0.33333333333333331},{"status":"pass","value":"inf"},{"status":"fail","value":"inf"},{"status":"fail","value":"-inf"}]}'
exact "tolerances: float results" \
  "{\"id\": 3, \"source\": \"$THIRD\", \"entry\": \"g\", \"tests\": [{\"args\": [1], \"expect\": 0.333333, \"rtol\": 1e-5}, {\"args\": [1], \"expect\": 0.333333}]}" \
  '{"id":3,"status":"ok","passed":1,"failed":1,"results":[{"status":"pass","value":0.3333333432674408},{"status":"fail","value":0.3333333432674408}]}'
exact "tolerances: integer results compare exactly" \
  '{"id": 4, "source": "int f() { return 3; }", "entry": "f", "tests": [{"expect": 4, "atol": 10}, {"expect": 3, "rtol": 0.5}]}' \
  '{"id":4,"status":"ok","passed":1,"failed":1,"results":[{"status":"fail","value":3},{"status":"pass","value":3}]}'
exact "atol: negative" '{"id": 5, "source": "int main() { return 1; }", "tests": [{"atol": -1e-9}]}' \
  '{"id":5,"status":"invalid_input","error":"tests[0].atol: expected a finite number >= 0, got -1.0000000000000001e-9"}'
exact "rtol: not a number" '{"id": 6, "source": "int main() { return 1; }", "tests": [{"args": [], "rtol": "1e-6"}]}' \
  '{"id":6,"status":"invalid_input","error":"tests[0].rtol: expected a number >= 0, got a string"}'

# ---------------------------------------------------------------- args_after: an array argument's final contents
INC='void inc(int a[], int n) { for (int i = 0; i < n; i++) a[i] += i; } double half(double d[]) { d[0] /= 3; return d[0]; }'
exact "args_after: array arguments after the run" \
  "{\"id\": 1, \"source\": \"$INC\", \"entry\": \"inc\", \"tests\": [{\"args\": [[1, 1, 1], 3], \"args_after\": [[1, 2, 3], null]}, {\"args\": [[1, 1, 1], 2], \"args_after\": [[1, 2, 3], null]}, {\"args\": [[5], 1], \"args_after\": null}]}" \
  '{"id":1,"status":"ok","passed":1,"failed":1,"results":[{"status":"pass"},{"status":"fail","mismatch":["args_after[0]"]},{"status":"ok"}]}'
exact "args_after: with a tolerance" \
  "{\"id\": 2, \"source\": \"$INC\", \"entry\": \"half\", \"tests\": [{\"args\": [[1]], \"expect\": 0.333, \"args_after\": [[0.333]], \"atol\": 0.001}, {\"args\": [[1]], \"args_after\": [[0.333]]}]}" \
  '{"id":2,"status":"ok","passed":1,"failed":1,"results":[{"status":"pass","value":0.33333333333333331},{"status":"fail","value":0.33333333333333331,"mismatch":["args_after[0]"]}]}'
exact "args_after: length" "{\"id\": 3, \"source\": \"$INC\", \"entry\": \"inc\", \"tests\": [{\"args\": [[1, 1], 2], \"args_after\": [[1], null]}]}" \
  '{"id":3,"status":"invalid_input","error":"tests[0].args_after[0]: 1 element, the argument has 2"}'
exact "args_after: scalar arguments" "{\"id\": 4, \"source\": \"$INC\", \"entry\": \"inc\", \"tests\": [{\"args\": [[1], 1], \"args_after\": [null, 1]}]}" \
  '{"id":4,"status":"invalid_input","error":"tests[0].args_after[1]: only array and pointer arguments given an array or a string can be checked after the run"}'
exact "args_after: element type" "{\"id\": 5, \"source\": \"$INC\", \"entry\": \"inc\", \"tests\": [{\"args\": [[1], 1], \"args_after\": [[true], null]}]}" \
  '{"id":5,"status":"invalid_input","error":"tests[0].args_after[0][0]: expected int, got a bool"}'
exact "args_after: not an array of the arguments' length" "{\"id\": 6, \"source\": \"$INC\", \"entry\": \"inc\", \"tests\": [{\"args\": [[1], 1], \"args_after\": [[1]]}]}" \
  '{"id":6,"status":"invalid_input","error":"tests[0].args_after: 1 values for 2 arguments (null where nothing is checked)"}'
exact "args_after: an array for an array" "{\"id\": 7, \"source\": \"$INC\", \"entry\": \"inc\", \"tests\": [{\"args\": [[1], 1], \"args_after\": [\"x\", null]}]}" \
  '{"id":7,"status":"invalid_input","error":"tests[0].args_after[0]: expected an array, got a string"}'
exact "strings: only inf and nan convert to numbers" \
  '{"id": 8, "source": "int f(int a) { return a; }", "entry": "f", "tests": [{"args": ["1"]}]}' \
  '{"id":8,"status":"invalid_input","error":"tests[0].args[0]: expected int, got a string"}'

# ---------------------------------------------------------------- pointers: strings, arrays, null, char * results
REV='#include <string.h>\n#include <stdlib.h>\nchar *rev(const char *s) { int n = strlen(s); char *r = malloc(n + 1); for (int i = 0; i < n; i++) r[i] = s[n - 1 - i]; r[n] = 0; return r; }'
exact "pointers: char * in and out" \
  "{\"id\": 1, \"source\": \"$REV\", \"entry\": \"rev\", \"tests\": [{\"args\": [\"hello\"], \"expect\": \"olleh\"}, {\"args\": [\"\"], \"expect\": \"\"}, {\"args\": [\"ab\"], \"expect\": \"ab\"}, {\"args\": [\"h\u00e9\"], \"expect\": \"\u00e9h\"}, {\"args\": [\"inf\"]}]}" \
  '{"id":1,"status":"ok","passed":2,"failed":2,"results":[{"status":"pass","value":"olleh"},{"status":"pass","value":""},{"status":"fail","value":"ba"},{"status":"fail","value":"��h"},{"status":"ok","value":"fni"}]}'
exact "pointers: a string result longer than --report" \
  "{\"id\": 2, \"source\": \"$REV\", \"entry\": \"rev\", \"tests\": [{\"args\": [\"abcdef\"], \"expect\": \"fedcba\"}]}" \
  '{"id":2,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":"fedc","value_truncated":true}]}' --report 4
exact "pointers: arrays for pointers to scalars, null" \
  '{"id": 3, "source": "int sum(int *a, int n) { if (!a) return -1; int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }", "entry": "sum", "tests": [{"args": [[1, 2, 3], 3], "expect": 6}, {"args": [[1, 2, 3], 4]}, {"args": [null, 0], "expect": -1}, {"args": [[], 0], "expect": 0}]}' \
  '{"id":3,"status":"ok","passed":3,"failed":1,"results":[{"status":"pass","value":6},{"status":"trap","trap":"index_out_of_bounds"},{"status":"pass","value":-1},{"status":"pass","value":0}]}'
exact "pointers: the arguments' final contents" \
  '{"id": 4, "source": "void up(char *s) { for (int i = 0; s[i]; i++) if (s[i] >= 97 && s[i] <= 122) s[i] -= 32; } void sq(double *a, int n) { for (int i = 0; i < n; i++) a[i] *= a[i]; } void rm(char *s) { s[0] = 0; }", "entry": "up", "tests": [{"args": ["Hello!"], "args_after": ["HELLO!"]}, {"args": ["ab"], "args_after": [[65, 66, 0]]}, {"args": ["ab"], "args_after": ["ab"]}]}
{"id": 5, "source": "void sq(double *a, int n) { for (int i = 0; i < n; i++) a[i] *= a[i]; }", "entry": "sq", "tests": [{"args": [[1.5, 2], 2], "args_after": [[2.25, 4], null]}, {"args": [[1.5, 2], 1], "args_after": [[2.25, 4], null]}, {"args": [[0.1], 1], "args_after": [[0.01], null], "rtol": 1e-15}]}' \
  '{"id":4,"status":"ok","passed":2,"failed":1,"results":[{"status":"pass"},{"status":"pass"},{"status":"fail","mismatch":["args_after[0]"]}]}
{"id":5,"status":"ok","passed":2,"failed":1,"results":[{"status":"pass"},{"status":"fail","mismatch":["args_after[0]"]},{"status":"pass"}]}'
exact "pointers: bad result pointers fail, naming the trap" \
  '{"id": 6, "source": "#include <stdlib.h>\nchar *g() { char buf[4] = \"abc\"; return buf; }\nchar *h(int n) { char *p = malloc(n); for (int i = 0; i < n; i++) p[i] = 97; if (n > 2) free(p); return n == 0 ? 0 : p; }\nchar *k() { return \"lit\"; }\nchar *m() { char *p = malloc(4); p[0] = 120; return p + 5; }", "entry": "g", "tests": [{"expect": "abc"}]}
{"id": 7, "source": "#include <stdlib.h>\nchar *h(int n) { char *p = malloc(n + 1); for (int i = 0; i < n; i++) p[i] = 97; if (n > 2) free(p); return n == 0 ? 0 : p; }", "entry": "h", "tests": [{"args": [2], "expect": "aa"}, {"args": [3], "expect": "aaa"}, {"args": [0], "expect": "a"}, {"args": [0]}]}
{"id": 8, "source": "char *k() { return \"lit\"; }", "entry": "k", "tests": [{"expect": "lit"}]}
{"id": 9, "source": "#include <stdlib.h>\nchar *m() { char *p = malloc(4); p[0] = 120; p[1] = 120; p[2] = 120; p[3] = 120; return p; }", "entry": "m", "tests": [{"expect": "xxxx"}]}' \
  '{"id":6,"status":"ok","passed":0,"failed":1,"results":[{"status":"fail","value_error":"dangling_pointer"}]}
{"id":7,"status":"ok","passed":1,"failed":2,"results":[{"status":"pass","value":"aa"},{"status":"fail","value_error":"use_after_free"},{"status":"fail","value":null},{"status":"ok","value":null}]}
{"id":8,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":"lit"}]}
{"id":9,"status":"ok","passed":0,"failed":1,"results":[{"status":"fail","value_error":"index_out_of_bounds"}]}'
exact "pointers: printf output" \
  '{"id": 10, "source": "#include <stdio.h>\nint main() { printf(\"hello %d %s\\n\", 42, \"w\"); puts(\"x\"); return 0; }", "tests": [{"stdout": "hello 42 w\nx\n", "expect": 0}]}' \
  '{"id":10,"status":"ok","passed":1,"failed":0,"results":[{"status":"pass","value":0,"stdout":"hello 42 w\nx\n"}]}'
exact "pointers: the wrong kinds of values" \
  '{"id": 11, "source": "int f(int *p) { return p == 0; }", "entry": "f", "tests": [{"args": [null], "expect": 1}, {"args": ["x"]}]}
{"id": 12, "source": "int f(void *p) { return p == 0; }", "entry": "f", "tests": [{"args": [null], "expect": 1}, {"args": [[1]]}]}
{"id": 13, "source": "int f(char *p) { return p == 0; }", "entry": "f", "tests": [{"args": [1]}]}
{"id": 14, "source": "int f(unsigned char *p) { return p[0]; }", "entry": "f", "tests": [{"args": [[255]], "expect": 255}, {"args": [[256]]}]}
{"id": 15, "source": "int *f(int *p) { return p; }", "entry": "f", "tests": [{"args": [null]}, {"args": [[1]], "expect": [1]}]}
{"id": 16, "source": "int *f(int *p) { return p; }", "entry": "f", "tests": [{"args": [[1]], "expect": "1"}]}
{"id": 17, "source": "char *f(char *p) { return p; }", "entry": "f", "tests": [{"args": ["a"], "expect": 1}]}' \
  '{"id":11,"status":"invalid_input","error":"tests[1].args[0]: expected an array or null for int *, got a string"}
{"id":12,"status":"invalid_input","error":"tests[1].args[0]: expected null for void *, got an array"}
{"id":13,"status":"invalid_input","error":"tests[0].args[0]: expected a string, an array or null for char *, got an integer"}
{"id":14,"status":"invalid_input","error":"tests[1].args[0][0]: 256 is out of range for unsigned char"}
{"id":15,"status":"invalid_input","error":"tests[1].expect: functions cannot return arrays"}
{"id":16,"status":"invalid_input","error":"tests[0].expect: '"'f'"' returns int *: expected null, got a string"}
{"id":17,"status":"invalid_input","error":"tests[0].expect: '"'f'"' returns char *: expected a string or null, got an integer"}'
exact "pointers: the arguments must fit --mem and --objects" \
  '{"id": 18, "source": "int f(char *a, char *b) { return a[0] + b[0]; }", "entry": "f", "tests": [{"args": ["abcdefghijklmnop", "x"], "expect": 217}]}' \
  '{"id":18,"status":"invalid_input","error":"tests[0]: the pointer arguments need 48 bytes of memory, more than the 32 there are"}' --mem 32
exact "pointers: objects ids" \
  '{"id": 19, "source": "int f(char *a, char *b) { return a[0] + b[0]; }", "entry": "f", "tests": [{"args": ["a", "b"], "expect": 195}]}' \
  '{"id":19,"status":"invalid_input","error":"tests[0]: the pointer arguments need 3 object ids, more than the 2 there are"}' --objects 2
exact "pointers: malloc beyond --mem traps out_of_memory" \
  '{"id": 20, "source": "#include <stdlib.h>\nint f(int n) { int *p = malloc(n * sizeof(int)); if (!p) return -1; p[n - 1] = 5; int r = p[n - 1]; free(p); return r; }", "entry": "f", "tests": [{"args": [10], "expect": 5}, {"args": [1000000], "expect": 5}]}' \
  '{"id":20,"status":"ok","passed":1,"failed":1,"results":[{"status":"pass","value":5},{"status":"trap","trap":"out_of_memory"}]}'
# every run starts with fresh memory: no block of an earlier run, zeroed objects
exact "pointers: every run starts anew" \
  '{"id": 21, "source": "#include <stdlib.h>\nint f(int k) { char *p = malloc(8); int n = 0; for (int i = 0; i < 8; i++) n += p[i]; p[k] = 1; char q[4]; n += q[1]; q[1] = 7; return n; }", "entry": "f", "tests": [{"args": [3], "expect": 0}, {"args": [4], "expect": 0}, {"args": [3], "expect": 0}]}' \
  '{"id":21,"status":"ok","passed":3,"failed":0,"results":[{"status":"pass","value":0},{"status":"pass","value":0},{"status":"pass","value":0}]}' --threads 1

# ---------------------------------------------------------------- --summary
exact "--summary" "$(printf '%s' "$TRAPS" | head -2)" \
  '{"id":"div0","status":"ok","passed":0,"failed":1}
{"id":"divov","status":"ok","passed":0,"failed":1}' --summary

# ---------------------------------------------------------------- many lines, threads, order
awk 'BEGIN {
  for (i = 0; i < 3000; i++) {
    if (i % 97 == 0) { printf "{\"id\": %d, \"source\": \"int main() { return %d }\"}\n", i, i; continue }
    if (i % 89 == 0) { printf "{\"id\": %d, \"source\": \"int f(int n) { return n; }\", \"entry\": \"g\"}\n", i; continue }
    if (i % 83 == 0) { printf "{\"id\": %d, \"source\": 1}\n", i; continue }
    n = (i * 7919) % 3000
    printf "{\"id\": %d, \"source\": \"long f(long n, long k) { long s = 0; for (long i = 0; i < n; i++) { s = s * 31 + i %% k; } return s / (k - 3); }\", \"entry\": \"f\", \"tests\": [{\"args\": [%d, %d], \"expect\": 0}, {\"args\": [%d, 3]}, {\"args\": [%d, 7]}]}\n", i, n, i % 11 + 1, i % 5, n * 10
  }
}' >"$TMP/many.jsonl"
"$GNC" batch --threads 1 --fuel 200000 "$TMP/many.jsonl" >"$TMP/many1" 2>"$TMP/many1.err"
rc1=$?
"$GNC" batch --threads 2 --fuel 200000 "$TMP/many.jsonl" >"$TMP/many2" 2>/dev/null
rc2=$?
"$GNC" batch --threads 5 --fuel 200000 - <"$TMP/many.jsonl" >"$TMP/many5" 2>/dev/null
rc5=$?
if [ $rc1 -eq 0 ] && [ $rc2 -eq 0 ] && [ $rc5 -eq 0 ]; then ok; else bad "many lines: exit status $rc1 $rc2 $rc5"; fi
if [ "$(wc -l <"$TMP/many1")" -eq 3000 ]; then ok; else bad "many lines: one output line per input line"; fi
if [ "$(sed 's/^{"id":\([0-9]*\),.*/\1/' "$TMP/many2")" == "$(seq 0 2999)" ]; then ok; else bad "many lines: order kept"; fi
if cmp -s "$TMP/many1" "$TMP/many2" && cmp -s "$TMP/many1" "$TMP/many5"; then ok; else bad "many lines: --threads 1, 2 and 5 give identical output"; fi
if grep -q '"trap":"out_of_fuel"' "$TMP/many1" && grep -q '"trap":"division_by_zero"' "$TMP/many1" &&
   grep -q '"status":"compile_error"' "$TMP/many1" && grep -q '"status":"invalid_input","error":"no function' "$TMP/many1"; then ok
else bad "many lines: the mix has every kind of result"; fi
if grep -q '3000 programs (' "$TMP/many1.err" && grep -q 'backend cpu (1 thread)' "$TMP/many1.err"; then ok; else bad "many lines: summary" "$(cat "$TMP/many1.err")"; fi

# a quiet pipe: answers come before the input ends
exec 3< <( (printf '%s\n' '{"id": 1, "source": "int main() { return 1; }"}'; sleep 2; printf '%s\n' '{"id": 2, "source": "int main() { return 2; }"}') | "$GNC" batch 2>/dev/null)
if IFS= read -r -t 1.5 line <&3 && [[ "$line" == '{"id":1,'* ]]; then ok; else bad "interactive: first answer before the input ends"; fi
IFS= read -r -t 5 line <&3
exec 3<&-

# ---------------------------------------------------------------- CLI errors
run '{"id": 1, "source": "int main() { return 1; }"}' --backend cuda
if [ $RC -eq 1 ] && [[ "$ERR" == *"CUDA is not available"* ]] && [ -z "$OUT" ]; then ok
elif "$GNC" batch --backend cuda </dev/null 2>/dev/null; then ok # a machine with a device
else bad "--backend cuda without a device" "exit $RC: $ERR"; fi
exact "--backend cpu" '{"id": 1, "source": "int main() { return 1; }"}' '{"id":1,"status":"ok","passed":0,"failed":0,"results":[]}' --backend cpu
run '' --backend gpu
if [ $RC -eq 1 ] && [[ "$ERR" == *"--backend takes auto, cpu or cuda"* ]]; then ok; else bad "bad --backend" "$ERR"; fi
run '' --threads x
if [ $RC -eq 1 ]; then ok; else bad "bad --threads"; fi
run '' --fuel 0
if [ $RC -eq 1 ]; then ok; else bad "--fuel 0"; fi
"$GNC" batch "$TMP/does-not-exist.jsonl" >/dev/null 2>"$TMP/err"
if [ $? -eq 1 ] && grep -q 'cannot read' "$TMP/err"; then ok; else bad "missing file"; fi
if "$GNC" batch --help | grep -q 'usage: gnc batch'; then ok; else bad "--help"; fi
run ''
if [ $RC -eq 0 ] && [ -z "$OUT" ] && [[ "$ERR" == *"0 programs"* ]]; then ok; else bad "empty input"; fi
exact "no final newline" '{"id": 1, "source": "int main() { return 1; }"}' '{"id":1,"status":"ok","passed":0,"failed":0,"results":[]}'
exact "CRLF line ends" $'{"id": 1, "source": "int main() { return 1; }"}\r\n{"id": 2, "source": "int main() { return 1; }"}\r\n' \
  '{"id":1,"status":"ok","passed":0,"failed":0,"results":[]}
{"id":2,"status":"ok","passed":0,"failed":0,"results":[]}'
has "invalid UTF-8 in a message is replaced" $'{"id": 1, "source": "int main() { return 1; } \\u00e9"}' '"status":"compile_error"'

# ---------------------------------------------------------------- the C API
if [ -z "${SKIP_API:-}" ]; then
  CORE=$(ls src/core/*/*.c)
  STUB=src/cuda/cuda_stub.c
  [ -f "$STUB" ] || STUB=
  # the API's neural and hybrid compilers (src/neural/hybrid.c) and the model they load (CPU build)
  STUB="$STUB $(ls src/neural/*.c src/neural/nn/*.c) -lopenblas"
  if $CC -std=c11 -D_GNU_SOURCE -O1 -g -ffp-contract=off -fno-strict-aliasing -Wall -Wextra -Wshadow \
      -Wno-unused-parameter -Isrc -Itools -Iinclude ${API_CFLAGS:-} -o "$TMP/api_test" tests/batch/api_test.c $CORE \
      $(ls src/engine/*.c) $STUB ${API_EXTRA:-} \
      -ljansson -lpthread -lm 2>"$TMP/api.err"; then
    "$TMP/api_test" >"$TMP/api.out" 2>&1
    rc=$?
    n=$(sed -n 's/^api: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$TMP/api.out")
    if [ $rc -eq 0 ] && [ -n "$n" ]; then pass=$((pass + ${n% *})); else
      bad "C API test (exit $rc)" "$(cat "$TMP/api.out")"
      [ -n "$n" ] && pass=$((pass + ${n% *})) && fail=$((fail + ${n#* }))
    fi
  else
    bad "C API test: build failed" "$(cat "$TMP/api.err")"
  fi
fi

# ---------------------------------------------------------------- pointer values, unit-level (tests/batch/ptr_test.c)
if [ -z "${SKIP_API:-}" ]; then
  if $CC -std=c11 -D_GNU_SOURCE -O1 -g -ffp-contract=off -fno-strict-aliasing -Wall -Wextra -Wshadow \
      -Wno-unused-parameter -Isrc -Itools -Iinclude ${API_CFLAGS:-} -o "$TMP/ptr_test" tests/batch/ptr_test.c \
      $CORE -lm 2>"$TMP/ptr.err"; then
    "$TMP/ptr_test" >"$TMP/ptr.out" 2>&1
    rc=$?
    n=$(sed -n 's/^ptr: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$TMP/ptr.out")
    if [ $rc -eq 0 ] && [ -n "$n" ]; then pass=$((pass + ${n% *})); else
      bad "pointer values test (exit $rc)" "$(cat "$TMP/ptr.out")"
      [ -n "$n" ] && pass=$((pass + ${n% *})) && fail=$((fail + ${n#* }))
    fi
  else
    bad "pointer values test: build failed" "$(cat "$TMP/ptr.err")"
  fi
fi

# ---------------------------------------------------------------- out of memory (tests/batch/nomem_test.c)
# every allocation of the library fails in turn, through the C API, under ASan + UBSan (fault injection:
# src/engine/util.c); the test prints its number of sweep points
if [ -z "${SKIP_API:-}" ]; then
  if $CC -std=c11 -D_GNU_SOURCE -O1 -g -ffp-contract=off -fno-strict-aliasing -Wall -Wextra -Wshadow \
      -Wno-unused-parameter -Isrc -Itools -Iinclude -fsanitize=address,undefined -fno-sanitize-recover=undefined \
      -o "$TMP/nomem_test" tests/batch/nomem_test.c $CORE $(ls src/engine/*.c) $STUB -ljansson -lpthread -lm \
      2>"$TMP/nomem.err"; then
    "$TMP/nomem_test" >"$TMP/nomem.out" 2>&1
    rc=$?
    grep -E '^nomem: .*sweep points' "$TMP/nomem.out" | tail -n 1
    n=$(sed -n 's/^nomem: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$TMP/nomem.out")
    if [ $rc -eq 0 ] && [ -n "$n" ]; then pass=$((pass + ${n% *})); else
      bad "out-of-memory test (exit $rc)" "$(grep -v '^nomem: [a-z]' "$TMP/nomem.out" | head -c 3000)"
      [ -n "$n" ] && pass=$((pass + ${n% *})) && fail=$((fail + ${n#* }))
    fi
  else
    bad "out-of-memory test: build failed" "$(cat "$TMP/nomem.err")"
  fi
fi

# ---------------------------------------------------------------- what libgnc.so imports
# The library never exits, aborts, asserts or prints on its own: build/libgnc.so (make lib) must import none
# of these.  Allowed, and why: snprintf/vsnprintf (into buffers), fprintf/fputc/fwrite (to a FILE * the
# caller gave, diag_print, or a file the library opened itself: the router's and the checkpoint's save), and
# host_alloc_fail (an undefined weak name: the fault-injection hook, src/engine/util.c).  stdout, stderr and
# stdin are data imports: no library code may name them.  The library's C objects (build/lib/obj) are
# checked too, with nm -u.  With CUDA (nvcc), two of the names come from NVIDIA's side and are allowed there
# alone: exit (nvcc's host stubs of __device__ functions, never called on the host) and __assert_fail (the
# CUB headers' host code) in build/cuda/*.o and in the .so, whose libcudart_static is kept private.
FORBIDDEN='exit _exit _Exit quick_exit abort __assert_fail __assert_perror_fail __assert err errx verr verrx warn
  warnx vwarn vwarnx error error_at_line perror psignal psiginfo printf vprintf puts putchar putchar_unlocked
  __printf_chk __vprintf_chk stdout stderr stdin'
CUDA_ALLOWED='exit __assert_fail'
if [ -f build/libgnc.so ] || make -s lib >/dev/null 2>&1; then
  imports=$(nm -D --undefined-only build/libgnc.so | awk '{print $NF}' | sed 's/@.*//')
  cuda=
  nm build/libgnc.so | grep -q ' gk_\| _ZL.*gk_' && cuda=1
  found=
  for name in $FORBIDDEN; do
    allowed=
    [ -n "$cuda" ] && [[ " $CUDA_ALLOWED " == *" $name "* ]] && allowed=1
    if [ -z "$allowed" ] && echo "$imports" | grep -qx "$name"; then found="$found $name(libgnc.so)"; fi
    for o in $(find build/lib/obj -name '*.o'); do
      nm -u "$o" | awk '{print $2}' | grep -qx "$name" && found="$found $name($o)"
    done
    for o in $([ -n "$cuda" ] && ls build/cuda/*.o); do
      [ -z "$allowed" ] && nm -u "$o" | awk '{print $2}' | grep -qx "$name" && found="$found $name($o)"
    done
  done
  if [ -z "$found" ] && echo "$imports" | grep -qx 'malloc'; then ok; else bad "libgnc.so imports:$found"; fi
  if [ "$(nm -D --defined-only build/libgnc.so | awk '{print $NF}' | grep -c '^gnc_')" = 28 ] &&
     [ "$(nm -D --defined-only build/libgnc.so | awk '$2 ~ /^[TDBR]$/ {print $3}' | grep -vc '^gnc_')" = 0 ]; then ok
  else bad "libgnc.so exports other names than the 28 gnc_ ones" "$(nm -D --defined-only build/libgnc.so)"; fi
else
  bad "make lib failed"
fi

# (the Python binding: tests/python/run.sh)

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
