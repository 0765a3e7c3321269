"""Searching from the header box: the search index finds papers, shows tags and snippets,
filters."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import RESULT, offered_and_held_filters, search_for, wait_for_meta


def _titles(page: Any) -> list[str]:
    return page.locator(f"{RESULT} h1").all_inner_texts()


def test_slash_focuses_the_box_and_finds_quantization_papers(page: Any, site_url: str) -> None:
    results = search_for(page, site_url, "quantization", "papers/")
    titles = " ".join(_titles(page))
    assert "OSAQ" in titles
    assert "CAT-Q" in titles
    first = results.filter(has_text="OSAQ").first
    assert first.locator(".rl-tag", has_text="Quantization and compression").count() == 1
    assert first.locator(".rl-search__conference", has_text="ICML 2026").count() == 1
    marks = first.locator(".rl-search__excerpt mark").all_inner_texts()
    assert marks
    assert all(m.lower().startswith("quantiz") for m in marks)
    # A snippet holds only text, <mark> and sanitised <math>: nothing else from the page.
    assert first.locator(".rl-search__excerpt *:not(mark, math, math *)").count() == 0


def test_results_link_to_the_paper_pages(page: Any, site_url: str) -> None:
    results = search_for(page, site_url, "OSAQ")
    assert "OSAQ" in _titles(page)[0]
    results.first.locator("a").click()
    page.wait_for_url(re.compile(r"/papers/osaq/$"))
    assert "OSAQ" in page.locator("h1").inner_text()


def test_filter_by_tag_and_conference(page: Any, site_url: str) -> None:
    search_for(page, site_url, "model")
    unfiltered = len(_titles(page))
    topic = page.locator("select[data-rl-filter=tag]")
    topic.select_option("Quantization and compression")
    wait_for_meta(page, "topic: Quantization and compression")
    for item in page.locator(RESULT).all():
        assert item.locator(".rl-tag", has_text="Quantization and compression").count() == 1
    assert len(_titles(page)) < unfiltered or unfiltered == 10
    page.locator("select[data-rl-filter=conference]").select_option("ICML 2026")
    wait_for_meta(page, "conference: ICML 2026")
    assert page.locator(RESULT).count() >= 1


def test_first_search_offers_the_indexs_filter_values_without_reading_the_index_for_them(
    page: Any, site_url: str
) -> None:
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    search_for(page, site_url, "quantization")
    # The filters' values come from the generator's search-filters.json, not from reading
    # every shard of the index for its filter terms.
    assert any(url.endswith("/search-filters.json") for url in fetched)
    shards = [url for url in fetched if "/searchindex/terms/" in url]
    assert len(shards) == 1
    offered, held = offered_and_held_filters(page, site_url)
    assert offered == held
    assert offered["tag"]
    assert offered["conference"]


def test_typing_a_tag_name_or_code_narrows(page: Any, site_url: str) -> None:
    search_for(page, site_url, "quantization and compression")
    wait_for_meta(page, "topic: Quantization and compression")
    for item in page.locator(RESULT).all():
        assert item.locator(".rl-tag", has_text="Quantization and compression").count() == 1
    box = page.locator("input.md-search__input")
    box.press_sequentially(" code", delay=20)
    wait_for_meta(page, "with code")
    titles = _titles(page)
    assert any("CAT-Q" in t for t in titles)
    assert not any("OSAQ" in t for t in titles)
    for item in page.locator(RESULT).all():
        assert item.locator(".rl-search__has-code").count() == 1


def test_escape_closes_and_math_shows_as_mathml(page: Any, site_url: str) -> None:
    search_for(page, site_url, "generalization boosts")
    excerpt = page.locator(f"{RESULT} .rl-search__excerpt").first
    expect(excerpt.locator("math msup")).not_to_have_count(0)
    assert not re.search("[\ue000-\ue01f]", excerpt.inner_text())
    page.keyboard.press("Escape")
    assert not page.locator("#__search").is_checked()


def test_snippets_show_the_pages_mathml(page: Any, site_url: str) -> None:
    # SC-FAGC's abstract opens with O(n^3), O(nm^2) and m ≪ n, within the snippet of this query.
    results = search_for(page, site_url, "spectral clustering hindered")
    result = results.filter(has_text="SC-FAGC").first
    excerpt = result.locator(".rl-search__excerpt")
    math = excerpt.locator("math")
    expect(math.first).to_be_attached()
    expect(excerpt.locator("math msup mn", has_text="3")).to_have_count(1)
    expect(excerpt.locator("math mo", has_text="≪")).to_have_count(1)
    assert math.first.evaluate("el => el.namespaceURI") == "http://www.w3.org/1998/Math/MathML"
    text = excerpt.inner_text()
    assert not re.search("[\ue000-\ue01f]", text)
    assert "O(n^3)" not in text  # the formula shows as MathML, not as its plain reading
    # The words of a formula are still searchable: its plain reading stays in the index.
    box = page.locator("input.md-search__input")
    box.fill("")
    box.press_sequentially("nm^2 anchor", delay=20)
    expect(page.locator(RESULT).filter(has_text="SC-FAGC")).not_to_have_count(0)


def test_a_query_finds_folded_forms_and_forms_of_its_stem(page: Any, site_url: str) -> None:
    # "S3GNN" is "S³GNN" folded; no seed paper says "alignments", some say "alignment".
    search_for(page, site_url, "s3gnn")
    assert "S³GNN" in _titles(page)[0]
    results = search_for(page, site_url, "alignments")
    marks = results.first.locator(".rl-search__excerpt mark").all_inner_texts()
    assert [m.lower() for m in marks][:1] == ["alignment"]


@pytest.mark.parametrize("width", [375])
def test_search_works_at_phone_width(page: Any, site_url: str, screenshot: Any, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 740})
    page.goto(site_url)
    page.locator("label.md-header__button[for=__search]").click()
    box = page.locator("input.md-search__input")
    box.wait_for(state="visible")
    box.press_sequentially("CAT-Q", delay=20)
    page.locator(RESULT).first.wait_for(timeout=10_000)
    assert "CAT-Q" in _titles(page)[0]
    # Measured once Material's transitions have run: mid-way, its search overlay sticks out
    # of the page by up to 870 px for a moment (seen in 9 of 15 loads), which no reader sees.
    page.evaluate("Promise.all(document.getAnimations().map(a => a.finished))")
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    screenshot("search-phone")


def test_material_lunr_search_stays_idle(page: Any, site_url: str) -> None:
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    search_for(page, site_url, "clustering")
    assert not [url for url in fetched if "search_index.json" in url or "workers/search" in url]
    assert any("/searchindex/" in url for url in fetched)


FORMS = """ICML 2026 Papers

