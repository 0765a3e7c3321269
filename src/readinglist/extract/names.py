"""Plain and raw abstract text in; the name of what the paper proposes (or None) and where it is."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from readinglist.extract import scan, titlemodel
from readinglist.extract.acronyms import abbreviates, bold_letters, generic, initials
from readinglist.extract.delatex import plain as _plain
from readinglist.extract.phrasing import MODIFIER_COMMA, PREPOSITIONS

# Well-known model families ("GPT-4o", "Llama-3-8B", "ResNet-50") are baselines, not names.
_FAMILIES = frozenset(
    str.split(
        "GPT LLAMA QWEN MISTRAL MIXTRAL GEMINI GEMMA CLAUDE PHI DEEPSEEK BERT ROBERTA T5 VIT CLIP "
        "RESNET DINO DINOV SAM YOLO VGG OPT BLOOM FALCON PALM CHATGPT INSTRUCTGPT WHISPER IMAGENET "
        "COCO MNIST CIFAR STABLEDIFFUSION SD SDXL INTERNVL LLAVA"
    )
)
# A called capitalised word that is the first of its term's ("called Kingman's coalescent",
# "known as Glauber Dynamics", "namely Hollywood 2, HMDB51 …", "the so-called Kahn–Kalai
# expectation threshold"): the word alone names nothing.
# Not before its kind: "called Recombinator Networks", "the Ribbon Model".
_TERM_GOES_ON = re.compile(
    r"['’]s\b| \d|[–-][A-Z]| (?!(?:Networks?|Models?|Methods?|Framework|Algorithm|System|"
    r"Forests?|Machines?|Process|Architecture|Robot|Hand|Gripper)\b)[A-Z][a-z]"
    # "called Brownian sensing, based on …" (not "called X using Y": a clause): the two words
    # are the name.
    r"|( [a-z]{3,}ing)(?=[,.;:)]| (?:is|are|was|were|has)\b)"
    # "which we call Martian III": the numeral is the name's.
    r"|( (?:II|III|IV|VI|VII|VIII|IX))\b"
)
# Words that start sentences without naming anything ("Experiments show …", "However, a …").
_STARTERS = frozenset(
    str.split(
        "However Moreover Furthermore Additionally Specifically Importantly Notably Consequently "
        "Thus Hence Therefore Here Now Today Then Next Second Third First Finally Overall Instead "
        "Meanwhile Similarly Conversely Crucially Empirically Theoretically Technically Again "
        "Also Yet Still Indeed Together Unlike Besides Further Previously Experiments Results "
        "Extensive Evaluations Code Training Existing Prior Previous Recent Recently Current Most "
        "Many Several Both Each All Such Despite Although While When Given Using Building Based "
        "Across Compared Motivated Inspired To In On For With By As At From Our We This These It "
        "Its Their They The A An Unfortunately Interestingly Surprisingly Ultimately Beyond "
        "Lastly Accordingly Practically Intuitively Altogether Code Data Models Datasets "
        # ("Likewise, a robust nonlinear control strategy is proposed …")
        "Likewise Otherwise Afterward Afterwards Thereafter Subsequently Nevertheless "
        "Nonetheless Thereby Therein Hereafter Later Eventually Rather"
    )
)
_INTRO_VERBS = (
    "propose", "introduce", "present", "develop", "design", "build", "describe", "derive",
    "collect", "assemble", "release", "construct", "curate", "call", "term", "contribute",
    "devise", "train", "pretrain", "instantiate", "implement", "create", "formulate", "offer",
    "unveil", "open-source",
)  # fmt: skip
_INTRO = re.compile(
    r"(?:\b(?:we|this (?:paper|work|study)|our (?:work|paper))\s+(?:(?:also|further|then|first|"
    r"here|therefore|thus|hence|newly|instead|now|hereby|finally)\s+)?(?:(?:aim|seek|attempt) to "
    r")?|,? and (?:then |further "
    r"|also )?)"
    r"(?:" + "|".join(_INTRO_VERBS) + r")(?:s|d)?\s+",
    re.I,
)
# What follows " and " where an _INTRO match opens on it (in scan.folded text).
_AND_INTRO = ("then ", "further ", "also ", *_INTRO_VERBS)
# Where an _INTRO match can open, in scan.folded text: at "we", "this ", "our ", or at ", and "
# or " and " (see _intro_matches).
_INTRO_WORDS = ("we", "this ", "our ")
# The proposal-verb signal already counts a name right after the verb.
_AFTER_INTRO = re.compile("(?:" + _INTRO.pattern + ")$", re.I)
_TOKEN = r"[^\W_][\w\-+.'*²³¹⁰⁴⁵⁶⁷⁸⁹]*[\w+*²³¹⁰⁴⁵⁶⁷⁸⁹]|[^\W_]"
_TOKEN_RE = re.compile(_TOKEN)
_RUN_TOGETHER = re.compile(r"[a-z]{2,}\.[A-Z][a-z]+")
# A long form's capitalised words joined ("Dual-Dynamic", "Multi-Stage"), and a short form
# in capitals (see short_name; titles.py's _name_fronted reads names so too).
_LONG_FORM_WORD = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)+")
CAPITALS = re.compile(r"[A-Z][A-Z0-9-]{2,}")
_CALLED = re.compile(
    r"\b(?:called|dubbed|named|namely|termed|coined|denoted|known (?:here )?as|"
    r"refer(?:s|red)? (?:to (?:(?:it|them|this|these|the|our) (?:[\w-]+ ){0,3}?)?)?as|"
    r"(?:shortened|abbreviated) as|"
    r"(?<!\()(?:aka|a\.k\.a\.)|we (?:(?:will|shall|later) )?(?:call|name|term|dub))\s+"
    # "namely the DPPMask": an article before a name spelled as one.
    r"(?:as\s+)?(?:the\s+(?=[A-Z][\w-]*[A-Z0-9]))?[\"“]?((?:" + _TOKEN + "))"
)
# A name of capitalised words that no short form follows: "a clustering method, coined
# Layered Affinity Propagation, for …", "a robot system named Anchor Climber.", "a setting
# named Multi-Armed Bandit with Temporally-Partitioned Rewards".
_NAME_WORDS = re.compile(
    r"((?:[A-Z][\w-]*[a-z][\w-]*\s(?:(?:with|of|for|under|in|on|from|via|to)\s)?){1,5}"
    # (Or a search algorithm's starred capitals: "Multi-Heuristic A*".)
    r"(?:[A-Z][\w-]*[a-z][\w-]*|[A-Z][A-Z0-9-]*\*))"
    r"(?=[,.;:]|\s(?:for|to|that|which|is|are|was|in|on|with|and|as|by|of)\b|\s\(|$)"
)
# What says, in the sentence before a naming cue, that the named thing is the paper's own.
_OWN_BEFORE = re.compile(r"\b(?:[Ww]e|[Oo]ur|novel|new|proposed|[Tt]his (?:paper|work))\b")
# "We call the resulting agent Kite", "an approach we name Palimpsest"
_WE_CALL = re.compile(
    r"\b[Ww]e (?:call|name|term|dub)(?:d|ed|bed)? "
    r"(?:(?:the|this|our|these|it|them)\s+(?:[\w-]+\s+){0,3}?)?"
    r"((?=[A-Z])(?:" + _TOKEN + "))"
)
# "We name this Pre-trained Prompt Tuning framework “PPT”": the quoted name, past the
# capitalised words of its long form.
_WE_CALL_QUOTED = re.compile(
    r"\b[Ww]e (?:call|name|term|dub)(?:d|ed|bed)? (?:[\w-]+ ){1,7}?[\"“]((?:" + _TOKEN + r"))[\"”]"
)
# "… presented in this" (paper): where _NAMED_HERE can end (see _named_here_matches).
_HERE_TAIL = re.compile(
    r"(?:presented|proposed|introduced|described|developed) (?:in|by) (?:this|the present) "
)
# "The CUREE platform presented in this paper …": the paper's own thing, named.
_NAMED_HERE = re.compile(
    r"\b[Tt]he ("
    + _TOKEN
    + r") (?:[a-z][\w-]* ){0,2}?"
    + _HERE_TAIL.pattern
    + r"(?:paper|work|article|letter)\b"
)
# "We name the proposed 3D shape search engine, which combines …, as GIFT."
_WE_NAME_AS = re.compile(
    r"\b(?:[Ww]e|and) (?:call|name|term|dub|refer to) (?:the|this|our|these|it|them)\b"
    r"[^.;]{0,150}? as "
    r"[\"“]?((?=[A-Z])(?:" + _TOKEN + "))"
)
_FOR_SHORT = re.compile(r"\(?((?:" + _TOKEN + r"))\s+(?:for|in) short\b")
_OUR_X = re.compile(
    r"(?:\b[Oo]ur|\b[Tt]he (?:resulting|proposed|new)|\b[Tt]his) (?:[\w-]+ ){0,2}?[\w-]+, "
    r"(" + _TOKEN + "),"
)
# Where an _OUR_X match can open, in scan.folded text (which has "our " wherever _OUR_X sees
# "Our ").
_OUR_X_OPENINGS = ("our ", "this ", "the resulting ", "the proposed ", "the new ")
# What every _OUR_X match holds (its token has neither whitespace nor commas): without it, skip.
_OUR_X_NEEDS = re.compile(r", [^\s,]+,")
# Tails: the name is the token just before them (matching tails first is 5x faster than
# trying a name pattern at every character).
_TOKEN_END = re.compile(r"(?<![\w\-+.'²³])(" + _TOKEN + r")$")
_APPOS_COMMA = re.compile(r",\s+(?:a|an)\s")
_APPOS = re.compile(r"\)?" + _APPOS_COMMA.pattern)
# "X, a relightable radiance field", "with Stratos, a hierarchical transformer that …"
_APPOS_NOUN = re.compile(
    r",\s+(?:a|an|our|the first)\s+(?:[\w-]+\s+){0,8}?(?:model|method|framework|"
    r"approach|algorithm|system|architecture|pipeline|benchmark|dataset|library|toolkit|agent|"
    r"network|transformer|technique|procedure|recipe|scheme|strategy|module|layer|estimator|"
    r"detector|classifier|generator|planner|policy|tokenizer|encoder|decoder|optimi[sz]er|"
    r"sampler|protocol|suite|corpus|collection|simulator|platform|engine|tool|reasoner|verifier|"
    r"forecaster|codec|solver|field|backbone|predictor|controller|curriculum|loss|objective)s?\b"
)
_WHICH = re.compile(r",\s+which\s+[a-z]+s\b")
_PASSIVE = re.compile(
    r",?\s+(?:is|are)\s+(?:first\s+|newly\s+|here\s+|then\s+)?"
    r"(?:proposed|introduced|presented|developed|designed)\b"
)
# _PASSIVE cannot match without one of its participles, so without them skip scanning.
_PARTICIPLES = ("proposed", "introduced", "presented", "developed", "designed")
_SUBJECT_REST = r"(" + _TOKEN + r")\s+(?:[a-z]+ly\s+)?[a-z]{3,}s\b"
_SUBJECT = re.compile(r"(?:^|[.!?]\s+)" + _SUBJECT_REST)
# _SUBJECT where "^" cannot match (past index 0): opening with [.!?], it skips straight to them.
_SUBJECT_LATER = re.compile(r"[.!?]\s+" + _SUBJECT_REST)
# The same for text without "!" and "?": opening with a literal, it skips ahead faster still.
_SUBJECT_AFTER_DOT = re.compile(r"\.\s+" + _SUBJECT_REST)
# Words that put a name after them among the baselines ("outperforms X", "such as X"); a stem
# goes on with any word characters.
_BASELINE_STEMS = ("outperform", "surpass", "beat")
# A sentence about the authors' earlier work: "In our previous work, we proposed a novel
# interface … called Lightmyography (LMG)" names what this paper builds on, not what it adds
# (the past tense: "to avoid … in previous work, we propose X" is this paper's).
_EARLIER_WORK = re.compile(
    r"\b(?:previous|prior|earlier|past) (?:works?|stud(?:y|ies)|papers?|research|"
    r"publications?)\b.*\bwe (?:have )?(?:[a-z]+ly )?"
    r"(?:proposed|introduced|presented|developed|designed|built|created|described|reported)\b"
    r"|\bwe (?:have )?previously [a-z]+ed\b",
    re.I,
)
# Somebody else's work, cited as the sentence's subject: "In a recent paper Joachims (2006)
# presented SVM-Perf, …", "Smith et al. introduced X".
_CITED_WORK = re.compile(
    r"(?:\bet al\.?|\(\d{4}\)|\[\d+(?:[,–-]\s?\d+)*\]) (?:have |has )?(?:[a-z]+ly )?"
    r"(?:proposed|introduced|presented|developed|designed|described)\b"
)
_BASELINE_WORDS = ("than", "over", "vs", "vs.", "versus", "compared to", "compared with",
                   "such as", "like", "e.g.", "e.g.,", "including", "baseline", "baselines", "and",
                   "or")  # fmt: skip
_BASELINE = re.compile(
    "(?:"
    + "|".join([stem + r"\w*" for stem in _BASELINE_STEMS] + list(map(re.escape, _BASELINE_WORDS)))
    + r")\s+(?:the\s+)?$",
    re.I,
)
# Cues before "X, a …" that make X something the paper uses, not what it proposes.
_LEADS_TO = re.compile(r"\b(?:lead|leads|led) to\s+$")
_USED = re.compile(
    r"\b(?:on|against|from|using|use|uses|of|to|in|via|than|study|studies|evaluate|extend|"
    r"adopt|apply|revisit|analy[sz]e|fine-tune|build on|based on)\s+(?:the\s+)?$",
    re.I,
)
_LEAD = re.compile(
    r"^(?:(?:the|a|an|our|novel|new|very|simple(?: yet| but| and) (?:effective|powerful|"
    r"efficient)|simple|first|unified|general)\s+)+",
    re.I,
)
_OBJ_END = re.compile(
    r",(?!\d{3})|[;:]|\.(?=\s|$)| [—–]|—| (?:that|which|who|to|by|where|whose|and|or|as|with|"
    r"via|using|for|on|in|of|from|under|based|designed|trained|inspired|named|called|dubbed|termed)\b"
)
# "\*(?<![*\w]\*)" is "(?<![*\w])\*" with the star first: as every branch then opens with a
# literal, the engine skips ahead to "*" and "\" instead of trying every index.
_EMPH = re.compile(
    r"\*\*([^*]{1,120})\*\*|\*(?<![*\w]\*)([^*\s][^*]{0,118})\*(?![*\w])"
    r"|\\(?:textbf|textit|emph|texttt|textsc|mathbf|mathtt)\{([^{}]{1,120})\}"
)
# "mHuBERT-lite", "Point-JEPA-base": a lowercase tail that is a model-size or edition suffix.
_NAME_TAIL = re.compile(
    r"-(?:lite|pro|plus|max|mini|nano|tiny|small|base|large|huge|xl|net|bench|zero|light|"
    r"fast|turbo|ultra|flash|chat|instruct|coder|math|vision|audio|med|live|opt|x)$"
)
# Where a _CALLED, _WE_CALL or _WE_NAME_AS match can open (each opens with one of these; in
# scan.folded text, which has them wherever the patterns see them).
# ("we call", "we name" … are found as one "we " and the word after it: one scan, not eight.)
_CALLED_OPENINGS = ("called", "dubbed", "name", "termed", "coined", "denoted", "known",
                    "refer", "aka", "a.k.a.", "shortened", "abbreviated", "and name",
                    "and call")  # fmt: skip
_WE_CALLED = ("call", "name", "term", "refer", "dub", "will", "shall", "later")
_FAMILY_SPLIT = re.compile(r"[-\d.]")
_LOWER_TAIL = re.compile(r"-[a-z]{3,}$")
_LETTERS = re.compile(r"[^\W\d_]+")
# What follows a family's name in its own models' names ("BERT-base", "Llama-3-8B-Instruct").
_EDITIONS = frozenset(
    str.split(
        "base large small tiny huge mini giant xl xxl vl chat instruct turbo pro plus ultra "
        "flash medium nano"
    )
)
_NUMBER = re.compile(r"[\d.]+[A-Za-z]?")
_SIZE = re.compile(r"[\d.,]+[KMBkmb]?")
_CAPITALISED = re.compile(r"(?<![\w-])([A-Z][\w-]+)(?![\w-])")
_DASH_OR_DIGIT = re.compile(r"[-\d]")
_PAREN = re.compile(r"\([^()]*\)")
_PAREN_INNER = re.compile(r"\(([^()]+)\)")
_FOR_SHORT_END = re.compile(r"\s+(?:for|in) short$")
_COINED_SHORT = re.compile(r"[-\da-z]")
# ", Long Form In Capitals (SHORT)" after a noun phrase; groups: the long form, the short.
_APPOS_LONG = re.compile(
    r",\s+((?:[A-Z0-9][\w-]*\s+(?:[a-z]{1,4}\s+)?){1,8}?)\(([A-Za-z][\w-]{1,15})\)"
)
# The kinds of thing a paper proposes, as "our <kind> X" and "X is a … <kind>" say them.
_KIND_NOUNS = (
    r"(?:method|algorithm|model|framework|system|approach|network|architecture|agent|tool|"
    r"toolkit|library|dataset|benchmark|platform|robot|pipeline|technique|solver|planner)s?"
)
_OUR_KIND_NAME = re.compile(r"\b[Oo]ur " + _KIND_NOUNS + r",? (" + _TOKEN + r")(?=,? [a-z])")
# The kinds of thing a method is, for the cues below (a dataset or a benchmark named so is
# often released beside the method: "our YCB-Extrinsic-Contact dataset").
_METHOD_NOUNS = (
    r"(?:method|algorithm|model|framework|system|approach|network|architecture|agent|tool|"
    r"toolkit|library|platform|robot|pipeline|technique|solver|planner)s?"
)
# "Our GeoF model is validated …", "Our proposed Dynamic-GAN framework employs …"
_OUR_NAME_KIND = re.compile(
    r"\b[Oo]ur (?:proposed |new )?(" + _TOKEN + r") " + _METHOD_NOUNS + r"\b"
)
# "the proposed GINet outperforms …", "our SegFix consistently reduces …", "the proposed
# approach RoLNiP outperforms …": a name spelled as one, said the paper's own, then a verb.
_PROPOSED_NAME_DOES = re.compile(
    r"\b(?:[Tt]he proposed|[Oo]ur(?: proposed)?) (?:" + _METHOD_NOUNS + r" )?(" + _TOKEN + r")"
    r" (?:(?:[a-z]+ly )?(?!is\b|was\b|has\b)[a-z]{3,}s\b"
    # "the proposed XDBERT (cross-modal distilled BERT) outperforms …", "The proposed
    # PersonLab model tackles …": its long form or its kind first.
    r"|\(|" + _METHOD_NOUNS + r"\b)"
)
# "our model (TABBIE) provides …", "our proposed approach (DE-CROP) generates …", "the
# accuracy of the proposed algorithm (Power-SLAM)"; after "the proposed" its kind's own
# words between, not a clause's ("the proposed framework are a global parametric model
# (GPDMP)"), and not what it is made from ("extracted from the proposed … model (DMPGM)").
_OUR_KIND_PAREN = re.compile(
    r"\b(?:[Oo]ur (?:proposed |novel |new )?(?:[\w-]+ ){0,5}?|"
    r"(?<!from )[Tt]he (?:proposed|resulting) "
    r"(?:(?!(?:is|are|was|were|a|an|the|of|for|and|to|in|with)\b)[\w-]+ ){0,5}?)"
    r"(?:" + _METHOD_NOUNS + r"|(?:search|scheme|strategy|estimator|procedure|policy|"
    r"controller|formulation|method)s?) \((" + _TOKEN + r")\)"
)  # fmt: skip
# More kinds a sentence opening on a name says it is ("ProbRobScene is a probabilistic
# specification language for …"): for "our <kind> X" these named what the paper used.
_MORE_KINDS = (
    r"(?:language|simulator|engine|suite|environment|interface|controller|device|mechanism|"
    r"corpus|protocol|module|hand|gripper|sensor|package|compiler|testbed|exoskeleton|vehicle|"
    r"prototype|metric|layer|policy|estimator|optimizer|classifier|generator|detector|"
    r"tracker|simulation|game|program|service|application|app)s?"
)
# The kinds a thing with a name of its own is (for titles.py's _KIND_THEN_NAME too).
KIND_NOUNS = r"(?:" + _KIND_NOUNS + r"|" + _MORE_KINDS + r")"
# "we propose the Transkimmer architecture", "we introduce the MapGo framework", "we present
# the S* algorithm": a name between "the" and its kind, the object of a verb of contribution
# (opening at the verb: see _INTRO_THE_OPENINGS). Not a dataset's: "we release the JRDB
# dataset" beside the tracker the paper names.
_INTRO_THE_NAME_KIND = re.compile(
    r"(?:propose|present|introduce|develop|design|build|construct|release)(?:s|d|ed)? the ("
    + _TOKEN
    + r") "
    + _METHOD_NOUNS
    + r"\b"
)
_INTRO_THE_OPENINGS = tuple(
    str.split("propose present introduce develop design build construct release")
)
# Not somebody else's well-known thing: "CFR is a popular iterative algorithm".
_NAME_IS_A_KIND = re.compile(
    # (Its long form may come between: "KRIS (Kinesthetic Robotic Interaction System) is a
    # device that …".)
    # (Or after "The": "The TinyTeRP is a small, low-cost, modular robotics platform".)
    r"(?:^|[.!?]\s+)(?:The )?(" + _TOKEN + r")(?: \([A-Z][^()]{3,80}\))? (?:is|are) an? "
    r"(?!(?:[\w,-]+ ){0,5}?(?:popular|widely|well-known|standard|common|classic|leading|"
    r"powerful|state-of-the-art|successful|prominent|established)\b)"
    r"(?:[\w,-]+ ){0,5}?" + KIND_NOUNS + r"\b"
)
# "LiveSketch is a novel algorithm for …", "The proposed RMS-FlowNet is a novel …": a
# sentence that opens by saying the name is a new thing.
_IS_NEW = re.compile(
    r"(?:^|[.!?]\s+)(?:To (?:the best of )?our knowledge, )?(?:(?:The proposed|Our|The new) )?"
    r"(" + _TOKEN + r"),? (?:is|are) "
    # ("RoACH is the smallest and lightest autonomous legged robot …": a record is a first.)
    r"(?:an? (?:[\w-]+ ){0,2}?(?:novel|new)|(the (?:first|smallest|lightest|fastest)))\b"
)
_NAMED_NEXT = re.compile(r",?\s+(?:named|called|dubbed|termed|coined)\s")
_LATE = re.compile(r",\s*(" + _TOKEN + r")(?=[,;:]|\.?\s|\.?$)")
_NAMES_LISTED = re.compile(r"[\"”]?(?:,|,? and|,? or) [A-Z][\w-]*[A-Z0-9]")
_LISTED = re.compile(r",? (?:and|or) ")
_CLAUSE = re.compile(r",(?!\d{3})|[;:]|\.(?:\s|$)")
_SHORT_PAREN = re.compile(r"\(([A-Za-z][\w-]{1,15})\)")
# A name in parentheses that close the text searched; a name after a colon or a dash.
_PAREN_CLOSING = re.compile(r"\((" + _TOKEN + r")\)$")
_CLAUSE_BREAK = re.compile(r",| (?:and|or|which|that|where|while) ")
# A comma between an object's modifiers ("modular, compliant robot", "large-scale,
# general-domain dataset"), up to the next comma or the end.
_MODIFIER_COMMA = re.compile(MODIFIER_COMMA + r"(?:,|$))")
_MODIFIER_COMMAS = 2
_MARK_NAME = re.compile(
    r"(?:: | [—–] |[—–])[\"“]?(" + _TOKEN + r")[\"”]?(?=[,;:.—–]|\s[—–(]|\sby\s|$"
    # (Or its kind after it: "an asymmetrical segmentation depth-aware network: ASD-Conv
    # Network, which …".)
    r"|\s(?:[Nn]etwork|[Ff]ramework|[Mm]odel|[Mm]ethod|[Aa]lgorithm|[Ss]ystem|[Aa]rchitecture|"
    r"[Mm]odule)s?[,;:.])"
)
# A kind and what it is for, before a short form: "an approach to Dense Video Captioning
# (DVC)" (see _object_name).
_PURPOSE_KINDS = (
    r"\b(?:approach|method|framework|solution|algorithm|technique|strategy|pipeline)s? "
)
# (Not "for": "a method for Reasoning-Oriented Locating and Editing (ROLE)" names it.)
_KIND_FOR_BEFORE = re.compile(_PURPOSE_KINDS + r"(?:to|towards) ((?:[\w-]+ ){1,6})$")
# A kind, the verb of its purpose and what that acts on, before a short form (see
# _object_name).
_KIND_ACTS_ON = re.compile(
    _PURPOSE_KINDS + r"(?:to|for) [a-z]+ (?:[\w-]+ ){0,4}?(?:of|in|for|on) ((?:[\w-]+ ){1,6})$"
)
# After a name, a colon and a new kind of thing (see _signals).
_NEW_KIND_NEXT = re.compile(r": (?:an? (?:novel |new )?[a-z]|the first )")
# The authors' own sentence, and a word just before a name that brings it in (see _signals).
_WE = re.compile(r"\b(?:[Ww]e|[Oo]ur|[Tt]his (?:paper|work))\b")
_BRINGS_IN = re.compile(
    r"\b(?:(?:introduc|present|propos|contribut|develop|design|build|creat)[a-z]*|in|through|"
    r"(?<!\bof )the)\s+$"
)
# A part of a method, as the abstract names it ("the Boundary-Matching (BM) mechanism", "a GAF
# (Global Attention Fourier) module", "(FIRE), a novel metric", "a new representation called
# Keypoint Distance Field (KDF)"): see _whole_named.
_PARTS = r"(?:module|mechanism|block|unit|layer|representation|metric|cell|operator|loss)s?"
_PART_AFTER = re.compile(
    r"(?:\s*\([^()]{0,80}\))?,?\s+(?:(?:a|an|the)\s+)?"
    r"(?:(?!(?:for|of|in|on|to|with|by)\s)[\w-]+\s+){0,2}?" + _PARTS + r"\b"
)
_PART_BEFORE = re.compile(
    r"\b" + _PARTS + r",?\s+(?:called|named|dubbed|termed)\s+(?:the\s+)?(?:[\w-]+\s+){0,4}\(?$"
)
# What a whole built on a part adds to the part's name: a capitalised word or letters
# ("BMN", "GAFNet", "DMC-Net", "AiATrack"), no plural, size, edition or digit.
_WHOLE_ADDS = re.compile(r"-?[A-Z][A-Za-z]*")
_WHOLE_FRONT = re.compile(r"[A-Z][A-Za-z]*")
# A short form ending the text before a passive ("… (CTL-MTNet)" are proposed).
_PAREN_END = re.compile(_SHORT_PAREN.pattern + "$")
_PAREN_KIND_END = re.compile(_SHORT_PAREN.pattern + r" (?:[a-z-]+ )?" + _METHOD_NOUNS + "$")


# A short form in parentheses right after its long form: "Pose-Guided Video Transformer (PGVT)".
_DEFINED = re.compile(r"\(([A-Za-z][\w\-+$^]{1,15})\)")
# "Relation Reasoning Network (abbr. RR-Net)"
_DEFINED_ABBR = re.compile(r"\((?:abbr\.|abbreviated) ?([A-Za-z][\w\-+$^]{1,15})\)")
# What makes a sentence's long form the paper's own: "we propose", "our", "dubbed", "named".
# Stems of the verbs with which a sentence proposes or names something.
_PROPOSING_STEMS = (
    r"propos|introduc|present|develop|design|call|dubb|nam|term|coin|refer|build|devis|construct"
)
# (Not the stems' nouns: "nano building blocks", "in terms of", "long-term", "named entity
# recognition (NER)", the task, not a naming.)
_NOT_PROPOSING = r"(?!building blocks?\b|terms of\b|named entit|(?<=-)term)"
_OWN = re.compile(
    r"\b(?:[Ww]e|[Oo]ur|[Tt]his (?:paper|work|study|article))\b"
    r"|\b" + _NOT_PROPOSING + r"(?:" + _PROPOSING_STEMS + r")\w*"
)
PROPOSES = re.compile(rf"\b{_NOT_PROPOSING}(?:{_PROPOSING_STEMS})")  # (see _defined_name)
_WORDS_BEFORE = re.compile(r"[\w$^]+(?:[-'][\w$^]+)*")
_PROBLEM_CALLED = re.compile(
    r"\b(?:[Aa]n?|[Tt]he) (?:[\w-]+ ){0,2}(?:task|problem|setting|phenomenon|property|condition|"
    r"regime|scenario|effect|notion),?\s+$"
)
_PLATFORM_CALLED = re.compile(
    r"\b(?:applied to|implemented (?:on|in)|tested (?:on|with)|evaluated on|deployed on|"
    r"mounted on|installed on|demonstrated on|validated on|run on|carried out on)\b[^.;:]*$"
)
_REPOSITORY_POINTS = 5  # (see find_name)
_USE_WORDS = frozenset(
    str.split(
        "use uses used using utilize utilizes utilized utilizing employ employs employed "
        "employing adopt adopts adopted adopting leverage leverages leveraged leveraging "
        "inherit inherits inherited exploit exploits exploited exploiting apply applies "
        "applied applying via combining revisit revisits revisited revisiting"
    )
)
_NAMING_HEADS = frozenset(
    str.split(
        "concept index notion class family version variant form kind type model framework "
        "method measure metric architecture"
    )
)
# A long form in hyphens ("Cauchy-Schwarz", "Chain-of-Opinion"), not a coined name ("ARC-LfD").
# "vqSGD (Vector-Quantized Stochastic Gradient Descent)": a name, then its long form.
_SPELLED_CUE_WORDS = 8
_LONG_IN_BRACKETS = re.compile(r" \(([A-Z][\w-]*(?: [\w-]+){1,9})\)")
_HYPHENED_LONG_FORM = re.compile(r"(?:[A-Z][a-z]+|[a-z]+)(?:-(?:[A-Z][a-z]+|[a-z]+))+")
_LONG_FORM_WORDS = 10
_CUE_WORDS = 2


def _defined(plain: str) -> Iterator[tuple[str, int]]:
    """Short forms the abstract defines for what it proposes, with where each ends: "(PGVT)"
    after "we propose a novel model, named Pose-Guided Video Transformer". The short form's
    capitals are the initials, in order, of the words just before it, and a cue that the thing
    is the paper's own ("we", "our", "named", "proposed" ...) stands just before those."""
    if "(" not in plain:
        return
    matches = list(_DEFINED.finditer(plain))
    for i, m in enumerate(matches):
        previous = matches[i - 1] if i else None
        after = matches[i + 1] if i + 1 < len(matches) else None
        short = m.group(1)
        if short.endswith("s") and short[-2:-1].isupper():
            continue  # a plural ("ABFs", "RDMs") is things the paper studies, not its method
        if _listed(plain, m, previous, after):
            continue
        stop = plain.rfind(". ", 0, m.start())
        words = _WORDS_BEFORE.findall(plain[stop + 2 if stop >= 0 else 0 : m.start()])
        near = " ".join(words[-(_LONG_FORM_WORDS + _CUE_WORDS) :])
        # The cue first: spelling by letters tries every run of the words before.
        if (
            _OWN.search(near)
            and _spelled_before(short, words[-_LONG_FORM_WORDS:])
            and not _after_preposition(short, words)
            and not _after_use(short, words)
        ):
            yield short, m.end(1)


