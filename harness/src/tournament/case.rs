//! Competition cases (`cases/competition/*.yaml`): one article of a book, its words quoted, an
//! input and the output the words require. Like the repetition cases, the expectation comes from
//! the book — a printed table, an order of tie-breaks worked by hand — never from qili's output.
//!
//! ```yaml
//! id: cn-appendix1-table-8
//! title: The printed order table for seven or eight players
//! source: {book: cn, article: "附录一", text: "…"}
//! test:
//!   kind: table          # table | standings | crosstable | pair | bracket | groups |
//!                        # colours | lineups | board_colours | seats | team_standings |
//!                        # seeding | roster | manual
//!   players: 8
//!   expect: [["1-8", "2-7", "3-6", "4-5"], …]
//! ```

use super::engine_teams::{EngineTeam, EngineTeams};
use super::run::Entrant;
use crate::case::Titles;
use crate::files::{MAX_INPUT_BYTES, read_text};
use qili_tournament::arbiter::{self, Order, Setup};
use qili_tournament::entries::Entry;
use qili_tournament::history::History;
use qili_tournament::lots::{Draw, Lot};
use qili_tournament::manual;
use qili_tournament::results::{Event, ResultsFile};
use qili_tournament::rules::competition;
use qili_tournament::swiss;
use qili_tournament::swiss::FirstRound;
use qili_tournament::teams::TeamKind;
use qili_tournament::{Colour, System, director, grouping, knockout, roundrobin, teams};
use serde::Deserialize;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// A competition case.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// `<book>-<article>-<what>`, as the file name.
    pub id: String,
    /// One English line: what is decided.
    pub title: String,
    /// The title in Chinese (`titles: {zh-Hans: …, zh-Hant: …}`), as a repetition case gives it.
    #[serde(default)]
    pub titles: Titles,
    /// Where the book says it.
    pub source: Source,
    /// The input and the expected output.
    pub test: Test,
    /// How the expectation follows from the words, where it is worked out.
    #[serde(default)]
    pub notes: Option<String>,
}

/// The book's words.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Source {
    /// `cn` or `axf`.
    pub book: String,
    /// The article.
    pub article: String,
    /// The words, verbatim.
    pub text: String,
}

