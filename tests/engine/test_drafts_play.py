"""Every family's draft of a real network plays: the London tube tables imported
(`tracksmith import csv`, and `import gtfs` of the feed tests/gtfs_feeds.py makes
of them), laid out as a schematic, and 20 games of greedy against random played
on it, in both seatings. Each game ends by the rules and within its usual
rounds, no game is scored from consolation points alone (the playtest verdicts
of engine/sim/verdicts.py find nothing in any game), its seats' scores differ,
and greedy scores more than random on average."""

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
from engine.sim.verdicts import judge
from tests.gtfs_feeds import LONDON, london_feed

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


SOURCES = ("csv", "gtfs")
AROUND = ("--around", "Green Park", "--radius", "3")  # central London, as zone 1 is


@pytest.fixture(scope="module")
def feed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return london_feed(tmp_path_factory.mktemp("feed") / "london.zip", trips_each_way=1)


def drafted(
    family: str, source: str, feed: Path, folder: Path, capsys: pytest.CaptureFixture[str]
) -> tuple[Path, str]:
    target = folder / f"{family}.yaml"
    if source == "csv":
        tables = [arg for t in TABLES for arg in (f"--{t}", str(LONDON / f"london.{t}.csv"))]
        options = FAMILIES[family][1]
        command = ["import", "csv", *tables, "--zone-max", "1.5", *options]
    else:
        command = ["import", "gtfs", str(feed), *AROUND]
    assert main([*command, "--ruleset", family, "-o", str(target)]) == 0
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


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("family", FAMILIES)
def test_a_draft_of_london_plays_in_every_family(
    family: str, source: str, feed: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target, said = drafted(family, source, feed, tmp_path, capsys)
    guessed = [line for line in said.splitlines() if line.startswith("guessed: ")]
    assert len(guessed) == 1, said
    assert all(word in guessed[0] for word in FAMILIES[family][0]), guessed[0]
    assert "does not validate" not in said and "before it plays" not in said
    results = played(family, target)
    ruleset = get_ruleset(family)
    # Each game judged on its own: cut short, outside the rules' usual rounds, or
    # scored from consolation points alone is a verdict on it.
    assert not [(r.seed, v.text) for r in results for v in judge(ruleset, BOTS, [r])]
    assert all(len(set(r.scores)) > 1 for r in results)
    means = bot_means(results)
    assert means["greedy"] > means["random"], means
    rounds = [r.observation.rounds for r in results]
    print(
        f"{family} ({source}): {guessed[0]}; greedy {means['greedy']:.1f}, "
        f"random {means['random']:.1f}; rounds {min(rounds)}-{max(rounds)}"
    )
