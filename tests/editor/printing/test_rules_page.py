"""The printed rules summary speaks to players: each option of the map under its
name in words, its value in words and what it does, without the rule ids the
editor's tooltips keep for designers."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from editor.printing.pdf import write_kit
from editor.printing.plan import KitSettings, RulesPage, plan_kit
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset

RULE_ID = re.compile(r"\b[UNMOD]\d+\b")

BUNDLED = [
    "london.yaml",
    "next-station-london.yaml",
    "metro-x-harbour.yaml",
    "one-day-rivertown.yaml",
    "tube-dice-city.yaml",
]


@pytest.mark.parametrize("name", BUNDLED)
def test_the_rules_summary_names_options_in_words_without_rule_ids(name: str) -> None:
    pack = load_pack(MAPS / name)
    (page,) = [p for p in plan_kit(pack, KitSettings()).pages if isinstance(p, RulesPage)]
    specs = get_ruleset(pack.ruleset).options()
    assert [title for title, _, _ in page.options] == [spec.title for spec in specs]
    for title, value, what in page.options:
        assert "_" not in title and "_" not in value, title
        assert not RULE_ID.search(what), what
        assert what[:1].isupper() or not what[:1].isalpha(), what


def test_the_printed_page_shows_them(qtbot: QtBot, tmp_path) -> None:
    pack = load_pack(MAPS / "london.yaml")
    kit = plan_kit(pack, KitSettings())
    target = tmp_path / "kit.pdf"
    write_kit(kit, target)
    number = next(n for n, p in enumerate(kit.pages) if isinstance(p, RulesPage))
    text = " ".join(PdfReader(target).pages[number].extract_text().split())
    assert "Water bonus" in text and "+3 per line joining a pair of Connection tiles" in text
    assert not RULE_ID.search(text.split("Options on this map", 1)[1])
