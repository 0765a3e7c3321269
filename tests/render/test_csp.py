"""Content-Security-Policy: only the site's own scripts and Material's hashed inline ones run."""

from __future__ import annotations

import base64
import hashlib

from readinglist.render.csp import inline_script_hashes, with_policy

PAGE = (
    '<html><head><meta charset="utf-8"><script>var a = 1;</script>'
    '<script id="__config" type="application/json">{"base": "."}</script>'
    '<script src="assets/x.js"></script></head><body><p>&lt;script&gt;</p>'
    "<script>var a = 1;</script></body></html>"
)


def _hash(body: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(body.encode()).digest()).decode() + "'"


def test_only_inline_javascript_is_hashed_once() -> None:
    assert inline_script_hashes(PAGE) == [_hash("var a = 1;")]


def test_policy_is_the_first_thing_in_head() -> None:
    html = with_policy(PAGE)
    head = html.split("<head>", 1)[1]
    assert head.startswith('<meta http-equiv="Content-Security-Policy"')
    policy = head.split('content="', 1)[1].split('"', 1)[0]
    assert "script-src 'self' " + _hash("var a = 1;") in policy
    assert "object-src 'none'" in policy
    assert "unsafe-inline" not in policy.split("script-src", 1)[1].split(";", 1)[0]


def test_page_without_head_is_left_alone() -> None:
    assert with_policy("<p>fragment</p>") == "<p>fragment</p>"
