//! The text encodings game records come in, and telling them apart.
//!
//! Xiangqi records are UTF-8 (with or without a byte-order mark), GB18030 / GBK (simplified
//! Chinese software) or Big5 (traditional: Taiwan, Hong Kong, and the collections made there).
//! Nothing in a file says which. A legal UTF-8 text is UTF-8. Otherwise every encoding decodes
//! the bytes, and the one that reads most characters of xiangqi records (piece names, 进/退/平,
//! numerals, 红/黑, 胜/负/和) with fewest malformed sequences wins: GBK bytes read as Big5 (or the
//! reverse) give other, rarer characters and broken sequences, seldom the words of a game.

use std::borrow::Cow;

/// A text encoding of game records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Encoding {
    /// UTF-8, with or without a byte-order mark.
    Utf8,
    /// GB18030, which includes GBK and GB2312.
    Gb18030,
    /// Big5 (as the WHATWG Encoding Standard defines it, with the HKSCS extensions).
    Big5,
}

impl Encoding {
    /// Every encoding, in the order detection prefers them on a tie.
    pub const ALL: [Encoding; 3] = [Encoding::Utf8, Encoding::Gb18030, Encoding::Big5];

    /// The name used on the command line and in reports: `utf-8`, `gb18030`, `big5`.
    pub fn name(self) -> &'static str {
        match self {
            Encoding::Utf8 => "utf-8",
            Encoding::Gb18030 => "gb18030",
            Encoding::Big5 => "big5",
        }
    }

    /// The encoding with this name (`gbk` and `gb2312` are GB18030, `cp950` is Big5).
    pub fn from_name(name: &str) -> Option<Encoding> {
        match name.to_ascii_lowercase().as_str() {
            "utf-8" | "utf8" => Some(Encoding::Utf8),
            "gb18030" | "gbk" | "gb2312" | "cp936" => Some(Encoding::Gb18030),
            "big5" | "cp950" => Some(Encoding::Big5),
            _ => None,
        }
    }

    fn codec(self) -> &'static encoding_rs::Encoding {
        match self {
            Encoding::Utf8 => encoding_rs::UTF_8,
            Encoding::Gb18030 => encoding_rs::GB18030,
            Encoding::Big5 => encoding_rs::BIG5,
        }
    }
}

impl std::fmt::Display for Encoding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Text decoded from bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded<'a> {
    /// The text; each malformed sequence is replaced by U+FFFD.
    pub text: Cow<'a, str>,
    /// The encoding it was read in.
    pub encoding: Encoding,
    /// How many malformed sequences were replaced.
    pub malformed: usize,
}

/// Decodes `bytes` in `encoding`, or in the encoding that reads them best when `None`
/// ([`detect`]). A UTF-8 byte-order mark is dropped.
pub fn decode(bytes: &[u8], encoding: Option<Encoding>) -> Decoded<'_> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match encoding {
        Some(e) => decode_in(bytes, e),
        None => {
            if let Ok(text) = std::str::from_utf8(bytes) {
                return Decoded {
                    text: Cow::Borrowed(text),
                    encoding: Encoding::Utf8,
                    malformed: 0,
                };
            }
            // The encodings are weighed on the beginning of the text (tags and the first moves
            // are written in every record's words), then the winner reads the whole.
            let sample = sample(bytes);
            let best = Encoding::ALL
                .into_iter()
                .map(|e| decode_in(sample, e))
                .max_by_key(|d| (score(&d.text, d.malformed), std::cmp::Reverse(d.encoding)))
                .expect("three candidates");
            if sample.len() == bytes.len() {
                best
            } else {
                decode_in(bytes, best.encoding)
            }
        }
    }
}

/// The encoding that reads `bytes` best (see the module's documentation).
pub fn detect(bytes: &[u8]) -> Encoding {
    decode(bytes, None).encoding
}

fn decode_in(bytes: &[u8], encoding: Encoding) -> Decoded<'_> {
    let (text, _) = encoding.codec().decode_without_bom_handling(bytes);
    let malformed = match &text {
        Cow::Borrowed(_) => 0,
        Cow::Owned(t) => t
            .chars()
            .filter(|&c| c == char::REPLACEMENT_CHARACTER)
            .count(),
    };
    Decoded {
        text,
        encoding,
        malformed,
    }
}

