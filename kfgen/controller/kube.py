"""A thin REST layer over the kubernetes client for the kinds kfgen manages: server-side apply, get,
delete, status patches and events. Paths come from the table of kinds (kfgen.workloads.registry): an object's own
apiVersion where it has one; by kind name, the version the cluster serves (`serve`: one discovery round trip per
kind name of two versions, at start)."""

from __future__ import annotations

import json
import re
from typing import Any

from kubernetes import client, config

from kfgen import api
from kfgen.controller import observe
from kfgen.workloads import registry

__all__ = ["FIELD_MANAGER", "JOB_KINDS", "KINDS", "ApiError", "Kube", "path"]

FIELD_MANAGER = api.FIELD_MANAGER
# every kind kfgen emits or reads, by name: the row of the version the cluster serves (the first row until `serve`)
KINDS: dict[str, api.KindInfo] = {}
JOB_KINDS = registry.JOB_KINDS


def first_rows() -> dict[str, api.KindInfo]:
    rows: dict[str, api.KindInfo] = {}
    for row in registry.KINDS:
        rows.setdefault(row.kind, row)
    return rows


KINDS.update(first_rows())


class ApiError(Exception):
    def __init__(self, status: int, body: Any) -> None:
        self.status = status
        self.body = body
        said = body.get("message") if isinstance(body, dict) else body
        self.message = str(said) if said else ""  # an answer without a message says none (not "None")
        self.reason = str((body.get("reason") if isinstance(body, dict) else None) or f"Http{status}")
        super().__init__(f"{status}: {self.message}" if self.message else f"HTTP {status}")


# an error answer that is no JSON object (a proxy's HTML page, '[' * 100000) is its message, cut to this
MESSAGE_CHARS = 200


def _decode(raw: Any) -> Any:
    try:
        return json.loads(raw) if raw else {}
    except (ValueError, RecursionError):
        text = raw.decode(errors="replace") if isinstance(raw, bytes) else str(raw)
        return {"message": text if len(text) <= MESSAGE_CHARS else text[: MESSAGE_CHARS - 3] + "..."}


# a JSON escape of half a UTF-16 surrogate pair: only an answer holding one is searched for a string holding one alone
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


def _json_text(data: bytes, url: str, method: str = "GET") -> Any:
    """The JSON answer to `method` `url` as text kfgen can print, else ValueError naming the request: no JSON, JSON
    nested too deeply for Python's parser (RecursionError), or a string holding a lone surrogate (no Unicode text:
    it cannot be printed, and kfgen's YAML reader refuses its escape, so it is never written escaped either)."""
    try:
        answer = json.loads(data)
    except RecursionError:
        raise ValueError(f"{method} {url}: the answer is JSON nested too deeply to read") from None
    except ValueError as exc:
        raise ValueError(f"{method} {url}: the answer is no JSON: {exc}") from None
    lone = _lone_surrogate(answer) if _SURROGATE_ESCAPE.search(data) else None
    if lone is not None:
        shown = ascii(lone if len(lone) <= 64 else lone[:61] + "...")
        raise ValueError(
            f"{method} {url}: the answer holds {shown}, a string with a lone UTF-16 surrogate: no Unicode text"
        )
    return answer


def _lone_surrogate(answer: Any) -> str | None:
    """A string (key or value) holding half a surrogate pair alone; iterative, as deep as json.loads went."""
    pending = [answer]
    while pending:
        value = pending.pop()
        if isinstance(value, dict):
            pending += [*value.keys(), *value.values()]
        elif isinstance(value, list):
            pending += value
        elif isinstance(value, str) and not is_text(value):
            return value
    return None


def is_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def path(
    kind: str,
    namespace: str | None,
    name: str | None = None,
    subresource: str | None = None,
    api_version: str | None = None,
) -> str:
    """The REST path of a kind's objects: of `api_version` where given, else of the version the cluster serves."""
    info = KINDS[kind] if api_version is None else registry.BY_API[(api_version, kind)]
    base = f"/apis/{info.api_version}" if info.group else f"/api/{info.api_version}"
    if info.namespaced and namespace:
        base += f"/namespaces/{namespace}"
    base += f"/{info.plural}"
    if name:
        base += f"/{name}"
    if subresource:
        base += f"/{subresource}"
    return base