def _after_preposition(short: str, words: list[str]) -> bool:
    """Whether the long form `short` abbreviates (the last of `words`) follows a preposition,
    an article between allowed: "conditions for the uniform complete observability (UCO)",
    "in Ambient Intelligence (AmI) environments" name a setting, not the paper's thing."""
    first = _long_form_start(short, words)
    if first < 0:
        return False
    before = [w.lower() for w in words[max(0, first - 3) : first]]
    if before and before[-1] in ("the", "a", "an"):
        before = before[:-1]
    if not before or before[-1] not in PREPOSITIONS:
        return False
    # "the concept of Iteratively Learned … Force Control (ILTSFC)", "a new index of …":
    # a head that names a new thing, not a setting.
    return not (before[-1] == "of" and len(before) > 1 and before[-2] in _NAMING_HEADS)


def _own_before(plain: str, m: re.Match[str]) -> bool:
    """Whether the sentence says the thing a naming cue (`m`) names is the paper's own: "a
    novel clustering method, coined Layered Affinity Propagation", not "a heuristic known as
    Thompson Sampling"."""
    return _OWN_BEFORE.search(plain, plain.rfind(". ", 0, m.start()) + 1, m.start()) is not None


def _after_use(short: str, words: list[str]) -> bool:
    """Whether the long form `short` abbreviates follows a verb of using, an article between
    allowed: "we use Risk Signal Temporal Logic (RiSTL)", "our approach is based on the
    sum-of-squares (SoS)", "we inherit the Parallel Class Expression Learning (ParCEL)" name
    what the paper builds on, not its own thing."""
    first = _long_form_start(short, words)
    before = [w.lower() for w in words[max(0, first - 3) : first]] if first > 0 else []
    while before and before[-1] in ("the", "a", "an", "well-known", "standard", "classical"):
        before = before[:-1]
    return bool(before) and (
        before[-1] in _USE_WORDS or (before[-1] == "on" and before[-2:-1] == ["based"])
    )


