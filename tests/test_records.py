"""Lists that carry fields: CSV, TSV, JSON, JSON Lines and OpenReview exports read into
listings, their bad input named by file and line, and their papers merged with plain lists."""

from __future__ import annotations

import csv
import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from readinglist.dedupe import dedupe
from readinglist.errors import InputError
from readinglist.models import SeedFile
from readinglist.parse import parse_file, parse_files, split_track
from readinglist.parse.records import file_conference, parse_records
from readinglist.parse.text import mend_residue

from .data.abstracts import BANDIT, SPARSE
from .helpers import ROOT

FORMATS = ROOT.parent / "shared" / "formats"
needs_formats = pytest.mark.skipif(
    not FORMATS.is_dir(), reason="../shared/formats/ (real export samples) is not beside the repo"
)


def _records(name: str, text: str, skip_invalid: bool = False):  # type: ignore[no-untyped-def]
    return parse_records(name, text, "Unknown conference", skip_invalid)


def _seed(name: str, text: str) -> SeedFile:
    return SeedFile(name, text.encode("utf-8"))


# ---- the real samples -----------------------------------------------------------------------


@needs_formats
def test_miniconf_csv_gives_titles_authors_keywords_and_session() -> None:
    path = FORMATS / "miniconf_papers.csv"
    with path.open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    listings, warnings = parse_file(SeedFile(path.name, path.read_bytes()))
    assert warnings == ()
    assert [item.given.title for item in listings] == [r["title"] for r in rows]  # type: ignore[union-attr]
    assert [list(item.given.authors) for item in listings] == [  # type: ignore[union-attr]
        r["authors"].split("|") for r in rows
    ]
    assert [item.text for item in listings] == [" ".join(r["abstract"].split()) for r in rows]
    assert listings[0].given.track == "Oral"  # type: ignore[union-attr]
    assert [item.source.line for item in listings][:2] == [2, 3]


@needs_formats
@pytest.mark.parametrize("name", ["papercopilot_icml2018.json", "papercopilot_iclr2017.json"])
def test_paper_copilot_json_gives_its_fields(name: str) -> None:
    path = FORMATS / name
    papers = json.loads(path.read_text(encoding="utf-8"))
    found = _records(name, path.read_text(encoding="utf-8"), skip_invalid=True)
    kept = [p for p in papers if p.get("title", "").strip() or p.get("abstract", "").strip()]
    assert len(found.listings) == len(kept)
    assert len(found.skipped) == len(papers) - len(kept)
    for listing, paper in zip(found.listings, kept, strict=True):
        assert listing.given is not None
        assert listing.given.title == " ".join(paper["title"].split())
        # Names are separated by ";" and, within one, sometimes by " and " or " & ".
        names = [
            n
            for a in paper.get("author", "").split(";")
            for n in a.replace(" & ", " and ").split(" and ")
        ]
        expected = [" ".join(n.split()) for n in names if n.strip()]
        assert list(listing.given.authors) == expected
        status = paper.get("status") or ""
        assert listing.given.track == status
        for field in ("site", "pdf", "github", "project"):
            if paper.get(field, "").startswith("http"):
                assert paper[field] in [url for _, url in listing.given.links]
    assert file_conference(path.stem) in ("ICML 2018", "ICLR 2017")


@needs_formats
def test_openreview_notes_give_title_authors_venue_track_and_absolute_pdf() -> None:
    path = FORMATS / "openreview_v2_notes.json"
    notes = json.loads(path.read_text(encoding="utf-8"))["notes"]
    found = _records(path.name, path.read_text(encoding="utf-8"))
    assert [item.given.title for item in found.listings] == [  # type: ignore[union-attr]
        n["content"]["title"]["value"] for n in notes
    ]
    assert [list(item.given.authors) for item in found.listings] == [  # type: ignore[union-attr]
        n["content"]["authors"]["value"] for n in notes
    ]
    first = found.listings[0]
    venue = notes[0]["content"]["venue"]["value"]  # "ICLR 2017 Reject" and the like
    assert first.conference == "ICLR 2017"
    assert first.given is not None
    assert venue.endswith(first.given.track)
    assert ("pdf", f"https://openreview.net/pdf?id={notes[0]['id']}") in first.given.links


# ---- shapes, aliases, separators ------------------------------------------------------------


def test_columns_are_recognised_by_name_whatever_their_case_and_order() -> None:
    text = (
        "Paper Title,ABSTRACT,Author,GitHub,Decision,Keywords\n"
        f'"Sparse things","{SPARSE}","Ada Lovelace and Alan Turing",'
        "https://github.com/a/b,Spotlight,graph learning; Robotics\n"
    )
    (listing,) = _records("list.csv", text).listings
    assert listing.text == SPARSE
    assert listing.given is not None
    assert listing.given.title == "Sparse things"
    assert listing.given.authors == ("Ada Lovelace", "Alan Turing")
    assert listing.given.links == (("code", "https://github.com/a/b"),)
    assert listing.given.track == "Spotlight"
    assert listing.given.keywords == ("graph learning", "Robotics")


