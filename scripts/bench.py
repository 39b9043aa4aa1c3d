"""Benchmark kfgen: figures printed as a Markdown table, not a test.

    python scripts/bench.py                 # 1,000-spec render, 10,000-spec render, fn cold start
    python scripts/bench.py --quick         # smaller numbers, a smoke run
    python scripts/bench.py --json out.json # also write the figures
    python scripts/bench.py --profile       # also print where the time goes (importtime, cProfile)

What is measured (targets for this 2-core machine):

* `kfgen render --env prod DIR` as a subprocess on N generated specs (default 1,000), end to end:
  interpreter start, imports, reading the files, expanding, the YAML stream on stdout (redirected
  to a file). Wall time (median of --repeat runs after one warm-up), CPU time, specs/s, objects
  emitted, peak RSS of the child (os.wait4: getrusage of exactly that child). Target ≤ 1.5 s for 1,000.
* The same for --big specs (default 10,000): peak RSS ≤ 400 MB, wall time reported.
* `kfgen fn` cold start on one ResourceList (one TrainingSpec item, the prod Environment as
  functionConfig): median and p90 of --fn-runs runs (≥ 15), as `python -m kfgen.cli fn`, as
  `kfgen fn` when that console script is on PATH, and as bin/kfgen-fn (what kustomize execs);
  once more without any kfgen .pyc (a copy of the package, PYTHONDONTWRITEBYTECODE=1), which is how a
  checkout runs where that variable is set. Target ≤ 150 ms. `python -c pass` and `import yaml` are
  given for reference.
* In process: parse (files.load: read + YAML), kfgen.core.transform (no I/O), yamlio.dump_all on the
  N specs.

Children get a bytecode cache in a private PYTHONPYCACHEPREFIX (as an installed kfgen has its .pyc),
so nothing is written under kfgen/. Specs are generated deterministically (random.Random(1)), one
file per spec, into a temporary directory. Every spec must render: a non-zero exit code, an error on
stderr or a missing job stops the benchmark and shows the child's stderr. Wall times on a shared
machine move with its load (printed); CPU times move less.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import platform
import pstats
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ENV_FILE = ROOT / "overlays" / "prod" / "environment.yaml"
ENV_NAME = "prod"
SEED = 1

TARGET_RENDER_S = 1.5
TARGET_RENDER_SPECS = 1000
TARGET_BIG_RSS_MB = 400.0
TARGET_BIG_SPECS = 10000
TARGET_FN_MS = 150.0


# spec generation ------------------------------------------------------------------------------------

MODELS = [
    "resnet50",
    "bert-base",
    "gpt2-small",
    "llama-ft",
    "vit-b16",
    "t5-small",
    "yolo",
    "unet",
    "wide-deep",
    "dlrm",
    "whisper",
    "clip",
    "mnist",
    "higgs",
    "ranker",
    "ctr",
    "churn",
    "mae",
]
DATASETS = ["imagenet", "coco", "c4", "wiki", "laion", "criteo", "higgs", "librispeech", "cifar", "sales"]
TEAMS = ["vision", "nlp", "speech", "recsys", "search", "forecast"]

IMAGES = {
    "pytorch": [
        "pytorch/pytorch:2.1.0-cuda12.1-cudnn8-runtime",
        "pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime",
        "nvcr.io/nvidia/pytorch:24.05-py3",
        "vision/trainer:1.4.2",
        "ghcr.io/acme/llm-train:0.9.1",
    ],
    "tensorflow": [
        "tensorflow/tensorflow:2.14.0-gpu",
        "tensorflow/tensorflow:2.17.0",
        "nvcr.io/nvidia/tensorflow:24.03-tf2-py3",
        "recsys/tf-ranker:3.2.0",
    ],
    "xgboost": ["docker.io/kubeflow/xgboost-dist-iris:latest", "forecast/xgb-trainer:2.0.3"],
    "mpi": ["horovod/horovod:0.28.1", "mpioperator/tensorflow-benchmarks:latest", "nvcr.io/nvidia/pytorch:24.05-py3"],
    "paddle": [
        "registry.baidubce.com/paddlepaddle/paddle:2.4.0rc0-gpu-cuda11.2-cudnn8.1-trt8.0",
        "paddlepaddle/paddle:2.6.1",
    ],
    "jax": ["docker.io/kubeflow/jaxjob-dist-spmd-mnist:latest", "ghcr.io/nvidia/jax:maxtext-2024-06-01"],
}
COMMANDS = {
    "pytorch": [
        ["torchrun", "/app/train.py"],
        ["python", "-m", "torch.distributed.run", "/app/train.py"],
        ["python", "/workspace/train.py"],
    ],
    "tensorflow": [["python", "/app/train.py"], ["python", "-m", "trainer.task"]],
    "xgboost": [["python", "/opt/xgboost/main.py"]],
    "mpi": [["mpirun", "-np", "4", "--allow-run-as-root", "python", "/examples/train.py"]],
    "paddle": [["python", "-m", "paddle.distributed.launch", "train.py"]],
    "jax": [["python3", "train.py"], ["python3", "-m", "maxtext.train"]],
}
TRAINER_FRAMEWORKS = ("pytorch", "xgboost", "mpi", "jax")  # the ones with a default Trainer v2 runtime
CPU = [("500m", "1"), ("2", "4"), ("4", "8"), ("8", "16"), ("16", "32"), ("32", "64")]
MEMORY = [("4Gi", "8Gi"), ("8Gi", "16Gi"), ("16Gi", "32Gi"), ("32Gi", "64Gi"), ("64Gi", "128Gi"), ("128Gi", "256Gi")]
GPU_PRODUCTS = [
    "NVIDIA-A100-SXM4-80GB",
    "NVIDIA-A100-SXM4-40GB",
    "NVIDIA-H100-80GB-HBM3",
    "NVIDIA-L40S",
    "Tesla-V100-SXM2-32GB",
]
SECRET_ENV = [
    ("WANDB_API_KEY", "wandb", "api-key"),
    ("HF_TOKEN", "huggingface", "token"),
    ("AWS_SECRET_ACCESS_KEY", "s3-credentials", "secret-access-key"),
    ("AWS_ACCESS_KEY_ID", "s3-credentials", "access-key-id"),
    ("DB_PASSWORD", "feature-store", "password"),
]
PLAIN_ENV: list[tuple[str, Any]] = [
    ("NCCL_DEBUG", "INFO"),
    ("NCCL_IB_DISABLE", "1"),
    ("OMP_NUM_THREADS", 4),
    ("LOG_LEVEL", "info"),
    ("PYTHONUNBUFFERED", "1"),
    ("USE_AMP", True),
    ("EPOCHS", 90),
    ("LEARNING_RATE", 0.001),
    ("DATA_DIR", "/data"),
    ("HF_HOME", "/scratch/hf"),
    ("S3_ENDPOINT", "https://s3.example.com"),
]


def _name(rng: random.Random, index: int) -> str:
    return f"{rng.choice(MODELS)}-{rng.choice(DATASETS)}-{index:05d}"


def _resources(rng: random.Random, gpus: int) -> dict[str, Any]:
    cpu, cpu_limit = rng.choice(CPU)
    memory, memory_limit = rng.choice(MEMORY[1:] if gpus else MEMORY)
    out: dict[str, Any] = {"cpu": cpu, "memory": memory}
    if gpus:
        out["gpu"] = gpus
    if rng.random() < 0.3:
        out["limits"] = {"cpu": cpu_limit, "memory": memory_limit}
    if rng.random() < 0.15:
        out["ephemeralStorage"] = rng.choice(["20Gi", "50Gi", "100Gi"])
    return out


def _env(rng: random.Random) -> dict[str, Any]:
    env: dict[str, Any] = dict(rng.sample(PLAIN_ENV, rng.randint(1, 4)))
    for name, secret, key in rng.sample(SECRET_ENV, rng.randint(0, 2)):
        env[name] = {"secret": secret, "key": key}
    if rng.random() < 0.3:
        env["POD_NAME"] = {"field": "metadata.name"}
    if rng.random() < 0.2:
        env["TRAIN_CONFIG"] = {"configMap": "train-config", "key": "config.yaml", "optional": True}
    return env


def _volumes(rng: random.Random, dataset: str, roles: list[str]) -> list[dict[str, Any]]:
    choices: list[dict[str, Any]] = [
        {"claim": f"{dataset}-data", "path": "/data", "readOnly": True},
        {"claim": "model-storage", "path": "/output"},
        {"configMap": "training-code", "path": "/app/code"},
        {"name": "scratch", "emptyDir": rng.choice(["10Gi", "50Gi"]), "path": "/scratch"},
        {"secret": "netrc", "path": "/etc/netrc", "subPath": ".netrc"},
        {"claim": "checkpoints", "path": "/checkpoints", "name": "ckpt"},
    ]
    out = rng.sample(choices, rng.randint(0, 3))
    if out and "worker" in roles and len(roles) > 1 and rng.random() < 0.3:
        out[0] = {**out[0], "roles": ["worker"]}
    return out


def _replicas(rng: random.Random, framework: str, trainer: bool, gpus: int) -> dict[str, int]:
    workers = rng.choice([1, 2, 2, 4, 4, 8] if gpus else [1, 2, 3, 4])
    if trainer:
        return {"worker": workers}
    replicas: dict[str, int] = {}
    if framework in ("pytorch", "paddle") and rng.random() < 0.4:
        replicas["master"] = 1
    if framework == "tensorflow":
        if rng.random() < 0.4:
            replicas["chief"] = 1
        if rng.random() < 0.4:
            replicas["ps"] = rng.randint(1, 2)
        if rng.random() < 0.15:
            replicas["evaluator"] = 1
    replicas["worker"] = workers
    return replicas


def make_spec(rng: random.Random, index: int) -> dict[str, Any]:
    """One realistic, valid TrainingSpec (renders without errors in every shipped environment)."""
    framework = rng.choices(list(IMAGES), weights=[40, 20, 10, 10, 8, 12])[0]
    trainer = framework in TRAINER_FRAMEWORKS and rng.random() < 0.25
    name = _name(rng, index)
    dataset = name.split("-")[-2]
    gpus = rng.choice([0, 1, 1, 2, 4, 8]) if framework != "xgboost" else 0
    replicas = _replicas(rng, framework, trainer, gpus)
    spec: dict[str, Any] = {"framework": framework}
    if trainer:
        spec["backend"] = "trainer"
    spec["image"] = rng.choice(IMAGES[framework])
    spec["command"] = list(rng.choice(COMMANDS[framework]))
    if rng.random() < 0.5:
        spec["args"] = [f"--epochs={rng.randint(1, 100)}", f"--batch-size={rng.choice([32, 64, 128, 256])}"]
    if not trainer and rng.random() < 0.3:
        spec["workingDir"] = "/app"
    if not trainer and rng.random() < 0.2:
        spec["imagePullPolicy"] = rng.choice(["Always", "IfNotPresent"])
    spec["env"] = _env(rng)
    spec["replicas"] = replicas
    if gpus and (trainer or framework in ("pytorch", "mpi")) and rng.random() < 0.6:
        spec["nprocPerNode"] = gpus
    spec["resources"] = _resources(rng, gpus)
    if gpus and rng.random() < 0.5:
        # one product prod's Kueue flavors have (else no queue could admit the job), maybe another
        spec["gpu"] = {"products": sorted({rng.choice(GPU_PRODUCTS[::2][:2]), rng.choice(GPU_PRODUCTS)})}
    elif gpus and framework == "tensorflow" and rng.random() < 0.3:
        spec["gpu"] = {"resource": "nvidia.com/mig-3g.20gb"}
    if gpus and rng.random() < 0.5:
        spec["sharedMemory"] = rng.choice(["auto", "2Gi", "4Gi"])
    if framework == "pytorch" and not trainer and rng.random() < 0.3:
        workers = replicas["worker"]
        elastic: dict[str, Any] = {"min": 1, "max": max(2, workers * 2)}
        if rng.random() < 0.5:
            elastic.update(rendezvous="etcd", host="etcd-service", port=2379)
        spec["elastic"] = elastic
    volumes = _volumes(rng, dataset, list(replicas))
    if volumes:
        spec["volumes"] = volumes
    if not trainer and rng.random() < 0.2:
        spec["nodeSelector"] = {"topology.kubernetes.io/zone": rng.choice(["eu-west-1a", "eu-west-1b"])}
    if rng.random() < 0.5:
        spec["tracking"] = {"mlflow": {"experiment": name.rsplit("-", 1)[0]} if rng.random() < 0.7 else {}}
    if rng.random() < 0.4:
        metrics: dict[str, Any] = {"port": rng.choice([8000, 9090, 9400])}
        if rng.random() < 0.3:
            metrics["monitor"] = "PodMonitor"
        if rng.random() < 0.3:
            metrics["interval"] = "15s"
        spec["metrics"] = metrics
    policy: dict[str, Any] = {}
    if rng.random() < 0.6:
        policy["deadline"] = rng.choice(["12h", "24h", "1h30m", 7200])
    if not trainer:
        if rng.random() < 0.5:
            policy["ttlAfterFinished"] = rng.choice(["30m", "1h", 3600])
        if rng.random() < 0.4:
            policy["backoffLimit"] = rng.randint(0, 5)
        if rng.random() < 0.3:
            policy["cleanPodPolicy"] = rng.choice(["None", "Running", "All"])
    if policy:
        spec["runPolicy"] = policy
    if not trainer and rng.random() < 0.15:
        # minAvailable: the non-worker roles and one worker, which holds in every environment
        spec["gang"] = {"minAvailable": len(replicas)} if rng.random() < 0.5 else {}
    if rng.random() < 0.3:
        spec["labels"] = {"owner": rng.choice(TEAMS), "cost-center": f"cc-{rng.randint(100, 999)}"}
    if rng.random() < 0.15:
        spec["annotations"] = {"owner": f"{rng.choice(TEAMS)}@example.com"}
    if rng.random() < 0.1:
        spec["podPatch"] = {
            "metadata": {"annotations": {"cluster-autoscaler.kubernetes.io/safe-to-evict": "false"}},
            "spec": {"terminationGracePeriodSeconds": 120},
        }
    roles = _role_overrides(rng, framework, trainer, replicas)
    if roles:
        spec["roles"] = roles
    spec["environments"] = _overrides(rng, spec, trainer)
    meta: dict[str, Any] = {"name": name}
    if rng.random() < 0.1:
        meta["namespace"] = f"team-{rng.choice(TEAMS)}"
    if rng.random() < 0.2:
        meta["labels"] = {"app": name}
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": meta, "spec": spec}


def _role_overrides(rng: random.Random, framework: str, trainer: bool, replicas: dict[str, int]) -> dict[str, Any]:
    if trainer:
        return {}
    roles: dict[str, Any] = {}
    small = {"cpu": "2", "memory": "4Gi", "limits": {"cpu": "2", "memory": "4Gi"}}  # limits: the spec's may be lower
    if "ps" in replicas:
        roles["ps"] = {"command": ["python", "/app/train.py", "--job_type=ps"], "resources": small}
    if framework == "mpi" and rng.random() < 0.7:
        roles["launcher"] = {"resources": {**small, "cpu": "1", "limits": {"cpu": "1", "memory": "4Gi"}}}
    if "master" in replicas and rng.random() < 0.3:
        roles["master"] = {"env": {"ROLE": "master"}}
    return roles


def _overrides(rng: random.Random, spec: dict[str, Any], trainer: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"dev": {"replicas": {"worker": 1}}}
    if spec["resources"].get("gpu"):
        out["dev"]["resources"] = {"gpu": 0}
        out["dev"]["gpu"] = None
        if "nprocPerNode" in spec:
            out["dev"]["nprocPerNode"] = 1
    if "elastic" in spec:
        out["dev"]["elastic"] = None
    if "tracking" in spec and rng.random() < 0.5:
        out["dev"]["tracking"] = None
    prod: dict[str, Any] = {}
    if rng.random() < 0.5:
        workers = spec["replicas"]["worker"] * 2
        if "elastic" in spec:
            workers = min(workers, spec["elastic"]["max"])
        prod["replicas"] = {"worker": workers}
    if rng.random() < 0.3:
        prod["env"] = {"LOG_LEVEL": "warning", "NCCL_DEBUG": "WARN"}
    if rng.random() < 0.2 and (trainer or spec["framework"] != "mpi"):  # prod runs v1 MPIJobs unqueued
        prod["queuePriority"] = "high"
    if rng.random() < 0.2:
        prod["runPolicy"] = {"deadline": "48h"}
    if not trainer and rng.random() < 0.15:
        prod["tolerations"] = [
            {"key": "dedicated", "operator": "Equal", "value": "training", "effect": "NoSchedule"},
            {"key": "spot", "operator": "Exists", "effect": "NoSchedule"},
        ]
    if rng.random() < 0.15:
        prod["volumes"] = [{"claim": "model-storage-prod", "path": "/output", "name": "model-storage"}]
    if prod:
        out["prod"] = prod
    if rng.random() < 0.3:
        out["staging"] = {"replicas": {"worker": max(1, spec["replicas"]["worker"] // 2)}}
    return out


def write_specs(directory: Path, count: int) -> None:
    import yaml

    rng = random.Random(SEED)
    directory.mkdir(parents=True, exist_ok=True)
    for index in range(count):
        spec = make_spec(rng, index)
        text = yaml.safe_dump(spec, sort_keys=False, default_flow_style=None, width=100)
        (directory / f"{spec['metadata']['name']}.yaml").write_text(text, encoding="utf-8")


def resource_list_text() -> str:
    """A ResourceList as kpt/kustomize pass it: one TrainingSpec item, the prod Environment as config."""
    import yaml

    spec = make_spec(random.Random(SEED), 0)
    spec["metadata"]["annotations"] = {
        "config.kubernetes.io/path": "trainingspecs/spec.yaml",
        "config.kubernetes.io/index": "0",
        "internal.config.kubernetes.io/path": "trainingspecs/spec.yaml",
        "internal.config.kubernetes.io/index": "0",
    }
    environment = yaml.safe_load(ENV_FILE.read_text(encoding="utf-8"))
    resource_list = {
        "apiVersion": "config.kubernetes.io/v1",
        "kind": "ResourceList",
        "items": [spec],
        "functionConfig": environment,
    }
    return str(yaml.safe_dump(resource_list, sort_keys=False))


# measuring ------------------------------------------------------------------------------------------

# Children run with a bytecode cache in a private PYTHONPYCACHEPREFIX (as an installed kfgen has its
# .pyc files) unless told otherwise; the cache never lands under kfgen/.
PYCACHE: Path | None = None
NOISY_VARIABLES = (
    "PYTHONPROFILEIMPORTTIME",
    "PYTHONTRACEMALLOC",
    "PYTHONDEVMODE",
    "PYTHONWARNINGS",
    "PYTHONPYCACHEPREFIX",
    "PYTHONDONTWRITEBYTECODE",
)


@dataclass
class Run:
    seconds: float
    cpu_seconds: float  # user + system time of the child: less sensitive than wall time to other load
    max_rss_mb: float
    stdout: bytes
    stderr: bytes
    code: int


def child_env(bytecode: bool, root: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in NOISY_VARIABLES}
    env["PYTHONPATH"] = str(root) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    if bytecode and PYCACHE is not None:
        env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def run_child(
    argv: list[str], stdin: bytes | None = None, keep_stdout: bool = True, bytecode: bool = True, root: Path = ROOT
) -> Run:
    """Run one child in `root` (which holds the kfgen package to run): its wall time and its own peak
    RSS (os.wait4 gives that child's rusage only)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, tempfile.TemporaryFile() as inp:
        if stdin is not None:
            inp.write(stdin)
            inp.seek(0)
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdin=inp, stdout=out, stderr=err, cwd=root, env=child_env(bytecode, root))
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        out.seek(0)
        stdout = out.read() if keep_stdout else b""
        cpu = usage.ru_utime + usage.ru_stime
        return Run(elapsed, cpu, usage.ru_maxrss / 1024, stdout, err.read(), proc.returncode)