def _coined_word(token: str) -> bool:
    """A word spelled as a coined name ("FabricFlowNet", "ARC-LfD"), not a long form in
    hyphens ("Cauchy-Schwarz"), which its short form names."""
    return namelike(token) and not _HYPHENED_LONG_FORM.fullmatch(token)


def _common_short(short: str) -> bool:
    """Whether a short form is everybody's term ("FFN", a feed-forward network; "GMM")."""
    return generic(short) or titlemodel.widely_used(short)


def _listed(
    plain: str, here: re.Match[str], previous: re.Match[str] | None, after: re.Match[str] | None
) -> bool:
    """Whether the short form defined `here` is one of several parts defined in a row ("three
    stages: Score Network (SN), Grasp Region Network (GRN), and Refine Network (RN)";
    "implement incremental pre-training (IPT) and supervised fine-tuning (SFT)"), not the
    whole the paper proposes: the text between it and a neighbouring definition is a comma or
    "and" and little more than that definition's long form."""
    for left, right in ((previous, here), (here, after)):
        if left is None or right is None:
            continue
        gap = plain[left.end() : right.start()]
        words = gap.split()
        if gap.startswith((", ", " and ", ", and ")) and ". " not in gap:
            letters = sum(map(str.isupper, right.group(1))) or len(right.group(1))
            if len(words) <= letters + 2:
                return True
    return False


