"""A title in; the defects a careful reader would see in it (as short codes) out.

The checks of issue 26, each a reason a derived title is not kept: it ends on a function word
or a dangling verb or modifier, starts like a sentence, has a sentence's own verb ("… and
analyzes their impact", "… is equivalent"), speaks in the first person or of "this paper",
reads as a background sentence, leads with a plain English word as the paper's name, says
nothing after the name ("X: a method"), or keeps a line-break hyphen. The authors' own titles
trip them well under 1% of the time (benchmarks/titles.py measures both)."""

from __future__ import annotations

import re
from functools import lru_cache

from readinglist.extract import scan, titlemodel
from readinglist.extract.phrasing import AND_BARE_VERB, PREPOSITIONS

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
# A title's last words after a comma, no article opening them (not an appositive: ", a …").
_LIST_SO_FAR = re.compile(r", (?!(?:a|an|the|and|or|i\.e\.|e\.g\.)\b)[^,: ]+(?: [^,: ]+){0,2}$")
# What a list goes on with after a comma (", Manipulating or Erasing …"), and the endings
# that mark its items as of one kind with the word before the comma (see cut_off).
_LISTED_NEXT = re.compile(r", ([\w-]+)(?:, [\w-]+)*,? (?:and|or) [\w-]+\b")
_LIST_SUFFIXES = ("ing", "tion", "sion", "ment", "ity", "ance", "ence", "ness")
# A "how" clause (see cut_off), the words that give one its verb, and an auxiliary the
# abstract may go on with where the title stops.
_HOW = re.compile(r"(?:^|\s)[Hh]ow ")
_AUXILIARIES_OF_HOW = str.split(
    "can could may might should will would is are was were has have had do does"
)
_AUXILIARY_WORDS = frozenset((*_AUXILIARIES_OF_HOW, "to"))
# "… for both robot" (and human …): "both" and one singular thing at the title's end (see
# _defects); plurals are both ("both worlds", "both feet").
_ONE_OF_BOTH = re.compile(
    r" both (?:the |a |an )?(?:[\w-]+ ){0,4}(?!(?:feet|hands|people|children|men|women|data)$)"
    r"[\w-]*[^\Ws]$"
)
# How many words a verbless clause may have ("How a multi-modal transformer"), and what
# opens a clause of where (see _defects).
_SHORT_CLAUSE = 5
_WHERE = re.compile(r" (?:where|whereby|wherein|in which)\b")
# Phrases cut before their other half (see _defects).
_NOT_ONLY = re.compile(r"\bnot only\b(?!.*\bbut\b)", re.I)
_AS_ADJECTIVE_END = re.compile(
    r"\bas (?:little|much|few|many|soon|far|long|close|small|large|quickly|fast|early|high|"
    r"low|accurately)$"
)
_NEEDS_COMPLEMENT = frozenset(
    str.split("suited tailored dedicated devoted amenable prone applicable capable immune")
)
# A short form in brackets after where a title stops ("… model (LLM) is …"), read past.
_SHORT_FORM_NEXT = re.compile(r"^ \([^()]{1,20}\)")
# A question word opening a clause, not a phrase ("How to …", "How much …", "What about …").
_WH_OPENING = re.compile(
    r"(?:How|What|Why) (?!(?i:to|and|or|much|many|far|well|if|about|not|so)\b)"
)
_NOT_PLURAL_ENDS = ("ss", "us", "is", "ics")
_ENDING_VERBS = frozenset(str.split("matters works helps fails happens counts"))
# A verb that lets somebody do something, its object at the title's end (see cut_off).
_LETS = re.compile(
    r"\b(?:enables?|allows?|permits?|helps?|lets|requires?|"
    # "force" as a verb where a clause or an infinitive opens on it, not the noun: "…
    # compliant force control" (to solve …), "… contact force sensing".
    r"(?:(?<=\bto )|(?<=\bthat )|(?<=\bwhich )|(?<=\bcan ))forces?) (?!to\b)\S+(?: \S+){0,5}$"
)
# A clause of "that", "whether" or "if" opened by its subject, not a relative clause's verb
# ("… that with every DP iteration the obtained CBF", not "… that reduces …"; see cut_off).
_THAT_CLAUSE = re.compile(
    r"\b(?:that|whether|if) (?=(?:the|a|an|this|these|with|for|in|on|at|by|its|their|each|"
    r"every|all|any|no|such|both|under|when|using|[A-Z][\w-]*) )"
)
# Heads that say nothing until a clause says which (see cut_off), and how that clause opens.
_VAGUE_HEADS = frozenset(
    str.split("situation situations case cases setting settings scenario scenarios circumstances")
)
_COMPARED_NEXT = re.compile(r"(?: and| or|,) [a-z][\w-]*")
_VAGUE_TAIL = re.compile(
    r"\b(?:in|for|to|under|on|of) (?:(?:a|an|the|such|some|many|these|certain) )?(?:[\w-]+ )?"
    r"[a-z]+$"
)
_VAGUE_HEAD_CLAUSE = re.compile(r" (?:where|wherein|in which|for which|when|with|that|such that)\b")
_AUXILIARY_NEXT = re.compile(r" (?:" + "|".join(_AUXILIARIES_OF_HOW) + r")\b")
# Words a title does not end on: it would be cut off mid-phrase.
_FUNCTION = frozenset(
    str.split(
        "a an the of for and or nor but to in on at by with from into onto via as than that "
        "which who whom whose where whereby wherein when while whether if its their our his "
        "her this these those such both each every any some no not is are was were be been "
        "being has have had "
        "do does did can could may might must shall should will would also then thus so very "
        "more most less least between among across over under within without about against "
        "through towards toward upon using based versus vs assuming including considering given "
        "namely what according due owing thanks regardless rather like unlike despite during "
        "throughout amid amidst beside around along per even "
        # Subject pronouns: "Light-weight 3D LiDARs, they" (none of the corpus's titles ends on
        # one; "How Far are We" does on "we").
        "they he she"
    )
)
# Words that announce what comes next ("…, especially" sound source localization).
_ANNOUNCING = frozenset(str.split("especially particularly notably namely including"))
# A participle after a comma at a title's end ("…, jointly learning"; see _defects).
_COMMA_PARTICIPLE_END = re.compile(r", (?:[a-z]+ly )?[a-z]+ing$")
# Verb forms that leave a title hanging when it ends on them ("… and propose", "… that
# utilizes"). Only forms that are not also nouns titles end on (learning, design, study).
_DANGLING = frozenset(
    f"{stem}{ending}"
    for stem, endings in (
        ("propos", "e es ed ing"),
        ("introduc", "e es ed"),
        ("utiliz", "e es ed ing"),
        ("utilis", "e es ed ing"),
        ("employ", " s ed ing"),
        ("leverag", "e es ed"),
        ("achiev", "e es ed"),
        ("generat", "e es ed"),
        ("enabl", "e es ed"),
        ("allow", " s ed"),
        ("provid", "e es ed"),
        ("demonstrat", "e es ed"),
        ("obtain", " s ed"),
        ("improv", "e es ed"),
        ("exploit", " s ed ing"),
        ("adopt", " s ed ing"),
        ("incorporat", "e es ed ing"),
        ("integrat", "e es ed ing"),
        ("captur", "e es ed"),
        ("address", " ed"),
        ("tackl", "e es ed"),
        ("requir", "e es ed"),
        ("produc", "e es ed"),
        ("outperform", " s ed"),
        ("surpass", " es ed"),
        ("develop", " s ed"),
        ("construct", " s ed"),
        ("aim", " s ed"),
        ("seek", " s"),
        # ("… a fusion network using" (and fusing …): a means without its object; none of the
        # corpus's 81,164 titles ends on one.)
        ("combin", "ing"),
        ("us", "ing"),
        ("call", "ed"),
        ("nam", "ed"),
        ("term", "ed"),
        ("dubb", "ed"),
        ("show", " s ed"),
        ("make", " s"),
        ("consist", "ing"),
        ("aim", "ing"),
        ("contain", "ing"),
        ("compris", "ing"),
        ("involv", "ing"),
        ("depend", "ing"),
        # "… robots just" (by giving key poses), "… by allowing".
        ("jus", "t"),
        ("allow", "ing"),
        ("enabl", "ing"),
        # "… natural scenes starting" (from …), "… a kinematic model of the VOR relying" (on
        # …), "… to scale up networks in ways" (that …): none of the corpus's 81,164 titles
        # ends so, 10 of 16,000 derived did. (Not "taking": "… for photo taking".)
        ("start", "ing"),
        ("rely", "ing"),
        ("way", "s"),
    )
    for ending in endings.split(" ")
)
_ABLE = re.compile(r"\b(?:is|are) (?:able to|capable of)\b")
_SIZES = frozenset(str.split("small large big few single wide great long short high low huge"))
_NOUN_NEXT = re.compile(r" (?!(?:and|or|to|of|for|in|on|with|by|as|than|that|which)\b)[a-z]{3,}")
_WAY_WORDS = (" form", " way", " manner", " fashion")
_WORD_NEXT = re.compile(r" [a-z]")
_ABILITIES = frozenset(("ability", "abilities", "capability", "capabilities"))
_MODIFIER_ENDS = ("ed", "wn", "al", "ic", "ive", "ous", "ing")
_BETWEEN_MANY = re.compile(
    r"(?:the )?(?:two|three|four|multiple|several|many|all|different|various|pairs?|each|"
    r"every|any|\d+)\b"
)
_NOUN_GOES_ON = re.compile(r" (?!(?:and|or|in|on|for|to|of|with|by|from|as|that|which)\b)[a-z]")
_IN_A_WAY = re.compile(r"\bin (?:a|an|the) (?:form|way|manner|fashion)$")
_COPULAS = (["is"], ["are"], ["be"], ["remain"])
_UNTITLED_VERB = -2.0  # title_likeness of a bare verb a title does not end on after "and"
_BARE_ADJECTIVES = tuple(
    [word] for word in str.split("unknown unseen unstructured cluttered real-world indoor outdoor")
)
_COMPOUND_MODIFIERS = frozenset(
    str.split(
        "low-cost large-scale high-dimensional data-driven high-quality low-level high-level "
        "long-term short-term fine-grained state-of-the-art multi-scale low-dimensional "
        "small-scale high-speed"
    )
)
# A word the extraction split after its first letter ("U sing a device").
_SPLIT_WORD = re.compile(r"(?![AI] )[A-Z] [a-z]{2,}")
# How sentences open and titles do not.
_SENTENCE_START = re.compile(
    r"^(?:To|With|Within|Among|Upon|This|These|That|Those|We|Our|In this|Here|However|Moreover|"
    r"So (?:does|do|is|are|did)\b|"
    r"Furthermore|(?:Under|At|Through)(?!-)|Given|Instead|During|Herein|Another|Now that|"
    r"Even (?:with|though|if|when|in|on|at|for|under|without|after|before|across)\b|"
    # "Conventionally, mobile robots …": a sentence adverb and its comma.
    r"[A-Z][a-z]{3,}ly(?=,)|My|"
    r"Recently|Over the|It|Its|They|Their|There|Such|Although|While|Since|Because|Despite|"
    r"Then|Thus|Hence|After (?:[a-z]+ing|the|a|an|their|its)|Before (?:[a-z]+ing|the|a)|"
    r"Specifically|Finally|Additionally|Besides|Meanwhile|As a result|By|For|In order|And|But|Or|"
    r"Having|Though|Even though|On the other(?: hand)?|On the one hand|Based on|Via|"
    r"Whereas|Whether|The (?:question|problem) (?:of )?whether|When (?:using|the|a|an|we)|"
    # "When fine-tuning pretrained models for classification", "When evaluated on the TIMIT
    # database": a participle's clause, no sentence after it (none of the corpus's titles;
    # 14 of 16,000 derived ones). Not "When classifying X, BERT doesn't …", "When simply
    # closing your fingers is not enough".
    r"When (?:[a-z]+ly )?[a-z-]+(?:ing|ed)(?![^,:]*[,:])(?!.* (?:is|are|was|were|can|does)\b)|"
    # "Once weighted by their normalized likelihood scores" (not "Once a MAN: …").
    r"Once (?:[a-z]+ed|the|we|it|they)|"
    # "Which a mobile manipulator is controlled …": a relative clause, not a question.
    r"Which (?:a|an|the|we|it|they|is|are|was|were|can|could|may|will|would)\b(?![^?]*\?)|"
    r"As well as|Motivated by|Inspired by|If|Due to|"
    r"Thanks to|Compared (?:to|with)|Building on|Drawing on|Starting (?:with|from)|Owing to|"
    r"As (?![\w-]+-)|"
    r"In (?:the|a|an|this|these|real-world|many|most|recent|practice|particular|general|"
    r"addition|contrast|such|which|our)|In (?=[a-z]))\b"
    r"|^\d+(?:\s|$)"
)
_OPERATORS = frozenset("+=−×<>≤≥∈^_/|")
# A sentence's own verb about its topic: "Teleoperation deals with extraordinary situations"
# (2 authors' titles of 81,164 hold one: "… approaches focused on French …").
_TOPIC_VERB = re.compile(
    r"(?<!\bthat )(?<!\bwhich )(?<!\bwho )"
    r"\b(?:deals with|focuses on|concentrates on|aims (?:at|to))\b"
)
# A clause's verb or adverbs, where a title would open on its subject: "Is not always the best
# strategy", "Can be derived as …", "Not only can …", "Theoretically and empirically on …".
# Of 81,164 authors' titles none opens so without a question mark ("Can Transformer Models
# Measure Coherence In Text: …" is followed by a capital).
_VERB_OPENING = re.compile(
    r"(?:Is|Are|Was|Were|Does|Do|Did|Can|Could|Should|Would|Will|Has|Have|Had|May|Might|Must) "
    r"(?=[a-z])|Not only (?!\w+,? but)|[A-Z][a-z]+ly(?:,| and) [a-z]+ly (?:on|in|with|by|that|"
    r"for|to|from|at|over)\b"
)
# A description that points back at what the abstract said before ("this observer").
# Nouns that say little without their "of …": "within the framework" (of a dynamic game).
_NEEDS_OF = frozenset(
    str.split(
        "framework context presence absence number set class family series sequence kind type "
        "form part means use case amount level degree lack variety range team group "
        "combination collection pair basis core field notion concept idea problem question "
        "issue task ensembles behalf"
    )
)
# The words between a clause's subject and its verb a few words on ("produced by our
# algorithm" before "converges"): a participle and its phrase.
_LATER_VERB = re.compile(r"^\s*[a-z]+(?:ed|en)(?: (?:by|in|with|from|on|at) [\w-]+(?: [\w-]+)?)? ")
# Words that point past their noun to an "of": "the correction" (of …), "six degrees" (of …).
_POINTING = tuple(f"{w} " for w in str.split("the two three four five six seven certain a an"))
# A word this title-like (log odds) that follows a title in its abstract continues its phrase.
_NOUNISH = -1.0
# A clause or phrase opened and not finished: "… whose policy", "… in order".
# In scan.lacks_any's terms: an ASCII title with none of these cannot match _OPEN_CLAUSE.
_OPEN_CLAUSE_NEEDS = ("whose", "which", "that", "order", "i.e", "e.g", "cf", "viz", "resp",
                      "where", "how", "why", "whether", "what")  # fmt: skip
