"""Content-Security-Policy: a built HTML page in, the same page with a CSP meta tag out.

Only the site's own script files may run, plus Material's few inline bootstrap scripts, each
allowed by the hash of its exact text; anything an abstract might smuggle in has no hash.
"""

from __future__ import annotations

import base64
import hashlib
import re

_INLINE_SCRIPT = re.compile(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.S | re.I)
_NOT_JAVASCRIPT = re.compile(r"""\btype\s*=\s*["']?(?!text/javascript|module)[\w/+-]+""", re.I)
_HEAD = re.compile(r"<head[^>]*>", re.I)

POLICY = (
    "default-src 'self'; "
    "script-src 'self'{hashes}; "
    "style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; "
    "font-src 'self' data:; "
    "connect-src 'self'; "
    "worker-src 'none'; "
    "object-src 'none'; "
    "base-uri 'self'; "
    "form-action 'self'; "
    "frame-src 'none'"
)


def inline_script_hashes(html: str) -> list[str]:
    """CSP hash sources of every inline JavaScript block of a page, in order, without repeats."""
    hashes = []
    for match in _INLINE_SCRIPT.finditer(html):
        attrs = match.group("attrs")
        if re.search(r"\bsrc\s*=", attrs, re.I) or _NOT_JAVASCRIPT.search(attrs):
            continue
        digest = hashlib.sha256(match.group("body").encode("utf-8")).digest()
        source = f"'sha256-{base64.b64encode(digest).decode('ascii')}'"
        if source not in hashes:
            hashes.append(source)
    return hashes


def with_policy(html: str) -> str:
    """The page with a CSP meta tag as the first element of its head."""
    hashes = "".join(f" {source}" for source in inline_script_hashes(html))
    meta = f'<meta http-equiv="Content-Security-Policy" content="{POLICY.format(hashes=hashes)}">'
    head = _HEAD.search(html)
    if head is None:
        return html
    return html[: head.end()] + meta + html[head.end() :]