def _short_form(plain: str, start: int) -> tuple[str, int] | None:
    """The short form defined for a long form that starts at `start`, and where it ends:
    "DAQ" for "Distribution-Aware Quantization (DAQ)", where a cue ("dubbed") met the long
    form's first word."""
    at = plain.find("(", start, start + 160)
    # "namely FOCNet, by solving a fractional optimal control (FOC)", "ARC-LfD: an Augmented
    # Reality (AR) interface": past a comma or a colon the parenthesis defines something else.
    if at < 0 or any(mark in plain[start:at] for mark in (". ", ", ", ": ")):
        return None
    m = _DEFINED.match(plain, at) or _DEFINED_ABBR.match(plain, at)
    # So it does past a closing one ("a … Transformer (TDViT) that consists of … blocks
    # (TDTB)": TDViT's blocks), unless it builds on the short form closed ("the modified Simple
    # Recurrent Unit (SRU) with hierarchical memory (SRU-HM)").
    closed = plain.find(")", start, at)
    if m is not None and closed >= 0 and not m.group(1).startswith(plain[start:closed]):
        return None
    words = _WORDS_BEFORE.findall(plain[start:at])
    if m is None or not 1 <= len(words) <= _LONG_FORM_WORDS:
        return None
    if len(words) == 1 and _common_short(m.group(1)) and _coined_word(words[0]):
        return None  # "FabricFlowNet (FFN)": see _object_name
    short = m.group(1)
    # The long form starts at `start`: its first word gives the short form's first capital.
    capitals = [c for c in short if c.isupper()]
    if not capitals or capitals[0] != words[0][0].upper():
        return None
    # A cue met the long form, so its letters may spell the short form as well as its
    # initials: "namely Symmetric-aware Flip Invariant Sketch Histogram (SYM-FISH)".
    if not (_abbreviates(short, words) or abbreviates(short, " ".join(words))):
        return None
    return short, m.end(1)


def _coined_short(short: str) -> bool:
    """A short form spelled as a name ("CTL-MTNet", "P-KDGAN"), not as a term ("NCS"), a
    plural ("ENNs") or a word ("acetone")."""
    return (
        _COINED_SHORT.search(short) is not None
        and short[-1] != "s"
        and sum(map(str.isupper, short)) >= 2
    )


def _abbreviates(short: str, words: list[str]) -> bool:
    """Whether `short` is spelled like a name or an acronym and its capitals (two or more)
    are, in order, initials of `words` (each part of a hyphenated word counting as a word).
    Not acronyms.abbreviates: that one wants every letter of the short form in the long form
    and the long form's bounds, which a cue-less "(SOF)" after "Our method learns a Sparse
    Occupancy Field" does not give."""
    capitals = [c for c in short if c.isupper()]
    if len(capitals) < 2 or not (namelike(short) or short.isupper()):
        return False
    initials = [part[0].upper() for word in words for part in word.split("-") if part]
    return _spells(capitals, initials)


def _spelled_before(short: str, words: list[str]) -> bool:
    """Whether `short` is spelled like a name or an acronym and spells out the last of
    `words`: by their initials (see _abbreviates), else by letters of them in order, as
    Schwartz and Hearst read a definition ("autoregressive motion planner (ARMP)",
    "MULTI-source POLicy AggRegation (MULTIPOLAR)")."""
    return _abbreviates(short, words) or (
        sum(map(str.isupper, short)) >= 2
        and (namelike(short) or short.isupper())
        and _by_letters(short, words) >= 0
    )


