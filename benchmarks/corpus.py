"""Deterministic benchmark corpus: N listed abstracts in, conference list files (seeds/) out.

Abstracts are built from the sentences of the project's seed lists, with words swapped for others
from a Zipf-distributed vocabulary (the seeds' own words plus made-up ones) so that papers differ
the way real ones do. About 30% of listed abstracts are copies of another (half exact, half
lightly edited: a word changed, a typo, a code link added) placed in another list; about 25% of
papers give a URL. The same (n, seed) always gives the same bytes.

    python benchmarks/corpus.py 10000 /tmp/seeds10k
"""

from __future__ import annotations

import argparse
import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
CONFERENCES = ("ICML 2026", "NeurIPS 2025", "ICLR 2026", "CVPR 2026", "ACL 2026", "KDD 2025")
PER_FILE = 2_000
DUPLICATE_SHARE = 0.30
URL_SHARE = 0.25
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z$])")
_WORD = re.compile(r"^[a-z]{4,}$")
_SYLLABLES = ("ka", "lo", "mi", "ne", "ro", "ta", "vu", "zi", "sh", "tr", "qu", "an", "el", "or")


@dataclass(frozen=True)
class CorpusStats:
    """What was written: list files, listed abstracts, distinct papers, bytes."""

    files: int
    abstracts: int
    papers: int
    bytes: int


def seed_sentences(seeds: Path = SEEDS) -> list[str]:
    """Every sentence of every abstract in the seed lists (headers left out)."""
    sentences: list[str] = []
    for path in sorted(seeds.glob("*.txt")):
        paragraphs = path.read_text(encoding="utf-8").split("\n\n")
        for paragraph in paragraphs[1:]:
            text = " ".join(paragraph.split())
            if "http" not in text:
                sentences += [s for s in _SENTENCE.split(text) if len(s.split()) >= 6]
    return sentences


def vocabulary(sentences: list[str], rng: random.Random, extra: int = 20_000) -> list[str]:
    """Lower-case words of the seeds, then made-up words, in a fixed order (rank = frequency)."""
    words = sorted({w for s in sentences for w in s.split() if _WORD.match(w)})
    rng.shuffle(words)
    made_up = {_made_up_word(rng) for _ in range(extra)}
    return words + sorted(made_up)


def _made_up_word(rng: random.Random) -> str:
    return "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(3, 5)))


class _Writer:
    """Builds abstracts from seed sentences, swapping words for Zipf-chosen vocabulary."""

    def __init__(self, rng: random.Random, sentences: list[str], words: list[str]) -> None:
        self.rng = rng
        self.sentences = sentences
        self.words = words
        self.cumulative = list(accumulate(1.0 / (rank + 10) for rank in range(len(words))))

    def word(self) -> str:
        return self.rng.choices(self.words, cum_weights=self.cumulative)[0]

    def name(self) -> str:
        letters = "ABCDEFGHKLMNPQRSTVWXZ"
        core = "".join(self.rng.choice(letters) for _ in range(self.rng.randint(2, 5)))
        return core + self.rng.choice(("", "", "-Net", "-Q", "Former", "-2", "++"))

    def abstract(self, index: int) -> str:
        picked = self.rng.sample(self.sentences, self.rng.randint(5, 9))
        body = [self._vary(sentence) for sentence in picked]
        name = self.name()
        body.insert(self.rng.randint(1, 2), f"We propose {name}, a {self.word()} {self.word()} "
                    f"method for {self.word()} {self.word()} (paper {index}).")  # fmt: skip
        if self.rng.random() < URL_SHARE:
            body.append(f"Code is available at https://github.com/{self.word()}/{name.lower()}.")
        return " ".join(body)

    def _vary(self, sentence: str) -> str:
        words = sentence.split()
        for i, word in enumerate(words):
            if _WORD.match(word) and self.rng.random() < 0.3:
                words[i] = self.word()
        return " ".join(words)

    def edit(self, text: str) -> str:
        """A lightly edited copy: a word changed, a typo fixed, or a code link added."""
        words = text.split()
        kind = self.rng.randrange(3)
        if kind == 0:
            i = self.rng.randrange(len(words))
            words[i] = self.word()
        elif kind == 1:
            i = self.rng.randrange(len(words))
            words[i] = words[i][:-1] if len(words[i]) > 3 else words[i] + "s"
        elif "https://" not in text:
            words.append(f"Our code: https://github.com/{self.word()}/{self.word()}.")
        else:
            words.insert(self.rng.randrange(len(words)), self.word())
        return " ".join(words)


