"""A transit feed's tables, from its zip or an unpacked folder, read without trusting it.

A feed comes from anyone: its zip may be broken, may name files outside any
folder it would unpack to, or may unpack to far more than it weighs (a zip
bomb). Nothing is extracted to disk: each table streams from the archive, a
block at a time, once its size in the zip's directory is within the limit and
its packing within the ratio real tables show; `zipfile` stops a table at that
size and checks its CRC, so a directory that lies about it makes a damaged
zip, not an endless one. While a table streams, its rows are counted and the
clock is read (engine/importers/feed_text.py), so even a table within those
bounds (a gigabyte of blank lines packed a hundred to one) ends in a bounded
time. A feed ends in a message naming the file and the bound, never in a full
disk, a hang or a traceback.

Many published zips hold their tables in one folder (`feed/stops.txt`), and a
feed is often kept unpacked: both are read as the zip would be.
"""

from __future__ import annotations

import time
import zipfile
import zlib
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import IO

from engine.errors import SourceDataError
from engine.importers.csv_table import CsvRow, check_header
from engine.importers.feed_text import Batch, Bounds, batches, blocks, texts
from engine.pack.files import UnreadableFile, opened, too_large

FEED_BYTES = 512 * 2**20  # the zip file itself
TABLE_BYTES = 1024 * 2**20  # one table, unpacked
# Real tables pack 2 to 20 to one; blank lines or one row repeated, a thousand to
# one. Below RATIO_FROM a table is read whatever its ratio: it is read at once.
TABLE_RATIO = 100
RATIO_FROM = 8 * 2**20
TABLE_ROWS = 50_000_000  # lines of one table, blank ones too: more than a big city's stop times
FEED_SECONDS = 300  # reading the whole feed, every table
_DAMAGE = (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError, OSError)


@dataclass
class Table:
    """A table's header and its records, a batch at a time."""

    where: Path
    index: dict[str, int]  # column name -> its place in a record
    batches: Iterator[Batch]

    def rows(self) -> Iterator[CsvRow]:
        for batch in self.batches:
            yield from batch.csv_rows()


class FeedZip:
    """A feed's tables, in a zip (`folder` is where in it they are) or a folder."""

    def __init__(self, path: Path, archive: zipfile.ZipFile | None, folder: str = "") -> None:
        self.path = path
        self.warnings: list[str] = []
        self._archive = archive
        self._folder = folder
        if archive is None:
            self._members = {}
        else:
            self._members = {
                info.filename[len(folder) :]: info
                for info in archive.infolist()
                if info.filename.startswith(folder)
            }
        self._bounds = Bounds(
            TABLE_ROWS, TABLE_BYTES, time.monotonic() + FEED_SECONDS, FEED_SECONDS
        )

    def has(self, name: str) -> bool:
        if self._archive is None:
            return (self.path / name).exists()
        return name in self._members

    def rows(self, name: str, columns: Sequence[str]) -> Iterator[CsvRow]:
        """The table's rows one at a time, typed and located for messages."""
        return self.table(name, columns).rows()

    def table(self, name: str, columns: Sequence[str]) -> Table:
        """The table once its header names `columns`; a missing table or column, a
        damaged member or one past a bound (its size, ratio, rows, the feed's
        time) is a SourceDataError."""
        where = self.path / self._folder / name
        if not self.has(name):
            raise SourceDataError(f"{self.path}: the feed has no {name}")
        records = self._records(name, where)
        header = list(next(records).header)
        check_header(where, header, columns)
        index = {column: header.index(column) for column in header}
        return Table(where, index, records)

    def _records(self, name: str, where: Path) -> Iterator[Batch]:
        """A batch holding the header alone, then the batches of records."""
        try:
            with self._open(name, where) as stream:
                text = texts(blocks(stream, where, self._bounds), where, self.warnings.append)
                header, rest = batches(text, where)
                yield Batch(where, header, 1, records=[])
                yield from rest
        except _DAMAGE as error:
            damage = "cannot read" if self._archive is None else "the zip is damaged"
            raise SourceDataError(f"{where}: {damage} ({error})") from None
        except UnreadableFile as error:
            raise SourceDataError(f"{where}: {error.reason}") from None

    def _open(self, name: str, where: Path) -> AbstractContextManager[IO[bytes]]:
        if self._archive is None:
            return opened(where, TABLE_BYTES)
        info = self._members[name]
        if info.file_size > TABLE_BYTES:
            raise SourceDataError(f"{where}: unpacks {too_large(TABLE_BYTES)}")
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size > RATIO_FROM and ratio > TABLE_RATIO:
            raise SourceDataError(
                f"{where}: unpacks to {ratio:,.0f} times its size in the zip; "
                f"a table may unpack to at most {TABLE_RATIO} times"
            )
        return self._archive.open(info)


@contextmanager
def open_feed(path: Path) -> Iterator[FeedZip]:
    """The feed open for reading: a folder of tables, or a regular file that is
    a zip naming no member outside the folder it would unpack to."""
    if path.is_dir():
        yield FeedZip(path, None)
        return
    try:
        with opened(path, FEED_BYTES) as handle:
            try:
                archive = zipfile.ZipFile(handle)
            except _DAMAGE as error:
                raise SourceDataError(f"{path}: not a readable zip file ({error})") from None
            with archive:
                names = archive.namelist()
                for name in names:
                    if _outside(name):
                        raise SourceDataError(
                            f"{path}: the zip names '{name}', outside the folder it unpacks to"
                        )
                yield FeedZip(path, archive, _tables_folder(path, names))
    except UnreadableFile as error:
        raise SourceDataError(f"{path}: {error.reason}") from None


def _tables_folder(path: Path, names: list[str]) -> str:
    """Where in the zip its tables are: "" at the top, else the one folder
    holding a stops.txt ("feed/")."""
    if "stops.txt" in names:
        return ""
    folders = sorted(name[: -len("stops.txt")] for name in names if name.endswith("/stops.txt"))
    if len(folders) > 1:
        raise SourceDataError(
            f"{path}: the zip holds a feed in each of {', '.join(folders)}; "
            "unpack it and import one of them"
        )
    return folders[0] if folders else ""


def _outside(name: str) -> bool:
    posix = PurePosixPath(name.replace("\\", "/"))
    return posix.is_absolute() or ".." in posix.parts or ":" in name
