"""Benchmark kfgen: every figure beside its peer and its target, as a Markdown table; not a test.

    python scripts/bench.py                  # everything below (the controller takes minutes)
    python scripts/bench.py --quick          # smaller numbers, a smoke run
    python scripts/bench.py --no-controller  # without the controller (no API server needed)
    python scripts/bench.py --json out.json  # also write the figures
    python scripts/bench.py --profile        # also print where the time goes (importtime, cProfile)
    python scripts/bench.py --diff-only      # only `kfgen diff` beside two renders (1,000 and 10,000 specs)
    python scripts/bench.py --growth         # only the work counted at N, 2N and 4N specs (scripts/growth.py)
    python scripts/bench.py --sizes 300,1000,10000  # only render of one file, fn, diff and import beside their
                                             # peers, timed at each size, with growth factors (scripts/sizes.py)

What is measured (targets for this 2-core machine), each child a subprocess timed from outside:

* `kfgen render --env prod DIR` of N generated specs (default 1,000), one file per spec, end to end
  (interpreter start, imports, reading, expanding, the YAML stream on stdout redirected to a file),
  beside `helm template` (helm 3 and helm 4 from the tools cache) of scripts/bench-chart, which writes the
  very same objects from a values list: runs alternate, medians of --repeat. Target ≤ 0.5x helm. Also
  `kfgen render -j 1` (one core) for reference. The objects of both outputs are compared: the same data.
* `kfgen fn` on the ResourceList kustomize sends for the same N specs (items annotated as kustomize
  annotates them, the prod Environment as functionConfig), alternating with the render: ≤ 1.2x render.
* Cold start of the KRM function on one spec (the prod Environment as functionConfig): median and p90 of
  --fn-runs runs of `bin/kfgen-fn` (what kustomize execs), `python -m kfgen.cli fn`, `kfgen fn` when on
  PATH, and once more without any kfgen .pyc. Target ≤ 50 ms (median of bin/kfgen-fn). `python -c pass`
  and `python -S -c pass` (the interpreter without site: what this machine's .pth files cost) beside it.
* 10,000 → 100,000 specs (--big, --huge): wall time grows ≤ 10.5x; peak memory ≤ 400 MB, as the peak of the
  summed PSS of kfgen and its workers (sampled from /proc every 20 ms) and the largest process's RSS.
* The checks for policy, Pod Security and secrets (the policy feature, credential detection, the Pod
  Security evaluation of patched pods): in-process CPU time of core.transform with them and without them,
  as a share of the in-process render (parse + transform + write): ≤ 10%.
* `kfgen diff --env dev --env prod DIR` of N specs beside `kfgen render --env dev` + `kfgen render --env prod`
  (prod the repository's Environment, dev made from it to accept every generated spec), runs alternating:
  ≤ 2.5x the two renders; from N to the first scale run's specs (default 1,000 → 10,000), one run each: the
  diff's wall time grows ≤ 11x (linear, as the renders).
* The controller (scripts/bench_controller.py, a real kube-apiserver): its own table, printed as it is.

Children get a bytecode cache in a private PYTHONPYCACHEPREFIX (as an installed kfgen has its .pyc),
so nothing is written under kfgen/. Specs are generated deterministically (random.Random(1)). Every
render must succeed: a non-zero exit code, an error on stderr or a missing job stops the benchmark and
shows the child's stderr. Wall times on a shared machine move with its load (printed); CPU times less.
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

SPECS = 1000
BIG_SPECS = 10_000
HUGE_SPECS = 100_000
TARGET_HELM_RATIO = 0.5  # kfgen render / helm template, 1,000 specs
TARGET_FN_RATIO = 1.2  # kfgen fn / kfgen render, 1,000 specs
TARGET_FN_MS = 50.0  # bin/kfgen-fn on one spec, median
TARGET_SCALE = 10.5  # wall time of 100,000 specs / 10,000 specs
TARGET_HUGE_MB = 400.0  # peak memory at 100,000 specs
TARGET_CHECKS = 0.10  # policy, Pod Security and secret checks / in-process render
TARGET_DIFF_RATIO = 2.5  # kfgen diff --env dev --env prod / (render --env dev + render --env prod), 1,000 specs
TARGET_DIFF_SCALE = 11.0  # kfgen diff of 10,000 specs / of 1,000
CONTROLLER_SPECS = 10_000


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
    if meta.get("namespace") == "team-nlp":
        _fit_nlp_queue(spec)
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": meta, "spec": spec}


NLP_GPUS = 64  # prod's ClusterQueue nlp (team-nlp's queue) has 64 H100s: a job needing more is refused


def _fit_nlp_queue(spec: dict[str, Any]) -> None:
    gpus = spec["resources"].get("gpu", 0)
    prod = spec["environments"].get("prod", {})
    if gpus and "replicas" in prod and prod["replicas"]["worker"] * gpus > NLP_GPUS:
        prod["replicas"]["worker"] = max(spec["replicas"]["worker"], NLP_GPUS // gpus)


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
        # libyaml's emitter writes what PyYAML's would, four times as fast (100,000 specs to write)
        text = yaml.dump(spec, Dumper=yaml.CSafeDumper, sort_keys=False, default_flow_style=None, width=100)
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
    # `python3` and console scripts are this interpreter's, not a version manager's shell shim (pyenv's costs 50 ms)
    env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", "")
    env["PYTHONPATH"] = str(root) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    if bytecode and PYCACHE is not None:
        env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def run_child(
    argv: list[str],
    stdin: bytes | None = None,
    keep_stdout: bool = True,
    bytecode: bool = True,
    root: Path = ROOT,
    cwd: Path | None = None,
) -> Run:
    """Run one child in `cwd` (default `root`, which holds the kfgen package to run): its wall time and its own
    peak RSS (os.wait4 gives that child's rusage only)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, tempfile.TemporaryFile() as inp:
        if stdin is not None:
            inp.write(stdin)
            inp.seek(0)
        start = time.perf_counter()
        env = child_env(bytecode, root)
        proc = subprocess.Popen(argv, stdin=inp, stdout=out, stderr=err, cwd=cwd or root, env=env)
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


def render_cmd(directory: Path, jobs: int | None = None) -> list[str]:
    cmd = [sys.executable, "-m", "kfgen.cli", "render", "--env", ENV_NAME]
    return [*cmd, "-j", str(jobs), str(directory)] if jobs else [*cmd, str(directory)]


def fn_cmd() -> list[str]:
    return [sys.executable, "-m", "kfgen.cli", "fn"]


def write_resource_list(directory: str, out: str) -> None:
    Path(out).write_bytes(kustomize_resource_list(Path(directory)))


def kustomize_resource_list(directory: Path) -> bytes:
    """The ResourceList kustomize v5 sends an exec transformer for these specs (its annotations, as captured
    from `kustomize build --enable-alpha-plugins --enable-exec`), the prod Environment as functionConfig."""
    import yaml

    items = []
    for index, path in enumerate(sorted(directory.glob("*.yaml"))):
        spec = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
        meta = spec["metadata"]
        meta["annotations"] = {
            "kustomize.config.k8s.io/id": f"group: kfgen.dev\nkind: TrainingSpec\nname: {meta['name']}\n"
            + (f"namespace: {meta['namespace']}\n" if "namespace" in meta else "")
            + "version: v1alpha1\n",
            "config.kubernetes.io/index": str(index),
            "internal.config.kubernetes.io/index": str(index),
            "internal.config.kubernetes.io/annotations-migration-resource-id": str(index),
            "internal.config.kubernetes.io/id": str(index + 1),
            "config.k8s.io/id": str(index + 1),
        }
        items.append(spec)
    environment = yaml.safe_load(ENV_FILE.read_text(encoding="utf-8"))
    resource_list = {"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": items}
    resource_list["functionConfig"] = environment
    return yaml.dump(resource_list, Dumper=yaml.CSafeDumper, sort_keys=False).encode()


# peers ------------------------------------------------------------------------------------------------


def tools_dir() -> Path:
    return Path(os.environ.get("KFGEN_TOOLS_BIN") or Path.home() / ".cache" / "kfgen-tools" / "bin")


def helms() -> list[tuple[str, str]]:
    """(label, path) of helm 3 and helm 4 from the tools cache (scripts/install-tools.sh helm)."""
    found = []
    for name in ("helm3", "helm4"):
        path = tools_dir() / name
        if not path.exists():
            raise SystemExit(f"bench: {path} is missing: run scripts/install-tools.sh helm (or --no-helm)")
        version = subprocess.run([str(path), "version", "--short"], capture_output=True, text=True, check=True)
        found.append((f"helm {version.stdout.strip()}", str(path)))
    return found


CHART = ROOT / "scripts" / "bench-chart"


def helm_cmd(helm: str, values: Path) -> list[str]:
    return [helm, "template", "peer", str(CHART), "-f", str(values)]


def write_values(rendered: bytes, path: Path) -> int:
    """The chart's values: the objects kfgen rendered, as a list, in kfgen's own writing (whose scalars mean the
    same to every reader: written again by a YAML 1.1 writer, `'09533'` would reach helm as a number)."""
    documents = [d for d in re.split(rb"^---\n", rendered, flags=re.MULTILINE) if d.strip()]
    with path.open("wb") as out:
        out.write(b"objects:\n")
        for document in documents:
            out.write(b"- " + document.rstrip(b"\n").replace(b"\n", b"\n  ") + b"\n")
    return len(documents)


def same_objects(kfgen_out: bytes, peer_out: bytes) -> bool:
    """Whether two YAML streams hold the same objects (helm sorts them by kind)."""
    import yaml

    def canonical(text: bytes) -> list[str]:
        docs = yaml.load_all(text, Loader=yaml.CSafeLoader)
        return sorted(json.dumps(d, sort_keys=True) for d in docs if d is not None)

    return canonical(kfgen_out) == canonical(peer_out)


# measuring ------------------------------------------------------------------------------------------


@dataclass
class Series:
    """The runs of one command."""

    label: str
    runs: list[Run] = field(default_factory=list)

    @property
    def seconds(self) -> float:
        return statistics.median(r.seconds for r in self.runs)

    @property
    def cpu(self) -> float:
        return statistics.median(r.cpu_seconds for r in self.runs)


def alternate(commands: list[tuple[str, list[str], bytes | None]], repeat: int, check: Any = None) -> dict[str, Series]:
    """Each command `repeat` times, round robin (after one warm-up each), so that load hits all alike. Only the
    last run of each keeps its output: this process stays small, and with it every child's ru_maxrss."""
    out = {label: Series(label) for label, _, _ in commands}
    for label, argv, stdin in commands:
        must_succeed(run_child(argv, stdin, keep_stdout=False), f"warm-up of {label}")
    for round_ in range(repeat):
        for label, argv, stdin in commands:
            run = run_child(argv, stdin)
            must_succeed(run, label)
            if check:
                check(label, run)
            if round_ < repeat - 1:
                run.stdout = b""
            out[label].runs.append(run)
    return out


def in_child(call: str, *args: str) -> None:
    """`call` (Python, with `bench` and `sys.argv[1:]` = `args`) in a child process. Linux counts a parent's peak
    RSS into the ru_maxrss of a child it starts, so the benchmark itself must stay small: what builds big
    inputs runs apart."""
    code = f"import sys; sys.path.insert(0, {str(ROOT / 'scripts')!r}); import bench; {call}"
    subprocess.run([sys.executable, "-c", code, *args], check=True, cwd=ROOT, env=child_env(True, ROOT))


def object_kinds(stdout: bytes, indent: str = "") -> dict[str, int]:
    """The kinds of a YAML stream's objects (of a ResourceList's items: `indent` two spaces)."""
    kinds: dict[str, int] = {}
    for kind in re.findall(rb"^" + indent.encode() + rb"kind: (\S+)", stdout, flags=re.MULTILINE):
        kinds[kind.decode()] = kinds.get(kind.decode(), 0) + 1
    return kinds


def check_render(specs: int) -> Any:
    def check(label: str, run: Run) -> None:
        if not label.startswith("kfgen"):
            return
        kinds = object_kinds(run.stdout, "  " if label == "kfgen fn" else "")
        # training jobs only: the Environment's tracking server brings a batch Job and a CronJob of its own
        jobs = sum(n for k, n in kinds.items() if k.endswith("Job") and k not in ("Job", "CronJob"))
        if jobs != specs or b"[error]" in run.stderr:
            raise SystemExit(f"bench: {label}: {jobs} jobs of {specs} specs\n{run.stderr.decode()[-3000:]}")

    return check


def tree_pss_kb(pid: int) -> int:
    """The proportional set size of a process and its descendants (shared pages counted once in all)."""
    total, pending = 0, [pid]
    while pending:
        current = pending.pop()
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{current}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1])
            for task in Path(f"/proc/{current}/task").iterdir():
                pending += [int(c) for c in (task / "children").read_text().split()]
    return total


