"""readinglist: conference abstract lists in, a searchable MkDocs Material site out."""

import os

__version__ = "0.1.0"

# Here, where any use of the package starts, so that it comes before numpy's first import,
# which is when numpy reads it: numpy's arrays use the usual small memory pages, unless the
# user chose otherwise. NumPy asks Linux for transparent huge pages (2 MB) for every array of
# 4 MB or more, and under Linux's usual setting for those (defrag "madvise") the first touch
# of such an array waits while the kernel gathers a free 2 MB page. The build's large arrays
# live a fraction of a second: at 70,000 papers, stacking the related-papers counts and
# counting in how many texts each term occurs took 0.6 s with huge pages, nearly all of it
# in the kernel, and 0.18 s without. A process that imported numpy first keeps its setting.
os.environ.setdefault("NUMPY_MADVISE_HUGEPAGE", "0")
