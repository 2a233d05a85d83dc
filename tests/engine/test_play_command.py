"""`tracksmith play` in a terminal: a person types numbers, words or text forms,
a bad input says what is legal, the end of input abandons the game cleanly, and
the record written with --record replays to the same scores, in every family."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main
from engine.map.words import element_name
from engine.pack import load_pack
from engine.paths import MAPS, ROOT

FAMILY_MAPS = [
    "tutorial.yaml",
    "next-station-london.yaml",
    "metro-x-harbour.yaml",
    "one-day-rivertown.yaml",
    "tube-dice-quick.yaml",
]


def play(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    typed: str,
    *args: str,
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
    code = main(["play", *args])
    out, err = capsys.readouterr()
    return code, out, err


def replayed(capsys: pytest.CaptureFixture[str], record: Path) -> dict[str, object]:
    assert main(["replay", str(record), "--json"]) == 0
    result: dict[str, object] = json.loads(capsys.readouterr().out)
    return result


@pytest.mark.parametrize("name", FAMILY_MAPS)
def test_a_person_typing_1_every_time_plays_the_first_action_to_the_end(
    name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = tmp_path / "game.yaml"
    code, out, _ = play(
        monkeypatch, capsys, "1\n" * 3000, str(MAPS / name), "--seats", "human,greedy",
        "--seed", "4", "--record", str(record),
    )  # fmt: skip
    assert code == 0
    assert "the game is over; scores: seat 0: " in out
    assert "seat 1 (greedy): " in out  # the bot's moves in words
    first = out.split("\n  1. ", 1)[1].split("\n", 1)[0]  # the first action listed
    text = first.rsplit("[", 1)[1].rstrip("]")
    assert f"seat 0 (a person): {first}" in out  # ... is what `1` played
    result = replayed(capsys, record)
    final = out.split("the game is over; scores: ", 1)[1].split("\n", 1)[0]
    scores = [int(part.rsplit(": ", 1)[1]) for part in final.split(", ")]
    assert result["over"] is True and result["scores"] == scores
    assert text in record.read_text(encoding="utf-8")


def test_the_bots_moves_show_their_points_and_rule_ids(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = play(
        monkeypatch, capsys, "", str(MAPS / "tube-dice-quick.yaml"), "--seats",
        "greedy,greedy", "--seed", "2",
    )  # fmt: skip
    assert code == 0
    scored = [line for line in out.splitlines() if line.startswith("    +")]
    assert scored and all(" D" in line and ": " in line for line in scored)  # D3..D7


def test_a_bad_input_says_what_is_legal_and_words_or_text_play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = tmp_path / "game.yaml"
    typed = "not a move\n9999\nTAKE A BRANCH TILE\nbranch\n"
    code, out, _ = play(
        monkeypatch, capsys, typed, str(MAPS / "tutorial.yaml"), "--seats", "human,human",
        "--seed", "1", "--record", str(record),
    )  # fmt: skip
    assert code == 0
    assert "'not a move' is not a legal action here: type a number from 1 to" in out
    assert "'9999' is not a legal action here" in out
    # by its words, then by its text form (U1: a turn goes on after a Branch tile)
    assert out.count("seat 0 (a person): take a Branch tile  [branch]") == 2
    assert "end of input: the game is abandoned after 2 moves" in out
    result = replayed(capsys, record)
    assert result["actions"] == 2 and result["over"] is False


def test_a_seat_sees_its_own_hand_and_not_the_others(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """One Day: the other rack's cards the table has not seen show as '?' (O2)."""
    code, out, _ = play(
        monkeypatch, capsys, "1\n" * 12, str(MAPS / "one-day-rivertown.yaml"), "--seats",
        "human,human", "--seed", "1",
    )  # fmt: skip
    assert code == 0
    turn = out.split("-- seat 1 to move", 1)[1].split("seat 1>", 1)[0]
    assert "Seat 0's rack: 1. ?" in turn and "In your hand: " in turn


def test_unknown_seats_and_bad_record_folders_are_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    tutorial = str(MAPS / "tutorial.yaml")
    code, _, err = play(monkeypatch, capsys, "", tutorial, "--seats", "human,wizard")
    assert code == 2 and "unknown seat 'wizard' (known: human, random" in err
    code, _, err = play(monkeypatch, capsys, "", tutorial, "--seats", "human")
    assert code == 2 and "On the Underground" in err
    missing = tmp_path / "nowhere" / "game.yaml"
    code, _, err = play(monkeypatch, capsys, "", tutorial, "--seats", "human,greedy",
                        "--record", str(missing))  # fmt: skip
    assert code == 2 and "nowhere" in err


def test_the_command_in_a_terminal_process_ends_at_the_end_of_input(tmp_path: Path) -> None:
    record = tmp_path / "game.yaml"
    done = subprocess.run(
        [sys.executable, "-m", "engine.cli", "play", str(MAPS / "metro-x-harbour.yaml"),
         "--seats", "human,strong", "--seed", "5", "--record", str(record)],
        cwd=ROOT, input="2\n1\n", capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "end of input: the game is abandoned after" in done.stdout
    assert "Traceback" not in done.stderr and record.is_file()


@pytest.mark.parametrize("name", FAMILY_MAPS)
def test_the_seats_view_names_elements_as_people_read_them(
    name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The view lines (before the table's lists and the numbered actions) show
    stations, connections, regions and routes by name, never by id."""
    pack = load_pack(MAPS / name)
    code, out, _ = play(
        monkeypatch, capsys, "1\n" * 40, str(MAPS / name), "--seats", "human,greedy",
        "--seed", "3",
    )  # fmt: skip
    assert code == 0
    ids = {e.id for e in (*pack.stations, *pack.connections, *pack.regions, *pack.routes)}
    named = {element_name(pack, i) for i in ids}
    view = [line for line in out.splitlines() if re.match(r"  [^\s\d]", line)]  # no actions
    words = {w for line in view for w in re.split(r"[\s,;()]+", line.split(": ", 1)[-1])}
    assert not (words & ids) - named  # an id shows only where it is a name too
    start = pack.start_station()
    if start is not None:  # On the Underground: where the Passenger stands (U13)
        assert f"  passenger: {start.name}" in view
    assert not any("_" in line.split(": ", 1)[0] for line in view)  # "tokens left", not tokens_left
