//! Integration tests of qili-games: the referee on loops made for it, and the record readers and
//! the review on the real records in `samples/`.

mod records;
mod referee;
mod xqf;

use qili_games::source::{Games, SNIFF_BYTES};
use qili_games::{Encoding, Record};
use std::io::BufReader;
use std::path::PathBuf;

/// A file of `samples/`.
pub fn sample(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name)
}

/// Every game of a file, read, with its encoding.
pub fn read_file(name: &str) -> Vec<(Record, Encoding)> {
    let file = std::fs::File::open(sample(name)).expect("the sample exists");
    Games::open(BufReader::with_capacity(SNIFF_BYTES, file), None)
        .expect("the sample opens")
        .map(|item| item.expect("the sample reads").read(None))
        .collect()
}
