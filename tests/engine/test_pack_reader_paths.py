"""The fast reader (libyaml's events) and the pure-Python one read every text alike:
same values, same lines, same messages."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine.pack.errors import PackError
from engine.pack.reader import read_yaml

pytestmark = pytest.mark.skipif(not yaml.__with_libyaml__, reason="PyYAML built without libyaml")

SNIPPETS = [
    "name: Bank\n",
    "name: Bank\t\n",  # a tab: libyaml accepts it where PyYAML refuses
    "a: {name: What?}\n",
    "a: |\n  two\n  lines\n",
    "a: !custom x\n",
    "a: &x 1\nb: *x\n",
    "a:\nb: 2\n",
    "a: [1, 2\n",
    "a: 1\na: 2\n",
    "\ufeffa: 1\n",
    "a: 1\n---\nb: 2\n",
    "[" * 40 + "]" * 40 + "\n",
    "pos: [.nan, 1]\n",
    "n: " + "9" * 5000 + "\n",
]


def outcome(text: str) -> tuple[object, ...]:
    try:
        read = read_yaml(text, "t.yaml")
    except PackError as problem:
        return ("error", problem.describe())
    return ("read", read.data, read.lines)


def both_ways(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[object, object]:
    fast = outcome(text)
    with monkeypatch.context() as patch:
        patch.setattr(yaml, "__with_libyaml__", False)
        slow = outcome(text)
    return fast, slow


@pytest.mark.parametrize("text", SNIPPETS)
def test_awkward_spellings_read_the_same_both_ways(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast, slow = both_ways(text, monkeypatch)
    assert fast == slow


def test_bundled_maps_read_the_same_both_ways(
    bundled_map: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast, slow = both_ways(bundled_map.read_text(encoding="utf-8"), monkeypatch)
    assert fast[0] == "read"
    assert fast == slow
