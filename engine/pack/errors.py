"""Problems found while reading a map pack, each naming its place in the file."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

PathPart = str | int
KeyPath = tuple[PathPart, ...]


def format_path(path: KeyPath) -> str:
    """`("stations", 12, "pos")` -> `stations[12].pos`, the way a designer reads it."""
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        elif part.isidentifier():
            text += f".{part}" if text else part
        else:
            text += f"[{part!r}]"
    return text or "(top level)"


@dataclass(frozen=True)
class Problem:
    path: KeyPath
    message: str
    line: int | None = None  # 1-based, where the YAML gives one

    def describe(self, source: str = "") -> str:
        where = source
        if self.line is not None:
            where = f"{where}:{self.line}" if where else f"line {self.line}"
        place = f"{where}: " if where else ""
        return f"{place}{format_path(self.path)}: {self.message}"


class PackError(ValueError):
    """A file that cannot be read as a map pack; carries every problem found."""

    def __init__(self, source: str, problems: Sequence[Problem]) -> None:
        self.source = source
        self.problems = tuple(problems)
        super().__init__(self.describe())

    def describe(self) -> str:
        return "\n".join(problem.describe(self.source) for problem in self.problems)