_OPEN_CLAUSE = re.compile(
    r"\b(?:whose|which|that) \w+$|\bin order$|\b(?:i\.e|e\.g|cf|viz|resp)\.?$"
    # "…, in which a robot swarm", "… where the pursuer": a clause that has no verb yet
    r"|\b(?:in which|on which|for which|where|whereby) (?:the |a |an )?[\w-]+(?: [\w-]+)?$"
    r"|(?<![\w-])(?:how|why|whether|what) (?:the |a |an )?[\w-]+$",  # "… how influential"
    re.I,
)
_TO_END = re.compile(r"(?:^|\s)(\S+) to ([a-z]+)$")
# Words after which "to" takes a noun: "an application to clustering", "robust to smoke".
_TO_NOUN = frozenset(
    str.split(
        "application applications approach approaches robust subject due close similar "
        "respect contribution contributions introduction guide path road key extension "
        "extensions solution solutions answer answers response responses resistant sensitive "
        "invariant equivalent applied applying transfer transferring adaptation adapting "
        "interface interfaces speaking support learning how what easy hard difficult"
    )
)
# Words after "to" that are nouns there: "… to date", "… to scale".
_TO_NOUNS = frozenset(str.split("date scale order one practice people humans text speech video"))
# How adjectives end, whose noun a cut title leaves behind ("using local", "a powerful").
_ADJECTIVE_ENDINGS = ("al", "ive", "ous", "ful", "ic", "able", "ible", "ent", "ant", "ary", "less")
# Endings of adjectives before a comma of adjectives ("linear, Gaussian", "robust, fast").
_PLAIN_ADJECTIVE_ENDINGS = ("ar", "ed", "ex", "st", "le", "th", "ght", "ow", "ean")
# Participles used as adjectives, cut before their noun ("a motorized" marionette; see cut_off).
_ADJECTIVE_PARTICIPLES = (
    "ized", "ised", "learned", "weighted", "distributed", "structured", "constrained",
    "supervised", "augmented", "connected", "coupled",
)  # fmt: skip
# Adjectives (and adverbs after their noun: "… jointly" with) a title leaves without the
# complement the abstract gives them ("… capable" of, "… similar" to, "… prior" to; see
# cut_off), and what opens one.
_COMPLEMENT_OPENS = frozenset(("to", "for", "with", "of", "on", "upon"))
_COMPLEMENTED_ENDINGS = ("able", "ible")
_COMPLEMENTED = frozenset(
    str.split(
        "similar close specific sensitive aware prone akin dependent independent relevant subject "
        "prior jointly together relative robust invariant orthogonal equivalent analogous "
        "comparable complementary"
    )
)
# Verbs that take their object "as" something ("casting dropout training | as approximate
# Bayesian inference"): a title with one and its object but not the "as" is cut off.
# (Their "-ing" forms, and the third person of those that are no nouns: "frames", "views"
# and "poses" are nouns in titles too.)
_TAKES_AS = re.compile(
    r"\b(?:(?:re)?casting|(?:re)?casts?|(?:re)?formulating|treating|viewing|(?:re-?)?framing|"
    r"posing|(?:re)?interpreting|regarding|(?:re)?formulates|interprets|"
    r"regards)\b(?!.* as )"
)
# A short form in brackets right after the title's last word ("… networks (NNs) as …").
_LEADING_ASIDE = re.compile(r"^ \([^()]{1,12}\)")
# A modal and its bare verb at a title's end ("… that can learn" | to capture …).
_MODAL_END = re.compile(
    r"\b(?:can|could|may|might|will|would|should|must|cannot) (?:\w+ly )?([a-z]+)$"
)
# An adverb's pair the abstract goes on with ("temporally | and spatially coherent").
_PAIRED_ADVERB = re.compile(r" (?:and|or) [a-z]{3,}ly ")
# Words that open a noun phrase: a title's last word before one takes it as an object.
_DETERMINERS = frozenset(str.split("the a an this these those such its their our his her"))
# Participles that report what follows them ("examples showing | that …").
_REPORTING = frozenset(
    str.split(
        "showing suggesting indicating demonstrating proving revealing hinting confirming "
        "stating implying arguing claiming explaining establishing verifying"
    )
)
_SAID_AFTER_NOUN = (" subject to ", " relative to ", " prior to ")
# Irregular past participles (regular ones end in "ed").
_PARTICIPLES = frozenset(
    str.split(
        "driven made built shown given known taken written drawn held found seen chosen run "
        "set put brought kept led spent sent"
    )
)
_RELATIVE_VERB = re.compile(r"\b(?:that|which|who)\s+\w+")
# ("… to solve the above issues", "… the aforementioned interplay", "the latter problem": 16
# of 16,000 derived titles, none of the corpus's 81,164.)
_BACK_REFERENCE = re.compile(
    r"\b(?:this|these|those|it|them|(?i:aforementioned|aforesaid))\b|\b(?:above-)?mentioned\b"
    r"|\b(?:[Tt]he|of) (?:above|latter|former)\b(?! \d)"
    # "The problem can be regarded as …", "The problem by using …": the abstract's problem.
    r"|^(?:[Tt]he )?[Pp]roblem(?= [a-z])(?! (?:of|for|with)\b)"
)
# "Effectiveness of the approach", "An implementation of the framework": the paper's own, said
# before (5 of 16,000 derived titles; 1 of the corpus's 81,164 ends so, a subtitle: "…:
# Evaluation of the algorithm"). Tried only on titles that end on one of the kinds.
_OWN_KINDS = (
    "components", "approach", "method", "framework", "system", "algorithm", "model",
    "technique", "scheme",
)  # fmt: skip
_OWN_THING_END = re.compile(
    r"\b(?:of|for|with|in|on|by) the (?:(?:major |main |key )?components|approach|method|"
    r"framework|system|algorithm|model|technique|scheme)$"
)
# "X often involves …": an adverb of frequency and a verb, a sentence's predicate.
_PREDICATE_NEEDS = ("often", "usually", "typically", "generally", "commonly", "widely",
                    "increasingly", "still", "always")  # fmt: skip
