#!/usr/bin/env python3
"""tests/serve/serve_test.py - `gnc serve` over loopback: every endpoint's answers exactly, the error codes
(400 naming the field, 404, 405, 413, 503), health, clients that go away mid-request, many concurrent
clients answered as `gnc batch` answers the same programs, and two instances behind nginx with one killed
mid-stream (skipped, saying so, without nginx).  Python's standard library only (http.client, threads).

    python3 tests/serve/serve_test.py --gnc build/gnc      (tests/serve/run.sh)
"""
import argparse
import http.client
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

PASSED = 0
FAILED = 0


def check(name, cond, detail=""):
    global PASSED, FAILED
    if cond:
        PASSED += 1
    else:
        FAILED += 1
        print(f"FAIL: {name}" + (f"\n  {detail}" if detail else ""))


class Server:
    """a gnc serve on a free loopback port (--port 0: it prints the one it got)"""

    def __init__(self, gnc, *opts):
        self.proc = subprocess.Popen([gnc, "serve", "--port", "0", *opts], stderr=subprocess.PIPE, text=True)
        line = self.proc.stderr.readline()
        if "listening on" not in line:
            raise RuntimeError(f"gnc serve did not start: {line}")
        self.port = int(line.split("127.0.0.1:")[1].split("/")[0])
        self.banner = line

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        rest = self.proc.stderr.read()
        self.proc.stderr.close()
        return rest


def request(port, method, path, body=None, headers=None, timeout=30):
    """(status, headers, body text); body: str, bytes or a JSON value"""
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    if body is not None and not isinstance(body, (str, bytes)):
        body = json.dumps(body)
    if isinstance(body, str):
        body = body.encode()
    c.request(method, path, body=body, headers={"Content-Type": "application/json", **(headers or {})})
    r = c.getresponse()
    data = r.read().decode()
    hdrs = dict(r.getheaders())
    c.close()
    return r.status, hdrs, data


def post(port, path, body, **kw):
    st, _, data = request(port, "POST", path, body, **kw)
    return st, data


def without_times(v):
    """the answer with every execution_time checked (a number >= 0) and set to 0"""
    if isinstance(v, dict):
        out = {}
        for k, x in v.items():
            if k == "execution_time":
                check("execution_time is a number >= 0", isinstance(x, (int, float)) and x >= 0, repr(x))
                x = 0
            out[k] = without_times(x)
        return out
    if isinstance(v, list):
        return [without_times(x) for x in v]
    return v


def health(port):
    return json.loads(request(port, "GET", "/health")[2])


def wait_idle(port, secs=10):
    t = time.time() + secs
    while time.time() < t:
        if health(port)["inflight"] == 0:
            return True
        time.sleep(0.02)
    return False


# ---------------------------------------------------------------- exact answers
ADD = "int add(int a, int b) { return a + b; }"
BATCH_BODY = ('[{"id": 17, "source": "int add(int a, int b) { return a + b; }", "entry": "add",\n'
              ' "tests": [{"args": [1, 2], "expect": 3}, {"args": [2, 2], "expect": 5}, {"args": [40, 2]}]},\n'
              ' {"id": "x", "source": "int f(", "tests": []},\n'
              ' {"id": [1.50, {"k": null}], "source": "int f(int x) { return x; }", "entry": "f", "tests": [{"args": [1.5]}]},\n'
              ' {"source": "int main() { int z = 0; return 1 / z; }", "tests": [{"args": []}]}]')
BATCH_ANSWER = ('[{"id":17,"status":"ok","passed":1,"failed":1,"results":[{"status":"pass","value":3},'
                '{"status":"fail","value":4},{"status":"ok","value":42}]},'
                '{"id":"x","status":"compile_error","error":"1:7: error: expected a type before \'\'"},'
                '{"id":[1.50, {"k": null}],"status":"invalid_input","error":"tests[0].args[0]: expected int, got a real"},'
                '{"id":null,"status":"ok","passed":0,"failed":1,"results":[{"status":"trap","trap":"division_by_zero"}]}]')

OK_COMPILE = {"status": "Finished", "execution_time": 0, "return_code": 0, "stdout": "", "stderr": ""}


def run_code_answer(run, status="Success", compile_result=None):
    return {"status": status, "message": "", "compile_result": compile_result or OK_COMPILE, "run_result": run,
            "executor_pod_name": None, "files": {}}


