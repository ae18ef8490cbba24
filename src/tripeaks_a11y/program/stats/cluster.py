"""``stats --scheduler``: the same per-deal tasks solved on a Dask cluster (docs/winrates.md).

``distributed`` (the optional extra ``tripeaks-a11y[cluster]``) is imported
only when asked for; every failure to reach the scheduler or to solve a deal
there is a ``_ClusterError`` whose message says why, in one line.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Iterator
from importlib import import_module
from itertools import islice
from types import ModuleType
from typing import Any

from ...sanitize import echo
from .solving import DealResult, Task, solve_one

CLUSTER_INSTALL = "pip install 'tripeaks-a11y[cluster]'"
"""How to install the optional Dask packages that ``--scheduler`` needs."""
_IN_FLIGHT = 4096  # deals handed to the scheduler ahead of the one awaited: memory stays bounded


class _ClusterError(Exception):
    """The Dask scheduler cannot be reached or a deal failed there; the message says why."""


def _distributed() -> ModuleType | None:
    """dask.distributed, or None when the ``cluster`` extra is not installed."""
    try:
        return import_module("distributed")
    except ImportError:
        return None


def _address_error(distributed: ModuleType, address: str) -> str | None:
    """Why ``address`` is not a Dask scheduler address (``tcp://host:8786``), or None."""
    try:
        distributed.comm.get_address_host_port(address)
    except ValueError as exc:
        return str(exc)
    return None


def _connect(distributed: ModuleType, address: str, timeout: float) -> Any:
    """A ``distributed.Client`` of the scheduler at ``address``.

    A bare connection and handshake come first, so that a server that is
    absent, silent or not a Dask scheduler is told in one line rather than
    by a client half started. Raises _ClusterError after ``timeout``
    seconds (``stats.CONNECT_TIMEOUT``) or on any failure to connect.
    """

    async def probe() -> None:
        comm = await distributed.comm.connect(address, timeout=timeout)
        comm.abort()

    def failed(exc: BaseException) -> _ClusterError:
        return _ClusterError(f"cannot reach the Dask scheduler at {echo(address, 200)}: "
                             f"{echo(str(exc), 200) or type(exc).__name__}")

    try:
        asyncio.run(probe())
    except Exception as exc:  # the transport's errors vary: OSError, a bad handshake, …
        raise failed(exc) from None
    try:
        return distributed.Client(address, timeout=timeout, set_as_default=False)
    except Exception as exc:
        raise failed(exc) from None


@contextlib.contextmanager
def _client_log_quiet() -> Iterator[None]:
    """Silence dask's client log meanwhile: a failure is told once, by _ClusterError.

    Without this, a scheduler lost in mid-run also prints the client's
    reconnection tracebacks.
    """
    logger = logging.getLogger("distributed.client")
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)


def _worker_threads(client: Any) -> int:
    """How many worker threads the client's scheduler has now (workers may join later)."""
    return sum(int(n) for n in client.nthreads().values())


def _cluster_results(client: Any, tasks: list[Task]) -> Iterator[DealResult]:
    """``solve_one`` of each task on the client's cluster, yielded in the tasks' order.

    At most about _IN_FLIGHT tasks wait on the scheduler at a time. Raises
    _ClusterError naming the deal when a task fails there (a worker without
    the game installed, a lost scheduler).
    """
    waiting = iter(tasks)
    pending: deque[tuple[Task, Any]] = deque()

    def submit(count: int) -> None:
        batch = list(islice(waiting, count))
        if batch:
            pending.extend(zip(batch, client.map(solve_one, batch, pure=False), strict=True))

    submit(_IN_FLIGHT)
    while pending:
        task, future = pending.popleft()
        try:
            result: DealResult = future.result()
        except (Exception, asyncio.CancelledError) as exc:
            raise _ClusterError(f"deal {task[2]} failed on the Dask cluster: "
                                f"{type(exc).__name__}: {echo(str(exc), 200)}") from None
        del future  # releases the result on the cluster
        if len(pending) <= _IN_FLIGHT // 2:
            submit(_IN_FLIGHT - len(pending))
        yield result
