"""Runs the real MLflow server, its database jobs and a training client exactly as kfgen rendered them.

A rendered container runs here as the kubelet would run it, from the venv of `scripts/install-tools.sh mlflow`
(the pins of images/mlflow-server/requirements.txt): argv is `command` + `args` with `$(VAR)` expanded from
the container's env; the env is the container's `env` (plain values, secretKeyRef and configMapKeyRef from the
dicts the test passes, fieldRef metadata.name as a fake pod name) over the Service links the kubelet adds,
and nothing of the test process. Only addresses, paths and secret values are substituted:

- `--host=0.0.0.0` becomes `--host=127.0.0.1` and `--port=N` a free port;
- every absolute path under a volumeMount's mountPath (in args, env values and mounted files) moves to the
  same path under the test's workdir, where emptyDir and PVC volumes are directories and ConfigMap and
  Secret volumes are written from the dicts; an absolute path under no mount fails (the pods' root
  filesystem is read-only) and so does anything written into the working directory;
- `host:port` addresses the test names (a database Service) become loopback ones, and the env
  `MLFLOW_S3_ENDPOINT_URL` becomes moto's endpoint.

A training client reaches the server through its Service DNS name unchanged: a sitecustomize.py on the
child's PYTHONPATH resolves `<service>`, `<service>.<ns>`, `….svc` and `….svc.cluster.local` at the Service
port to 127.0.0.1 and the server's real port, so the Host header the server checks is the Service name.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import json
import os
import pwd
import re
import secrets as random_secrets
import shutil
import signal
import subprocess
import tempfile
import textwrap
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from cluster import free_port
from conftest import tool

Obj = dict[str, Any]
Secrets = Mapping[tuple[str, str], str]
ConfigMaps = Mapping[str, Mapping[str, str]]

POD_NAME = "mlflow-7d9c6b5f4-x2x9q"
# what python:3.11-slim's image config puts in the env, besides the pod's
IMAGE_ENV = {"LANG": "C.UTF-8", "PYTHONUNBUFFERED": "1"}


def mlflow_python() -> str:
    """The venv's python, by its path in the venv (a venv's python finds its venv from its own path)."""
    return str(_venv_bin() / "python")


def _venv_bin() -> Path:
    return Path(tool("mlflow")).resolve().parent


# --- the kubelet's view of a container -------------------------------------------------------------------


def expand(text: str, env: Mapping[str, str]) -> str:
    """`$(VAR)` as the kubelet expands it in command, args and env values: `$$` escapes, unknown stays."""
    out: list[str] = []
    i = 0
    while i < len(text):
        if text[i] == "$" and i + 1 < len(text):
            if text[i + 1] == "$":
                out.append("$")
                i += 2
                continue
            if text[i + 1] == "(":
                end = text.find(")", i + 2)
                if end != -1:
                    name = text[i + 2 : end]
                    out.append(env[name] if name in env else text[i : end + 1])
                    i = end + 1
                    continue
        out.append(text[i])
        i += 1
    return "".join(out)


def service_link_env(services: Sequence[Obj]) -> dict[str, str]:
    """The Docker-link variables the kubelet adds for every Service of the pod's namespace
    (unless the pod sets enableServiceLinks: false); a ClusterIP is made up."""
    env: dict[str, str] = {}
    for n, svc in enumerate(services):
        name = svc["metadata"]["name"].upper().replace("-", "_")
        ip = f"10.96.0.{10 + n}"
        ports = svc["spec"].get("ports", [])
        if not ports:
            continue
        env[f"{name}_SERVICE_HOST"] = ip
        env[f"{name}_SERVICE_PORT"] = str(ports[0]["port"])
        for p in ports:
            proto = p.get("protocol", "TCP")
            if p.get("name"):
                env[f"{name}_SERVICE_PORT_{p['name'].upper().replace('-', '_')}"] = str(p["port"])
            prefix = f"{name}_PORT_{p['port']}_{proto}"
            env[prefix] = f"{proto.lower()}://{ip}:{p['port']}"
            env[f"{prefix}_PROTO"] = proto.lower()
            env[f"{prefix}_PORT"] = str(p["port"])
            env[f"{prefix}_ADDR"] = ip
        env[f"{name}_PORT"] = f"{ports[0].get('protocol', 'TCP').lower()}://{ip}:{ports[0]['port']}"
    return env


def container_env(
    container: Obj,
    secrets: Secrets,
    *,
    configmaps: ConfigMaps | None = None,
    pod_name: str = POD_NAME,
    namespace: str = "default",
    base: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """The env the kubelet gives `container`: `base` (Service links), then envFrom, then env in order,
    each value expanded against what is defined before it."""
    configmaps = configmaps or {}
    env: dict[str, str] = dict(base or {})
    for source in container.get("envFrom", []):
        prefix = source.get("prefix", "")
        if "secretRef" in source:
            name = source["secretRef"]["name"]
            found = {k: v for (s, k), v in secrets.items() if s == name}
        else:
            name = source["configMapRef"]["name"]
            found = dict(configmaps.get(name, {}))
        if not found and not source.get("secretRef", source.get("configMapRef", {})).get("optional"):
            raise KeyError(f"envFrom {name}: not given to the harness (the pod would not start)")
        env.update({prefix + k: v for k, v in found.items()})
    for var in container.get("env", []):
        name = var["name"]
        if "valueFrom" not in var:
            env[name] = expand(str(var.get("value", "")), env)
            continue
        source = var["valueFrom"]
        if "secretKeyRef" in source:
            ref = source["secretKeyRef"]
            key = (ref["name"], ref["key"])
            if key not in secrets:
                if ref.get("optional"):
                    continue
                raise KeyError(f"env {name}: Secret {ref['name']} key {ref['key']} not given to the harness")
            env[name] = secrets[key]
        elif "configMapKeyRef" in source:
            ref = source["configMapKeyRef"]
            if ref["key"] not in configmaps.get(ref["name"], {}):
                if ref.get("optional"):
                    continue
                raise KeyError(f"env {name}: ConfigMap {ref['name']} key {ref['key']} not given to the harness")
            env[name] = configmaps[ref["name"]][ref["key"]]
        elif "fieldRef" in source:
            field = source["fieldRef"]["fieldPath"]
            fields = {"metadata.name": pod_name, "metadata.namespace": namespace, "status.podIP": "127.0.0.1"}
            if field not in fields:
                raise KeyError(f"env {name}: fieldRef {field} not supported by the harness")
            env[name] = fields[field]
        else:
            raise KeyError(f"env {name}: valueFrom {sorted(source)} not supported by the harness")
    return env


def pod_spec(workload: Obj) -> Obj:
    """The pod spec of a Deployment, Job, CronJob or Pod."""
    kind = workload["kind"]
    if kind == "Pod":
        return dict(workload["spec"])
    if kind == "CronJob":
        return dict(workload["spec"]["jobTemplate"]["spec"]["template"]["spec"])
    return dict(workload["spec"]["template"]["spec"])


def find_container(workload: Obj, name: str | None = None) -> Obj:
    """A container (or init container) by name; without a name, the only container."""
    spec = pod_spec(workload)
    containers = spec.get("containers", [])
    if name is None:
        assert len(containers) == 1, f"{workload['metadata']['name']}: {len(containers)} containers"
        return dict(containers[0])
    for c in [*spec.get("initContainers", []), *containers]:
        if c["name"] == name:
            return dict(c)
    raise KeyError(f"{workload['kind']} {workload['metadata']['name']} has no container {name}")


class Sandbox:
    """The container's filesystem view: mountPaths relocated under `workdir`, addresses mapped."""

    def __init__(self, workdir: Path, mount_paths: Sequence[str], addresses: Mapping[str, str]) -> None:
        self.workdir = workdir
        self.mounts = sorted(mount_paths, key=len, reverse=True)
        self.addresses = dict(addresses)
        self.cwd = workdir / "rootfs"  # the image's WORKDIR (/): read-only in the pod
        self.cwd.mkdir(parents=True, exist_ok=True)

    def host_path(self, path: str) -> Path:
        return self.workdir / path.lstrip("/")

    def rewrite(self, text: str) -> str:
        for old, new in self.addresses.items():
            text = text.replace(old, new)
        if not self.mounts:
            return text
        # one pass (a relocated path may itself start with a mountPath such as /tmp): a path starts the
        # text or a line, an option value (=), a list item (,) or a URI's path (sqlite:////x, file:///x)
        alternatives = "|".join(re.escape(m) for m in self.mounts)
        pattern = re.compile(r"(^|[=,\s]|:///)(" + alternatives + r")(?=/|$|[,\s])", re.MULTILINE)
        return pattern.sub(lambda m: m.group(1) + str(self.host_path(m.group(2))), text)

    def check_paths(self, texts: Sequence[str]) -> None:
        """An absolute path under no mount is on the pod's read-only root filesystem (or absent)."""
        workdir = str(self.workdir)
        for text in texts:
            for m in re.finditer(r"(?:^|[=,]|:///)(/[\w.-][\w./-]*)", text):
                path = m.group(1)
                if path.startswith(workdir) or path in ("/dev/null", "/dev/shm") or path.startswith("/dev/shm/"):
                    continue
                raise AssertionError(f"{text!r}: {path} is under no volumeMount (read-only root filesystem)")

    def check_cwd_untouched(self) -> None:
        written = sorted(str(p.relative_to(self.cwd)) for p in self.cwd.rglob("*"))
        assert not written, f"written into the image's working directory (read-only in the pod): {written}"


