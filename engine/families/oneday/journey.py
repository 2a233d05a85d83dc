"""O4: whether stops in order make a continuous journey, which line rides each
leg, and where and why it breaks.

A leg rides a line some branch of which holds both its stops. Where several
branches join a pair, any of them may ride the leg, so the check keeps, for
each stop, the set of ways (branches) that can have brought the traveller there
(a bitmask) and carries it forward: a journey is valid when some way of riding
every leg breaks no rule. A way fixes the track a leg leaves and arrives over,
and each step looks only at three stops and two ways (Network.allowed), so
this is exact.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.families.oneday.network import Network
from engine.rules.bitmask import bits
from engine.rules.journey import JourneyCheck

STOPS = 10  # the slots of a rack: a journey has this many stops (O5)


def extend(network: Network, stops: Sequence[int], start: int = 0) -> list[int]:
    """The ways that can ride into each stop after `start` (a mask per stop),
    as far as some choice of lines keeps to O4; -1 is an empty slot."""
    masks: list[int] = []
    reach = 0
    for i in range(start + 1, len(stops)):
        a, b = stops[i - 1], stops[i]
        if a < 0 or b < 0 or a == b:
            break
        if i == start + 1:
            reach = network.ridable(a, b)
        else:
            reach = sum(bit for bit, before in network.moves(stops[i - 2], a, b) if reach & before)
        if not reach:
            break
        masks.append(reach)
    return masks


def is_journey(network: Network, stops: Sequence[int]) -> bool:
    return len(extend(network, stops)) == len(stops) - 1


def longest_run(network: Network, stops: Sequence[int]) -> int:
    """The most consecutive slots that make a journey on their own (greedy's measure)."""
    best = 1 if any(s >= 0 for s in stops) else 0
    for start in range(len(stops) - 1):
        if len(stops) - start <= best:
            break
        best = max(best, len(extend(network, stops, start)) + 1)
    return best


def longest_journey(network: Network, needed: int = STOPS) -> int:
    """The most stops any journey on the network can have, up to `needed` (O4):
    fewer than a rack holds means no game can ever be won. A depth-first search
    over (stop before, stop, ways into it), which stops at the first full journey
    on a playable map; each state remembers how far it was seen to reach."""
    seen: dict[tuple[int, int, int], tuple[int, bool]] = {}  # state -> (stops, exact)
    together = _sharing_a_line(network)

    def further(a: int, b: int, ways: int, room: int) -> int:
        """The stops a journey at b, come from a on `ways`, can still add, up to `room`."""
        if room == 0:
            return 0
        key = (a, b, ways)
        if key in seen:
            stops, exact = seen[key]
            if exact or room <= stops:
                return min(stops, room)
        best = 0
        for c in together[b]:
            onward = sum(bit for bit, before in network.moves(a, b, c) if ways & before)
            if onward:
                best = max(best, 1 + further(b, c, onward, room - 1))
                if best == room:
                    break
        seen[key] = (best, best < room)  # short of `room`: nothing cut the search
        return best

    longest = 1 if any(network.lines_at) else 0
    for a, b in network.riding:
        longest = max(longest, 2 + further(a, b, network.ridable(a, b), needed - 2))
        if longest >= needed:
            return needed
    return min(longest, needed)


def _sharing_a_line(network: Network) -> list[list[int]]:
    """Per station, the stations some line takes it to."""
    others: list[list[int]] = [[] for _ in network.station_ids]
    for a, b in network.riding:
        others[a].append(b)
    return others


def ridden(network: Network, stops: Sequence[int], masks: Sequence[int]) -> tuple[int, ...]:
    """One choice of lines for the legs `masks` allows, staying on a line where it can."""
    if not masks:
        return ()
    ways = network.ways
    last = bits(masks[-1])
    if len(masks) > 1:
        a, b, c = stops[len(masks) - 2 : len(masks) + 1]
        last = [w for w in last if _stays(network, w, bits(masks[-2]), a, b, c)] or last
    chosen = [last[0]]
    for i in range(len(masks) - 1, 0, -1):
        way = chosen[-1]
        a, b, c = stops[i - 1], stops[i], stops[i + 1]
        options = [p for p in bits(masks[i - 1]) if network.allowed(way, p, a, b, c)]
        chosen.append(([p for p in options if ways[p].line == ways[way].line] or options)[0])
    return tuple(ways[way].line for way in reversed(chosen))


def _stays(network: Network, way: int, before: list[int], a: int, b: int, c: int) -> bool:
    """Whether `way` can carry on a line one of `before` rode into b."""
    line = network.ways[way].line
    return any(network.ways[p].line == line for p in before) and network.onward(line, a, b, c)


def check(network: Network, stops: Sequence[str], needed: int = STOPS) -> JourneyCheck:
    """The journey checker: stops as station ids, up to `needed`."""
    stops = tuple(stops)
    index = network.station_index
    known = [index.get(stop, -1) for stop in stops]
    unknown = next((i for i, s in enumerate(known) if s < 0), len(stops))
    masks = extend(network, known[:unknown])
    lines = tuple(network.lines[n].id for n in ridden(network, known, masks))
    at = len(masks) + 1
    if at < min(unknown, len(stops)):
        reason = _why(network, known, masks, at)
    elif unknown < len(stops):
        at, reason = unknown, f"'{stops[unknown]}' is not a station of the map"
    elif len(stops) > needed:
        at, reason = needed, f"a journey has {needed} stops, not {len(stops)} (O5)"
    else:
        return JourneyCheck(stops, lines, None, "", needed)  # the count says what it lacks
    return JourneyCheck(stops, lines[: max(at - 1, 0)], at, reason, needed)


def _why(network: Network, stops: Sequence[int], masks: Sequence[int], at: int) -> str:
    """Why no choice of lines reaches stop `at`, naming the rule and the lines."""
    names = network.names
    a, b = stops[at - 1], stops[at]
    leg = f"{names[a]} to {names[b]}"
    if a == b:
        return f"{names[b]} twice in a row: a journey never stops at one station twice running (O4)"
    for station in (a, b):
        if not network.lines_at[station]:
            return f"{leg}: {names[station]} is on no line (O4)"
    if not network.joined(a, b):
        return f"{leg}: no line joins them (O4)"
    before = stops[at - 2]
    reasons = [
        _refusal(network, way, came, before, a, b)
        for way in bits(network.ridable(a, b))
        for came in bits(masks[-1])
        if not network.allowed(way, came, before, a, b)
    ]
    return f"{leg}: " + "; ".join(dict.fromkeys(reasons))


def _refusal(network: Network, way: int, came: int, before: int, a: int, b: int) -> str:
    names = network.names
    line, into = network.ways[way].line, network.ways[came].line
    by = line_words(network, line)
    if line != into:
        back = names[network.ways[came].next_to(a, before)]
        return (
            f"changing at {names[a]} from {line_words(network, into)} (in from {back}) to "
            f"{by} (out to {back}) rides straight back over the track just ridden (O4)"
        )
    if any(before in at and a in at and b in at for at in network.lines[line].positions):
        return (
            f"{by} turns back at {names[a]}: {names[before]}, {names[a]}, {names[b]} are not "
            "in one direction, and a journey never backtracks on one line (O4)"
        )
    return (
        f"no branch of {by} runs through {names[before]}, {names[a]} and {names[b]}, so it "
        "cannot go on that way without a change of line (O4)"
    )


def line_words(network: Network, line: int) -> str:
    """The line in words ("the Northern line"), whether the map names it
    "Northern" or "Northern line"."""
    name = network.lines[line].name
    return f"the {name}" if name.lower().endswith("line") else f"the {name} line"


def describe(network: Network, stops: Sequence[int], lines: Sequence[int]) -> str:
    """A journey in words: "Blackfriars by District to Tower Hill and Aldgate,
    Metropolitan to Baker Street, ..."."""
    names = network.names
    runs: list[tuple[int, list[str]]] = []
    for line, stop in zip(lines, stops[1:], strict=False):
        if runs and runs[-1][0] == line:
            runs[-1][1].append(names[stop])
        else:
            runs.append((line, [names[stop]]))
    legs = [f"{network.lines[line].name} to {_listed(reached)}" for line, reached in runs]
    return f"{names[stops[0]]} by {', '.join(legs)}" if legs else names[stops[0]]


def _listed(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"
