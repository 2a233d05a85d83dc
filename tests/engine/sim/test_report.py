"""The playtest report computed from hand-made game results."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.map.model import Card, Connection, MapPack, Station
from engine.rules.base import Observation
from engine.sim.compare import compare_runs, format_comparison
from engine.sim.heat import report_layers
from engine.sim.report import build_report, turn_spread
from engine.sim.result import GameResult
from engine.sim.summary import format_summary

PACK = MapPack(
    id="tiny",
    name="Tiny",
    ruleset="underground",
    stations=(Station("a", "A", (0, 0)), Station("b", "B", (100, 0)), Station("c", "C", (0, 100))),
    connections=(Connection("a~b", "a", "b"), Connection("a~c", "a", "c")),
    deck=(Card("a"), Card("b")),  # c is on no destination card
)


def result(
    seed: int, scores: tuple[int, int], winners: tuple[int, ...], **seen: object
) -> GameResult:
    return GameResult(
        seed=seed,
        scores=scores,
        winners=winners,
        breakdown=({"U13": scores[0] - 1, "U5": 1}, {"U13": scores[1]}),
        observation=Observation(
            heat={
                "passenger_arrivals": {"a": 2},
                "passenger_passes": {"a": 2, "b": seed},
                "track_tokens": {"a~b": 3},
                "passenger_track": {"a~b": 1 + seed},
            },
            first_build={"a~b": seed + 1},
            rounds=10 + seed,
        ),
        actions=(),
    )


RESULTS = [result(0, (10, 8), (0,)), result(1, (6, 9), (1,)), result(2, (7, 7), (0, 1))]


def report() -> dict[str, Any]:
    return build_report(
        PACK, ["greedy", "random"], 0, {}, RESULTS, 2.0, {"U13": "passenger", "U5": "national_rail"}
    )


def test_seats_count_a_shared_victory_as_half_a_win() -> None:
    seats = report()["seats"]
    assert seats[0]["win_rate"] == 0.5  # 1 + 0.5 of 3 games
    assert seats[1]["win_rate"] == 0.5
    assert seats[0]["mean_score"] == round((10 + 6 + 7) / 3, 3)
    low, high = seats[0]["win_rate_ci"]
    assert low < 0.5 < high


def test_score_sources_add_up_to_the_seats_mean_scores() -> None:
    made = report()
    total = sum(made["score_sources"].values())
    assert round(total, 3) == round(sum(s["mean_score"] for s in made["seats"]), 3)
    assert set(made["score_sources"]) == {"passenger", "national_rail"}


def test_heat_lists_every_declared_layer_with_a_mean_per_element() -> None:
    heat = {layer["key"]: layer for layer in report()["heat"]}
    assert list(heat) == [
        "passenger_arrivals",
        "track_tokens",
        "passenger_passes",
        "passenger_track",
        "passenger_walks",
    ]
    arrivals = heat["passenger_arrivals"]
    assert (arrivals["element"], arrivals["title"], arrivals["unit"]) == (
        "station",
        "Passenger arrivals",
        "arrivals",
    )
    assert arrivals["per_game"] == {"a": 2.0, "b": 0.0, "c": 0.0}
    assert heat["passenger_passes"]["per_game"] == {"a": 2.0, "b": 1.0, "c": 0.0}
    assert heat["passenger_track"]["per_game"] == {"a~b": 2.0, "a~c": 0.0}
    assert heat["passenger_walks"]["per_game"] == {"a~b": 0.0, "a~c": 0.0}


def test_never_lists_name_only_the_elements_a_layer_can_reach_u13() -> None:
    """U13: only a station on a destination card can be travelled to; c is on none."""
    heat = {layer["key"]: layer for layer in report()["heat"]}
    assert heat["passenger_arrivals"]["never"] == "Destinations never reached"
    assert heat["passenger_arrivals"]["never_ids"] == ["b"]
    assert heat["track_tokens"]["never"] == "Connections never built"
    assert heat["track_tokens"]["never_ids"] == ["a~c"]
    assert heat["passenger_passes"]["never"] == "" and heat["passenger_passes"]["never_ids"] == []


def test_the_older_keys_carry_the_first_station_and_connection_layers() -> None:
    made = report()
    assert made["never_visited_stations"] == ["b"]
    assert made["never_built_connections"] == ["a~c"]
    assert made["stations"]["a"] == {"visits": 6, "visits_per_game": 2.0}
    assert made["connections"]["a~b"]["builds"] == 9
    assert made["connections"]["a~b"]["mean_first_build_turn"] == 2.0
    assert made["connections"]["a~c"]["built_in_games"] == 0.0


def test_run_figures() -> None:
    made = report()
    assert made["games"] == 3 and made["players"] == 2
    assert made["games_per_s"] == 1.5
    assert made["mean_turns"] == 11.0
    assert made["balance"] == 1.0
    assert made["skill"]["gap"] == 0.0


def test_ruleset_metrics_are_averaged_over_the_games() -> None:
    def with_metrics(seed: int, coverage: float) -> GameResult:
        plain = result(seed, (1, 2), (1,))
        seen = Observation(rounds=5, metrics={"district_coverage": coverage})
        return GameResult(plain.seed, plain.scores, plain.winners, plain.breakdown, seen, ())

    made = build_report(
        PACK, ["greedy", "greedy"], 0, {}, [with_metrics(0, 0.5), with_metrics(1, 1.0)], 1.0, {}
    )
    assert made["metrics"] == {"district_coverage": 0.75}
    assert report()["metrics"] == {}


def test_a_comparison_lists_what_joined_and_left_each_never_list() -> None:
    before = report()
    reached = [
        replace(
            r, observation=replace(r.observation, heat={"passenger_arrivals": {"a": 1, "b": 1}})
        )
        for r in RESULTS
    ]
    after = build_report(PACK, ["greedy", "random"], 0, {}, reached, 2.0, {})
    comparison = compare_runs(before, after, RESULTS, reached)
    assert comparison["never"] == [
        {
            "key": "passenger_arrivals",
            "never": "Destinations never reached",
            "newly": [],
            "no_longer": ["b"],
        },
        {
            "key": "track_tokens",
            "never": "Connections never built",
            "newly": ["a~b"],
            "no_longer": [],
        },
    ]
    assert comparison["no_longer_never_visited"] == ["b"]
    text = format_comparison(comparison)
    assert "no longer in destinations never reached: b" in text
    assert "newly in connections never built: a~b" in text


def test_the_summary_gives_each_layer_and_its_never_list() -> None:
    text = format_summary(report())
    assert "Passenger arrivals: 2 arrivals per game, most at a 2" in text
    assert "Destinations never reached: 1 station (b)" in text
    assert "Connections never built: 1 connection (a~c)" in text
    assert "Track the Passenger walks: 0 walks per game" in text


def test_a_report_without_heat_reads_as_its_two_older_layers() -> None:
    old = {key: value for key, value in report().items() if key != "heat"}
    layers = report_layers(old)
    assert [(layer["key"], layer["title"], layer["never"]) for layer in layers] == [
        ("visits", "Station visits", "Stations never visited"),
        ("builds", "Connection builds", "Connections never built"),
    ]
    assert layers[0]["per_game"] == {"a": 2.0, "b": 0.0, "c": 0.0}
    assert layers[0]["never_ids"] == ["b"] and layers[1]["never_ids"] == ["a~c"]
    assert "Stations never visited: 1 station (b)" in format_summary(old)


def test_metrics_named_group_row_column_print_as_a_table() -> None:
    metrics = {
        "empty_stations": 8.5,
        "completed_first.a.seat0": 0.25,
        "completed_first.a.seat1": 0.5,
    }
    metrics["completed_first.b.seat1"] = 1.0
    text = format_summary({**report(), "metrics": metrics})
    assert "per seat and game: empty_stations 8.5\n" in text
    table = text.split("completed_first (share of games)\n", 1)[1].splitlines()[:3]
    assert table == [
        "      seat0   seat1",
        "a     25.0%   50.0%",
        "b      0.0%  100.0%",
    ]


def test_a_table_of_counts_prints_numbers_per_game() -> None:
    """One Day's cards taken and thrown per station are counts, not shares of games."""
    metrics = {"discards.bank.taken": 0.5, "discards.bank.thrown": 3.25}
    text = format_summary({**report(), "metrics": metrics})
    table = text.split("discards (per game)\n", 1)[1].splitlines()[:2]
    assert table == ["         taken  thrown", "bank      0.50    3.25"]


