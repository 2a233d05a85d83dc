"""Tube dice rules D1-D7, each test naming its rule id, and the worked examples
of the seed text (../shared/seeds/tube-dice-roll-and-write.txt) staged on a
small sheet (sheets.py)."""

from __future__ import annotations

import pytest

from engine.rules import ActionSyntaxError, IllegalActionError, SetupError
from tests.engine.families.tubedice.sheets import (
    RULES,
    SECOND_TURN,
    SHEET,
    legal,
    play,
    points,
    sheet_pack,
    stage,
    view,
)

ALEXA, BEN, CAROL, DENNIS = 0, 1, 2, 3


def test_worked_example_ben_uses_the_1_2_and_4_alexa_left() -> None:
    """Alexa keeps the 3 and the 6; Ben could write the 2 in the empty station with
    the 1 for its connection, or reuse the station holding 4 with the 2."""
    numbers, marked = SECOND_TURN
    game = stage(
        4,
        rolls=[[3, 6, 1, 2, 4]],
        numbers=[{}, numbers],
        connections=[[], marked],
        passes=[5, 0],
    )
    play(game, "use 3@hub 6@hub~north-park")  # Alexa's first turn: the star
    assert game.current_player == BEN and view(game, BEN)["dice"] == (1, 2, 4)
    options = legal(game)
    assert {"use 2@angel 1@angel~canal", "use 4@hub 2@hub~bank"} <= options
    assert all(set(action.faces) <= {1, 2, 4} for action in game.legal_actions())
    with pytest.raises(IllegalActionError, match="takes two of 1 2 4"):
        play(game, "use 3@angel 1@angel~canal")
    play(game, "use 4@hub 2@hub~bank")
    ben = view(game, BEN)
    assert dict(ben["numbers"]) == {"hub": 4}
    assert ben["connections"] == ("hub~bank", "hub~angel")


def test_worked_example_alexa_and_ben_share_zone_1_and_carol_scores_5_later() -> None:
    numbers, marked = SECOND_TURN
    game = stage(
        3,
        rolls=[[2, 1, 2, 1, 5], [4, 1, 4, 1, 5], [5, 1, 2, 2, 2]],
        numbers=[numbers, numbers, numbers],
        connections=[marked, marked, ["hub~bank"]],
        passes=[0, 0, 0],
    )
    play(game, "use 2@angel 1@angel~canal", "use 2@angel 1@angel~canal")
    assert legal(game) == {"keep 1 2", "keep 1 5", "keep 2 5"}  # Carol cannot reach angel yet
    play(game, "keep 2 5")
    assert points(game, "D6") == [
        (ALEXA, 10, "Zone 1 completed first: 10"),
        (BEN, 10, "Zone 1 completed first: 10"),
    ]
    assert "zone-1" in view(game, CAROL)["first_taken"]
    play(game, "use 5@canal 4@canal~docks", "use 1@canal 4@canal~docks")  # Ben rolled
    play(game, "use 4@hub 1@hub~angel")  # Carol reaches angel
    play(game, "use 5@angel 1@angel~canal")  # Carol rolls: angel completes her Zone 1
    assert game.current_player == ALEXA
    play(game, str(game.legal_actions()[0]), str(game.legal_actions()[0]))
    zone_1 = [event for event in points(game, "D6") if "Zone 1" in event[2]]
    assert zone_1[-1] == (CAROL, 5, "Zone 1 completed, its first value already taken: 5")


