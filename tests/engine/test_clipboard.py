"""Copy and paste as pure edits: what a copy keeps, the fresh ids of a paste."""

from __future__ import annotations

import pytest

from engine.editing import clipboard
from engine.map.model import Connection, MapPack, Region, Route
from engine.pack import PackError
from tests.conftest import PackFactory

SQUARE = ((0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0))


def three_stations(make_pack: PackFactory) -> MapPack:
    return make_pack(
        {"bank": (0, 0), "oval": (200, 0), "kew": (200, 200)},
        [
            Connection("bank-oval", "bank", "oval", lanes=2, water=1, bends=((100.0, 20.0),)),
            Connection("oval-kew", "oval", "kew", sections=3),
        ],
        regions=(Region("zone", "district", SQUARE, "Zone"),),
        routes=(
            Route("red", ("bank", "oval"), "Red"),
            Route("blue", ("oval", "kew"), "Blue"),
        ),
    )


def test_a_copy_keeps_the_tracks_between_copied_stations_and_whole_routes(
    make_pack: PackFactory,
) -> None:
    pack = three_stations(make_pack)
    clip = clipboard.copy_elements(pack, {"bank", "oval", "zone", "red", "blue"})
    assert clip is not None
    assert [s.id for s in clip.stations] == ["bank", "oval"]
    assert clip.connections == (pack.connections[0],)  # oval-kew would lose kew
    assert [r.id for r in clip.regions] == ["zone"]
    assert [r.id for r in clip.routes] == ["red"]  # blue stops at kew, not copied
    assert clipboard.copy_elements(pack, {"bank-oval", "red"}) is None


def test_a_paste_gets_fresh_ids_and_joins_the_copies_not_the_originals(
    make_pack: PackFactory,
) -> None:
    pack = three_stations(make_pack)
    clip = clipboard.copy_elements(pack, {"bank", "oval", "zone", "red"})
    assert clip is not None
    after, ids = clipboard.paste(pack, clip, 20, 40)
    assert ids == ["bank-2", "oval-2", "bank-oval-2", "zone-2", "red-2"]
    assert after.stations[:3] == pack.stations
    bank, oval = after.station("bank-2"), after.station("oval-2")
    assert bank is not None and bank.pos == (20, 40) and bank.name == "Bank"
    assert oval is not None and oval.pos == (220, 40)
    track = after.connections[-1]
    assert (track.id, track.a, track.b) == ("bank-oval-2", "bank-2", "oval-2")
    assert (track.lanes, track.water, track.bends) == (2, 1, ((120.0, 60.0),))
    assert after.regions[-1].polygon[2] == (120.0, 140.0)
    assert after.routes[-1].stops == ("bank-2", "oval-2")
    again, more = clipboard.paste(after, clip, 0, 0)
    assert more[:2] == ["bank-3", "oval-3"]
    twice = clipboard.copy_elements(again, {"bank-2"})
    assert twice is not None
    assert clipboard.paste(again, twice, 0, 0)[1] == ["bank-4"]


def test_a_copy_reads_back_from_its_text(make_pack: PackFactory) -> None:
    pack = three_stations(make_pack)
    clip = clipboard.copy_elements(pack, {"bank", "oval", "red"})
    assert clip is not None
    assert clipboard.read_clip(clipboard.clip_text(clip)) == clip
    assert clipboard.summary(clip) == "2 stations"
    one = clipboard.copy_elements(pack, {"kew", "zone"})
    assert one is not None and clipboard.summary(one) == "1 station and 1 region"
    alone = clipboard.copy_elements(pack, {"kew"})
    assert alone is not None and clipboard.summary(alone) == "Kew"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "just words",
        "[1, 2]",
        "format: 1\nid: x\nname: x\nruleset: underground\nstations: [{id: a}]\n",
        "format: 1\nid: x\nname: x\nruleset: underground\ncanvas: [1e400, 1]\n",
        "!!python/object/apply:os.system ['true']",
    ],
)
def test_text_that_is_no_map_pack_is_refused(text: str) -> None:
    with pytest.raises(PackError):
        clipboard.read_clip(text)


def test_a_written_copy_loses_what_would_dangle() -> None:
    text = (
        "format: 1\nid: x\nname: x\nruleset: underground\n"
        "stations: [{id: a, name: A, pos: [0, 0]}]\n"
        "connections: [{id: c, stations: [a, elsewhere]}]\n"
        "routes: [{id: r, stops: [a, elsewhere]}]\n"
    )
    clip = clipboard.read_clip(text)
    assert clip is not None
    assert (clip.connections, clip.routes) == ((), ())
    assert clipboard.read_clip("format: 1\nid: x\nname: x\nruleset: underground\n") is None
