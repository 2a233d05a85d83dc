"""The reader of the canonical form reads what it reads as the general reader does, or
leaves the text to it; a save whose text would not read back as its data is refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from benchmarks.synthetic import synthetic_pack
from engine.map.model import MapPack, Station
from engine.pack import PackError, dump_pack, load_pack, save_pack
from engine.pack import io as pack_io
from engine.pack.canonical import write_canonical
from engine.pack.canonical_reader import read_canonical
from engine.pack.encode import pack_to_data, pyyaml_dump
from engine.pack.reader import read_yaml
from tests.engine.test_canonical_writer import keys as data_keys
from tests.engine.test_canonical_writer import plain_data
from tests.engine.test_pack_roundtrip import map_packs


def same(read: Any, expected: Any) -> bool:
    """Equal, with the same types (True is no 1, 2.0 no 2) and keys in the same order."""
    if type(read) is not type(expected):
        return False
    if isinstance(read, dict):
        return list(read) == list(expected) and all(same(read[k], expected[k]) for k in read)
    if isinstance(read, list):
        return len(read) == len(expected) and all(map(same, read, expected))
    return bool(read == expected)


def reads_as_the_general_reader(text: str) -> dict[str, Any] | None:
    """What the canonical reader reads, having checked it against the general reader:
    None where the general reader refuses the text or finds no mapping in it."""
    quick = read_canonical(text)
    try:
        general = read_yaml(text, "t").data
    except PackError:
        assert quick is None
        return None
    if quick is not None:
        assert same(quick, general), (quick, general)
    return quick


def test_every_bundled_map_is_read_as_the_general_reader_reads_it(bundled_map: Path) -> None:
    text = bundled_map.read_text("utf-8")
    assert reads_as_the_general_reader(text) is not None


@pytest.mark.parametrize("stations", [300, 2000])
def test_a_big_city_is_read_by_the_canonical_reader(stations: int) -> None:
    text = dump_pack(synthetic_pack(stations, seed=stations))
    assert max(len(line) for line in text.splitlines()) > 100  # lists wrapped onto more lines
    assert reads_as_the_general_reader(text) is not None


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(data_keys, plain_data, min_size=1, max_size=5))
def test_any_plain_data_as_written_is_read_as_the_general_reader_reads_it(
    data: dict[str, Any],
) -> None:
    reads_as_the_general_reader(pyyaml_dump(data))


# Pieces of lines: in the form, near it, and far from it.
KEYS = ["a", "b-c", "'k'", "'a: b'", "'it''s'", "1", "on", "x y", "a#", "-a", "? a", ""]
VALUES = [
    *("x", "x y", "'q''s'", "'a  b'", "[1, 2]", "[a, 'b, c']", "[-1.5, 0, 2.0]", "{}", "[]"),
    *("null", "yes", "~", "-1.5", "010", "0x1f", "1e3", "1_000", ".inf", "12345678901234567"),
    *("- x", "a: b", "a #c", "#c", "&a x", "*a", "!!str x", '"d"', "|", ">", "", " x", "x "),
    *("1.0", "2024-01-01", "<<", "=", "[a,b]", "[a, [b]]", "['x', y]", "'open", "[1,", "x:"),
    *("-", "-x", "a, b", "[x, ]", "[ x]", "\u00e9t\u00e9", "a\tb", "? x", "a: b: c", "'a'b'"),
]
lines = st.tuples(
    st.sampled_from([0, 0, 2, 2, 4, 6, 1, 3]),
    st.sampled_from(["", "", "- ", "- - "]),
    st.sampled_from([*KEYS, None]),
    st.sampled_from([*VALUES, None]),
).map(
    lambda line: (
        " " * line[0]
        + line[1]
        + (f"{line[2]}:" if line[2] is not None else "")
        + (("" if line[2] is None else " ") + line[3] if line[3] is not None else "")
    )
)


@settings(max_examples=600, deadline=None)
@given(st.lists(lines, min_size=1, max_size=8), st.booleans())
def test_any_text_is_read_as_the_general_reader_reads_it_or_left_to_it(
    texts: list[str], ends_with_a_break: bool
) -> None:
    reads_as_the_general_reader("\n".join(texts) + ("\n" if ends_with_a_break else ""))


# Data mostly in the form, so that one change lands in text the canonical reader reads.
friendly_scalars = (
    st.sampled_from(["Abbey", "Bank Street", "it's", "x" * 30, "yes", "-2", "a b " * 12, "(c)"])
    | st.integers(-(10**6), 10**6)
    | st.floats(-1e6, 1e6).map(lambda x: round(x, 2))
    | st.booleans()
    | st.none()
)
friendly = st.recursive(
    friendly_scalars,
    lambda inner: (
        st.lists(inner, max_size=12)
        | st.dictionaries(st.sampled_from(["a", "b-c", "2", "on", "k k"]), inner, max_size=4)
    ),
    max_leaves=40,
)


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(["a", "b", "id", "'q'"]), friendly, min_size=1))
def test_text_the_writer_makes_is_read_by_the_canonical_reader(data: dict[str, Any]) -> None:
    """Keys without spaces: the form's keys are words."""
    text = write_canonical(data)
    assume(text is not None and "k k" not in text)
    assert reads_as_the_general_reader(text) is not None