def test_a_record_abstract_comes_out_mended() -> None:
    text = json.dumps(
        [{"title": "Classification", "abstract": f"{SPARSE} We study classi(cid:12)cation."}]
    )
    (listing,) = _records("list.json", text).listings
    assert listing.text == f"{SPARSE} We study classification."


def test_tsv_and_json_lines_and_wrapped_arrays_are_read() -> None:
    tsv = f"title\tabstract\tauthors\nA\t{SPARSE}\tX; Y\n"
    assert _records("a.tsv", tsv).listings[0].given.authors == ("X", "Y")  # type: ignore[union-attr]
    lines = "\n".join(
        json.dumps({"title": t, "abstract": a}) for t, a in [("A", SPARSE), ("B", BANDIT)]
    )
    assert [item.text for item in _records("a.jsonl", lines).listings] == [SPARSE, BANDIT]
    wrapped = json.dumps({"papers": [{"title": "A", "abstract": SPARSE, "venue": "NeurIPS 2024"}]})
    (listing,) = _records("a.json", wrapped).listings
    assert listing.conference == "NeurIPS 2024"


def test_a_title_without_an_abstract_is_a_paper_without_an_abstract() -> None:
    (listing,) = _records("a.json", json.dumps([{"title": "Only a title"}])).listings
    assert listing.text == ""
    assert listing.given is not None
    assert listing.given.title == "Only a title"


def test_track_values_that_say_nothing_are_not_tracks() -> None:
    text = json.dumps([{"title": "A", "abstract": SPARSE, "track": "main", "status": "Poster"},
                       {"title": "B", "abstract": BANDIT, "track": "main"}])  # fmt: skip
    tracks = [item.given.track for item in _records("a.json", text).listings]  # type: ignore[union-attr]
    assert tracks == ["Poster", ""]


@pytest.mark.parametrize(
    ("header", "conference", "track"),
    [
        ("CVPR 2025 — Oral papers", "CVPR 2025", "Oral"),
        ("NeurIPS 2024: Spotlight", "NeurIPS 2024", "Spotlight"),
        ("ICML 2026 Papers", "ICML 2026", ""),
        ("2024年 AAAI 录用论文", "AAAI 2024", ""),
    ],
)
def test_a_header_names_the_conference_and_its_track(
    header: str, conference: str, track: str
) -> None:
    listings, _ = parse_file(_seed("list.txt", f"{header}\n\n{SPARSE}\n"))
    assert listings[0].conference == conference
    assert (listings[0].given.track if listings[0].given else "") == track


def test_file_names_that_name_a_conference() -> None:
    assert file_conference("papercopilot_icml2018") == "ICML 2018"
    assert file_conference("cvpr-2025-orals") == "CVPR 2025"
    assert file_conference("papers") == ""
    assert split_track("ICLR 2025") == ("ICLR 2025", "")


# ---- bad input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "text", "line", "words"),
    [
        ("a.csv", f'title,abstract\nA,"{SPARSE}\nB,"x"\n', 2, "quote"),
        ("a.csv", f"title,abstract\nA,{BANDIT},extra\n", 2, "fields"),
        ("a.csv", "id,title,abstract\n1,A,x\n,,\n\n3,,  \n", 5, "neither"),
        ("a.json", '[{"title": "A",\n "abstract": "x"},\n {"title": }]', 3, "not valid JSON"),
        ("a.json", '{"papers": [{"title": "A"}, {}]}', 1, "neither"),
        ("a.jsonl", '{"title": "A"}\n{"title": \n', 2, "JSON object a line"),
    ],
)
def test_bad_input_names_the_file_and_line_and_what_to_do(
    name: str, text: str, line: int, words: str
) -> None:
    with pytest.raises(InputError) as raised:
        parse_files([_seed(name, text)])
    message = str(raised.value)
    assert message.startswith(f"{name}:{line}: ") or (
        # JSON items are numbered where their line is not known.
        name.endswith(".json") and message.startswith(f"{name}")
    )
    assert words in message


def test_an_item_that_is_no_object_does_not_shift_the_lines_of_the_others() -> None:
    text = '[\n  3,\n  {"title": "A", "abstract": "x"},\n  {"title": "B", "abstract": "y"}\n]'
    found = _records("a.json", text, skip_invalid=True)
    assert [(item.given.title, item.source.line) for item in found.listings] == [  # type: ignore[union-attr]
        ("A", 3),
        ("B", 4),
    ]
    assert found.skipped == ("a.json: item 1 is not an object: give one per paper.",)


