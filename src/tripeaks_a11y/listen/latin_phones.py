"""Words spelt in Latin letters by rule, in the English model's phones (``pronunciation``).

The letter rules of a language whose row's ``Listening.phones`` is "latin"
(Croatian): its spelling is phonemic, so a word is read letter by letter
(``_HR_LETTERS``, digraphs first), an "r" with no vowel beside it is
syllabic and a vowel before a "j" that no vowel follows is a diphthong.
``LATIN_WORDS``: names any language's grammar may hold, in English phones.
"""

from __future__ import annotations

from typing import Final

__all__ = ["LATIN_WORDS"]

_HR_LETTERS: Final[dict[str, str]] = {
    # digraphs first (longest match): each is one Croatian sound
    "dž": "JH", "lj": "L Y", "nj": "N Y",
    "a": "AA", "b": "B", "c": "T S", "č": "CH", "ć": "CH", "d": "D", "đ": "JH",
    "e": "EH", "f": "F", "g": "G", "h": "HH", "i": "IY", "j": "Y", "k": "K", "l": "L",
    "m": "M", "n": "N",
    # Croatian o is a pure mid vowel, between US English OW and AO; the two
    # measured alike, OW is kept. a as AH or u as UH lost right answers.
    "o": "OW",
    "p": "P", "r": "R", "s": "S", "š": "SH", "t": "T", "u": "UW", "v": "V", "z": "Z",
    "ž": "ZH",
    # letters of loan words
    "q": "K", "w": "V", "x": "K S", "y": "IY",
}
"""Croatian letters (and digraphs) to phones: the spelling is phonemic."""

_HR_VOWELS: Final = frozenset("aeiou")
_HR_SONANT: Final = _HR_VOWELS | {"j"}
"""What makes a following r a consonant: a vowel, or the j of "rje" ("rješivo")."""

_HR_DIPHTHONGS: Final[dict[str, str]] = {"a": "AY", "e": "EY", "o": "OY"}
"""A vowel and a j with no vowel after it: "igraj" ends in AY, "dvojka" has OY."""

LATIN_WORDS: Final[dict[str, str]] = {
    # Names said alike in every language, as their owners say them (English).
    "tripeaks": "T R AY P IY K S",
    "pocketsphinx": "P AA K AH T S F IH NG K S", "pocket": "P AA K AH T",
    "sphinx": "S F IH NG K S", "vosk": "V AO S K", "whisper": "W IH S P ER",
    # the engine values of "voice engine", typed alike in every language
    "auto": "AO T OW", "enrolled": "EH N R OW L D",
}
"""Names in Latin letters that any language's grammar may hold (the game's,
the recognisers'): English phones."""

_HR_WORDS: Final[dict[str, str]] = {
    # Loan words and letters said by their Croatian names.
    **LATIN_WORDS,
    "tts": "T EH T EH EH S",         # the letters' names: te-te-es
    "auto": "AW T OW",               # au is one syllable
    "automatski": "AW T OW M AA T S K IY",
}
"""Words not read by the letter rules."""

_HR_UNMARKED: Final = str.maketrans({"č": "c", "ć": "c", "š": "s", "ž": "z"})
"""The letters of a word typed without diacritics (đ is typed as "dj")."""


def _hr_phones(word: str) -> str:
    """The phones of one Croatian word (letters by ``_HR_LETTERS``)."""
    if word in _HR_WORDS:
        return _HR_WORDS[word]
    letters: list[str] = []
    i = 0
    while i < len(word):
        pair = word[i:i + 2]
        if pair in _HR_LETTERS and len(pair) == 2:
            letters.append(pair)
            i += 2
        else:
            letters.append(word[i])
            i += 1
    phones: list[str] = []
    for index, letter in enumerate(letters):
        before = letters[index - 1] if index else ""
        after = letters[index + 1] if index + 1 < len(letters) else ""
        if letter not in _HR_LETTERS:
            raise ValueError(f"no Croatian phones for {letter!r} in {word!r}")
        if letter == "r" and before not in _HR_VOWELS and after not in _HR_SONANT:
            phones.append("ER")  # syllabic r: "prvi", "četvrti", "vrh"
        elif letter in _HR_DIPHTHONGS and after == "j" and (
                index + 2 >= len(letters) or letters[index + 2] not in _HR_VOWELS):
            phones.append(_HR_DIPHTHONGS[letter])
        elif letter == "j" and before in _HR_DIPHTHONGS and after not in _HR_VOWELS:
            continue  # the j is in the diphthong
        else:
            phones.append(_HR_LETTERS[letter])
    return " ".join(phones)


def _hr_unmarked(word: str) -> str:
    return word.translate(_HR_UNMARKED).replace("đ", "dj")