def listed_abstracts(n: int, seed: int = 0) -> Iterator[tuple[int, str]]:
    """(list file number, abstract) for n listed abstracts, about 30% of them copies."""
    rng = random.Random(seed)
    sentences = seed_sentences()
    writer = _Writer(rng, sentences, vocabulary(sentences, rng))
    files = max(1, -(-n // PER_FILE))
    originals: list[str] = []
    for _ in range(n):
        if originals and rng.random() < DUPLICATE_SHARE:
            source = rng.choice(originals)
            text = source if rng.random() < 0.5 else writer.edit(source)
        else:
            text = writer.abstract(len(originals))
            originals.append(text)
        yield rng.randrange(files) if files > 1 else 0, text


def write_corpus(target: Path, n: int, seed: int = 0) -> CorpusStats:
    """Write n listed abstracts as list files with conference headers into target."""
    target.mkdir(parents=True, exist_ok=True)
    for old in target.glob("*.txt"):
        old.unlink()
    by_file: dict[int, list[str]] = {}
    distinct: set[str] = set()
    for number, text in listed_abstracts(n, seed):
        by_file.setdefault(number, []).append(text)
        distinct.add(text)
    size = 0
    for number, texts in sorted(by_file.items()):
        header = f"{CONFERENCES[number % len(CONFERENCES)]} Papers"
        data = (header + "\n\n" + "\n\n".join(texts) + "\n").encode("utf-8")
        (target / f"list_{number:03d}.txt").write_bytes(data)
        size += len(data)
    return CorpusStats(files=len(by_file), abstracts=n, papers=len(distinct), bytes=size)


_FIRST = (
    "Ada",
    "Bo",
    "Chen",
    "Dara",
    "Eli",
    "Fatima",
    "Goran",
    "Hana",
    "Ivan",
    "Jun",
    "Kofi",
    "Lena",
    "Mateo",
    "Nia",
    "Omar",
    "Priya",
    "Quinn",
    "Rosa",
    "Sven",
    "Tariq",
    "Uma",
    "Wei",
)
_LAST = ("Abe", "Berg", "Costa", "Diallo", "Eriksen", "Fujii", "García", "Haddad", "Ito", "Jones",
         "Kim", "Li", "Müller", "Novak", "Okafor", "Park", "Quispe", "Rossi", "Singh", "Tanaka",
         "Ueda", "Wang", "Xu", "Yilmaz", "Zhang")  # fmt: skip


def write_json_corpus(target: Path, n: int, seed: int = 0) -> CorpusStats:
    """The same listed abstracts as write_corpus, as JSON exports (Paper Copilot's shape): each
    paper with a title, three to eight authors, a PDF link and a status; copies keep theirs."""
    target.mkdir(parents=True, exist_ok=True)
    for old in [*target.glob("*.txt"), *target.glob("*.json")]:
        old.unlink()
    rng = random.Random(seed + 1)
    # 14,300 distinct names: a conference's worth of authors.
    people = [f"{f} {m}. {s}" for f in _FIRST for m in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" for s in _LAST]
    made: dict[str, dict[str, str]] = {}
    by_file: dict[int, list[dict[str, str]]] = {}
    for number, text in listed_abstracts(n, seed):
        fields = made.get(text)
        if fields is None:
            key = len(made)
            fields = made[text] = {
                "id": str(key),
                "title": f"{text.split(' ', 8)[-1][:60].rsplit(' ', 1)[0].capitalize()} ({key})",
                "author": "; ".join(rng.sample(people, rng.randint(3, 8))),
                "pdf": f"https://example.org/papers/{key}.pdf",
                "status": rng.choice(("Poster", "Poster", "Poster", "Spotlight", "Oral")),
            }
        conference = CONFERENCES[number % len(CONFERENCES)]
        by_file.setdefault(number, []).append({**fields, "abstract": text, "venue": conference})
    size = 0
    for number, papers in sorted(by_file.items()):
        data = json.dumps(papers, ensure_ascii=False, indent=1).encode("utf-8")
        (target / f"list_{number:03d}.json").write_bytes(data)
        size += len(data)
    return CorpusStats(files=len(by_file), abstracts=n, papers=len(made), bytes=size)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", type=int, help="number of listed abstracts")
    parser.add_argument("target", type=Path, help="folder to write the list files into")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(write_corpus(args.target, args.n, args.seed))


if __name__ == "__main__":
    main()