def test_the_spread_of_game_lengths_is_reported_and_summarised() -> None:
    spread = turn_spread([12, 10, 30, 11, 12, 12, 13, 14, 15, 200])
    assert (spread["min"], spread["median"], spread["max"]) == (10, 12, 200)
    assert (spread["p10"], spread["p90"]) == (11, 30)
    assert spread["games"] == {
        "10": 1, "11": 1, "12": 3, "13": 1, "14": 1, "15": 1, "30": 1, "200": 1,
    }  # fmt: skip
    text = format_summary({**report(), "turns": spread})
    assert "(10-90%: 11-30, longest 200)" in text
    assert turn_spread([])["games"] == {}


def test_a_mixed_run_says_how_often_the_stronger_bot_finished_ahead() -> None:
    """Seed 0: greedy wins; seed 1: random wins; seed 2: both win, a tie. Then
    three games where greedy wins: greedy is ahead in 4.5 of 6 comparisons."""
    more = [result(seed, (12, 5), (0,)) for seed in (3, 4, 5)]
    mixed = build_report(PACK, ["greedy", "random"], 0, {}, RESULTS + more, 1.0, {})
    figure = mixed["skill_matters"]
    assert (figure["stronger"], figure["weaker"]) == ("greedy", "random")
    assert (figure["ahead"], figure["comparisons"]) == (0.75, 6)
    low, high = figure["ahead_ci"]
    assert low < 0.75 < high <= 1.0
    assert (
        f"skill: greedy finished ahead of random in 75.0% of 6 comparisons "
        f"(95% interval {low:.1%} to {high:.1%})"
    ) in format_summary(mixed)


def test_a_run_of_one_bot_leaves_skill_unmeasured() -> None:
    same = build_report(PACK, ["greedy", "greedy"], 0, {}, RESULTS, 1.0, {})
    assert same["skill_matters"] is None
    assert "skill:" not in format_summary(same)
