"""Every family's draft of a real network plays: the London tube tables imported
(`tracksmith import csv`), laid out as a schematic, and 20 games of greedy
against random played on it, in both seatings. Each game ends by the rules
(no cap reached), its seats' scores differ, no game is scored from
consolation points alone, greedy scores more than random on average, and the
playtest verdicts (engine/sim/verdicts.py) find nothing broken."""

from __future__ import annotations

from pathlib import Path
from statistics import mean

import pytest

from engine.cli import main
from engine.layout import lay_out
from engine.lint.validate import validate
from engine.pack import load_pack
from engine.rules import get_ruleset
from engine.sim.play import Matchup, play_game
from engine.sim.result import GameResult
from engine.sim.verdicts import BROKEN, judge
from tests.gtfs_feeds import LONDON

GAMES = 20
BOTS = ("greedy", "random")
# family -> what the command must say it guessed, and the import's own options
FAMILIES = {
    "next-station": (("symbols", "districts", "tourist site", "departures", "lattice"), ()),
    "metro-x": (("windows on", "bonuses"), ("--routes",)),
    "tube-dice": (("the star at", "sections", "values on", "zones"), ("--routes",)),
    "one-day": (("station cards",), ("--routes",)),
    "underground": (("the start at", "destination cards"), ()),
}
TABLES = ("stations", "connections", "lines")


def drafted(family: str, folder: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, str]:
    target = folder / f"{family}.yaml"
    tables = [arg for t in TABLES for arg in (f"--{t}", str(LONDON / f"london.{t}.csv"))]
    options = FAMILIES[family][1]
    command = ["import", "csv", *tables, "--ruleset", family, "--zone-max", "1.5", *options]
    assert main([*command, "-o", str(target)]) == 0
    return target, capsys.readouterr().out


def played(family: str, target: Path) -> list[GameResult]:
    pack = lay_out(load_pack(target)).pack
    assert not [f for f in validate(pack) if f.severity == "error"]
    return [
        play_game(Matchup(pack, BOTS if seed % 2 == 0 else BOTS[::-1]), seed)
        for seed in range(GAMES)
    ]


def bot_means(results: list[GameResult]) -> dict[str, float]:
    """Each bot's mean score over the games, whichever seat it took."""
    return {
        bot: mean(
            r.scores[seed % 2 if bot == BOTS[0] else 1 - seed % 2] for seed, r in enumerate(results)
        )
        for bot in BOTS
    }


@pytest.mark.parametrize("family", FAMILIES)
def test_a_draft_of_london_plays_in_every_family(
    family: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target, said = drafted(family, tmp_path, capsys)
    guessed = [line for line in said.splitlines() if line.startswith("guessed: ")]
    assert len(guessed) == 1, said
    assert all(word in guessed[0] for word in FAMILIES[family][0]), guessed[0]
    assert "it validates with no errors" in said
    results = played(family, target)
    ruleset = get_ruleset(family)
    assert not [r.cut for r in results if r.cut]
    assert all(len(set(r.scores)) > 1 for r in results)
    consolation = ruleset.consolation_sources
    assert all(
        any(
            points
            for seat in r.breakdown
            for rule, points in seat.items()
            if rule not in consolation
        )
        for r in results
    )
    means = bot_means(results)
    assert means["greedy"] > means["random"], means
    bots = [BOTS[0], BOTS[1]]
    assert not [v.text for v in judge(ruleset, bots, results) if v.level == BROKEN]
    rounds = [r.observation.rounds for r in results]
    print(
        f"{family}: {guessed[0]}; greedy {means['greedy']:.1f}, random {means['random']:.1f}; "
        f"rounds {min(rounds)}-{max(rounds)}"
    )
