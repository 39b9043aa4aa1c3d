"""The MLflow tracking server kfgen renders, run for real: MLflow 3.17.2 from the pins of
images/mlflow-server/requirements.txt (scripts/install-tools.sh mlflow), with PostgreSQL and moto's S3 for prod.

Each rendered container (the server, its db upgrade, the gc CronJob, a training container) runs as the
kubelet would run it (tests/harness/mlflow_harness.py): its own command, args and env, only addresses, paths and
secret values substituted. A training client reaches the server by the Service name of its
MLFLOW_TRACKING_URI, so the Host header the server checks against --allowed-hosts is the Service's.
A missing tool fails (never skips).
"""

from __future__ import annotations

import json
import re
import secrets as random_secrets
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import mlflow_harness as h
import pytest
import yaml
from conftest import run_kfgen

Obj = dict[str, Any]
POD_IP_HOST = "10.244.1.7:5000"  # how a kubelet probe or Prometheus addresses a pod
SEARCH = "/api/2.0/mlflow/experiments/search?max_results=1"

CLIENT = """
import json, os, tempfile, time
import mlflow

mlflow.set_system_metrics_sampling_interval(1)
with mlflow.start_run() as run:
    mlflow.log_params({"lr": 0.1, "epochs": 3})
    for step in range(3):
        mlflow.log_metric("loss", 1.0 / (step + 1), step=step)
    path = os.path.join(tempfile.mkdtemp(), "model.txt")
    with open(path, "w") as f:
        f.write("weights of " + run.info.run_id)
    mlflow.log_artifact(path)
    time.sleep(2.5)  # a system metrics sample or two
got = mlflow.get_run(run.info.run_id)
experiment = mlflow.get_experiment(got.info.experiment_id)
print(json.dumps({
    "run_id": got.info.run_id,
    "experiment_id": got.info.experiment_id,
    "experiment": experiment.name,
    "artifact_uri": got.info.artifact_uri,
    "params": got.data.params,
    "metrics": sorted(got.data.metrics),
    "tags": got.data.tags,
    "artifacts": [a.path for a in mlflow.artifacts.list_artifacts(run_id=got.info.run_id)],
}))
"""


def render(env: str, example: str) -> list[Obj]:
    out = run_kfgen("render", "--env", env, f"examples/{example}")
    assert out.returncode == 0, out.stderr
    return [d for d in yaml.safe_load_all(out.stdout) if d]


def pick(objects: list[Obj], kind: str, name: str) -> Obj:
    """The object of `kind` named `name` (a name ending in '-' picks by prefix: the upgrade Job's hash)."""
    found = [
        o
        for o in objects
        if o["kind"] == kind
        and (o["metadata"]["name"].startswith(name) if name.endswith("-") else o["metadata"]["name"] == name)
    ]
    assert len(found) == 1, f"{kind} {name}: {len(found)} rendered"
    return found[0]


def training_container(objects: list[Obj]) -> Obj:
    """The first container of the first replica of the rendered training job."""
    job = next(o for o in objects if o["kind"].endswith("Job") and o["kind"] not in ("Job", "CronJob"))
    replicas = next(v for k, v in job["spec"].items() if k.endswith("ReplicaSpecs"))
    return dict(next(iter(replicas.values()))["template"]["spec"]["containers"][0])


def service_hosts(service: Obj) -> list[str]:
    """Every name a pod may use for the Service, with and without its port."""
    name, namespace = service["metadata"]["name"], service["metadata"]["namespace"]
    port = service["spec"]["ports"][0]["port"]
    names = [name, f"{name}.{namespace}", f"{name}.{namespace}.svc", f"{name}.{namespace}.svc.cluster.local"]
    return [host for n in names for host in (n, f"{n}:{port}")]


def tracking_host(container: Obj) -> str:
    uri = str(next(e["value"] for e in container["env"] if e["name"] == "MLFLOW_TRACKING_URI"))
    return urlsplit(uri).netloc


