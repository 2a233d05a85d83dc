"""Cuts a published GTFS feed down to a fixture small enough to keep in the repository.

Every table is kept as published except three: `trips.txt` keeps every Nth trip of each
group of trips with the same route, service and stops (in order of first departure, the
first always, so every pattern and every service day stays); `stop_times.txt` keeps the
kept trips' rows; `shapes.txt` keeps the shapes those trips use, each thinned to every Kth
point (the first and last always). Rows are written back as read, with the line endings
they had, and the zip is made the same way each time: cutting again gives the same bytes.

    python tests/data/gtfs/cut_feed.py SOURCE.zip TARGET.zip [--every N] [--shape-every K]
"""

from __future__ import annotations

import argparse
import csv
import io
import zipfile
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

Rows = list[list[str]]
STAMP = (2026, 1, 1, 0, 0, 0)


def read(archive: zipfile.ZipFile, name: str) -> tuple[Rows, str]:
    """The table's rows and the line ending it was published with."""
    with archive.open(name) as raw:
        text = raw.read().decode("utf-8-sig")
    ending = "\r\n" if text.partition("\n")[0].endswith("\r") else "\n"
    return list(csv.reader(io.StringIO(text, newline=""))), ending


def kept_trips(trips: Rows, stop_times: Rows, every: int) -> set[str]:
    head, times = trips[0], stop_times[0]
    trip, route, service = (head.index(c) for c in ("trip_id", "route_id", "service_id"))
    st_trip, st_seq, st_stop, st_time = (
        times.index(c) for c in ("trip_id", "stop_sequence", "stop_id", "departure_time")
    )
    calls: dict[str, list[tuple[int, str, str]]] = defaultdict(list)
    for row in stop_times[1:]:
        calls[row[st_trip]].append((int(row[st_seq]), row[st_stop], row[st_time]))
    groups: dict[tuple[str, ...], list[tuple[str, str]]] = defaultdict(list)
    for row in trips[1:]:
        stops = sorted(calls[row[trip]])
        key = (row[route], row[service], *(stop for _, stop, _ in stops))
        groups[key].append((stops[0][2] if stops else "", row[trip]))
    return {tid for group in groups.values() for tid in _every(sorted(group), every)}


def _every(group: list[tuple[str, str]], every: int) -> Iterator[str]:
    for n, (_, trip_id) in enumerate(group):
        if n % every == 0:
            yield trip_id


def thinned_shapes(shapes: Rows, used: set[str], every: int) -> Rows:
    head = shapes[0]
    sid, seq = head.index("shape_id"), head.index("shape_pt_sequence")
    points: dict[str, Rows] = defaultdict(list)
    for row in shapes[1:]:
        if row[sid] in used:
            points[row[sid]].append(row)
    out = [head]
    for shape_id in sorted(points):
        line = sorted(points[shape_id], key=lambda r: int(r[seq]))
        out += [r for n, r in enumerate(line) if n % every == 0 or n == len(line) - 1]
    return out


def cut(source: Path, target: Path, every: int, shape_every: int) -> None:
    with zipfile.ZipFile(source) as archive:
        read_tables = {name: read(archive, name) for name in sorted(archive.namelist())}
    tables = {name: rows for name, (rows, _) in read_tables.items()}
    keep = kept_trips(tables["trips.txt"], tables["stop_times.txt"], every)
    trips, times = tables["trips.txt"], tables["stop_times.txt"]
    trip_col, st_col = trips[0].index("trip_id"), times[0].index("trip_id")
    tables["trips.txt"] = [trips[0]] + [r for r in trips[1:] if r[trip_col] in keep]
    tables["stop_times.txt"] = [times[0]] + [r for r in times[1:] if r[st_col] in keep]
    if "shapes.txt" in tables:
        shape_col = trips[0].index("shape_id")
        used = {r[shape_col] for r in tables["trips.txt"][1:]}
        tables["shapes.txt"] = thinned_shapes(tables["shapes.txt"], used, shape_every)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for name, rows in tables.items():
            text = io.StringIO()
            csv.writer(text, lineterminator=read_tables[name][1]).writerows(rows)
            info = zipfile.ZipInfo(name, STAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            out.writestr(info, text.getvalue())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path)
    parser.add_argument("target", type=Path)
    parser.add_argument("--every", type=int, default=10, help="keep every Nth trip of a pattern")
    parser.add_argument("--shape-every", type=int, default=1, help="keep every Kth shape point")
    args = parser.parse_args()
    cut(args.source, args.target, args.every, args.shape_every)


if __name__ == "__main__":
    main()