@dataclass
class Scale:
    specs: int
    seconds: float
    cpu_seconds: float
    max_rss_mb: float  # the largest single process (os.wait4 of the child)
    peak_pss_mb: float  # kfgen and its workers together, sampled
    objects: int
    output_mb: float


def bench_scale(directory: Path, specs: int) -> Scale:
    """One render of `directory`, stdout to a file, the memory of the process tree sampled meanwhile."""
    import threading

    peak = [0]
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(render_cmd(directory), stdout=out, stderr=err, cwd=ROOT, env=child_env(True, ROOT))
        done = threading.Event()

        def sample() -> None:
            while not done.wait(0.02):
                peak[0] = max(peak[0], tree_pss_kb(proc.pid))

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        done.set()
        sampler.join()
        err.seek(0)
        stderr = err.read()
        if os.waitstatus_to_exitcode(status) != 0 or b"[error]" in stderr:
            raise SystemExit(f"bench: render of {specs} specs failed\n{stderr.decode()[-3000:]}")
        size = out.seek(0, os.SEEK_END)
        out.seek(0)
        objects = sum(line.startswith(b"kind: ") for line in out)
    return Scale(
        specs, elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, peak[0] / 1024, objects, size / 1e6
    )


# diff ------------------------------------------------------------------------------------------------


