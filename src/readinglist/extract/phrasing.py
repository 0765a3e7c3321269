"""A plain-text phrase in; the same phrase cut, trimmed or reworded to read as part of a title."""

from __future__ import annotations

import re
from functools import lru_cache

from readinglist.extract import scan, titlemodel

# Cut points: before a preposition or clause word (not "on-chip"), or at a comma (not "1,100").
_CUT_BEFORE = re.compile(
    r" (?:that|which|while|where|to|by|via|through|using|into|for|with|in|on|under|across|"
    r"and|or|from|at|as|without|over|of|whose|when|if|whether)\b(?!-)|,(?!\d{3})|[;:—]"
)
# Prepositions _CUT_BEFORE leaves to a title's phrase; a title may still end before them.
_PREPOSITION = re.compile(
    r" (?:against|toward|towards|among|amongst|between|during|within|beyond|after|before|upon|"
    r"about|around|despite|along|than|inside|outside|throughout|near|versus|vs|per|like)\b"
)
# " and mapping", " or execution": the second item of a pair a cut would leave out.
_SECOND_ITEM = re.compile(r" (?:and|or) ([A-Za-z][\w-]*)")
# Prepositions of _PREPOSITION that open an adjunct, where a phrase ends whole before them.
_ADJUNCT = re.compile(
    r" (?:within|during|among|amongst|throughout|against|toward|towards|beyond|despite|inside|"
    r"outside|along|upon)\b"
)
# Title likeness (log odds) under which a word reads as a verb ("entails" -3.1, "infers"
# -3.8), not as a noun titles end on ("goals" -0.95, "distribution" -0.75).
VERB_LIKENESS = -2.0
_CLAUSE_SO_FAR = re.compile(
    r"^(?i:how|what|why|whether|when|where|which)\b|\b(?:is|are|was|were|be|been|can|could|"
    r"will|would|has|have|had|does|do|did)\b"
)
_ING_AFTER = re.compile(
    r" (?=[a-z]+ly [a-z]{3,}ing\b|(?:comprising|consisting|containing|including|exploiting|"
    r"leveraging|combining|integrating|incorporating|enabling|allowing|achieving|yielding|"
    r"requiring|providing|involving|featuring|utilizing|utilising|employing|relying|capturing|"
    r"producing|covering|spanning|addressing|outperforming|offering)\b)"
)
# "a short sequence | of codes", "the incorporation | of results": the noun needs its "of".
_NEEDS_OF = re.compile(
    r"(?:sequence|set|number|amount|series|collection|pair|suite|variety|range|family|class|"
    r"combination|mixture|lack|use|group|subset|fraction|part|kind|type|form|sort|couple|"
    r"[a-z]{3,}(?:tion|sion|ment|ance|ence|ity|ness))s?$"
)
# A list of single words that share the noun after it: "estimation, planning, and control
# framework", "low-cost, precise, and haptic force …" (not "localization, separation and
# recognition.", whose items stand alone).
# (Words taken whole, `[\w-]++`: no word is followed by a comma or a space part of the way.)
WORD_LIST = re.compile(r"\b[\w-]++(?:, [\w-]++)+,? (?:and|or) [\w-]++ [\w-]++")
# "… model for the bending | and twisting motions", "… to detect | and address …": one word
# after a preposition, an article or "to", then "and": the pair's shared words come after it.
_HALF_PAIR = re.compile(r"\b(?:the|a|an|to|for|of|in|on|with|from|by) [\w-]+$", re.I)
# "… with both thermal | and tactile sensing", "… multi-source visual | and phonetic
# information": the first of two modifiers, then "and", the second and their noun. The first
# ends as few nouns do ("agent", "descent" end like "recent").
_MODIFIER_END = re.compile(r"\b[a-z]+(?:al|ive|ous|ful|ic|able|ible|less|ar|[a-z]{3}ly)$")
_SECOND_MODIFIER = re.compile(
    r" (?:and|or) [a-z]+(?:al|ive|ous|ful|ic|able|ible|less|ar|ile|ing|ent|ant|[a-z]{3}ly)"
    r" [a-z]{3,}\b"
)
_SUBORDINATOR = re.compile(r" (?:when|where|whether|if|while|whose)\b")
# Words a phrase must not end on.
_FUNCTION_WORDS = str.split(
    "a an the and or of to for with in on by via that which while from as at is are its their "
    "our this these can be been may will would could should must has have was were instead both "
    "such than between among into through using across without over under whose where whether "
    "how when not only also each every very more most less along about around beyond within per "
    "toward towards upon if so according due owing thanks regardless rather"
)
_DANGLING = re.compile(rf"(?:\s+(?:{'|'.join(_FUNCTION_WORDS)}))+$", re.I)
FUNCTION_WORDS = frozenset(_FUNCTION_WORDS)
# "and", then a verb in its plain form before its object: a second verb left bare ("Detecting
# humans and estimate their 2D pose", "… model and attempt to apply …", "… in depth and offer
# new insight").
AND_BARE_VERB = re.compile(
    r"\band ([a-z]{3,})(?<!s)(?<!ed) "
    r"(?=(?:the|a|an|its|their|this|these|each|to|that|our|new|novel|two|three|several)\b)"
)
# The prepositions that open a title's phrases ("… for X", "… under Y"): where a phrase may
# be cut, and what a long form or a setting follows.
PREPOSITIONS = frozenset(str.split("of for in on with by from to into via under over"))
ARTICLES = frozenset(("a", "an", "the"))
_PARTICIPLE = (
    r"[a-z]+(?<![be])ed|built|made|taken|given|driven|shown|known|written|grown|drawn|held|"
    r"found|bound|led|kept|brought|done|seen|chosen|frozen|hidden|run|set|put"
)
_INFINITIVE = (
    r"[a-z]+(?:ise|ize|ate|ify)|improve|learn|reduce|enable|make|use|help|allow|avoid|keep|find|"
    r"capture|handle|address|resolve|achieve|ensure|support|provide|generate|produce|predict|"
    r"identify|detect|select|remove|preserve|compute|estimate|solve|train|guide"
)
# A cut phrase must not end on a participle, half a coordination or a bare infinitive.
_TRUNCATED_TAIL = re.compile(
    rf"(?:,\s*[a-z]+ing|\s+(?:and|or|that|which)\s+[a-z]+s|\s+(?:{_PARTICIPLE})|\s+to\s+(?:{_INFINITIVE}))+$"
)
# Intensifiers, each a pattern opening with a word; then any "-ly" adverb but a few.
_INTENSIFIERS = (
    "very", "novel,? (?:and|yet|but)", "novel,?", "simple,? (?:yet|but|and) (?:effective|powerful)",
    "highly", "extremely", "innovative,?", "groundbreaking,?",
    # "a new method": authors' titles say "A new" a tenth as often as derived ones did; "a new
    # kind of X" says what is new.
    "(?<=[Aa] )(?-i:new)(?:,| and| or)?(?! (?:type|kind|class|family|generation|form|way|"
    "perspective|paradigm|concept|look|view|breed|category|version|problem|task|setting)"
    "s?\\b| ones?(?:$|[,.;:)]))",
)  # fmt: skip
_INTENSIFIER = re.compile(
    rf"\b(?:{'|'.join(_INTENSIFIERS)})\s+"
    r"|(?<![\w-])(?!(?:only|early|family|fully|daily|apply|supply|reply|assembly|anomaly|weekly|monthly|"
    r"friendly|likely|holy|poly|jointly)\b)[a-z]{4,}ly\s+(?:(?:and|or)\s+[a-z]{4,}ly\s+)?"
    # Not before a participle with which it makes a term: "weakly supervised", "biologically
    # inspired", "magnetically actuated" ("a supervised framework" says the opposite of
    # "a weakly supervised" one), or says which: "a commonly used approach".
    r"(?=[a-z])(?!(?:supervised|inspired|actuated|driven|balanced|coupled|constrained|grounded|"
    r"guided|motivated|used|known|controlled|labell?ed|varying)\b)",
    re.I,
)
# Title likeness (log odds) over which an adverb makes a term ("strongly" -0.74, "partially"
# 0.32), under which it says how well or how much ("efficiently" -1.84, "significantly" -7.1).
_TERM_ADVERB = -1.0
# ("Dropout training, designed for deep networks" loses its comma too; "… suitable for use
# with X" keeps its words: "A method for use with X" would be read as "Use with X".)
_MADE_FOR = re.compile(
    r",? \b(?:(?:specifically|especially|particularly|primarily) )?(?:tailored|designed|"
    r"developed|intended|dedicated|devised|built|created|customi[sz]ed|geared|suited|suitable) "
    r"for\b(?! use\b)"
)
_NOT_MADE_FOR = frozenset(
    str.split("is are was were be been being well not that which who also originally mainly")
)
_PAIRED_ADVERB = re.compile(r"(?:and|or) ([a-z]{4,}ly) ")
_NEXT_WORD = re.compile(r"[\w-]+")
_ADJECTIVE_ENDS = ("ed", "en", "wn", "al", "ive", "ous", "ful", "ic", "able", "ible", "ent", "ant",
                   "ary", "less", "ar", "ile")  # fmt: skip
