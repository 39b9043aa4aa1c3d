"""Literal credentials in anything kfgen would write: names that call for a Secret, values that are keys.

The value patterns (kfgen.checks.secretpatterns) follow detect-secrets' plugins (AWS, GitHub, GitLab, Slack,
Stripe, OpenAI, JWT, private keys, basic-auth URLs); tests/unit/test_credentials.py checks that every string
those plugins flag is flagged here. detect-secrets itself is not imported: it costs a second of startup
and pulls in requests. JWTs and URLs are found by splitting, so one pass over a string is linear in its
length.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from kfgen.checks.credentialwords import (
    COOKIE_OWNERS,
    COOKIE_WORDS,
    CREDENTIAL_ENDINGS,
    OWNED_ENDS,
    OWNED_WORDS,
)
from kfgen.results import Result, error

if TYPE_CHECKING:
    from kfgen.model import Context

# Words of a name (camelCase, dotted, dashed, snake) that call for a Secret.
SECRET_WORDS = frozenset(
    {"password", "passwd", "pass", "pwd", "secret", "token", "apikey", "credential", "credentials", "passphrase"}
)
SECRET_PAIRS = frozenset(
    {("api", "key"), ("access", "key"), ("secret", "key"), ("private", "key"), ("client", "secret"), ("auth", "token")}
)
# The ends of a name written as one word that still name a credential (not `token` or `pwd`: MAXTOKEN, OLDPWD).
RUN_TOGETHER = ("password", "passwd", "passphrase", "secretkey", "accesskey", "apikey", "authtoken")
# A name ending in one of these names where the credential is, not the credential.
REFERENCE_WORDS = frozenset(
    {
        "file",
        "path",
        "dir",
        "name",
        "ref",
        "id",
        "url",
        "uri",
        "key_ref",
        "secret_ref",
        "env",
        "length",
        "len",
        "policy",
        "type",
        "mode",
        "header",
        "field",
        "endpoint",
    }
)
_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")

# What every match of a value pattern (kfgen.checks.secretpatterns) starts with: a string holding none of these holds
# no key, and the patterns are compiled only once one does (tests/unit/test_credentials.py checks each pattern against
# them).
KEY_PREFIXES = (
    "A3T",
    "ABIA",
    "ACCA",
    "AKIA",
    "ASIA",
    "-----BEGIN",
    "ghp_",
    "gho_",
    "ghu_",
    "ghs_",
    "ghr_",
    "github_pat_",
    "glpat-",
    "gldt-",
    "glrt-",
    "glptt-",
    "glcbt-",
    "gloas-",
    "xox",
    "hooks.slack.com/services/",
    "rk_live_",
    "sk_live_",
    "sk-",
    "pypi-AgEIcHlwaS5vcmc",
    "npm_",
    "SG.",
)
_ASSIGNS = frozenset(" =:\t\n\r\f\v")  # what an assignment needs: the regex runs only where one is
_FLAG = re.compile(r"-{1,2}([A-Za-z_][A-Za-z0-9_.-]{0,63})(?:[=:](.+))?", re.DOTALL)


def words(name: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(name)]


# Names and values repeat across the specs of a build (env names, images, commands): each is judged once.
MEMO = 1 << 16


@functools.lru_cache(maxsize=MEMO)
def is_credential_name(name: str) -> bool:
    """dbPassword, db.password, DB_PASSWORD, api-key; not PASSWORD_FILE or tokenizer."""
    parts = words(name)
    if not parts or parts[-1] in REFERENCE_WORDS:
        return False
    if any(w in SECRET_WORDS for w in parts):
        return True
    if parts[-1].endswith(RUN_TOGETHER):  # PGPASSWORD, SECRETKEY: one word as libpq and many tools spell them
        return True
    if any(_owned(parts[-1], end, owners) for end, owners in OWNED_ENDS):  # HFTOKEN, MYSQLPWD, PGPASS, AWSSECRET
        return True
    if len(parts) > 1 and any(parts[-1] == end and parts[-2] in owners for end, owners in OWNED_WORDS):
        return True  # OPENAI_KEY, SSH_KEY, GITHUB_PAT; not SORT_KEY
    if parts[-1] in COOKIE_WORDS and (len(parts) == 1 or parts[-2] in COOKIE_OWNERS):
        return True
    if any(tuple(parts[-len(ending) :]) == ending for ending in CREDENTIAL_ENDINGS):
        return True
    return any(pair in SECRET_PAIRS for pair in itertools.pairwise(parts))


def _owned(word: str, end: str, owners: frozenset[str]) -> bool:
    """`word` is `end` run together after one of `owners` (HFTOKEN), or after a longer word ending in one of four
    letters or more (MYGITHUBTOKEN; a short one, `id` or `sa`, must be the whole of what comes before)."""
    if not word.endswith(end):
        return False
    before = word[: -len(end)]
    return before in owners or any(before.endswith(owner) for owner in owners if len(owner) >= 4)


@functools.lru_cache(maxsize=MEMO)
def secret_in_value(text: str) -> str | None:
    """What kind of credential a string carries, or None."""
    if any(prefix in text for prefix in KEY_PREFIXES):
        from kfgen.checks import secretpatterns  # compiled for the rare string that may hold a key

        for kind, pattern in secretpatterns.VALUE_PATTERNS:
            if pattern.search(text):
                return kind
    if "eyJ" in text and jwt_in(text):
        return "a JWT"
    if url_with_password(text):
        return "a password in a URL"
    return f"a credential in a URL's query ({found})" if (found := url_query_credential(text)) else None


def jwt_in(text: str) -> bool:
    """header.payload[.signature], both JSON objects in base64url ("eyJ" is `{"`); each part is read once."""
    from kfgen.checks import secretpatterns  # secret_in_value asks only about a string with "eyJ" in it

    for token in secretpatterns.TOKEN_SEPARATORS.split(text):
        parts = token.split(".")
        if any("eyJ" in head and payload.startswith("eyJ") for head, payload in itertools.pairwise(parts)):
            return True
    return False


def url_with_password(text: str) -> bool:
    """scheme://user:password@host or scheme://:password@host (each authority is scanned once)."""
    start = text.find("://")
    while start != -1:
        end = start + 3
        while end < len(text) and text[end] not in "/ \t\r\n?#":
            end += 1
        userinfo = text[start + 3 : end].rpartition("@")[0]
        if ":" in userinfo and userinfo.partition(":")[2]:
            return True
        start = text.find("://", end)
    return False


