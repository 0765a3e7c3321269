"""`python -m readinglist`: the same as the `readinglist` command."""

from readinglist.cli import run

run()
