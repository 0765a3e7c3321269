"""Tests for readinglist.extract.tasks: what an abstract says its paper is for."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from readinglist.extract.tasks import task
from readinglist.extract.titles import derive_title

# The opening of a real abstract (CVPR), where the task is its first subject.
SCENE_LABELING = (
    "Scene labeling is a challenging computer vision task. It requires the use of both local "
    "discriminative features and global context information. We adopt a deep recurrent "
    "convolutional neural network (RCNN) for this task, which is originally proposed for object "
    "recognition. Different from traditional convolutional neural networks (CNN), this model has "
    "intra-layer recurrent connections in the convolutional layers. To further utilize the "
    "context, a multi-scale RCNN is proposed. Over two benchmark datasets, the model outperforms "
    "many state-of-the-art models in accuracy and efficiency."
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (SCENE_LABELING, "scene labeling"),
        # Its kind of work after it ("approaches") is not the task.
        ("Point cloud registration approaches often fail when overlap is low. We propose a "
         "network.", "point cloud registration"),
        ("Top-down saliency detection is a knowledge-driven search task. We design a model.",
         "top-down saliency detection"),
        # A long form's capitals are a name's, not the task's; an acronym keeps its own.
        ("Knowledge Graph Question Answering (KGQA) is hard. We study it.",
         "knowledge graph question answering"),
        ("3D object detection is key for driving. We propose a module.", "3D object detection"),
        # Said twice, inside sentences: as the abstract spells it ("Chinese").
        ("Detecting fraud matters. We build a dataset for Chinese fraud detection. Baselines "
         "for Chinese fraud detection are given.", "Chinese fraud detection"),
        ("Deep learning has achieved much. We propose a network for universal domain "
         "adaptation. Universal domain adaptation is hard.", "universal domain adaptation"),
        # Past an opening quote (a list's CSV field) or a time before the subject.
        ('"Weakly-supervised object detection (WSOD) aims to train detectors. We switch.',
         "weakly-supervised object detection"),
        ("Recently, biomedical question answering (BQA) has attracted attention. We propose "
         "a network.", "biomedical question answering"),
        ("In recent years, federated minimax optimization has attracted attention.",
         "federated minimax optimization"),
        # Not from a verb after "to": "to learn Bézier primitive segmentation"; "state
        # estimation" is a task.
        ("We aim to learn Bézier primitive segmentation from points. A framework is proposed "
         "to learn Bézier primitive segmentation well.", "Bézier primitive segmentation"),
        ("We fuse sensors for mobile agent state estimation. Collaborative State Estimation "
         "helps.", "state estimation"),
        # A long form's capitals, hyphened too, are lowercase; an acronym's part is not.
        ("Person Re-Identification (ReID) is hard. We propose a network.",
         "person re-identification"),
        # "Neural" or "Machine" opens a task; "Neural networks", "Machine learning" do not.
        ("Neural architecture search (NAS) has been successful. We study it.",
         "neural architecture search"),
        ("Machine translation is hard. We propose a model.", "machine translation"),
        # A gerund after a modifier is an action the titles' table may not have met yet.
        ("Machine unlearning aims to eliminate the influence of data. We propose a method.",
         "machine unlearning"),
        ("Class-incremental learning is hard. We propose a framework.",
         "class-incremental learning"),
    ],
)  # fmt: skip
def test_what_an_abstract_says_its_paper_is_for(text: str, expected: str) -> None:
    assert task(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # A clause, background or a judged phrase opens it; an object said twice is no task.
        "If multiple cleaning robots work in a building, coverage is hard. We propose a method.",
        "Recent object detection methods are slow. We propose a method.",
        "Numerous single image deblurring algorithms are proposed. We study them.",
        "Kernel functions matter. We propose a method. Kernel functions are used.",
        "Robots are everywhere. We propose a controller.",
        "Machine learning detection is everywhere. We propose a detector.",
        # A subordinate clause opens no task; nor does a noun ending as an action ("scarcity").
        "Though deep reinforcement learning works, it is slow. We propose a method.",
        "Data scarcity is common. We propose a method.",
        "Neural networks detection is hard. We propose a detector.",
        # "-ment" names an action ("assessment"), not "environment".
        "Robots fall. We adopt a strategy in the surrounding environment. The surrounding "
        "environment is cluttered.",
        "",
    ],
)
def test_no_task_where_the_abstract_says_none(text: str) -> None:
    assert task(text) is None


@given(st.text(max_size=300))
def test_any_text_gives_a_task_it_holds_or_none(text: str) -> None:
    found = task(text)
    assert found is None or found.lower() in text.lower()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (SCENE_LABELING, "A multi-scale RCNN for scene labeling"),
        # A name's long form alone says what for too.
        ("Domain adaptation is a fundamental problem. We propose Bidirectional Adversarial "
         "Training (BiAT). BiAT is simple and beats baselines on three benchmarks.",
         "BiAT: Bidirectional Adversarial Training for domain adaptation"),
    ],
)  # fmt: skip
def test_a_thin_title_says_what_its_paper_is_for(text: str, expected: str) -> None:
    assert derive_title(text).text == expected


def test_a_title_that_says_its_task_gains_none() -> None:
    text = (
        "Domain adaptation is a fundamental problem. We propose a new method for domain "
        "adaptation. It beats baselines on three benchmarks."
    )
    assert derive_title(text).text == "A method for domain adaptation"


def test_an_opening_task_that_says_the_title_again_gives_way() -> None:
    # The opening's task opens on a title's word ("curriculum"): the phrase said twice instead.
    text = (
        "Curriculum learning is hard. We rank labels for image classification. Image "
        "classification results improve."
    )
    assert task(text) == "curriculum learning"
    assert task(text, unlike=frozenset({"curriculum", "lcl"})) == "image classification"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "pose" and "face" name the task before another noun, not the opening's verb.
        ("Human pose estimation is a hard problem. We go.", "human pose estimation"),
        ("3D face reconstruction is hard. We go.", "3D face reconstruction"),
        ("Pose estimation poses a challenge. We go.", "pose estimation"),
    ],
)
def test_pose_and_face_before_a_noun_are_the_tasks_words(text: str, expected: str) -> None:
    assert task(text) == expected