def prepare_mounts(
    workload: Obj, container: Obj, workdir: Path, secrets: Secrets, configmaps: ConfigMaps, addresses: Mapping[str, str]
) -> Sandbox:
    """Creates the container's volumes under `workdir` and returns its Sandbox."""
    volumes = {v["name"]: v for v in pod_spec(workload).get("volumes", [])}
    mounts = container.get("volumeMounts", [])
    sandbox = Sandbox(workdir, [m["mountPath"] for m in mounts], addresses)
    for mount in mounts:
        volume = volumes[mount["name"]]
        target = sandbox.host_path(mount["mountPath"])
        if "configMap" in volume or "secret" in volume:
            if "configMap" in volume:
                name = volume["configMap"]["name"]
                data = dict(configmaps.get(name, {}))
            else:
                name = volume["secret"]["secretName"]
                data = {k: v for (s, k), v in secrets.items() if s == name}
            source = volume.get("configMap") or volume["secret"]
            if not data and not source.get("optional"):
                raise KeyError(f"volume {mount['name']}: {name} not given to the harness (the pod would not start)")
            items = source.get("items") or [{"key": k, "path": k} for k in data]
            files = {i["path"]: data[i["key"]] for i in items}
            if mount.get("subPath"):
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(sandbox.rewrite(files[mount["subPath"]]))
                continue
            target.mkdir(parents=True, exist_ok=True)
            for path, text in files.items():
                (target / path).parent.mkdir(parents=True, exist_ok=True)
                (target / path).write_text(sandbox.rewrite(text))
        elif "emptyDir" in volume or "persistentVolumeClaim" in volume:
            target.mkdir(parents=True, exist_ok=True)
        else:
            raise KeyError(f"volume {mount['name']}: {sorted(volume)} not supported by the harness")
    return sandbox