def finished(rc, out="", err=""):
    return {"status": "Finished", "execution_time": 0, "return_code": rc, "stdout": out, "stderr": err}


def test_endpoints(port):
    st, data = post(port, "/batch", BATCH_BODY)
    check("/batch answer", st == 200 and data == BATCH_ANSWER, f"{st} {data}")
    st, data = post(port, "/batch", "[]")
    check("/batch of nothing", (st, data) == (200, "[]"), f"{st} {data}")
    # a request may lower the fuel (?fuel=N), not raise it
    loop = {"id": 1, "source": "int f(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }",
            "entry": "f", "tests": [{"args": [10000], "expect": 49995000}]}
    st, data = post(port, "/batch", [loop])
    check("/batch loop passes", st == 200 and json.loads(data)[0]["passed"] == 1, data)
    st, data = post(port, "/batch?fuel=1000", [loop])
    check("/batch?fuel=1000 traps out_of_fuel", st == 200 and json.loads(data)[0]["results"][0].get("trap") == "out_of_fuel", data)
    st, data = post(port, "/batch?fuel=20000000", [loop])
    check("/batch?fuel above --fuel", (st, data) == (400, '{"error":"fuel: expected an integer from 1 to 10000000, got \\"20000000\\""}'), data)

    # SandboxFusion /run_code
    hello = '#include <stdio.h>\nint main(void) { printf("hello %d\\n", 42); return 0; }'
    st, data = post(port, "/run_code", {"code": hello, "language": "c", "run_timeout": 10, "compile_timeout": 10,
                                        "memory_limit_MB": -1, "files": {}, "fetch_files": []})
    check("/run_code hello", st == 200 and without_times(json.loads(data)) == run_code_answer(finished(0, "hello 42\n")), data)
    sum_in = ('#include <stdio.h>\nint main(void) { long a, s = 0; while (scanf("%ld", &a) == 1) s += a;'
              ' printf("%ld\\n", s); return s > 100; }')
    st, data = post(port, "/run_code", {"code": sum_in, "language": "c", "stdin": "1 2 3\n4\n"})
    check("/run_code stdin", st == 200 and without_times(json.loads(data)) == run_code_answer(finished(0, "10\n")), data)
    st, data = post(port, "/run_code", {"code": sum_in, "language": "c", "stdin": "100 1"})
    check("/run_code exit status", st == 200 and without_times(json.loads(data)) == run_code_answer(finished(1, "101\n"), "Failed"), data)
    st, data = post(port, "/run_code", {"code": "#include <stdlib.h>\nint main(void) { exit(300); }", "language": "c"})
    check("/run_code exit() & 255", st == 200 and without_times(json.loads(data)) == run_code_answer(finished(44), "Failed"), data)
    st, data = post(port, "/run_code", {"code": '#include <stdio.h>\nint main(void) { int z = 0; puts("a"); return 1 / z; }', "language": "c"})
    check("/run_code trap", st == 200 and without_times(json.loads(data)) ==
          run_code_answer(finished(134, "a\n", "runtime error: division_by_zero\n"), "Failed"), data)
    st, data = post(port, "/run_code", {"code": "int main(void) { for (;;) {} }", "language": "c", "run_timeout": 0.001})
    tle = {"status": "TimeLimitExceeded", "execution_time": 0, "return_code": -1, "stdout": "", "stderr": "runtime error: out_of_fuel\n"}
    check("/run_code time limit", st == 200 and without_times(json.loads(data)) == run_code_answer(tle, "Failed"), data)
    st, data = post(port, "/run_code", {"code": "int main(void) { return 0 }", "language": "c"})
    ce = {"status": "Finished", "execution_time": 0, "return_code": 1, "stdout": "", "stderr": "1:27: error: expected ';'\n"}
    want = run_code_answer(None, "Failed", ce)
    check("/run_code compile error", st == 200 and without_times(json.loads(data)) == want, data)

    # ScaleBox /common_evaluate_batch: function_call
    sb = {"completion": "Here it is:\n```c\nint add(int a, int b) { return a + b; }\n```\n",
          "config": {"language": "c", "run_timeout": 10,
                     "provided_data": {"test_cases": {"type": "function_call", "fn_name": "add",
                                                      "input": [[1, 2], [3, 4]], "output": [[3], [8]], "json_input": False}},
                     "extra": {"run_all_cases": True}}}
    st, data = post(port, "/common_evaluate_batch", sb)

    def sb_test(passed, run, info, status=None):
        return {"passed": passed, "exec_info": run_code_answer(run, status or ("Success" if passed else "Failed")), "test_info": info}
    want = {"id": 0, "accepted": False, "extracted_code": ADD, "full_code": None, "test_code": None,
            "tests": [sb_test(True, finished(0), {"type": "function_call", "fn_name": "add", "input": [1, 2], "output": [3]}),
                      sb_test(False, finished(1, "", "gnc: the return value is not the expected one\n"),
                              {"type": "function_call", "fn_name": "add", "input": [3, 4], "output": [8]})],
            "extracted_type": None, "extra": None}
    check("/common_evaluate_batch function_call", st == 200 and without_times(json.loads(data)) == want, data)
    sb["id"] = "p7"
    sb["config"]["provided_data"]["test_cases"].update({"input": ["1\n2", "3\n4"], "output": ["3", "7"], "json_input": True})
    st, data = post(port, "/common_evaluate_batch", sb)
    a = json.loads(data) if st == 200 else {}
    check("/common_evaluate_batch json_input", st == 200 and a["id"] == "p7" and a["accepted"] is True and
          [t["test_info"]["input"] for t in a["tests"]] == [[1, 2], [3, 4]] and
          [t["test_info"]["output"] for t in a["tests"]] == [[3], [7]], data)
    # stdin_stdout: main with standard input, outputs compared as ScaleBox compares them
    echo = "```c\n#include <stdio.h>\nint main(void) { int a, b; scanf(\"%d %d\", &a, &b); printf(\"%d\\n\", a + b); return 0; }\n```"
    st, data = post(port, "/common_evaluate_batch", {"completion": echo, "config": {"language": "c", "provided_data": {
        "test_cases": {"type": "stdin_stdout", "input": ["1 2", "3 4"], "output": ["3", "8\n"], "fn_name": None}}}})
    a = json.loads(data) if st == 200 else {}
    check("/common_evaluate_batch stdin_stdout", st == 200 and a["accepted"] is False and
          [t["passed"] for t in a["tests"]] == [True, False] and
          a["tests"][1]["exec_info"]["run_result"]["stdout"] == "7\n" and
          a["tests"][0]["test_info"] == {"input": {"stdin": "1 2"}, "output": {"stdout": "3"}}, data)
    st, data = post(port, "/common_evaluate_batch", {"completion": "int f(", "config": {"language": "c", "provided_data": {
        "test_cases": {"type": "function_call", "fn_name": "f", "input": [[1]], "output": [[1]]}}}})
    a = json.loads(data) if st == 200 else {}
    check("/common_evaluate_batch compile error", st == 200 and a["accepted"] is False and
          a["tests"][0]["exec_info"]["compile_result"]["stderr"] == "1:7: error: expected a type before ''\n" and
          a["tests"][0]["exec_info"]["run_result"] is None, data)

    # health and ping
    st, hd, data = request(port, "GET", "/health")
    h = json.loads(data)
    check("/health", st == 200 and h["status"] == "ok" and h["version"].startswith("gnc ") and h["backend"] in ("cpu", "cuda")
          and h["inflight"] == 0 and h["max_inflight"] == 4 and h["requests"] >= 10 and hd.get("Content-Type") == "application/json", data)
    check("/v1/ping", request(port, "GET", "/v1/ping")[::2] == (200, '"pong"'))