/// What a case runs, and what it expects.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Test {
    /// `qili tournament table`: every round's games as `"red-black"`, a bye as `"bye N"`.
    Table {
        /// How many players.
        players: u32,
        /// A two-game table.
        #[serde(default)]
        double: bool,
        /// Each round's games (and bye).
        expect: Vec<Vec<String>>,
    },
    /// `qili tournament standings`.
    Standings {
        /// `cn` or `axf`.
        rules: String,
        /// The results file.
        results: ResultsFile,
        /// The seed for lots.
        #[serde(default)]
        seed: Option<u64>,
        /// The rows: `"rank player points"`, best first (a group stage: `"A 1 player points"`,
        /// group by group).
        expect: Vec<String>,
        /// Players struck out.
        #[serde(default)]
        struck_out: Vec<String>,
        /// A group stage: who goes on to the final, in order.
        #[serde(default)]
        qualified: Vec<String>,
        /// CN 第15.6条: the places shared at the end that must be played off, each
        /// `"place P (first–last): A, B"`; not compared when absent.
        #[serde(default)]
        playoff: Option<Vec<String>>,
    },
    /// 第11.3条: the groups a number of seeds is spread over, by the table's `groups.seeding`:
    /// `"A: 1 4 5 8"` (seeding numbers).
    Groups {
        /// How many players.
        players: usize,
        /// How many groups.
        groups: usize,
        /// Each group's seeds, A first.
        expect: Vec<String>,
    },
    /// The crosstable of `qili tournament standings`: its marks (CN 第21.4条 “+”/“-”, AXF 第六节
    /// “O”/“X”).
    Crosstable {
        /// `cn` or `axf`.
        rules: String,
        /// The results file.
        results: ResultsFile,
        /// The rows, best first: `"player: cell | cell | … = points"`, one cell per opponent (a
        /// round robin, `*` on the diagonal) or per round (Swiss).
        expect: Vec<String>,
    },
    /// `qili tournament pair`.
    Pair {
        /// The results file.
        results: ResultsFile,
        /// The games of the next round: `"A-B"` when the book decides the colours (A red; `B`
        /// red fails), `"A~B"` when it says a lot gives red — which the pairing must then have
        /// drawn among exactly these two, falling on the one it gives red. Where the book leaves
        /// an opponent to a lot, the games it allows, separated by `|` (`"A~C | A~E"`): one of
        /// them must be played.
        expect: Vec<String>,
        /// The opponents drawn by lot (附录二 四、五), in the order drawn: `"A: C E"`, A drew
        /// among exactly C and E. Absent, not checked.
        #[serde(default)]
        draws: Option<Vec<String>>,
        /// Whose first Swiss round (`qili tournament pair --rules`): `cn` (the default) or
        /// `axf`.
        #[serde(default)]
        rules: Option<String>,
        /// The games against a withdrawn player, `"winner-withdrawn"`: the one left wins by
        /// forfeit. Absent, not checked.
        #[serde(default)]
        forfeits: Option<Vec<String>>,
        /// A team event: the colours of the first-listed team's players, board 1 first
        /// (`"rbrb"`), in every match paired — the team the book (or its lot) puts first.
        #[serde(default)]
        board_colours: Option<String>,
        /// The bye, if any.
        #[serde(default)]
        bye: Option<String>,
        /// A knockout: the players through this round without a game.
        #[serde(default)]
        byes: Vec<String>,
    },
    /// A knockout's bracket: every match so far, `"R1 winners 2: D v E → D"` (`—` for an empty
    /// place, `→ …` once decided), and the places.
    Bracket {
        /// The results file.
        results: ResultsFile,
        /// The matches, in round order.
        expect: Vec<String>,
        /// The standings: `"rank player"`, best first.
        #[serde(default)]
        places: Vec<String>,
    },
    /// 第12.1–12.3条: the line-ups a team may field from its roster under a kind of event, as
    /// roster numbers (`"1-2-3-5"`): every ordered choice the results file accepts.
    Lineups {
        /// Players on the roster (boards plus substitutes).
        roster: usize,
        /// Boards.
        boards: usize,
        /// The kind of event (`substitutes`, 12.2, when absent).
        #[serde(default)]
        team_event: Option<TeamKind>,
        /// Every line-up, in lexicographic order.
        expect: Vec<String>,
    },
    /// The boards of a team match as `qili tournament run` seats them: `"1: a1-b1"`, red
    /// first, for two line-ups (the first-listed team's first) under a kind of event (第12.4条
    /// 全队轮赛制: every player of one against every player of the other; 第13.2–13.4条 colours).
    Seats {
        /// The kind of event.
        team_event: TeamKind,
        /// The two line-ups, the first-listed team's first, board 1 first.
        lineups: [Vec<String>; 2],
        /// Every board: `"k: red-black"`.
        expect: Vec<String>,
    },
    /// 第13.2、13.3条: the colours of the first-listed team's players, board 1 first (`"rbrb"`).
    BoardColours {
        /// Boards.
        boards: usize,
        /// `r` red, `b` black, per board.
        expect: String,
    },
    /// 第15.5条 队员总分制: the teams' ranks from their players' places.
    TeamStandings {
        /// `cn` or `axf`.
        rules: String,
        /// The results file (an individual event with `teams` and `team_event: total-places`).
        results: ResultsFile,
        /// The rows: `"rank team places"`, best first.
        expect: Vec<String>,
    },
    /// Who has red in a pair (附录二 三(三)–(五)).
    Colours {
        /// The round being paired.
        round: u32,
        /// The rounds of the event.
        #[serde(default)]
        rounds: Option<u32>,
        /// The two players: `{name, score, colours: "rrb"}`.
        players: [ColourPlayer; 2],
        /// Two teams: their scores are 场分 (附录二: “队为2分”).
        #[serde(default)]
        teams: bool,
        /// The player with red, or `lot`.
        expect: String,
    },
    /// 附录二 三(一) (and 第11.3条's seeds): the numbers `qili tournament new` gives entries by
    /// rating. `expect` lists the players by number; a line `lot: X Y …` stands for players
    /// ordered by a lot, which must have been drawn among exactly them.
    Seeding {
        /// The entries: `{name, rating}` (no rating: unrated).
        entries: Vec<SeedingEntry>,
        /// Numbers 1 first; `lot: …` for a run ordered by lot.
        expect: Vec<String>,
    },
    /// 第12.1条: a roster with ratings is accepted, or refused naming the board out of order.
    Roster {
        /// The team's players, board 1 first.
        roster: Vec<String>,
        /// Their ratings (a player absent: unrated).
        ratings: std::collections::BTreeMap<String, u32>,
        /// The kind of event (`substitutes`, 12.2, when absent).
        #[serde(default)]
        team_event: Option<TeamKind>,
        /// `accepted`, or `refused: board N` (the first board listed above a better-rated one).
        expect: String,
    },
    /// 附录二 三–七 and 四's 人工编排: an arbiter's pairing of the next round, and every clause it
    /// breaks, as `"red-black: 附录二 三(二)"`, top first; none when it keeps them all.
    Manual {
        /// The results file.
        results: ResultsFile,
        /// The arbiter's pairs, `"red-black"`.
        pairs: Vec<String>,
        /// The arbiter's bye.
        #[serde(default)]
        bye: Option<String>,
        /// The breaches: the pair (`red-black`) and the clause.
        expect: Vec<String>,
    },
}