def _replace_option(args: list[str], names: tuple[str, ...], value: str) -> list[str]:
    out: list[str] = []
    skip = False
    for i, arg in enumerate(args):
        if skip:
            skip = False
            continue
        option = arg.split("=", 1)[0]
        if option in names and "=" in arg:
            out.append(f"{option}={value}")
        elif arg in names and i + 1 < len(args):
            out.extend([arg, value])
            skip = True
        else:
            out.append(arg)
    return out


def option_value(args: Sequence[str], name: str) -> str | None:
    for i, arg in enumerate(args):
        if arg.startswith(name + "="):
            return arg.split("=", 1)[1]
        if arg == name and i + 1 < len(args):
            return args[i + 1]
    return None


class Prepared:
    """A container ready to start: argv (venv tools), env, cwd, sandbox."""

    def __init__(self, argv: list[str], env: dict[str, str], sandbox: Sandbox) -> None:
        self.argv = argv
        self.env = env
        self.sandbox = sandbox


def prepare(
    workload: Obj,
    container_name: str | None,
    secrets: Secrets,
    workdir: Path,
    *,
    configmaps: ConfigMaps | None = None,
    addresses: Mapping[str, str] | None = None,
    s3_endpoint: str | None = None,
    services: Sequence[Obj] = (),
    port: int | None = None,
) -> Prepared:
    configmaps = configmaps or {}
    container = find_container(workload, container_name)
    spec = pod_spec(workload)
    links = service_link_env(services) if spec.get("enableServiceLinks", True) else {}
    namespace = workload["metadata"].get("namespace", "default")
    env = container_env(container, secrets, configmaps=configmaps, namespace=namespace, base=links)
    sandbox = prepare_mounts(workload, container, workdir, secrets, configmaps, addresses or {})
    argv = [expand(a, env) for a in [*container.get("command", []), *container.get("args", [])]]
    assert argv, f"container {container['name']}: no command (the image has no entrypoint)"
    argv = [sandbox.rewrite(a) for a in argv]
    argv = _replace_option(argv, ("--host", "-h"), "127.0.0.1")
    if port is not None:
        argv = _replace_option(argv, ("--port", "-p"), str(port))
    rendered_env = {v["name"] for v in container.get("env", [])}
    env = {k: (sandbox.rewrite(v) if k in rendered_env else v) for k, v in env.items()}
    if s3_endpoint is not None and "MLFLOW_S3_ENDPOINT_URL" in env:
        env["MLFLOW_S3_ENDPOINT_URL"] = s3_endpoint
    sandbox.check_paths([*argv[1:], *(env[k] for k in rendered_env if k in env)])
    # the image's tools: `mlflow` is the venv's, found as the image's PATH would find it
    venv = _venv_bin()
    if "/" not in argv[0] and (venv / argv[0]).exists():
        argv[0] = str(venv / argv[0])
    full_env = {"PATH": f"{venv}:/usr/local/bin:/usr/bin:/bin", "HOSTNAME": POD_NAME, **IMAGE_ENV, **env}
    return Prepared(argv, full_env, sandbox)


