"""Subcommands whose module is imported only once one is chosen.

Every command's module pulls in what it runs on (the simulation, the linter,
the GTFS readers, numpy, shapely); loading them all before the command line is
even read made every `tracksmith` command, `--help` included, start in most of
a second. The name and one-line help of each are all `--help` and the choice
of a command need.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Any, NamedTuple


class Subcommand(NamedTuple):
    """A subcommand as `--help` lists it, and the module whose `register(subcommands)`
    adds its parser (by `name`, without a help text) once it is chosen."""

    name: str
    help: str
    module: str


if TYPE_CHECKING:  # generic to the type checker only
    _Subparsers = argparse._SubParsersAction[argparse.ArgumentParser]
else:
    _Subparsers = argparse._SubParsersAction


class LazySubcommands(_Subparsers):
    """Subparsers that stand in for their subcommands until one is chosen: `add_subcommand`
    lists it, and choosing it imports its module, whose parser then reads the rest."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._modules: dict[str, str] = {}

    def add_subcommand(self, command: Subcommand) -> None:
        self.add_parser(command.name, help=command.help)
        self._modules[command.name] = command.module

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        assert isinstance(values, list)  # nargs=PARSER: the name, then the rest
        module = self._modules.pop(values[0], None)
        if module is not None:
            del self._name_parser_map[values[0]]  # the stand-in makes way for the parser
            import_module(module).register(self)
        super().__call__(parser, namespace, values, option_string)
