"""`python -m readinglist`: the same as the `readinglist` command."""

import sys

from .cli import main

sys.exit(main())