def run_container(
    workload: Obj,
    container_name: str | None,
    secrets: Secrets,
    workdir: Path,
    *,
    configmaps: ConfigMaps | None = None,
    addresses: Mapping[str, str] | None = None,
    s3_endpoint: str | None = None,
    services: Sequence[Obj] = (),
    tracking_port: int | None = None,
    timeout: float = 180,
) -> subprocess.CompletedProcess[str]:
    """Runs a run-to-completion container (an init container, a Job's or a CronJob's) to its end; with
    `tracking_port`, its MLFLOW_TRACKING_URI's Service name reaches the server there (see client_run)."""
    p = prepare(
        workload,
        container_name,
        secrets,
        workdir,
        configmaps=configmaps,
        addresses=addresses,
        s3_endpoint=s3_endpoint,
        services=services,
    )
    env = p.env
    if tracking_port is not None and (site := tracking_site(env, tracking_port)) is not None:
        env = with_site(env, site)
    result = subprocess.run(
        p.argv, env=env, cwd=p.sandbox.cwd, capture_output=True, text=True, timeout=timeout, check=False
    )
    p.sandbox.check_cwd_untouched()
    return result


def db_upgrade(
    workload: Obj,
    secrets: Secrets,
    workdir: Path,
    *,
    container_name: str | None = None,
    addresses: Mapping[str, str] | None = None,
    services: Sequence[Obj] = (),
) -> subprocess.CompletedProcess[str]:
    """The rendered `mlflow db upgrade` (the Deployment's init container or the upgrade Job's container)."""
    container = find_container(workload, container_name)
    argv = [*container.get("command", []), *container.get("args", [])]
    assert argv[:3] == ["mlflow", "db", "upgrade"], f"{container['name']} runs {argv}, not mlflow db upgrade"
    return run_container(workload, container_name, secrets, workdir, addresses=addresses, services=services)


# --- processes ----------------------------------------------------------------------------------------------


def _stop(proc: subprocess.Popen[Any], timeout: float = 5) -> None:
    if proc.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout)
    # the whole group: uvicorn workers and the job runner share the server's process group
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)


def _tail(path: Path, n: int = 4000) -> str:
    return path.read_text(errors="replace")[-n:] if path.exists() else ""


def http_request(
    method: str,
    url: str,
    *,
    body: Obj | None = None,
    host: str | None = None,
    auth: tuple[str, str] | None = None,
    timeout: float = 10,
) -> tuple[int, str]:
    """One request with an optional JSON body, Host header and basic auth; the status and the body."""
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if host:
        req.add_header("Host", host)
    if auth:
        req.add_header("Authorization", "Basic " + base64.b64encode(f"{auth[0]}:{auth[1]}".encode()).decode())
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return int(resp.status), resp.read().decode(errors="replace")
    except urllib.error.HTTPError as e:
        return int(e.code), e.read().decode(errors="replace")


