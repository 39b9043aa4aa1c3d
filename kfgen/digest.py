"""SHA-256, from the interpreter's own module for a small build: `hashlib` loads OpenSSL's libcrypto on import, a few
ms of every start (the KRM function's included). OpenSSL's digest of a spec is three times as fast: past
OPENSSL_FROM digests (a build of sixteen specs or more) hashlib takes over. It would pay for its import only past
about 250, but a larger build then pays the builtin's slowness for all of them (a 200-spec render: +10 M
instructions); at 32 a one-spec build keeps the saving and a large one pays an eighth of that. The digests are the
same."""

from __future__ import annotations

import sys
from typing import Any

if sys.version_info >= (3, 12):
    from _sha2 import sha256 as _builtin
else:
    from _sha256 import sha256 as _builtin

OPENSSL_FROM = 32
_digests = 0
_openssl: Any = None


def sha256_hex(data: bytes) -> str:
    global _digests, _openssl
    if _openssl is None:
        _digests += 1
        if _digests < OPENSSL_FROM:
            return str(_builtin(data).hexdigest())
        import hashlib

        _openssl = hashlib.sha256
    return str(_openssl(data).hexdigest())