def secret_ref(container: Obj, env_name: str) -> tuple[str, str]:
    ref = next(e for e in container["env"] if e["name"] == env_name)["valueFrom"]["secretKeyRef"]
    return ref["name"], ref["key"]


def run_client(container: Obj, port: int, secrets: h.Secrets, workdir: Path) -> Obj:
    result = h.client_run(container, CLIENT, port, secrets=secrets, workdir=workdir)
    assert result.returncode == 0, f"training client failed:\n{result.stderr[-4000:]}"
    return dict(json.loads(result.stdout.strip().splitlines()[-1]))


def assert_run_as_rendered(run: Obj, container: Obj) -> None:
    env = {e["name"]: e.get("value") for e in container["env"]}
    assert run["experiment"] == env["MLFLOW_EXPERIMENT_NAME"]
    assert run["params"] == {"lr": "0.1", "epochs": "3"}
    assert "loss" in run["metrics"]
    for key, value in json.loads(env["MLFLOW_RUN_CONTEXT"]).items():
        assert run["tags"].get(key) == value, f"tag {key} of MLFLOW_RUN_CONTEXT"
    # system metrics are opt-in (tests/mlflow/test_mlflow_system_metrics.py); MLFLOW_SYSTEM_METRICS_NODE_ID names them
    system = [m for m in run["metrics"] if m.startswith("system/")]
    if "MLFLOW_ENABLE_SYSTEM_METRICS_LOGGING" in env:
        assert system and all(m.startswith("system/train-worker-0/") for m in system), run["metrics"]
    else:
        assert system == [], system
    assert run["artifacts"] == ["model.txt"]
    assert run["artifact_uri"].startswith("mlflow-artifacts:/"), "artifacts go through the server's proxy"


# --- dev: sqlite and artifacts on the volume, no auth -------------------------------------------------------


@dataclass
class Dev:
    objects: list[Obj]
    deployment: Obj
    service: Obj
    server: h.Server
    workdir: Path
    upgrade: str = ""


@pytest.fixture(scope="module")
def dev(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Dev]:
    objects = render("dev", "pytorch-cpu-dev.yaml")
    deployment = pick(objects, "Deployment", "mlflow")
    service = pick(objects, "Service", "mlflow")
    workdir = tmp_path_factory.mktemp("mlflow-dev")
    # the pod as the kubelet starts it: the init container on the empty volume, then the server
    init = h.db_upgrade(deployment, {}, workdir, container_name="db-upgrade", services=[service])
    assert init.returncode == 0, f"db-upgrade init container failed:\n{init.stderr[-3000:]}"
    with h.start_server(deployment, {}, workdir, services=[service]) as server:
        yield Dev(objects, deployment, service, server, workdir, init.stderr)


def test_dev_server_answers_every_service_name(dev: Dev) -> None:
    for host in [*service_hosts(dev.service), POD_IP_HOST]:
        status, body = h.http_get(dev.server.base_url + SEARCH, host=host)
        assert status == 200, f"Host {host}: {status} {body[:200]}"


def test_dev_server_refuses_a_foreign_host(dev: Dev) -> None:
    status, body = h.http_get(dev.server.base_url + SEARCH, host="evil.example.com")
    assert status == 403, body
    assert "DNS rebinding" in body
    # the probes' path is exempt
    assert h.http_get(dev.server.base_url + "/health", host="evil.example.com")[0] == 200


def test_dev_server_starts_under_the_kubelet_service_links(dev: Dev) -> None:
    """A Service named mlflow makes the kubelet set MLFLOW_PORT=tcp://…, which is also `mlflow server
    --port`'s env var: the server runs only because the port is given on the command line (or links are off)."""
    links_off = h.pod_spec(dev.deployment).get("enableServiceLinks") is False
    assert links_off or dev.server.prepared.env["MLFLOW_PORT"].startswith("tcp://")
    assert h.option_value(h.find_container(dev.deployment, "mlflow")["args"], "--port") is not None


