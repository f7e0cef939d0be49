//! Reading the files users hand to qili — cases, lists, results, records of play — with a size
//! limit, so that a huge file or a device (a case that is a link to `/dev/zero`) is refused
//! with a clear error instead of hanging the run.

use std::fmt;
use std::io::Read as _;
use std::path::Path;

/// The largest text file qili reads as input: far above any case or list (a case is a page of
/// YAML), far below what would stall a run.
pub const MAX_INPUT_BYTES: u64 = 1024 * 1024;

/// The largest record of play qili reads (a results file, the JSON or PGN of a match, a file of
/// openings): thousands of games fit; a device or a runaway file does not.
pub const MAX_RECORD_BYTES: u64 = 256 * 1024 * 1024;

/// Why a file handed to qili cannot be read, as data: callers word it in the language asked
/// for; the [`Display`](fmt::Display) is the English qili has always printed (without the path,
/// which callers name in their own way).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The system refused to open or read it: its words (`No such file or directory (os error
    /// 2)`).
    Cannot(String),
    /// It is no regular file (a directory, a device).
    NotAFile,
    /// It is larger than the limit, given in KiB.
    TooBig {
        /// The limit, in KiB.
        kib: u64,
    },
    /// It is no UTF-8 text: the bytes before the first invalid one.
    NotUtf8 {
        /// How many bytes are valid.
        byte: usize,
    },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Cannot(why) => write!(f, "cannot read: {why}"),
            ReadError::NotAFile => f.write_str("not a regular file"),
            ReadError::TooBig { kib } => {
                write!(f, "larger than {kib} KiB: too big for a qili input file")
            }
            ReadError::NotUtf8 { byte } => write!(f, "not UTF-8 text (byte {byte} is invalid)"),
        }
    }
}

impl std::error::Error for ReadError {}

/// Reads a UTF-8 text file of at most `limit` bytes. A file whose size is over the limit is
/// refused before a byte of it is read; the read itself stops at `limit + 1` bytes all the same,
/// for a file that grows while it is read.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    String::from_utf8(read_bytes(path, limit)?).map_err(|e| ReadError::NotUtf8 {
        byte: e.utf8_error().valid_up_to(),
    })
}

/// The bytes of a regular file of at most `limit` bytes (read no further), for a reader that
/// decodes them itself.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let cannot = |e: std::io::Error| ReadError::Cannot(e.to_string());
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile);
    }
    let too_big = ReadError::TooBig { kib: limit / 1024 };
    if meta.len() > limit {
        return Err(too_big);
    }
    let file = std::fs::File::open(path).map_err(cannot)?;
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > limit {
        return Err(too_big);
    }
    Ok(bytes)
}

/// Replaces a file's content so that a kill at any moment leaves either the old content or the
/// new, whole: the text goes to a temporary file beside it, which is flushed to the disk
/// (fsync) and renamed over the file; the directory is then flushed too, so that the rename
/// itself survives a crash of the machine. The error is the system's, as data (callers name the
/// path and word it in the language asked for).
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write as _;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a file name"))?
        .to_string_lossy();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)?;
        std::fs::File::open(&dir)?.sync_all()
    })();
    written.inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_and_big_files_are_refused() {
        assert_eq!(
            read_text(Path::new("/dev/zero"), 10)
                .unwrap_err()
                .to_string(),
            "not a regular file"
        );
        let dir = std::env::temp_dir().join(format!("qili-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let big = dir.join("big.yaml");
        std::fs::write(&big, "x".repeat(2048)).unwrap();
        assert!(
            read_text(&big, 1024)
                .unwrap_err()
                .to_string()
                .starts_with("larger than 1 KiB")
        );
        assert_eq!(read_text(&big, 4096).unwrap().len(), 2048);
        // A sparse file of 1 TiB: refused by its size, without reading it (the bounded read
        // alone would read 256 MiB first). The thread's own count of bytes read says so.
        let huge = dir.join("huge.fen");
        std::fs::File::create(&huge)
            .unwrap()
            .set_len(1 << 40)
            .unwrap();
        let before = bytes_read_by_this_thread();
        assert!(
            read_text(&huge, MAX_RECORD_BYTES)
                .unwrap_err()
                .to_string()
                .starts_with("larger than 262144 KiB")
        );
        let read = bytes_read_by_this_thread() - before;
        assert!(read < 1024 * 1024, "{read} bytes read");
        std::fs::write(&big, [b'a', 0xff]).unwrap();
        assert_eq!(
            read_text(&big, 4096).unwrap_err().to_string(),
            "not UTF-8 text (byte 1 is invalid)"
        );
        assert!(
            read_text(&dir.join("none"), 10)
                .unwrap_err()
                .to_string()
                .starts_with("cannot read")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// `rchar` of `/proc/thread-self/io`: the bytes this thread has read through system calls.
    fn bytes_read_by_this_thread() -> u64 {
        let io = std::fs::read_to_string("/proc/thread-self/io").unwrap();
        io.lines()
            .find_map(|l| l.strip_prefix("rchar: "))
            .and_then(|n| n.parse().ok())
            .unwrap()
    }
}
