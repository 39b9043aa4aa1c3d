"""Image references as the kubelet parses them before it pulls.

The API server only refuses an empty image or one with leading or trailing whitespace (a pod, not a
template); the kubelet then parses the reference with github.com/distribution/reference v0.6.0
ParseNormalizedNamed (k8s.io/kubernetes pkg/util/parsers ParseImageName) and leaves a pod whose image
does not parse in InvalidImageName for ever. This is that grammar (regexp.go), the Docker Hub
normalisation (normalize.go splitDockerDomain) and go-digest's check of the digest.
"""

from __future__ import annotations

import functools
import re

_ALNUM = r"[a-z0-9]+"
_SEPARATOR = r"(?:[._]|__|[-]+)"
_DOMAIN_COMPONENT = r"(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])"
_DOMAIN_NAME = rf"{_DOMAIN_COMPONENT}(?:\.{_DOMAIN_COMPONENT})*"
_HOST = rf"(?:{_DOMAIN_NAME}|\[(?:[a-fA-F0-9:]+)\])"
_DOMAIN_AND_PORT = rf"{_HOST}(?::[0-9]+)?"
_PATH_COMPONENT = rf"{_ALNUM}(?:{_SEPARATOR}{_ALNUM})*"
_REMOTE_NAME = rf"{_PATH_COMPONENT}(?:/{_PATH_COMPONENT})*"
_NAME = rf"(?:{_DOMAIN_AND_PORT}/)?{_REMOTE_NAME}"
_TAG = r"[\w][\w.-]{0,127}"
_DIGEST = r"[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*[:][0-9a-fA-F]{32,}"
REFERENCE = rf"({_NAME})(?::({_TAG}))?(?:@({_DIGEST}))?"
NAME = rf"(?:({_DOMAIN_AND_PORT})/)?({_REMOTE_NAME})"
IDENTIFIER = r"[a-f0-9]{64}"
DIGEST_LENGTHS = {"sha256": 64, "sha384": 96, "sha512": 128}  # the algorithms go-digest knows
MAX_REPOSITORY = 255
DEFAULT_DOMAIN = "docker.io"


def _split_domain(name: str) -> tuple[str, str]:
    first, slash, rest = name.partition("/")
    if not slash:
        return DEFAULT_DOMAIN, "library/" + name
    if first == "index.docker.io":
        return DEFAULT_DOMAIN, rest
    if first == "localhost" or "." in first or ":" in first or first.lower() != first:
        return first, rest
    return DEFAULT_DOMAIN, name


@functools.cache
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.ASCII)  # Go's \w is ASCII only; compiled on first use, not at start-up


# Images of the common shape, which the grammar certainly accepts (a small pattern: the full one takes most of a
# millisecond to compile, once per `kfgen fn`): a plain host (with a port) only where splitDockerDomain takes the
# first part for one, lower-case path components with single separators, an optional tag, no digest.
FAST_DOMAIN = r"[a-z0-9]+(?:[.-][a-z0-9]+)*(?::[0-9]+)?"
FAST_PATH = r"[a-z0-9]+(?:[._-][a-z0-9]+)*(?:/[a-z0-9]+(?:[._-][a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?"
FAST_MAX = 200  # far below the 255 characters a repository name may have


def _surely_valid(image: str) -> bool:
    if len(image) > FAST_MAX or not re.fullmatch(FAST_PATH, image.partition("/")[2] or image):
        return False
    first, slash, _ = image.partition("/")
    if slash and ("." in first or ":" in first):
        return re.fullmatch(FAST_DOMAIN, first) is not None
    if slash:
        return re.fullmatch(FAST_PATH, image) is not None
    return not re.fullmatch(IDENTIFIER, image)


def reference_problem(image: str) -> str | None:
    """Why the kubelet cannot parse `image` as an image reference, or None (ParseNormalizedNamed)."""
    if _surely_valid(image):
        return None
    if _compiled(IDENTIFIER).fullmatch(image):
        return "an image reference cannot be a 64-byte hexadecimal string"
    domain, remainder = _split_domain(image)
    remote = remainder.partition(":")[0]
    if remote.lower() != remote:
        return f"the repository name ({remote}) must be lowercase"
    full = f"{domain}/{remainder}"
    match = _compiled(REFERENCE).fullmatch(full)
    if match is None:
        if not full:
            return "an image reference must not be empty"
        if _compiled(REFERENCE).fullmatch(full.lower()):
            return "the repository name must be lowercase"
        return "not a valid image reference (registry/repository[:tag][@digest])"
    name = _compiled(NAME).fullmatch(match.group(1))
    path = name.group(2) if name else match.group(1)
    if len(path) > MAX_REPOSITORY:
        return f"the repository name must not be more than {MAX_REPOSITORY} characters"
    digest = match.group(3)
    if digest:
        algorithm, _, encoded = digest.partition(":")
        if algorithm not in DIGEST_LENGTHS:
            return f"unsupported digest algorithm {algorithm!r}"
        if len(encoded) != DIGEST_LENGTHS[algorithm] or not re.fullmatch(r"[a-f0-9]+", encoded):
            return f"invalid {algorithm} digest: {DIGEST_LENGTHS[algorithm]} lower-case hexadecimal digits expected"
    return None


def is_pinned(image: str) -> bool:
    """A digest, or a tag other than latest: what a policy or a platform component needs to run what it names."""
    if "@" in image:
        return True
    last = image.rsplit("/", 1)[-1]
    return ":" in last and last.rsplit(":", 1)[1] != "latest"