/// An entry of a seeding case.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeedingEntry {
    /// The name.
    pub name: String,
    /// The rating, if any.
    #[serde(default)]
    pub rating: Option<u32>,
}

/// A player in a colour case.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ColourPlayer {
    /// The name.
    pub name: String,
    /// Points so far (CN scale).
    pub score: f64,
    /// Colours played, in order: `r` red, `b` black.
    pub colours: String,
}

/// A case file and the case read from it, or what is wrong with it.
pub type Loaded = (PathBuf, Result<Case, CaseFileError>);

/// Why a competition case file cannot be read: its path and the fault, for the command to
/// word in its language; [`std::fmt::Display`] is the English (`PATH: …`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseFileError {
    /// The case file.
    pub path: PathBuf,
    /// What is wrong with it.
    pub fault: CaseFileFault,
}

/// What is wrong with a competition case file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CaseFileFault {
    /// It cannot be read.
    Unreadable(crate::files::ReadError),
    /// It is not the YAML of a case: serde_yaml's words.
    Yaml(String),
    /// Its id is not its file name: the id.
    Id(String),
    /// A title in this language (its tag) is empty.
    EmptyTitle(&'static str),
}

impl std::fmt::Display for CaseFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: ", self.path.display())?;
        match &self.fault {
            CaseFileFault::Unreadable(e) => write!(f, "{e}"),
            CaseFileFault::Yaml(message) => f.write_str(message),
            CaseFileFault::Id(id) => write!(f, "the id '{id}' must be the file name"),
            CaseFileFault::EmptyTitle(tag) => write!(f, "the {tag} title is empty"),
        }
    }
}

impl std::error::Error for CaseFileError {}

/// Why the competition cases of a directory cannot be loaded: the facts, for the command to
/// word in its language; [`std::fmt::Display`] is the English.
#[derive(Debug)]
pub enum LoadError {
    /// The directory cannot be listed: the system's error.
    Unlisted {
        /// The directory.
        dir: PathBuf,
        /// Why the system cannot list it.
        error: std::io::Error,
    },
    /// It holds no case file (`*.yaml`).
    Empty {
        /// The directory.
        dir: PathBuf,
    },
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Unlisted { dir, error } => write!(f, "{}: {error}", dir.display()),
            LoadError::Empty { dir } => write!(f, "{}: no competition cases", dir.display()),
        }
    }
}

