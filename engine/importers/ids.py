"""Element ids made from names: readable in the YAML, stable across re-imports.

An id depends only on the name (and, for a repeated name, on the order the
source lists it), so importing the same data twice gives the same ids and a
designer's hand edits keep pointing at the right stations.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

MAX_ID = 64  # the map pack schema's limit


def slug(name: str) -> str:
    """`King's Cross St. Pancras` -> `kings-cross-st-pancras`; `&` reads as `and`."""
    text = unicodedata.normalize("NFKD", name.replace("&", " and "))
    text = text.encode("ascii", "ignore").decode("ascii").lower()
    text = re.sub(r"['\u2019`]", "", text)
    text = re.sub(r"[^a-z0-9]+", "-", text).strip("-")
    return text[:MAX_ID].rstrip("-") or "station"


def pair_id(a: str, b: str) -> str:
    """The id of the connection between stations `a` and `b`: `a--b`, shortened to fit."""
    if len(a) + len(b) + 2 > MAX_ID:
        half = (MAX_ID - 2) // 2
        a, b = a[:half].rstrip("-"), b[:half].rstrip("-")
    return f"{a}--{b}"


def unique_ids(bases: Iterable[str]) -> list[str]:
    """The bases in order, a repeated one numbered `-2`, `-3`, ... from its second use on."""
    taken: set[str] = set()
    ids = []
    for base in bases:
        candidate, number = base, 1
        while candidate in taken:
            number += 1
            suffix = f"-{number}"
            candidate = base[: MAX_ID - len(suffix)] + suffix
        taken.add(candidate)
        ids.append(candidate)
    return ids