def http_get(
    url: str, *, host: str | None = None, auth: tuple[str, str] | None = None, timeout: float = 10
) -> tuple[int, str]:
    return http_request("GET", url, host=host, auth=auth, timeout=timeout)


class Server:
    def __init__(self, base_url: str, port: int, prepared: Prepared, log: Path) -> None:
        self.base_url = base_url
        self.port = port
        self.prepared = prepared
        self.log = log


@contextlib.contextmanager
def start_server(
    deployment: Obj,
    secrets: Secrets,
    workdir: Path,
    s3_endpoint: str | None = None,
    *,
    configmaps: ConfigMaps | None = None,
    addresses: Mapping[str, str] | None = None,
    services: Sequence[Obj] = (),
    container_name: str = "mlflow",
    timeout: float = 60,
) -> Iterator[Server]:
    """The rendered server container, up once GET /health answers 200; the whole process group is ended."""
    port = free_port()
    p = prepare(
        deployment,
        container_name,
        secrets,
        workdir,
        configmaps=configmaps,
        addresses=addresses,
        s3_endpoint=s3_endpoint,
        services=services,
        port=port,
    )
    log = workdir / f"{container_name}-{port}.log"
    base_url = f"http://127.0.0.1:{port}"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            p.argv, env=p.env, cwd=p.sandbox.cwd, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"mlflow server exited with {proc.returncode}:\n{_tail(log)}")
            with contextlib.suppress(OSError):
                if http_get(base_url + "/health", timeout=2)[0] == 200:
                    break
            if time.monotonic() > deadline:
                raise RuntimeError(f"mlflow server not healthy after {timeout}s:\n{_tail(log)}")
            time.sleep(0.3)
        yield Server(base_url, port, p, log)
    finally:
        _stop(proc)
    p.sandbox.check_cwd_untouched()


@contextlib.contextmanager
def server_process(
    deployment: Obj,
    secrets: Secrets,
    workdir: Path,
    s3_endpoint: str | None = None,
    *,
    configmaps: ConfigMaps | None = None,
    addresses: Mapping[str, str] | None = None,
    services: Sequence[Obj] = (),
    timeout: float = 60,
) -> Iterator[tuple[str, int]]:
    """(base_url, port) of the rendered server; see start_server."""
    with start_server(
        deployment,
        secrets,
        workdir,
        s3_endpoint,
        configmaps=configmaps,
        addresses=addresses,
        services=services,
        timeout=timeout,
    ) as server:
        yield server.base_url, server.port


# --- the training client ------------------------------------------------------------------------------------

_SITECUSTOMIZE = '''\
"""kfgen's test harness: the in-cluster Service names of the MLflow server resolve to its loopback port."""
import socket

_SERVICE = {service!r}
_SERVICE_PORT = {service_port!r}
_PORT = {port!r}
_getaddrinfo = socket.getaddrinfo


def _is_service(host):
    if not isinstance(host, str):
        return False
    host = host.rstrip(".")
    return host == _SERVICE or host.startswith(_SERVICE + ".") and (
        host.count(".") == 1 or host.endswith(".svc") or host.endswith(".svc.cluster.local")
    )


def getaddrinfo(host, port, *args, **kwargs):
    if _is_service(host) and str(port) == str(_SERVICE_PORT):
        return _getaddrinfo("127.0.0.1", _PORT, *args, **kwargs)
    return _getaddrinfo(host, port, *args, **kwargs)


socket.getaddrinfo = getaddrinfo
'''


def client_env(
    container: Obj, secrets: Secrets, *, configmaps: ConfigMaps | None = None, pod_name: str = POD_NAME
) -> dict[str, str]:
    return container_env(container, secrets, configmaps=configmaps, pod_name=pod_name)


def tracking_site(env: Mapping[str, str], port: int, workdir: Path | None = None) -> Path | None:
    """A directory with the sitecustomize.py that sends the Service of env's MLFLOW_TRACKING_URI to
    127.0.0.1:`port` (None without an http tracking URI)."""
    uri = env.get("MLFLOW_TRACKING_URI", "")
    m = re.match(r"https?://([^:/]+)(?::(\d+))?", uri)
    if not m:
        return None
    service = m.group(1).split(".")[0]
    service_port = int(m.group(2) or (443 if uri.startswith("https") else 80))
    site = Path(tempfile.mkdtemp(prefix="kfgen-mlflow-site-", dir=workdir))
    (site / "sitecustomize.py").write_text(_SITECUSTOMIZE.format(service=service, service_port=service_port, port=port))
    return site