_PREDICATE = re.compile(
    r"\b(?:often|usually|typically|generally|commonly|widely|increasingly|still|always)\s+"
    r"(?!used\b)[a-z]+(?:s|ed)\b"
)
# "Step planning is becoming an important research topic", "Mobile robots are being used in
# …": a sentence in the progressive, not in a clause ("… as they are being created"). 5 of
# the corpus's 81,164 titles hold one; 0.1% of derived titles did.
_PROGRESSIVE_NEEDS = (" is ", " are ", " was ", " were ", " been ")
_PROGRESSIVE = re.compile(
    r"^(?:(?!\b(?:that|which|who|whom|whose|where|when|while|as|if|whether|how|what|why)\b)"
    r"[^,;:])*?\b(?:is|are|was|were|has been|have been) (?:\w+ly )?"
    # "A robot is being developed for …" says what the paper does.
    r"(?!being (?:developed|designed|built|constructed|proposed)\b)[a-z]{2,}ing\b"
)
# How a sentence about earlier work opens: "Conventional methods …", "Many control methods".
_BACKGROUND_OPENING = re.compile(
    r"^(?:An? |The )?(?:Conventional|Existing|Traditional|Current|Previous|Prior|Classical|"
    r"Typical|Various|Several|Many|Most|Some|Both|Fundamental challenge|Key challenge|"
    r"One approach(?! to)|Two approaches|Issue of|Empirical evidence|One of the|Numerous|"
    r"Work (?:exploring|on|in)|On the intuition|"
    r"(?:The )?(?:[Oo]bjective|[Gg]oal|[Aa]im|[Pp]urpose) (?:of|in|is)|"
    # "Recent work on program induction", "Recent advances in deep learning": 28 of 16,000
    # derived titles opened so, 11 of the corpus's 81,164 (surveys: "Recent Advances in X").
    r"Nowadays|Recent(?= [a-z])|Recently|"
    # "One key assumption of Belief Space Planning", "One critical issue", "One can learn …":
    # one of what the abstract goes on to say (14 of 16,000 derived titles; none of the
    # corpus's 81,164 titles opens so: "One Class Splitting Criteria …").
    r"One (?:(?:[a-z]+ly|well|very) )?(?:[a-z-]+ ){0,2}?(?:(?:issue|drawback|problem|challenge|"
    r"limitation|area|feature|aspect|question|difficulty|advantage|reason|example|project|"
    r"originality|assumption|concern|obstacle|bottleneck|shortcoming|weakness|disadvantage|"
    r"goal|aim|task)s?|of|can|could|may|must|should|would|is|are)|"
    # "Main contribution", "Main technical results", "Results of a programme of work",
    # "Results between the second bests": what the abstract says of the paper (25 of 16,000
    # derived titles; none of the corpus's 81,164 titles opens so, 1 "Results on …").
    r"[Mm]ain (?:[a-z]+ )?(?:contributions?|results|focus|idea|strategy|system|goals?|"
    r"challenges?)|[Rr]esults (?:of|from|between|in)|"
    # "Case that a single mission specification is given to …" (none of the corpus's titles).
    r"[Cc]ase (?:that|where|when|in which)|"
    # "Little research", "Much work in statistics", "Few existing approaches": what others did
    # or did not (none of the corpus's 81,164 titles opens so; 2 "Few" as a claim's subject:
    # "Few Clean Instances Help …"). Not after an article: "A Little Fog for a Large Turn".
    r"(?<!A )(?<!The )(?:Little|Much|Few (?:of|existing|works?|studies|approaches|methods|"
    r"attempts|papers|researchers|robots|assumptions)))(?= |$)"
)
# The same after a name, where the words go on in lowercase ("Box2Mask: Current 3D
# segmentation methods rely"; an authors' subtitle is in title case: "Conventional Metaphor
# Meets Word Sense Disambiguation").
_BACKGROUND_AFTER_NAME = re.compile(
    r"(?:Conventional|Existing|Traditional|Current|Previous|Prior|Classical|Typical|Various|"
    r"Several|Many|Most|Some|Numerous|One of the) (?:[A-Z0-9][\w-]* )*[a-z]|Recent [a-z]"
    r"|[Tt]he (?:objective|goal|aim|purpose) (?:of|in|is)\b"
    # … and in lowercase, or after "the": "MSR-VTT: current computer vision algorithms",
    # "IsoScore: The recent success of …", "BSA-Net: the existing camouflaged object detection
    # wisdom" (not "a well-known …", which may be the name's own, nor a subtitle's "recent
    # results with …").
    r"|(?:[Tt]he )?(?:conventional|existing|traditional|current|previous|prior|classical|recent|"
    r"standard|well-known)(?![\w-]) (?!(?:results|advances|developments|trends)\b)"
)
# A description that opens on a preposition or a conjunction is a piece of a sentence ("APPLR:
# on a robot in both simulated and physical experiments"); authors' subtitles that open so
# say "from X to Y", "on the …" or "in vitro".
_PIECE_AFTER_NAME = re.compile(
    r"(?:on(?! the\b)|in(?! vitro| vivo)|at|with|by|of|and|or|but|as|than|into|onto|via|under|"
    r"over) "
)
_FIRST_PERSON = re.compile(
    r"\b(?:we|our|us|ours|ourselves)\b|\b(?:We|Our|Ours)\b|\b[Tt]his (?:paper|work|study|article)\b"
    r"|\b[Tt]he authors?\b"
    # (One author's sentence: "I describe a framework …", "I will describe …", or an "(I)"
    # of a list left before its item: "I how to apply mixup"; not "I see you, you see me".)
    r"|^I (?:[a-z]+ing|a|an|the|how|also|will|describe|present|propose|show|investigate|"
    r"detail|exhibit|aim|study|give|introduce|discuss|argue|consider|derive|prove|develop)\b"
)
# What a _FIRST_PERSON match holds, lowercased (or the title opens "I "): without, no search.
_FIRST_PERSON_NEEDS = ("we", "our", "us", "this ", "the author")
# A finite verb of background: "X presents significant challenges", "X is an active topic".
# A bare "is" or "are" is left alone: a theory paper's title may be a short claim ("Width is
# Less Important than Depth").
_BACKGROUND_NEEDS = ("has", "have", "presents", "emerges", "remains", "suffers", "lacks",
                     "struggles", "plays", "poses", "is ", "are ")  # fmt: skip
