"""The compiled core of the two searches (``_core.c``), loaded with ctypes, and the choice of core.

``search_tripeaks_native`` and ``search_pyramid_native`` take exactly the
arguments of ``tripeaks_search.search_tripeaks`` and
``pyramid._search_pyramid`` and give the same ``common.Outcome`` (verdict,
lines, node count, fewest cards left): the C code is those searches
translated (issue 18 point 5). Where the core cannot answer (no library,
a layout of more than ``MAX_SIZE`` positions, ``MAX_TRIPEAKS_SIZE`` for the
TriPeaks search, inputs it does not take, out
of memory) they run the Python search instead and say nothing.

The library is ``LIBRARY_PATH``, ``_core.so`` (``_core.dll`` on Windows)
next to this module, which the wheel carries where it was built with a C
compiler (``hatch_build.py``) and which ``python -m
tripeaks_a11y.program.solver_build`` builds in a checkout (``scripts/setup.sh`` runs
it), or the file named by the environment variable
``TRIPEAKS_A11Y_SOLVER_LIB``. It is used only when it loads and its
``tripeaks_core_version()`` is ``CORE_VERSION``: a stale or broken file is
ignored.

Which core the solve functions use: ``active()``, "native" or "python",
chosen at import by ``TRIPEAKS_A11Y_SOLVER_CORE`` (``auto``, the default:
the core when it loaded; ``python``: the Python search; ``native``: the
core, as ``auto`` when it did not load, since a missing core must never
stop a game; anything else: ``auto``), and later by ``select`` or, for a
block, ``using``. ``expected_long`` says, from an answer's node budget and
the core in use, whether the player is told to wait (issue 28 point 2).
"""

from __future__ import annotations

import ctypes
import os
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final

from . import pyramid as _pyramid
from .common import Outcome, Tables
from .tripeaks_search import search_tripeaks

__all__ = [
    "CHOICE_ENV",
    "CORE_VERSION",
    "LIBRARY_ENV",
    "LIBRARY_PATH",
    "LONG_NODES",
    "MAX_SIZE",
    "MAX_TRIPEAKS_SIZE",
    "active",
    "available",
    "expected_long",
    "load",
    "search_pyramid_native",
    "search_tripeaks_native",
    "select",
    "using",
]

CORE_VERSION: Final = 1
"""The version the library must report (``TRIPEAKS_CORE_VERSION`` in ``_core.c``)."""

MAX_SIZE: Final = 60
"""The most tableau positions the core takes (its masks are 64-bit); larger runs Python."""

MAX_TRIPEAKS_SIZE: Final = MAX_SIZE - 1
"""The most tableau positions the core's TriPeaks search takes: its visited keys, the
removed mask and 4 bits of waste rank, fit in 63 bits (``key_bits`` in ``_core.c``);
a larger layout runs Python. Without the stock index in the keys, as every search but
``draw_when_stuck`` (which needs a few bits more and declines more)."""

_MAX_STOCK: Final = 64  # the core's MAX_STOCK
_INT64_MAX: Final = 2**63 - 1

LIBRARY_PATH: Final = Path(__file__).with_name("_core.dll" if os.name == "nt" else "_core.so")
"""Where the wheel and the build put the library and the loader looks for it by default
(the name is ``solver_build.library_name()``)."""

LIBRARY_ENV: Final = "TRIPEAKS_A11Y_SOLVER_LIB"
"""Environment variable: the path of the library to load instead of ``LIBRARY_PATH``."""

CHOICE_ENV: Final = "TRIPEAKS_A11Y_SOLVER_CORE"
"""Environment variable: ``auto``, ``native`` or ``python``, read at import."""

_NAMES: Final = ("auto", "native", "python")

_U64 = ctypes.c_uint64
_INT = ctypes.c_int
_U64P = ctypes.POINTER(ctypes.c_uint64)
_INTP = ctypes.POINTER(ctypes.c_int)
_I64P = ctypes.POINTER(ctypes.c_int64)
# ctypes' own argument types have no public name to annotate with.
_TABLE_ARGS: list[Any] = [_INT, _U64P, _INTP, _INTP, _U64P, _U64P, _U64P]
_OUT_ARGS: list[Any] = [_I64P, _INTP, _INTP, _INTP, _INTP, _INTP]
_TRIPEAKS_ARGS: list[Any] = [*_TABLE_ARGS, _INTP, _INT, _INTP, _INT, _U64, _INT, _INT,
                  ctypes.c_int64, ctypes.c_double, _INT, _INT, _INT, *_OUT_ARGS]
_PYRAMID_ARGS: list[Any] = [*_TABLE_ARGS, _INTP, _INT, _INTP, _U64, _INT, _U64,
                 ctypes.c_int64, ctypes.c_double, *_OUT_ARGS]


