"""Type stubs of qili: the Xiangqi repetition rules of the CN and AXF books (docs/PYTHON.md)."""

import os
from typing import Final, Iterator, Literal, Optional, Sequence, Union, final, overload

__all__ = [
    "Error",
    "FenError",
    "NotationError",
    "RulesError",
    "RecordError",
    "GameOverError",
    "StateError",
    "EventError",
    "Adjudication",
    "Cycle",
    "Ply",
    "Target",
    "Verdict",
    "adjudicate",
    "Game",
    "Ruling",
    "GameError",
    "GameRecord",
    "GameReader",
    "Repetition",
    "read_games",
    "from_uci",
    "notation",
    "perft",
    "to_uci",
    "Event",
    "START_FEN",
    "__version__",
]

__version__: Final[str]
START_FEN: Final[str]
"""The start position, as FEN."""

_Moves = Union[str, Sequence[str]]
"""A string of moves separated by spaces, or a list of strings, one move each, in any notation
qili reads, mixed: ICCS ("h2e2", ranks 0-9), WXF ("C2.5"), Chinese ("炮二平五", "马８进７")."""

_Side = Literal["red", "black"]
_Rules = Literal["cn", "axf"]
"""The rulebook: "cn" (the Chinese Xiangqi Association's) or "axf" (the Asian Xiangqi
Federation's). Game and adjudicate have no default: the books rule differently."""
_VerdictName = Literal["draw", "red_loses", "black_loses", "none"]
_ClassName = Literal[
    "check",
    "mate_threat",
    "chase",
    "idle",
    "exchange",
    "offer",
    "block",
    "follow",
    "capture_threat",
]
_ResultCheckName = Literal[
    "consistent",
    "agreed-draw",
    "explained-loss",
    "unexplained",
    "played-on",
    "no-repetition",
    "no-result",
    "record-error",
]

class Error(Exception):
    """The base of every error qili raises."""

class FenError(Error, ValueError):
    """A FEN that cannot be read, or whose position is not legal."""

class NotationError(Error, ValueError):
    """A move that cannot be read, fits no piece or several, or is not legal where it is
    played; a list longer than qili rules at once; or an unknown notation name."""

class RulesError(Error, ValueError):
    """An unknown rulebook id or assumption."""

class RecordError(Error):
    """A file of records that cannot be read, or an unknown encoding name."""

class GameOverError(Error):
    """A move pushed to a Game that is over."""

class StateError(Error, ValueError):
    """Bytes that are no pickled qili object."""
class EventError(Error):
    """A results file or game the event cannot take, or a round that cannot be paired."""

@final
class Target:
    """A chased piece."""

    @property
    def square(self) -> str:
        """Where it stands when chased, in ICCS: "a5"."""
    @property
    def piece(self) -> str:
        """What it is: "black cannon"."""
    @property
    def id(self) -> int:
        """The same number for the same piece wherever it moves in the loop."""

@final
class Ply:
    """One ply classified."""

    @property
    def ply(self) -> int:
        """The ply number, from 1."""
    @property
    def move(self) -> str:
        """The move in ICCS."""
    @property
    def side(self) -> _Side: ...
    @property
    def class_(self) -> _ClassName:
        """The book's class for the move."""
    @property
    def targets(self) -> list[Target]:
        """The pieces it chases as the book counts them."""

@final
class Cycle:
    """The repetition cycle ending at the last move: plies first..last."""

    @property
    def first(self) -> int: ...
    @property
    def last(self) -> int: ...
    @property
    def occurrences(self) -> int: ...

@final
class Verdict:
    """A ruling without plies: the move-count limit's draw."""

    @property
    def verdict(self) -> _VerdictName: ...
    @property
    def article(self) -> str: ...
    @property
    def why(self) -> str: ...

@final
class Adjudication:
    """A loop ruled under one rulebook."""

    @property
    def rules(self) -> str: ...
    @property
    def verdict(self) -> _VerdictName: ...
    @property
    def article(self) -> str:
        """The deciding articles, cited with the book: "AXF 总纲 3; 四大原则 4"."""
    @property
    def why(self) -> str: ...
    @property
    def plies(self) -> list[Ply]: ...
    @property
    def cycle(self) -> Optional[Cycle]: ...
    @property
    def judged(self) -> Optional[tuple[int, int]]:
        """The plies judged, (first, last), 1-based and inclusive."""
    @property
    def violations(self) -> dict[_Side, Optional[str]]:
        """Each side's forbidden pattern in the judged plies."""
    @property
    def move_limit(self) -> Optional[Verdict]: ...
    def __copy__(self) -> Adjudication: ...
    def __deepcopy__(self, _memo: object) -> Adjudication: ...

