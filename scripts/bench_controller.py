"""Controller benchmark (printed figures, not a test): N TrainingSpecs created at once against a real
kube-apiserver → time until every one has its job and a Ready status, and the controller's peak RSS;
baseline: the same specs pre-rendered by `kfgen render` and applied with `kubectl apply --server-side`.

    python scripts/bench_controller.py [--specs 1000] [--no-baseline] [--json FILE]

Then the controller is restarted (SIGTERM, a new process takes the Lease) and the reconciles it runs
until it is idle are counted: start-up and failover should reconcile each spec once. That controller runs
with a short resync period (`resync_period`: after the restart is idle), and its first periodic resync is
measured: the controller's CPU seconds, its requests to the API server and the wall time.

Targets on the 2-core machine: all Ready ≤ 60 s at 1,000 specs and ≤ 300 s at 10,000; ≤ 1.5x the kubectl
baseline; ≤ 250 MB peak RSS, also of the restarted controller; SIGTERM → exit ≤ 10 s; one reconcile per spec
on restart; a resync within its bound (one GET per spec plus the watches' listing pages). Wall times are
noisy on a shared machine: the controller's CPU seconds are printed too.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time
import urllib.parse
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests" / "harness"), str(ROOT / "tests" / "apiserver"), str(ROOT / "tests"), str(ROOT)]

from apiserver_stack import install_definitions  # noqa: E402
from cluster import Cluster  # noqa: E402
from conftest import tools_bin  # noqa: E402
from kfgen_controller import Controller  # noqa: E402
from test_controller import namespace  # noqa: E402


def load_generator() -> Any:
    spec = importlib.util.spec_from_file_location("bench", ROOT / "scripts" / "bench.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench"] = module
    spec.loader.exec_module(module)
    return module


def specs(count: int, ns: str) -> list[dict[str, Any]]:
    generator = load_generator()
    rng = random.Random(1)
    out = []
    for index in range(count):
        doc = generator.make_spec(rng, index)
        doc["metadata"] = {"name": doc["metadata"]["name"], "namespace": ns}
        out.append(doc)
    return out


NAMESPACES = ("bench", "bench-baseline")


def environment() -> dict[str, Any]:
    """The dev overlay's Environment without its queues, its policy allowing the benchmark's namespaces."""
    env: dict[str, Any] = yaml.safe_load((ROOT / "overlays" / "dev" / "environment.yaml").read_text())
    env["metadata"].pop("annotations")
    env["spec"].setdefault("policy", {})["namespaces"] = list(NAMESPACES)
    # no Kueue runs here, and dev's one small queue could never admit the generated GPU jobs (kfgen refuses them,
    # so they would never be Ready)
    del env["spec"]["kueue"], env["spec"]["defaults"]["queue"]
    return env


def setup(cluster: Cluster) -> None:
    install_definitions(cluster)
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(environment()))
    for name in ("training-high", "training-default"):
        cluster.kubectl(
            "apply",
            "--server-side",
            "-f",
            "-",
            stdin=json.dumps(
                {
                    "apiVersion": "scheduling.k8s.io/v1",
                    "kind": "PriorityClass",
                    "metadata": {"name": name},
                    "value": 1000,
                }
            ),
        )


def baseline(cluster: Cluster, docs: list[dict[str, Any]], workdir: Path) -> tuple[float, int]:
    ns = namespace(cluster, NAMESPACES[1], None)
    spec_file = workdir / "baseline-specs.yaml"
    spec_file.write_text(
        "\n---\n".join(json.dumps({**d, "metadata": {**d["metadata"], "namespace": ns}}) for d in docs)
    )
    env_file = workdir / "environment.yaml"
    env_file.write_text(json.dumps(environment()))
    rendered = subprocess.run(
        [sys.executable, "-m", "kfgen.cli", "render", "--environment", str(env_file), str(spec_file)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    ).stdout
    objects = rendered.count("\napiVersion:") + 1
    started = time.monotonic()
    cluster.kubectl("apply", "--server-side", "--field-manager=kfgen", "-f", "-", stdin=rendered)
    return time.monotonic() - started, objects


def create(cluster: Cluster, docs: list[dict[str, Any]], workdir: Path, appliers: int) -> None:
    """The specs applied by kubectl, 500 a call (its 300 s limit), `appliers` calls at a time."""
    files = []
    for first in range(0, len(docs), 500):
        spec_file = workdir / f"specs-{first}.yaml"
        spec_file.write_text("\n".join(json.dumps(d) for d in docs[first : first + 500]))
        files.append(str(spec_file))
    with ThreadPoolExecutor(appliers) as pool:
        list(pool.map(lambda path: cluster.kubectl("apply", "--server-side", "-f", path), files))


def specs_listed(cluster: Cluster, ns: str) -> Iterator[dict[str, Any]]:
    return listed(cluster, f"/apis/kfgen.dev/v1alpha1/namespaces/{ns}/trainingspecs")


def listed(cluster: Cluster, path: str) -> Iterator[dict[str, Any]]:
    """What `path` lists, 500 a request (one list of 10,000 can take the API server longer than 30 s)."""
    token = ""
    while True:
        query = f"?limit=500&continue={urllib.parse.quote(token)}" if token else "?limit=500"
        status, body = cluster.request("GET", path + query)
        if status != 200:
            return
        yield from body.get("items") or []
        token = (body.get("metadata") or {}).get("continue") or ""
        if not token:
            return


def ready_count(cluster: Cluster, ns: str) -> int:
    return sum(
        1
        for item in specs_listed(cluster, ns)
        for c in (item.get("status") or {}).get("conditions") or []
        if c["type"] == "Ready" and c["status"] == "True"
    )


def job_count(cluster: Cluster, ns: str) -> int:
    total = 0
    for group, plural in (
        ("kubeflow.org/v1", p) for p in ("pytorchjobs", "tfjobs", "xgboostjobs", "mpijobs", "paddlejobs", "jaxjobs")
    ):
        total += sum(1 for _ in listed(cluster, f"/apis/{group}/namespaces/{ns}/{plural}"))
    total += sum(1 for _ in listed(cluster, f"/apis/trainer.kubeflow.org/v1alpha1/namespaces/{ns}/trainjobs"))
    return total


def peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of a process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def resync_period(count: int) -> float:
    """Long enough for the restarted controller to be idle first (its listings, about 10 ms a spec on a loaded
    machine, and 15 s of quiet)."""
    return max(30.0, 0.025 * count)


RESYNC_RATE = 200.0  # the bench's --resync-rate: the default (50/s) would spread 10,000 specs over 200 s


def reconciles(controller: Controller) -> float:
    return sum(
        controller.metric("kfgen_reconciles_total", f'{{result="{r}"}}') or 0
        for r in ("changed", "unchanged", "error", "gone")
    )


def uncached_objects(cluster: Cluster, ns: str) -> int:
    """Objects the specs rendered of kinds the cache does not hold (a reconcile reads each from the API server)."""
    from kfgen.controller.cache import WATCHED

    inventories = [(item.get("status") or {}).get("inventory") or [] for item in specs_listed(cluster, ns)]
    return sum(1 for inventory in inventories for key in inventory if str(key).split("/", 1)[0] not in WATCHED)


def restart_cost(cluster: Cluster, count: int, uncached: int) -> dict[str, Any]:
    """A new controller takes over: how many reconciles it runs until idle, per spec; then its first resync."""
    period = resync_period(count)
    args = ("--resync-seconds", str(period), "--resync-rate", str(RESYNC_RATE))
    controller = Controller(cluster, "bench-restart", args=args)
    controller.start()
    started = time.monotonic()
    assert controller.proc is not None
    try:
        while not reconciles(controller) and time.monotonic() - started < period:
            time.sleep(1)  # the cache's listings come first
        total, last_change, previous = 0.0, time.monotonic(), -1.0
        while time.monotonic() - last_change < 15:  # idle: no reconcile for 15 s
            total = reconciles(controller)
            if total != previous:
                previous, last_change = total, time.monotonic()
            time.sleep(1)
        figures = {
            "restart_reconciles_per_spec": round(total / count, 2),
            "restart_seconds": round(last_change - started, 1),
            "restart_cpu_seconds": round(cpu_seconds(controller.proc.pid), 1),
            "restart_peak_rss_mb": round(peak_rss_mb(controller.proc.pid), 1),
        }
        if time.monotonic() - started > period:
            print("the restart was not idle before the first resync: its figures include it", file=sys.stderr)
        return {**figures, **resync_cost(controller, count, period, uncached)}
    finally:
        controller.stop()


def resync_cost(controller: Controller, count: int, period: float, uncached: int) -> dict[str, Any]:
    """The controller's figures of its first periodic resync (kfgen_resync_last)."""
    deadline = time.monotonic() + 2 * period + count / RESYNC_RATE + 120
    while not controller.metric("kfgen_resyncs_total") and time.monotonic() < deadline:
        time.sleep(1)
    assert controller.proc is not None
    verbs = tuple(f"requests_{verb}" for verb in ("GET", "PATCH", "PUT", "POST", "DELETE", "WATCH"))
    measures = ("seconds", "cpu_seconds", "requests", "specs", *verbs)
    last = {m: controller.metric("kfgen_resync_last", f'{{measure="{m}"}}') or 0.0 for m in measures}
    return {
        "resync_period_seconds": period,
        "resync_rate": RESYNC_RATE,
        "resync_specs": last["specs"],
        "resync_seconds": round(last["seconds"], 1),
        "resync_cpu_seconds": round(last["cpu_seconds"], 1),
        "resync_requests": last["requests"],
        "resync_requests_by_verb": {v.split("_", 1)[1]: last[v] for v in verbs if last[v]},
        "resync_uncached_objects": uncached,
        "resync_requests_bound": resync_bound(count, uncached, last["seconds"]) + environment_resync(),
        "peak_rss_after_resync_mb": round(peak_rss_mb(controller.proc.pid), 1),
    }