_BACKGROUND = re.compile(
    # "Deep networks have brought …" (a main clause: no "that", "when", "to" before it; 1
    # authors' title of 16,000 has one, "… robot has to know …")
    r"^(?:(?!(?:that|which|who|when|where|whose|if|to|and|whether|how|why|what)\b)[\w-]+:? )"
    r"{1,6}(?:have|has) (?!been|to\b)"
    r"|\b(?:presents|emerges|remains|suffers|lacks|struggles|plays|has been|have been|"
    r"poses (?=an? |the |significant |serious |new |great |major |several |many |unique |"
    r"additional |challenges|problems|risks|difficulties|threats)|"
    r"(?:has|have) (?:attracted|gained|become|received|drawn|shown|achieved|emerged)|"
    r"(?:is|are) (?:an?|the|one|still|often|widely|increasingly|crucial|essential|important|"
    r"critical|fundamental|challenging|difficult|known|used|commonly|to))\b"
)  # matched against lowercase text, as _EMPTY is
# A clause in the passive ("A recognition system is reported", "A new approach is examined
# for …") is a sentence of the abstract; one in a relative clause ("… that is designed to …")
# may stand in a title. One title of the corpus's 81,164 has one.
_PASSIVE = re.compile(
    r"(?<!\bwhich )(?<!\bthat )(?<!\bwho )\b(?:is|are|was|were|has been|have been) "
    r"(?:\w+ly )?(?:proposed|presented|introduced|reported|described|developed|designed|"
    r"discussed|investigated|studied|examined|demonstrated|derived|considered|analy[sz]ed|"
    r"implemented|evaluated|verified|validated|conducted|realized|constructed|built|fabricated|"
    r"tested|addressed|explored|formulated|established|obtained|defined|based)\b"
)
_AUXILIARIES = (" is ", " are ", " was ", " were ", " been ")
# A modal passive as the main clause: "The dimensionality can be reduced further", "Microparts
# can be fed along …" (the abstract's claim or step, not what the paper is; not in a clause:
# "… that can be used for …"). 5 of the corpus's 81,164 titles hold one, 0.16% of derived
# titles did.
_MODAL_PASSIVE = re.compile(
    r"^(?:(?!\b(?i:that|which|who|whom|whose|where|when|while|as|if|whether|how|what|why)\b)"
    r"[^,;:?])*?\b(?:can|could|may|might|will|would|should|must|cannot) (?:\w+ly )?(?:not )?"
    r"be (?:\w+ly )?[a-z]+(?:ed|en|wn|ght|ilt|ade|ut|ound)\b"
)
# What a description is when it says nothing: "a method", "a novel framework".
_SAYS_LITTLE = (
    r"new|novel|simple|general|unified|effective|efficient|generic|principled|flexible|robust|"
    r"scalable|powerful|practical|lightweight|hyperparameter-free|plug-and-play"
)
_EMPTY = re.compile(
    r"^(?:an?|the)?\s*(?:" + _SAYS_LITTLE + r"|\s)*\s*(?:method|framework|approach|model|"
    r"technique|system|algorithm|"
    r"strategy|scheme|solution|tool|pipeline|paradigm|mechanism|architecture|formulation|"
    r"criterion|module|network|procedure|estimator|objective|loss|benchmark|dataset|robot|"
    r"device|platform|controller|planner|policy|agent|sensor|interface)s?$"
)
# A description that is an article and a modifier, its noun cut ("FANTOM: a practical" …,
# "Blossom-BP: the first" …), or the cue that gave the name ("CaDRL: for short").
_NO_NOUN = re.compile(r"^(?:(?:an?|the) (?:" + _SAYS_LITTLE + r"|first|second)|for short)$")
# A prefix that makes a lowercase name a modifier ("non-convex"; see plain_word_name).
_PREFIXES = frozenset(("non", "multi", "semi", "self", "cross", "well", "pre", "post"))
# A compound modifier is no name: "Sensor-based: …", "Self-Supervised: …" ("Needle-Match" is).
_MODIFIER = re.compile(
    r"(?:[A-Z][a-z]+-(?:based|aware|driven|guided|supervised|free|level|wise|like|specific|"
    r"agnostic|invariant|dependent|independent|oriented|centric|dimensional|shot|order|time|"
    r"scale|step|stage|view|modal|domain|task|agent|class|label|preserving))|Self-[A-Z][a-z]+",
    re.I,
)
_HYPHEN = re.compile(r"\b([A-Za-z][a-z]+)- ?([a-z]{2,})\b")
_HALF_SHARE = 100  # a half used fewer than 1 in this many of the whole word's uses is no word
# (The prefixes that make a lowercase name a modifier, and more: "co-ordination", "re-use".)
_WORD_PREFIXES = _PREFIXES | frozenset(
    str.split("co re anti sub inter intra de un bi tri quasi pseudo")
)
# A compound modifier left without its noun: "SayPlan: a scalable approach to LLM-based", "a
# dataset of 800 sentence-level" (15 authors' titles of 81,164 end so: "Arbitrage-Free",
# "End-to-End" and "Human-Like" are left out).
_MODIFIER_END = re.compile(
    r"(?<![\w-])[a-z0-9]+(?:-[a-z]+)*-(?:shot|based|driven|aware|guided|level|scale|grained|"
    r"term|agnostic|supervised|and-play|of-the-art|modal|wise|dimensional|specific|oriented|"
    r"efficient|independent|dependent|invariant|inspired|enabled|assisted|powered|actuated)$"
)
# A verb of the third person after a word, and the determiner its object opens with.
_ADVERB_VERB = re.compile(
    r"(?<=[\w-] )(?:only|also|often|usually|always|never|still|simply|typically|generally|"
    r"merely|rarely|seldom|thus|therefore) ([a-z]{3,}s)\b"
)
_MODAL = re.compile(r"\b(?:can|could|may|might|will|would|should|must) ")
_THIRD_PERSON = re.compile(
    r"(?<=[\w-] )([a-z]{3,}s)(?= (?:the|a|an|its|their|this|these|those|several|many|some|"
    r"both|our|his|her)\b)"
)
# A title's opening words up to a plural noun, and the word after (see _plural_verb); endings
# of words that end in "s" and are no plurals; participles that are no "-ed" words.
_PLURAL_SUBJECT = re.compile(r"((?:[\w-]+ ){0,5}?[\w-]*(?:[a-z]|[A-Z]{2})s) ([a-z]{3,})(?: |$)")
_NOT_PLURAL = ("ss", "us", "is", "ous", "ics")
_IRREGULAR_PARTICIPLES = frozenset(
    str.split("made built taken given known shown done seen found held led left set put")
)
_LOWER_WORD = re.compile(r"[a-z][\w-]*")
# A verb's title likeness under which it is a sentence's, not a title's (see _and_verb).
_SENTENCE_VERB = -1.5
_NO_TITLES = -2.0  # title likeness of a word the corpus's titles almost never hold
_CLAUSE_OPENS = re.compile(
    r"\b(?:that|which|who|whom|whose|where|when|how|whether|if|while|as)\b", re.I
)
# "The ambiguity problem by developing an algorithm", "The data scarcity issue by proposing
# to …": what "we address … by doing" is cut from, the problem and then the means (8 of
# 16,000 derived titles held " by introducing", " by developing" …; 7 of the corpus's 81,164,
# none after a problem: "Improving mobile robot bilateral teleoperation by introducing …").
_PROBLEM_BY = re.compile(
    r"[^,:;]*?\b(?:problem|issue|challenge|gap|difficulty|limitation)s? by "
    r"(?:introducing|proposing|developing|presenting|designing|constructing|building|"
    r"deriving)\b"
)
# A sentence's own verb: "… and generates their CECT counterparts" (a second predicate), "…
# about optimal learning are possible", "… when exact inference is impossible" (a claim's or
# a clause's end). 20 authors' titles of 81,164 have one ("Boosting with the Logistic Loss is
# Consistent"); a title after a name may be such a claim.
_MODAL_NEEDS = (" need", " tend", " must ", " should ", " has to ", " have to ")
_MODAL_SENTENCE = re.compile(
    r"(?:(?!\b(?i:that|which|who|whom|whose|where|when|while|if|whether|how|what|why|to|"
    r"for|of|the need|no need|no longer)\b)[^:,])*? (?:needs? to|tends? to|must|should|"
    r"ha(?:s|ve) to) "
    r"[a-z]"
)
_OWN_VERB_NEEDS = ("and ", " is ", " are ", " was ", " were ")
_OWN_VERB = re.compile(
    r"\band [a-z]+[^s\W]s (?:its|their|his|her|our)\b"
    # "… control and analyzed the stability of …": a second predicate in the past.
    r"|\band [a-z]{3,}ed (?:the|a|an|its|their|this|these|our)\b"
    # "… using video tracking and looked for a way": after no participle ("designed and
    # tested for …" is a pair).
    r"|(?<!ed) and [a-z]{3,}ed (?:for|at|into|upon)\b"
    r"| (?:is|are|was|were) (?:[a-z]+ly )?[a-z]+(?:ed|ent|ant|able|ible|ary|ive|ous)$"
)


def _finite_verb(body: str) -> bool:
    """Whether a verb of the third person makes the title a sentence: after a sentence's
    adverb whatever follows it ("… obtained by KCCA only leads to coarse translation
    abilities"), or before its object (see _object_verb)."""
    for m in _ADVERB_VERB.finditer(body):
        if _verb_like(m.group(1)) and not _CLAUSE_OPENS.search(body, 0, m.start()):
            return True
    return _object_verb(body)


def _object_verb(body: str) -> bool:
    """Whether a verb of the third person stands after the title's subject, before its object
    ("Asynchronous model extends the synchronous approach", "The video shows a telepresence
    system"): a sentence. Not in a clause ("… that uses a …"), after a preposition ("… for
    controls the …" is no verb) or where titles use the word ("Controls the …", -1.4), nor in a
    question ("What makes a good metric?"). 9 of the corpus's 81,164 titles hold one (claims:
    "Embodiment enables the spinal engine in quadruped robot locomotion"); 0.3% of derived
    titles did."""
    for m in _THIRD_PERSON.finditer(body):
        verb, before = m.group(1), body[: m.start()].rstrip().rpartition(" ")[2].lower()
        if before and (
            before not in _FUNCTION
            and _verb_like(verb)
            and not _CLAUSE_OPENS.search(body, 0, m.start())
        ):
            return True
    return False


def _verb_like(word: str) -> bool:
    """Whether a lowercase word of the third person reads as a sentence's verb: one "we" use
    that titles do not (titlemodel.reads_as_verb), or a word titles almost never hold though
    "we" do not use it ("A cable-driven parallel mechanism possesses a number of …", "Model
    validation constitutes a …"; "holds" -3.2). 2 of the corpus's 81,164 titles hold such a
    word before a determiner, claims ("Gaussian Sketching yields a J-L Lemma in RKHS")."""
    return titlemodel.reads_as_verb(word) or titlemodel.title_likeness(word) < _NO_TITLES