def _long_form_start(short: str, words: list[str]) -> int:
    """Which of `words` the long form `short` spells out starts at (see _spelled_before);
    -1 if it spells none."""
    capitals = [c for c in short if c.isupper()]
    first = _spelled_from(capitals, [w[0].upper() for w in words])
    return first if first >= 0 else _by_letters(short, words)


def _by_letters(short: str, words: list[str]) -> int:
    """The start of the fewest last `words`, two or more, that `short` abbreviates letter by
    letter; -1 if none do. One word ("Subterranean (SubT)") gives its own short form, no name:
    with one allowed, held-out titles changed half for the worse."""
    for k in range(2, min(len(words), _LONG_FORM_WORDS) + 1):
        if abbreviates(short, " ".join(words[-k:])):
            return len(words) - k
    return -1


def _spells(capitals: list[str], initials: list[str]) -> bool:
    """Whether the capitals are initials of the last words, in order, the first capital the
    initial of a word from which every capital finds its word."""
    return _spelled_from(capitals, initials) >= 0


def _spelled_from(capitals: list[str], initials: list[str]) -> int:
    """The last word from which the capitals are initials, in order (see _spells); -1 if
    none."""
    for first in range(len(initials) - 1, -1, -1):
        if initials[first] != capitals[0]:
            continue
        rest = iter(initials[first + 1 :])
        if all(any(i == c for i in rest) for c in capitals[1:]):
            return first
    return -1


def _better_spelling(found: str, shown: str) -> bool:
    """Whether `found` shows a name better than `shown`, the same letters in other cases.
    "Trace" and "TRACE" are one name: the spelling that carries the acronym shows it. "db-A*"
    and "Db-A*" are one too, where a sentence opened with it: a capital is in the name
    only where the name is spelled with it in mid-sentence too."""
    if found[1:] == shown[1:] and found[1:] != found[1:].lower():
        return found[0].islower()
    return sum(map(str.isupper, found)) > sum(map(str.isupper, shown))


def find_name(
    plain: str,
    raw: str,
    skip: frozenset[str] = frozenset(),
    floor: float = 4,
    repository: str | None = None,
) -> tuple[str | None, int]:
    """The best-supported name of the proposed thing and where its defining mention ends;
    names in `skip` are passed over, and one with less support than `floor` is none. The
    name of the code `repository` the abstract links, where the text uses it, is support as
    strong as a naming cue's: of the corpus's 1,094 abstracts that link a repository named
    as a word of their text, the authors lead their title with that word in 540, and the
    cues alone missed it in 77 ("we provide a novel Holographic Segmentation Network
    (HoloSeg)", "a new approach, Knowledge Distillation using Optimal Transport (KNOT)")."""
    mention = _mention_of(plain, repository) if repository is not None else None
    if mention is not None and (mention[0] in skip or generic(mention[0])):
        mention = None
    return _find_name(plain, raw, skip, floor, mention)


def _find_name(
    plain: str,
    raw: str,
    skip: frozenset[str],
    floor: float,
    repository: tuple[str, int] | None = None,
) -> tuple[str | None, int]:
    """find_name's search, `repository` (its name's mention, where that ends) supported as
    a naming cue is."""
    scores: dict[str, float] = {}
    anchors: dict[str, int] = {}
    shown: dict[str, str] = {}
    for found, points, at in _all_signals(plain, raw):
        found = found.strip("\"“”'’ ")
        name = shown.setdefault(found.upper(), found)
        if found != name and _better_spelling(found, name):
            shown[found.upper()] = found
            scores[found], anchors[found] = scores.pop(name, 0), anchors.pop(name, at)
            name = found
        # "a new large-scale (14K) dialogue dataset": a size, not a name.
        if len(name) >= 2 and not generic(name) and name not in skip and not _SIZE.fullmatch(name):
            scores[name] = scores.get(name, 0) + points
            anchors.setdefault(name, at)
    if repository is not None:
        name = shown.get(repository[0].upper(), repository[0])
        scores[name] = scores.get(name, 0) + _REPOSITORY_POINTS
        anchors.setdefault(name, repository[1])
    for name in scores:
        scores[name] += min(count(plain, name) - 1, 3)
        cue = plain[max(0, anchors[name] - len(name) - 30) : anchors[name] - len(name)]
        # A name first met as a comparison ("outperforms X") is somebody else's method.
        if scores[name] < 5 and _after_baseline(cue):
            scores[name] -= 4
    # A name met in a sentence about the authors' earlier work gives way to another name; it
    # is the name where there is no other ("We previously developed ARssist …; in this paper,
    # we refine the system": the paper is about ARssist).
    # (One somebody else's paper presented is not this paper's, whatever else it names.)
    scores = {
        name: score - 4 if _cited_work(plain, anchors[name]) else score
        for name, score in scores.items()
    }
    earlier = {
        name: score - 4 if _in_earlier_work(plain, anchors[name]) else score
        for name, score in scores.items()
    }
    if earlier != scores and max(earlier.values()) >= floor:
        scores = earlier
    # So does a term the opening sentence defines without proposing anything ("Semi-Supervised
    # Text Classification (SSTC) mainly works under …"): the field's, not the paper's.
    terms = _opening_terms(plain) if len(scores) > 1 else frozenset()
    if terms & scores.keys():
        fielded = {name: score - 4 if name in terms else score for name, score in scores.items()}
        if max(fielded.values()) >= floor:
            scores = fielded
    best = max(scores, key=lambda n: (scores[n], -anchors[n]), default=None)
    if best is None or scores[best] < floor:
        return _defined_name(plain) if not skip else (None, -1)
    best = _whole_named(plain, best, {n for n, s in scores.items() if s >= floor})
    # A name defined in parentheses before the mention a cue found ("… called probabilistic
    # higher order grammar (PHOG). PHOG generalizes …") is described where it is defined.
    defined = plain.find(f"({best})")
    if 0 <= defined < anchors[best] - len(best):
        return best, defined + 1 + len(best)
    return best, anchors[best]


def _mention_of(plain: str, repository: str) -> tuple[str, int] | None:
    """The word of `plain` a repository's name spells (case aside: "DIALMED" for DialMed) and
    where it ends (its definition in brackets, if any: "… Network (HoloSeg)"), or None."""
    spelled = [
        m
        for m in re.finditer(rf"(?<![\w-]){re.escape(repository)}(?![\w-])", plain, re.I)
        if not m[0].islower()  # (not the word "tape" for TAPE)
    ]
    found = next((m for m in spelled if m[0] == repository), spelled[0] if spelled else None)
    if found is None:
        return None
    defined = plain.find(f"({found[0]})")
    return found[0], (defined + 1 + len(found[0]) if defined >= 0 else found.end())


def _whole_named(plain: str, best: str, named: set[str]) -> str:
    """The name of the whole `best` is a part of, where the abstract names both and builds
    one on the other's name ("the Boundary-Matching (BM) mechanism … named Boundary-Matching
    Network (BMN)"): authors lead with the whole. `best` otherwise."""
    wholes = [n for n in named if n.startswith(best) and _WHOLE_ADDS.fullmatch(n[len(best) :])]
    # (Or one it ends: "SafeTAC" extends "TAC"; "DIMSAN" builds on "DIM", said first.)
    fronted = [n for n in named if n.endswith(best) and _fronts(n[: -len(best)])]
    if fronted:
        return min(fronted, key=len)
    if not wholes:
        return best
    # Its first mention says it is a part: "(BM) mechanism", "…, a novel metric".
    found = next(scan.whole_words(plain, best), -1)
    if found < 0:
        return best
    after = found + len(best) + (plain[found - 1 : found] == "(")
    if _PART_AFTER.match(plain, after) or _PART_BEFORE.search(plain, max(0, found - 80), found):
        return min(wholes, key=len)
    return best


def _fronts(front: str) -> bool:
    """Whether what a name adds before another makes a name of its own, glued on ("SafeTAC",
    "FPFH", "DeepPS2"). Not letters or a word and a hyphen: blind readers preferred the name
    it builds on 6 times of 6 ("F-LIBO", "Cas-DNVF" for LIBO, DNVF, the paper's main method,
    its variant later)."""
    return _WHOLE_FRONT.fullmatch(front) is not None


def short_name(plain: str, name: str) -> str | None:
    """The coined short form the abstract uses for a name found as its words ("Video-Pose
    Network" … "VPN", "Morphable Facial NeRF" … "MoFaNeRF", "Recursive Conditional Random
    Field" … "rCRF"):
    a token spelled as a name, with the long form's first letter, whose letters the long
    form holds in order; one its capitalised initials spell first, then the one said most,
    the longest, the first. None where there is none."""
    if " " not in name:
        return None
    letters = name.lower()
    # (A word of the name itself is its head's modifier: "IMLE Policy", "3D-FM GAN" keep the
    # whole; not its last word: "Subject-Conditional Relation Detection SCoRD".)
    own = set(name.split()[:-1])
    head = name.split()[-1].strip("()")
    found: dict[str, int] = {}
    first: dict[str, int] = {}
    for m in _TOKEN_RE.finditer(plain):
        token = m.group()
        if len(token) < 3 or token[0].lower() != letters[0]:
            continue
        if token in found:
            found[token] += 1
            continue
        if token in own:
            continue
        # (Not a capitalised word of the long form: "Dual-Dynamic", "Video-Pose".)
        if _LONG_FORM_WORD.fullmatch(token) or not (namelike(token) or CAPITALS.fullmatch(token)):
            continue
        if generic(token):
            continue
        rest = iter(letters)
        # (Its head noun's letter too: "Spatial-Temporal Memory Networks" is not STMM, the
        # module's.)
        if all(c in rest for c in token.lower().replace("-", "")) and (
            token == head or head[:1].lower() in token[1:].lower()
        ):
            found[token], first[token] = 1, m.start()
    if not found:
        return None
    # (Initials first: "Deep Sigma Point Processes" is DSPPs, not the DGPs it builds on.)
    return max(found, key=lambda t: (initials(t, name), found[t], len(t), -first[t]))


