"""qili (棋例): the Xiangqi repetition rules of the CN and AXF books, computed from the position.

The extension (qili._qili, built from the Rust crates) holds everything; this package re-exports
it under `qili`. See docs/PYTHON.md.
"""

from qili._qili import *  # noqa: F403
from qili._qili import __all__, __doc__, __version__  # noqa: F401

# The functions say they come from `qili`, as the classes do, in help() and tracebacks.
for _name in __all__:
    _item = globals()[_name]
    if type(_item).__name__ == "builtin_function_or_method":
        _item.__module__ = "qili"
del _name, _item