class Kube:
    def __init__(self, api_client: client.ApiClient | None = None, connections: int = 32) -> None:
        if api_client is None:
            try:
                config.load_incluster_config()  # type: ignore[no-untyped-call]
            except config.ConfigException:
                config.load_kube_config()  # type: ignore[no-untyped-call]
            configuration = client.Configuration.get_default_copy()
            # one kept-alive connection per worker thread: the default (5 per CPU) drops and re-handshakes
            configuration.connection_pool_maxsize = connections
            api_client = client.ApiClient(configuration)
        self.api = api_client

    def request(
        self,
        method: str,
        url: str,
        body: Any = None,
        query: list[tuple[str, str]] | None = None,
        content_type: str = "application/json",
    ) -> Any:
        headers = {"Accept": "application/json", "Content-Type": content_type}
        observe.API_REQUESTS.labels(verb=method).inc()
        method, full_url, headers, serialized, post = self.api.param_serialize(
            method=method,
            resource_path=url,
            query_params=query or [],
            header_params=headers,
            body=body,
            auth_settings=["BearerToken"],
        )
        try:
            response = self.api.call_api(
                method, full_url, header_params=headers, body=serialized, post_params=post, _request_timeout=60
            )
            response.read()  # type: ignore[no-untyped-call]
        except client.ApiException as exc:
            raise ApiError(int(exc.status or 0), _decode(exc.body)) from None
        if not 200 <= response.status < 300:
            raise ApiError(response.status, _decode(response.data))
        return _json_text(response.data, url, method) if response.data else None

    def get_within(self, url: str) -> tuple[Any, bool]:
        """A GET whose answer is read within kfgen's input bound while it arrives (kfgen.io.bounded): the object,
        and False (the object None) where the answer is larger, refused at the bound, never read whole."""
        from kfgen.io import bounded

        observe.API_REQUESTS.labels(verb="GET").inc()
        method, full_url, headers, _, _ = self.api.param_serialize(
            method="GET", resource_path=url, header_params={"Accept": "application/json"}, auth_settings=["BearerToken"]
        )
        try:
            response = self.api.call_api(method, full_url, header_params=headers, _request_timeout=60).response
        except client.ApiException as exc:
            raise ApiError(int(exc.status or 0), _decode(exc.body)) from None
        whole = False
        try:
            data, whole = bounded.read(response)
        finally:  # a connection with the rest of an answer unread is closed, never reused
            response.release_conn() if whole else response.close()
        if not 200 <= response.status < 300:
            raise ApiError(response.status, _decode(data if whole else b""))
        return (_json_text(data, url) if data else None) if whole else None, whole

    def stream(self, url: str, query: list[tuple[str, str]], timeout: float) -> Any:
        """A GET whose body is read as it arrives (a watch): the urllib3 response, for the caller to release."""
        observe.API_REQUESTS.labels(verb="WATCH").inc()
        method, full_url, headers, _, _ = self.api.param_serialize(
            method="GET",
            resource_path=url,
            query_params=query,
            header_params={"Accept": "application/json"},
            auth_settings=["BearerToken"],
        )
        return self.api.call_api(method, full_url, header_params=headers, _request_timeout=(10, timeout)).response

    def get(self, kind: str, namespace: str | None, name: str, api_version: str | None = None) -> dict[str, Any] | None:
        try:
            return self.request("GET", path(kind, namespace, name, api_version=api_version))  # type: ignore[no-any-return]
        except ApiError as exc:
            if exc.status == 404:
                return None
            raise

    def apply(self, obj: dict[str, Any], force: bool = True) -> dict[str, Any]:
        meta = obj["metadata"]
        query = [("fieldManager", FIELD_MANAGER), ("force", "true" if force else "false")]
        return self.request(  # type: ignore[no-any-return]
            "PATCH",
            path(obj["kind"], meta.get("namespace"), meta["name"], api_version=obj.get("apiVersion")),
            body=obj,
            query=query,
            content_type="application/apply-patch+yaml",
        )

    def delete(
        self, kind: str, namespace: str | None, name: str, propagation: str = "Background", uid: str | None = None
    ) -> bool:
        """Delete; with `uid`, only that very object (a namesake created since is left alone)."""
        body: dict[str, Any] = {"kind": "DeleteOptions", "apiVersion": "v1", "propagationPolicy": propagation}
        if uid:
            body["preconditions"] = {"uid": uid}
        try:
            self.request("DELETE", path(kind, namespace, name), body=body)
            return True
        except ApiError as exc:
            if exc.status == 404:
                return False
            raise

    def patch(self, kind: str, namespace: str, name: str, body: dict[str, Any]) -> dict[str, Any]:
        return self.request(  # type: ignore[no-any-return]
            "PATCH",
            path(kind, namespace, name),
            body=body,
            content_type="application/merge-patch+json",
        )

    def patch_status(self, kind: str, namespace: str, name: str, status: dict[str, Any]) -> dict[str, Any]:
        return self.request(  # type: ignore[no-any-return]
            "PATCH",
            path(kind, namespace, name, "status"),
            body={"status": status},
            content_type="application/merge-patch+json",
        )

    def create(self, obj: dict[str, Any]) -> dict[str, Any]:
        meta = obj["metadata"]
        url = path(obj["kind"], meta.get("namespace"), api_version=obj.get("apiVersion"))
        return self.request("POST", url, body=obj)  # type: ignore[no-any-return]

    def replace(self, obj: dict[str, Any]) -> dict[str, Any]:
        meta = obj["metadata"]
        url = path(obj["kind"], meta.get("namespace"), meta["name"], api_version=obj.get("apiVersion"))
        return self.request("PUT", url, body=obj)  # type: ignore[no-any-return]


def serve(kube: Kube) -> dict[str, str]:
    """Point every kind name of several rows (MPIJob: kubeflow.org/v1, the training operator's; kubeflow.org/v2beta1,
    mpi-operator's) at the version the API server serves (a cluster serves mpijobs.kubeflow.org at one of them):
    its watch, cache and REST paths by name follow. None served yet (its CRD not installed): the first row. Returns
    the name -> apiVersion chosen."""
    chosen = {}
    for name in sorted(registry.AMBIGUOUS):
        rows = [k for k in registry.KINDS if k.kind == name]
        served = next((k for k in rows if _serves(kube, k)), rows[0])
        KINDS[name] = served
        chosen[name] = served.api_version
    return chosen


def _serves(kube: Kube, row: api.KindInfo) -> bool:
    """Whether the API server's discovery of `row`'s group and version lists its resource."""
    try:
        listed = kube.request("GET", f"/apis/{row.api_version}" if row.group else f"/api/{row.api_version}")
    except ApiError as exc:
        if exc.status == 404:  # the group or version is not served at all
            return False
        raise
    resources = listed.get("resources") if isinstance(listed, dict) else None
    return any(isinstance(r, dict) and r.get("name") == row.plural for r in resources or [])
