"""The Environment's `mlflow` block (a tracking server it deploys, or one it names) and `networkPolicy` block.

kfgen.features.tracking renders the server and wires jobs to it; kfgen.features.network renders the
policies. Defaults are MLflow 3.17.2's where MLflow has one (read from its source) and stated here.
"""

from __future__ import annotations

from kfgen.schema.base import (
    DNS_LABEL_PATTERN,
    array,
    enum,
    integer,
    mapping,
    obj,
    quantity,
    string,
)
from kfgen.schema.container import key_ref
from kfgen.schema.fields import TRACKING

SECRET_REF = {
    **key_ref("secret"),
    "description": "{secret: NAME, key: KEY}: one key of a Secret in the server's namespace.",
}
HOST_PATTERN = r"^[-a-z0-9.*:\[\]]+$"  # a host[:port], or an fnmatch pattern as MLflow reads it
CIDR_PATTERN = r"^[0-9a-fA-F:.]+/[0-9]{1,3}$"
DURATION_DAYS_PATTERN = r"^[0-9]+(d|h|m|s)$"
CRON_PATTERN = r"^(@(hourly|daily|weekly|monthly|yearly)|(\S+\s+){4}\S+)$"
PORTS = array("TCP ports (default: every port).", {"type": "integer", "minimum": 1, "maximum": 65535})

ETCD = obj(
    "Where the etcd of an etcd rendezvous (elastic.rendezvous: etcd) runs.",
    {
        "namespace": string(
            "Its namespace (default: the job's, where elastic.host's short name resolves).",
            pattern=DNS_LABEL_PATTERN,
            maxLength=63,
        ),
        "podLabels": mapping(
            "Labels that select its pods. Where it runs in a namespace of the Environment, kfgen also renders "
            "`kfgen-etcd` there: its pods admit the jobs and each other past the default deny.",
            {"type": "string"},
        ),
        "port": integer("Its client port (default 2379).", minimum=1, maximum=65535),
    },
)

EGRESS = obj(
    "What jobs and the tracking server may reach (object storage, package mirrors, a database): an IP block "
    "(cidr) or pods in a namespace (namespace, podLabels), on the ports listed.",
    {
        "cidr": string("An IP block.", pattern=CIDR_PATTERN),
        "except": array("Blocks inside it to leave out.", {"type": "string", "pattern": CIDR_PATTERN}),
        "namespace": string("A namespace in the cluster.", pattern=DNS_LABEL_PATTERN, maxLength=63),
        "podLabels": mapping("Labels of the pods there (default: every pod).", {"type": "string"}),
        "ports": PORTS,
    },
)