def dev_environment(prod: str) -> str:
    """prod's Environment as `dev`: another name, namespace and defaults, every team namespace still allowed (the
    repository's dev refuses most generated specs)."""
    text = prod.replace("  name: prod\n", "  name: dev\n", 1).replace("ml-prod", "ml-dev")
    text = text.replace("environment: prod}", "environment: dev}")
    return text.replace('resources: {cpu: "8", memory: 32Gi}', 'resources: {cpu: "2", memory: 8Gi}', 1)


def diff_platform(directory: Path) -> Path:
    """A directory to run in: overlays/prod (the repository's) and overlays/dev made from it."""
    prod = ENV_FILE.read_text(encoding="utf-8")
    for name, text in (("prod", prod), ("dev", dev_environment(prod))):
        (directory / "overlays" / name).mkdir(parents=True)
        (directory / "overlays" / name / "environment.yaml").write_text(text, encoding="utf-8")
    return directory


def diff_cmds(directory: Path) -> list[tuple[str, list[str], int]]:
    """The diff and the two renders it compares, each with its exit code (diff's 1: a difference)."""
    kfgen = [sys.executable, "-m", "kfgen.cli"]
    return [
        ("kfgen diff", [*kfgen, "diff", "--env", "dev", "--env", "prod", str(directory)], 1),
        ("kfgen render --env dev", [*kfgen, "render", "--env", "dev", str(directory)], 0),
        ("kfgen render --env prod", [*kfgen, "render", "--env", "prod", str(directory)], 0),
    ]


