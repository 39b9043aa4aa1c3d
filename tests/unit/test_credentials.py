"""kfgen's credential detector against detect-secrets' plugins (the oracle; too heavy for the render path).

Every string that one of the mirrored plugins flags must be flagged by kfgen too; plus the names and
command lines that only kfgen's rules cover.
"""

from __future__ import annotations

import re
from re import _parser  # type: ignore[attr-defined]
from re._constants import BRANCH, IN, LITERAL, SUBPATTERN  # type: ignore[import-not-found]
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kfgen.checks import credentials, secretpatterns

plugins = pytest.importorskip("detect_secrets.plugins")
from detect_secrets.plugins import (  # noqa: E402
    aws,
    basic_auth,
    github_token,
    gitlab_token,
    jwt,
    npm,
    openai,
    private_key,
    pypi_token,
    sendgrid,
    slack,
    stripe,
)

DETECTORS: list[Any] = [
    aws.AWSKeyDetector(),
    basic_auth.BasicAuthDetector(),
    github_token.GitHubTokenDetector(),
    gitlab_token.GitLabTokenDetector(),
    jwt.JwtTokenDetector(),
    npm.NpmDetector(),
    openai.OpenAIDetector(),
    private_key.PrivateKeyDetector(),
    pypi_token.PypiTokenDetector(),
    sendgrid.SendGridDetector(),
    slack.SlackDetector(),
    stripe.StripeDetector(),
]
ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
SHAPES = st.sampled_from(
    [
        ("AKIA", "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16),
        ("ASIA", "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16),
        ("ghp_", ALNUM, 36),
        ("ghs_", ALNUM, 36),
        ("github_pat_11", ALNUM + "_", 80),
        ("glpat-", ALNUM + "-_", 20),
        ("xoxb-", ALNUM + "-", 30),
        ("sk_live_", ALNUM, 24),
        ("npm_", ALNUM, 36),
        ("sk-", ALNUM, 48),
        ("https://user:", ALNUM, 8),
        ("-----BEGIN RSA PRIVATE KEY-----", "", 0),
        ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.", ALNUM + "-_", 43),
    ]
)


@st.composite
def secret_like(draw: st.DrawFn) -> str:
    prefix, alphabet, length = draw(SHAPES)
    body = draw(st.text(alphabet, min_size=length, max_size=length)) if alphabet else ""
    suffix = "@db.example.com/x" if prefix.startswith("https://") else draw(st.text(" =:\"'/;", max_size=2))
    return draw(st.text(" =:\"'abc", max_size=4)) + prefix + body + suffix


def flagged_by_detect_secrets(text: str) -> bool:
    return any(list(d.analyze_string(text)) for d in DETECTORS)


@settings(max_examples=500, deadline=None)
@given(text=secret_like())
def test_everything_detect_secrets_flags_is_flagged(text: str) -> None:
    if flagged_by_detect_secrets(text):
        assert credentials.secret_in_value(text), text


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=60))
def test_random_text_agrees(text: str) -> None:
    if flagged_by_detect_secrets(text):
        assert credentials.secret_in_value(text), text


@pytest.mark.parametrize(
    "name",
    [
        "dbPassword",
        "db.password",
        "DB_PASSWORD",
        "apiKey",
        "api-key",
        "AWS_SECRET_KEY",
        "clientSecret",
        "HF_TOKEN",
        "sshPassphrase",
        "Credentials",
        # run together, as libpq and many tools spell them (the re-test of issue 37)
        "PGPASSWORD",
        "DBPASSWORD",
        "REDISPASSWORD",
        "SECRETKEY",
        "ACCESSKEY",
        "AUTHTOKEN",
        "OPENAIAPIKEY",
        # `token` and `pwd` run together after a word that says whose (the second re-test of issue 37)
        "HFTOKEN",
        "GITHUBTOKEN",
        "GHTOKEN",
        "MYGITHUBTOKEN",
        "SLACKBOTTOKEN",
        "ACCESSTOKEN",
        "hfToken",
        "MYSQLPWD",
        "DBPWD",
        "ROOTPWD",
        "POSTGRESPWD",
        # `key`, `secret` and `pass` after a word that says whose (kfgen issue 37, re-test observation d)
        "OPENAI_KEY",
        "openaiKey",
        "ANTHROPIC_KEY",
        "HF_KEY",
        "WANDB_KEY",
        "AWS_KEY",
        "OPENAIKEY",
        "AWSSECRET",
        "CLIENTSECRET",
        "GITHUBSECRET",
        "PGPASS",
        "DBPASS",
        "MYSQLPASS",
        "ROOTPASS",
        "REDISPASS",
        # keys, tokens and cookies whose word says whose (the re-test of issue 37, d4)
        "SSH_KEY",
        "SSHKEY",
        "sshKey",
        "SIGNING_KEY",
        "GPG_KEY",
        "HMAC_KEY",
        "LICENSE_KEY",
        "GITHUB_PAT",
        "GITHUBPAT",
        "GL_PAT",
        "HF_PAT",
        "DOCKER_AUTH_CONFIG",
        "DOCKER_CONFIG_JSON",
        "DOCKERCFG",
        "dockerconfigjson",
        "COOKIE",
        "COOKIES",
        "SESSION_COOKIE",
        "AUTH_COOKIE",
        "HTTP_COOKIE",
    ],
)
def test_credential_names(name: str) -> None:
    assert credentials.is_credential_name(name)


