"""The readable summary a designer sees on the terminal after a playtest."""

from __future__ import annotations

from typing import Any

from engine.map.words import count
from engine.sim.heat import report_layers
from engine.sim.skill import skill_line

_LIST_AT_MOST = 8


def format_summary(report: dict[str, Any]) -> str:
    games, players = report["games"], report["players"]
    lines = [
        f"{report['map']} ({report['ruleset']}/{report['variant'] or '-'}): {games} games, "
        f"{players} players, seeds {report['seed']}..{report['seed'] + games - 1}"
        + cut_short(report),
        f"bots: {', '.join(report['bots'])}",
        *verdict_lines(report),
        "",
        f"{'seat':<5}{'bot':<12}{'win rate':>9}  {'95% interval':<16}{'mean score':>11}{'sd':>7}",
    ]
    for seat in report["seats"]:
        low, high = seat["win_rate_ci"]
        interval = f"[{low:.1%}, {high:.1%}]"
        lines.append(
            f"{seat['seat']:<5}{seat['bot']:<12}{seat['win_rate']:>9.1%}  {interval:<16}"
            f"{seat['mean_score']:>11.1f}{seat['sd_score']:>7.1f}"
        )
    skill = report["skill"]
    lines += [
        "",
        f"{balance_text(report)}   mean turns {report['mean_turns']:.1f}"
        f"{_spread(report)}   {report['games_per_s'] or 0:.1f} games/s",
    ]
    if len(skill["win_rate_by_bot"]) > 1:
        rates = ", ".join(f"{b} {r:.1%}" for b, r in skill["win_rate_by_bot"].items())
        lines.append(f"skill gap {skill['gap']:.1%} ({rates})")
    if report.get("skill_matters"):
        lines.append(skill_line(report["skill_matters"]))
    sources = ", ".join(f"{name} {points:.1f}" for name, points in report["score_sources"].items())
    lines.append(f"points per game by source: {sources or 'none'}")
    plain = {k: v for k, v in report["metrics"].items() if k.count(".") != 2}
    if plain:
        figures = ", ".join(f"{name} {value:g}" for name, value in plain.items())
        lines.append(f"per seat and game: {figures}")
    lines += _metric_tables(report["metrics"])
    for layer in report_layers(report):
        lines.append(_busiest(layer))
        if layer["never"]:
            lines.append(_listing(layer["never"], layer["never_ids"], layer["element"]))
    return "\n".join(lines)


def verdict_lines(report: dict[str, Any]) -> list[str]:
    """The verdicts on the games, before any figure: "BROKEN: ..." first."""
    return [f"{v['level'].upper()}: {v['text']}" for v in report.get("verdicts", ())]


def balance_text(report: dict[str, Any]) -> str:
    """Balance over the games that finished, saying so where some were cut short."""
    if report["balance"] is None:
        return "balance - (no game finished)"
    over = finished_words(report)
    return f"balance {report['balance']:.3f}" + (f" ({over})" if over else "")


def finished_words(report: dict[str, Any]) -> str:
    """ "over the 6 games that finished" where some were cut short, else ""."""
    ended = report.get("finished_games", report["games"])
    return "" if ended == report["games"] else f"over the {ended} games that finished"


def cut_short(report: dict[str, Any]) -> str:
    """What a run's heading adds when the run ended before its last game."""
    if report["stopped"]:
        done = f"{report['games']} of {report['games_requested']}"
        return f" (stopped early, {done}: {report['stopped']})"
    return " (interrupted)" if report["interrupted"] else ""


def _spread(report: dict[str, Any]) -> str:
    """The middle of the game lengths and their longest, where the report has them."""
    turns = report.get("turns")
    if not turns or turns["min"] == turns["max"]:
        return ""
    return f" (10-90%: {turns['p10']}-{turns['p90']}, longest {turns['max']})"


def _metric_tables(metrics: dict[str, float]) -> list[str]:
    """Metrics named GROUP.ROW.COLUMN (Metro X's `completed_first.a.seat1`) as one
    table per group, a row per element and a column per seat, not a long line."""
    tables: dict[str, dict[str, dict[str, float]]] = {}
    for name, value in metrics.items():
        if name.count(".") == 2:
            group, row, column = name.split(".")
            tables.setdefault(group, {}).setdefault(row, {})[column] = value
    lines = []
    for group, rows in tables.items():
        columns = sorted({column for cells in rows.values() for column in cells})
        width = max(len(row) for row in rows) + 2
        # shares (Metro X's first completions) print as percentages, counts as numbers
        shares = all(0 <= value <= 1 for cells in rows.values() for value in cells.values())
        cell = ">8.1%" if shares else ">8.2f"
        lines += [
            "",
            f"{group} ({'share of games' if shares else 'per game'})",
            " " * width + "".join(f"{c:>8}" for c in columns),
        ]
        for row, cells in rows.items():
            values = "".join(f"{cells.get(c, 0.0):{cell}}" for c in columns)
            lines.append(f"{row:<{width}}{values}")
    return lines


def _busiest(layer: dict[str, Any]) -> str:
    """A heat layer in one line: its total per game and where it is highest."""
    amounts = sorted(layer["per_game"].items(), key=lambda item: -item[1])
    top = ", ".join(f"{element} {amount:g}" for element, amount in amounts[:3] if amount)
    total = sum(layer["per_game"].values())
    return f"{layer['title']}: {total:g} {layer['unit']} per game" + (
        f", most at {top}" if top else ""
    )


def _listing(label: str, ids: list[str], kind: str) -> str:
    shown = ", ".join(ids[:_LIST_AT_MOST]) + (", …" if len(ids) > _LIST_AT_MOST else "")
    return f"{label}: {count(len(ids), kind)}" + (f" ({shown})" if ids else "")
