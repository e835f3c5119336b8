#!/usr/bin/env python3
"""bench/search/psb.py - PSB1 and PSB2 problems for `gnc search`, with case generators written from the
published problem definitions (Helmuth & Spector 2015, the PSB1 technical report UM-CS-2015-006; Helmuth &
Kelly 2021, PSB2; the edge cases of their reference implementations).  The official data files are not
fetched: each problem's training set is its edge cases plus random cases up to the suite's count, its test
set random cases, all from a fixed seed, so the files are the same on every machine.

    python3 bench/search/psb.py OUTDIR            writes OUTDIR/<problem>.json for every problem
    python3 bench/search/psb.py OUTDIR gcd ...    only those

Encodings (what the C signature cannot say directly): a printed result is returned (Number IO, Smallest,
Median); an array is followed by its length; PSB2's rounding to 3 or 4 decimals is a tolerance.
Step limits: five VM instructions per Push instruction of the suites' limits (a judgement: one Push
instruction does about as much as a few bytecode instructions), in STEPS below.
"""
import json
import math
import os
import random
import sys


def case(args, expect):
    return {"args": args, "expect": expect}


def split(edge, gen, ntrain, ntest, rng):
    train = [case(*e) for e in edge] + [case(*gen(rng)) for _ in range(ntrain - len(edge))]
    test = [case(*gen(rng)) for _ in range(ntest)]
    return train, test


NO_LOOPS = {"loops": [], "locals": {"int": 0}}


def number_io(rng):
    def g(r):
        a, b = r.randint(-100, 100), round(r.uniform(-100, 100), 4)
        return [a, b], a + b
    tr, te = split([], g, 25, 1000, rng)
    return {"signature": "double f(int a, double b)", "train": tr, "test": te, "tolerance": 1e-4,
            "blocks": NO_LOOPS}


def smallest(rng):
    edge = [[0, 0, 0, 0], [-44, -44, -7, -13], [0, 4, -99, -33], [-22, -22, -22, -22], [99, 100, 99, 100]]
    edge = [(e, min(e)) for e in edge]
    def rand(r):
        v = [r.randint(-100, 100) for _ in range(4)]
        return v, min(v)
    def three_equal(r):
        a, b = r.randint(-100, 100), r.randint(-100, 100)
        v = [a, a, a, b]
        r.shuffle(v)
        return v, min(v)
    def all_equal(r):
        a = r.randint(-100, 100)
        return [a] * 4, a
    def nonneg(r):
        v = [r.randint(0, 100) for _ in range(4)]
        return v, min(v)
    tr = [case(*e) for e in edge] + [case(*three_equal(rng)) for _ in range(10)] + \
         [case(*all_equal(rng)) for _ in range(5)] + [case(*nonneg(rng)) for _ in range(20)] + \
         [case(*rand(rng)) for _ in range(60)]
    te = [case(*three_equal(rng)) for _ in range(100)] + [case(*all_equal(rng)) for _ in range(100)] + \
         [case(*nonneg(rng)) for _ in range(200)] + [case(*rand(rng)) for _ in range(600)]
    return {"signature": "int f(int a, int b, int c, int d)", "train": tr, "test": te, "blocks": NO_LOOPS}


def median(rng):
    def rand(r):
        v = [r.randint(-100, 100) for _ in range(3)]
        return v, sorted(v)[1]
    def two_equal(r):
        a, b = r.randint(-100, 100), r.randint(-100, 100)
        v = [a, a, b]
        r.shuffle(v)
        return v, sorted(v)[1]
    def all_equal(r):
        a = r.randint(-100, 100)
        return [a] * 3, a
    tr = [case(*rand(rng)) for _ in range(60)] + [case(*two_equal(rng)) for _ in range(30)] + \
         [case(*all_equal(rng)) for _ in range(10)]
    te = [case(*rand(rng)) for _ in range(600)] + [case(*two_equal(rng)) for _ in range(300)] + \
         [case(*all_equal(rng)) for _ in range(100)]
    return {"signature": "int f(int a, int b, int c)", "train": tr, "test": te, "blocks": NO_LOOPS}


