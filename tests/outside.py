"""Running a program outside the checkout, as an installing player would (test helpers).

``tests/test_packaging.py`` and ``tests/test_install_binary.py`` both build the
wheel, install it into a new virtual environment and run it from a folder that
is not the checkout; these are the two steps they share.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path


def clean_env(config: Path, data: Path | None = None) -> dict[str, str]:
    """The environment for a program outside the checkout: no PYTHONPATH, no active venv,
    its settings in ``config`` (and its records in ``data`` when given)."""
    env = {name: value for name, value in os.environ.items()
           if name not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env.update({"PYTHONIOENCODING": "utf-8", "TRIPEAKS_A11Y_CONFIG_DIR": str(config)})
    if data is not None:
        env["TRIPEAKS_A11Y_DATA_DIR"] = str(data)
    return env


def run(args: list[str], *, cwd: Path, env: dict[str, str], stdin: str = "",
        timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """``args`` run to the end with ``stdin`` as its input; fails the test, with the end of
    its output, unless it exits 0 within ``timeout`` seconds."""
    result = subprocess.run(args, cwd=cwd, env=env, input=stdin, capture_output=True,
                            text=True, encoding="utf-8", timeout=timeout)
    assert result.returncode == 0, f"{args}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    return result
