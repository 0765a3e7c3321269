"""Acronyms: the generic ones every abstract uses, and whether a phrase spells one out."""

from __future__ import annotations

import re
from functools import lru_cache

from readinglist.extract.delatex import plain as _plain

# Acronyms every abstract uses; they never name the paper's own contribution.
_GENERIC = frozenset(
    str.split(
        "LLM MLLM VLM VLA LRM LMM 1D 2D 3D 4D SOTA CNN GNN RL GPU TPU CPU NLP CV QA VQA F1 SGD "
        "MSE API AI ML DNN RNN MLP VIT BERT GPT MOE RAG KL PDE ODE SDE MDP POMDP IID OOD ROI "
        "AUC MRI CT RGB LORA PPO DPO GRPO SFT RLHF RLVR COT ICL LSTM GAN VAE NERF SAM CLIP MAE "
        "SSL KD NAS MCTS NTK SVD PCA GP HMM EM SVM KNN OCR ASR TTS NER IR ID TD IO PAC SNR FID "
        "PSNR SSIM BLEU IOU MAP SSM SSMS RLAIF ROPE HTTP HTML URL PDF GPU-HOURS CUDA LIDAR EEG "
        "ECG FMRI DNA RNA USA UK EU SAE LM PEFT RM GRU TCN VQ FFN MHA KV DP DDPM DDIM ELBO MLE "
        "BO GD LR NMT MT WER CER BPE NLI NLU NLG MCMC HMC VI RKHS GCN GAT MPNN WL SLAM GUI UI "
        "AGI ASIC FPGA IOT EHR ICU PET CTR SQL KG KGS MIL MOT OCT AUROC AP MAPE RMSE MAE ECE "
        "E-STEP M-STEP"
    )
)
_BOLD_LETTER = re.compile(r"(?:\*\*|\\textbf\{)([A-Z])(?:\*\*|\})")


def generic(token: str) -> bool:
    """An acronym every abstract uses ("LLMs", "3D"), never a paper's own name."""
    # A plural's "s" is lowercase ("LLMs"): "GPS" is no plural of "GP".
    bare = token.rstrip("+")
    core = bare.upper()
    return core in _GENERIC or (bare.endswith("s") and core[:-1] in _GENERIC)


# (Cached, as abbreviates: the name search and the title's steps ask again of the same text.)
@lru_cache(maxsize=8)
def bold_letters(raw: str) -> tuple[str, str]:
    """Letters bolded one by one ("**C**ost-efficient **A**ccurate …") and the phrase they span."""
    if "**" not in raw and "\\textbf{" not in raw:  # what every _BOLD_LETTER match opens with
        return "", ""
    hits = list(_BOLD_LETTER.finditer(raw))
    if len(hits) < 2 or hits[-1].start() - hits[0].start() > 300:
        return "", ""
    # Each letter may be bolded in math: "$\textbf{U}$ncertainty $\textbf{S}$et": the span
    # opens before the first "$" and closes after the last, or the words between read as math.
    start, end = hits[0].start(), hits[-1].end()
    start -= raw[start - 1 : start] == "$"
    end += raw[end : end + 1] == "$"
    tail = re.match(r"[\w-]*", raw[end:])
    phrase = _plain(raw[start : end + (tail.end() if tail else 0)])
    return "".join(h.group(1) for h in hits), phrase


@lru_cache(maxsize=1024)
def abbreviates(short: str, long_form: str) -> bool:
    """Schwartz–Hearst: the acronym's letters occur in order in the long form, the first one
    starting a word, and the long form has no more words than the acronym allows."""
    letters = [c.lower() for c in short if c.isalnum()]
    words = long_form.split()
    if len(letters) < 2 or not words or len(words) > min(len(letters) + 5, 2 * len(letters)):
        return False
    text, at = long_form.lower(), len(long_form) - 1
    for i in range(len(letters) - 1, -1, -1):
        while at >= 0 and (
            text[at] != letters[i] or (i == 0 and at > 0 and text[at - 1].isalnum())
        ):
            at -= 1
        if at < 0:
            return False
        at -= 1
    # The long form must start at its first word, so no leading words go unexplained (the
    # first letter may be that word's where the match took a later part of it: in
    # "Semi-supervised Learning with Weakly-Related Unlabeled Data" SSLW, "supervised" took
    # the first S).
    left = text[: at + 1].strip()
    return left == "" or (text[:1] == letters[0] and " " not in left and left.endswith("-"))


def initials(short: str, long_form: str) -> bool:
    """The long form's capitalised initials ("Guided Latent …" -> GL…) occur in order in it."""
    initials = "".join(re.findall(r"(?<![\w])[A-Z]|(?<=-)[A-Z]", long_form))
    letters = iter(short.upper())
    return (
        len(initials) >= 2
        and initials[0] == short[0].upper()
        and all(c in letters for c in initials)
    )
