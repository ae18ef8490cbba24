"""The command grammar as data: every word a player may type or say, per language.

This module holds tables only (no parsing): ``commands`` builds its lookup
tables from them at import, and the same tables can generate the help text
and a voice-recognition grammar. Words are written in their dictionary form
(with Croatian diacritics and Arabic hamza); matching folds case, diacritics,
tatweel, alef/ta marbuta/alef maqsura variants and digits on both sides
(``commands.normalize``), so ``ploca``, ``PLOČA`` and ``ploča`` are one word.

Shapes:

* ``COMMANDS``: one ``CommandSpec`` per canonical command name, in help order;
  ``words[lang]`` lists that language's words and phrases, the first being
  the form to show in help.
* ``RANK_WORDS[lang][rank]`` and ``SUIT_WORDS[lang][suit]``: card vocabulary
  (number words for 2-10 are rank words too; "one" is the ace).
* ``NUMBER_WORDS`` / ``ORDINAL_WORDS`` ``[lang][n]``: cardinals and ordinals
  1-10, for ranks, rows and slots.
* ``ROW_WORDS`` / ``SLOT_WORDS`` ``[lang]``: "row 4 card 3";
  ``ROW_NAMES[lang][phrase]``: named rows ("bottom row" = 4).
* ``OPTION_VALUES[command][value][lang]``: values of rules, errors, lang and game.
* ``FILLER_WORDS[lang]``: words ignored where nothing else fits ("please",
  "the", the card glue "of" / «من» / "u").
* ``MISHEARINGS[lang]``: what dictation writes for a command word
  ("undue" for undo); ``NUMBER_MISHEARINGS[lang]``: homophones read as a
  number only where a rank or number is expected ("for" = 4).

Pyramid's moves ("pair", "remove") and queries ("hint", "chain", "faq") are
commands of their own; ``game`` switches between TriPeaks and Pyramid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from .cards import Rank, Suit

__all__ = [
    "PAIR_GLUE",
    "BOTTOM_ROW",
    "ArgKind",
    "CARD_GLUE",
    "COMMANDS",
    "COMMANDS_BY_NAME",
    "COMMAND_NAMES",
    "CommandSpec",
    "FILLER_WORDS",
    "LANGS",
    "LANGUAGE_NAMES",
    "MISHEARINGS",
    "NUMBER_MISHEARINGS",
    "NUMBER_WORDS",
    "OPTION_VALUES",
    "ORDINAL_WORDS",
    "RANK_LETTERS",
    "RANK_WORDS",
    "ROW_NAMES",
    "ROW_WORDS",
    "SLOT_WORDS",
    "SUIT_SYMBOLS",
    "SUIT_WORDS",
]

LANGS: Final[tuple[str, ...]] = ("en", "ar", "hr")
"""Language codes, in the order help lists them."""

ArgKind = Literal["none", "target", "row", "code", "rules", "errors", "lang", "topic", "pair",
                  "game", "speech", "number", "verbosity", "earcons", "mode"]
"""What follows a command word: nothing, a card or position, a row number, a
game code or deal number, an option value, a help topic, or two cards (a
Pyramid pair)."""


def _al(*words: str) -> tuple[str, ...]:
    """Arabic nouns with and without the article: ``_al("صف")`` is ("صف", "الصف")."""
    out: list[str] = []
    for word in words:
        bare = word[2:] if word.startswith("ال") else word
        for form in (bare, "ال" + bare):
            if form not in out:
                out.append(form)
    return tuple(out)


@dataclass(frozen=True, eq=False)
class CommandSpec:
    """One command: canonical ``name``, what follows it (``arg``), whether that
    is required (``arg_required``) and its words per language (``words[lang]``,
    first = the form help shows; multi-word phrases allowed)."""

    name: str
    arg: ArgKind
    arg_required: bool
    words: dict[str, tuple[str, ...]]


COMMANDS: Final[tuple[CommandSpec, ...]] = (
    CommandSpec("board", "none", False, {
        "en": ("board", "b", "table"),
        "ar": _al("لوحة", "طاولة"),
        "hr": ("ploča", "ploču", "stol"),
    }),
    CommandSpec("row", "row", True, {
        "en": ("row", "r"),
        "ar": _al("صف"),
        "hr": ("red", "redak"),
    }),
    CommandSpec("waste", "none", False, {
        "en": ("waste", "w", "waste pile", "discard pile"),
        "ar": ("رمي", "كومة الرمي", "الرمي"),
        "hr": ("odlagalište",),
    }),
    CommandSpec("moves", "none", False, {
        "en": ("moves", "m", "possible moves"),
        "ar": _al("حركات") + ("الحركات الممكنة",),
        "hr": ("potezi", "poteze", "mogući potezi"),
    }),
    CommandSpec("play", "target", True, {
        "en": ("play", "p"),
        "ar": ("العب", "إلعب"),
        "hr": ("igraj", "odigraj"),
    }),
    CommandSpec("look", "target", True, {
        "en": ("look", "l", "inspect"),
        "ar": ("انظر", "أنظر", "شوف"),
        "hr": ("pogledaj",),
    }),
    CommandSpec("draw", "none", False, {
        "en": ("draw", "d"),
        "ar": ("اسحب", "إسحب", "سحب"),
        "hr": ("izvuci", "vuci"),
    }),
    CommandSpec("undo", "none", False, {
        "en": ("undo", "u"),
        "ar": _al("تراجع"),
        "hr": ("poništi", "vrati", "poništavanje"),
    }),
    CommandSpec("score", "none", False, {
        "en": ("score", "s", "points"),
        "ar": _al("نقاط"),
        "hr": ("bodovi", "bodove", "rezultat"),
    }),
    CommandSpec("new", "code", False, {
        "en": ("new", "n", "new game", "new deal"),
        "ar": ("جديدة", "جولة جديدة", "جديد", "لعبة جديدة"),
        "hr": ("nova", "nova partija", "nova igra", "novo dijeljenje"),
    }),
    CommandSpec("restart", "none", False, {
        "en": ("restart", "start over", "redeal"),
        "ar": ("أعد", "إعادة البدء", "ابدأ من جديد"),
        "hr": ("ispočetka", "ponovno dijeljenje", "ponovi dijeljenje", "iznova"),
    }),
    CommandSpec("code", "none", False, {
        "en": ("code", "game code"),
        "ar": ("رمز", "رمز الجولة"),
        "hr": ("kod", "kod partije"),
    }),
    CommandSpec("rules", "rules", False, {
        "en": ("rules", "rule set"),
        "ar": _al("قواعد"),
        "hr": ("pravila",),
    }),
    CommandSpec("errors", "errors", False, {
        "en": ("errors", "error help"),
        "ar": _al("أخطاء") + ("المساعدة في الأخطاء",),
        "hr": ("pogreške", "greške", "pomoć pri pogreškama"),
    }),
    CommandSpec("lang", "lang", False, {
        "en": ("lang", "language"),
        "ar": _al("لغة"),
        "hr": ("jezik",),
    }),
    CommandSpec("repeat", "none", False, {
        "en": ("repeat", "again", "say again"),
        "ar": ("كرر",),
        "hr": ("ponovi",),
    }),
    CommandSpec("pair", "pair", True, {
        "en": ("pair", "match"),
        "ar": _al("زوج") + ("اجمع", "زاوج"),
        "hr": ("par", "upari", "spoji"),
    }),
    CommandSpec("remove", "target", True, {
        "en": ("remove", "clear"),
        "ar": ("أزل", "إزالة", "شيل"),
        "hr": ("ukloni", "makni"),
    }),
    CommandSpec("hint", "none", False, {
        "en": ("hint", "clue", "suggest"),
        "ar": _al("تلميح") + ("لمح",),
        "hr": ("savjet", "nagovještaj"),
    }),
    CommandSpec("solve", "none", False, {
        "en": ("solve", "winnable", "can i win", "can it be won"),
        "ar": ("حل", "هل يمكن الفوز", "قابلة للفوز"),
        "hr": ("riješi", "rješivo", "može li se dobiti"),
    }),
    CommandSpec("chain", "none", False, {
        "en": ("chain", "streak"),
        "ar": _al("سلسلة"),
        "hr": ("niz", "lanac"),
    }),
    CommandSpec("faq", "none", False, {
        "en": ("faq", "questions", "frequent questions"),
        "ar": ("أسئلة", "الأسئلة الشائعة", "الأسئلة"),
        "hr": ("pitanja", "česta pitanja"),
    }),
    CommandSpec("game", "game", False, {
        "en": ("game", "switch game"),
        "ar": ("لعبة", "اللعبة", "غير اللعبة"),
        "hr": ("igra", "igru", "promijeni igru"),
    }),
    CommandSpec("speech", "speech", False, {
        "en": ("speech", "voice output"),
        "ar": ("الكلام", "كلام", "النطق"),
        "hr": ("govor", "izgovor"),
    }),
    CommandSpec("rate", "number", False, {
        "en": ("rate", "speed", "speech rate"),
        "ar": ("سرعة", "السرعة", "سرعة الكلام"),
        "hr": ("brzina", "brzina govora"),
    }),
    CommandSpec("volume", "number", False, {
        "en": ("volume", "loudness"),
        "ar": ("مستوى الصوت", "ارتفاع الصوت"),
        "hr": ("glasnoća", "jačina"),
    }),
    CommandSpec("verbosity", "verbosity", False, {
        "en": ("verbosity", "detail"),
        "ar": ("التفصيل", "تفصيل"),
        "hr": ("opširnost", "detalji"),
    }),
    CommandSpec("earcons", "earcons", False, {
        "en": ("earcons", "sounds", "sound effects"),
        "ar": ("نغمات", "النغمات", "الأصوات القصيرة"),
        "hr": ("zvukovi", "zvučni signali"),
    }),
    CommandSpec("mode", "mode", False, {
        "en": ("mode", "speech mode"),
        "ar": ("وضع الكلام", "الوضع"),
        "hr": ("način", "način govora"),
    }),
    CommandSpec("help", "topic", False, {
        "en": ("help", "h", "?", "commands"),
        "ar": _al("مساعدة"),
        "hr": ("pomoć",),
    }),
    CommandSpec("quit", "none", False, {
        "en": ("quit", "q", "exit", "bye", "goodbye"),
        "ar": _al("خروج") + ("اخرج",),
        "hr": ("izlaz", "kraj", "izađi"),
    }),
    CommandSpec("yes", "none", False, {
        "en": ("yes", "y", "yeah"),
        "ar": ("نعم", "أجل"),
        "hr": ("da",),
    }),
    CommandSpec("no", "none", False, {
        "en": ("no", "nope"),
        "ar": ("لا",),
        "hr": ("ne",),
    }),
    CommandSpec("stop", "none", False, {
        "en": ("stop", "silence", "shh", "quiet", "hush"),
        "ar": ("توقف", "اسكت", "قف"),
        "hr": ("stani", "tiho", "šuti", "stop"),
    }),
)
"""Every command, in help order."""

COMMAND_NAMES: Final[tuple[str, ...]] = tuple(spec.name for spec in COMMANDS)
"""The canonical command names, in help order."""

COMMANDS_BY_NAME: Final[dict[str, CommandSpec]] = {spec.name: spec for spec in COMMANDS}

MISHEARINGS: Final[dict[str, dict[str, str]]] = {
    "en": {"undue": "undo", "knew": "new"},
    "ar": {},
    "hr": {},
}
"""Words dictation writes for a command word: accepted, never shown in help."""

# ----------------------------------------------------------------- numbers

NUMBER_WORDS: Final[dict[str, dict[int, tuple[str, ...]]]] = {
    "en": {
        1: ("one",), 2: ("two",), 3: ("three",), 4: ("four",), 5: ("five",),
        6: ("six",), 7: ("seven",), 8: ("eight",), 9: ("nine",), 10: ("ten",),
    },
    "ar": {
        1: ("واحد", "واحدة"),
        2: ("اثنان", "اثنين", "اثنتان", "اثنتين", "اتنين"),
        3: ("ثلاثة", "ثلاث", "تلاتة", "تلات"),
        4: ("أربعة", "أربع"),
        5: ("خمسة", "خمس"),
        6: ("ستة", "ست"),
        7: ("سبعة", "سبع"),
        8: ("ثمانية", "ثمان", "ثماني", "تمانية"),
        9: ("تسعة", "تسع"),
        10: ("عشرة", "عشر"),
    },
    "hr": {
        1: ("jedan", "jedna", "jedno", "jednu"),
        2: ("dva", "dvije"),
        3: ("tri",),
        4: ("četiri",),
        5: ("pet",),
        6: ("šest",),
        7: ("sedam",),
        8: ("osam",),
        9: ("devet",),
        10: ("deset",),
    },
}
"""Cardinal number words 1-10 (both genders where they differ)."""

ORDINAL_WORDS: Final[dict[str, dict[int, tuple[str, ...]]]] = {
    "en": {
        1: ("first", "1st"), 2: ("second", "2nd"), 3: ("third", "3rd"),
        4: ("fourth", "4th"), 5: ("fifth", "5th"), 6: ("sixth", "6th"),
        7: ("seventh", "7th"), 8: ("eighth", "8th"), 9: ("ninth", "9th"),
        10: ("tenth", "10th"),
    },
    "ar": {
        1: _al("أول", "أولى"),
        2: _al("ثاني", "ثانية"),
        3: _al("ثالث", "ثالثة"),
        4: _al("رابع", "رابعة"),
        5: _al("خامس", "خامسة"),
        6: _al("سادس", "سادسة"),
        7: _al("سابع", "سابعة"),
        8: _al("ثامن", "ثامنة"),
        9: _al("تاسع", "تاسعة"),
        10: _al("عاشر", "عاشرة"),
    },
    "hr": {
        1: ("prvi", "prva", "prvo", "prvu", "prvom"),
        2: ("drugi", "druga", "drugo", "drugu", "drugom"),
        3: ("treći", "treća", "treće", "treću", "trećem"),
        4: ("četvrti", "četvrta", "četvrto", "četvrtu", "četvrtom"),
        5: ("peti", "peta", "peto", "petu", "petom"),
        6: ("šesti", "šesta", "šesto", "šestu", "šestom"),
        7: ("sedmi", "sedma", "sedmo", "sedmu", "sedmom"),
        8: ("osmi", "osma", "osmo", "osmu", "osmom"),
        9: ("deveti", "deveta", "deveto", "devetu", "devetom"),
        10: ("deseti", "deseta", "deseto", "desetu", "desetom"),
    },
}
"""Ordinals 1-10 (genders and the cases used with "red"/"karta"), for rows and slots."""

NUMBER_MISHEARINGS: Final[dict[str, dict[str, int]]] = {
    "en": {"won": 1, "to": 2, "too": 2, "for": 4, "fore": 4, "ate": 8},
    "ar": {},
    "hr": {},
}
"""Dictation homophones, read as a number only where a rank or number is expected."""

# ----------------------------------------------------------------- cards

_FACE_WORDS: dict[str, dict[Rank, tuple[str, ...]]] = {
    "en": {
        Rank.ACE: ("ace",),
        Rank.TWO: ("deuce",),
        Rank.JACK: ("jack", "knave"),
        Rank.QUEEN: ("queen",),
        Rank.KING: ("king",),
    },
    "ar": {
        Rank.ACE: _al("آس", "أس", "اص", "إكة"),
        Rank.JACK: _al("شاب", "ولد", "شب", "جاك"),
        Rank.QUEEN: _al("ملكة", "بنت"),
        Rank.KING: _al("ملك", "شايب", "شيخ", "ختيار"),
    },
    "hr": {
        # Accusatives ("igraj kralja"), and the card nouns ("sedmica pik").
        Rank.ACE: ("as", "asa"),
        Rank.TWO: ("dvojka", "dvojku"),
        Rank.THREE: ("trojka", "trojku", "trica", "tricu"),
        Rank.FOUR: ("četvorka", "četvorku"),
        Rank.FIVE: ("petica", "peticu"),
        Rank.SIX: ("šestica", "šesticu"),
        Rank.SEVEN: ("sedmica", "sedmicu"),
        Rank.EIGHT: ("osmica", "osmicu"),
        Rank.NINE: ("devetka", "devetku"),
        Rank.TEN: ("desetka", "desetku"),
        Rank.JACK: ("dečko", "dečka", "pub", "puba", "žandar", "žandara"),
        Rank.QUEEN: ("dama", "damu", "baba", "babu", "kraljica", "kraljicu"),
        Rank.KING: ("kralj", "kralja"),
    },
}


def _rank_words() -> dict[str, dict[Rank, tuple[str, ...]]]:
    """Face and ace words plus the number words (1 = ace, 2-10), per language."""
    table: dict[str, dict[Rank, tuple[str, ...]]] = {}
    for lang in LANGS:
        per_rank: dict[Rank, tuple[str, ...]] = {}
        for rank in Rank:
            words = _FACE_WORDS[lang].get(rank, ())
            if rank <= Rank.TEN:
                words = words + NUMBER_WORDS[lang][int(rank)]
                if lang == "ar":  # «السبعة» as well as «سبعة»
                    words = words + tuple("ال" + w for w in NUMBER_WORDS[lang][int(rank)])
            per_rank[rank] = words
        table[lang] = per_rank
    return table


RANK_WORDS: Final[dict[str, dict[Rank, tuple[str, ...]]]] = _rank_words()
"""Every word naming a rank, per language; digits and letters are handled apart."""

RANK_LETTERS: Final[dict[str, Rank]] = {
    "a": Rank.ACE, "t": Rank.TEN, "j": Rank.JACK, "q": Rank.QUEEN, "k": Rank.KING,
    "r": Rank.KING,  # the seeds write the king as R
}
"""Rank letters, read in codes ("7s", "RC"), before a suit ("K♣") and after
play/look ("play K"); alone, only j and k (q is quit, a/t/r are other words)."""

SUIT_WORDS: Final[dict[str, dict[Suit, tuple[str, ...]]]] = {
    "en": {
        Suit.SPADES: ("spades", "spade"),
        Suit.HEARTS: ("hearts", "heart"),
        Suit.DIAMONDS: ("diamonds", "diamond"),
        Suit.CLUBS: ("clubs", "club"),
    },
    "ar": {
        Suit.SPADES: _al("بستوني", "سبيد"),
        Suit.HEARTS: _al("قلوب", "قلب", "كبة"),
        Suit.DIAMONDS: _al("ماس", "ديناري"),
        Suit.CLUBS: _al("برسيم", "سباتي", "سبيتي"),
    },
    "hr": {
        # nominative, locative ("u piku") and genitive
        Suit.SPADES: ("pik", "piku", "pika"),
        Suit.HEARTS: ("herc", "hercu", "herca"),
        Suit.DIAMONDS: ("karo", "karonu", "kara", "karu", "karoa"),
        Suit.CLUBS: ("tref", "trefu", "trefa"),
    },
}
"""Every word naming a suit, per language."""

SUIT_SYMBOLS: Final[dict[str, Suit]] = {
    "♠": Suit.SPADES, "♤": Suit.SPADES,
    "♥": Suit.HEARTS, "♡": Suit.HEARTS, "❤": Suit.HEARTS,
    "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS,
    "♣": Suit.CLUBS, "♧": Suit.CLUBS,
}
"""Suit symbols, filled and outline."""

PAIR_GLUE: Final[dict[str, tuple[str, ...]]] = {
    "en": ("and", "with", "plus", "&", "+"),
    "ar": ("و", "مع"),
    "hr": ("i", "s", "sa", "plus"),
}
"""Words between the two cards of a Pyramid pair: "6 of hearts and 7 of clubs"."""

CARD_GLUE: Final[dict[str, tuple[str, ...]]] = {
    "en": ("of",),
    "ar": ("من",),
    "hr": ("u",),
}
"""The word between rank and suit: "7 of spades", «7 من البستوني», "7 u piku"."""

# ----------------------------------------------------------------- positions

ROW_WORDS: Final[dict[str, tuple[str, ...]]] = {
    "en": ("row", "r"),
    "ar": _al("صف"),
    "hr": ("red", "redak", "redu", "reda", "retku", "retka"),
}
"""The word before (or after) a row number: "row 4", «الصف 4», "red 4"."""

SLOT_WORDS: Final[dict[str, tuple[str, ...]]] = {
    "en": ("card", "slot", "c", "position"),
    "ar": _al("ورقة"),
    "hr": ("karta", "kartu", "karti"),
}
"""The word before (or after) a card's place in its row: "card 3", «الورقة 3», "karta 3"."""

