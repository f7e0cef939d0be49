"""The exceptions qili raises (re-exported as qili.Error, qili.FenError, …).

They are defined here, in Python, so that the errors of a bad value can be both a qili.Error
and a ValueError: `except qili.Error` catches everything qili raises, `except ValueError` the
values it refuses, as for any other Python function. The extension raises these very classes.
"""


class Error(Exception):
    """The base of every error qili raises: catch it to catch them all."""


class FenError(Error, ValueError):
    """A FEN that cannot be read, or whose position is not legal (a missing general, a pawn
    behind its own lines, the side not to move in check)."""


class NotationError(Error, ValueError):
    """A move that cannot be read, that fits no piece or several, or that is not legal in the
    position it is played in; a list longer than qili rules at once; or an unknown notation
    name."""


class RulesError(Error, ValueError):
    """An unknown rulebook id (the books are `axf` and `cn`) or an assumption the books do not
    know."""


class RecordError(Error):
    """A file of game records that cannot be read (absent, a directory, unreadable, or failing
    part-way), or an unknown encoding name. A game whose moves go wrong is no error: its record
    says where (GameRecord.error), and the games after it are read."""


class GameOverError(Error):
    """A move pushed to a Game that is over: checkmate, stalemate, a draw or a loss ruled by
    the book."""


class StateError(Error, ValueError):
    """Bytes that are no pickled qili object: not made by this version of qili, or altered
    (a move that is not legal, a ruling past the last move)."""


for _cls in (Error, FenError, NotationError, RulesError, RecordError, GameOverError, StateError):
    _cls.__module__ = "qili"
del _cls
