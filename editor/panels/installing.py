"""Every panel the editor installs, in order: kept out of the package's __init__, which
Python runs before any module of the package, so that importing one panel module
does not import them all."""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.panels import (
    deck,
    dock_layout,
    history,
    inspector,
    journey,
    layers,
    overview,
    play,
    playtest,
    settings,
    suggest,
    validation,
)

if TYPE_CHECKING:
    from editor.context import EditorContext


def install_panels(context: EditorContext) -> None:
    for module in (
        inspector,
        deck,
        settings,
        journey,
        validation,
        layers,
        history,
        playtest,
        suggest,
        play,
        overview,
        dock_layout,
    ):
        module.install(context)