# Query parameters that carry a credential though their names are no credential words: libpq's sslpassword, AWS
# SigV4 presigned URLs, Azure SAS (sig), OAuth and Google's signed URLs.
QUERY_CREDENTIALS = frozenset(
    {
        "sslpassword",
        "x-amz-signature",
        "x-amz-credential",
        "x-amz-security-token",
        "x-goog-signature",
        "x-goog-credential",
        "sig",
        "signature",
        "access_token",
        "refresh_token",
        "id_token",
    }
)


def url_query_credential(text: str) -> str | None:
    """The first query parameter of a URL in the text that carries a literal credential (`?password=x`), or None."""
    start = text.find("://")
    while start != -1:
        query_at = start + 3
        while query_at < len(text) and text[query_at] not in "? \t\r\n#":
            query_at += 1
        end = query_at
        while end < len(text) and text[end] not in " \t\r\n#":
            end += 1
        if query_at < len(text) and text[query_at] == "?":
            for pair in text[query_at + 1 : end].replace(";", "&").split("&"):
                name, _, value = pair.partition("=")
                if _literal(value) and (name.lower() in QUERY_CREDENTIALS or is_credential_name(name)):
                    return name
        start = text.find("://", end)
    return None


def assignment_in_text(text: str) -> bool:
    """A credential set on a command line inside one string: `--password=x`, `--password:x`, `TOKEN=x`."""
    from kfgen.checks import secretpatterns  # asked only about a string with a space, `=` or `:` in it

    return any(is_credential_name(m.group(1) or m.group(2)) for m in secretpatterns.ASSIGNMENT.finditer(text))


def credential_arguments(args: list[object]) -> Iterator[int]:
    """Indexes of arguments that carry a credential: --password=X, X after --password, or a key."""
    for index, arg in enumerate(args):
        if not isinstance(arg, str):
            continue
        flag = _FLAG.fullmatch(arg)
        if secret_in_value(arg) or (flag and _literal(flag.group(2)) and is_credential_name(flag.group(1))):
            yield index
        elif flag and flag.group(2) is None and is_credential_name(flag.group(1)) and index + 1 < len(args):
            following = args[index + 1]
            if isinstance(following, str) and _literal(following) and not following.startswith("-"):
                yield index + 1
        elif _may_assign(arg, flag) and assignment_in_text(arg):  # `sh -c "PASSWORD=x train"`, `[env, PASSWORD=x]`
            yield index


def _may_assign(arg: str, flag: re.Match[str] | None) -> bool:
    """Whether `arg` can hold an assignment (`--lr=0.1` cannot: a flag's own value is checked above)."""
    text = flag.group(2) if flag and flag.group(2) is not None else arg
    return not _ASSIGNS.isdisjoint(text)


# The last words of names whose value may be the path of a file holding the credential (GOOGLE_APPLICATION_CREDENTIALS,
# AWS_SHARED_CREDENTIALS_FILE, KUBECONFIG-like *_CONFIG): there an absolute path is where a mounted Secret is read.
FILE_VALUED = frozenset({"credentials", "credential", "config", "file", "path"})


def names_a_file(name: str, value: str) -> bool:
    """`value` is the absolute path of a file (a mounted Secret's), not the credential: GOOGLE_APPLICATION_CREDENTIALS=
    /secret/gcp/key.json. Advising `{secret:, key:}` there would put the key's content where a path is read."""
    parts = words(name)
    return bool(parts) and parts[-1] in FILE_VALUED and _absolute_path(value) and not secret_in_value(value)


