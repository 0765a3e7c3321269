"""Tests for readinglist.extract.tags: vocabulary parsing and merging, and tagging quality."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest
import yaml
from hypothesis import example, given, settings
from hypothesis import strategies as st

from readinglist.errors import ConfigError
from readinglist.extract import tags
from readinglist.extract.tags import (
    Vocabulary,
    assign_tags,
    default_vocabulary,
    merge_vocabularies,
    parse_vocabulary,
)

ROOT = Path(__file__).resolve().parents[2]
VOCABULARY = default_vocabulary()
FRESH = default_vocabulary()  # a second instance: its token cache starts cold

SMALL = """
- name: Graph learning
  description: Graph neural networks.
  phrases: [graph neural network, GNN, message passing]
  weak: [graph*]
  not: [computational graph]
- name: Quantization & compression
  phrases: [quantiz*, "re: \\\\b\\\\d+-bit\\\\b"]
- name: Reinforcement learning
  slug: rl
  phrases: [reinforcement learning, RL]
- name: Other
  generic: true
"""


def _slugs(text: str, vocabulary: Vocabulary = VOCABULARY, title: str = "") -> list[str]:
    return [tag.slug for tag in assign_tags(text, title, vocabulary)]


def _seed_abstracts() -> list[str]:
    seen: dict[str, None] = {}
    for path in sorted((ROOT / "seeds").glob("*.txt")):
        for block in path.read_text("utf-8").split("\n\n"):
            text = " ".join(block.split())
            if len(text) > 200:  # the header line ("ICML 2026 Papers") is no abstract
                seen.setdefault(text, None)
    return list(seen)


SEEDS = _seed_abstracts()
CORPUS = yaml.safe_load((ROOT / "tests" / "corpus" / "tags.yml").read_text("utf-8"))


# --- vocabulary files -------------------------------------------------------------------------


def test_parse_small_vocabulary() -> None:
    vocabulary = parse_vocabulary(SMALL, "small.yml")
    assert [t.slug for t in vocabulary.tags] == [
        "graph-learning",
        "quantization-compression",
        "rl",
        "other",
    ]
    assert vocabulary.tags[0].description == "Graph neural networks."
    assert [t.generic for t in vocabulary.tags] == [False, False, False, True]


def test_phrases_fold_plurals_hyphens_case_and_prefixes() -> None:
    vocabulary = parse_vocabulary(SMALL, "small.yml")
    assert _slugs("We propose Graph-Neural-Networks for molecules.", vocabulary) == [
        "graph-learning"
    ]
    assert _slugs("We propose quantized and quantizing models.", vocabulary) == [
        "quantization-compression"
    ]
    assert _slugs("We propose a 4-bit model and a 2-bit model.", vocabulary) == [
        "quantization-compression"
    ]


def test_acronyms_match_case_sensitively() -> None:
    vocabulary = parse_vocabulary(SMALL, "small.yml")
    assert _slugs("We propose RL methods. RL agents learn.", vocabulary) == ["rl"]
    # "rl" in lower case, or inside a word, is noise.
    assert _slugs("We propose an url parser for the world of curls.", vocabulary) == ["other"]
    assert _slugs("We study GNNs. Our GNN is fast.", vocabulary) == ["graph-learning"]
    assert _slugs("We study gnns.", vocabulary) == ["other"]


def test_negative_phrase_masks_words() -> None:
    vocabulary = parse_vocabulary(SMALL, "small.yml")
    text = "We propose to prune the computational graph. The computational graph shrinks."
    assert _slugs(text, vocabulary) == ["other"]


def test_no_generic_tag_means_no_fallback() -> None:
    vocabulary = parse_vocabulary("- name: Bandits\n  phrases: [bandit]\n", "b.yml")
    assert assign_tags("Nothing relevant here.", "", vocabulary) == ()


BAD_FILES = [
    ("- name: [unclosed\n", "not valid YAML", None),
    ("name: Graphs\n", "non-empty YAML list", None),
    ("[]\n", "non-empty YAML list", None),
    ("- just a string\n", "must be a mapping", "entry 1"),
    ("- phrases: [gnn]\n", "needs a 'name'", "entry 1"),
    ("- name: G\n  phrase: [gnn]\n", "unknown key(s) ['phrase']", "entry 1 ('G')"),
    ("- name: G\n  slug: Graph Learning\n  phrases: [gnn]\n", "'slug' must be", "entry 1 ('G')"),
    ("- name: G\n  phrases: gnn\n", "'phrases' must be a list", "entry 1 ('G')"),
    ("- name: G\n  phrases: ['']\n", "'phrases' must be a list", "entry 1 ('G')"),
    ("- name: G\n  weak: [1]\n", "'weak' must be a list", "entry 1 ('G')"),
    ("- name: G\n  phrases: ['re: (']\n", "bad regular expression", "entry 1 ('G')"),
    ("- name: G\n  phrases: ['graph (s)']\n", "must be plain words", "entry 1 ('G')"),
    ("- name: G\n  phrases: ['gr*aph']\n", "must be plain words", "entry 1 ('G')"),
    ("- name: G\n  phrases: ['a*']\n", "must be plain words", "entry 1 ('G')"),
    ("- name: G\n  not: ['x.y']\n  phrases: [g]\n", "'not' phrase", "entry 1 ('G')"),
    ("- name: G\n", "needs 'phrases'", "entry 1 ('G')"),
    ("- name: G\n  generic: yes please\n", "'generic' must be true or false", "entry 1 ('G')"),
    ("- name: G\n  generic: true\n  phrases: [g]\n", "only the fallback", "entry 1 ('G')"),
    ("- name: G\n  phrases: [g]\n- name: g\n  phrases: [h]\n", "used twice", "entry 2 ('g')"),
]


@pytest.mark.parametrize(("text", "problem", "entry"), BAD_FILES)
def test_bad_vocabulary_names_file_entry_and_fix(
    text: str, problem: str, entry: str | None
) -> None:
    with pytest.raises(ConfigError) as caught:
        parse_vocabulary(text, "my-vocab.yml")
    message = str(caught.value)
    assert message.startswith("my-vocab.yml")
    assert problem in message
    if entry is not None:
        assert entry in message
        assert caught.value.line is not None


def test_bad_entry_reports_its_line() -> None:
    text = "- name: A\n  phrases: [a]\n\n- name: B\n  phrases: nope\n"
    with pytest.raises(ConfigError, match=r"^my\.yml:4: entry 2 \('B'\)"):
        parse_vocabulary(text, "my.yml")


def test_merge_overrides_same_slug_in_place_and_appends_new() -> None:
    base = parse_vocabulary(SMALL, "base.yml")
    extra = parse_vocabulary(
        "- name: Reinforcement learning\n  slug: rl\n  description: mine\n  phrases: [bandit]\n"
        "- name: Causality\n  phrases: [causal]\n",
        "extra.yml",
    )
    merged = merge_vocabularies(base, extra)
    assert [t.slug for t in merged.tags] == [
        "graph-learning",
        "quantization-compression",
        "rl",
        "other",
        "causality",
    ]
    assert merged.tags[2].description == "mine"
    # The override replaces the phrases too: "RL" no longer counts, "bandit" does.
    assert _slugs("We propose RL. RL is great.", merged) == ["other"]
    assert _slugs("We propose a bandit. The bandit wins.", merged) == ["rl"]
    assert _slugs("We propose causal models.", merged) == ["causality"]
    # Inputs are untouched.
    assert [t.slug for t in base.tags] == [
        "graph-learning",
        "quantization-compression",
        "rl",
        "other",
    ]


def test_merge_generic_replaces_generic() -> None:
    base = parse_vocabulary(SMALL, "base.yml")
    extra = parse_vocabulary("- name: Misc\n  generic: true\n", "extra.yml")
    merged = merge_vocabularies(base, extra)
    assert [t.slug for t in merged.tags if t.generic] == ["misc"]
    assert _slugs("Nothing relevant.", merged) == ["misc"]


def test_default_vocabulary_shape() -> None:
    tags = VOCABULARY.tags
    assert 40 <= len(tags) <= 65
    assert len({t.slug for t in tags}) == len(tags)
    assert [t.name for t in tags if t.generic] == ["Machine learning (general)"]
    assert all(t.description for t in tags)


# --- seeds ------------------------------------------------------------------------------------


def test_seed_abstracts_are_distinct_and_all_get_a_topical_tag() -> None:
    assert len(SEEDS) >= 39
    for text in SEEDS:
        tags = assign_tags(text, "", VOCABULARY)
        assert 1 <= len(tags) <= 5
        assert not tags[0].generic, text[:60]


# First words of a seed abstract -> tags it must get; tags it must not get.
SEED_EXPECTED = [
    (
        "Symbolic regression (SR) traditionally",
        {"symbolic-regression-and-program-synthesis"},
        set(),
    ),
    (
        "We study flow-matching transformers",
        {"deep-generative-models"},
        {"transformers-and-architectures"},
    ),
    (
        "Listwise reranking is a critical",
        {"retrieval-and-rag", "multimodal-and-vision-language"},
        set(),
    ),
    ("Generalizing pretrained models", {"graph-learning"}, set()),
    ("A key challenge in normalizing flows", {"deep-generative-models"}, set()),
    ("Extending traditional graph anomaly", {"anomaly-detection", "graph-learning"}, set()),
    ("Learning beneficial treatment", {"causal-inference", "healthcare-and-medicine"}, set()),
    ("As Large Reasoning Models", {"reasoning", "safety-and-alignment"}, set()),
    ("State-space language models", {"transformers-and-architectures"}, set()),
    ("Foundation models have become", {"uncertainty-and-calibration"}, set()),
    ("Spatial understanding remains", {"multimodal-and-vision-language"}, set()),
    ("Fair graph clustering", {"fairness", "clustering"}, set()),
    ("Spectral clustering is hindered", {"clustering", "optimal-transport"}, {"fairness"}),
    ("The success of Large Language Models", {"transformers-and-architectures"}, set()),
    ("In recent years, decentralized", {"optimization"}, {"federated-learning"}),
    (
        "Fine-tuning Large Language Models (LLMs) as",
        {"agents-and-tool-use", "large-language-models"},
        set(),
    ),
    ("Machine learning interatomic", {"chemistry-and-materials-science"}, set()),
    ("Clustering in a big data setting", {"clustering"}, set()),
    (
        "In this paper, we present CAT-Q",
        {"quantization-and-compression", "large-language-models"},
        set(),
    ),
    (
        "Behavior cloning is a fundamental",
        {"reinforcement-learning", "learning-theory"},
        {"autonomous-driving"},
    ),
    ("Multimodal large language models (MLLMs) excel", {"multimodal-and-vision-language"}, set()),
    ("Recent advances in tool-integrated", {"agents-and-tool-use"}, set()),
    ("Post-deployment machine learning", {"reinforcement-learning"}, set()),
    (
        "Large Language Models (LLMs) have demonstrated",
        {"quantization-and-compression", "large-language-models"},
        set(),
    ),
    ("Retrieval-Augmented Generation (RAG)", {"retrieval-and-rag"}, set()),
    ("Modern deep learning is increasingly", {"fine-tuning-and-adaptation"}, set()),
    ("Network pruning, which removes", {"quantization-and-compression"}, set()),
    (
        "Contrastive vision-language models",
        {"multimodal-and-vision-language", "noisy-labels-and-weak-supervision"},
        set(),
    ),
    (
        "Most federated recommender",
        {"recommender-systems", "federated-learning"},
        {"deep-generative-models"},
    ),
    ("We identify the Spectral Energy Gain", {"quantization-and-compression"}, set()),
    ("Differentiable optimization layers", {"fairness", "optimization"}, set()),
    ("Message-passing neural networks", {"graph-learning"}, set()),
    (
        "Autonomous Graphical User Interface",
        {"agents-and-tool-use"},
        {"graph-learning", "autonomous-driving"},
    ),
    (
        "Multi-modal object Re-Identification",
        {"multimodal-and-vision-language", "detection-segmentation-and-tracking"},
        set(),
    ),
]


@pytest.mark.parametrize(("start", "wanted", "unwanted"), SEED_EXPECTED)
def test_seed_abstract_tags(start: str, wanted: set[str], unwanted: set[str]) -> None:
    [text] = [s for s in SEEDS if s.startswith(start)]
    slugs = set(_slugs(text))
    assert wanted <= slugs, slugs
    assert not unwanted & slugs, slugs


# --- a word merely occurring is not the topic -------------------------------------------------

MERELY_OCCURS = [
    (
        "We propose a compiler pass that fuses operators in the computational graph of a network "
        "to cut memory traffic during training.",
        "graph-learning",
    ),
    (
        "We propose a sensor model for detecting chemical agents in air from spectrometer "
        "readings, trained with gradient boosting.",
        "agents-and-tool-use",
    ),
    (
        "We propose a model of information diffusion on social networks that predicts cascades.",
        "deep-generative-models",
    ),
    (
        "We propose a forecaster for failures of power transformers from sensor time series.",
        "transformers-and-architectures",
    ),
    (
        "We propose a clustering algorithm with guarantees. Unlike recent large language models, "
        "our method needs no training data; we test it on k-means instances.",
        "large-language-models",
    ),
    (
        "We propose a bandit algorithm for ad allocation with a regret bound. The code is "
        "available at github.",
        "code-generation",
    ),
    (
        "We propose a linear-time k-means variant and report a fair comparison with prior "
        "clustering methods.",
        "fairness",
    ),
    (
        "We propose a method for knowledge graph completion with relation rotations on KG "
        "benchmarks.",
        "graph-learning",
    ),
    (
        "We propose an algorithm for online learning with expert advice; it reads url and ctrl "
        "inputs and swirls of curls.",
        "reinforcement-learning",
    ),
    (
        "We propose a contrastive objective for sentence embeddings evaluated on standard "
        "benchmarks and several benchmark datasets.",
        "benchmarks-and-datasets",
    ),
    (
        "We propose a Gaussian process model with a new kernel for spatial statistics. Our CUDA "
        "kernels make it fast.",
        "efficient-inference-and-training",
    ),
    (
        "We propose a matrix completion method. In prior work, priors were chosen by hand.",
        "bayesian-methods",
    ),
    (
        "We propose a vision-language model for chart question answering built on CLIP.",
        "large-language-models",
    ),
    (
        "We propose a safe exploration method for reinforcement learning in robot control.",
        "safety-and-alignment",
    ),
]


@pytest.mark.parametrize(("text", "slug"), MERELY_OCCURS)
def test_word_merely_occurring_gives_no_tag(text: str, slug: str) -> None:
    slugs = _slugs(text)
    assert slug not in slugs, slugs
    assert slugs
    assert slugs[0] != "machine-learning"


def test_passing_mention_of_llms_is_not_central() -> None:
    text = (
        "Spectral clustering scales poorly with the number of points. Much like large language "
        "models, modern clustering pipelines are costly. We propose an anchor-based spectral "
        "clustering method with linear time and prove its approximation guarantee."
    )
    assert _slugs(text) == ["clustering"]


def test_title_counts_double() -> None:
    text = "We improve a model. It is evaluated on many tasks with a regret analysis."
    assert (
        _slugs(text, title="Contextual bandits with knapsacks")[0] == "bandits-and-online-learning"
    )


# --- invented corpus --------------------------------------------------------------------------


def test_corpus_slugs_exist() -> None:
    slugs = {t.slug for t in VOCABULARY.tags}
    assert len(CORPUS) >= 100
    for case in CORPUS:
        assert set(case["tags"]) <= slugs, case["text"][:60]


def test_corpus_precision_and_coverage() -> None:
    given_tags = right = covered = 0
    for case in CORPUS:
        tags = assign_tags(case["text"], "", VOCABULARY)
        given_tags += len(tags)
        right += sum(tag.slug in case["tags"] for tag in tags)
        covered += not tags[0].generic
    precision, coverage = right / given_tags, covered / len(CORPUS)
    print(f"corpus: precision {precision:.3f}, coverage {coverage:.3f}, n={len(CORPUS)}")
    assert precision >= 0.90
    assert coverage >= 0.97


# --- invariants -------------------------------------------------------------------------------

WORDS = st.sampled_from(
    [
        "graph",
        "LLM",
        "LLMs",
        "RL",
        "rl",
        "diffusion",
        "We",
        "propose",
        "quantization",
        "agent",
        "the",
        "model",
        "(",
        ")",
        ".",
        "-",
        "$x$",
        "ternary",
        "reward",
        "é",
        "GNN",
        "\n",
        "code",
    ]
)
TEXTS = st.one_of(st.text(max_size=300), st.lists(WORDS, max_size=80).map(" ".join))


@settings(max_examples=300, deadline=None)
@given(text=TEXTS, title=st.text(max_size=40))
def test_any_text_gets_one_to_five_unique_tags_deterministically(text: str, title: str) -> None:
    first = assign_tags(text, title, VOCABULARY)
    assert 1 <= len(first) <= 5
    assert len({tag.slug for tag in first}) == len(first)
    assert assign_tags(text, title, VOCABULARY) == first
    assert assign_tags(text, title, FRESH) == first  # no state leaks through the token cache


# --- distribution on a synthetic conference ---------------------------------------------------

# Background sentences that name a popular topic in passing, as real abstracts often do.
PASSING = [
    "Large language models (LLMs) have transformed many fields.",
    "Deep learning has achieved remarkable success in recent years.",
    "Diffusion models and large language models now power many applications.",
    "Reinforcement learning and LLMs attract growing attention.",
    "Graph-structured data are ubiquitous.",
]


def _conference(size: int, seed: int = 0) -> list[str]:
    """Resample seeds and corpus; half the papers get a passing background sentence."""
    rng = random.Random(seed)
    pool = SEEDS + [case["text"] for case in CORPUS]
    papers = []
    for _ in range(size):
        text = rng.choice(pool)
        papers.append(f"{rng.choice(PASSING)} {text}" if rng.random() < 0.5 else text)
    return papers


def test_synthetic_conference_distribution() -> None:
    papers = _conference(1000)
    counts = Counter(tag.slug for text in papers for tag in assign_tags(text, "", VOCABULARY))
    share = {slug: n / len(papers) for slug, n in counts.most_common()}
    print("tag shares:", {slug: round(s, 3) for slug, s in list(share.items())[:10]})
    print("tags with >= 5 papers:", sum(n >= 5 for n in counts.values()))
    assert max(share.values()) <= 0.30
    assert 20 <= sum(n >= 5 for n in counts.values()) <= 60
    assert counts["machine-learning"] / len(papers) <= 0.03


@given(st.text(st.characters(max_codepoint=127)) | st.text())
def test_words_are_what_the_token_pattern_finds(text: str) -> None:
    # ASCII text goes through a byte table instead of the pattern; any other text does not.
    assert tags._words(text) == tags._TOKEN.findall(text)


_SENTENCY = st.lists(
    st.sampled_from(
        [".", "!", "?", " ", "\n", "\t", "\u00a0", "\u2003", "a", "B", "é", "e.g.", "..", "?!"]
    )
).map("".join)


@settings(max_examples=400, deadline=None)
@given(_SENTENCY | st.text())
def test_sentences_are_what_splitting_after_end_marks_gives(text: str) -> None:
    assert tags._sentences(text) == re.split(r"(?<=[.!?])\s+", text)


_CUE_PIECES = st.lists(
    st.sampled_from(
        ["we", "We", "WE", "this paper", "This work", "our approach", "Our Method", "thus",
         "propose", "PROPOSES", "present", "represents", "show", "study", " ", "  ", "\n", "x",
         "K", "\u212a", "\u017f", "\u0131", "\u0130", "é", ",", ".", "how", "tudy", "ntroduce"]
    )
).map("".join)  # fmt: skip


@settings(max_examples=600, deadline=None)
@given(_CUE_PIECES | st.text())
def test_a_sentence_is_cued_exactly_where_the_cue_pattern_is_found(sentence: str) -> None:
    assert tags._cued(sentence) == (tags._CUE.search(sentence) is not None)


@pytest.mark.parametrize(
    "sentence", ["we \u017fhow it", "We propo\u017fe X.", "we \u0131ntroduce Y", "We present Z."]
)
def test_a_cue_spelled_with_letters_that_fold_to_ascii_is_found(sentence: str) -> None:
    # re.IGNORECASE takes "ſ" for s and "ı" for i: no lowercase text shows those verbs.
    assert tags._cued(sentence)


def _keep_as_written(
    matches: list[tuple[int, int, int, float]],
) -> list[tuple[int, int, int, float]]:
    """tags._keep before its one-word fast path: every span a range, every test isdisjoint."""
    negative: dict[int, set[int]] = {}
    for start, end, tag, weight in matches:
        if not weight:
            negative.setdefault(tag, set()).update(range(start, end))
    kept = []
    covered: dict[int, set[int]] = {}
    for m in sorted(matches, key=lambda m: (m[0] - m[1], m[0], m[2], -m[3])):
        start, end, tag, weight = m
        span = range(start, end)
        taken = covered.setdefault(tag, set())
        if weight and taken.isdisjoint(span) and negative.get(tag, set()).isdisjoint(span):
            kept.append(m)
            taken.update(span)
    ends = {(m[2], m[1]) for m in kept if m[1] - m[0] > 1}
    return [m for m in kept if m[1] - m[0] > 1 or (m[2], m[0]) not in ends]


@given(
    st.lists(
        st.tuples(
            st.integers(0, 6),
            st.integers(1, 3),
            st.integers(0, 2),
            st.sampled_from([0.0, 1.0, 3.0]),
        ),  # fmt: skip
        max_size=25,
    )
)
def test_kept_matches_are_those_of_the_rules_as_written(
    found: list[tuple[int, int, int, float]],
) -> None:
    # Few positions and tags: overlaps, negative phrases, repeats and acronym-after-expansion
    # cases are the common case here.
    matches = [(start, start + length, tag, weight) for start, length, tag, weight in found]
    assert tags._keep(matches) == _keep_as_written(matches)


_SENTENCE_PIECES = st.lists(
    st.sampled_from(
        ["We propose", "we  PROPOSE", "This paper studies", "our method shows", "We", "show",
         "graph", "neural", "network", "é", "ſhow", "x2", "a_b", ".", "!", "?", "...", " ", "  ",
         "\t", "\n", "\u00a0", ",", "-"]
    ),
    max_size=30,
)  # fmt: skip


@given(_SENTENCE_PIECES, st.booleans())
@example(["graph", "show"], False)  # a verb with no cue around it
@example(["We", "PROPOSE", ".", "show"], False)  # a cue in capitals, then a bare verb
@example(["é", "We propose", "ſhow"], False)  # not ASCII
def test_sentences_read_together_are_read_as_one_at_a_time(pieces: list[str], title: bool) -> None:
    # Cue verbs in any case, at sentence ends and starts, non-ASCII letters (one that
    # re.IGNORECASE folds to ASCII), odd whitespace after the end marks.
    text = " ".join(pieces)
    found = tags._read_sentences(text, title)
    sentences = tags._sentences(text)
    assert [words for words, _ in found] == [tags._words(s) for s in sentences]
    assert [cued for _, cued in found] == [not title and tags._cued(s) for s in sentences]


def test_keywords_a_topic_names_become_that_topic_and_the_rest_stay_keywords() -> None:
    mapped, loose = tags.keyword_tags(
        ["Graph neural networks", "Zebra crossings", "reinforcement learning", "GNNs"],
        default_vocabulary(),
    )
    # "GNNs" names graph learning too: each topic once, in the keywords' order.
    assert [tag.slug for tag in mapped] == ["graph-learning", "reinforcement-learning"]
    assert loose == ("Zebra crossings",)
