"""An abstract's text in; the name of the one code repository it links, if spelled as a
method's name, out (titles.py leads an otherwise unnamed paper's title with it)."""

from __future__ import annotations

import re

from readinglist.extract import scan, titlemodel
from readinglist.extract.names import namelike

# Where code is hosted, and where GitHub serves a project's pages.
_CODE_HOSTS = ("github.com", "gitlab.com", "gitee.com", "bitbucket.org")
_PAGES = ".github.io/"
# A code host's repository address (group 1, the repository's name), or a project page on
# GitHub Pages, named as the repository it is built from (group 2: "someone.github.io/Gen3DSR",
# "someone.github.io/projects/MessyTable/").
_REPO = re.compile(
    r"(?:" + "|".join(map(re.escape, _CODE_HOSTS)) + r")/[\w.-]+/([A-Za-z0-9][\w-]*[\w])"
    r"(?:\.git)?(?![\w-])"
    r"|" + re.escape(_PAGES) + r"(?:projects?/)?([A-Za-z0-9][\w-]*[\w])/?(?![\w/-]|\.\w)"
)
# What every _REPO match holds: a text without any is not searched (most abstracts link
# nothing, and the pattern has no literal to skip ahead to).
_HOSTS = (*_CODE_HOSTS, _PAGES)
# "ICCV2019-LearningToPaint", "cvpr2022_code": a repository named for a venue and year.
_VENUE_YEAR = re.compile(
    r"(?i)(?:cvpr|iccv|eccv|neurips|nips|icml|iclr|aaai|ijcai|acl|emnlp|naacl|coling|icra|iros|"
    r"rss|corl|wacv|bmvc|kdd|sigir|aistats|uai|colt)-?\d{2,4}"
)
_REPO_CHARS = 15


def repository_name(text: str) -> str | None:
    """The name of the repository the text links ("… available at
    github.com/someone/Spectroformer" gives "Spectroformer"; a project page at
    someone.github.io/Gen3DSR, "Gen3DSR"), if it links exactly one and its name is spelled as
    a method's; else None."""
    if "/" not in text or not any(host in text for host in _HOSTS):
        return None
    # (Tried only where a host is: the pattern has no literal to skip ahead to.)
    found = scan.finditer(_REPO, text, scan.starts(text, _HOSTS))
    names = {m.group(1) or m.group(2) for m in found}
    repo = names.pop() if len(names) == 1 else None
    return repo if repo is not None and _coined_repository(repo) else None


def _coined_repository(repo: str) -> bool:
    """Whether a repository's name is spelled as a method's name: "Spectroformer", "ID10M",
    "Lac-GwcNet"; not a code base's ("FairBERT_deploy", "MODE-2022"), words joined
    ("Prompt-Transferability", "Animation-from-Blur") or a term many papers use."""
    # Past 15 characters a repository is mostly words run together ("BeyondtheSpectrum",
    # "CNNDesignPatterns"); 1.5% of the names authors lead their titles with are that long.
    if len(repo) > _REPO_CHARS or "_" in repo or _VENUE_YEAR.search(repo):
        return False
    # A capitalised coined word ("Spectroformer") too, if it is no word of abstracts.
    coined = repo[:1].isupper() and repo[1:].islower() and len(repo) >= 5
    if not (namelike(repo) or (coined and not titlemodel.is_word(repo.lower()))):
        return False
    if titlemodel.widely_used(repo):
        return False
    # Words joined ("Prompt-Transferability", "Animation-from-Blur") or a code base's tail
    # ("FairSum-deploy"), not a name with a word in it ("VIW-Fusion", "LQ-Nets", "DID-M3D").
    parts = repo.split("-")
    common = [titlemodel.is_common_word(part.lower()) for part in parts]
    return len(parts) == 1 or not (
        all(common)
        or any(part.isdigit() for part in parts)
        or any(word and part.islower() for word, part in zip(common, parts, strict=True))
    )