# Adjectives of terms with an adverb that end as no other adjectives ("strongly convex",
# "differentially private", "nearly tight").
_PLAIN_ADJECTIVES = frozenset(
    str.split("private safe easy tight flat convex robust sparse dense smooth stable free hard")
)
# What an ASCII text must hold for _INTENSIFIER to match in it (lowercased): "-ly", and the
# word each of _INTENSIFIERS opens with, in their order.
_INTENSIFIER_NEEDS = ("ly", "very", "novel", "novel", "simple", "highly", "extremely",
                      "innovative", "groundbreaking", "new")  # fmt: skip
# A comma between a noun phrase's modifiers ("a new type of modular, compliant robot"): up to
# four lowercase words follow it, none a function word (a name such as "spaceTSIV" is none);
# users add what must follow them.
MODIFIER_COMMA = (
    r",(?=(?: (?!(?:and|or|which|that|where|while|with|for|of|in|to|by|on|from|as|is|are|"
    r"the|a|an|we|it|its|our|so|such|but|than|using|based)\b)[a-z][a-z0-9-]*){1,4}"
)
_BEFORE_HEAD_COMMA = re.compile(
    r",(?= (?:method|approach|framework|model|algorithm|system|technique|scheme|strategy|"
    r"network|architecture)s?\b)"
)
_PAIR_LEFT = re.compile(r"\b((?i:an?|the)) ([\w-]+), (and|or) (?=[\w-]+ [\w-]+)")
_ASIDE = re.compile(r"(?:^|\s+)\([^()]{0,40}\)")
_GLUED_WORD = re.compile(r"-[A-Za-z]{3}")
_COMMA_FORMULA_GLUED = re.compile(
    r"(\b[Aa]n?\s+)?\s*\([^()]{0,40},[^()]{0,40}\)-(?=([A-Za-z][\w-]*))"
)
_SHORT_FORM_ASIDE = re.compile(r"\([A-Za-z][A-Za-z -]*\)")
_DASH_ASIDE = re.compile(r"(?: — |—)[^—.;:()]{1,40}?(?: — |—)")
_SPACE_BEFORE_MARK = re.compile(r"\s+(?=[,;:.])")
# Words "for" follows as their own, not as what a thing is for: "allowing for X", "to account
# for X", "searching for X".
FOR_VERBS = frozenset(
    str.split(
        "allow allows allowing allowed account accounts accounting accounted call calls calling "
        "search searches searching look looks looking ask asks asking compensate compensates "
        "compensating responsible"
    )
)
# A manner said before what a thing is for ("for efficient image search" is for image
# search): titles say the task.
MANNER = re.compile(r"^(?:more )?(?:efficient|effective|accurate|fast|better|improved|successful) ")
_ARTICLE = re.compile(r"^([Aa]n?)\s+(\S+)")
_ARTICLE_AFTER = re.compile(r"\b(?:a|an)\s+")
# An article inside a text and the word after it (lowercase or an acronym: other capitals
# start names).
_ARTICLE_BEFORE = re.compile(r"(\s)(an?)\s+([a-z]\S*|[A-Z]{2}\S*)")
_IE = re.compile(r"ie$")
_CAPITALS = re.compile(r"[A-Z]{2,}(?![a-z])")
_VOWELS = re.compile(r"[aeiou]+")
_SHORT_VOWEL_END = re.compile(r"[^aeiou][aeiou][^aeiouwxy]$")
_REDONE = frozenset(str.split("plan map set run fit scan tag trim wrap step ship stop"))
_DOUBLE = frozenset(
    str.split(
        "transfer refer prefer control compel propel omit permit admit submit commit occur embed "
        "output input infer defer confer deter equip"
    )
)