impl std::error::Error for LoadError {}

/// Reads every case under a directory, sorted by path; a file that does not parse is an error
/// naming it.
pub fn load_all(dir: &Path) -> Result<Vec<Loaded>, LoadError> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|error| LoadError::Unlisted {
            dir: dir.to_path_buf(),
            error,
        })?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    paths.sort();
    if paths.is_empty() {
        return Err(LoadError::Empty {
            dir: dir.to_path_buf(),
        });
    }
    Ok(paths
        .into_iter()
        .map(|p| {
            let case = read_text(&p, MAX_INPUT_BYTES)
                .map_err(|e| CaseFileError {
                    path: p.clone(),
                    fault: CaseFileFault::Unreadable(e),
                })
                .and_then(|t| parse(&p, &t));
            (p, case)
        })
        .collect())
}

/// The competition cases built into qili (`cases/competition/` when it was built), with the
/// paths they go by (`<built-in>/cases/competition/…`).
pub fn load_builtin() -> Vec<Loaded> {
    crate::builtin::case_files(Some("competition"))
        .into_iter()
        .map(|(name, text)| {
            let path = Path::new(crate::builtin::ROOT).join("cases").join(name);
            let case = parse(&path, text);
            (path, case)
        })
        .collect()
}

/// A competition case from its text, whose id must be its file name; errors name `path`.
fn parse(path: &Path, text: &str) -> Result<Case, CaseFileError> {
    let fail = |fault| CaseFileError {
        path: path.to_path_buf(),
        fault,
    };
    let c =
        serde_yaml::from_str::<Case>(text).map_err(|e| fail(CaseFileFault::Yaml(e.to_string())))?;
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned());
    if stem.as_deref() != Some(c.id.as_str()) {
        Err(fail(CaseFileFault::Id(c.id)))
    } else if let Some((lang, _)) = c.titles.given().find(|(_, t)| t.trim().is_empty()) {
        Err(fail(CaseFileFault::EmptyTitle(lang.tag())))
    } else {
        Ok(c)
    }
}

