"""readinglist: conference abstract lists in, a searchable MkDocs Material site out."""

__version__ = "0.1.0"