def test_worked_example_dennis_completes_the_central_line_for_7_the_others_later_3() -> None:
    sheet = {"hub": 4, "angel": 2}, ["hub~angel", "angel~canal"]
    game = stage(
        4,
        active=DENNIS,
        rolls=[[6, 4, 1, 1, 1], [2, 4, 2, 4, 6]],
        numbers=[sheet[0]] * 4,
        connections=[sheet[1]] * 4,
        passes=[0] * 4,
    )
    play(game, "use 6@canal 4@canal~docks")  # Dennis
    assert legal(game) == {"keep 1 1"}
    play(game, "keep 1 1", "keep 1 1", "keep 1 1")
    assert central(game) == [(DENNIS, 7, "Central line completed first: 7")]
    play(game, "use 2@canal 4@canal~docks")  # Alexa rolls next, clockwise
    play(game, "use 2@canal 4@canal~docks", "use 6@canal 4@canal~docks")  # Ben, Carol
    play(game, str(game.legal_actions()[0]))  # Dennis
    later = "Central line completed, its first value already taken: 3"
    assert central(game)[1:] == [(seat, 3, later) for seat in (ALEXA, BEN, CAROL)]
    assert game.events[-1].line == "central"


def central(game: object) -> list[tuple[int, int, str]]:
    return [event for event in points(game, "D6") if "Central" in event[2]]  # type: ignore[arg-type]


def test_worked_example_carol_spends_two_passes_to_treat_a_4_as_a_6() -> None:
    game = stage(3, active=CAROL, rolls=[[4, 4, 5, 5, 5]], numbers=[{}, {}, {"hub": 4}])
    assert "use 4@hub 4+2=6@hub~north-park" in legal(game)
    play(game, "use 4@hub 4+2=6@hub~north-park")
    assert view(game, CAROL)["passes"] == 3
    assert "hub~north-park" in view(game, CAROL)["connections"]


def test_d1_zones_hold_the_stations_their_polygons_cover_and_values_are_read() -> None:
    sheet = RULES.sheet(SHEET)
    goals = {goal.id: goal for goal in sheet.goals}
    zone_1 = goals["zone-1"].stations
    assert {sheet.station_ids[s] for s in range(6) if zone_1 >> s & 1} == {"hub", "angel"}
    assert goals["central"].values == (7, 3) and goals["zone-1"].values == (10, 5)
    with pytest.raises(SetupError, match="no station flagged 'star'"):
        RULES.new_game(sheet_pack(star="nowhere"), 2)


def test_d2_the_active_seat_takes_two_dice_the_others_two_of_the_three_left() -> None:
    game = RULES.new_game(SHEET, 3, seed=7)
    again = RULES.new_game(SHEET, 3, seed=7)
    roll = view(game)["roll"]
    assert len(roll) == 5 and roll == view(again)["roll"] and game.current_player == 0
    kept = game.legal_actions()[0]
    game.apply(kept)
    left = list(roll)
    for face in kept.faces:  # type: ignore[attr-defined]
        left.remove(face)
    assert view(game, 1)["dice"] == view(game, 2)["dice"] == tuple(left)
    play(game, str(game.legal_actions()[0]), str(game.legal_actions()[-1]))
    assert view(game)["active"] == 1 and game.current_player == 1 and game.step == 1


def test_d3_first_the_star_then_a_reached_empty_station_or_a_matching_number() -> None:
    game = stage(2, rolls=[[3, 2, 1, 1, 1]])
    assert all("@hub " in text for text in legal(game) if text.startswith("use"))
    with pytest.raises(IllegalActionError, match="star station, Hub"):
        play(game, "use 3@bank 2@bank~docks")
    numbers, marked = SECOND_TURN
    game = stage(1, rolls=[[3, 1, 6, 6, 6]], numbers=[numbers], connections=[marked], passes=[0])
    with pytest.raises(IllegalActionError, match="no connection seat 0 marked leads to Canal"):
        play(game, "use 3@canal 1@angel~canal")
    with pytest.raises(IllegalActionError, match="Hub holds 4, not 3"):
        play(game, "use 3@hub 1@hub~angel")
    play(game, "use 3@angel 1@angel~canal")
    assert dict(view(game)["numbers"]) == {"hub": 4, "angel": 3}


