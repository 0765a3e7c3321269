"""Raw abstract text in; a readable, site-unique `Title`, led by the method's name if any, out."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import chain

from readinglist.models import Title

_MIN, _MAX, _SOFT = 8, 120, 80
_PAD = "Untitled abstract"
# Abstracts are ~2 KB; looking further only costs time on pathological input.
_SCAN = 6000

# Acronyms every abstract uses; they never name the paper's own contribution.
_GENERIC = frozenset(
    str.split(
        "LLM MLLM VLM VLA LRM LMM 1D 2D 3D 4D SOTA CNN GNN RL GPU TPU CPU NLP CV QA VQA F1 SGD "
        "MSE API AI ML DNN RNN MLP VIT BERT GPT MOE RAG KL PDE ODE SDE MDP POMDP IID OOD ROI "
        "AUC MRI CT RGB LORA PPO DPO GRPO SFT RLHF RLVR COT ICL LSTM GAN VAE NERF SAM CLIP MAE "
        "SSL KD NAS MCTS NTK SVD PCA GP HMM EM SVM KNN OCR ASR TTS NER IR ID TD IO PAC SNR FID "
        "PSNR SSIM BLEU IOU MAP SSM SSMS RLAIF ROPE HTTP HTML URL PDF GPU-HOURS CUDA LIDAR EEG "
        "ECG FMRI DNA RNA USA UK EU"
    )
)
# Well-known model families ("GPT-4o", "Llama-3-8B", "ResNet-50") are baselines, not names.
_FAMILIES = frozenset(
    str.split(
        "GPT LLAMA QWEN MISTRAL MIXTRAL GEMINI GEMMA CLAUDE PHI DEEPSEEK BERT ROBERTA T5 VIT CLIP "
        "RESNET DINO DINOV SAM YOLO VGG OPT BLOOM FALCON PALM CHATGPT INSTRUCTGPT WHISPER IMAGENET "
        "COCO MNIST CIFAR STABLEDIFFUSION SD SDXL INTERNVL LLAVA"
    )
)
_INTRO = re.compile(
    r"\b(?:we|this (?:paper|work|study)|our (?:work|paper))\s+(?:(?:also|further|then|first|"
    r"here|therefore|thus|hence|newly)\s+)?(?:propose|introduce|present|develop|design|build|"
    r"release|construct|curate|call|term|contribute|devise|train|pretrain|instantiate|implement|"
    r"create)(?:s|d)?\s+",
    re.I,
)
_TOPIC = re.compile(
    r"\b(?:we|this (?:paper|work|study))\s+(?:(?:also|further|first|then|here)\s+)?"
    r"(?:stud(?:y|ies)|investigates?|analy[sz]es?|examines?|explores?|characteri[sz]es?|"
    r"considers?|proposes?|introduces?|presents?|develops?|establish(?:es)?|model|shows?|"
    r"proves?|provides?|revisits?|address(?:es)?|tackles?|evaluates?|benchmarks?|compares?|"
    r"quantif(?:y|ies)|formali[sz]es?)\s+(?:that\s+)?"
    r"|\bby (?:examining|studying|analy[sz]ing|investigating|exploring)\s+",
    re.I,
)
_VAGUE = re.compile(
    r"(?:\S+\s+){0,4}(?:this|these|those|such)\b"
    r"|(?:that|it|its|them|our|an? explanation|evidence)\b"
)
_TOKEN = r"[A-Za-z0-9][\w\-+.'²³¹⁰⁴⁵⁶⁷⁸⁹]*[\w+²³¹⁰⁴⁵⁶⁷⁸⁹]|[A-Za-z0-9]"
_TOKEN_RE = re.compile(_TOKEN)
_CALLED = re.compile(
    r"\b(?:called|dubbed|named|termed|coined)\s+(?:as\s+)?[\"“]?((?:" + _TOKEN + "))"
)
_FOR_SHORT = re.compile(r"\(?((?:" + _TOKEN + r"))\s+for short\b")
# "a planner called X", "the first benchmark for legal QA, X": the noun phrase says what X is.
_CALLED_NP = re.compile(
    r"\b((?:a|an|the)\s+[^,;:.()]{3,100}?)"
    r"(?:,?\s+(?:called|dubbed|named|termed|coined)\s+(?:as\s+)?[\"“]?|,\s*)$"
)
_OUR_X = re.compile(
    r"\b[Oo]ur (?:[\w-]+ ){0,2}(?:approach|method|model|framework|system|algorithm|technique|"
    r"benchmark|dataset|agent|tool|pipeline), (" + _TOKEN + "),"
)
_APPOS = re.compile(r"(?<![\w-])(" + _TOKEN + r")\)?,\s+(?:a|an)\s")
_BASELINE = re.compile(
    r"(?:outperform\w*|than|over|surpass\w*|beat\w*|vs\.?|versus|compared (?:to|with)|such as|"
    r"like|e\.g\.,?|including|baselines?|and|or)\s+(?:the\s+)?$",
    re.I,
)
_LEAD = re.compile(
    r"^(?:(?:the|a|an|our|novel|new|very|simple(?: yet| but| and) (?:effective|powerful|"
    r"efficient)|simple|first|unified|general)\s+)+",
    re.I,
)
_INTENSIFIER = re.compile(
    r"\b(?:very|novel|simple,? (?:yet|but|and) (?:effective|powerful)|highly|extremely)\s+", re.I
)
_OBJ_END = re.compile(
    r",(?!\d{3})|[;:]|\.(?=\s|$)| [—–]|—| (?:that|which|who|to|by|where|whose|and|or|as|with|"
    r"via|using|for|on|in|of|from|under|based|designed|trained|inspired|named|called|dubbed|termed)\b"
)
_CLAUSE_END = re.compile(
    r",(?!\d{3})|[;:]|\.(?=\s|$)| [—–] |—| (?:which|while|whereby|where|that)\b"
)
_CUT_BEFORE = re.compile(
    r" (?:that|which|while|where|to|by|via|through|using|into|for|with|in|on|under|across|"
    r"and|or|from|at|as|without|over|of)\b|[,;:—]"
)
_DANGLING = re.compile(
    r"(?:\s+(?:a|an|the|and|or|of|to|for|with|in|on|by|via|that|which|while|from|as|at|is|are|"
    r"its|their|our|this|these|can|be|been|may|will|would|could|should|must|has|have|was|were))+$",
    re.I,
)
_TRUNCATED_TAIL = re.compile(r"(?:\s+(?:and|or)\s+[a-z]+s|\s+[a-z]+(?<![be])ed)+$")
_LOW_HYPHEN_TAIL = re.compile(r"-[a-z]{3,}$")
_AND_CLAIM = re.compile(
    r",? and (?:then |further |also )?(?:show|prove|find|derive|give|trace|identify|demonstrate|"
    r"propose|introduce|present|establish|verify|confirm|illustrate|evaluate|use|release|argue|"
    r"provide|observe|study|analy[sz]e)\b.*$"
)
_CONCEPT_OF = re.compile(r"^the (?:concept|notion|idea|problem) of ", re.I)
_SUBORDINATE = re.compile(
    r"^(?:As|While|Although|Though|Despite|Given|Since|Because|With|Recently|In|Over|When|"
    r"Whereas|Unlike|Building|Motivated|Inspired|To)\b[^,]{0,160}, "
)
_SUBJECT_END = re.compile(
    r" (?:is|are|has|have|remains?|becomes?|hinges|offers?|enables?|suffers?|achieves?|exhibits?|"
    r"excels?|aims?|plays?|relies?|lacks?|can|often|typically|struggles?|faces?)\b"
)
_EMPH = re.compile(
    r"\*\*([^*]{1,120})\*\*|(?<![*\w])\*([^*\s][^*]{0,118})\*(?![*\w])"
    r"|\\(?:textbf|textit|emph|texttt|textsc|mathbf|mathtt)\{([^{}]{1,120})\}"
)
_BOLD_LETTER = re.compile(r"(?:\*\*|\\textbf\{)([A-Z])(?:\*\*|\})")
_URLS = re.compile(r"\\url\{[^{}]*\}|https?://\S+|www\.\S+")
_LINKS = re.compile(r"\\href\{[^{}]*\}\{([^{}]*)\}|\[([^\]]*)\]\((?:https?://|www\.)[^)\s]*\)")
_MATH = re.compile(r"\$\$?([^$]{0,300})\$\$?")
_SUP = str.maketrans("0123456789+-n", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻ⁿ")
_SYMBOLS = {
    "times": "×", "sim": "~", "approx": "≈", "ll": "≪", "gg": "≫", "leq": "≤", "le": "≤",
    "geq": "≥", "ge": "≥", "infty": "∞", "subseteq": "⊆", "in": "∈", "cdot": "·", "pm": "±",
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "lambda": "λ",
    "mu": "μ", "pi": "π", "sigma": "σ", "tau": "τ", "phi": "φ", "theta": "θ", "ell": "ℓ",
    "to": "→", "rightarrow": "→", "%": "%", "&": "&", "_": "_", "#": "#",
}  # fmt: skip
_COMMAND_ARG = re.compile(r"\\[A-Za-z]+\*?\{([^{}]*)\}")
_COMMAND = re.compile(r"\\([A-Za-z]+|[%&_#$ ,;!])")
_STOP = frozenset(
    str.split("the a an our we that which to by on in with is are this these its their")
)
_HEAD = re.compile(
    r"\s*((?:[a-z]+\s){0,1}?(?:framework|layer|method|model|approach|algorithm|benchmark|"
    r"dataset|module|scheme|system|agent|architecture|library|criterion|loss))\b"
)
_DOUBLE = frozenset(
    str.split(
        "transfer refer prefer control compel propel omit permit admit submit commit occur embed"
    )
)
_SUPERSCRIPT = re.compile(r"\^\{?([0-9+\-n]{1,4})\}?")


def derive_title(text: str) -> Title:
    """The best title for one abstract (limit _SOFT characters where it can)."""
    return _derive(text, _SOFT)


def unique_titles(
    titles: Sequence[Title], keys: Sequence[str], texts: Sequence[str]
) -> tuple[Title, ...]:
    """Make titles case-insensitively distinct; the lowest key keeps its plain title."""
    order = sorted(range(len(titles)), key=lambda i: (keys[i], texts[i], titles[i].text))
    taken: set[str] = set()
    result: dict[int, Title] = {}
    for i in order:
        # Longer descriptions are derived only on a clash: most titles are unique as given.
        options = chain([titles[i]], (_derive(texts[i], limit) for limit in (100, _MAX)))
        chosen = next((t for t in options if t.text.lower() not in taken), None)
        if chosen is None:
            chosen = _with_suffix(titles[i], keys[i], taken)
        taken.add(chosen.text.lower())
        result[i] = chosen
    return tuple(result[i] for i in range(len(titles)))


def _with_suffix(title: Title, key: str, taken: set[str]) -> Title:
    # The key is stable across re-imports, so the suffix (hence the slug) is too.
    tag = re.sub(r"\W", "", key)[:6] or "x"
    n = 1
    while True:
        suffix = f" ({tag})" if n == 1 else f" ({tag}-{n})"
        text = (_fit(title.text, _MAX - len(suffix)) or _PAD) + suffix
        if text.lower() not in taken:
            return Title(text, title.name, title.fallback)
        n += 1


def _derive(text: str, limit: int) -> Title:
    raw = _URLS.sub(" ", _LINKS.sub(lambda m: m.group(1) or m.group(2) or "", text[:_SCAN]))
    plain = _plain(raw)
    name, anchor = _find_name(plain, raw)
    if name is not None:
        letters, expansion = _bold_letters(raw)
        if letters and name.replace("-", "").upper() == letters:
            desc: str | None = _shorten(expansion, limit - len(name) - 2, 0)
        else:
            desc = _describe(plain, name, anchor, limit - len(name) - 2)
        if not desc:
            desc = _fallback_phrase(plain, limit - len(name) - 2)
        text_ = f"{name}: {desc}" if desc else name
        return Title(_finish(text_, limit, capitalise=False), name, False)
    return Title(_finish(_fallback_phrase(plain, limit), limit, capitalise=True), None, True)


def _plain(raw: str) -> str:
    """Raw LaTeX/Markdown text as readable Unicode with the markup gone."""
    text = _MATH.sub(lambda m: _math(m.group(1)), raw)
    for _ in range(3):
        text = _COMMAND_ARG.sub(r"\1", text)
    text = _COMMAND.sub(lambda m: _SYMBOLS.get(m.group(1), ""), text)
    text = text.replace("``", "“").replace("''", "”").replace("---", "—").replace("--", "–")
    text = re.sub(r"[{}$\\]|\*\*|(?<!\w)\*|\*(?!\w)|\*", "", text)
    # PDF line breaks leave "incorpo- ration"; keep "first- and second-order" apart.
    text = re.sub(r"(?<=[a-z])- (?!(?:and|or|to|as)\b)(?=[a-z])", "-", text)
    return " ".join(text.split())


def _math(inner: str) -> str:
    inner = _SUPERSCRIPT.sub(lambda m: m.group(1).translate(_SUP), inner)
    for _ in range(3):
        inner = _COMMAND_ARG.sub(r"\1", inner)
    inner = _COMMAND.sub(lambda m: _SYMBOLS.get(m.group(1), ""), inner)
    return re.sub(r"[{}^_\\]", "", inner).strip()


def _namelike(token: str) -> bool:
    core = token.rstrip("+")
    if re.split(r"[-\d.]", core.upper())[0] in _FAMILIES:
        return False
    if len(token) < 2 or _LOW_HYPHEN_TAIL.search(core) or core.upper().rstrip("S") in _GENERIC:
        return False
    if core.upper() in _GENERIC or core.isdigit() or re.fullmatch(r"[\d.]+[A-Za-z]?", core):
        return False
    inner_cap = any(c.isupper() for c in core[1:])
    has_digit = any(c.isdigit() or c in "²³" for c in core)
    return inner_cap or (has_digit and core[0].isupper())


def _title_words(phrase: str) -> bool:
    words = phrase.split()
    return 1 <= len(words) <= 4 and all(w[0].isupper() or w[0].isdigit() for w in words)


def _find_name(plain: str, raw: str) -> tuple[str | None, int]:
    """The best-supported name of the proposed thing and where its defining mention ends."""
    scores: dict[str, float] = {}
    anchors: dict[str, int] = {}
    shown: dict[str, str] = {}
    for found, points, at in _signals(plain, raw):
        found = found.strip("\"“”'’ ")
        name = shown.setdefault(found.upper(), found)
        if sum(c.isupper() for c in found) > sum(c.isupper() for c in name):
            # "Trace" and "TRACE" are one name; show the spelling that carries the acronym.
            shown[found.upper()] = found
            scores[found], anchors[found] = scores.pop(name, 0), anchors.pop(name, at)
            name = found
        if len(name) >= 2 and name.upper().rstrip("S") not in _GENERIC:
            scores[name] = scores.get(name, 0) + points
            anchors.setdefault(name, at)
    for name in scores:
        scores[name] += min(_count(plain, name) - 1, 3)
        cue = plain[max(0, anchors[name] - len(name) - 30) : anchors[name] - len(name)]
        # A name first met as a comparison ("outperforms X") is somebody else's method.
        if scores[name] < 5 and _BASELINE.search(cue):
            scores[name] -= 4
    best = max(scores, key=lambda n: (scores[n], -anchors[n]), default=None)
    if best is None or scores[best] < 4:
        return None, -1
    return best, anchors[best]


def _signals(plain: str, raw: str) -> Iterator[tuple[str, float, int]]:
    """(name, points, end of mention) for every hint that the abstract names what it proposes."""
    for m in _INTRO.finditer(plain):
        hit = _object_name(plain, m.end())
        if hit:
            yield hit[0], 5, hit[1]
    for rx in (_CALLED, _FOR_SHORT, _OUR_X):
        for m in rx.finditer(plain):
            if _namelike(m.group(1)) or m.group(1)[0].isupper():
                yield m.group(1), 5, m.end(1)
    for m in _APPOS.finditer(plain):
        if _namelike(m.group(1)) and not _BASELINE.search(
            plain[max(0, m.start() - 30) : m.start()]
        ):
            yield m.group(1), 2, m.end(1)
    for span in {_plain(next(g for g in m.groups() if g)) for m in _EMPH.finditer(raw)}:
        head = span.split(" (")[0]
        named = _namelike(head) or _title_words(head) and any(map(_namelike, head.split()))
        if named and head in plain:
            yield head, 2, plain.find(head) + len(head)
    letters = _bold_letters(raw)[0]
    for m in re.finditer(r"(?<![\w-])([A-Z][\w-]+)(?![\w-])", plain) if len(letters) >= 3 else ():
        if m.group(1).replace("-", "").upper() == letters:
            yield m.group(1), 4, m.end(1)


def _bold_letters(raw: str) -> tuple[str, str]:
    """Letters bolded one by one ("**C**ost-efficient **A**ccurate …") and the phrase they span."""
    hits = list(_BOLD_LETTER.finditer(raw))
    if len(hits) < 2 or hits[-1].start() - hits[0].start() > 300:
        return "", ""
    tail = re.match(r"[\w-]*", raw[hits[-1].end() :])
    phrase = _plain(raw[hits[0].start() : hits[-1].end() + (tail.end() if tail else 0)])
    return "".join(h.group(1) for h in hits), phrase


def _count(plain: str, name: str) -> int:
    return max(1, len(re.findall(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", plain)))


def _object_name(plain: str, start: int) -> tuple[str, int] | None:
    """The name inside the noun phrase a proposal verb takes, with where that phrase ends."""
    rest = plain[start : start + 300]
    if rest.startswith("to "):  # "we propose to use GPT-4": a plan, not a proposal's name
        return None
    masked = re.sub(r"\([^()]*\)", lambda m: "(" + "x" * (len(m.group()) - 2) + ")", rest)
    end_m = _OBJ_END.search(masked)
    end = end_m.start() if end_m else len(rest)
    obj = _LEAD.sub("", rest[:end]).strip()
    paren = re.search(r"\(([^()]+)\)", obj) or _spelled_out(rest, masked)
    if paren:
        inner = re.sub(r"\s+for short$", "", paren.group(1))
        if " " not in inner and (_namelike(inner) or inner.isupper()):
            return inner, start + rest.find(inner) + len(inner)
    head = obj.split(" (")[0]
    follows_appos = rest[end : end + 6].startswith((", a ", ", an ", ", which"))
    if head and _title_words(head) and (follows_appos or any(_namelike(w) for w in head.split())):
        return head, start + rest.find(head) + len(head)
    for tok in _TOKEN_RE.findall(head):
        if _namelike(tok):
            return tok, start + rest.find(tok) + len(tok)
    # "the first benchmark for Korean legal QA, KoLawBench, with …"
    comma = masked.find(",")
    late = re.match(r",\s*(" + _TOKEN + r")(?=[,;:]|\.?\s|\.?$)", rest[comma:])
    listed = re.match(r",? (?:and|or) ", rest[comma + (late.end() if late else 0) :])
    if comma > 0 and late and _namelike(late.group(1)) and not listed:
        return late.group(1), start + comma + late.end(1)
    return None


def _spelled_out(rest: str, masked: str) -> re.Match[str] | None:
    """A "(ACRONYM)" later in the clause whose long form starts the object (cut at "for")."""
    clause = re.search(r",(?!\d{3})|[;:]|\.(?:\s|$)", masked)
    paren = re.search(r"\(([A-Za-z][\w-]{1,15})\)", rest[: clause.start() if clause else None])
    if paren is None:
        return None
    initials = "".join(re.findall(r"(?<![\w])[A-Z]|(?<=-)[A-Z]", rest[: paren.start()]))
    letters = iter(paren.group(1).upper())
    matches = len(initials) >= 2 and all(c in letters for c in initials)
    return paren if matches and initials[0] == paren.group(1)[0].upper() else None


def _describe(plain: str, name: str, anchor: int, limit: int) -> str | None:
    """What the paper says the named thing is: long form, appositive or purpose."""
    start = anchor - len(name)
    before, after = plain[max(0, start - 200) : start], plain[anchor : anchor + 400]
    paren = before.endswith("(")
    if paren:
        before = before[:-1]
        after = re.sub(r"^(?:\s+for short)?\)", "", after)
    called = _CALLED_NP.search(before)
    if called:
        clause = re.match(
            r",? ((?:that|which) [^,;:]*?)(?:[,;:]|\.(?:\s|$)| and [a-z]+s |$)", after
        )
        text = _plainer(called.group(1)) + (" " + clause.group(1) if clause else "")
        return _shorten(text, limit, 0)
    long_form = _walk_back(before, paren)
    expansion = re.match(r"\s*\(([^()]{3,120})\)", after)
    if expansion and not long_form and _capitalised(expansion.group(1)):
        long_form, after = expansion.group(1), after[expansion.end() :]
    head = re.match(_HEAD, after)
    if head and long_form:
        long_form, after = f"{long_form} {head.group(1)}", after[head.end() :]
    extra = _appositive(after)
    if not long_form:
        return _shorten(extra, limit, 0) if extra else None
    if not extra:
        return long_form
    text = _shorten(long_form + ("" if extra.startswith(("to ", "for ")) else ",") + " " + extra,
                    limit, len(long_form))  # fmt: skip
    # A bare generic appositive ("…, a method") adds nothing once its clause is cut off.
    return re.sub(r",? (?:a|an) \w+$", "", text)


def _walk_back(before: str, paren: bool) -> str:
    """The capitalised long form just before a name or its parenthesis."""
    words: list[str] = []
    for word in reversed(before.split()[-10:]):
        if word[-1] in ",;:.)" or word.lower() in _STOP:
            break
        words.insert(0, word)
    while words and not (words[0][0].isupper() or words[0][0].isdigit()):
        words.pop(0)
    caps = sum(w[0].isupper() for w in words)
    if paren and caps >= 1 or caps >= 2 and len(words) <= 6:
        return " ".join(words)
    return ""


def _capitalised(phrase: str) -> bool:
    words = phrase.split()
    return 1 <= len(words) <= 10 and sum(w[0].isupper() for w in words) >= len(words) - 2


def _appositive(after: str) -> str:
    which = re.match(
        r"(?:,? (?:which|that)|,(?= [a-z]+s )) ((?:[a-z]+ly )?)([a-z]+)s "
        r"(?:(and|or) ([a-z]+)s )?(\S(?:(?!\. | and [a-z]+s )[^,;:])*)",
        after,
    )
    if which:
        adverb, verb, joiner, second, rest = which.groups()
        both = f"{_gerund(verb)} {joiner} {_gerund(second)}" if second else _gerund(verb)
        return f"{adverb}{both} {rest}"
    m = re.match(r"\s*(?:,|:|\s—|—)\s*((?:(?:a|an|the)\s|[A-Z])[^;:]*)", after) or re.match(
        r"\s+((?:to|for)\s[^,;:]*)", after
    )
    if m is None:
        return ""
    masked = re.sub(r"\([^()]*\)", lambda k: "(" + "x" * (len(k.group()) - 2) + ")", m.group(1))
    stop = re.search(r",(?!\d{3})|\.(?:\s|$)| —|—", masked)
    phrase = m.group(1)[: stop.start() if stop else None]
    phrase = _drop_parens(phrase)
    return _plainer(phrase).strip()


def _gerund(verb: str) -> str:
    """ "merge" -> "merging", "map" -> "mapping", "transfer" -> "transferring" (third person
    singular stem in, as a "which merges" clause gives it)."""
    verb = re.sub(r"ie$", "y", verb)
    if verb.endswith("e") and not verb.endswith("ee"):
        return verb[:-1] + "ing"
    single_syllable = len(re.findall(r"[aeiou]+", verb)) == 1
    if re.search(r"[^aeiou][aeiou][^aeiouwxy]$", verb) and (single_syllable or verb in _DOUBLE):
        return verb + verb[-1] + "ing"
    return verb + "ing"


def _drop_parens(text: str) -> str:
    """Without short asides like "(LLMs)"; a space stands in so "a()b" does not become "ab"."""
    return re.sub(r"\s+(?=[,;:.])", "", " ".join(re.sub(r"\([^()]{0,40}\)", " ", text).split()))


def _plainer(text: str) -> str:
    """Without "novel", "very", "simple yet effective"; "a novel approach" becomes "an approach"."""
    stripped = _INTENSIFIER.sub("", text)
    if stripped == text:
        return text
    return re.sub(r"^(an?)\s+(\S)", lambda k: f"{_article(k.group(2))} {k.group(2)}", stripped)


def _article(word: str) -> str:
    vowel = word[0] in "aeiouAEIOU" and not word.lower().startswith(("uni", "use", "one"))
    return "an" if vowel else "a"


def _fallback_phrase(plain: str, limit: int) -> str:
    sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z0-9\"“(])", plain)[:12]
    for sentence in sentences:
        m = _TOPIC.search(sentence)
        if m and not _VAGUE.match(sentence[m.end() :]) and len(sentence[m.end() :].split()) >= 3:
            return _phrase(sentence[m.end() :], limit)
    first = _SUBORDINATE.sub("", sentences[0]) if sentences else ""
    subject = _SUBJECT_END.search(first)
    if subject and subject.start() >= 25:
        first = first[: subject.start()]
    return _phrase(first, limit)


def _phrase(text: str, limit: int) -> str:
    """A sentence remainder cut to a title: at the first clause end past 30 characters, or,
    when a longer title is asked for (to break a tie), at the last clause end that fits."""
    text = _drop_parens(text).strip()
    text = _AND_CLAIM.sub("", text)
    text = _plainer(_CONCEPT_OF.sub("", text))
    ends = [m.start() for m in _CLAUSE_END.finditer(text)] + [len(text)]
    end = next(end for end in ends if end >= 30 or end == len(text))
    if limit > _SOFT:
        end = max([end, *(e for e in ends if e <= limit)])
    return _shorten(text[:end], limit, 0)


def _shorten(text: str, limit: int, keep: int) -> str:
    """Cut at a phrase boundary at most `limit` long, never shorter than `keep`."""
    text = text.strip()
    if len(text) <= limit:
        return _DANGLING.sub("", text)
    cuts = [m.start() for m in _CUT_BEFORE.finditer(text) if max(keep, 12) <= m.start() <= limit]
    cut = text[: cuts[-1]] if cuts else _fit(text, limit)
    # A cut phrase must not end on a participle or a half coordination ("… and interacts").
    trimmed = _DANGLING.sub("", _TRUNCATED_TAIL.sub("", cut))
    return trimmed if len(trimmed) >= max(keep, 12) else _DANGLING.sub("", cut)


def _fit(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit + 1)
    if cut <= 0:
        return ""
    return _DANGLING.sub("", text[:cut]) or text[:cut]


def _finish(text: str, limit: int, *, capitalise: bool) -> str:
    """Markup-free, balanced, trimmed, within bounds; padded when too short to be a title."""
    # Spaces, not deletions, so that removing a stray mark never fuses two words.
    text = " ".join(re.sub(r"[{}$\\]|\*\*", " ", text).split())
    text = _fit(text, min(limit, _MAX))
    for _ in range(3):
        text = text.rstrip(" .,;:!?-–—(['\"“‘/")
        for left, right in (("(", ")"), ("“", "”"), ("[", "]")):
            if text.count(left) != text.count(right):
                text = text.replace(left, " ").replace(right, " ")
        if text.count('"') % 2:
            text = text.replace('"', " ")
        text = " ".join(text.split())
    if capitalise:
        text = text[:1].upper() + text[1:]
    if len(text) < _MIN:
        text = f"{_PAD}: {text}" if text else _PAD
    return text