@pytest.mark.parametrize(
    "name",
    [
        "PASSWORD_FILE",
        "tokenizer",
        "MAX_TOKENS",
        "secretName",
        "TOKEN_PATH",
        "passthrough",
        "api",
        "keyboard",
        "SECRET_REF",
        "password_url",
        "PGPASSFILE",
        "MAXTOKENS",
        "PASSWORDLESS_LOGIN",
        # counts and the shell's working directories, not credentials
        "MAXTOKEN",
        "NUM_TOKENS",
        "NUMTOKEN",
        "MINTOKEN",
        "OLDPWD",
        "TOKENIZERTOKEN",
        "STOPTOKEN",
        "PADTOKEN",
        "EOSTOKEN",
        "HFTOKENIZER",
        # words that end in `key`, `secret` or `pass` and name no credential: a false positive breaks a user's job
        "KEYBOARD_LAYOUT",
        "MONKEY",
        "HOTKEY",
        "WHISKEY",
        "SORT_KEY",
        "CACHE_KEY",
        "PARTITION_KEY",
        "PRIMARY_KEY",
        "OPENAI_KEY_FILE",
        "PASSES",
        "NUM_PASSES",
        "BYPASS",
        "COMPASS",
        "LOWPASS",
        "BANDPASS",
        "SURPASS",
        "PROXYPASS",
        "SECRETARY",
        "TOPSECRET",
        # near the words added for the re-test's d4: a cookie's settings, docker's config folder, a patch
        "COOKIE_NAME",
        "COOKIE_DOMAIN",
        "COOKIE_SECURE",
        "USE_COOKIE",
        "COOKIE_MAX_AGE",
        "DOCKER_CONFIG",
        "DOCKER_AUTH_CONFIG_PATH",
        "SSH_KEY_FILE",
        "SSH_KEY_PATH",
        "PAT",
        "SPAT",
        "PATCH",
        "MAX_PAT",
        "PATH",
        "SIGNING_KEY_ID",
        "DEDUP_KEY",
        "SESSION_ID",
        "SPLIT_KEY",
    ],
)
def test_names_that_point_at_a_credential(name: str) -> None:
    assert not credentials.is_credential_name(name)


@pytest.mark.parametrize(
    ("args", "flagged"),
    [
        (["--password=x"], [0]),
        (["--password:x"], [0]),
        (["--db.password=x"], [0]),
        (["--token", "abc"], [1]),
        (["sh", "-c", "train --password=hunter2"], [2]),
        (["sh", "-c", "PASSWORD=x train"], [2]),
        (["--password=$(DB_PASSWORD)"], []),
        (["--token", "$TOKEN"], []),
        (["--tokenizer=gpt2"], []),
        (["sh", "-c", "echo password reset"], []),
        (["--password-file=/run/secrets/p"], []),
        # list forms: the assignment is one item of the list
        (["env", "DB_PASSWORD=hunter2", "python", "train.py"], [1]),
        (["docker", "run", "-e", "API_KEY=abc123"], [3]),
        (["helm", "--set", "db.password=hunter2"], [2]),
        (["--env=DB_PASSWORD=hunter2"], [0]),
        (["env", "DB_PASSWORD=$(DB_PASSWORD)", "python"], []),
        (["env", "PASSWORD_FILE=/run/secrets/p", "python"], []),
        (["--tokenizer=gpt2", "lr=0.1", "model.name=bert"], []),
    ],
)
def test_command_lines(args: list[object], flagged: list[int]) -> None:
    assert list(credentials.credential_arguments(args)) == flagged