BOTTOM_ROW: Final = -2
"""A named row that means the layout's last row, whichever game is played."""

ROW_NAMES: Final[dict[str, dict[str, int]]] = {
    "en": {"bottom row": BOTTOM_ROW, "bottom": BOTTOM_ROW, "last row": BOTTOM_ROW,
           "top row": 1, "top": 1, "peak tops": 1, "tops": 1},
    "ar": {"الصف السفلي": BOTTOM_ROW, "السفلي": BOTTOM_ROW, "الصف الأخير": BOTTOM_ROW,
           "رؤوس القمم": 1, "القمم": 1, "الصف العلوي": 1},
    "hr": {"donji red": BOTTOM_ROW, "donji": BOTTOM_ROW, "zadnji red": BOTTOM_ROW,
           "posljednji red": BOTTOM_ROW, "vrhovi": 1, "vrhove": 1, "gornji red": 1},
}
"""Named rows: the top row is row 1; the bottom row is BOTTOM_ROW, the last row
of whatever layout is played (row 4 in TriPeaks, row 7 in Pyramid)."""

# ----------------------------------------------------------------- options

OPTION_VALUES: Final[dict[str, dict[str, dict[str, tuple[str, ...]]]]] = {
    "rules": {
        "easy": {"en": ("easy",), "ar": _al("سهلة", "سهل"),
                 "hr": ("lako", "laka", "lagano", "lagana")},
        "classic": {"en": ("classic",), "ar": _al("كلاسيكية", "كلاسيكي"),
                    "hr": ("klasično", "klasična")},
    },
    "errors": {
        "on": {"en": ("on", "yes"), "ar": ("تشغيل", "شغل", "نعم"),
               "hr": ("uključi", "uključeno", "da")},
        "off": {"en": ("off", "no"), "ar": ("إيقاف", "أوقف", "لا"),
                "hr": ("isključi", "isključeno", "ne")},
    },
    "speech": {
        "auto": {"en": ("auto", "automatic"), "ar": ("تلقائي", "تلقائيا"),
                 "hr": ("automatski", "auto")},
        "tts": {"en": ("tts", "own voice", "voice"), "ar": ("صوت اللعبة", "صوت"),
                "hr": ("glas", "vlastiti glas", "tts")},
        "screen-reader": {"en": ("screen reader", "screen-reader", "reader"),
                          "ar": _al("قارئ الشاشة"), "hr": ("čitač zaslona", "čitač")},
        "none": {"en": ("none", "text", "text only", "silent"), "ar": ("نص", "بلا كلام"),
                 "hr": ("tekst", "bez govora")},
        "test": {"en": ("test", "sample"), "ar": ("اختبار", "تجربة"), "hr": ("proba", "test")},
    },
    "verbosity": {
        "brief": {"en": ("brief", "short"), "ar": ("مختصر", "مختصرة"), "hr": ("kratko",)},
        "normal": {"en": ("normal",), "ar": ("عادي",), "hr": ("normalno", "obično")},
        "full": {"en": ("full", "verbose"), "ar": ("كامل", "مفصل"), "hr": ("puno", "opširno")},
    },
    "mode": {
        "interrupt": {"en": ("interrupt", "cut off"), "ar": ("مقاطعة", "قطع"),
                      "hr": ("prekidaj", "prekid")},
        "queue": {"en": ("queue", "wait"), "ar": ("انتظار", "طابور"),
                  "hr": ("čekanje", "čekaj")},
    },
    "game": {
        "tripeaks": {"en": ("tripeaks", "tri peaks", "three peaks"),
                     "ar": ("تري بيكس", "ترايبيكس", "القمم الثلاث", "ثلاث قمم"),
                     "hr": ("tri vrha", "tripeaks")},
        "pyramid": {"en": ("pyramid",), "ar": _al("هرم") + ("سوليتير الهرم",),
                    "hr": ("piramida", "piramidu", "piramide")},
    },
    "lang": {
        "en": {"en": ("en", "english"),
               "ar": _al("إنجليزية", "إنكليزية") + ("إنجليزي", "بالإنجليزية", "بالإنكليزية"),
               "hr": ("engleski", "engleskom")},
        "ar": {"en": ("ar", "arabic"),
               "ar": _al("عربية") + ("عربي", "بالعربية", "بالعربي"),
               "hr": ("arapski", "arapskom")},
        "hr": {"en": ("hr", "croatian"),
               "ar": _al("كرواتية") + ("كرواتي", "بالكرواتية"),
               "hr": ("hrvatski", "hrvatskom")},
    },
}
OPTION_VALUES["earcons"] = OPTION_VALUES["errors"]  # on / off, the same words