def _and_verb(body: str) -> bool:
    """Whether a thing's name goes on with "and" and a verb "we" use that titles hardly do,
    at the end or before its object ("A computational emotion formation model and attempt to
    apply …", "… adopted by individual nodes and guarantee"): the sentence's next predicate.
    Not a pair of verbs ("Learning to detect and track …")."""
    for m in AND_BARE_VERB.finditer(body):
        head = body[: m.start()]
        before, verb = head.rstrip().rpartition(" ")[2].lower(), m.group(1)
        if not _LOWER_WORD.fullmatch(before):
            continue  # (after a word, lowercase, no mark: "… model and attempt to …")
        # "… to track and observe …", "… to retrieve a 3D model and estimate its pose": two
        # verbs of one "to".
        to = head.rfind(" to ")
        paired = (to >= 0 and "," not in head[to:]) or before.endswith(("ing", "ed"))
        if (
            titlemodel.is_verb(verb)
            and titlemodel.title_likeness(verb) < _SENTENCE_VERB
            and not titlemodel.plain_verb(before)
            and not paired
        ):
            return True
    return False


def _plural_verb(body: str) -> bool:
    """Whether the title opens as a sentence whose subject is plural: a few words ending on a
    plural noun, then a verb "we" use that titles hardly do ("Collaborative robots offer
    increased interaction capabilities", "Variational autoencoders learn representations of
    data"). 42 of 16,000 derived titles were such sentences, none flagged; 13 of the corpus's
    81,164 titles open so, claims ("Optimized passive dynamics improve transparency …")."""
    found = _PLURAL_SUBJECT.match(body)
    if found is None:
        return False
    subject, verb = found.group(1).lower(), found.group(2)
    return (
        not subject.startswith(("why ", "how ", "what ", "when ", "where ", "whether "))
        and not subject.endswith(_NOT_PLURAL)
        and _FUNCTION.isdisjoint(subject.split())
        and verb not in _IRREGULAR_PARTICIPLES
        and not verb.endswith(("s", "ed", "ing", "ly"))
        and titlemodel.plain_verb(verb)
    )


def _plain_bare(word: str) -> bool:
    """A verb "we" use, in its bare form."""
    return not word.endswith(("s", "ing", "ed")) and titlemodel.is_verb(word)


def _bare_verb(word: str) -> bool:
    """A verb's bare form titles all but never use ("describe", "reveal", "advocate")."""
    return (
        not word.endswith("s")
        and word != "use"
        and titlemodel.is_verb(word)
        and titlemodel.title_likeness(word) < _UNTITLED_VERB
    )


def defects(title: str) -> list[str]:
    """The checks title fails, in the order above; an empty list for a clean title."""
    return list(_defects(title))


def _noun_like(word: str) -> bool:
    """Whether a word of the abstract reads as a noun or a modifier titles use ("actuator",
    "versatile"), not a participle ("held"), a function word or a word titles shun."""
    return (
        word.isalpha()
        and word.islower()
        and not word.endswith(("ed", "ing"))
        and word not in _PARTICIPLES
        and word not in _FUNCTION
        and titlemodel.title_likeness(word) > _NOUNISH
    )


def _noun_use(before: list[str]) -> bool:
    """Whether the word before an "-ing" form makes it a noun: an adjective, an article or a
    preposition ("algorithmic leveraging", "of leveraging"), or none."""
    if not before:
        return True
    word = before[0].lower()
    return word in _FUNCTION or word.endswith(_ADJECTIVE_ENDINGS)


@titlemodel.forgotten_on_install
@lru_cache(maxsize=256)
def _defects(title: str) -> tuple[str, ...]:
    """defects, cached: a title is checked as a span, then again once finished as a title."""
    found = []
    question = title.rstrip().endswith("?") or "? " in title
    words = _WORD.findall(title)
    last = words[-1].lower() if words else ""
    if (
        last in _FUNCTION
        or last in _DANGLING
        or titlemodel.rarely_ends(last)
        or (not scan.lacks_any(title, _OPEN_CLAUSE_NEEDS) and _OPEN_CLAUSE.search(title))
        or _bare_infinitive(title)
        or _modifier_end(title.lower())
        # "… continuum robot for use" (in …): no authors' title of 81,164 ends so.
        or title.endswith(" for use")
        # "… of an individual along" (…), "A method for doing" (so), "… network leveraging"
        # (and fusing …): lowercase (not "… and beyond", "Learning by Doing"; not "… of
        # algorithmic leveraging", a noun). Nor a word that says what comes next ("Auditory
        # scene analysis, especially" (sound source localization): no authors' title ends so).
        or words[-1:] in (["along"], ["besides"], ["doing"])
        or last in _ANNOUNCING
        or (words[-1:] == ["leveraging"] and not _noun_use(words[-2:-1]))
        # "… for operation in unknown" (, off-road, environments), "… designed to operate in
        # outdoor" (…): an adjective its noun was cut from (5 of 16,000 derived titles; 1 of
        # the corpus's 81,164 titles ends on one, after a verb: "… variables are unknown").
        or (words[-1:] in _BARE_ADJECTIVES and words[-2:-1] not in _COPULAS)
        # "… for real-time" (, 3D hand pose estimation), "… by using low-cost" (sensors): a
        # compound modifier its noun was cut from (none of the corpus's titles ends on one of
        # these but "in real-time" and a list's last: "Efficient, General, and Low-Cost").
        or (last in _COMPOUND_MODIFIERS and words[-2:-1] not in (["and"], ["or"]))
        or (last == "real-time" and words[-2:-1] not in (["in"], ["In"], ["at"]))
        # "… for a quadrotor helicopter in a form" (suitable for …), "… in a way" (that …): the
        # clause that says which one was cut (none of the corpus's titles ends so).
        or (title.endswith(_WAY_WORDS) and _IN_A_WAY.search(title) is not None)
        # "… relying on sensory information available" (to …), not "… when RGB information is
        # available" (none of the corpus's titles ends on "available").
        or (last == "available" and words[-2:-1] not in (*_COPULAS, ["made"]))
        # "…, finding" (that …), "…, jointly learning" (X): a participle's clause cut before
        # its object (no authors' title of 81,164 ends so).
        or (last.endswith("ing") and _COMMA_PARTICIPLE_END.search(title) is not None)
        # "… half-integral relaxations f" (or …), "… with i.i.d" (samples): a lone letter or
        # an abbreviation cut at its dot.
        or (len(last) == 1 and title.endswith(words[-1]) and words[-1].islower())
        # "How a multi-modal transformer" (can …), "A method where commercial Additive
        # Manufacturing techniques" (are …): a clause of a few words, no verb.
        or (title.startswith("How ") and _verbless(title[4:]))
        or (
            (" where" in title or " in which" in title)
            and len(clauses := _WHERE.split(title)) > 1
            and _verbless(clauses[-1])
        )
        # "… as a set of control loops and describe" (…), "… the FIM's eigenvalues and reveal"
        # (…): the sentence's next verb, cut before its object (4 of 16,000 derived titles;
        # of the corpus's titles only "… representation, acquisition and use" ends on such a
        # pair, "use" a noun there), not a pair of verbs ("… that Scale and Generalize").
        # (After a modal and a noun, any verb "we" use: "Countermeasures that can be adopted
        # by individual nodes and guarantee" (that …); not a pair of the modal's verbs: "… a
        # cube that can jump up and balance".)
        or (
            words[-2:-1] == ["and"]
            and len(words) > 3
            and (
                _bare_verb(last)
                or (
                    _MODAL.search(title) is not None
                    and words[-3].endswith("s")
                    and _plain_bare(last)
                )
            )
            and not titlemodel.is_verb(words[-3].lower())
        )
        # "… for both robot" (and human …): one of the pair ("both worlds" is two).
        or (
            " both " in title
            and " and " not in title.rpartition(" both ")[2]
            and _ONE_OF_BOTH.search(title) is not None
        )
        # "The robust linear regression model y = Xβ +": a formula cut off ("SVM+", "PointNet++"
        # are names).
        or (title.rstrip()[-1:] in _OPERATORS and title.rstrip()[-2:-1] == " ")
        # "… a framework which is not only" (…, but also …), "… for affecting the users as
        # little" (as possible), "A debugging tool suited" (to …): a phrase whose other half
        # was cut off (none of the corpus's 81,164 titles holds "not only" without its "but";
        # 28 derived ones did). ("Application of deep 3D convolutional networks" (to what?)
        # was tried too: 36 derived titles, most fell to a worse topic: "Language models".)
        or (" only" in title and _NOT_ONLY.search(title) is not None)
        or (" as " in title and _AS_ADJECTIVE_END.search(title) is not None)
        or last in _NEEDS_COMPLEMENT
    ):
        found.append("dangling end")
    name, colon, description = title.partition(": ")
    body = description if colon else title
    low = body.lower()
    if (
        _SENTENCE_START.match(title)
        or (colon and _SENTENCE_START.match(body))
        or (colon and _PIECE_AFTER_NAME.match(body))
    ):
        found.append("sentence start")
    if _BACKGROUND_OPENING.match(title) or (colon and _BACKGROUND_AFTER_NAME.match(body)):
        found.append("background sentence")
    if not colon and not question and _holds(low, _OWN_VERB_NEEDS) and _OWN_VERB.search(low):
        found.append("sentence piece")
    if not question and _WH_OPENING.match(body) and _verbless_wh(body):
        found.append("sentence piece")
    if not question and (_VERB_OPENING.match(body) or ("s " in low and _TOPIC_VERB.search(low))):
        found.append("sentence piece")
    if not question and "s " in body and (_finite_verb(body) or _plural_verb(body)):
        found.append("sentence piece")
    if not question and " and " in body and _and_verb(body):
        found.append("sentence piece")
    if " by " in body and _PROBLEM_BY.match(body):
        found.append("sentence piece")
    # "Mobile robots need to show several behaviors", "General abusive language classifiers
    # tend to be reliable": a subject and its modal, a sentence (1 of the corpus's 81,164
    # titles reads so; not in a clause: "A setting where a group … needs to make …"; a
    # claim in title case is the authors': "Three Things Everyone Should Know …").
    if not question and _holds(body, _MODAL_NEEDS) and _MODAL_SENTENCE.match(body):
        found.append("background sentence")
    # "Flies are capable of detecting …", "Robot is able to estimate …": a sentence's claim
    # (none of the corpus's 81,164 titles; not in a clause: "A robot that is capable of …").
    able = _ABLE.search(low) if " able to" in low or " capable of" in low else None
    if able and not question and not _CLAUSE_OPENS.search(low, 0, able.start()):
        found.append("background sentence")
    first_person = title.startswith("I ") or not scan.lacks_any(title, _FIRST_PERSON_NEEDS)
    if first_person and not question and _FIRST_PERSON.search(title):
        found.append("first person")
    if (
        (_holds(low, _BACKGROUND_NEEDS) and _BACKGROUND.search(low))
        or (_holds(low, _PREDICATE_NEEDS) and _PREDICATE.search(low))
        or _passive(low)
        # (In the title's own case: "… Networks Can Be Deceived by …" is an authors' claim.)
        or (" be " in title and _MODAL_PASSIVE.search(title))
        or (_holds(low, _PROGRESSIVE_NEEDS) and _PROGRESSIVE.search(low))
    ) and not question:
        found.append("background sentence")
    # (Not a one-word name: "PROVIDE: an unsupervised framework for …" coined its name of an
    # abstract's word; a plain word as the name is a check of its own. Words before a colon
    # are checked: "Consider the following problem: …".)
    worded = body if colon and " " not in name else title
    if not question and not titlemodel.abstract_only_words().isdisjoint(
        w.lower() for w in _outside_clauses(worded)
    ):
        found.append("abstract wording")
    own_thing = body.endswith(_OWN_KINDS) and _OWN_THING_END.search(body) is not None
    if (own_thing or _BACK_REFERENCE.search(body)) and not question:
        found.append("back reference")
    if colon and plain_word_name(name):
        found.append("plain word as name")
    tail = low.rpartition(", ")[2] if ", " in low else ""
    if colon and (
        _EMPTY.match(low.strip()) or (tail and _EMPTY.match(tail.strip())) or _NO_NOUN.match(low)
    ):
        found.append("empty description")
    hyphened = _HYPHEN.finditer(title) if "-" in title else ()
    if any(map(_broken_at, hyphened)) or _SPLIT_WORD.match(body):
        found.append("line-break hyphen")
    return tuple(found)