def _opening_terms(plain: str) -> frozenset[str]:
    """The short forms the abstract's opening sentence defines, where it proposes nothing."""
    first = plain.find(". ")
    opening = plain[:first] if first >= 0 else plain
    if "(" not in opening or PROPOSES.search(opening):
        return frozenset()
    return frozenset(m.group(1) for m in _DEFINED.finditer(opening))


def _cited_work(plain: str, at: int) -> bool:
    """Whether the sentence up to `at` says a cited paper presented what it names."""
    return _CITED_WORK.search(plain, plain.rfind(". ", 0, at) + 1, at) is not None


def _in_earlier_work(plain: str, at: int) -> bool:
    """Whether the sentence up to `at` tells of the authors' earlier work."""
    return _EARLIER_WORK.search(plain, plain.rfind(". ", 0, at) + 1, at) is not None


def _defined_name(plain: str) -> tuple[str | None, int]:
    """When no other cue names the paper's own thing: the short form it defines for it (see
    _defined) that it uses most, the first of those.

    Measured on the corpus's training years (benchmarks/titles.py holds the others out): of
    the abstracts whose authors lead their title with a name the abstract uses, the other cues
    found no name for 15%. Where another cue does name the method, a defined short form is as
    often a part of it ("a surface prediction module (SPM)") as the method: it is no rival."""
    # A short form the opening sentence defines without proposing anything ("The zero moment
    # point (ZMP) is …", "Gaussian Markov random fields (GMRFs) are …") is the field's term.
    first = plain.find(". ")
    opening = plain[:first] if first >= 0 else plain
    proposes = PROPOSES.search(opening) is not None
    found = [
        (name, at)
        for name, at in _defined(plain)
        if not generic(name) and (proposes or at > len(opening))
    ]
    if not found:
        return None, -1
    uses = {name: count(plain, name) for name, _ in found}
    best, at = max(found, key=lambda hit: (uses[hit[0]], -hit[1]))
    return best, at


def _after_baseline(cue: str) -> bool:
    """Whether `cue` ends as a _BASELINE match: with a baseline word or stem (then perhaps
    "the"). An ASCII cue that ends with none of them is not searched: re.IGNORECASE matches
    its letters only to ASCII letters, and the end-anchored pattern, tried at every character,
    took 5 us a cue."""
    if cue.isascii():
        end = cue.rstrip().lower()
        ends = [end]
        if end.endswith("the") and end[-4:-3].isspace():
            ends.append(end[:-3].rstrip())
        last = [(e.rsplit(None, 1) or [""])[-1] for e in ends]
        if not any(e.endswith(_BASELINE_WORDS) for e in ends) and not any(
            stem in word for word in last for stem in _BASELINE_STEMS
        ):
            return False
    return _BASELINE.search(cue) is not None


@lru_cache(maxsize=1 << 16)
def namelike(token: str) -> bool:
    """Spelled like a coined name: an inner capital ("OmniGS") or a capital and a digit ("R2")."""
    core = token.rstrip("+")
    if _FAMILY_SPLIT.split(core.upper(), maxsplit=1)[0] in _FAMILIES:
        return False
    # "tissue.Therefore", "communities.Moreover": two sentences the abstract's source ran
    # together, not a name.
    if "." in core and _RUN_TOGETHER.fullmatch(core):
        return False
    tail = _LOWER_TAIL.search(core)
    if len(token) < 2 or (tail and not _NAME_TAIL.search(core)):
        return False
    if generic(core):
        return False
    if core.isdigit() or _NUMBER.fullmatch(core):
        return False
    inner_cap = any(c.isupper() for c in core[1:])
    has_digit = any(c.isdigit() or c in "²³" for c in core)
    return inner_cap or (has_digit and core[0].isupper())


def _family_variant(token: str) -> bool:
    """A name built on a family's that a naming cue gives ("called ViT-CX", "dubbed
    CLIP-Fields"): a part after the family's name that is no size, version or edition, as
    "GPT-4o", "ViT-B/16", "BERT-base" or "Qwen2.5-VL" have."""
    core = token.rstrip("+")
    head = _FAMILY_SPLIT.split(core.upper(), maxsplit=1)[0]
    if head not in _FAMILIES:
        return False
    parts = _LETTERS.findall(core[len(head) :])
    return any(
        len(part) >= 2 and part.lower() not in _EDITIONS and part.upper() not in _FAMILIES
        for part in parts
    )


def count(plain: str, name: str) -> int:
    """How often `name` occurs as a whole word (at least 1)."""
    if not name:
        return max(1, len(re.findall(r"(?<![\w-])(?![\w-])", plain)))
    return max(1, sum(1 for _ in scan.whole_words(plain, name)))


def _coined(token: str) -> bool:
    """A name or a capitalised word that is no sentence adverb, family or generic acronym."""
    if namelike(token):
        return True
    core = token.upper()
    return (
        token[0].isupper()
        and token not in _STARTERS
        and not token.endswith("ly")
        and not generic(core)
        and _FAMILY_SPLIT.split(core, maxsplit=1)[0] not in _FAMILIES
    )


def _title_words(phrase: str) -> bool:
    words = phrase.split()
    return 1 <= len(words) <= 4 and all(w[0].isupper() or w[0].isdigit() for w in words)


@titlemodel.forgotten_on_install
@lru_cache(maxsize=2)
def _all_signals(plain: str, raw: str) -> tuple[tuple[str, float, int], ...]:
    """_signals, kept for the abstract's second look (titles._read passes over a much-used
    name and asks again)."""
    return tuple(_signals(plain, raw))


def _signals(plain: str, raw: str) -> Iterator[tuple[str, float, int]]:
    """(name, points, end of mention) for every hint that the abstract names what it proposes."""
    low = scan.folded(plain)
    for m in _intro_matches(plain, low):
        hit = _object_name(plain, m.end())
        if hit:
            short = _short_form(plain, hit[1] - len(hit[0]))
            yield (short[0], 5, short[1]) if short else (hit[0], 5, hit[1])
    calls = scan.bounded(plain, _called_starts(low))
    for matches in (
        scan.finditer(_CALLED, plain, calls),
        # _WE_CALL opens where _CALLED's "we call", "we name" … do.
        scan.finditer(_WE_CALL, plain, [at for at in calls if low.startswith("we ", at)]),
        scan.finditer(
            _WE_NAME_AS, plain, [at for at in calls if low.startswith(("we ", "and "), at)]
        ),
        _for_short_matches(plain),
        _our_x_matches(plain, low),
        scan.finditer(_WE_CALL_QUOTED, plain, [at for at in calls if low.startswith("we ", at)]),
        _named_here_matches(plain, low),
    ):
        for m in matches:
            # "a task called Learning from Label Proportions (LLP)": the problem studied.
            if _PROBLEM_CALLED.search(plain, max(0, m.start() - 40), m.start()):
                continue
            # "Our system was applied to a humanoid robot called SIG2", "… is implemented on
            # our experimental robot system called FlexIRob": the platform, not the proposal.
            if _PLATFORM_CALLED.search(plain, max(0, m.start() - 70), m.start()):
                continue
            # "two datasets, namely WikiHop and MedHop", "three decoders, called G-Net, N-Net and
            # M-Net": one of several named things (of 30 pool titles led so, 2 were the
            # paper's, "ErfAct and Pserf").
            if _NAMES_LISTED.match(plain, m.end(1)):
                continue
            if namelike(m.group(1)) or _coined(m.group(1)) or _family_variant(m.group(1)):
                short = _short_form(plain, m.start(1))
                if short:
                    yield short[0], 5, short[1]
                else:
                    words = _NAME_WORDS.match(plain, m.start(1)) if _own_before(plain, m) else None
                    token = m.group(1)
                    term = None if namelike(token) else _TERM_GOES_ON.match(plain, m.end(1))
                    if words:
                        yield words[1], 5, words.end(1)
                    elif term is not None and (term[1] or term[2]):
                        yield token + (term[1] or term[2]), 5, term.end()
                    elif term is None and (namelike(token) or not token.endswith("'s")):
                        yield token, 5, m.end(1)
    passives = list(_passive_matches(plain))
    for m in passives:
        # "… Mixed Task Net (CTL-MTNet) are proposed": the short form before the passive,
        # spelled as a name is (a plain acronym there is often a term: "(NCS) is presented").
        paren = _PAREN_END.search(plain, max(0, m.start() - 20), m.start())
        # "… Actor-Critic (HMAAC) framework is proposed": the short form before its kind.
        kind = None if paren else _PAREN_KIND_END.search(plain, max(0, m.start() - 40), m.start())
        paren = paren or kind
        if paren and _coined_short(paren[1]):
            yield paren[1], 5, paren.end(1)
    for token, end, start in _before(plain, passives):
        # "a Balanced Attention Module is designed": a capitalised word, no name; nor the last
        # of a name of capitalised words ("an Expanded Dynamic Bridge Builder is presented").
        if _coined(token) and (
            namelike(token)
            or not (titlemodel.is_common_word(token.lower()) or _after_capitalised(plain, start))
        ):
            yield token, 5, end
    yield from _appositives(plain)
    yield from _spelled_after(plain)
    # "Our algorithm BISTRO requires …", "ROSflight is a lean, open-source autopilot system":
    # a coined name as what the paper's own kind of thing is called, or what a sentence
    # opening on it says it is.
    is_a = " is a" in plain
    opens = (
        _sentence_openings(plain)
        if is_a or " are a" in plain or " the first" in plain or " is the " in plain
        else []
    )
    for m in (
        *scan.finditer(_OUR_KIND_NAME, plain, ours := scan.starts(low, ("our ",))),
        *scan.finditer(_NAME_IS_A_KIND, plain, opens if is_a or "our " in low else []),
    ):
        if namelike(m.group(1)):
            yield m.group(1), 4, m.end(1)
    for m in scan.finditer(_IS_NEW, plain, opens):
        # "Ours is the first …": "the first" names only a name spelled as one ("MOTO").
        if namelike(m.group(1)) if m.group(2) else _coined(m.group(1)):
            yield m.group(1), 5, m.end(1)
    # (At a word's start: "represented the X model" brings in nothing.)
    intro_the = scan.bounded(plain, scan.starts(low, _INTRO_THE_OPENINGS))
    for m in scan.finditer(_INTRO_THE_NAME_KIND, plain, intro_the):
        if namelike(m.group(1)) or _coined(m.group(1)):
            yield m.group(1), 5, m.end(1)
    # "Our GeoF model …", "our model (TABBIE)": the name is described where it is first met.
    proposed = scan.starts(low, ("the proposed ",))
    for m in (
        *scan.finditer(_OUR_NAME_KIND, plain, ours),
        *scan.finditer(_OUR_KIND_PAREN, plain, sorted({*ours, *proposed})),
        *scan.finditer(_PROPOSED_NAME_DOES, plain, sorted({*ours, *proposed})),
    ):
        if namelike(m.group(1)):
            yield m.group(1), 4, next(scan.whole_words(plain, m.group(1))) + len(m.group(1))
    # "We apply those layers in SchNet: a novel deep learning architecture …", "… by
    # contributing PACS: the first audiovisual benchmark …": a coined name that a colon
    # says what kind of new thing it is.
    for at in scan.starts(plain, (": a", ": the first")) if ": " in plain else ():
        token = _TOKEN_END.search(plain, max(0, at - 40), at)
        if token is None or not _NEW_KIND_NEXT.match(plain, at):
            continue
        # (After a verb that brings it in, in the authors' sentence: not "One of the most
        # popular algorithms is KwikCluster: an …", "two relaxations of the MINLP: a …".)
        before = plain[plain.rfind(". ", 0, token.start()) + 1 : token.start()]
        if namelike(token[1]) and _WE.search(before) and _BRINGS_IN.search(before):
            yield token[1], 5, at
    yield from _emphasised(plain, raw)
    yield from _subjects(plain)
    letters = bold_letters(raw)[0]
    for m in _CAPITALISED.finditer(plain) if len(letters) >= 3 else ():
        if m.group(1).replace("-", "").upper() == letters:
            yield m.group(1), 4, m.end(1)


