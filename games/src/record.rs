//! A game as recorded — its tags and its moves as written — and replaying it on the board.

use crate::result::GameResult;
use qili_oracle::notation::{
    NotationError, NotationErrorKind, Written, parse_list, read_move, resolve,
};
use qili_oracle::position::PositionError;
use qili_oracle::{Move, Position, START_FEN};

/// A game as found in a file: tags as written, the move words in order, and what the reader had
/// to skip.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The line (1-based) where the game starts in its file.
    pub line: usize,
    /// The tags, in order, as written (DhtmlXQ fields under their PGN names, see
    /// [`crate::dhtmlxq`]).
    pub tags: Vec<(String, String)>,
    /// The moves, as written.
    pub words: Vec<Word>,
    /// The result written at the end of the movetext (`1-0`, `*`), if any.
    pub movetext_result: Option<String>,
    /// What the reader skipped or could not read, each with its line: text after the result,
    /// an unclosed comment, undecodable bytes.
    pub notes: Vec<String>,
    /// Why the game cannot be read at all (a game larger than the reader takes), if so.
    pub unreadable: Option<Unreadable>,
    /// The comments on the main line, in order (a comment after no move is on the whole game).
    pub comments: Vec<Comment>,
    /// The alternatives to moves of the main line, in order.
    pub variations: Vec<Variation>,
    /// The format the record was read from.
    pub format: Format,
}

/// Why a record cannot be read at all, as data: its [`Display`](std::fmt::Display) is the
/// reader's English reason (the record error's `message`), a caller words it in any language
/// from the fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// A PGN game larger than `mib` MiB, beginning on `line`: not read.
    TooLarge {
        /// The line where the game begins.
        line: usize,
        /// The largest game read, in MiB.
        mib: usize,
    },
    /// An XQF file that cannot be read, and why.
    Xqf(crate::xqf::XqfError),
    /// A reason given as text, shown as written: read back from the `[QiliUnreadable]` tag qili
    /// writes, or a reader's own words (an archive's member that cannot be read).
    Written(String),
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unreadable::TooLarge { line, mib } => {
                write!(
                    f,
                    "line {line}: the game is larger than {mib} MiB: not read"
                )
            }
            Unreadable::Xqf(e) => write!(f, "not a readable XQF file: {e}"),
            Unreadable::Written(why) => f.write_str(why),
        }
    }
}

/// The format a record was read from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// PGN (or text with moves and no tags).
    #[default]
    Pgn,
    /// A DhtmlXQ record.
    Dhtmlxq,
    /// An XQF file.
    Xqf,
}

impl Format {
    /// The name in reports: `pgn`, `dhtmlxq`, `xqf`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Pgn => "pgn",
            Format::Dhtmlxq => "dhtmlxq",
            Format::Xqf => "xqf",
        }
    }
}

/// A comment in a line of play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    /// How many of the line's words stand before it: 0 before the first (on the main line, a
    /// comment on the whole game).
    pub after: usize,
    /// The text.
    pub text: String,
}

/// An alternative to a move of a line (a PGN variation, an XQF sibling): another line of play
/// from the position before that move, with its own comments and alternatives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variation {
    /// The index, in the line it branches from, of the word it replaces.
    pub at: usize,
    /// Its moves, as written, the first in place of that word.
    pub words: Vec<Word>,
    /// Its comments.
    pub comments: Vec<Comment>,
    /// The alternatives to its own moves.
    pub variations: Vec<Variation>,
}

impl Variation {
    /// How many variations this one holds, itself included, at every depth.
    pub fn count(&self) -> usize {
        self.walk().count()
    }

    /// How many comments it holds, at every depth.
    pub fn comment_count(&self) -> usize {
        self.walk().map(|v| v.comments.len()).sum()
    }

    /// This variation and every one inside it, without recursion (variations may nest deep).
    fn walk(&self) -> impl Iterator<Item = &Variation> {
        let mut stack = vec![self];
        std::iter::from_fn(move || {
            let v = stack.pop()?;
            stack.extend(v.variations.iter().rev());
            Some(v)
        })
    }
}

impl Drop for Variation {
    /// Drops the variations inside without recursion, however deep they nest.
    fn drop(&mut self) {
        let mut stack = std::mem::take(&mut self.variations);
        while let Some(mut v) = stack.pop() {
            stack.append(&mut v.variations);
        }
    }
}

/// One root-to-leaf line of a record's tree other than the main line: the words played from the
/// start, and the ply where it leaves its parent line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Its number among the record's lines: 1 is the main line, the others follow in the order
    /// their variations are written.
    pub number: usize,
    /// The words from the start to its end.
    pub words: Vec<Word>,
    /// How many of those words it shares with the line it branches from.
    pub shared: usize,
}

