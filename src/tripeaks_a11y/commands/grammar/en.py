"""English: every word a player may type or say in English."""

from __future__ import annotations

from typing import Final

from ...cards import Rank, Suit
from .base import BOTTOM_ROW, LanguageWords

WORDS: Final = LanguageWords(
    commands={
        "board": ("board", "b", "table"),
        "row": ("row", "r"),
        "waste": ("waste", "w", "waste pile", "discard pile"),
        "moves": ("moves", "m", "possible moves"),
        "play": ("play", "p"),
        "look": ("look", "l", "inspect"),
        "draw": ("draw", "d"),
        "undo": ("undo", "u"),
        "redo": ("redo",),
        "last": ("last", "history", "recent", "last moves", "recent moves"),
        "score": ("score", "s", "points"),
        "new": ("new", "n", "new game", "new deal"),
        "restart": ("restart", "start over", "redeal"),
        "code": ("code", "game code"),
        "rules": ("rules", "rule set"),
        "errors": ("errors", "error help"),
        "lang": ("lang", "language"),
        "repeat": ("repeat", "again", "say again"),
        "pair": ("pair", "match"),
        "remove": ("remove", "clear"),
        "hint": ("hint", "clue", "suggest"),
        "solve": ("solve", "winnable", "can i win", "can it be won", "is it winnable",
                  "is this winnable"),
        "chain": ("chain", "streak"),
        "faq": ("faq", "questions", "frequent questions"),
        "stats": ("stats", "statistics", "stat"),
        "records": ("records", "results", "record", "game history", "past games"),
        "player": ("player", "player name"),
        "game": ("game", "switch game"),
        "speech": ("speech", "voice output"),
        "rate": ("rate", "speed", "speech rate"),
        "volume": ("volume", "loudness"),
        "verbosity": ("verbosity", "detail"),
        "earcons": ("earcons", "sounds", "sound effects"),
        "mode": ("mode", "speech mode"),
        "help": ("help", "h", "?", "commands"),
        "quit": ("quit", "q", "exit", "bye", "goodbye"),
        "yes": ("yes", "y", "yeah"),
        "no": ("no", "nope"),
        "stop": ("stop", "silence", "shh", "quiet", "hush"),
    },
    mishearings={"undue": "undo", "knew": "new"},
    numbers={
        1: ("one",), 2: ("two",), 3: ("three",), 4: ("four",), 5: ("five",),
        6: ("six",), 7: ("seven",), 8: ("eight",), 9: ("nine",), 10: ("ten",),
    },
    ordinals={
        1: ("first", "1st"), 2: ("second", "2nd"), 3: ("third", "3rd"),
        4: ("fourth", "4th"), 5: ("fifth", "5th"), 6: ("sixth", "6th"),
        7: ("seventh", "7th"), 8: ("eighth", "8th"), 9: ("ninth", "9th"),
        10: ("tenth", "10th"),
    },
    number_mishearings={"won": 1, "to": 2, "too": 2, "for": 4, "fore": 4, "ate": 8},
    ranks={
        Rank.ACE: ("ace",),
        Rank.TWO: ("deuce",),
        Rank.JACK: ("jack", "knave"),
        Rank.QUEEN: ("queen",),
        Rank.KING: ("king",),
    },
    suits={
        Suit.SPADES: ("spades", "spade"),
        Suit.HEARTS: ("hearts", "heart"),
        Suit.DIAMONDS: ("diamonds", "diamond"),
        Suit.CLUBS: ("clubs", "club"),
    },
    pair_glue=("and", "with", "plus", "&", "+"),
    card_glue=("of",),
    row_words=("row", "r"),
    slot_words=("card", "slot", "c", "position"),
    row_names={"bottom row": BOTTOM_ROW, "bottom": BOTTOM_ROW, "last row": BOTTOM_ROW,
               "top row": 1, "top": 1, "peak tops": 1, "tops": 1},
    options={
        "rules": {"easy": ("easy",), "classic": ("classic",)},
        "errors": {"on": ("on", "yes"), "off": ("off", "no")},
        "speech": {
            "auto": ("auto", "automatic"),
            "tts": ("tts", "own voice", "voice"),
            "screen-reader": ("screen reader", "screen-reader", "reader"),
            "none": ("none", "text", "text only", "silent"),
            "test": ("test", "sample"),
        },
        "verbosity": {"brief": ("brief", "short"), "normal": ("normal",),
                      "full": ("full", "verbose")},
        "mode": {"interrupt": ("interrupt", "cut off"), "queue": ("queue", "wait")},
        "game": {"tripeaks": ("tripeaks", "tri peaks", "three peaks"),
                 "pyramid": ("pyramid",)},
        "help": {"all": ("all", "everything", "all commands")},
        "lang": {"en": ("en", "english"), "ar": ("ar", "arabic"), "hr": ("hr", "croatian")},
    },
    deal_choices={  # "new daily", "new winnable"; "winnable" alone stays solve
        "daily": ("daily", "deal of the day", "daily deal", "today's deal", "today",
                  "day"),  # "new deal of the day": "new deal" is a phrase of new
        "winnable": ("winnable", "winnable deal", "winnable one", "solvable"),
    },
    stock_words=("stock", "deck", "talon"),  # "draw pile": the draw command and filler
    filler=("please", "the", "a", "an", "my", "of", "on", "in", "at", "to", "for", "card",
            "game", "deal", "number", "pile", "me", "show", "tell", "what", "what's",
            "whats", "is", "go", "ok", "okay", "now", "just", "i", "want", "can", "you",
            "um", "uh", "thanks", "thank you", "turn", "set", "switch", "change", "let's",
            "from", "with"),
)
"""The English words (``LanguageWords`` for the fields)."""
