//! The list of entries an event starts from (报名): one player a line, `name[,rating[,unit]]`, as
//! an arbiter types it or a spreadsheet saves it as CSV. A header line (`name,rating,unit`, or
//! `姓名,等级分,单位`) is skipped, and so are blank lines and lines starting with `#`.
//!
//! The text may be UTF-8 (with or without the byte-order mark Notepad and Excel write) or GBK,
//! which Excel on a Chinese Windows writes when it saves CSV: bytes that are not UTF-8 are read
//! as GBK, and text that is neither is refused with the line.

use encoding_rs::GBK;

/// One entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The name.
    pub name: String,
    /// The rating (等级分), if any.
    pub rating: Option<u32>,
    /// The unit (单位: club, province), if any.
    pub unit: Option<String>,
}

/// The most entries a list may hold.
pub const MAX_ENTRIES: usize = 100_000;

/// Why an entries file cannot be read: the file, the line (when one is to blame), and what is
/// wrong there. Its `Display` is `FILE: line N: what`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntriesError {
    /// The file, as the error names it.
    pub origin: String,
    /// The line, from 1, when the fault is on one.
    pub line: Option<u64>,
    /// What is wrong.
    pub fault: EntriesFault,
}

/// What is wrong in an entries file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntriesFault {
    /// Bytes that are neither UTF-8 nor GBK.
    NotText,
    /// The CSV reader's own words.
    Csv(String),
    /// A line with no name in its first column.
    NoName,
    /// A line with more than three columns.
    Columns {
        /// The columns on the line.
        count: usize,
    },
    /// A rating that is no whole number up to 4000.
    NotARating {
        /// The text given.
        text: String,
    },
    /// A name entered twice.
    Twice {
        /// The name.
        name: String,
        /// The number, from 1, of its first entry.
        first: usize,
    },
    /// More than [`MAX_ENTRIES`] entries.
    TooMany {
        /// The most allowed.
        max: usize,
    },
    /// Fewer than two entries.
    TooFew {
        /// The entries read.
        count: usize,
    },
}

impl std::fmt::Display for EntriesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: ", self.origin)?;
        if let Some(line) = self.line {
            write!(f, "line {line}: ")?;
        }
        match &self.fault {
            EntriesFault::NotText => f.write_str("the text is neither UTF-8 nor GBK"),
            EntriesFault::Csv(text) => f.write_str(text),
            EntriesFault::NoName => f.write_str("no name in the first column"),
            EntriesFault::Columns { count } => {
                write!(f, "{count} columns; an entry is name[,rating[,unit]]")
            }
            EntriesFault::NotARating { text } => {
                write!(f, "'{text}' is not a rating (a whole number up to 4000)")
            }
            EntriesFault::Twice { name, first } => {
                write!(
                    f,
                    "'{name}' is entered twice (the entry number {first} too)"
                )
            }
            EntriesFault::TooMany { max } => write!(f, "more than {max} entries"),
            EntriesFault::TooFew { count } => write!(
                f,
                "{count} entr{}: an event needs at least two players",
                if *count == 1 { "y" } else { "ies" }
            ),
        }
    }
}

impl std::error::Error for EntriesError {}

/// Decodes an entries file: UTF-8 (a BOM dropped), else GBK. `origin` names it in errors.
pub fn decode(bytes: &[u8], origin: &str) -> Result<String, EntriesError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.to_string()),
        Err(utf8) => {
            let (text, had_errors) = GBK.decode_without_bom_handling(bytes);
            if had_errors {
                let line = bytes[..utf8.valid_up_to()]
                    .iter()
                    .filter(|&&b| b == b'\n')
                    .count()
                    + 1;
                Err(EntriesError {
                    origin: origin.to_string(),
                    line: Some(line as u64),
                    fault: EntriesFault::NotText,
                })
            } else {
                Ok(text.into_owned())
            }
        }
    }
}

