//! Why an input holds no game to read, or stops holding any: as data, so that a program can
//! word it in its own language; its `Display` is the English the JSON and the API give.

use std::fmt;

/// Why an input (a file, a stream, an archive or one of its members) yields no game, or no
/// more games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoGame {
    /// Binary data that is not XQF: `control` control bytes in its first `bytes` bytes.
    Binary {
        /// The control bytes counted.
        control: usize,
        /// The bytes looked at.
        bytes: usize,
    },
    /// Nothing at all (0 bytes).
    Empty,
    /// Text in which nothing reads as a game.
    NoRecord,
    /// A zip archive given as a stream, which cannot be unzipped.
    ZipStream,
    /// A page of DhtmlXQ records larger than `mib` MiB (a page is read whole).
    PageTooLarge {
        /// The limit, in MiB.
        mib: u64,
    },
    /// The stream could not be read: the system's words.
    Io(String),
    /// An archive the zip reader refuses: its words.
    NotZip(String),
    /// A zip archive inside an archive (not read).
    Nested,
    /// An archive with no member ending in one of `extensions`.
    NoGameFiles {
        /// The extensions read, without their dots.
        extensions: Vec<String>,
    },
    /// An archive's member larger than `mib` MiB once decompressed (not read).
    MemberTooLarge {
        /// The limit, in MiB.
        mib: u64,
    },
    /// An archive's member that the zip reader cannot find or open: its words.
    MemberUnreadable(String),
    /// An archive's member that cannot be decompressed: the zip reader's words.
    Decompress(String),
    /// The input stopped being readable after `games` games: the system's words.
    After {
        /// The games read before.
        games: usize,
        /// Why, in the system's words.
        error: String,
    },
}

impl fmt::Display for NoGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoGame::Binary { control, bytes } => write!(
                f,
                "not a game record: binary data ({control} control bytes in its first {bytes} \
                 bytes), neither PGN, DhtmlXQ nor XQF"
            ),
            NoGame::Empty => f.write_str("empty: no game record in it"),
            NoGame::NoRecord => f.write_str("no game record in it"),
            NoGame::ZipStream => {
                f.write_str("a zip archive, read here as a stream: give it as a file (or as bytes)")
            }
            NoGame::PageTooLarge { mib } => {
                write!(f, "a page of DhtmlXQ records larger than {mib} MiB")
            }
            NoGame::Io(e) => f.write_str(e),
            NoGame::NotZip(e) => write!(f, "not a readable zip archive: {e}"),
            NoGame::Nested => {
                f.write_str("a zip archive inside an archive: not read (unzip the outer one)")
            }
            NoGame::NoGameFiles { extensions } => write!(
                f,
                "no game files in the archive (files ending in .{})",
                extensions.join(", .")
            ),
            NoGame::MemberTooLarge { mib } => write!(
                f,
                "larger than {mib} MiB once decompressed: not read (unzip it, or split it)"
            ),
            NoGame::MemberUnreadable(e) => write!(f, "cannot read it from the archive: {e}"),
            NoGame::Decompress(e) => write!(f, "cannot decompress it: {e}"),
            NoGame::After { games, error } => write!(f, "cannot read after game {games}: {error}"),
        }
    }
}

impl std::error::Error for NoGame {}

impl From<std::io::Error> for NoGame {
    fn from(e: std::io::Error) -> NoGame {
        NoGame::Io(e.to_string())
    }
}
