"""Croatian: every word a player may type or say in Croatian.

Written with diacritics; matching also takes them left out (``ploca`` is
``ploča``). Nouns come in the cases players use: accusative after a verb
("igraj kralja"), locative and genitive in places and cards ("u drugom redu",
"as u trefu").
"""

from __future__ import annotations

from typing import Final

from ...cards import Rank, Suit
from .base import BOTTOM_ROW, LanguageWords

WORDS: Final = LanguageWords(
    commands={
        "board": ("ploča", "ploču", "stol"),
        "row": ("red", "redak"),
        "waste": ("odlagalište",),
        "moves": ("potezi", "poteze", "mogući potezi"),
        "play": ("igraj", "odigraj"),
        "look": ("pogledaj",),
        "draw": ("izvuci", "vuci"),
        "undo": ("poništi", "vrati", "poništavanje"),
        "redo": ("ponovi potez", "vrati poništeno", "obnovi"),
        "last": ("zadnji potezi", "posljednji potezi", "povijest", "zadnji"),
        "score": ("bodovi", "bodove", "rezultat"),
        "new": ("nova", "nova partija", "nova igra", "novo dijeljenje"),
        "restart": ("ispočetka", "ponovno dijeljenje", "ponovi dijeljenje", "iznova"),
        "code": ("kod", "kod partije"),
        "rules": ("pravila",),
        "errors": ("pogreške", "greške", "pomoć pri pogreškama"),
        "lang": ("jezik",),
        "repeat": ("ponovi",),
        "pair": ("par", "upari", "spoji"),
        "remove": ("ukloni", "makni"),
        "hint": ("savjet", "nagovještaj"),
        "solve": ("riješi", "rješivo", "može li se dobiti", "je li rješivo", "je li rješiva"),
        "chain": ("niz", "lanac"),
        "faq": ("pitanja", "česta pitanja"),
        "stats": ("statistika", "statistiku"),
        "records": ("rezultati partija", "rekordi", "odigrane partije", "povijest partija"),
        "player": ("igrač", "ime igrača"),
        "game": ("igra", "igru", "promijeni igru"),
        "speech": ("govor", "izgovor"),
        "rate": ("brzina", "brzina govora"),
        "volume": ("glasnoća", "jačina"),
        "verbosity": ("opširnost", "detalji"),
        "earcons": ("zvukovi", "zvučni signali"),
        "mode": ("način", "način govora"),
        "help": ("pomoć",),
        "quit": ("izlaz", "kraj", "izađi"),
        "yes": ("da",),
        "no": ("ne",),
        "stop": ("stani", "tiho", "šuti", "stop"),
    },
    mishearings={},
    numbers={
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
    ordinals={
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
    number_mishearings={},
    ranks={
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
    suits={
        # nominative, locative ("u piku") and genitive
        Suit.SPADES: ("pik", "piku", "pika"),
        Suit.HEARTS: ("herc", "hercu", "herca"),
        Suit.DIAMONDS: ("karo", "karonu", "kara", "karu", "karoa"),
        Suit.CLUBS: ("tref", "trefu", "trefa"),
    },
    pair_glue=("i", "s", "sa", "plus"),
    card_glue=("u",),
    row_words=("red", "redak", "redu", "reda", "retku", "retka"),
    slot_words=("karta", "kartu", "karti"),
    row_names={"donji red": BOTTOM_ROW, "donji": BOTTOM_ROW, "zadnji red": BOTTOM_ROW,
               "posljednji red": BOTTOM_ROW, "vrhovi": 1, "vrhove": 1, "gornji red": 1},
    options={
        "rules": {"easy": ("lako", "laka", "lagano", "lagana"),
                  "classic": ("klasično", "klasična")},
        "errors": {"on": ("uključi", "uključeno", "da"), "off": ("isključi", "isključeno", "ne")},
        "speech": {
            "auto": ("automatski", "auto"),
            "tts": ("glas", "vlastiti glas", "tts"),
            "screen-reader": ("čitač zaslona", "čitač"),
            "none": ("tekst", "bez govora"),
            "test": ("proba", "test"),
        },
        "verbosity": {"brief": ("kratko",), "normal": ("normalno", "obično"),
                      "full": ("puno", "opširno")},
        "mode": {"interrupt": ("prekidaj", "prekid"), "queue": ("čekanje", "čekaj")},
        "game": {"tripeaks": ("tri vrha", "tripeaks"),
                 "pyramid": ("piramida", "piramidu", "piramide")},
        "help": {"all": ("sve", "sve naredbe", "svi")},
        "lang": {"en": ("engleski", "engleskom"), "ar": ("arapski", "arapskom"),
                 "hr": ("hrvatski", "hrvatskom")},
    },
    # "nova dnevna", "nova partija dana", "nova rješiva"; "rješivo" alone stays solve.
    deal_choices={
        "daily": ("dnevna", "dnevnu", "dana", "partija dana", "partiju dana",
                  "dijeljenje dana", "današnja", "današnju"),
        "winnable": ("rješiva", "rješivu", "dobitna", "dobitnu"),
    },
    stock_words=("kup", "kup za izvlačenje", "špil", "talon"),
    filler=("u", "na", "molim", "molim te", "te", "mi", "pokaži", "karta", "kartu", "igru",
            "igra", "partiju", "partija", "broj", "je", "daj", "hajde", "sa", "iz", "za",
            "prebaci", "stavi"),
)
"""The Croatian words (``LanguageWords`` for the fields)."""