def test_errors(port):
    cases = [
        ("/batch", "[1", 400, '{"error":"body: invalid JSON at line 1, column 2: \']\' expected near end of file"}'),
        ("/batch", '{"source": "int main() {}"}', 400, '{"error":"body: expected a JSON array of programs, got an object"}'),
        ("/batch", '[{"source": "x"}, 3]', 400, '{"error":"[1]: expected a JSON object (a program), got a number"}'),
        ("/batch", '[{"source": "x"}]\x00', 400, '{"error":"body: invalid JSON: a NUL byte"}'),
        ("/run_code", '{"language": "c"}', 400, '{"error":"code: missing"}'),
        ("/run_code", '{"code": 5, "language": "c"}', 400, '{"error":"code: expected a string, got a number"}'),
        ("/run_code", '{"code": "int main(){}", "language": "python"}', 400, '{"error":"language: only \\"c\\" is supported, got \\"python\\""}'),
        ("/run_code", '{"code": "int main(){}", "language": "c", "run_timeout": -1}', 400,
         '{"error":"run_timeout: expected a number of seconds > 0, got a number <= 0"}'),
        ("/run_code", '{"code": "int main(){}", "language": "c", "files": {"a.txt": "eA=="}}', 400,
         '{"error":"files: not supported (programs get no files), expected {}"}'),
        ("/run_code", '[]', 400, '{"error":"body: expected a JSON object, got an array"}'),
        ("/common_evaluate_batch", '{"completion": "x", "config": {"language": "c", "provided_data": {"test_cases": '
         '{"type": "function_call", "fn_name": "f", "input": [[1], [2], 3], "output": [[1], [2], [3]]}}}}', 400,
         '{"error":"config.provided_data.test_cases.input[2]: expected an array (the arguments), got a number"}'),
        ("/common_evaluate_batch", '{"completion": "x", "config": {"language": "c", "provided_data": {"test_cases": '
         '{"type": "function_call", "fn_name": "f", "input": [[1]], "output": []}}}}', 400,
         '{"error":"config.provided_data.test_cases.output: 0 values for 1 inputs"}'),
        ("/common_evaluate_batch", '{"completion": "x", "config": {"language": "c", "provided_data": {"test_cases": '
         '{"type": "assert", "fn_name": "f", "input": [], "output": []}}}}', 400,
         '{"error":"config.provided_data.test_cases.type: expected \\"function_call\\" or \\"stdin_stdout\\", got \\"assert\\""}'),
        ("/common_evaluate_batch", '{"completion": "x", "config": {"provided_data": {}}}', 400, '{"error":"config.language: missing"}'),
        ("/common_evaluate_batch", '{"completion": "x"}', 400, '{"error":"config: expected an object, got nothing"}'),
    ]
    for path, body, code, want in cases:
        st, data = post(port, path, body)
        check(f"{path} {body[:50]!r} -> {code}", (st, data) == (code, want), f"{st} {data}")
    st, hd, data = request(port, "GET", "/nothing")
    check("404", st == 404 and json.loads(data)["error"].startswith("no such endpoint"), f"{st} {data}")
    st, hd, data = request(port, "GET", "/batch")
    check("405 GET /batch", (st, data, hd.get("Allow")) == (405, '{"error":"method not allowed: use POST"}', "POST"), f"{st} {data} {hd}")
    st, hd, data = request(port, "DELETE", "/health")
    check("405 DELETE /health", (st, hd.get("Allow")) == (405, "GET"), f"{st} {data}")
    # 413: announced by Content-Length, and sent in chunks without one
    big = "[" + ",".join(['{"source": "int main() { return 0; }"}'] * 4000) + "]"
    st, data = post(port, "/batch", big)
    check("413 (Content-Length)", (st, data) == (413, '{"error":"body: larger than the server\'s --max-body (100000 bytes)"}'), f"{st} {data}")
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    c.request("POST", "/batch", body=iter([big[i:i + 8192].encode() for i in range(0, len(big), 8192)]),
              headers={"Content-Type": "application/json"}, encode_chunked=True)
    r = c.getresponse()
    check("413 (chunked)", r.status == 413, f"{r.status} {r.read()}")
    c.close()
    st, data = post(port, "/batch", "[" + ",".join(['{"source": "int main() { return 0; }"}'] * 2000) + "]")
    check("a body under --max-body", st == 200 and len(json.loads(data)) == 2000, f"{st} {data[:200]}")


