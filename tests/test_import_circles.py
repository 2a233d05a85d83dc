"""No modules of engine/ or editor/ import each other in a circle: modules in a
circle cannot be read, tested or changed apart. Every import counts, those made
only for type checking and those inside functions as well."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "editor")


def modules(root: Path, packages: tuple[str, ...]) -> dict[str, Path]:
    """Each module's dotted name and file; a package is named by its __init__.py."""
    found = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imported_names(module: str, path: Path) -> set[str]:
    """Every name the module imports, absolute; `from m import x` names both m and
    m.x, as x may be a module of package m."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def import_graph(root: Path, packages: tuple[str, ...]) -> nx.DiGraph:
    """An edge from each module to each of the project's modules it imports, and to
    the packages above those, whose __init__ Python runs first. A module importing a
    package it is part of is left out: Python runs the package first whatever the
    module says."""
    files = modules(root, packages)
    graph = nx.DiGraph()
    graph.add_nodes_from(files)
    for module, path in files.items():
        for name in imported_names(module, path):
            while name and name not in files:
                name = name.rpartition(".")[0]
            while name:
                if name != module and not module.startswith(name + "."):
                    graph.add_edge(module, name)
                name = name.rpartition(".")[0]
    return graph


def circles(graph: nx.DiGraph) -> list[str]:
    """One line per group of modules that import each other, with one way round."""
    found = []
    for group in nx.strongly_connected_components(graph):
        if len(group) > 1:
            first = min(group)
            loop = [a for a, _ in nx.find_cycle(graph.subgraph(group), first)]
            found.append(
                f"{len(group)} modules: {', '.join(sorted(group))}\n"
                f"  for one: {' -> '.join([*loop, loop[0]])}"
            )
    return sorted(found)


def test_no_modules_import_each_other_in_a_circle() -> None:
    found = circles(import_graph(ROOT, PACKAGES))
    assert not found, "modules that import each other:\n" + "\n".join(found)


def test_imports_for_type_checking_and_in_functions_make_circles(tmp_path: Path) -> None:
    """Guards the check above against missing the imports a circle hides behind."""
    package = tmp_path / "shop"
    (package / "till").mkdir(parents=True)
    (package / "__init__.py").write_text("from shop import stock\n")
    (package / "stock.py").write_text("def load():\n    from .till import drawer\n")
    (package / "till" / "__init__.py").write_text("")
    (package / "till" / "drawer.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from shop.stock import load\n"
    )
    (package / "shelf.py").write_text("import shop.stock\nfrom shop.till import drawer\n")
    graph = import_graph(tmp_path, ("shop",))
    assert set(graph.edges) == {
        ("shop", "shop.stock"),
        ("shop.stock", "shop.till"),
        ("shop.stock", "shop.till.drawer"),
        ("shop.till.drawer", "shop.stock"),
        ("shop.shelf", "shop.stock"),
        ("shop.shelf", "shop.till"),
        ("shop.shelf", "shop.till.drawer"),
    }
    assert circles(graph) == [
        "2 modules: shop.stock, shop.till.drawer\n"
        "  for one: shop.stock -> shop.till.drawer -> shop.stock"
    ]
