"""The regular expressions of kfgen.checks.credentials, compiled only when a string may hold what they find.

A spec rarely has a string with a key's prefix (kfgen.checks.credentials.KEY_PREFIXES) or an assignment in a
command line, so most builds never compile these. Every pattern starts with a literal and repeats a
bounded number of times, so one pass over a string is linear in its length.
"""

from __future__ import annotations

import re

# detect-secrets' plugins, mirrored (tests/unit/test_credentials.py); each match starts with one of KEY_PREFIXES
VALUE_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("an AWS access key", re.compile(r"(?:A3T[A-Z0-9]|ABIA|ACCA|AKIA|ASIA)[0-9A-Z]{16}")),
    ("a private key", re.compile(r"-----BEGIN[A-Z ]{0,40} PRIVATE KEY-----")),
    ("a GitHub token", re.compile(r"(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9_]{36}")),
    ("a GitHub token", re.compile(r"github_pat_[A-Za-z0-9_]{22}_[A-Za-z0-9_]{20}")),
    ("a GitLab token", re.compile(r"gl(?:pat|dt|rt|ptt|cbt|oas)-[A-Za-z0-9_-]{20}")),
    ("a Slack token", re.compile(r"xox(?:a|b|p|o|s|r)-(?:\d{1,20}-)?[A-Za-z0-9-]{10}")),
    (
        "a Slack webhook",
        re.compile(r"hooks\.slack\.com/services/T[A-Za-z0-9_]{1,32}/B[A-Za-z0-9_]{1,32}/[A-Za-z0-9_]{8}"),
    ),
    ("a Stripe key", re.compile(r"(?:r|s)k_live_[0-9a-zA-Z]{24}")),
    ("an OpenAI key", re.compile(r"sk-[A-Za-z0-9_-]{20}")),
    ("a PyPI token", re.compile(r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{20}")),
    ("an npm token", re.compile(r"npm_[A-Za-z0-9]{36}")),
    ("a SendGrid key", re.compile(r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}")),
)
TOKEN_SEPARATORS = re.compile(r"[^A-Za-z0-9_=.+/-]+")
# `--password=x`, `--password:x`, `--db.password x`, `PASSWORD=x` inside a string (a shell command line).
ASSIGNMENT = re.compile(
    r"(?<![A-Za-z0-9_.-])(?:-{1,2}([A-Za-z_][A-Za-z0-9_.-]{0,63})(?:[=:]|\s+)"
    r"|([A-Za-z_][A-Za-z0-9_.-]{0,63})[=:])(?=[^\s$-])"
)
