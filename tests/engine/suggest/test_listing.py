"""The table and the JSON name each change in words, with its effect, interval and costs."""

from __future__ import annotations

from engine.map.model import MapPack
from engine.rules.knobs import Change
from engine.suggest.goals import parse_goal
from engine.suggest.listing import format_table, to_json
from engine.suggest.paired import Effect, Figure
from engine.suggest.search import SearchOutcome, Suggestion


def unchanged(pack: MapPack) -> MapPack:
    return pack


def outcome() -> SearchOutcome:
    change = Change("start", "move the start from Kilburn to Bank", ("kilburn", "bank"), unchanged)
    figures = (
        Figure("balance", "balance", 0.5, 0.7, (0.05, 0.35)),
        Figure("turns", "mean turns", 8.0, 9.5, (1.0, 2.0)),
        Figure("unused", "never used", 0.1, 0.12, (-0.01, 0.05)),
    )
    effect = Effect(0.2, (0.05, 0.35), figures, pairs=150)
    return SearchOutcome([Suggestion(change, effect, 580, 6)], 580, 6, 12.5, "ended", False, [])


def test_the_table_shows_the_change_its_interval_and_what_else_it_moved() -> None:
    table = format_table(outcome(), "London (underground)", [parse_goal("balance")])
    lines = table.splitlines()
    assert lines[1] == "goals: seats even (balance)"
    row = next(line for line in lines if line.startswith("1 "))
    assert "move the start from Kilburn to Bank" in row
    assert "+0.200  [+0.050, +0.350]" in row and row.endswith("580")
    assert "also: mean turns 8.0 -> 9.5 *, never used 10.0% -> 12.0%" in table
    assert "580 games in 12.5 s; ended" in table


def test_the_json_gives_words_effect_interval_figures_and_games() -> None:
    listing = to_json(outcome(), [parse_goal("balance")], map="london")
    [first] = listing["suggestions"]
    assert first["change"] == "move the start from Kilburn to Bank"
    assert (first["effect"], first["interval"]) == (0.2, [0.05, 0.35])
    assert first["figures"]["turns"] == {
        "title": "mean turns", "before": 8.0, "after": 9.5, "interval": [1.0, 2.0]
    }  # fmt: skip
    assert (first["games"], first["pairs"], first["tried"]) == (580, 150, 6)
    assert (listing["map"], listing["games"], listing["tried"]) == ("london", 580, 6)
