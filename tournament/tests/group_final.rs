//! CN 第11.3条: a group stage's final played as a knockout is seeded so that no first-round
//! match pairs two players of one group (they have just met in it). With 3 groups and 2
//! advancing, group winners first then the seconds (A1 B1 C1 A2 B2 C2) would put C1 against C2
//! in an eight-place bracket (seeds 3 and 6).

use qili_tournament::System;
use qili_tournament::bracket::{places, seed_places};
use qili_tournament::groups::final_file;
use qili_tournament::outcome::Outcome;
use qili_tournament::results::{Event, Game, ResultsFile};
use qili_tournament::rules::{Seeding, competition};
use std::collections::BTreeMap;

/// `groups` groups of `size`, named A, B, …, each player `<group><n>` winning against every
/// later one of its group; `advance` go on to a knockout final. Checks the final's first round.
fn check(groups: usize, size: usize, advance: u32) {
    let names: Vec<Vec<String>> = (0..groups)
        .map(|g| {
            (1..=size)
                .map(|i| format!("{}{i}", (b'A' + g as u8) as char))
                .collect()
        })
        .collect();
    let mut file = ResultsFile::new(System::RoundRobin, names.concat());
    file.groups = Some(qili_tournament::grouping::Groups::Named(
        names
            .iter()
            .enumerate()
            .map(|(g, m)| (((b'A' + g as u8) as char).to_string(), m.clone()))
            .collect::<BTreeMap<_, _>>(),
    ));
    file.advance = Some(advance);
    let table = qili_tournament::roundrobin::table(size as u32, false);
    for members in &names {
        for (r, round) in table.rounds.iter().enumerate() {
            for &[a, b] in &round.pairs {
                let (red, black) = (&members[a as usize - 1], &members[b as usize - 1]);
                let result = if a < b {
                    Outcome::RedWins
                } else {
                    Outcome::BlackWins
                };
                file.games.push(Game::new(r as u32 + 1, red, black, result));
            }
        }
    }
    let event = Event::new(file).expect("valid");
    let cn = competition("cn").expect("built in");
    let fin = final_file(&event, cn, System::Knockout, None).expect("the final");
    let n = fin.players.len();
    assert_eq!(n, groups * advance as usize);
    // Winners still come first: the bands of one place keep their players.
    for (i, p) in fin.players.iter().enumerate() {
        let place = p[1..].parse::<usize>().expect("a number");
        assert_eq!(
            place,
            i / groups + 1,
            "{groups}×{size}, {advance} on: {:?}",
            fin.players
        );
    }
    let slots = seed_places(places(n), Seeding::Standard);
    for two in slots.chunks(2) {
        let [a, b] = [two[0], two[1]];
        if a <= n && b <= n {
            let (x, y) = (&fin.players[a - 1], &fin.players[b - 1]);
            assert_ne!(
                x[..1],
                y[..1],
                "{groups}×{size}, {advance} on: {x} meets {y}: {:?}",
                fin.players
            );
        }
    }
}

#[test]
fn no_first_round_match_of_a_group_final_pairs_one_group() {
    check(3, 2, 2);
    check(3, 3, 2);
    check(4, 3, 2);
    check(2, 4, 2);
    check(5, 3, 2);
    check(3, 4, 3);
}
