"""The tracking server an Environment deploys: MLflow 3.17.2 as `mlflow server`, read from its source.

- `--allowed-hosts` replaces MLflow's defaults (localhost, private addresses), so the list is the Service's
  names plus those defaults: probes and Prometheus reach a pod by its IP (mlflow/server/security_utils.py;
  /health and /version are exempt, /metrics is not).
- A database backend is upgraded by a Job named after the image and the store, ahead of the Deployment
  (Argo CD sync wave -1). 3.17.2's server migrates an older schema itself when a pending migration adds a
  table (and refuses it otherwise), but its migration lock is a file in each pod's /tmp: replicas and workers
  would migrate one database at once. A sqlite store on the volume is upgraded by an init container (one
  replica, Recreate).
- The upgrade and `mlflow gc` pods are the server's "maintenance" pods: not selected by its Service, with a
  NetworkPolicy of their own. gc deletes proxied artifacts through the server (mlflow-artifacts:/ URIs), so it
  reaches the server as the admin; `/metrics` too answers only the admin under basic-auth (it has no
  permission of its own and MLflow fails closed).
- The Service is named like MLflow's env prefix (`mlflow` gives MLFLOW_PORT=tcp://...): no service links.
- basic-auth reads its admin from MLFLOW_AUTH_ADMIN_USERNAME/PASSWORD and refuses to start without
  MLFLOW_FLASK_SERVER_SECRET_KEY; its own database is named only in basic_auth.ini (MLFLOW_AUTH_CONFIG_PATH).
- Telemetry is off: MLflow would otherwise send usage events out of the cluster.
"""

from __future__ import annotations

import json

from kfgen.api import Obj
from kfgen.digest import sha256_hex
from kfgen.features.tracking.serverpod import AUTH_FILE, DATA, ServerPods, secret_env
from kfgen.model import EnvironmentView
from kfgen.render import netpol, tracking

SYNC_WAVE = "argocd.argoproj.io/sync-wave"


def environment_objects(env: EnvironmentView) -> list[Obj]:
    settings = tracking.server(env.spec)
    if settings is None:
        return []
    server = Server(env, settings)
    out = [server.service_account()]
    if server.auth and not server.auth.get("configSecret"):
        out.append(server.auth_config())
    if settings.get("storage"):
        out.append(server.claim())
    if server.database:
        out.append(server.db_upgrade_job())
    out += [server.deployment(), server.service(), server.network_policy()]
    if server.database or settings.get("gc"):
        out.append(server.maintenance_policy())
    if settings.get("ingress"):
        out.append(server.ingress())
    if settings.get("monitor", True):
        out.append(server.service_monitor())
    if settings.get("gc"):
        out.append(server.gc_cron_job())
    return out