def mirror_image(rng):
    def mk(x, y):
        return [x, len(x), y, len(y)], x == y[::-1]
    edge = [([], [])] + [([v], [v]) for v in (1, 0, -1, 5, -7)]
    edge += [([1, 2], [2, 1]), ([1, 2], [1, 2]), ([3, 3], [3, 3]), ([0, 7], [7, 0]), ([5, 9], [9, 6]),
             ([-3, 4], [4, -3]), ([2, 2], [2, 3])]
    edge += [([1, 2, 1], [1, 2, 1]), ([4, 5, 5, 4], [4, 5, 5, 4]), ([7, 0, 7], [7, 0, 7]), ([9, 9], [9, 9])]
    perms = [[33, 45, -941], [33, -941, 45], [45, 33, -941], [45, -941, 33], [-941, 33, 45], [-941, 45, 33]]
    edge += [([33, 45, -941], p) for p in perms]
    edge = [mk(*e) for e in edge]
    def vec(r, n):
        return [r.randint(-1000, 1000) for _ in range(n)]
    def mirrored(r):
        x = vec(r, r.randint(0, 50))
        return mk(x, x[::-1])
    def equal(r):
        x = vec(r, r.randint(0, 50))
        return mk(x, list(x))
    def close(r):
        x = vec(r, r.randint(1, 50))
        y = x[::-1]
        for _ in range(r.randint(1, min(5, len(y)))):
            y[r.randrange(len(y))] = r.randint(-1000, 1000)
        return mk(x, y)
    def rand(r):
        n = r.randint(0, 50)
        return mk(vec(r, n), vec(r, n))
    tr = edge + [mirrored(rng) for _ in range(37)] + [equal(rng) for _ in range(10)] + \
         [close(rng) for _ in range(20)] + [rand(rng) for _ in range(10)]
    tr = [case(*c) for c in tr]
    te = [mirrored(rng) for _ in range(500)] + [equal(rng) for _ in range(100)] + \
         [close(rng) for _ in range(200)] + [rand(rng) for _ in range(200)]
    return {"signature": "bool f(int x[], int nx, int y[], int ny)", "train": tr, "test": [case(*c) for c in te]}


