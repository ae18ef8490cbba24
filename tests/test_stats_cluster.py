"""``stats --scheduler``: the deals solved on a Dask cluster give the local report and CSV.

The test starts its own ``distributed.LocalCluster`` (two worker processes
on this machine, no dashboard) and closes it at the end; nothing here
reaches beyond the loopback address.
"""

from __future__ import annotations

import csv
import io
import re
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import distributed
import pytest

from tripeaks_a11y.program import stats
from tripeaks_a11y.program.stats import CLUSTER_INSTALL, CSV_FIELDS, main

RUNS = [
    ("--deals", "0-19"),
    ("--game", "pyramid", "--deals", "50-57"),
    ("--rules", "classic", "--variant", "joker", "--deals", "0-9"),
    ("--deals", "0-3", "--strategy", "fair", "--samples", "6", "--sample-nodes", "20000"),
]
TIME = re.compile(r"\d+(\.\d+)? s\b")


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """The address of a two-process LocalCluster, closed after the module's tests."""
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        yield str(cluster.scheduler_address)


def without_times(report: str, csv_path: Path) -> list[str]:
    """The report's lines with every time figure, the first line's runner and the CSV's
    name left out."""
    lines = [TIME.sub("T s", line).replace(str(csv_path), "FILE")
             for line in report.splitlines()]
    title, _, _runner = lines[0].rpartition(", ")
    return [title, *lines[1:]]


def without_seconds(path: Path) -> list[dict[str, str]]:
    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    assert rows and tuple(rows[0]) == CSV_FIELDS
    for row in rows:
        float(row.pop("seconds"))
    return rows


@pytest.mark.parametrize("argv", RUNS, ids=["easy", "pyramid", "classic-joker", "fair"])
def test_the_cluster_gives_the_local_report_and_csv(scheduler: str, tmp_path: Path,
                                                    argv: tuple[str, ...]) -> None:
    local, remote = tmp_path / "local.csv", tmp_path / "cluster.csv"
    status, out_local, _ = run(*argv, "--jobs", "2", "--csv", str(local))
    assert status == 0
    status, out_remote, err = run(*argv, "--scheduler", scheduler, "--csv", str(remote),
                                  "--progress", "4")
    assert status == 0
    assert without_times(out_remote, remote) == without_times(out_local, local)
    assert without_seconds(remote) == without_seconds(local)
    first = out_remote.splitlines()[0]
    assert first.endswith(f", Dask scheduler {scheduler} (2 worker threads)")
    progress = err.splitlines()
    assert progress[0].startswith("solved 4 of ")
    assert all(line.startswith("solved ") for line in progress)


def test_the_local_run_does_not_import_dask() -> None:
    code = ("import sys; from tripeaks_a11y.program.stats import main;"
            "status = main(['--deals', '0', '--jobs', '1', '--quiet']);"
            "print(status, 'distributed' in sys.modules, 'dask' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=120)
    assert result.stdout.splitlines()[-1] == "0 False False", result.stderr


def test_without_the_extra_the_scheduler_is_refused() -> None:
    code = ("import sys; sys.modules['distributed'] = None;"  # as if not installed
            "from tripeaks_a11y.program.stats import main;"
            "raise SystemExit(main(sys.argv[1:]))")
    result = subprocess.run([sys.executable, "-c", code, "--deals", "0-3",
                             "--scheduler", "tcp://127.0.0.1:8786"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and CLUSTER_INSTALL in result.stderr
    assert "Traceback" not in result.stderr
    plain = subprocess.run([sys.executable, "-c", code, "--deals", "0", "--jobs", "1",
                            "--quiet"], capture_output=True, text=True, timeout=120)
    assert plain.returncode == 0 and "winnable: 1 of 1" in plain.stdout  # nothing else changes


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_unreachable_scheduler_is_one_line(monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path) -> None:
    monkeypatch.setattr(stats, "CONNECT_TIMEOUT", 1.0)
    address = f"tcp://127.0.0.1:{free_port()}"  # nothing listens there
    status, out, err = run("--deals", "0-3", "--scheduler", address,
                           "--csv", str(tmp_path / "x.csv"))
    assert status == 1 and out == ""
    assert err.count("\n") == 1 and f"cannot reach the Dask scheduler at {address}" in err
    assert not (tmp_path / "x.csv").exists()


def test_a_server_that_is_not_a_scheduler_is_one_line(monkeypatch: pytest.MonkeyPatch,
                                                      capfd: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(stats, "CONNECT_TIMEOUT", 1.0)
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(10)

    def answer_once() -> None:  # one connection, answered with something not Dask
        with server, server.accept()[0] as conn:
            conn.sendall(b"HTTP/1.0 200 OK\r\n\r\nhello\n")

    thread = threading.Thread(target=answer_once)
    thread.start()
    address = f"tcp://127.0.0.1:{server.getsockname()[1]}"
    status, out, err = run("--deals", "0-3", "--scheduler", address)
    thread.join(timeout=10)
    assert status == 1 and out == ""
    assert err.count("\n") == 1 and f"cannot reach the Dask scheduler at {address}" in err
    assert "Traceback" not in capfd.readouterr().err


@pytest.mark.parametrize("address", ["notanaddress", "tcp://127.0.0.1", "nosuch://host:1"])
def test_a_malformed_address_is_a_usage_error(address: str) -> None:
    status, out, err = run("--deals", "0", "--scheduler", address)
    assert status == 2 and out == "" and "--scheduler" in err and err.count("\n") == 1


def test_a_deal_that_fails_on_the_cluster_is_named(scheduler: str) -> None:
    with distributed.Client(scheduler, set_as_default=False) as client:
        tasks: list[stats.Task] = [("tripeaks", "easy", 0, 10**6, None),
                                   ("no-such-game", None, 7, 10**6, None)]
        solved = stats._cluster_results(client, tasks)
        assert next(solved).number == 0
        with pytest.raises(stats._ClusterError, match="deal 7 failed on the Dask cluster"):
            next(solved)
