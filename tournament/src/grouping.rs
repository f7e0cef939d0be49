//! How a round robin is split into groups (分组循环制, CN 第11.3条): the results file's
//! `groups` key ([`Groups`]), the groups' names and the seeds spread over them ([`spread`]).

use crate::lots::{Decides, Draw};
use crate::rules::GroupSeeding;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How the groups of a round robin are made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Groups {
    /// This many groups, the seeds spread by the table's `groups.seeding`.
    Count(u32),
    /// The groups as the organiser drew them, each in its order-table numbers (1 first).
    Named(BTreeMap<String, Vec<String>>),
}

/// The name of the i-th group (from 0): A, B, …, Z, then AA, AB, ….
pub fn group_name(i: usize) -> String {
    let letter = |k: usize| char::from(b'A' + (k % 26) as u8);
    if i < 26 {
        letter(i).to_string()
    } else {
        format!("{}{}", letter(i / 26 - 1), letter(i))
    }
}

/// 第11.3条's seeds spread over `count` groups: each group's players as indices into the
/// seeding list, in seeding order.
///
/// - `serpentine` (snake order): seeds 1…G one to each group, G+1…2G back from the last group to the
///   first, and so on, so that every group's seeds add up nearly alike.
/// - `pots`: the first G seeds one to each group in order; each later band of G (a pot) is
///   shared out by lot, one to each group, recorded in `draw`.
pub fn spread(
    players: usize,
    count: usize,
    seeding: GroupSeeding,
    draw: &mut Draw,
    names: &[String],
) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = vec![Vec::new(); count];
    for (band, seeds) in (0..players).collect::<Vec<_>>().chunks(count).enumerate() {
        let order: Vec<usize> = match seeding {
            GroupSeeding::Serpentine if band % 2 == 1 => (0..count).rev().collect(),
            GroupSeeding::Serpentine => (0..count).collect(),
            GroupSeeding::Pots if band == 0 => (0..count).collect(),
            GroupSeeding::Pots => {
                let among: Vec<String> = seeds.iter().map(|&s| names[s].clone()).collect();
                let drawn = draw.order(
                    Decides::Pot {
                        pot: band + 1,
                        groups: (0..seeds.len()).map(group_name).collect(),
                    },
                    &among,
                );
                let mut order = vec![0; seeds.len()];
                for (group, &i) in drawn.iter().enumerate() {
                    order[i] = group;
                }
                order
            }
        };
        for (i, &s) in seeds.iter().enumerate() {
            groups[order[i]].push(s);
        }
    }
    groups
}
