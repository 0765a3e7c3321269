"""An abstract's "we study whether X can do Y" in; the title's question "Can X do Y?" out.

Authors title such studies as questions ("Can Transformers Be Too Compositional?", "Do
Transformer Models Show Similar Attention Patterns to Task-Specific Human Gaze?"); none of the
corpus's 81,164 titles opens on "Whether", and blind readers graded every derived "Whether X"
bad. Written by hand: the inversion needs only the clause's auxiliary (or, without one, a verb
from a short list of what such studies ask about), which no library we use gives."""

from __future__ import annotations

import re

from readinglist.extract.phrasing import ARTICLES, drop_parens

# The auxiliaries a yes-no question opens with, as the clause says them.
_AUXILIARY = frozenset(str.split("can could is are will would should may might must"))
# Verbs a study asks about ("whether X improves Y"): asked with "does" or "do".
_ASKED = frozenset(
    str.split(
        "influence improve help suffice affect matter exist hold generalize generalise "
        "transfer benefit reduce outperform exhibit capture lead depend work scale predict "
        "encode learn understand reflect need require emerge correlate contribute differ "
        "change increase hurt rely yield explain share align remain carry transfer make "
        "perform show use represent know behave converge degrade"
    )
)
# "whether …", "the question of whether …" ("addressing the question …" after "we address").
_OPENING = re.compile(r"^(?:[a-z]+ing )?(?:the (?:question|problem) (?:of )?)?whether ", re.I)
# Where the question ends: a clause, a list or the paper's next claim begins.
_ENDS = re.compile(
    r",|;| —| -- | (?:when|while|where|since|because|by (?:analy[sz]|comparing|measuring|"
    r"study|investigat|evaluat|examin|training|using|testing)\w*|and (?:if|whether|how|what|"
    r"show|find|demonstrate|propose|introduce|present)|or not)\b"
)
# Not before "of": "… reflected in the mechanics" (of …) would ask about nothing.
_CUT = re.compile(r" (?:in|on|for|with|from|at|across|under|over|to|during|between) ")
# A relative clause cut after its verb: "… patterns of impression formation that align" (with …).
_HALF_RELATIVE = re.compile(r" (?:that|which|who)(?: [\w-]+)?$")
# Words that point back to what the abstract said before: the question says nothing alone.
_POINTS_BACK = re.compile(r"\b(?:this|these|those|such|it|they|them|their|its)\b", re.I)
# A subject is a noun phrase of a few words: "non-expert demonstrators", "the use of PATE".
_SUBJECT_WORDS = 9
_CLAUSE_WORD = frozenset(str.split("that which who whom whose where when if and or but"))


def as_question(clause: str, limit: int) -> str | None:
    """ "whether neural language models can capture X in Y" as "Can neural language models
    capture X in Y?", at most `limit` characters; None for a clause that is not such a
    question or that would not read as one alone."""
    opening = _OPENING.match(clause)
    if opening is None:
        return None
    # Without asides: "whether robust regression methods, which are more tolerant …, can …".
    rest = re.sub(r", (?:which|who|that) [^,]*,", "", drop_parens(clause[opening.end() :]))
    # "such" points back but leaves its phrase whole ("can capture such preferences").
    rest = rest.rstrip(" .").replace(" such ", " ")
    words = rest.split()
    window = []
    for word in words[: _SUBJECT_WORDS + 1]:
        if word.lower() in _CLAUSE_WORD or word.endswith((",", ";", ":")):
            break
        window.append(word.lower())
    # An auxiliary first ("whether global appearance changes … can be learned"), then a verb
    # ("whether X improves Y"); a word after an article is a noun ("the use of PATE").
    for verbs in (_AUXILIARY | {"has", "have"}, None):
        for i, low in enumerate(window[1:], 1):
            if window[i - 1] in ARTICLES or (verbs is not None and low not in verbs):
                continue
            verb = _inverted(low, words[i + 1 : i + 2])
            if verb is not None:
                opener, said = verb
                subject, predicate = " ".join(words[:i]), " ".join([*said, *words[i + 1 :]])
                return _asked(opener, subject, predicate, limit)
    return None


def _inverted(word: str, after: list[str]) -> tuple[str, list[str]] | None:
    """The question's opening word and what stays in the clause for a verb `word` (followed by
    `after`): "can" gives ("Can", []), "improves" ("Does", ["improve"]), "have" ("Do",
    ["have"])."""
    if word in _AUXILIARY:
        return word.capitalize(), []
    if word in ("has", "have"):
        perfect = bool(after) and (after[0] == "been" or after[0].endswith(("ed", "en")))
        if perfect:
            return word.capitalize(), []
        return ("Does" if word == "has" else "Do"), ["have"]
    if word in _ASKED:
        return "Do", [word]
    for base in (
        (word[:-3] + "y") if word.endswith("ies") else None,
        word[:-2] if word.endswith(("ches", "shes", "sses", "xes")) else None,
        word[:-1] if word.endswith("s") else None,
    ):
        if base and base in _ASKED:
            return "Does", [base]
    return None


def _asked(opener: str, subject: str, predicate: str, limit: int) -> str | None:
    end = _ENDS.search(predicate)
    predicate = predicate[: end.start()] if end else predicate
    predicate = predicate.rstrip(" .")
    text = f"{opener} {subject} {predicate}"
    # Too long: cut before a preposition ("… improve task performance | in the presence of
    # delay"), never inside the subject and the verb's first words.
    least = len(opener) + len(subject) + 2 + len(" ".join(predicate.split()[:2]))
    while len(text) + 1 > limit:
        cuts = [m.start() for m in _CUT.finditer(text) if least < m.start() < limit]
        if not cuts:
            return None
        text = text[: cuts[-1]]
    text = _HALF_RELATIVE.sub("", text)
    if len(predicate.split()) < 1 or _POINTS_BACK.search(f"{subject} {predicate}"):
        return None
    return f"{text}?"