@dataclass
class DiffRuns:
    specs: int
    series: dict[str, Series]

    @property
    def diff(self) -> Series:
        return self.series["kfgen diff"]

    @property
    def renders(self) -> float:
        return self.series["kfgen render --env dev"].seconds + self.series["kfgen render --env prod"].seconds


def measure_diff(directory: Path, platform_dir: Path, specs: int, repeat: int, warm: bool) -> DiffRuns:
    """The diff and the two renders, round robin (after a warm-up each where `warm`), in `platform_dir`."""
    commands = diff_cmds(directory)
    series = {label: Series(label) for label, _, _ in commands}
    for round_ in range(repeat + warm):
        for label, argv, code in commands:
            run = run_child(argv, keep_stdout=False, cwd=platform_dir)
            if run.code != code or b"[error]" in run.stderr:
                sys.stderr.write(run.stderr.decode(errors="replace")[-3000:])
                raise SystemExit(f"bench: {label} of {specs} specs exited with {run.code} (expected {code})")
            if round_ >= warm:
                series[label].runs.append(run)
    return DiffRuns(specs, series)


def diff_rows(small: DiffRuns, big: DiffRuns | None, full: bool, full_scale: bool) -> list[Row]:
    ratio = small.diff.seconds / small.renders
    rows: list[Row] = [
        (
            f"`diff --env dev --env prod` of {small.specs:,} specs (median wall of {len(small.diff.runs)}) vs "
            "`render --env dev` + `render --env prod`",
            f"{small.diff.seconds:.3f} s; peak RSS {max(r.max_rss_mb for r in small.diff.runs):.0f} MB",
            f"{small.renders:.3f} s",
            f"≤ {TARGET_DIFF_RATIO}x",
            f"{ratio:.2f}x {verdict(ratio, TARGET_DIFF_RATIO, full)}",
        )
    ]
    if big:
        growth = big.diff.seconds / small.diff.seconds
        rows.append(
            (
                f"diff {small.specs:,} → {big.specs:,} specs: wall (peer: the two renders')",
                f"{small.diff.seconds:.1f} s → {big.diff.seconds:.1f} s "
                f"(CPU {small.diff.cpu:.1f} → {big.diff.cpu:.1f} s)",
                f"{small.renders:.1f} s → {big.renders:.1f} s ({big.renders / small.renders:.2f}x)",
                f"≤ {TARGET_DIFF_SCALE}x",
                f"{growth:.2f}x {verdict(growth, TARGET_DIFF_SCALE, full_scale)}",
            )
        )
    return rows


def bench_diff(small_dir: Path, big_dir: Path | None, big_specs: int, specs: int, repeat: int, tmp: Path) -> Any:
    platform_dir = diff_platform(tmp / "diff-platform")
    small = measure_diff(small_dir, platform_dir, specs, repeat, warm=True)
    big = measure_diff(big_dir, platform_dir, big_specs, 1, warm=False) if big_dir else None
    return small, big


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
class Checks:
    render_s: float  # in process, one core: parse + transform + write
    transform_s: float
    without_s: float  # transform without the policy, Pod Security and secret checks

    @property
    def share(self) -> float:
        return (self.transform_s - self.without_s) / self.render_s


