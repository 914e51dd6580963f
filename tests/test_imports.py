"""The shape of the package: no import cycles, stages below the jobs layer, a CLI on the
public API, and an ``import deckgen`` that loads no stage.

The import graph is read from the source (every ``import`` anywhere in a module: at the top,
inside functions, under ``TYPE_CHECKING``), not from what a run happens to import.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import deckgen

PACKAGE_DIR = Path(deckgen.__file__).resolve().parent

# Cycles someone is removing right now; each entry is a set of modules allowed to import
# one another. Keep this empty: a new cycle is a design question, not an exception.
ALLOWED_CYCLES: list[frozenset[str]] = []
# The layers above the stages: nothing below them may import them.
UPPER = (
    "deckgen",
    "deckgen.jobs",
    "deckgen.options",
    "deckgen.reports",
    "deckgen.cli",
    "deckgen.preview",
    "deckgen.__main__",
)
# What the command line may import besides deckgen (the package itself) and the standard library.
CLI_THIRD_PARTY = {"typer", "rich"}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(path): path for path in sorted(PACKAGE_DIR.rglob("*.py"))}


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The deckgen modules ``name`` imports, anywhere in its source."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            parent = _statement_targets(name, path, node)[0]
            # ``from package import module`` imports that module; ``from module import
            # name`` the module that holds the name
            named = {f"{parent}.{alias.name}" for alias in node.names}
            found.update(named & modules.keys() or {parent})
    return {target for target in found if target in modules and target != name}


def _graph() -> dict[str, set[str]]:
    """deckgen module → the deckgen modules it imports."""
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _without_allowed(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    return {
        name: {t for t in targets if not any({name, t} <= allowed for allowed in ALLOWED_CYCLES)}
        for name, targets in graph.items()
    }


def test_the_import_graph_is_read_from_every_kind_of_import():
    """The reader sees imports inside functions and under TYPE_CHECKING, relative or not."""
    graph = _graph()
    assert "deckgen.layout.imposition" in graph["deckgen.layout.calibration"]  # in a function
    assert "deckgen.definitions.model" in graph["deckgen.output"]  # under TYPE_CHECKING
    assert "deckgen.cli.app" in graph["deckgen.cli"]  # from .app import app
    assert "deckgen.cli.printing" in graph["deckgen.cli"]  # from . import printing


def test_no_import_cycles():
    cycles = _cycles(_without_allowed(_graph()))
    assert cycles == [], "import cycles (each line: modules that import one another):\n" + (
        "\n".join(" <-> ".join(cycle) for cycle in cycles)
    )


def test_the_cycle_finder_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]


def test_allowed_cycles_still_exist():
    """An allow-list entry whose cycle is gone must be removed, so the list stays honest."""
    cycles = [frozenset(cycle) for cycle in _cycles(_graph())]
    for allowed in ALLOWED_CYCLES:
        if allowed not in cycles and all(m in _modules() for m in allowed):
            raise AssertionError(f"{sorted(allowed)} no longer import one another: remove it")


def test_stages_do_not_import_the_layers_above_them():
    """A stage takes the model and its options; it never reaches up to the jobs or the CLI."""
    graph = _graph()
    upward = [
        f"{name} imports {target}"
        for name, targets in graph.items()
        if not _is_upper(name)
        for target in sorted(targets)
        if _is_upper(target)
    ]
    assert upward == []


# The stages in order: a stage may import the ones before it, never one after it.
STAGES = ("definitions", "rules", "game", "render", "booklet", "layout")
# Upward edges someone still has to remove (each is a lazy import inside a function).
# Keep shrinking this; a new edge is a design question, not an exception.
KNOWN_UPWARD = {
    "deckgen.booklet.document -> deckgen.layout.fonts",
    "deckgen.definitions.resolve -> deckgen.render.glyphs",
    "deckgen.definitions.resolve -> deckgen.render.style",
    "deckgen.rules.houserules -> deckgen.render.glyphs",
    "deckgen.rules.houserules -> deckgen.render.style",
    "deckgen.rules.loader -> deckgen.render.glyphs",
}


def _stage(name: str) -> int | None:
    parts = name.split(".")
    return STAGES.index(parts[1]) if len(parts) > 2 and parts[1] in STAGES else None


def _upward_stage_edges() -> set[str]:
    edges = set()
    for name, targets in _graph().items():
        below = _stage(name)
        for target in targets:
            above = _stage(target)
            if below is not None and above is not None and above > below:
                edges.add(f"{name} -> {target}")
    return edges


def test_no_stage_imports_a_later_stage():
    """definitions → rules → game → render → booklet → layout; the deck reader checks a
    picture with ``definitions.pictures``, not with ``render.images``."""
    upward = _upward_stage_edges()
    assert "deckgen.definitions.resolve -> deckgen.render.images" not in upward
    assert sorted(upward - KNOWN_UPWARD) == []


def test_known_upward_edges_still_exist():
    """An entry of :data:`KNOWN_UPWARD` that is gone must be removed, so the list stays honest."""
    assert sorted(KNOWN_UPWARD - _upward_stage_edges()) == []


def test_render_still_offers_the_picture_check():
    """``render.images`` re-exports the check it moved below, under the same names."""
    from deckgen.definitions import pictures
    from deckgen.render import images

    assert images.check_image is pictures.check_image
    assert images.MIN_PRINT_DPI == pictures.MIN_PRINT_DPI == 200
    assert images.MAX_IMAGE_PIXELS == pictures.MAX_IMAGE_PIXELS


def _is_upper(name: str) -> bool:
    return name in UPPER or name.startswith(("deckgen.cli.", "deckgen.preview."))


def test_the_cli_imports_only_the_public_api():
    """deckgen/cli/* imports deckgen itself (its public API), the preview package (beside
    it at the top), typer, rich and the standard library, and its own modules; nothing
    inside the stages."""
    modules = _modules()
    wrong = []
    for name, path in modules.items():
        if not (name == "deckgen.cli" or name.startswith("deckgen.cli.")):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            for target in _statement_targets(name, path, node):
                top = target.split(".")[0]
                # deckgen.preview: the live preview, the other top layer (its web stack loads
                # only when the command runs)
                if target in ("deckgen", "deckgen.preview") or target.startswith("deckgen.cli"):
                    continue
                if top in CLI_THIRD_PARTY or top in sys.stdlib_module_names:
                    continue
                wrong.append(f"{path.relative_to(PACKAGE_DIR.parent)}:{node.lineno}: {target}")
    assert wrong == [], "the CLI may import only deckgen, typer, rich and the stdlib:\n" + (
        "\n".join(wrong)
    )


def _statement_targets(name: str, path: Path, node: ast.AST) -> list[str]:
    """The module a statement imports from (``from deckgen.x import y`` → ``deckgen.x``)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        if not node.level:
            return [node.module or ""]
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        base = package.split(".")
        base = base[: len(base) - (node.level - 1)]
        return [".".join([*base, node.module] if node.module else base)]
    return []


def test_import_deckgen_loads_no_stage():
    """``import deckgen`` is cheap: the stages load when a name is first used (PEP 562)."""
    code = (
        "import sys, deckgen\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('deckgen.'))\n"
        "heavy = [m for m in ('PIL', 'reportlab', 'pydantic', 'pypdf', 'yaml', 'babel')\n"
        "         if m in sys.modules]\n"
        "print(loaded, heavy)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[] []"


def test_every_public_name_resolves():
    """Each name in ``deckgen.__all__`` loads, and ``dir(deckgen)`` lists it."""
    for name in deckgen.__all__:
        assert getattr(deckgen, name) is not None, name
        assert name in dir(deckgen)


def test_the_public_names_are_listed_three_times_alike():
    """``__all__``, the lazy-import table and the ``TYPE_CHECKING`` imports name the same
    things, so type checkers see exactly what ``import deckgen`` gives."""
    tree = ast.parse((PACKAGE_DIR / "__init__.py").read_text(encoding="utf-8"))
    checked = next(
        node
        for node in tree.body
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
    )
    typed = {alias.asname or alias.name for node in checked.body for alias in node.names}
    assert sorted(deckgen.__all__) == deckgen.__all__
    assert set(deckgen.__all__) == set(deckgen._WHERE) == typed


def test_the_package_says_it_is_typed():
    """PEP 561: ``py.typed`` ships in the package (the wheel takes every file of deckgen/)."""
    assert (PACKAGE_DIR / "py.typed").is_file()
