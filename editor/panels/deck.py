"""Deck panel: the destination cards (station, Express or Standard, copies) with
totals. Every change, including a fill the map's rules deal, is one undo step.

Where the rules keep their deck as an option (`deck_option`: a card mix), the
panel edits that option as card -> copies instead, checked by the option itself;
where they count it from the stations (`station_cards`), it lists the stations'
copies, each of which the designer may set (editor/panels/station_cards.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from editor.panels.choice_delegate import ChoiceDelegate, station_choices
from editor.panels.docking import DocumentFollower, ProblemLabel, add_dock
from editor.panels.editable_table import Cell, EditableTable
from editor.panels.option_tables import MixTable
from editor.panels.settings_options import set_option
from editor.panels.station_cards import StationCardsTable
from editor.ruleset_profile import RulesetProfile, profile_for
from engine.editing.edits import EditError, set_deck, set_declared
from engine.editing.typed_values import count_value
from engine.map.model import CARD_KINDS, Card, MapPack
from engine.map.words import station_name
from engine.rules import OptionSpec, UnknownRulesetError, get_ruleset

if TYPE_CHECKING:
    from collections.abc import Sequence

    from editor.context import EditorContext
    from editor.document import MapDocument

STATION, KIND, COPIES = range(3)


class DeckPanel(QWidget):
    def __init__(self, context: EditorContext) -> None:
        super().__init__()
        self._context = context
        self.totals = QLabel()
        self.totals.setObjectName("deck-totals")
        self.totals.setWordWrap(True)
        self.problem = ProblemLabel("deck-problem")
        self.cards = EditableTable(("Station", "Kind", "Copies"), "Add card", stretch=STATION)
        self.cards.add_button.setToolTip(
            "A card for each selected station, or else for the first station without one"
        )
        table = self.cards.table
        table.setItemDelegateForColumn(STATION, ChoiceDelegate(self._station_choices, self))
        kinds = [(kind, kind) for kind in CARD_KINDS]
        table.setItemDelegateForColumn(KIND, ChoiceDelegate(lambda: kinds, self))
        # beside the tables, not in one: a family that deals its own deck may still
        # get a map ready to play from what is drawn (a start or star, departures)
        self.fill_button = QPushButton("Fill from the map")
        self.fill_button.setObjectName("deck-fill")
        self.filled = QLabel()  # what the last Fill changed, until the map changes otherwise
        self.filled.setObjectName("deck-filled")
        self.filled.setWordWrap(True)
        self.filled.hide()
        self._filled_pack: MapPack | None = None
        self.cards.cell_edited.connect(self._edited)
        self.cards.add_requested.connect(self._add)
        self.cards.remove_requested.connect(self._remove)
        self.fill_button.clicked.connect(self._fill)
        self.station_cards = StationCardsTable()
        self.station_cards.committed.connect(self._set_station_cards)
        self.station_cards.rejected.connect(self._refuse)
        layout = QVBoxLayout(self)
        layout.addWidget(self.totals)
        layout.addWidget(self.problem)
        layout.addWidget(self.fill_button)
        layout.addWidget(self.filled)
        layout.addWidget(self.cards, 1)
        layout.addWidget(self.station_cards, 1)
        layout.addStretch()  # the words at the top when no table is shown
        self._mix: MixTable | None = None
        self._layout = layout
        DocumentFollower(context, self.refresh, selection=False, shows=self._shown_with_fill)

    def _shown_with_fill(self, document: MapDocument) -> tuple[object, ...]:
        """What the panel shows, the last Fill's words included: they go with an undo."""
        return (*_shown(document), document.pack is self._filled_pack)

    def refresh(self) -> None:
        pack = self._context.document.pack
        profile = profile_for(pack.ruleset)
        self.fill_button.setVisible(bool(profile.deck_fill))
        self.fill_button.setToolTip(profile.deck_fill)
        self.filled.setVisible(pack is self._filled_pack)
        if self._show_station_cards(pack) or self._show_mix(profile):
            return
        self.cards.table.setColumnHidden(KIND, not profile.uses("deck.express"))
        self.cards.table.setColumnHidden(COPIES, not profile.uses("deck.copies"))
        self.cards.show_rows(
            [
                [
                    Cell(name, card.station, value=card.station),
                    Cell(card.kind),
                    Cell(str(card.copies)),
                ]
                for card, name in zip(pack.deck, _card_names(pack), strict=True)
            ]
        )
        total = pack.deck_size()
        express = sum(card.copies for card in pack.deck if card.kind == "express")
        used = profile.uses("deck.cards")
        self.cards.add_button.setEnabled(used)
        # cards the rules do not use stay listed, so none is hidden, and can be removed
        self.cards.setVisible(used or bool(pack.deck))
        if not used:
            rules = profile.title or pack.ruleset
            unused = ": the cards listed here are not used" if pack.deck else ""
            ready = "; Fill gets the map ready to play" if profile.deck_fill else ""
            self.totals.setText(f"The {rules} rules deal their own deck{unused}{ready}.")
        elif profile.uses("deck.express"):
            self.totals.setText(f"{total} cards: {express} express, {total - express} standard")
        else:
            self.totals.setText(f"{total} cards")

    def _show_station_cards(self, pack: MapPack) -> bool:
        """Show the stations' copies instead of the map's deck, where the rules count
        the deck from the stations; whether they do."""
        counted = _counted(pack)
        self.station_cards.setVisible(counted is not None)
        if counted is None:
            return False
        self.cards.hide()
        if self._mix is not None:
            self._mix.hide()
        rules = get_ruleset(pack.ruleset)
        self.station_cards.show_counts(pack, counted, rules)
        copies = rules.card_copies
        own = sum(1 for s in pack.stations if copies and copies.of(s) and s.id in counted)
        notes = [f"{own} set by their stations"] if own else []
        if pack.deck:
            notes.append(f"the {pack.deck_size()} cards the map's deck lists are not used")
        self.totals.setText(
            "; ".join([f"{sum(counted.values())} cards, one kind per station", *notes])
        )
        return True

    def _set_station_cards(self, station: str, cards: int) -> None:
        self.problem.say("")
        document = self._context.document
        copies = get_ruleset(document.pack.ruleset).card_copies
        if copies is None:
            return
        after = set_declared(document.pack, {station}, copies, cards)
        document.edit("Set station cards", after, {station})
        self.refresh()  # an edit that changed nothing still redraws what was typed

    def _refuse(self, problem: str) -> None:
        self.problem.say(problem)
        self.refresh()

    def _show_mix(self, profile: RulesetProfile) -> bool:
        """Show the rules' card mix instead of the map's deck, where they keep one;
        whether they do. Cards the map's deck lists stay listed when they do not."""
        pack = self._context.document.pack
        spec = profile.deck_spec()
        if self._mix is not None and (spec is None or spec != self._mix.spec):
            self._mix.deleteLater()
            self._mix = None
        if spec is None or pack.deck:
            self.cards.show()
            return False
        if self._mix is None:
            self._mix = MixTable(spec)
            self._mix.committed.connect(lambda value, spec=spec: self._set_mix(spec, value))
            self._mix.rejected.connect(self.problem.say)
            self._layout.addWidget(self._mix, 1)
        self.cards.hide()
        self._mix.show()
        mix = pack.options.get(spec.name, spec.default)
        self._mix.show_value(mix)
        self.totals.setText(f"{sum(mix.values())} cards in the {spec.name} mix: {spec.doc}")
        return True

    def _set_mix(self, spec: OptionSpec, value: dict[str, int]) -> None:
        self.problem.say("")
        document = self._context.document
        document.edit(f"Set {spec.name}", set_option(document.pack, spec, value), ())

    def _station_choices(self) -> list[tuple[str, str]]:
        return station_choices(self._context.document.pack)

    def _edited(self, row: int, column: int, text: str) -> None:
        deck = list(self._context.document.pack.deck)
        try:
            value: str | int = count_value(text, "copies") if column == COPIES else text
        except EditError as error:
            self._refuse(str(error))
            return
        field = {STATION: "station", KIND: "kind", COPIES: "copies"}[column]
        changes: dict[str, Any] = {field: value}  # the kind is one the cell's choices offer
        deck[row] = replace(deck[row], **changes)
        self._set_deck("Edit deck card", deck)

    def _add(self) -> None:
        document = self._context.document
        pack = document.pack
        carded = {card.station for card in pack.deck}
        free = [station.id for station in pack.stations if station.id not in carded]
        chosen = [station for station in free if station in document.selection] or free[:1]
        cards = [Card(station) for station in chosen]
        self._set_deck("Add deck card" + ("s" if len(cards) > 1 else ""), [*pack.deck, *cards])

    def _remove(self, rows: list[int]) -> None:
        deck = self._context.document.pack.deck
        gone = set(rows)
        self._set_deck(
            "Remove deck card" + ("s" if len(gone) > 1 else ""),
            [card for i, card in enumerate(deck) if i not in gone],
        )

    def _fill(self) -> None:
        pack = self._context.document.pack
        filled = get_ruleset(pack.ruleset).fill_deck(pack)
        if filled is None:  # the button shows only where the rules fill a deck
            return
        # the fill may set more than the deck (a start station, stations' copies,
        # the sheet's departures): one undo step
        changed = {s.id for s in set(filled.stations) - set(pack.stations)}
        self.problem.say("")
        said = get_ruleset(pack.ruleset).fill_report(pack, filled)
        self._filled_pack = filled  # before the edit, which the panel follows
        self.filled.setText(
            "<br>".join(f"Fill: {escape(line)}." for line in said)
            or "Fill changed nothing: the map already has what its rules deal."
        )
        self._context.document.edit("Fill deck from the map", filled, changed)
        self.refresh()

    def _set_deck(self, text: str, deck: Sequence[Card]) -> None:
        self.problem.say("")
        document = self._context.document
        document.edit(text, set_deck(document.pack, deck), ())
        self.refresh()  # an edit that changed nothing still redraws what was typed


def _card_names(pack: MapPack) -> list[str]:
    """Each card's station as people read it (its id in the tooltip); a card naming
    no station says so."""
    stations = pack.station_index
    return [
        station_name(pack, card.station)
        if card.station in stations
        else f"{card.station} (no station has this id)"
        for card in pack.deck
    ]


def _counted(pack: MapPack) -> Mapping[str, int] | None:
    """Each station's copies where the map's rules count the deck from the stations."""
    try:
        return get_ruleset(pack.ruleset).station_cards(pack)
    except UnknownRulesetError:
        return None


def _shown(document: MapDocument) -> tuple[object, ...]:
    """What the panel shows: the cards, their stations' names and the ruleset's
    columns; where the rules keep their deck as an option, its value; where they
    count it from the stations, their counts and what each station sets."""
    pack = document.pack
    counted = _counted(pack)
    stations = tuple((s.id, s.name, s.fields) for s in pack.stations) if counted is not None else ()
    return pack.deck, pack.ruleset, _card_names(pack), pack.options, counted, stations


def install(context: EditorContext) -> None:
    add_dock(context, "Deck", "deck", DeckPanel(context))