SERVER = obj(
    "A tracking server this Environment deploys (MLflow 3.17.2): ServiceAccount, Deployment, Service, storage, "
    "optional Ingress, ServiceMonitor, NetworkPolicy and, for a database backend, a `mlflow db upgrade` Job that "
    "runs before the server rolls out. Jobs with tracking.mlflow reach it at http://NAME.NAMESPACE.svc:PORT.",
    {
        "name": string("Name of its Service and Deployment (default mlflow).", pattern=DNS_LABEL_PATTERN, maxLength=63),
        "namespace": string(
            "Namespace it runs in (default: the Environment's namespace).", pattern=DNS_LABEL_PATTERN, maxLength=63
        ),
        "image": string(
            "Server image, pinned by tag or digest: one built from images/mlflow-server/Dockerfile (mlflow[auth], "
            "boto3, psycopg2, prometheus-flask-exporter at the versions in its requirements.txt).",
            minLength=1,
        ),
        "port": integer("Port of the server and its Service (default 5000).", minimum=1, maximum=65535),
        "replicas": integer(
            "Pods (default 1). More than one needs a database backend and S3 artifacts.", minimum=1, maximum=100
        ),
        "workers": integer("Server worker processes per pod (mlflow server --workers; default 1).", 1, 64),
        "resources": obj(
            "Per-pod requests; limits equal them (default cpu 500m, memory 1Gi).",
            {"cpu": quantity("CPU, e.g. 500m."), "memory": quantity("Memory, e.g. 1Gi.")},
        ),
        "storage": obj(
            "A PersistentVolumeClaim NAME-data mounted at /mlflow: the sqlite database, the auth database and "
            "local artifacts live there.",
            {
                "size": quantity("Requested size, e.g. 20Gi."),
                "storageClass": string("StorageClass (default: the cluster's default).", minLength=1),
            },
            required=["size"],
        ),
        "backendStore": obj(
            "Where runs, params and metrics are stored: exactly one of sqlite (on the storage volume), uri (no "
            "credential in it; a password comes from passwordSecret) or uriSecret.",
            {
                "sqlite": {"type": "boolean", "description": "sqlite:////mlflow/mlflow.db on the storage volume."},
                "uri": string(
                    "A database URI without a credential, e.g. postgresql://mlflow@postgres.db.svc:5432/mlflow.",
                    pattern=r"^[a-z][a-z0-9+]*://",
                ),
                "uriSecret": SECRET_REF,
                "passwordSecret": {
                    **SECRET_REF,
                    "description": "The database password, as PGPASSWORD (libpq reads it) for a uri without one.",
                },
            },
        ),
        "artifacts": obj(
            "Where artifacts are stored: the server proxies them (mlflow server --serve-artifacts), so training "
            "pods never hold storage credentials. Exactly one of volume (/mlflow/artifacts on the storage volume) "
            "or s3.",
            {
                "volume": {"type": "boolean", "description": "/mlflow/artifacts on the storage volume."},
                "s3": obj(
                    "An S3 bucket (AWS or any S3 API), reached by the server only.",
                    {
                        "uri": string("s3://BUCKET/PREFIX.", pattern=r"^s3://[a-z0-9][-a-z0-9.]{1,61}[a-z0-9](/.*)?$"),
                        "endpoint": string(
                            "Endpoint URL of an S3-compatible store (MLFLOW_S3_ENDPOINT_URL).", pattern=r"^https?://"
                        ),
                        "region": string("AWS_DEFAULT_REGION.", minLength=1),
                        "accessKeyId": SECRET_REF,
                        "secretAccessKey": SECRET_REF,
                    },
                    required=["uri"],
                ),
            },
        ),
        "auth": obj(
            "Basic auth (mlflow server --app-name basic-auth): every request needs a user; jobs use the "
            "Environment's mlflow.credentials.",
            {
                "adminUsername": SECRET_REF,
                "adminPassword": SECRET_REF,
                "flaskSecretKey": {
                    **SECRET_REF,
                    "description": "MLFLOW_FLASK_SERVER_SECRET_KEY: the auth app refuses to start without one.",
                },
                "configSecret": {
                    **SECRET_REF,
                    "description": "A basic_auth.ini (its database_uri may hold a password, hence a Secret). "
                    "Default: a ConfigMap whose auth database is sqlite on the storage volume.",
                },
                "defaultPermission": enum(
                    "What a user may do without a grant (MLflow's default READ).",
                    ["READ", "EDIT", "MANAGE", "NO_PERMISSIONS"],
                ),
            },
            required=["adminUsername", "adminPassword", "flaskSecretKey"],
        ),
        "allowedHosts": array(
            "Every Host header the server accepts (mlflow server --allowed-hosts); MLflow answers 403 to any "
            "other. Default: every name of its Service (NAME, NAME.NAMESPACE, NAME.NAMESPACE.svc, "
            "NAME.NAMESPACE.svc.cluster.local, each with and without the port), the Ingress host, and MLflow's "
            "own defaults (localhost and private addresses, which probes and Prometheus use). A list given here "
            "must still name every Service form.",
            {"type": "string", "pattern": HOST_PATTERN},
            min_items=1,
        ),
        "ingress": obj(
            "An Ingress for people: its host is allowed and is the CORS origin.",
            {
                "host": string("Host name.", pattern=r"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"),
                "className": string("IngressClass.", minLength=1),
                "tlsSecret": string("TLS Secret (then the origin is https).", pattern=DNS_LABEL_PATTERN),
                "namespace": string(
                    "Namespace of the ingress controller (its pods may reach the server).", pattern=DNS_LABEL_PATTERN
                ),
            },
            required=["host"],
        ),
        "gc": obj(
            "A CronJob that runs `mlflow gc`: permanently deletes runs deleted longer ago than olderThan.",
            {
                "schedule": string("Cron schedule.", pattern=CRON_PATTERN),
                "olderThan": string("e.g. 30d.", pattern=DURATION_DAYS_PATTERN),
            },
            required=["schedule", "olderThan"],
        ),
        "clients": array(
            "Other pods that may reach the server (notebooks, pipelines): its NetworkPolicy admits only the "
            "Environment's training pods, Prometheus and the ingress controller.",
            obj(
                "Pods in a namespace.",
                {
                    "namespace": string("Their namespace.", pattern=DNS_LABEL_PATTERN, maxLength=63),
                    "podLabels": mapping("Their labels (default: every pod there).", {"type": "string"}),
                },
                required=["namespace"],
            ),
        ),
        "egress": array(
            "What the server alone may reach where the Environment's networkPolicy is on (its database, its "
            "bucket), beyond networkPolicy.egress.",
            EGRESS,
        ),
        "monitor": {
            "type": "boolean",
            "description": "A ServiceMonitor for the server's /metrics (default true; labels from spec.monitoring).",
        },
    },
    required=["image"],
)