# A comma between modifiers of one noun, not a list's or a clause's: "realistic, labeled
# images" (not ", based on …", ", trained with …").
LISTED_MODIFIER = (
    r",(?= (?!based\b)[a-z][\w-]*(?:ed|al|ive|ic|ous|able|ible|ent|ant|less|free|-[a-z]+),? "
    r"(?!(?:on|in|with|by|for|to|from|at|as|of|and|or)\b)[a-z])"
)
LISTED_MODIFIER_AT = re.compile(LISTED_MODIFIER)


@titlemodel.forgotten_on_install
@lru_cache(maxsize=256)
def shorten(text: str, limit: int, keep: int, participles: bool = False) -> str:
    """Cut at a phrase boundary at most `limit` long, never shorter than `keep`; with
    `participles`, also before a participle that goes on about a noun phrase of three words
    or more (a description's "… sentiment analysis | jointly exploiting …")."""
    text = text.strip()
    if len(text) <= limit:
        return _undangled(text)
    # A _CUT_BEFORE match ends within 8 characters of its start and looks at most 3 past it.
    cuts = [
        m.start()
        for m in _CUT_BEFORE.finditer(text, 0, limit + 12)
        if max(keep, 12) <= m.start() <= limit
    ]
    # Before a participle that goes on about a noun ("… sentiment analysis | jointly
    # exploiting …", "… classification | comprising …"), not one a preposition takes.
    # A clause ("a robot is expected to perform tasks | requiring …") stays cut where it was,
    # and "an LLM-based framework | employing …" would leave a bare head.
    if participles and not _CLAUSE_SO_FAR.search(text, 0, limit):
        cuts += [
            m.start()
            for m in _ING_AFTER.finditer(text, 0, limit + 1)
            if max(keep, 12) <= m.start()
            and len(words := text[: m.start()].split()) >= 4
            and not words[-1].lower().endswith("ly")
            and words[-1].lower() not in FUNCTION_WORDS
        ]
        cuts.sort()
    # Not inside a list of single words ("a unified estimation, | planning, | and control
    # framework"): its items share the noun after it.
    lists = [m.span() for m in WORD_LIST.finditer(text, 0, limit + 1)] if ", " in text else []
    fine = [
        c
        for c in cuts
        if not (text.startswith(" of", c) and _NEEDS_OF.search(text[:c]))
        and not (text.startswith((" and ", " or "), c) and _half_pair(text, c))
        and not any(start < c < end for start, end in lists)
    ]
    cuts = fine or cuts
    # Cutting inside a "when …" or "that …" clause leaves it half said: cut before it instead.
    clauses = [c for c in cuts if c >= 25 and _SUBORDINATOR.match(text, c)]
    at = (clauses or cuts)[-1] if cuts else 0
    # "… for simultaneous localization | and mapping within …": a pair cut in two where the
    # phrase ends whole before an adjunct's preposition (not before a verb: "… network | and
    # maximize the discrepancy" is a second clause).
    paired = at and not clauses and _SECOND_ITEM.match(text, at)
    if paired and titlemodel.title_likeness(paired.group(1).lower()) > VERB_LIKENESS:
        at = max((m.start() for m in _ADJUNCT.finditer(text, at + 5, limit + 1)), default=at)
    cut = text[:at] if at else fit(text, limit)
    trimmed = _undangled(_TRUNCATED_TAIL.sub("", cut))
    return trimmed if len(trimmed) >= max(keep, 12) else _undangled(cut)


