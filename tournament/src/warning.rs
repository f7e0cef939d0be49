//! What a results file holds that the books would not have, though it can still be read: a
//! round-robin game off its round of the order table (附录一) or with its colours reversed from
//! it, and a Swiss round whose one player without a game counts as having the bye the pairing
//! would have given another. As data, so that each language words it from the same facts;
//! [`Warning`]'s `Display` is the English these warnings always had.

use std::fmt;

/// A warning about a results file, naming where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// A round-robin game whose colours are the reverse of the order table's (号次在前的运动员执红棋先走).
    ColoursReversed {
        /// The file's line of the game, if known.
        line: Option<usize>,
        /// The game's index in `games`.
        game: usize,
        /// The player recorded with red.
        red: String,
        /// The player recorded with black (whom the table gives red).
        black: String,
        /// The round.
        round: u32,
    },
    /// A round-robin game that is not a game of its round of the order table.
    OffTable {
        /// The file's line of the game, if known.
        line: Option<usize>,
        /// The game's index in `games`.
        game: usize,
        /// The player recorded with red.
        red: String,
        /// The player recorded with black.
        black: String,
        /// The round.
        round: u32,
        /// The table's game of that round for the red player, `[red, black]`; none: the
        /// table gives that player the bye.
        due: Option<[String; 2]>,
    },
    /// A Swiss round whose one player without a game counts as having the bye, although the
    /// pairing would have given the bye to another.
    NotTheBye {
        /// The round.
        round: u32,
        /// The player without a game.
        alone: String,
        /// The player the pairing gives the bye (the lowest placed without one).
        due: String,
    },
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |line: &Option<usize>| line.map_or(String::new(), |l| format!("line {l}: "));
        match self {
            Warning::ColoursReversed {
                line,
                game,
                red,
                black,
                round,
            } => write!(
                f,
                "{}games[{game}]: '{red}' has red against '{black}' in round {round}, where the order \
                 table (附录一) gives red to '{black}' (号次在前的运动员执红棋先走)",
                at(line)
            ),
            Warning::OffTable {
                line,
                game,
                red,
                black,
                round,
                due,
            } => {
                let due = due
                    .as_ref()
                    .map_or("the bye".to_string(), |[x, y]| format!("'{x}' v '{y}'"));
                write!(
                    f,
                    "{}games[{game}]: '{red}' v '{black}' is not a game of round {round} of the order \
                     table (附录一), which pairs {due}; the next round cannot be read off \
                     the table",
                    at(line)
                )
            }
            Warning::NotTheBye { round, alone, due } => write!(
                f,
                "round {round}: '{alone}' has no game and counts as having the bye, but the pairing \
                 gives the bye to '{due}' (the lowest placed without one): a late entry or a bye \
                 asked for is not a bye — record it as such"
            ),
        }
    }
}
