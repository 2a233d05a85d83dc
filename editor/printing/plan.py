"""What goes on each page of a print-and-play kit, decided before any drawing.

Qt-free, so a test can ask which card faces, tiles and sheets a kit holds,
and the command can refuse bad settings before a page is painted. The order:
a cover with the page map, the board tiles, the cards, the player sheets,
the components list and the rules summary. A game played on sheets gets no
board tiles: each player's sheet is their board, and the map prints there at
the size the sheet holds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from editor.printing.paper import PAPERS, Paper
from editor.printing.sheet_layout import sheet_scale
from editor.printing.tiles import Tile, Tiling, TooManyTiles, tile_board
from engine.map.model import MapPack
from engine.rules import Ruleset, SetupError, UnknownRulesetError, get_ruleset
from engine.rules.options import layered_options
from engine.rules.printing import CardFace, Component, PlayerSheet

SCALE_RANGE = (0.1, 4.0)  # points per map unit: 1 prints the size `render` writes
MOST_COPIES = 100
MOST_PAGES = 1000  # a kit is printed by hand; past this a setting or the map is wrong
CARDS_PER_PAGE = 9  # 3 x 3 cards of 63 x 88 mm
TURN_WORDS = {"sequential": "seats take turns", "simultaneous": "all seats play each flip or roll"}


class KitError(ValueError):
    """Settings or a map the kit cannot be made from; the message says which."""


@dataclass(frozen=True)
class KitSettings:
    paper: str = "a4"
    scale: float = 1.0
    copies: int | None = None  # player sheets; None: the family's usual table


@dataclass(frozen=True)
class CoverPage:
    contents: tuple[tuple[str, int], ...]  # section title, first page number


@dataclass(frozen=True)
class BoardPage:
    tile: Tile


@dataclass(frozen=True)
class CardPage:
    faces: tuple[CardFace, ...]  # one per printed card, up to CARDS_PER_PAGE


@dataclass(frozen=True)
class SheetPage:
    sheet: PlayerSheet
    copy: int  # from 1


@dataclass(frozen=True)
class ComponentsPage:
    kit: tuple[Component, ...]  # what these pages make
    box: tuple[Component, ...]  # what the family's box holds besides


@dataclass(frozen=True)
class RulesPage:
    facts: tuple[tuple[str, str], ...]  # "Players" -> "2 to 5"
    options: tuple[tuple[str, str, str], ...]  # name, value, what it does


Page = CoverPage | BoardPage | CardPage | SheetPage | ComponentsPage | RulesPage


@dataclass(frozen=True)
class Kit:
    pack: MapPack
    title: str  # the ruleset's title
    paper: Paper
    scale: float  # points per map unit of the board: on the tiles, or on each sheet
    tiling: Tiling | None  # None: played on sheets, so no board to tile
    pages: tuple[Page, ...]

    @property
    def board_landscape(self) -> bool:
        """Whether the board's tiles print on their side."""
        return self.tiling is not None and self.tiling.landscape

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return self.tiling.tiles if self.tiling is not None else ()

    def card_faces(self) -> list[CardFace]:
        """Every card printed, in page order, one entry per printed copy."""
        return [face for page in self.pages if isinstance(page, CardPage) for face in page.faces]


def caption(page: Page) -> str:
    """A page's name in the preview."""
    if isinstance(page, BoardPage):
        return f"Board {page.tile.label}"
    if isinstance(page, SheetPage):
        return f"Sheet {page.copy}"
    names = {CoverPage: "Cover", CardPage: "Cards", ComponentsPage: "Components"}
    return names.get(type(page), "Rules")


def check_settings(settings: KitSettings) -> None:
    """KitError naming the first setting that cannot make a kit."""
    if settings.paper not in PAPERS:
        raise KitError(f"paper {settings.paper!r}: use {' or '.join(PAPERS)}")
    low, high = SCALE_RANGE
    if not (math.isfinite(settings.scale) and low <= settings.scale <= high):
        raise KitError(f"scale {settings.scale:g} is out of range: use {low:g} to {high:g}")
    if settings.copies is not None and not 1 <= settings.copies <= MOST_COPIES:
        raise KitError(f"copies {settings.copies}: use 1 to {MOST_COPIES}")


