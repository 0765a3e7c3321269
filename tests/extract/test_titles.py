"""Tests for titles: seed names, naming patterns, the invented corpus, and invariants."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from readinglist.extract import describe, names, phrasing, tasks, titles
from readinglist.extract.defects import cut_off, gerund_verb
from readinglist.extract.titles import derive_title, name_end, unique_titles
from readinglist.models import Title
from readinglist.runtime.memo import Memo

ROOT = Path(__file__).resolve().parents[2]
CORPUS = yaml.safe_load((Path(__file__).parents[1] / "corpus" / "titles.yml").read_text("utf-8"))


def _seed_abstracts() -> list[str]:
    seen: dict[str, None] = {}
    for path in sorted((ROOT / "seeds").glob("*.txt")):
        for paragraph in re.split(r"\n\s*\n", path.read_text("utf-8"))[1:]:
            text = " ".join(paragraph.split())
            if text:
                seen.setdefault(text)
    return list(seen)


SEEDS = _seed_abstracts()

# First 60 characters of each distinct seed abstract -> the name its title must lead with.
_SEED_NAMES: dict[str, str | None] = {
    "Symbolic regression (SR) traditionally balances accuracy and": "EIC",
    "We study flow-matching transformers when data lie on a low-d": None,
    "Listwise reranking is a critical yet costly component in vis": "ZipRerank",
    # "Graph View Transformation (GVT), a class of parametric mappings" is the proposal.
    "Generalizing pretrained models to unseen datasets without re": "GVT",
    # "radial flows" and "analytic bijections" are lowercase common nouns, not names.
    "A key challenge in normalizing flows is finding expressive i": None,
    "Extending traditional graph anomaly detection (GAD) from one": "REFI-GAD",
    "Learning beneficial treatment allocations for a patient popu": None,
    "As Large Reasoning Models (LRMs) are increasingly deployed, ": None,
    "State-space language models such as Mamba and gated linear a": "KLA",
    "Foundation models have become a dominant paradigm in machine": "SVE",
    "Spatial understanding remains a key challenge in vision-lang": None,
    "Fair graph clustering has emerged as a critical research are": "R-FairSC",
    "Spectral clustering is hindered by its $O(n^{3})$ time compl": "SC-FAGC",
    "The success of Large Language Models (LLMs) hinges on the st": "SpanNorm",
    "In recent years, decentralized optimization has gained signi": None,
    "Fine-tuning Large Language Models (LLMs) as autonomous agent": "CoPE",
    # The only thing introduced under a name ("we introduce TACE-v1-OAM-M").
    "Machine learning interatomic potentials (MLIPs) have brought": "TACE-v1-OAM-M",
    # PMATIC is prior work (Adler & Tang); the paper generalises it without renaming it.
    "A central insight in lossless data compression is the close ": None,
    "Clustering in a big data setting is an intensively studied p": None,
    # BitTern occurs only inside the code URL; the abstract's own name is CAT-Q.
    "In this paper, we present CAT-Q, **C**ost-efficient and **A*": "CAT-Q",
    "Behavior cloning is a fundamental paradigm in machine learni": None,
    # Two named contributions; Detached Skip-Links is the method, R-Probe the diagnostic.
    "Multimodal large language models (MLLMs) excel at high-level": "Detached Skip-Links",
    "Recent advances in tool-integrated language agents have sign": "ParetoPO",
    "Post-deployment machine learning algorithms often influence ": "PePG",
    "LLM-based multi-agent systems can fail even when planned act": "EPC-AW",
    "Large Language Models (LLMs) have demonstrated remarkable ca": "OSAQ",
    "LLM-driven agents excel at sequential decision-making but of": "Skill-Pro",
    "Retrieval-Augmented Generation (RAG) grounds large language ": "GAM-RAG",
    "Large language models (LLMs) increasingly operate in setting": (
        "RoPE-Perturbed Self-Distillation"
    ),
    "Modern deep learning is increasingly characterized by the us": None,
    "Current approaches to enhance Large Language Model (LLM) rea": "DynaSteer",
    "Network pruning, which removes less important parameters or": None,
    "Contrastive vision-language models like CLIP exhibit remarka": "DSPT",
    "Most federated recommender systems represent each user with ": None,
    "We identify the Spectral Energy Gain in extreme model compre": "LittleBit-2",
    "Differentiable optimization layers are traditionally integra": None,
    # Written S$^3$GNN in the text (the repository spells it S3-GNN).
    "Message-passing neural networks (MPNNs) often suffer from an": "S³GNN",
    "Autonomous Graphical User Interface (GUI) agents often strug": "SE-GA",
    "Multi-modal object Re-Identification (ReID) aims to retrieve": "CCL",
}
SEED_NAMES = {key.rstrip(): name for key, name in _SEED_NAMES.items()}


def _check_shape(title: str, source: str) -> None:
    assert _MIN <= len(title) <= _MAX, title
    assert not re.search(r"[$\\{}]|\*\*", title), title
    assert title == title.strip()
    assert not re.search(r"[.,;:!?\-–—(]$", title), title
    last = re.findall(r"\w+", title)
    if last and not title.startswith("Untitled abstract"):
        plain = titles._plain(source)
        word = re.escape(last[-1])
        assert re.search(rf"(?<!\w){word}(?!\w)", plain, re.I), (title, last[-1])


_MIN, _MAX = 8, 120


def test_seed_table_covers_every_seed() -> None:
    assert len(SEEDS) == 39
    assert sorted(text[:60].rstrip() for text in SEEDS) == sorted(SEED_NAMES)


@pytest.mark.parametrize("text", SEEDS, ids=[t[:30] for t in SEEDS])
def test_seed_titles_lead_with_the_expected_name(text: str) -> None:
    title = derive_title(text)
    expected = SEED_NAMES[text[:60].rstrip()]
    assert title.name == expected, title
    assert title.fallback is (expected is None)
    if expected:
        assert title.text.startswith(f"{expected}: "), title.text
    _check_shape(title.text, text)
    # At most 80 characters, unless the 80-character title was cut mid-phrase and goes on
    # with it (titles._carried_on: "… along the horizon" and interacts with …), or goes on
    # to say what for (titles._for_task: "… framework for multi-modal object
    # re-identification"), to 100.
    soft = titles._derive(text, 80).text
    carried = len(title.text) <= 100 and title.text.startswith(f"{soft} ")
    said_for = len(title.text) <= 100 and len(title.text.rpartition(" for ")[0]) <= 80
    assert len(title.text) <= 80 or carried or said_for, title.text


def test_seed_titles_are_unique_and_leave_urls_out() -> None:
    keys = [f"{i:04x}" for i in range(len(SEEDS))]
    made = unique_titles([derive_title(t) for t in SEEDS], keys, SEEDS)
    assert len({t.text.lower() for t in made}) == len(SEEDS)
    assert not any("http" in t.text or "github" in t.text.lower() for t in made)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Hi. We propose ZipNet, a very fast sparse reranker for long documents.",
            "ZipNet: a fast",
        ),
        (
            "We present the Effective Flow Criterion (EFC) to rank formulas. EFC works.",
            "EFC: Effective",
        ),
        ("We propose \\textbf{ParetoX}, a two-stage alignment framework.", "ParetoX: a two-stage"),
        ("We propose S$^3$Net, which mitigates collapse in deep graphs.", "S³Net: mitigating"),
        ("We introduce **DeltaQ**, an adaptive quantizer. DeltaQ is fast.", "DeltaQ: an adaptive"),
        (
            "We build a planner called FlowBot that replans online.",
            "FlowBot: a planner for replanning online",
        ),
        # The naming cue, not a term in the noun phrase before it; a long form that starts
        # past the noun phrase's first words.
        (
            "Places look alike. We construct a novel sequence-based VPR pipeline named "
            "AdaptSeqVPR. It matches sequences.",
            "AdaptSeqVPR: ",
        ),
        (
            "Crowds move. We propose a data-driven state refinement module for LSTM network "
            "(SR-LSTM), which refines states. SR-LSTM helps.",
            "SR-LSTM: ",
        ),
        # A long form after the name's head noun: "the DORA method (Dynamic and …)".
        (
            "Agents stop reflecting too early. To address this, we propose the DORA method "
            "(Dynamic and Optimized Reflection Advice), which generates advice. DORA works.",
            "DORA: Dynamic and Optimized Reflection Advice",
        ),
        # A short form whose letters, not only initials, spell a cued long form.
        (
            "Sketches vary. We propose a new descriptor, namely Symmetric-aware Flip Invariant "
            "Sketch Histogram (SYM-FISH), to refine the shape context. SYM-FISH is robust.",
            "SYM-FISH: Symmetric-aware Flip Invariant Sketch Histogram",
        ),
        # A short form spelled as a name before a passive "is proposed".
        (
            "Emotions are hard. A Capsule Network and Transfer Learning based Mixed Task Net "
            "(CTL-MTNet) is proposed to deal with both tasks. It wins.",
            "CTL-MTNet: ",
        ),
        # A sentence that says the name is a new thing, and says what thing.
        (
            "LiveSketch is a novel algorithm for searching large image collections using "
            "hand-sketched queries. It tackles the ambiguity of sketch search.",
            "LiveSketch: an algorithm for searching large image collections",
        ),
        # A name that ends the noun phrase, not the kind of thing before its head noun.
        (
            "Labels are noisy. We propose a novel LNL framework ProMix that maximizes the "
            "utility of clean samples. LNL is hard.",
            "ProMix: ",
        ),
        # A name built on a family's ("ViT-CX") when a naming cue gives it.
        ("We propose a method for explaining ViTs called ViT-CX. ViT-CX is fast.", "ViT-CX: a"),
        ("A method termed GraphMix that mixes graphs. GraphMix, a mixer, wins.", "GraphMix"),
        ("We propose a Fast Robust Ranking approach (FR-Rank for short) for search.", "FR-Rank"),
        ("Our method, LoopNav, detects loops in maps. LoopNav helps agents.", "LoopNav: detecting"),
        ("Text. We propose **T**ime-**A**ware **P**lanning (TAP). TAP plans.", "TAP: Time-Aware"),
        # Letters bolded in math, each: the words between are no math.
        (
            "RL is brittle. We propose a regularizer named $\\textbf{U}$ncertainty $\\textbf{S}$et "
            "$\\textbf{R}$egularizer (USR). USR helps.",
            "USR: Uncertainty Set Regularizer",
        ),
        ("Tools are slow. We release VeriSet, a benchmark of 12,000 charts.", "VeriSet: a"),
        (
            "We propose the first benchmark for legal QA, KoLaw, with 5,000 items.",
            "KoLaw: a benchmark for legal QA",
        ),
        (
            "We introduce a dataset of scans, Scan-2, covering rooms. Scan-2 is open.",
            "Scan-2: a dataset",
        ),
        # The noun phrase before a short form it does not spell says what the name is.
        (
            "FSCIL is hard. In this work, we propose a self-supervised stochastic classifier "
            "(S3C) to counter both these challenges in FSCIL. The classifier helps.",
            "S3C: a self-supervised stochastic classifier",
        ),
        # What a named thing is for, up to its sentence's end.
        (
            "Features complement each other, so we build a twofold Siamese network, named "
            "SA-Siam, for real-time object tracking. SA-Siam is composed of a semantic branch and "
            "an appearance branch.",
            "SA-Siam: a twofold Siamese network for real-time object tracking",
        ),
        # What the thing a name closes does, after the name; not what points back.
        (
            "Planners need hard cases. To tackle this problem, we propose a styled generative "
            "model RouteGAN that generates diverse interactions. RouteGAN works.",
            "RouteGAN: a styled generative model for generating diverse interactions",
        ),
        (
            "We view the task as generation and propose a novel hybrid model HMCGR for this "
            "task. HMCGR contains a generation and a classification model.",
            "HMCGR: a hybrid model",
        ),
        (
            "In this paper, we propose a novel context-based quote extraction system that aims "
            "to predict the most relevant quote from a long text. We curate three context-based "
            "quote extraction dataset and introduce a novel multi-task framework RA-MTR that "
            "improves the state-of-the-art performance, achieving a maximum improvement of 5.08% "
            "in BoW F1-score.",
            "RA-MTR: a multi-task framework for context-based quote extraction",
        ),
        # A collection is said by what it holds.
        (
            "Memorability is hard. To address this challenge, we introduce a large scale "
            "dataset (VideoMem) composed of 10,000 videos with memorability scores. In contrast "
            "to previous work we go on.",
            "VideoMem: a large scale dataset of 10,000 videos with memorability scores",
        ),
        # "… that is scalable for X": what it is for.
        (
            "Long contexts are slow. We introduce TriForce, a hierarchical speculative decoding "
            "system that is scalable for long sequence generation. TriForce is fast.",
            "TriForce: a hierarchical speculative decoding system for long sequence generation",
        ),
        # A numeral after a called word is the name's.
        (
            "We present a tripedal walking robot called Martian III. Martian III walks on three "
            "legs.",
            "Martian III: a tripedal walking robot",
        ),
        # A called word and the "-ing" noun after it are one name.
        (
            "We introduce an additional randomisation process, called Brownian sensing, based "
            "on stochastic integrals.",
            "Brownian sensing: an additional randomisation process",
        ),
        # A noun phrase past a hundred characters, as a proposing verb's object only.
        (
            "In this paper, we propose a hyperspectral band selection method via "
            "spatial-spectral weighted region-wise multiple graph fusion-based spectral "
            "clustering, referred to as RMGF briefly. For each superpixel, we construct a "
            "corresponding similarity graph to reflect the similarity between band pairs.",
            "RMGF: a hyperspectral band selection method",
        ),
    ],
)
def test_naming_patterns(text: str, expected: str) -> None:
    title = derive_title(text)
    assert title.text.startswith(expected), title
    assert title.name == expected.split(":")[0]
    assert title.fallback is False


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A PDF line break inside a word is joined; one inside a compound keeps its hyphen.
        (
            "We present a generalization of PMATIC that allows the incorpo- ration of bounds.",
            "A generalization of PMATIC that allows the incorporation of bounds",
        ),
        (
            "We study self- supervised next- token prediction for music.",
            "Self-supervised next-token prediction for music",
        ),
        # A description pointing back at the context ("this dilemma") is cut before it.
        (
            "Norms trade stability for quality. We propose SpanNorm, a technique designed to "
            "resolve this dilemma. SpanNorm adopts the residual path of PreNorm for stability.",
            "SpanNorm: adopting the residual path of PreNorm",
        ),
        (
            "We then propose S$^3$GNN, which mitigates OSQ without such assumptions.",
            "S³GNN: mitigating OSQ",
        ),
        (
            "Long graphs cause over-squashing (OSQ). We propose S$^3$GNN, which mitigates OSQ "
            "without such assumptions.",
            "S³GNN: mitigating over-squashing",
        ),
        # Passive voice, "X, a …" after an unusual verb, names met late.
        (
            "A test-time adaptation method, Tide, is proposed that updates normalisation "
            "statistics.",
            "Tide: a test-time adaptation method for updating normalisation statistics",
        ),
        (
            "This paper describes LumiNeRF, a relightable radiance field. LumiNeRF relights it.",
            "LumiNeRF: a relightable radiance field",
        ),
        ("We build a landmark memory for navigation. We call the resulting agent Kite.", "Kite"),
        (
            "We benchmark eight calibration methods across five hospitals.",
            "Benchmarking eight calibration methods across five hospitals",
        ),
        # A name right after the head noun of what is proposed: that noun phrase says what.
        (
            "In this work we introduce a new fast incremental gradient method SAGA, in the "
            "spirit of SAG, SDCA, MISO and SVRG. SAGA improves on the theory behind SAG and "
            "SVRG. We give experimental results showing the effectiveness of our method.",
            "SAGA: a fast incremental gradient method",
        ),
        # "such" before what the abstract said earlier points back at it: dropped, the
        # sentence says what the paper does.
        (
            "People engage in social coordination without explicitly communicating. In this "
            "study, we proposed a method that achieves such social coordination with a robot.",
            "A method that achieves social coordination with a robot",
        ),
        # A long form, then a kind and what it is for: the long form and what it is for, as
        # authors say it; not where what for says the long form again.
        (
            "Optical flow is hard. We introduce Recurrent All-Pairs Field Transforms (RAFT), "
            "a new deep network architecture for optical flow. RAFT extracts features.",
            "RAFT: Recurrent All-Pairs Field Transforms for optical flow",
        ),
        (
            "Anomalies are rare. We study few-shot anomaly detection (FSAD), a practical setting "
            "for anomaly detection in images. FSAD uses few normal images.",
            "FSAD: few-shot anomaly detection, a practical setting",
        ),
        # The kind stays before one word of what for, and after a long form that says it.
        (
            "Robots need perception. We propose Semantic-Geometric Representation (SGR), a "
            "universal perception module for robotics. SGR works.",
            "SGR: Semantic-Geometric Representation, a universal perception module for robotics",
        ),
        (
            "Robots need code. We present Light Weight Robot Coding for Skills (LightRocks), a "
            "domain specific language for robot programming. LightRocks works.",
            "LightRocks: Light Weight Robot Coding for Skills, a domain specific language",
        ),
        # Nor where the limit would leave what for open: "… subject to global rigid" (and …).
        (
            "Graphs are hard to match. This paper proposes deformable graph matching (DGM), an "
            "extension of GM for matching graphs subject to global rigid and non-rigid geometric "
            "constraints. DGM works.",
            "DGM: deformable graph matching, an extension of GM for matching graphs",
        ),
        # Its manner goes; where what for does not fit, the kind stays.
        (
            "Actions are hard to find. We propose Coarse-to-Fine Action Detector (CFAD), an "
            "original end-to-end trainable framework for efficient spatiotemporal action "
            "localization. CFAD is fast.",
            "CFAD: Coarse-to-Fine Action Detector for spatiotemporal action localization",
        ),
        (
            "Time series are hard. We propose Monte Carlo filtering objectives (MCFOs), a family "
            "of variational objectives for jointly learning parametric generative models and "
            "amortized adaptive importance proposals of time series. MCFOs work.",
            "MCFOs: Monte Carlo filtering objectives, a family of variational objectives",
        ),
        # Not before a verb ("such advances can …") nor a pair ("such metrics and shows …").
        (
            "A central question is whether similar advances can be made. In this paper, we "
            "propose strategies that indicate that such advances can indeed be made. In "
            "particular, we investigate the greedy coordinate descent algorithm.",
            "Greedy coordinate descent algorithm",
        ),
    ],
)
def test_descriptions_read_as_phrases(text: str, expected: str) -> None:
    assert derive_title(text).text.startswith(expected), derive_title(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "GPS" is no plural of "GP"; a naming cue spelling a much-used term out names the
        # paper's own.
        (
            "Pseudo-supervision is unstable. To address these issues, we propose a new "
            "semi-supervised learning framework, dubbed Guided Pseudo Supervision (GPS). GPS "
            "comprises three networks.",
            "GPS: Guided Pseudo Supervision",
        ),
        # A long form holding a function word or two is spelled out whole.
        (
            "Exploration is costly. In this work, we solve this problem using our proposed "
            "approach called self-imitation learning by planning (SILP), where data are "
            "collected by planning. SILP is simple.",
            "SILP: self-imitation learning by planning",
        ),
        (
            "Audition is noisy. We propose Generalized Cross Correlation with Phase Transform "
            "and Speech Mask (GCC-PHAT-SM) for robotic audition. It works.",
            "GCC-PHAT-SM: Generalized Cross Correlation with Phase Transform and Speech Mask "
            "for robotic audition",
        ),
        (
            "Haptics helps. We compare methods, including our new bimanual method, Touch and "
            "Guide in Tandem (TAGIT). Results show that TAGIT enables the workspace.",
            "TAGIT: Touch and Guide in Tandem",
        ),
        # Where nothing says what it is, the long form the abstract spells it out with.
        (
            "Fusing feature pyramids is still a challenge. This paper presents a FocusTR "
            "(Focusing on the valuable features by multiple Transformers), which is a simple "
            "yet effective architecture, to fuse feature pyramid. FocusTR has attention.",
            "FocusTR: Focusing on the valuable features by multiple Transformers",
        ),
        # A flawed description falls back to the long form alone.
        (
            "Speech systems wait for the first sentence. To address this bottleneck, we "
            "propose Predictive Generation (PredGen), a novel framework that mitigates—or even "
            "eliminates—this delay through speculative decoding. It works.",
            "PredGen: Predictive Generation",
        ),
        # The long form alone is no flaw, though it holds a word abstracts use.
        (
            "Long-horizon manipulation needs reasoning about states that must be attained. We "
            "propose a sample efficient Previous Action Conditioned Robotic Manipulation "
            "Network (PAC-RoManNet) to learn the action-value functions. It works on blocks.",
            "PAC-RoManNet: Previous Action Conditioned Robotic Manipulation Network",
        ),
        # The noun a long form modifies after its brackets ends the description.
        (
            "MCMC for probit models is slow. To address these problems, we propose a new class "
            "of diagonal orthant (DO) multinomial models. DO models are fast.",
            "DO: diagonal orthant multinomial models",
        ),
        (
            "Tracking is hard. We propose a new control approach, termed convex synchronized "
            "(C-S) control. The C-S control is based on convex combination.",
            "C-S: convex synchronized control",
        ),
        (
            "This paper presents an analytical methodology to identify the "
            "zero-potential-energy (ZP) motion due to the stiffness matrices. We determine "
            "such ZP motions.",
            "ZP: zero-potential-energy motion",
        ),
        # Not a verb, nor a kind the long form already ends on.
        (
            "Robots get stuck. We propose a new pipe-inspection method called Anisotropic "
            "Inspection Robot (AIRo) adapts to a bent pipe. AIRo works.",
            "AIRo: Anisotropic Inspection Robot",
        ),
        (
            "Learning rates matter. We relate the Riemannian Robbins-Monro (RRM) class of "
            "algorithms to an ODE. RRM converges.",
            "RRM: Riemannian Robbins-Monro",
        ),
        (
            "We propose the Communicative Message Passing Transformer (CoMPT) neural network "
            "for molecules. CoMPT works.",
            "CoMPT: Communicative Message Passing Transformer",
        ),
    ],
)
def test_a_defined_name_is_described_by_its_whole_noun_phrase(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The name after the object's list of modifiers, a colon or a comma closing it.
        (
            "Rigid robots need complex control. This paper introduces a new type of modular, "
            "compliant robot: TrussBot. TrussBot is composed of 3D-printed tetrahedral modules.",
            "TrussBot: a new type of modular, compliant robot",
        ),
        (
            "Supervised datasets are small. In this paper, we propose a large-scale, "
            "general-domain dataset, GenWiki. Our unsupervised dataset has 1.3M examples.",
            "GenWiki: a large-scale, general-domain dataset",
        ),
        # After "we aim to develop", and a much-used short form "termed as" its long form.
        (
            "Morphogenesis inspires robots. We aim to develop a new self-reconfigurable "
            "modular robot, Cross-Ball, so that we can apply bio-inspired mechanisms.",
            "Cross-Ball: a self-reconfigurable modular robot",
        ),
        (
            "Downsampling loses detail. We propose a conceptually simple, general, and "
            "effective pooling layer based on local importance modeling, termed as Local "
            "Importance-based Pooling (LIP). LIP can enhance discriminative features.",
            "LIP: Local Importance-based Pooling",
        ),
        # Between dashes that close on the next word.
        (
            "Metropolis-Hastings slows convergence. To address this tension, we propose a "
            "novel second-order SG-MCMC algorithm—AMAGOLD—that infrequently uses "
            "Metropolis-Hastings corrections. It converges.",
            "AMAGOLD: a second-order SG-MCMC algorithm",
        ),
        # An appositive goes on past a compound modifier's comma.
        (
            "Planning in large environments is hard. We introduce SayPlan, a scalable "
            "approach to LLM-based, large-scale task planning for robotics using 3D scene "
            "graph representations. It works.",
            "SayPlan: a scalable approach to LLM-based, large-scale task planning",
        ),
        # An appositive with no comma before it, where it names a kind.
        (
            "Research on multi-robot systems has shown that cooperation is hard. To alleviate "
            "this problem, we present Q-CP a cooperative model-based reinforcement learning "
            "algorithm, which exploits action values. We evaluate Q-CP on games.",
            "Q-CP: a cooperative model-based reinforcement learning algorithm",
        ),
        # A term the opening sentence defines gives way to the paper's own name.
        (
            "Semi-Supervised Text Classification (SSTC) mainly works under the spirit of "
            "self-training. In this paper, we propose a novel SSTC method, namely Semi-"
            "Supervised Text Classification with Balanced Deep representation Distributions "
            "(S2TC-BDD). Experiments show that S2TC-BDD works.",
            "S2TC-BDD: ",
        ),
        # What it can do, said as what it does.
        (
            "Deep networks overfit noisy labels. To alleviate this problem, we propose a "
            "conceptually simple but effective MetaCleaner, which can learn to hallucinate a "
            "clean representation of an object category. It works.",
            "MetaCleaner: learning to hallucinate a clean representation of an object category",
        ),
        # The kind after the name, then what it does; not what it is made of.
        (
            "Simulated training is hard. We introduce the EPOpt algorithm, which uses an "
            "ensemble of simulated source domains to learn robust policies. It works.",
            "EPOpt: an algorithm using an ensemble of simulated source domains",
        ),
        # A name that opens in lowercase is no modifier.
        (
            "Covariates are many. We propose a sparse causal effect two-sample IV estimator, "
            "spaceTSIV, adapting the spaceIV estimator. It works.",
            "spaceTSIV: a sparse causal effect two-sample IV estimator",
        ),
    ],
)
def test_a_name_given_to_the_proposed_object_is_found(text: str, expected: str) -> None:
    assert derive_title(text).text.startswith(expected), derive_title(text)


@pytest.mark.parametrize(
    ("name", "description", "expected"),
    [
        (
            "pseudo-Siamese",
            "multi-layer pseudo-Siamese biaffine model for neural dependency parsing",
            "Multi-layer pseudo-Siamese biaffine model for neural dependency parsing",
        ),
        ("CFastSLAM", "jacobian free CFastSLAM algorithm", "Jacobian free CFastSLAM algorithm"),
        # Not where the description opens on the name, nor where it holds it inside a word.
        ("DAMON", "DAMON leverages dense maps", "DAMON: leveraging dense maps"),
        ("Net", "a Network for X", "Net: a Network for X"),
    ],
)
def test_a_description_that_holds_the_name_is_the_title(
    name: str, description: str, expected: str
) -> None:
    assert titles._named(name, description) == expected


def test_what_a_named_kind_is_made_of_does_not_describe_it() -> None:
    text = (
        "Saliency is hard. We propose the CapSal model, which consists of two sub-networks. "
        "The CapSal model leverages captioning as an auxiliary task."
    )
    assert "consist" not in derive_title(text).text


@pytest.mark.parametrize(
    "text",
    [
        "Message-passing neural networks (MPNNs) are limited. We analyse MPNNs with noise.",
        "Our method outperforms GPT-4o and Llama-3 on five benchmarks using distillation.",
        "Large language models (LLMs) are judges. We study whether LLMs are stable judges.",
        "Reinforcement learning from human feedback (RLHF) is standard. We examine RLHF.",
        "We compare LoRA and DPO fine-tuning of CNNs and ViTs on 3D data with an SGD optimiser.",
        "Symbolic regression (SR) is hard. SR methods overfit. We show SR needs noise.",
        "A phenomenon we term epistemic drift appears in agents, and we study epistemic drift.",
        "We propose to use GPT-4 as a judge for summaries and show that it agrees with humans.",
        "We present ResNet-50 results on ImageNet-1K with a new augmentation, which is simple.",
        "We propose a method for sparse regression, GLM, and Lasso variants in high dimensions.",
        "We propose a fast solver for large nonnegative matrix factorizations (NMFs), which "
        "scales.",
        "Nanotubes rotate. A solvent (acetone) is introduced to wet them, and a model follows.",
        "Control is networked. A networked control system (NCS) is presented for the arm.",
        # A size and the EM algorithm's steps are no names.
        "Dialogue needs knowledge. We propose a novel model that integrates KB reasoning. We "
        "collect a new large-scale (14K) dialogue dataset.",
        "The exact E-step is intractable. Two methods for computing the E-step are proposed.",
        # A sentence adverb before an appositive; a called word that is its term's first.
        "Aircraft drift in crosswind. Likewise, a robust nonlinear control strategy is proposed "
        "to stabilize the aircraft.",
        "We introduce a new Bayesian model for hierarchical clustering based on a prior over "
        "trees called Kingman's coalescent.",
        "We study group testing. Simulations suggest that a simple local algorithm known as "
        "Glauber Dynamics succeeds at approximate recovery.",
        "We study thresholds. They connect to a generalization of the so-called Kahn–Kalai "
        "expectation threshold that scans over subgraphs.",
        # The last of a name of capitalised words; a phenomenon the paper studies.
        "Planners miss passages. Firstly, an Expanded Dynamic Bridge Builder is presented to "
        "identify narrow passages rapidly.",
        "People count small sets at a glance. The phenomenon, known as Subitizing, inspires us "
        "to pursue the task of counting salient objects.",
    ],
)
def test_generic_baseline_and_background_acronyms_are_not_names(text: str) -> None:
    title = derive_title(text)
    assert title.name is None, title
    assert title.fallback is True


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We study flow-matching transformers when data lie on a low-dimensional manifold.",
            "Flow-matching transformers when data lie on a low-dimensional manifold",
        ),
        (
            "In this paper, we investigate why attention sinks appear, and we show they help.",
            "Why attention sinks appear",
        ),
        ("This paper studies sparse coding for audio, which is hard.", "Sparse coding for audio"),
        ("Clustering is an intensively studied problem, with coresets.", "Clustering"),
        # What the paper does, said with "to", in the passive, in the past or by "the paper".
        (
            "Contacts are costly. In this paper, we propose to embed compliance in a force "
            "sensor based on optical line generation. The sensor is tested.",
            "Embedding compliance in a force sensor based on optical line generation",
        ),
        (
            "Robots are slow. This paper aims to incrementally learn the segmentation of a "
            "demonstrated task into subtasks.",
            "Learning the segmentation of a demonstrated task into subtasks",
        ),
        (
            "Wheelchairs are hard to steer. In this paper, a steering control method for a "
            "cycling wheelchair is proposed. It works well.",
            "A steering control method for a cycling wheelchair",
        ),
        (
            # After "In this paper", a subject with no article that the paper uses (a real
            # abstract's opening, shortened).
            "Friction is responsible for several servomechanism problems, and their elimination "
            "is a challenge. In this paper, feedback model-based compensation of friction is "
            "used for servomechanism set point and tracking tasks. Basic friction models are "
            "tested.",
            "Feedback model-based compensation of friction for servomechanism set point and "
            "tracking tasks",
        ),
        (
            # Where nothing else says what the paper does, what "we" build on (a real
            # abstract, RSS, shortened): not the opening's topic ("Modern, torque-controlled
            # service robots").
            "Modern, torque-controlled service robots can regulate contact forces. In this "
            "work, we combine an MPC-based whole-body controller with two adaptive schemes. "
            "Experiments show robustness.",
            "Combining an MPC-based whole-body controller with two adaptive schemes",
        ),
        (
            # (Not one that points back: "the X" is what the abstract has named already.)
            "Hierarchical video-text alignment is hard. Here we leverage the hierarchical "
            "video-text alignment for retrieval. Experiments show gains.",
            "Hierarchical video-text alignment",
        ),
        (
            # "-ing" after "our system" is a participle's: it says nothing the paper does.
            "Soft grippers can transport material. Results show that our system employing "
            "ultrasound images can be used to control the grippers.",
            "Soft grippers",
        ),
        (
            # "In the present paper", and a subject past 120 characters (a reader's "bad" for
            # the earlier work the first sentence names, or a step a later "we show" names).
            "A novel control methodology for master-slave systems has been proposed by the "
            "authors. In the present paper a multi-fingered exoskeleton haptic device (master "
            "hand) with passive force feedback function is developed. It works.",
            "A multi-fingered exoskeleton haptic device with passive force feedback function",
        ),
        (
            # An aside between the subject and its passive; not one that names it.
            "Industrial robots are today separated from human workers by means of safety "
            "barriers. In this paper a distributed proximity sensor, to be mounted on the links "
            "of the manipulator, is presented. Experiments are presented.",
            "A distributed proximity sensor",
        ),
        (
            "A gauge-invariant formulation for deriving the equations of motion of constrained "
            "or unconstrained multi-body systems (MBS) in terms of (reduced) quasi-velocities is "
            "presented. We show that the square-root factorization of mass matrix is not unique.",
            "A gauge-invariant formulation for deriving the equations of motion",
        ),
        (
            "Cells are soft. In this study, by combining Hertz model, a novel strategy is "
            "proposed to measure the cellular mechanical properties.",
            # "A strategy to measure …", said as what the strategy does.
            "Measuring the cellular mechanical properties",
        ),
        (
            "Bipeds fall on ice. In this study, we proposed a reflex control method for biped "
            "robots to recover their posture.",
            "A reflex control method for biped robots to recover their posture",
        ),
        (
            "Calibration drifts. The paper proposes an algorithm designed for local dynamic "
            "identification of industrial robots.",
            # ("An algorithm designed for X" is "An algorithm for X", said as what it does.)
            "Local dynamic identification of industrial robots",
        ),
        (
            "Sewers are long. This paper, instead, proposes a peristaltic crawling robot for "
            "long-distance sewer pipe inspection.",
            "A peristaltic crawling robot for long-distance sewer pipe inspection",
        ),
        (
            "Robots vary. The aim of this study is to analyse the modular mechanical design of "
            "an underwater explorer.",
            "Analysing the modular mechanical design of an underwater explorer",
        ),
        (
            "Cars turn. This work deals with the sensor-based motion planning problem for "
            "car-like robots.",
            "Sensor-based motion planning problem for car-like robots",
        ),
        (
            "Nets are big. In this paper we apply quantization techniques to FCNs for accurate "
            "biomedical image segmentation.",
            "Applying quantization techniques to FCNs",
        ),
        (
            "Weights degenerate. In this paper, two SMC algorithms are proposed based on an "
            "importance sampling weight function.",
            "Two SMC algorithms based on an importance sampling weight function",
        ),
        (
            "Intents shift. We develop an approach to this problem that combines pre-training "
            "and multi-task learning.",
            # "An approach for combining …", said as what the approach does.
            "Combining pre-training and multi-task learning",
        ),
        (
            "Robots must compose. This paper 1) introduces a metareasoning framework for "
            "composing robotic systems, and 2) evaluates it.",
            "A metareasoning framework for composing robotic systems",
        ),
        # A kind and a word that says nothing of it ("New challenges") say little: the span
        # after a verb of contribution says more.
        (
            "Research into computational jigsaw puzzle solving, an emerging theoretical problem "
            "with numerous applications, has focused in recent years on puzzles that constitute "
            "square pieces only. In this paper we wish to extend the scientific scope of "
            'appearance-based puzzle solving and consider "brick wall" jigsaw puzzles - '
            "rectangular pieces who may have different sizes, and could be placed next to each "
            "other at arbitrary offset along their abutting edge -- a more explicit configuration "
            "with propertie of real world puzzles. We present the new challenges that arise in "
            "brick wall puzzles and address them in two stages. First we concentrate on the "
            "reconstruction of the puzzle (with or without missing pieces) assuming an oracle for "
            "offset assignments. We show that despite the increased complexity of the problem, "
            "under these conditions performance can be made comparable to the state-of-the-art in "
            "solving the simpler square piece puzzles, and thereby argue that solving brick wall "
            "puzzles may be reduced to finding the correct offset between two neighboring pieces. "
            "We then move on to focus on implementing the oracle computationally using a mixture "
            "of dissimilarity metrics and correlation matching. We show results on various brick "
            "wall puzzles and discuss how our work may start a new research path for the puzzle "
            "solving community.",
            "Solving brick wall puzzles",
        ),
    ],
)
def test_fallback_phrases(text: str, expected: str) -> None:
    title = derive_title(text)
    assert title.text == expected or title.text.startswith(expected), title
    assert title.name is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Test.", "Untitled abstract: Test"),
        ("$x$", "Untitled abstract: X"),
        ("", "Untitled abstract"),
        ("https://example.org/paper.pdf", "Untitled abstract"),
        ("   ", "Untitled abstract"),
    ],
)
def test_degenerate_abstracts_are_padded(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_markup_is_rendered_as_text() -> None:
    text = (
        "We study \\textbf{bold} ideas with $\\mathcal{X}$ spaces, **sparse** codes and 5\\% "
        "noise in $\\mathbb{R}^2$ for robust \\emph{signal recovery}."
    )
    title = derive_title(text).text
    assert title.startswith("Bold ideas with X spaces")
    _check_shape(title, text)


def test_corpus_name_precision_and_recall() -> None:
    assert len(CORPUS) >= 80
    named = sum(1 for case in CORPUS if case["name"])
    assert 0.3 <= named / len(CORPUS) <= 0.5
    hits = wrong = 0
    for case in CORPUS:
        got = derive_title(case["text"]).name
        hits += bool(case["name"]) and got == case["name"]
        wrong += got is not None and got != case["name"]
    assert hits / named >= 0.9
    assert hits / max(1, hits + wrong) >= 0.9


@pytest.mark.parametrize("case", CORPUS, ids=[c["text"][:25] for c in CORPUS])
def test_corpus_titles_are_well_formed(case: dict[str, str | None]) -> None:
    text = str(case["text"])
    title = derive_title(text)
    _check_shape(title.text, text)
    if title.name:
        assert title.text.startswith(title.name)


def test_huge_input_gets_its_title() -> None:
    # Its time, and the time per abstract, are printed by benchmarks/per_abstract.py.
    text = "We propose HugeNet, a model. " + "word " * 20_000 + "中文" * 20_000
    title = derive_title(text)
    # "HugeNet: a model" says nothing after the name (an empty description): the name alone.
    assert title.text == "HugeNet"
    assert title.plain


def _collide(n: int) -> tuple[list[Title], list[str], list[str]]:
    texts = [
        f"We study graph learning. Variant {i} uses method number {i} on data." for i in range(n)
    ]
    return [derive_title(t) for t in texts], [f"{(7 * i) % n:03x}" for i in range(n)], texts


def test_unique_titles_lengthen_then_suffix() -> None:
    made, keys, texts = _collide(3)
    assert len({t.text for t in made}) == 1
    result = unique_titles(made, keys, texts)
    lowest = min(range(3), key=lambda i: keys[i])
    assert result[lowest] == made[lowest]
    assert len({t.text.lower() for t in result}) == 3


def test_unique_titles_derive_longer_titles_only_for_papers_that_clash(monkeypatch) -> None:
    made, keys, texts = _collide(3)
    others = ["We propose ZipRerank, an efficient listwise reranker.", "Diffusion for video."]
    given, keys, texts = [*made, *map(derive_title, others)], [*keys, "x1", "x2"], texts + others
    derived: list[str] = []
    real = titles._derive
    monkeypatch.setattr(
        titles, "_derive", lambda text, limit: derived.append(text) or real(text, limit)
    )
    result = unique_titles(given, keys, texts)
    assert len({t.text.lower() for t in result}) == 5
    assert derived  # for the ones that clash
    assert not set(derived) & set(others)
    memo = Memo()  # which keeps them for the next build
    for _ in range(2):
        memo.begin("context")
        derived.clear()
        assert unique_titles(given, keys, texts, memo) == result
    assert derived == []


def test_unique_titles_lengthen_descriptions_before_suffixing() -> None:
    texts = [
        "We study graph learning for small organic molecules, with attention to chirality.",
        "We study graph learning for small organic molecules, with attention to solvents.",
    ]
    made = [derive_title(t) for t in texts]
    assert made[0].text == made[1].text == "Graph learning for small organic molecules"
    result = unique_titles(made, ["b1", "a2"], texts)
    assert result[1].text == "Graph learning for small organic molecules"
    assert (
        result[0].text == "Graph learning for small organic molecules, with attention to chirality"
    )


def test_unique_titles_identical_abstracts_get_key_suffix() -> None:
    text = "We propose ZipRerank, an efficient listwise multimodal reranker."
    made = unique_titles([derive_title(text)] * 2, ["bbbbbbbb", "aaaaaaaa"], [text, text])
    assert made[1].text == "ZipRerank: an efficient listwise multimodal reranker"
    assert made[0].text == "ZipRerank: an efficient listwise multimodal reranker (bbbbbb)"
    assert made[0].name == "ZipRerank"


def test_unique_titles_are_case_insensitive() -> None:
    a, b = Title("Graph learning", None, True), Title("GRAPH LEARNING", None, True)
    made = unique_titles([a, b], ["01", "02"], ["Graph learning.", "GRAPH LEARNING."])
    assert made[0].text == "Graph learning"
    assert made[1].text.lower() != "graph learning"


_TEXT = st.one_of(
    st.text(max_size=400),
    st.text(alphabet=st.sampled_from("$\\{}^_*abcXYZ 12()[],.-"), max_size=200),
    st.from_regex(r"(https?://[a-z]{1,8}\.org/[a-z]{0,6} ?){1,4}", fullmatch=True),
    st.text(alphabet=st.characters(min_codepoint=0x4E00, max_codepoint=0x4FFF), max_size=300),
    st.lists(st.sampled_from([*SEEDS, *(str(c["text"]) for c in CORPUS)]), max_size=3).map(
        " ".join
    ),
)


@settings(max_examples=300, deadline=None)
@given(_TEXT)
@example("ß000000")  # "ß".upper() is "SS": a capital the abstract does not have
# A title ending on "whereby": its last clause is empty (this crashed generate at 100,000).
@example("We propose BLR-2, a close lotanetatr method for whereby them (paper 4983). It works.")
def test_any_text_gives_a_well_formed_title(text: str) -> None:
    _check_shape(derive_title(text).text, text)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(_TEXT, st.text("0123456789abcdef", min_size=1, max_size=8)), max_size=8))
# "The a00B" lost its "The" and was left four characters long.
@example([('The"a00B', "0")])
def test_unique_titles_distinct_and_order_independent(items: list[tuple[str, str]]) -> None:
    texts = [text for text, _ in items]
    keys = [f"{key}{i:02x}" for i, (_, key) in enumerate(items)]
    made = unique_titles([derive_title(t) for t in texts], keys, texts)
    assert len({t.text.lower() for t in made}) == len(made)
    assert all(_MIN <= len(t.text) <= _MAX for t in made)
    back = unique_titles([derive_title(t) for t in texts[::-1]], keys[::-1], texts[::-1])
    assert list(back[::-1]) == list(made)


def test_huge_single_token_falls_back_to_padding() -> None:
    assert derive_title("x" * 100_000).text == "Untitled abstract"


_TAILS = st.lists(
    st.sampled_from(
        ["the", "The", "THE", "an", "of", "so", "\u017fo", "and", "model", "x", "(the", "thé",
         " ", "  ", "\n", "\t", "\u00a0", ",", "."]
    )
).map("".join)  # fmt: skip


@settings(max_examples=500, deadline=None)
@given(_TAILS | st.text())
def test_dangling_function_words_are_dropped_as_the_pattern_drops_them(text: str) -> None:
    # Looking the last word up first changes nothing ("ſo" is "so" to re.IGNORECASE).
    assert phrasing._undangled(text) == phrasing._DANGLING.sub("", text)


@pytest.mark.parametrize("text", ["a plan for \u017fo", "a map of the\n", "a set the \n", "x THE"])
def test_dangling_words_in_any_case_and_before_a_final_newline_are_dropped(text: str) -> None:
    assert phrasing._undangled(text) == phrasing._DANGLING.sub("", text)


_CALLED_PIECES = st.lists(
    st.sampled_from(
        ["a", "An", "the", "The", " ", "  ", "\n", "\u00a0", "planner", "for legal QA", "called",
         "dubbed", "referred to as", "as", "\u201c", '"', ",", ".", "(", "x"]
    )
).map("".join)  # fmt: skip


@settings(max_examples=800, deadline=None)
@given(_CALLED_PIECES | st.text())
def test_text_is_searched_for_a_called_noun_phrase_wherever_one_may_end_it(before: str) -> None:
    # The quick look at how the text ends never rules out what the pattern finds.
    assert describe._may_be_called(before) or not describe._CALLED_NP.search(before)


@pytest.mark.parametrize(
    "before",
    ["We build a planner called \u201c", "a model dubbed ", "the suite referred to as ",
     "a tool called as \"", "a benchmark for legal QA, ", "the method termed as\n"],
)  # fmt: skip
def test_a_called_noun_phrase_ending_in_a_quote_or_as_is_looked_for(before: str) -> None:
    assert describe._CALLED_NP.search(before)
    assert describe._may_be_called(before)


def _plainer_by_the_pattern(text: str, monkeypatch: pytest.MonkeyPatch) -> str:
    # plainer with its quick look (scan.lacks_any) off: the pattern tried on every text. (A
    # copy of its article rules here once missed "a novel a" -> "an a", an article agreeing
    # past a dropped word not at the text's start.)
    with monkeypatch.context() as patched:
        patched.setattr(phrasing.scan, "lacks_any", lambda text, needles: False)
        return phrasing.plainer(text)


_INTENSIFIED = st.lists(
    st.sampled_from(
        ["a", "A", "an", "novel", "NOVEL", "very", "simple", "simple, yet effective", "highly",
         "extremely", "quickly", "only", "apply", "Ly", "\u017f", "\u212a", "K", " ", "\n", ",",
         "method", "x", "é", "and", ", yet"]
    )
).map("".join)  # fmt: skip


@settings(
    max_examples=600, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=_INTENSIFIED | st.text())
def test_intensifiers_are_dropped_as_by_the_pattern_alone(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert phrasing.plainer(text) == _plainer_by_the_pattern(text, monkeypatch)


def test_an_article_agrees_past_a_dropped_intensifier_anywhere() -> None:
    assert phrasing.plainer("we use a novel optimization") == "we use an optimization"
    assert phrasing.plainer("a novel approach") == "an approach"
    # Praise the authors' own titles hardly give (12 of 81,164 say "innovative").
    assert phrasing.plainer("an innovative tactile display") == "a tactile display"
    assert phrasing.plainer("a groundbreaking approach") == "an approach"


def test_no_comma_is_left_before_the_head_noun() -> None:
    text = "a principled, simple, yet effective method for X"
    assert phrasing.plainer(text) == "a principled method for X"


@pytest.mark.parametrize(
    "text",
    ["a novel method", "a quickly made plan", "A NOVEL way", "a \u017fimple, yet effective x"],
)
def test_texts_with_an_intensifier_go_through_the_pattern(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert phrasing.plainer(text) == _plainer_by_the_pattern(text, monkeypatch) != text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a novel and efficient fault detector", "an efficient fault detector"),
        ("A novel, yet simple approach", "A simple approach"),
        ("a novel approach", "an approach"),
    ],
)
def test_novel_goes_with_the_conjunction_after_it(text: str, expected: str) -> None:
    assert phrasing.plainer(text) == expected


def test_clashing_titles_given_their_name_ends_are_lengthened_without_a_new_name_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    texts = [
        "We propose ZipNet, a listwise reranker that scores candidate passages jointly for "
        f"multimodal retrieval over {topic}. It keeps ZipNet small."
        for topic in ("long videos", "short clips", "news", "sports")
    ] + _collide(3)[2]
    made = [derive_title(t) for t in texts]
    assert len({t.text for t in made[:4]}) == 1  # they clash
    keys = [f"{(5 * i) % 7:02x}" for i in range(len(texts))]
    ends = [titles.name_end(t) for t in texts]
    assert all(end > 0 for end in ends[:4])
    expected = unique_titles(made, keys, texts)
    searched: list[str] = []
    real = titles.find_name
    monkeypatch.setattr(titles, "find_name", lambda p, r: searched.append(p) or real(p, r))
    titles._read.cache_clear()
    assert unique_titles(made, keys, texts, name_ends=ends) == expected
    assert searched == []
    # Without them, each clashing text's name is looked for again.
    titles._read.cache_clear()
    assert unique_titles(made, keys, texts) == expected
    assert searched


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # A short form defined after a cue of the paper's own, when nothing else names it.
        (
            "Robots need maps. Our method learns a Sparse Occupancy Field (SOF) from depth "
            "images and plans paths on it.",
            "SOF",
        ),
        # The short form, not the long form's first word, where a cue meets the long form.
        (
            "Quantization is costly. Our proposed quantization, dubbed Distribution-Aware "
            "Quantization (DAQ), manages to reduce the cost.",
            "DAQ",
        ),
        (
            "Actions need poses. We propose a novel model, named Pose-Guided Video Transformer "
            "(PGVT), to incorporate sparse body poses.",
            "PGVT",
        ),
        # "namely", "denoted as", "known as" cue a name as "named" does.
        (
            "Maps are sparse. This paper proposes a novel deep neural network architecture, "
            "namely SideInfNet, that integrates features from side information.",
            "SideInfNet",
        ),
        (
            "Panels vary. We propose a simple yet effective method denoted as PanelPose that "
            "leverages synthetic data.",
            "PanelPose",
        ),
        # A short form spelled by the long form's letters, not only by its initials.
        (
            "Legged robots need plans. In this work, we introduce a novel learning-based "
            "framework of autoregressive motion planner (ARMP) for quadruped locomotion.",
            "ARMP",
        ),
        (
            "Transfer is hard. To address this problem, the proposed approach, MULTI-source "
            "POLicy AggRegation (MULTIPOLAR), comprises two key techniques.",
            "MULTIPOLAR",
        ),
        # A capitalised plain word before "is designed" is a part's, not a name.
        (
            "Scene text is hard to read. In this paper, we propose a novel Semantic GAN and "
            "Balanced Attention Network (SGBANet) to recognize the texts in scene images. In "
            "addition, a Balanced Attention Module is designed to alleviate attention drift. "
            "The Balanced Attention Module first learns a balanced attention map. The module "
            "is light.",
            "SGBANet",
        ),
        # "and name our model as X", "which we will call X", "namely the X".
        (
            "Code is complex. We integrate them into a unified framework with Multi-View "
            "contrastive Pre-training, and name our model as CODE-MVP. Specifically, we first "
            "extract views.",
            "CODE-MVP",
        ),
        (
            "GANs are unstable. We show that mean and covariance feature matching IPMs allow "
            "for stable training of GANs, which we will call McGan. McGan minimizes a loss.",
            "McGan",
        ),
        (
            "Masking is random. To address this issue, we augment MIM with a new masking "
            "strategy namely the DPPMask by substituting the random process. DPPMask works.",
            "DPPMask",
        ),
        # "we now present" opens a name as "we present" does.
        (
            "Pose estimation needs data. Building on prior work, we now present RoPose-Real. "
            "RoPose-Real extends the prior dataset.",
            "RoPose-Real",
        ),
        # A name of the A* family keeps its star; one spelled in lower case keeps its case
        # where a sentence opens with it.
        (
            "Planning for many robots is slow. We propose MT*, an algorithm that reduces the "
            "computation burden for generating such plans.",
            "MT*",
        ),
        (
            "For the graph search, we introduce discontinuity-bounded A* (db-A*), a "
            "generalization of the A* algorithm. Db-A* reuses short trajectories as edges.",
            "db-A*",
        ),
        # A starred name after capitalised words is one name; "RRT*" alone is everybody's.
        (
            "Motion planning is hard. We present Kinodynamic RRT*, an incremental "
            "sampling-based approach for asymptotically optimal motion planning.",
            "Kinodynamic RRT*",
        ),
        (
            "Search is hard. We introduce a novel heuristic search called Multi-Heuristic A* "
            "that uses multiple inadmissible heuristics.",
            "Multi-Heuristic A*",
        ),
        # A sentence that opens on the name, its long form, and what kind of thing it is.
        (
            "KRIS (Kinesthetic Robotic Interaction System) is a device that can be mounted on "
            "the end-effector of an articulated robot. We evaluated KRIS in a user study.",
            "KRIS",
        ),
        # A name after a colon, its kind after it.
        (
            "Depth is hard to see. We propose an asymmetrical segmentation depth-aware network: "
            "ASD-Conv Network, which is used to better obtain the depth of monocular images.",
            "ASD-Conv",
        ),
        # A coined name the verb takes in quotes.
        (
            "Semantic 3D scene understanding is a fundamental problem. In this paper, we present "
            "‘Diffuser’, a novel and efficient multi-view fusion framework that leverages 2D "
            "semantic segmentation of multiple image views of a scene.",
            "Diffuser",
        ),
    ],
)
def test_names_defined_in_parentheses_and_other_cues(text: str, name: str) -> None:
    title = derive_title(text)
    assert title.name == name, title
    assert title.text.startswith(f"{name}: "), title


def test_the_task_a_paper_studies_is_not_its_name() -> None:
    title = derive_title(
        "In this paper, we study a task called Learning from Label Proportions (LLP). LLP "
        "aims to learn an instance-level classifier given a number of bags. In this paper, we "
        "solve this problem by developing a two-stage training framework. Therefore, we "
        "further propose a Feature-Label Matching mechanism (FLMm). FLMm can provide a "
        "roughly right optimization direction for the classifier."
    )
    assert title.name == "FLMm", title


def test_names_a_naming_head_or_an_algorithm_for_tasks_gives() -> None:
    assert (
        derive_title(
            "Assembly is slow. The presented concept of Iteratively Learned and Temporally Scaled "
            "Force Control (ILTSFC) is based on two coupled controllers. ILTSFC is fast."
        ).name
        == "ILTSFC"
    )
    assert (
        derive_title(
            "Matrices are big. We propose a spectral algorithm for these two tasks called MaCBetH "
            "(for Matrix Completion with the Bethe Hessian). MaCBetH works well."
        ).name
        == "MaCBetH"
    )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # A part of the method the abstract defines does not displace the method's name.
        (
            "We propose PredRecon, a prediction-boosted planning framework for reconstruction. "
            "Our surface prediction module (SPM) predicts the coarse surface.",
            "PredRecon",
        ),
        # A plural short form names what the paper studies, not its method.
        (
            "Our study moves artificial bacterial flagella (ABFs) through viscous fluids.",
            None,
        ),
        # One of several parts defined in a row.
        (
            "Grasping is hard. This paper presents an end-to-end grasp detection network. Our "
            "network includes three stages: Score Network (SN), Grasp Region Network (GRN), "
            "and Refine Network (RN). Then GRN conducts grasp proposal prediction.",
            None,
        ),
        # A setting the paper works in, defined after a preposition.
        (
            "Adaptive identifiers are hard. This paper reports necessary and sufficient "
            "conditions for the uniform complete observability (UCO) of plant parameters. "
            "When the UCO condition holds, estimates converge.",
            None,
        ),
        # One word spelled by its own letters is its short form, not a name.
        (
            "Robot teams explore caves. We propose an operation model for their deployment. "
            "The proposed operation model is applied to the DARPA Subterranean (SubT) "
            "Challenge.",
            None,
        ),
        # A term the method is for, after a preposition, not the method.
        (
            "Rolling shutters hurt 3D reconstruction. We propose a cost function for Bundle "
            "Adjustment (BA) that models the rolling shutter effect. BA is then run.",
            None,
        ),
        # What a cited paper presented is not this paper's.
        (
            "In a recent paper Joachims (2006) presented SVM-Perf, a cutting plane method for "
            "training linear SVMs. In this paper we disprove a conjecture about SVM-Perf. We "
            "present counter examples.",
            None,
        ),
        # "building blocks", "long-term" are no cue that the thing is the paper's own.
        (
            "Nanorobotic spot welding is investigated inside a microscope. It may serve the "
            "assembly of nano building blocks, circuits and nanoelectromechanical systems (NEMS).",
            None,
        ),
        (
            "Keyframes are selected by an information occupancy grid model. It supports "
            "long-term and short-term data association (STDA) in large maps.",
            None,
        ),
    ],
)
def test_defined_short_forms_that_do_not_name_the_paper(text: str, name: str | None) -> None:
    assert derive_title(text).name == name


@pytest.mark.parametrize(
    ("name", "description", "expected"),
    [
        ("CuMix", "CuMix Curriculum Mixup for unseen categories",
         "CuMix: Curriculum Mixup for unseen categories"),
        ("InferES", "InferES - an original corpus", "InferES: an original corpus"),
        ("DAMON", "DAMON leverages manifold learning", "DAMON: leveraging manifold learning"),
        ("TX-Ray", "TX-Ray expresses neurons as x", "TX-Ray: expressing neurons as x"),
        ("CUR", "CURE matrices", "CUR: CURE matrices"),
        ("SAM2", "a model for video", "SAM2: a model for video"),
    ],
)  # fmt: skip
def test_a_name_is_said_once_and_its_verb_reads_as_a_phrase(
    name: str, description: str, expected: str
) -> None:
    assert titles._named(name, description) == expected


@pytest.mark.parametrize(
    ("text", "limit", "expected"),
    [
        # A cut before "and" that leaves one word after a preposition or "to" is half a pair.
        (
            "a practical hysteresis model for the bending and twisting motions of the robotic "
            "flexible endoscope with consideration of the coupling effects",
            60,
            "a practical hysteresis model",
        ),
        # A cut between two modifiers of one noun leaves the first without it.
        (
            "a soft robotic finger for grasping tools with both thermal and tactile sensing "
            "elements embedded in a soft skin",
            60,
            "a soft robotic finger for grasping tools",
        ),
        # Not between two nouns ("signal and image processing" is no pair of modifiers).
        (
            "a pipeline for processing a noisy signal and image data from many sensors in real "
            "time",
            50,
            "a pipeline for processing a noisy signal",
        ),
        # A pair is kept whole where the phrase ends before an adjunct's preposition.
        (
            "an off-line, iterative algorithm for simultaneous localization and mapping within "
            "large indoor environments",
            80,
            "an off-line, iterative algorithm for simultaneous localization and mapping",
        ),
        # Not where a verb follows "and": a second clause.
        (
            "a two-head deep convolutional neural network and maximize the discrepancy between "
            "the two heads within the training data",
            80,
            "a two-head deep convolutional neural network",
        ),
        # Adverbs pair too: "temporally | and spatially coherent predictions".
        (
            "recurrent neural networks for making temporally and spatially coherent "
            "predictions for hundreds of time-steps",
            60,
            "recurrent neural networks",
        ),
    ],
)
def test_shorten_leaves_no_half_pair(text: str, limit: int, expected: str) -> None:
    assert phrasing.shorten(text, limit, 0) == expected


_GOES_ON_ABOUT = (
    "a neural model for political speech sentiment analysis jointly exploiting both semantic "
    "language representations and relations between debate transcripts"
)


@pytest.mark.parametrize(
    ("text", "limit", "expected"),
    [
        # A participle goes on about the noun phrase before it: cut before the participle.
        (_GOES_ON_ABOUT, 73, "a neural model for political speech sentiment analysis"),
        (
            "an annotated dataset for preference classification comprising 8,890 sentences "
            "drawn from app reviews",
            73,
            "an annotated dataset for preference classification",
        ),
        # Not where it would leave a bare head, or inside a clause.
        (
            "an LLM-based framework employing a three-step assessment of individual error types",
            60,
            "an LLM-based framework employing a three-step assessment",
        ),
        (
            "a humanoid robot is expected to perform various dynamic tasks requiring whole "
            "body motions",
            70,
            "a humanoid robot",
        ),
    ],
)
def test_a_description_is_cut_before_a_participle_that_goes_on(
    text: str, limit: int, expected: str
) -> None:
    assert phrasing.shorten(text, limit, 0, participles=True) == expected


def test_other_phrases_are_not_cut_before_participles() -> None:
    assert phrasing.shorten(_GOES_ON_ABOUT, 73, 0) == "a neural model"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "a scheme that sparsifies an almost-sparse matrix",
            "a scheme for sparsifying an almost-sparse matrix",
        ),
        (
            "a system that can automatically construct temporal event graphs",
            "a system for constructing temporal event graphs",  # "-ly" adverbs go (plainer)
        ),
        (
            "a domain adaptation approach that extracts and penalizes source-specific terms",
            "a domain adaptation approach for extracting and penalizing source-specific terms",
        ),
        (
            "an end-to-end method that outputs lane shapes",
            "an end-to-end method for outputting lane shapes",
        ),
        (
            "a planner that is able to reason about contacts",
            "a planner for reasoning about contacts",
        ),
        (
            "a system that is capable of fully transforming a garment",
            "a system for transforming a garment",
        ),
        ("a robot that is capable of both ground travel and flight", None),
        (
            "a minimal modification that reuses shallow features",
            "a minimal modification for reusing shallow features",
        ),
        ("a dataset that contains 5,000 charts", None),
        # A result, a way of working, no verb of the third person: left as they are.
        ("an approach that outperforms all baselines", None),
        ("a method that uses graph neural networks", None),
        ("an approach that can be implemented in one line", None),
        ("a framework that the robot runs", None),
        ("a model that is trained end to end", None),
    ],
)
def test_what_a_method_does_reads_as_its_purpose(text: str, expected: str | None) -> None:
    assert describe.phrase(text, 80) == (expected or text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a new framework for localization", "a framework for localization"),
        ("a new, efficient algorithm", "an efficient algorithm"),
        ("a new and simple calibration algorithm", "a simple calibration algorithm"),
        # What is new is the point, or "new" is no claim.
        ("a new kind of tripedal locomotion", "a new kind of tripedal locomotion"),
        ("to morph a trained network to a new one", "to morph a trained network to a new one"),
        ("a new problem of learning coverage functions",
         "a new problem of learning coverage functions"),
        ("adapting to new environments", "adapting to new environments"),
        ("a robot for New York streets", "a robot for New York streets"),
        # An adverb that makes a term with its participle stays; others go.
        ("a weakly supervised detector", "a weakly supervised detector"),
        ("a biologically inspired sound localisation system",
         "a biologically inspired sound localisation system"),
        ("to autonomously learn a highly efficient policy", "to learn an efficient policy"),
    ],
)  # fmt: skip
def test_a_claim_of_being_new_is_left_to_the_abstract(text: str, expected: str) -> None:
    assert phrasing.plainer(text) == expected


@pytest.mark.parametrize(
    ("word", "said"),
    [("MCTS", "an"), ("SVM", "an"), ("URL", "a"), ("LIDAR", "a"), ("SLAM", "a"),
     ("FOllower-Aware", "a"), ("RL-based", "an"), ("approach", "an"), ("unified", "a"),
     ('"assist-as-needed"', "an")],
)  # fmt: skip
def test_the_article_before_an_acronym_is_as_it_is_said(word: str, said: str) -> None:
    assert phrasing.article(word) == said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The design of a tiny swimming robot", "Design of a tiny swimming robot"),
        ("The use of self-organizing agents to schedule tasks",
         "Using self-organizing agents to schedule tasks"),
        ("The task of searching and grasping objects in clutter",
         "Searching and grasping objects in clutter"),
        ("The design space of robot hands", "The design space of robot hands"),
        ("the question of testing equality of two distributions",
         "Testing equality of two distributions"),
        ("The fundamental problem of allocating indivisible goods to agents",
         "Allocating indivisible goods to agents"),
        # A problem named by its kind keeps it: "… problem of" a thing, no gerund.
        ("The direct kinematics problem of the Stewart-Gough platform",
         "The direct kinematics problem of the Stewart-Gough platform"),
        # What was done, not that results follow (where three content words are left).
        ("Results of a feasibility study of airport snow shoveling",
         "A feasibility study of airport snow shoveling"),
        ("The results of modeling dynamics of a forestry manipulator",
         "Modeling dynamics of a forestry manipulator"),
        ("Results from the clustering", "Results from the clustering"),
        ("Case of ranking a large set of labels", "Ranking a large set of labels"),
    ],
)  # fmt: skip
def test_a_work_is_titled_as_authors_title_it(text: str, expected: str) -> None:
    assert titles._finish(text, 80, capitalise=True) == expected


def test_each_intensifier_has_the_word_the_quick_check_looks_for() -> None:
    needs = phrasing._INTENSIFIER_NEEDS[1:]
    assert len(needs) == len(phrasing._INTENSIFIERS)
    for need, pattern in zip(needs, phrasing._INTENSIFIERS, strict=True):
        assert need in pattern, (need, pattern)


def test_a_pair_of_adverbs_goes_as_one() -> None:
    # Dropping each "-ly" adverb alone left "a new method for and estimating the shape".
    text = "a new method for continuously and accurately estimating the shape"
    assert phrasing.plainer(text) == "a method for estimating the shape"


def test_an_article_agrees_with_the_word_after_a_dropped_one() -> None:
    text = "an expanded variational family and a novel optimization algorithm"
    assert phrasing.plainer(text) == "an expanded variational family and an optimization algorithm"
    assert phrasing.plainer("a structure that is an unusually rigid, stiff one") == (
        "a structure that is a rigid, stiff one"
    )


@pytest.mark.parametrize(
    ("name", "description", "expected"),
    [
        ("KPE", "keyphrase extraction (KPE)", "KPE: keyphrase extraction"),
        (
            "DilatedRNN",
            "a connection structure, the DilatedRNN",
            "DilatedRNN: a connection structure",
        ),
        (
            "BASNet",
            "a predict-refine architecture, BASNet",
            "BASNet: a predict-refine architecture",
        ),
        ("HighlightNet", "an enhancer, i.e., HighlightNet", "HighlightNet: an enhancer"),
        ("GAN", "a model for GAN", "GAN: a model for GAN"),
        # A problem the name is for, not what it is.
        ("TTL", "the task of unsupervised reading comprehension",
         "TTL for unsupervised reading comprehension"),
        ("DE-CROP", 'a problem of "how to certify the robustness of pretrained models',
         "DE-CROP for certifying the robustness of pretrained models"),
        ("AutoBag", "the task of bagging: manipulating shopping bags",
         "AutoBag: the task of bagging: manipulating shopping bags"),
        ("OriCNN", "image-based geo-localization problem",
         "OriCNN for the image-based geo-localization problem"),
        ("OSLB", "stochastic multi-armed bandit problems",
         "OSLB for stochastic multi-armed bandit problems"),
        ("PROPm", "classic problem of fairly allocating indivisible goods",
         "PROPm for fairly allocating indivisible goods"),
        # A name that spells the problem out names it; a background subject stays as it is.
        ("CVRP", "capacitated vehicle routing problem",
         "CVRP: capacitated vehicle routing problem"),
        ("Bayes", "Many modern data analysis problems",
         "Bayes: Many modern data analysis problems"),
        # (Not for a plain word taken for a name: the checks read "Vector-free: …".)
        ("Vector-free", "real-world machine learning problems",
         "Vector-free: real-world machine learning problems"),
    ],
)  # fmt: skip
def test_a_name_at_the_end_of_its_description_goes(
    name: str, description: str, expected: str
) -> None:
    assert titles._named(name, description) == expected


@pytest.mark.parametrize(
    ("description", "expected"),
    [
        ("to achieve certified robustness against attacks",
         "WordDP: achieving certified robustness against attacks"),
        ("to select patches from a map", "WordDP: selecting patches from a map"),
        ("to a redundant manipulator", "WordDP: to a redundant manipulator"),
    ],
)  # fmt: skip
def test_a_purpose_after_a_name_is_said_as_what_it_does(description: str, expected: str) -> None:
    assert titles._named("WordDP", description) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Evaluating the the algorithms for safety", "Evaluating the algorithms for safety"),
        ("An approach to object detection detection", "An approach to object detection"),
        ("Off-policy policy optimization", "Off-policy policy optimization"),
        # A problem or a challenge titled as what it is.
        ("A problem of cooperative path finding", "Cooperative path finding"),
        (
            "The critical challenge of improving multilingual performance",
            "Improving multilingual performance",
        ),
        ("The landing problem of a VTOL", "The landing problem of a VTOL"),
        # A title says what, not how many, where the rest says enough.
        (
            "Two new sampling strategies for particle filtering SLAM",
            "Sampling strategies for particle filtering SLAM",
        ),
        ("Two approaches", "Two approaches"),
        (
            "Two holonomic constraints and two nonholonomic constraints",
            "Two holonomic constraints and two nonholonomic constraints",
        ),
        (
            "TMAM: three measurements association model",
            "TMAM: three measurements association model",
        ),
        # "as well" (as …) cut from its phrase goes.
        ("Sequential prediction with log-loss as well", "Sequential prediction with log-loss"),
        # A noun said twice, once plural (a short form's expansion before its own noun).
        (
            "HCCPG: hierarchical Central Pattern Generator models model",
            "HCCPG: hierarchical Central Pattern Generator model",
        ),
        ("This is an issue", "This is an issue"),
        # An aside cut open goes, not its mark alone ("tasks images").
        (
            "Shared information across multiple related tasks (images of the same",
            "Shared information across multiple related tasks",
        ),
        ("A method (see", "A method see"),
        ("ToFu: Fusion , a method", "ToFu: Fusion, a method"),
        (
            ": the largest available multilingual dataset",
            "The largest available multilingual dataset",
        ),
        # "capable" (of …) cut off its phrase goes with it.
        (
            "A motion planning algorithm for legged robots capable",
            "A motion planning algorithm for legged robots",
        ),
        # A line-break hyphen the extraction kept is joined.
        (
            "A learning algorithm for the Set Covering Ma-chine",
            "A learning algorithm for the Set Covering Machine",
        ),
    ],
)
def test_a_finished_title_has_no_slips(text: str, expected: str) -> None:
    assert titles._finish(text, 80, capitalise=True) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # An abstract that opens with its verb: what it presents, or the inquiry as a gerund.
        ("Presents a standing posture controller for quadruped robots",
         "A standing posture controller for quadruped robots"),
        ("Examines the feasibility of automating dragline excavators",
         "Examining the feasibility of automating dragline excavators"),
        # Nouns that look like such verbs stay.
        ("Studies in metaphor detection datasets", "Studies in metaphor detection datasets"),
        ("Reports of personal experiences", "Reports of personal experiences"),
    ],
)  # fmt: skip
def test_an_opening_verb_without_subject_reads_as_a_title(text: str, expected: str) -> None:
    assert titles._finish(text, 80, capitalise=True) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The first practical algorithm for ICA", "A practical algorithm for ICA"),
        ("The first ever approximate inference methods using ACs",
         "Approximate inference methods using ACs"),
        ("The first step of a pipeline", "The first step of a pipeline"),
    ],
)  # fmt: skip
def test_a_claim_of_being_first_is_left_to_the_abstract(text: str, expected: str) -> None:
    assert titles._finish(text, 80, capitalise=True) == expected
    named = titles._named("GPASS", "the first general-purpose anomalous scenario synthesizer")
    assert named == "GPASS: a general-purpose anomalous scenario synthesizer"


def test_a_second_verb_after_and_is_a_gerund_too() -> None:
    said = describe.topic_phrase("We identify and investigate a link between A and B.", 80)
    assert said == "identifying and investigating a link between A and B"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Robots help. The aim of the present article is to introduce a new approach of "
         "gait segmentation based on inertial sensors.",
         "an approach of gait segmentation based on inertial sensors"),
        # To build, as to introduce, a thing: the thing (not "building a language agent …").
        ("Robots help. Our goal is to build a language agent for household tasks.",
         "a language agent for household tasks"),
        ("Robots help. Our goal is to build trust between robots and people.",
         "building trust between robots and people"),
        ("Rescue is hard. This video presents a practical navigation scheme for indoor robots.",
         "a practical navigation scheme for indoor robots"),
        ("Exoskeletons help. The aim of this study was to apply a new control strategy to "
         "series elastic actuators.",
         "applying a control strategy to series elastic actuators"),
        # Only where no sentence says it with the usual verbs: "discuss", "generalize".
        ("Wheelchairs help people. We discuss the design and control of a mounted robotic arm.",
         "the design and control of a mounted robotic arm"),
        ("Sampling is slow. We generalize dual decomposition to a weighted inference task.",
         "generalizing dual decomposition to a weighted inference task"),
        ("Learning meets optics. In this work, we implement vision-based alignment of an "
         "optical interferometer. It works.",
         "vision-based alignment of an optical interferometer"),
        ("We discuss the design of arms. We propose a planner for mobile robots in crowds.",
         "a planner for mobile robots in crowds"),
        ("Teams need rules. We have developed a framework for regulating roles in teams.",
         "a framework for regulating roles in teams"),
        ("Robots fall. The aim of this paper is to propose a control strategy for walking "
         "robots.", "a control strategy for walking robots"),
        ("Walking matters. In this paper a simulation framework of cane-assisted gaits is "
         "developed.", "a simulation framework of cane-assisted gaits"),
        ("Breasts need screening. A robotic device with haptic capabilities for breast "
         "examination was developed.",
         "a robotic device with haptic capabilities for breast examination"),
        ("Objects are hard to segment. The main contribution of this paper is a self-organizing "
         "network for object extraction.", "a self-organizing network for object extraction"),
        # "we are VERBing", and any subject after "In this paper" but "the" or "some".
        ("Rescue needs maps. As a part of a national project, we are investigating a method "
         "for constructing a 3-D map of rubble by mobile robots.",
         "a method for constructing a 3-D map of rubble by mobile robots"),
        ("Robots help. We are studying about robotic application of ionic polymer actuators.",
         "robotic application of ionic polymer actuators"),
        ("Elections matter. In this paper we consider several utilitarian and egalitarian "
         "OWA scoring rules.", "utilitarian and egalitarian OWA scoring rules"),
        ("Robots touch people. We study several kinds of tactile interactions between a "
         "user and the robot.", "tactile interactions between a user and the robot"),
        ("Finetuning helps. This paper investigates many factors that influence the "
         "performance in finetuning for object detection.",
         "factors that influence the performance in finetuning for object detection"),
        # The evidence ("experiments that show X") is not what the paper does.
        ("Dimensions are many. We present several experiments that show our method yields "
         "more accurate results than existing algorithms.", "Dimensions are many."),
        ("Records miss drugs. We report here an application of recurrent neural networks to "
         "medication lists.", "an application of recurrent neural networks to medication lists"),
        # An ongoing programme yields to the step a later sentence proposes.
        ("We have been developing exoskeletal robots for weak people. We propose a 2 DOF "
         "exoskeletal robot to support the shoulder. A fuzzy controller has been designed.",
         "a 2 DOF exoskeletal robot to support the shoulder"),
        ("We are developing a rescue system. We propose a motion canceling camera system and "
         "confirmed its validity by experiment.", "a motion canceling camera system"),
        ("Parallel robots are rare. In this paper development and design issues of a "
         "triglide-robot are presented.",
         "development and design issues of a triglide-robot"),
        ("Cane use is common. In this paper, some preliminary research results are presented.",
         "Cane use is common."),
        # A claim's clause says no title: the first subject is taken instead.
        ("Vehicle recognition is hard. Our contribution is showing that extra data helps.",
         "Vehicle recognition is hard."),
    ],
)  # fmt: skip
def test_more_ways_of_saying_what_the_paper_does(text: str, expected: str) -> None:
    assert describe.topic_phrase(text, 80) == expected


def test_a_comma_after_a_participle_adjective_ends_no_clause() -> None:
    text = "a method for controlling a motorized, string-driven marionette using motion capture"
    assert describe.phrase(text, 80).startswith(
        "a method for controlling a motorized, string-driven marionette"
    )


def test_a_comma_between_adjectives_ends_no_clause() -> None:
    text = "the Robotarium - a remotely accessible, multi-robot research facility"
    # ("remotely accessible" is a term titles use: plainer keeps its adverb.)
    assert describe.phrase(text, 80) == text
    # A compound of a participle too ("control-oriented", "data-driven").
    text = "a data-driven approach for extracting control-oriented, low-dimensional models"
    assert describe.phrase(text, 80) == text


def test_a_comma_in_a_list_of_words_ends_no_clause() -> None:
    text = (
        "a robotic device with haptic, tactile, and ultrasound capabilities, which can acquire "
        "and render information"
    )
    assert describe.phrase(text, 80) == (
        "a robotic device with haptic, tactile, and ultrasound capabilities"
    )


def test_a_second_step_after_and_then_is_no_part_of_the_phrase() -> None:
    text = "a dynamic model for the inverted pendulum and then examine several methods"
    assert describe.phrase(text, 80) == "a dynamic model for the inverted pendulum"


def test_a_question_the_paper_poses_is_asked() -> None:
    text = "Analyzers are tools. We address the following question: can an analyzer be learned?"
    assert describe.topic_phrase(text, 80) == "Can an analyzer be learned?"


def test_two_verbs_of_one_purpose_are_no_claim() -> None:
    text = "an approach to detect and identify invisible humans in crowds"
    assert describe.phrase(text, 80) == text
    assert describe.phrase("a planner for crowds, and show that it is safe", 80) == (
        "a planner for crowds"
    )


@pytest.mark.parametrize(
    ("title", "plain", "expected"),
    [
        (
            "Hierarchical model",
            "We propose a hierarchical model for smooth, region-sparse weight vectors. It works.",
            "Hierarchical model for smooth, region-sparse weight vectors",
        ),
        (
            "A setting",
            "We study a setting in which Poisson processes generate decision events. We win.",
            "A setting in which Poisson processes generate decision events",
        ),
        # Too long whole: cut where the phrase allows, not back to the thin title ("functions"
        # needs its "of"; "against" is a preposition no cut list had).
        (
            "A new method",
            "We present a new method to compute partition functions of complex and multimodal "
            "probability distributions. It works.",
            "A new method to compute partition functions",
        ),
        (
            "The standing stabilization",
            "The work presents the standing stabilization of a compliant humanoid robot against "
            "external force disturbances and variations of the terrain inclination. It works.",
            "The standing stabilization of a compliant humanoid robot",
        ),
        # Never a half clause, a bare verb or a participle left hanging.
        (
            "Pursuit-evasion games",
            "We study pursuit-evasion games in which the pursuer is tasked with capturing a very "
            "fast evader moving along a circle of radius one. It works.",
            None,
        ),
        (
            "A scheme for surveillance",
            "We give a scheme for surveillance of a dynamic ground convoy moving along arbitrary "
            "trajectories with elliptical orbits of several unmanned aerial vehicles. It works.",
            None,
        ),
        # The sentence goes on, not the phrase; the phrase is not where the title is.
        ("Grasping and manipulation", "Grasping and manipulation are hand functions.", None),
        ("Odometry system", "Odometry systems drift. We fix them with care.", None),
    ],
)
def test_a_thin_title_goes_on_as_its_phrase_does(
    title: str, plain: str, expected: str | None
) -> None:
    assert titles._continued(title, plain, 80) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("method for robust dense RGB-D SLAM", "A method for robust dense RGB-D SLAM"),
        ("algorithm to plan paths", "An algorithm to plan paths"),
        ("Methods for planning", "Methods for planning"),
        ("Model-based planning for robots", "Model-based planning for robots"),
    ],
)
def test_a_bare_singular_head_gets_its_article(text: str, expected: str) -> None:
    assert titles._finish(text, 80, capitalise=True) == expected


def test_as_after_a_name_is_no_verb() -> None:
    title = derive_title(
        "Labels are costly. This paper presents U3DS3, as a step towards unsupervised point "
        "cloud segmentation. U3DS3 clusters points."
    )
    assert title.text == "U3DS3: a step towards unsupervised point cloud segmentation", title


def test_titles_stay_within_the_length_they_aim_at() -> None:
    # A thin title goes on only as far as the length allows (lists show titles in a line).
    plain = (
        "We present a generalization of PMATIC that allows the incorporation of tight "
        "theoretical results on the optimal balance of the search. It helps."
    )
    longer = titles._continued("A generalization of PMATIC", plain, 80)
    assert longer is None or len(longer) <= 80


_SPECTRAL = (
    "Hyperspectral images are noisy. We propose a multi-domain query cascaded transformer "
    "network for hyperspectral image restoration. Code: https://github.com/someone/{repo}."
)


@pytest.mark.parametrize(
    ("repo", "name"),
    [
        ("Spectroformer", "Spectroformer"),
        ("Lac-GwcNet", "Lac-GwcNet"),
        ("4DRadarSLAM", "4DRadarSLAM"),  # a digit first
        ("VIW-Fusion", "VIW-Fusion"),  # a name with a word in it
        ("DID-M3D", "DID-M3D"),
        ("FairBERT_deploy", None),  # a code base's name
        ("FairSum-deploy", None),
        ("mmdetection", None),  # no coined spelling
        ("Prompt-Transferability", None),  # words joined
        ("ICCV2019-LearningToPaint", None),  # a venue and year
        ("BeyondtheSpectrum", None),  # past 15 characters: words run together
    ],
)
def test_a_linked_repository_names_an_unnamed_method(repo: str, name: str | None) -> None:
    title = derive_title(_SPECTRAL.format(repo=repo))
    assert title.name == name, title
    if name:
        assert title.text.startswith(f"{name}: a multi-domain query cascaded transformer"), title


@pytest.mark.parametrize(
    ("page", "name"),
    [
        ("https://someone.github.io/Gen3DSR", "Gen3DSR"),
        ("https://someone.github.io/projects/MessyTable/", "MessyTable"),
        ("https://someone.github.io/", None),  # the user's own page
        ("https://someone.github.io/FooNet/index.html", None),  # a page, not a project
    ],
)
def test_a_github_pages_project_names_as_its_repository(page: str, name: str | None) -> None:
    text = _SPECTRAL.replace("Code: https://github.com/someone/{repo}", f"Project page: {page}")
    assert derive_title(text).name == name


def test_two_linked_repositories_name_nothing() -> None:
    text = _SPECTRAL.format(repo="Spectroformer") + " See also https://github.com/x/OtherNet."
    assert derive_title(text).name is None


def test_a_short_form_past_a_comma_defines_something_else() -> None:
    title = derive_title(
        "Noise hurts images. In this paper we develop an advanced image denoising network, "
        "namely FOCNet, by solving a fractional optimal control (FOC) problem. FOCNet works."
    )
    assert title.name == "FOCNet", title


def test_the_next_name_stands_in_for_a_much_used_term(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(titles.titlemodel, "widely_used", lambda name: name == "GMMX")
    text = (
        "Registration is slow. GMMX models points. GMMX fits clouds. GMMX, a mixture model, is "
        "common. We propose DeepReg, a registration network. DeepReg is fast. DeepReg wins."
    )
    assert titles._read.__wrapped__(text)[2] == "DeepReg"


def test_a_padded_title_is_a_last_resort() -> None:
    text = (
        "Mixup is a popular data augmentation technique for training deep neural networks. "
        "We study an improved version of Mixup. Mixup helps."
    )
    assert not derive_title(text).text.startswith("Untitled abstract"), derive_title(text)


def test_an_abstract_of_named_robots_gets_its_method_phrase() -> None:
    text = (
        "Muscles are hard to teach. This paper presents a direct teaching method for "
        "musculoskeletal robots driven by pneumatic artificial muscles. It works."
    )
    assert derive_title(text).text == "A direct teaching method for musculoskeletal robots"


def test_a_result_is_no_description() -> None:
    title = derive_title(
        "Forecasts drift. We propose MoSA, which outperforms prior methods on several "
        "forecasting benchmarks. MoSA adapts pre-trained models."
    )
    assert title.name == "MoSA", title
    assert "outperform" not in title.text, title


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("LOGOS: a method of verification that is robust", "LOGOS: a method of verification"),
        ("Maestro: an assistive orthosis which is light", "Maestro: an assistive orthosis"),
        ("A swarm of robots that are capable", "A swarm of robots"),
        ("A robot that is designed to climb stairs", "A robot that is designed to climb stairs"),
    ],
)  # fmt: skip
def test_a_clause_cut_after_its_first_word_is_dropped(text: str, expected: str) -> None:
    assert titles._finish(text, 80, capitalise=True) == expected


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We present iSAM2, a fully incremental, graph-based version of smoothing. It is fast.",
         "iSAM2"),
        ("We introduce a new fast incremental gradient method SAGA. SAGA converges fast.", "SAGA"),
        ("We present Differentiable CCA, a formulation of CCA as a layer. CCA is old.", None),
    ],
)  # fmt: skip
def test_a_much_used_name_the_abstract_introduces_stays(
    monkeypatch: pytest.MonkeyPatch, text: str, name: str | None
) -> None:
    # iSAM2 and SAGA are in many papers' abstracts: the one that introduces them keeps them.
    monkeypatch.setattr(titles.titlemodel, "widely_used", lambda n: n in {"iSAM2", "SAGA", "CCA"})
    reading = titles._read.__wrapped__(text)
    assert titles._introduced(name or "CCA", reading[0], reading[1]) is (name is not None)


def test_clashing_titles_named_after_a_repository_lengthen_from_the_text() -> None:
    texts = [
        "Hyperspectral images are noisy. We propose a multi-domain query cascaded transformer "
        f"network for hyperspectral image {task}. Code: https://github.com/someone/Spectroformer."
        for task in ("restoration", "denoising and deblurring at once")
    ]
    made = [derive_title(t) for t in texts]
    assert {t.name for t in made} == {"Spectroformer"}
    assert not any(t.fallback for t in made)
    unique = unique_titles(made, ["a", "b"], texts, name_ends=[name_end(t) for t in texts])
    assert len({t.text.lower() for t in unique}) == 2
    assert all(t.text.startswith("Spectroformer: ") for t in unique), unique


@pytest.mark.parametrize(
    ("title", "words"),
    [("A different objective", 2), ("The max-norm", 1), ("An approach to planning", 2)],
)
def test_articles_are_no_content_words_whatever_their_case(title: str, words: int) -> None:
    # A capital "A" counted as a word kept "A different objective" from being thin.
    assert len(titles._CONTENT.findall(title)) == words


@pytest.mark.parametrize(
    ("span", "expected"),
    [
        ("Graph-based planning for robots", "graph-based planning for robots"),
        ("LLM agents for planning", "LLM agents for planning"),
        # A name spelled out keeps its capitals.
        ("Adaptive Planner Parameter Learning", "Adaptive Planner Parameter Learning"),
        # An article is lowercase before any word.
        ("A CNN architecture for detection", "a CNN architecture for detection"),
        ("The Kuka Control Toolbox", "the Kuka Control Toolbox"),
    ],
)
def test_a_span_after_a_name_keeps_the_capitals_of_a_name(span: str, expected: str) -> None:
    assert titles._lowered(span) == expected


def test_a_key_phrase_says_more_than_one_word_of_topic() -> None:
    title = derive_title(
        "Training is one way of enabling novice workers to work on complex crowdsourcing "
        "tasks. Based on goal setting theory in psychology, we conduct a randomized "
        "experiment to study whether and how setting different goals affects workers' "
        "learning perception in a crowdsourcing context."
    )
    assert title.text != "Training", title
    assert len(title.text.split()) >= 2, title


def test_names_given_in_the_past_tense_and_coined_over_a_common_short_form() -> None:
    named = derive_title(
        "Legged manipulators need interfaces. We develop a head-mounted interface for them. "
        "We named the combined platform Holo-SpoK. Moreover, we explain how it works."
    )
    assert named.name == "Holo-SpoK", named
    # "FFN" is everybody's feed-forward network: the coined name is this paper's.
    coined = derive_title(
        "Cloth is hard to manipulate. We introduce FabricFlowNet (FFN), a cloth manipulation "
        "policy that leverages flow as both an input and an action representation."
    )
    assert coined.name == "FabricFlowNet", coined
    # A short form past a colon defines a word of the description, not the name.
    colon = derive_title(
        "Skills must adapt. To overcome these limitations, we introduce ARC-LfD: an Augmented "
        "Reality (AR) interface for constrained Learning from Demonstration."
    )
    assert colon.name == "ARC-LfD", colon
    assert titles._named("FabricFlowNet", "FFN, a cloth manipulation policy") == (
        "FabricFlowNet: a cloth manipulation policy"
    )


@pytest.mark.parametrize(
    ("name", "description", "expected"),
    [
        ("MonoHBD", "Monocular Hierarchical Balanced Depth, a comprehensive solution",
         "MonoHBD: Monocular Hierarchical Balanced Depth"),
        ("FEPNet", "feature enhanced projection network, taking full advantage",
         "FEPNet: feature enhanced projection network"),
        ("DCNT", "doubly correlated nonparametric topic model, the first model",
         "DCNT: doubly correlated nonparametric topic model"),
        # An aside that says what the method is for, or of, says more: it stays.
        ("MCRF", "Masked Conditional Random Field, an easy to implement variant of CRF",
         "MCRF: Masked Conditional Random Field, an easy to implement variant of CRF"),
        ("KLA", "Kalman Linear Attention layer, a neural sequence-modelling primitive",
         "KLA: Kalman Linear Attention layer, a neural sequence-modelling primitive"),
        # Not the name spelled out: the description is left as it is.
        ("MonoHBD", "a depth method, a comprehensive solution",
         "MonoHBD: a depth method, a comprehensive solution"),
    ],
)  # fmt: skip
def test_a_thin_aside_after_the_spelled_out_name_is_dropped(
    name: str, description: str, expected: str
) -> None:
    assert titles._named(name, description) == expected


@pytest.mark.parametrize(
    ("name", "description", "expected"),
    [
        ("DVI", "DeepVisualInsight", ("DeepVisualInsight", "")),
        ("CoEx", "Correlate-and-Excite", ("Correlate-and-Excite", "")),
        ("R2R2R", "Real2Render2Real, an approach for generating robot training data",
         ("Real2Render2Real", "an approach for generating robot training data")),
        ("AGS", "Analytically-Guided-Sampling for target tracking",
         ("Analytically-Guided-Sampling", "for target tracking")),
        # Not the first word of a longer long form, a term of two capitalised words, a name
        # spelled with a lowercase run, or a word without the name's letters in order.
        ("BDCN", "Bi-Directional Cascade Network", None),
        ("HH", "Hodgkin-Huxley", None),
        ("FFNet", "FastForwardNet, a reinforcement learning agent", None),
        ("FAX", "FACSIMILE, a method for estimating a body", None),
    ],
)  # fmt: skip
def test_a_long_form_that_is_a_coined_name_leads(
    name: str, description: str, expected: tuple[str, str] | None
) -> None:
    assert titles._coined_long_form(name, description) == expected


def test_a_coined_long_form_leads_without_its_thin_aside() -> None:
    # (A real abstract's sentences, ACL.) Not "Chain-of-Abstraction: training LLMs to first …".
    text = (
        "Tools help LLMs in multi-step reasoning problems. In this work, we propose a new method "
        "for LLMs to better leverage tools in multi-step reasoning. Our method, "
        "Chain-of-Abstraction (CoA), trains LLMs to first decode reasoning chains with abstract "
        "placeholders, and then call domain tools to reify each reasoning chain."
    )
    assert derive_title(text).text == "Chain-of-Abstraction for multi-step reasoning"


def test_a_coined_long_form_leads_the_derived_title() -> None:
    text = (
        "We propose Correlate-and-Excite (CoEx) for real-time stereo matching. CoEx excites "
        "the cost volume. Experiments on stereo matching benchmarks show gains."
    )
    assert derive_title(text).text == "Correlate-and-Excite for real-time stereo matching"


@pytest.mark.parametrize(
    ("description", "expected"),
    [
        ("a learning paradigm: list items one by one", "SoM-LLaVA: list items one by one"),
        ("a direction: modifying the network architecture",
         "SoM-LLaVA: modifying the network architecture"),
        # Not a colon after what says more than a kind.
        ("a model of ships: a survey", "SoM-LLaVA: a model of ships: a survey"),
        # A kind said alone takes its article; a term that opens on one does not.
        ("approach to character recognition", "SoM-LLaVA: an approach to character recognition"),
        ("model predictive control", "SoM-LLaVA: model predictive control"),
    ],
)  # fmt: skip
def test_a_kind_before_a_colon_gives_way_to_what_follows(description: str, expected: str) -> None:
    assert titles._named("SoM-LLaVA", description) == expected


def test_a_thin_regularizer_says_what_it_is_for() -> None:
    # (The seeds' abstract, its first sentences.) Was "…: a training regularizer".
    text = (
        "Large language models (LLMs) increasingly operate in settings that require reliable "
        "long-context understanding, such as retrieval-augmented generation and multi-document "
        "reasoning. A common strategy is to fine-tune pretrained short-context models at the "
        "target sequence length. However, we find that standard long-context adaptation can "
        "remain brittle. We propose *RoPE-Perturbed Self-Distillation*, a training regularizer "
        "that improves positional robustness. Experiments on long-context adaptation of "
        "Llama-3-8B demonstrate consistent gains."
    )
    assert derive_title(text).text == (
        "RoPE-Perturbed Self-Distillation: a training regularizer for long-context adaptation"
    )


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("FADE: a plug-and-play upsampling operator",
         "FADE: a plug-and-play upsampling operator for semantic segmentation"),
        # A kind for no one task is given none.
        ("FADE: a task-agnostic upsampling operator", "FADE: a task-agnostic upsampling operator"),
    ],
)  # fmt: skip
def test_a_task_agnostic_kind_is_given_no_task(said: str, expected: str) -> None:
    plain = (
        "Dense prediction needs upsampling for semantic segmentation. Upsampling for semantic "
        "segmentation loses detail. We present FADE, an upsampling operator. FADE works."
    )
    title = titles._for_task(Title(said, "FADE", False), plain, 80)
    assert title.text == expected


def test_an_empty_aside_after_the_spelled_out_name_is_no_error() -> None:
    assert titles._named("ABC", "Alpha Beta Chi, ") == "ABC: Alpha Beta Chi, "


def test_a_derived_title_drops_a_participle_after_the_spelled_out_name() -> None:
    text = (
        "Document-level machine translation needs context. We propose a novel Multi-Hop "
        "Transformer (MHT) which offers NMT abilities to explicitly model the reasoning process."
    )
    assert derive_title(text).text == "MHT: Multi-Hop Transformer"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A quote that opens the long form and closes after the brackets.
        ('We call this problem "Dead Bits Problem (DBP)" and solve it. DBP is bad.',
         "DBP: Dead Bits Problem"),
        # A dash before it; a long form of eleven words; a list of capitals opening it.
        ("We propose a novel training methodology---Concept Group Learning (CGL) which trains. "
         "CGL works.", "CGL: Concept Group Learning"),
        ("We propose a new method Deep Two-Stream Video Inference for Human Body Pose and Shape "
         "Estimation (DTS-VIBE) that works. DTS-VIBE is good.",
         "DTS-VIBE: Deep Two-Stream Video Inference for Human Body Pose and Shape Estimation"),
        ("In this work we present the Scansorial, Terrestrial, and Aquatic Robot Quadruped "
         "(STARQ), a legged robot. STARQ walks.",
         "STARQ: Scansorial, Terrestrial, and Aquatic Robot Quadruped, a legged robot"),
        # A function word inside it, after a quote or a dash, or with a digit that repeats a
        # letter.
        ('We introduce Semi-supervised Learning with Weakly-Related Unlabeled Data" (SSLW) '
         "here. SSLW works.", "SSLW: Semi-supervised Learning with Weakly-Related Unlabeled Data"),
        ("We propose a detection-free framework for TSG—Grounding with Learnable Foreground "
         "(GLF). GLF works.", "GLF: Grounding with Learnable Foreground"),
        ("We develop a novel framework of Multi-level Attentive Adversarial Learning with "
         "Temporal Dilation (MA2L-TD) for this. MA2L-TD works.",
         "MA2L-TD: Multi-level Attentive Adversarial Learning with Temporal Dilation"),
        # Markdown's emphasis around it.
        ("We introduce _Targeted Causal Reduction_ (TCR), a method for condensing complex "
         "intervenable models. TCR works.",
         "TCR: Targeted Causal Reduction for condensing complex intervenable models"),
        # Capitals set inside words spell it.
        ("To escape local optima we then propose eXtremely Greedy Equivalent Search (XGES), "
         "a faster method. XGES works.",
         "XGES: eXtremely Greedy Equivalent Search, a faster method"),
        # An en dash inside a name joins its words.
        ("We propose the Riemannian Robbins–Monro (RRM) algorithms for optimization on "
         "manifolds. RRM converges.",
         "RRM: Riemannian Robbins–Monro algorithms for optimization on manifolds"),
    ],
)  # fmt: skip
def test_a_long_form_is_spelled_out_whole(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize("quote", ['"{}"', "“{}”", "'{}'", "‘{}’"])
def test_a_long_form_in_quotes_is_spelled_out_whole(quote: str) -> None:
    # (A real abstract's sentence, training years.) Was "HCNN: Control Neural Network".
    text = (
        "In this paper we present a network architecture, called "
        + quote.format("Hidden Control Neural Network")
        + " (HCNN), for modeling signals generated by nonlinear dynamical systems."
    )
    assert derive_title(text).text == "HCNN: Hidden Control Neural Network"


@pytest.mark.parametrize(
    ("text", "introduced"),
    [
        ("We propose a novel Deep Reinforcement Learning (DRL) based navigation algorithm. "
         "It learns trust.", False),
        ("This paper presents a multi-robot coverage path planning (CPP) algorithm. It is fast.",
         False),
        ("We propose Time-Aware Deep Reinforcement Learning (DRL), a planner. It is fast.", True),
    ],
)  # fmt: skip
def test_a_term_that_modifies_the_proposal_does_not_name_it(text: str, introduced: bool) -> None:
    # "(DRL) based …", "(CPP) algorithm": the proposal is built on, or is a kind of, the term.
    name = re.search(r"\((\w+)\)", text)[1]  # type: ignore[index]
    reading = titles._read.__wrapped__(text)
    assert titles._introduced(name, reading[0], reading[1]) is introduced


def test_a_name_is_described_where_its_parentheses_define_it() -> None:
    # A later sentence that opens with the name is where a cue finds it; the long form is in
    # the parentheses before.
    text = (
        "We introduce a new generative model for code called probabilistic higher order grammar "
        "(PHOG). PHOG generalizes probabilistic context free grammars (PCFGs) by allowing "
        "conditioning of a production rule beyond the parent non-terminal. PHOG is fast."
    )
    assert derive_title(text).text == "PHOG: probabilistic higher order grammar"


def test_aka_gives_the_name() -> None:
    text = (
        "Coverage of large areas needs many robots. This paper presents a novel multi-robot "
        "coverage path planning (CPP) algorithm - aka SCoPP - that provides a time-efficient "
        "solution. SCoPP balances the robots' workloads."
    )
    assert derive_title(text).name == "SCoPP"


def test_a_three_word_title_goes_on_as_its_phrase_does() -> None:
    plain = (
        "We give a polynomial time algorithm for the reconfiguration of many moving bodies. "
        "It is fast."
    )
    text = "Each body moves. " + plain
    assert derive_title(text).text == (
        "Polynomial time algorithm for the reconfiguration of many moving bodies"
    )


@pytest.mark.parametrize(
    ("added", "loose"),
    [
        (" that, during the selection process", True),
        (" of, for example, a remote object surface", True),
        (" for asynchronous, real-time", True),
        (", a principled method", True),
        (" of a continuum robot is complicated by uncertainty", True),
        (" where the goal is to recover a low-rank matrix", True),
        (" that simultaneously learns", True),
        (" which allows a large number of simple robots", True),
        (" that combines the strengths of both approaches", True),
        (" that can exploit both traditional", True),
        (" that combines stiff manipulation", True),
        (" that encodes image regions in terms", True),
        (" which is capable of learning", True),
        (" on several dedicated benchmarks", True),
        (" that combines model-based control with learning", False),
        (" for modular, self-reconfigurable robots", False),
        (" to perceive, grasp, manipulate and assemble blocks", False),
        (", a mobile robot for autonomous surveillance", False),
        (" in which the input data is corrupted with noise", False),
        (" that is independent of the road boundaries", False),
        (" that allows distributed novelty detection", False),
    ],
)  # fmt: skip
def test_a_thin_title_goes_on_with_a_phrase_not_a_sentences_piece(added: str, loose: bool) -> None:
    assert titles._loose(added) is loose


def test_a_list_of_modifiers_is_not_cut_inside() -> None:
    text = (
        "a unified estimation, planning, and control framework using geometric primitives "
        "such as plane, cone and ellipsoid, which enables dexterous manipulation"
    )
    assert phrasing.shorten(text, 72, 0, True) == (
        "a unified estimation, planning, and control framework"
    )
    abstract = (
        "Dexterous manipulation is hard. We introduce DOGlove, a low-cost, precise, and haptic "
        "force feedback glove system for teleoperation and manipulation. It works."
    )
    assert derive_title(abstract).text.startswith(
        "DOGlove: a low-cost, precise, and haptic force feedback glove system"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Network quantization schemes that minimize the performance loss due",
         "Network quantization schemes that minimize the performance loss"),
        ("A controller for segregating a swarm of robots according",
         "A controller for segregating a swarm of robots"),
    ],
)  # fmt: skip
def test_a_preposition_of_two_words_cut_in_half_is_dropped(text: str, expected: str) -> None:
    assert phrasing.shorten(text + " to their size", len(text), 0) == expected


def test_which_is_designed_to_reads_as_a_purpose() -> None:
    assert describe.as_purpose("a matching network which is able to produce accurate results") == (
        "a matching network for producing accurate results"
    )
    assert describe.as_purpose("a control scheme that is designed to meet the challenges") == (
        "a control scheme for meeting the challenges"
    )


def test_aka_inside_parentheses_names_somebody_elses_thing() -> None:
    text = (
        "We study the generalization error of infinite-width CNNs (aka C-NTK and CNN-GP) of any "
        "depth. The topologies of the networks matter. We show how they matter."
    )
    assert derive_title(text).name != "C-NTK"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "A method to/for X" says what the method does: X.
        (
            "We propose a new method to compute the inverse kinematics of redundant "
            "manipulators. Experiments confirm it.",
            "Computing the inverse kinematics of redundant manipulators",
        ),
        # A second verb is a gerund too.
        (
            "We propose a method to represent and discover adversarial group behavior in "
            "videos. It works.",
            "Representing and discovering adversarial group behavior in videos",
        ),
        # Its object need not open on an article where the verb is one titles hardly use.
        (
            "We propose an approach to extract primary object segments in videos. Experiments "
            "confirm it.",
            "Extracting primary object segments in videos",
        ),
        (
            "We propose a method for learning stable linear dynamical systems. Experiments on "
            "video show gains.",
            "Learning stable linear dynamical systems",
        ),
        # Kept: a task alone would be the topic; an adjective says what the method is.
        (
            "We present a general framework for graph clustering. It works on large graphs.",
            "A general framework for graph clustering",
        ),
        (
            "We propose a convergent method for regularized risk minimization problems. It "
            "converges.",
            "A convergent method for regularized risk minimization problems",
        ),
    ],
)
def test_a_generic_method_title_says_what_the_method_does(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Cut at 80 characters before its "for" or "of", the phrase goes on to where it ends.
        (
            "This paper presents a stable penalty-based model for simulating frictional "
            "contacts between many complex objects. It solves the problems of Coulomb "
            "friction.",
            "A stable penalty-based model for simulating frictional contacts between many "
            "complex objects",
        ),
        (
            "We propose a new controller for the trajectory tracking of underactuated water "
            "surface robots. Experiments on a lake show its accuracy.",
            "A controller for the trajectory tracking of underactuated water surface robots",
        ),
        # Not for one word more, nor for words that point back.
        (
            "We propose a compact and complete sampling-based kinodynamic motion planning "
            "algorithm for robots. It runs on a phone.",
            "A compact and complete sampling-based kinodynamic motion planning algorithm",
        ),
        (
            "We propose a learning algorithm of cross-domain landmark selection driven by "
            "priors for solving the above task. It works.",
            "A learning algorithm of cross-domain landmark selection driven by priors",
        ),
    ],
)
def test_a_title_cut_before_its_for_or_of_goes_on(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Scene recognition is hard. We propose a discriminative multi-modal fusion "
            "framework for RGBD scene recognition for the first time. It fuses features.",
            "A discriminative multi-modal fusion framework for RGBD scene recognition",
        ),
        (
            "Adversarial examples are many. In this paper, we propose for the first time, a "
            "generative approach to model the distribution of adversarial perturbations. It "
            "is a GAN.",
            "A generative approach to model the distribution of adversarial perturbations",
        ),
    ],
)
def test_a_title_does_not_claim_a_first(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A kind cut at 80 characters before "that" goes on with what it does, said as what
        # it is for, where the clause ends inside 100 characters.
        (
            "We present a novel decentralized approach that simultaneously allocates and "
            "decomposes high level tasks among various robots. Robots bid in auctions.",
            "A decentralized approach for allocating and decomposing high level tasks among "
            "various robots",
        ),
        (
            "This paper proposes a novel deep-learning-based framework that can directly "
            "represent and treat the ambiguity of scene reconstructions. It is a network.",
            "A deep-learning-based framework for representing and treating the ambiguity of "
            "scene reconstructions",
        ),
        # Where the clause goes on past 100 characters, it is said at the longest limit
        # (_kind_said_whole; was the kind alone, which blind readers graded weak).
        (
            "This paper presents a photometric stereo network that directly learns "
            "relationships between the photometric stereo input and surface normals of a "
            "scene. We merge all the input data.",
            "A photometric stereo network for learning relationships between the photometric "
            "stereo input and surface normals",
        ),
        # Not where it says how the kind works, or ends on a list's adjective.
        (
            "Shear entangles touch. In this work, we propose a supervised convolutional deep "
            "neural network model that learns to disentangle, in the latent space, the "
            "components of sensor deformations. It is validated.",
            "A supervised convolutional deep neural network model",
        ),
        # A phrase the kind goes on with later in the abstract comes first.
        (
            "We develop a modified online mirror descent framework that is suitable for "
            "building adaptive and parameter-free algorithms in unbounded domains. The "
            "modified online mirror descent framework for building such algorithms is new.",
            "A modified online mirror descent framework for building adaptive and "
            "parameter-free algorithms",
        ),
        # How it works is said as titles say a means ("… leveraging X"), not as what it is
        # for ("… for leveraging X").
        (
            "We thus propose Texturify, a GAN-based method that leverages a 3D shape dataset "
            "of an object class. It generates high-quality textures.",
            "Texturify: a GAN-based method leveraging a 3D shape dataset of an object class",
        ),
        (
            "We introduce ImitationFlow, a novel deep generative model that allows learning "
            "complex globally stable, stochastic, nonlinear dynamics. It extends flows.",
            "ImitationFlow: a deep generative model",
        ),
    ],
)
def test_a_kind_cut_before_its_clause_goes_on_with_what_it_does(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A pair cut before its "and" goes on with its second half.
        (
            "We propose a recurrent framework for joint unsupervised learning of deep "
            "representations and image clusters. It works on many datasets.",
            "A recurrent framework for joint unsupervised learning of deep representations "
            "and image clusters",
        ),
        # Not with the sentence's next verb.
        (
            "We propose a recurrent framework for joint unsupervised learning of deep "
            "representations and evaluate its accuracy. It works on many datasets.",
            "A recurrent framework for joint unsupervised learning of deep representations",
        ),
    ],
)
def test_a_title_cut_before_its_and_goes_on_with_the_pair(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A thin title without a name goes on with its preposition's phrase.
        (
            "We present a method for reconstructing storyline graphs from large-scale "
            "collections of Internet images. Results on photos.",
            "Reconstructing storyline graphs from large-scale collections of Internet images",
        ),
        (
            "This paper presents a weighted variational model to estimate both the reflectance "
            "and the illumination from an observed image. Results.",
            "A weighted variational model to estimate both the reflectance and the illumination",
        ),
        # Not with a sentence's own verb.
        (
            "We consider heterogeneous multi-robot systems with different sensing capabilities "
            "can observe a domain. We show.",
            "Heterogeneous multi-robot systems",
        ),
    ],
)
def test_a_thin_title_goes_on_with_its_prepositions_phrase(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A participle no title ends on goes, with what it leaves dangling.
        (
            "We present a trajectory planning algorithm for a wheeled mobile robot operating "
            "in cluttered environments with many moving obstacles and people. It works.",
            "A trajectory planning algorithm for a wheeled mobile robot operating in cluttered "
            "environments",
        ),
        # Its phrase comes back with it where the title goes on ("… adapted for …"; "suitable
        # for" is said as "for", see plainer).
        # (A thin kind, "an attentive local feature descriptor", says what for from its
        # sentence without "adapted": see test_a_long_form_alone_says_what_its_defining_….)
        (
            "We introduce DELF, a model of attentive local features adapted for large-scale "
            "image retrieval systems. It works well on landmarks and more.",
            "DELF: a model of attentive local features adapted for large-scale image retrieval "
            "systems",
        ),
        # A name's word stays. ("aims at showing" would now be read as what the paper does:
        # "Showing the performance of …".)
        (
            "This paper aims at the performance of the quadruped robot Solo-12, which "
            "is developed within the framework of Open Dynamic Robot Initiative. It works.",
            "Open Dynamic Robot Initiative",
        ),
    ],
)
def test_a_word_no_title_ends_on_is_dropped(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_participles_and_adjectives_titles_never_end_on_leave_a_phrase_open() -> None:
    from readinglist.extract import titlemodel

    assert titlemodel.leaves_open("operating")
    assert titlemodel.leaves_open("suitable")
    assert not titlemodel.leaves_open("learning")  # titles end on it
    assert not titlemodel.leaves_open("networks")  # no modifier's ending


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "namely X", "(termed as X)": the noun phrase before the naming says what X is.
        (
            "In this paper, we propose an end-to-end unified-modal pre-training framework, "
            "namely UNIMO-2, for joint learning on both aligned image-caption data and "
            "unaligned image-only corpus. It works.",
            "UNIMO-2: an end-to-end unified-modal pre-training framework for joint learning",
        ),
        (
            "To address this issue, this paper suggests a deep face dictionary network (termed "
            "as DFDNet) to guide the restoration process of degraded observations. Results.",
            # (Its purpose whole, to the sentence's end: the next sentence is no part of it.)
            "DFDNet: a deep face dictionary network to guide the restoration process of degraded "
            "observations",
        ),
        (
            "We propose a novel attentive semantic recurrent neural network (RNN), namely "
            "stagNet, for understanding group activities in videos. Results.",
            "stagNet: an attentive semantic recurrent neural network",
        ),
        # "its" inside a hyphened word points back at nothing.
        (
            "We human-annotate a first-of-its-kind dataset (called ECQA) of positive and "
            "negative properties for 11K QA pairs. It helps.",
            "ECQA: a first-of-its-kind dataset",
        ),
    ],
)
def test_a_naming_cue_describes_the_name_by_the_phrase_before_it(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "Our algorithm X …" and "X is a … system" name the paper's own thing.
        (
            "Contextual bandits need exploration. Our algorithm BISTRO requires few calls to "
            "the oracle per round and is efficient. Experiments on many datasets show gains.",
            "BISTRO",
        ),
        (
            "ROSflight is a lean, open-source autopilot system for researchers working with "
            "micro aerial vehicles. We describe its design and show flight tests.",
            "ROSflight",
        ),
        # An English word is no name, however the sentence opens.
        ("Python is a popular language for research code. We survey its use in labs.", None),
        # "Our X model", "our model (X)", "X, our approach to …", "X is the first …".
        (
            "Structured prediction needs coupled predictors. We train decision forests with a "
            "new objective. Our GeoF model is validated on semantic image labelling.",
            "GeoF",
        ),
        (
            "Tables hold structured data. We pretrain on tables alone, and our model (TABBIE) "
            "embeds every cell, row and column of a table.",
            "TABBIE",
        ),
        # (Of a kind beside a method's: "our search (FLIQS)", "the resulting scheme (X)".)
        (
            "Quantization search is costly. We propose a one-shot mixed-precision quantization "
            "search. We evaluate our search (FLIQS) on many networks.",
            "FLIQS",
        ),
        (
            "Outliers spoil robust estimation. Two ideas lead to ROBIN, our approach to reject "
            "outliers based on invariants, which runs in milliseconds.",
            "ROBIN",
        ),
        (
            "Robots learn manipulation from images offline. MOTO is the first method to solve "
            "the kitchen environment from images alone.",
            "MOTO",
        ),
        (
            "Robots learn from images offline. To our knowledge, MOTO is the first method to "
            "solve the kitchen environment from images alone.",
            "MOTO",
        ),
        ("Code reviews are slow. Hereafter, our approach trains a classifier on diffs.", None),
        ("Search is hard on GPUs. Ours is the first work to beat CPUs on it.", None),
        # A dataset named beside the method is not the method.
        (
            "We present a method that infers contacts from touch. Our YCB-Contact dataset of "
            "simulated contacts is public, to enable further research.",
            None,
        ),
        # A name after the object's colon or dash, in the parentheses closing its clause,
        # alone with a lowercase tail, or after "(abbr." and "we name … as".
        (
            "Maps help robots. This paper proposes a novel visual SLAM method with dense "
            "planar reconstruction using a monocular camera: TT-SLAM. It tracks planes.",
            "TT-SLAM",
        ),
        (
            "Chinese text has words. We propose a novel pre-training paradigm for Chinese — "
            "Lattice-BERT, which incorporates word representations along with characters.",
            "Lattice-BERT",
        ),
        (
            "Bins are cluttered. This paper proposes a new 6DoF pose estimation network for "
            "parametric shapes in stacked scenarios (ParametricNet). It votes for keypoints.",
            "ParametricNet",
        ),
        (
            "Adapters are costly. Motivated by this, we propose LoRA-drop. Concretely, LoRA-drop "
            "keeps the adapters whose output matters most.",
            "LoRA-drop",
        ),
        (
            "Interactions are hard to detect. We construct an end-to-end framework named "
            "Relation Reasoning Network (abbr. RR-Net) for interaction detection.",
            "RR-Net",
        ),
        (
            "Shape search is slow. We name the proposed 3D shape search engine, which combines "
            "GPU acceleration and inverted files, as GIFT. It answers queries in milliseconds.",
            "GIFT",
        ),
        (
            "Scene graphs are large. We construct Taskography, the first large-scale robotic "
            "task planning benchmark over scene graphs.",
            "Taskography",
        ),
        # Not a name a later clause gives, nor a plural term in parentheses.
        (
            "Message passing is restricted. We propose a new message passing rule, allowing "
            "choice and integrating into an existing framework: Infer.NET. We test it.",
            None,
        ),
        (
            "Gratings sense shape. We propose a variable-length estimation approach for shape "
            "sensing with fiber Bragg gratings (FBGs). Experiments show low error.",
            None,
        ),
        # "We refer to the method as X" names it.
        (
            "We use a Transformer for Q-functions trained offline. We therefore refer to the "
            "method as Q-Transformer in the rest of the paper.",
            "Q-Transformer",
        ),
        # A name its long form follows in brackets, in a clause that says it is the paper's.
        (
            "Communication is costly. In this work, we present a family of vector quantization "
            "schemes vqSGD (Vector-Quantized Stochastic Gradient Descent) that reduce the cost.",
            "vqSGD",
        ),
        (
            "Communication is costly. Prior work used FIR (Finite Impulse Response) filters, "
            "which we replace with splines.",
            None,
        ),
        # A sentence opening on the name says it is a kind _KIND_NOUNS does not list.
        (
            "Robot tasks run in simulation first. ProbRobScene is a probabilistic specification "
            "language for describing robotic manipulation environments. It samples scenes.",
            "ProbRobScene",
        ),
    ],
)
def test_our_kind_and_is_a_kind_name_the_proposal(text: str, expected: str | None) -> None:
    assert derive_title(text).name == expected


def test_a_comma_after_the_articles_one_word_parts_modifiers() -> None:
    text = (
        "We present LoCO AUV, a low-cost, open autonomous underwater vehicle for research. "
        "Field trials in a lake show its endurance."
    )
    assert derive_title(text).text.startswith("LoCO AUV: a low-cost, open autonomous")


def test_a_list_of_single_modifiers_does_not_end_an_appositive() -> None:
    text = (
        "We present Resh, a new, typed, interpreted programming language for robot "
        "scripting. It is fast and safe for students."
    )
    assert derive_title(text).text == (
        "Resh: a typed, interpreted programming language for robot scripting"
    )


def test_a_popular_kind_of_thing_is_somebody_elses() -> None:
    text = (
        "Counterfactual Regret Minimization (CFR) is a popular iterative algorithm for solving "
        "games. We show an improvement to CFR that prunes any path of play in the tree."
    )
    assert derive_title(text).name is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We present PLICP, an ICP variant that uses a point-to-line metric, and an exact "
            "closed-form for minimizing it. It converges quadratically.",
            "PLICP: an ICP variant using a point-to-line metric",
        ),
        (
            "We present an energy-recycling actuator, which uses an array of springs to store "
            "energy. It saves power.",
            "An energy-recycling actuator using an array of springs to store energy",
        ),
    ],
)
def test_a_clause_of_what_a_thing_uses_reads_as_using(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_an_english_word_the_abstract_proposes_as_a_name_is_one() -> None:
    text = (
        "Fine-tuning large models remains expensive. To address this, we propose Propulsion, a "
        "novel parameter-efficient fine-tuning method that re-scales a few dimensions. It "
        "matches full fine-tuning on GLUE."
    )
    assert derive_title(text).text.startswith("Propulsion: a parameter-efficient fine-tuning")


def test_a_title_of_one_content_word_is_the_key_phrase_instead() -> None:
    # "We present an algorithm that, …": the phrase is cut at its clause, leaving one word.
    text = (
        "We present an algorithm that, without such prior knowledge, offers near-optimal regret "
        "bounds. Differentially private algorithms are compared with differentially private "
        "algorithms of earlier work."
    )
    title = derive_title(text)
    assert (title.text, title.plain) == ("Differentially private algorithms", True)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Sensors drift. In this paper, we propose a novel clustering method, coined Layered "
         "Affinity Propagation, for automatic clustering of observations.",
         "Layered Affinity Propagation"),
        ("Pruning is hard. We present a new planner named Pareto Monte Carlo Tree Search for "
         "informative planning.", "Pareto Monte Carlo Tree Search"),
        ("Cars are risky. We propose a new method called Goal Recognition with Interpretable "
         "Trees, which recognises goals.", "Goal Recognition with Interpretable Trees"),
        # Somebody else's: no word says the named thing is the paper's own.
        ("Bandits are old. A heuristic known as Thompson Sampling is used widely. We analyse "
         "its regret on hard instances.", None),
        # A problem the paper studies, not its method.
        ("Feedback is late. We study a novel bandit setting, namely Delayed Partial Bandits, "
         "in which rewards arrive in parts.", None),
    ],
)  # fmt: skip
def test_a_name_of_several_capitalised_words_is_the_whole_name(text: str, name: str | None) -> None:
    assert derive_title(text).name == name


@pytest.mark.parametrize(
    "text",
    [
        "Planning under risk is hard. In this paper, we use Risk Signal Temporal Logic (RiSTL) "
        "to specify tasks, and we propose a planner in belief space for mobile robots.",
        "Learning class expressions is slow. We inherit the Parallel Class Expression Learning "
        "(ParCEL) framework and propose a two-way learning algorithm for it.",
        # Revisited or combined, it is somebody else's; "named entity" is a term, not a naming.
        "Bandits are hard. In this paper we revisit the Online Frank-Wolfe (OFW) method and fill "
        "a gap in its analysis for strongly convex losses.",
        "Detection is slow. A rapid single-molecule detection method was developed by combining "
        "fluorescence correlation spectroscopy (FCS) with a microfluidic chip.",
        "Multimodal named entity recognition (MNER) extends named entity recognition with images. "
        "We propose an adaptive mixup image augmentation method for MNER models.",
    ],
)
def test_a_short_form_for_what_the_paper_uses_is_not_its_name(text: str) -> None:
    title = derive_title(text)
    assert title.name is None, title


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The phrase without what points back, where the rest says enough.
        (
            "We present an on-line velocity based collision avoidance algorithm to solve the "
            "problem. It runs on a robot arm in real time.",
            "An on-line velocity based collision avoidance algorithm",
        ),
        # Else another candidate: "The online version of the problem" says nothing.
        (
            "We study the online version of the problem. Robots cover an area with threats in "
            "adversarial coverage.",
            "Adversarial coverage",
        ),
    ],
)
def test_a_title_that_ends_on_the_problem_drops_it(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a differentially private algorithm", "a differentially private algorithm"),
        ("a strongly convex objective", "a strongly convex objective"),
        (
            "the control of approximately and partially known systems",
            "the control of approximately and partially known systems",
        ),
        # How well, how fast: said by the abstract, not the title.
        ("an efficiently computable bound", "a computable bound"),
        ("robots that continuously perceive the world", "robots that perceive the world"),
        ("a highly accurate model", "an accurate model"),
    ],
)
def test_an_adverb_that_makes_a_term_stays(text: str, expected: str) -> None:
    # "a private algorithm" and "partially known" without "approximately and" say something
    # else; blind readers graded 13 of 30 such titles bad, 6 with the adverbs kept.
    assert phrasing.plainer(text) == expected


def test_a_short_form_glued_to_a_word_modifies_it() -> None:
    assert phrasing.drop_parens("a Graph Convolutional Network (GCN)-based approach") == (
        "a Graph Convolutional Network-based approach"
    )
    assert phrasing.drop_parens("a (1+ε)-approximate solution, E(3)-equivariant") == (
        "a (1+ε)-approximate solution, E(3)-equivariant"
    )
    assert phrasing.drop_parens("Lazy Tree-based Replanner (LTR)-a hybrid planner") == (
        "Lazy Tree-based Replanner -a hybrid planner"
    )
    # A formula with a comma would end the phrase at its comma: it goes, with its hyphen.
    assert phrasing.drop_parens("An (ε, δ)-differentially private algorithm") == (
        "A differentially private algorithm"
    )
    # Not the name: the short form glued to "-based" is what the approach is built on.
    title = derive_title(
        "Pedestrians interact. We propose a novel Graph Convolutional Neural Network "
        "(GCNN)-based approach, Attentional-GCNN, which aggregates information of implicit "
        "interaction between pedestrians in a crowd."
    )
    assert title.name == "Attentional-GCNN", title
    assert title.text.startswith("Attentional-GCNN: a Graph Convolutional Neural Network-based")


def test_an_aside_in_dashes_is_dropped_as_one_in_brackets() -> None:
    assert phrasing.drop_parens(
        "testable learning of general — not necessarily homogeneous — halfspaces"
    ) == ("testable learning of general halfspaces")
    assert phrasing.drop_parens("a robot—a small one—that walks") == "a robot that walks"
    assert phrasing.drop_parens("Lyapunov–Krasovskii functionals — and more") == (
        "Lyapunov–Krasovskii functionals — and more"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Degradation matters. We propose a metric, mPD, to measure it. The mean Performance "
            "Degradation (mPD) is simple. mPD works on all benchmarks.",
            "mPD: mean Performance Degradation",
        ),
        (
            "Many robots exist. We present ANLES, a mechanical module. ANLES (Actuator with "
            "Non-Linear Elasticity System) is stiff. ANLES works.",
            "ANLES: Actuator with Non-Linear Elasticity System",
        ),
        # Not a long form that ends as no title does ("... Optimal"): the kind stays.
        (
            "Bandits are hard. We present a new bandit algorithm, SAO (Stochastic and "
            "Adversarial Optimal), which is fast. SAO works.",
            "SAO: a bandit algorithm",
        ),
    ],
)
def test_a_name_said_only_as_a_kind_is_spelled_out(text: str, expected: str) -> None:
    # "mPD: a metric" says less than the long form the abstract spells the name out with.
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "a fine-grained system tailored for the evaluation of tool learning",
            "a fine-grained system for the evaluation of tool learning",
        ),
        (
            "Dropout training, designed for deep neural networks",
            "Dropout training for deep neural networks",
        ),
        ("a descriptor suitable for image retrieval", "a descriptor for image retrieval"),
        # A verb's participle, and "for use", stay.
        ("a robot is being developed for rescue", "a robot is being developed for rescue"),
        ("a filter that is designed for counting", "a filter that is designed for counting"),
        ("a method suitable for use with cameras", "a method suitable for use with cameras"),
    ],
)
def test_made_for_is_said_as_for(text: str, expected: str) -> None:
    # Authors' titles say what for; "designed for" is also where shortened phrases were cut
    # ("ToolEyes: a fine-grained system").
    assert phrasing.plainer(text) == expected


def test_a_two_word_title_says_more_by_the_span_after_we_propose() -> None:
    # "Segmenting demonstrations" (what _what_it_does made of "A method for segmenting
    # demonstrations, recognizing …" cut at its list) is nearly empty; blind readers preferred
    # the span after "we present" 26 to 5.
    text = (
        "We present a novel method for segmenting demonstrations, recognizing repeated skills, "
        "and generalizing complex tasks from unstructured demonstrations. This method combines "
        "many of the advantages of recent automatic segmentation methods into a single framework."
    )
    assert derive_title(text).text == "A method for segmenting demonstrations"


def test_a_cut_open_bracket_is_dropped_with_its_aside() -> None:
    assert titles._finish("A variant of AMSGrad (Reddi", 80, capitalise=True) == (
        "A variant of AMSGrad"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "a framework which transfers knowledge from the pre-trained models",
            "a framework for transferring knowledge from the pre-trained models",
        ),
        (
            "a batch-processing framework, which divides the traffic flow into batches",
            "a batch-processing framework for dividing the traffic flow into batches",
        ),
        ("a framework which equips an agent", "a framework for equipping an agent"),
        # The verb's own phrase, no purpose.
        (
            "an OCR-free model which stands for Document understanding",
            "an OCR-free model which stands for Document understanding",
        ),
        ("a framework which serves as a baseline", "a framework which serves as a baseline"),
        # What a thing allows or enables, said as what it is for; not whom it allows.
        (
            "an impedance control strategy that allows to reproduce a time-varying stiffness",
            "an impedance control strategy for reproducing a time-varying stiffness",
        ),
        ("a method that enables compliant joint control", "a method for compliant joint control"),
        # "capable of" without "that is" too; not after "be" (a sentence's).
        (
            "a deep convolutional neural network capable of predicting eye fixations",
            "a deep convolutional neural network for predicting eye fixations",
        ),
        (
            "autonomous vehicles must be capable of predicting the uncertain future",
            "autonomous vehicles must be capable of predicting the uncertain future",
        ),
        (
            "a framework that allows a robot operator to adjust DMPs",
            "a framework that allows a robot operator to adjust DMPs",
        ),
        (
            "an open-source framework that allows developers",
            "an open-source framework that allows developers",
        ),
        # A plural head's verb without its "-s" (training years' derived titles).
        ("new sampling techniques that speed up inference",
         "new sampling techniques for speeding up inference"),
        ("a general class of language models that treat reference as a latent variable",
         "a general class of language models for treating reference as a latent variable"),
        # Not a singular head and a bare verb (a slip the abstract made, left as it is).
        ("a model that allow users to plan", "a model that allow users to plan"),
        # A modal's second verb with no determiner after it.
        ("an end-to-end trainable network that can detect and recognize text of arbitrary shape",
         "an end-to-end trainable network for detecting and recognizing text of arbitrary shape"),
        # Not an adverb the cut left where the verb was.
        ("a deep framework that can directly represent",
         "a deep framework that can directly represent"),
    ],
)  # fmt: skip
def test_which_does_reads_as_a_purpose_as_that_does(text: str, expected: str) -> None:
    # "A method which learns X" (1.4% of derived titles held "which", 0.04% of the authors')
    # is "A method for learning X".
    assert describe.as_purpose(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The dimensionality can be reduced further", "Reducing the dimensionality further"),
        (
            "Knowledge in vision-language problems can be transferred across tasks",
            "Transferring knowledge in vision-language problems across tasks",
        ),
        (
            "Microparts can be fed along an asymmetric surface",
            "Feeding microparts along an asymmetric surface",
        ),
        (
            "Transformer encoder architectures can be sped up",
            "Speeding up transformer encoder architectures",
        ),
        ("SLAM can be executed in O(log n) per step", "Executing SLAM in O(log n) per step"),
        # A pronoun, a reading ("seen as") or a participle no learned verb gives: left alone.
        ("They can be provided with tactile sensors", None),
        ("The model can be seen as an extension", None),
        ("Disparate approaches can be subsumed into one abstraction", None),
        ("A model that can be used for training agents", None),
    ],
)
def test_a_modal_passive_is_said_as_what_is_done(text: str, expected: str | None) -> None:
    # "X can be VERBed …" (0.16% of derived titles, 5 of the corpus's 81,164) is a step of the
    # abstract; "VERBing X …" is the paper's (training years: 20 titles changed, 12 scored
    # higher, 0 lower).
    assert titles._as_done(text) == expected


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            "Evaluating three different robot behaviors with respect",
            "Evaluating three different robot behaviors",
        ),
        (
            "A neural approach for fusing a burst of photographs suffering",
            "A neural approach for fusing a burst of photographs",
        ),
        ("Landing a quadrotor on inclined surfaces up", "Landing a quadrotor on inclined surfaces"),
    ],
)
def test_a_word_wanting_its_preposition_is_dropped_with_its_phrase(
    title: str, expected: str
) -> None:
    # "… with respect" (to X), "… gives rise" (to X): words the abstracts follow with one
    # preposition on most of their uses (learned); 70 of 16,000 derived titles ended on one.
    plain = (
        "We study evaluating three different robot behaviors with respect to comfort. "
        "A neural approach for fusing a burst of photographs suffering from blur. "
        "Landing a quadrotor on inclined surfaces up to 60 degrees."
    )
    closed = titles._closed(Title(title, None, True), plain, 80)
    assert closed.text == expected
    # Where the abstract does not go on with the preposition, the title is whole.
    whole = Title("Tracking the pose of a camera with respect", None, True)
    assert titles._closed(whole, "Tracking the pose of a camera with respect.", 80) == whole


def test_a_participle_of_mimic_takes_a_k() -> None:
    assert phrasing.gerund("mimic") == "mimicking"


@pytest.mark.parametrize(
    ("name", "plain", "introduced"),
    [
        # The name right after the verb, its long form in brackets.
        (
            "SAGA",
            "To this end, we propose SAGA (StochAstic whole-body Grasping with contAct), a "
            "framework which consists of two stages.",
            True,
        ),
        # A naming cue after what makes the thing the paper's own.
        ("GSM", "The proposed graph similarity model, named GSM, is more robust.", True),
        ("SUN", "This paper explores uncertainties in the approaches (called SUN).", True),
        # Somebody else's: a term the paper uses.
        ("GSM", "We send the data over a GSM network (SMS).", False),
        ("GSM", "Robots use the so-called GSM modem, named GSM by all.", False),
        # A capitalised long form "based on" X; an appositive's; one said proposed after it.
        ("GLM", "We propose a General Language Model (GLM) based on autoregressive blank "
         "infilling.", True),
        ("GT", "We develop a ground truth (GT) based on expert annotators.", False),
        ("DART", "We present a lightweight annotation tool, the Data AnnotatoR Tool (DART), "
         "for labeling.", True),
        ("MRC", "We present the Molweni dataset, a machine reading comprehension (MRC) dataset "
         "with discourse structure.", False),
        ("PF", "This paper proposes the addition of an extra term, a proportional factor (PF), "
         "to the standard BP algorithm.", False),
        ("NMPC", "In this paper, a Nonlinear Model Predictive Control (NMPC) is proposed to "
         "control a motor.", True),
    ],
)  # fmt: skip
def test_a_much_used_token_is_a_name_where_the_paper_names_its_own_so(
    name: str, plain: str, introduced: bool
) -> None:
    assert titles._introduced(name, plain, plain) is introduced


def test_a_name_in_capitals_that_is_an_english_word_is_still_coined() -> None:
    # "VITAL" is an acronym the paper coins: the name stays beside the alternatives' phrases.
    text = (
        "Tracking by detection has two problems. This paper presents the VITAL algorithm to "
        "address these two problems via adversarial learning. VITAL uses deep classification "
        "networks trained on generated masks. Experiments show that VITAL performs favorably."
    )
    assert derive_title(text).text.startswith("VITAL: ")


def test_a_proposal_in_the_present_perfect_is_the_papers_only_in_this_paper() -> None:
    text = (
        "Designing and control of biped robots are still open questions. In this paper, a "
        "novel three dof hybrid mechanism has been proposed. It is actuated hydraulically."
    )
    assert derive_title(text).text == "A three dof hybrid mechanism"
    earlier = (
        "Robots must work in crowds. A variety of soft actuators have been proposed for "
        "them. We study the dynamics of crowds around robots in shopping malls."
    )
    assert "variety" not in derive_title(earlier).text


def test_a_title_whose_end_is_cut_ends_at_its_last_clean_phrase() -> None:
    # "… with the correction" (of drift) said partly reads better than a title from
    # elsewhere in the abstract (blind pairs: preferred 23 to 9, bad 14 -> 7 of 40).
    plain = (
        "We present a robust controller for underwater vehicles with the correction of drift "
        "by sonar. It runs in real time."
    )
    cut = Title("A robust controller for underwater vehicles with the correction", None, True)
    trimmed = titles._trimmed_back(cut, plain, 80)
    assert trimmed is not None
    assert trimmed.text == "A robust controller for underwater vehicles"
    # A title flawed otherwise (a sentence) is not trimmed.
    sentence = Title("Robots are used in homes for cleaning", None, True)
    assert titles._trimmed_back(sentence, plain, 80) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "a novel, lightweight, and statistically robust framework",
            "a lightweight and statistically robust framework",
        ),
        ("a novel, efficient framework", "an efficient framework"),
        ("a fast, accurate, and robust method", "a fast, accurate, and robust method"),
        # The article agrees with the word now after it, capitalised as it was.
        ("A very accurate vehicle guidance", "An accurate vehicle guidance"),
    ],
)
def test_novel_goes_with_its_comma(text: str, expected: str) -> None:
    assert phrasing.plainer(text) == expected


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            "A generative model for learning the relationship between language",
            "A generative model for learning the relationship between language and human action",
        ),
        (
            "A vision dataset for both robot",
            "A vision dataset for both robot and human manipulation tasks",
        ),
        # Where the pair is whole, or the abstract does not go on with "and".
        ("Communication between robots", "Communication between robots"),
    ],
)
def test_one_side_of_a_pair_goes_on_with_the_other(title: str, expected: str) -> None:
    plain = (
        "We give a generative model for learning the relationship between language and human "
        "action. We collect a vision dataset for both robot and human manipulation tasks. "
        "Communication between robots, we find, is hard."
    )
    assert titles._paired(Title(title, None, True), plain).text == expected


def test_a_cut_title_goes_on_to_where_its_phrase_ends() -> None:
    plain = "We give a robust controller for the correction of heading drift by sonar."
    cut = Title("A robust controller for the correction", None, True)
    carried = titles._carried_to_end(cut, plain)
    assert carried is not None
    assert carried.text == "A robust controller for the correction of heading drift"
    # Not with a participle's or a verb's clause.
    clause = "Shaping the bone surface to match the implant becomes increasingly important."
    assert titles._carried_to_end(Title("Shaping the bone surface", None, True), clause) is None
    # An "-ing" word that ends the phrase at a mark is its noun.
    noun = "We address learning abstractions for task-level robot planning. It works."
    ended = titles._carried_to_end(
        Title("Learning abstractions for task-level robot", None, True), noun
    )
    assert ended is not None
    assert ended.text == "Learning abstractions for task-level robot planning"


def test_the_first_sentences_topic_of_we_is_no_background() -> None:
    opening = (
        "We address the problem of learning high-level abstractions for task-level robot "
        "planning. To address this, we propose to exploit independence."
    )
    title = Title("Learning high-level abstractions for task-level robot planning", None, True)
    assert not titles._background(title, opening)
    background = (
        "Learning high-level abstractions for task-level robot planning is hard. We propose "
        "to exploit independence."
    )
    assert titles._background(title, background)
    # "The paper explores X" says what the paper does as "This paper" does.
    explores = (
        "The paper explores a generalization of conditional random fields (CRFs) in which "
        "hidden units appear. We derive efficient algorithms for inference and learning."
    )
    generalization = Title("A generalization of conditional random fields", None, True)
    assert not titles._background(generalization, explores)
    # Nor the opening's words where the sentence that says what the paper contributes says
    # them too (an ICRA abstract, shortened).
    module = (
        "Mobile robots in mapless environments must rely on an obstacle avoidance module to "
        "navigate safely. We propose an obstacle avoidance module that combines instance "
        "segmentation with a depth map."
    )
    avoidance = Title(
        "An obstacle avoidance module for combining instance segmentation", None, True
    )
    assert not titles._background(avoidance, module)
    elsewhere = module.replace("We propose an obstacle avoidance module", "We propose a module")
    assert titles._background(avoidance, elsewhere)


def test_a_longer_title_cut_just_before_its_phrase_ends_goes_on_to_there() -> None:
    text = (
        "As of yet there is no way to detect when procedures should be used. In this paper, "
        "we present a new way to automatically detect insertion tasks during impedance "
        "control-based trajectory teaching. This is accomplished by recording the forces."
    )
    assert derive_title(text).text == (
        "Detecting insertion tasks during impedance control-based trajectory teaching"
    )


def test_a_much_used_term_that_modifies_the_proposals_kind_is_no_name() -> None:
    # "a learning-based Model Predictive Control (MPC) methodology", "an exponential moving
    # average (EMA) momentum technique": the term says what the proposal is built on.
    plain = (
        "This paper presents a learning-based Model Predictive Control (MPC) methodology "
        "incorporating nonlinear prediction."
    )
    assert not titles._introduced("MPC", plain, plain)
    named = "We propose Time-Aware Planning (TAP), a planner for robots."
    assert titles._introduced("TAP", named, named)


def test_a_name_said_for_a_task_reads_name_for_task() -> None:
    assert titles._finish("SkyGAN: for haze removal in aerial images", 80, capitalise=False) == (
        "SkyGAN for haze removal in aerial images"
    )
    assert titles._finish("CaDRL: for short", 80, capitalise=False) == "CaDRL: for short"


def test_a_named_proposal_beside_a_much_used_term_keeps_its_name() -> None:
    # "termed MPIB" (a naming cue, 5 points) beside the much-used "MPI" it builds on.
    text = (
        "Inspired by the learnable 3D scene representation, Multiplane Image (MPI), we address "
        "the partial occlusion by introducing a novel MPI-based high-resolution bokeh rendering "
        "framework, termed MPIB. We first analyse how to apply the MPI representation. The MPI "
        "layers are then refined."
    )
    assert titles._read(text)[2] == "MPIB"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "In this paper, we consider a issue that the reliable and the inexpensive "
            "communication method in swarm robotics. The ants forage for preys.",
            "An issue that the reliable and the inexpensive communication method in swarm robotics",
        ),
        (
            "In this paper we present a a deep generative model for lossy video compression. "
            "We employ a model that consists of a 3D autoencoder.",
            "A deep generative model for lossy video compression",
        ),
    ],
)
def test_an_abstracts_slip_with_its_article_is_mended(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # An adverb in a hyphened word is not dropped as an intensifier.
        (
            "We propose to update the current matrix column-wisely using alternating least "
            "squares. The orthogonality constraint holds.",
            "Updating the current matrix column-wisely using alternating least squares",
        ),
        # "to the robotic community" says to whom: no verb to make a gerund of (and, passed
        # over, the object that follows is the title).
        (
            "We present to the robotic community a fully autonomous navigation solution for "
            "mobile robots operating in urban pedestrian areas. We introduce our robot.",
            "A fully autonomous navigation solution for mobile robots operating in urban "
            "pedestrian areas",
        ),
        # "We aim to develop X" proposes X, as "we aim to propose X" does (and names it).
        (
            "Modular robots adapt. We aim to develop a new self-reconfigurable modular robot, "
            "Cross-Ball, so that we can apply morphogenesis mechanisms.",
            "Cross-Ball: a self-reconfigurable modular robot",
        ),
        # "This paper reports on X" is about X, not "On X".
        (
            "Heated floors are rare. This paper reports on a bipedal walking mechanism driven by "
            "constant heating, which walks on a heated plate.",
            "A bipedal walking mechanism driven by constant heating",
        ),
        # "The following X" (: given …) is X.
        (
            "We study the following generalized matrix rank estimation problem: given an "
            "n-by-n matrix, estimate its rank.",
            "Generalized matrix rank estimation problem",
        ),
    ],
)
def test_slips_of_reading_an_abstracts_words(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_a_thin_title_says_what_for() -> None:
    plain = (
        "Dialogue state tracking is a challenging task. We propose DSGFNet, a dynamic schema "
        "graph fusion network. Experiments on benchmarks show gains."
    )
    named = Title("DSGFNet: Dynamic Schema Graph Fusion Network", "DSGFNet", False)
    assert titles._for_task(named, plain, 80).text == (
        "DSGFNet: Dynamic Schema Graph Fusion Network for dialogue state tracking"
    )
    # The abstract's own "for …" after the title before the task it is about.
    own = (
        "Obstacle tracking is a challenging task. We introduce a simple vision-based "
        "environment perception pipeline for lower-limb exoskeletons. Results on obstacle "
        "tracking show gains."
    )
    thin = Title("A simple vision-based environment perception pipeline", None, True)
    assert titles._for_task(thin, own, 100).text == (
        "A simple vision-based environment perception pipeline for lower-limb exoskeletons"
    )
    # Not one side of a pair.
    pair = (
        "We measure the gap between current state-of-the-art methods and the perfect detector "
        "for pedestrian detection. Pedestrian detection matters for pedestrian detection."
    )
    gap = Title("The gap between current state-of-the-art methods", None, True)
    assert titles._for_task(gap, pair, 80) == gap
    # Five content words or more take only the opening's task, not a phrase said twice.
    twice = (
        "We propose a two stream convolutional neural network model. It reaches cm resolution "
        "at cm resolution."
    )
    five = Title("A two stream convolutional neural network", None, True)
    assert titles._for_task(five, twice, 80) == five


def test_a_long_form_alone_says_what_its_defining_sentence_says_it_is_for() -> None:
    # (After a real abstract of the training years, its opening changed so that no task opens
    # it.) The sentence that spells the name out says what it is for, past its kind.
    plain = (
        "Deep networks have grown in size. We propose Implicit-Part Context "
        "Aggregation (IPCA), a novel module that aggregates part features for instance "
        "segmentation. Results are good."
    )
    ipca = Title("IPCA: Implicit-Part Context Aggregation", "IPCA", False)
    assert titles._for_task(ipca, plain, 80).text == (
        "IPCA: Implicit-Part Context Aggregation for instance segmentation"
    )
    # Not a vague many, one word, one of a pair, or a motive; a manner before the task goes.
    for vague in (
        "many vision applications",
        "robots",
        "localization and mapping",
        "safely deploying intelligent autonomous systems",
    ):
        other = plain.replace("instance segmentation", vague)
        assert titles._for_task(ipca, other, 80) == ipca, vague
    # Nor a verb's "for", nor one past what motivated it.
    for said in (
        "aggregates part features allowing for instance segmentation",
        "is motivated by a connection between features for instance segmentation",
    ):
        other = plain.replace("aggregates part features for instance segmentation", said)
        assert titles._for_task(ipca, other, 80) == ipca, said
    efficient = plain.replace("for instance", "for efficient instance")
    assert titles._for_task(ipca, efficient, 80).text.endswith(" for instance segmentation")
    # A thin kind says what its own sentence says it is for, past what it does.
    kind_said = (
        "Deep networks have grown in size. We propose a sampling-based motion planning method "
        "that exploits the robot's kinematics for continuum tubular robots. Results are good."
    )
    planner = Title("A sampling-based motion planning method", None, True)
    assert titles._for_task(planner, kind_said, 80).text == (
        "A sampling-based motion planning method for continuum tubular robots"
    )
    assert derive_title(
        "We introduce DELF, an attentive local feature descriptor adapted for large-scale "
        "image retrieval systems. It works well on landmarks and more."
    ).text == (
        "DELF: an attentive local feature descriptor for large-scale image retrieval systems"
    )
    # Else what the opening sentence says the field's work is for.
    opening = (
        "In most MPC-based schemes used for humanoid gait generation, simple QP problems are "
        "solved. We focus on the Kinematic Admissible Region (KAR) of the swinging foot."
    )
    kar = Title("KAR: Kinematic Admissible Region", "KAR", False)
    assert titles._for_task(kar, opening, 80).text == (
        "KAR: Kinematic Admissible Region for humanoid gait generation"
    )
    # An action said as a verb with its object is a task too, where the object is the
    # action's own (not "their …") and its phrase ends there (not "… relevant" to …).
    modeling = (
        "We present a new nonparametric Bayesian method, the Infinite Overlapping Mixture Model "
        "(IOMM), for modeling overlapping clusters. It works."
    )
    iomm = Title("IOMM: Infinite Overlapping Mixture Model", "IOMM", False)
    assert titles._for_task(iomm, modeling, 80).text == (
        "IOMM: Infinite Overlapping Mixture Model for modeling overlapping clusters"
    )
    for said in ("modeling their overlapping clusters", "learning features relevant to them"):
        other = modeling.replace("modeling overlapping clusters", said)
        assert titles._for_task(iomm, other, 80) == iomm, said


def test_what_for_is_said_where_it_is_clear() -> None:
    # (Real abstracts' openings, ACL and training years.) Past _SOFT, up to _WITH_TASK.
    intent = (
        "Few-shot Intent Detection (FSID) is a challenging task in dialogue systems due to the "
        "scarcity of available annotated utterances. In this paper, we propose an effective "
        "Diversity Features Enhanced Prototypical Network (DFEPN) to enhance diversity features."
    )
    dfepn = Title("DFEPN: Diversity Features Enhanced Prototypical Network", "DFEPN", False)
    assert titles._for_task(dfepn, intent, 80).text == (
        "DFEPN: Diversity Features Enhanced Prototypical Network for few-shot intent detection"
    )
    # A task sharing a word inside the title says more; one opening or ending on the
    # title's words says it again.
    relation = (
        "Zero-shot relation extraction aims to identify novel relations. We propose a "
        "relation contrastive learning framework (RCL)."
    )
    rcl = Title("RCL: Relation Contrastive Learning framework", "RCL", False)
    assert titles._for_task(rcl, relation, 80).text == (
        "RCL: Relation Contrastive Learning framework for zero-shot relation extraction"
    )
    gaits = "Gait recognition aims at identifying people. We propose a Gait Lateral Network."
    gait = Title("GLN: Gait Lateral Recognition Network", "GLN", False)
    assert titles._for_task(gait, gaits, 80) == gait
    # The abstract's own "for …" before the opening's task (which would say "contact" again),
    # but not at a list's first comma.
    own = (
        "Contact modeling is hard. We propose a simple parametric contact model for snake "
        "robot climbing. Results show gains."
    )
    contact = Title("A simple parametric contact model", None, True)
    assert titles._for_task(contact, own, 80).text == (
        "A simple parametric contact model for snake robot climbing"
    )
    listed = (
        "Object recognition is hard. We give efficient methods for likelihood calculation, "
        "inference, sampling and mutual information estimation."
    )
    methods = Title("Efficient methods", None, True)
    assert titles._for_task(methods, listed, 80) == methods
    # Past a comma after the long form, a pair of gerunds whole.
    catq = (
        "LLMs are large. In this paper, we present CAT-Q, Cost-efficient and Accurate Ternary "
        "Quantization, for compressing and accelerating LLMs. It works."
    )
    named = Title("CAT-Q: Cost-efficient and Accurate Ternary Quantization", "CAT-Q", False)
    assert titles._for_task(named, catq, 80).text == (
        "CAT-Q: Cost-efficient and Accurate Ternary Quantization for compressing and "
        "accelerating LLMs"
    )
    # Nor at a bracket inside a word ("… multilayered poly" (lactic acid)).
    word = (
        "Object recognition is hard. We present a microrobotic method for fabricating "
        "multilayered poly(lactic acid) biological scaffolds."
    )
    method = Title("A microrobotic method", None, True)
    assert titles._for_task(method, word, 80).text == "A microrobotic method for object recognition"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # "Our proposed approach (NAME)", "the proposed NAME (long form)", "the proposed NAME
        # model": the paper's own name.
        (
            "Certifying robustness is hard. To overcome this, our proposed approach (DE-CROP) "
            "generates class-boundary samples. It works.",
            "DE-CROP",
        ),
        (
            "Distillation helps. After training, the proposed XDBERT (cross-modal distilled "
            "BERT) outperforms baselines. It works.",
            "XDBERT",
        ),
        (
            "Pose estimation is hard. The proposed PersonLab model tackles both semantic-level "
            "reasoning and object-part associations. It works.",
            "PersonLab",
        ),
        # Several words of what kind it is between "our" and the kind.
        (
            "Scene understanding is hard. Our proposal-free point cloud instance segmentation "
            "network (RegionNet) achieves state-of-the-art performance. It works.",
            "RegionNet",
        ),
    ],
)
def test_a_name_the_abstract_calls_proposed_is_the_papers(text: str, name: str) -> None:
    assert derive_title(text).name == name


def test_a_second_verb_after_a_gerund_is_a_gerund_too() -> None:
    assert titles._finish(
        "Detecting humans and estimate their 2D pose in single images", 80, capitalise=True
    ) == ("Detecting humans and estimating their 2D pose in single images")
    # Not a verb of "to", nor after a word that only ends like a gerund.
    assert titles._finish("Learning to detect and track the objects", 80, capitalise=True) == (
        "Learning to detect and track the objects"
    )
    assert gerund_verb("free-floating") is None
    assert gerund_verb("developing") == "develop"


def test_a_word_cut_from_its_to_is_dropped_alone() -> None:
    plain = (
        "We introduce an algorithm for the optimal control of stochastic nonlinear systems "
        "subject to temporal logic constraints on their behavior. It works."
    )
    cut = Title(
        "An algorithm for the optimal control of stochastic nonlinear systems subject", None, True
    )
    trimmed = titles._trimmed_back(cut, plain, 80)
    assert trimmed is not None
    assert trimmed.text == ("An algorithm for the optimal control of stochastic nonlinear systems")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("This paper leverages occluding contours", "Leveraging occluding contours"),
        ("We exploit the sparsity of the signal", "Exploiting the sparsity of the signal"),
        ("This paper gives a polynomial-time algorithm", "A polynomial-time algorithm"),
        # A finding is reported, not done: it stays (and the checks refuse it).
        ("We show that X holds", "We show that X holds"),
        # A past tense is no third person.
        ("We used a cluster of robots", "We used a cluster of robots"),
    ],
)
def test_what_the_paper_does_is_said_without_its_subject(text: str, expected: str) -> None:
    assert titles._finish(text, 80, capitalise=True) == expected


def test_a_word_that_wants_its_phrase_before_its_noun_goes_back_with_it() -> None:
    plain = (
        "This paper presents ERODE, an efficient outlier detector with a quality similar to "
        "that of standard RANSAC. It works."
    )
    cut = Title("ERODE: an efficient outlier detector with a quality similar", "ERODE", False)
    trimmed = titles._trimmed_back(cut, plain, 80)
    assert trimmed is not None
    assert trimmed.text == "ERODE: an efficient outlier detector"


def test_spatially_varying_keeps_its_adverb() -> None:
    text = (
        "We present a method to capture both 3D shape and spatially varying reflectance with a "
        "multi-view photometric stereo technique that works for general isotropic materials. "
        "Our data capture setup is simple."
    )
    assert derive_title(text).text == "Capturing both 3D shape and spatially varying reflectance"


def test_a_longer_title_whose_acronym_spells_the_task_takes_no_task() -> None:
    plain = (
        "Semantic role labeling is a challenging task. We propose an SRL based joint parsing "
        "model. It works."
    )
    title = Title("An SRL based joint parsing model", None, True)
    assert titles._for_task(title, plain, 80) == title
    # A thin title too, and initials read across hyphens (pr28, held-out abstracts).
    partial = (
        "Partial-label learning is hard. We propose Few-shot PLL (FsPLL) for the few-shot "
        "setting. It works."
    )
    fspll = Title("FsPLL: Few-shot PLL", "FsPLL", False)
    assert titles._for_task(fspll, partial, 80) == fspll


def test_a_short_form_before_its_kind_and_a_passive_names_the_proposal() -> None:
    text = (
        "We decompose temporal logic specifications. The multi-agent task allocation "
        "cross-entropy (MTAC-E) algorithm is developed to determine when it is optimal to "
        "switch to a new agent. It works."
    )
    assert derive_title(text).name == "MTAC-E"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A deep architecture to address multi-label image recognition",
         "A deep architecture for multi-label image recognition"),
        ("A model to address the task of Visual Dialog", "A model for Visual Dialog"),
        ("FSO: Few-shot Sample-set Operations to solve noisy MACD",
         "FSO: Few-shot Sample-set Operations for noisy MACD"),
        # Not after an object, nor a kind inside an "of" phrase.
        ("Enabling LLMs to handle lengthy context", "Enabling LLMs to handle lengthy context"),
        ("The capabilities of Large Language Models to address TER",
         "The capabilities of Large Language Models to address TER"),
    ],
)  # fmt: skip
def test_a_thing_to_solve_a_problem_is_for_it(text: str, expected: str) -> None:
    assert titles._TO_SOLVE.sub(titles._for_what, text) == expected


def test_a_derived_title_says_what_its_thing_is_for() -> None:
    text = (
        "Multi-label image recognition is a practical task. We propose a deep architecture to "
        "address multi-label image recognition. It discovers attentional regions."
    )
    assert derive_title(text).text == "A deep architecture for multi-label image recognition"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("FSO: Few-shot Sample-set Operations for noisy MACD",
         "FSO: Few-shot Sample-set Operations for noisy Multi-label Aspect Category Detection"),
        # Lowercase where the abstract capitalised it only to open a sentence.
        ("MDA: Multidomain Discriminant Analysis for DG", "MDA: Multidomain Discriminant "
         "Analysis for domain generalization"),
        # Not in brackets after its long form, nor where the long form is said already.
        ("CA-LapGF: point set registration (PSR)", "CA-LapGF: point set registration (PSR)"),
        ("MCRF: Masked Conditional Random Field, a variant of CRF",
         "MCRF: Masked Conditional Random Field, a variant of CRF"),
    ],
)  # fmt: skip
def test_a_named_title_spells_out_its_acronyms_where_there_is_room(
    text: str, expected: str
) -> None:
    plain = (
        "Multi-label Aspect Category Detection (MACD) is hard. Domain generalization (DG) "
        "helps: we study domain shifts. Point set registration (PSR) aligns points. A "
        "Conditional Random Field (CRF) labels sequences."
    )
    name = text.split(": ", 1)[0]
    assert titles._expanded(Title(text, name, False), plain, 80).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The design, fabrication and control of a rotational manipulator",
         "Design, fabrication and control of a rotational manipulator"),
        # Authors keep "The" before "role", "complexity" …; a name keeps its own.
        ("The role of pose invariance in retrieval", "The role of pose invariance in retrieval"),
        ("The Robotarium - a multi-robot research facility",
         "The Robotarium - a multi-robot research facility"),
        # Nor where the article keeps it clean: "Issue of …" opens a background sentence.
        ("The issue of output instability of deep neural networks",
         "The issue of output instability of deep neural networks"),
        ("The counterpart: communicating false information",
         "The counterpart: communicating false information"),
    ],
)  # fmt: skip
def test_a_title_drops_an_opening_the(text: str, expected: str) -> None:
    assert titles._the_dropped(Title(text, None, True)).text == expected


def test_a_dropped_kind_leaves_its_purpose() -> None:
    # (The seeds' DSPT abstract, shortened.) Not "DSPT: Double-Softmax Prompt Tuning".
    text = (
        "Contrastive vision-language models like CLIP exhibit remarkable zero-shot "
        "generalization. To this end, we propose Double-Softmax Prompt Tuning (DSPT), a "
        "hyperparameter-free method for intrinsic gradient suppression. By applying a "
        "sequential probabilistic normalization, DSPT suppresses gradients from noisy samples."
    )
    assert derive_title(text).text == (
        "DSPT: Double-Softmax Prompt Tuning for intrinsic gradient suppression"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("How to learn dynamical systems", "Learning dynamical systems"),
        ("How to design a comfortable wrist exoskeleton", "Designing a comfortable wrist "
         "exoskeleton"),
        # A question stays one.
        ("How to train your robot?", "How to train your robot?"),
    ],
)  # fmt: skip
def test_how_to_is_said_as_what_is_done(text: str, expected: str) -> None:
    assert titles._how_to_done(Title(text, None, True)).text == expected


def test_a_short_form_the_opening_defines_is_the_fields_term() -> None:
    text = (
        "We revisit the canonical distortion measure (CDM) for nearest-neighbour "
        "classification. CDM is simple. We show that it is optimal for one-nearest-neighbour "
        "classification."
    )
    assert derive_title(text).name is None
    # One an opening sentence proposes is the paper's.
    named = text.replace("We revisit", "We propose", 1)
    assert derive_title(named).name == "CDM"
    # Naming it ("We refer to … as …") makes it the paper's too (names._PROPOSING_STEMS).
    referred = text.replace("We revisit the", "We refer to a new", 1)
    assert derive_title(referred).name == "CDM"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A preposition's object the abstract pairs with a noun: both halves (a reader graded
        # "… for intent" bad).
        ("In this work, we describe a general and robust framework for intent and entity "
         "extraction utilizing a hybrid of statistical and rule-based approaches.",
         "A general and robust framework for intent and entity extraction"),
        ("We learn features from weakly-supervised data by joint ranking and classification, "
         "which works.",
         "Learning features from weakly-supervised data by joint ranking and classification"),
    ],
)  # fmt: skip
def test_a_preposition_s_object_keeps_its_pair(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_a_pair_is_no_verb_nor_a_phrase_of_its_own() -> None:
    title = Title("A method for tracking", None, False)
    assert titles._paired(title, "We give a method for tracking and propose a test.") == title
    words = ["A", "method", "for", "tracking"]
    assert titles._object_pair(words, "for tracking and the rest.", 12) is None
    assert titles._object_pair(words, "for tracking and mapping.", 12) is not None


def test_a_word_after_its_noun_is_dropped_where_its_phrase_does_not_fit() -> None:
    title = Title(
        "An end-to-end model exploiting different poses and expressions jointly", None, False
    )
    dropped = titles._alone_dropped(title)
    assert dropped is not None
    assert dropped.text == "An end-to-end model exploiting different poses and expressions"
    assert titles._alone_dropped(Title("A model for poses", None, False)) is None


def test_a_title_is_not_trimmed_back_between_an_object_and_its_pair() -> None:
    plain = "we give a framework for intent and entity extraction. it works."
    assert titles._pair_after("A framework for intent", plain)
    assert not titles._pair_after("A framework for intent and entity extraction", plain)


def test_a_flawed_cut_takes_the_longer_clean_title() -> None:
    # At 80 characters the clause is cut ("A visual tracker in which objects are represented"),
    # and "Visual tracker" says little; at 100 the whole phrase is clean.
    text = (
        "Trees are hard. We present a visual tracker in which objects are represented by "
        "compact and discriminative binary codes. It is fast."
    )
    assert derive_title(text).text == (
        "A visual tracker in which objects are represented by compact and discriminative "
        "binary codes"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We introduce a new class of data structures called bumptrees. They work.",
         "Bumptrees: a new class of data structures"),
        ("We propose a distribution-free SDR method called sufficient component analysis. "
         "It works.", "Sufficient component analysis: a distribution-free SDR method"),
        # A setting the paper studies is no proposal of its own.
        ("We study a prevalent setting called covariate shift. It is hard.",
         "Prevalent setting"),
        # A name in capitals after the kind's purpose, a term set off by a comma or quotes.
        ("CNN-based methods can suffer from shape distortions. In this paper, we propose a "
         "novel CNN architecture for view synthesis called \"Deep View Morphing\" that does "
         "not suffer from these issues. It works.",
         "Deep View Morphing: a CNN architecture for view synthesis"),
        ("Resources are often missing. In this paper, we propose a quick and efficient "
         "method, called functional consistency checking, for use when these resources are "
         "not available. It works.",
         "Functional consistency checking: a quick and efficient method"),
        # A term "we call", a term in quotes with its own kind after them.
        ("We introduce a new sequential Monte Carlo algorithm we call the particle cascade. "
         "The particle cascade is an asynchronous, anytime alternative.",
         "Particle cascade: a sequential Monte Carlo algorithm"),
        ("This paper presents a new structure-from-motion (SFM) technique called "
         "`generalized laser three-point' algorithm. It is designed to estimate the motion of "
         "the camera-laser fusion system.",
         "Generalized laser three-point algorithm: a structure-from-motion technique"),
        # Not a name the limit cut inside, nor a thing the kind's purpose names.
        ("We propose a first-order sampling method called the Metropolis-adjusted "
         "Preconditioned Langevin Algorithm for approximate sampling from a target "
         "distribution whose support is a proper convex subset. It works.",
         "Metropolis-adjusted Preconditioned Langevin Algorithm"),
        ("This paper presents an optimal design method for a new robot called amphibious "
         "transformable robot which can perform reconfiguration. It works.",
         "An optimal design method"),
        # A term "named", "termed" or "dubbed" as one "called", though clean as it stands.
        ("We propose a hard-label model stealing method termed black-box dissector, which "
         "erases. It works.", "Black-box dissector: a hard-label model stealing method"),
        ("This paper presents a predictive display technique named predictive motion display. "
         "It works.", "Predictive motion display: a predictive display technique"),
        # The term alone where its kind says nothing ("a method", "a layer").
        ("We present a method called filtration-enhanced graph transformation. It works.",
         "Filtration-enhanced graph transformation"),
        ("We propose a layer, named visualization layer, to see. It works.",
         "Visualization layer"),
        # A term the title's limit cut is carried on to its end; not a term "… based".
        ("Meta-learning is costly. In this paper, we propose a novel probabilistic "
         "meta-learning method called amortized Bayesian prototype meta-learning. In contrast "
         "to previous methods, we introduce few variables.",
         "Amortized Bayesian prototype meta-learning: a probabilistic meta-learning method"),
    ],
)  # fmt: skip
def test_a_kind_called_a_term_is_titled_by_the_term(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Drawers are hard. This paper is about opening and closing an unknown drawer with an "
         "aerial manipulator. It works.",
         "Opening and closing an unknown drawer with an aerial manipulator"),
        ("Fingers are hard. This paper aims at developing an active force sensing technology "
         "for micro grippers. It works.",
         "Developing an active force sensing technology for micro grippers"),
        ("Fingers are hard. This paper refers to the problem of force regulation for a robot "
         "finger in contact. It works.", "Force regulation for a robot finger in contact"),
        # Two verbs of one object: the object, not "And tested …".
        ("Collisions happen. We have designed and tested a single-chip analog VLSI sensor "
         "that detects imminent collisions. It works.", "A single-chip analog VLSI sensor"),
    ],
)  # fmt: skip
def test_more_ways_a_paper_says_what_it_is_about(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pipes leak. In this paper the design and development of a crawling robot for "
         "inspection of live water pipes is addressed. It works.",
         "Design and development of a crawling robot for inspection of live water pipes"),
        ("Objects are hard. In this paper the problem of active object recognition/pose "
         "estimation is investigated. It works.", "Active object recognition/pose estimation"),
        # Not the results the paper reports.
        ("Tests. In this paper, the results of the tests are presented. Fine.",
         "Untitled abstract: Tests"),
    ],
)  # fmt: skip
def test_the_subject_of_in_this_paper_the_x_is_studied_is_the_topic(
    text: str, expected: str
) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Models are hard. In this paper, we propose for the first time, a generative approach "
         "to model the distribution of adversarial perturbations. Fine.",
         "A generative approach to model the distribution of adversarial perturbations"),
        ("Robots move. We present to the robotic community a fully autonomous navigation "
         "solution for mobile robots operating in urban pedestrian areas. Fine.",
         "A fully autonomous navigation solution for mobile robots operating in urban pedestrian "
            "areas"),
        ("Exoskeletons move. It is the goal of this paper to introduce an analytical model of "
         "attachment stiffness for exoskeletons. Fine.",
         "An analytical model of attachment stiffness for exoskeletons"),
    ],
)  # fmt: skip
def test_what_stands_between_the_verb_and_its_object_is_passed_over(
    text: str, expected: str
) -> None:
    assert derive_title(text).text == expected


def test_a_name_is_described_by_what_the_second_verb_proposes() -> None:
    text = (
        "Masked image modeling works. In this paper, we alter the perspective to the frequency "
        "domain and present a new MIM-based framework named FreMIM for self-supervised "
        "pre-training to better accomplish medical image segmentation tasks. It works."
    )
    assert derive_title(text).text == (
        "FreMIM: an MIM-based framework for self-supervised pre-training"
    )


def test_a_title_cut_at_the_soft_limit_goes_on_with_any_preposition_s_phrase() -> None:
    text = (
        "CAD models are hard to find. We present a solution to the fine-grained retrieval of "
        "clean CAD models from a large-scale database. It works."
    )
    assert derive_title(text).text == (
        "A solution to the fine-grained retrieval of clean CAD models from a large-scale database"
    )


def test_trimming_back_does_not_split_an_object_from_its_pair() -> None:
    title = Title("A general and robust framework for intent and entity extraction of", None, False)
    plain = (
        "we describe a general and robust framework for intent and entity extraction systems. "
        "it works."
    )
    trimmed = titles._trimmed_back(title, plain, 80)
    assert trimmed is not None
    assert trimmed.text == "A general and robust framework"


def test_a_title_is_not_derived_again_where_the_rules_title_is_the_same_at_both_lengths(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # "… open problems" goes on with "in the context of …", but the rules' title at 100
    # characters is the one at 80.
    text = (
        "To what extent is learnability impeded when information is missing in learning "
        "instances? We present relevant known results and concrete open problems, in the "
        "context of a natural extension of the PAC learning model."
    )
    title = derive_title(text)

    def derive(*_: object) -> Title:
        raise AssertionError("derived again at 100 characters")

    monkeypatch.setattr(titles, "_derive", derive)
    assert titles._carried_on(title, text) == title


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Small drones fly briefly. We address this challenge by harvesting solar power to "
         "enable duty-cycled operation on a palm-sized drone. We present a scaling analysis.",
         "Harvesting solar power to enable duty-cycled operation on a palm-sized drone"),
        ("Deformable objects are hard to model. We address these challenges with a neural "
         "dynamics framework that combines object particles and spatial grids. It works.",
         "A neural dynamics framework for combining object particles and spatial grids"),
        ("JPEG artifacts persist. We solve this problem by creating a novel architecture "
         "parameterized by the quantization matrix of the file. It works.",
         "An architecture parameterized by the quantization matrix of the file"),
        ("Navigation data are scarce. We address the data scarcity issue by proposing to "
         "automatically create a large-scale navigation dataset from unlabeled buildings. "
         "It works.", "Creating a large-scale navigation dataset from unlabeled buildings"),
        # A bare means, the problem again, a phrase of "with": none of them said.
        ("Layouts matter. We solve this optimization problem via a genetic algorithm, and "
         "demonstrate it on two robots. It works.", "Layouts matter"),
        ("Faces vary. We tackle this problem by formulating it as a Markov decision process "
         "at the feature level. It works.", "Markov decision process"),
        # (The opening that stands in says nothing: the key phrase stands in for it, see
        # _topic_for_vague.)
        ("Beacons help. The paper presents both problems with respect to a single beacon. "
         "It works.", "Single beacon"),
        ("Robustness is hard. In this work, we address both of these issues by establishing "
         "sample complexity bounds that are optimal. It works.",
         "Establishing sample complexity bounds"),
        # The means says its own verb, not the one before the problem ("Revisiting a solver").
        ("Sparse systems are slow. We revisit this problem by proposing a new solver for "
         "large sparse linear systems. It works.", "A solver for large sparse linear systems"),
        # "the theoretical results to practical problems" is no problem named: not
        # "Connecting demonstrating …".
        ("Kinematics comes first. We connect the theoretical results to practical problems by "
         "demonstrating the design of a mechanism for a humanoid walking gait. It works.",
         "Connecting the theoretical results to practical problems by demonstrating the design "
         "of a mechanism"),
    ],
)  # fmt: skip
def test_the_means_to_a_problem_pointed_back_at_is_the_title(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Re-identification ranks people. In this paper, we focus on such a problem and "
         "introduce an unsupervised ranking optimization approach based on context analysis. "
         "It works.", "An unsupervised ranking optimization approach based on context analysis"),
        # The proposal, not "Connecting a sampler …" (the first verb's action).
        ("Two samplers exist. We connect these two methods and present a sampler that moves "
         "along Hamiltonian trajectories. It works.",
         "A sampler that moves along Hamiltonian trajectories"),
    ],
)  # fmt: skip
def test_what_a_vague_object_is_proposed_with_is_the_title(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_wherein_opens_a_clause_the_title_stops_before() -> None:
    text = (
        "Reinforcement Learning (RL) is popular. In this work, we present a framework for "
        "zero-shot policy retargeting wherein diverse motor skills can be transferred between "
        "robots. It works."
    )
    assert derive_title(text).text == "A framework for zero-shot policy retargeting"


def test_a_noun_phrase_denoted_as_the_name_describes_it() -> None:
    text = (
        "QA data are scarce. In this paper, we introduce a novel method for QA data generation, "
        "denoted as MDPO. We propose a set of unsupervised evaluation metrics for QA data. "
        "MDPO works well."
    )
    assert derive_title(text).text == "MDPO: a method for QA data generation"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # The authors' earlier interface gives way to what this paper adds.
        ("EMG signals are complex. To overcome these issues, in our previous work, we proposed "
         "a novel interface for decoding human intention, called Lightmyography (LMG). In this "
         "work, we employ a deep learning technique called Temporal Multi-Channel Transformer "
         "(TMC-T) for the classification of hand gestures based on LMG data. LMG data are "
         "rich. TMC-T works on LMG.", "TMC-T"),
        # With no other name, the paper is about the earlier one.
        ("Surgery is hard. We previously developed ARssist, an augmented reality application "
         "that aids the assistant. In this paper, we refine the system and perform a pilot "
         "study. ARssist helps.", "ARssist"),
        # Others' earlier work: the proposal is this paper's.
        ("Context matters. To avoid misleading aggregation in previous work, we propose a "
         "class-wise graph convolution (CGC) module. We also collect a dataset called "
         "RoadSet. CGC works.", "CGC"),
    ],
)  # fmt: skip
def test_a_name_from_the_authors_earlier_work_gives_way(text: str, name: str) -> None:
    assert derive_title(text).name == name


def test_the_appositive_after_the_names_kind_describes_it() -> None:
    text = (
        "Models need exams. In this paper, we present the IRUEX dataset, a novel multiple-choice "
        "educational resource designed to evaluate large language models. Techniques such as "
        "few-shot learning vary. IRUEX is hard."
    )
    assert derive_title(text).text == (
        "IRUEX: a multiple-choice educational resource designed to evaluate large language models"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Maps drift. We present extensions to the Kintinuous [1] algorithm for spatially "
         "extended KinectFusion. It works.",
         "Extensions to the Kintinuous algorithm for spatially extended KinectFusion"),
        ("Gas spreads. We present GADEN, a three-dimensional gas dispersion simulator([4]). "
         "GADEN is open.", "GADEN: a three-dimensional gas dispersion simulator"),
        # An interval stays.
        ("Rewards vary. We study bandits with rewards in [1, 2] and heavy tails. It works.",
         "Bandits with rewards in [1, 2] and heavy tails"),
    ],
)  # fmt: skip
def test_a_citation_marker_is_no_part_of_a_title(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_and_a_verb_before_new_or_a_number_is_the_sentences_next_predicate() -> None:
    text = (
        "Filters are slow. We examine the constant time SEIF sparsification procedure in depth "
        "and offer new insight into sparsification. It works."
    )
    assert derive_title(text).text == "Constant time SEIF sparsification procedure in depth"


def test_a_capitalised_name_cut_at_the_soft_limit_is_completed() -> None:
    text = (
        "News is fake. We propose Topology imbalance and Relation inauthenticity aware "
        "Hierarchical Graph Attention Networks (TR-HGAN) to identify fake news. TR-HGAN works."
    )
    assert derive_title(text).text == (
        "TR-HGAN: Topology imbalance and Relation inauthenticity aware Hierarchical Graph "
        "Attention Networks"
    )


@pytest.mark.parametrize(
    ("title", "plain"),
    [
        # "Segmentation of Underwater" (IMagery): the name goes on with a word not spelled as
        # the rule reads names.
        ("A residual model for semantic Segmentation",
         "We present a residual model for semantic Segmentation of Underwater IMagery (SUIM)."),
        # The whole name would pass 100 characters.
        ("A planner for integrating the asymptotically optimal Batch Informed",
         "We present a planner for integrating the asymptotically optimal Batch Informed Trees "
         "And Kinodynamic Trajectory Optimization Through Very Long Named Components (BIT)."),
    ],
)  # fmt: skip
def test_a_name_is_not_completed_where_it_cannot_end_well(title: str, plain: str) -> None:
    cut = titles.Title(title, None, False)
    assert titles._name_completed(cut, plain) == cut


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Depth is hard. We propose a self-supervised geometric pretraining task that is "
         "tailored for monocular depth estimation from videos. It works.",
         "A self-supervised geometric pretraining task for monocular depth estimation from videos"),
        ("Targets hide. We present a Bayesian filter that is designed for counting targets in "
         "shadows. It works.", "A Bayesian filter for counting targets in shadows"),
    ],
)  # fmt: skip
def test_that_is_suited_for_x_is_said_for_x(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_what_we_build_on_says_no_names_description() -> None:
    # Beside a name, what "we" build on said less than the name's description (blind-read:
    # "YOLOStereo3D: incorporating knowledge and the inference structure").
    plain = (
        "Service robots regulate contact forces. In this work, we combine an MPC-based "
        "whole-body controller with two adaptive schemes. It works."
    )
    assert describe.topic_phrase(plain, 80).startswith("combining an MPC-based")
    assert not describe.topic_phrase(plain, 80, "AMPC").startswith("combining")


def test_what_we_use_says_what_for_or_nothing() -> None:
    # "We use X" says what the paper does only with what X is used to do in the title (a real
    # abstract's sentence, ICRA, shortened), and not where that is a claim.
    plain = (
        "Admittance and impedance controllers are common. In this paper, we use velocity "
        "feedback to increase the admittance of industrial robots. It works."
    )
    assert describe.topic_phrase(plain, 80) == (
        "using velocity feedback to increase the admittance of industrial robots"
    )
    for used in ("we use benchmark data sets", "we use dynamic programming tools to show that"):
        other = plain.replace("we use velocity feedback to increase", used)
        assert not describe.topic_phrase(other, 80).startswith("using"), used


@pytest.mark.parametrize(
    ("sentence", "topic"),
    [
        # (Real abstracts' sentences, ICRA and IROS, shortened.) What follows "our" after a
        # verb of presenting, and "our work on", is what the paper does.
        (
            "This paper describes our current efforts toward building a large-scale software "
            "simulation framework for humanoid robots.",
            "building a large-scale software simulation framework for humanoid robots",
        ),
        (
            "In this paper, we describe our experience with using LEGO kits in the development "
            "of teaching curricula.",
            "using LEGO kits in the development of teaching curricula",
        ),
        # "This research", "this survey", "this project" say what the paper does as "this
        # paper" does (NeurIPS 1990s, IROS).
        (
            "This research investigates the applicability of neural network classifiers for "
            "identifying fault-prone software modules.",
            "the applicability of neural network classifiers for identifying fault-prone "
            "software modules",
        ),
        # "in this paper" between the verb and its object (NeurIPS, CVPR).
        (
            "We propose in this paper a regularization scheme for ReLU networks.",
            "a regularization scheme for ReLU networks",
        ),
        # Not after "that" (a claim), nor where "our" says only a thin kind.
        ("We show that our simple agent is competitive with the state of the art.", None),
        ("Here we present our solution, which involves the construction of modules.", None),
        # "The work presented in this paper concerns …": a subject, its verb next (what it
        # concerns, not "concerns the synthesis …").
        (
            "The work presented in this paper concerns the synthesis of patterns.",
            "the synthesis of patterns",
        ),
    ],
)
def test_what_follows_our_after_a_verb_of_presenting_is_the_topic(
    sentence: str, topic: str | None
) -> None:
    plain = f"Robots are everywhere today. {sentence} It works."
    said = describe._said(sentence, False)
    assert said == (topic and f"{topic}.")
    assert topic is None or describe.topic_phrase(plain, 80).startswith(topic[:40])


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # (Derived titles of the training years.) The attempt goes, as authors write it.
        ("First attempt to model a bio-inspired 4-part needle",
         "Modeling a bio-inspired 4-part needle"),
        ("Steps toward learning complex controllers for assistive devices",
         "Towards learning complex controllers for assistive devices"),
        # Not beside a name, nor where what follows is no verb's.
        ("A step in that direction with a sparse representation",
         "A step in that direction with a sparse representation"),
    ],
)  # fmt: skip
def test_an_attempt_to_do_is_said_as_doing(said: str, expected: str) -> None:
    assert titles._attempt_dropped(Title(said, None, True)).text == expected
    named = Title(f"ABC: {said}", "ABC", False)
    assert titles._attempt_dropped(named) == named


def test_a_phrase_carried_to_its_end_keeps_a_glued_formula() -> None:
    # (A real abstract's sentence, AISTATS.) Not "… from O(d²) to O".
    plain = (
        "We show a reduction of the time per sweep of a full-scan Gibbs sampler from O(d²) to "
        "O(d), where d is the number of parameters."
    )
    cut = Title("A reduction of the time per sweep of a Gibbs sampler from O(d²)", None, True)
    carried = titles._carried_to_end(cut, plain.replace("full-scan ", ""))
    assert carried is not None
    assert carried.text.endswith("from O(d²) to O(d)")


def test_the_whole_built_on_a_named_part_is_the_name() -> None:
    # (A real abstract's sentences, CVPR.) Not "BM: Boundary-Matching mechanism to evaluate …".
    text = (
        "Temporal action proposal generation is a challenging task. To address these "
        "difficulties, we introduce the Boundary-Matching (BM) mechanism to evaluate confidence "
        "scores of densely distributed proposals. Based on BM mechanism, we propose an "
        "effective, efficient and end-to-end proposal generation method, named Boundary-Matching "
        "Network (BMN), which generates proposals with precise temporal boundaries. BMN shows "
        "significant performance improvement, and BM pairs form the BM confidence map."
    )
    assert derive_title(text).text.startswith("BMN: ")


@pytest.mark.parametrize(
    ("plain", "named", "expected"),
    [
        ("We propose a GAF (Global Attention Fourier) module. GAFNet uses it.", {"GAF", "GAFNet"},
         "GAFNet"),
        ("We propose Filter Inactive RatE (FIRE), a novel metric. FIREPruning prunes.",
         {"FIRE", "FIREPruning"}, "FIREPruning"),
        ("We propose a new representation called Keypoint Distance Field (KDF). KDFNet uses it.",
         {"KDF", "KDFNet"}, "KDFNet"),
        # Not a name said as no part, nor one a plural, a size or a digit goes on from.
        ("We propose the Discriminative Motion Cue (DMC) framework. DMC-Net is fast.",
         {"DMC", "DMC-Net"}, "DMC"),
        ("We propose the Harmonious Bottleneck (HBO) unit. HBOs are fast.", {"HBO", "HBOs"},
         "HBO"),
        ("We propose the Mamba (M) layer. Mamba-3B is fast.", {"Mamba", "Mamba-3B"}, "Mamba"),
        # A phrase of what it is for is no part ("ReLEX, for representation learning").
        ("An algorithm, called ReLEX, for representation learning. ReLEX-UCB is online.",
         {"ReLEX", "ReLEX-UCB"}, "ReLEX"),
        # A name glued on before another is the paper's extension of it; one added with a
        # hyphen is a variant of the paper's method.
        ("Tsallis actor-critic (TAC) explores. We propose a safe RL method, called SafeTAC. "
         "We extend the TAC.", {"TAC", "SafeTAC"}, "SafeTAC"),
        ("We propose LIBO, which adapts. F-LIBO solves the federated case.", {"LIBO", "F-LIBO"},
         "LIBO"),
    ],
)  # fmt: skip
def test_a_whole_named_for_its_part_is_the_name(plain: str, named: set[str], expected: str) -> None:
    best = min(named, key=len)
    assert names._whole_named(plain, best, named) == expected


@pytest.mark.parametrize(
    ("text", "plain", "expected"),
    [
        ("A dynamic SLAM framework RF-LIO", "", "RF-LIO: a dynamic SLAM framework"),
        ("A method PALM for modeling pairwise protein structure alignments", "",
         "PALM: a method for modeling pairwise protein structure alignments"),
        ("End-to-end framework named GaitEdge", "", "GaitEdge: end-to-end framework"),
        ("A predict-refine architecture, BASNet, and a hybrid loss", "",
         "BASNet: a predict-refine architecture and a hybrid loss"),
        ("A biped climbing robot - Climbot", "Climbot climbs. Climbot is light.",
         "Climbot: a biped climbing robot"),
        # Not a kind that is not the title's head, one the paper uses, a capitalised word said
        # once, or a term many papers use.
        ("Extensive experiments on the multilingual QA dataset TyDiQA", "", None),
        ("Using an existing deep inpainting model LaMa to fill the hole", "", None),
        ("An approach that enables the four-limbed robot WAREC-1 to climb", "", None),
        ("A biped climbing robot - Climbot", "Climbot climbs.", None),
        ("A deep network ResNet", "", None),
    ],
)  # fmt: skip
def test_a_name_a_title_ends_its_kind_on_leads_it(
    text: str, plain: str, expected: str | None
) -> None:
    title = Title(text, None, True)
    fronted = titles._name_fronted(title, plain)
    named = Title(expected, expected.split(":")[0], False) if expected else title
    assert fronted == named


@pytest.mark.parametrize(
    ("text", "plain", "expected"),
    [
        ("An algorithm for impartial peer selection",
         "Here, we present a novel algorithm for impartial peer selection, PeerNomination, and "
         "provide a theoretical analysis.",
         "PeerNomination: an algorithm for impartial peer selection"),
        ("Introspective vision for obstacle avoidance",
         "We present an approach for introspective vision for obstacle avoidance (IVOA) - by "
         "leveraging a supervisory sensor.",
         "IVOA: introspective vision for obstacle avoidance"),
        ("A brand new large dataset, the Video-based Emotion and Affect Tracking in Context "
         "Dataset",
         "We introduce a brand new large dataset, the Video-based Emotion and Affect Tracking in "
         "Context Dataset (VEATIC), that overcomes the limits.",
         "VEATIC: a brand new large dataset, the Video-based Emotion and Affect Tracking in "
         "Context Dataset"),
        ("A few-shot image translation model",
         "We propose a new few-shot image translation model, COCO-FUNIT, which computes it.",
         "COCO-FUNIT: a few-shot image translation model"),
        # A short form of the head's words names the whole.
        ("An efficient 4D light field feature detector and descriptor",
         "We introduce an efficient 4D light field feature detector and descriptor: LiFF. LiFF "
         "is fast.", "LiFF: an efficient 4D light field feature detector and descriptor"),
        # Not after a word that links them to another thing, or what an action is done to.
        ("Spatial memory as an interface between human and intelligent space",
         "We propose spatial memory as an interface between human and intelligent space "
         "(iSpace), which helps.", None),
        ("Combining tensor-based face modelling and non-rigid structure-from-motion",
         "We propose combining tensor-based face modelling and non-rigid structure-from-motion "
         "(NRSFM), which helps.", None),
        ("Applying the long element method",
         "We propose applying the long element method (LEM), which helps.", None),
        # Not the short form of the phrase's last words, nor a three-word topic's, nor a plural
        # short form: terms.
        ("Worst-case performance by a mobile sensor network",
         "We study the worst-case performance by a mobile sensor network (MSN), which fails.",
         None),
        ("An evidence-enhanced framework for document-level relation extraction",
         "We propose an evidence-enhanced framework for document-level relation extraction "
         "(DocRE), which works.", None),
        ("Cooperative path finding",
         "We study cooperative path finding (CPF), which is hard.", None),
        ("Representing the scene as dynamic occupancy grid maps",
         "We propose representing the scene as dynamic occupancy grid maps (DOGMs), which "
         "helps.", None),
        # Nor capitals that shorten words the title does not hold, nor one of two names.
        ("An elastic force and an elastic potential energy",
         "We propose a manipulation by using the local minimum of elastic potential energy "
         "(LMEE) of soft fingers.", None),
        ("Space of generalizations",
         "We introduce the space of generalizations (Grounded-WEAT and Grounded-SEAT) here.",
         None),
        # Nor a variable, one name of a list, a problem's short form, a word's tail.
        ("Testing exchangeability of a sequence of random variables",
         "We study testing exchangeability of a sequence of random variables, X1, X2, and X3.",
         None),
        ("Revisiting three prominent models",
         "We begin revisiting three prominent models, PWC-Net, FlowNet2 and SpyNet.", None),
        ("The Bayesian thresholding bandit problem",
         "We study the Bayesian thresholding bandit problem (BTBP), which is hard.", None),
        ("Problems of temporal event relation extraction",
         "We study subevent relation extraction (SRE) and problems of temporal event relation "
         "extraction.", None),
        ("A general Bayesian framework for performing independent component analysis",
         "We propose a general Bayesian framework for performing independent component "
         "analysis (leA) which relies on ensemble learning.", None),
        ("A causally-informed extension of “anytime regularized determinized sparse tree”",
         "We propose a causally-informed extension of “anytime regularized determinized sparse "
         "tree” (AR-DEST), which plans.", None),
        # Nor a thing the phrase ends on, what the paper uses or builds on.
        ("A robotic learning technique based on Fast Marching Square",
         "We propose a robotic learning technique based on Fast Marching Square (FM2), which "
         "learns.", None),
        ("I training clients with Sharpness-Aware Minimization or its adaptive version",
         "We propose training clients with Sharpness-Aware Minimization or its adaptive version "
         "(ASAM), which helps.", None),
        ("An optimal traction force distribution for four wheel independent steering",
         "We propose an optimal traction force distribution for four wheel independent steering "
         "(4WIS), which works.", None),

        ("Practical experiment with a real humanoid biped",
         "We present a practical experiment with a real humanoid biped, HUBO2, which balances.",
         None),
        # Nor a name outside the sentence that proposes, or one in a title that has one.
        ("An algorithm for impartial peer selection",
         "An algorithm for impartial peer selection, PeerNomination, exists.", None),
        ("PeerRank for impartial peer selection",
         "We present PeerRank for impartial peer selection, PeerNomination, and more.", None),
    ],
)  # fmt: skip
def test_a_name_set_after_the_titles_phrase_leads_it(
    text: str, plain: str, expected: str | None
) -> None:
    title = Title(text, None, True)
    named = Title(expected, expected.split(":")[0], False) if expected else title
    assert titles._name_after(title, plain) == named


def test_a_derived_title_takes_the_name_set_after_its_phrase() -> None:
    # (A real abstract's sentences, training years.) Was "A real-time, differentiable …".
    text = (
        "Physical simulators have been widely used in robot planning and control. In this "
        "paper, we propose a real-time, differentiable hybrid Lagrangian-Eulerian physical "
        "simulator for deformable objects, ChainQueen, based on the Moving Least Squares "
        "Material Point Method (MLS-MPM). MLS-MPM can simulate deformable objects."
    )
    title = derive_title(text)
    assert title.text.startswith("ChainQueen: a real-time, differentiable")
    assert title.name == "ChainQueen"


def test_a_title_that_says_nothing_gives_way_to_the_key_phrase() -> None:
    # (A real abstract, training years.) Not "Two new important issues".
    text = (
        "This paper introduces two new important issues to be considered in the design of the "
        "zero moment point (ZMP) trajectory reference for the sagittal plane balance control of "
        "an autonomous walking biped robot with an human-like gait."
    )
    title = derive_title(text)
    assert (title.text, title.plain) == ("Autonomous walking biped robot", True)


@pytest.mark.parametrize(
    ("text", "vague"),
    [
        ("Two research questions", True),
        ("A setting", True),
        ("Contributions to the state of the art", True),
        ("Collaborative filtering", False),
        ("Real-time retinal vessel mapping", False),
        # A name or a word the corpus never uses is a title's word.
        ("Two ZMP questions", False),
    ],
)
def test_a_title_of_words_titles_rarely_use_is_vague(text: str, vague: bool) -> None:
    assert titles._vague(text, titles._VAGUE) is vague


@pytest.mark.parametrize(
    ("phrase", "plainly"),
    [
        ("Multiclass boosting", True),
        ("Stratified Shapley value estimation", True),
        # A field's name, a piece of a sentence, a misspelling, one word.
        ("Reinforcement learning", False),
        ("What social interactions really", False),
        ("Comfortable human movements constrained", False),
        ("Receivedtremendous attention", False),
        ("Boosting", False),
    ],
)
def test_only_a_specific_clean_key_phrase_stands_for_a_vague_title(
    phrase: str, plainly: bool
) -> None:
    assert titles._said_plainly(phrase, phrase) is plainly


@pytest.mark.parametrize(
    ("plain", "name", "short"),
    [
        ("We propose the Video-Pose Network. VPN works.", "Video-Pose Network", "VPN"),
        ("We propose a Morphable Facial NeRF. MoFaNeRF maps.", "Morphable Facial NeRF",
         "MoFaNeRF"),
        ("We propose Subject-Conditional Relation Detection SCoRD. SCoRD works.",
         "Subject-Conditional Relation Detection SCoRD", "SCoRD"),
        # Not a word of the name that modifies its head, the long form's own joined words, a
        # token whose letters the long form does not hold in order, a one-word name.
        ("We propose the IMLE Policy. IMLE Policy works.", "IMLE Policy", None),
        ("We propose Dual-Dynamic Graph Networks. Dual-Dynamic works.",
         "Dual-Dynamic Graph Networks", None),
        ("We propose the Video-Pose Network. PVN works.", "Video-Pose Network", None),
        ("We propose VPN. VPN works.", "VPN", None),
        # Nor a part's: its letters miss the head noun's ("Networks").
        ("We introduce Spatial-Temporal Memory Networks. A Spatial-Temporal Memory module "
         "(STMM) is its core. STMM works.", "Spatial-Temporal Memory Networks", None),
    ],
)  # fmt: skip
def test_a_name_found_as_its_words_has_its_coined_short_form(
    plain: str, name: str, short: str | None
) -> None:
    assert names.short_name(plain, name) == short


def test_a_title_leads_with_the_short_form_of_a_name_found_as_words() -> None:
    # (A real abstract's sentences, ECCV.) Not "Video-Pose Network: VPN".
    text = (
        "Recognizing activities of daily living is hard. We propose a Video-Pose Network: VPN. "
        "The 2 key components of this network are a spatial embedding and an attention network. "
        "VPN outperforms the state of the art on daily living datasets."
    )
    assert derive_title(text).text.startswith("VPN: ")


@pytest.mark.parametrize(
    ("text", "name", "plain", "expected"),
    [
        ("A Harmonizer framework for image harmonization", None, "Harmonizer is. Harmonizer.",
         "Harmonizer: a framework for image harmonization"),
        ("The Molweni dataset, a machine reading comprehension dataset", None,
         "Molweni is new. Molweni is large.", "Molweni: a machine reading comprehension dataset"),
        ("An M3F platform architecture independent of the scanner", None, "",
         "M3F: a platform architecture independent of the scanner"),
        # A name a cue found, which the title held without leading with it.
        ("RGBD-based pose estimation network - RFFCE", "RFFCE", "",
         "RFFCE: RGBD-based pose estimation network"),
        # Not a word of a capitalised long form, a common word, a term.
        ("A Semantic Conditioned AdaptatioN framework", None, "", None),
        ("A Bayesian model for tracking", None, "Bayesian models. Bayesian priors.", None),
        ("A Mixed-Reality system for robots", None, "", None),
        ("A Q-learning algorithm for quantiles", None, "Q-learning is old. Q-learning.", None),
        # Terms joined ("LiDAR-SLAM", "CNN+CRF"); a question's clause ("How the GSOLR …").
        ("3D factor-graph LiDAR-SLAM system", None, "", None),
        ("A principled hybrid CNN+CRF model for stereo estimation", None, "", None),
        ("How the GSOLR framework can be applied to tracking", None, "", None),
        # Before its kind, capitals alone name the field; a name opening the title leads it.
        ("An imputation-free and fusion-free deep IMVC framework", None, "", None),
        ("Parseval networks, a form of deep neural networks", None,
         "Parseval networks. Parseval bounds.", None),
    ],
)  # fmt: skip
def test_a_name_before_its_kind_leads_the_title(
    text: str, name: str | None, plain: str, expected: str | None
) -> None:
    title = Title(text, name, name is None)
    fronted = titles._name_fronted(title, plain)
    named = Title(expected, expected.split(":")[0], False) if expected else title
    assert fronted == named


@pytest.mark.parametrize(
    ("sentence", "name", "introduced"),
    [
        ("this paper presents a novel approach called Performance Unchanged Model Augmentation "
         "(PUMA). PUMA works.", "PUMA", True),
        ("Experiments show that our network called PointNet++ is able to learn.", "PointNet++",
         True),
        # Somebody's thing the authors use: no word makes it theirs.
        ("We use a technique called PUMA to move the arm. PUMA works.", "PUMA", False),
    ],
)  # fmt: skip
def test_a_much_used_name_called_so_after_a_word_of_novelty_is_introduced(
    sentence: str, name: str, introduced: bool
) -> None:
    assert titles._introduced(name, sentence, sentence) is introduced


def test_a_participle_cut_after_its_noun_goes_alone() -> None:
    # "moving" (in a three-dimensional environment) wants its phrase: the title ends on the
    # noun it follows, not on a shorter phrase.
    text = (
        "In this paper we introduce a collision avoidance control strategy for groups of mobile "
        "robots moving in a three-dimensional environment, whose dynamics are described "
        "according to the Lagrangian model. The proposed strategy is based on gyroscopic forces."
    )
    assert derive_title(text).text == (
        "A collision avoidance control strategy for groups of mobile robots"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Exploring caves is important. We present the hardware and edge-AI design "
            "considerations to enable this feature on a novel 6-DOF robot named CavePI. The "
            "guided navigation is driven by a light module. CavePI tracks the guides.",
            "CavePI: a 6-DOF robot",
        ),
        (
            "Exoskeletons are rarely tested outside. Thus, the present work aims to test on a "
            "series of uneven terrains a wearable ankle exoskeleton, named RANK, designed for "
            "walking assistance. RANK consists of a brace and an insole.",
            "RANK: a wearable ankle exoskeleton",
        ),
    ],
)
def test_a_naming_cue_names_the_thing_past_a_purpose(text: str, expected: str) -> None:
    # What "named" names is the noun phrase the purpose ("to enable …", "to test …") leads
    # to, not the sentence's object before it.
    assert derive_title(text).text == expected


def test_a_common_word_the_title_calls_the_kinds_name_leads() -> None:
    # "… framework named Edge": a common word (and one many abstracts use) is the name where
    # the sentence names the kind with it; a name of several words is not cut to its first.
    text = (
        "Knowledge graphs are sparse. We achieve soft augmentation by proposing a knowledge "
        "graph enrichment and embedding framework named Edge. Experiments show the "
        "effectiveness of Edge in link prediction."
    )
    assert derive_title(text).text == "Edge: a knowledge graph enrichment and embedding framework"
    text = (
        "Detectors miss small objects. We propose a single shot object detection network named "
        "Detection with Enriched Semantics. It runs fast."
    )
    assert not derive_title(text).text.startswith("Detection:")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A thin kind the abstract goes on from with what it does: said as what it is for.
        (
            "In this paper, we propose a deep convolutional recurrent neural network that "
            "predicts action sequences for task and motion planning (TAMP) from an initial "
            "scene image. Typical TAMP problems are formalized by combining reasoning.",
            "A deep convolutional recurrent neural network for predicting action sequences",
        ),
        # How it works ("that leverages …") is said as a means, not as what it is for.
        (
            "Planning is hard. We propose a scalable multi-robot path planning framework that "
            "leverages multiple plausible layouts of the scene. It works.",
            "A scalable multi-robot path planning framework leveraging multiple plausible "
            "layouts of the scene",
        ),
    ],
)
def test_a_thin_kind_says_what_its_clause_does(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A clause after a comma says what the kind does too.
        (
            "Linear RNNs are limited by small states. To address this issue, we introduce a "
            "simple outer product-based state expansion mechanism, which significantly "
            "enlarges the recurrent state size without introducing any additional parameters. "
            "Experiments verify it.",
            "A simple outer product-based state expansion mechanism for enlarging the recurrent "
            "state size",
        ),
        # What the kind aims to do is what it is for, both its verbs.
        (
            "Conversations are face to face. We propose a neural conversation model that aims "
            "to read and generate facial gestures alongside with text. This allows it to talk.",
            "A neural conversation model for reading and generating facial gestures alongside "
            "with text",
        ),
        # Not what the kind says again ("… shape decomposition method for decomposing a
        # shape", into parts).
        (
            "In this paper, we propose a novel perception-based shape decomposition method which "
            "aims to decompose a shape into semantically meaningful parts. In addition to three "
            "popular perception rules, we propose a new rule.",
            "A perception-based shape decomposition method",
        ),
        # Not a pair cut inside ("… for disentangling audio" and visual representations).
        (
            "Sound sources are hard to localise. We develop a two-stage audiovisual learning "
            "framework that disentangles audio and visual representations of different "
            "categories from complex scenes, then performs cross-modal feature alignment. "
            "It works well.",
            "A two-stage audiovisual learning framework for disentangling audio and visual "
            "representations",
        ),
        # Not another thing's clause: the cutset networks others built, which model …
        (
            "Among them, cutset networks, which model the mechanics of conditioning, scale "
            "well. We propose one possible alternative to cutset networks that models the full "
            "joint distribution as the product of a local distribution and a tractable one.",
            "One possible alternative to cutset networks for modeling the full joint distribution",
        ),
    ],
)
def test_a_thin_kind_says_what_its_later_clause_does(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_a_repository_name_leads_a_title_cut_where_no_piece_is_left() -> None:
    text = (
        "Existing one-stage methods encode the query as one vector. To address this "
        "deficiency, we propose a recursive sub-query construction framework, which reasons "
        "between image and query for multiple rounds and reduces the referring ambiguity step "
        "by step. Code is available at https://github.com/someone/ReSC."
    )
    title = derive_title(text).text
    assert title.startswith("ReSC: ")
    assert not title.endswith("between image")


def test_taking_account_cut_before_its_of_is_cut_off() -> None:
    plain = "The system infers the next action by taking account of the past actions."
    assert cut_off("A system for inferring the next action by taking account", plain)
    assert not cut_off("A system for inferring the next action", plain)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A means says what it is for, as the abstract goes on.
        (
            "Photo collections contain a large variety of illumination conditions. Current "
            "modeling techniques fail. We present an algorithm that leverages the appearance "
            "variety to obtain more complete and accurate scene geometry along with consistent "
            "appearance information. The proposed method relies on grouping.",
            "Leveraging the appearance variety to obtain more complete and accurate scene geometry",
        ),
        # Not where the abstract points back ("… for the problem and presenting …").
        (
            "Scheduling is hard. We present an approach that adopts an existing network-flow "
            "model for the problem and presents a new reformulation. It works.",
            "Adopting an existing network-flow model",
        ),
        # "for the problem of finding X" is for finding X; past an aside ("…, along with
        # appearance cues, to retrieve …"); past a short form's brackets.
        (
            "We investigate the use of message-passing algorithms for the problem of finding "
            "the max-weight independent set (MWIS) in a graph. First, we study the performance "
            "of loopy max-product belief propagation.",
            "Using message-passing algorithms for finding the max-weight independent set in a "
            "graph",
        ),
        (
            "We introduce an approach that leverages surface normal predictions, along with "
            "appearance cues, to retrieve 3D models for objects depicted in 2D still images from "
            "a large CAD object library. Critical to the success of our approach is the ability "
            "to recover accurate surface normals.",
            "Leveraging surface normal predictions to retrieve 3D models",
        ),
        (
            "This paper considers the question of using a nonlinear complementary filter for "
            "attitude estimation of fixed-wing unmanned aerial vehicle (UAV) given only "
            "measurements from a low-cost inertial measurement unit. A nonlinear complementary "
            "filter is proposed that combines accelerometer output.",
            "Using a nonlinear complementary filter for attitude estimation of fixed-wing "
            "unmanned aerial vehicle",
        ),
    ],
)
def test_a_means_says_what_it_is_for(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A name's thin kind says what its clause does, as one without a name does.
        (
            "Shapes are collections of parts. Given a single depth image of an object, we "
            "present 3D-PRNN, a generative recurrent neural network that synthesizes multiple "
            "plausible shapes composed of a set of primitives. Our generative model encodes "
            "symmetry.",
            "3D-PRNN: a generative recurrent neural network for synthesizing multiple plausible "
            "shapes",
        ),
        # Not a part cut from its list: "… for estimating the position", shape, and posture.
        (
            "Estimating human motion from video is hard. We propose BodySLAM, a monocular SLAM "
            "system that jointly estimates the position, shape, and posture of human bodies, as "
            "well as the camera trajectory. We also introduce a motion model.",
            "BodySLAM: a monocular SLAM system",
        ),
    ],
)
def test_a_named_thin_kind_says_what_its_clause_does(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_a_move_is_not_cut_before_where_to() -> None:
    text = (
        "Grasping in clutter is hard. We propose GraNet, a graph-based grasp pose generation "
        "framework that translates a point cloud scene into multi-level graphs and propagates "
        "features through graph neural networks. It works on real robots."
    )
    assert not derive_title(text).text.endswith("a point cloud scene")


def test_what_the_paper_models_in_the_passive_is_its_topic() -> None:
    text = (
        "While there are very high industry demands on optical fiber, little research has been "
        "done on the modeling and simulation of the optical fiber assembly. In this paper, the "
        "interaction forces in the micro/nano joining step of the optical fiber assembly are "
        "modeled. Simulation of assembly in a virtual environment is performed."
    )
    assert derive_title(text).text.startswith("Interaction forces in the micro/nano joining")


def test_what_a_paper_suggests_is_its_proposal_not_its_claim() -> None:
    suggests = (
        "Tactile displays are used widely. This paper suggests a mouse-type integrated tactile "
        "display system for providing kinesthetic force to the fingertip. Experiments show it "
        "works."
    )
    assert derive_title(suggests).text == (
        "A mouse-type integrated tactile display system for providing kinesthetic force"
    )
    claims = (
        "Dropout is used widely. We suggest that dropout should be applied to every layer of "
        "deep networks. Experiments show it works."
    )
    assert not derive_title(claims).text.startswith("Dropout should")


def test_a_problem_framed_first_is_what_the_later_proposal_is_for() -> None:
    text = (
        "We consider the problem of online optimization, where a learner chooses a decision "
        "from a given decision set and suffers some loss. Proposed algorithms are often "
        "over-conservative. In this paper we introduce a general algorithm that, provided "
        "with a safe learning algorithm and an opportunistic benchmark, can effectively "
        "combine good worst-case guarantees with much improved performance on easy data."
    )
    assert derive_title(text).text == "A general algorithm for online optimization"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "the X problem" framed: the later proposal's kind for it, the problem whole.
        (
            "We study the piecewise constant bandit problem where the expected reward of each "
            "arm changes abruptly. Prior work is limited. We propose a regime adaptive "
            "algorithm that identifies change points with a fixed budget.",
            "A regime adaptive algorithm for the piecewise constant bandit problem",
        ),
        # "the task of X" is X.
        (
            "We focus on the task of image annotation. Existing metrics ignore diversity. We "
            "propose new metrics that reward diverse and distinct annotations.",
            "New metrics for image annotation",
        ),
    ],
)
def test_a_framed_problem_or_task_is_what_the_proposal_is_for(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Integrals are hard. In this work, we propose to replace Monte Carlo samples with "
         "low-discrepancy point sets. It works.",
         "Replacing Monte Carlo samples with low-discrepancy point sets"),
        ("VINs are restricted to small domains. To address this issue, we propose to extend "
         "VINs to representations with multiple levels of abstraction. It works.",
         "Extending VINs to representations with multiple levels of abstraction"),
    ],
)  # fmt: skip
def test_what_the_paper_proposes_to_do_is_said_as_doing_it(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_a_sentence_opening_on_its_purpose_is_not_what_the_paper_does() -> None:
    # (Without its comma the purpose runs on into its clause: "Enhancing the effective data
    # transfer rate a multi-beam optical disk drive".)
    text = (
        "To enhance the effective data transfer rate a multi-beam optical disk drive was "
        "built. It works."
    )
    assert not derive_title(text).text.startswith("Enhancing")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Instructions are hard. We tackle the problem of zero-shot anticipation by "
         "presenting a hierarchical model that generalizes instructional knowledge from "
         "large-scale text-corpora. It works.",
         "A hierarchical model for zero-shot anticipation"),
        ("Dialogue is hard. We focus on task-oriented dialogue systems and address this "
         "limitation by proposing a novel model that integrates external multimodal KB "
         "reasoning with pre-trained language models. It works.",
         "A model for task-oriented dialogue systems"),
        # What it points back at says nothing: what is proposed, with what it does.
        ("Odours are hard. We address the problem by introducing a second search stage "
         "using visual sensing. It works.", "A second search stage using visual sensing"),
    ],
)  # fmt: skip
def test_what_a_proposal_is_made_by_is_what_it_is_for(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_a_thing_made_by_a_proposal_is_not_what_it_is_for() -> None:
    text = (
        "Geometry is hard. We give a clear account about how ACs constrain the two-view "
        "geometry by proposing new algorithms. It works."
    )
    assert not derive_title(text).text.startswith("New algorithms for")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A thin kind and the participle its clause says it with.
        ("This paper presents a novel variable transmission system that is based on the "
         "concept of digital hydraulics. In the proposed system, sets of cylinders are "
         "mounted to a joint.",
         "A variable transmission system based on the concept of digital hydraulics"),
        # What it does, to where its phrase ends ("subject to gravity" said of the cable).
        ("In this paper we propose a visual servoing approach that controls the deformation "
         "of a suspended tether cable subject to gravity from visual data provided by a RGB-D "
         "camera. The cable shape is modelled with a parabolic curve. Simulations and "
         "experimental results demonstrate the efficiency of our visual servoing approach to "
         "deform the tether cable toward a desired shape configuration.",
         "A visual servoing approach for controlling the deformation of a suspended tether "
         "cable"),
        # "… based on X" said right after the kind, its comma too.
        ("Area coverage is an important task for mobile robots. Previous investigations "
         "focused on efficiency. We present a novel multi-robot on-line coverage algorithm, "
         "based on approximate cell decomposition. We analytically show that the algorithm "
         "is complete.",
         "A multi-robot on-line coverage algorithm based on approximate cell decomposition"),
        # A purpose said as one stays one: "designed to acquire X" is "for acquiring X".
        ("Hypergraphs capture high-order information. We present a directed hypergraph "
         "spatial convolution framework that is designed to acquire vertex embeddings of "
         "directed hypergraphs. The framework has two stages.",
         "A directed hypergraph spatial convolution framework for acquiring vertex embeddings"),
        # A means, as titles say one.
        ("Surfaces are hard. We present a sentence embedding learning approach that "
         "exploits both visual and textual information via a multimodal contrastive "
         "objective. It works.",
         "A sentence embedding learning approach exploiting both visual and textual "
         "information"),
        ("In this paper, we present a mobile robot global positioning system which combines "
         "passive RFID and monocular vision. The method is intended to solve the so-called "
         "kidnapped robot problem.",
         "A mobile robot global positioning system combining passive RFID and monocular "
         "vision"),
        # A size said of a quantity goes.
        ("A rich representation is key to general robotic manipulation. In this work we "
         "propose PLEX, a transformer-based architecture that learns from a small amount of "
         "task-agnostic visuomotor trajectories and a much larger amount of task-conditioned "
         "object manipulation videos. PLEX uses visuomotor trajectories.",
         "PLEX: a transformer-based architecture for learning from task-agnostic visuomotor "
         "trajectories"),
        # Whom it lets do what.
        ("We propose an information-theoretic planning approach that enables mobile robots "
         "to autonomously construct dense 3D maps in a computationally efficient manner. "
         "Inspired by prior work, we accomplish this task by formulating an objective.",
         "An information-theoretic planning approach enabling mobile robots to construct dense "
         "3D maps"),
    ],
)  # fmt: skip
def test_a_thin_kind_says_what_its_clause_says(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("RRTs are not as efficient when exploring heterogeneous environments. In this paper, "
         "we present a novel algorithm, Adaptive RRT, that adapts RRT growth to the current "
         "exploration area. It works.",
         "Adaptive RRT: an algorithm that adapts RRT growth to the current exploration area"),
        # Where the kind says nothing more, the term alone.
        ("Learning robot policies from few demonstrations is crucial. We propose a new "
         "method, Interaction Warping, for one-shot learning SE(3) robotic manipulation "
         "policies. We infer the 3D mesh of each object.", "Interaction Warping"),
    ],
)  # fmt: skip
def test_a_term_of_capitalised_words_after_the_kind_leads(text: str, expected: str) -> None:
    title = derive_title(text)
    assert title.text == expected
    assert title.name == expected.partition(":")[0]


def test_a_thin_kind_goes_on_with_its_longer_for_where_the_phrase_ends() -> None:
    text = (
        "We present the first utterly self-supervised network for dense correspondence "
        "mapping between non-isometric shapes. The task of alignment in non-Euclidean domains "
        "is one of the most fundamental and crucial problems in computer vision. The novelty "
        "of our solution is based on a cyclic mapping between metric spaces."
    )
    assert derive_title(text).text == (
        "An utterly self-supervised network for dense correspondence mapping between "
        "non-isometric shapes"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("In this paper, a novel fuzzy logic control system is developed for reactive "
         "navigation of a behavior-based mobile robot in dynamic environments. A combination "
         "of multiple sensors is equipped to sense the obstacles near the robot, the target "
         "location and the current robot speed. A fuzzy logic system with 48 fuzzy rules is "
         "designed, which consists of three behaviors: target seeking, obstacle avoidance and "
         "barrier following.",
         "A fuzzy logic control system for reactive navigation of a behavior-based mobile "
         "robot"),
        ("Generating images of persons is a challenging task. First, a multi-branched "
         "reconstruction network is proposed to disentangle and encode the three factors "
         "into embedding features, which are then combined.",
         "A multi-branched reconstruction network for disentangling and encoding the three "
         "factors"),
    ],
)  # fmt: skip
def test_a_thin_kind_proposed_in_the_passive_says_what_for(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We present a conceptually simple, flexible, and general framework for object "
         "instance segmentation. Our approach efficiently detects objects in an image while "
         "simultaneously generating a high-quality segmentation mask for each instance. The "
         "method, called Mask R-CNN, extends Faster R-CNN by adding a branch for predicting an "
         "object mask. Mask R-CNN is simple to train.",
         "Mask R-CNN: a simple, flexible, and general framework for object instance "
         "segmentation"),
        # Not the first of several methods the abstract names.
        ("We present two methods for parallel Gibbs sampling. The first method, called the "
         "Chromatic sampler, colours the graph. The second is new.",
         "Methods for parallel Gibbs sampling"),
    ],
)  # fmt: skip
def test_a_name_a_later_sentence_gives_leads(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # A part the proposal consists of is defined after the proposal's own short form.
        ("Dense video tasks need per-frame predictions. We propose a Temporal Dilated Video "
         "Transformer (TDViT) that consists of temporal dilated transformer blocks (TDTB). "
         "TDTB extracts spatiotemporal features. Stacked TDTB widen the receptive field.",
         "TDViT"),
        # A short form built on the one closed is the whole's: "(SRU) … (SRU-HM)".
        ("Inverse dynamics matter for control. This paper presents a recurrent network based "
         "on the modified Simple Recurrent Unit (SRU) with hierarchical memory (SRU-HM), "
         "built by nesting SRU cells. SRU-HM keeps long-term information.",
         "SRU-HM"),
    ],
)  # fmt: skip
def test_a_short_form_past_a_closed_one_names_a_part(text: str, name: str) -> None:
    assert derive_title(text).name == name


def test_a_pair_of_short_forms_before_their_kind_is_no_name() -> None:
    text = (
        "This paper addresses cooperative localization under severe communication limits. "
        "Specifically, we present minimum mean square error (MMSE) and maximum a posteriori "
        "(MAP) estimators that process measurements quantized to one bit. Simulations show "
        "the quantized filters match their real-valued counterparts."
    )
    assert not derive_title(text).text.startswith("MMSE")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We study mapping with a robot whose computing power varies. We describe an "
         "extended Kalman filter-based estimator for simultaneous localization and mapping "
         "whose cost is linear in the number of landmarks. Simulations demonstrate the "
         "accuracy of the proposed algorithm (Power-SLAM) on large maps.",
         "Power-SLAM"),
        # Not a part the proposal is built from.
        ("We propose a new framework, edge enhanced graph neural network (EEGNN). EEGNN uses "
         "the structure extracted from the proposed Dirichlet mixture Poisson graph model "
         "(DMPGM) to improve message passing on deep networks.",
         "EEGNN"),
    ],
)  # fmt: skip
def test_the_proposed_kind_names_itself_in_parentheses(text: str, name: str | None) -> None:
    assert derive_title(text).name == name


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Weak labels make instance segmentation hard. We propose sequential label "
         "propagation networks (referred as Label-PNet) that turn image-level labels into "
         "pixel-wise labels step by step. Label-PNet beats earlier weakly supervised methods.",
         "Label-PNet"),
        ("Pose estimation needs correspondences. We introduce a deep correspondence learning "
         "network for direct object pose estimation, shortened as DCL-Nx. Experiments show "
         "DCL-Nx is accurate.",
         "DCL-Nx"),
    ],
)  # fmt: skip
def test_a_name_referred_as_or_shortened_as_is_the_name(text: str, name: str) -> None:
    assert derive_title(text).name == name


def test_an_abbreviated_word_is_no_naming() -> None:
    text = (
        "Typing gets slower when the input includes abbreviated Pinyin. A reason is that an "
        "abbreviated Pinyin maps to many syllables. We adapt a language model to the input."
    )
    assert derive_title(text).name is None


def test_a_means_said_alone_says_what_the_paper_is_for() -> None:
    text = (
        "Pose estimation is a challenging task, as 3D annotations are scarce. We propose to "
        "use two complementary training sources. The first holds images with 2D poses, the "
        "second motion capture data."
    )
    assert derive_title(text).text == "Using two complementary training sources for pose estimation"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Codebooks lose information about local features. This paper proposes a novel image "
         "representation called a Graphical Gaussian Vector, which is a counterpart of the "
         "codebook. It models local features with a Gaussian graphical model.",
         "Graphical Gaussian Vector: an image representation"),
        ("Fine-tuning on noisy data hurts. We propose a general fine-tuning method that we "
         "call information gain filtration, which drops uninformative examples. It helps.",
         "Information gain filtration: a general fine-tuning method"),
    ],
)  # fmt: skip
def test_a_kind_called_a_term_after_an_article_or_that_is_titled_by_it(
    text: str, expected: str
) -> None:
    assert derive_title(text).text.startswith(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A kind whose last phrase points back ("to tackle this problem") is the kind, not a
        # later sentence's piece.
        ("The sparse generalized eigenvalue problem arises in a number of statistical "
         "learning models. However, this problem is difficult to solve since it is NP-hard. "
         "In this paper, we consider a new effective decomposition method to tackle this "
         "problem. Specifically, we use random swapping strategies to find a working set.",
         "An effective decomposition method"),
        ("Semantic segmentation for off-road environments is not widely studied. Existing "
         "segmentation networks degrade under illumination changes. In this paper, a built-in "
         "memory module for semantic segmentation is proposed to overcome these problems. The "
         "memory module stores significant representations of training images.",
         "A built-in memory module for semantic segmentation"),
    ],
)  # fmt: skip
def test_a_kind_worded_the_abstracts_way_at_its_end_is_trimmed(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_a_long_purpose_says_a_short_form_many_papers_use() -> None:
    text = (
        "Tool-integrated agents solve complex reasoning tasks. We introduce ShelfPO, a "
        "two-stage multi-objective optimization framework for aligning tool-using large "
        "language models (LLMs) under competing objectives. ShelfPO adapts reward weights."
    )
    assert derive_title(text).text == (
        "ShelfPO: a two-stage multi-objective optimization framework for aligning tool-using LLMs"
    )


def test_a_kind_which_we_call_a_term_is_titled_by_it() -> None:
    text = (
        "Pose errors are hard to judge in practice. To overcome this problem, we propose a new "
        "metric for localization, which we call Overlap Displacement Error (ODE). This metric "
        "measures the relative displacements between scans."
    )
    assert derive_title(text).text == "Overlap Displacement Error: a metric for localization"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # A kind of a method many papers use, made by the paper: not its name.
        ("Task allocation with conflicting objectives is difficult. We propose a "
         "multi-objective Particle Swarm Optimization (PSO) that uses a hierarchical cost "
         "function. The particles are driven by higher ranked objectives.",
         None),
        # Its whole long form spelled, lowercase words too: the name.
        ("We propose the convolutional LSTM (ConvLSTM) for precipitation nowcasting. "
         "ConvLSTM captures spatiotemporal correlations.",
         "ConvLSTM"),
    ],
)  # fmt: skip
def test_a_kind_of_a_much_used_method_is_not_named_by_it(text: str, name: str | None) -> None:
    assert derive_title(text).name == name


def test_a_worded_title_is_not_trimmed_to_a_lists_last_kind() -> None:
    # "… a hyperparameter and a strategy": the kind ends a list, not the title's one kind.
    plain = (
        "Posterior collapse hurts variational autoencoders. We propose an adjustable "
        "hyperparameter and a strategy to solve this problem. Experiments confirm it."
    )
    title = Title("An adjustable hyperparameter and a strategy to solve this problem", None, True)
    assert titles._trimmed_back(title, plain, 80) is None


def test_a_means_past_an_aside_gets_no_task() -> None:
    # "Using Bayesian surprise, introduced in computer vision" + "for …" would read as if the
    # aside's field were what the means is for.
    plain = (
        "Posterior sampling is a popular exploration strategy. We present the use of Bayesian "
        "surprise, introduced in computer vision. Experiments confirm it."
    )
    said = "Using Bayesian surprise, introduced in computer vision"
    assert titles._means_task(Title(said, None, True), said, plain, 80).text == said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The task shares one modifier with the long form ("video"): the field, said again
        # only in part.
        ("Video object detection suffers from motion blur and occlusion. Earlier methods look "
         "at proposals of one video only. We present a Hierarchical Video Relation Network "
         "(HVR-Net), which relates proposals across videos for video object detection.",
         "HVR-Net: Hierarchical Video Relation Network for video object detection"),
        ("Few-shot graph classification is hard when classes differ. We propose FAITH, a "
         "few-shot learning framework. FAITH is tested on four benchmarks for few-shot graph "
         "classification.",
         "FAITH: a few-shot learning framework for few-shot graph classification"),
    ],
)  # fmt: skip
def test_a_task_that_shares_one_modifier_with_a_thin_title_says_what_for(
    text: str, expected: str
) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        # It spells out the title's acronym ("MT").
        ("LaSS: training a single unified multilingual MT model",
         "Multilingual neural machine translation is popular. We propose LaSS to train a "
         "single unified multilingual MT model. Multilingual neural machine translation gains."),
        # It names a model, not a task.
        ("MLG-CPC: Multi-Level Graph Contrastive Prototypical Clustering framework",
         "Graph neural networks are strong. We propose MLG-CPC. Graph neural networks gain."),
        # It holds a participle's phrase.
        ("PU-GAN: a point upsampling network",
         "Point clouds acquired from range scans are sparse. We propose PU-GAN, a point "
         "upsampling network. It densifies point clouds acquired from range scans."),
    ],
)  # fmt: skip
def test_a_sharing_task_that_is_no_task_is_not_added(said: str, plain: str) -> None:
    title = Title(said, said.split(":")[0], False)
    assert titles._sharing_task(title, plain, 80, repeated=True).text == said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A word that joins two things, cut after the first: the second goes on too.
        ("Face detection and face retargeting are solved apart. We propose a single "
         "end-to-end network to jointly predict the bounding box locations and 3DMM "
         "parameters. It runs in real time on many faces.",
         "A single end-to-end network to jointly predict the bounding box locations and 3DMM "
         "parameters"),
    ],
)  # fmt: skip
def test_what_joins_two_things_says_both(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_what_joins_two_things_takes_no_verb_as_the_second() -> None:
    plain = (
        "Large label sets are hierarchical. We present a probabilistic model for jointly "
        "identifying the underlying task and performs prediction with a linear time cost."
    )
    said = "A probabilistic model for jointly identifying the underlying task"
    assert titles._paired(Title(said, None, True), plain).text == said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A dash sets the appositive off as a comma does.
        ("Robots need maps of what is where. Building such maps is costly on a robot. In this "
         "paper, we propose PanopticNDT – an efficient and robust panoptic mapping approach "
         "based on occupancy mapping. PanopticNDT runs on a mobile robot.",
         "PanopticNDT: an efficient and robust panoptic mapping approach"),
        # A kind whose modifiers a comma lists, called by the name.
        ("Motion planning under uncertainty is hard. To address these challenges, this work "
         "proposes a real-time, risk-aware reachability-based motion planning framework called "
         "RADIUS. RADIUS is tested on a car.",
         "RADIUS: a real-time, risk-aware reachability-based motion planning framework"),
    ],
)  # fmt: skip
def test_an_appositive_after_a_dash_or_a_listed_modifier_describes_the_name(
    text: str, expected: str
) -> None:
    assert derive_title(text).text == expected


def test_two_sentences_run_together_are_no_name() -> None:
    # "tissue.Therefore": a source ran two sentences together; "Tiny.Net" is a name.
    assert not names.namelike("tissue.Therefore")
    assert names.namelike("Tiny.Net")


def test_a_pair_of_verbs_it_is_able_to_do_are_both_what_for() -> None:
    said = "a latent-variable model that is able to segment and track objects in clutter"
    assert describe.as_purpose(said) == (
        "a latent-variable model for segmenting and tracking objects in clutter"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A name that modifies its kind, the clause after saying what it does.
        ("Deep networks are fragile to small perturbations. In this paper, we propose the "
         "DeepFool algorithm to efficiently compute perturbations that fool deep networks. "
         "DeepFool is fast.",
         "DeepFool: an algorithm to efficiently compute perturbations"),
        # A name's long form after a colon, where the kind called by it is thin.
        ("Multi-robot cooperation requires agents to make decisions. To accomplish this goal, "
         "we propose a method named SLiCC: Stackelberg Learning in Cooperative Control. SLiCC "
         "models the problem as a game.",
         "SLiCC: Stackelberg Learning in Cooperative Control"),
        # The capitalised words a name's letters come from, in brackets inside the kind.
        ("Few-shot NER is hard without source data. In this paper, we propose a novel "
         "multi-task (Seed, Expand and Entail) learning framework, SEE-Few, for few-shot NER "
         "without using source domain data. The seed works.",
         "SEE-Few: a multi-task learning framework for few-shot NER"),
    ],
)  # fmt: skip
def test_a_name_that_modifies_its_kind_or_is_spelled_after_a_colon_is_described(
    text: str, expected: str
) -> None:
    assert derive_title(text).text.startswith(expected)


def test_a_name_that_modifies_its_kind_is_not_described_by_its_parts() -> None:
    plain = (
        "We propose a PGNN-EK model that consists of two main components. It helps program "
        "understanding."
    )
    at = plain.index("PGNN-EK") + len("PGNN-EK")
    assert describe.describe(plain, "PGNN-EK", at, 80) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A clause past a comma between two modifiers of one noun.
        ("Labelled data is costly to collect. We present a novel framework called RenderGAN "
         "that can generate large amounts of realistic, labeled images by combining a 3D "
         "model and a GAN. It helps.",
         "RenderGAN: a framework for generating large amounts of realistic, labeled images"),
        # What for, to the sentence's next verb.
        ("Streaming learners forget. Here, we describe the ExStream algorithm for memory "
         "efficient rehearsal and compare it to alternatives. Full rehearsal helps.",
         "ExStream: an algorithm for memory efficient rehearsal"),
        # A long form in brackets after a called name, with what for after them.
        ("Planning under uncertainty is slow. We propose a framework called FSBS (Forward "
         "Search in Belief Space) for online planning in POMDPs. FSBS is fast.",
         "FSBS: Forward Search in Belief Space for online planning in POMDPs"),
    ],
)  # fmt: skip
def test_what_a_called_or_modifying_name_is_for_is_read_whole(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_an_appositive_goes_on_past_modifiers_listed_before_their_noun() -> None:
    text = (
        "Folding robots are hard to model. We present ROCR, a pendular two-link, serial chain "
        "robot for climbing. ROCR climbs walls."
    )
    assert derive_title(text).text.startswith("ROCR: a pendular two-link, serial chain robot")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "between two X" says both at once: no pair is cut, whatever "and" follows.
        ("Collision checks are slow. In this paper, we propose PairwiseNet, a model that "
         "estimates the minimum distance between two geometric shapes and overcomes many of "
         "the limitations of current models. It is fast.",
         "PairwiseNet: a model for estimating the minimum distance between two geometric shapes"),
        # A name between "a novel" and its kind.
        ("Slip detection needs touch and vision. In this paper we propose a novel CNN-TCN model "
         "to fuse tactile and visual information for detecting slip. It works well.",
         "CNN-TCN: a model to fuse tactile and visual information for detecting slip"),
    ],
)  # fmt: skip
def test_a_between_two_or_a_novel_name_kind_is_described_whole(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_between_a_quantity_and_a_cut_modifier_is_still_cut_off() -> None:
    plain = (
        "We present a method for quickly determining the minimum distance between multiple "
        "known and multiple unknown objects within a camera image."
    )
    assert cut_off("Quickly determining the minimum distance between multiple known", plain)


def test_a_benchmark_its_name_modifies_is_what_the_name_is() -> None:
    plain = (
        "In this work, we introduce the ICLEval benchmark to evaluate the ICL abilities of "
        "LLMs, which encompasses two key sub-abilities."
    )
    at = plain.index("ICLEval") + len("ICLEval")
    assert describe.describe(plain, "ICLEval", at, 80) == (
        "a benchmark to evaluate the ICL abilities of LLMs"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "…, which is a …" where nothing else says what the name is.
        ("Object detectors reuse classification backbones. Due to this gap, we propose DetNet "
         "in this paper, which is a novel backbone network specifically designed for object "
         "detection. DetNet keeps high resolution.",
         "DetNet: a backbone network"),
        # The means, not the problem it points back at.
        ("Point clouds are large. In this paper, we propose VoxNet, an architecture to tackle "
         "this problem by integrating a volumetric occupancy grid with a 3D CNN. It is fast.",
         "VoxNet: an architecture integrating a volumetric occupancy grid with a 3D CNN"),
    ],
)  # fmt: skip
def test_what_a_name_is_past_which_is_or_a_problem_pointed_back_at(
    text: str, expected: str
) -> None:
    assert derive_title(text).text.startswith(expected)


def test_the_first_doing_is_no_kind() -> None:
    plain = (
        "To this end, we propose RRHFV, which is the first using rank-responses to mitigate "
        "hallucinations. It helps."
    )
    at = plain.index("RRHFV") + len("RRHFV")
    assert describe.describe(plain, "RRHFV", at, 80) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "our recent work on X" is about X.
        ("Robot-assisted surgical systems are spreading. This paper presents our recent work on "
         "the design of a laryngeal surgical system. The slave has dual arms.",
         "Design of a laryngeal surgical system"),
        # So is "work on X", "ongoing work towards X" said as the contribution; not the work
        # a paper extends.
        ("This paper describes work on multi-robot pattern formation. A distributed controller "
         "guarantees collision free trajectories.", "Multi-robot pattern formation"),
        ("Humanoids need to balance. We report ongoing work toward the development of a "
         "balance controller for humanoid robots. It works.",
         "Development of a balance controller for humanoid robots"),
        ("Mixtures are flexible. We extend recent work on Bayesian nonparametric mixtures by "
         "adding a variational treatment. It works.",
         "Extending recent work on Bayesian nonparametric mixtures by adding a variational "
         "treatment"),
        # A passive after "Here".
        ("Conditional independence testing is hard for continuous data. Here a fully "
         "non-parametric test for continuous data is presented. It is fast.",
         "A fully non-parametric test for continuous data"),
    ],
)  # fmt: skip
def test_what_our_work_is_on_or_what_is_presented_here_is_the_topic(
    text: str, expected: str
) -> None:
    assert derive_title(text).text == expected


def test_a_modifier_listed_before_its_noun_is_cut_off_where_the_noun_goes_on() -> None:
    plain = "We present autonomous inspection of completely dark, featureless, symmetric dams."
    assert cut_off("Autonomous inspection of dark, featureless", plain)


def test_a_thin_name_says_the_problem_the_abstract_addresses() -> None:
    text = (
        "This paper addresses the problem of grasping arbitrarily shaped objects, observed as "
        "partial point clouds. We propose the Local Contact Moment (LoCoMo), which matches "
        "contacts. LoCoMo grasps well."
    )
    assert derive_title(text).text == (
        "LoCoMo: Local Contact Moment for grasping arbitrarily shaped objects"
    )


@pytest.mark.parametrize(
    "plain",
    [
        # A comma between the phrase's modifiers: its noun is cut away.
        "This paper addresses the problem of localizing and tracking one intermittent, moving "
        "sound source using a microphone array.",
        # A modifier at its end.
        "We address the problem of retrieving high-resolution (HR) textures from scans.",
    ],
)
def test_a_problem_cut_before_its_noun_is_no_task(plain: str) -> None:
    assert tasks.problem_addressed(plain) is None


@pytest.mark.parametrize(
    ("plain", "name"),
    [
        # What it is for points back at the problem.
        ("To solve it, we propose a Dual-Filtering method for the problem of estimation. Good.",
         "Dual-Filtering"),
        # What it is for is cut at a number.
        ("We propose the CMOS+FPGA vision system to realize 1,000 Hz visual feedback. Fast.",
         "CMOS+FPGA"),
        # "which is an abbreviation of …" says no kind.
        ("We propose ORORA, which is an abbreviation of Outlier-RObust RAdar odometry. Good.",
         "ORORA"),
    ],
)  # fmt: skip
def test_a_name_is_not_described_by_a_problem_a_number_or_its_abbreviation(
    plain: str, name: str
) -> None:
    at = plain.index(name) + len(name)
    assert describe.describe(plain, name, at, 80) is None


def test_a_bracketed_long_form_takes_only_a_for_after_it() -> None:
    plain = (
        "We propose a network called ReLiNet (Recurrent Linear Parameter Varying Network) to "
        "ensure safety for multistep prediction. It works."
    )
    at = plain.index("ReLiNet") + len("ReLiNet")
    assert describe.describe(plain, "ReLiNet", at, 120) != (
        "Recurrent Linear Parameter Varying Network to ensure safety for multistep prediction"
    )


def test_a_title_a_coined_term_leads_is_not_led_by_the_repository_too() -> None:
    text = (
        "We introduce a 3D instance representation, termed instance kernels, where instances "
        "are vectors. Code is at https://github.com/W1zheng/DKNet."
    )
    title = derive_title(text).text
    assert title.startswith("Instance kernels: a 3D instance representation"), title
    assert title.count(": ") == 1


def test_a_task_of_one_word_says_what_turns_into_what() -> None:
    plain = (
        "Recent studies leverage LLMs to tackle the challenging task of Text-to-SQL. Retrieval "
        "is costly."
    )
    assert tasks.problem_addressed(plain) == "Text-to-SQL"
    assert tasks.problem_addressed("We tackle the task of SQL. It is hard.") is None


def test_a_quoted_name_after_its_kind_leads_the_title() -> None:
    text = (
        "Object search is hard. We present a drawer-type storage system for supporting object "
        "search, \u201cTansuBot\u201d, which uses wooden parts. TansuBot works."
    )
    assert derive_title(text).text == (
        "TansuBot: a drawer-type storage system for supporting object search"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # An article, a modifier and a noun the abstract goes on from with a short "of".
        ("Drones are everywhere. We propose SelfSys, a platform for the automated control of "
         "the fluidic self-assembly of microparticles. It works.",
         "SelfSys: a platform for the automated control of the fluidic self-assembly of "
         "microparticles"),
        # Not one of a pair the abstract goes on with, nor a verb's word.
        ("We derive new minimax results that capture the relative benefits of source and "
         "target labeled data. They hold.",
         "New minimax results that capture the relative benefits of source and target labeled "
         "data"),
    ],
)  # fmt: skip
def test_a_short_of_phrase_after_a_modified_noun_goes_on(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_an_of_phrase_is_not_carried_into_a_verbless_clause() -> None:
    title = Title("A system where the lip motion", None, True)
    plain = "We build a system where the lip motion of a remote robot follows the operator."
    assert titles._of_carried(title, plain) == title


def test_an_of_phrase_is_not_carried_to_one_of_a_pair() -> None:
    title = Title("Results that capture the relative benefits", None, True)
    plain = "We show results that capture the relative benefits of images and videos."
    assert titles._of_carried(title, plain) == title


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A kind alone goes on with what it is for, the name between it and its clause.
        (
            "Robots must share work. In this paper, we present a centralized algorithm, named "
            "Tercio, that handles tightly intercoupled temporal and spatial constraints and "
            "scales to larger problem sizes than prior art. We show it works on ten robots.",
            "Tercio: a centralized algorithm for handling tightly intercoupled temporal and "
            "spatial constraints",
        ),
        # Not with a pair's second verb left without its object, nor with a means.
        (
            "Text models overfit. We propose a data augmentation technique, HiddenCut, to "
            "better regularize the model and encourage it to learn more generalizable features.",
            "HiddenCut: a data augmentation technique",
        ),
        (
            "Meta-learning overfits. We propose a cooperative meta-learning framework, CML, which "
            "leverages gradient-level regularization with a co-learner. It helps.",
            "CML: a cooperative meta-learning framework",
        ),
        # Up to the longest limit.
        (
            "In this paper, we put forth a novel and effective attack strategy, dubbed "
            "InverseNet, that steals the functionality of black-box cloud-based models with "
            "only a small number of queries. InverseNet constructs inversed training samples.",
            "InverseNet: an effective attack strategy for stealing the functionality of "
            "black-box cloud-based models",
        ),
    ],
)
def test_a_name_and_its_kind_go_on_with_what_it_is_for(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A pair of verbs straight after "we": both are said as doings, whatever follows.
        (
            "Occlusion is hard. In particular, we evaluate and compare models that range from "
            "standard object class detectors to part-based representations.",
            "Evaluating and comparing models",
        ),
        (
            "Topic models abound. We evaluate and compare Community Topic with Latent Dirichlet "
            "Allocation on three corpora.",
            "Evaluating and comparing Community Topic with Latent Dirichlet Allocation",
        ),
    ],
)
def test_a_verbs_pair_is_said_as_two_doings(text: str, expected: str) -> None:
    assert derive_title(text).text.startswith(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "This paper addresses the challenge of X. We introduce a Y …": a Y for X.
        (
            "Language models struggle with low-resource languages. This paper addresses the "
            "critical challenge of improving multilingual performance without extensive "
            "fine-tuning. We introduce a novel dynamic learning approach that optimizes prompt "
            "strategy per query at runtime.",
            "A dynamic learning approach for improving multilingual performance",
        ),
        # Not for a problem of one word.
        (
            "Structured prediction is costly. We address the key challenge of learning to "
            "control fine-grained feature extraction adaptively, exploiting non-homogeneity of "
            "the data. We propose an architecture that uses a rich feedback loop.",
            "Learning to control fine-grained feature extraction adaptively",
        ),
    ],
)
def test_a_framed_challenge_titles_the_kind_proposed_for_it(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "a method for performing X": the thing done, not the doing.
        (
            "We present a method for performing transductive inference on very large datasets. "
            "Our algorithm is based on multiclass Gaussian processes.",
            "Transductive inference on large datasets",
        ),
    ],
)
def test_a_doing_that_says_nothing_is_dropped(text: str, expected: str) -> None:
    assert derive_title(text).text.startswith(expected)


def test_a_doing_stays_before_a_determiner() -> None:
    text = (
        "We present a method for performing a musical piece with a robot drummer. Our drummer "
        "uses variable stiffness actuators."
    )
    assert derive_title(text).text.startswith("Performing a musical piece")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # "The X is a KIND", "X is the smallest …": a robot's coined name.
        (
            "Swarms need cheap robots. The TinyTeRP is a small, low-cost, modular robotics "
            "platform used to study robot sensing and control. TinyTeRP drives on two wheels.",
            "TinyTeRP",
        ),
        (
            "Legged robots are heavy. RoACH is the smallest and lightest autonomous legged robot "
            "produced to date, at 2.4 g including control electronics and battery.",
            "RoACH",
        ),
    ],
)
def test_a_robot_said_to_be_a_kind_or_a_record_names_the_paper(text: str, name: str) -> None:
    assert derive_title(text).name == name


def test_the_code_repository_names_the_paper_over_a_metric_it_defines() -> None:
    text = (
        "We propose a new approach, Knowledge Distillation using Optimal Transport (KNOT), to "
        "distill semantic knowledge from multiple teachers. To evaluate the transfer, we "
        "introduce a new metric, Semantic Distance (SD), that measures semantic closeness. "
        "The code is at https://github.com/declare-lab/KNOT."
    )
    assert derive_title(text).text.startswith("KNOT: Knowledge Distillation using Optimal")


def test_a_called_phrase_keeps_the_doing_before_it() -> None:
    text = (
        "Text-to-SQL parsers are brittle. This paper aims to improve the performance of "
        "text-to-SQL parsing by exploring the intrinsic uncertainties in the neural network based "
        "approaches (called SUN). From the data uncertainty perspective, one SQL has many forms."
    )
    assert derive_title(text).text.startswith("SUN: exploring the intrinsic uncertainties")


def test_a_named_titles_study_drops_its_article() -> None:
    text = (
        "Climbing smooth walls is hard. We describe the design and control of a new bio-inspired "
        "climbing robot designed to scale smooth vertical surfaces. The robot, called Stickybot, "
        "draws its inspiration from geckos."
    )
    assert derive_title(text).text.startswith("Stickybot: design and control of a")


def test_one_of_several_named_things_does_not_name_the_paper() -> None:
    text = (
        "Multi-hop reading needs logic. We propose a deep-learning based inductive logic "
        "reasoning method for multi-hop reading comprehension. We evaluate it on two reading "
        "comprehension datasets, namely WikiHop and MedHop."
    )
    assert derive_title(text).name is None


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Transformers read every token. To address this, we propose the Transkimmer "
            "architecture, which learns to identify hidden state tokens that are not required.",
            "Transkimmer",
        ),
        (
            "Planning takes time. In this context we present the S* algorithm which minimizes "
            "the total planning time by balancing search and collision checking.",
            "S*",
        ),
    ],
)
def test_the_name_before_its_kind_a_verb_brings_in(text: str, name: str | None) -> None:
    assert derive_title(text).name == name


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "the problem of X" is titled X.
        (
            "We consider the challenging problem of unsupervised change point detection in "
            "multivariate time series. Existing methods need labels. We learn without them.",
            "Unsupervised change point detection in multivariate time series",
        ),
    ],
)
def test_a_problem_is_titled_as_itself(text: str, expected: str) -> None:
    assert derive_title(text).text.startswith(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A name said with its long form alone goes on with the appositive that says what it
        # is, where the longer limit lets it be said.
        (
            "Safe exploration needs strong assumptions. Addressing this gap, we propose "
            "Analogous Safe-state Exploration (ASE), an algorithm for provably safe exploration "
            "in MDPs with unknown, stochastic dynamics. Our method exploits analogies.",
            "ASE: Analogous Safe-state Exploration, an algorithm for provably safe exploration "
            "in MDPs",
        ),
        # Not one the limit cut inside a noun's pair.
        (
            "Sensor placement matters. We present the Human Odometry Outdoor Dataset (HOOD), "
            "a public collection of labelled accelerometer and gyroscope data recordings.",
            "HOOD: Human Odometry Outdoor Dataset",
        ),
        # Nor one that says the long form again.
        (
            "Odometry is slow. We present Direct Sparse Odometry Lite (DSOL), an improved "
            "version of Direct Sparse Odometry Lite that runs faster on a small robot.",
            "DSOL: Direct Sparse Odometry Lite",
        ),
    ],
)
def test_a_long_form_goes_on_with_its_appositive(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A bare kind goes on with what it is for, where the rules say it at the longest limit
        # once its clause is said shorter.
        (
            "Magnetic micromanipulation has the advantage of untethered control, high "
            "precision, and biocompatibility and has recently undergone great advances. The "
            "magnetic micromanipulation task to tackle in this work is to three-dimensionally "
            "navigate a 5-micrometer magnetic bead inside a mouse embryo and perform "
            "mechanical measurements at multiple locations. Existing technologies are not able "
            "to achieve these navigation and measurement goals because of poor magnetic force "
            "scaling and/or lacking the capability of applying an accurately controlled force. "
            "This paper reports a robotic "
            "magnetic tweezer system that enables, for the first time, intra- embryonic "
            "magnetic navigation and force application. A single magnetic bead was "
            "introduced into a mouse embryo.",
            "A robotic magnetic tweezer system for intra-embryonic magnetic navigation and force "
            "application",
        ),
        # Not with what points back.
        (
            "Large-scale training suffers from two challenges: the synchronization slowdown "
            "due to the straggling workers, and high communication costs. In this work, we "
            "propose an asynchronous Stochastic Frank Wolfe (SFW-asyn) method, which, for the "
            "first time, solves the two problems simultaneously, while successfully "
            "maintaining the same convergence rate as the vanilla SFW.",
            "An asynchronous Stochastic Frank Wolfe method",
        ),
    ],
)
def test_a_bare_kind_goes_on_with_what_it_is_for(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_a_flagged_kind_to_tackle_a_challenge_is_said_for_it() -> None:
    # "A control pipeline to tackle the challenge of controlling soft robots" is flagged for
    # the abstract's wording; said as titles say it, it is clean.
    text = (
        "Soft robots often include internal constraints and thus actuation is typically "
        "limited in the range of action and it is often unidirectional. This paper proposes a "
        "control pipeline to tackle the challenge of controlling soft robots with internal "
        "constraints in environments with obstacles. We show how the constraints on actuation "
        "can be propagated and integrated with geometrical constraints."
    )
    assert derive_title(text).text.startswith("A control pipeline for controlling soft robots")


def test_a_short_form_of_what_the_purpose_acts_on_is_no_name() -> None:
    # "an algorithm to recover the parameters of supervised latent Dirichlet allocation
    # (sLDA) models": sLDA is what the algorithm works on, not the paper's name for it.
    text = (
        "Supervised topic models simultaneously model the latent topic structure of large "
        "collections of documents and a response variable associated with each document. "
        "This paper presents a novel spectral decomposition algorithm to recover the "
        "parameters of supervised latent Dirichlet allocation (sLDA) models. The "
        "Spectral-sLDA algorithm is provably correct and computationally efficient."
    )
    assert not derive_title(text).text.startswith("sLDA")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # What a kind "can" do is what it is for.
        (
            "Neural networks are vulnerable. In this paper, we propose a data-driven inference "
            "method that can synthesize a photorealistic texture map of a complete 3D face "
            "model given a partial 2D view of a person in the wild.",
            "A data-driven inference method for synthesizing a photorealistic texture map",
        ),
        # Not where a second verb would stay bare.
        (
            "Point clouds are attacked. We propose CCN, a point cloud architecture which can "
            "smooth and disrupt the adversarial perturbations. It is robust.",
            "CCN: a point cloud architecture which can smooth and disrupt the adversarial "
            "perturbations",
        ),
    ],
)
def test_what_a_kind_can_do_is_what_it_is_for(text: str, expected: str) -> None:
    assert derive_title(text).text.startswith(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A name with only its long form goes on with the purpose said right after its short
        # form.
        (
            "Attention is costly. In this paper, we propose a Fully Attentional Network "
            "(FLANet), to encode both spatial and channel attentions in a single similarity "
            "map while maintaining high computational efficiency.",
            "FLANet: Fully Attentional Network for encoding both spatial and channel attentions "
            "in a single similarity map",
        ),
        # A purpose said as a gerund whose verb drops its "e" ("visualizing", "optimizing").
        (
            "In this paper, we propose a new method, Parametric Embedding (PE), for visualizing "
            "the posteriors estimated over a mixture model. PE embeds both objects and their "
            "classes in a low-dimensional space.",
            "PE: Parametric Embedding for visualizing the posteriors estimated over a mixture "
            "model",
        ),
        (
            "We develop a black box algorithm, operator variational inference (OPVI), for "
            "optimizing any operator objective. It works well.",
            "OPVI: operator variational inference for optimizing any operator objective",
        ),
        # What a clause after the short form says it can do, or is able to, is what it is for.
        (
            "We propose Linearity-Aware Subspace Clustering (LASC), which can consciously learn "
            "the similarity matrix by employing a linearity-aware metric. Experiments show gains.",
            "LASC: Linearity-Aware Subspace Clustering for learning the similarity matrix",
        ),
        (
            "We present a multimodal pouring network (MP-Net) that is able to predict liquid "
            "height robustly. It works on real robots.",
            "MP-Net: multimodal pouring network for predicting liquid height robustly",
        ),
        # Not one that pairs its verb (the second would stay bare).
        (
            "This paper presents the spherical-actuator-magnet manipulator (SAMM), which is "
            "designed to replace or augment the singularity-prone spherical wrist used by prior "
            "permanent-magnet manipulation systems. The SAMM uses three omniwheels.",
            "SAMM: spherical-actuator-magnet manipulator",
        ),
        # Not one cut inside a list.
        (
            "We present a multi-sensor aided inertial navigation system (MINS) that can "
            "efficiently fuse multi-modal measurements of IMU, camera, wheel encoder, GPS, and "
            "3D LiDAR along with online calibration. It runs in real time.",
            "MINS: multi-sensor aided inertial navigation system",
        ),
        # Not one that goes on with a verb of its own.
        (
            "We propose a Timestep-Wise Regularisation VAE (TWR-VAE), which can effectively avoid "
            "posterior collapse and can be applied to any RNN-based VAE models.",
            "TWR-VAE: Timestep-Wise Regularisation VAE",
        ),
        # Not a purpose that points back.
        (
            "Many challenges remain. We propose a Generative Multi-View Action Recognition "
            "(GMVAR) framework to address the challenges above. It works on three datasets.",
            "GMVAR: Generative Multi-View Action Recognition framework",
        ),
    ],
)
def test_a_long_form_goes_on_with_the_purpose_after_its_short_form(
    text: str, expected: str
) -> None:
    assert derive_title(text).text == expected


def test_a_framed_problem_is_titled_with_the_kind_proposed_for_it() -> None:
    # The problem alone says what the paper studies; the kind a later sentence proposes for
    # it says what it brings, past the soft limit.
    text = (
        "This paper considers the problem of stochastic motion planning in uncertain "
        "environments, and extends existing chance constrained optimal control solutions. "
        "Due to the imperfect knowledge of the system state caused by motion uncertainty, "
        "sensor noise and environment uncertainty, the system constraints cannot be "
        "guaranteed to be satisfied and consequently must be considered probabilistically. "
        "Standard chance constrained stochastic motion planning methods do not incorporate "
        "environmental sensing which typically leads to overly-conservative solutions. To "
        "address this, a novel hierarchical framework is proposed that consists of two main "
        "steps: an expected shortest path problem on an uncertain graph and a chance "
        "constrained motion planning problem."
    )
    assert derive_title(text).text == (
        "A hierarchical framework for stochastic motion planning in uncertain environments"
    )


def test_a_framed_problem_is_said_without_its_clause() -> None:
    # "the problem of X, where the goal is …": X is the problem the kind is for.
    text = (
        "We study the problem of online prediction for realtime camera planning, where the "
        "goal is to predict smooth trajectories that correctly track and frame objects of "
        "interest (e.g., players in a basketball game). The conventional approach for training "
        "predictors does not directly consider temporal consistency, and often produces "
        "undesirable jitter. We propose a recurrent decision tree framework that can directly "
        "incorporate temporal consistency into a data-driven predictor. Our approach does not "
        "require any post-processing."
    )
    assert derive_title(text).text == (
        "A recurrent decision tree framework for online prediction for realtime camera planning"
    )
