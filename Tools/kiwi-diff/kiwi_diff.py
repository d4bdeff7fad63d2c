#!/usr/bin/env python3
"""Differential test of the Swift Cassowary solver against kiwisolver.

Generates random small constraint systems (required constraints plus optional ones that all share kiwi's
'strong' strength, the one setting where kiwi's weighted objective and our strict-priority objective agree),
solves them with kiwisolver, writes systems and kiwi's answers to a JSON file, then runs
`swift test --filter CassowaryTests.KiwiDifferentialTests` with KIWI_DIFF_CASES pointing at that file. The
Swift test solves every system with our Solver and compares the variables our brute-force oracle says are
uniquely determined. Exits non-zero on any mismatch (or if the Swift test did not actually run).

Usage: Tools/kiwi-diff/kiwi_diff.py [--cases 2000] [--seed 1] [--output FILE] [--no-run]
                                    [--scratch-path DIR] [--swift swift]
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

import kiwisolver

REQUIRED = 1000.0
# Any optional priority works on our side as long as all optional constraints share it; 750 is "strong" there too.
OPTIONAL = 750.0
RELATIONS = ["==", "<=", ">="]
MARKER = "kiwi-diff summary:"


def make_coefficients(rng, n, previous, bound):
    """Mostly sparse rows of small integers; sometimes a multiple of an earlier row (parallel hyperplanes)."""
    if previous and rng.random() < 0.15:
        earlier = rng.choice(previous)["coefficients"]
        factor = rng.choice([1.0, -1.0, 2.0, -2.0])
        if all(abs(a * factor) <= 2 * bound for a in earlier):
            return [a * factor for a in earlier]
    count = min(n, rng.choice([1, 1, 2, 2, 2, 3, 3, 4]))
    coefficients = [0.0] * n
    for j in rng.sample(range(n), count):
        magnitude = 1 if rng.random() < 0.5 else rng.randint(1, bound)
        coefficients[j] = float(magnitude if rng.random() < 0.5 else -magnitude)
    return coefficients


def make_system(rng, max_variables, max_constraints, bound=3, constant_bound=20):
    """A random system: 1..max_variables variables, 1..max_constraints constraints, mixed relations."""
    n = rng.randint(1, max_variables)
    m = rng.randint(1, max_constraints)
    required_share = rng.choice([0.2, 0.35, 0.5, 0.7])
    constraints = []
    for _ in range(m):
        coefficients = make_coefficients(rng, n, constraints, bound)
        if constraints and rng.random() < 0.15:
            constant = rng.choice(constraints)["constant"]  # coincident hyperplanes
        else:
            constant = float(rng.randint(-constant_bound, constant_bound))
        constraints.append({
            "coefficients": coefficients,
            "constant": constant,
            "relation": rng.choice(RELATIONS),
            "priority": REQUIRED if rng.random() < required_share else OPTIONAL,
        })
    return n, constraints


def kiwi_constraint(c, variables):
    """The kiwi form of `Σ coefficients·x + constant (relation) 0`, 'strong' when optional."""
    expression = c["constant"]
    for a, v in zip(c["coefficients"], variables):
        if a != 0:
            expression = expression + a * v
    relation = c["relation"]
    if relation == "==":
        constraint = expression == 0
    elif relation == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint if c["priority"] == REQUIRED else constraint | "strong"


def solve_with_kiwi(n, constraints):
    """Adds the constraints in order, marking the ones kiwi rejects as unsatisfiable and leaving them out.

    kiwi does not roll back a failed addConstraint: the rejected row stays in its tableau (nucleic/kiwi#52),
    so later decisions and values would describe a different system. After every rejection the solver is
    therefore rebuilt from the constraints accepted so far.
    """
    variables = [kiwisolver.Variable(f"x{j}") for j in range(n)]
    solver = kiwisolver.Solver()
    accepted = []
    for c in constraints:
        constraint = kiwi_constraint(c, variables)
        try:
            solver.addConstraint(constraint)
            c["kiwiAccepted"] = True
            accepted.append(constraint)
        except kiwisolver.UnsatisfiableConstraint:
            c["kiwiAccepted"] = False
            solver = kiwisolver.Solver()
            for earlier in accepted:
                solver.addConstraint(earlier)
    solver.updateVariables()
    return [v.value() for v in variables]


def generate(count, seed, max_variables, max_constraints):
    """`count` systems with kiwi's verdicts and values, reproducible from `seed`."""
    rng = random.Random(seed)
    cases = []
    rejected = 0
    for case_id in range(count):
        n, constraints = make_system(rng, max_variables, max_constraints)
        values = solve_with_kiwi(n, constraints)
        rejected += sum(1 for c in constraints if not c["kiwiAccepted"])
        cases.append({"id": case_id, "variableCount": n, "constraints": constraints, "kiwiValues": values})
    return cases, rejected


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=2000, help="number of random systems (default 2000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--max-variables", type=int, default=8, help="at most this many variables (default 8)")
    parser.add_argument("--max-constraints", type=int, default=12, help="at most this many constraints (default 12)")
    parser.add_argument("--output", help="where to write the JSON cases (default: a temporary file)")
    parser.add_argument("--no-run", action="store_true", help="only write the JSON file, do not run swift test")
    parser.add_argument("--scratch-path", help="passed to swift test as --scratch-path")
    parser.add_argument("--swift", default="swift", help="the swift executable (default: swift)")
    args = parser.parse_args()
    if not 1 <= args.max_variables <= 8 or args.max_constraints < 1 or args.cases < 1:
        parser.error("need 1 <= --max-variables <= 8 (the oracle enumerates), --max-constraints >= 1, --cases >= 1")

    cases, rejected = generate(args.cases, args.seed, args.max_variables, args.max_constraints)
    document = {
        "format": 1,
        "seed": args.seed,
        "kiwisolverVersion": kiwisolver.__version__,
        "optionalStrength": "strong",
        "cases": cases,
    }
    if args.output:
        path = os.path.abspath(args.output)
    else:
        handle, path = tempfile.mkstemp(prefix="kiwi-diff-", suffix=".json")
        os.close(handle)
    with open(path, "w") as f:
        json.dump(document, f)
    constraint_count = sum(len(c["constraints"]) for c in cases)
    print(f"kiwi-diff: wrote {len(cases)} systems ({constraint_count} constraints, {rejected} rejected by kiwi) "
          f"from seed {args.seed} to {path}")
    if args.no_run:
        return 0

    package = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
    command = [args.swift, "test", "--package-path", package]
    if args.scratch_path:
        command += ["--scratch-path", args.scratch_path]
    command += ["--filter", "CassowaryTests.KiwiDifferentialTests"]
    environment = dict(os.environ, KIWI_DIFF_CASES=path)
    print("kiwi-diff: running " + " ".join(command), flush=True)
    process = subprocess.run(command, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    sys.stdout.write(process.stdout)
    if process.returncode != 0:
        print(f"kiwi-diff: FAILED (swift test exited with {process.returncode}); cases kept at {path}")
        return 1
    # A filter that matches nothing, or a skipped test, also exits 0; only the test's own summary counts.
    if MARKER not in process.stdout:
        print(f"kiwi-diff: FAILED (KiwiDifferentialTests did not run or was skipped); cases kept at {path}")
        return 1
    print("kiwi-diff: OK")
    if not args.output:
        os.remove(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
