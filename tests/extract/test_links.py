"""Tests for readinglist.extract.links: rule tables, the YAML corpus, the seeds, invariants."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from unittest.mock import patch
from urllib.parse import urlsplit

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from readinglist.extract import links
from readinglist.extract.links import classify, extract_links

_TESTS = Path(__file__).parents[1]
_CORPUS: list[dict[str, Any]] = yaml.safe_load(
    (_TESTS / "corpus" / "links.yml").read_text(encoding="utf-8")
)
_SEEDS = _TESTS.parent / "seeds"
_REPO = "https://github.com/ada-lab/NeuroFlow"


def _urls(text: str) -> list[str]:
    return [link.url for link in extract_links(text).links]


def _only_match(text: str) -> tuple[str, str, str]:
    (match,) = extract_links(text).matches
    return text[match.start : match.end], match.url, match.label


# --- one test per rule ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "javascript:alert(1)",
        "JAVASCRIPT:alert(1)",
        "java\tscript:alert(1)",
        "&#106;avascript:alert(1)",
        "data:text/html;base64,PHNjcmlwdD4=",
        "vbscript:msgbox(1)",
        "file:///etc/passwd",
        "ftp://ftp.example.org/pub/x.tar",
        "[click](javascript:alert(1))",
        "\\href{javascript:alert(1)}{click}",
        "\\url{file:///etc/passwd}",
    ],
)
def test_only_http_schemes_become_links(text: str) -> None:
    assert _urls(text) == []


@pytest.mark.parametrize(
    ("text", "url"),
    [
        ("at github.com/ada-lab/NeuroFlow.", _REPO),
        ("at GitHub.com/ada-lab/NeuroFlow.", _REPO),
        ("see ada-lab.github.io/neuroflow/.", "https://ada-lab.github.io/neuroflow/"),
        ("see www.neuroflow.org/docs, too", "https://www.neuroflow.org/docs"),
        ("on huggingface.co/ada/nf-7b.", "https://huggingface.co/ada/nf-7b"),
    ],
)
def test_schemeless_known_hosts_get_https(text: str, url: str) -> None:
    assert _urls(text) == [url]


@pytest.mark.parametrize(
    "text",
    [
        "e.g. this, i.e. that, Fig.3 and Tab.2",
        "arXiv:2401.1234 reports 3.5 points with v1.2.3",
        "run model.py with config.yaml on data.csv",
        "written in Node.js and PyTorch.nn, not sklearn.linear_model",
        "mail first.last@github.com",
        "hosted on GitHub.",
    ],
)
def test_ordinary_words_are_not_links(text: str) -> None:
    assert _urls(text) == []


@pytest.mark.parametrize("punct", list(".,;:)]}'\"’‘”!?*_"))
def test_trailing_punctuation_is_not_part_of_the_url(punct: str) -> None:
    text = f"Code: {_REPO}{punct} Next"
    region, url, label = _only_match(text)
    assert (region, url, label) == (_REPO, _REPO, _REPO)


def test_balanced_parentheses_stay_in_the_url() -> None:
    url = "https://en.wikipedia.org/wiki/Foo_(bar)"
    assert _urls(f"see {url}.") == [url]
    assert _urls(f"(see {url})") == [url]


@pytest.mark.parametrize(
    ("text", "region", "label"),
    [
        (f"at \\url{{{_REPO}}}.", f"\\url{{{_REPO}}}", _REPO),
        (f"at \\url{{{_REPO}}}}}.", f"\\url{{{_REPO}}}}}", _REPO),
        (f"in the \\href{{{_REPO}}}{{project repository}}.", None, "project repository"),
        (f"at \\href{{{_REPO}}}{{{_REPO}}}.", None, _REPO),
        (f"at \\textcolor{{blue}}{{\\url{{{_REPO}}}}}.", None, _REPO),
        (f"is [here]({_REPO}).", f"[here]({_REPO})", "here"),
        (f"is [{_REPO}]({_REPO}).", None, _REPO),
        (f"at _{_REPO}_.", f"_{_REPO}_", _REPO),
        (f'at "{_REPO}".', _REPO, _REPO),
        (f"at ‘{_REPO}‘.", _REPO, _REPO),
    ],
)
def test_wrappers_are_part_of_the_region(text: str, region: str | None, label: str) -> None:
    found_region, url, found_label = _only_match(text)
    assert url == _REPO
    assert found_label == label
    # None: the region is everything between "at "/"in the "/"is " and the final period.
    assert found_region == (region or text.split(" ", 2)[-1].rstrip("."))


@pytest.mark.parametrize(
    "text",
    [
        "at https: //github.com/ada-lab/NeuroFlow.",
        "at https:// github.com/ada-lab/NeuroFlow.",
        "available athttps://github.com/ada-lab/NeuroFlow.",
        "available1https://github.com/ada-lab/NeuroFlow.",
        "here:https://github.com/ada-lab/NeuroFlow.",
        "at https://github.com/ada-lab/NeuroFlow.git",
        "at https://github.com/ada-lab/NeuroFlow.git.",
    ],
)
def test_broken_spellings_are_repaired(text: str) -> None:
    assert _urls(text) == [_REPO]


def test_tree_path_is_kept() -> None:
    assert _urls(f"see {_REPO}/tree/main.") == [f"{_REPO}/tree/main"]


def test_same_url_twice_is_one_link_keeping_the_first_spelling() -> None:
    text = f"{_REPO}, http://GitHub.com/ada-lab/NeuroFlow/ and {_REPO}.git and {_REPO}."
    report = extract_links(text)
    assert [link.url for link in report.links] == [_REPO]
    assert len(report.matches) == 4


def test_several_urls_keep_their_order() -> None:
    text = f"Code {_REPO}, page https://ada.github.io/nf, video https://youtu.be/x1 docs https://nf.readthedocs.io."
    report = extract_links(text)
    assert [(link.url, link.kind) for link in report.links] == [
        (_REPO, "code"),
        ("https://ada.github.io/nf", "project"),
        ("https://youtu.be/x1", "video"),
        ("https://nf.readthedocs.io", "other"),
    ]


@pytest.mark.parametrize(
    ("text", "url"),
    [
        ("https://github.com/ada/neuro\\_flow", "https://github.com/ada/neuro_flow"),
        ("https://x.example.edu/a\\%20b", "https://x.example.edu/a%20b"),
        ("https://x.example.edu/a\\#sec", "https://x.example.edu/a#sec"),
        ("https://x.example.edu/\\~{}ada/", "https://x.example.edu/~ada/"),
        ("https://x.example.edu/\\textasciitilde ada", "https://x.example.edu/~"),
        ("https://x.example.edu/\\textasciitilde{}ada", "https://x.example.edu/~ada"),
    ],
)
def test_latex_escapes_are_undone(text: str, url: str) -> None:
    assert _urls(text) == [url]


def test_url_does_not_swallow_the_next_word() -> None:
    assert _urls(f"code {_REPO} and more") == [_REPO]


@pytest.mark.parametrize(
    ("url", "kind"),
    [
        ("https://github.com/ada", "code"),
        ("https://gitlab.example.fr/ada/nf", "code"),
        ("https://git.example.ai/nf", "code"),
        ("https://huggingface.co/ada/nf", "code"),
        ("https://huggingface.co/spaces/ada/nf", "code"),
        ("https://huggingface.co/datasets/ada/nf", "data"),
        ("https://anonymous.4open.science/r/NF-1", "code"),
        ("https://pypi.org/project/nf/", "code"),
        ("https://colab.research.google.com/drive/1x", "code"),
        ("https://ada.github.io/nf/", "project"),
        ("https://sites.google.com/view/nf", "project"),
        ("https://cs.example.edu/~ada/nf", "project"),
        ("https://www.youtube.com/watch?v=1", "video"),
        ("https://youtu.be/1", "video"),
        ("https://vimeo.com/1", "video"),
        ("https://zenodo.org/records/1", "data"),
        ("https://www.kaggle.com/datasets/ada/nf", "data"),
        ("https://drive.google.com/file/d/1", "data"),
        ("https://osf.io/abc12", "data"),
        ("https://arxiv.org/abs/2401.01234", "other"),
        ("https://openreview.net/forum?id=1", "other"),
        ("https://doi.org/10.1/x", "other"),
        ("https://nf.readthedocs.io/en/latest/", "other"),
        ("https://example.com", "other"),
    ],
)
def test_classify_table(url: str, kind: str) -> None:
    assert classify(url) == kind


@pytest.mark.parametrize(
    ("text", "announced"),
    [
        ("Our code is available.", True),
        ("Code will be released upon acceptance.", True),
        ("We will make our implementation publicly available.", True),
        (f"Our code is available at {_REPO}.", False),
        ("Prior models are not publicly available.", False),
        ("We propose a new model of attention.", False),
    ],
)
def test_code_announced(text: str, announced: bool) -> None:
    assert extract_links(text).code_announced is announced


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("code at https://github.com/ now", "no repository"),
        ("see https://x.example.org/a(b now", "unbalanced"),
        ("code at https://github.com/ada-lab/ NeuroFlow/src", "space inside"),
    ],
)
def test_suspicious_urls_are_reported(text: str, needle: str) -> None:
    assert any(needle in note for note in extract_links(text).suspicious)


# --- the corpus and the real seeds ----------------------------------------------------------


@pytest.mark.parametrize("item", _CORPUS, ids=lambda item: item["rule"])
def test_corpus(item: dict[str, Any]) -> None:
    report = extract_links(item["text"])
    found = [(link.url, link.kind) for link in report.links]
    assert found == [(link["url"], link["kind"]) for link in item["links"]]
    if "code_announced" in item:
        assert report.code_announced is item["code_announced"]


def test_corpus_is_large_enough() -> None:
    assert len(_CORPUS) >= 80


_SEED_LINKS = {
    ("https://github.com/tsinghua-fib-lab/EIC", "code"),
    ("https://anonymous.4open.science/r/ZipRerank", "code"),
    ("https://github.com/Applied-Machine-Learning-Lab/ICML2026_ParetoPO", "code"),
    ("https://github.com/CASE-Lab-UMD/Pruning-on-Representations", "code"),
    ("https://github.com/EEthanShi/S3-GNN", "code"),
    ("https://github.com/dtroxell19/FairDL-ICML-2026", "code"),
    # Documentation on a github.io site: classified by host, like every other github.io page.
    ("https://dtroxell19.github.io/fairness_training/", "project"),
    ("https://github.com/Octobrist/CoPE", "code"),
    ("https://github.com/dooho00/graph-view-space", "code"),
    ("https://github.com/wzhSteve/EPC-AW", "code"),
    ("https://github.com/tianlwang/DynaSteer", "code"),
    ("https://github.com/IntelChina-AI/BitTern", "code"),
}


def _seed_abstracts() -> list[str]:
    paragraphs = []
    for path in sorted(_SEEDS.glob("*.txt")):
        for paragraph in path.read_text(encoding="utf-8").split("\n\n"):
            paragraphs.append(" ".join(paragraph.split()))
    return paragraphs


@pytest.mark.skipif(not _SEEDS.is_dir(), reason="no seeds folder")
def test_real_seeds() -> None:
    found = set()
    for abstract in _seed_abstracts():
        found |= {(link.url, link.kind) for link in extract_links(abstract).links}
    assert found == _SEED_LINKS


@pytest.mark.skipif(not _SEEDS.is_dir(), reason="no seeds folder")
def test_a_link_labelled_project_page_is_a_project_link() -> None:
    text = r"See \href{https://example.org/nf}{our project page} and \href{https://example.org/x}{here}."
    kinds = {link.url: link.kind for link in extract_links(text).links}
    assert kinds == {"https://example.org/nf": "project", "https://example.org/x": "other"}


def test_href_label_in_seeds() -> None:
    labels = {m.label for text in _seed_abstracts() for m in extract_links(text).matches}
    assert "project repository" in labels


# --- invariants -----------------------------------------------------------------------------

# Fragments that make URL-ish soup when glued together.
# fmt: off
_PIECES = st.sampled_from([
    "https://", "http://", "https: //", "HTTP://", "github.com/", "x.github.io", "www.",
    "ex.org", ".git", "\\url{", "\\href{", "}{", "}", "{", "[", "](", ")", "(", "\\_", "\\%",
    "\\~{}", "_", "*", ".", ",", ";", ":", "'", '"', "’", " ", "/", "a", "B7", "-", "?", "#",
    "=", "javascript:", "e.g.", "model.py",
])
# fmt: on
_TEXTS = st.lists(_PIECES | st.text(max_size=3), max_size=40).map("".join)


@settings(max_examples=400, deadline=None)
@given(_TEXTS)
def test_invariants(text: str) -> None:
    report = extract_links(text)
    previous_end = 0
    for match in report.matches:
        assert match.url.startswith(("http://", "https://"))
        assert not match.url.endswith(tuple(".,;:]}'\""))
        if match.url.endswith(")"):
            assert match.url.count("(") >= match.url.count(")")
        assert previous_end <= match.start < match.end <= len(text)
        host = urlsplit(match.url).hostname or ""
        assert host
        assert host in text[match.start : match.end].lower()
        previous_end = match.end
    assert {link.url for link in report.links} <= {m.url for m in report.matches}


# Characters that (?i) folds to ASCII although .lower() keeps them, or lengthens them.
_FOLDING = st.sampled_from(
    ["ı", "ſ", "\u212a", "İ", "HTTPS://", "WWW.", "GitHub.COM/", "x.github.ıo", "4open.ſcience/"]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES | _FOLDING | st.text(max_size=3), max_size=30).map("".join))
def test_the_candidate_scan_gives_the_reports_the_full_scan_gives(text: str) -> None:
    def full_scan(text: str, lower: str, position: int, exact: bool) -> Any:
        return links._TOKEN.search(text, position)

    expected = extract_links(text)
    with patch.object(links, "_next_token", full_scan):
        assert extract_links(text) == expected
