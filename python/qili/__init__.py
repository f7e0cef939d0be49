"""qili (棋例): the Xiangqi repetition rules of the CN and AXF books, computed from the position.

The extension (qili._qili, built from the Rust crates) holds everything but the exceptions
(qili._errors); this package re-exports both under `qili`. See docs/PYTHON.md.
"""

from qili import _qili
from qili._errors import (
    Error,
    FenError,
    GameOverError,
    NotationError,
    RecordError,
    RulesError,
    StateError,
)
from qili._qili import *  # noqa: F403
from qili._qili import __doc__, __version__, _unpickle  # noqa: F401

__all__ = [
    "Error",
    "FenError",
    "NotationError",
    "RulesError",
    "RecordError",
    "GameOverError",
    "StateError",
] + [_name for _name in _qili.__all__ if _name != "_unpickle"]

# The functions say they come from `qili`, as the classes do, in help() and tracebacks; pickle
# finds `_unpickle`, which rebuilds a pickled Game, Ruling or Adjudication, as qili._unpickle.
for _name in _qili.__all__:
    _item = getattr(_qili, _name)
    if type(_item).__name__ == "builtin_function_or_method":
        _item.__module__ = "qili"
del _name, _item
