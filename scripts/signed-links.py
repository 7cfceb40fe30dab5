#!/usr/bin/env python3
"""An independent implementation of the signed-link format (docs/SignedLinks.md), in Python
with the `cryptography` package: what a server in another language does to make links the
package accepts, and to check the package's own. Written from the specification, sharing no
code with the Swift side; the interoperability tests run it both ways.

  signed-links.py sign PRIVATE-KEY KEY-ID URL EXPIRES-IN [--single-use] [--now SECONDS]
  signed-links.py verify PUBLIC-KEY URL [--now SECONDS]
  signed-links.py canonical URL

Keys are 32 raw bytes in base64url without padding.
"""
import base64
import secrets
import sys
import time

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

UNRESERVED = set(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def b64url_encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def b64url_decode(text: str) -> bytes:
    data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    if b64url_encode(data) != text:
        raise ValueError("not canonical base64url")
    return data


def unquote(part: bytes) -> bytes:
    out, i = bytearray(), 0
    while i < len(part):
        if part[i] == 0x25:
            pair = part[i + 1:i + 3]
            if len(pair) != 2 or not all(c in b"0123456789abcdefABCDEF" for c in pair):
                raise ValueError("a broken percent-encoding")
            out.append(int(pair, 16))
            i += 3
        else:
            out.append(part[i])
            i += 1
    return bytes(out)


def quote(data: bytes) -> bytes:
    return b"".join(bytes([c]) if c in UNRESERVED else b"%%%02X" % c for c in data)


def canonical(url: str) -> str:
    raw = url.encode()
    if b"#" in raw:
        raise ValueError("a signed link has no fragment")
    scheme, _, rest = raw.partition(b":")
    authority = b""
    if rest.startswith(b"//"):
        rest = rest[2:]
        end = min([i for i in (rest.find(b"/"), rest.find(b"?")) if i >= 0] or [len(rest)])
        authority, rest = rest[:end], rest[end:]
        if b"@" in authority:
            raise ValueError("a signed link has no user information")
    path, _, query = rest.partition(b"?")
    segments = path.split(b"/")
    if path.startswith(b"/"):
        segments = segments[1:]
    canonical_path = b"".join(b"/" + quote(unquote(s)) for s in segments) if path else b""
    pairs = []
    for part in query.split(b"&") if query else []:
        if not part:
            continue
        name, equals, value = part.partition(b"=")
        name = unquote(name)
        if name == b"sig":
            continue
        pairs.append((quote(name), quote(unquote(value)) if equals else None))
    pairs.sort(key=lambda p: (p[0], p[1] is not None, p[1] or b""))
    joined = b"&".join(n + (b"=" + v if v is not None else b"") for n, v in pairs)
    lines = [b"SIGNED-LINK-1", scheme.lower(), authority.lower(), canonical_path or b"/", joined]
    return b"\n".join(lines).decode()


def sign(private_key: str, key_id: str, url: str, expires_in: int, single_use: bool, now: int) -> str:
    key = Ed25519PrivateKey.from_private_bytes(b64url_decode(private_key))
    extra = f"exp={now + expires_in}&iat={now}&kid={key_id}"
    if single_use:
        extra += "&nonce=" + b64url_encode(secrets.token_bytes(16))
    unsigned = url + ("&" if "?" in url else "?") + extra
    signature = key.sign(canonical(unsigned).encode())
    return unsigned + "&sig=" + b64url_encode(signature)


def verify(public_key: str, url: str, now: int) -> str:
    key = Ed25519PublicKey.from_public_bytes(b64url_decode(public_key))
    query = url.partition("?")[2]
    params = {}
    for part in query.split("&"):
        name, _, value = part.partition("=")
        params.setdefault(name, []).append(value)
    if len(params.get("sig", [])) != 1:
        return "refused: missing"
    try:
        key.verify(b64url_decode(params["sig"][0]), canonical(url).encode())
    except (InvalidSignature, ValueError):
        return "refused: bad signature"
    if int(params["exp"][0]) + 60 < now:
        return "refused: expired"
    return "ok " + params["kid"][0]


def main(args):
    now = int(time.time())
    if "--now" in args:
        i = args.index("--now")
        now = int(args[i + 1])
        del args[i:i + 2]
    if args[0] == "sign":
        print(sign(args[1], args[2], args[3], int(args[4]), "--single-use" in args, now))
    elif args[0] == "verify":
        print(verify(args[1], args[2], now))
    elif args[0] == "canonical":
        print(canonical(args[1]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