/// One move as written, with the line it stands on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    /// The move as written: `炮二平五`, `h2e2`, `C2.5`.
    pub text: String,
    /// The line (1-based, in the file).
    pub line: usize,
    /// The column (1-based, in characters) where it starts.
    pub column: usize,
    /// The move, when the record states it as squares (DhtmlXQ, XQF) rather than in words.
    pub squares: Option<Move>,
    /// The offset of its record in a binary file (XQF), which has no lines.
    pub byte: Option<usize>,
}

impl Word {
    /// The moves it holds, played from `position`: one, or several where moves were written
    /// without spaces; the reason it cannot be played, if so.
    pub fn play(&self, position: &Position) -> Result<Vec<Move>, NotationErrorKind> {
        match self.squares {
            Some(mv) => resolve(position, &Written::Coordinates(mv)).map(|m| vec![m]),
            None => play_word(position, &self.text),
        }
    }

    /// Where it stands, for a message: `line:column`, or `byte 0x4a3` in a binary file.
    pub fn place(&self) -> String {
        match self.byte {
            Some(b) => format!("byte {b:#x}"),
            None => format!("{}:{}", self.line, self.column),
        }
    }
}

/// Where a record goes wrong.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct RecordError {
    /// The ply (1-based) that cannot be played; 0 when the start position itself is wrong.
    pub ply: usize,
    /// The move as written (or the `[FEN]` tag).
    #[serde(rename = "move")]
    pub word: String,
    /// Why, and where in the file.
    pub message: String,
    /// The same as data, for a reader in any language (`message` is its English). Not
    /// serialized: the JSON keeps the English `message`.
    #[serde(skip)]
    pub fault: Fault,
}

/// What is wrong with a record, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The `[FEN]` tag on the record's first `line` gives no position.
    Start {
        /// The line where the record starts.
        line: usize,
        /// Why the FEN gives none.
        error: PositionError,
    },
    /// The record could not be read as a game: the reader's reason, whose English is the
    /// message.
    Unreadable(Unreadable),
    /// A move that cannot be read or played.
    Move {
        /// The `line:column` of the word in a text file; 0:0 in a binary one.
        line: usize,
        /// The column.
        column: usize,
        /// The offset of its record in a binary file (XQF), which has no lines.
        byte: Option<usize>,
        /// Why it cannot be read or played.
        kind: NotationErrorKind,
    },
}

/// A record played on the board: the start, every legal move up to the first that is not, and
/// that one's error.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The start position (`[FEN]`, else the start of the game).
    pub start: Position,
    /// The moves, each legal in turn.
    pub moves: Vec<Move>,
    /// Each move as it can be written back: the word as recorded where the word is one move
    /// in words, else ICCS.
    pub written: Vec<String>,
    /// The first move that cannot be played, if any; the moves after it are not read.
    pub error: Option<RecordError>,
    /// How many of the record's words were played (the rest, from the one in error, were not).
    pub words_played: usize,
    /// For each word played, how many plies had been played after it (a word may hold several
    /// moves written without spaces).
    pub word_ends: Vec<usize>,
}

impl Replay {
    /// How many plies the first `words` words hold (all the plies played, past the last word
    /// played).
    pub fn plies_of(&self, words: usize) -> usize {
        match words.checked_sub(1) {
            None => 0,
            Some(w) => self.word_ends.get(w).copied().unwrap_or(self.moves.len()),
        }
    }
}

impl Record {
    /// The value of a tag (the first, if written twice).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The recorded result: the `[Result]` tag, else the result ending the movetext. `None`
    /// when neither says who won (`*`, empty, absent).
    pub fn result(&self) -> Option<GameResult> {
        self.tag("Result")
            .and_then(GameResult::from_record)
            .or_else(|| {
                self.movetext_result
                    .as_deref()
                    .and_then(GameResult::from_record)
            })
    }

    /// The result as written: the `[Result]` tag, else the movetext's; `None` when neither is.
    pub fn result_text(&self) -> Option<&str> {
        self.tag("Result")
            .filter(|r| !r.trim().is_empty())
            .or(self.movetext_result.as_deref())
    }

    /// How many variations the record holds, at every depth.
    pub fn variation_count(&self) -> usize {
        self.variations.iter().map(Variation::count).sum()
    }

    /// How many comments the record holds, in every line.
    pub fn comment_count(&self) -> usize {
        self.comments.len()
            + self
                .variations
                .iter()
                .map(Variation::comment_count)
                .sum::<usize>()
    }

    /// Every root-to-leaf line other than the main line, in the order the variations are
    /// written (depth first, each variation's own alternatives after it).
    pub fn lines(&self) -> Vec<Line> {
        let mut out = Vec::new();
        // (the words before the variation's first, the variation)
        let mut stack: Vec<(Vec<Word>, &Variation)> = self
            .variations
            .iter()
            .rev()
            .map(|v| (self.words[..v.at.min(self.words.len())].to_vec(), v))
            .collect();
        while let Some((prefix, v)) = stack.pop() {
            let shared = prefix.len();
            let mut words = prefix;
            words.extend(v.words.iter().cloned());
            for inner in v.variations.iter().rev() {
                let cut = (shared + inner.at).min(words.len());
                stack.push((words[..cut].to_vec(), inner));
            }
            out.push(Line {
                number: out.len() + 2,
                words,
                shared,
            });
        }
        out
    }

