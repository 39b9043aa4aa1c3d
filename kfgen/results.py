"""Results: user problems are values, not exceptions. Their severities decide the exit code."""

from __future__ import annotations

from typing import Any, Final, Literal, NamedTuple, Required, TypedDict

Severity = Literal["error", "warning", "info"]
ERROR: Final = "error"
WARNING: Final = "warning"
INFO: Final = "info"  # what a command did that the user may want to know; never a problem


class KrmResult(TypedDict, total=False):
    """A result as the KRM Functions Specification writes it in a ResourceList."""

    message: Required[str]
    severity: Required[Severity]
    resourceRef: dict[str, str]
    field: dict[str, str]
    file: dict[str, str | int]


class ResourceRef(NamedTuple):
    api_version: str
    kind: str
    namespace: str
    name: str

    @classmethod
    def of(cls, obj: Any, default_namespace: str = "default") -> ResourceRef:
        obj = obj if isinstance(obj, dict) else {}
        meta = obj.get("metadata") if isinstance(obj.get("metadata"), dict) else {}
        return cls(
            api_version=str(obj.get("apiVersion", "")),
            kind=str(obj.get("kind", "")),
            namespace=str(meta.get("namespace") or default_namespace),
            name=str(meta.get("name", "")),
        )

    def __str__(self) -> str:
        return f"{self.api_version}/{self.kind}/{self.namespace}/{self.name}"

    def to_krm(self) -> dict[str, str]:
        return {"apiVersion": self.api_version, "kind": self.kind, "name": self.name, "namespace": self.namespace}


class Result(NamedTuple):
    severity: Severity
    message: str
    resource: ResourceRef | None = None
    field: str | None = None
    file: str | None = None
    line: int | None = None  # in `file`, from 1: set where a message is printed (kfgen.cli.locations)
    document: int | None = None  # its index in `file`, from 0 (kpt's config.kubernetes.io/index)

    def __str__(self) -> str:
        where = [str(self.resource)] if self.resource else []
        if self.file and not self.resource:
            where.append(self.file)
        if self.field:
            where.append(self.field)
        location = one_line(" ".join(where))
        message = one_line(self.message)
        return f"[{self.severity}] {location}: {message}" if location else f"[{self.severity}] {message}"

    def to_krm(self) -> KrmResult:
        out: KrmResult = {"message": self.message, "severity": self.severity}
        if self.resource:
            out["resourceRef"] = self.resource.to_krm()
        if self.field:
            out["field"] = {"path": self.field}
        if self.file:
            out["file"] = {"path": self.file} if self.document is None else {"path": self.file, "index": self.document}
        return out


def has_errors(results: list[Result]) -> bool:
    return any(r.severity == ERROR for r in results)


def strict_failure(results: list[Result], switch: str) -> list[Result]:
    """Strict mode (`switch` names how it was asked for): one error more when there are warnings, so that they fail
    the build; each warning is reported as it is without it."""
    count = len({r for r in results if r.severity == WARNING})
    if not count:
        return []
    warnings, them = ("1 warning", "it") if count == 1 else (f"{count} warnings", "them")
    message = f"{warnings}, and strict mode fails on any warning: fix {them}, or leave strict mode off"
    return [Result(ERROR, message, field=switch)]


def error(message: str, resource: ResourceRef | None = None, field: str | None = None) -> Result:
    return Result(ERROR, message, resource, field)


def warning(message: str, resource: ResourceRef | None = None, field: str | None = None) -> Result:
    return Result(WARNING, message, resource, field)


def one_line(text: str) -> str:
    """A problem is one line: control characters in names and keys are shown escaped."""
    return (
        text
        if text.isprintable()
        else "".join(c if c.isprintable() else c.encode("unicode_escape").decode() for c in text)
    )