def _half_pair(text: str, cut: int) -> bool:
    """Whether cutting `text` before its " and " or " or " at `cut` leaves a pair half said
    (see _HALF_PAIR, _MODIFIER_END)."""
    return bool(
        _HALF_PAIR.search(text, 0, cut)
        or (_SECOND_MODIFIER.match(text, cut) and _MODIFIER_END.search(text, 0, cut))
    )


def boundaries(text: str, start: int, end: int) -> list[int]:
    """Where, between `start` and `end`, a phrase may be cut, last first: before a clause,
    a preposition or a mark."""
    found = {m.start() for m in _CUT_BEFORE.finditer(text, start, end)}
    found.update(m.start() for m in _PREPOSITION.finditer(text, start, end))
    return sorted(found, reverse=True)


def _undangled(text: str) -> str:
    """`_DANGLING.sub("", text)`: the function words at the end dropped. A text can end on one
    only if its last word is one; as re.IGNORECASE matches an ASCII word's letters only to ASCII
    letters, an ASCII last word can be looked up instead (most are not function words, and the
    pattern, tried at every space, took 8 us a title)."""
    words = text.rsplit(None, 1)
    last = words[-1] if words else ""
    if last.isascii() and last.lower() not in FUNCTION_WORDS:
        return text
    return _DANGLING.sub("", text)