def load(path: str | os.PathLike[str] | None = None) -> ctypes.CDLL | None:
    """The core library at ``path``, ready to call, or None when it cannot be used.

    ``path`` None: ``$TRIPEAKS_A11Y_SOLVER_LIB`` when set, else ``LIBRARY_PATH``.
    None when the file is missing or does not load (corrupt, another
    platform's), lacks the version function, or reports a version other than
    ``CORE_VERSION`` (a stale build). Raises nothing.
    """
    if path is None:
        path = os.environ.get(LIBRARY_ENV) or LIBRARY_PATH
    try:
        lib = ctypes.CDLL(os.fspath(path))
        version = lib.tripeaks_core_version
        version.argtypes = []
        version.restype = _INT
        if version() != CORE_VERSION:
            return None
        lib.tripeaks_search.argtypes = _TRIPEAKS_ARGS
        lib.tripeaks_search.restype = _INT
        lib.pyramid_search.argtypes = _PYRAMID_ARGS
        lib.pyramid_search.restype = _INT
    except (OSError, AttributeError):
        return None
    return lib


_library: ctypes.CDLL | None = load()


def available() -> bool:
    """True when the compiled core loaded (see ``load``)."""
    return _library is not None


def _resolve(name: str) -> str:
    return "native" if name == "native" or (name == "auto" and available()) else "python"


# From the environment "native" is "auto" (never an error at import) and so is any
# word other than "python".
_active: str = ("python" if os.environ.get(CHOICE_ENV, "").strip().lower() == "python"
                else _resolve("auto"))


def active() -> str:
    """The core the solve functions use now: "native" or "python"."""
    return _active


LONG_NODES: Final = {"native": 1_000_000_000, "python": 2_000_000}
"""Per core, the node budget above which an answer is expected to take long.

A row per core (``active()``): an answer whose budget (the most search
nodes it may visit, known before it starts: ``fair.odds_nodes``,
``fair.fair_hint_nodes``, ``PLAY_NODE_LIMIT`` per solve) is above its
core's figure starts with the working line. Budgets are bounds: a search
mostly ends far inside them (the fair hint's shortcut, positions decided in
a few thousand nodes), so the figures come from measured answer times
(``benchmarks/solver.py --play``), not from the speed per node. The Python
search: ``solve`` (1,000,000 nodes) answers at once on most positions, the
sampled answers (``odds``, 40,000,000; the fair hint, from 40,000,000) take
tens of seconds and ``hint peek`` (up to three solves) seconds, so these
three are long. The compiled core answers every ordinary budget within
about a second (``odds`` and the fair hint on TP1-C-AAAAAAD: 0.4-0.6 s):
only a budget far beyond them is long.
"""


def expected_long(nodes: int) -> bool:
    """True when an answer of at most ``nodes`` search nodes is expected to take long
    with the core in use (``LONG_NODES``): decided before the search, never by the clock."""
    return nodes > LONG_NODES[_active]


def select(name: str) -> None:
    """Use the core ``name`` from now on: "native", "python" or "auto" (native when available).

    Raises ValueError for another name, RuntimeError for "native" when the
    core is not available.
    """
    global _active
    if name not in _NAMES:
        raise ValueError(f"unknown solver core {name!r}; expected one of {', '.join(_NAMES)}")
    if name == "native" and not available():
        raise RuntimeError("the compiled solver core is not available (a wheel built "
                           "with a C compiler carries it; in a checkout: "
                           "python -m tripeaks_a11y.program.solver_build)")
    _active = _resolve(name)


@contextmanager
def using(name: str) -> Iterator[None]:
    """Use the core ``name`` inside the block (as ``select``), then the one used before."""
    before = _active
    select(name)
    try:
        yield
    finally:
        select(before)


class _TableArrays:
    """A layout's ``Tables`` as the flat arrays the core reads (positions < ``MAX_SIZE``)."""

    def __init__(self, tables: Tables) -> None:
        size = tables.size
        starts = [0]
        pos: list[int] = []
        needs: list[int] = []
        for p in range(size):
            for q, nq in tables.frees[p]:
                pos.append(q)
                needs.append(nq)
            starts.append(len(pos))
        self.tables = tables  # kept so that the id used as the cache key stays taken
        self.args = (
            size,
            (_U64 * size)(*tables.need),
            (_INT * (size + 1))(*starts),
            (_INT * max(1, len(pos)))(*pos),
            (_U64 * max(1, len(needs)))(*needs),
            (_U64 * size)(*tables.below),
            (_U64 * size)(*tables.above),
        )


_arrays: dict[int, _TableArrays] = {}


def _table_args(tables: Tables) -> tuple[object, ...] | None:
    """The core's table arguments for ``tables``, made once per Tables object; None
    when the core does not take the layout."""
    known = _arrays.get(id(tables))
    if known is not None and known.tables is tables:
        return known.args
    if not 0 <= tables.size <= MAX_SIZE or len(tables.frees) != tables.size:
        return None
    if len(_arrays) >= 64:  # tables_for makes one per layout; tests may make many
        _arrays.clear()
    made = _arrays[id(tables)] = _TableArrays(tables)
    return made.args


