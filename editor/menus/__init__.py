"""Menus and toolbars. Each module installs its part on the main window, given the
window's `EditorContext`; editor/menus/installing.py installs them all."""