def with_site(env: dict[str, str], site: Path) -> dict[str, str]:
    return {**env, "PYTHONPATH": str(site) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")}


def client_run(
    container: Obj,
    script: str,
    port: int,
    *,
    secrets: Secrets | None = None,
    configmaps: ConfigMaps | None = None,
    pod_name: str = "train-worker-0",
    workdir: Path | None = None,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """`script` in the venv's python with exactly the rendered container's env; only PYTHONPATH gains the
    directory of a sitecustomize.py that resolves the tracking URI's Service name to 127.0.0.1:`port`."""
    env = client_env(container, secrets or {}, configmaps=configmaps, pod_name=pod_name)
    site = tracking_site(env, port, workdir)
    assert site, f"MLFLOW_TRACKING_URI {env.get('MLFLOW_TRACKING_URI')!r} is not an http URI"
    full_env = with_site({"PATH": "/usr/local/bin:/usr/bin:/bin", "HOSTNAME": pod_name, **IMAGE_ENV, **env}, site)
    full_env.setdefault("HOME", str(site))
    return subprocess.run(
        [mlflow_python(), "-c", textwrap.dedent(script)],
        env=full_env,
        cwd=site,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


# --- side services: S3 (moto) and PostgreSQL ----------------------------------------------------------------


def venv_python(script: str, *, env: Mapping[str, str] | None = None, timeout: float = 120) -> str:
    """Runs `script` in the venv's python (boto3, sqlalchemy, psycopg2, mlflow); its stdout. Fails on an error."""
    result = subprocess.run(
        [mlflow_python(), "-c", textwrap.dedent(script)],
        env={"PATH": "/usr/bin:/bin", "HOME": tempfile.gettempdir(), **IMAGE_ENV, **(env or {})},
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert result.returncode == 0, f"venv python failed:\n{result.stderr[-3000:]}"
    return result.stdout


@contextlib.contextmanager
def moto_server() -> Iterator[str]:
    """moto's S3 on 127.0.0.1 (any credentials); the endpoint URL."""
    port = free_port()
    workdir = Path(tempfile.mkdtemp(prefix="kfgen-moto-"))
    log = workdir / "moto.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [tool("moto_server"), "-H", "127.0.0.1", "-p", str(port)],
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            cwd=workdir,
        )
    endpoint = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"moto_server exited:\n{_tail(log)}")
            with contextlib.suppress(OSError):
                if http_get(endpoint + "/moto-api/", timeout=2)[0] < 500:
                    break
            if time.monotonic() > deadline:
                raise RuntimeError(f"moto_server not up:\n{_tail(log)}")
            time.sleep(0.2)
        yield endpoint
    finally:
        _stop(proc)
        shutil.rmtree(workdir, ignore_errors=True)


_S3 = """
import json, sys, boto3
s3 = boto3.client("s3", endpoint_url={endpoint!r}, region_name="us-east-1",
                  aws_access_key_id="test", aws_secret_access_key="test")
"""


def s3_create_bucket(endpoint: str, bucket: str) -> None:
    venv_python(_S3.format(endpoint=endpoint) + f"s3.create_bucket(Bucket={bucket!r})\n")


def s3_keys(endpoint: str, bucket: str, prefix: str = "") -> list[str]:
    out = venv_python(
        _S3.format(endpoint=endpoint)
        + textwrap.dedent(f"""
        keys = []
        for page in s3.get_paginator("list_objects_v2").paginate(Bucket={bucket!r}, Prefix={prefix!r}):
            keys += [o["Key"] for o in page.get("Contents", [])]
        print(json.dumps(keys))
        """)
    )
    return list(json.loads(out))


INITDB_OPTIONS = ("--auth=scram-sha-256", "-E", "UTF8", "--locale=C.UTF-8")
PG_OPTIONS = ("-c", "fsync=off", "-c", "full_page_writes=off")


@contextlib.contextmanager
def postgres_server(roles: Mapping[str, str], databases: Mapping[str, str]) -> Iterator[str]:
    """A PostgreSQL server on 127.0.0.1 with password (scram) authentication, `roles` name -> password and
    `databases` name -> owner; yields "127.0.0.1:port". As root it runs as `nobody`."""
    initdb = Path(os.path.realpath(tool("initdb")))
    postgres = Path(os.path.realpath(tool("postgres")))
    workdir = Path(tempfile.mkdtemp(prefix="kfgen-pg-"))
    workdir.chmod(0o755)
    user: str | None = None
    if os.geteuid() == 0:  # PostgreSQL refuses root: `nobody` runs a copy (the tools may lie under a private $HOME)
        user = "nobody"
        entry = pwd.getpwnam(user)
        unpacked = initdb.parents[5]  # <root>/usr/lib/postgresql/<major>/bin/initdb
        copy = workdir / "pg"
        for part in ("usr/lib/postgresql", "usr/share/postgresql"):
            shutil.copytree(unpacked / part, copy / part, symlinks=True)
        initdb, postgres = (copy / p.relative_to(unpacked) for p in (initdb, postgres))
        os.chown(workdir, entry.pw_uid, entry.pw_gid)
    superuser_password = random_secrets.token_hex(12)
    pwfile = workdir / "pw"
    pwfile.write_text(superuser_password)
    if user:
        shutil.chown(pwfile, user)
    init = subprocess.run(
        [initdb, "-D", str(workdir / "data"), "-U", "postgres", f"--pwfile={pwfile}", *INITDB_OPTIONS],
        user=user,
        cwd=workdir,
        capture_output=True,
        text=True,
        check=False,
    )
    assert init.returncode == 0, init.stderr
    port = free_port()
    log = workdir / "postgres.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [
                postgres,
                "-D",
                str(workdir / "data"),
                "-h",
                "127.0.0.1",
                "-p",
                str(port),
                "-k",
                str(workdir),
                *PG_OPTIONS,
            ],
            user=user,
            cwd=workdir,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    address = f"127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while "ready to accept connections" not in _tail(log, 100000):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"postgres did not start:\n{_tail(log)}")
            time.sleep(0.1)
        statements = [f"CREATE ROLE \"{r}\" LOGIN PASSWORD '{p}'" for r, p in roles.items()]
        statements += [f'CREATE DATABASE "{d}" OWNER "{o}"' for d, o in databases.items()]
        sql(f"postgresql://postgres:{superuser_password}@{address}/postgres", statements, autocommit=True)
        yield address
    finally:
        _stop(proc)
        shutil.rmtree(workdir, ignore_errors=True)


def sql(url: str, statements: Sequence[str], *, autocommit: bool = False) -> list[list[Any]]:
    """Runs SQL through SQLAlchemy in the venv (sqlite or postgresql URLs); the last statement's rows."""
    out = venv_python(f"""
        import json, sqlalchemy
        engine = sqlalchemy.create_engine({url!r}{', isolation_level="AUTOCOMMIT"' if autocommit else ""})
        rows = []
        with engine.begin() as c:
            for s in {list(statements)!r}:
                r = c.execute(sqlalchemy.text(s))
                rows = [list(x) for x in r] if r.returns_rows else []
        print(json.dumps(rows, default=str))
        """)
    return list(json.loads(out))


def schema_version(url: str) -> str:
    """The alembic revision a tracking database is at."""
    rows = sql(url, ["SELECT version_num FROM alembic_version"])
    assert len(rows) == 1, rows
    return str(rows[0][0])


@functools.cache
def head_schema_version() -> str:
    return venv_python("import mlflow.store.db.utils as u; print(u._get_latest_schema_revision())").strip()


def make_older_schema(url: str, steps: int = 3, env: Mapping[str, str] | None = None) -> str:
    """An MLflow tracking database `steps` revisions before this MLflow's head: created at head with mlflow's
    own tables and migrations, then downgraded with its alembic config (mlflow/store/db/utils.py). The
    revision."""
    return venv_python(
        f"""
        import logging
        from alembic import command
        import mlflow.store.db.utils as u
        logging.disable(logging.INFO)
        engine = u.create_sqlalchemy_engine_with_retry({url!r})
        if u._is_empty_database(engine):
            u._initialize_tables(engine)
        config = u._get_alembic_config({url!r})
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.downgrade(config, "-{steps}")
        print(u._get_schema_version(engine))
        """,
        env=env,
    ).strip()
