"""The input fuzzer at scale (tests/fuzzing.py): N hostile files of each kind, through the CLI and the loaders.

    python bench/fuzz.py [--cases 2000] [--jobs 2] [--seed 1] [--kinds deck-yaml,log]

Each case runs in a worker process limited to 500 MB of memory and 10 s. Prints the count of
each outcome per kind; exits 1 when any case crashed, timed out or ran out of memory, and
writes those cases to --keep (default /tmp/opcg-fuzz-failures) to be tried again by hand.
"""

from __future__ import annotations

import argparse
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
FAILED = ("crash", "timeout", "memory")


def _limit() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run_chunk(task: tuple[str, int, int, int]) -> list[tuple[str, str, str, bytes | None, str]]:
    """Cases start..stop of one kind: (kind, outcome, how, data, detail) for each."""
    import fuzzing

    kind, seed, start, stop = task
    results = []
    for index in range(start, stop):
        case = fuzzing.make_case(kind, random.Random(f"{seed}-{kind}-{index}"))
        with tempfile.TemporaryDirectory() as folder:
            outcome, detail = fuzzing.run_case(case, Path(folder))
        failed = outcome in FAILED
        results.append((kind, outcome, case.how, case.data if failed else None, detail if failed else ""))
    return results


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
    chunk = 50
    tasks = [(kind, args.seed, i, min(i + chunk, args.cases)) for kind in kinds for i in range(0, args.cases, chunk)]
    counts: dict[str, Counter[str]] = {kind: Counter() for kind in kinds}
    failures = []
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs, initializer=_limit) as pool:
        for results in pool.map(run_chunk, tasks):
            for kind, outcome, how, data, detail in results:
                counts[kind][outcome] += 1
                if outcome in FAILED:
                    failures.append((kind, outcome, how, data, detail))
    seconds = time.perf_counter() - start
    width = max(map(len, kinds))
    print(f"{'kind':<{width}}  " + "  ".join(f"{o:>12}" for o in fuzzing.OUTCOMES))
    for kind in kinds:
        print(f"{kind:<{width}}  " + "  ".join(f"{counts[kind][o]:>12}" for o in fuzzing.OUTCOMES))
    total = sum(sum(c.values()) for c in counts.values())
    print(f"{total} cases in {seconds:.0f} s ({args.jobs} processes); {len(failures)} failed")
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