/// Runs a case: `Ok` when qili's output is what the book requires, else what differs.
pub fn check(case: &Case) -> Result<(), String> {
    competition(&case.source.book)?;
    match &case.test {
        Test::Table {
            players,
            double,
            expect,
        } => {
            roundrobin::check_players(*players).map_err(|e| e.to_string())?;
            let t = roundrobin::table(*players, *double);
            let actual: Vec<Vec<String>> = t
                .rounds
                .iter()
                .map(|r| {
                    let mut v: Vec<String> =
                        r.pairs.iter().map(|[a, b]| format!("{a}-{b}")).collect();
                    v.extend(r.bye.map(|b| format!("bye {b}")));
                    v
                })
                .collect();
            compare(expect, &actual)
        }
        Test::Standings {
            rules,
            results,
            seed,
            expect,
            struck_out,
            qualified,
            playoff,
        } => {
            let book = competition(rules)?;
            let event = Event::new(results.clone())?;
            let s = director::standings(&event, book, *seed)?;
            let actual: Vec<String> = s
                .standings
                .iter()
                .map(|r| {
                    format!(
                        "{}{} {} {}",
                        r.group.as_ref().map_or(String::new(), |g| format!("{g} ")),
                        r.rank,
                        r.player,
                        qili_tournament::crosstable::points_text(r.points)
                    )
                })
                .collect();
            compare(expect, &actual)?;
            compare(qualified, &s.qualified)?;
            if let Some(playoff) = playoff {
                let shown: Vec<String> = s
                    .shared_places
                    .iter()
                    .map(|p| {
                        format!(
                            "{}place {} ({}–{}): {}{}",
                            p.group.as_ref().map_or(String::new(), |g| format!("{g} ")),
                            p.unshared,
                            p.places[0],
                            p.places[1],
                            p.players.join(", "),
                            if p.after_playoff {
                                " (after the play-off)"
                            } else {
                                ""
                            }
                        )
                    })
                    .collect();
                compare(playoff, &shown)?;
            }
            compare(struck_out, &s.struck_out)
        }
        Test::Crosstable {
            rules,
            results,
            expect,
        } => {
            let book = competition(rules)?;
            let event = Event::new(results.clone())?;
            let s = director::standings(&event, book, None)?;
            let table = qili_tournament::crosstable::crosstable(&event, book, &s);
            let points = table
                .header
                .iter()
                .position(|h| h == "points")
                .ok_or("the crosstable has no points column")?;
            let actual: Vec<String> = table
                .rows
                .iter()
                .map(|r| format!("{}: {} = {}", r[1], r[2..points].join(" | "), r[points]))
                .collect();
            compare(expect, &actual)
        }
        Test::Pair {
            results,
            expect,
            draws,
            rules,
            forfeits,
            board_colours,
            bye,
            byes,
        } => {
            let event = Event::new(results.clone())?;
            let first =
                FirstRound::of_book(rules.as_deref().unwrap_or("cn")).map_err(|e| e.to_string())?;
            let p = director::next_round_by(&event, None, first)?;
            if let Some(draws) = draws {
                // An entry may allow several draws (`"A: B C | A: C D"`), where an earlier lot
                // decides who is left to draw among: the draw made must be one of them.
                let made: Vec<String> = opponent_draws(&p.lots)
                    .into_iter()
                    .zip(draws.iter().map(Some).chain(std::iter::repeat(None)))
                    .map(|(made, allowed)| match allowed {
                        Some(a) if a.split(" | ").any(|one| one == made) => a.clone(),
                        _ => made,
                    })
                    .collect();
                compare(draws, &made)?;
            }
            if let Some(forfeits) = forfeits {
                let shown: Vec<String> =
                    p.forfeits.iter().map(|[w, l]| format!("{w}-{l}")).collect();
                compare(forfeits, &shown)?;
            }
            let sort = |mut v: Vec<String>| {
                v.sort();
                v
            };
            compare(
                &sort(expect.clone()),
                &sort(pairs_read(expect, &p.pairs, &p.lots)),
            )?;
            if *bye != p.bye {
                return Err(format!("bye: expected {bye:?}, found {:?}", p.bye));
            }
            compare(byes, &p.byes)?;
            match board_colours {
                None => Ok(()),
                Some(_) if !event.is_team_match_event() => {
                    Err("board_colours: the event is not one of team matches".into())
                }
                Some(want) => {
                    let mut actual = Vec::new();
                    for [r, b] in &p.pairs {
                        let index = |n: &str| event.index_of(n).ok_or(format!("'{n}'?"));
                        let n = event
                            .boards_between(index(r)?, index(b)?)
                            .ok_or("board_colours: the results file says no number of boards")?;
                        actual.push(format!("{r}: {}", colour_letters(&teams::board_colours(n))));
                    }
                    let wanted: Vec<String> = p
                        .pairs
                        .iter()
                        .map(|[r, _]| format!("{r}: {want}"))
                        .collect();
                    compare(&wanted, &actual)
                }
            }
        }
        Test::Bracket {
            results,
            expect,
            places,
        } => {
            let event = Event::new(results.clone())?;
            let b = knockout::bracket(&event, None)?;
            let actual: Vec<String> = b
                .matches
                .iter()
                .map(|m| {
                    let who = |p: &Option<String>| p.clone().unwrap_or_else(|| "—".into());
                    let mut line = format!(
                        "R{} {} {}: {} v {}",
                        m.round,
                        m.part.name(),
                        m.number,
                        who(&m.players[0]),
                        who(&m.players[1])
                    );
                    if m.decided_by.is_some() {
                        line.push_str(&format!(" → {}", who(&m.winner)));
                    }
                    line
                })
                .collect();
            compare(expect, &actual)?;
            if places.is_empty() {
                return Ok(());
            }
            let cn = competition("cn")?;
            let s = director::standings(&event, cn, None)?;
            let actual: Vec<String> = s
                .standings
                .iter()
                .map(|r| format!("{} {}", r.rank, r.player))
                .collect();
            compare(places, &actual)
        }
        Test::Groups {
            players,
            groups: count,
            expect,
        } => {
            let seeding = competition("cn")?
                .groups
                .seeding
                .ok_or("the CN table has no group seeding")?;
            let names: Vec<String> = (1..=*players).map(|i| i.to_string()).collect();
            let actual: Vec<String> =
                grouping::spread(*players, *count, seeding, &mut Draw::new(0, 0), &names)
                    .iter()
                    .enumerate()
                    .map(|(i, g)| {
                        let seeds: Vec<String> = g.iter().map(|s| (s + 1).to_string()).collect();
                        format!("{}: {}", grouping::group_name(i), seeds.join(" "))
                    })
                    .collect();
            compare(expect, &actual)
        }
        Test::Lineups {
            roster,
            boards,
            team_event,
            expect,
        } => {
            let kind = team_event.unwrap_or_default();
            let actual: Vec<String> = teams::allowed_lineups(kind, *roster, *boards)?
                .iter()
                .map(|l| {
                    l.iter()
                        .map(|n| n.to_string())
                        .collect::<Vec<_>>()
                        .join("-")
                })
                .collect();
            compare(expect, &actual)
        }
        Test::BoardColours { boards, expect } => {
            let actual = colour_letters(&teams::board_colours(*boards));
            compare(std::slice::from_ref(expect), &[actual])
        }
        Test::Seats {
            team_event,
            lineups,
            expect,
        } => {
            let team = |name: &str, players: &[String]| EngineTeam {
                name: name.into(),
                players: players
                    .iter()
                    .map(|p| Entrant {
                        name: p.clone(),
                        spec: String::new(),
                    })
                    .collect(),
                lineups: Default::default(),
            };
            let boards = (*team_event != TeamKind::AllPlayAll).then_some(lineups[0].len() as u32);
            let event = EngineTeams::new(
                vec![team("first", &lineups[0]), team("second", &lineups[1])],
                boards,
                Some(*team_event),
            )
            .map_err(|e| e.to_string())?;
            let actual: Vec<String> = event
                .seats(&lineups[0], &lineups[1])
                .iter()
                .enumerate()
                .map(|(k, seat)| {
                    let [a, b] = &seat.players;
                    let (red, black) = if seat.colour == Colour::Red {
                        (a, b)
                    } else {
                        (b, a)
                    };
                    format!("{}: {red}-{black}", k + 1)
                })
                .collect();
            compare(expect, &actual)
        }
        Test::TeamStandings {
            rules,
            results,
            expect,
        } => {
            let book = competition(rules)?;
            let event = Event::new(results.clone())?;
            let s = director::standings(&event, book, None)?;
            let actual: Vec<String> = s
                .teams
                .iter()
                .map(|t| format!("{} {} {}", t.rank, t.team, t.places))
                .collect();
            compare(expect, &actual)
        }
        Test::Colours {
            round,
            rounds,
            players,
            teams,
            expect,
        } => {
            let history = |i: usize, p: &ColourPlayer| -> Result<History, String> {
                let colours = p
                    .colours
                    .chars()
                    .map(|c| match c {
                        'r' => Ok(Colour::Red),
                        'b' => Ok(Colour::Black),
                        other => Err(format!("colours: '{other}' is neither r nor b")),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(History {
                    seed: i,
                    score: if *teams { p.score / 2.0 } else { p.score },
                    colours,
                    met: HashSet::new(),
                    byes: 0,
                })
            };
            let (a, b) = (history(0, &players[0])?, history(1, &players[1])?);
            let names = |ps: &[usize]| -> Vec<String> {
                ps.iter().map(|&p| players[p].name.clone()).collect()
            };
            let mut draw = Draw::new(0, 0);
            let [red, _] = swiss::colours(&a, &b, *round, *rounds, &mut draw, &names);
            let actual = if draw.record.is_empty() {
                players[red].name.clone()
            } else {
                "lot".to_string()
            };
            compare(std::slice::from_ref(expect), &[actual])
        }
        Test::Seeding { entries, expect } => {
            let list: Vec<Entry> = entries
                .iter()
                .map(|e| Entry {
                    name: e.name.clone(),
                    rating: e.rating,
                    unit: None,
                })
                .collect();
            let setup = Setup {
                system: System::Swiss,
                rounds: Some(entries.len().saturating_sub(1).max(1) as u32),
                rules: case.source.book.clone(),
                seed: 0,
                order: Order::Ratings,
            };
            let event = arbiter::create(&list, &setup).map_err(|e| e.to_string())?;
            // Read the numbers back as the expectation writes them: a run the lots ordered
            // becomes `lot: <its players as expected>` when a lot was drawn among exactly those.
            let players = event.players();
            let mut actual = Vec::new();
            let mut i = 0;
            for line in expect {
                if let Some(group) = line.strip_prefix("lot: ") {
                    let mut wanted: Vec<&str> = group.split_whitespace().collect();
                    let k = wanted.len();
                    let Some(run) = players.get(i..i + k) else {
                        break;
                    };
                    let mut got: Vec<&str> = run.iter().map(String::as_str).collect();
                    let drawn = event.file.seeding_lots.iter().any(|l| {
                        let mut among: Vec<&str> = l.among.iter().map(String::as_str).collect();
                        among.sort_unstable();
                        let order: Vec<&str> = l.drawn.split(", ").collect();
                        wanted.sort_unstable();
                        among == wanted
                            && order == run.iter().map(String::as_str).collect::<Vec<_>>()
                    });
                    got.sort_unstable();
                    actual.push(if drawn && got == wanted {
                        line.clone()
                    } else {
                        format!("{} (no lot among exactly these)", run.join(" "))
                    });
                    i += k;
                } else {
                    actual.push(players.get(i).cloned().unwrap_or_default());
                    i += 1;
                }
            }
            actual.extend(players[i.min(players.len())..].iter().cloned());
            compare(expect, &actual)
        }
        Test::Roster {
            roster,
            ratings,
            team_event,
            expect,
        } => {
            let mut file = ResultsFile::new(System::RoundRobin, vec!["T".into(), "U".into()]);
            file.teams.insert("T".into(), roster.clone());
            file.teams.insert(
                "U".into(),
                (1..=roster.len()).map(|k| format!("u{k}")).collect(),
            );
            file.team_event = *team_event;
            file.ratings = ratings.clone();
            let actual = match Event::new(file) {
                Ok(_) => "accepted".to_string(),
                Err(e) if e.contains("第12.1条") => {
                    let board = e
                        .split(" on board ")
                        .nth(1)
                        .and_then(|r| r.split_whitespace().next())
                        .unwrap_or("?");
                    format!("refused: board {board}")
                }
                Err(e) => format!("refused otherwise: {e}"),
            };
            compare(std::slice::from_ref(expect), &[actual])
        }
        Test::Manual {
            results,
            pairs,
            bye,
            expect,
        } => {
            let event = Event::new(results.clone())?;
            let pairs = pairs
                .iter()
                .map(|p| {
                    p.split_once('-')
                        .map(|(r, b)| [r.to_string(), b.to_string()])
                        .ok_or_else(|| format!("pairs: '{p}' is not red-black"))
                })
                .collect::<Result<Vec<_>, _>>()?;
            let proposal = manual::Proposal {
                pairs,
                bye: bye.clone(),
            };
            let breaches = manual::check(&event, &proposal)?;
            let actual: Vec<String> = breaches
                .iter()
                .map(|b| {
                    let pair = b
                        .pair
                        .as_ref()
                        .map_or_else(|| "round".to_string(), |[r, k]| format!("{r}-{k}"));
                    format!("{pair}: {}", b.clause)
                })
                .collect();
            compare(expect, &actual)
        }
    }
}

/// The pairs of a `pair` case as its expectation reads them: a pair `[red, black]` reads
/// `"red-black"` when no lot gave red (the book decided), and as the expected `"A~B"` (either
/// order) when a lot for red was drawn among exactly those two and fell on `red`. Otherwise the
/// line says what qili did (`"B-A"`, `"A-B (no lot drawn)"`, `"A-B (by lot)"`, `"A-B (the lot
/// fell on B)"`), which no
/// expectation matches: a wrong orientation, a lot the book does not call for, or a missing
/// one fails the case.
pub fn pairs_read(expect: &[String], pairs: &[[String; 2]], lots: &[Lot]) -> Vec<String> {
    // The lots for red drawn among exactly these two.
    let lots_for = |r: &str, b: &str| -> Vec<&Lot> {
        lots.iter()
            .filter(|l| {
                l.what.contains("red")
                    && l.among.len() == 2
                    && l.among.iter().any(|x| x == r)
                    && l.among.iter().any(|x| x == b)
            })
            .collect()
    };
    let alternatives =
        |w: &String| -> Vec<String> { w.split('|').map(|a| a.trim().to_string()).collect() };
    let mut wanted: Vec<String> = expect.to_vec();
    let mut actual = Vec::new();
    for [r, b] in pairs {
        let exact = format!("{r}-{b}");
        let drawn = lots_for(r, b);
        if let Some(i) = wanted.iter().position(|w| alternatives(w).contains(&exact)) {
            // The book decides these colours: a lot drawn for them is not the book's rule.
            let w = wanted.remove(i);
            actual.push(if drawn.is_empty() {
                w
            } else {
                format!("{exact} (by lot)")
            });
            continue;
        }
        let loose = [format!("{r}~{b}"), format!("{b}~{r}")];
        match wanted
            .iter()
            .position(|w| alternatives(w).iter().any(|a| loose.contains(a)))
        {
            Some(i) if drawn.iter().any(|l| l.drawn == *r) => actual.push(wanted.remove(i)),
            // The book's lot was not drawn: qili decided the colours itself.
            Some(_) if drawn.is_empty() => actual.push(format!("{exact} (no lot drawn)")),
            Some(_) => actual.push(format!("{exact} (the lot fell on {b})")),
            None => actual.push(exact),
        }
    }
    actual
}

/// The round's draws of an opponent (附录二 三(一) in round 1, 五 after), in order: `"A: C E"`,
/// A drew among C and E. A lot among one player is no lot, and is left out.
fn opponent_draws(lots: &[Lot]) -> Vec<String> {
    lots.iter()
        .filter(|l| l.among.len() > 1)
        .filter_map(|l| {
            let drawer = match l.what.strip_prefix("附录二 五: the opponent ") {
                Some(rest) => rest.strip_suffix(" draws")?,
                None => l.what.strip_prefix("附录二 三(一): the opponent of ")?,
            };
            Some(format!("{drawer}: {}", l.among.join(" ")))
        })
        .collect()
}

/// Colours as letters, `r` red and `b` black.
fn colour_letters(colours: &[Colour]) -> String {
    colours
        .iter()
        .map(|&c| if c == Colour::Red { 'r' } else { 'b' })
        .collect()
}

/// Expected and actual lines, or a diff.
fn compare<T: std::fmt::Debug + PartialEq>(expected: &[T], actual: &[T]) -> Result<(), String> {
    if expected == actual {
        return Ok(());
    }
    let mut out = String::from("expected (the book) / actual (qili):\n");
    for i in 0..expected.len().max(actual.len()) {
        let (e, a) = (expected.get(i), actual.get(i));
        let mark = if e == a { ' ' } else { '≠' };
        out.push_str(&format!("{mark} {e:?}  /  {a:?}\n"));
    }
    Err(out)
}