def resync_bound(count: int, uncached: int, seconds: float) -> int:
    """One GET of each spec and of each object it renders of a kind the cache does not hold; the watches'
    listing pages (`PAGE` objects each) of its job, ServiceAccount and Service, one page of each other cached kind
    and one watch request per kind; the Lease's renewals (a GET and a PUT every 5 s). Nothing drifted, so no
    writes."""
    from kfgen.controller.cache import WATCHED
    from kfgen.controller.watcher import PAGE

    return count + uncached + 3 * math.ceil(count / PAGE) + 2 * len(WATCHED) + 2 * math.ceil(seconds / 5)


def environment_resync() -> int:
    """The Environment's own resync in the same period: a list of each kind an Environment may own, and for each
    object it renders at most a GET (not labelled yet) and an apply (not as applied)."""
    from kfgen import core, features

    return len(features.environment_kinds()) + 2 * len(core.environment_output(environment(), (NAMESPACES[0],)))


def ready_target(count: int) -> float:
    return 60.0 if count <= 1000 else 300.0 * count / 10000


def row(measure: str, figure: str, target: str, ok: bool | None) -> str:
    result = "" if ok is None else "PASS" if ok else "MISS"
    return f"| {measure} | {figure} | {target} | {result} |"


def table(f: dict[str, Any]) -> list[str]:
    n, period = f["specs"], f["resync_period_seconds"]
    verbs = ", ".join(f"{verb} {count:.0f}" for verb, count in f["resync_requests_by_verb"].items())
    rows = [
        "| measure | figure | target | result |",
        "| --- | --- | --- | --- |",
        row(
            f"{n} TrainingSpecs created at once → all Ready with their job",
            f"{f['controller_seconds']:.1f} s ({f['ready']} Ready, {f['jobs']} jobs; the apply itself "
            f"{f['create_seconds']:.1f} s; controller CPU {f['controller_cpu_seconds']:.1f} s)",
            f"≤ {ready_target(n):.0f} s",
            f["controller_seconds"] <= ready_target(n) and f["ready"] == n and f["jobs"] == n,
        ),
    ]
    if f["baseline_seconds"]:
        rows.append(
            row(
                f"baseline: `kubectl apply --server-side` of the pre-rendered output ({f['baseline_objects']} objects)",
                f"{f['baseline_seconds']:.1f} s",
                "",
                None,
            )
        )
        rows.append(row("controller / baseline", f"{f['ratio']:.2f}x", "≤ 1.5x", f["ratio"] <= 1.5))
    rss, restart_rss = f["controller_peak_rss_mb"], f["restart_peak_rss_mb"]
    rows += [
        row("controller peak RSS", f"{rss:.0f} MB", "≤ 250 MB", rss <= 250),
        row(
            "SIGTERM → exit, Lease released",
            f"{f['sigterm_exit_seconds']:.1f} s",
            "≤ 10 s",
            f["sigterm_exit_seconds"] <= 10,
        ),
        row(
            "restart: reconciles per spec until idle",
            f"{f['restart_reconciles_per_spec']:.2f} ({f['restart_seconds']:.1f} s, "
            f"CPU {f['restart_cpu_seconds']:.1f} s)",
            "1",
            f["restart_reconciles_per_spec"] == 1,
        ),
        row("restart: peak RSS", f"{restart_rss:.0f} MB", "≤ 250 MB", restart_rss <= 250),
        row(
            f"resync of {f['resync_specs']:.0f} specs: requests to the API server",
            f"{f['resync_requests']:.0f} ({verbs})",
            f"≤ {f['resync_requests_bound']} (a GET per spec and per uncached object "
            f"({f['resync_uncached_objects']}), listing pages, the Environment's resync, the Lease)",
            f["resync_requests"] <= f["resync_requests_bound"],
        ),
        row(
            "resync: wall (spread over the period, ≤ rate/s)",
            f"{f['resync_seconds']:.1f} s",
            f"max(period {period:.0f} s, specs / {f['resync_rate']:.0f}/s)",
            f["resync_seconds"] <= max(period, n / f["resync_rate"]) * 1.1 + 5,
        ),
        row(
            "resync: controller CPU (all of the process, during the resync)",
            f"{f['resync_cpu_seconds']:.1f} s ({1000 * f['resync_cpu_seconds'] / max(n, 1):.1f} ms a spec)",
            "",
            None,
        ),
        row(
            "peak RSS after the resync",
            f"{f['peak_rss_after_resync_mb']:.0f} MB",
            "≤ 250 MB",
            f["peak_rss_after_resync_mb"] <= 250,
        ),
    ]
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specs", type=int, default=1000)
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--json", type=Path)
    parser.add_argument(
        "--appliers", type=int, default=1, help="kubectl calls at once (each sends one request at a time)"
    )
    parser.add_argument("--no-baseline", action="store_true", help="skip the kubectl baseline (slow at 10,000)")
    args = parser.parse_args(argv)
    workdir = Path(tempfile.mkdtemp(prefix="kfgen-bench-"))
    cluster = Cluster(tools_bin()).start()
    controller = None
    try:
        setup(cluster)
        docs = specs(args.specs, "bench")
        base_seconds, objects = baseline(cluster, docs, workdir) if not args.no_baseline else (0.0, 0)
        print(
            f"baseline: kubectl apply --server-side of {objects} pre-rendered objects: {base_seconds:.1f} s",
            file=sys.stderr,
        )
        ns = namespace(cluster, NAMESPACES[0], "dev")
        controller = Controller(cluster, "bench").start()
        started = time.monotonic()
        create(cluster, docs, workdir, args.appliers)
        created = time.monotonic() - started
        deadline = max(started + args.timeout, time.monotonic() + 120)  # a slow apply still gets counted
        while (ready := ready_count(cluster, ns)) < args.specs and time.monotonic() < deadline:
            time.sleep(max(0.5, args.specs / 2000))  # listing every status often would load the API server
        elapsed = time.monotonic() - started
        jobs = job_count(cluster, ns)
        assert controller.proc is not None
        rss = peak_rss_mb(controller.proc.pid)
        cpu = cpu_seconds(controller.proc.pid)
        stop_seconds = controller.stop()
        restart = restart_cost(cluster, args.specs, uncached_objects(cluster, ns))
        figures = {
            "specs": args.specs,
            "ready": ready,
            "jobs": jobs,
            "controller_seconds": round(elapsed, 1),
            "create_seconds": round(created, 1),
            "baseline_seconds": round(base_seconds, 1),
            "baseline_objects": objects,
            "ratio": round(elapsed / base_seconds, 2) if base_seconds else None,
            "controller_cpu_seconds": round(cpu, 1),
            "controller_peak_rss_mb": round(rss, 1),
            "sigterm_exit_seconds": round(stop_seconds, 1),
            **restart,
        }
        print("\n".join(table(figures)))
        if args.json:
            args.json.write_text(json.dumps(figures, indent=2))
        return 0 if ready == args.specs and jobs == args.specs else 1
    finally:
        if controller:
            controller.stop()
        cluster.stop()


if __name__ == "__main__":
    raise SystemExit(main())