def test_json_that_is_not_a_list_of_papers_says_what_shape_to_give() -> None:
    with pytest.raises(InputError, match="not a list of papers"):
        parse_files([_seed("a.json", '{"count": 3}')])
    with pytest.raises(InputError, match="no title or abstract column"):
        parse_files([_seed("a.csv", "name,summary_of_talk\nA,B\n")])


def test_skip_invalid_builds_the_rest_and_names_each_skipped_row() -> None:
    text = f'title,abstract,id\nGood,"{SPARSE}",1\nBad,"{BANDIT}",2,extra\n,,3\nAlso good,x y z,4\n'
    parsed = parse_files([_seed("a.csv", text)], skip_invalid=True)
    assert [item.given.title for item in parsed.listings] == ["Good", "Also good"]  # type: ignore[union-attr]
    assert len(parsed.warnings) == 2
    assert parsed.warnings[0].startswith("skipped a.csv:3: ")
    assert parsed.warnings[1].startswith("skipped a.csv:4: ")
    assert parsed.skipped == ()  # the file itself was read


# ---- property: what a CSV writer writes is read back ----------------------------------------

_NAME = st.text(
    st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), min_size=1, max_size=20
)
_CELL = st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=60)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(_CELL, _CELL, st.lists(_NAME, max_size=4)), min_size=1, max_size=6))
def test_csv_rows_round_trip(rows: list[tuple[str, str, list[str]]]) -> None:
    authors = [
        [" ".join(n.replace("|", " ").replace(";", " ").split()) for n in names]
        for _, _, names in rows
    ]
    authors = [
        [n for n in names if n and " and " not in f" {n} " and "&" not in n] for names in authors
    ]
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["title", "abstract", "authors"])
    for (title, abstract, _), names in zip(rows, authors, strict=True):
        writer.writerow([title, abstract, "|".join(names)])
    # The abstract as parsing hands it on: whitespace normalised, extraction residue mended.
    kept = [
        (" ".join(t.split()), mend_residue(" ".join(a.split())), tuple(dict.fromkeys(n)))
        for (t, a, _), n in zip(rows, authors, strict=True)
        if t.split() or a.split()
    ]
    # A row with every cell empty is a blank line; one with only authors cannot be read.
    unreadable = sum(1 for (t, a, _), n in zip(rows, authors, strict=True)
                     if not (t.split() or a.split()) and n)  # fmt: skip
    if not kept and not unreadable:
        with pytest.raises(InputError, match="holds no papers"):
            _records("a.csv", out.getvalue(), skip_invalid=True)
        return
    found = _records("a.csv", out.getvalue(), skip_invalid=True)
    assert [
        (item.given.title, item.text, item.given.authors)
        for item in found.listings  # type: ignore[union-attr]
    ] == kept
    assert len(found.skipped) == unreadable


# ---- merged with plain lists ----------------------------------------------------------------


def test_a_paper_in_a_plain_list_and_an_export_is_one_paper_with_the_given_title() -> None:
    plain = _seed("a.txt", f"ICML 2026 Papers\n\n{SPARSE}\n\n{BANDIT}\n")
    export = _seed("b.json", json.dumps([
        {"title": "Sparse Title", "abstract": SPARSE, "authors": ["Ada", "Bo"]},
        {"title": "Bandit Title"},  # no abstract: matched by title alone, so it stays apart
    ]))  # fmt: skip
    papers = dedupe(parse_files([plain, export]).listings)
    assert len(papers) == 3
    sparse = next(p for p in papers if p.text == SPARSE)
    assert sparse.given is not None
    assert sparse.given.title == "Sparse Title"
    assert sparse.given.authors == ("Ada", "Bo")
    assert [s.file for s in sparse.sources] == ["a.txt", "b.json"]
    assert sparse.conference == "ICML 2026"
    untitled = next(p for p in papers if not p.has_abstract)
    assert untitled.given is not None
    assert untitled.given.title == "Bandit Title"


def test_a_title_only_row_joins_the_paper_another_export_gives_the_same_title() -> None:
    first = _seed("a.json", json.dumps([{"title": "Same  title", "abstract": SPARSE}]))
    second = _seed("b.csv", "title,authors\nsame title,Ada|Bo\n")
    (paper,) = dedupe(parse_files([first, second]).listings)
    assert paper.text == SPARSE
    assert [s.file for s in paper.sources] == ["a.json", "b.csv"]
    assert paper.given is not None
    assert paper.given.authors == ("Ada", "Bo")
