//! Zip archives of game records, and a collection — a stream or an archive — read game by game.
//!
//! Chinese collections usually travel as zip archives of folders of XQF files (and PGN files
//! are zipped as well). An archive is read with the `zip` crate, member by member in the order
//! the archive stores them: each member whose name ends in one of [`EXTENSIONS`] is a file of
//! games, named by its path inside the archive (`collection.zip/比赛对局/x.XQF`); the others
//! (folders, read-me files) are passed over. Member names are UTF-8 when the archive says so or
//! when they are valid UTF-8, and GBK otherwise, as old Chinese zip programs wrote them.
//!
//! Memory is bounded: a member is read whole, but only up to [`MAX_MEMBER_BYTES`] once
//! decompressed — a larger one (a zip bomb, or a huge file) is refused with the reason, whatever
//! its header claims, and the next member is read.

use crate::NoGame;
use crate::source::{Games, Item};
use crate::text::Encoding;
use std::collections::VecDeque;
use std::io::{BufRead, Cursor, Read, Seek};
use zip::ZipArchive;

/// The largest member read, decompressed.
pub const MAX_MEMBER_BYTES: u64 = 64 * 1024 * 1024;

/// The members read from an archive, by the end of their names (any case): game files.
pub const EXTENSIONS: [&str; 5] = ["pgn", "htm", "html", "txt", "xqf"];

/// Whether bytes begin as a zip archive does (a local file header, or the end record of an
/// empty archive).
pub fn is_zip(head: &[u8]) -> bool {
    head.starts_with(b"PK\x03\x04") || head.starts_with(b"PK\x05\x06")
}

/// Whether a file name ends in one of [`EXTENSIONS`].
pub fn is_game_file(name: &str) -> bool {
    name.rsplit_once('.')
        .is_some_and(|(_, e)| EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
}

/// A member's name: UTF-8 when it reads as UTF-8 (archives that flag their names as UTF-8
/// always do), else GBK (GB18030), as Chinese zip programs wrote names in the code page of
/// their system.
pub fn member_name(raw: &[u8]) -> String {
    match std::str::from_utf8(raw) {
        Ok(s) => s.to_string(),
        Err(_) => encoding_rs::GB18030
            .decode_without_bom_handling(raw)
            .0
            .into_owned(),
    }
}

/// One game file of an archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// Its index in the archive.
    pub index: usize,
    /// Its path inside the archive, decoded.
    pub name: String,
    /// Its size once decompressed, as the archive states it.
    pub size: u64,
}

/// An open zip archive and its game files.
pub struct Archive<S> {
    zip: ZipArchive<S>,
    members: Vec<Member>,
    /// Members that are archives themselves (not read), by name.
    nested: Vec<String>,
}

impl<S: Read + Seek> Archive<S> {
    /// Opens an archive and lists its game files.
    pub fn open(reader: S) -> Result<Archive<S>, NoGame> {
        let mut zip = ZipArchive::new(reader).map_err(|e| NoGame::NotZip(e.to_string()))?;
        let mut members = Vec::new();
        let mut nested = Vec::new();
        for index in 0..zip.len() {
            let Ok(file) = zip.by_index_raw(index) else {
                continue;
            };
            if file.is_dir() {
                continue;
            }
            let name = member_name(file.name_raw());
            if is_game_file(&name) {
                members.push(Member {
                    index,
                    name,
                    size: file.size(),
                });
            } else if name.to_ascii_lowercase().ends_with(".zip") {
                nested.push(name);
            }
        }
        Ok(Archive {
            zip,
            members,
            nested,
        })
    }

    /// Its game files, in the order the archive stores them.
    pub fn members(&self) -> &[Member] {
        &self.members
    }

    /// The bytes of a member, decompressed: at most [`MAX_MEMBER_BYTES`], else an error saying
    /// so (whatever size the archive claims for it).
    pub fn read(&mut self, member: &Member) -> Result<Vec<u8>, NoGame> {
        let too_large = || NoGame::MemberTooLarge {
            mib: MAX_MEMBER_BYTES / (1024 * 1024),
        };
        if member.size > MAX_MEMBER_BYTES {
            return Err(too_large());
        }
        let file = self
            .zip
            .by_index(member.index)
            .map_err(|e| NoGame::MemberUnreadable(e.to_string()))?;
        let mut bytes = Vec::with_capacity(member.size.min(MAX_MEMBER_BYTES) as usize);
        file.take(MAX_MEMBER_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| NoGame::Decompress(e.to_string()))?;
        if bytes.len() as u64 > MAX_MEMBER_BYTES {
            return Err(too_large());
        }
        Ok(bytes)
    }
}

/// A game found in a collection: the file it is in (an archive's member as
/// `archive/path/inside`), its number in that file, and the game, not yet read.
pub struct Found {
    /// The file's name.
    pub file: String,
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The game.
    pub item: Item,
}

/// A file of a collection that could not be read (or stopped being readable), and why. The
/// games read from it before are handed out first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failed {
    /// The file's name.
    pub file: String,
    /// Why (its `Display` is the English the JSON gives).
    pub why: NoGame,
}

/// What a collection hands out, in order.
pub enum Next {
    /// A game.
    Game(Found),
    /// A file that cannot be read.
    Failed(Failed),
}