# Each of these yields what the pattern's finditer yields, trying fewer places (see each).


def _called_starts(low: str) -> list[int]:
    """scan.starts(low, openings) for _CALLED_OPENINGS and "we " followed by a _WE_CALLED word."""
    found = scan.starts(low, _CALLED_OPENINGS)
    we = [at for at in scan.starts(low, ("we ",)) if low.startswith(_WE_CALLED, at + 3)]
    return sorted(found + we) if we else found


def _intro_matches(plain: str, low: str) -> Iterator[re.Match[str]]:
    # Most "and"s (the openings on a comma or a space) are followed by no verb of _INTRO's:
    # the pattern is not tried there. (", and " is found as the " and " after a comma.)
    ands = [at for at in scan.starts(low, (" and ",)) if low.startswith(_AND_INTRO, at + 5)]
    commas = [at - 1 for at in ands if at and low[at - 1] == ","]
    words = scan.bounded(plain, scan.starts(low, _INTRO_WORDS))
    return scan.finditer(_INTRO, plain, sorted(words + ands + commas))


def _sentence_openings(plain: str) -> list[int]:
    """Where a pattern opening with "(?:^|[.!?]\\s+)" may begin."""
    found = scan.starts(plain, (".", "!", "?"))
    return found if found[:1] == [0] else [0, *found]


def _our_x_matches(plain: str, low: str) -> Iterator[re.Match[str]]:
    return scan.finditer(
        _OUR_X, plain, scan.starts(low, _OUR_X_OPENINGS) if _OUR_X_NEEDS.search(plain) else []
    )


def _for_short_matches(plain: str) -> Iterator[re.Match[str]]:
    return scan.finditer(_FOR_SHORT, plain, _for_short_starts(plain))


def _named_here_matches(plain: str, low: str) -> Iterator[re.Match[str]]:
    """What _NAMED_HERE.finditer yields, tried only at the "the " a few words before each
    "… in this paper" (most abstracts have none: shown faster by "ed in this ", "ed by this ",
    "the present " than by the pattern)."""
    if not any(part in low for part in ("ed in this ", "ed by this ", " the present ")):
        return
    for tail in _HERE_TAIL.finditer(low):
        start = low.rfind("the ", max(0, tail.start() - 60), tail.start())
        found = _NAMED_HERE.match(plain, start) if start >= 0 else None
        if found is not None:
            yield found


def _passive_matches(plain: str) -> Iterable[re.Match[str]]:
    if not any(w in plain for w in _PARTICIPLES):
        return ()
    return scan.finditer(_PASSIVE, plain, _passive_starts(plain))


def _passive_starts(plain: str) -> list[int]:
    """Where a _PASSIVE match may begin: in the whitespace (and a comma before it) right
    before an "is" or "are" (str.isspace holds where \\s matches)."""
    found: list[int] = []
    for at in scan.starts(plain, ("is", "are")):
        begin = at
        while begin > 0 and plain[begin - 1].isspace():
            begin -= 1
        if begin < at:
            found.extend(range(begin - (begin > 0 and plain[begin - 1] == ","), at))
    return found


def _appos_matches(plain: str) -> Iterator[re.Match[str]]:
    # An _APPOS match opens at an _APPOS_COMMA match or at a ")" right before one.
    commas = (at for m in _APPOS_COMMA.finditer(plain) for at in (max(0, m.start() - 1), m.start()))
    return scan.finditer(_APPOS, plain, commas)


def _emph_matches(raw: str) -> Iterable[re.Match[str]]:
    # Every _EMPH match holds "*" or "\\": without them, skip scanning.
    return _EMPH.finditer(raw) if "*" in raw or "\\" in raw else ()


def _subject_matches(plain: str) -> Iterable[re.Match[str]]:
    first = _SUBJECT.match(plain)
    # finditer goes on where the match at 0 (if any) ends; past 0 "^" cannot match.
    later_rx = _SUBJECT_LATER if "!" in plain or "?" in plain else _SUBJECT_AFTER_DOT
    later = later_rx.finditer(plain, first.end() if first else 0)
    return (first, *later) if first else later


def _for_short_starts(plain: str) -> list[int]:
    """Where a _FOR_SHORT match may begin: in the last word before each "for short", as its "("
    and token hold no whitespace (rstrip and rsplit strip what \\s matches, no more, no less)."""
    found: list[int] = []
    for at in scan.starts(plain, ("for short", "in short")):
        head = plain[:at].rstrip()
        word = head.rsplit(None, 1)[-1] if head else ""
        found.extend(range(len(head) - len(word), len(head)))
    return sorted(found)


def _before(plain: str, tails: Iterable[re.Match[str]]) -> Iterator[tuple[str, int, int]]:
    """(token, its end, its start) for each match in `tails` that directly follows a token."""
    for m in tails:
        end = m.start()
        lo = max(0, end - 60)
        # A token has no spaces, so none starts at or before the last space before `end`.
        token = _TOKEN_END.search(plain, max(lo, plain.rfind(" ", lo, end) + 1), end)
        if token:
            yield token.group(1), end, token.start(1)


def _after_capitalised(plain: str, start: int) -> bool:
    """Whether the word before `start` is a capitalised word of the same sentence ("Bridge"
    in "an Expanded Dynamic Bridge Builder"), not a sentence's first word ("The Builder")."""
    before = plain[max(0, start - 40) : start].rsplit(None, 2)
    if len(before) < 2 or before[-1][:1].islower() or before[-1] in _STARTERS:
        return False
    return not before[-2].endswith((".", "!", "?", ":"))


def _appositives(plain: str) -> Iterator[tuple[str, float, int]]:
    for token, end, start in _before(plain, _appos_matches(plain)):
        if namelike(token) and not _after_baseline(plain[max(0, start - 30) : start]):
            yield token, 2, end
    for rx, points in ((_APPOS_NOUN, 4), (_WHICH, 3)):
        for token, end, start in _before(plain, rx.finditer(plain)):
            cue = plain[max(0, start - 30) : start]
            # "X, our approach to …", "X, the first benchmark …" name a name spelled as one
            # ("Hereafter, our approach …" does not); "On XNLI, our best model …" uses X,
            # "… leads to ROBIN, our approach" does not.
            own = rx is _APPOS_NOUN and plain[end:].lstrip(", ").startswith(("our", "the first"))
            # The one most often true first ("We propose X, a …" is the common case).
            if (namelike(token) if own else _coined(token)) and not (
                _AFTER_INTRO.search(cue)
                or _after_baseline(cue)
                or (_USED.search(cue) and not (own and _LEADS_TO.search(cue)))
            ):
                yield token, points, end


def _spelled_after(plain: str) -> Iterator[tuple[str, float, int]]:
    """A name its long form follows in brackets, in a sentence that says the thing is the
    paper's own: "we present a family of vector quantization schemes vqSGD (Vector-Quantized
    Stochastic Gradient Descent)" (_defined reads the other order, the long form first)."""
    # Tried at each " (" (the pattern at every index took 40 us a title).
    for at in scan.starts(plain, (" (",)):
        spelled = _LONG_IN_BRACKETS.match(plain, at)
        token = _TOKEN_END.search(plain, max(0, at - 40), at) if spelled else None
        if token is None or spelled is None:
            continue
        name, long_form = token.group(1), spelled.group(1)
        if not (namelike(name) and abbreviates(name, long_form)):
            continue
        # The cue in the name's own clause, a few words before it.
        clause = re.split(r"[.,;:] ", plain[max(0, token.start() - 80) : token.start()])[-1]
        if _OWN.search(" ".join(clause.split()[-_SPELLED_CUE_WORDS:])):
            yield name, 5, at


