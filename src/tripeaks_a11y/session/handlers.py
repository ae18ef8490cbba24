"""The command registry: each command name to its handler, ``Callable[[Command], Answer]``.

One mapping, bound once per session (``command_handlers``): the core's
dispatch looks a parsed command's name up here and calls the part that
serves it. A command the grammar parses but this table lacks is answered
"not understood". ``repeat`` and ``stop`` are the core's own (``Session.command``).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..commands.registry import registered_handlers
from ..commands.table import bind
from .base import Handler

if TYPE_CHECKING:
    from .conversation import Session

__all__ = ["command_handlers"]


def command_handlers(session: Session) -> dict[str, Handler]:
    """Every command name the session serves, to the bound handler of its part.

    The handlers are named here by the name a row of ``commands.table`` gives as
    its ``handler_name`` (``remove`` shares ``play``'s, ``rate`` and the other
    speech settings ``speech``'s); ``commands.table.bind`` binds each row to its
    handler and raises ValueError when a row has no handler here (``table.CORE``
    aside) or a handler serves no row. A command added by ``commands.registry``
    is bound by its row's name.
    """
    s = session
    play, dealing, history, settings = s.play, s.dealing, s.history, s.settings
    handlers: dict[str, Handler] = {
        "board": lambda c: [s.announcer.board.layout(s.game, c.arg or "")],
        "row": play.row,
        "waste": lambda _c: [s.announcer.board.waste(s.game)],
        "moves": lambda _c: [s.announcer.board.moves(s.game)],
        "play": play.play,
        "pair": play.pair,
        "look": play.look,
        "draw": lambda _c: s.move(s.game.draw),
        "undo": history.undo,
        "redo": history.redo,
        "last": history.last,
        "score": lambda _c: [s.announcer.board.score(s.game)],
        "hint": play.hint,
        "peek": play.peek,
        "odds": play.odds,
        "solve": play.solve,
        "chain": play.chain,
        "faq": play.faq,
        "stats": s.records_play.stats,
        "records": s.records_play.records,
        "player": s.records_play.player,
        "new": dealing.new,
        "game": dealing.game,
        "restart": dealing.restart,
        "code": dealing.code,
        "rules": settings.rules,
        "errors": settings.errors,
        "lang": settings.lang,
        # "help keys": its help line, then the key list itself, as "keys" says it.
        "help": lambda c: [*settings.help(c), *s.keys.keys(c)] if c.arg == "keys"
        else settings.help(c),
        "keys": s.keys.keys,
        "listen": s.hearing.listen,
        "voice": s.hearing.voice,
        "quit": dealing.quit,
        "tutorial": s.tutorial.tutorial,
        "speech": settings.speech,
    }
    handlers.update({name: partial(handler, session)
                     for name, handler in registered_handlers().items()})
    return bind(handlers)
