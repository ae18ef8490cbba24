"""The decoder's weights from a CTranslate2 Whisper ``model.bin`` (issue 31, point 2).

``read_decoder`` reads the variables whose names start with ``decoder/`` (the
encoder's are skipped unread), for ``whisper_decoder.Decoder``: CTranslate2
runs the encoder, the scorer runs the decoder in numpy. The format is
CTranslate2's own (version 6 and later): a header, then each variable's name,
shape, type and bytes.
"""

from __future__ import annotations

import struct
from pathlib import Path
from types import ModuleType
from typing import Any, BinaryIO

__all__ = ["read_decoder"]

_DTYPES = {0: "<f4", 1: "i1", 2: "<i2", 3: "<i4", 4: "<f2", 5: "bfloat16"}
"""CTranslate2's variable types by id (model.bin version 6)."""


def _string(stream: BinaryIO) -> str:
    (size,) = struct.unpack("<H", stream.read(2))
    return stream.read(size)[:-1].decode("utf-8")


def read_decoder(path: Path, np: ModuleType) -> dict[str, Any]:
    """The decoder's variables of a CTranslate2 ``model.bin`` (format version 6 or
    later) at ``path``, by name ("decoder/layer_0/ffn/linear_0/weight"),
    floats as float32 and scalars as Python ints. Raises ValueError for a file
    of another format or a type it cannot read, OSError when unreadable."""
    out: dict[str, Any] = {}
    with path.open("rb") as stream:
        (version,) = struct.unpack("<I", stream.read(4))
        if version < 6:
            raise ValueError(f"model.bin version {version}")
        _string(stream)
        stream.read(4)
        (count,) = struct.unpack("<I", stream.read(4))
        for _ in range(count):
            name = _string(stream)
            rank = stream.read(1)[0]
            dims = struct.unpack(f"<{rank}I", stream.read(4 * rank))
            kind = stream.read(1)[0]
            (size,) = struct.unpack("<I", stream.read(4))
            if not name.startswith("decoder/"):
                stream.seek(size, 1)
                continue
            dtype = _DTYPES.get(kind)
            if dtype is None or dtype == "bfloat16":
                raise ValueError(f"variable {name} of type {kind}")
            value = np.frombuffer(stream.read(size), dtype=dtype).reshape(dims)
            out[name] = (value.astype(np.float32) if value.dtype.kind == "f"
                         else int(value.reshape(-1)[0]) if value.size == 1 else value)
    return out
