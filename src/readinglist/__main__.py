"""`python -m readinglist`: the same as the `readinglist` command."""

from .cli import run

run()