@overload
def adjudicate(
    fen: Optional[str],
    moves: _Moves,
    rules: _Rules,
    *,
    whole: bool = False,
    drawing_post: Union[_Side, Sequence[_Side], None] = None,
) -> Adjudication:
    """Rules a loop (at most 400 moves) under one rulebook, as `qili adjudicate` does.

    Raises FenError, NotationError or RulesError; TypeError without rules.
    """
@overload
def adjudicate(
    fen: Optional[str],
    moves: _Moves,
    *,
    rules: _Rules,
    whole: bool = False,
    drawing_post: Union[_Side, Sequence[_Side], None] = None,
) -> Adjudication: ...

@final
class Ruling:
    """What the referee ruled when a position occurred a third time or more."""

    @property
    def verdict(self) -> Literal["draw", "red_loses", "black_loses"]: ...
    @property
    def article(self) -> str: ...
    @property
    def why(self) -> str: ...
    @property
    def call(self) -> Literal["draw", "must_vary", "loses_at_once"]: ...
    @property
    def newly(self) -> bool:
        """Whether this ruling newly orders side to vary."""
    @property
    def side(self) -> Optional[_Side]:
        """The side that must vary or loses at once; None for a draw."""
    @property
    def ply(self) -> int: ...
    @property
    def first_ply(self) -> int: ...
    @property
    def occurrences(self) -> int: ...
    @property
    def cycle(self) -> list[str]:
        """The judged cycle's moves, plies first_ply..ply, in ICCS."""
    @property
    def adjudication(self) -> Adjudication: ...
    def __copy__(self) -> Ruling: ...
    def __deepcopy__(self, _memo: object) -> Ruling: ...

@final
class Game:
    """A game in progress under one rulebook, ruled by the book move by move."""

    @overload
    def __new__(
        cls,
        fen: Optional[str],
        rules: _Rules,
        moves: Optional[_Moves] = None,
    ) -> "Game": ...
    @overload
    def __new__(
        cls,
        fen: Optional[str] = None,
        *,
        rules: _Rules,
        moves: Optional[_Moves] = None,
    ) -> "Game": ...
    def push(self, move: str) -> Optional[Ruling]:
        """Plays one move (any notation) and applies the book; returns g.ruling.

        Raises NotationError (the game unchanged) or GameOverError.
        """
    def pop(self) -> str:
        """Takes the last move back and returns it. Raises IndexError with no move."""
    @property
    def fen(self) -> str: ...
    @property
    def start_fen(self) -> str: ...
    @property
    def rules(self) -> str: ...
    @property
    def turn(self) -> _Side: ...
    @property
    def moves(self) -> list[str]: ...
    @property
    def occurrences(self) -> int: ...
    @property
    def ruling(self) -> Optional[Ruling]:
        """The ruling made by the last move, or None."""
    @property
    def rulings(self) -> list[Ruling]: ...
    @property
    def banned_moves(self) -> list[str]:
        """The moves that would continue a cycle the side to move was ordered to vary from."""
    @property
    def ordered_to_vary(self) -> list[_Side]:
        """The sides under an order to vary (until the next capture): [], ["red"], ["black"]
        or ["red", "black"]."""
    @property
    def result(self) -> Optional[Literal["1-0", "0-1", "1/2-1/2"]]: ...
    @property
    def loser(self) -> Optional[_Side]: ...
    @property
    def termination(
        self,
    ) -> Optional[Literal["checkmate", "stalemate", "repetition", "move_limit", "fouls"]]: ...
    @property
    def reason(self) -> Optional[str]: ...
    def claim_move_limit(
        self, side: _Side
    ) -> Literal["upheld", "false", "refused"]:
        """side claims the move-count limit (CN 第23.3条); the arbiter counts.

        "upheld": drawn; "false": under CN a foul (第9.1.4条), the third loses (第4.1.8条);
        "refused": the book sets no procedure (AXF).
        """
    def fouls(self, side: _Side) -> int:
        """The fouls side has been given in this game."""
    def is_over(self) -> bool: ...
    def legal_moves(self) -> list[str]: ...
    def is_check(self) -> bool: ...
    def is_checkmate(self) -> bool: ...
    def is_stalemate(self) -> bool: ...
    def __copy__(self) -> Game: ...
    def __deepcopy__(self, _memo: object) -> Game: ...

@final
class GameError:
    """Where a record goes wrong."""

    @property
    def ply(self) -> int: ...
    @property
    def move(self) -> str: ...
    @property
    def message(self) -> str: ...

