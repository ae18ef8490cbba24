"""The spoken command grammar is the parser's own tables (issue 15, listen.grammar).

Every English command word a player can say, every card name, ranks, places,
settings values and pairs are sentences of the grammar; partial commands and
typing shortcuts are not; every sentence tried parses to the command meant.
"""

from __future__ import annotations

import pytest

from tripeaks_a11y.commands import COMMANDS, Command, ParseError, parse
from tripeaks_a11y.commands.grammar import OPTION_VALUES, RANK_WORDS, SUIT_WORDS, VOICE_SUBJECTS
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen.grammar import (
    GLUED_SUITS,
    UNSAID,
    UNSAID_CARD_WORDS,
    card_names,
    jsgf,
    spoken,
    spoken_grammar,
)

GRAMMAR = spoken_grammar("en")
WORDS = GRAMMAR.words()
# What follows a command whose argument is required, for a whole sentence.
ARGUMENT = {"row": "four", "play": "seven of spades", "look": "stock", "remove": "king of clubs",
            "pair": "six of hearts and seven of clubs"}


def test_the_grammar_is_jsgf_with_one_public_rule() -> None:
    text = jsgf("en")
    assert text.startswith("#JSGF V1.0;\ngrammar tripeaks_en;\npublic <command> = ")
    assert text.count("public ") == 1


@pytest.mark.parametrize("spec", COMMANDS, ids=lambda spec: spec.name)
def test_every_spoken_command_word_is_in_the_grammar(spec: object) -> None:
    from tripeaks_a11y.commands import CommandSpec

    assert isinstance(spec, CommandSpec)
    said = spoken(spec.words["en"])
    assert said, spec.name
    for phrase in said:
        assert set(phrase.split()) <= WORDS
        sentence = f"{phrase} {ARGUMENT[spec.name]}" if spec.arg_required else phrase
        if spec.name == "pair":
            sentence = f"{phrase} six of hearts and seven of clubs"
        assert GRAMMAR.accepts(sentence), sentence
        assert parse(sentence).name == spec.name, sentence


def test_typing_shortcuts_are_not_said() -> None:
    # "b" (board), "?" (help), "1st", "&": typed only.
    for shortcut in ("b", "?", "1st", "&", "u", "d"):
        assert shortcut not in WORDS
    assert not GRAMMAR.accepts("b")


def test_every_card_name_is_a_sentence_and_plays_that_card() -> None:
    names = card_names("en")
    assert len(names) == 52
    assert "seven of spades" in names and "king of hearts" in names
    for name in names:
        card = parse(name).target
        for sentence in (name, f"play {name}", name.replace(" of ", " ")):
            assert GRAMMAR.accepts(sentence), sentence
            command = parse(sentence)
            assert (command.name, command.target) == ("play", card), sentence


def test_every_rank_and_suit_word_is_in_the_grammar() -> None:
    for words in (*RANK_WORDS["en"].values(), *SUIT_WORDS["en"].values()):
        assert set(spoken(words)) <= WORDS


@pytest.mark.parametrize(("sentence", "typed"), [
    ("row four", "row 4"),
    ("fourth row", "row 4"),
    ("play row four card two", "play row 4 card 2"),
    ("play bottom row card three", "play bottom row card 3"),
    ("play first row second card", "play row 1 card 2"),
    ("play seven", "play 7"),
    ("look stock", "look stock"),
    ("look waste", "look waste"),
    ("pair six of hearts and seven of clubs", "pair 6h 7c"),
    ("six of hearts and seven of clubs", "pair 6h 7c"),
    ("new daily", "new daily"),
    ("help hint", "help hint"),
    ("rules easy", "rules easy"),
    ("last three", "last 3"),
    ("volume five", "volume 5"),
    ("game pyramid", "game pyramid"),
    ("language croatian", "lang hr"),
    ("verbosity brief", "verbosity brief"),
    ("can i win", "odds"),
    ("undo last move", "undo"),
])
def test_sentences_parse_as_their_typed_forms(sentence: str, typed: str) -> None:
    assert GRAMMAR.accepts(sentence)
    assert parse(sentence) == parse(typed)


