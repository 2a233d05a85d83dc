"""Reading an input file whole, in bounded time and memory, whatever the path names.

A path given to Tracksmith may come from anyone: a map, a record, its map, a
table, a background image. Opening a named pipe waits for a writer, and a
device such as `/dev/zero` never ends, while `stat` reports a size of zero
for both. So the file is opened without blocking, refused unless it is a
regular file, and read for at most one byte more than the limit: a size that
lies still ends the read in time. Every failure is an `UnreadableFile` whose
reason the caller puts after the file's name.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from typing import BinaryIO

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)


class UnreadableFile(Exception):
    """Why a file cannot be read, in a few words (`not a regular file: a folder`)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def too_large(limit: int) -> str:
    whole = limit % 2**20 == 0
    return f"larger than {limit // 2**20} MiB" if whole else f"larger than {limit} bytes"


@contextmanager
def opened(path: str | os.PathLike[str], limit: int) -> Iterator[BinaryIO]:
    """The file open for reading, once known to be a regular file of at most
    `limit` bytes by its own account; a reader must still read at most `limit + 1`."""
    try:
        descriptor = os.open(path, _OPEN_FLAGS)
    except OSError as error:
        raise UnreadableFile(f"cannot read: {error.strerror or error}") from None
    except ValueError:  # a NUL character, which no file name can hold
        raise UnreadableFile("cannot read: the name holds a NUL character") from None
    status = os.fstat(descriptor)
    kind = not_regular(status.st_mode)
    if kind is not None:
        os.close(descriptor)
        raise UnreadableFile(kind)
    if status.st_size > limit:
        os.close(descriptor)
        raise UnreadableFile(too_large(limit))
    with os.fdopen(descriptor, "rb") as handle:
        try:
            yield handle
        except OSError as error:
            raise UnreadableFile(f"cannot read: {error.strerror or error}") from None


def not_regular(mode: int) -> str | None:
    """What a file of `mode` is when it is not a regular file, in the words of a
    refusal (`not a regular file: a named pipe`); None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    kind = next((name for test, name in _KINDS if test(mode)), "")
    return f"not a regular file: {kind}" if kind else "not a regular file"


def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
    """The file's bytes; UnreadableFile if it is not a regular file or holds more than `limit`."""
    with opened(path, limit) as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise UnreadableFile(too_large(limit))
    return data


def read_text_bounded(path: str | os.PathLike[str], limit: int, encoding: str = "utf-8") -> str:
    """The file as text (`encoding` is UTF-8, or `utf-8-sig` to drop a byte order mark)."""
    return decode_text(read_bounded(path, limit), encoding)


def decode_text(data: bytes, encoding: str = "utf-8") -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as error:
        raise UnreadableFile(f"not UTF-8 text (byte {error.start})") from None