/// How much of a text detection weighs: about the tags and the first dozens of moves.
const SAMPLE_BYTES: usize = 4096;

/// The first [`SAMPLE_BYTES`] of `bytes` or a little more, up to a line end (which is never
/// inside a character in any of the encodings), or all of them.
fn sample(bytes: &[u8]) -> &[u8] {
    match bytes.iter().skip(SAMPLE_BYTES).position(|&b| b == b'\n') {
        Some(i) => &bytes[..SAMPLE_BYTES + i + 1],
        None => bytes,
    }
}

/// How well a decoding reads as xiangqi records: the characters of their words, less ten for
/// each malformed sequence.
fn score(text: &str, malformed: usize) -> i64 {
    let words = text.chars().filter(|&c| is_record_char(c)).count();
    words as i64 - 10 * malformed as i64
}

/// Whether a character is one xiangqi records are written in, simplified or traditional:
/// pieces, moves, numerals (Chinese and full-width), sides and results.
fn is_record_char(c: char) -> bool {
    matches!(
        c,
        '车' | '車'
            | '俥'
            | '马'
            | '馬'
            | '傌'
            | '炮'
            | '砲'
            | '包'
            | '相'
            | '象'
            | '仕'
            | '士'
            | '帅'
            | '帥'
            | '将'
            | '將'
            | '兵'
            | '卒'
            | '进'
            | '進'
            | '退'
            | '平'
            | '前'
            | '后'
            | '後'
            | '中'
            | '一'
            | '二'
            | '三'
            | '四'
            | '五'
            | '六'
            | '七'
            | '八'
            | '九'
            | '１'
            | '２'
            | '３'
            | '４'
            | '５'
            | '６'
            | '７'
            | '８'
            | '９'
            | '红'
            | '紅'
            | '黑'
            | '胜'
            | '勝'
            | '负'
            | '負'
            | '和'
            | '先'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode(text: &str, e: Encoding) -> Vec<u8> {
        let (bytes, _, unmappable) = e.codec().encode(text);
        assert!(!unmappable, "{text} in {e}");
        bytes.into_owned()
    }

    #[test]
    fn each_encoding_is_told_apart_on_a_line_of_moves() {
        // Big5 has no simplified characters; GB18030 and UTF-8 have both.
        let traditional = "1. 炮二平五 馬８進７ 2. 馬二進三 車９平８";
        let simplified = [
            "1. 炮二平五 马８进７ 2. 马二进三 车９平８",
            "[Red \"胡荣华\"]\n1. 兵七进一 卒７进１",
        ];
        for (text, encodings) in [(traditional, &Encoding::ALL[..])]
            .into_iter()
            .chain(simplified.map(|t| (t, &Encoding::ALL[..2])))
        {
            for &e in encodings {
                let bytes = encode(text, e);
                let d = decode(&bytes, None);
                assert_eq!((d.encoding, d.text.as_ref(), d.malformed), (e, text, 0));
            }
        }
    }

    #[test]
    fn a_bom_is_dropped_and_ascii_is_utf8() {
        let d = decode(b"\xEF\xBB\xBF[Event \"x\"]", None);
        assert_eq!(
            (d.encoding, d.text.as_ref()),
            (Encoding::Utf8, "[Event \"x\"]")
        );
        assert_eq!(detect(b"1. h2e2 h9g7"), Encoding::Utf8);
    }

    #[test]
    fn a_forced_encoding_reports_what_it_cannot_read() {
        let big5 = encode("馬８進７", Encoding::Big5);
        let d = decode(&big5, Some(Encoding::Utf8));
        assert!(d.malformed > 0);
        assert!(d.text.contains(char::REPLACEMENT_CHARACTER));
        // A UTF-8 text cut inside a character is still read as UTF-8, with one bad sequence.
        let mut cut = "1. 炮二平五 馬８進７".as_bytes().to_vec();
        cut.pop();
        let d = decode(&cut, None);
        assert_eq!((d.encoding, d.malformed), (Encoding::Utf8, 1));
    }

    #[test]
    fn names_read_back() {
        for e in Encoding::ALL {
            assert_eq!(Encoding::from_name(e.name()), Some(e));
        }
        assert_eq!(Encoding::from_name("GBK"), Some(Encoding::Gb18030));
        assert_eq!(Encoding::from_name("latin1"), None);
    }
}