def _changed(text: str, where: int, how: int, piece: str) -> str:
    """`text` with one line's value, key or indentation changed."""
    lines = text.split("\n")
    at = where % max(len(lines) - 1, 1)
    line = lines[at]
    head, colon, value = line.partition(": ")
    if how == 0:
        lines[at] = f"{head}{colon or ' '}{piece}"
    elif how == 1:
        lines[at] = f"{line[: len(line) - len(line.lstrip(' -'))]}{piece}: {value}"
    elif how == 2:
        lines[at] = f" {line}"
    else:
        lines[at] = line[1:]
    return "\n".join(lines)


@settings(max_examples=600, deadline=None)
@given(
    st.dictionaries(st.sampled_from(["a", "b", "id", "'q'"]), friendly, min_size=1),
    st.integers(0, 200),
    st.integers(0, 3),
    st.sampled_from(KEYS + VALUES),
)
def test_canonical_text_changed_in_one_place_is_read_as_the_general_reader_reads_it(
    data: dict[str, Any], where: int, how: int, piece: str
) -> None:
    reads_as_the_general_reader(_changed(pyyaml_dump(data), where, how, piece))


@pytest.mark.parametrize(
    "text",
    [
        "a: 1 # a comment\n",
        "a: &x 1\nb: *x\n",
        "a: !!str 1\n",
        'a: "double"\n',
        "a:\n- 1\n",  # a sequence level with its key
        "a:\n  b: 1\n  b: 2\n",  # a duplicate key
        "a: x\n\nb: y\n",
        "a: x",  # no line break at the end
        "a: 1\n---\nb: 2\n",
        "a:\tb\n",
        "a: |\n  text\n",
        "a: 0x1f\n",
        "a: 99999999999999999999\n",
        "a: .nan\n",
        "a: <<\n",
        "a: [1, [2]]\n",
        "a: 'unclosed\n",
        "a: long text\n  that goes on \n  twice\n",
        "a: ''\n",
        "a: \u2028\n",
        "- a\n",
    ],
)
def test_text_outside_the_form_is_left_to_the_general_reader(text: str) -> None:
    assert read_canonical(text) is None or reads_as_the_general_reader(text) is not None


@pytest.mark.parametrize("code", [*range(0x20), 0x7F])
@pytest.mark.parametrize("rest", ["", "\u00e9"])
def test_a_control_character_leaves_the_text_to_the_general_reader(code: int, rest: str) -> None:
    """In ASCII text (asked by `isprintable`) and in other text (by the pattern) alike."""
    if code != ord("\n"):
        assert read_canonical(f"a: x{chr(code)}y{rest}\n") is None
    assert read_canonical(f"a: xy{rest}\n") == {"a": f"xy{rest}"}


def test_folded_text_and_wrapped_lists_read_as_yaml_folds_them() -> None:
    text = (
        "name: a long name\n  goes on here\nstops: [a, b,\n    c, 'd e\n    f']\n"
        "list:\n  - - 1\n    - x\n  - k: 'q'\n    l: [2.5]\n"
    )
    expected = {
        "name": "a long name goes on here",
        "stops": ["a", "b", "c", "d e f"],
        "list": [[1, "x"], {"k": "q", "l": [2.5]}],
    }
    assert same(read_canonical(text), expected)
    assert reads_as_the_general_reader(text) == expected


