"""The pieces of the tracking server's pods (kfgen.features.tracking.server): its arguments, env, mounts,
volumes, containers and pod spec, shared by the Deployment, the upgrade Job and the gc CronJob."""

from __future__ import annotations

from typing import Any

from kfgen import api
from kfgen.api import Obj
from kfgen.model import EnvironmentView
from kfgen.render import meta, tracking

COMPONENT = tracking.COMPONENT
MAINTENANCE = "tracking-maintenance"  # the upgrade Job's and gc's pods
UID = 10001  # the USER of images/mlflow-server/Dockerfile
DATA = "/mlflow"
AUTH_CONFIG = "/etc/mlflow-auth"
AUTH_FILE = "basic_auth.ini"
PROMETHEUS_DIR = "/tmp/prometheus"  # prometheus_flask_exporter's multiprocess directory, on the /tmp emptyDir
DEFAULT_RESOURCES = {"cpu": "500m", "memory": "1Gi"}
# MLflow's own default allowed hosts (mlflow.server.security_utils.get_default_allowed_hosts)
MLFLOW_DEFAULT_HOSTS = (
    "localhost",
    "127.0.0.1",
    "[::1]",
    "0.0.0.0",
    "localhost:*",
    "127.0.0.1:*",
    "[[]::1]:*",
    "0.0.0.0:*",
    "192.168.*",
    "10.*",
    *(f"172.{i}.*" for i in range(16, 32)),
    "fc00:*",
    "fd00:*",
)