def last_index_of_zero(rng):
    def mk(v):
        return [v, len(v)], max(i for i, x in enumerate(v) if x == 0)
    edge = [[0, 1], [1, 0], [0, 0], [0, -1], [-1, 0], [0, 5], [7, 0], [0, -50]]
    edge += [[0] * n for n in range(1, 51, 50 // 30 + 1)][:30]
    while len(edge) < 38:
        edge.append([0] * (len(edge) - 7))
    for base, n in (([0, 5, -8, 9], 20), ([0, 0, -8, 9], 10), ([0, 0, 0, 9], 4)):
        for _ in range(n):
            p = list(base)
            rng.shuffle(p)
            edge.append(p)
    edge = [mk(v) for v in edge]
    def rand(r):
        v = [0] * (1 + r.randint(0, 5)) + [r.choice([x for x in range(-50, 51) if x]) for _ in range(r.randint(0, 44))]
        r.shuffle(v)
        return mk(v)
    tr, te = split(edge, rand, 150, 1000, rng)
    return {"signature": "int f(int x[], int n)", "train": tr, "test": te}


def count_odds(rng):
    def mk(v):
        return [v, len(v)], sum(1 for x in v if x % 2)
    edge = [[]] + [[v] for v in range(-10, 11)] + [[-947], [-450], [303], [886]]
    edge += [[0, 0], [0, 1], [7, 1], [-9, -1], [-11, 40], [944, 77]]
    edge = [mk(v) for v in edge]
    def vec(r, odd):
        n = r.randint(0, 50)
        out = []
        for _ in range(n):
            x = r.randint(-1000, 1000)
            if odd is not None and (x % 2 == 1) != odd:
                x += 1 if x < 1000 else -1
            out.append(x)
        return out
    tr = edge + [mk(vec(rng, True)) for _ in range(9)] + [mk(vec(rng, False)) for _ in range(9)] + \
         [mk(vec(rng, None)) for _ in range(150)]
    te = [mk(vec(rng, True)) for _ in range(100)] + [mk(vec(rng, False)) for _ in range(100)] + \
         [mk(vec(rng, None)) for _ in range(1800)]
    return {"signature": "int f(int x[], int n)", "train": [case(*c) for c in tr], "test": [case(*c) for c in te]}


def sum_of_squares(rng):
    def mk(n):
        return [n], sum(i * i for i in range(1, n + 1))
    edge = [mk(n) for n in (1, 2, 3, 4, 5, 100)]
    tr = edge + [mk(rng.randint(6, 99)) for _ in range(44)]
    te = [mk(n) for n in range(1, 101)]
    return {"signature": "int f(int n)", "train": [case(*c) for c in tr], "test": [case(*c) for c in te]}


def collatz(n):
    k = 1
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        k += 1
    return k


def collatz_numbers(rng):
    edge = [([n], collatz(n)) for n in list(range(1, 11)) + [9999, 10000, 6171, 6943, 7963, 9257]]
    def g(r):
        n = r.randint(11, 9998)
        return [n], collatz(n)
    tr, te = split(edge, g, 200, 2000, rng)
    return {"signature": "int f(int n)", "train": tr, "test": te}


def fuel_cost(rng):
    def mk(v):
        return [v, len(v)], sum(x // 3 - 2 for x in v)
    edge = [[x] for x in list(range(6, 18)) + [9998, 9999, 10000]]
    edge += [[6, 6], [9, 14], [9, 15], [14, 9], [15, 9], [32, 32], [33, 33], [10000, 9], [9, 10000], [10000, 10000]]
    edge += [[x] * 20 for x in (6, 7, 8, 9, 10, 11, 12, 13, 9998, 9999, 10000)] + [[9] * 15]
    edge = [mk(v) for v in edge]
    def g(r):
        n = r.randint(1, 5) if r.random() < 0.5 else r.randint(6, 20)
        return mk([r.randint(6, 10000) for _ in range(n)])
    tr, te = split(edge, g, 200, 2000, rng)
    return {"signature": "int f(int x[], int n)", "train": tr, "test": te}


def gcd(rng):
    edge = [[1, 1], [4, 400000], [54, 24], [4200, 3528], [820000, 63550], [123456, 654321]]
    edge = [(e, math.gcd(*e)) for e in edge]
    def g(r):
        a, b = r.randint(1, 1000000), r.randint(1, 1000000)
        return [a, b], math.gcd(a, b)
    tr, te = split(edge, g, 200, 2000, rng)
    return {"signature": "int f(int a, int b)", "train": tr, "test": te}


def snow(h, ground, rate, melt):
    for _ in range(h):
        ground += rate
        ground -= ground * melt
    return ground


def snow_day(rng):
    edge = [[0, 0, 0, 0], [15, 15, 15, .15], [20, 19.99, 9.999, .999], [20, 19.99, 9.999, 0], [10, 0, 1, 0],
            [8, 10, 2, 0], [13, 0, 0, 0], [15, 14.56, 0, 0], [16, 18.19, 0, .05], [8, 11.3, .5, .3],
            [5, 1.3, 1.5, .05], [10, 0, 2, 0]]
    edge = [(e, snow(*e)) for e in edge]
    def g(r):
        a = [r.randint(0, 20), round(r.uniform(0, 20), 2), round(r.uniform(0, 10), 2), round(r.uniform(0, 1), 2)]
        return a, snow(*a)
    tr, te = split(edge, g, 200, 2000, rng)
    return {"signature": "double f(int hours, double ground, double rate, double melt)", "train": tr, "test": te,
            "tolerance": 1e-3}


def basement(rng):
    def first_neg(v):
        s = 0
        for i, x in enumerate(v):
            s += x
            if s < 0:
                return i
        return None
    edge = [[-1], [-100], [-1, 1], [-1, -1], [1, -2], [5, -6], [100, -101], [-100, 100], [0, -1], [2, -3],
            [0, 0, -1], [1, 1, -3], [5, -5, -1], [-2, 5, 5], [3, -4, 10], [1, -1, -1], [10, -5, -6],
            [0, -1, 0], [50, -50, -50], [-50, 20, 20]]
    while len(edge) < 35:
        v = [rng.randint(1, 10) for _ in range(19)]
        v.append(-sum(v) - rng.randint(1, 5))
        edge.append(v)
    edge = [([v, len(v)], first_neg(v)) for v in edge]
    def g(r):
        while True:
            n = r.randint(1, 20)
            k = r.randrange(n)
            v = [r.randint(-100, 100) for _ in range(n)]
            s = 0
            for i in range(k):      # keep the prefix sums non-negative before k
                if s + v[i] < 0:
                    v[i] = -v[i]
                s += v[i]
            v[k] = -s - r.randint(1, 100)
            if first_neg(v) == k:
                return [v, n], k
    tr, te = split(edge, g, 200, 2000, rng)
    return {"signature": "int f(int x[], int n)", "train": tr, "test": te}


def dice(n, m):
    return (n - 1) / (2 * m) if n <= m else 1 - (m + 1) / (2 * n)


def dice_game(rng):
    edge = [[1, 2], [2, 1], [999, 1000], [1000, 999], [1, 1000], [1000, 1], [3, 4], [4, 3], [4, 6], [6, 4],
            [49, 50], [500, 493], [1, 1], [500, 500], [1000, 1000]]
    edge = [(e, dice(*e)) for e in edge]
    def g(r):
        a, b = r.randint(1, 1000), r.randint(1, 1000)
        return [a, b], dice(a, b)
    def eq(r):
        a = r.randint(1, 1000)
        return [a, a], dice(a, a)
    tr = [case(*e) for e in edge] + [case(*eq(rng)) for _ in range(10)] + [case(*g(rng)) for _ in range(175)]
    te = [case(*eq(rng)) for _ in range(100)] + [case(*g(rng)) for _ in range(1900)]
    return {"signature": "double f(int peter, int colin)", "train": tr, "test": te, "tolerance": 1e-3,
            "blocks": {"loops": [], "locals": {"int": 0}}}


def luhn(rng):
    def val(d):
        s = 0
        for i, x in enumerate(d):
            if i % 2 == 1:
                x *= 2
                if x > 9:
                    x -= 9
            s += x
        return s
    edge = [[0] * 16, [9] * 16, [1] * 16, [5] * 16, [1, 0] * 8, [0, 1] * 8, [9, 0] * 8, [0, 9] * 8,
            [4, 5] * 8, [5, 4] * 8]
    while len(edge) < 20:
        edge.append([rng.randint(0, 9) for _ in range(16)])
    edge = [([d, 16], val(d)) for d in edge]
    def g(r):
        d = [r.randint(0, 9) for _ in range(16)]
        return [d, 16], val(d)
    tr, te = split(edge, g, 200, 2000, rng)
    return {"signature": "int f(int x[], int n)", "train": tr, "test": te}


def vector_average(rng):
    def mk(v):
        return [v, len(v)], sum(v) / len(v)
    edge = [mk(v) for v in ([0.0], [100.0], [-100.0], [2.0, 129.0], [0.12345, -4.678], [999.99, 74.113])]
    def g(r, n=None):
        return mk([round(r.uniform(-1000, 1000), 4) for _ in range(n or r.randint(1, 50))])
    tr = [case(*c) for c in edge] + [case(*g(rng, 50)) for _ in range(4)] + [case(*g(rng)) for _ in range(90)]
    te = [case(*g(rng, 50)) for _ in range(50)] + [case(*g(rng)) for _ in range(950)]
    return {"signature": "double f(double x[], int n)", "train": tr, "test": te, "tolerance": 1e-3}


PROBLEMS = {
    # the twelve core problems of the benchmark
    "number-io": number_io, "smallest": smallest, "median": median, "mirror-image": mirror_image,
    "last-index-of-zero": last_index_of_zero, "count-odds": count_odds, "sum-of-squares": sum_of_squares,
    "collatz-numbers": collatz_numbers, "fuel-cost": fuel_cost, "gcd": gcd, "snow-day": snow_day,
    "basement": basement,
    # further problems that fit with an encoding
    "dice-game": dice_game, "luhn": luhn, "vector-average": vector_average,
}
CORE = list(PROBLEMS)[:12]
# the suites' Push step limits (evalpush-limit of the reference implementations) x 5
STEPS = {"number-io": 200, "smallest": 200, "median": 200, "mirror-image": 600, "last-index-of-zero": 600,
         "count-odds": 1500, "sum-of-squares": 4000, "collatz-numbers": 15000, "fuel-cost": 2000, "gcd": 2000,
         "snow-day": 2000, "basement": 2000, "dice-game": 2000, "luhn": 2000, "vector-average": 800}


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    names = sys.argv[2:] or list(PROBLEMS)
    os.makedirs(out, exist_ok=True)
    for i, name in enumerate(PROBLEMS):
        if name not in names:
            continue
        p = PROBLEMS[name](random.Random(1000 + i))
        p["name"] = name
        p["step_limit"] = 5 * STEPS[name]
        with open(os.path.join(out, name + ".json"), "w") as f:
            json.dump(p, f)
    bad = [n for n in names if n not in PROBLEMS]
    if bad:
        sys.exit("unknown problem: " + ", ".join(bad))


if __name__ == "__main__":
    main()