def must_succeed(run: Run, what: str) -> None:
    if run.code != 0:
        sys.stderr.write(run.stderr.decode(errors="replace"))
        raise SystemExit(f"bench: {what} failed with exit code {run.code}")


def render_cmd(directory: Path) -> list[str]:
    return [sys.executable, "-m", "kfgen.cli", "render", "--env", ENV_NAME, str(directory)]


@dataclass
class RenderFigures:
    specs: int
    runs: list[float]
    cpu_runs: list[float]
    max_rss_mb: float
    objects: int
    output_mb: float
    warnings: int
    kinds: dict[str, int] = field(default_factory=dict)

    @property
    def seconds(self) -> float:
        return statistics.median(self.runs)


def bench_render(directory: Path, specs: int, repeat: int, warm_up: bool = True) -> RenderFigures:
    if warm_up:  # fills the bytecode cache and the page cache
        must_succeed(run_child(render_cmd(directory), keep_stdout=False), f"warm-up render of {specs} specs")
    runs: list[Run] = []
    for _ in range(repeat):
        run = run_child(render_cmd(directory))
        must_succeed(run, f"render of {specs} specs")
        runs.append(run)
    last = runs[-1]
    kinds: dict[str, int] = {}
    for kind in re.findall(rb"^kind: (\S+)", last.stdout, flags=re.MULTILINE):
        kinds[kind.decode()] = kinds.get(kind.decode(), 0) + 1
    # training jobs only: the Environment's tracking server brings a batch Job and a CronJob of its own
    jobs = sum(n for k, n in kinds.items() if k.endswith("Job") and k not in ("Job", "CronJob"))
    if jobs != specs:
        raise SystemExit(f"bench: {specs} specs rendered {jobs} jobs")
    errors = last.stderr.count(b"[error]")
    if errors:
        raise SystemExit(f"bench: exit code 0 but {errors} errors:\n{last.stderr.decode(errors='replace')}")
    return RenderFigures(
        specs=specs,
        runs=[r.seconds for r in runs],
        cpu_runs=[r.cpu_seconds for r in runs],
        max_rss_mb=max(r.max_rss_mb for r in runs),
        objects=sum(kinds.values()),
        output_mb=len(last.stdout) / 1e6,
        warnings=last.stderr.count(b"[warning]"),
        kinds=kinds,
    )