MLFLOW = obj(
    "MLflow tracking: the server jobs log to (one this Environment deploys, or an existing one by URI).",
    {
        "trackingUri": TRACKING["properties"]["mlflow"]["properties"]["trackingUri"],
        "server": SERVER,
        "credentials": obj(
            "The user jobs log as (MLFLOW_TRACKING_USERNAME, MLFLOW_TRACKING_PASSWORD, from a Secret in each "
            "job's namespace).",
            {
                "secret": string("Secret name.", pattern=DNS_LABEL_PATTERN),
                "usernameKey": string("Key of the user name (default username).", minLength=1),
                "passwordKey": string("Key of the password (default password).", minLength=1),
            },
            required=["secret"],
        ),
        "systemMetrics": {
            "type": "boolean",
            "description": "MLflow logs each pod's CPU, memory and GPU use as system metrics, per pod name "
            "(default false). The training image needs psutil (and pynvml for GPUs): without it "
            "mlflow.start_run() fails.",
        },
    },
)

NETWORK_POLICY = obj(
    "NetworkPolicy (opt-in): a default deny in every namespace of the Environment, and per job exactly what it "
    "needs: all ports among its own pods (NCCL and Gloo pick ports at run time), DNS, the tracking server, "
    "Prometheus to the metrics port, etcd for an etcd rendezvous, and the declared egress. Enforced only by a "
    "CNI that implements NetworkPolicy.",
    {
        "enabled": {"type": "boolean", "description": "Render the policies (default false)."},
        "dns": obj(
            "Where cluster DNS runs (default kube-system, k8s-app: kube-dns; UDP and TCP 53).",
            {
                "namespace": string("Its namespace.", pattern=DNS_LABEL_PATTERN),
                "podLabels": mapping("Its pods' labels.", {"type": "string"}),
            },
        ),
        "monitoringNamespace": string(
            "Namespace of the Prometheus that scrapes jobs and the server (default monitoring).",
            pattern=DNS_LABEL_PATTERN,
        ),
        "etcd": ETCD,
        "egress": array("Declared egress.", EGRESS),
    },
)