def test_every_option_value_is_in_the_grammar() -> None:
    for command, values in OPTION_VALUES.items():
        for value, per_lang in values.items():
            for phrase in spoken(per_lang["en"]):
                if command == "earcons":
                    command_word = "earcons"
                else:
                    command_word = next(spoken(spec.words["en"])[0]
                                        for spec in COMMANDS if spec.name == command)
                if command == "voice" and value in VOICE_SUBJECTS["interrupt"]:
                    command_word += " interrupt"  # "voice on" alone is no command
                    assert not GRAMMAR.accepts(f"voice {phrase}"), phrase
                assert GRAMMAR.accepts(f"{command_word} {phrase}"), (command, phrase)


@pytest.mark.parametrize("partial", ["play", "play king of", "row", "pair six of hearts",
                                     "look", "remove", "seven of", "play row four card",
                                     "two club and eight", ""])
def test_a_partial_command_is_not_a_sentence(partial: str) -> None:
    assert not GRAMMAR.accepts(partial)


def test_words_the_recogniser_cannot_say_are_left_out() -> None:
    grammar = spoken_grammar("en", known=lambda word: word not in {"knave", "talon"})
    assert "knave" not in grammar.words() and "talon" not in grammar.words()
    assert "jack" in grammar.words()
    assert not grammar.accepts("play knave of hearts")
    assert grammar.accepts("play jack of hearts")


def test_synonyms_left_out_of_speech_are_not_said_but_still_typed() -> None:
    # "clear" (remove) is heard for "play": a recogniser is not offered it.
    assert UNSAID["en"]["clear"]
    for word in set(UNSAID["en"]) - {"day"}:
        assert word not in WORDS
    # A phrase goes, not its words in others: "new day" is not said, "new
    # deal of the day" is.
    assert not GRAMMAR.accepts("new day") and GRAMMAR.accepts("new deal of the day")
    assert not GRAMMAR.accepts("clear seven of spades")
    assert GRAMMAR.accepts("remove seven of spades")
    assert parse("clear seven of spades") == parse("remove 7s")


@pytest.mark.parametrize(("lang", "sentence", "typed"), [
    ("hr", "igraj četiri u piku", "igraj 4S"),
    ("hr", "ploča", "ploča"),
    ("hr", "šest herc i sedam tref", "par 6H 7C"),
    ("ar", "العب سبعة من البستوني", "العب ٧ب"),
    ("ar", "ستة قلوب و سبعة برسيم", "زوج ٦ق ٧س"),
])
def test_croatian_and_arabic_words_are_said_in_their_own_letters(
        lang: str, sentence: str, typed: str) -> None:
    grammar = spoken_grammar(lang)
    assert grammar.accepts(sentence), sentence
    assert parse(sentence, lang=lang) == parse(typed, lang=lang)


HR = spoken_grammar("hr")


@pytest.mark.parametrize(("sentence", "typed"), [
    ("sedmica u piku", "7S"),  # the locative after "u", as the game says "7 u piku"
    ("sedam u piku", "7S"),
    ("igraj sedmicu pik", "igraj 7S"),  # the nominative with no "u"
    ("kralj u karonu", "KD"),
    ("dama u karu", "QD"),
    ("as kara", "AD"),  # "kara", the glossary's other word for diamonds
    ("ukloni kralja u trefu", "ukloni KC"),
    ("dečko u hercu i dvojka u trefu", "par JH 2C"),
])
def test_croatian_cards_are_heard_as_players_say_them(sentence: str, typed: str) -> None:
    assert HR.accepts(sentence), sentence
    assert parse(sentence, lang="hr") == parse(typed, lang="hr")


@pytest.mark.parametrize(("sentence", "typed"), [
    ("sedmica u pik", "7S"),  # "u" with the nominative
    ("sedmica piku", "7S"),  # the locative without "u"
    ("sedmica pika", "7S"),  # the genitive
    ("sedmica u pika", "7S"),
    ("kralj trefa", "KC"),
    ("jedan u piku", "AS"),  # the ace is "as", never "jedan"
    ("dvije u hercu", "2H"),
])
def test_croatian_card_forms_nobody_says_are_not_offered_but_still_typed(
        sentence: str, typed: str) -> None:
    assert not HR.accepts(sentence), sentence
    assert parse(sentence, lang="hr") == parse(typed, lang="hr")  # typed, they work