def test_a_list_of_mappings_is_read_item_by_item_whatever_each_starts_with() -> None:
    """Items after the first are read in the first one's loop while their first key is
    one already met; a new key, a block, a scalar or a list among them ends the loop."""
    text = (
        "items:\n  - id: a\n    n: 1\n  - id: b\n  - n: 2\n    id: c\n  - id:\n      - 1\n"
        "  - [3, 4]\n  - id: d\n    m:\n      k: v\n  - - x\n  - id: e\n    n: 5\nend: 0\n"
    )
    expected = {
        "items": [
            {"id": "a", "n": 1},
            {"id": "b"},
            {"n": 2, "id": "c"},
            {"id": [1]},
            [3, 4],
            {"id": "d", "m": {"k": "v"}},
            ["x"],
            {"id": "e", "n": 5},
        ],
        "end": 0,
    }
    assert same(read_canonical(text), expected)
    assert reads_as_the_general_reader(text) == expected


def test_a_key_twice_in_a_later_item_of_a_list_is_left_to_the_general_reader() -> None:
    text = "items:\n  - id: a\n  - id: b\n    id: c\n"
    assert read_canonical(text) is None


def test_plain_text_is_resolved_as_yaml_resolves_it() -> None:
    text = "a: yes\nb: ~\nc: 2.0\nd: -0.5\ne: 2024-01-01\nf: Off\ng: [true, null, 3]\n"
    assert same(
        read_canonical(text),
        {
            "a": True,
            "b": None,
            "c": 2,
            "d": -0.5,
            "e": "2024-01-01",
            "f": False,
            "g": [True, None, 3],
        },
    )


# --- the save refuses what would not read back ---------------------------------------

CITY = MapPack(
    id="city",
    name="City",
    ruleset="underground",
    stations=(Station("a", "Abbey", (1.5, 2)), Station("b", "Bank", (3, 4))),
)


def test_a_save_whose_text_reads_back_otherwise_is_refused_and_the_file_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = save_pack(CITY, tmp_path / "city.yaml")
    before = target.read_bytes()
    wrong = dump_pack(CITY).replace("pos: [1.5, 2]", "pos: [1.5, 3]")
    monkeypatch.setattr(pack_io, "dump_data", lambda data: wrong)
    with pytest.raises(PackError) as refused:
        save_pack(CITY, target)
    assert refused.value.describe() == (
        f"{target}: stations[0].pos[1]: would read back as 3; "
        "not saved, as the map would not open again"
    )
    assert target.read_bytes() == before
    assert sorted(path.name for path in tmp_path.iterdir()) == ["city.yaml"]


def test_a_save_the_canonical_reader_leaves_is_read_back_by_the_general_reader(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the canonical reader leaves the text, the general reader reads it back,
    and a difference is refused all the same."""
    monkeypatch.setattr(pack_io, "read_canonical", lambda text: None)
    pack = save_pack(CITY, tmp_path / "city.yaml")
    assert pack.read_text("utf-8") == dump_pack(CITY)
    monkeypatch.setattr(pack_io, "dump_data", lambda data: pyyaml_dump(data) + "extra: 1\n")
    with pytest.raises(PackError, match="extra: would read back as 1"):
        save_pack(CITY, tmp_path / "city.yaml")


def test_a_small_map_reads_back_as_its_data_with_its_types() -> None:
    assert same(read_canonical(dump_pack(CITY)), pack_to_data(CITY))


@settings(max_examples=100, deadline=None)
@given(map_packs)
def test_any_generated_pack_is_read_back_as_the_general_reader_reads_it(pack: MapPack) -> None:
    reads_as_the_general_reader(dump_pack(pack))


# --- opening reads a canonical file with the canonical reader -------------------------


def test_a_saved_map_opens_through_the_canonical_reader_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pack = synthetic_pack(300, seed=4)
    target = save_pack(pack, tmp_path / "city.yaml")

    def general_reader(text: str, source: str) -> None:
        raise AssertionError("the general reader was asked")

    monkeypatch.setattr(pack_io, "read_yaml", general_reader)
    assert load_pack(target) == pack


def test_a_problem_in_a_canonical_file_is_placed_on_its_line(tmp_path: Path) -> None:
    target = save_pack(CITY, tmp_path / "city.yaml")
    text = target.read_text("utf-8").replace("pos: [3, 4]", "pos: [3, 4000000]")
    assert read_canonical(text) is not None  # the canonical reader reads it
    target.write_text(text, "utf-8")
    with pytest.raises(PackError) as refused:
        load_pack(target)
    line = text.splitlines().index("    pos: [3, 4000000]") + 1
    assert refused.value.problems[0].line == line
    assert refused.value.problems[0].path == ("stations", 1, "pos")
