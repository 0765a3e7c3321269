"""What an abstract's paper is for ("scene labeling", "few-shot segmentation"), as a title says
it after "for": the words a thin title lacks ("A multi-scale RCNN" says what kind of thing the
paper proposes, "A multi-scale RCNN for scene labeling" what for).

Written by hand over a learned word list (titlemodel.ends_a_task): where abstracts say their
task is particular to abstracts, and no library finds it. Two places, in turn, each measured
on the corpus's training years against the authors' titles (40% of which say "… for Y"):
- the abstract's opening subject, where it opens on what the field does ("Scene labeling is a
  challenging task", "Video anomaly detection aims to …", "Point cloud registration approaches
  often fail …"): Y opens 1,169 of the 8,262 abstracts that hold Y word for word;
- else the longest phrase the abstract says twice that ends on an action noun ("domain
  adaptation", "loop closure detection"). Objects ("robots", "kernel functions") said twice
  were what the paper is for as often as not (ROUGE lower for 49 of 115 titles given one)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache

from readinglist.extract import scan, titlemodel
from readinglist.extract.phrasing import FUNCTION_WORDS, LISTED_MODIFIER_AT

_KINDS_OF_WORK = r"(?: (?:approaches|methods|models|systems|algorithms|techniques|frameworks))?"
_SAYS = (
    r"(?:is|are|was|were|has|have|can|(?:aim|require|play|remain|involve|refer|seek|attempt|"
    r"deal|concern|suffer|present|provide|enable|allow|serve|fail|struggle)s?|"
    # "face" and "pose" are verbs before what they pose ("… poses a challenge"), nouns of
    # the task before another noun ("Human pose estimation is …", "3D face reconstruction …").
    r"(?:face|pose)s?(?= (?:a|an|the|many|several|new|significant|serious|great|major|unique|"
    r"challenges?|problems?|difficult\w*|risks?|threats?)\b)|"
    r"focus(?:es)?|rel(?:y|ies))"
)
# Openings that are no task: background ("Recent …", "Deep learning has …"), a pronoun, a
# clause before the subject ("In …", "Despite …"), a determiner's noun ("A robot …").
_NOT_A_TASK = (
    r"(?:Recent|Existing|Most|Many|Some|It|This|There|These|Those|Such|Our|In|As|With|Despite|"
    r"While|Although|Though|Whereas|Unlike|Because|If|Once|Even|Current|Traditional|"
    r"Conventional|Previous|Modern|Nowadays|Today|Over|"
    r"Due|One|A|An|The|We|For|To|Since|When|Given|Learning|Deep|Machine learning|Large|"
    r"Neural networks?)"
)
_OPENING = re.compile(
    rf"(?:The (?:task|problem) of )?((?!{_NOT_A_TASK}\b)[A-Z0-9][\w-]*"
    r"(?: (?!(?:is|are|has|have|was|were|can|the|a|an|of|for|in|on|and|or|but|with|to|by)\b)"
    rf"[\w-]+){{0,5}}?)(?: \([A-Za-z][\w-]*\))?{_KINDS_OF_WORK}"
    rf"(?: (?:often|usually|typically|still|also|generally|commonly|[a-z]+ly))? {_SAYS}\b"
)
# Words that make a phrase point elsewhere or judge ("existing …", "such …", "efficient …"):
# a title's task is said plainly.
_JUDGED = re.compile(
    r"\b(?:these|those|such|recent|existing|both|often|our|its|their|this|even|many|most|"
    r"some|other|various|several|different|new|novel|proposed|current|traditional|"
    r"conventional|previous|challenging|important|popular|difficult|efficient|effective|"
    r"accurate|robust|better|good|general|specific|particular|given|same|certain|standard|"
    r"typical|classical|common|further|correct|contemporary|real|numerous|growing|increasing|"
    r"emerging|widespread|powerful|promising|remarkable|great|huge|vast|crucial|essential|"
    r"critical|major|significant|prominent|fundamental)\b",
    re.I,
)
# When, before the subject: "Recently, biomedical question answering (BQA) has …".
_TIME_LEAD = re.compile(
    r"(?:Recently|Nowadays|Currently|Today|In recent years|Over the (?:past|last) (?:few )?"
    r"(?:years|decades?)),? (?=[a-z])"
)
# Marks an abstract may open on (lists quoted as CSV fields): '"Efficient video recognition …'.
_OPENING_MARKS = ' "“'
_TOKEN = re.compile(r"\w[\w'-]*|[^\w\s]+")
# Words no task phrase holds (beside phrasing's function words).
_NOT_IN_TASK = FUNCTION_WORDS | frozenset(str.split("we it based all any but prior"))
# An action noun ("detection", "tracking", "analysis", "odometry"), not an object.
_ACTION_ENDINGS = ("tion", "sion", "ing", "sis", "ment", "ance", "ence", "ery", "ity", "ogy", "ics")
_LETTER = re.compile(r"[a-z]")
_LONGEST = 4  # words of a repeated phrase at most
_MODIFIER_ENDS = ("al", "ive", "ic", "ous", "able", "ible", "less", "ed")
# "addresses the problem of X", "the task of X", "we tackle X": X, to a mark or a clause.
_PROBLEM_OF = re.compile(
    r"\b(?:(?:address(?:es|ed)?|tackles?|tackled|consider(?:s|ed)?|stud(?:y|ies|ied)|"
    r"solves?|solved) (?:the )?(?:(?:challenging|difficult|important|open) )?"
    r"(?:problem|task) of|[Ii]n the (?:problem|task) of)"
    r" ((?:(?!(?:that|which|where|when|while|with|by|using|under|in|on|from|given|as)\b)"
    r"[A-Za-z][\w-]*(?: |(?=[,.;:(])))+)"
)
_START = re.compile(r"[.!?]\s+$")
_INTO = re.compile(r"[A-Za-z]+-to-[A-Za-z]+")


def task(plain: str, *, repeated: bool = True, unlike: frozenset[str] = frozenset()) -> str | None:
    """What the abstract (plain text) says its paper is for, in a title's case; None if it
    says so nowhere this can tell. Without `repeated`, only what its opening subject says (the
    stronger of the two; see the module's text). An opening subject that opens or ends on a
    word of `unlike` (lowercase, no plural "s": the title's) says the title again: the
    repeated phrase is looked for instead."""
    # (Past an opening quote, or a time before the subject, as if the subject opened.)
    start = len(plain) - len(plain.lstrip(_OPENING_MARKS))
    lead = _TIME_LEAD.match(plain, start)
    subject = plain[lead.end() if lead else start :]
    opening = _OPENING.match(subject[:1].upper() + subject[1:])
    first = opening.group(1).split(" ", 1)[0].lower() if opening else ""
    # "If multiple robots …", "Recently, …": a clause or an adverb, not the subject.
    if (
        opening
        and first not in FUNCTION_WORDS
        and not first.endswith("ly")
        and _named_as_task(opening.group(1), actions_only=False)
        and not _says_again(opening.group(1), unlike)
    ):
        return _in_title_case(opening.group(1), plain)
    said = _repeated(plain) if repeated else None
    return _in_title_case(said, plain) if said else None


def problem_addressed(plain: str) -> str | None:
    """The problem or task the abstract says it addresses ("This paper addresses the problem
    of grasping arbitrarily shaped objects", "In the task of Hierarchical Multi-label Text
    Classification (HMTC), …"), of two to five words that end where the phrase does (a mark
    or a clause, not a bracket inside it) on an action noun or a gerund's object, in a
    title's case; None where it says none so."""
    for found in _PROBLEM_OF.finditer(plain, 0, 600):
        said = found.group(1).strip()
        words = said.split()
        last = words[-1].lower()
        # (Not a bracket inside the phrase, nor a comma between its modifiers: "one
        # intermittent", moving sound source; a comma after a word that is neither an action
        # nor a plural is one.)
        after = plain[found.end() :][:1]
        inside = after == "(" or LISTED_MODIFIER_AT.match(plain, found.end()) is not None
        inside = inside or (after == "," and not _action(last) and not last.endswith("s"))
        # (One word that says what turns into what is a task: "Text-to-SQL".)
        if len(words) == 1 and _INTO.fullmatch(said) and not inside:
            return said
        if not 2 <= len(words) <= 5 or _JUDGED.search(said) or inside:
            continue
        gerund = words[0].endswith("ing") and titlemodel.is_word(words[0].lower())
        # (Nor one that ends on a modifier: "… for retrieving high-resolution" (images).)
        if last.endswith(_MODIFIER_ENDS) or ("-" in last and not _action(last)):
            continue
        if gerund or (_action(last) and titlemodel.ends_a_task(last.rsplit("-", 1)[-1])):
            return _in_title_case(said, plain)
    return None


def _says_again(words: str, unlike: frozenset[str]) -> bool:
    """Whether `words` open or end on a word of `unlike` (see task)."""
    ends = words.lower().split()
    return bool(ends) and not unlike.isdisjoint(
        (ends[0].removesuffix("s"), ends[-1].removesuffix("s"))
    )


def _named_as_task(words: str, *, actions_only: bool) -> bool:
    if _JUDGED.search(words):
        return False
    last = words.rsplit(" ", 1)[-1].rsplit("-", 1)[-1].lower()
    if actions_only and not _action(last):
        return False
    # One word alone is a task only as an action ("Clustering is …", not "Robots are …").
    # (An action the titles' table has not met yet is one too, said as a gerund after a
    # modifier: "Machine unlearning aims to …", "Class-incremental learning …".)
    if " " in words and not actions_only and last.endswith("ing") and titlemodel.is_word(last):
        return True
    return titlemodel.ends_a_task(last) and (" " in words or _action(last))


def _action(word: str) -> bool:
    """Whether `word` ends as an action noun does (not "environment"). Not a pattern: on every
    word of an abstract, its searches took 51 us, these endswith 29 us."""
    return word.endswith(_ACTION_ENDINGS) and not word.endswith("environment")


# (Cached: a title asks again for each longer title it tries.)
@titlemodel.forgotten_on_install
@lru_cache(maxsize=4)
def _repeated(plain: str) -> str | None:
    """The longest phrase of up to _LONGEST words, two at least, that the abstract says twice
    and that ends on an action noun titles end their task on; the first of the longest."""
    tokens = _TOKEN.findall(plain)
    low = [token.lower() for token in tokens]
    seen: Counter[tuple[str, ...]] = Counter()
    spelled: dict[tuple[str, ...], str] = {}
    for end, word in enumerate(low):
        if not _action(word) or not titlemodel.ends_a_task(word.rsplit("-", 1)[-1]):
            continue
        for start in range(end, max(-1, end - _LONGEST), -1):
            # (Nor a verb after "to": "to learn Bézier primitive segmentation"; "state
            # estimation" is a task.)
            if (
                not _LETTER.search(low[start])
                or low[start] in _NOT_IN_TASK
                or (start and low[start - 1] == "to" and titlemodel.plain_verb(low[start]))
            ):
                break
            key = tuple(low[start : end + 1])
            seen[key] += 1
            spelled.setdefault(key, " ".join(tokens[start : end + 1]))
    found = [
        key
        for key, n in seen.items()
        if n >= 2 and len(key) >= 2 and not _JUDGED.search(spelled[key])
    ]
    return spelled[max(found, key=lambda key: (len(key), seen[key]))] if found else None


def _in_title_case(words: str, plain: str) -> str:
    """`words` as a title says them after "for", in sentence case: as the abstract spells
    them inside a sentence ("Hawkes processes", "Chinese fraud detection"), but lowercase
    where it spells them as a name's long form ("Knowledge Graph Question Answering (KGQA)")
    or only at a sentence's start; acronyms and inner capitals ("3D", "SLAM", "BERT") kept."""
    inside = _inside(words, plain)
    spelled = inside.split() if inside else words.split()
    capitals = [word for word in spelled if word[:1].isupper()]
    titled = len(spelled) > 1 and len(capitals) == len(spelled)
    out = []
    for i, word in enumerate(spelled):
        # (A capital opening a hyphen's part is no inner capital: "Re-Identification".)
        inner = any(c.isupper() for part in word.split("-") for c in part[1:]) or any(
            c.isdigit() for c in word
        )
        lower = titled or (inside is None and i == 0)
        out.append(word if inner or not lower else word.lower())
    return " ".join(out)


def _inside(words: str, plain: str) -> str | None:
    """The abstract's spelling of `words` where no sentence starts (None: nowhere)."""
    opens = len(plain) - len(plain.lstrip(_OPENING_MARKS))
    for start in _spelled_at(words, plain):
        if start > opens and not _START.search(plain[max(0, start - 3) : start]):
            return plain[start : start + len(words)]
    return None


def _spelled_at(words: str, plain: str) -> Iterator[int]:
    r"""Where re.finditer(rf"(?<![\w-]){re.escape(words)}(?![\w-])", plain, re.I) finds
    `words`, without compiling a pattern for every paper's words (for ASCII words: found in
    scan.folded text, where re.I finds them; its matches are as long as `words`)."""
    if not words.isascii() or not words:
        pattern = rf"(?<![\w-]){re.escape(words)}(?![\w-])"
        return (found.start() for found in re.finditer(pattern, plain, re.I))
    return scan.whole_words(scan.folded(plain), words.lower())