/// The games of one input, in order: a stream of records (`R`) or a zip archive (`S`). A file
/// that cannot be read, or in which nothing reads as a game, is handed out as [`Next::Failed`].
pub struct Collection<R, S> {
    name: String,
    encoding: Option<Encoding>,
    state: State<R, S>,
}

/// A member being read: its name, its games, how many were handed out.
type Reading = (String, Games<Cursor<Vec<u8>>>, usize);

enum State<R, S> {
    Stream {
        games: Box<Games<R>>,
        read: usize,
        stopped: bool,
    },
    Archive {
        archive: Box<Archive<S>>,
        members: VecDeque<Member>,
        /// The member being read.
        current: Option<Reading>,
        /// What to report before reading on (nested archives, an archive with no game file).
        failures: VecDeque<Failed>,
    },
    Done(Option<Failed>),
}

impl<R: BufRead, S: Read + Seek> Collection<R, S> {
    /// The games of a stream named `name` (PGN, DhtmlXQ, or one XQF file).
    pub fn stream(name: &str, reader: R, encoding: Option<Encoding>) -> Collection<R, S> {
        let state = match Games::open(reader, encoding) {
            Ok(games) => State::Stream {
                games: Box::new(games),
                read: 0,
                stopped: false,
            },
            Err(why) => State::Done(Some(Failed {
                file: name.to_string(),
                why,
            })),
        };
        Collection {
            name: name.to_string(),
            encoding,
            state,
        }
    }

    /// The games of the zip archive named `name`, member after member.
    pub fn archive(name: &str, reader: S, encoding: Option<Encoding>) -> Collection<R, S> {
        let fail = |why: NoGame| Failed {
            file: name.to_string(),
            why,
        };
        let state = match Archive::open(reader) {
            Err(why) => State::Done(Some(fail(why))),
            Ok(archive) => {
                let mut failures: VecDeque<Failed> = archive
                    .nested
                    .iter()
                    .map(|n| Failed {
                        file: format!("{name}/{n}"),
                        why: NoGame::Nested,
                    })
                    .collect();
                if archive.members.is_empty() {
                    failures.push_back(fail(NoGame::NoGameFiles {
                        extensions: EXTENSIONS.iter().map(|e| e.to_string()).collect(),
                    }));
                }
                State::Archive {
                    members: archive.members.iter().cloned().collect(),
                    archive: Box::new(archive),
                    current: None,
                    failures,
                }
            }
        };
        Collection {
            name: name.to_string(),
            encoding,
            state,
        }
    }
}

impl<T: AsRef<[u8]>> Collection<Cursor<T>, Cursor<T>> {
    /// The games of bytes in memory (a file sent to the explorer, Python bytes): a zip archive,
    /// or a stream of records.
    pub fn bytes(name: &str, bytes: T, encoding: Option<Encoding>) -> Self {
        if is_zip(bytes.as_ref()) {
            Collection::archive(name, Cursor::new(bytes), encoding)
        } else {
            Collection::stream(name, Cursor::new(bytes), encoding)
        }
    }
}

/// A file in which nothing reads as a game (only blank lines, say).
fn no_game(file: &str) -> Failed {
    Failed {
        file: file.to_string(),
        why: NoGame::NoRecord,
    }
}

impl<R: BufRead, S: Read + Seek> Iterator for Collection<R, S> {
    type Item = Next;

    fn next(&mut self) -> Option<Next> {
        match &mut self.state {
            State::Done(failed) => failed.take().map(Next::Failed),
            State::Stream {
                games,
                read,
                stopped,
            } => {
                if *stopped {
                    return None;
                }
                let Some(next) = games.next() else {
                    *stopped = true;
                    return (*read == 0).then(|| Next::Failed(no_game(&self.name)));
                };
                match next {
                    Ok(item) => {
                        *read += 1;
                        Some(Next::Game(Found {
                            file: self.name.clone(),
                            game: *read,
                            item,
                        }))
                    }
                    Err(e) => {
                        *stopped = true;
                        Some(Next::Failed(Failed {
                            file: self.name.clone(),
                            why: NoGame::After {
                                games: *read,
                                error: e.to_string(),
                            },
                        }))
                    }
                }
            }
            State::Archive {
                archive,
                members,
                current,
                failures,
            } => loop {
                if let Some(f) = failures.pop_front() {
                    return Some(Next::Failed(f));
                }
                if let Some((file, games, read)) = current {
                    match games.next() {
                        Some(Ok(item)) => {
                            *read += 1;
                            return Some(Next::Game(Found {
                                file: file.clone(),
                                game: *read,
                                item,
                            }));
                        }
                        Some(Err(e)) => {
                            let failed = Failed {
                                file: file.clone(),
                                why: NoGame::After {
                                    games: *read,
                                    error: e.to_string(),
                                },
                            };
                            *current = None;
                            return Some(Next::Failed(failed));
                        }
                        None => {
                            let empty = (*read == 0).then(|| no_game(file));
                            *current = None;
                            if let Some(f) = empty {
                                return Some(Next::Failed(f));
                            }
                        }
                    }
                }
                let member = members.pop_front()?;
                let file = format!("{}/{}", self.name, member.name);
                let opened = archive
                    .read(&member)
                    .and_then(|bytes| Games::open(Cursor::new(bytes), self.encoding));
                match opened {
                    Ok(games) => *current = Some((file, games, 0)),
                    Err(why) => return Some(Next::Failed(Failed { file, why })),
                }
            },
        }
    }
}