def raw_stall(port, body_start):
    """a client that sends its headers and part of its body, then waits"""
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(b"POST /batch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n" + body_start)
    return s


def test_limits_and_disconnects(port):
    # --max-inflight 4: four stalled uploads hold every place; the fifth request is refused at once
    stalled = [raw_stall(port, b"[") for _ in range(4)]
    time.sleep(0.3)
    check("inflight counts stalled uploads", health(port)["inflight"] == 4, json.dumps(health(port)))
    t0 = time.time()
    st, data = post(port, "/batch", "[]")
    check("503 when --max-inflight requests are in flight",
          (st, data) == (503, '{"error":"busy: --max-inflight requests are waiting or running"}') and time.time() - t0 < 2, f"{st} {data}")
    for s in stalled:  # clients that go away mid-upload
        s.close()
    check("their places come back", wait_idle(port), json.dumps(health(port)))
    st, data = post(port, "/batch", "[]")
    check("served again after the uploads went away", (st, data) == (200, "[]"))

    # a client that goes away while its programs run harms nobody else
    slow = {"id": "slow", "source": "long f(long n) { long s = 0; for (long i = 0; i < n; i++) s += i % 7; return s; }",
            "entry": "f", "tests": [{"args": [2000000]}] * 2}
    s = socket.create_connection(("127.0.0.1", port))
    body = json.dumps([slow]).encode()
    s.sendall(b"POST /batch HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
    time.sleep(0.05)
    s.close()
    results = [None] * 3

    def other(k):
        results[k] = post(port, "/batch", [{"id": k, "source": ADD, "entry": "add", "tests": [{"args": [k, 1], "expect": k + 1}]}])
    ths = [threading.Thread(target=other, args=(k,)) for k in range(3)]
    for t in ths:
        t.start()
    for t in ths:
        t.join()
    check("others answered while a gone client's programs ran",
          all(r == (200, f'[{{"id":{k},"status":"ok","passed":1,"failed":0,"results":[{{"status":"pass","value":{k + 1}}}]}}]')
              for k, r in enumerate(results)), repr(results))
    check("a gone client's request is let go", wait_idle(port), json.dumps(health(port)))


def gen_programs(gnc, count):
    """generated programs with tests, some that trap, and their `gnc batch` answers"""
    progs = []
    for seed, traps in ((1, False), (500, True)):
        out = subprocess.run([gnc, "gen", "--jsonl", "--seed", str(seed), "--count", str(count // 2), "--tests", "3"] +
                             (["--traps"] if traps else []), capture_output=True, text=True, check=True).stdout
        progs += [json.loads(l) for l in out.splitlines() if l.strip()]
    progs.append({"id": "ce", "source": "int main( {"})
    progs.append({"id": "bad", "source": ADD, "entry": "add", "tests": [{"args": [1]}]})
    for k, p in enumerate(progs):
        p["id"] = [k, p.get("id")]
    jsonl = "".join(json.dumps(p) + "\n" for p in progs)
    out = subprocess.run([gnc, "batch", "--threads", "1"], input=jsonl, capture_output=True, text=True, check=True).stdout
    answers = [json.loads(l) for l in out.splitlines()]
    assert len(answers) == len(progs)
    return progs, answers


def test_concurrent(port, progs, answers, clients=12, rounds=4):
    """clients threads, each posting requests of a few programs: every answer is gnc batch's"""
    before = health(port)
    errors = []
    lock = threading.Lock()
    counts = [0]

    def client(k):
        rnd = random.Random(k)
        for r in range(rounds):
            idx = rnd.sample(range(len(progs)), rnd.randint(1, 6))
            st, data = post(port, "/batch", [progs[i] for i in idx])
            got = json.loads(data) if st == 200 else None
            with lock:
                counts[0] += 1
                if got != [answers[i] for i in idx]:
                    errors.append((k, r, st, data[:300]))
    ths = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
    for t in ths:
        t.start()
    for t in ths:
        t.join()
    after = health(port)
    check(f"{clients} concurrent clients x {rounds} requests answered as gnc batch answers", not errors and counts[0] == clients * rounds,
          repr(errors[:3]))
    check("programs of concurrent requests share batches",
          after["batches"] - before["batches"] < after["requests"] - before["requests"], f"{before} {after}")


def test_shutdown(gnc):
    """SIGTERM: the request in flight is still answered"""
    srv = Server(gnc, "--threads", "1", "--fuel", "4000000000")
    prog = {"id": 1, "source": "long f(long n) { long s = 0; for (long i = 0; i < n; i++) s += i & 3; return s; }",
            "entry": "f", "tests": [{"args": [150000000], "expect": 225000000}]}
    res = []
    th = threading.Thread(target=lambda: res.append((post(srv.port, "/batch", [prog]), time.time())))
    th.start()
    time.sleep(0.15)
    t_signal = time.time()
    srv.proc.send_signal(signal.SIGTERM)
    th.join()
    srv.proc.wait(60)  # (a second signal would end it at once)
    rest = srv.stop()
    check("SIGTERM: the request in flight is answered", res and res[0][1] > t_signal and res[0][0][0] == 200
          and json.loads(res[0][0][1])[0]["passed"] == 1
          and "finishing the requests in flight" in rest and srv.proc.returncode == 0, f"{res} {rest}")


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


NGINX_CONF = """daemon off;
master_process off;
worker_processes 1;
pid {tmp}/nginx.pid;
error_log {tmp}/error.log warn;
events {{ worker_connections 256; }}
http {{
  access_log off;
  client_body_temp_path {tmp}/body;
  proxy_temp_path {tmp}/proxy;
  fastcgi_temp_path {tmp}/fastcgi;
  uwsgi_temp_path {tmp}/uwsgi;
  scgi_temp_path {tmp}/scgi;
  upstream gnc {{
{servers}
    keepalive 16;
  }}
  server {{
    listen 127.0.0.1:{port};
    client_max_body_size 16m;
    location / {{
      proxy_pass http://gnc;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }}
  }}
}}
"""


def test_nginx(gnc, progs, answers):
    nginx = shutil.which("nginx") or ("/usr/sbin/nginx" if os.path.exists("/usr/sbin/nginx") else None)
    if not nginx:
        print("SKIP: nginx not found: the scale-out test (two instances behind nginx) did not run")
        return
    tmp = tempfile.mkdtemp(prefix="gnc-serve-nginx-")
    servers = [Server(gnc, "--threads", "1", "--batch-ms", "2") for _ in range(2)]
    port = free_port()
    conf = os.path.join(tmp, "nginx.conf")
    with open(conf, "w") as f:
        f.write(NGINX_CONF.format(tmp=tmp, port=port, servers="\n".join(
            f"    server 127.0.0.1:{s.port} max_fails=1 fail_timeout=10s;" for s in servers)))
    ng = subprocess.Popen([nginx, "-p", tmp, "-c", conf], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        t = time.time() + 5
        while time.time() < t:
            try:
                if request(port, "GET", "/v1/ping", timeout=2)[0] == 200:
                    break
            except OSError:
                time.sleep(0.05)
        errors, done = [], [0]
        lock = threading.Lock()
        killed = threading.Event()

        def client(k):
            rnd = random.Random(100 + k)
            for r in range(15):
                idx = rnd.sample(range(len(progs)), rnd.randint(1, 4))
                try:
                    st, data = post(port, "/batch", [progs[i] for i in idx])
                    ok = st == 200 and json.loads(data) == [answers[i] for i in idx]
                except Exception as e:  # a lost request
                    st, data, ok = -1, repr(e), False
                with lock:
                    done[0] += 1
                    if not ok:
                        errors.append((k, r, st, data[:200]))
                    if done[0] == 30 and not killed.is_set():
                        servers[0].proc.kill()  # one instance dies mid-stream
                        killed.set()
        ths = [threading.Thread(target=client, args=(k,)) for k in range(6)]
        for th in ths:
            th.start()
        for th in ths:
            th.join()
        check("nginx: one of two instances killed mid-stream, every request answered right",
              killed.is_set() and not errors and done[0] == 90, repr(errors[:3]) + open(os.path.join(tmp, "error.log")).read()[-500:])
        check("nginx: the surviving instance answered", health(servers[1].port)["requests"] > 30)
    finally:
        ng.send_signal(signal.SIGQUIT)
        try:
            ng.wait(5)
        except subprocess.TimeoutExpired:
            ng.kill()
        ng.stderr.close()
        for s in servers:
            s.stop()
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gnc", default="build/gnc")
    args = ap.parse_args()
    for k in [k for k in os.environ if k.lower().endswith("_proxy")]:
        del os.environ[k]
    t0 = time.time()
    progs, answers = gen_programs(args.gnc, 60)
    srv = Server(args.gnc, "--threads", "2", "--max-inflight", "4", "--max-body", "100000", "--batch-ms", "5")
    try:
        test_endpoints(srv.port)
        test_errors(srv.port)
        test_limits_and_disconnects(srv.port)
    finally:
        rest = srv.stop()
    check("the server ends on SIGTERM with a summary", srv.proc.returncode == 0 and "requests" in rest, rest)
    srv = Server(args.gnc, "--threads", "2", "--batch-ms", "5", "--max-inflight", "64")
    try:
        test_concurrent(srv.port, progs, answers)
    finally:
        srv.stop()
    test_shutdown(args.gnc)
    test_nginx(args.gnc, progs, answers)
    check("usage error: bad --host", subprocess.run([args.gnc, "serve", "--host", "nowhere"], capture_output=True).returncode == 1)
    check("--help", subprocess.run([args.gnc, "serve", "--help"], capture_output=True, text=True).stdout.startswith("usage: gnc serve"))
    print(f"({time.time() - t0:.1f} s)")
    print(f"{PASSED} passed, {FAILED} failed")
    sys.exit(1 if FAILED else 0)


if __name__ == "__main__":
    main()
