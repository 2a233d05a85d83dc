"""What the editor saves opens again: random edits and random texts typed into the real
fields either are refused by the field or save and reopen equal; a map that would not
open again is not saved, nor kept as a recovery copy, and its work is not lost."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from editor.document import MapDocument
from editor.files.autosave import Autosaver
from editor.main_window import MainWindow
from editor.panels.deck import DeckPanel
from editor.panels.field_editors import ColourEditor
from editor.panels.key_value_editor import KeyValueEditor
from editor.panels.settings import SettingsPanel
from engine.editing.edits import EditError, move_by
from engine.editing.typed_values import count_value, number_value, option_value, text_value
from engine.map.model import (
    Background,
    Card,
    Components,
    LineColour,
    MapPack,
    Region,
    Route,
    frozen_mapping,
)
from engine.pack import dump_pack, load_pack, save_pack
from engine.pack.limits import TEXT_LENGTH
from tests.conftest import build_pack
from tests.editor.driving import open_pack
from tests.editor.test_files import Answers, trigger
from tests.editor.test_hostile_fields import (
    HOSTILE_COUNTS,
    HOSTILE_NUMBERS,
    HOSTILE_OPTIONS,
    child,
    paste_into,
)

LONG = "n" * (TEXT_LENGTH + 1)
SQUARE = ((0.0, 0.0), (50.0, 0.0), (50.0, 50.0))
# A ruleset the editor does not know offers every field, and the raw options table.
CITY = build_pack(
    {"a": (200, 200), "b": (400, 200)},
    ["a-b"],
    ruleset="not-yet",
    regions=(Region("r1", "district", SQUARE, values=frozen_mapping({"points": 1.0})),),
    routes=(Route("line", ("a", "b")),),
    options=frozen_mapping({"extra": 1}),
)

HOSTILE = [*HOSTILE_NUMBERS, *HOSTILE_COUNTS, *HOSTILE_OPTIONS.values(), LONG, "2024-01-01"]
TEXTS = st.one_of(
    st.sampled_from(HOSTILE),
    st.text(max_size=30),
    st.text(alphabet="[]{}&*!:,.-+0123456789aeinf \n#'\"~|>%@`", max_size=30),
    st.floats().map(repr),
    st.integers().map(str),
)


# --- the parsers the fields use ---------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(text=TEXTS)
def test_whatever_a_field_parser_takes_saves_and_reopens_equal(
    text: str, tmp_path_factory: Any
) -> None:
    folder = tmp_path_factory.mktemp("parsed")
    takes: list[Callable[[MapPack], MapPack]] = []
    for parse, put in (
        (lambda: text_value(text, "name"), lambda pack, v: replace(pack, name=v)),
        (
            lambda: count_value(text, "copies"),
            lambda pack, v: replace(pack, deck=(Card("a", copies=v),)),
        ),
        (
            lambda: number_value(text),
            lambda pack, v: replace(pack, regions=(replace(pack.regions[0], values={"x": v}),)),
        ),
        (lambda: option_value(text), lambda pack, v: replace(pack, options={"typed": v})),
    ):
        try:
            value = parse()
        except EditError as refused:
            assert str(refused)  # refused with words, never silently
            continue
        takes.append(lambda pack, put=put, value=value: put(pack, value))
    for take in takes:
        pack = take(CITY)
        assert load_pack(save_pack(pack, folder / "typed.yaml")) == pack


# --- random edits and texts through the real widgets ---------------------------------------

Typing = Callable[[QtBot, MainWindow, str], None]


def in_table(table: Callable[[MainWindow], Any], row: int, column: int) -> Typing:
    def typing(qtbot: QtBot, window: MainWindow, text: str) -> None:
        table(window).table.item(row, column).setText(text)  # what the cell editor commits

    return typing


def score_tiles(window: MainWindow) -> Any:
    """The settings panel's table for the score tiles (a family's components field)."""
    panel = window.findChild(SettingsPanel)
    assert panel is not None
    return panel.components["components.score_tiles"]


def into_field(name: str, select: Callable[[MapPack], str] | None = None) -> Typing:
    """Type into the field `name` of the element `select` picks (by position, as an
    earlier edit may have renamed it)."""

    def typing(qtbot: QtBot, window: MainWindow, text: str) -> None:
        if select is not None:
            window.document.select({select(window.document.pack)})
        editor = child(window, name)
        paste_into(qtbot, editor.text if isinstance(editor, ColourEditor) else editor, text)

    return typing


def values_editor(window: MainWindow) -> KeyValueEditor:
    window.document.select({"r1"})
    editor = child(window, "field-values")
    assert isinstance(editor, KeyValueEditor)
    return editor


FIELDS: dict[str, Typing] = {
    "region value": in_table(values_editor, 0, 1),
    "region value key": in_table(values_editor, 0, 0),
    "raw option": in_table(lambda w: child(w, "raw-options"), 0, 1),
    "raw option name": in_table(lambda w: child(w, "raw-options"), 0, 0),
    "card copies": in_table(lambda w: w.findChild(DeckPanel).cards, 0, 2),
    "line tokens": in_table(lambda w: w.findChild(SettingsPanel).lines, 0, 1),
    "score tile players": in_table(score_tiles, 0, 0),
    "score tiles": in_table(score_tiles, 0, 1),
    **{f"map {name}": into_field(f"map-{name}") for name in ("name", "id", "credits", "variant")},
    "station name": into_field("field-name", lambda pack: pack.stations[0].id),
    "station id": into_field("field-id", lambda pack: pack.stations[0].id),
    "route stops": into_field("field-stops", lambda pack: pack.routes[0].id),
    "route colour": into_field("field-colour", lambda pack: pack.routes[0].id),
}
EDITS = st.one_of(
    st.tuples(st.sampled_from(sorted(FIELDS)), TEXTS),
    st.tuples(st.just("move"), st.tuples(st.floats(-500, 500), st.floats(-500, 500))),
    st.tuples(st.sampled_from(["undo", "redo"]), st.none()),
)


def city_in(window: MainWindow) -> MapDocument:
    components = Components(
        lines=(LineColour("red", 8),), fields=frozen_mapping({"score_tiles": {2: (("red",),)}})
    )
    return open_pack(window, replace(CITY, deck=(Card("a"),), components=components))


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(edits=st.lists(EDITS, min_size=1, max_size=6))
def test_random_edits_and_typed_values_save_and_reopen_equal(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, edits: list[tuple[str, Any]]
) -> None:
    document = city_in(window)
    for kind, what in edits:
        if kind == "move":
            document.edit("Move", move_by(document.pack, {"a", "r1"}, *what), {"a", "r1"})
        elif kind in ("undo", "redo"):
            getattr(document.undo_stack, kind)()
        elif kind in FIELDS:
            FIELDS[kind](qtbot, window, what)
    written, _ = document.save(tmp_path / "random.yaml")
    assert load_pack(written) == document.pack
    assert not document.is_modified()
    window.document.undo_stack.setClean()


# --- a map that would not open again -------------------------------------------------------


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Answers:
    return Answers(monkeypatch, tmp_path / "settings.ini")


def unsaveable(document: MapDocument) -> None:
    """A value no field takes, put in as a plug-in or a script might."""
    document.edit("Set name", replace(document.pack, name=LONG), ())


@pytest.mark.parametrize("action", ["file-save", "file-save-as"])
def test_a_save_that_would_not_open_again_is_shown_and_the_work_kept(
    window: MainWindow, answers: Answers, tmp_path: Path, action: str
) -> None:
    (tmp_path / "scan.png").write_bytes(b"a picture")
    path = save_pack(replace(CITY, background=Background("scan.png")), tmp_path / "city.yaml")
    window.set_document(MapDocument.open(path))
    before = path.read_bytes()
    unsaveable(window.document)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    answers.paths.append(elsewhere / "copy.yaml")
    trigger(window, action)
    target = path if action == "file-save" else elsewhere / "copy.yaml"
    assert answers.problems == [
        (
            "Cannot save map",
            f"{target}: name: expected text of at most {TEXT_LENGTH} characters; "
            "not saved, as the map would not open again",
        )
    ]
    assert window.isWindowModified() and window.document.pack.name == LONG
    assert window.document.path == path
    assert path.read_bytes() == before
    assert list(elsewhere.iterdir()) == []  # neither the map nor its background


def test_autosave_keeps_the_last_copy_that_would_reopen(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    document = open_pack(window, CITY)
    saver = Autosaver(window.context, tmp_path / "recovery", delays=(10_000, 10_000))
    document.edit("Move", move_by(document.pack, {"a"}, 10, 0), {"a"})
    saver.write_now()
    kept = saver.file.path.read_text(encoding="utf-8")
    assert dump_pack(document.pack) in kept
    unsaveable(document)
    saver.write_now()
    assert saver.file.path.read_text(encoding="utf-8") == kept
    assert (
        window.statusBar()
        .currentMessage()
        .startswith(f"Autosave skipped: {saver.file.path}: name: expected text of at most")
    )
    assert load_pack(saver.file.path) == replace(document.pack, name=CITY.name)
    saver.file.remove()
