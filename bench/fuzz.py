"""The input fuzzer at scale (tests/fuzzing.py): N hostile files of each kind, through the CLI and the loaders.

    python bench/fuzz.py [--cases 2000] [--jobs 2] [--seed 1] [--kinds deck-yaml,log]

Each case runs in a worker process limited to 500 MB of memory and 10 s, with a user data folder and a
card cache of its own. Prints the count of each outcome per kind (tracebacks are `crash`, hangs
`timeout`, accepted garbage `garbage`, refusals not naming their file `unnamed`) and the seconds each
kind took; exits 1 when any case failed, and writes those cases to --keep (default
/tmp/opcg-fuzz-failures) to be tried again by hand.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

MEMORY = 500 << 20


def _start_worker(cache: str) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    os.environ["OPCG_CACHE_DIR"] = cache  # never the user's own cache (each case's data folder is its own)


def run_chunk(task: tuple[str, int, int, int]) -> tuple[float, list[tuple[str, str, str, bytes | None, str]]]:
    """Cases start..stop of one kind: the seconds they took (making the kind's seeds aside), and
    (kind, outcome, how, data, detail) for each."""
    import fuzzing

    kind, seed, start, stop = task
    fuzzing.seeds(kind)
    began = time.perf_counter()
    results = []
    for index in range(start, stop):
        case = fuzzing.make_case(kind, random.Random(f"{seed}-{kind}-{index}"))
        with tempfile.TemporaryDirectory() as folder:
            outcome, detail = fuzzing.run_case(case, Path(folder))
        failed = outcome in fuzzing.FAILING
        results.append((kind, outcome, case.how, case.data if failed else None, detail if failed else ""))
    return time.perf_counter() - began, results


def main() -> int:
    import fuzzing

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=2000, help="cases of each kind")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kinds", default=",".join(fuzzing.KINDS))
    parser.add_argument("--keep", type=Path, default=Path(tempfile.gettempdir()) / "opcg-fuzz-failures")
    args = parser.parse_args()
    kinds = args.kinds.split(",")
    unknown = sorted(set(kinds) - set(fuzzing.KINDS))
    if unknown:
        parser.error(f"unknown kinds {', '.join(unknown)} (known: {', '.join(fuzzing.KINDS)})")
    chunk = 50
    tasks = [(kind, args.seed, i, min(i + chunk, args.cases)) for kind in kinds for i in range(0, args.cases, chunk)]
    counts: dict[str, Counter[str]] = {kind: Counter() for kind in kinds}
    seconds: Counter[str] = Counter()
    failures = []
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as cache, ProcessPoolExecutor(
            max_workers=args.jobs, initializer=_start_worker, initargs=(cache,)) as pool:
        for (kind, *_), (took, results) in zip(tasks, pool.map(run_chunk, tasks)):
            seconds[kind] += took
            for kind, outcome, how, data, detail in results:
                counts[kind][outcome] += 1
                if outcome in fuzzing.FAILING:
                    failures.append((kind, outcome, how, data, detail))
    wall = time.perf_counter() - start
    width = max(map(len, kinds))
    print(f"{'kind':<{width}}  " + "  ".join(f"{o:>12}" for o in fuzzing.OUTCOMES) + "  s/1000 cases")
    for kind in kinds:
        per = 1000 * seconds[kind] / max(1, sum(counts[kind].values()))
        print(f"{kind:<{width}}  " + "  ".join(f"{counts[kind][o]:>12}" for o in fuzzing.OUTCOMES) + f"  {per:>12.0f}")
    total = sum(sum(c.values()) for c in counts.values())
    print(f"{total} cases in {wall:.0f} s ({args.jobs} processes); {len(failures)} failed")
    if failures:
        args.keep.mkdir(parents=True, exist_ok=True)
        for n, (kind, outcome, how, data, detail) in enumerate(failures):
            if data is not None:
                (args.keep / f"{n:04d}-{kind}.bin").write_bytes(data)
            print(f"  {n:04d} {kind} {outcome} ({how}): {detail.strip().splitlines()[-1] if detail.strip() else ''}")
        print(f"the failing cases' files are in {args.keep}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