def bench_checks(directory: Path, repeat: int) -> Checks:
    """CPU time in this process (the best of `repeat`): the render's parts, and transform without the checks."""
    sys.path.insert(0, str(ROOT))
    from kfgen import core, features
    from kfgen.checks import credentials, security
    from kfgen.features import policy
    from kfgen.io import files, yamlio

    environment = files.environments(files.load([str(ENV_FILE)]).items)[ENV_NAME]

    def best(step: Any) -> float:
        times = []
        for _ in range(repeat):
            credentials.secret_in_value.cache_clear()  # a render judges each string once: so does each run here
            credentials.is_credential_name.cache_clear()
            start = time.process_time()
            step()
            times.append(time.process_time() - start)
        return min(times)

    loaded = files.load([str(directory)])
    expansion = core.transform(loaded.items, environment, keep_environments=False)
    if loaded.results or not expansion.ok:
        raise SystemExit(f"bench: in-process expansion failed: {[str(r) for r in expansion.results][:5]}")
    parse = best(lambda: files.load([str(directory)]))
    transform = best(lambda: core.transform(loaded.items, environment, keep_environments=False))
    dump = best(lambda: yamlio.dump_all(expansion.objects))
    checks = (policy.FEATURE, next(f for f in features.FEATURES if f.name == "credentials"))
    saved = features.FEATURES, security.check_template
    features.FEATURES = tuple(f for f in features.FEATURES if f not in checks)
    security.check_template = lambda *_: []
    try:
        without = best(lambda: core.transform(loaded.items, environment, keep_environments=False))
    finally:
        features.FEATURES, security.check_template = saved
    return Checks(parse + transform + dump, transform, without)


