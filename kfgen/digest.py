"""SHA-256 from the interpreter's own module: `hashlib` loads OpenSSL's libcrypto on import, a few ms of every
start (the KRM function's included) for a digest of a few hundred bytes. The digests are the same."""

from __future__ import annotations

import sys

if sys.version_info >= (3, 12):
    from _sha2 import sha256 as _sha256
else:
    from _sha256 import sha256 as _sha256


def sha256_hex(data: bytes) -> str:
    return str(_sha256(data).hexdigest())
