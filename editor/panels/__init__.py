"""Dock panels beside the canvas. Each module installs one dock on the main window;
dock_layout comes last and arranges them."""

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
    validation,
)

if TYPE_CHECKING:
    from editor.context import EditorContext


def install(context: EditorContext) -> None:
    for module in (
        inspector,
        deck,
        settings,
        journey,
        validation,
        layers,
        history,
        playtest,
        play,
        overview,
        dock_layout,
    ):
        module.install(context)
