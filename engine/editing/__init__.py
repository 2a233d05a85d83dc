"""Edits of a map pack as pure functions, old pack in and new pack out: the
editor's undo commands and the importers build on them."""