def _absolute_path(value: str) -> bool:
    return value.startswith("/") and len(value) > 1 and not any(c.isspace() for c in value) and "://" not in value


def _literal(value: str | None) -> bool:
    """A value, not a reference that Kubernetes ($(VAR)) or the shell ($VAR) fills in."""
    return bool(value) and not str(value).startswith("$")


# the rule ---------------------------------------------------------------------------------------------

SECRET_HINT = "reference a Secret instead: {secret: NAME, key: KEY}"
NAME_MESSAGE = f"a literal value for a credential; {SECRET_HINT}"
VALUE_MESSAGE = f"the value looks like a credential; {SECRET_HINT}"
ARGUMENT_MESSAGE = "an argument carries a credential; pass it through env from a Secret: {secret: NAME, key: KEY}"
POD_ENV_MESSAGE = "a literal value for a credential; set it in spec.env from a Secret instead: {secret: NAME, key: KEY}"
# Checked by their own rules, with their own advice.
OWN_RULES = frozenset({("tracking", "mlflow", "trackingUri")})
OWN_RULE_PARENTS = frozenset(path[:-1] for path in OWN_RULES)
Path = tuple[str | int, ...]


def check(ctx: Context) -> Iterator[Result]:
    for path, message in problems(ctx.spec):
        yield error(message, ctx.ref, field_of(ctx, path))
    # every other environment's override too: its literal is in the repository whichever environment renders here
    # (`kfgen validate` without --env renders none), and it would be rendered into that environment's job
    overrides = (ctx.source.get("spec") or {}).get("environments")
    for name, override in overrides.items() if isinstance(overrides, dict) else ():
        if name != ctx.layer and isinstance(override, dict):
            for path, message in problems(override):
                yield error(message, ctx.ref, f"spec.environments.{name}" + _dotted(path))


def field_of(ctx: Context, path: Path) -> str:
    """The field in the layer that set it; list indexes are not layers, so the origin stops at the first."""
    cut = next((i for i, part in enumerate(path) if isinstance(part, int)), len(path))
    return ctx.field(*path[:cut]) + _dotted(path[cut:])


def _dotted(path: Path) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)


def problems(value: object, path: Path = ()) -> Iterator[tuple[Path, str]]:
    """(path, message) of every literal credential in plain data, in document order."""
    key = path[-1] if path else None
    if path in OWN_RULES:
        return
    if isinstance(value, dict):
        yield from _env_map(value, path) if key == "env" else _in_map(value, path, key in ("annotations", "labels"))
    elif isinstance(value, list):
        if key in ("command", "args"):
            yield from (((*path, index), ARGUMENT_MESSAGE) for index in credential_arguments(value))
        else:
            yield from _env_list(value, path) if key == "env" else _in_list(value, path)
    elif isinstance(value, str) and secret_in_value(value):
        yield path, VALUE_MESSAGE


def _in_map(value: dict[Any, Any], path: Path, named: bool) -> Iterator[tuple[Path, str]]:
    """`named`: the keys are names (labels, annotations), which may name a credential."""
    own = path in OWN_RULE_PARENTS
    for k, v in value.items():
        if isinstance(v, str):  # a leaf is judged here, not in a generator of its own: most fields are leaves
            if named and v and is_credential_name(str(k)):
                yield (*path, k), NAME_MESSAGE
            elif not (own and (*path, k) in OWN_RULES) and secret_in_value(v):
                yield (*path, k), VALUE_MESSAGE
        elif isinstance(v, (dict, list)):
            yield from problems(v, (*path, k))


def _in_list(value: list[Any], path: Path) -> Iterator[tuple[Path, str]]:
    own = path in OWN_RULE_PARENTS
    for index, item in enumerate(value):
        if isinstance(item, str):
            if not (own and (*path, index) in OWN_RULES) and secret_in_value(item):
                yield (*path, index), VALUE_MESSAGE
        elif isinstance(item, (dict, list)):
            yield from problems(item, (*path, index))


def _env_map(env: dict[object, object], path: Path) -> Iterator[tuple[Path, str]]:
    for name, value in env.items():
        if isinstance(value, dict) or value in ("", None):
            continue
        if is_credential_name(str(name)) and not names_a_file(str(name), str(value)):
            yield (*path, str(name)), NAME_MESSAGE
        elif secret_in_value(str(value)):
            yield (*path, str(name)), VALUE_MESSAGE


def _env_list(env: list[object], path: Path) -> Iterator[tuple[Path, str]]:
    for index, var in enumerate(env):
        if not isinstance(var, dict) or var.get("value") in ("", None):
            continue
        name, value = str(var.get("name", "")), str(var["value"])
        if (is_credential_name(name) and not names_a_file(name, value)) or secret_in_value(value):
            yield (*path, index), POD_ENV_MESSAGE