def participle_verb(word: str) -> str | None:
    """The verb "we" use (one the table learned) whose regular past participle a lowercase
    word is: "used" -> "use", "studied" -> "study", "mapped" -> "map", "pre-trained" ->
    "train"; None for "testbed" or "need"."""
    stem = word.rpartition("-")[2]
    if not stem.endswith("ed"):
        return None
    stems = [stem[:-3] + "y"] if stem.endswith("ied") else []  # "studied"
    stems += [stem[:-1], stem[:-2]]
    if not stem.endswith("ied") and len(stem) > 4 and stem[-3] == stem[-4]:
        stems.append(stem[:-3])  # "mapped"
    return _learned_verb(stems)


def gerund_verb(word: str) -> str | None:
    """The verb "we" use whose "-ing" form a lowercase word is: "detecting" -> "detect",
    "developing" -> "develop", "mapping" -> "map"; None for "free-floating" or "string"."""
    stem = word[:-3]
    if not word.endswith("ing") or "-" in word or len(stem) < 3:
        return None
    doubled = stem[:-1] if len(stem) > 3 and stem[-1] == stem[-2] else stem
    return _learned_verb([stem, f"{stem}e", doubled])


def _learned_verb(stems: list[str]) -> str | None:
    """The first of a word's possible stems that is a verb the table learned."""
    return next((verb for verb in stems if len(verb) > 2 and titlemodel.is_verb(verb)), None)


def _verbless(clause: str) -> bool:
    """Whether a clause of five words or fewer has no word that reads as a verb: no auxiliary,
    no verb "we" use (or its third person), no "-ed" participle."""
    words = clause.lower().split()
    # A word of the third person with an object after it ("… affects detection"), not a
    # plural noun a phrase goes on from ("… methods for …") or ends on.
    return len(words) <= _SHORT_CLAUSE and not any(
        word in _AUXILIARY_WORDS
        or word.endswith("ed")
        or titlemodel.is_verb(word)
        or (word.endswith("s") and after not in _FUNCTION)
        # (An empty clause, "… whereby" at the title's end, has no verb either.)
        for word, after in zip(words, [*words[1:], "of"][: len(words)], strict=True)
    )


def _verbless_wh(body: str) -> bool:
    """Whether a question word's clause, of any length, has no word that reads as its verb:
    "How heterogeneous multi-robot systems" (can …), "What specific traits in the pre-training
    data" (…), "How spectral learning methods for linear systems" (…): a piece of the
    abstract's sentence (7 of 16,000 derived titles; 1 of the corpus's 81,164 titles reads
    so, "How reparametrization trick broke …"). Besides _verbless's verbs, a plural word just
    after the question word is one ("What Matters in …"), and so is the word after a plural
    noun ("How Behavior Trees modularize robustness …")."""
    words = body.lower().split()[1:]
    if words[0].endswith("s") and not words[0].endswith(_NOT_PLURAL_ENDS):
        return False
    plural = [w.endswith("s") and not w.endswith(_NOT_PLURAL_ENDS) for w in words]
    # After "a" or "an" the subject is one thing, and its verb no bare form: "How a general
    # goal-conditioned model for vision-based navigation" (can …) has none in "model".
    singular = words[0] in ("a", "an")
    return not any(
        word in _AUXILIARY_WORDS
        or word.endswith(("n't", "’t"))
        # (A compound's "-ed" is its modifier: "model-based".)
        or (word.endswith("ed") and "-" not in word)
        or (titlemodel.is_verb(word) and not (singular and not word.endswith("s")))
        or (plural[i] and i + 1 < len(words) and words[i + 1] not in _FUNCTION)
        or (i and plural[i - 1] and words[i - 1] not in _FUNCTION and word not in _FUNCTION)
        # A word before an article ("… Adaptation Affect the Detection …") or an intransitive
        # verb at the end ("Why Recent Experience Matters").
        or (word not in _FUNCTION and words[i + 1 : i + 2] in (["the"], ["a"], ["an"]))
        or (i + 1 == len(words) and word in _ENDING_VERBS)
        for i, word in enumerate(words)
    )


def _holds(text: str, words: tuple[str, ...]) -> bool:
    """Whether `text` holds one of `words`: a pattern each of whose matches holds one is not
    tried on the text without (each _NEEDS below lists such words)."""
    return any(word in text for word in words)


def _modifier_end(low: str) -> bool:
    """_MODIFIER_END.search(low): tried only where the last word has a hyphen, as every match
    is in the last word and holds one."""
    return "-" in low[low.rfind(" ") + 1 :] and _MODIFIER_END.search(low) is not None


def _bare_infinitive(title: str) -> bool:
    """Whether the title ends on "to" and a verb without its object ("StarNet: to deal", "a
    formulation to overcome"), not on "to" and a noun ("an application to clustering", "from
    theory to practice")."""
    found = _TO_END.search(title) if " to " in title else None  # most titles: no search
    if found is None:
        return False
    before, verb = found.group(1).lower(), found.group(2)
    return not (
        before in _TO_NOUN
        or verb.endswith(("ing", "s", "tion", "sion", "ment", "ity", "ness", "ance", "ence"))
        or verb in _TO_NOUNS
        or " from " in title.lower()
    )