def test_dev_training_client_logs_a_run_with_an_artifact_on_the_volume(dev: Dev) -> None:
    container = training_container(dev.objects)
    assert tracking_host(container) in service_hosts(dev.service)
    run = run_client(container, dev.server.port, {}, dev.workdir)
    assert_run_as_rendered(run, container)
    destination = h.option_value(h.find_container(dev.deployment, "mlflow")["args"], "--artifacts-destination")
    assert destination and destination.startswith("/"), destination
    stored = dev.server.prepared.sandbox.host_path(destination) / run["experiment_id"] / run["run_id"]
    artifact = stored / "artifacts" / "model.txt"
    assert artifact.read_text() == "weights of " + run["run_id"]


def test_dev_metrics_serve_prometheus_text(dev: Dev) -> None:
    h.http_get(dev.server.base_url + SEARCH, host=service_hosts(dev.service)[-1])
    status, body = h.http_get(dev.server.base_url + "/metrics", host=POD_IP_HOST)
    assert status == 200, body[:300]
    assert re.search(r"^mlflow_http_request_total\{.*\} \d", body, re.MULTILINE), body[:1000]


# --- db upgrade: a fresh database and one at an older schema ----------------------------------------------


def test_db_upgrade_creates_a_fresh_database_at_head(dev: Dev) -> None:
    url = h.prepare(dev.deployment, "db-upgrade", {}, dev.workdir).argv[-1]
    assert "Creating initial MLflow database tables" in dev.upgrade
    assert h.schema_version(url) == h.head_schema_version()


def test_db_upgrade_brings_an_older_sqlite_schema_to_head(dev: Dev, tmp_path: Path) -> None:
    url = h.prepare(dev.deployment, "db-upgrade", {}, tmp_path).argv[-1]
    assert url.startswith("sqlite:///"), url
    assert h.make_older_schema(url) != h.head_schema_version()
    result = h.db_upgrade(dev.deployment, {}, tmp_path, container_name="db-upgrade")
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Updating database tables" in result.stderr
    assert h.schema_version(url) == h.head_schema_version()


def test_server_migrates_an_older_schema_that_lacks_a_table_itself(dev: Dev, tmp_path: Path) -> None:
    """MLflow 3.17.2's newest migrations add tables: `mlflow server` finds one of its ORM's tables missing in
    any older database and runs every migration itself at startup (SqlAlchemyStore.__init__: not
    _all_tables_exist -> _initialize_tables -> alembic upgrade heads), under a file lock in its own /tmp only.
    It refuses an out-of-date schema (_verify_schema) only when no pending migration adds a table. So the
    upgrade ahead of the Deployment is what keeps replicas from migrating one database concurrently; nothing
    in the server makes them wait for it."""
    url = h.prepare(dev.deployment, "db-upgrade", {}, tmp_path).argv[-1]
    assert h.make_older_schema(url) != h.head_schema_version()
    with h.server_process(dev.deployment, {}, tmp_path) as (base_url, _):
        assert h.http_get(base_url + SEARCH)[0] == 200
    assert h.schema_version(url) == h.head_schema_version()


# --- prod: PostgreSQL, S3 (moto), basic-auth --------------------------------------------------------------


@dataclass
class Prod:
    objects: list[Obj]
    deployment: Obj
    service: Obj
    secrets: dict[tuple[str, str], str]
    addresses: dict[str, str]
    s3: str
    bucket: str
    prefix: str
    database_url: str  # the backend store, reachable from here
    server: h.Server
    workdir: Path
    admin: tuple[str, str] = ("", "")
    facts: dict[str, str] = field(default_factory=dict)


def password() -> str:
    return random_secrets.token_urlsafe(18)


def prod_secrets(objects: list[Obj]) -> dict[tuple[str, str], str]:
    """A value for every secretKeyRef of the rendered objects (what the platform's Secrets hold)."""
    refs: set[tuple[str, str]] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if "secretKeyRef" in node:
                refs.add((node["secretKeyRef"]["name"], node["secretKeyRef"]["key"]))
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(objects)
    values = {ref: password() for ref in refs}
    for ref in refs:
        if ref[1] == "username":
            values[ref] = f"{ref[0]}-user"
    return values


