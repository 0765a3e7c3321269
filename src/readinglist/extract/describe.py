"""Plain abstract text in; the phrase a title puts after a name, or the topic when there is none."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from readinglist.extract import scan, titlemodel
from readinglist.extract.acronyms import abbreviates, generic
from readinglist.extract.defects import defects, gerund_verb
from readinglist.extract.phrasing import (
    AND_BARE_VERB,
    FOR_VERBS,
    LISTED_MODIFIER,
    LISTED_MODIFIER_AT,
    MANNER,
    MODIFIER_COMMA,
    WORD_LIST,
    article,
    capitalised,
    drop_parens,
    gerund,
    plainer,
    shorten,
    trim_tail,
)
from readinglist.extract.questions import as_question

_SOFT = 80


def _forms(verbs: str) -> dict[str, str]:
    """Each verb's present, past and -ing forms ("study", "studies", "studied", "studying"),
    mapped to it."""
    irregular = {"show": "showed", "build": "built", "seek": "sought", "rethink": "rethought",
                 "fit": "fitted", "model": "modelled", "train": "trained"}  # fmt: skip
    forms: dict[str, str] = {}
    for verb in verbs.split():
        if verb.endswith("y") and verb[-2] not in "aeiou":
            third, past = verb[:-1] + "ies", verb[:-1] + "ied"
        elif verb.endswith(("s", "sh", "ch", "x")):
            third, past = verb + "es", verb + "ed"
        else:
            third, past = verb + "s", verb + ("d" if verb.endswith("e") else "ed")
        # "we are investigating X", "we have been developing X".
        ing = gerund(verb)
        modelled = "modeled" if verb == "model" else ""
        for form in (verb, third, irregular.get(verb, past), ing, modelled):
            if form:
                forms[form] = verb
    return forms


# The verbs with which an abstract says what the paper does ("we study", "this work
# proposed", "we are studying"), in the present, the past and the -ing form, each form mapped
# to the verb.
_VERBS = _forms(
    "study investigate analyse analyze examine explore characterise characterize consider "
    "propose introduce present develop establish model show prove provide revisit address "
    "tackle evaluate benchmark compare quantify formalise formalize fit measure audit relate "
    "rethink unify connect extend uncover identify explain estimate train test survey aim seek "
    "attempt devise design build construct create formulate derive describe report apply"
)


def _topic(verbs: dict[str, str], phrases: str = "", then: str = "") -> re.Pattern[str]:
    """How a sentence says what the paper does with one of `verbs` or `phrases` ("we study",
    "this work proposed", "we focus on"), or in one of the other ways in `then`."""
    return re.compile(
        r"\b(?:we|this (?:paper|work|study|report|article|letter|thesis|note|video|chapter|"
        r"research|project|contribution|manuscript|publication|survey|review|dissertation)|the "
        r"(?:present )?(?:paper|article|work|study)|our (?:method|approach|model|framework|system|"
        r"work))(?:,\s*\w+,)?\s+(?:(?:have|has|will|are|were|am|(?:have|has) been)\s+)?"
        # "This paper 1) introduces a new action model …": a list's first item.
        r"(?:\(?(?:1|i|a)\)\s+)?"
        r"(?:(?:also|further|first|then|here|hereby|herein|"
        r"systematically|empirically|"
        r"hence|thus|therefore|instead|now|finally)\s+)?"
        # "we begin to address this issue through X", "we try to explain X".
        r"(?:(?:begin|try|set out|start)\s+to\s+)?("
        + "|".join(sorted(verbs, key=lambda form: (-len(form), form)))
        + phrases
        + r")\s+(?:that\s+)?"
        + then,
        re.I,
    )


_TOPIC = _topic(
    _VERBS,
    # "This paper is about opening and closing an unknown drawer", "This paper refers to the
    # problem of …": 36 of 12,000 derived titles opened "This paper …" where these were not
    # read.
    # "This paper suggests to use X to derive Y", "we suggest a new method": as "propose" (not
    # "we suggest that …", a claim).
    r"|suggest(?:s|ed)?(?=\s+(?:an?|to|two|three|several|new|novel)\s)"
    r"|deals? with|focus(?:es)? on|concentrates? on|(?:is|was) (?:about|concerned with|devoted "
    r"to|dedicated to)|concerns|treats|targets|refers to|is aiming at",
    r"|\bby (?:examining|studying|analy[sz]ing|investigating|exploring|providing|proposing|"
    r"introducing|developing|presenting)\s+"
    r"|\bit is the (?:aim|goal|purpose|objective) of (?:this|the present|our) (?:paper|work|"
    r"study|article) (?=to )"
    r"|\b(?:the (?:aim|goal|purpose|objective) of (?:this|the present|our) (?:paper|work|study|"
    r"article|research|project|effort|letter|thesis)|our (?:aim|goal|purpose|objective)"
    r"(?: in this (?:paper|work))?) (?:is|was)\s+"
    r"|\b(?:the|our) (?:main |key |primary |major |principal )?contribution(?: of (?:this|the "
    r"present|our) (?:paper|work|study|article))? (?:is|was)\s+"
    # "We solve this problem by creating X", "we close this gap with X": the means (_MEANS).
    r"|\b(?:we|this (?:paper|work|study|article))\s+(?:(?:also|further|here)\s+)?(?:solv|"
    r"overcom|resolv|alleviat|mitigat|bridg|clos|fill|circumvent|remed|handl|attack|approach|"
    r"counter|combat|sidestep)(?:e|es|ed|s|d|ies|y)?\s+(?=(?:this|these|those|such|both|all)\s)",
)
# What the paper does to the problem it pointed back at, then how: "we address this challenge
# by harvesting solar power to …", "we address these challenges with a neural dynamics
# framework that …" (the object alone is vague, and the sentence was passed over). After
# "the X problem", only "by": "we address the semantic segmentation problem with a focus on X"
# names the problem.
_CLAUSE_BREAK = re.compile(r"[,;:.]|\s(?:where|which|and)\s")
_MODIFIER = r"(?:(?!(?:to|of|for|in|on|with|from|and|or|by)\s)[\w-]+\s+)"
_MEANS = re.compile(
    r"(?:(?:this|these|those|such|both(?: of (?:these|those|the))?|all (?:of )?(?:these|those|"
    r"the above)|the (?:above|"
    rf"aforementioned|two|three))\s+{_MODIFIER}{{0,3}}?(?:challenges?|issues?|problems?|"
    r"limitations?|gaps?|difficult(?:y|ies)|shortcomings?|drawbacks?|needs?|concerns?|"
    r"obstacles?|bottlenecks?|deficienc(?:y|ies)|questions?|weakness(?:es)?|dilemmas?)"
    r",?\s+(?:by|with(?! respect| regard)|through|via)"
    rf"|the\s+{_MODIFIER}{{1,4}}?(?:challenges?|issues?|problems?|limitations?|gaps?)"
    r",?\s+by)\s+"
    r"(?:(?:proposing|introducing|presenting|developing|creating|designing|offering|providing|"
    r"building|constructing|devising)\s+(?=an?\s|the\s|to\s|two\s|[A-Z]))?"
)
# "… and present X" after a vague object ("we connect these two methods and present X").
_THEN_PROPOSED = re.compile(
    r"^[^,;:]{0,60}? and (?:then )?(?:propose|introduce|present|develop|design|devise)s? "
    r"(?=an? |the |two |[A-Z])"
)
# "we consider several utilitarian scoring rules" is titled "Utilitarian scoring rules": a
# title says what, not how many (1 authors' title of 81,164 opens "Several", 3 "Many", none
# "Various"): "this paper investigates many factors that …" is "Factors that …".
_QUANTIFIER = re.compile(
    r"^(?:several|various|numerous|many) (?:(?:kinds|types|sorts) of )?(?=[a-z])"
)
# "we are developing", "we have been investigating": see topic_phrase.
_ONGOING = re.compile(r"\b(?:are|were|am|have been|has been) (?:\w+ly )?[a-z]+ing\b")
# What a verb's "-ing" form needs before it to say what "we" do (see _said).
_ONGOING_AUX = re.compile(r"\b(?:are|were|am|been|is|was)\s", re.I)
# What a later sentence says the paper's own step with, after an _ONGOING one. Not the bare
# "present" (only "presents", "presented", …): with it, 3 of 12,000 training titles changed,
# 1 nearer the authors' and 2 further ("The design and implementation of the prototype
# system" for "A soft power suit capable of reducing physical load").
# A proposal's kind alone: "a general algorithm" (that …), "a new norm" (called …).
_KIND_ONLY = re.compile(
    r"(?:an?|two|several|new) (?:[\w-]+ ){0,4}?(?:method|framework|technique|approach|model|"
    r"system|algorithm|strategy|scheme|estimator|formulation|architecture|network|procedure|"
    r"solution|loss|norm|criterion|objective|measure|metric|policy|planner|controller|"
    r"sampler|solver|protocol|mechanism|representation|relaxation)s?(?=$|[,;:]| "
    r"(?:that|which|to|for|based|called|named|using|with|in|of|by)\b)"
)
_TASK_OF = re.compile(r"^(?:the |a )?(?:[\w-]+ )?(?:task|problem|challenge) of ", re.I)
_PROBLEM_CLAUSE = re.compile(r", (?:where|in which|which|whereby|i\.e\.|e\.g\.)\b")
PROBLEM_FRAME = re.compile(
    r"\b(?:[Ww]e (?:first )?(?:consider|study|address|investigate|tackle|revisit|focus on)"
    # ("This paper addresses the critical challenge of improving multilingual performance
    # …. We introduce a novel dynamic learning approach …".)
    r"|[Tt]his (?:paper|work|study) (?:addresses|tackles|considers)) "
    r"(?:the|a) (?:(?:[\w-]+ )?(?:problem|task|challenge) of |[^.,;]{3,60}? (?:problem|task)s?\b)"
)
# "… by proposing a …": what a sentence does, then the thing it proposes to do it with.
_BY_PROPOSING = re.compile(
    r"(?: and (?:[a-z]+ ){1,2}(?:this|these|the|such) [a-z]+)?,? by "
    r"(?:proposing|introducing|presenting|developing|designing) (?=(?:an?|the|two|new) )"
)
_TASK_ENDS = (" problem", " problems", " task", " tasks")
# What "we address … by proposing" points back at, saying nothing alone.
_POINTER = re.compile(
    r"(?:(?:this|these|the|that|such|a) )?(?:[\w-]+ )?"
    r"(?:problems?|limitations?|gaps?|challenges?|issues?|difficult(?:y|ies)|shortcomings?)"
    r"(?: \(\d\))?"
)
PROPOSING_VERB = re.compile(r"\b(?:propos|present|introduc)(?:e|es|ed|ing)\b")
# Verbs that say what the paper does less often than _VERBS' do: read only where no sentence
# says it with those. "We discuss X" is titled as its object; "we generalize X to Y" as
# "Generalizing X to Y". Measured one by one on the training years where no _VERBS sentence
# is found: these raised ROUGE on the titles they changed ("implement": 7 of 16,000 titles
# changed, 5 reading better); "use", "give", "conduct", "perform", "combine", "employ",
# "adopt", "incorporate" and "integrate" lowered it (a step of the method, or "we conduct
# experiments on …").
_LATER_OBJECTS = _forms("discuss summarize summarise implement")
_LATER_ACTIONS = _forms("generalize generalise")
_LATER_TOPIC = _topic(_LATER_OBJECTS | _LATER_ACTIONS)
# Last, and only for a title without a name: what "we" build on. These lower ROUGE against
# the authors' titles a little (training years: 48 of 12,000 titles changed, 18 up, 26 down;
# the authors' titles often name the opening's topic), but blind readers preferred them to
# the opening's topic 35 to 6 (bad 35 -> 10 of 44, held-out years outside the benchmark's
# sample); beside a name they said less than its description ("YOLOStereo3D: incorporating
# knowledge and …"), and after "the" they pointed back: those now keep the old title.
_USING_ACTIONS = _forms(
    "combine leverage employ utilize utilise exploit adopt incorporate integrate use"
)
_USING_TOPIC = _topic(_USING_ACTIONS)
# (Not a claim's verb: "Using dynamic programming tools to show that, for …".)
_USED_TO = re.compile(
    r"\bto (?!(?:the|a|an|this|these|its|their|show|prove|demonstrate|find|argue|verify|"
    r"confirm|illustrate|establish)\b)[a-z]{3,} "
)
_ALL_VERBS = _VERBS | _LATER_OBJECTS | _LATER_ACTIONS | _USING_ACTIONS
# Where a _TOPIC match can open, in scan.folded text (each opening follows a "\b").
_TOPIC_OPENINGS = ("we", "this ", "the ", "our ", "by ", "it is the ")
# The participles a _PASSIVE_TOPIC match holds: without them, skip scanning.
_PASSIVE_TOPIC_NEEDS = (
    "proposed",
    "presented",
    "introduced",
    "developed",
    "designed",
    "described",
    "defined",
)
# "an approach to this problem that combines …": the back-reference says nothing alone.
_THIS_PROBLEM = re.compile(
    r" (?:to|for) (?:this|these) (?:problem|issue|task|challenge|question|gap)s?\b(?! of)"
)
# Verbs of intent: "we aim to X" says what the paper does only with its "to X".
_INTENT = ("aim", "seek", "attempt")
_IN_THIS_PAPER = re.compile(
    r"^in (?:this|the present) (?:paper|work|article|letter|study),? "
    # (Before an object: "The work presented in this paper concerns …" goes on with a verb.)
    r"(?=(?:an?|the|to|our|two|three|several|new|novel|some)\b|[A-Z])"
)
_OUR_WORK = re.compile(
    r"our (?:(?:current|recent|ongoing|new|latest|own|preliminary|initial) )?"
    r"(?:(?:work|research|efforts?|progress|experiences?|attempts?|activit(?:y|ies)) "
    r"(?:on |with |of |about |regarding |towards? |to |aim(?:ing|ed) at |that aims (?:at|to) )?)?"
)
_OWN_WORDS_END = re.compile(r"[,;:.]| (?:which|that|where|who)\b")
_PRESENTING = frozenset(str.split("present describe propose introduce report develop"))
# What "our" says nothing without ("our solution, which …", "our extension of the former …").
_THIN_OURS = frozenset(
    str.split(
        "solution solutions approach method methods results findings extension idea ideas "
        "contribution contributions work system framework model algorithm technique analysis "
        "attack proposal design implementation parts part"
    )
)
# "we propose to embed compliance in …" is titled "Embedding compliance in …".
_TO_VERB = re.compile(
    r"to (?:(?:(?!(?:ap|sup|multi|re|im|com)ply )[a-z]+ly|also|further|then|first|both|even|"
    # Not a determiner: "we present to the robotic community X" says to whom.
    r"better|not) )?(?!(?:the|a|an|our|its|their|this|these|all|each|every)\b)([a-z]+) (?=[a-z])"
)
# What a sentence says the paper proposes in the passive: "In this paper, a steering control
# method for a cycling wheelchair is proposed", "… an approach is presented to …".
_PASSIVE_TOPIC = re.compile(
    r"(?:^|, )(?:(?:[Ii]n (?:this|the present) (?:paper|work|article|study|letter),? |"
    r"[Hh]ere,? )?"
    r"((?:[Aa]n?|[Oo]ur|[Tt]wo|[Tt]hree|[Ss]everal) [^.;:,]{3,200}?)"
    # After "In this paper", a subject without an article too: "development and design issues
    # of a triglide-robot … are presented" (with "the" or "some" it was mostly "the
    # experimental results", "some preliminary research results").
    r"|[Ii]n (?:this|the present) (?:paper|work|article|study|letter),? "
    r"(?![Tt]he |[Ss]ome |we |it |they |this )([^.;:,]{3,120}?))"
    # (An aside between: "a distributed proximity sensor, to be mounted on the links of the
    # manipulator, is presented"; not one that names it: "a new model, named as …, is".)
    r"(?:, (?:to be|which|that|[a-z]+ed) (?![^.;:,]*\b(?:called|named|termed|dubbed|coined)\b)"
    r"[^.;:,]{3,100},)?"
    r" (?:is|are|was|were|has been|have been) "
    r"(?:\w+ly )?(?:proposed|presented|"
    r"introduced|developed|designed|described|defined)\b(?: (?:in|within) (?:this|the present) "
    r"(?:paper|work|study|letter|article))?((?:,? (?:to|for|that|which|based on|using) [^.;:]*)?)"
)
# "our (recent) work on", "(ongoing) work toward": what the work is on is the topic (see _said).
_OUR_WORK_ON = re.compile(
    r"^(?:our (?:[a-z]+ )?(?:work|research|efforts?|stud(?:y|ies)|results|progress|experiences?)"
    r"|(?:an? |the )?(?:recent |ongoing |preliminary |initial |early |current |continuing |new )?"
    r"(?:work|research|efforts?|progress)) "
    r"(?:on|in(?! progress)|towards?|with|about) "
)
# What stands between a verb of contribution and its object (see _said).
_BEFORE_OBJECT = re.compile(
    r"^(?:for the (?:very )?first time|(?:to|for) the (?:[a-z]+ )?community),? (?=an? |the )"
)
# A second verb of the same object: "we designed and tested X" (see _said).
_PAIRED_VERB = re.compile(r"(?:and|or) (?:[a-z]+ly )?([a-z]+) (?=[a-z])")
# "In this paper, the problem of active object recognition is investigated", "In this paper
# the design and development of a crawling robot … is addressed": the subject with "the" is
# what the paper does where the verb says so (groups as _PASSIVE_TOPIC's, the first empty);
# not the results, the author or the experiments.
_PASSIVE_THE = re.compile(
    r"[Ii]n (?:this|the present) (?:paper|work|article|study|letter),? ()"
    r"([Tt]he [^.;:,]{3,200}?) (?:is|are|was|were|has been|have been) (?:\w+ly )?"
    r"(?:proposed|presented|introduced|developed|designed|described|addressed|considered|"
    r"investigated|studied|analy[sz]ed|examined|discussed|explored|treated|tackled|solved|"
    r"formulated|modell?ed|simulated|derived|reviewed|summari[sz]ed|outlined)\b"
    r"((?:,? (?:to|for|based on|using) [^.;:]*)?)"
)
# "In this paper, feedback model-based compensation of friction is used for servomechanism
# tasks": after "In this paper", a subject without an article that the paper uses or studies.
_PASSIVE_HERE = re.compile(
    r"[Ii]n (?:this|the present) (?:paper|work|article|study|letter),? ()"
    r"((?![Tt]he |[Ss]ome |[Ww]e |[Ii]t |[Tt]hey |[Tt]his |[Tt]hese |[Aa]n? |[Oo]ur )"
    r"[^.;:,]{3,120}?) (?:is|are|was|were|has been|have been) (?:\w+ly )?"
    r"(?:used|applied|employed|adopted|studied|investigated|analy[sz]ed|examined|explored|"
    r"considered|addressed|discussed|tackled|treated|solved|formulated)\b"
    r"((?:,? (?:to|for|based on|using) [^.;:]*)?)"
)
_NOT_THE_TOPIC = re.compile(
    r"[Tt]he (?:(?:experimental |simulation |main )?results|authors?|experiments?)\b"
)
_HERE = re.compile(r"[Ii]n (?:this|the present) (?:paper|work|article|study|letter)")
# Verbs whose object alone loses the point: "We benchmark X" is titled "Benchmarking X".
_ACTIONS = frozenset(
    str.split(
        "revisit evaluate benchmark compare quantify fit measure audit relate rethink unify "
        "connect extend uncover identify explain estimate train apply"
    )
)
_VAGUE = re.compile(
    r"(?:\S+\s+){0,4}(?:this|these|those|such|both)\b"
    r"|(?:that|it|its|them|their|our|an? explanation|evidence|the two)\b"
    # "we present several experiments that show X": the evidence, not the work.
    r"|(?:several |some |extensive |numerical |experimental |simulation )?"
    r"(?:experiments|results|simulations|evaluations) (?:that|which|to) "
)
# "such" and the two or three words after it (no "such as", "such that", "such a"), a noun phrase
# that a mark or a preposition ends ("such social coordination with …", not "such advances can
# …" nor "such sampled metrics and shows …"): see _such_resolved.
_SUCH_PHRASE = re.compile(
    r"\bsuch (?!(?:as|that|a|an)\b)([a-z][\w-]* [a-z][\w-]*(?: [a-z][\w-]*)?)"
    r"(?=[.,;:]|$| (?:with|for|in|on|of|to|from|by|using|via|under|across)\b)"
)
# A bracketed aside (see phrase), and a kind of a few words and what it is for ("a deep network
# architecture for optical flow"; see _describe).
_BRACKETED = re.compile(r"\([^()]*\)")
_KIND_FOR = re.compile(r"an? (?:[\w-]+ ){1,5}?(for [^,;]+)$")
# A description that points back at the context ("resolve this dilemma") says nothing alone.
# Not inside a hyphened word: "a first-of-its-kind dataset" points nowhere.
_BACKREF = re.compile(
    r"(?<![\w-])(?:this|these|those|such|both|aforementioned|above|said|it|its|them|resulting)"
    r"(?![\w-])"
)
# "X achieves / outperforms …" reports a result; it does not say what X is.
_RESULT = re.compile(
    r"i|ha|wa|doe|achieve|outperform|improve|reduce|reache|surpasse|attain|yield|obtain|"
    r"deliver|set|establish|beat|matche|demonstrate|show|exhibit|enable|consistently"
)
_BARE_HEAD = re.compile(
    r"^(?:an?|the)\s+(?:[\w-]+\s+)?(?:method|framework|technique|approach|model|system|"
    r"algorithm|strategy|scheme|solution|tool|pipeline|paradigm|mechanism|design|way)$"
)
# "a planner called X", "the first benchmark for legal QA, X": the noun phrase says what X is.
_CALLING = ("called", "dubbed", "named", "namely", "termed", "coined", "denoted", "referred to as")
# "a framework called X", "a framework, namely X,", "a network (termed as X)", "X, a …".
_CALLED_NP_BODY = (
    r"((?:[Aa]n?|[Tt]he)\s+(?:[^,;:.()]|\([^()]{1,20}\)|" + MODIFIER_COMMA + r"\s*[,:])"
    # (Or the capitalised words a name's letters come from: "(Seed, Expand and Entail)".)
    r"|\((?:[A-Z][\w-]*,?\s(?:and\s)?){1,5}[A-Z][\w-]*\)"
    r"|,(?= [a-z][a-z]*(?:-[a-z]+|al|ive|ic|ous|able|ible|ent|ant|less|free) [a-z]))"
    r"{3,MOST}?)"
    rf"(?:,?\s*\(?\s*(?<![\w-])(?:{'|'.join(_CALLING)})\s+(?:as\s+)?[\"“`']?|,\s*|:\s*|\s*[—–]\s*)$"
)
_CALLED_NP = re.compile(r"\b" + _CALLED_NP_BODY.replace("MOST", "100"))
# Longer only as the object of a verb of proposing: "we propose a hyperspectral band selection
# method via spatial-spectral weighted region-wise multiple graph fusion-based spectral
# clustering, referred to as RMGF" (longer from any article took in clauses: "the experiment
# based on an example scenario is carried out to verify the proposed method … named u-RT").
_CALLED_LONG_NP = re.compile(
    r"\b(?:propos|present|introduc|develop|design)(?:e|es|ed|s)?\s+"
    + _CALLED_NP_BODY.replace("MOST", "160")
)
# The gerund right before a called noun phrase (see _describe).
_GERUND_BEFORE = re.compile(r"\b([a-z]+ing) $")
# Up to a second verb of contribution in a noun phrase a naming cue closes (see _describe).
_SECOND_PROPOSAL = re.compile(
    r".*\b(?:and|then) (?:we )?(?:propose|present|introduce|develop|design|build|describe|"
    r"devise|offer|create|construct)(?:s|d|ed)? (?=(?:an?|the) )"
)
# Past a purpose to the thing it names: "the hardware … considerations to enable this feature
# on a novel 6-DOF robot named CavePI" names the robot.
_NAMED_PAST_PURPOSE = re.compile(r"[Tt]he .*\bto [a-z]+ .*\b(?=an? )")
_HEAD_THEN_NAME = re.compile(
    r"\b(?:propose|present|introduce|develop|design)[sd]?\s+"
    r"((?:an?|the)\s+[^,;:.()]{3,100}?\s(?:method|framework|model|algorithm|approach|"
    r"system|architecture|network|technique|scheme|strategy|pipeline|benchmark|dataset|"
    r"module|procedure|estimator|planner|controller|policy|agent|robot|tool|library|toolkit|"
    r"loss|metric|measure|classifier|encoder|decoder|regularizer|optimizer|sampler|detector|"
    r"tracker|generator|solver|simulator|platform|descriptor|mechanism|paradigm|formulation|"
    r"layer|block|transformer|attack|protocol|interface|language|representation|filter|"
    r"kernel|operator)s?)\s+$"
)
_PASSIVE = re.compile(
    r"^,?\s+(?:is|are)\s+(?:first\s+|newly\s+|here\s+|then\s+)?"
    r"(?:proposed|introduced|presented|developed|designed)\b"
)
_IS_A = re.compile(r"^,? (?:is|are) (?=an? )")
_WHICH_IS = re.compile(
    r"(?: in this (?:paper|work))?, which is "
    r"(?=(?:an? |the first )(?!abbreviation|acronym|short)(?![a-z]+ing (?!based\b)))"
)
_CLAUSE_END = re.compile(
    r",(?!\d{3})|[;:]|\.(?=\s|$)| [—–] |—| (?:which|while|whereby|wherein|where|that)\b"
)
_SUITED_FOR = re.compile(
    r",? (?:that|which) (?:is|are) (?:[a-z]+ly )?(?:suitable|applicable|tailored|designed|"
    r"intended|dedicated|essential|necessary|useful|important|crucial|critical|scalable|"
    r"optimized|well-suited) for "
)
_ADJECTIVES = ("ible", "able", "ive", "ous", "ful", "ic", "al", "ized", "ised")
_ADJECTIVE_COMMA = re.compile(r", [a-z][\w-]+ [a-z]")
# A compound of a participle, an adjective before a comma too (see _adjective).
_COMPOUND_PARTICIPLE = re.compile(r"[a-z]+-[a-z]+(?:ed|en|ing)")
_AND_CLAIM = re.compile(
    r",? and then [a-z]+ .*$"
    r"|,? and (?:further |also )?(?:show|prove|find|derive|give|trace|identify|demonstrate|"
    r"propose|introduce|present|establish|verify|confirm|illustrate|evaluate|use|release|argue|"
    r"provide|observe|study|analy[sz]e)\b.*$"
    # "… a motion canceling camera system and confirmed its validity": a past-tense claim.
    r"|,? and (?:further |also )?(?:showed|proved|found|derived|demonstrated|verified|confirmed|"
    r"illustrated|evaluated|validated|tested|observed)\b.*$"
)
# What opens whom "… allows" a thing ("… allows a robot", "… allows multiple users"), not
# what it allows ("… allows distributed novelty detection"): see as_purpose.
_ALLOWED_WHOM = frozenset(
    str.split("a an the any one multiple each every several many some its their both this these")
)
# What follows "to" where no verb does ("to a redundant manipulator").
_NOT_A_VERB = frozenset(
    str.split("a an the this these those its their our each all any both such some many")
)
_PROPOSING = frozenset(
    (
        "propose",
        "present",
        "introduce",
        "describe",
        "provide",
        "develop",
        "design",
        "build",
        "devise",
    )
)
_OBJECT = re.compile(r"(?:an?|the|two|three|several|new) ")
_CLAIMING = re.compile(r"(?:showing|demonstrating|proving|arguing|verifying),? (?:that\b|,)")
_POSED = re.compile(r"(?:the|two) following (?:research )?questions?: (?=[a-z])")
_TO_WORD_END = re.compile(r"\bto [a-z]+$")
_CONCEPT_OF = re.compile(r"^the (?:concept|notion|idea|problem) of ", re.I)
_SUBORDINATE = re.compile(
    r"^(?:As|While|Although|Though|Despite|Given|Since|Because|With|Recently|In|Over|When|"
    r"Whereas|Unlike|Building|Motivated|Inspired|To)\b[^,]{0,160}, "
)
_SUBJECT_END = re.compile(
    r" (?:is|are|has|have|remains?|becomes?|hinges|offers?|enables?|suffers?|achieves?|exhibits?|"
    r"excels?|aims?|plays?|relies?|lacks?|can|cannot|often|typically|usually|still|rarely|"
    r"increasingly|mostly|struggles?|faces?|requires?|demands?|needs?|involves?|poses?|depends?|"
    r"allows?|makes?|uses?|produces?|yields?|leads?|provides?|shows?|helps?|benefits?|must|"
    r"should|may|might|will|would|could|do|does|fails?|degrades?|lags?|threatens?|dominates?|"
    r"limits?|hinders?|assumes?|ignores?|trades?)\b"
)
_STOP = frozenset(
    str.split("the a an our we that which to by on in with is are this these its their")
)
_HEAD = re.compile(
    r"\s*((?:[a-z]+\s){0,1}?(?:framework|layer|method|model|approach|algorithm|benchmark|"
    r"dataset|module|scheme|system|agent|architecture|library|criterion|loss))\b"
)
# A kind a name modifies, after it ("a NAME meta-reinforcement learning method …"), and an
# article before the name (see _describe).
_MODIFIED_KIND = re.compile(
    r"\s((?:(?!(?:with|as|of|for|to|in|on|and|or|by|from|the|a|an|is|are|that|which|based)\s)"
    r"[a-z][a-z-]*\s){0,3}?(?:framework|method|model|approach|algorithm|system|"
    r"architecture|network|technique|scheme|strategy|module|mechanism|loss|metric|agent|"
    r"controller|planner|policy|pipeline|paradigm|estimator|transformer|encoder|benchmark|"
    r"dataset|corpus))\b"
)
_SOLVED_BY = re.compile(
    r" (?:to|for) (?:tackle|tackling|solve|solving|address|addressing|overcome|overcoming|"
    r"handle|handling|deal with|dealing with) (?:this|these|the|such) (?:[a-z]+ )?"
    r"(?:problems?|issues?|challenges?|limitations?|difficult(?:y|ies)) by (?=[a-z]+ing )"
)
_ARTICLE_BEFORE = re.compile(
    r"(?:\b(?:a|an|the)\s(?:(?:novel|new)\s)?|\b(?:propose|present|introduce)[sd]?\s)$"
)
_NEXT_VERB = re.compile(
    r" and (?=(?:compare|show|evaluate|demonstrate|apply|use|test|analy[sz]e)\b)"
)
# What points back at a problem said before: "… for the problem by …", "… this task".
_POINTS_BACK = re.compile(r"\b(?:the|this|these|such) (?:problem|task|issue|challenge)s?\b")
# The lowercase words after a short form's brackets that end its noun phrase: "diagonal
# orthant (DO) multinomial models.", "convex synchronized (C-S) control.", "the
# zero-potential-energy (ZP) motion due to …": the long form modifies them.
_NOUN_HEAD = re.compile(
    r"\s*([a-z][a-z-]*(?: [a-z][a-z-]*)??)(?=[,.;:]| (?:that|which|to|for|with|in|on|of|by|"
    r"using|is|are|was|were|has|have|can|and|or|as|from|under|where|whereby|into|along|via|"
    r"due|designed|based|capable)\b)"
)
# Title likeness (see titlemodel) over which a word may head a noun phrase: "strategy" -0.6,
# "database" -0.7; verbs score lower ("adapts" -4.3).
_HEAD_LIKENESS = -1.5
_KIND_HEADS = frozenset(
    str.split("network transformer net model system framework architecture algorithm method")
)
_MANY = frozenset(str.split("and or class family set suite collection"))


def _heads(long_form: str, words: str) -> bool:
    """Whether `words` are nouns titles use (a title's "multinomial models", "control"),
    not a verb ("adapts", "enabling"), a function word or a kind of many ("class of …"), and
    the long form is not a head noun's already ("… Transformer", "… Network")."""
    if long_form.rsplit(" ", 1)[-1].lower().rstrip("s") in _KIND_HEADS:
        return False
    return all(
        word not in _STOP
        and word not in _MANY
        and not word.endswith(("ing", "ed", "ly"))
        and titlemodel.title_likeness(word) > _HEAD_LIKENESS
        for word in words.split()
    )


# "a system that (can) construct(s) X": what the head noun is for, said as "for constructing X"
# (a that-clause is cut off as a clause; left, it is a sentence piece).
_THAT_DOES = re.compile(
    r"\b((?:method|framework|technique|approach|model|system|algorithm|strategy|scheme|tool|"
    r"pipeline|architecture|controller|planner|procedure|mechanism|module|device|solution|"
    r"formulation|methodology|platform|estimator|modification|extension|variant|layer|"
    r"regularizer|operator|primitive|agent|policy|network|encoder|decoder|optimizer|library|"
    r"toolkit|benchmark|dataset|corpus)s?),? (?:that|which) (?:(can|could|will) )?"
    r"((?:[a-z]+ly )?)([a-z]+(?:-[a-z]+)?) (?=[a-z])"
)
# Not third-person verbs, and verbs that say how a thing works, not what it is for ("a method
# that uses X" is no "method for using X").
_THAT_IS_ABLE = re.compile(
    r"\b(?!(?:be|is|are|was|were|been|being)\b)([a-z]+s?) "
    r"(?:(?:that|which) (?:is|are) (?:[a-z]+ly )?(?:(?:able|designed|intended|used) "
    r"to (?:[a-z]+ly |also )?([a-z]+(?:-[a-z]+)?)|capable of (?:[a-z]+ly |also )?([a-z]+ing))"
    # "a robotic system capable of navigating …" (13 derived titles of 16,000, none of the
    # corpus's 81,164 titles say "system capable"): as "… that is capable of" is; not "must be
    # capable of …", a sentence's.
    r"|capable of (?:[a-z]+ly |also )?([a-z]+ing)) (?=[a-z])"
)
_NOT_VERBS = frozenset(str.split("is has was does as thus this his its us plus less"))
_NO_PURPOSE = re.compile(
    r"use|employ|utili[sz]e|rel(?:y|ie)|allow|give|let|make|take|help|work|generali[sz]e|"
    r"scale|run|operate|require|need|consist|depend|remain|become|seem|appear|perform|"
    r"outperform|tend|intend|aim|account|try|attempt|seek|strive|be|not|also|then|only|further|"
    r"contain|include|cover|comprise|span|feature|show|exhibit|has|have|stand|derive|converge|"
    r"serve|strike"
)
_PAIR_OPENS = re.compile(r"(and|or) ([a-z]{3,})(?<!s)(?<!ed)\b(?!-)")
_AND_VERB = re.compile(r"(and|or) ([a-z]+(?:-[a-z]+)?)s\b")
# "that can represent and treat X": after a modal, the second verb is bare.
_AND_ANY = re.compile(r"(and|or) ([a-z]+)\b")
_AND_BASE_VERB = re.compile(r"(and|or) ([a-z]+(?:-[a-z]+)?)\b(?= (?:the|a|an|its|their)\b)")
# Where a sentence of plain abstract text ends and the next begins (spans splits here too).
# A sentence's end: its mark, then the whitespace (group 1) before what may open the next.
# Opening on the mark, the pattern skips ahead to each; "(?<=[.!?])\s+(?=…)", tried at every
# character, took 11 us an abstract.
_SENTENCE_END = re.compile(r"[.!?](\s+)(?=[A-Z0-9\"“(])")
_CLOSE_PAREN = re.compile(r"^(?:\s+for short)?\)")
# What closes a name's naming: a quote, a bracket, a comma ("…, namely X, for …").
_NAME_CLOSE = re.compile(r"^[\"”`']?\)?,?(?=\s)")
_THAT_CLAUSE = re.compile(
    r",? ((?:that|which) (?:[^,;:]|" + LISTED_MODIFIER + r")*?)"
    r"(?:(?!" + LISTED_MODIFIER + r")[,;:]|\.(?:\s|$)| and [a-z]+s |$)"
)
_EXPANSION = re.compile(r"\s*\(([^()]{3,120})\)")
_BARE_TAIL = re.compile(r",? (?:a|an) \w+$")
# ", a relightable field", ": A benchmark …", ", as a step towards …"
_APPOSITION = re.compile(
    r"\s*(?:,|:|\s—|—|\s–|–|\s-(?=\s)|(?=\s+an?\s+(?:[\w-]+\s+){0,4}?(?:framework|method|algorithm|model|"
    r"approach|system|architecture|network|technique|toolkit|library|benchmark|dataset)\b))"
    r"\s*(?:as\s+(?=an?\s))?((?:(?:a|an|the)\s|[A-Z])[^;:]*)"
)
_PURPOSE = re.compile(r"\s+((?:to|for)\s(?:[^,;:.]|\.(?!\s|$))*)")
# What a collection a name closes holds (see _describe).
_COLLECTION = re.compile(r"\b(?:dataset|benchmark|corpus|collection|database)$")
_HOLDS = re.compile(
    r",?\s+(?:composed of|consisting of|comprising|containing|that contains|which contains|"
    r"with) (?=\S)"
)
_PAREN = re.compile(r"\([^()]*\)")
_ONE_MODIFIER = re.compile(r"an? [\w-]+")
# What a thing is made of, not what it does (verbs without their "s", as _WHICH gives them:
# "has" is "ha").
_PARTS_VERB = re.compile(r"consist|comprise|contain|include|involve|feature|ha")
_WHICH_CAN = re.compile(
    r",? (?:which|that) (?:can|could) ((?:[a-z]+ly )?)([a-z]+(?:-[a-z]+)?) "
    r"(\S(?:(?!\. | and [a-z]+s )[^,;:])*)"
)
_COMPOUND_MODIFIER = re.compile(
    r"-(?:based|driven|aware|free|scale|level|guided|specific|agnostic|efficient|grained)$"
)
_APPOSITION_END = re.compile(r",(?!\d{3})|\.(?:\s|$)| —|—")
_ACRONYM = re.compile(r"(?<![\w-])([A-Z]{2,6}s?)(?![\w-])")
_WHICH = re.compile(
    r"(?:,? (?:which|that)|,(?= [a-z]+(?:-[a-z]+)?s ))"
    r" ((?:[a-z]+ly )?)(?!(?:i|ha|wa|doe|a|thu|thi|hi|it|u|plu|le)s )([a-z]+(?:-[a-z]+)?)s "
    r"(?:(and|or) ([a-z]+)s )?(\S(?:(?!\. | and [a-z]+s )[^,;:])*)"
)


def describe(plain: str, name: str, anchor: int, limit: int) -> str | None:
    """What the paper says the named thing is: long form, appositive or purpose."""
    text = _describe(plain, name, anchor, limit)
    if text and _BACKREF.search(text):
        text = _unvague(text, plain, name, anchor, limit)
    return as_purpose(expand_acronyms(text, plain, name, limit)) if text else text


@titlemodel.forgotten_on_install
@lru_cache(maxsize=8)
def topic_phrase(plain: str, limit: int, name: str = "") -> str:
    """What an abstract is about: what its first sentence to say what the paper does says
    ("we study X", "we propose to X", "a method for X is proposed": _said), else its first
    subject (for a `name` that has no description: from sentences that do not mention it).
    Cached: a title whose description fails its checks asks again for the same topic."""
    sentences = first_sentences(plain, 12)
    # "We present long form (X), …" still says what X is; "We train X on …" does not.
    sentences = [s for s in sentences if not _mentions(s, name)] or sentences
    # A sentence's match is one in the whole text too: with none there, look in none.
    passive = " is " in plain or " are " in plain or " was " in plain or " were " in plain
    ongoing = None
    for at, sentence in enumerate(sentences if passive or _any_topic(plain, _TOPIC) else ()):
        if "such " in sentence:
            sentence = _such_resolved(sentence, plain)
        said = _said(sentence, passive)
        if said and ongoing is None and _ONGOING.search(sentence):
            # "We have been developing exoskeletal robots …" is often the programme the paper
            # is a step of: a later "We propose a 2 DOF exoskeletal robot …" says the step.
            ongoing = said
            continue
        if said and ongoing is not None and not PROPOSING_VERB.search(sentence):
            continue
        by_proposal = _by_proposal(said, limit) if said and " by " in said else None
        if by_proposal:
            return by_proposal
        if said and PROBLEM_FRAME.search(sentence):
            # "We consider the problem of online optimization … In this paper we introduce a
            # general algorithm that …": the problem frames what a later sentence proposes.
            # (The problem without what its clause says of it: "online prediction for realtime
            # camera planning", where the goal is to predict smooth trajectories …)
            problem = _PROBLEM_CLAUSE.split(phrase(said, limit, participles=True), 1)[0]
            framed = _framed(problem, sentences[at + 1 :], passive)
            if framed and len(framed) <= limit:
                return framed
        if said:
            # "we address the following question: can X be Y?" asks "Can X be Y?".
            posed = _POSED.match(said)
            if posed and said.endswith("?") and len(said) - posed.end() <= limit:
                return capitalised(said[posed.end() :])
            # "we study whether X can Y" is asked as a title asks it: "Can X Y?".
            asked = None if name else as_question(said, limit)
            return asked or phrase(said, limit, participles=True)
    if ongoing is not None:
        return phrase(ongoing, limit, participles=True)
    for sentence in sentences if _any_topic(plain, _LATER_TOPIC) else ():
        said = _said(sentence, False, _LATER_TOPIC)
        if said:
            return phrase(said, limit, participles=True)
    # What "we" build on, where nothing else says what the paper does ("we combine X and Y",
    # "we exploit X to Y"), as a title without a name says it: "Combining an MPC-based
    # whole-body controller with two adaptive schemes", not the opening's "Modern,
    # torque-controlled service robots" (see _USING_TOPIC).
    using = not name and _any_topic(plain, _USING_TOPIC)
    for sentence in sentences if using else ():
        said = _said(sentence, False, _USING_TOPIC)
        if not said or said.partition(" ")[2].startswith("the "):
            continue
        phrased = phrase(said, limit, participles=True)
        # ("We use X" says what the paper does with what X is used to do, in the title:
        # "Using velocity feedback to increase the admittance of …", not "Using benchmark data
        # sets" (to compare …).)
        if not said.startswith("using ") or _USED_TO.search(phrased):
            return phrased
    first = _SUBORDINATE.sub("", sentences[0])
    subject = None if first.endswith("?") else _SUBJECT_END.search(first)
    if subject and subject.start() >= 25:
        first = first[: subject.start()]
    return phrase(first, limit)


def _by_proposal(said: str, limit: int) -> str | None:
    """What a sentence does "by proposing" a thing, said as that thing for it: "we tackle the
    problem of zero-shot anticipation by presenting a hierarchical model that …" is "A
    hierarchical model for zero-shot anticipation"; "we address this limitation by proposing
    a new algorithm that takes …" says only what it proposes. None where it is neither."""
    by = _BY_PROPOSING.search(said)
    if by is None:
        return None
    proposed = said[by.end() :].rstrip(". ")
    problem = phrase(said[: by.start()], limit, participles=True)
    # (A problem or a task, not a thing made: "a clear account about how …", "the first exact
    # inference algorithms for …" by introducing a representation.)
    task = _TASK_OF.match(problem) is not None or problem.endswith(_TASK_ENDS)
    made = problem.lower().startswith(("a ", "an ", "the ", "one of ")) and not task
    framed = None if made else _kind_for(problem, proposed)
    if framed and len(framed) <= limit:
        return framed
    # (Not the kind alone, "A multi-robot system", nor a name's: "the FORCE model, an …".)
    pointer = _POINTER.fullmatch(said[: by.start()]) and not proposed.startswith("the ")
    if pointer and not _KIND_ONLY.fullmatch(proposed):
        return phrase(proposed, limit, participles=True)
    return None


def _framed(problem: str, later: list[str], passive: bool) -> str | None:
    """The kind a later sentence proposes for the problem a sentence framed: "A general
    algorithm for online optimization", "A prioritized method for motion planning for
    multiple robots" (None where none is proposed, or the kind says the problem again: "A
    coverage planner for human-aware coverage planning")."""
    proposed = _proposed_after(later, passive)
    return _kind_for(problem, proposed) if proposed else None


def _kind_for(problem: str, proposed: str) -> str | None:
    """The kind `proposed` opens, for `problem` (see _framed), or None."""
    kind = _KIND_ONLY.match(proposed)
    # ("The task of image annotation" is image annotation; "the K-armed dueling bandit
    # problem" stays whole; not "Revisiting the classic …", nor "the following …".)
    problem = _TASK_OF.sub("", problem)
    inside = problem.removesuffix(" problem").removesuffix(" task")
    if kind is None or " problem" in inside or " task of" in inside or " - " in problem:
        return None
    if problem.lower().startswith(("revisiting ", "rethinking ")) or "following" in problem:
        return None
    # (Nor a problem of one word, "An architecture for learning", or a question's: "A
    # generalized formulation for how a robot can improve …".)
    if " " not in problem or problem.lower().startswith(("how ", "whether ", "what ", "why ")):
        return None
    # (A name spelled in capitals keeps them: "Event Causality Identification".)
    first, _, rest = problem.partition(" ")
    if titlemodel.is_common_word(first.lower()) and not rest[:1].isupper():
        problem = problem[:1].lower() + problem[1:]
    said = {word[:5] for word in problem.lower().split() if len(word) > 2}
    if said & {word[:5] for word in kind[0].lower().split()[1:]}:
        return None
    framed = f"{plainer(kind[0])} for {problem}"
    return None if _BACKREF.search(framed) else framed


def _proposed_after(sentences: list[str], passive: bool) -> str | None:
    """What the first of `sentences` to propose a thing ("a general algorithm that …")
    proposes, as _said reads it, or None."""
    for later in sentences:
        if not PROPOSING_VERB.search(later):
            continue
        said = _said(later, passive)
        if said and _OBJECT.match(said):
            return said
    return None


def _such_resolved(sentence: str, plain: str) -> str:
    """The sentence with "such" dropped before a noun phrase (_SUCH_PHRASE) whose first two
    words the abstract said before it: "we proposed a method that achieves such social
    coordination with a robot" (the abstract opened on "People engage in social coordination
    …") says what it achieves without the pointer, which made it say nothing alone (_VAGUE)."""
    before = plain[: max(0, plain.find(sentence))].lower()
    for m in reversed(list(_SUCH_PHRASE.finditer(sentence))):
        head = " ".join(m.group(1).lower().split()[:2])  # "such hybrid planning problems"
        if re.search(rf"\b{re.escape(head)}\b", before):
            sentence = sentence[: m.start()] + sentence[m.start(1) :]
    return sentence


def _mentions(sentence: str, name: str) -> bool:
    """Whether `name` is in the sentence outside short asides ("(X)"). A name with no space and
    no mark is in the sentence without them only where it is in the sentence (drop_parens puts
    spaces where the asides were and drops spaces only before marks): most sentences do not
    hold it at all."""
    if not name or (name not in sentence and not any(c.isspace() or c in ",;:." for c in name)):
        return False
    return name in drop_parens(sentence)


def first_sentences(text: str, most: int) -> list[str]:
    """The first `most` sentences of `text` (at least one, "" for an empty text), split at the
    whitespace after a sentence's mark where a capital, a digit, a quote or a bracket follows."""
    pieces, start = [], 0
    for end in _SENTENCE_END.finditer(text):
        pieces.append(text[start : end.start(1)])
        start = end.end(1)
        if len(pieces) == most:
            return pieces
    pieces.append(text[start:])
    return pieces


# (Cached: topic_phrase reads the same sentences again for each longer title asked for.)
@titlemodel.forgotten_on_install
@lru_cache(maxsize=64)
def _said(sentence: str, passive: bool, topic: re.Pattern[str] = _TOPIC) -> str | None:
    """What one sentence says the paper does ("we study X", "we aim to X", "a method for X is
    proposed"), as a title's words; None if it says nothing of the kind. Measured on the
    corpus's training years, a verb of intent ranks with the others: "we aim to reduce X"
    before a later "we propose Y" gave titles nearer the authors' (ROUGE 0.21 against 0.18 on
    the 48 of 12,000 titles that differ)."""
    for m in _topic_matches(sentence, topic):
        # "-ing" says what "we" do only after "are", "were" … ("we are investigating X"); "our
        # system employing ultrasound images can …" is a participle's.
        verb_said = (m.group(1) or "").lower()
        if verb_said.endswith("ing") and not _ONGOING_AUX.search(m.group(0)):
            continue
        rest = _THIS_PROBLEM.sub("", sentence[m.end() :], count=1)
        means = _MEANS.match(rest)
        means = means if means and _said_means(rest[means.end() :]) else None
        rest = rest[means.end() :] if means else rest
        # "we are studying about robotic application of X", "we report here an application
        # of X": the verb's object follows.
        rest = rest.removeprefix("here, ").removeprefix("here ").removeprefix("about ")
        # "This paper presents our recent work on the design of X": the design of X; so too
        # "describes work on X", "reports ongoing work toward X" (not the work a paper
        # extends or builds on: "we extend recent work on X by …").
        if rest.startswith("our ") or not verb_said.startswith(("extend", "buil")):
            rest = _OUR_WORK_ON.sub("", rest, count=1)
        # "we propose in this paper a novel method for …": the object follows.
        rest = _IN_THIS_PAPER.sub("", rest, count=1) if rest.startswith("in ") else rest
        # "we propose for the first time, a generative approach …", "we present to the robotic
        # community a …": the object follows.
        if rest[:4] in ("for ", "to t"):
            rest = _BEFORE_OBJECT.sub("", rest, count=1)
        # The means says its own verb ("by harvesting …"), not the one before the problem.
        verb = "" if means else _ALL_VERBS.get((m.group(1) or "").lower(), "")
        # "we designed and tested a single-chip sensor": both verbs take the object (49 of
        # 12,000 derived titles opened "And tested …"); an action's pair is said with it
        # ("Identifying and investigating …", see _second_gerund).
        paired = _PAIRED_VERB.match(rest) if verb not in _ACTIONS else None
        if paired and (paired[1] in _ALL_VERBS or titlemodel.is_verb(paired[1])):
            rest = rest[paired.end() :]
        # "This paper reports on X" is about X (titled "On X", 17 of 16,000 derived titles).
        if verb == "report" and rest.startswith("on "):
            rest = rest[3:]
        to_verb = _TO_VERB.match(rest)
        if to_verb and to_verb.group(1) in _PROPOSING and _OBJECT.match(rest, to_verb.end()):
            # "we aim to propose a control strategy": what is proposed is the title.
            rest = rest[to_verb.end() :]
        elif to_verb:
            verb_ing = to_verb.group(1)  # "to first learning X" is a slip, still a gerund
            verb_ing = verb_ing if verb_ing.endswith("ing") else gerund(verb_ing)
            rest = f"{verb_ing} {_second_gerund(rest[to_verb.end() :])}"
        elif (
            verb in _INTENT and rest.startswith("at ") and rest[3:].split(" ", 1)[0].endswith("ing")
        ):
            rest = rest[3:]  # "This paper aims at developing X"
        elif verb in _INTENT:
            rest = ""
        if _CLAIMING.match(rest):
            continue  # "our contribution is (to show) showing that X": a claim's clause
        # "This paper presents our comparative study on how …", "we describe our experience
        # with using LEGO kits in …": what follows "our" (and "our work on") is the topic.
        # (Only after a verb of presenting: "we show that our simple agent is …" is a claim.)
        presents = verb in _PRESENTING and not m.group(0).rstrip().endswith("that")
        ours = _OUR_WORK.match(rest) if presents and rest.startswith("our ") else None
        after = rest[ours.end() :] if ours else ""
        own = _OWN_WORDS_END.split(after, maxsplit=1)[0].split()
        if len(own) >= 3 and _THIN_OURS.isdisjoint(own[:3]):
            rest = after
        if _VAGUE.match(rest):
            # "we focus on such a problem and introduce an unsupervised ranking optimization
            # approach …": the vague object's proposing partner says what the paper does.
            then = _THEN_PROPOSED.search(rest)
            rest, verb = (rest[then.end() :], "propose") if then else (rest, verb)
        if not _VAGUE.match(rest) and len(rest.split()) >= 3:
            acts = verb in _ACTIONS or verb in _LATER_ACTIONS or verb in _USING_ACTIONS
            if acts and not to_verb:
                rest = f"{gerund(verb)} {_second_gerund(rest)}"
            elif verb == "survey":
                rest = f"a survey of {rest}"
            return _QUANTIFIER.sub("", rest, count=1)
    proposed = (
        next(scan.finditer(_PASSIVE_TOPIC, sentence, _clause_openings(sentence)), None)
        if passive and any(word in sentence for word in _PASSIVE_TOPIC_NEEDS)
        else None
    )
    if proposed is None and passive and _HERE.match(sentence):
        proposed = _PASSIVE_THE.match(sentence) or _PASSIVE_HERE.match(sentence)
        if proposed and _NOT_THE_TOPIC.match(proposed[2]):
            proposed = None
    if proposed is None:
        return None
    # "A variety of approaches have been proposed" is earlier work; "In this paper, a novel
    # mechanism has been proposed" the paper's.
    if " been " in proposed[0] and not _HERE.match(proposed[0].lstrip(", ")):
        return None
    articled, any_thing, purpose = proposed.groups()
    thing = articled or any_thing
    if _VAGUE.match(thing) or (not purpose and _BARE_HEAD.match(thing)):
        return None
    return _QUANTIFIER.sub("", thing[:1].lower() + thing[1:], count=1) + purpose.lstrip(",")


# The words that open a noun phrase before its modifiers (titles.py reads them too).
DETERMINERS = frozenset(str.split("a an the this these that those its their our such some"))


def _said_means(means: str) -> bool:
    """Whether the means after "we address this problem by" says something alone: not a bare
    "a genetic algorithm", "a hybrid scheme" (4 words at least before the clause ends). A
    means that points back ("formulating it as …") is a defect the title's checks catch."""
    words = _CLAUSE_BREAK.split(means, maxsplit=1)[0].split()
    # (Three words with no article are three of substance: "observation space quantization".)
    return len(words) >= 4 or (len(words) == 3 and words[0].lower() not in DETERMINERS)


def _topic_matches(text: str, topic: re.Pattern[str] = _TOPIC) -> Iterator[re.Match[str]]:
    """What topic.finditer yields, trying only where its opening words are (see scan)."""
    return scan.finditer(
        topic, text, scan.bounded(text, scan.starts(scan.folded(text), _TOPIC_OPENINGS))
    )


@lru_cache(maxsize=8)
def _any_topic(text: str, topic: re.Pattern[str]) -> bool:
    """Whether `topic` matches anywhere in `text` (cached as _said is)."""
    return next(_topic_matches(text, topic), None) is not None


def _clause_openings(text: str) -> list[int]:
    """Where a pattern opening with "(?:^|, )" may begin."""
    found = scan.starts(text, (", ",))
    return found if found[:1] == [0] else [0, *found]


def _second_gerund(rest: str) -> str:
    """ "and investigate a connection" (the rest after "we identify", "to identify") as "and
    investigating a connection": a verb, as its object's determiner follows it."""
    second = AND_BARE_VERB.match(rest)
    if second:
        return f"and {gerund(second.group(1))} {rest[second.end() :]}"
    # Straight after the first verb, its pair's second is a verb whatever follows: "we
    # evaluate and compare models …" is "Evaluating and comparing models …" (was "Evaluating
    # and compare models").
    paired = _PAIR_OPENS.match(rest)
    if paired and titlemodel.is_verb(paired[2]) and not paired[2].endswith("ing"):
        return f"{paired[1]} {gerund(paired[2])}{rest[paired.end() :]}"
    return rest


# (Cached: each length of title asks for the same phrases again; so below.)
@titlemodel.forgotten_on_install
@lru_cache(maxsize=64)
def phrase(text: str, limit: int, participles: bool = False) -> str:
    """A sentence remainder cut to a title: at the first clause end past 30 characters, or,
    when a longer title is asked for (to break a tie), at the last clause end that fits
    (participles: see shorten)."""
    text, ends = _clause_ends(text)
    end = next(end for end in ends if end >= 30 or end == len(text))
    if limit > _SOFT:
        end = max([end, *(e for e in ends if e <= limit)])
    return as_purpose(shorten(text[:end], limit, 0, participles))


@titlemodel.forgotten_on_install
@lru_cache(maxsize=64)
def _clause_ends(text: str) -> tuple[str, tuple[int, ...]]:
    """phrase's text made plainer, and where its clauses end (its length last), whatever the
    limit: read once for every length of title."""
    text = drop_parens(text).strip()
    claim = _AND_CLAIM.search(text)
    # "to detect and address X" is one purpose with two verbs, not a claim after the phrase.
    if claim and not _TO_WORD_END.search(text, 0, claim.start()):
        text = text[: claim.start()]
    text = plainer(_CONCEPT_OF.sub("", text))
    # "a pretraining task that is tailored for monocular depth estimation": "a pretraining task
    # for monocular depth estimation" (the clause would be cut, and what it is for with it).
    if " that " in text or " which " in text:
        text = _SUITED_FOR.sub(" for ", text, count=1)
    # "a remotely accessible, multi-robot research facility": a comma between adjectives
    # ends no clause; nor one in a list of words ("with haptic, tactile, and ultrasound
    # capabilities").
    # (Every WORD_LIST match holds ", " and " and " or " or ": without them, no search.)
    listed = ", " in text and (" and " in text or " or " in text)
    lists = [m.span() for m in WORD_LIST.finditer(text)] if listed else []
    # Nor one inside a formula drop_parens kept: "a sample (epsilon, delta)-differentially
    # private algorithm".
    if "(" in text:
        lists += [m.span() for m in _BRACKETED.finditer(text)]
    ends = [
        m.start()
        for m in _CLAUSE_END.finditer(text)
        if not (
            _ADJECTIVE_COMMA.match(text, m.start())
            and _adjective(text[: m.start()].rsplit(" ", 1)[-1])
        )
        and not any(start < m.start() < end for start, end in lists)
    ]
    return text, (*ends, len(text))


def _adjective(word: str) -> bool:
    """Whether a word before a comma reads as one of a list of adjectives: by its ending, or
    as a compound of a participle ("control-oriented", "data-driven", "hand-written")."""
    return word.endswith(_ADJECTIVES) or _COMPOUND_PARTICIPLE.fullmatch(word) is not None


def as_doing(text: str) -> str:
    """ "to achieve certified robustness" (a description a name's purpose gave) as "achieving
    certified robustness", the way authors' titles say it; "to a redundant manipulator"
    (no verb) left as it is."""
    to_verb = _TO_VERB.match(text) if text.startswith("to ") else None
    if to_verb is None or to_verb.group(1) in _NOT_A_VERB or to_verb.group(1).endswith("ing"):
        return text
    return f"{gerund(to_verb.group(1))} {_second_gerund(text[to_verb.end() :])}"


_AND_BARE = re.compile(r"and ([a-z]{3,})\b")
_VERB_ENDINGS = ("ize", "ise", "yze", "yse", "ify")


@titlemodel.forgotten_on_install
@lru_cache(maxsize=256)
def as_purpose(text: str) -> str:
    """ "a system that constructs X" as "a system for constructing X", once the text is cut to
    length (a clause made longer would be cut inside); a result ("that outperforms …"), a way
    of working ("that uses …") or no verb of the third person ("that the method …") left as
    it is."""
    able = _THAT_IS_ABLE.search(text)
    if able:  # "a planner that is able to reason about X": "a planner for reasoning about X"
        verb = able.group(3) or able.group(4) or gerund(able.group(2))
        rest = text[able.end() :]
        # (Its pair too: "… able to detect and localize X" is "… for detecting and localizing X".)
        paired = _AND_BARE.match(rest)
        if paired and (titlemodel.is_verb(paired[1]) or paired[1].endswith(_VERB_ENDINGS)):
            rest = f"and {gerund(paired[1])}{rest[paired.end() :]}"
        return f"{text[: able.start()]}{able.group(1)} for {verb} {rest}"
    found = _THAT_DOES.search(text)
    if found is None:
        return text
    head, modal, adverb, verb = found.groups()
    # (An adverb is no verb: "… that can directly" represent, cut.)
    if verb.endswith("ly") and not titlemodel.is_verb(verb):
        return text
    # (A plural head's verb has no "-s": "language models that treat reference as …".)
    plural = head.endswith("s") and not verb.endswith("s") and titlemodel.is_verb(verb)
    if not modal and not plural:
        if not verb.endswith("s") or verb.endswith("ss") or verb in _NOT_VERBS:
            return text
        verb = verb[:-1]
    rest = text[found.end() :]
    # "a method that allows distributed novelty detection" is "a method for distributed novelty
    # detection", "… that allows to reproduce X" "… for reproducing X"; "… that allows a robot
    # to adjust X" is left as it is.
    if verb in ("allow", "enable") and not modal and not adverb:
        to_verb = _TO_VERB.match(rest)
        if to_verb and to_verb.group(1) not in _NOT_A_VERB:
            gerunded = f"{gerund(to_verb.group(1))} {rest[to_verb.end() :]}"
            return f"{text[: found.start()]}{head} for {gerunded}"
        # What it allows said as a thing done ("… detection", "… control"), not whom it
        # allows ("… a robot", "… developers", cut before what they do).
        words = rest.split()
        if (
            " to " not in f" {rest} "
            and len(words) >= 2
            and rest[:1].islower()
            and words[0] not in _ALLOWED_WHOM
            and not words[-1].endswith(("s", "ing"))
        ):
            return f"{text[: found.start()]}{head} for {rest}"
        return text
    if _RESULT.fullmatch(verb) or _NO_PURPOSE.fullmatch(verb):
        return text
    # "that extracts and penalizes X": both verbs become gerunds.
    second = (_AND_BASE_VERB if modal else _AND_VERB).match(rest)
    # (Or a verb "we" use, without its object's determiner: "that can track and reconstruct
    # non-rigid surface motion".)
    bare = _AND_ANY.match(rest) if modal and second is None else None
    if bare and titlemodel.is_verb(bare[2]):
        second = bare
    if second:
        rest = f"{second.group(1)} {gerund(second.group(2))}{rest[second.end() :]}"
    return f"{text[: found.start()]}{head} for {adverb}{gerund(verb)} {rest}"


def _describe(plain: str, name: str, anchor: int, limit: int) -> str | None:
    start = anchor - len(name)
    before, after = plain[max(0, start - 200) : start], plain[anchor : anchor + 400]
    paren = before.endswith("(")
    if paren:
        before = before[:-1]
        after = _CLOSE_PAREN.sub("", after)
    after = _PASSIVE.sub("", after)
    # "TriForce, a hierarchical speculative decoding system that is scalable for long sequence
    # generation": what it is for, said as a title says it (the clause would be cut first).
    if "t is " in after or "h is " in after or "t are " in after or "h are " in after:
        after = _SUITED_FOR.sub(" for ", after, count=1)
    # "LiveSketch is a novel algorithm for …" says what it is as "LiveSketch, a novel …" does.
    after = _IS_A.sub(", ", after, count=1)
    called = (
        _CALLED_NP.search(before) or _CALLED_LONG_NP.search(before)
        if _may_be_called(before)
        else None
    )
    if called:
        # A long form in brackets after the name says what it is, with what for after them:
        # "a framework called FSBS (Forward Search in Belief Space) for online planning in
        # POMDPs" is "Forward Search in Belief Space for online planning in POMDPs".
        spelled = _EXPANSION.match(after)
        bracketed = spelled.group(1) if spelled else ""
        for_what = _PURPOSE.match(_NAME_CLOSE.sub("", after[spelled.end() :])) if spelled else None
        said = f"{bracketed} {for_what.group(1)}" if for_what else ""
        # (Whole within the limit, and "for" a thing: "… to ensure safety" says less.)
        if (
            said.startswith(f"{bracketed} for ")
            and len(said) <= limit
            and bracketed[:1].lower() == name[:1].lower()
            and abbreviates(name, bracketed)
        ):
            return said
        # What it is for may follow the name: "…, namely stagNet, for understanding …".
        rest = _NAME_CLOSE.sub("", after)
        clause = _THAT_CLAUSE.match(rest) or _PURPOSE.match(rest)
        called_np = called.group(1)
        # "we alter the perspective to the frequency domain and present a new MIM-based
        # framework named FreMIM": the noun phrase the second verb takes.
        second = _SECOND_PROPOSAL.match(called_np) or _NAMED_PAST_PURPOSE.match(called_np)
        called_np = called_np[second.end() :] if second else called_np
        # "… by exploring the intrinsic uncertainties in … approaches (called SUN)": the doing
        # is what the name names, not the thing it is done to (the authors: "SUN: Exploring
        # Intrinsic Uncertainties …").
        doing = _GERUND_BEFORE.search(before, 0, called.start(1))
        if doing and not second and called_np.startswith("the ") and gerund_verb(doing[1]):
            called_np = f"{doing[1]} {called_np}"
        text = plainer(drop_parens(called_np)) + (" " + clause.group(1) if clause else "")
        return shorten(text[:1].lower() + text[1:], limit, 0)
    long_form = _walk_back(before, paren, name)
    expansion = _EXPANSION.match(after)
    if expansion is None and not long_form:
        # "the DORA method (Dynamic and Optimized Reflection Advice)": the head noun between.
        head = _HEAD.match(after)
        expansion = _EXPANSION.match(after, head.end()) if head else None
    if expansion and not long_form and _capitalised(expansion.group(1)):
        long_form, after = expansion.group(1), after[expansion.end() :]
    # "we introduce a new fast incremental gradient method SAGA": with no long form, the noun
    # phrase whose head the name follows says what it is, as "called" does.
    headed = None if long_form or not before.endswith(" ") else _HEAD_THEN_NAME.search(before)
    if headed:
        # What it does may follow the name: "a styled generative model RouteGAN that generates
        # diverse interactions …" (where that fits whole).
        clause = _THAT_CLAUSE.match(after) or _PURPOSE.match(after)
        # (Not what it is made of: "… HMCGR which contains a generation and a classification
        # model".)
        verb = clause.group(1).split(" ", 2)[1:2] if clause else []
        # (Nor a result, "… that improves the state-of-the-art performance", nor what points
        # back: "… HMCGR for this task".)
        said_verb = verb[0].removesuffix("s") if verb else ""
        if clause and (
            (said_verb and (_PARTS_VERB.match(said_verb) or _RESULT.fullmatch(said_verb)))
            or _BACKREF.search(clause.group(1))
        ):
            clause = None
        text = plainer(headed.group(1))
        said = f"{text} {clause.group(1)}" if clause else text
        # A collection is said by what it holds: "a large scale dataset (VideoMem) composed of
        # 10,000 videos with memorability scores" is "a large scale dataset of 10,000 videos …".
        held = _HOLDS.match(after) if _COLLECTION.search(text) else None
        if held:
            said = f"{text} of {_CLAUSE_END.split(after[held.end() :], maxsplit=1)[0]}"
        if len(said) > limit:
            said = text
        return shorten(said[:1].lower() + said[1:], limit, 0)
    head = _HEAD.match(after) or (_NOUN_HEAD.match(after) if paren and long_form else None)
    if head and long_form and (head.re is _HEAD or _heads(long_form, head.group(1))):
        long_form, after = f"{long_form} {head.group(1)}", after[head.end() :]
    elif head and _APPOSITION.match(after, head.end()):
        after = after[head.end() :]  # "the IRUEX dataset, a novel educational resource …"
    elif (
        head
        and not long_form
        and (which := _WHICH.match(after, head.end()))
        and not _PARTS_VERB.fullmatch(which.group(2))
    ):
        # "the EPOpt algorithm, which uses an ensemble of …": the kind, then what it does (not
        # what it is made of: "…, which consists of two sub-networks").
        kind = head.group(1)
        does = _appositive(after[head.end() :])
        if does:
            return shorten(f"{article(kind)} {kind} {does}", limit, 0, participles=True)
    # "we propose a Dual-Filtering method for the ProMPs", "a dual-MDP meta-reinforcement
    # learning method that enables …": the name modifies its kind, and the clause after says
    # what it does (not what it is made of: "… that consists of two main components").
    modified = None if long_form or paren else _MODIFIED_KIND.match(after)
    if modified and _ARTICLE_BEFORE.search(before):
        rest = after[modified.end() :]
        clause = _THAT_CLAUSE.match(rest) or _PURPOSE.match(rest)
        # (To the sentence's next verb: "… for memory efficient rehearsal" and compare it …)
        said = _NEXT_VERB.split(clause.group(1), maxsplit=1)[0] if clause else ""
        verb = said.split(" ", 2)[1:2] if said.startswith(("that ", "which ")) else []
        if said and not (
            _BACKREF.search(said)
            or _POINTS_BACK.search(said)
            or (verb and _PARTS_VERB.match(verb[0].removesuffix("s")))
            or " composed of " in said
            or said[-1].isdigit()  # ("… to realize 1" of "1,000 Hz")
        ):
            kind = modified.group(1)
            return shorten(f"{article(kind)} {kind} {said}", limit, 0)
    extra = _appositive(after)
    if not long_form:
        # "we propose DetNet in this paper, which is a novel backbone network …", "we propose
        # Sampling-MIPS, which is the first sampling based algorithm that …": what it is.
        which_is = None if extra else _WHICH_IS.match(after)
        extra = _appositive(", " + after[which_is.end() :]) if which_is else extra
        return shorten(extra, limit, 0, participles=True) if extra else None
    if not extra:
        return long_form
    # "Recurrent All-Pairs Field Transforms, a deep network architecture for optical flow":
    # the long form says what the thing is, the kind between says it again; authors say
    # "Recurrent All-Pairs Field Transforms for Optical Flow". A manner before what for goes
    # ("for efficient spatiotemporal action localization"). The kind stays where what for
    # says the long form again ("few-shot anomaly detection, a method for anomaly detection
    # in …"), is one word ("for robotics"), is a verb's ("an algorithm allowing for …"),
    # follows a long form that says what for itself ("Light Weight Robot Coding for Skills"),
    # or would be cut away or left open by the limit ("deformable graph matching for matching
    # graphs subject to global rigid" (and non-rigid …)).
    kind_for = _KIND_FOR.match(extra) if " for " not in long_form else None
    if kind_for and extra[: kind_for.start(1)].split()[-1].lower() in FOR_VERBS:
        kind_for = None
    purpose = "for " + MANNER.sub("", kind_for.group(1)[4:], count=1) if kind_for else ""
    if purpose.count(" ") >= 2 and not _says_again(purpose, long_form):
        said = shorten(f"{long_form} {purpose}", limit, len(long_form), participles=True)
        if said.count(" ") - long_form.count(" ") >= 3 and not defects(said):
            return _BARE_TAIL.sub("", said)
    text = shorten(long_form + ("" if extra.startswith(("to ", "for ")) else ",") + " " + extra,
                   limit, len(long_form), participles=True)  # fmt: skip
    # A bare generic appositive ("…, a method") adds nothing once its clause is cut off.
    return _BARE_TAIL.sub("", text)


def _says_again(purpose: str, long_form: str) -> bool:
    """Whether the last word of what for ("for anomaly detection in videos": "detection",
    before its preposition) is a word of the long form."""
    head = _CLAUSE_BREAK.split(purpose, maxsplit=1)[0]
    head = re.split(r" (?:in|on|of|with|from|by|using|at|under|to) ", head, maxsplit=1)[0]
    last = head.rsplit(" ", 1)[-1].lower().removesuffix("s")
    return last in {word.lower().removesuffix("s") for word in long_form.split()}


def _may_be_called(before: str) -> bool:
    """Whether `before` ends as a _CALLED_NP match must: with a comma, a colon or a dash
    ("a novel visual SLAM method …: TT-SLAM"), or with a word of
    _CALLING and then perhaps "as" and a quote (spaces aside). Most do not, and the pattern,
    tried from every "a" and "the" to the end, took 8 us a title."""
    end = before.rstrip()
    if end.endswith((",", ":", "—", "–")):
        return True
    if end.endswith(('"', "“", "`", "'")):
        end = end[:-1].rstrip()
    return end.endswith(_CALLING) or (end.endswith("as") and end[:-2].rstrip().endswith(_CALLING))


def spelled_out(plain: str, name: str) -> str | None:
    """The long form the abstract spells `name` out with, before its brackets ("large-size
    aerial skeleton with distributed rotor actuation (LASDRA)") or in them after it; None
    where it gives none."""
    # A name of one capital ("Dexclar") is a word, not letters a long form spells.
    if sum(map(str.isupper, name)) < 2:
        return None
    # "… a method named SLiCC: Stackelberg Learning in Cooperative Control.": after a colon.
    if "(" not in plain:
        colon = plain.find(f"{name}: ")
        after = _AFTER_COLON.match(plain, colon + len(name) + 2) if colon >= 0 else None
        words = after.group(1) if after else ""
        return (
            words if " " in words and words[:1] == name[:1] and abbreviates(name, words) else None
        )
    at = plain.find(f"({name})")
    words = _walk_back(plain[max(0, at - 200) : at], True, name) if at > 0 else ""
    # "Stochastic and Adversarial Optimal (SAO) algorithm": the head noun after the brackets.
    head = _HEAD.match(plain, at + len(name) + 2) if words else None
    words = f"{words} {head.group(1)}" if head else words
    if not words:
        at = plain.find(f"{name} (")
        spelled = _EXPANSION.match(plain, at + len(name)) if at >= 0 else None
        words = spelled.group(1) if spelled else ""
    # Opening on the name's first letter, holding its letters in order: not an aside that
    # happens to hold them ("adversarial rewards and stochastic rewards (SAO)").
    if " " in words and words[:1].lower() == name[:1].lower() and abbreviates(name, words):
        return words
    return None


# Capitalised words (and the small words between) up to a mark: a long form after a colon.
_LONG_FORM_WORD = r"(?:[A-Z][\w-]*|of|in|for|and|with|on|to|the|via)"
_AFTER_COLON = re.compile(rf"({_LONG_FORM_WORD}(?: {_LONG_FORM_WORD}){{1,8}})(?=[.,;:]|$)")
_QUOTES = "\"'“”‘’_"  # (and markdown's emphasis: "_Targeted Causal Reduction_")
# (An en dash between words joins them: "Robbins–Monro".)
_DASH = re.compile(r"\s*(?:—|---?)\s*|\s–\s")
_LONG_FORM_WORDS = 16


def _listed_before(text: str, taken: int) -> list[str]:
    """The capitalised words and their commas (and "and", "or") that end `text` before its
    last `taken` words: "Scansorial, Terrestrial, and"."""
    listed: list[str] = []
    for word in reversed(text.split()[: -taken or None][-8:]):
        if word in ("and", "or") or (word[:1].isupper() and word.endswith(",")):
            listed.insert(0, word)
        else:
            break
    while listed and listed[0] in ("and", "or"):
        listed.pop(0)
    return listed


@titlemodel.forgotten_on_install
@lru_cache(maxsize=64)
def _walk_back(before: str, paren: bool, name: str) -> str:
    """The long form just before a name or its parenthesis: capitalised, or spelling it out."""
    words: list[str] = []
    # A long form in quotes is the quoted words: 'called "Hidden Control Neural Network"
    # (HCNN)' (was "Control Neural Network"), 'this problem "Dead Bits Problem (DBP)"'; a dash
    # ends what comes before it ("methodology---Concept Group Learning (CGL)").
    unquoted = before.rstrip().rstrip(_QUOTES)
    # (Every _DASH match holds one of these: without them, no scan of the whole text before.)
    if "—" in unquoted or "--" in unquoted or "–" in unquoted:
        unquoted = _DASH.sub(" . ", unquoted)
    listed: list[str] = []
    for word in reversed(unquoted.split()[-_LONG_FORM_WORDS:]):
        if word[-1] in ",;:.)" or word.lower() in _STOP:
            # "the Scansorial, Terrestrial, and Aquatic Robot Quadruped (STARQ)": a list of
            # capitals may open it.
            listed = _listed_before(unquoted, len(words)) if word[-1] == "," else []
            break
        if word[0] in _QUOTES and word[-1] not in _QUOTES:
            words.insert(0, word.lstrip(_QUOTES))
            break
        words.insert(0, word)
    if paren and listed and abbreviates(name, " ".join(listed + words)):
        return " ".join(listed + words)
    if paren:
        for i in range(len(words)):
            if abbreviates(name, " ".join(words[i:])):
                return " ".join(words[i:])
        # "eXtremely Greedy Equivalent Search (XGES)", "zero-Shot Temporal Action detection model
        # via vision-LanguagE prompting (STALE)": capitals set inside words spell it.
        letters = [c for c in name.upper() if c.isalnum()]
        for i in range(len(words)):
            capitals = [c for c in " ".join(words[i:]) if c.isupper() or c.isdigit()]
            if capitals == letters and any(c.isupper() for c in words[i]):
                return " ".join(words[i:])
        # "self-imitation learning by planning (SILP)": a long form holding a function word,
        # from a word that opens on the name's first letter.
        spanned = _spanning(before, name)
        if spanned:
            return spanned
        # Capitalised, after a quote or a dash, or with a digit that repeats a letter:
        # "Multi-level Attentive Adversarial Learning with Temporal Dilation (MA2L-TD)".
        spanned = _spanning(unquoted, _REPEATED.sub(lambda m: m[1] * int(m[2]), name))
        if spanned[:1].isupper():
            return spanned
    while words and not (words[0][0].isupper() or words[0][0].isdigit()):
        words.pop(0)
    caps = sum(w[0].isupper() for w in words)
    if paren and caps >= 1 or caps >= 2 and len(words) <= 6:
        return " ".join(words)
    return ""


_SPAN_WORDS, _SPAN_STOPS = 12, 3
_REPEATED = re.compile(r"([A-Za-z])([2-4])(?![0-9])")


def _spanning(before: str, name: str) -> str:
    """The long form just before a name's brackets that a function word or two sit inside,
    its first word opening on the name's first letter; "" if none spells the name."""
    words: list[str] = []
    for word in reversed(before.split()[-_SPAN_WORDS:]):
        if word[-1] in ",;:.)" or word.lower() in ("we", "our"):
            break
        words.insert(0, word)
    for i in range(len(words) - 1):
        span = " ".join(words[i:])
        inside = [w for w in words[i + 1 : -1] if w.lower() in _STOP]
        if (
            words[i][:1].lower() == name[:1].lower()
            and words[i].lower() not in _STOP
            and 0 < len(inside) <= _SPAN_STOPS
            and abbreviates(name, span)
        ):
            return span
    return ""


def _capitalised(phrase: str) -> bool:
    words = phrase.split()
    return 1 <= len(words) <= 10 and sum(w[0].isupper() for w in words) >= len(words) - 2


@titlemodel.forgotten_on_install
@lru_cache(maxsize=64)
def _appositive(after: str) -> str:
    which = _WHICH.match(after)
    if which and _RESULT.fullmatch(which.group(2)):
        return ""  # "X, which outperforms prior methods": a result, not what X is
    if which:
        adverb, verb, joiner, second, rest = which.groups()
        both = f"{gerund(verb)} {joiner} {gerund(second)}" if second else gerund(verb)
        return plainer(f"{adverb}{both} {rest}")
    # "MetaCleaner, which can learn to hallucinate …": what it can do, as what it does.
    can = _WHICH_CAN.match(after)
    if can and not (_RESULT.fullmatch(can.group(2)) or _NO_PURPOSE.fullmatch(can.group(2))):
        adverb, verb, rest = can.groups()
        return plainer(f"{adverb}{gerund(verb)} {rest}")
    m = _APPOSITION.match(after) or _PURPOSE.match(after)
    if m is None:
        return ""
    said = m.group(1)
    # "an architecture to tackle this problem by integrating X" is "an architecture
    # integrating X": the means, not the problem pointed back at.
    if " by " in said:
        said = _SOLVED_BY.sub(" ", said, count=1)
    masked = _PAREN.sub(lambda k: "(" + "x" * (len(k.group()) - 2) + ")", said)
    # A list of single words does not end it: "a unified estimation, planning, and control
    # framework".
    # (Every WORD_LIST match holds ", " and " and " or " or ": without them, no search.)
    if ", " in masked and (" and " in masked or " or " in masked):
        masked = WORD_LIST.sub(lambda k: k.group().replace(",", ";"), masked)
    stop = _APPOSITION_END.search(masked)
    # "a lean, open-source autopilot system": a comma after the article's one word parts
    # modifiers (the appositive would be "a lean" otherwise).
    start = 0
    while (
        stop
        and masked[stop.start()] == ","
        and (
            _ONE_MODIFIER.fullmatch(masked, 0, stop.start())
            or (start and " " not in masked[start : stop.start()].strip())
            # "a scalable approach to LLM-based, large-scale task planning": a compound
            # modifier, then the next.
            or (
                _COMPOUND_MODIFIER.search(masked, 0, stop.start()) is not None
                and masked[stop.end() + 1 : stop.end() + 2].islower()
            )
            # "… for dense, pixel-level, long-term tracking": modifiers of one noun.
            or LISTED_MODIFIER_AT.match(masked, stop.start()) is not None
        )
    ):
        start = stop.end()  # "a new, typed, interpreted programming language"
        stop = _APPOSITION_END.search(masked, start)
    return plainer(drop_parens(said[: stop.start() if stop else None])).strip()


def _unvague(text: str, plain: str, name: str, anchor: int, limit: int) -> str:
    """`text` without the part that points back at context; if only a bare "a framework" is
    left, what the next sentence about the name says it does."""
    cut = trim_tail(text[: _BACKREF.search(text).start()])  # type: ignore[union-attr]
    if len(cut.split()) >= 2 and not _BARE_HEAD.match(cut):
        return cut
    does = _does(name).search(plain[anchor - len(name) :])
    if does is None or _RESULT.fullmatch(does.group(1)):
        return text
    alternative = shorten(plainer(f"{gerund(does.group(1))} {does.group(2)}"), limit, 0)
    found = _BACKREF.search(alternative)
    if found:
        alternative = trim_tail(alternative[: found.start()])
    return alternative if len(alternative.split()) >= 3 else text


def expand_acronyms(text: str, plain: str, name: str, limit: int) -> str:
    """ "mitigating OSQ" -> "mitigating oversquashing" when the abstract spells OSQ out; not
    one in brackets after its long form ("point set registration (PSR)") nor one whose long
    form the text says already ("a variant of CRF" after "Masked Conditional Random Field")."""
    for acronym in sorted(set(_ACRONYM.findall(text))):  # sorted: a set's order varies by run
        if acronym == name or generic(acronym) or f"({acronym})" in text:
            continue
        # A long form needs "(ACRONYM)" in the text: without it, skip the slow search.
        defined = _defined(acronym).search(plain) if f"({acronym})" in plain else None
        words = defined.group(1).split() if defined else []
        long_form = next(
            (
                " ".join(words[i:])
                for i in range(len(words))
                if abbreviates(acronym, " ".join(words[i:]))
            ),
            None,
        )
        if long_form and long_form.lower() not in text.lower():
            # "Domain generalization (DG) is …" capitalised at a sentence's start only, as the
            # abstract's lowercase "domain" elsewhere shows ("Stein variational …" stays).
            first, *rest = long_form.split()
            lower = first[1:].islower() and not any(w[:1].isupper() for w in rest)
            if lower and rest and re.search(rf"\b{re.escape(first.lower())}\b", plain):
                long_form = long_form[:1].lower() + long_form[1:]
            expanded = _mention(acronym).sub(long_form, text)
            # "an MWP dataset" spelled out is "a Math Word Problem dataset".
            if f"an {long_form}" in expanded or f"a {long_form}" in expanded:
                said = f"{article(long_form)} {long_form}"
                expanded = re.sub(rf"\b(?:an?) {re.escape(long_form)}", said, expanded)
            text = expanded if len(expanded) <= limit else text
    return text


# Patterns made from a name or an acronym are compiled once each: names recur little, but
# compiling them per call also pushes the constant patterns out of the regex module's cache.
@lru_cache(maxsize=4096)
def _does(name: str) -> re.Pattern[str]:
    return re.compile(
        r"(?<![\w-])" + re.escape(name) + r",? (?:[a-z]+ly )?([a-z]+(?:-[a-z]+)?)s ([^.;:]{12,})"
    )


@lru_cache(maxsize=4096)
def _defined(acronym: str) -> re.Pattern[str]:
    return re.compile(r"((?:[\w-]+ ){1,6})\(" + acronym + r"\)")


@lru_cache(maxsize=4096)
def _mention(acronym: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + acronym + r"(?![\w-])")