# (Cached, as the checks below are: a title's steps ask of the same title again.)
@titlemodel.forgotten_on_install
@lru_cache(maxsize=64)
def cut_off(title: str, plain: str) -> bool:
    """Whether the abstract goes on where the title stops, mid-phrase: "… within the framework"
    (of …), "… as a powerful" (tool). A title that ends where the abstract's phrase does is not
    cut off."""
    words = title.split()
    tail = " ".join(words[-2:])
    # Where the title's last three words are, if the abstract has them: "… method considering
    # the hysteresis" is whole where the paper says it, though "the hysteresis of its joint
    # angle tracking" came first.
    longer = " ".join(words[-3:]) if len(words) > 3 else ""
    at = plain.find(longer) + len(longer) - len(tail) if longer and longer in plain else -1
    at = at if at >= 0 else plain.find(tail)
    if at < 0 and tail == title:  # a title's first word is capitalised, the abstract's not
        at = plain.find(tail[:1].lower() + tail[1:])
    if not tail or at < 0:
        return False
    after = plain[at + len(tail) : at + len(tail) + 24]
    # "A method for learning, tracking" (and …): a list cut before its last item.
    listed = _LIST_SO_FAR.search(title) if ", " in title else None
    if listed and after.startswith((" and ", " or ", ", and ", ", or ")):
        # Not adjectives ("a convex, classification-calibrated loss" and …): nouns, listed.
        before = title[: listed.start()].rsplit(" ", 1)[-1].lower()
        if not before.endswith((*_ADJECTIVE_ENDINGS, *_PLAIN_ADJECTIVE_ENDINGS)):
            return True
    # "… devices with heterogeneous, limited" (, and time-varying availability …): modifiers
    # listed before their noun.
    listed_modifier = (
        len(words) > 2
        and words[-2].endswith(",")
        and words[-1].islower()
        and words[-1].endswith((*_ADJECTIVE_ENDINGS, *_PLAIN_ADJECTIVE_ENDINGS, "ing"))
    )
    # (Or goes on with its noun or the next modifier: "… of completely dark, featureless" (,
    # symmetric dam penstocks).)
    if listed_modifier and (
        after.startswith((", ", " and ", " or ")) or _NOUN_GOES_ON.match(after)
    ):
        return True
    # "How moment invariants" (can be used …): a "how" clause whose verb the abstract gives
    # after where the title stops.
    if _HOW.search(title) and _AUXILIARY_NEXT.match(after):
        clause = title[[m.end() for m in _HOW.finditer(title)][-1] :].lower().split()
        if _AUXILIARY_WORDS.isdisjoint(clause):
            return True
    low_tail = tail.lower()
    last = low_tail.rsplit(" ", 1)[-1]
    # "… by Adding" (, Manipulating or Erasing objects): a list's first item, one word after a
    # preposition or an article, the others cut ("… for micro/nano fluidic handling" (,
    # nanomanufacturing, …) is whole enough).
    listed_next = (
        _LISTED_NEXT.match(plain, at + len(tail), at + len(tail) + 80)
        if after.startswith(", ") and low_tail.split(" ", 1)[0] in (*PREPOSITIONS, "a", "an", "the")
        else None
    )
    if listed_next and last.endswith(_LIST_SUFFIXES) and listed_next[1].endswith(last[-3:]):
        return True
    # "… using a small" (amount of …): an article and a word of size, its noun cut off.
    if low_tail.startswith(("a ", "an ", "the ")) and last in _SIZES and _NOUN_NEXT.match(after):
        return True
    # "… for small" (robots), "… on small" (data): the same after a preposition.
    first = low_tail.split(" ", 1)[0]
    if first in PREPOSITIONS and last in _SIZES and _NOUN_NEXT.match(after):
        return True
    # "… of a robust" (, hybrid bending actuator), "… for small" (, versatile UAVs): after an
    # article or a preposition, a word titles seldom end on, and the abstract goes on with a
    # word titles use (its noun, or the next modifier after a comma; not "… of an object" held
    # by …).
    if (first in PREPOSITIONS or first in ("a", "an", "the")) and titlemodel.seldom_ends(last):
        following = after.removeprefix(",")[1:].split(" ", 1)[0]
        if after.startswith((" ", ", ")) and _noun_like(following):
            return True
    # "… by taking" (into account …), "… by learning" (sparse patterns): a means cut before
    # what it takes ("… by pushing." is whole).
    if first == "by" and last.endswith("ing") and "-" not in last and _WORD_NEXT.match(after):
        return True
    # "… by taking account" (of …): the idiom cut before its "of".
    if last == "account" and after.startswith(" of ") and low_tail.endswith("ing account"):
        return True
    # "… with the ability" (to …), "… a user's ability" (to …): whose ability to do what.
    whose = first in _DETERMINERS or first.endswith(("'s", "’s"))
    if last in _ABILITIES and whose and after.startswith(" to "):
        return True
    # "… into one" (that can …), "… of one" (or more targets), "… for one" (such measure):
    # the pronoun or number its phrase was cut from.
    if last == "one" and _WORD_NEXT.match(after):
        return True
    # "… for mobile robots moving" (in formation): a participle after its noun, cut before
    # where or how.
    if last == "moving" and first.endswith("s") and _WORD_NEXT.match(after):
        return True
    # "… the gap between clustering" (and multi-class classification): one of the pair; or
    # where the pair's second comes later in the sentence: "The connection between the
    # non-convex loss function of a simple model" (of the … network and the Hamiltonian …),
    # one thing between (not "communication between robots").
    # (Not "between two geometric shapes", "between multiple agents": both said at once, and
    # not cut before their noun, "between multiple known" objects.)
    between = title.rpartition(" between ")[2] if " between " in title else ""
    many = _BETWEEN_MANY.match(between) and not last.endswith(_MODIFIER_ENDS)
    if between and " and " not in between and not many:
        if after.startswith(" and "):
            return True
        rest = plain[at + len(tail) : at + len(tail) + 120].split(". ", 1)[0]
        if not last.endswith("s") and " and " in rest and after.startswith((" of ", " in ")):
            return True
    # "… than the current state" (of the art): the phrase cut inside.
    if last == "state" and after.startswith((" of the art", " of art", "-of-the-art")):
        return True
    # "… for the correction" (of …), "… with six degrees" (of freedom): a head noun the
    # article or a number points past.
    pointed = low_tail.startswith(_POINTING)
    if after.startswith(" of ") and (last in _NEEDS_OF or pointed):
        return True
    following = after[1:].split(" ", 1)[0]
    # (Or "to", an adverb and the verb: "… a framework to deeply boost" these two tasks.)
    to_adverb = len(words) > 2 and words[-3] == "to" and low_tail.split(" ", 1)[0].endswith("ly")
    takes_object = last.endswith("ing") or low_tail.startswith("to ") or to_adverb
    if takes_object and following in _DETERMINERS and after.startswith(" "):
        return True  # "… evidence supporting" (the claim), "A way to bridge" (this gap)
    # "Green security concerns" (the protection of …): the sentence's verb, its object cut.
    sentence_verb = len(words) > 1 and last.endswith("s") and _verb_like(last)
    if sentence_verb and following in _DETERMINERS and after.startswith(" "):
        return True
    if last in _REPORTING and following in ("that", "how", "why", "whether"):
        return True  # "Examples showing" (that …)
    # "… to obtain more complete" (and accurate scene geometry): a comparative and its pair.
    compared = low_tail.startswith(("more ", "less ", "most ", "least ")) and not last.endswith("s")
    if compared and _COMPARED_NEXT.match(after):
        return True
    # "… for situations" (with an initially unknown deadline), "… in settings" (where models
    # of the dynamics are unknown): a vague head the abstract's clause says what it is.
    if last in _VAGUE_HEADS and _VAGUE_HEAD_CLAUSE.match(after) and _VAGUE_TAIL.search(title):
        return True
    # "… a continual learning paradigm wherein a large language model" (LLM) is regarded …:
    # a "where" clause whose verb the abstract gives past where the title stops, a short
    # form between (no authors' title of 81,164 holds "wherein", "whereby" or "in which").
    if _WHERE.search(title) and after.startswith(" "):
        clause = _WHERE.split(title)[-1].lower().split()
        going = _SHORT_FORM_NEXT.sub("", plain[at + len(tail) : at + len(tail) + 60]).split()
        if _no_verb_yet(clause) and going and _reads_as_clause_verb(going[0]):
            return True
    that_clause = _THAT_CLAUSE.search(title) is not None
    if that_clause and _verbless_clause(title, after):
        return True  # "… guaranteeing that with every iteration the obtained CBF" (is …)
    # (Or its verb a few words on: "… guarantee that the sequence of solutions" (produced by
    # our algorithm converges …).)
    if that_clause and after.startswith(" ") and _verbless_clause_so_far(title):
        further = plain[at + len(tail) : at + len(tail) + 60].split(". ", 1)[0]
        skipped = _LATER_VERB.match(further)
        verb = further[skipped.end() :].split()[:1] if skipped else []
        if verb and _reads_as_clause_verb(verb[0]):
            return True
    # "… without the need" (for constant communication): a need and not what for.
    if last in ("need", "needs") and after.startswith((" for ", " to ", " of ")):
        return True
    # "… to map from English" (to LTL): "from" without its "to".
    if " from " in f" {' '.join(words[-3:])}" and after.startswith(" to "):
        # (Where "to" takes a thing, a name or "the …", not a verb: "… glands from
        # mosquitoes" to streamline ….)
        to_what = after[4:].split(" ", 1)[0]
        if to_what[:1].isupper() or to_what[:1].isdigit() or to_what in ("the", "a", "an"):
            return True
    if _wants_complement(last, after):
        return True
    # (Past a short form the abstract gives its object: "… deep neural networks" (NNs) as …)
    beyond = _LEADING_ASIDE.sub("", plain[at + len(tail) :][:64], count=1)
    if beyond.startswith(" as ") and _TAKES_AS.search(title.lower()):
        return True
    # "… that can learn" (to capture …); "… that can serve" (as guardrails …), "… which can
    # support" (both …), "… that can detect" (, describe and …): a modal's verb whose clause
    # the abstract goes on with (4 of the corpus's 81,164 titles end on a modal's verb, each
    # where its clause ends).
    modal = _MODAL_END.search(title) if after[:1] in (" ", ",") else None
    if modal and (titlemodel.is_verb(modal[1]) or after[:2] != ", "):
        return True
    # "… of a small" (, lightweight robot): an article and one word, the abstract going on
    # with the next word of a list of modifiers.
    # (Or an article, an adverb and its participle: "… a statically typed", interpreted …)
    adverbed = (
        len(words) > 2
        and words[-3].lower() in ("a", "an", "the")
        and (low_tail.split(" ", 1)[0].endswith("ly") and last.endswith("ed"))
    )
    # (Or a preposition and an adjective: "… evaluation of robust", fabric-reinforced …)
    opened = (
        len(words) > 2
        and words[-2].lower() in PREPOSITIONS
        and words[-1].islower()
        and last.endswith((*_ADJECTIVE_ENDINGS, *_PLAIN_ADJECTIVE_ENDINGS))
    )
    if (adverbed or opened or low_tail.startswith(("a ", "an ", "the "))) and after.startswith(
        ", "
    ):
        modifier = after[2:].split(" ", 1)[0]
        adjective = modifier.endswith((*_ADJECTIVE_ENDINGS, *_PLAIN_ADJECTIVE_ENDINGS))
        if modifier.islower() and adjective:
            return True
    if _gerund_modifies(last, after) and (
        after[:1] == " " or low_tail.startswith(("a ", "an ", "the "))
    ):
        return True
    # "An approach that enables multiple mobile robots" (to …): whom a verb lets do what the
    # abstract goes on to say.
    if following == "to" and _LETS.search(title):
        return True
    # "Transformer models pre-trained" (with …): a participle after its noun, without the
    # phrase the abstract gives it.
    if (
        following in _COMPLEMENT_OPENS
        and participle_verb(last) is not None
        and low_tail.split(" ", 1)[0] not in _FUNCTION
        and not low_tail.split(" ", 1)[0].endswith(("ly", "ed"))
    ):
        return True
    # "… the cost" (function.): the phrase's last word, before a mark, goes on with it too.
    following = following.rstrip(",;:.!?")
    bare = following.replace("-", "")
    # "… for Multi-relational" (Inductive drug-Gene …): an adjective before a capital too.
    if (
        after.startswith(" ")
        and bare.isalpha()
        and bare[0].isupper()
        and last.endswith(_ADJECTIVE_ENDINGS)
        and words[-1][:1].isupper()
    ):
        return True
    if not (after.startswith(" ") and bare.isalpha() and bare.islower()):
        return False
    # "… for making temporally" (and spatially coherent predictions): an adverb whose pair
    # the abstract goes on with; "… to be responsibly" (deployed): one before its participle.
    adverb = last.endswith("ly") and len(last) > 4
    if adverb and _PAIRED_ADVERB.match(after):
        return True
    # "… descriptor applicable" (to …), "… similar" (to …): an adjective without the
    # complement the abstract gives it.
    if following in _COMPLEMENT_OPENS and (
        last.endswith(_COMPLEMENTED_ENDINGS) or last in _COMPLEMENTED
    ):
        return True
    if following in _FUNCTION:
        return False
    # "… musculoskeletal robots" driven by …: a participle's clause follows a whole phrase.
    # (Or by an "-ing" participle with its object: "… entity extraction" utilizing a hybrid
    # of …)
    object_next = after[len(following) + 2 :].split(" ", 1)[0] in _DETERMINERS
    if not (adverb or last.endswith(_ADJECTIVE_ENDINGS)) and (
        following.endswith("ed")
        or following in _PARTICIPLES
        or (following.endswith("ing") and object_next)
    ):
        return False
    # "… a suspended tether cable" subject to gravity: a phrase that ends before what is said
    # of it after its noun.
    if after.startswith(_SAID_AFTER_NOUN):
        return False
    # An adjective left without its noun, or a noun phrase that goes on with a word titles
    # use ("… dynamic game" theory, "… ensembles of tractable" sub-models): cut mid-phrase.
    # A following verb ("… networks are", "… controller drives") ends the phrase.
    # An adverb ("… for complex, acoustically" realistic scenes) is cut off as an adjective is.
    # A participle used as an adjective ("Controlling a motorized" marionette, "… a randomized"
    # algorithm) before its noun.
    return (
        last.endswith(_ADJECTIVE_ENDINGS)
        or (last.endswith("ly") and len(last) > 4)
        or titlemodel.title_likeness(following) > _NOUNISH
        or (last.endswith(_ADJECTIVE_PARTICIPLES) and not following.endswith(("ly", "ing")))
    )