    /// The record of one of its lines: the same tags and start, the line's words as its moves,
    /// no comments or variations.
    pub fn with_line(&self, line: &Line) -> Record {
        Record {
            line: self.line,
            tags: self.tags.clone(),
            words: line.words.clone(),
            movetext_result: self.movetext_result.clone(),
            notes: Vec::new(),
            unreadable: self.unreadable.clone(),
            comments: Vec::new(),
            variations: Vec::new(),
            format: self.format,
        }
    }

    /// Plays the record from its start: every move is read and checked in turn, and the first
    /// that cannot be read or is not legal ends the replay with its error.
    pub fn replay(&self) -> Replay {
        let fen = self.tag("FEN").filter(|f| !f.trim().is_empty());
        let start = match fen.map(Position::from_fen) {
            None => Position::from_fen(START_FEN).expect("the start position"),
            Some(Ok(p)) => p,
            Some(Err(e)) => {
                return Replay {
                    start: Position::start(),
                    moves: Vec::new(),
                    written: Vec::new(),
                    words_played: 0,
                    word_ends: Vec::new(),
                    error: Some(RecordError {
                        ply: 0,
                        word: format!("[FEN \"{}\"]", fen.unwrap_or_default()),
                        message: format!("line {}: the start position: {e}", self.line),
                        fault: Fault::Start {
                            line: self.line,
                            error: e,
                        },
                    }),
                };
            }
        };
        if let Some(why) = &self.unreadable {
            return Replay {
                start,
                moves: Vec::new(),
                written: Vec::new(),
                words_played: 0,
                word_ends: Vec::new(),
                error: Some(RecordError {
                    ply: 0,
                    word: String::new(),
                    message: why.to_string(),
                    fault: Fault::Unreadable(why.clone()),
                }),
            };
        }
        let mut position = start.clone();
        let mut moves = Vec::with_capacity(self.words.len());
        let mut written = Vec::with_capacity(self.words.len());
        let mut word_ends = Vec::with_capacity(self.words.len());
        for (w, word) in self.words.iter().enumerate() {
            let read = word.play(&position);
            match read {
                Ok(played) => {
                    let as_written = played.len() == 1 && word.squares.is_none();
                    for m in played {
                        written.push(if as_written {
                            word.text.clone()
                        } else {
                            m.iccs()
                        });
                        position = position.play_unchecked(m);
                        moves.push(m);
                    }
                    word_ends.push(moves.len());
                }
                Err(kind) => {
                    let ply = moves.len() + 1;
                    let error = NotationError {
                        kind,
                        token: word.text.clone(),
                        index: ply,
                        line: word.line,
                        column: word.column,
                    };
                    let message = match &error.kind {
                        // The word alone: what the list reader says, without its caret display.
                        NotationErrorKind::Syntax(why) => {
                            format!("move {ply} '{}' ({}): {why}", word.text, word.place())
                        }
                        kind if word.byte.is_some() => {
                            format!("move {ply} '{}' ({}): {kind}", word.text, word.place())
                        }
                        _ => error.to_string(),
                    };
                    return Replay {
                        start,
                        error: Some(RecordError {
                            ply,
                            word: word.text.clone(),
                            message,
                            fault: Fault::Move {
                                line: word.line,
                                column: word.column,
                                byte: word.byte,
                                kind: error.kind,
                            },
                        }),
                        moves,
                        written,
                        words_played: w,
                        word_ends,
                    };
                }
            }
        }
        Replay {
            start,
            moves,
            written,
            error: None,
            words_played: self.words.len(),
            word_ends,
        }
    }
}

/// The moves one written word holds: one, or several where the moves were written without
/// spaces (`炮二平五馬８進７`, as the AXF book prints its loops). Each is checked in turn. A
/// word that is no move gets the reader's one-line reason.
fn play_word(position: &Position, word: &str) -> Result<Vec<Move>, NotationErrorKind> {
    let one = match read_move(word) {
        Ok(written) => return resolve(position, &written).map(|m| vec![m]),
        Err(e) => e,
    };
    let Ok(tokens) = parse_list(word) else {
        return Err(NotationErrorKind::Syntax(
            one.variant.message().into_owned(),
        ));
    };
    let mut p = position.clone();
    let mut out = Vec::with_capacity(tokens.len());
    for t in &tokens {
        let m = resolve(&p, &t.written)?;
        p = p.play_unchecked(m);
        out.push(m);
    }
    Ok(out)
}
