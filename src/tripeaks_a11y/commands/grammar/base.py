"""What every language must say, and the words no language owns.

The language-independent half of the grammar: the values of the settings commands,
``LanguageWords`` (the shape of one language's module: ``en``, ``ar``,
``hr``), and the symbols, letters and row marker that read the same in
every language. ``grammar`` (the package) joins the languages into the tables
the parser and the help read.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from ...values.cards import Rank, Suit
from ...values.rules import VARIANTS
from ..table import ArgKind

__all__ = [
    "ArgKind",
    "BOTTOM_ROW",
    "DEAL_CHOICE_NAMES",
    "ENGINE_WORDS",
    "LISTEN_MODES",
    "LanguageWords",
    "OPTION_NAMES",
    "RANK_LETTERS",
    "RULE_SET_WORDS",
    "STANDARD_RULES",
    "SUIT_SYMBOLS",
    "VOICE_NEEDS_SUBJECT",
    "VOICE_SUBJECTS",
]

RULE_SET_WORDS: Final[tuple[str, ...]] = ("easy", "classic")
"""The rule sets' words (``rules.Rules.word``): ``rules classic``, ``new easy``."""

STANDARD_RULES: Final = "standard"
"""The value of ``rules standard`` (``new standard``): the rule set with no variant."""

OPTION_NAMES: Final[dict[str, tuple[str, ...]]] = {
    # The rule set, each variant of rules.VARIANTS by its word, and "no variant".
    "rules": (*RULE_SET_WORDS, *(variant.word for variant in VARIANTS), STANDARD_RULES),
    "board": ("short", "full"),
    "errors": ("on", "off"),
    "speech": ("auto", "tts", "screen-reader", "none", "test"),
    "verbosity": ("brief", "normal", "full"),
    "mode": ("interrupt", "queue"),
    "game": ("tripeaks", "pyramid"),
    "help": ("all",),
    "listen": ("on", "off", "always", "key"),
    "voice": ("confirm", "engine", "interrupt", "always", "uncertain", "never", "auto",
              "pocketsphinx", "vosk", "whisper", "enrolled", "on", "off"),
    "quit": ("tutorial",),
    "tutorial": ("quit",),
}
"""The values of each settings command, in the order the parser tries them;
board takes its short form or the full layout ("board short", docs/commands.md);
rules takes a rule set, the variants by word and "standard" (no variant), which
``new`` takes too ("new empty waste", issue 17); lang takes the language codes
(``grammar.LANGS``) and earcons the values of errors (on / off); help takes "all"
(every command's help) besides a command;
voice takes its subjects (confirm, engine, interrupt) and their values (``VOICE_SUBJECTS``);
quit takes "tutorial" ("quit tutorial" leaves the guided game, issue 16) and tutorial
takes "quit" ("tutorial quit", the same)."""

LISTEN_MODES: Final[tuple[str, ...]] = OPTION_NAMES["listen"]
"""``listen on|off|always|key`` (issue 15): "on" is "key" with a screen reader, else "always"."""

VOICE_SUBJECTS: Final[dict[str, tuple[str, ...]]] = {
    "confirm": ("always", "uncertain", "never"),
    "engine": ("auto", "pocketsphinx", "vosk", "whisper", "enrolled"),
    "interrupt": ("on", "off"),
}
"""What ``voice`` sets, and its values: ``voice confirm always|uncertain|never`` (when a
move heard is asked first), ``voice engine NAME`` (the recogniser), ``voice interrupt
on|off`` (whether the player's speech cuts the game's voice off; ``voice engine auto``: the
game chooses, ``listen.choice``); the parser makes
``Command("voice", arg="never")``: no value is in two subjects."""

VOICE_NEEDS_SUBJECT: Final[frozenset[str]] = frozenset({"interrupt"})
"""Subjects whose values are taken only after the subject: "voice interrupt on", never
"voice on" (which a player could mean as listening on)."""

ENGINE_WORDS: Final[dict[str, tuple[str, ...]]] = {
    "pocketsphinx": ("pocketsphinx", "pocket sphinx", "sphinx"),
    "vosk": ("vosk",),
    "whisper": ("whisper",),
}
"""The recognisers' names, said alike in every language (``voice engine vosk``); the
player's own voice ("enrolled") and the game's choice ("auto") have words in each."""

DEAL_CHOICE_NAMES: Final[tuple[str, ...]] = ("daily", "winnable")
"""The deals ``new`` picks by a word instead of a code (issue 14, point 5): ``new
daily`` the deal of the day, ``new winnable`` a deal the solver has won. Kept
apart from ``OPTION_NAMES``: ``new`` takes a game code or a deal number too."""

BOTTOM_ROW: Final = -2
"""A named row that means the layout's last row, whichever game is played."""

