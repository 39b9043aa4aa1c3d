"""The API server's own rules for metadata: qualified names (label and annotation keys) and label values.

Ported from k8s.io/apimachinery/pkg/util/validation (IsQualifiedName, IsValidLabelValue) and
ValidateAnnotations; `fullmatch`, because Python's `$` also matches before a trailing newline.
"""

from __future__ import annotations

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
    text = value
    if text and (len(text) > MAX_NAME or not QUALIFIED_NAME.fullmatch(text)):
        return (
            f"{text!r} is not a valid label value: at most 63 letters, digits, '-', '_' and '.', "
            "starting and ending with a letter or digit"
        )
    return None


def annotations_size_problem(annotations: dict[str, object]) -> str | None:
    size = sum(len(str(k).encode()) + len(str(v).encode()) for k, v in annotations.items())
    if size > MAX_ANNOTATIONS_BYTES:
        return f"annotations are {size} bytes; the API server allows at most {MAX_ANNOTATIONS_BYTES} (256 KiB)"
    return None