class ServerPods:
    """One Environment's tracking server (`settings`: its mlflow.server block) and the parts of its pods."""

    def __init__(self, env: EnvironmentView, settings: Obj) -> None:
        self.env = env
        self.settings = settings
        self.name = tracking.name(settings)
        self.namespace = tracking.namespace(env.spec, settings)
        self.port = tracking.port(settings)
        self.auth: Obj = settings.get("auth") or {}
        self.backend: Obj = settings.get("backendStore") or {}
        self.artifacts: Obj = settings.get("artifacts") or {}
        self.database = not self.backend.get("sqlite")

    def metadata(self, name: str) -> Obj:
        out = meta.environment_metadata(self.env, name, self.namespace, COMPONENT)
        out["labels"][api.NAME_LABEL] = self.name  # every object of the server is the app `name`
        return out

    def backend_env(self) -> dict[str, Any]:
        """The env that reaches the backend store (server, upgrade, gc)."""
        out: dict[str, Any] = {"HOME": {"value": "/tmp"}, "MLFLOW_DISABLE_TELEMETRY": {"value": "true"}}
        out["DO_NOT_TRACK"] = {"value": "true"}
        if self.backend.get("uriSecret"):
            out["MLFLOW_BACKEND_STORE_URI"] = secret_env(self.backend["uriSecret"])
        if self.backend.get("passwordSecret"):
            out["PGPASSWORD"] = secret_env(self.backend["passwordSecret"])
        return out

    def store_env(self) -> dict[str, Any]:
        """The env that reaches both stores, the artifacts' too (server, gc)."""
        out = self.backend_env()
        s3 = self.artifacts.get("s3")
        if s3:
            for name, key in (("AWS_ACCESS_KEY_ID", "accessKeyId"), ("AWS_SECRET_ACCESS_KEY", "secretAccessKey")):
                if s3.get(key):
                    out[name] = secret_env(s3[key])
            if s3.get("endpoint"):
                out["MLFLOW_S3_ENDPOINT_URL"] = {"value": s3["endpoint"]}
            if s3.get("region"):
                out["AWS_DEFAULT_REGION"] = {"value": s3["region"]}
        return out

    def backend_uri(self) -> str:
        """The store as an argument: $(MLFLOW_BACKEND_STORE_URI) is expanded by the kubelet from the env."""
        if self.backend.get("sqlite"):
            return f"sqlite:///{DATA}/mlflow.db"
        if self.backend.get("uri"):
            return str(self.backend["uri"])
        return "$(MLFLOW_BACKEND_STORE_URI)"

    def artifacts_destination(self) -> str:
        s3 = self.artifacts.get("s3")
        return str(s3["uri"]) if s3 else f"{DATA}/artifacts"

    def allowed_hosts(self) -> list[str]:
        listed = self.settings.get("allowedHosts")
        if listed:
            return list(listed)
        ingress = (self.settings.get("ingress") or {}).get("host")
        own = [*tracking.service_hosts(self.env.spec, self.settings), *([ingress] if ingress else [])]
        return [*own, *MLFLOW_DEFAULT_HOSTS]

    def origin(self) -> str | None:
        ingress = self.settings.get("ingress")
        if not ingress:
            return None
        scheme = "https" if ingress.get("tlsSecret") else "http"
        return f"{scheme}://{ingress['host']}"

    def server_args(self) -> list[str]:
        args = [
            "--host=0.0.0.0",
            f"--port={self.port}",
            f"--workers={int(self.settings.get('workers') or 1)}",
        ]
        if not self.backend.get("uriSecret"):  # else click reads MLFLOW_BACKEND_STORE_URI from the env itself
            args.append(f"--backend-store-uri={self.backend_uri()}")
        args += [
            "--serve-artifacts",
            f"--artifacts-destination={self.artifacts_destination()}",
            f"--allowed-hosts={','.join(self.allowed_hosts())}",
        ]
        if self.origin():
            args.append(f"--cors-allowed-origins={self.origin()}")
        args.append(f"--expose-prometheus={PROMETHEUS_DIR}")
        if self.auth:
            args.append("--app-name=basic-auth")
        return args

    def server_env(self) -> dict[str, Any]:
        out = self.store_env()
        if self.auth:
            out["MLFLOW_AUTH_ADMIN_USERNAME"] = secret_env(self.auth["adminUsername"])
            out["MLFLOW_AUTH_ADMIN_PASSWORD"] = secret_env(self.auth["adminPassword"])
            out["MLFLOW_FLASK_SERVER_SECRET_KEY"] = secret_env(self.auth["flaskSecretKey"])
            out["MLFLOW_AUTH_CONFIG_PATH"] = {"value": f"{AUTH_CONFIG}/{AUTH_FILE}"}
        if int(self.settings.get("replicas") or 1) > 1:
            # MLflow schedules its server jobs' periodic tasks from one instance only; identical replicas cannot
            out["MLFLOW_SERVER_ENABLE_JOB_EXECUTION"] = {"value": "false"}
        return out

    def mounts(self) -> list[Obj]:
        out: list[Obj] = [{"name": "tmp", "mountPath": "/tmp"}]
        if self.settings.get("storage"):
            out.append({"name": "data", "mountPath": DATA})
        if self.auth:
            out.append({"name": "auth", "mountPath": AUTH_CONFIG, "readOnly": True})
        return out

    def volumes(self) -> list[Obj]:
        out: list[Obj] = [{"name": "tmp", "emptyDir": {}}]
        if self.settings.get("storage"):
            out.append({"name": "data", "persistentVolumeClaim": {"claimName": f"{self.name}-data"}})
        config = self.auth.get("configSecret")
        if config:
            items = [{"key": config["key"], "path": AUTH_FILE}]
            out.append({"name": "auth", "secret": {"secretName": config["secret"], "items": items}})
        elif self.auth:
            out.append({"name": "auth", "configMap": {"name": f"{self.name}-auth"}})
        return out

    def container(
        self, name: str, command: list[str], env: dict[str, Any], mounts: list[Obj], args: list[str] | None = None
    ) -> Obj:
        resources = {**DEFAULT_RESOURCES, **(self.settings.get("resources") or {})}
        return {
            "name": name,
            "image": self.settings["image"],
            "command": command,
            **({"args": args} if args else {}),
            "env": [{"name": k, **v} for k, v in sorted(env.items())],
            "resources": {"requests": dict(resources), "limits": dict(resources)},
            "volumeMounts": mounts,
            "securityContext": {
                "allowPrivilegeEscalation": False,
                "capabilities": {"drop": ["ALL"]},
                "readOnlyRootFilesystem": True,
                "runAsNonRoot": True,
            },
        }

    def pod_spec(self, containers: list[Obj], restart: str, init: list[Obj] | None = None) -> Obj:
        spec: Obj = {
            "serviceAccountName": self.name,
            "automountServiceAccountToken": False,
            "enableServiceLinks": False,
            "securityContext": {
                "runAsNonRoot": True,
                "runAsUser": UID,
                "runAsGroup": UID,
                "fsGroup": UID,
                "seccompProfile": {"type": "RuntimeDefault"},
            },
        }
        if init:
            spec["initContainers"] = init
        spec["containers"] = containers
        spec["restartPolicy"] = restart
        spec["volumes"] = self.volumes()
        return spec

    def pod_labels(self) -> dict[str, str]:
        return tracking.pod_labels(self.env.name, self.settings)

    def maintenance_labels(self) -> dict[str, str]:
        return {**self.pod_labels(), api.COMPONENT_LABEL: MAINTENANCE}

    def maintenance_template(self, pod: Obj) -> Obj:
        labels = {**self.metadata(self.name)["labels"], **self.maintenance_labels()}
        return {"metadata": {"labels": labels}, "spec": pod}


def secret_env(ref: Obj) -> Obj:
    return {"valueFrom": {"secretKeyRef": {"name": ref["secret"], "key": ref["key"]}}}
