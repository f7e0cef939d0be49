//! The record area of an XQF file: decrypted, and walked into the nodes of the game tree
//! (pre-order records of a first-child / next-sibling tree), each a move with its comment.

use super::header::{Keys, gbk, square};
use super::{HEADER_BYTES, MAX_VARIATION_DEPTH, Node, XqfError};
use qili_oracle::Move;

/// The record area, decrypted and walked into nodes (XQF.md §8, §9).
pub(super) fn tree(
    bytes: &[u8],
    version: u8,
    keys: &Keys,
    notes: &mut Vec<String>,
) -> Result<Vec<Node>, XqfError> {
    let plain: Vec<u8> = bytes
        .iter()
        .enumerate()
        .skip(HEADER_BYTES)
        .map(|(p, &b)| b.wrapping_sub(keys.stream[p % 32]))
        .collect();
    let mut reader = Records {
        plain: &plain,
        at: 0,
        version,
        keys,
    };
    let mut nodes: Vec<Node> = Vec::new();
    let (root, flags) = reader.record(0)?;
    nodes.push(root);
    nodes[0].mv = None;
    let mut pending: Vec<usize> = Vec::new();
    // Each node's variation depth (0 on the main line) and whether it is a first child.
    let mut depth: Vec<(usize, bool)> = vec![(0, true)];
    let mut current = 0;
    let mut current_flags = Flags {
        sibling: false, // the root's sibling flag means nothing (XQF.md §9.3)
        ..flags
    };
    loop {
        if current_flags.sibling {
            pending.push(current);
        }
        let parent_link = if current_flags.child {
            Link::Child(current)
        } else if let Some(elder) = pending.pop() {
            Link::Sibling(elder)
        } else {
            break;
        };
        let n = nodes.len();
        let (node, flags) = reader.record(n)?;
        let here = match parent_link {
            Link::Child(p) => (depth[p].0, true),
            // The alternatives to a first child open a variation one deeper; the alternatives
            // to an alternative are at its depth.
            Link::Sibling(e) => (depth[e].0 + usize::from(depth[e].1), false),
        };
        if here.0 > MAX_VARIATION_DEPTH {
            return Err(XqfError::TooDeep {
                offset: node.offset,
            });
        }
        depth.push(here);
        nodes.push(node);
        match parent_link {
            Link::Child(p) => nodes[p].first_child = Some(n),
            Link::Sibling(e) => nodes[e].next_sibling = Some(n),
        }
        current = n;
        current_flags = flags;
    }
    if reader.at < plain.len() {
        notes.push(format!(
            "{} bytes after the end of the game tree (from byte {:#x}): not read",
            plain.len() - reader.at,
            HEADER_BYTES + reader.at
        ));
    }
    Ok(nodes)
}

#[derive(Clone, Copy)]
enum Link {
    Child(usize),
    Sibling(usize),
}

#[derive(Clone, Copy)]
struct Flags {
    child: bool,
    sibling: bool,
}

/// The decrypted record area, read record by record.
struct Records<'a> {
    plain: &'a [u8],
    at: usize,
    version: u8,
    keys: &'a Keys,
}

impl Records<'_> {
    fn take(&mut self, n: usize, node: usize, what: &'static str) -> Result<&[u8], XqfError> {
        let offset = HEADER_BYTES + self.at;
        let bytes = self
            .plain
            .get(self.at..self.at + n)
            .ok_or(XqfError::Truncated { offset, node, what })?;
        self.at += n;
        Ok(bytes)
    }

    /// Record `node`: its move, flags and comment.
    fn record(&mut self, node: usize) -> Result<(Node, Flags), XqfError> {
        let offset = HEADER_BYTES + self.at;
        let old = self.version <= 10;
        let head = self.take(if old { 8 } else { 4 }, node, "the move record")?;
        let (b0, b1, tag) = (head[0], head[1], head[2]);
        let (flags, length) = if old {
            let length = u32::from_le_bytes([head[4], head[5], head[6], head[7]]);
            (
                Flags {
                    child: tag & 0xF0 != 0,
                    sibling: tag & 0x0F != 0,
                },
                Some(length),
            )
        } else {
            let flags = Flags {
                child: tag & 0x80 != 0,
                sibling: tag & 0x40 != 0,
            };
            let length = if tag & 0x20 != 0 {
                let l = self.take(4, node, "the comment length")?;
                Some(u32::from_le_bytes([l[0], l[1], l[2], l[3]]).wrapping_sub(self.keys.rmk))
            } else {
                None
            };
            (flags, length)
        };
        let comment = match length {
            None | Some(0) => None,
            Some(length) => {
                let remaining = self.plain.len() - self.at;
                if length as usize > remaining {
                    return Err(XqfError::CommentPastEnd {
                        offset: HEADER_BYTES + self.at,
                        node,
                        length,
                        remaining,
                    });
                }
                let text = self.take(length as usize, node, "the comment")?;
                Some(comment_text(text))
            }
        };
        let mv = if node == 0 {
            None
        } else {
            let from = b0.wrapping_sub(0x18).wrapping_sub(self.keys.xyf);
            let to = b1.wrapping_sub(0x20).wrapping_sub(self.keys.xyt);
            let bad = |value| XqfError::Square {
                offset,
                node,
                value,
            };
            Some(Move::new(
                square(from).ok_or_else(|| bad(from))?,
                square(to).ok_or_else(|| bad(to))?,
            ))
        };
        Ok((
            Node {
                mv,
                comment,
                first_child: None,
                next_sibling: None,
                offset,
            },
            flags,
        ))
    }
}

/// A comment's text: GBK decoded tolerantly (XQF.md §11), CR LF made line feeds, the line ends
/// after the last line dropped. A lone lead byte cut by the writer is dropped.
fn comment_text(bytes: &[u8]) -> String {
    let mut out = String::new();
    for (i, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        out.push_str(&gbk(line).0);
    }
    out.replace('\0', "").trim_end().to_string()
}
