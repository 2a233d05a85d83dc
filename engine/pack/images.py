"""Whether a background image can be shown, told without Qt from its first bytes.

The editor draws the image with Qt; `tracksmith validate` and the map settings
must say beforehand why it would not, cheaply and for any path a pack holds.
The formats are those the editor offers when choosing an image.
"""

from __future__ import annotations

from pathlib import Path

from engine.pack.assets import AssetError, read_asset
from engine.pack.limits import IMAGE_BYTES

NOT_AN_IMAGE = "not a PNG, JPEG, BMP, GIF, WebP or SVG image"
_SIGNATURES = (
    (b"\x89PNG\r\n\x1a\n", "PNG"),
    (b"\xff\xd8\xff", "JPEG"),
    (b"GIF87a", "GIF"),
    (b"GIF89a", "GIF"),
    (b"BM", "BMP"),
)


def image_format(head: bytes) -> str | None:
    """The format a file's first bytes announce, or None when they announce none we show."""
    for signature, name in _SIGNATURES:
        if head.startswith(signature):
            return name
    if head.startswith(b"RIFF") and head[8:12] == b"WEBP":
        return "WebP"
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if text.startswith(b"<") and b"<svg" in text:
        return "SVG"
    return None


def background_problem(text: str, folder: Path) -> AssetError | None:
    """Why the background image at `text` cannot be shown (see AssetError's kinds,
    plus `not-image`), or None when it looks like an image; reads only its first bytes."""
    try:
        head = read_asset(text, folder, IMAGE_BYTES, head=True)
    except AssetError as problem:
        return problem
    if image_format(head) is None:
        return AssetError("not-image", NOT_AN_IMAGE)
    return None