def _ranks(values: Sequence[int]) -> ctypes.Array[ctypes.c_int] | None:
    """``values`` as a C int array, or None unless every one is a rank 0-13."""
    try:
        if values and not (min(values) >= 0 and max(values) <= 13):
            return None
        return (_INT * max(1, len(values)))(*values)
    except TypeError:  # not ints: the Python search decides what that means
        return None


def _seconds_left(deadline: float | None) -> float:
    """The core's clock argument: seconds to ``deadline`` (never below 0), -1 for none."""
    if deadline is None:
        return -1.0
    return max(0.0, deadline - time.perf_counter())


def _call(function: Callable[..., int], inputs: tuple[object, ...], capacity: int
          ) -> Outcome | None:
    """Run one core search; its Outcome, or None when the core declined or ran out of memory."""
    line = (_INT * capacity)()
    best = (_INT * capacity)()
    nodes = ctypes.c_int64()
    best_left, line_len, best_len = _INT(), _INT(), _INT()
    try:
        code = function(*inputs, ctypes.byref(nodes), ctypes.byref(best_left), line,
                        ctypes.byref(line_len), best, ctypes.byref(best_len))
    except ctypes.ArgumentError:  # an argument of a type C does not take: Python decides
        return None
    if code < -1:
        return None
    won = None if code == -1 else code == 1
    return Outcome(won, line[:line_len.value], nodes.value, best_left.value,
                   best[:best_len.value])


def search_tripeaks_native(
    tables: Tables, tableau: Sequence[int], stock: Sequence[int], wrap: bool,
    removed: int, stock_pos: int, waste: int,
    *, node_limit: int, deadline: float | None, prune_dead: bool, max_draws: int | None = None,
    draw_when_stuck: bool = False,
) -> Outcome:
    """``tripeaks_search.search_tripeaks`` in the compiled core: same arguments, same Outcome.

    Runs the Python search when the core is not loaded or cannot take the
    inputs; raises only what the Python search raises.
    """
    lib = _library
    outcome = None
    if (lib is not None and len(tableau) == tables.size <= MAX_TRIPEAKS_SIZE
            and len(stock) <= _MAX_STOCK
            and 0 <= removed <= tables.full and 0 <= stock_pos <= len(stock)
            and type(waste) is int and 0 <= waste <= 13 and node_limit > 0):
        table_args = _table_args(tables)
        tableau_c = _ranks(tableau)
        stock_c = _ranks(stock)
        if table_args is not None and tableau_c is not None and stock_c is not None:
            draws = -1 if max_draws is None else max(0, min(max_draws, len(stock)))
            inputs = (*table_args, tableau_c, len(stock), stock_c, int(bool(wrap)),
                      removed, stock_pos, waste, min(node_limit, _INT64_MAX),
                      _seconds_left(deadline), int(bool(prune_dead)), draws,
                      int(bool(draw_when_stuck)))
            outcome = _call(lib.tripeaks_search, inputs, tables.size + 2 * len(stock) + 2)
    if outcome is None:
        outcome = search_tripeaks(
            tables, tableau, stock, wrap, removed, stock_pos, waste, node_limit=node_limit,
            deadline=deadline, prune_dead=prune_dead, max_draws=max_draws,
            draw_when_stuck=draw_when_stuck)
    return outcome


def search_pyramid_native(
    tables: Tables, pyramid: Sequence[int], stock: Sequence[int], removed: int, stock_pos: int,
    waste_gone: int, *, node_limit: int, deadline: float | None,
) -> Outcome:
    """``pyramid._search_pyramid`` in the compiled core: same arguments, same Outcome.

    Runs the Python search when the core is not loaded or cannot take the
    inputs; raises only what the Python search raises.
    """
    lib = _library
    outcome = None
    if (lib is not None and len(pyramid) == tables.size and len(stock) <= _MAX_STOCK
            and 0 <= removed <= tables.full and 0 <= stock_pos <= len(stock)
            and 0 <= waste_gone < 1 << len(stock) and node_limit > 0):
        table_args = _table_args(tables)
        pyramid_c = _ranks(pyramid)
        stock_c = _ranks(stock)
        if table_args is not None and pyramid_c is not None and stock_c is not None:
            inputs = (*table_args, pyramid_c, len(stock), stock_c, removed, stock_pos,
                      waste_gone, min(node_limit, _INT64_MAX), _seconds_left(deadline))
            outcome = _call(lib.pyramid_search, inputs, tables.size + 2 * len(stock) + 2)
    if outcome is None:
        outcome = _pyramid._search_pyramid(
            tables, pyramid, stock, removed, stock_pos, waste_gone, node_limit=node_limit,
            deadline=deadline)
    return outcome
