"""Broken map packs: each is refused with a PackError naming the place, the line
and what was expected, in words a designer can act on."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.pack import PackError, load_pack, parse_pack

# Four lines, so the first line a case adds is line 5.
HEAD = "format: 1\nid: t\nname: T\nruleset: underground\n"
STATIONS = HEAD + "stations:\n"  # station entries start on line 6

CASES = [
    # --- wrong values, reported at the nested path -------------------------------
    (
        "position-not-numbers",
        STATIONS + "  - {id: a, pos: [1, 2]}\n  - {id: b, pos: [1, x]}\n",
        ["line 7: stations[1].pos: expected two numbers from -1000000 to 1000000"],
    ),
    (
        "position-one-number",
        STATIONS + "  - {id: a, pos: [1]}\n",
        ["line 6: stations[0].pos: expected two numbers from -1000000 to 1000000"],
    ),
    (
        "position-out-of-range",
        STATIONS + "  - {id: a, pos: [1, 2000000]}\n",
        ["line 6: stations[0].pos: expected two numbers from -1000000 to 1000000"],
    ),
    (
        "canvas-too-large-for-a-float",
        HEAD + "canvas: [1" + "0" * 400 + ", 800]\n",
        ["line 5: canvas[0]: number larger than 9007199254740992"],
    ),
    (
        "huge-option-value",
        HEAD + "options:\n  water_bonus: -" + "9" * 30 + "\n",
        ["line 6: options.water_bonus: number larger than 9007199254740992"],
    ),
    (
        "text-too-long",
        HEAD.replace("name: T", "name: " + "n" * 10001),
        ["line 3: name: expected text of at most 10000 characters"],
    ),
    (
        "list-where-text-belongs",
        HEAD + "author: [a]\n",
        ["line 5: author: expected text of at most 10000 characters"],
    ),
    (
        "number-where-list-belongs",
        HEAD + "stations: 3\n",
        ["line 5: stations: expected a list"],
    ),
    (
        "word-where-whole-number-belongs",
        HEAD + "connections:\n  - {id: c, stations: [a, b], lanes: two}\n",
        ["line 6: connections[0].lanes: expected a whole number of track spaces"],
    ),
    (
        "boolean-where-number-belongs",
        STATIONS + "  - {id: a, pos: [1, 2], landmark: true}\n",
        ["line 6: stations[0].landmark: expected a landmark slot size from 0 to 9"],
    ),
    (
        "zero-copies",
        HEAD + "deck:\n  - {station: a, copies: 0}\n",
        ["line 6: deck[0].copies: expected a whole number from 1 to 10000"],
    ),
    (
        "zero-canvas",
        HEAD + "canvas: [0, 5]\n",
        ["line 5: canvas: expected two positive numbers (width, height), at most 1000000"],
    ),
    (
        "colour-name-not-rgb",
        HEAD + "components:\n  lines:\n    - {name: red, tokens: 3, rgb: red}\n",
        ["line 7: components.lines[0].rgb: expected a colour such as '#d01020'"],
    ),
    (
        "connection-with-one-end",
        HEAD + "connections:\n  - {id: c, stations: [a]}\n",
        ["line 6: connections[0].stations: expected two station ids"],
    ),
    (
        "score-tiles-for-nine-players",
        HEAD + "components:\n  score_tiles:\n    '9': [[red]]\n",
        [
            "line 7: components.score_tiles: "
            "expected player counts (1 to 8) mapped to lists of tiles"
        ],
    ),
    (
        "region-value-not-a-number",
        HEAD + "regions:\n  - {id: r, kind: zone, polygon: [], values: {high: x}}\n",
        ["line 6: regions[0].values: expected names mapped to numbers from -1000000 to 1000000"],
    ),
    (
        "flag-listed-twice",
        STATIONS + "  - {id: a, pos: [1, 2], flags: [plus, plus]}\n",
        ["line 6: stations[0].flags: lists the same value twice"],
    ),
    (
        "not-a-finite-number",
        STATIONS + "  - {id: a, pos: [.inf, 2]}\n  - {id: b, pos: [1, .nan]}\n",
        [
            "line 6: stations[0].pos[0]: expected a finite number",
            "line 7: stations[1].pos[1]: expected a finite number",
        ],
    ),
    (
        "integer-with-thousands-of-digits",
        STATIONS + "  - {id: a, pos: [" + "9" * 5000 + ", 2]}\n",
        ["line 6: stations[0].pos[0]: number with too many digits"],
    ),
    # --- values outside a fixed list ---------------------------------------------
    (
        "unknown-station-flag",
        STATIONS + "  - {id: a, pos: [1, 2], flags: [plus, hub]}\n",
        [
            "line 6: stations[0].flags[1]: expected one of start, tourist, wild, star, "
            "national_rail, terminus, connection, plus"
        ],
    ),
    (
        "unknown-region-kind",
        HEAD + "regions:\n  - {id: r, kind: park, polygon: [[0, 0], [1, 0], [1, 1]]}\n",
        ["line 6: regions[0].kind: expected one of district, cluster, zone, river, edge, corner"],
    ),
    (
        "unknown-card-kind",
        HEAD + "deck:\n  - {station: a, kind: joker}\n",
        ["line 6: deck[0].kind: expected express or standard"],
    ),
    # --- unknown and missing keys --------------------------------------------------
    ("unknown-top-level-key", HEAD + "colour: red\n", ["line 5: colour: unknown key"]),
    (
        "unknown-station-key",
        STATIONS + "  - {id: a, pos: [1, 2], colour: red}\n",
        ["line 6: stations[0].colour: unknown key"],
    ),
    (
        "unknown-key-three-levels-down",
        HEAD + "components:\n  lines:\n    - {name: red, tokens: 3, shade: dark}\n",
        ["line 7: components.lines[0].shade: unknown key"],
    ),
    (
        "missing-station-position",
        STATIONS + "  - {id: a}\n",
        ["line 6: stations[0]: missing key 'pos'"],
    ),
    (
        "missing-name-and-ruleset",
        "format: 1\nid: t\n",
        ["line 1: (top level): missing key 'name'", "line 1: (top level): missing key 'ruleset'"],
    ),
    (
        "missing-background-path",
        HEAD + "background: {opacity: 0.5}\n",
        ["line 5: background: missing key 'path'"],
    ),
    (
        "every-problem-at-once",
        STATIONS
        + "  - {id: a, pos: [1, x]}\n  - {id: b, pos: 3}\n"
        + "connections:\n  - {id: c, stations: [a, b], lane: 2}\n",
        [
            "line 6: stations[0].pos: expected two numbers from -1000000 to 1000000",
            "line 7: stations[1].pos: expected two numbers from -1000000 to 1000000",
            "line 9: connections[0].lane: unknown key",
        ],
    ),
    # --- the format version ------------------------------------------------------
    (
        "newer-format",
        HEAD.replace("format: 1", "format: 2"),
        [
            "line 1: format: format 2 is newer than this version of Tracksmith reads (1); "
            "update Tracksmith"
        ],
    ),
    (
        "missing-format",
        HEAD[len("format: 1\n") :],
        ["line 1: format: missing key 'format' (expected 1)"],
    ),
    (
        "format-as-text",
        HEAD.replace("format: 1", "format: '1'"),
        ["line 1: format: expected a format version number such as 1"],
    ),
    # --- duplicate keys: the first stands, the second is reported -------------------
    (
        "duplicate-top-level-key",
        HEAD + "name: U\n",
        ["line 5: name: duplicate key (the first one stands)"],
    ),
    (
        "duplicate-nested-key",
        STATIONS + "  - id: a\n    pos: [1, 2]\n    id: b\n",
        ["line 8: stations[0].id: duplicate key (the first one stands)"],
    ),
    # --- not a pack at all -----------------------------------------------------------
    ("empty-file", "", ["(top level): the file is empty"]),
    ("only-comments", "# a map\n\n", ["(top level): the file is empty"]),
    (
        "top-level-list",
        "- 1\n- 2\n",
        ["line 1: (top level): expected a mapping at the top of the file"],
    ),
    (
        "top-level-text",
        "hello\n",
        ["line 1: (top level): expected a mapping at the top of the file"],
    ),
    (
        "unclosed-bracket",
        HEAD + "stations: [\n",
        [
            "line 6: (top level): not valid YAML: while parsing a flow node, "
            "expected the node content, but found '<stream end>'"
        ],
    ),
    (
        "two-documents",
        HEAD + "---\nformat: 1\n",
        [
            "line 5: (top level): not valid YAML: expected a single document in the stream, "
            "but found another document"
        ],
    ),
    (
        "tab-indentation",
        STATIONS + "\t- {id: a}\n",
        [
            "line 6: (top level): not valid YAML: while scanning for the next token, "
            "found character '\\t' that cannot start any token"
        ],
    ),
    (
        "key-that-is-a-list",
        HEAD + "options:\n  ? [a]\n  : b\n",
        ["line 6: options: keys must be plain text"],
    ),
    # --- YAML features a pack never needs --------------------------------------------
    (
        "anchor",
        HEAD + "canvas: &size [10, 20]\n",
        ["line 5: (top level): anchors (&name) are not allowed in map packs"],
    ),
    (
        "alias",
        STATIONS + "  - {id: a, pos: [1, 2]}\n  - {id: b, pos: *size}\n",
        ["line 7: (top level): aliases (*name) are not allowed in map packs"],
    ),
    (
        "python-object-tag",
        HEAD + "author: !!python/object:os.system ls\n",
        ["line 5: author: unsupported YAML tag tag:yaml.org,2002:python/object:os.system"],
    ),
    (
        "python-tag-on-a-list",
        HEAD + "stations: !!python/object/apply:os.system [ls]\n",
        ["line 5: stations: unsupported YAML tag tag:yaml.org,2002:python/object/apply:os.system"],
    ),
    (
        "set-tag-on-a-mapping",
        HEAD + "options: !!set {a, b}\n",
        ["line 5: options: unsupported YAML tag tag:yaml.org,2002:set"],
    ),
    ("local-tag", HEAD + "author: !me x\n", ["line 5: author: unsupported YAML tag !me"]),
    (
        "nested-33-levels",  # options, x, then 31 lists inside x's list
        HEAD + "options:\n  x: " + "[" * 32 + "]" * 32 + "\n",
        ["line 6: (top level): nested deeper than 32 levels"],
    ),
    (
        "nested-beyond-the-python-stack",
        HEAD + "options:\n  x: " + "[" * 5000 + "]" * 5000 + "\n",
        ["line 6: (top level): nested deeper than 32 levels"],
    ),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_broken_pack_is_refused_with_its_place(text: str, expected: list[str]) -> None:
    with pytest.raises(PackError) as refused:
        parse_pack(text, "")
    assert [problem.describe() for problem in refused.value.problems] == expected


def test_message_names_the_file_and_line() -> None:
    with pytest.raises(PackError) as refused:
        parse_pack(STATIONS + "  - {id: a, pos: [1, x]}\n", "maps/draft.yaml")
    assert (
        str(refused.value) == "maps/draft.yaml:6: stations[0].pos: expected two numbers "
        "from -1000000 to 1000000"
    )
    assert refused.value.source == "maps/draft.yaml"


def test_nesting_at_the_limit_is_read() -> None:
    """32 levels are allowed (options, x, 30 lists inside x's list); 33 are refused."""
    pack = parse_pack(HEAD + "options:\n  x: " + "[" * 31 + "]" * 31 + "\n", "")
    value = pack.options["x"]
    for _ in range(30):
        value = value[0]
    assert value == []


def test_date_like_text_stays_text() -> None:
    pack = parse_pack(HEAD + "author: 2024-01-01\n", "")
    assert pack.author == "2024-01-01"


def test_bytes_that_are_not_utf8() -> None:
    with pytest.raises(PackError) as refused:
        parse_pack(HEAD.encode() + b"author: \xff\n", "x.yaml")
    offset = len(HEAD + "author: ")
    assert str(refused.value) == f"x.yaml: (top level): not UTF-8 text (byte {offset})"


def test_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes(HEAD.encode() + "author: Zoë\n".encode("latin-1"))
    with pytest.raises(PackError) as refused:
        load_pack(path)
    offset = len(HEAD + "author: Zo")
    assert [p.describe() for p in refused.value.problems] == [
        f"(top level): not UTF-8 text (byte {offset})"
    ]
    assert refused.value.source == str(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(PackError) as refused:
        load_pack(tmp_path / "nowhere.yaml")
    assert str(refused.value) == (
        f"{tmp_path / 'nowhere.yaml'}: (top level): cannot read: No such file or directory"
    )


def test_folder_pack_without_map_yaml(tmp_path: Path) -> None:
    folder = tmp_path / "city"
    folder.mkdir()
    (folder / "background.png").write_bytes(b"\x89PNG")
    with pytest.raises(PackError) as refused:
        load_pack(folder)
    assert str(refused.value) == (
        f"{folder / 'map.yaml'}: (top level): cannot read: No such file or directory"
    )