@pytest.fixture(scope="module")
def prod(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Prod]:
    objects = render("prod", "pytorch-resnet50.yaml")
    deployment = pick(objects, "Deployment", "mlflow")
    service = pick(objects, "Service", "mlflow")
    upgrade_job = pick(objects, "Job", "mlflow-db-upgrade-")
    server = h.find_container(deployment, "mlflow")
    backend = urlsplit(
        h.option_value(server["args"], "--backend-store-uri")
        or next(e for e in server["env"] if e["name"] == "MLFLOW_BACKEND_STORE_URI").get("value", "")
    )
    assert backend.scheme.startswith("postgresql") and backend.hostname and backend.username, backend
    destination = urlsplit(h.option_value(server["args"], "--artifacts-destination") or "")
    assert destination.scheme == "s3", destination
    secrets = prod_secrets(objects)
    db_password = secrets[secret_ref(server, "PGPASSWORD")]
    auth_password = password()
    roles = {backend.username: db_password, "mlflow_auth": auth_password}
    database = backend.path.lstrip("/")
    workdir = tmp_path_factory.mktemp("mlflow-prod")
    with (
        h.moto_server() as s3,
        h.postgres_server(roles, {database: backend.username, "mlflow_auth": "mlflow_auth"}) as pg,
    ):
        h.s3_create_bucket(s3, destination.netloc)
        addresses = {backend.netloc.split("@")[-1]: pg}
        # the auth Secret's basic_auth.ini: its own database, shared by every replica
        auth_ini = (
            "[mlflow]\ndefault_permission = READ\n"
            f"database_uri = postgresql://mlflow_auth:{auth_password}@{backend.netloc.split('@')[-1]}/mlflow_auth\n"
        )
        auth_volume = next(v for v in h.pod_spec(deployment)["volumes"] if "secret" in v)
        secrets[(auth_volume["secret"]["secretName"], auth_volume["secret"]["items"][0]["key"])] = auth_ini
        database_url = f"postgresql://{backend.username}:{db_password}@{pg}/{database}"
        facts: dict[str, str] = {"head": h.head_schema_version()}
        # a database at an older schema, brought to head by the rendered upgrade Job
        facts["before"] = h.make_older_schema(database_url)
        job = h.db_upgrade(upgrade_job, secrets, workdir, addresses=addresses)
        facts["upgrade_rc"], facts["upgrade_log"] = str(job.returncode), job.stderr[-3000:]
        facts["after"] = h.schema_version(database_url)
        with h.start_server(
            deployment, secrets, workdir, s3_endpoint=s3, addresses=addresses, services=[service], timeout=90
        ) as running:
            admin = (
                secrets[secret_ref(server, "MLFLOW_AUTH_ADMIN_USERNAME")],
                secrets[secret_ref(server, "MLFLOW_AUTH_ADMIN_PASSWORD")],
            )
            yield Prod(
                objects,
                deployment,
                service,
                secrets,
                addresses,
                s3,
                destination.netloc,
                destination.path.strip("/"),
                database_url,
                running,
                workdir,
                admin,
                facts,
            )


def create_user(prod: Prod, username: str, user_password: str) -> None:
    status, body = h.http_request(
        "POST",
        prod.server.base_url + "/api/2.0/mlflow/users/create",
        body={"username": username, "password": user_password},
        host=service_hosts(prod.service)[-1],
        auth=prod.admin,
    )
    assert status == 200 or "already exists" in body, f"{status} {body[:300]}"


def test_prod_db_upgrade_job_brings_an_older_postgres_schema_to_head(prod: Prod) -> None:
    assert prod.facts["before"] != prod.facts["head"]
    assert prod.facts["upgrade_rc"] == "0", prod.facts["upgrade_log"]
    assert prod.facts["after"] == prod.facts["head"]