We propose QuantNet, a method for image quantization. QuantNet learns the codebook of a \
quantization step end to end and keeps accuracy on ImageNet at four bits.

Quantizable networks: we show that residual networks become quantizable when their batch \
normalisation statistics are frozen before training ends, and prove a bound on the error.

We study retrieval for question answering with dense encoders, and note that the index could \
use quantization later. Our retriever improves recall on open benchmarks.

Graph transformers mix positional encodings with edge gates; quantization is left to future \
work. The model improves node classification on heterophilous graphs.

Speech recognisers trained with curriculum learning converge faster. We analyse why, and \
discuss quantization of the acoustic model briefly.
"""


def _served_list(factory: pytest.TempPathFactory, name: str, text: str) -> Any:
    """A site built from one list file holding `text`, served; its address."""
    from .conftest import build_site, serve

    seeds = factory.mktemp(f"{name}-seeds")
    (seeds / "list.txt").write_text(text, encoding="utf-8")
    yield from serve(build_site(factory.mktemp(f"{name}-site"), seeds))


@pytest.fixture(scope="module")
def forms_url(tmp_path_factory: pytest.TempPathFactory) -> Any:
    yield from _served_list(tmp_path_factory, "forms", FORMS)


def test_a_word_outranks_a_rarer_form_of_its_stem(page: Any, forms_url: str) -> None:
    # "quantizable" is in one paper, "quantization" in four: weighed by its own rarity, the
    # rare form put the paper that only says it above the one named for quantization.
    search_for(page, forms_url, "quantization")
    titles = _titles(page)
    assert len(titles) == 5
    assert "QuantNet" in titles[0]
    assert "uantizable" in " ".join(titles[1:])


HOSTILE = """ICML 2026 Papers

We propose ZebraNet <img src=x onerror="document.title='pwned'"> for fish counting, a \
detector of striped fish in aquaria. ZebraNet counts zebrafish larvae in video with a small \
convolutional network and beats manual counting on three aquaria datasets in $O(n^{2})$ \
time, even for $\\text{<img src=x onerror="document.title='pwned'">}$ tanks.

Graph transformers struggle on heterophilous graphs. We propose HeteroFormer, a graph \
transformer that mixes positional encodings with learned edge gates and improves node \
classification on heterophilous benchmarks.
"""


@pytest.fixture(scope="module")
def hostile_url(tmp_path_factory: pytest.TempPathFactory) -> Any:
    yield from _served_list(tmp_path_factory, "hostile", HOSTILE)


def test_markup_in_abstracts_stays_text_in_results(page: Any, hostile_url: str) -> None:
    search_for(page, hostile_url, "zebrafish")
    result = page.locator(".rl-search .md-search-result")
    assert result.locator("img").count() == 0
    assert "ZebraNet" in result.inner_text()
    assert page.title() != "pwned"


def test_math_in_hostile_abstracts_stays_mathml_and_text(page: Any, hostile_url: str) -> None:
    search_for(page, hostile_url, "pwned tanks")
    excerpt = page.locator(f"{RESULT} .rl-search__excerpt").first
    expect(excerpt.locator("math")).to_have_count(2)
    expect(excerpt.locator("math msup")).to_have_count(1)
    expect(excerpt.locator("math mtext")).to_contain_text("<img src=x onerror=")
    assert excerpt.locator("img, b, span, [onerror], [href], [style]").count() == 0
    assert not re.search("[\ue000-\ue01f]", excerpt.inner_text())
    assert page.title() != "pwned"
