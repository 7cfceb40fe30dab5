#!/usr/bin/env python3
"""An independent implementation of the signed-link format (docs/SignedLinks.md), in Python
with the `cryptography` package: what a server in another language does to make links the
package accepts, and to check the package's own. Written from the specification, sharing no
code with the Swift side; the interoperability tests run it both ways.

  signed-links.py sign PRIVATE-KEY KEY-ID URL EXPIRES-IN [--single-use] [--now SECONDS]
  signed-links.py verify PUBLIC-KEY URL [--now SECONDS] [--max-age SECONDS] [--single-use]
  signed-links.py canonical URL
  signed-links.py vectors [SPEC]    checks the specification's test vectors (docs/SignedLinks.md)

Keys are 32 raw bytes in base64url without padding. `verify` prints "ok KEY-ID" or
"refused: REASON" (missing, malformed, bad signature, not yet valid, expired, lifetime too
long); it keeps no record of nonces, so it never says "replayed".
"""
import os
import re
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
    if b"+" in query:
        raise ValueError("a '+' in the query (a plus sign is written %2B, a space %20)")
    segments = path.split(b"/")
    if path.startswith(b"/"):
        segments = segments[1:]
    canonical_path = b"".join(b"/" + quote(unquote(s)) for s in segments) if path else b""
    pairs, seen = [], set()
    for part in query.split(b"&") if query else []:
        if not part:
            continue
        name, equals, value = part.partition(b"=")
        name = unquote(name)
        if name in seen:
            raise ValueError(f"{name.decode(errors='replace')!r} appears more than once")
        seen.add(name)
        if name == b"sig":
            continue
        pairs.append((quote(name), quote(unquote(value)) if equals else None))
    pairs.sort(key=lambda p: p[0])  # names are unique
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


def parameters(url: str) -> dict:
    """The query's parameters, names and values percent-decoded (so `%73ig` is `sig`)."""
    found = {}
    for part in url.partition("?")[2].split("&"):
        if part:
            name, _, value = part.partition("=")
            found[unquote(name.encode()).decode()] = unquote(value.encode()).decode()
    return found


def seconds(text):
    """Seconds since 1970: 1 to 12 digits, the first not 0; None otherwise."""
    if text is None or not re.fullmatch(r"[1-9][0-9]{0,11}", text):
        return None
    return int(text)


def verify(public_key: str, url: str, now: int, max_age=None, single_use=False, skew=60) -> str:
    """Checks `url` in the order docs/SignedLinks.md sets; the first refusal wins."""
    key = Ed25519PublicKey.from_public_bytes(b64url_decode(public_key))
    # Read as sent: a byte outside printable ASCII makes it no URL at all.
    if any(not 0x21 <= ord(character) <= 0x7E for character in url):
        return "refused: malformed"
    try:
        form = canonical(url)  # also refuses a repeated name and a '+'
    except ValueError:
        return "refused: malformed"
    params = parameters(url)
    if "sig" not in params:
        return "refused: missing"
    try:
        signature = b64url_decode(params["sig"])
    except ValueError:
        return "refused: malformed"
    if len(signature) != 64 or not re.fullmatch(r"[A-Za-z0-9._-]{1,64}", params.get("kid", "")):
        return "refused: malformed"
    expires, issued = seconds(params.get("exp")), params.get("iat")
    if expires is None or (issued is not None and seconds(issued) is None):
        return "refused: malformed"
    issued = seconds(issued)
    if issued is not None and issued > expires:
        return "refused: malformed"
    nonce = params.get("nonce")
    if nonce is not None and not re.fullmatch(r"[A-Za-z0-9_-]{16,128}", nonce):
        return "refused: malformed"
    try:
        key.verify(signature, form.encode())
    except InvalidSignature:
        return "refused: bad signature"
    if issued is not None and issued > now + skew:
        return "refused: not yet valid"
    if expires + skew < now:
        return "refused: expired"
    if max_age is not None and expires - now > max_age + skew:
        return "refused: lifetime too long"
    if single_use and nonce is None:
        return "refused: malformed"
    return "ok " + params["kid"]


def vectors(spec: str) -> int:
    """Checks every row of the specification's table of test vectors; prints each failure."""
    text = open(spec, encoding="utf-8").read()
    public_key = re.search(r"public key `([A-Za-z0-9_-]{43})`", text).group(1)
    now = int(re.search(r"checked at `(\d+)`", text).group(1))
    rows = re.findall(r"^\| (\d+) \| `([^`]+)` \| `([^`]+)` \| `([^`]+)` \|", text, re.M)
    failures = 0
    for number, link, rule, expected in rows:
        max_age = int(re.search(r"max-age (\d+)", rule).group(1))
        got = verify(public_key, link, now, max_age=max_age, single_use="single-use" in rule)
        if got != expected:
            failures += 1
            print(f"vector {number}: {got}, expected {expected}")
    print(f"{len(rows)} vectors, {failures} failed")
    return 1 if failures or not rows else 0


def main(args):
    now = int(time.time())
    if "--now" in args:
        i = args.index("--now")
        now = int(args[i + 1])
        del args[i:i + 2]
    if args[0] == "sign":
        print(sign(args[1], args[2], args[3], int(args[4]), "--single-use" in args, now))
    elif args[0] == "verify":
        max_age = None
        if "--max-age" in args:
            max_age = int(args[args.index("--max-age") + 1])
        print(verify(args[1], args[2], now, max_age=max_age, single_use="--single-use" in args))
    elif args[0] == "vectors":
        spec = args[1] if len(args) > 1 else os.path.join(os.path.dirname(__file__), "..", "docs", "SignedLinks.md")
        sys.exit(vectors(spec))
    elif args[0] == "canonical":
        print(canonical(args[1]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
