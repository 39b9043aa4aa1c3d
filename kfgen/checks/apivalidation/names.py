"""The API server's own rules for names: qualified names (label and annotation keys), label values, DNS
labels and subdomains, environment variable names, port names, ConfigMap keys.

Ported from k8s.io/apimachinery v0.35.4 pkg/util/validation (IsQualifiedName, IsValidLabelValue,
IsDNS1123Label, IsDNS1123Subdomain, IsRelaxedEnvVarName, IsValidPortName, IsConfigMapKey) and
ValidateAnnotations; `fullmatch`, because Python's `$` also matches before a trailing newline. The
functions that return a list give the API server's messages, one per rule broken ([] when valid).
"""

from __future__ import annotations

import functools
import re

QUALIFIED_NAME = re.compile(r"([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]")
DNS_SUBDOMAIN = re.compile(r"[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*")
MAX_NAME = 63
MAX_PREFIX = 253
MAX_ANNOTATIONS_BYTES = 256 * 1024


def key_problem(key: object) -> str | None:
    """Why `key` is not a valid label or annotation key, or None."""
    if not isinstance(key, str):
        return f"invalid key {key!r}: keys must be strings"
    return _key_problem(key)


@functools.lru_cache(maxsize=4096)  # keys repeat across roles and specs
def _key_problem(key: str) -> str | None:
    prefix, slash, name = key.rpartition("/")
    if slash and not prefix:
        return f"invalid key {key!r}: the prefix before '/' must not be empty"
    if prefix and (len(prefix) > MAX_PREFIX or not DNS_SUBDOMAIN.fullmatch(prefix)):
        return (
            f"invalid key {key!r}: the prefix must be a DNS subdomain (lower-case letters, digits, '-' and '.', "
            f"at most {MAX_PREFIX} characters)"
        )
    if not name or len(name) > MAX_NAME or not QUALIFIED_NAME.fullmatch(name):
        return (
            f"invalid key {key!r}: the name must be at most {MAX_NAME} letters, digits, '-', '_' and '.', "
            "starting and ending with a letter or digit"
        )
    return None


def label_value_problem(value: object) -> str | None:
    if not isinstance(value, str):
        return f"{value!r} is not a valid label value: label values are strings"
    return _label_value_problem(value)


@functools.lru_cache(maxsize=4096)
def _label_value_problem(text: str) -> str | None:
    if text and (len(text) > MAX_NAME or not QUALIFIED_NAME.fullmatch(text)):
        return (
            f"{text!r} is not a valid label value: at most 63 letters, digits, '-', '_' and '.', "
            "starting and ending with a letter or digit"
        )
    return None


def annotations_size_problem(annotations: dict[str, object]) -> str | None:
    characters = sum(map(len, map(str, annotations))) + sum(map(len, map(str, annotations.values())))
    if characters * 4 <= MAX_ANNOTATIONS_BYTES:
        return None  # UTF-8 takes at most 4 bytes a character: no need to encode
    size = sum(len(str(k).encode()) + len(str(v).encode()) for k, v in annotations.items())
    if size > MAX_ANNOTATIONS_BYTES:
        return f"annotations are {size} bytes; the API server allows at most {MAX_ANNOTATIONS_BYTES} (256 KiB)"
    return None


DNS_LABEL = r"[a-z0-9]([-a-z0-9]*[a-z0-9])?"
DNS_SUBDOMAIN_UNDERSCORE = r"_?[a-z0-9]([-_a-z0-9]*[a-z0-9])?(\._?[a-z0-9]([-_a-z0-9]*[a-z0-9])?)*"
CONFIG_MAP_KEY = r"[-._a-zA-Z0-9]+"
PORT_NAME_CHARS = r"[-a-z0-9]+"
MAX_SUBDOMAIN = 253
MAX_PORT_NAME = 15
LABEL_MESSAGE = (
    "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start "
    "and end with an alphanumeric character"
)
SUBDOMAIN_MESSAGE = (
    "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must "
    "start and end with an alphanumeric character"
)


def _fullmatch(pattern: str, value: str) -> bool:
    """re's own cache keeps the compiled pattern: nothing is compiled at start-up for rules a spec may not reach."""
    return re.fullmatch(pattern, value) is not None


def dns_label(value: str) -> list[str]:
    """IsDNS1123Label."""
    out = [f"must be no more than {MAX_NAME} characters"] if len(value) > MAX_NAME else []
    if not _fullmatch(DNS_LABEL, value):
        out.append("must not contain dots" if DNS_SUBDOMAIN.fullmatch(value) else LABEL_MESSAGE)
    return out


def dns_subdomain(value: str, underscore: bool = False) -> list[str]:
    """IsDNS1123Subdomain (IsDNS1123SubdomainWithUnderscore with `underscore`)."""
    out = [f"must be no more than {MAX_SUBDOMAIN} characters"] if len(value) > MAX_SUBDOMAIN else []
    if not (_fullmatch(DNS_SUBDOMAIN_UNDERSCORE, value) if underscore else DNS_SUBDOMAIN.fullmatch(value)):
        out.append(SUBDOMAIN_MESSAGE)
    return out


def qualified_name(value: str) -> list[str]:
    """IsQualifiedName, in kfgen's words (one message)."""
    problem = key_problem(value)
    return [problem] if problem else []


def label_value(value: str) -> list[str]:
    problem = label_value_problem(value)
    return [problem] if problem else []


def env_var_name(value: str) -> list[str]:
    """IsRelaxedEnvVarName: the RelaxedEnvironmentVariableValidation gate is GA and locked on since 1.34."""
    if not value:
        return ["environment variable name must be non-empty"]
    if any(not (" " <= ch <= "~") or ch == "=" for ch in value):
        return ["a valid environment variable name must consist only of printable ASCII characters other than '='"]
    return []


def config_map_key(value: str) -> list[str]:
    """IsConfigMapKey: a key of a ConfigMap or Secret."""
    return list(_config_map_key(value))


@functools.lru_cache(maxsize=4096)
def _config_map_key(value: str) -> tuple[str, ...]:
    out = [f"must be no more than {MAX_SUBDOMAIN} characters"] if len(value) > MAX_SUBDOMAIN else []
    if not _fullmatch(CONFIG_MAP_KEY, value):
        out.append("a valid config key must consist of alphanumeric characters, '-', '_' or '.'")
    if value == ".":
        out.append("must not be '.'")
    elif value == "..":
        out.append("must not be '..'")
    elif value.startswith(".."):
        out.append("must not start with '..'")
    return tuple(out)


def port_name(value: str) -> list[str]:
    """IsValidPortName (IANA_SVC_NAME)."""
    out = [f"must be no more than {MAX_PORT_NAME} characters"] if len(value) > MAX_PORT_NAME else []
    if not _fullmatch(PORT_NAME_CHARS, value):
        out.append("must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)")
    if not any("a" <= ch <= "z" for ch in value):
        out.append("must contain at least one letter (a-z)")
    if "--" in value:
        out.append("must not contain consecutive hyphens")
    if value[:1] == "-" or value[-1:] == "-":
        out.append("must not begin or end with a hyphen")
    return out