def test_prod_server_requires_credentials(prod: Prod) -> None:
    host = service_hosts(prod.service)[-1]
    assert h.http_get(prod.server.base_url + SEARCH, host=host)[0] == 401
    assert h.http_get(prod.server.base_url + SEARCH, host=host, auth=(prod.admin[0], "wrong-password"))[0] == 401
    status, body = h.http_get(prod.server.base_url + SEARCH, host=host, auth=prod.admin)
    assert status == 200, body[:300]
    assert h.http_get(prod.server.base_url + SEARCH, host="evil.example.com", auth=prod.admin)[0] == 403
    assert h.http_get(prod.server.base_url + "/health")[0] == 200


def test_prod_training_client_logs_through_the_proxy_to_s3(prod: Prod) -> None:
    container = training_container(prod.objects)
    assert tracking_host(container) in service_hosts(prod.service)
    username = prod.secrets[secret_ref(container, "MLFLOW_TRACKING_USERNAME")]
    create_user(prod, username, prod.secrets[secret_ref(container, "MLFLOW_TRACKING_PASSWORD")])
    run = run_client(container, prod.server.port, prod.secrets, prod.workdir)
    assert_run_as_rendered(run, container)
    key = f"{prod.prefix}/{run['experiment_id']}/{run['run_id']}/artifacts/model.txt"
    assert key in h.s3_keys(prod.s3, prod.bucket, prod.prefix), "the artifact is not in the bucket"


def test_prod_service_monitor_credentials_read_metrics(prod: Prod) -> None:
    monitor = pick(prod.objects, "ServiceMonitor", "mlflow")
    endpoint = monitor["spec"]["endpoints"][0]
    basic = endpoint.get("basicAuth")
    assert basic, "basic-auth guards /metrics: the ServiceMonitor needs credentials"
    username = prod.secrets[(basic["username"]["name"], basic["username"]["key"])]
    user_password = prod.secrets[(basic["password"]["name"], basic["password"]["key"])]
    if (username, user_password) != prod.admin:
        create_user(prod, username, user_password)
    url = prod.server.base_url + endpoint.get("path", "/metrics")
    assert h.http_get(url, host=POD_IP_HOST)[0] == 401
    status, body = h.http_get(url, host=POD_IP_HOST, auth=(username, user_password))
    assert status == 200, f"Prometheus with the ServiceMonitor's credentials ({username}): {status} {body[:200]}"
    assert "mlflow_http_request_total" in body


def test_prod_gc_cronjob_deletes_old_deleted_runs_and_their_s3_artifacts(prod: Prod) -> None:
    cronjob = pick(prod.objects, "CronJob", "mlflow-gc")
    container = training_container(prod.objects)
    username = prod.secrets[secret_ref(container, "MLFLOW_TRACKING_USERNAME")]
    create_user(prod, username, prod.secrets[secret_ref(container, "MLFLOW_TRACKING_PASSWORD")])
    run = run_client(container, prod.server.port, prod.secrets, prod.workdir)
    key = f"{prod.prefix}/{run['experiment_id']}/{run['run_id']}/artifacts/model.txt"
    assert key in h.s3_keys(prod.s3, prod.bucket, prod.prefix)
    status, body = h.http_request(
        "POST",
        prod.server.base_url + "/api/2.0/mlflow/runs/delete",
        body={"run_id": run["run_id"]},
        host=service_hosts(prod.service)[-1],
        auth=prod.admin,
    )
    assert status == 200, body
    # deleted longer ago than the CronJob's --older-than
    old = int((time.time() - 400 * 86400) * 1000)
    h.sql(prod.database_url, [f"UPDATE runs SET deleted_time = {old} WHERE run_uuid = '{run['run_id']}'"])
    result = h.run_container(
        cronjob,
        None,
        prod.secrets,
        prod.workdir,
        addresses=prod.addresses,
        s3_endpoint=prod.s3,
        services=[prod.service],
        tracking_port=prod.server.port,
    )
    assert result.returncode == 0, f"mlflow gc failed:\n{result.stderr[-3000:]}"
    assert not h.sql(prod.database_url, [f"SELECT run_uuid FROM runs WHERE run_uuid = '{run['run_id']}'"])
    assert key not in h.s3_keys(prod.s3, prod.bucket, prod.prefix), "gc left the run's artifact in the bucket"