@dataclass
class ColdStart:
    label: str
    runs_ms: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.runs_ms)

    @property
    def p90(self) -> float:
        return percentile(self.runs_ms, 90)


def percentile(values: list[float], pct: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), -(-len(ordered) * pct // 100)))
    return ordered[int(rank) - 1]


def bench_cold(
    label: str, argv: list[str], stdin: bytes, runs: int, check: bool = True, bytecode: bool = True, root: Path = ROOT
) -> ColdStart:
    warm = run_child(argv, stdin, bytecode=bytecode, root=root)  # fills the bytecode cache and the page cache
    if check:
        must_succeed(warm, label)
        if b"kind: ResourceList" not in warm.stdout or b"Job\n" not in warm.stdout or b"results:" in warm.stdout:
            raise SystemExit(f"bench: {label} printed no clean expanded ResourceList:\n{warm.stdout.decode()}")
    times = []
    for _ in range(runs):
        run = run_child(argv, stdin, keep_stdout=False, bytecode=bytecode, root=root)
        if check:
            must_succeed(run, label)
        times.append(run.seconds * 1000)
    return ColdStart(label, times)


@dataclass
class InProcess:
    parse_s: float
    transform_s: float
    dump_s: float
    objects: int

    @property
    def total_s(self) -> float:
        return self.parse_s + self.transform_s + self.dump_s


def bench_in_process(directory: Path, repeat: int) -> InProcess:
    """files.load (read + parse), core.transform, yamlio.dump_all in this process; the best of `repeat`."""
    sys.path.insert(0, str(ROOT))
    from kfgen import core, files, yamlio

    environment = files.environments(files.load([str(ENV_FILE)]).items)[ENV_NAME]
    best: InProcess | None = None
    for _ in range(repeat):
        start = time.perf_counter()
        loaded = files.load([str(directory)])
        parsed = time.perf_counter()
        expansion = core.transform(loaded.items, environment, keep_environments=False)
        transformed = time.perf_counter()
        text = yamlio.dump_all(expansion.objects)
        dumped = time.perf_counter()
        if loaded.results or not expansion.ok or not text:
            problems = [str(r) for r in [*loaded.results, *expansion.results]][:5]
            raise SystemExit(f"bench: in-process expansion failed: {problems}")
        figures = InProcess(parsed - start, transformed - parsed, dumped - transformed, len(expansion.objects))
        if best is None or figures.total_s < best.total_s:
            best = figures
    assert best is not None
    return best


# profiling ------------------------------------------------------------------------------------------


def profile(directory: Path, stdin: bytes, top: int, source: Path) -> None:
    print("\n## Profile\n")
    argv = [sys.executable, "-X", "importtime", "-m", "kfgen.cli", "fn"]
    for bytecode, root in ((True, ROOT), (False, source)):
        run_child(argv, stdin, bytecode=bytecode, root=root)  # warm
        run = run_child(argv, stdin, bytecode=bytecode, root=root)
        print(f"### `python -X importtime -m kfgen.cli fn`, {cache_label(bytecode)}\n")
        print("```")
        print(importtime_summary(run.stderr.decode(errors="replace"), top))
        print("```\n")
    with tempfile.TemporaryDirectory() as tmp:
        jobs = (
            ("render of the generated specs", ["-m", "kfgen.cli", *render_cmd(directory)[3:]], None),
            ("fn on one spec", ["-m", "kfgen.cli", "fn"], stdin),
        )
        for label, cmd, text in jobs:
            out = Path(tmp) / "profile.out"
            run = run_child([sys.executable, "-m", "cProfile", "-o", str(out), *cmd], text, keep_stdout=False)
            must_succeed(run, f"cProfile {label}")
            for key in ("cumulative", "tottime"):
                buffer = io.StringIO()
                stats = pstats.Stats(str(out), stream=buffer)
                stats.sort_stats(key).print_stats(top)
                body = buffer.getvalue()
                total = re.search(r"in ([0-9.]+) seconds", body)
                body = body[body.find("   ncalls") :] if "   ncalls" in body else body
                body = body.replace(str(ROOT) + "/", "").replace(os.path.dirname(os.__file__) + "/", "")
                print(f"### cProfile, {label}, by {key} ({total.group(1) if total else '?'} s under the profiler)\n")
                print("```")
                print(body.rstrip())
                print("```\n")


def importtime_summary(stderr: str, top: int) -> str:
    """The imports with the largest self time, and the top-level imports by cumulative time."""
    rows = []
    for line in stderr.splitlines():
        match = re.match(r"import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)", line)
        if match:
            rows.append((int(match.group(1)), int(match.group(2)), len(match.group(3)) // 2, match.group(4)))
    total = sum(own for own, _, _, _ in rows)
    lines = [f"all imports: {total / 1000:.1f} ms", "", "largest self time:"]
    lines += [f"  {own / 1000:6.1f} ms  {name}" for own, _, _, name in sorted(rows, reverse=True)[: top // 2]]
    lines += ["", "top-level imports, cumulative:"]
    outer = sorted(((cumulative, name) for _, cumulative, depth, name in rows if depth == 0), reverse=True)
    lines += [f"  {cumulative / 1000:6.1f} ms  {name}" for cumulative, name in outer[: top // 2]]
    return "\n".join(lines)


# report ---------------------------------------------------------------------------------------------


def cache_label(bytecode: bool) -> str:
    return "bytecode cache" if bytecode else "no .pyc (a copy of kfgen/ without __pycache__, PYTHONDONTWRITEBYTECODE=1)"


def pristine_copy(tmp: Path) -> Path:
    """A copy of the package without __pycache__, to measure a start that compiles every kfgen module."""
    source = tmp / "source"
    shutil.copytree(ROOT / "kfgen", source / "kfgen", ignore=shutil.ignore_patterns("__pycache__"))
    return source


def machine() -> dict[str, Any]:
    import yaml

    cpu = ""
    with contextlib.suppress(OSError):
        cpu = next(
            (
                line.split(":", 1)[1].strip()
                for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")
            ),
            "",
        )
    commit = subprocess.run(
        ["git", "describe", "--always", "--dirty"], cwd=ROOT, capture_output=True, text=True, check=False
    ).stdout.strip()
    return {
        "nproc": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count(),
        "cpu": cpu,
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "pyyaml": yaml.__version__,
        "libyaml": bool(yaml.__with_libyaml__),
        "git": commit,
        "shell_dont_write_bytecode": bool(os.environ.get("PYTHONDONTWRITEBYTECODE")),
        "kfgen_pycache_in_tree": (ROOT / "kfgen" / "__pycache__").is_dir(),
        "loadavg_at_start": [round(x, 2) for x in os.getloadavg()],
    }


def verdict(value: float, target: float, applies: bool) -> str:
    if not applies:
        return "n/a"
    return "PASS" if value <= target else "MISS"


def report(
    args: argparse.Namespace,
    facts: dict[str, Any],
    render: RenderFigures,
    big: RenderFigures,
    cold: list[ColdStart],
    baseline: list[ColdStart],
    inproc: InProcess,
) -> dict[str, Any]:
    n, m = f"{render.specs:,}", f"{big.specs:,}"
    full, big_full = render.specs == TARGET_RENDER_SPECS, big.specs == TARGET_BIG_SPECS
    rows: list[tuple[str, str, str, str]] = [
        (
            f"render {n} specs: wall, median of {len(render.runs)}",
            f"{render.seconds:.3f} s",
            f"≤ {TARGET_RENDER_S} s @ {TARGET_RENDER_SPECS:,}",
            verdict(render.seconds, TARGET_RENDER_S, full),
        ),
        (f"render {n} specs: throughput", f"{render.specs / render.seconds:,.0f} specs/s", "", ""),
        (f"render {n} specs: every run (wall)", " / ".join(f"{s:.3f}" for s in render.runs) + " s", "", ""),
        (f"render {n} specs: CPU time (user + sys), median", f"{statistics.median(render.cpu_runs):.3f} s", "", ""),
        (
            f"render {n} specs: objects emitted",
            f"{render.objects:,} ({render.objects / render.specs:.2f}/spec, {render.output_mb:.1f} MB)",
            "",
            "",
        ),
        (f"render {n} specs: warnings on stderr", f"{render.warnings:,}", "", ""),
        (f"render {n} specs: peak RSS", f"{render.max_rss_mb:.0f} MB", "", ""),
        (
            f"render {m} specs: peak RSS",
            f"{big.max_rss_mb:.0f} MB",
            f"≤ {TARGET_BIG_RSS_MB:.0f} MB @ {TARGET_BIG_SPECS:,}",
            verdict(big.max_rss_mb, TARGET_BIG_RSS_MB, big_full),
        ),
        (
            f"render {m} specs: wall",
            f"{big.seconds:.2f} s ({big.specs / big.seconds:,.0f} specs/s; "
            f"CPU {statistics.median(big.cpu_runs):.2f} s)",
            "",
            "",
        ),
        (f"render {m} specs: objects emitted", f"{big.objects:,} ({big.output_mb:.0f} MB)", "", ""),
    ]
    for c in cold:
        rows.append(
            (
                f"fn cold start: {c.label}, median / p90 of {len(c.runs_ms)}",
                f"{c.median:.0f} / {c.p90:.0f} ms",
                f"≤ {TARGET_FN_MS:.0f} ms",
                verdict(c.median, TARGET_FN_MS, True),
            )
        )
    if not shutil.which("kfgen"):
        rows.append(("fn cold start: `kfgen fn`", "no `kfgen` console script on PATH", "", "skipped"))
    for c in baseline:
        rows.append((f"reference: {c.label}, median / p90", f"{c.median:.0f} / {c.p90:.0f} ms", "", ""))
    rows += [
        (f"in process, {n} specs: parse (files.load: read + YAML)", f"{inproc.parse_s * 1000:.0f} ms", "", ""),
        (
            f"in process, {n} specs: core.transform",
            f"{inproc.transform_s * 1000:.0f} ms ({render.specs / inproc.transform_s:,.0f} specs/s)",
            "",
            "",
        ),
        (f"in process, {n} specs: yamlio.dump_all", f"{inproc.dump_s * 1000:.0f} ms", "", ""),
        (f"in process, {n} specs: total", f"{inproc.total_s * 1000:.0f} ms", "", ""),
        (
            "render wall − in-process total (start-up, imports, write)",
            f"{(render.seconds - inproc.total_s) * 1000:.0f} ms",
            "",
            "",
        ),
    ]

    print("# kfgen benchmark\n")
    print(f"Reproduce: `{reproduce(args)}` (in {ROOT})\n")
    print(
        f"Machine: nproc {facts['nproc']}, {facts['cpu'] or 'unknown CPU'}, {facts['implementation']} "
        f"{facts['python']}, {facts['platform']}, PyYAML {facts['pyyaml']} (libyaml: {facts['libyaml']}); "
        f"kfgen at {facts['git']}; load average at start {' '.join(map(str, facts['loadavg_at_start']))}, "
        f"at end {' '.join(f'{x:.2f}' for x in os.getloadavg())}\n"
    )
    if facts["loadavg_at_start"][0] > 0.5 * (facts["nproc"] or 1):
        print(
            f"**Warning:** the machine was busy (load average {facts['loadavg_at_start'][0]} on "
            f"{facts['nproc']} CPUs): wall times are inflated; CPU times are the steadier figure.\n"
        )
    print("| Measure | Value | Target | Result |")
    print("|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    kinds = ", ".join(f"{k} {v:,}" for k, v in sorted(render.kinds.items(), key=lambda kv: -kv[1]))
    shown = " ".join(["python", *render_cmd(Path("SPECDIR"))[1:]])
    print(f"\nObjects of the {n}-spec render: {kinds}.")
    print(
        f"\nRender: `{shown}`, cwd {ROOT}, stdout to a file, after one warm-up run; peak RSS is the "
        "child's own ru_maxrss (os.wait4). Children run with a bytecode cache (a private "
        "PYTHONPYCACHEPREFIX, as an installed kfgen has its .pyc files) unless a row says otherwise"
        + (
            "; this shell sets PYTHONDONTWRITEBYTECODE=1, so kfgen run from this checkout without the "
            "bench compiles every module on every start"
            if facts["shell_dont_write_bytecode"]
            else ""
        )
        + ". In-process figures are the best of 3 in this process."
    )
    return {
        "machine": facts,
        "command": reproduce(args),
        "render": {
            **vars(render),
            "median_s": render.seconds,
            "specs_per_s": render.specs / render.seconds,
            "target_s": TARGET_RENDER_S,
            "pass": render.seconds <= TARGET_RENDER_S if full else None,
        },
        "big": {
            **vars(big),
            "median_s": big.seconds,
            "target_rss_mb": TARGET_BIG_RSS_MB,
            "pass": big.max_rss_mb <= TARGET_BIG_RSS_MB if big_full else None,
        },
        "cold_start": [
            {
                "command": c.label,
                "median_ms": c.median,
                "p90_ms": c.p90,
                "runs_ms": c.runs_ms,
                "target_ms": TARGET_FN_MS,
                "pass": c.median <= TARGET_FN_MS,
            }
            for c in cold
        ],
        "reference_start": [{"command": c.label, "median_ms": c.median, "p90_ms": c.p90} for c in baseline],
        "in_process": {**vars(inproc), "total_s": inproc.total_s, "specs": render.specs},
    }


def reproduce(args: argparse.Namespace) -> str:
    parts = ["python scripts/bench.py"]
    if args.quick:
        parts.append("--quick")
    if args.specs:
        parts.append(f"--specs {args.specs}")
    if args.big:
        parts.append(f"--big {args.big}")
    if args.profile:
        parts.append("--profile")
    return " ".join(parts)


def main(argv: list[str] | None = None) -> int:
    global PYCACHE
    parser = argparse.ArgumentParser(description="Benchmark kfgen render and fn; print a Markdown table.")
    parser.add_argument("--specs", type=int, help="specs of the main render (default 1000; --quick 100)")
    parser.add_argument("--big", type=int, help="specs of the memory run (default 10000; --quick 1000)")
    parser.add_argument("--quick", action="store_true", help="smaller numbers, for a smoke run")
    parser.add_argument("--repeat", type=int, help="timed renders of --specs (default 5; --quick 1)")
    parser.add_argument("--fn-runs", type=int, default=21, help="cold starts per command (at least 15; default 21)")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--profile", action="store_true", help="also print import times and cProfile tables")
    parser.add_argument("--top", type=int, default=25, help="rows of each profile table (default 25)")
    args = parser.parse_args(argv)
    specs = args.specs or (100 if args.quick else TARGET_RENDER_SPECS)
    big_specs = args.big or (1000 if args.quick else TARGET_BIG_SPECS)
    repeat = args.repeat or (1 if args.quick else 5)
    fn_runs = max(15, args.fn_runs)

    facts = machine()
    stdin = resource_list_text().encode()
    with tempfile.TemporaryDirectory(prefix="kfgen-bench-") as tmp:
        PYCACHE = Path(tmp) / "pycache"
        small_dir, big_dir = Path(tmp) / f"specs-{specs}", Path(tmp) / f"specs-{big_specs}"
        note(f"generating {specs:,} and {big_specs:,} specs (seed {SEED}) in {tmp}")
        write_specs(small_dir, specs)
        write_specs(big_dir, big_specs)
        note(f"render {specs:,} specs, {repeat + 1} times")
        render = bench_render(small_dir, specs, repeat)
        note(f"render {big_specs:,} specs")
        big = bench_render(big_dir, big_specs, 1, warm_up=False)
        note("cold starts")
        python_fn = [sys.executable, "-m", "kfgen.cli", "fn"]
        wrapper = [str(ROOT / "bin" / "kfgen-fn")]
        cold = [bench_cold("`python -m kfgen.cli fn`", python_fn, stdin, fn_runs)]
        console = shutil.which("kfgen")
        if console:
            cold.append(bench_cold("`kfgen fn`", [console, "fn"], stdin, fn_runs))
        cold.append(bench_cold("`bin/kfgen-fn` (what kustomize execs)", wrapper, stdin, fn_runs))
        source = pristine_copy(Path(tmp))
        cold.append(
            bench_cold(
                f"`python -m kfgen.cli fn`, {cache_label(False)}",
                python_fn,
                stdin,
                fn_runs,
                bytecode=False,
                root=source,
            )
        )
        baseline = [
            bench_cold("`python -c pass`", [sys.executable, "-c", "pass"], b"", fn_runs, check=False),
            bench_cold("`python -c 'import yaml'`", [sys.executable, "-c", "import yaml"], b"", fn_runs, check=False),
        ]
        note("in process")
        inproc = bench_in_process(small_dir, 3)
        figures = report(args, facts, render, big, cold, baseline, inproc)
        if args.profile:
            note("profiles")
            profile(small_dir, stdin, args.top, source)
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    return 0


def note(message: str) -> None:
    print(f"bench: {message}", file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
