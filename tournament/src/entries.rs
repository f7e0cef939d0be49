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

/// Decodes an entries file: UTF-8 (a BOM dropped), else GBK. `origin` names it in errors.
pub fn decode(bytes: &[u8], origin: &str) -> Result<String, String> {
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
                Err(format!(
                    "{origin}: line {line}: the text is neither UTF-8 nor GBK"
                ))
            } else {
                Ok(text.into_owned())
            }
        }
    }
}

/// Reads the entries of a decoded list; every fault names its line.
pub fn parse(text: &str, origin: &str) -> Result<Vec<Entry>, String> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .comment(Some(b'#'))
        .from_reader(text.as_bytes());
    let mut entries: Vec<Entry> = Vec::new();
    for (i, record) in reader.records().enumerate() {
        let record = record.map_err(|e| format!("{origin}: {e}"))?;
        let line = record.position().map_or(i as u64 + 1, |p| p.line());
        let at = |msg: String| format!("{origin}: line {line}: {msg}");
        let field = |k: usize| record.get(k).filter(|s| !s.is_empty());
        let Some(name) = field(0) else {
            if record.iter().all(str::is_empty) {
                continue;
            }
            return Err(at("no name in the first column".into()));
        };
        if entries.is_empty() && is_header(name, field(1)) {
            continue;
        }
        if record.len() > 3 {
            return Err(at(format!(
                "{} columns; an entry is name[,rating[,unit]]",
                record.len()
            )));
        }
        let rating = field(1)
            .map(|r| {
                r.parse::<u32>()
                    .ok()
                    .filter(|&r| r <= 4000)
                    .ok_or_else(|| at(format!("'{r}' is not a rating (a whole number up to 4000)")))
            })
            .transpose()?;
        if let Some(first) = entries.iter().position(|e| e.name == name) {
            return Err(at(format!(
                "'{name}' is entered twice (the entry number {} too)",
                first + 1
            )));
        }
        if entries.len() == MAX_ENTRIES {
            return Err(at(format!("more than {MAX_ENTRIES} entries")));
        }
        entries.push(Entry {
            name: name.to_string(),
            rating,
            unit: field(2).map(str::to_string),
        });
    }
    if entries.len() < 2 {
        return Err(format!(
            "{origin}: {} entr{}: an event needs at least two players",
            entries.len(),
            if entries.len() == 1 { "y" } else { "ies" }
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
        let e = parse("A,2400\nB,strong\n", "e.csv").unwrap_err();
        assert_eq!(
            e,
            "e.csv: line 2: 'strong' is not a rating (a whole number up to 4000)"
        );
        let e = parse("A\nB\nA\n", "e.csv").unwrap_err();
        assert!(e.contains("line 3: 'A' is entered twice"), "{e}");
        let e = parse("A,1,x,y\n", "e.csv").unwrap_err();
        assert!(e.contains("line 1: 4 columns"), "{e}");
        assert!(parse("A\n", "e.csv").unwrap_err().contains("at least two"));
    }

    #[test]
    fn decodes_a_bom_and_gbk() {
        assert_eq!(decode(b"\xEF\xBB\xBFA\nB\n", "f").unwrap(), "A\nB\n");
        let (gbk, _, _) = GBK.encode("王天一,2710\n");
        assert_eq!(decode(&gbk, "f").unwrap(), "王天一,2710\n");
        assert!(
            decode(b"A\n\xFF\xFF\n", "f")
                .unwrap_err()
                .contains("line 2")
        );
    }
}
