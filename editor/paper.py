"""Putting the board on a sheet of paper: which way round, at what scale.

The board is centred inside the paper's margins, turned landscape or portrait
whichever fits it (at a given scale) or shows it biggest (to fit). Sizes are
in millimetres; a scale is millimetres per map unit.
"""

from __future__ import annotations

from dataclasses import dataclass

PAPERS = {  # portrait width, height
    "a4": (210.0, 297.0),
    "a3": (297.0, 420.0),
    "letter": (215.9, 279.4),
    "tabloid": (279.4, 431.8),
}
DEFAULT_MARGIN = 10.0


@dataclass(frozen=True)
class Sheet:
    """A page and where the board goes on it, all in millimetres."""

    width: float
    height: float
    left: float
    top: float
    scale: float  # mm per map unit

    @property
    def landscape(self) -> bool:
        return self.width > self.height


def fit_on_paper(
    board: tuple[float, float],
    paper: str,
    margin: float = DEFAULT_MARGIN,
    scale: float | None = None,
) -> Sheet:
    """The sheet for a board of `board` map units on `paper`; `scale` None fits the
    board to the page. Raises ValueError when it cannot fit, saying why."""
    if paper not in PAPERS:
        raise ValueError(f"unknown paper '{paper}': use {', '.join(PAPERS)} or none")
    short, long = PAPERS[paper]
    if not 0 <= margin < short / 2:
        raise ValueError(
            f"a margin of {margin:g} mm does not suit {paper.upper()} paper: use 0 or more "
            f"and less than {short / 2:g} mm"
        )
    if scale is not None and scale <= 0:
        raise ValueError(f"scale {scale:g} must be more than 0 mm per map unit")
    width, height = board
    # the way round where the board is biggest; at a given scale, where it has most room
    fits, page_width, page_height = max(
        (min((w - 2 * margin) / width, (h - 2 * margin) / height), w, h)
        for w, h in ((short, long), (long, short))
    )
    if scale is not None and scale > fits + 1e-9:
        raise ValueError(
            f"the board at {scale:g} mm per map unit ({width * scale:.0f} x "
            f"{height * scale:.0f} mm) does not fit {paper.upper()} paper inside "
            f"{margin:g} mm margins; at most {fits:.3f} mm per map unit fits"
        )
    chosen = fits if scale is None else scale
    left = (page_width - width * chosen) / 2
    top = (page_height - height * chosen) / 2
    return Sheet(page_width, page_height, left, top, chosen)
