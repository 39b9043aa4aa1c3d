"""kfgen beside its peers at several sizes, timed, with the growth factor from one size to the next.

    python scripts/bench.py --sizes 300,1000,10000 [--repeat N]

At each size N (generated specs, scripts/bench.py's generator, the prod Environment): `render` of the N specs in ONE
file beside `helm template` of the same objects (helm 4 from the tools cache), `kfgen fn` on kustomize's
ResourceList of them, `diff --env dev --env prod` beside `render --env dev` + `render --env prod`, and `import` of
the render beside that render. Wall time, the median of `repeat` runs taken round robin, children timed from
outside. The growth factor of a measure is its time at a size over its time at the size before, printed beside
the factor of the input: linear work grows by at most the input's factor. CI checks the growth by counting work,
not by timing it (scripts/growth.py); this table is for a person reading it with the machine's load in mind.
"""

from __future__ import annotations

import itertools
import os
import statistics
import sys
from pathlib import Path

import bench

Measure = tuple[str, list[str], Path | None, tuple[int, ...]]


def inputs(root: Path, count: int) -> tuple[Path, Path, Path]:
    """The platform folder (overlays/prod and overlays/dev), the specs' folder and the specs as one file."""
    platform = bench.diff_platform(root / "platform")
    folder = root / "specs"
    bench.in_child("bench.write_specs(bench.Path(sys.argv[1]), int(sys.argv[2]))", str(folder), str(count))
    one = root / "one.yaml"
    with one.open("w", encoding="utf-8") as out:
        for path in sorted(folder.glob("*.yaml")):
            out.write("---\n" + path.read_text(encoding="utf-8"))
    return platform, folder, one


def measures(root: Path, count: int) -> list[Measure]:
    platform, folder, one = inputs(root, count)
    kfgen = [sys.executable, "-m", "kfgen.cli"]
    rendered, values, resource_list = root / "rendered.yaml", root / "values.yaml", root / "resource-list.yaml"
    first = bench.run_child([*kfgen, "render", "--env", "prod", str(one)], cwd=platform)
    bench.must_succeed(first, f"render of {count} specs")
    rendered.write_bytes(first.stdout)
    bench.in_child(
        "bench.write_values(bench.Path(sys.argv[1]).read_bytes(), bench.Path(sys.argv[2]))",
        str(rendered),
        str(values),
    )
    bench.in_child("bench.write_resource_list(*sys.argv[1:])", str(folder), str(resource_list))
    helm = bench.helms()[-1]
    return [
        ("render one file", [*kfgen, "render", "--env", "prod", str(one)], None, (0,)),
        (helm[0] + " template", bench.helm_cmd(helm[1], values), None, (0,)),
        ("fn", [*kfgen, "fn"], resource_list, (0,)),
        ("diff dev prod", [*kfgen, "diff", "--env", "dev", "--env", "prod", str(folder)], None, (1,)),
        ("render --env dev", [*kfgen, "render", "--env", "dev", str(folder)], None, (0,)),
        ("render --env prod", [*kfgen, "render", "--env", "prod", str(folder)], None, (0,)),
        ("import", [*kfgen, "import", "--env", "prod", "-o", str(root / "imported"), str(rendered)], None, (0, 3)),
    ]


def timed(root: Path, count: int, repeat: int) -> dict[str, float]:
    """Each measure's median wall time at this size, in seconds."""
    chosen = measures(root, count)
    runs: dict[str, list[float]] = {label: [] for label, _, _, _ in chosen}
    platform = root / "platform"
    for _ in range(repeat):
        for label, argv, stdin, codes in chosen:
            run = bench.run_child(argv, stdin.read_bytes() if stdin else None, keep_stdout=False, cwd=platform)
            if run.code not in codes:
                raise SystemExit(f"sizes: {label} of {count} specs exited {run.code}\n{run.stderr.decode()[-3000:]}")
            runs[label].append(run.seconds)
    out = {label: statistics.median(seconds) for label, seconds in runs.items()}
    out["two renders"] = out["render --env dev"] + out["render --env prod"]
    return out


def table(sizes: list[int], times: list[dict[str, float]]) -> list[str]:
    helm = next(label for label in times[0] if label.endswith(" template"))
    ratios = (
        ("render one file", helm, "≤ 0.25x"),
        ("fn", "render one file", "render ≤ fn"),
        ("diff dev prod", "two renders", "≤ 2.5x"),
        ("import", "render --env prod", "≤ 1.0x"),
    )
    head = " | ".join(f"{n:,} specs" for n in sizes)
    lines = [f"| measure | {head} | goal |", "|---|" + "---|" * len(sizes) + "---|"]
    for label, peer, goal in ratios:
        cells = [f"{t[label]:.2f} s / {t[peer]:.2f} s = {t[label] / t[peer]:.2f}x" for t in times]
        lines.append(f"| {label} / {peer} | " + " | ".join(cells) + f" | {goal} |")
    lines += [
        "",
        f"| growth from size to size | {' | '.join(growth_heads(sizes))} |",
        "|---|" + "---|" * (len(sizes) - 1),
    ]
    for label in times[0]:
        factors = [f"{b[label] / a[label]:.2f}x" for a, b in itertools.pairwise(times)]
        lines.append(f"| {label} | " + " | ".join(factors) + " |")
    return lines


def growth_heads(sizes: list[int]) -> list[str]:
    return [f"{a:,} → {b:,} (input {b / a:.2f}x)" for a, b in itertools.pairwise(sizes)]


def main(sizes: list[int], repeat: int, tmp: Path) -> int:
    times = []
    for count in sizes:
        bench.note(f"sizes: {count:,} specs, {repeat} runs of each measure")
        times.append(timed(tmp / f"size-{count}", count, repeat))
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}\n")
    print("\n".join(table(sizes, times)))
    return 0