class Server(ServerPods):
    """The objects of the tracking server."""

    def service_account(self) -> Obj:
        return {
            "apiVersion": "v1",
            "kind": "ServiceAccount",
            "metadata": self.metadata(self.name),
            "automountServiceAccountToken": False,
        }

    def auth_config(self) -> Obj:
        permission = self.auth.get("defaultPermission", "READ")
        ini = (
            "[mlflow]\n"
            f"default_permission = {permission}\n"
            f"database_uri = sqlite:///{DATA}/basic_auth.db\n"
            "authorization_function = mlflow.server.auth:authenticate_request_basic_auth\n"
        )
        return {
            "apiVersion": "v1",
            "kind": "ConfigMap",
            "metadata": self.metadata(f"{self.name}-auth"),
            "data": {AUTH_FILE: ini},
        }

    def claim(self) -> Obj:
        storage = self.settings["storage"]
        spec: Obj = {"accessModes": ["ReadWriteOnce"], "resources": {"requests": {"storage": storage["size"]}}}
        if storage.get("storageClass"):
            spec["storageClassName"] = storage["storageClass"]
        return {
            "apiVersion": "v1",
            "kind": "PersistentVolumeClaim",
            "metadata": self.metadata(f"{self.name}-data"),
            "spec": spec,
        }

    def deployment(self) -> Obj:
        server = self.container("mlflow", ["mlflow", "server"], self.server_env(), self.mounts(), self.server_args())
        server["ports"] = [{"name": "http", "containerPort": self.port, "protocol": "TCP"}]
        for probe, failures in (("startupProbe", 30), ("readinessProbe", 3), ("livenessProbe", 6)):
            health = {"path": "/health", "port": "http"}
            server[probe] = {"httpGet": health, "periodSeconds": 10, "timeoutSeconds": 5, "failureThreshold": failures}
        init = None
        if not self.database:
            upgrade = ["mlflow", "db", "upgrade", self.backend_uri()]
            init = [self.container("db-upgrade", upgrade, self.backend_env(), self.mounts())]
        template = {
            "metadata": {"labels": {**self.metadata(self.name)["labels"], **self.pod_labels()}},
            "spec": self.pod_spec([server], "Always", init),
        }
        spec: Obj = {
            "replicas": int(self.settings.get("replicas") or 1),
            "selector": {"matchLabels": self.pod_labels()},
            "strategy": {"type": "Recreate"} if self.settings.get("storage") else {"type": "RollingUpdate"},
            "template": template,
        }
        return {"apiVersion": "apps/v1", "kind": "Deployment", "metadata": self.metadata(self.name), "spec": spec}

    def db_upgrade_job(self) -> Obj:
        """A Job's pod template cannot change: a new image or store is a new Job (named by their hash)."""
        digest = _hash({"image": self.settings["image"], "backend": self.backend})
        upgrade = self.container("db-upgrade", ["mlflow", "db", "upgrade", self.backend_uri()], self.backend_env(), [])
        upgrade["volumeMounts"] = [{"name": "tmp", "mountPath": "/tmp"}]
        metadata = self.metadata(f"{self.name}-db-upgrade-{digest}")
        metadata["annotations"][SYNC_WAVE] = "-1"
        pod = self.pod_spec([upgrade], "Never")
        pod["volumes"] = [{"name": "tmp", "emptyDir": {}}]
        return {
            "apiVersion": "batch/v1",
            "kind": "Job",
            "metadata": metadata,
            "spec": {"backoffLimit": 6, "template": self.maintenance_template(pod)},
        }

    def gc_cron_job(self) -> Obj:
        gc = self.settings["gc"]
        command = ["mlflow", "gc", f"--backend-store-uri={self.backend_uri()}", f"--older-than={gc['olderThan']}"]
        env = {**self.store_env(), "MLFLOW_TRACKING_URI": {"value": tracking.uri(self.env.spec)}}
        if self.auth:
            env["MLFLOW_TRACKING_USERNAME"] = secret_env(self.auth["adminUsername"])
            env["MLFLOW_TRACKING_PASSWORD"] = secret_env(self.auth["adminPassword"])
        job = self.container("gc", command, env, self.mounts())
        metadata = self.metadata(f"{self.name}-gc")
        template = self.maintenance_template(self.pod_spec([job], "Never"))
        return {
            "apiVersion": "batch/v1",
            "kind": "CronJob",
            "metadata": metadata,
            "spec": {
                "schedule": gc["schedule"],
                "concurrencyPolicy": "Forbid",
                "jobTemplate": {"spec": {"backoffLimit": 2, "template": template}},
            },
        }

    def service(self) -> Obj:
        return {
            "apiVersion": "v1",
            "kind": "Service",
            "metadata": self.metadata(self.name),
            "spec": {
                "selector": self.pod_labels(),
                "ports": [{"name": "http", "port": self.port, "targetPort": "http", "protocol": "TCP"}],
            },
        }

    def ingress(self) -> Obj:
        ingress = self.settings["ingress"]
        backend = {"service": {"name": self.name, "port": {"name": "http"}}}
        path = {"path": "/", "pathType": "Prefix", "backend": backend}
        spec: Obj = {}
        if ingress.get("className"):
            spec["ingressClassName"] = ingress["className"]
        if ingress.get("tlsSecret"):
            spec["tls"] = [{"hosts": [ingress["host"]], "secretName": ingress["tlsSecret"]}]
        spec["rules"] = [{"host": ingress["host"], "http": {"paths": [path]}}]
        return {
            "apiVersion": "networking.k8s.io/v1",
            "kind": "Ingress",
            "metadata": self.metadata(self.name),
            "spec": spec,
        }

    def service_monitor(self) -> Obj:
        metadata = self.metadata(self.name)
        metadata["labels"].update((self.env.spec.get("monitoring") or {}).get("labels") or {})
        endpoint: Obj = {"port": "http", "path": "/metrics"}
        if self.auth:
            endpoint["basicAuth"] = {
                "username": {"name": self.auth["adminUsername"]["secret"], "key": self.auth["adminUsername"]["key"]},
                "password": {"name": self.auth["adminPassword"]["secret"], "key": self.auth["adminPassword"]["key"]},
            }
        interval = (self.env.spec.get("monitoring") or {}).get("interval")
        if interval:
            endpoint["interval"] = interval
        return {
            "apiVersion": "monitoring.coreos.com/v1",
            "kind": "ServiceMonitor",
            "metadata": metadata,
            "spec": {"selector": {"matchLabels": self.pod_labels()}, "endpoints": [endpoint]},
        }

    def network_policy(self) -> Obj:
        """Who may reach the server: the Environment's training pods, Prometheus, the ingress controller. Its own
        egress is restricted only where the Environment's network policy is on (DNS and the declared egress)."""
        peers = [netpol.pods_in(self.env.namespaces, netpol.TRAINING_PODS)]
        monitoring = netpol.monitoring_namespace(netpol.settings(self.env.spec) or {})
        peers.append(netpol.pods_in([monitoring], None))
        ingress_ns = (self.settings.get("ingress") or {}).get("namespace")
        if ingress_ns:
            peers.append(netpol.pods_in([ingress_ns], None))
        peers += [netpol.pods_in([c["namespace"]], c.get("podLabels")) for c in self.settings.get("clients") or []]
        if self.settings.get("gc"):
            peers.append({"podSelector": {"matchLabels": self.maintenance_labels()}})
        rules = [{"from": peers, "ports": netpol.tcp([self.port])}]
        return netpol.policy_object(self.metadata(self.name), {"matchLabels": self.pod_labels()}, rules, self.egress())

    def egress(self) -> list[Obj] | None:
        """Where the network policy is on: DNS, the declared egress and the server's own (database, bucket)."""
        policy = netpol.settings(self.env.spec)
        if policy is None:
            return None
        own = netpol.declared_egress({"egress": self.settings.get("egress") or []})
        return [netpol.dns_rule(policy), *netpol.declared_egress(policy), *own]

    def maintenance_policy(self) -> Obj:
        """The upgrade's and gc's pods: nothing reaches them; they reach what the server does, and gc the server."""
        egress = self.egress()
        if egress is not None and self.settings.get("gc"):
            to = {"podSelector": {"matchLabels": self.pod_labels()}}
            egress.append({"to": [to], "ports": netpol.tcp([self.port])})
        selector = {"matchLabels": self.maintenance_labels()}
        return netpol.policy_object(self.metadata(f"{self.name}-maintenance"), selector, [], egress)


def _hash(value: Obj) -> str:
    return sha256_hex(json.dumps(value, sort_keys=True, separators=(",", ":")).encode())[:8]
