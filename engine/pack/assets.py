"""The files a pack names beside itself (today only the background image).

An asset path is relative to the pack's folder and never leads out of it, so a
pack and its folder can be copied anywhere together. Choosing an image from
elsewhere therefore copies it into the folder (`adopt`), and saving the map
into another folder takes its assets along (`carry_assets`). Neither ever
overwrites a different file that is already there.
"""

from __future__ import annotations

import errno
import filecmp
import os
import shutil
from collections.abc import Iterator
from pathlib import Path, PurePosixPath, PureWindowsPath

from engine.map.model import MapPack
from engine.pack.atomic import replace_atomically
from engine.pack.errors import KeyPath, format_path
from engine.pack.files import UnreadableFile, not_regular, opened, read_bounded

HEAD_BYTES = 4096  # enough of a file to tell an image's format


def asset_folder(path: Path) -> Path:
    """The folder that a pack's asset paths are relative to (a folder pack, or a file's folder)."""
    return path if os.path.isdir(path) else path.parent


def asset_references(pack: MapPack) -> Iterator[tuple[KeyPath, str]]:
    """Where in the pack each asset is named, and the path as written."""
    if pack.background is not None:
        yield ("background", "path"), pack.background.path


def relative_inside(text: str) -> PurePosixPath | None:
    """The path as written, if it is relative and never climbs up; else None."""
    if not text or PureWindowsPath(text).anchor or text.startswith(("/", "\\")):
        return None
    relative = PurePosixPath(text.replace("\\", "/"))
    return None if ".." in relative.parts else relative


def within(folder: Path, relative: PurePosixPath) -> Path | None:
    """`folder / relative`, unless a symbolic link on the way leads outside `folder`.
    Raises OSError for a path that cannot be followed (a loop of links, a name
    too long, a NUL character)."""
    try:
        path = (folder / relative).resolve()
        inside = folder.resolve()
    except RuntimeError:  # Python before 3.13 reports a loop of links so
        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP)) from None
    except ValueError:
        raise OSError(errno.EINVAL, "the path holds a NUL character") from None
    return path if path.is_relative_to(inside) else None


def asset_file(text: str, folder: Path) -> Path | None:
    """The file an asset path names in a pack's folder, or None when the path is
    absolute or leads out of the folder; OSError as `within`."""
    relative = relative_inside(text)
    return within(folder, relative) if relative is not None else None


class AssetError(Exception):
    """Why an asset cannot be read: `kind` is `outside`, `missing` or `unreadable`
    (engine/lint/assets.py turns it into a finding code), `reason` says it in words."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


def located(text: str, folder: Path) -> Path:
    """The file an asset path names; AssetError when it leads out of the folder or
    cannot be followed."""
    relative = relative_inside(text)
    if relative is None:
        raise AssetError("outside", "not a path inside the map's folder")
    try:
        file = within(folder, relative)
    except OSError as error:
        raise AssetError("unreadable", f"cannot read: {error.strerror or error}") from None
    if file is None:
        raise AssetError("outside", "leads out of the map's folder through a symbolic link")
    return file


def read_asset(text: str, folder: Path, limit: int, head: bool = False) -> bytes:
    """An asset's bytes, at most `limit` of them (AssetError past that), or with
    `head` only its first few, enough to tell its format, without reading the rest.
    Never blocks or reads forever, whatever the path names (engine/pack/files.py)."""
    file = located(text, folder)
    _status(file)
    try:
        if head:
            with opened(file, limit) as handle:
                return handle.read(HEAD_BYTES)
        return read_bounded(file, limit)
    except UnreadableFile as error:
        raise AssetError("unreadable", error.reason) from None


def copy_ends(text: str, source: Path, target: Path) -> tuple[Path, Path]:
    """Where the asset at `text` is copied from (a regular file in folder `source`)
    and to (in folder `target`); AssetError says why it cannot be, for the source
    in the words `validate` uses (missing, a name too long, a named pipe)."""
    origin = located(text, source)
    kind = not_regular(_status(origin).st_mode)
    if kind is not None:
        raise AssetError("unreadable", kind)
    try:
        destination = asset_file(text, target)
    except OSError as error:
        raise AssetError("unreadable", f"cannot follow in {target}: {error.strerror}") from None
    if destination is None:
        raise AssetError("outside", f"leads out of {target} through a symbolic link")
    return origin, destination


def _status(file: Path) -> os.stat_result:
    try:
        return os.stat(file)
    except FileNotFoundError:
        raise AssetError("missing", "missing") from None
    except OSError as error:
        raise AssetError("unreadable", f"cannot read: {error.strerror or error}") from None


def shown(text: str, limit: int = 80) -> str:
    """An asset path as a message shows it: control characters escaped, a long one cut short."""
    printable = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    if len(printable) > limit:
        return f"{printable[: limit - 20]}… ({len(text)} characters)"
    return printable


def copy_atomically(origin: Path, destination: Path) -> None:
    if destination.exists() and destination.samefile(origin):
        return  # copying into the pack's own folder
    destination.parent.mkdir(parents=True, exist_ok=True)
    replace_atomically(destination, lambda temporary: shutil.copyfile(origin, temporary))


def adopt(image: Path, folder: Path) -> str:
    """The asset path under which a pack in `folder` names `image`: its own path when
    it is inside the folder, else the name of a copy put there (`name-2.png`, ...
    when another file already has the name)."""
    image = image.resolve()
    if image.is_relative_to(folder.resolve()):
        return image.relative_to(folder.resolve()).as_posix()
    for n in range(1, 1000):
        name = image.name if n == 1 else f"{image.stem}-{n}{image.suffix}"
        destination = folder / name
        if not destination.exists():
            copy_atomically(image, destination)
            return name
        if destination.is_file() and filecmp.cmp(image, destination, shallow=False):
            return name  # the same image was copied in before
    raise OSError(f"no free name for a copy of {image.name} in {folder}")


def carry_assets(pack: MapPack, source: Path, target: Path) -> list[str]:
    """Copy the pack's assets from folder `source` to folder `target`, at the same
    relative paths, for a map saved into another folder. Returns a sentence for
    each asset left behind (missing, outside the folder, or its place taken by a
    different file) instead of failing: the map itself must still be saved."""
    if source.resolve() == target.resolve():
        return []
    left: list[str] = []
    for place, text in asset_references(pack):
        try:
            origin, destination = copy_ends(text, source, target)
        except AssetError as error:
            left.append(f"{format_path(place)} '{shown(text)}': {error.reason}")
            continue
        try:
            if destination.exists() and not filecmp.cmp(origin, destination, shallow=False):
                left.append(f"{destination} already exists and was kept")
            else:
                copy_atomically(origin, destination)
        except OSError as error:
            left.append(f"cannot copy {origin} to {destination}: {error.strerror or error}")
    return left