def test_d4_the_connection_die_marks_one_connection_of_exactly_that_many_sections() -> None:
    numbers, marked = SECOND_TURN
    game = stage(1, rolls=[[4, 3, 6, 6, 6]], numbers=[numbers], connections=[marked], passes=[0])
    # named as the sheet names them (Hub), not by their ids (hub~bank)
    refused = "'Hub\u2013Bank' is no unmarked connection of 3 sections at Hub"
    with pytest.raises(IllegalActionError, match=refused):
        play(game, "use 4@hub 3@hub~bank")
    # a pair that cannot do both marks nothing, and a usable pair must be used
    assert "keep 3 4" in legal(game) and "keep 4 6" not in legal(game)
    with pytest.raises(IllegalActionError, match="can be used"):
        play(game, "keep 4 6")
    play(game, "keep 3 4")
    assert view(game)["connections"] == ("hub~angel",)


def test_d4_option_all_marks_every_connection_of_that_many_sections_at_the_station() -> None:
    pack = sheet_pack({"connection_die": "all"})
    game = RULES.stage(pack, 1, {"rolls": [[4, 1, 6, 6, 6]], "numbers": [{"hub": 4}]})
    assert "use 4@hub 1" in legal(game)
    with pytest.raises(IllegalActionError, match="names no connection"):
        play(game, "use 4@hub 1@hub~angel")
    play(game, "use 4@hub 1")
    assert view(game)["connections"] == ("hub~angel",)


def test_d5_a_pass_changes_a_die_by_one_within_1_to_6_and_is_crossed_off() -> None:
    numbers, marked = SECOND_TURN
    game = stage(1, rolls=[[2, 1, 5, 6, 5]], numbers=[numbers], connections=[marked], passes=[2])
    assert "use 2+2=4@hub 6@hub~north-park" in legal(game)
    assert "use 5-1=4@hub 5-3=2@hub~bank" not in legal(game)  # three passes, two left
    with pytest.raises(IllegalActionError, match="2 passes left"):
        play(game, "use 5-1=4@hub 5-3=2@hub~bank")
    with pytest.raises(IllegalActionError, match="only to match"):
        play(game, "use 2+1=3@angel 1@angel~canal")
    for text in ("use 6+1=7@hub 2@hub~bank", "use 4+2=5@hub 2@hub~bank", "use 4+0=4@hub 2@x"):
        with pytest.raises(ActionSyntaxError):
            RULES.parse_action(text)
    play(game, "use 2+2=4@hub 6@hub~north-park")
    assert view(game)["passes"] == 0


def test_d6_alone_at_the_table_a_completion_always_scores_the_first_value() -> None:
    sheet = {"hub": 4, "angel": 2}, ["hub~angel", "angel~canal"]
    game = stage(1, rolls=[[6, 4, 1, 1, 1]], numbers=[sheet[0]], connections=[sheet[1]])
    assert points(game, "D6") == [(0, 10, "Zone 1 completed first: 10")]  # staged, settled first
    play(game, "use 6@canal 4@canal~docks")
    assert points(game, "D6")[-1] == (0, 7, "Central line completed first: 7")


def test_d7_the_game_ends_after_the_turn_a_seat_completes_enough_lines() -> None:
    sheet = {"hub": 4, "angel": 2}, ["hub~angel", "angel~canal"]
    game = stage(
        2,
        sheet_pack({"lines_to_end": 1}),
        rolls=[[6, 4, 5, 5, 5]],
        numbers=[sheet[0], {}],
        connections=[sheet[1], []],
        passes=[3, 1],
    )
    play(game, "use 6@canal 4@canal~docks")
    assert not game.is_over  # seat 1 still uses its dice this turn
    assert game.current_player == 1
    assert "use 5@hub 5+1=6@hub~north-park" in legal(game)  # usable only with a pass
    play(game, "keep 5 5")
    assert game.is_over and game.current_player is None
    assert points(game, "D7") == [(0, 3, "3 passes unused: 3"), (1, 1, "1 pass unused: 1")]
    assert game.scores == (10 + 7 + 3, 1) and game.winners() == (0,)
    assert game.score_breakdown[0] == {"D6": 17, "D7": 3}


def test_d7_ties_are_shared() -> None:
    game = stage(2, rolls=[[1, 1, 1, 1, 1]], passes=[0, 0], numbers=[{"hub": 1}, {"hub": 1}])
    assert game.winners() == (0, 1)