"""Values of the settings commands: ``OPTION_VALUES[command][value][lang]``.
A game's name said alone switches to it, like a language name."""

LANGUAGE_NAMES: Final[dict[str, str]] = {
    word: value
    for value, per_lang in OPTION_VALUES["lang"].items()
    for words in per_lang.values()
    for word in words
    if len(word) > 2
}
"""Language names that switch the language when said alone ("hrvatski", «العربية»)."""

# ----------------------------------------------------------------- filler

FILLER_WORDS: Final[dict[str, tuple[str, ...]]] = {
    "en": ("please", "the", "a", "an", "my", "of", "on", "in", "at", "to", "for", "card",
           "game", "deal", "number", "pile", "me", "show", "tell", "what", "what's",
           "whats", "is", "go", "ok", "okay", "now", "just", "i", "want", "can", "you",
           "um", "uh", "thanks", "thank you", "turn", "set", "switch", "change", "let's",
           "from", "with"),
    "ar": ("من", "في", "على", "إلى", "لو سمحت", "من فضلك", "رجاء", "الرجاء", "رقم",
           "جولة", "الجولة", "لعبة", "اللعبة", "ورقة", "الورقة", "أرني", "اعرض", "يا"),
    "hr": ("u", "na", "molim", "molim te", "te", "mi", "pokaži", "karta", "kartu", "igru",
           "igra", "partiju", "partija", "broj", "je", "daj", "hajde", "sa", "iz", "za",
           "prebaci", "stavi"),
}
"""Words dropped where no other reading fits ("a" stays the ace in "play a",
"card" stays a slot word in "row 4 card 3", "for" stays 4 in "play for")."""