def test_patterns_are_anchored_or_bounded() -> None:
    """No unbounded repetition that a failed match would rescan (linear time)."""
    for _, pattern in secretpatterns.VALUE_PATTERNS:
        unbounded = re.findall(r"[*+]\+?", pattern.pattern)
        assert not unbounded or "(?<!" in pattern.pattern, pattern.pattern


Start = tuple[str, bool]  # the literal text a match starts with, and whether more of it may follow


def literal_starts(items: Any) -> set[Start]:
    """What the matches of a parsed pattern start with, as far as it is literal."""
    starts: set[Start] = {("", True)}
    for op, arg in items:
        if op is LITERAL:
            step = {(chr(arg), True)}
        elif op is IN and all(kind is LITERAL for kind, _ in arg):
            step = {(chr(code), True) for _, code in arg}
        elif op is SUBPATTERN:
            step = literal_starts(arg[-1])
        elif op is BRANCH:
            step = {start for branch in arg[1] for start in literal_starts(branch)}
        else:
            step = {("", False)}
        starts = {(text + more, still) if open_ else (text, False) for text, open_ in starts for more, still in step}
    return starts


def test_every_value_pattern_starts_with_a_key_prefix() -> None:
    """secret_in_value compiles the patterns only for a string holding a prefix: each match must start with one."""
    for _, pattern in secretpatterns.VALUE_PATTERNS:
        for text, _ in literal_starts(_parser.parse(pattern.pattern)):
            assert text.startswith(credentials.KEY_PREFIXES), (pattern.pattern, text)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("postgresql://mlflow@db/mlflow?sslmode=require&password=x", "password"),
        ("postgresql://db/mlflow?sslpassword=x", "sslpassword"),
        ("https://b.s3.amazonaws.com/k?X-Amz-Algorithm=A&X-Amz-Signature=ff", "X-Amz-Signature"),
        ("see https://h/x?token=abc here", "token"),
        ("https://h/x?api_key=abc", "api_key"),
        ("https://h/x?token=$(TOKEN)", None),
        ("https://h/x?password=", None),
        ("https://h/x?page=2&tokenizer=bert", None),
        ("no URL?password=x", None),
    ],
)
def test_credential_query_parameters_of_urls(text: str, found: str | None) -> None:
    assert credentials.url_query_credential(text) == found


def test_the_environments_uri_fields_come_from_the_schema() -> None:
    from kfgen.checks import uricredentials

    paths = {".".join(p) for p in uricredentials.environment_uri_paths()}
    assert {
        "spec.mlflow.trackingUri",
        "spec.mlflow.server.artifacts.s3.endpoint",
        "spec.mlflow.server.backendStore.uri",
    } <= paths


@pytest.mark.parametrize(
    ("env", "flagged"),
    [
        # the path of a key file in a mounted Secret: `{secret:, key:}` would put the key where a path is read
        ({"GOOGLE_APPLICATION_CREDENTIALS": "/secret/gcp/key.json"}, []),
        ({"AWS_SHARED_CREDENTIALS_FILE": "/var/run/secrets/aws/credentials"}, []),
        ({"DB_SECRET_CONFIG": "/etc/db/secret.yaml"}, []),
        ({"GOOGLE_APPLICATION_CREDENTIALS": "/secret/gcp/key.json", "WANDB_API_KEY": "0123abcd"}, ["WANDB_API_KEY"]),
        # still the credential itself: its content, a relative word, a password that starts with a slash
        ({"GOOGLE_APPLICATION_CREDENTIALS": '{"type": "service_account"}'}, ["GOOGLE_APPLICATION_CREDENTIALS"]),
        ({"DB_PASSWORD": "/hunter2"}, ["DB_PASSWORD"]),
        ({"CREDENTIALS": "s3cr3t"}, ["CREDENTIALS"]),
        ({"SECRET_CONFIG": "/x https://u:p@h/"}, ["SECRET_CONFIG"]),
    ],
)
def test_a_path_into_a_mounted_secret_is_no_literal_credential(env: dict[str, str], flagged: list[str]) -> None:
    """Both forms: the spec's `env` map and a pod's env list (a pod patch, a runtime)."""
    assert [path[-1] for path, _ in credentials.problems({"env": env})] == flagged
    pod = {"env": [{"name": k, "value": v} for k, v in env.items()]}
    assert [list(env)[path[-1]] for path, _ in credentials.problems(pod)] == flagged  # type: ignore[index]
