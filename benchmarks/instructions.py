"""Instructions a derived title takes, counted by valgrind: steady where wall time is not.

usage: python benchmarks/instructions.py [--corpus ../shared/corpus] [--papers 200]

Runs `valgrind --tool=callgrind` twice over a child that derives titles for the first N of
the held-out sample benchmarks/titles.py uses (random.Random(0)), once with N and once with 0
titles after the same warm-up, and prints the difference divided by N. On this machine the
count repeats to 0.01% where CPU time moves by 15% (the child's hash seed fixed at 0: with
others it moves by about 1%); compare versions by it, then confirm in CPU time. Needs
valgrind (`apt-get install valgrind`)."""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_CHILD = """
import random, sys
from pathlib import Path
from readinglist.extract.titlemodel import held_out, read_corpus
from readinglist.extract.titles import derive_title
rows = [r for r in read_corpus(Path(sys.argv[1])) if held_out(r["conference"])]
sample = [r["abstract"] for r in random.Random(0).sample(rows, 4000)]
derive_title(sample[0])
for text in sample[1 : int(sys.argv[2]) + 1]:
    derive_title(text)
"""


def collected(corpus: Path, papers: int) -> int:
    # String hashing is salted per process: set order moves the count by about 1% between
    # runs unless the child's hash seed is fixed.
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         sys.executable, "-c", _CHILD, str(corpus), str(papers)],
        capture_output=True, text=True, check=True, env=env,
    )  # fmt: skip
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        sys.exit(f"no instruction count in valgrind's output:\n{done.stderr[-2000:]}")
    return int(found[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--papers", type=int, default=200)
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed: apt-get install valgrind")
    if not (args.corpus / "titles.jsonl.gz").is_file():
        sys.exit(f"no corpus at {args.corpus}: pass --corpus DIR (see ../shared/corpus/README.md)")
    per_title = (collected(args.corpus, args.papers) - collected(args.corpus, 0)) / args.papers
    print(f"instructions a title ({args.papers} held-out abstracts): {per_title / 1e6:.2f} M")


if __name__ == "__main__":
    main()