def _emphasised(plain: str, raw: str) -> Iterator[tuple[str, float, int]]:
    for span in {_plain(next(g for g in m.groups() if g)) for m in _emph_matches(raw)}:
        head = span.split(" (")[0]
        if " " not in head and (namelike(head) or _DASH_OR_DIGIT.search(head, 1)):
            points = 3
        elif _title_words(head) and any(map(namelike, head.split())):
            points = 2
        else:
            continue
        if head in plain:
            yield head, points, plain.find(head) + len(head)


def _subjects(plain: str) -> Iterator[tuple[str, float, int]]:
    """A coined word that opens sentences as their subject ("Nimbus reduces …", twice)."""
    starts: dict[str, list[int]] = {}
    for m in _subject_matches(plain):
        token = m.group(1)
        if _coined(token) and len(token) >= 4 and token.lower() not in plain:
            starts.setdefault(token, []).append(m.end(1))
    for token, ends in starts.items():
        if len(ends) >= 2 or namelike(token):
            yield token, 3 if len(ends) >= 2 else 2, ends[0]


def _object_name(plain: str, start: int) -> tuple[str, int] | None:
    """The name inside the noun phrase a proposal verb takes, with where that phrase ends."""
    rest = plain[start : start + 300]
    if rest.startswith("to "):  # "we propose to use GPT-4": a plan, not a proposal's name
        return None
    masked = _PAREN.sub(lambda m: "(" + "x" * (len(m.group()) - 2) + ")", rest)
    end_m = _OBJ_END.search(masked)
    end = end_m.start() if end_m else len(rest)
    obj = _LEAD.sub("", rest[:end]).strip()
    paren = _PAREN_INNER.search(obj)
    # "a novel Graph Convolutional Neural Network (GCNN)-based approach, Attentional-GCNN": a
    # short form joined to what follows modifies the head; the name is elsewhere.
    if paren is None or not obj.startswith("-", paren.end()):
        paren = paren or _spelled_out(rest, masked)
    else:
        paren = None
    # "an approach to Dense Video Captioning (DVC) without …": the short form of what the
    # kind is for, the task, not its name.
    opened = rest.find(f"({paren.group(1)})") if paren else -1
    task = _KIND_FOR_BEFORE.search(rest, 0, opened) if opened > 0 else None
    # (Only where the short form spells the words after "to" alone: not "an algorithm for
    # NOn convex Regularized problems (HONOR)", the kind inside the long form.)
    if task and paren and abbreviates(paren.group(1), task[1].strip()):
        return None
    # Nor of what the kind's purpose acts on: "an algorithm to recover the parameters of
    # supervised latent Dirichlet allocation (sLDA) models" (the paper's is Spectral-sLDA).
    acted = _KIND_ACTS_ON.search(rest, 0, opened) if opened > 0 else None
    if acted and paren and abbreviates(paren.group(1), acted[1].strip()):
        return None
    coined = obj.split(" (")[0]
    # "We introduce FabricFlowNet (FFN)": a short form that is everybody's term (a
    # feed-forward network) leaves the coined name as the name, and so does one defined past
    # the object ("ARC-LfD: an Augmented Reality (AR) interface").
    if (
        paren
        and _TOKEN_RE.fullmatch(coined)
        and _coined_word(coined)
        and (_common_short(paren.group(1)) or _PAREN_INNER.search(obj) is None)
    ):
        return coined, start + rest.find(coined) + len(coined)
    if paren:
        inner = _FOR_SHORT_END.sub("", paren.group(1))
        if " " not in inner and (namelike(inner) or inner.isupper()):
            return inner, start + rest.find(inner) + len(inner)
    head = obj.split(" (")[0]
    follows_appos = rest[end:].startswith((", a ", ", an ", ", which", ", the first ", ", our "))
    if head and _title_words(head) and (follows_appos or any(namelike(w) for w in head.split())):
        return head, start + rest.find(head) + len(head)
    # "a sequence-based VPR pipeline named AdaptSeqVPR": the naming cue says which word is
    # the name (_CALLED), not a term the noun phrase holds.
    tokens = _TOKEN_RE.findall(head) if not _NAMED_NEXT.match(rest, end) else []
    # "a novel LNL framework ProMix": a name that ends the noun phrase is the thing's own,
    # one before its head noun says what kind of thing it is.
    if len(tokens) > 1 and namelike(tokens[-1]):
        tokens = tokens[-1:]
    late_name = _late_name(rest, masked, end)
    # A name closing the clause outranks a term that modifies the object's head ("a new 6DoF
    # pose estimation network for … (ParametricNet)"), not a name that ends the object.
    if late_name and len(tokens) > 1:
        return late_name[0], start + late_name[1]
    # "a deep neural network-based multimodal HAR algorithm, HAMLET.": a name after the
    # comma that closes the object outranks a term that modifies its head.
    appositive = _appositive_name(rest, masked) if len(tokens) > 1 else None
    if appositive and not namelike(tokens[-1]):
        return appositive[0], start + appositive[1]
    for tok in tokens:
        if namelike(tok):
            return tok, start + rest.find(tok) + len(tok)
    # "we propose LoRA-drop.": the object a name alone, a lowercase tail on capitals, even a
    # well-known term's ("BERT-base" is a family's model).
    core, hyphen, tail = head.rpartition("-")
    if (
        tokens == [obj]
        and hyphen
        and tail.isalpha()
        and tail.islower()
        and any(c.isupper() for c in core[1:])
        and _FAMILY_SPLIT.split(core.upper(), maxsplit=1)[0] not in _FAMILIES
    ):
        return head, start + rest.find(head) + len(head)
    if late_name:
        return late_name[0], start + late_name[1]
    # "a new model, Region Convolutional 3D Network (R-C3D), which …"
    spelled = _APPOS_LONG.match(rest, end)
    if spelled and (abbreviates(spelled[2], spelled[1]) or initials(spelled[2], spelled[1])):
        return spelled[2], start + spelled.end(2)
    # "the first benchmark for Korean legal QA, KoLawBench, with …"
    appositive = _appositive_name(rest, masked)
    return (appositive[0], start + appositive[1]) if appositive else None


def _appositive_name(rest: str, masked: str) -> tuple[str, int] | None:
    """A name spelled as one after the first comma of `rest` that no list goes on from ("…
    for Korean legal QA, KoLawBench, with …"), with where it ends in `rest`."""
    comma = masked.find(",")
    # Past commas between the object's modifiers ("a large-scale, general-domain dataset,
    # GenWiki.").
    for _ in range(_MODIFIER_COMMAS):
        if comma < 0 or not _MODIFIER_COMMA.match(masked, comma):
            break
        comma = masked.find(",", comma + 1)
    late = _LATE.match(rest[comma:]) if comma > 0 else None
    if late is None or not namelike(late.group(1)):
        return None
    if _LISTED.match(rest[comma + late.end() :]):
        return None
    return late.group(1), comma + late.end(1)


def _late_name(rest: str, masked: str, end: int) -> tuple[str, int] | None:
    """A coined name the clause gives after its object, with where it ends in `rest`: in
    parentheses that close the clause ("a new 6DoF pose estimation network for parametric
    shapes in stacked scenarios (ParametricNet)."), or after a colon or a dash ("a novel
    visual SLAM method …: TT-SLAM.", "a novel pre-training paradigm for Chinese —
    Lattice-BERT, which …")."""
    clause = _CLAUSE.search(masked)
    stop = clause.start() if clause else len(rest)
    closing = _PAREN_CLOSING.search(rest, 0, stop)
    # Spelled as a coined word is ("ParametricNet"), not as a term ("FBGs", "sUAS", "GKMs").
    if (
        closing
        and closing[1][:1].isupper()
        and _coined_word(closing[1])
        and any(c.islower() for c in closing[1].removesuffix("s"))
    ):
        return closing[1], closing.end(1)
    sentence = masked.find(". ")
    marked = _MARK_NAME.search(rest, end, sentence if sentence >= 0 else len(rest))
    # The mark closes the object's phrase, not a later clause's ("…, and integrating into an
    # existing message-passing framework: Infer.NET").
    between = _MODIFIER_COMMA.sub("", masked[end : marked.start()]) if marked else ""
    if marked and namelike(marked[1]) and not _CLAUSE_BREAK.search(between):
        return marked[1], marked.end(1)
    return None


def _spelled_out(rest: str, masked: str) -> re.Match[str] | None:
    """A "(ACRONYM)" later in the clause whose long form starts the object (cut at "for")."""
    clause = _CLAUSE.search(masked)
    paren = _SHORT_PAREN.search(rest[: clause.start() if clause else None])
    if paren is None:
        return None
    long_form = _LEAD.sub("", rest[: paren.start()].strip())
    if abbreviates(paren.group(1), long_form) or initials(paren.group(1), long_form):
        return paren
    # "a data-driven state refinement module for LSTM network (SR-LSTM)": the long form may
    # start past the object's first words, if it keeps two of them, for a short form spelled
    # as a name is ("SR-LSTM", "vSLAMMOT"), not as a term is ("WEC", "NMFs").
    short = paren.group(1)
    words = long_form.split() if _coined_short(short) else []
    for first in range(1, len(words) - 1):
        if abbreviates(paren.group(1), " ".join(words[first:])):
            return paren
    return None