RANK_LETTERS: Final[dict[str, Rank]] = {
    "a": Rank.ACE, "t": Rank.TEN, "j": Rank.JACK, "q": Rank.QUEEN, "k": Rank.KING,
    "r": Rank.KING,  # the seeds write the king as R
}
"""Rank letters, read in codes ("7s", "RC"), before a suit ("K♣") and after
play/look ("play K"); alone, only j and k (q is quit, a/t/r are other words)."""

SUIT_SYMBOLS: Final[dict[str, Suit]] = {
    "♠": Suit.SPADES, "♤": Suit.SPADES,
    "♥": Suit.HEARTS, "♡": Suit.HEARTS, "❤": Suit.HEARTS,
    "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS,
    "♣": Suit.CLUBS, "♧": Suit.CLUBS,
}
"""Suit symbols, filled and outline."""


@dataclass(frozen=True, eq=False)
class LanguageWords:
    """Every word of one language, as its module (``en``, ``ar``, ``hr``) lists them.

    Words are in dictionary form (diacritics, hamza); tuples list the form to
    show in help first. ``commands[name]``: the words of each command of
    ``commands.table.ROWS``, by its row's name. ``mishearings``: dictation's word -> the command
    it means. ``numbers`` / ``ordinals`` ``[n]``: 1-10. ``number_mishearings``:
    homophone -> number. ``ranks[rank]``: rank words besides the number words
    (faces, the ace, card nouns). ``rank_article``: a prefix the number words
    also take when they name a rank («السبعة»), or "". ``suits[suit]``.
    ``pair_glue`` / ``card_glue``: between two cards / between rank and suit.
    ``row_words`` / ``slot_words``: "row 4 card 3". ``row_names``: phrase ->
    row (1 or BOTTOM_ROW). ``options[command][value]``: the words of every
    value of ``OPTION_NAMES``, and under "lang" every language's name.
    ``filler``: words dropped where nothing else fits. ``code_ranks`` /
    ``code_suits``: the language's own letters (or digits) of short card codes,
    written rank then suit with no space («٥ب», «كق»), besides the Latin codes
    every language reads (``7s``); none by default. ``stock_words``: the
    names of the stock (draw pile) that ``look`` takes ("look stock"); the
    waste is named by the words of the ``waste`` command. ``deal_choices[value]``:
    the words of each of ``DEAL_CHOICE_NAMES`` after ``new`` ("new daily",
    "new winnable"); a word may also be another command's ("winnable" alone
    is ``solve``).

    ``requests[name]``: natural phrasings of command ``name`` (issue 30): the
    questions, polite and colloquial forms and the forms the game prints ("what
    can I play" for moves, "give me a hint", "zadnjih" for last, «ساعدني»);
    read like its words (an argument may follow), never shown in help.
    ``objects[name]``: what may follow the word of command ``name`` and adds
    nothing to it ("undo *the last move*", "last 5 *moves*", "draw *a card*"),
    dropped after that command only. ``clitics``: letters written on the
    next word ("و" and, "ال" the, "ب" with), taken off a word the tables lack
    («والتلميح» is «تلميح»); ``endings``: endings taken off such a word (the
    accusative «ا»: «تلميحا»). Both tried longest first, only when what is
    left is a word of the tables. ``counts``: words that are a number of moves or
    times by themselves ("twice", "dvaput", «حركتين» two moves, the dual), read as
    that number where one is asked ("undo twice", «آخر حركتين»), never as a rank.
    """

    commands: dict[str, tuple[str, ...]]
    mishearings: dict[str, str]
    numbers: dict[int, tuple[str, ...]]
    ordinals: dict[int, tuple[str, ...]]
    number_mishearings: dict[str, int]
    ranks: dict[Rank, tuple[str, ...]]
    suits: dict[Suit, tuple[str, ...]]
    pair_glue: tuple[str, ...]
    card_glue: tuple[str, ...]
    row_words: tuple[str, ...]
    slot_words: tuple[str, ...]
    row_names: dict[str, int]
    options: dict[str, dict[str, tuple[str, ...]]]
    filler: tuple[str, ...]
    rank_article: str = ""
    code_ranks: dict[str, Rank] = field(default_factory=dict)
    code_suits: dict[str, Suit] = field(default_factory=dict)
    stock_words: tuple[str, ...] = ()
    deal_choices: dict[str, tuple[str, ...]] = field(default_factory=dict)
    requests: dict[str, tuple[str, ...]] = field(default_factory=dict)
    objects: dict[str, tuple[str, ...]] = field(default_factory=dict)
    clitics: tuple[str, ...] = ()
    endings: tuple[str, ...] = ()
    counts: dict[str, int] = field(default_factory=dict)
