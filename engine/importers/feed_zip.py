"""A transit feed's zip, read table by table without trusting it.

A feed comes from anyone: its zip may be broken, may name files outside any
folder it would unpack to, or may unpack to far more than it weighs (a zip
bomb). Nothing is extracted to disk: each table streams from the archive, one
row at a time, once its size in the zip's directory is within the limit;
`zipfile` stops a table at that size and checks its CRC, so a directory that
lies about it makes a damaged zip, not an endless one. A feed ends in a
message naming the file, never in a full disk, a hang or a traceback.
"""

from __future__ import annotations

import io
import zipfile
import zlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path, PurePosixPath

from engine.errors import SourceDataError
from engine.importers.csv_table import CsvRow, csv_rows
from engine.pack.files import UnreadableFile, opened, too_large

FEED_BYTES = 512 * 2**20  # the zip file itself
TABLE_BYTES = 1024 * 2**20  # one table, unpacked
_DAMAGE = (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError, OSError)


class FeedZip:
    def __init__(self, path: Path, archive: zipfile.ZipFile) -> None:
        self.path = path
        self._archive = archive
        self._members = {info.filename: info for info in archive.infolist()}

    def has(self, name: str) -> bool:
        return name in self._members

    def rows(self, name: str, columns: Sequence[str]) -> Iterator[CsvRow]:
        """The table's rows one at a time; a missing table or column, a damaged
        member or one that unpacks past TABLE_BYTES is a SourceDataError."""
        info = self._members.get(name)
        where = self.path / name
        if info is None:
            raise SourceDataError(f"{self.path}: the feed has no {name}")
        if info.file_size > TABLE_BYTES:
            raise SourceDataError(f"{where}: unpacks {too_large(TABLE_BYTES)}")
        try:
            with self._archive.open(info) as stream:
                text = io.TextIOWrapper(stream, "utf-8-sig", newline="")
                yield from csv_rows(text, where, columns)
        except UnicodeDecodeError as error:
            raise SourceDataError(f"{where}: not UTF-8 text ({error.reason})") from None
        except _DAMAGE as error:
            raise SourceDataError(f"{where}: the zip is damaged ({error})") from None


@contextmanager
def open_feed(path: Path) -> Iterator[FeedZip]:
    """The feed open for reading, once it is a regular file, a zip, and names
    no member outside the folder it would unpack to."""
    try:
        with opened(path, FEED_BYTES) as handle:
            try:
                archive = zipfile.ZipFile(handle)
            except _DAMAGE as error:
                raise SourceDataError(f"{path}: not a readable zip file ({error})") from None
            with archive:
                for name in archive.namelist():
                    if _outside(name):
                        raise SourceDataError(
                            f"{path}: the zip names '{name}', outside the folder it unpacks to"
                        )
                yield FeedZip(path, archive)
    except UnreadableFile as error:
        raise SourceDataError(f"{path}: {error.reason}") from None


def _outside(name: str) -> bool:
    posix = PurePosixPath(name.replace("\\", "/"))
    return posix.is_absolute() or ".." in posix.parts or ":" in name