def plan_kit(pack: MapPack, settings: KitSettings) -> Kit:
    """The kit's pages; KitError when the settings or the map's rules cannot make one."""
    check_settings(settings)
    try:
        ruleset = get_ruleset(pack.ruleset)
        cards = ruleset.print_cards(pack)
        sheet = ruleset.print_sheet(pack)
        box = ruleset.print_components(pack)
        options = _options(ruleset, pack)
    except (UnknownRulesetError, SetupError) as error:
        raise KitError(str(error)) from None
    paper = PAPERS[settings.paper]
    scale, tiling = settings.scale, None
    if sheet is None:
        tiling = _tiling(pack, paper, scale)
    else:
        scale = sheet_scale(sheet, paper, pack.canvas)
    copies = settings.copies or ruleset.game_type.default_players
    printed = [face for face in cards for _ in range(face.copies)]
    sections: list[tuple[str, list[Page]]] = [
        ("Board", [BoardPage(tile) for tile in tiling.tiles] if tiling else []),
        ("Cards", [CardPage(tuple(chunk)) for chunk in _chunks(printed, CARDS_PER_PAGE)]),
        ("Player sheets", [SheetPage(sheet, n + 1) for n in range(copies)] if sheet else []),
    ]
    kit_items = _kit_items(tiling, printed, copies if sheet else 0)
    sections.append(("Components", [ComponentsPage(kit_items, box)]))
    sections.append(("Rules", [RulesPage(_facts(ruleset, pack), options)]))
    contents, number = [], 2  # the cover is page 1
    for title, pages in sections:
        if pages:
            contents.append((title, number))
            number += len(pages)
    pages_in_order = [page for _, pages in sections for page in pages]
    if len(pages_in_order) >= MOST_PAGES:
        raise KitError(f"the kit would have {len(pages_in_order) + 1} pages; at most {MOST_PAGES}")
    return Kit(
        pack, ruleset.title, paper, scale, tiling, (CoverPage(tuple(contents)), *pages_in_order)
    )


def _tiling(pack: MapPack, paper: Paper, scale: float) -> Tiling:
    board = (pack.canvas[0] * scale, pack.canvas[1] * scale)
    try:
        return tile_board(board, paper, MOST_PAGES)
    except TooManyTiles as error:
        raise KitError(f"{error}; print it at a smaller scale") from None


def _chunks(items: list[CardFace], size: int) -> list[list[CardFace]]:
    return [items[at : at + size] for at in range(0, len(items), size)]


def _kit_items(
    tiling: Tiling | None, printed: list[CardFace], sheets: int
) -> tuple[Component, ...]:
    decks: dict[str, int] = {}
    for face in printed:
        decks[face.deck] = decks.get(face.deck, 0) + 1
    items = []
    if tiling is not None:
        rows = f"board pages ({tiling.rows} rows x {tiling.columns})"
        items.append(Component(rows, len(tiling.tiles)))
    items += [Component(f"{deck} cards to cut out", count) for deck, count in decks.items()]
    if sheets:
        items.append(Component("player sheets" if sheets > 1 else "player sheet", sheets))
    return tuple(items)


def _options(ruleset: Ruleset, pack: MapPack) -> tuple[tuple[str, str, str], ...]:
    values = layered_options(ruleset.options(), ruleset.presets, pack, None, ruleset.name)
    return tuple(
        (spec.title, _shown(values[spec.name]), spec.summary) for spec in ruleset.options()
    )


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{key} x{copies}" for key, copies in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(str(item) for item in value)
    return str(value).replace("_", " ")  # "every third", not every_third


def _facts(ruleset: Ruleset, pack: MapPack) -> tuple[tuple[str, str], ...]:
    kind = ruleset.game_type
    facts = [
        ("Rules", ruleset.title),
        ("Variant", pack.variant or "the rules as written"),
        ("Players", f"{kind.min_players} to {kind.max_players}"),
        ("Play", TURN_WORDS.get(kind.turns, kind.turns)),
        ("Map", f"{len(pack.stations)} stations, {len(pack.connections)} connections"),
    ]
    facts += [(label, text) for label, text in _credits(pack) if text]
    return tuple(facts)


def _credits(pack: MapPack) -> tuple[tuple[str, str], ...]:
    return (("Author", pack.author), ("Licence", pack.licence), ("Credits", pack.credits))