/// Reads the entries of a decoded list; every fault names its line.
pub fn parse(text: &str, origin: &str) -> Result<Vec<Entry>, EntriesError> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .comment(Some(b'#'))
        .from_reader(text.as_bytes());
    let error = |line: Option<u64>, fault: EntriesFault| EntriesError {
        origin: origin.to_string(),
        line,
        fault,
    };
    let mut entries: Vec<Entry> = Vec::new();
    for (i, record) in reader.records().enumerate() {
        let record = record.map_err(|e| error(None, EntriesFault::Csv(e.to_string())))?;
        let line = record.position().map_or(i as u64 + 1, |p| p.line());
        let at = |fault: EntriesFault| error(Some(line), fault);
        let field = |k: usize| record.get(k).filter(|s| !s.is_empty());
        let Some(name) = field(0) else {
            if record.iter().all(str::is_empty) {
                continue;
            }
            return Err(at(EntriesFault::NoName));
        };
        if entries.is_empty() && is_header(name, field(1)) {
            continue;
        }
        if record.len() > 3 {
            return Err(at(EntriesFault::Columns {
                count: record.len(),
            }));
        }
        let rating = field(1)
            .map(|r| {
                r.parse::<u32>().ok().filter(|&r| r <= 4000).ok_or_else(|| {
                    at(EntriesFault::NotARating {
                        text: r.to_string(),
                    })
                })
            })
            .transpose()?;
        if let Some(first) = entries.iter().position(|e| e.name == name) {
            return Err(at(EntriesFault::Twice {
                name: name.to_string(),
                first: first + 1,
            }));
        }
        if entries.len() == MAX_ENTRIES {
            return Err(at(EntriesFault::TooMany { max: MAX_ENTRIES }));
        }
        entries.push(Entry {
            name: name.to_string(),
            rating,
            unit: field(2).map(str::to_string),
        });
    }
    if entries.len() < 2 {
        return Err(error(
            None,
            EntriesFault::TooFew {
                count: entries.len(),
            },
        ));
    }
    Ok(entries)
}

/// A first line that names the columns rather than a player.
fn is_header(first: &str, second: Option<&str>) -> bool {
    let names = ["name", "player", "姓名", "棋手", "选手"];
    names.iter().any(|n| first.eq_ignore_ascii_case(n))
        && second.is_none_or(|s| s.parse::<u32>().is_err())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_names_ratings_units_and_skips_a_header() {
        let text = "姓名,等级分,单位\n王天一, 2710, 杭州\n\n# a comment\n郑惟桐,2680\nNewcomer\n";
        let e = parse(text, "entries.csv").expect("entries");
        assert_eq!(e.len(), 3);
        assert_eq!(e[0].name, "王天一");
        assert_eq!(e[0].rating, Some(2710));
        assert_eq!(e[0].unit.as_deref(), Some("杭州"));
        assert_eq!(e[1].unit, None);
        assert_eq!(e[2].rating, None);
    }

    #[test]
    fn refuses_what_it_cannot_read_naming_the_line() {
        let e = parse("A,2400\nB,strong\n", "e.csv")
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "e.csv: line 2: 'strong' is not a rating (a whole number up to 4000)"
        );
        let e = parse("A\nB\nA\n", "e.csv").unwrap_err().to_string();
        assert!(e.contains("line 3: 'A' is entered twice"), "{e}");
        let e = parse("A,1,x,y\n", "e.csv").unwrap_err().to_string();
        assert!(e.contains("line 1: 4 columns"), "{e}");
        assert!(
            parse("A\n", "e.csv")
                .unwrap_err()
                .to_string()
                .contains("at least two")
        );
    }

    #[test]
    fn decodes_a_bom_and_gbk() {
        assert_eq!(decode(b"\xEF\xBB\xBFA\nB\n", "f").unwrap(), "A\nB\n");
        let (gbk, _, _) = GBK.encode("王天一,2710\n");
        assert_eq!(decode(&gbk, "f").unwrap(), "王天一,2710\n");
        assert!(
            decode(b"A\n\xFF\xFF\n", "f")
                .unwrap_err()
                .to_string()
                .contains("line 2")
        );
    }
}
