"""Every menu the editor installs, in order: kept out of the package's __init__, which
Python runs before any module of the package, so that importing one menu module
does not import them all."""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.menus import (
    arrange_menu,
    edit_menu,
    file_menu,
    find_bar,
    help_menu,
    sheet_menu,
    tool_options_bar,
    tools_bar,
    view_menu,
)

if TYPE_CHECKING:
    from editor.context import EditorContext


def install_menus(context: EditorContext) -> None:
    for module in (
        file_menu,
        edit_menu,
        view_menu,
        arrange_menu,
        find_bar,
        sheet_menu,
        tools_bar,
        tool_options_bar,
        help_menu,
    ):
        module.install(context)