def trim_tail(text: str) -> str:
    """Without a dangling function word, participle, half coordination or bare infinitive."""
    return _undangled(_TRUNCATED_TAIL.sub("", _undangled(text.strip())))


def fit(text: str, limit: int) -> str:
    """`text` cut at the last space before `limit`, without a dangling function word."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit + 1)
    if cut <= 0:
        return ""
    return _undangled(text[:cut]) or text[:cut]


@titlemodel.forgotten_on_install
@lru_cache(maxsize=256)
def drop_parens(text: str) -> str:
    """Without short asides like " (LLMs)"; "E(3)-equivariant" keeps its glued parenthesis,
    and "Graph Convolutional Network (GCN)-based" is "Graph Convolutional Network-based"."""
    if "(" in text:
        # A formula with a comma, glued to a word, goes with its hyphen: kept, its comma would
        # end the phrase ("a sample (epsilon, delta)-differentially private algorithm" is "a
        # sample differentially private algorithm"; "an (ε, δ)-…" takes "a").
        if ")-" in text:
            text = _COMMA_FORMULA_GLUED.sub(_formula_dropped, text)
        text = _ASIDE.sub(lambda m: _aside_dropped(m, text), text)
    # "learning of general — not necessarily homogeneous — halfspaces": an aside in dashes.
    text = _DASH_ASIDE.sub(" ", text) if "—" in text else text
    text = " ".join(text.split())
    # Its whitespace now single spaces: a _SPACE_BEFORE_MARK match holds one of these.
    if any(mark in text for mark in (" ,", " ;", " :", " .")):
        text = _SPACE_BEFORE_MARK.sub("", text)
    return text


def _formula_dropped(m: re.Match[str]) -> str:
    """What a _COMMA_FORMULA_GLUED match leaves: a space, or the article the word after it
    takes ("An (ε, δ)-differentially" is "A differentially")."""
    if not m.group(1):
        return " "
    said = article(m.group(2))
    return f"{said.capitalize() if m.group(1)[0] == 'A' else said} "


def _aside_dropped(m: re.Match[str], text: str) -> str:
    """What an aside (an _ASIDE match) leaves: a space; nothing before the hyphen that joins a
    short form to a word ("Network (GCN)-based" is "Network-based"); the aside itself where
    it is a formula so joined ("a (1+ε)-approximate solution")."""
    # (A word of three letters at least: "Replanner (LTR) -a hybrid planner" joins nothing.)
    if _GLUED_WORD.match(text, m.end()) is None:
        return " "
    return "" if _SHORT_FORM_ASIDE.fullmatch(m.group().strip()) else m.group()


# (Cached: each length of title asks for the same phrases again; so drop_parens.)
@titlemodel.forgotten_on_install
@lru_cache(maxsize=256)
def plainer(text: str) -> str:
    """Without "novel", "very", "simple yet effective" or "-ly" adverbs ("a novel approach"
    becomes "an approach", "to autonomously learn" becomes "to learn"), but for adverbs that
    make a term ("differentially private", see _dropped); "designed for X" said "for X"."""
    # "a fine-grained system tailored for the evaluation of X" is "a … system for the
    # evaluation of X": a title says what for, not that it was made so (and the participle
    # is where a shortened phrase was cut: "a fine-grained system").
    if " for" in text and "ed for" in text or "suitable for" in text:
        text = _MADE_FOR.sub(_made_for, text)
    # Most texts hold no intensifier, shown faster by none of the words they begin with than
    # by the pattern (5 us a text).
    if scan.lacks_any(text, _INTENSIFIER_NEEDS):
        return text
    stripped = _INTENSIFIER.sub(_dropped, text)
    if stripped == text:
        return text
    # "a novel, lightweight, and robust framework" lost its first of three: "a lightweight
    # and robust framework".
    if ", and " in stripped or ", or " in stripped:
        stripped = _PAIR_LEFT.sub(r"\1 \2 \3 ", stripped)
    # "a principled, simple, yet effective method" lost its last two: "a principled method".
    if ", " in stripped:
        stripped = _BEFORE_HEAD_COMMA.sub("", stripped)
    # The article before a dropped word agrees with the word now after it ("a novel
    # optimization" gives "an optimization"), wherever the word was.
    stripped = _ARTICLE.sub(_agreed, stripped)
    for found in _ARTICLE_AFTER.finditer(text):
        if _INTENSIFIER.match(text, found.end()):
            stripped = _ARTICLE_BEFORE.sub(
                lambda k: f"{k.group(1)}{article(k.group(3))} {k.group(3)}", stripped
            )
            break
    return stripped


def _agreed(found: re.Match[str]) -> str:
    """An _ARTICLE match with the article the word after it takes, capitalised as it was."""
    said = article(found.group(2))
    return f"{said.capitalize() if found.group(1)[0] == 'A' else said} {found.group(2)}"


def _made_for(found: re.Match[str]) -> str:
    """ " for" in place of a _MADE_FOR match after a noun; the match itself after a verb ("a
    robot is being developed for …", "modalities are well designed for …")."""
    before = found.string[: found.start()].rsplit(" ", 1)[-1].lower()
    return found.group() if before in _NOT_MADE_FOR else " for"


def _dropped(found: re.Match[str]) -> str:
    """What an _INTENSIFIER match leaves: nothing, or an adverb titles use (and a pair it is
    in) where it makes a term with the word after it ("differentially private", "strongly
    convex", "approximately and partially known"): without it the term says something else.
    Adverbs that say how well or how much ("efficiently", "significantly") are dropped."""
    said = found.group()
    if said[:6].lower() == "highly":  # an intensifier titles use, not a term's
        return ""
    adverbs = [w.lower() for w in said.split() if w.endswith("ly")]
    # A pair's first adverb, where the pair's noun is one the pattern leaves alone
    # ("approximately and partially known").
    pair = _PAIRED_ADVERB.match(found.string, found.end())
    adverbs += [pair.group(1).lower()] if pair else []
    after = _NEXT_WORD.match(found.string, pair.end() if pair else found.end())
    if (
        after
        and _adjective(after.group().lower())
        and any(titlemodel.title_likeness(w) > _TERM_ADVERB for w in adverbs)
    ):
        return said
    return ""


def _adjective(word: str) -> bool:
    """Whether a word reads as an adjective or a participle ("observable", "impaired"), not as
    a verb ("uses", "optimize") or a gerund ("creating")."""
    if word.endswith(("eive", "ieve", "rive")):  # "perceive", "achieve", "derive"
        return False
    return word.endswith(_ADJECTIVE_ENDS) or word in _PLAIN_ADJECTIVES


def capitalised(text: str) -> str:
    """`text` with its first letter a capital, where that is one letter ("ß" stays "ß": its
    capital, "SS", would put a letter in the title that the abstract does not have)."""
    first = text[:1].upper()
    return first + text[1:] if len(first) == 1 else text


def article(word: str) -> str:
    """ "a" or "an" before `word`; before an acronym, as its first letter is said ("an MCTS
    method", "a URL")."""
    word = word.lstrip("\"“‘'([") or word  # 'an "intelligent" joystick'
    letters = _CAPITALS.match(word)
    # Said letter by letter: three capitals or fewer, or more with no vowel after the first
    # ("an MCTS", "an SVM"); "a LIDAR", "a SLAM" are said as words.
    if letters and (len(letters[0]) <= 3 or not _VOWELS.search(letters[0][1:].lower())):
        return "an" if word[0] in "AEFHILMNORSX" else "a"
    vowel = word[0] in "aeiouAEIOU" and not word.lower().startswith(("uni", "use", "one"))
    return "an" if vowel else "a"


def gerund(verb: str) -> str:
    """ "merge" -> "merging", "map" -> "mapping", "transfer" -> "transferring" (third person
    singular stem in, as a "which merges" clause gives it)."""
    verb = _IE.sub("y", verb)
    if verb.endswith("ic"):
        return verb + "king"  # "mimic" -> "mimicking", "panic" -> "panicking"
    if verb.endswith("e") and not verb.endswith(("ee", "-e")):
        return verb[:-1] + "ing"
    last = verb.split("-")[-1]
    single_syllable = len(_VOWELS.findall(last)) == 1
    # "replan" doubles as "plan" does: the stress is on the verb after "re".
    redone = last.startswith("re") and last[2:] in _REDONE
    # ("equip" doubles though "ui" reads as two vowels to the pattern.)
    if verb in _DOUBLE or (_SHORT_VOWEL_END.search(verb) and (single_syllable or redone)):
        return verb + verb[-1] + "ing"
    return verb + "ing"