def _verbless_clause(title: str, after: str) -> bool:
    """Whether the title's last "that", "whether" or "if" clause has no verb yet and the
    abstract goes on with one ("Deciding whether a causal or probabilistic query" is …)."""
    if not _verbless_clause_so_far(title):
        return False
    following = after[1:].split(" ", 1)[0]
    verb = following.endswith("s") and titlemodel.reads_as_verb(following)
    return after.startswith(" ") and (verb or _AUXILIARY_NEXT.match(after) is not None)


def _verbless_clause_so_far(title: str) -> bool:
    """Whether the title's last "that", "whether" or "if" clause has no verb yet."""
    clause = title[[m.end() for m in _THAT_CLAUSE.finditer(title)][-1] :].lower().split()
    return _no_verb_yet(clause)


def _no_verb_yet(clause: list[str]) -> bool:
    """Whether a clause's words so far hold no auxiliary and no verb of the third person."""
    return _AUXILIARY_WORDS.isdisjoint(clause) and not any(
        w.endswith("s") and titlemodel.reads_as_verb(w) for w in clause
    )


def _reads_as_clause_verb(word: str) -> bool:
    """Whether a word after a clause's subject is its verb: an auxiliary, or a third person
    titles rarely use ("converges", "yields"), not a plural noun ("results")."""
    return word in _AUXILIARY_WORDS or (
        word.endswith("s") and not word.endswith("ss") and titlemodel.title_likeness(word) < -1.0
    )


def _gerund_modifies(last: str, after: str) -> bool:
    """Whether an article's one word, an "-ing" word ("… from a moving", "… of a falling"), is
    the first word of a noun the abstract goes on with ("vehicle", ", two link active tailed
    robot"): the title is cut inside that noun. Not where a clause or another phrase follows
    ("… the mapping from …", "… the clustering are …"). One authors' title of the corpus's
    81,164 ends on an article and an "-ing" word ("… and a spring")."""
    if not last.endswith("ing") or len(last) < 6:
        return False
    following = after.removeprefix(",").lstrip(" ").split(" ", 1)[0].rstrip(",;:.!?)")
    return (
        after[:1] in " ,"
        and following.isalpha()
        and following.islower()
        and following not in _FUNCTION
        and not following.endswith(("ly", "ed", "ing"))
        and not titlemodel.reads_as_verb(following)
    )


def wants_complement(title: str, plain: str) -> bool:
    """Whether the title stops on a word the abstract goes on from with the preposition it
    nearly always takes ("… with respect" to, "… gives rise" to; see _wants_complement)."""
    words = title.split()
    if len(words) < 2 or not titlemodel.complement(words[-1].lower()):
        return False
    tail = " ".join(words[-2:])
    at = plain.find(tail)
    at = at if at >= 0 else plain.find(tail[:1].lower() + tail[1:])
    return at >= 0 and _wants_complement(
        words[-1].lower(), plain[at + len(tail) : at + len(tail) + 24]
    )


def _wants_complement(last: str, after: str) -> bool:
    """Whether `last` is a word the abstracts follow with one preposition on most of their uses
    ("respect" to, "rise" to, "belonging" to) and the abstract, `after` it, goes on with that
    one: 70 of 16,000 derived titles ended so; no held-out authors' title of 4,000."""
    wanted = titlemodel.complement(last)
    return wanted is not None and after.startswith(f" {wanted} ")


def _passive(low: str) -> bool:
    """Whether a _PASSIVE clause is in `low`: most titles hold none of its auxiliaries, shown
    faster than by the pattern, which opens with lookbehinds and is tried at every index."""
    return any(aux in low for aux in _AUXILIARIES) and _PASSIVE.search(low) is not None


def _outside_clauses(title: str) -> list[str]:
    """The title's words but the verb of a relative clause ("… that allows …" may stand in a
    title; "… allows …" may not)."""
    return _WORD.findall(_RELATIVE_VERB.sub(" ", title))


def plain_word_name(name: str) -> bool:
    """A name that is an ordinary English word (Learning, Federated, Pure, Sensor-based), not a
    coined one."""
    if _MODIFIER.fullmatch(name):
        return True
    # (In lowercase, a prefix on a common word: "non-convex"; not a coined pair: "beta-risk",
    # "comp-syn", "proxy-tuning".)
    if name.islower() and "-" in name:
        first, _, last = name.partition("-")
        return first in _PREFIXES and titlemodel.is_common_word(last)
    # "Hill-Climbing", "Multi-Granularity": a term abstracts write in lowercase (not one that
    # holds a function word or a letter, which authors lead with: "Sim-to-Real: …",
    # "Plug-and-Play: …", "X-Ray: …").
    if "-" in name and titlemodel.is_term(name):
        parts = name.lower().split("-")
        return all(len(part) > 1 and part not in _FUNCTION for part in parts)
    return bool(re.fullmatch(r"[A-Z][a-z]+", name)) and titlemodel.is_common_word(name.lower())


def hyphens_joined(text: str) -> str:
    """`text` with its line-break hyphens joined: "Gaussian Pro-cesses" is "Gaussian
    Processes", "Hier-archical" "Hierarchical" (the extraction kept the hyphen a line break
    put in the word)."""
    if "-" not in text:
        return text
    return _HYPHEN.sub(lambda m: m[1] + m[2] if _broken_at(m) else m[0], text)


def _broken_at(hyphen: re.Match[str]) -> bool:
    """_broken for a _HYPHEN match; a hyphen a space follows ("ran- dom", "Sup- port") is a
    line break wherever the halves joined make a word (else it stands for a word to come:
    "touch- and audio-based", "Second- or Higher-order")."""
    left, right = hyphen[1].lower(), hyphen[2]
    if hyphen[0][len(hyphen[1]) + 1 : len(hyphen[1]) + 2] == " ":
        return titlemodel.is_word(left + right)
    return _broken(left, right)


@titlemodel.forgotten_on_install
@lru_cache(maxsize=1024)
def _broken(left: str, right: str) -> bool:
    """ver-tices: the two halves joined make a word, and the halves are not both words. A
    half the corpus has only from such breaks is none ("gorithm" of "al-gorithm", 8 uses
    against algorithm's 24,709; "operative" of "co-operative" is used)."""
    if not titlemodel.is_word(left + right):
        return False
    if left in _WORD_PREFIXES:  # "co-ordination": a prefix, its word rare but right
        return not titlemodel.is_word(right)
    joined = titlemodel.uses(left + right)
    return not all(
        titlemodel.is_word(half) and titlemodel.uses(half) * _HALF_SHARE >= joined
        for half in (left, right)
    )