def bench_controller(specs: int) -> tuple[str, dict[str, Any]]:
    """scripts/bench_controller.py against a real API server: its table and its figures."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "controller.json"
        argv = [sys.executable, str(ROOT / "scripts" / "bench_controller.py"), "--specs", str(specs)]
        run = subprocess.run([*argv, "--no-baseline", "--json", str(out)], capture_output=True, text=True, cwd=ROOT)
        if run.returncode != 0:
            raise SystemExit(f"bench: the controller benchmark failed\n{run.stderr[-3000:]}")
        return run.stdout, json.loads(out.read_text())


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


def verdict(value: float, target: float, applies: bool = True) -> str:
    if not applies:
        return "n/a"
    return "PASS" if value <= target else "MISS"


@dataclass
class Figures:
    specs: int
    series: dict[str, Series]
    helm_labels: list[str]
    objects: int
    output_mb: float
    cold: list[ColdStart]
    baseline: list[ColdStart]
    big: Scale | None
    huge: Scale | None
    checks: Checks
    diff: tuple[DiffRuns, DiffRuns | None] | None = None


Row = tuple[str, str, str, str, str]


def render_rows(f: Figures, full: bool) -> list[Row]:
    n = f"{f.specs:,}"
    render, one, fn = f.series["kfgen render"], f.series["kfgen render -j 1"], f.series["kfgen fn"]
    rows: list[Row] = []
    for label in f.helm_labels:
        helm = f.series[label]
        ratio = render.seconds / helm.seconds
        rows.append(
            (
                f"render {n} specs (median wall of {len(render.runs)}) vs `{label} template` of the same objects",
                f"{render.seconds:.3f} s",
                f"{helm.seconds:.3f} s",
                f"≤ {TARGET_HELM_RATIO}x",
                f"{ratio:.2f}x {verdict(ratio, TARGET_HELM_RATIO, full)}",
            )
        )
    rows += [
        (
            f"render {n} specs, one core (`-j 1`)",
            f"{one.seconds:.3f} s",
            f"{f.series[f.helm_labels[-1]].seconds:.3f} s",
            "",
            f"{one.seconds / f.series[f.helm_labels[-1]].seconds:.2f}x",
        ),
        (
            f"render {n} specs: CPU (user + sys, workers included), median",
            f"{render.cpu:.3f} s (`-j 1` {one.cpu:.3f} s)",
            " / ".join(f"{f.series[h].cpu:.3f} s" for h in f.helm_labels),
            "",
            "",
        ),
        (
            f"render {n} specs: output",
            f"{f.objects:,} objects, {f.output_mb:.1f} MB; peak RSS {max(r.max_rss_mb for r in render.runs):.0f} MB",
            " / ".join(f"{max(r.max_rss_mb for r in f.series[h].runs):.0f} MB" for h in f.helm_labels),
            "",
            "",
        ),
        (
            f"`kfgen fn` on kustomize's ResourceList of the {n} specs vs render",
            f"{fn.seconds:.3f} s",
            f"{render.seconds:.3f} s",
            f"≤ {TARGET_FN_RATIO}x",
            f"{fn.seconds / render.seconds:.2f}x {verdict(fn.seconds / render.seconds, TARGET_FN_RATIO, full)}",
        ),
    ]
    return rows


def other_rows(f: Figures, full_scale: bool) -> list[Row]:
    rows: list[Row] = []
    for c in f.cold:
        target = c.label.startswith("`bin/kfgen-fn`")
        rows.append(
            (
                f"cold start, one spec: {c.label}, median / p90 of {len(c.runs_ms)}",
                f"{c.median:.0f} / {c.p90:.0f} ms",
                "",
                f"≤ {TARGET_FN_MS:.0f} ms" if target else "",
                verdict(c.median, TARGET_FN_MS) if target else "",
            )
        )
    for c in f.baseline:
        rows.append((f"reference: {c.label}, median / p90", f"{c.median:.0f} / {c.p90:.0f} ms", "", "", ""))
    if f.big and f.huge:
        growth = f.huge.seconds / f.big.seconds
        rows += [
            (
                f"render {f.big.specs:,} → {f.huge.specs:,} specs: wall",
                f"{f.big.seconds:.1f} s → {f.huge.seconds:.1f} s "
                f"(CPU {f.big.cpu_seconds:.1f} → {f.huge.cpu_seconds:.1f} s)",
                "",
                f"≤ {TARGET_SCALE}x",
                f"{growth:.2f}x {verdict(growth, TARGET_SCALE, full_scale)}",
            ),
            (
                f"render {f.huge.specs:,} specs: peak memory, kfgen and its workers (summed PSS)",
                f"{f.huge.peak_pss_mb:.0f} MB (largest process RSS {f.huge.max_rss_mb:.0f} MB)",
                "",
                f"≤ {TARGET_HUGE_MB:.0f} MB",
                verdict(max(f.huge.peak_pss_mb, f.huge.max_rss_mb), TARGET_HUGE_MB, full_scale),
            ),
            (
                f"render {f.big.specs:,} specs: peak memory (summed PSS / largest RSS), output",
                f"{f.big.peak_pss_mb:.0f} / {f.big.max_rss_mb:.0f} MB; "
                f"{f.big.objects:,} objects, {f.big.output_mb:.0f} MB",
                "",
                "",
                "",
            ),
        ]
    share = f.checks.share
    rows.append(
        (
            f"policy, Pod Security and secret checks, {f.specs:,} specs (in-process CPU)",
            f"{(f.checks.transform_s - f.checks.without_s) * 1000:.0f} ms "
            f"of a {f.checks.render_s * 1000:.0f} ms render",
            "",
            f"≤ {TARGET_CHECKS:.0%}",
            f"{share:.1%} {verdict(share, TARGET_CHECKS)}",
        )
    )
    return rows


def report(args: argparse.Namespace, facts: dict[str, Any], f: Figures) -> dict[str, Any]:
    full = f.specs == SPECS
    full_scale = bool(f.big and f.huge and f.big.specs == BIG_SPECS and f.huge.specs == HUGE_SPECS)
    rows = render_rows(f, full) + other_rows(f, full_scale)
    if f.diff:
        rows += diff_rows(*f.diff, full, bool(f.diff[1] and f.diff[1].specs == BIG_SPECS))
    heading(args, facts)
    table(rows)
    kinds = object_kinds(f.series["kfgen render"].runs[-1].stdout)
    shown = ", ".join(f"{k} {v:,}" for k, v in sorted(kinds.items(), key=lambda kv: -kv[1]))
    print(f"\nObjects of the {f.specs:,}-spec render (the same in helm's output): {shown}.")
    print(
        "\nPeer: `helm template peer scripts/bench-chart -f VALUES`, VALUES the "
        f"{f.objects:,} objects of kfgen's render as a list, which the chart writes with `toYaml`: the same "
        "objects (checked). Runs alternate; wall times are medians after one warm-up each; CPU and peak RSS "
        "are the child's rusage (os.wait4)."
    )
    return {
        "machine": facts,
        "command": reproduce(args),
        "rows": [dict(zip(("measure", "kfgen", "peer", "target", "result"), row, strict=True)) for row in rows],
        "series": {
            k: {"wall_s": [r.seconds for r in v.runs], "cpu_s": [r.cpu_seconds for r in v.runs]}
            for k, v in f.series.items()
        },
        "cold_start": [
            {"command": c.label, "median_ms": c.median, "p90_ms": c.p90, "runs_ms": c.runs_ms} for c in f.cold
        ],
        "reference_start": [{"command": c.label, "median_ms": c.median, "p90_ms": c.p90} for c in f.baseline],
        "scale": [vars(s) for s in (f.big, f.huge) if s],
        "checks": {**vars(f.checks), "share": f.checks.share},
    }


def heading(args: argparse.Namespace, facts: dict[str, Any]) -> None:
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


def table(rows: list[Row]) -> None:
    print("| Measure | kfgen | Peer | Target | Result |")
    print("|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


def reproduce(args: argparse.Namespace) -> str:
    parts = ["python scripts/bench.py"]
    for flag in ("quick", "profile", "no_controller", "diff_only"):
        if getattr(args, flag):
            parts.append("--" + flag.replace("_", "-"))
    for option in ("specs", "big", "huge", "controller_specs"):
        if getattr(args, option) is not None:
            parts.append(f"--{option.replace('_', '-')} {getattr(args, option)}")
    return " ".join(parts)


def measure_cold(stdin: bytes, runs: int, tmp: Path) -> tuple[list[ColdStart], list[ColdStart]]:
    python_fn = fn_cmd()
    cold = [bench_cold("`bin/kfgen-fn` (what kustomize execs)", [str(ROOT / "bin" / "kfgen-fn")], stdin, runs)]
    cold.append(bench_cold("`python -m kfgen.cli fn`", python_fn, stdin, runs))
    console = shutil.which("kfgen", path=child_env(True, ROOT)["PATH"])
    if console:
        cold.append(bench_cold("`kfgen fn`", [console, "fn"], stdin, runs))
    source = pristine_copy(tmp)
    label = f"`python -m kfgen.cli fn`, {cache_label(False)}"
    cold.append(bench_cold(label, python_fn, stdin, runs, bytecode=False, root=source))
    baseline = [
        bench_cold("`python -c pass`", [sys.executable, "-c", "pass"], b"", runs, check=False),
        bench_cold(
            "`python -S -c pass` (no site, no .pth files)", [sys.executable, "-S", "-c", "pass"], b"", runs, check=False
        ),
        bench_cold("`python -c 'import yaml'`", [sys.executable, "-c", "import yaml"], b"", runs, check=False),
    ]
    return cold, baseline


def measure_render(
    directory: Path, specs: int, repeat: int, tmp: Path
) -> tuple[dict[str, Series], list[str], int, float]:
    rendered_file, values, resource_list = tmp / "rendered.yaml", tmp / "values.yaml", tmp / "resource-list.yaml"
    first = run_child(render_cmd(directory))
    must_succeed(first, f"render of {specs} specs")
    rendered_file.write_bytes(first.stdout)
    del first
    in_child(
        "bench.write_values(bench.Path(sys.argv[1]).read_bytes(), bench.Path(sys.argv[2]))",
        str(rendered_file),
        str(values),
    )
    in_child("bench.write_resource_list(*sys.argv[1:])", str(directory), str(resource_list))
    objects = len(re.findall(rb"^- ", values.read_bytes(), flags=re.MULTILINE))
    peers = helms()
    commands: list[tuple[str, list[str], bytes | None]] = [
        ("kfgen render", render_cmd(directory), None),
        ("kfgen render -j 1", render_cmd(directory, 1), None),
        *((label, helm_cmd(path, values), None) for label, path in peers),
        ("kfgen fn", fn_cmd(), resource_list.read_bytes()),
    ]
    series = alternate(commands, repeat, check_render(specs))
    rendered = series["kfgen render"].runs[-1].stdout
    for label, _ in peers:
        if not same_objects(rendered, series[label].runs[-1].stdout):
            raise SystemExit(f"bench: {label} template did not write the objects kfgen rendered")
    if series["kfgen render -j 1"].runs[-1].stdout != rendered:
        raise SystemExit("bench: kfgen render -j 1 wrote other bytes than kfgen render")
    return series, [label for label, _ in peers], objects, len(rendered) / 1e6


def main(argv: list[str] | None = None) -> int:
    global PYCACHE
    parser = argparse.ArgumentParser(description="Benchmark kfgen beside its peers; print a Markdown table.")
    parser.add_argument(
        "--specs", type=int, help=f"specs of the render and fn comparisons (default {SPECS:,}; --quick 100)"
    )
    parser.add_argument("--big", type=int, help=f"specs of the first scale run (default {BIG_SPECS:,}; --quick 1,000)")
    parser.add_argument(
        "--huge", type=int, help=f"specs of the second, 10x (default {HUGE_SPECS:,}; --quick 10,000; 0: none)"
    )
    parser.add_argument("--quick", action="store_true", help="smaller numbers, for a smoke run")
    parser.add_argument("--repeat", type=int, help="timed runs of each command (default 5; --quick 1)")
    parser.add_argument("--fn-runs", type=int, default=21, help="cold starts per command (at least 15; default 21)")
    parser.add_argument("--no-controller", action="store_true", help="leave out the controller (a real API server)")
    parser.add_argument(
        "--controller-specs", type=int, help=f"specs of the controller run (default {CONTROLLER_SPECS:,})"
    )
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--profile", action="store_true", help="also print import times and cProfile tables")
    parser.add_argument("--top", type=int, default=25, help="rows of each profile table (default 25)")
    parser.add_argument(
        "--diff-only", action="store_true", help="only `kfgen diff` beside two renders, at --specs and --big"
    )
    parser.add_argument(
        "--growth", action="store_true", help="only the lines of Python run at N, 2N and 4N specs (scripts/growth.py)"
    )
    parser.add_argument("--sizes", help="only scripts/sizes.py's table at these sizes (e.g. 300,1000,10000)")
    args = parser.parse_args(argv)
    if args.sizes:
        return measure_sizes([int(n) for n in args.sizes.split(",")], args.repeat or 3)
    if args.growth:
        import growth

        return growth.main([])
    specs = args.specs or (100 if args.quick else SPECS)
    big_specs = args.big or (1000 if args.quick else BIG_SPECS)
    huge_specs = args.huge if args.huge is not None else (10_000 if args.quick else HUGE_SPECS)
    repeat = args.repeat or (1 if args.quick else 5)
    fn_runs = max(15, args.fn_runs)
    if args.diff_only:
        return diff_only(args, specs, big_specs, repeat)

    facts = machine()
    with tempfile.TemporaryDirectory(prefix="kfgen-bench-") as tmp:
        PYCACHE = Path(tmp) / "pycache"
        small_dir, big_dir, huge_dir = (Path(tmp) / f"specs-{n}" for n in (specs, big_specs, huge_specs))
        note(f"generating {specs:,}, {big_specs:,} and {huge_specs:,} specs (seed {SEED}) in {tmp}")
        for directory, count in ((small_dir, specs), (big_dir, big_specs), (huge_dir, huge_specs)):
            if count:
                in_child("bench.write_specs(bench.Path(sys.argv[1]), int(sys.argv[2]))", str(directory), str(count))
        note(f"render {specs:,} specs, kfgen fn and helm template, {repeat + 1} times each")
        series, helm_labels, objects, output_mb = measure_render(small_dir, specs, repeat, Path(tmp))
        note("cold starts")
        cold, baseline = measure_cold(resource_list_text().encode(), fn_runs, Path(tmp))
        note(f"render {big_specs:,} and {huge_specs:,} specs")
        big = bench_scale(big_dir, big_specs) if big_specs else None
        huge = bench_scale(huge_dir, huge_specs) if huge_specs else None
        note("checks, in process")
        checks = bench_checks(small_dir, 3)
        note(f"diff of {specs:,} and {big_specs:,} specs beside two renders")
        diff = bench_diff(small_dir, big_dir if big_specs else None, big_specs, specs, repeat, Path(tmp))
        figures = Figures(specs, series, helm_labels, objects, output_mb, cold, baseline, big, huge, checks, diff)
        out = report(args, facts, figures)
        if not args.no_controller:
            count = args.controller_specs or (1000 if args.quick else CONTROLLER_SPECS)
            note(f"the controller, {count:,} specs (minutes)")
            table, out["controller"] = bench_controller(count)
            print(f"\n## Controller ({count:,} specs, scripts/bench_controller.py)\n")
            print(table.strip())
        if args.profile:
            note("profiles")
            profile(small_dir, resource_list_text().encode(), args.top, pristine_copy(Path(tmp) / "profile"))
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
    return 0


def measure_sizes(sizes: list[int], repeat: int) -> int:
    global PYCACHE
    import sizes as by_size

    with tempfile.TemporaryDirectory(prefix="kfgen-bench-") as tmp:
        PYCACHE = Path(tmp) / "pycache"
        return by_size.main(sizes, repeat, Path(tmp))


def diff_only(args: argparse.Namespace, specs: int, big_specs: int, repeat: int) -> int:
    """`--diff-only`: the diff rows alone (the rest of the benchmark takes long)."""
    global PYCACHE
    facts = machine()
    with tempfile.TemporaryDirectory(prefix="kfgen-bench-") as tmp:
        PYCACHE = Path(tmp) / "pycache"
        small_dir, big_dir = Path(tmp) / f"specs-{specs}", Path(tmp) / f"specs-{big_specs}"
        note(f"generating {specs:,} and {big_specs:,} specs (seed {SEED}); diff beside two renders")
        for directory, count in ((small_dir, specs), (big_dir, big_specs)):
            if count:
                in_child("bench.write_specs(bench.Path(sys.argv[1]), int(sys.argv[2]))", str(directory), str(count))
        small, big = bench_diff(small_dir, big_dir if big_specs else None, big_specs, specs, repeat, Path(tmp))
    heading(args, facts)
    table(diff_rows(small, big, specs == SPECS, big_specs == BIG_SPECS))
    if args.json:
        rows = diff_rows(small, big, specs == SPECS, big_specs == BIG_SPECS)
        body = {"machine": facts, "command": reproduce(args), "rows": [list(row) for row in rows]}
        Path(args.json).write_text(json.dumps(body, indent=2) + "\n", encoding="utf-8")
    return 0


def note(message: str) -> None:
    print(f"bench: {message}", file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