def test_croatian_card_names_take_the_locative_after_u() -> None:
    names = card_names("hr")
    assert len(names) == 52
    assert "sedmica u piku" in names and "kralj u karonu" in names
    assert not any(name.endswith((" pik", " herc", " karo", " tref")) for name in names)
    for name in names:
        assert HR.accepts(name), name


def test_the_card_words_left_out_of_speech_are_the_parsers_words() -> None:
    """Each word kept out of a spoken card (or said only after the glue) is still one
    the parser reads: the spoken grammar only narrows what is offered."""
    for lang, unsaid in UNSAID_CARD_WORDS.items():
        typed = {w for words in (*RANK_WORDS[lang].values(), *SUIT_WORDS[lang].values())
                 for w in words}
        assert set(unsaid) <= typed, lang
        assert all(reason for reason in unsaid.values())
    for lang, glued in GLUED_SUITS.items():
        for suit, words in SUIT_WORDS[lang].items():
            said = set(words) - set(UNSAID_CARD_WORDS.get(lang, {}))
            assert said & glued and said - glued, (lang, suit)  # said both ways
    assert "jedan" in HR.rules["number"]  # still a number: "red jedan karta dva"
    assert HR.accepts("igraj red jedan karta dva")


def test_a_recogniser_without_the_locatives_still_hears_the_nominative() -> None:
    grammar = spoken_grammar("hr", lambda word: word not in GLUED_SUITS["hr"])
    assert "<glued_suit>" not in grammar.jsgf()
    assert grammar.accepts("igraj sedam pik") and not grammar.accepts("igraj sedam u piku")


def test_only_real_one_letter_words_are_said() -> None:
    # "u" is undo typed in English, but the Croatian "in" of "as u trefu".
    assert "u" not in WORDS
    assert "u" in spoken_grammar("hr").words()
    assert "و" in spoken_grammar("ar").words()
    assert not spoken_grammar("hr").accepts("u")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_voice_setting_can_be_said_with_its_subject(lang: str) -> None:
    """ "voice confirm never" is heard as typed, and means what "voice never" means."""
    grammar = spoken_grammar(lang)
    voice = next(spec for spec in COMMANDS if spec.name == "voice").words[lang][0]
    confirm = OPTION_VALUES["voice"]["confirm"][lang][0]
    never = OPTION_VALUES["voice"]["never"][lang][0]
    said = f"{voice} {confirm} {never}"
    assert grammar.accepts(said)
    assert parse(said, lang=lang) == parse(f"{voice} {never}", lang=lang)
    engine = OPTION_VALUES["voice"]["engine"][lang][0]
    assert not grammar.accepts(f"{voice} {confirm} vosk")  # a value of the other subject
    assert grammar.accepts(f"{voice} {engine} vosk")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_interrupt_mode_is_said_with_its_subject_only(lang: str) -> None:
    """ "voice interrupt on" is heard as typed; "voice on" alone could mean listening."""
    grammar = spoken_grammar(lang)
    voice = next(spec for spec in COMMANDS if spec.name == "voice").words[lang][0]
    interrupt = OPTION_VALUES["voice"]["interrupt"][lang][0]
    for value in ("on", "off"):
        word = OPTION_VALUES["voice"][value][lang][0]
        assert grammar.accepts(f"{voice} {interrupt} {word}")
        assert parse(f"{voice} {interrupt} {word}", lang=lang) == Command("voice", arg=value)
        assert not grammar.accepts(f"{voice} {word}")
        try:  # typed, it is refused, or read as "voice" alone (English "on" is filler)
            alone = parse(f"{voice} {word}", lang=lang)
        except ParseError:
            continue
        assert alone == Command("voice")


def test_a_place_the_recogniser_cannot_name_is_left_out_not_emptied() -> None:
    """Without the words "row" and "card" a place would be two bare numbers."""
    grammar = spoken_grammar("en", lambda word: word not in {"row", "card"})
    assert not grammar.accepts("play seven seven")
    assert not grammar.accepts("seven seven")
    assert grammar.accepts("play seven of spades")