@final
class Repetition:
    """A repetition of a recorded game ruled under one book."""

    @property
    def ply(self) -> int: ...
    @property
    def first_ply(self) -> int: ...
    @property
    def cycle(self) -> list[str]: ...
    @property
    def occurrences(self) -> int: ...
    @property
    def until(self) -> int: ...
    @property
    def rules(self) -> str: ...
    @property
    def verdict(self) -> Literal["draw", "red_loses", "black_loses"]: ...
    @property
    def article(self) -> str: ...
    @property
    def why(self) -> str: ...
    @property
    def must_vary(self) -> Optional[_Side]: ...
    @property
    def varied_at(self) -> Optional[int]: ...
    @property
    def lost_at(self) -> Optional[int]: ...
    @property
    def lost_by(self) -> Optional[str]: ...
    @property
    def left_by(self) -> Optional[_Side]: ...
    @property
    def left_at(self) -> Optional[int]: ...

@final
class GameRecord:
    """One recorded game, replayed and reviewed: what `qili games --json` writes for it."""

    @property
    def file(self) -> str: ...
    @property
    def game(self) -> int: ...
    @property
    def line(self) -> int: ...
    @property
    def tags(self) -> dict[str, str]: ...
    @property
    def encoding(self) -> Literal["utf-8", "gb18030", "big5"]: ...
    @property
    def plies(self) -> int: ...
    @property
    def start_fen(self) -> str: ...
    @property
    def moves(self) -> list[str]: ...
    @property
    def error(self) -> Optional[GameError]: ...
    @property
    def notes(self) -> list[str]: ...
    @property
    def repetitions(self) -> list[Repetition]: ...
    @property
    def result(self) -> Optional[str]: ...
    @property
    def result_check(self) -> dict[str, _ResultCheckName]: ...
    def to_json(self) -> str:
        """The line `qili games --json` writes for the game."""
    def to_dict(self) -> dict[str, object]: ...

@final
class GameReader(Iterator[GameRecord]):
    """The games of a file, one at a time."""

    def __iter__(self) -> "GameReader": ...
    def __next__(self) -> GameRecord: ...

def read_games(
    path: Union[str, "os.PathLike[str]", bytes, bytearray],
    rules: Literal["cn", "axf", "both"] = "both",
    encoding: Literal["auto", "utf-8", "gb18030", "big5"] = "auto",
) -> GameReader:
    """Reads the games of a file of records as `qili games` does, one at a time: PGN,
    DhtmlXQ pages, XQF files, zip archives of them, or the bytes of one.

    Raises RecordError or RulesError.
    """

def perft(fen: Optional[str], depth: int) -> int:
    """Counts the leaf nodes of the legal move tree to depth. Raises FenError."""

def notation(
    fen: Optional[str],
    moves: _Moves,
    to: Literal["iccs", "wxf", "chinese"] = "chinese",
) -> list[str]:
    """Writes moves played from a position in a notation. Raises FenError or NotationError."""

def from_uci(move: str, fen: Optional[str] = None) -> str:
    """A move with ranks 1-10 ("h3e3", as pyffish writes it) in ICCS ("h2e2"); given fen, it
    must be legal there. Raises NotationError."""

def to_uci(move: str) -> str:
    """A move in ICCS ("h2e2") with ranks 1-10 ("h3e3", as pyffish writes it)."""

@final
class Event:
    """A tournament: its players, games and rules of play, as the results file holds them."""

    def __new__(
        cls,
        players: Sequence[str],
        system: Literal["swiss", "round-robin", "knockout"] = "swiss",
        rounds: Optional[int] = None,
        seed: Optional[int] = None,
    ) -> "Event": ...
    @staticmethod
    def load(path: Union[str, os.PathLike[str]]) -> "Event":
        """Reads a results file (UTF-8, with or without a byte-order mark, or GBK)."""
    @staticmethod
    def from_json(text: str) -> "Event":
        """Reads a results file's text."""
    @property
    def players(self) -> list[str]:
        """The players, in seeding order."""
    @property
    def warnings(self) -> list[str]:
        """What the file holds that the books would not have, each naming where."""
    def record(self, round: int, red: str, black: str, result: str) -> None:
        """Records a game: round, red, black, result ("1-0", "0-1", "1/2-1/2", forfeits)."""
    def pair(self, seed: Optional[int] = None, rules: Literal["cn", "axf"] = "cn") -> dict:
        """The next round, as `qili tournament pair --json` prints it."""
    def standings(self, rules: Literal["cn", "axf"] = "cn", seed: Optional[int] = None) -> dict:
        """The standings under a book, as `qili tournament standings --json` prints them."""
    def to_json(self) -> str:
        """The results file's text."""
