"""The package layering (README, "Architecture"): imports go one way, from the card model at the
bottom up to the command line. Every import counts, function-local ones too, since a cycle
through a function-local import hides which package owns what as well as a top-level one."""
from __future__ import annotations

import ast
from pathlib import Path

import mtgrules

ROOT = Path(mtgrules.__file__).parent

# Each package (or top-level module) of mtgrules and its level: a package may import only from
# its own level's package itself or from lower levels.
LEVELS = {
    "records": 0, "errors": 0,
    "ir": 1,
    "cards": 2,
    "engine": 3,
    "keywords": 4,
    "actions": 5, "decks": 5, "players": 5, "scenario": 5, "simulate": 6, "env": 6,
    "__init__": 6, "cli": 7, "__main__": 8,
}


def _package_of(module: str) -> str:
    """'mtgrules.engine.game' -> 'engine'; 'mtgrules' -> '__init__'."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _imports(root: Path, path: Path) -> set[str]:
    """The mtgrules modules ``path`` imports, anywhere in the file."""
    here = ".".join(("mtgrules",) + path.relative_to(root).with_suffix("").parts)
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("mtgrules"))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative import
                base = ".".join(here.split(".")[:-node.level] + ([base] if base else []))
            if base == "mtgrules":  # "from mtgrules import ir": the names are modules
                out.update(f"mtgrules.{a.name}" if a.name in LEVELS else "mtgrules" for a in node.names)
            elif base.startswith("mtgrules"):
                out.add(base)
    return out


def _edges(root: Path = ROOT) -> set[tuple[str, str, str]]:
    """(importing package, imported package, file) for every import between two packages of
    the source tree at ``root``."""
    edges = set()
    for path in root.rglob("*.py"):
        rel = path.relative_to(root)
        source = rel.parts[0].removesuffix(".py") if len(rel.parts) > 1 or rel.stem != "__init__" \
            else "__init__"
        for module in _imports(root, path):
            target = _package_of(module)
            if target != source:
                edges.add((source, target, str(rel)))
    return edges


def test_every_package_has_a_level():
    packages = {p.name.removesuffix(".py") for p in ROOT.iterdir()
                if (p.is_dir() and (p / "__init__.py").exists()) or p.suffix == ".py"}
    assert packages <= set(LEVELS), f"packages without a level: {sorted(packages - set(LEVELS))}"


def test_imports_go_down_the_layering():
    upward = sorted(f"{file}: {source} imports {target}"
                    for source, target, file in _edges() if LEVELS[target] >= LEVELS[source])
    assert not upward, "imports against the layering:\n" + "\n".join(upward)


def test_no_cycle_between_packages():
    graph: dict[str, set[str]] = {}
    for source, target, _ in _edges():
        graph.setdefault(source, set()).add(target)

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for nxt in graph.get(start, ()):
            if nxt == goal or (nxt not in seen and (seen.add(nxt) or reaches(nxt, goal, seen))):
                return True
        return False

    cyclic = sorted(p for p in graph if reaches(p, p, set()))
    assert not cyclic, f"packages on an import cycle: {cyclic}"


def test_the_layering_test_sees_function_local_imports(tmp_path):
    """The check reads imports anywhere in a module, not only at the top."""
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "compiler.py").write_text("def f():\n    from mtgrules.engine import game\n")
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "game.py").write_text("from mtgrules import cards\n")
    assert _edges(tmp_path) == {("cards", "engine", "cards/compiler.py"),
                                ("engine", "cards", "engine/game.py")}
