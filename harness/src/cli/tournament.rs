//! `qili tournament`: the order table, the next round's pairing, the standings and crosstable,
//! and (`run`) a whole engine event.

use super::arbiter::{self, ByeArgs, EnterArgs, NewArgs, ResultArgs, SheetArgs};
use super::event_words;
use super::field_words;
use super::results_words;
use super::standings_words as words;
use super::{EXIT_ENGINE_UNAVAILABLE, Failure, GameOptions};
use crate::files::{MAX_RECORD_BYTES, read_bytes};
use crate::i18n::{Lang, tr};
use crate::pgn::{PgnHeader, today};
use crate::request::read_rulebook;
use crate::tournament::referee::Referee;
use crate::tournament::run::{Field, Files, Plan, Scheduled, Stopped, field_for, read_field};
use clap::{Args, Subcommand, ValueEnum};
use qili_oracle::Position;
use qili_tournament::arbiter as arbiter_lib;
use qili_tournament::bracket::Elimination;
use qili_tournament::results::{Event, Play};
use qili_tournament::rules::competition;
use qili_tournament::swiss::FirstRound;
use qili_tournament::{
    Colour, System, crosstable, director, groups, playoff, roundrobin, standings, teams,
};
use std::path::{Path, PathBuf};

/// Arguments of `qili tournament`.
#[derive(Args, Debug)]
pub struct TournamentArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: TournamentCommand,
}

/// The `tournament` subcommands.
#[derive(Subcommand, Debug)]
pub enum TournamentCommand {
    /// Print the round-robin order table (CN 附录一) for N players.
    Table(TableArgs),
    /// Pair the next round of an event from its results file (积分编排, CN 附录二; the order
    /// table for a round robin).
    Pair(PairArgs),
    /// Rank an event under one book and print its crosstable.
    Standings(StandingsArgs),
    /// Print the final's results file from a finished group stage (分组循环制, CN 第11.3条):
    /// each group's top places, group winners first.
    Advance(AdvanceArgs),
    /// Play an engine event refereed by the book, writing every game to the results file as
    /// it ends; run again on the same file to resume.
    Run(Box<EventArgs>),
    /// Create an event's results file from its entries (`name[,rating[,unit]]` a line), the
    /// players numbered by the book (附录二 三(一) by rating; 附录一 by lot).
    New(NewArgs),
    /// Enter a game's result, by board or by player, into the results file (written atomically).
    Result(ResultArgs),
    /// Record a bye a player asked for (½ or 0 points) in a round not yet paired.
    Bye(ByeArgs),
    /// Enter a player after the event began: the rounds already paired are recorded as a late
    /// entry's byes (½ or 0 points).
    Enter(EnterArgs),
    /// Print a round's pairing sheet: boards, players, scores, colours, byes (text, HTML for A4,
    /// CSV or JSON).
    Sheet(SheetArgs),
    /// Check qili's tournament code against the competition cases (`cases/competition/`):
    /// each quotes an article, gives an input and the output the words require.
    Check(CheckArgs),
}

/// Arguments of `qili tournament check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The cases directory, whose `competition/` folder holds the cases (default: `cases/` of
    /// the qili checkout the current directory is in, else the cases built into qili).
    #[arg(long, value_name = "DIR")]
    pub cases: Option<PathBuf>,
    /// Case ids (`cn-11-1-double-elimination`); all cases when none is given.
    #[arg(value_name = "CASE")]
    pub selected: Vec<String>,
}

/// `--system`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SystemChoice {
    /// A round robin by the order table (CN 附录一).
    RoundRobin,
    /// 积分编排 (CN 附录二).
    Swiss,
    /// 淘汰制 (CN 第11.1条): a bracket seeded from the engines file's order.
    Knockout,
}

/// `--elimination`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EliminationChoice {
    /// 单淘汰制: out on the first lost match.
    Single,
    /// 双败淘汰制: out on the second.
    Double,
}

/// Arguments of `qili tournament run`.
#[derive(Args, Debug)]
pub struct EventArgs {
    /// The engines, in seeding order: `engines: [{name: …, spec: "cmd=… proto=…"}, …]` (YAML
    /// or JSON).
    #[arg(long, value_name = "FILE")]
    pub engines: PathBuf,
    /// The competition system.
    #[arg(long, value_enum)]
    pub system: SystemChoice,
    /// Rounds of a Swiss event (a round robin has the order table's).
    #[arg(long)]
    pub rounds: Option<u32>,
    /// The book the games are played and ranked under: `axf` or `cn`.
    #[arg(long, value_name = "axf|cn")]
    pub rules: String,
    /// Two games a round per pair, the second with colours swapped (两局制: a round robin, or a
    /// knockout's two-game matches).
    #[arg(long)]
    pub double: bool,
    /// A round robin in this many groups (分组循环制), the engines spread from their order
    /// (in snake order); `qili tournament advance` then makes the final.
    #[arg(long)]
    pub groups: Option<u32>,
    /// A knockout: single or double elimination.
    #[arg(long, value_enum)]
    pub elimination: Option<EliminationChoice>,
    /// A knockout: a play-off stage for a level match, in order (repeat it): `games:N`,
    /// `sudden-death:N`, `lots`, `higher-seed`. The last must be `lots` or `higher-seed`.
    #[arg(long, value_name = "STAGE")]
    pub playoff: Vec<String>,
    /// A single-elimination knockout: the semi-finals' losers play for third place.
    #[arg(long)]
    pub third_place: bool,
    /// The results file: created, or resumed when it exists.
    #[arg(long, value_name = "FILE", default_value = "tournament.json")]
    pub results: PathBuf,
    /// Append every game as PGN to this file, as it ends.
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
    /// The seed of the draw of lots.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The position every game starts from (default: the start position).
    #[arg(long)]
    pub fen: Option<String>,
    /// The PGN's Event tag.
    #[arg(long, default_value = "qili tournament")]
    pub event: String,
    /// How every game is played.
    #[command(flatten)]
    pub game: GameOptions,
}

/// Arguments of `qili tournament table`.
#[derive(Args, Debug)]
pub struct TableArgs {
    /// How many players (2 to 1000).
    #[arg(long)]
    pub players: u32,
    /// Two games a round, the second with colours swapped (CN 第13.5条).
    #[arg(long)]
    pub double: bool,
    /// A team event's boards: also print the colour of the first-listed team's player on each
    /// (CN 第13.2条: 单数台执红棋, 双数台执黑棋).
    #[arg(long)]
    pub boards: Option<usize>,
    /// Print `{"rounds": [{"pairs": [[red, black], …], "bye": N|null}, …]}`.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `qili tournament pair`.
#[derive(Args, Debug)]
pub struct PairArgs {
    /// The results file (JSON).
    #[arg(long, value_name = "FILE")]
    pub results: PathBuf,
    /// Print `{"round": N, "pairs": [[red, black], …], "bye": …, "lots": […]}`.
    #[arg(long)]
    pub json: bool,
    /// The seed of the draw of lots (default: the file's `seed`, else 0).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Record the round in the results file with its board numbers, so that results can be
    /// entered by board (`qili tournament result`); prints the pairing sheet.
    #[arg(long)]
    pub record: bool,
    /// The arbiter's own pairing of the next Swiss round (the JSON `pair --json` prints, or lines
    /// of `red - black` and `bye: name`), checked against 附录二 clause by clause. With
    /// `--record` it is recorded when it breaks none.
    #[arg(long, value_name = "FILE")]
    pub manual: Option<PathBuf>,
    /// Record a hand pairing that breaks clauses, with the breaches (the arbiter confirms it).
    #[arg(long, requires = "manual")]
    pub force: bool,
    /// Whose first Swiss round: `cn` (附录二 三(一): halves by lot) or `axf` (第一轮…由1对2，3对4……
    /// 依次编排，均由单号先走); default: the file's `rules`, else `cn`. Later rounds follow 附录二
    /// under both.
    #[arg(long, value_name = "cn|axf")]
    pub rules: Option<String>,
}

/// Arguments of `qili tournament advance`.
#[derive(Args, Debug)]
pub struct AdvanceArgs {
    /// The book whose articles rank the groups: `cn` or `axf`.
    #[arg(long, value_name = "cn|axf")]
    pub rules: String,
    /// The group stage's results file (JSON, with `groups` and `advance`).
    #[arg(long, value_name = "FILE")]
    pub results: PathBuf,
    /// The final's system.
    #[arg(long, value_enum)]
    pub system: SystemChoice,
    /// The final's rounds (a Swiss final).
    #[arg(long)]
    pub rounds: Option<u32>,
    /// How many of each group go on (default: the file's `advance`).
    #[arg(long)]
    pub advance: Option<u32>,
}

/// Arguments of `qili tournament standings`.
#[derive(Args, Debug)]
pub struct StandingsArgs {
    /// The book whose articles rank: `cn` or `axf` (default: the file's `rules`).
    #[arg(long, value_name = "cn|axf")]
    pub rules: Option<String>,
    /// The results file (JSON).
    #[arg(long, value_name = "FILE")]
    pub results: PathBuf,
    /// Print `{"standings": [{"rank", "player", "points", "tiebreaks"}, …], …}`.
    #[arg(long, conflicts_with = "markdown")]
    pub json: bool,
    /// Print the crosstable as Markdown.
    #[arg(long, conflicts_with_all = ["html", "csv"])]
    pub markdown: bool,
    /// Print the standings and crosstable as an HTML page to print on A4.
    #[arg(long, conflicts_with_all = ["json", "csv"])]
    pub html: bool,
    /// Print the crosstable as CSV, points as decimals, for a spreadsheet.
    #[arg(long, conflicts_with = "json")]
    pub csv: bool,
    /// The event's name on the HTML page (default: the results file's name).
    #[arg(long)]
    pub title: Option<String>,
    /// A font for the HTML page to bring (see `sheet --font`).
    #[command(flatten)]
    pub font: arbiter::FontArgs,
    /// The seed of the lots that separate players level after every other tie-break (AXF)
    /// (default: the file's `seed`); without either they share a rank and a note says lots
    /// are due.
    #[arg(long)]
    pub seed: Option<u64>,
}

/// Runs `qili tournament`; `lang` is the language of what a person reads: the pairing, run's
/// progress, the competition cases' titles (`check`).
pub fn run(args: &TournamentArgs, lang: Lang) -> Result<u8, Failure> {
    match &args.command {
        TournamentCommand::Table(a) => table(a, lang),
        TournamentCommand::Pair(a) => pair(a, lang),
        TournamentCommand::Standings(a) => standings_cmd(a, lang),
        TournamentCommand::Advance(a) => advance(a, lang),
        TournamentCommand::Run(a) => run_event(a, lang),
        TournamentCommand::New(a) => arbiter::new(a, lang),
        TournamentCommand::Result(a) => arbiter::result(a, lang),
        TournamentCommand::Bye(a) => arbiter::bye(a, lang),
        TournamentCommand::Enter(a) => arbiter::enter(a, lang),
        TournamentCommand::Sheet(a) => arbiter::sheet_cmd(a, lang),
        TournamentCommand::Check(a) => check_cases(a, lang),
    }
}

/// The most boards `table --boards` prints the colours of.
const MAX_BOARDS: usize = 1000;

fn table(args: &TableArgs, lang: Lang) -> Result<u8, Failure> {
    roundrobin::check_players(args.players).map_err(|e| {
        let why = super::table_words::players(lang, &e);
        Failure::bad_input(super::errors::option(
            lang,
            &format!("players {}", args.players),
            why,
        ))
    })?;
    let t = roundrobin::table(args.players, args.double);
    let boards = match args.boards {
        Some(n) if !(1..=MAX_BOARDS).contains(&n) => {
            return Err(Failure::bad_input(super::table_words::boards(
                lang, n, MAX_BOARDS,
            )));
        }
        Some(n) => teams::board_colours(n),
        None => Vec::new(),
    };
    let name = |c: &Colour| if *c == Colour::Red { "red" } else { "black" };
    if args.json && boards.is_empty() {
        sayln!("{}", serde_json::to_string(&t).expect("tables serialize"));
    } else if args.json {
        let mut v = serde_json::to_value(&t).expect("tables serialize");
        v["board_colours"] = boards.iter().map(name).collect();
        sayln!("{v}");
    } else {
        if lang.is_chinese() {
            let heading = tr!(lang, "table-heading");
            say!(
                "{}",
                t.text_in(&heading, |b| tr!(lang, "table-bye", number = b))
            );
        } else {
            say!("{}", t.text());
        }
        if !boards.is_empty() {
            let shown: Vec<String> = boards
                .iter()
                .enumerate()
                .map(|(i, c)| tr!(lang, "table-board-colour", board = i + 1, side = name(c)))
                .collect();
            let line = tr!(
                lang,
                "table-boards",
                boards = crate::reasons::list(lang, &shown)
            );
            sayln!("{line}");
        }
    }
    Ok(0)
}

/// Reads and checks a results file, and prints what the file holds that the books would not
/// have (a warning naming where); every fault is bad input naming the file and line, in `lang`.
pub fn read_event(lang: Lang, path: &Path) -> Result<Event, Failure> {
    let event = load_event(lang, path)?;
    for warning in director::warnings(&event) {
        eprintln!("{}", super::table_words::warning_at(lang, path, &warning));
    }
    Ok(event)
}

/// Reads and checks a results file, saying nothing; every fault is bad input naming the file
/// and line, in `lang`.
fn load_event(lang: Lang, path: &Path) -> Result<Event, Failure> {
    let bytes = read_bytes(path, MAX_RECORD_BYTES)
        .map_err(|e| Failure::bad_input(super::desk_words::cannot_read(lang, path, &e)))?;
    Event::parse_bytes(&bytes, &path.display().to_string())
        .map_err(|e| Failure::bad_input(results_words::error(lang, &e)))
}

/// Prints the play-offs of the places CN 第15.6条 says must not be shared, once the event is
/// over: each game numbered as `result --playoff --board N` takes it, with its result once
/// entered. The play-off is drawn from the standings and the seed, so nothing is recorded until
/// its results are. What it prints is in `lang`.
fn show_playoffs(
    playoffs: &[playoff::Playoff],
    boards: &[arbiter_lib::PlayoffBoard],
    args: &PairArgs,
    lang: Lang,
) -> Result<u8, Failure> {
    if args.json {
        let games: Vec<serde_json::Value> = boards
            .iter()
            .map(|b| {
                serde_json::json!({
                    "number": b.number, "place": b.place, "group": b.group,
                    "round": b.round, "pair": b.pair,
                    "result": b.result.map(|o| o.text()),
                })
            })
            .collect();
        sayln!(
            "{}",
            serde_json::json!({"playoffs": playoffs, "games": games})
        );
    } else {
        for p in playoffs {
            let games = || {
                boards
                    .iter()
                    .filter(|b| b.place == p.shared.unshared && b.group == p.shared.group)
            };
            let line = if games().all(|b| b.result.is_some()) {
                tr!(
                    lang,
                    "pair-playoff-complete",
                    players = crate::reasons::list(lang, &p.shared.players)
                )
            } else {
                super::standings_words::flag(lang, &p.shared)
            };
            sayln!("{line}");
            let line = tr!(
                lang,
                "pair-playoff-heading",
                grouped = if p.shared.group.is_some() {
                    "yes"
                } else {
                    "no"
                },
                group = p.shared.group.clone().unwrap_or_default(),
                place = p.shared.unshared.to_string()
            );
            sayln!("{line}");
            for b in games() {
                let line = tr!(
                    lang,
                    "pair-playoff-game",
                    round = b.round.to_string(),
                    red = b.pair[0].clone(),
                    black = b.pair[1].clone()
                );
                let result = b
                    .result
                    .map_or(String::new(), |o| format!("  {}", o.text()));
                sayln!("{:>3}  {line}{result}", b.number);
            }
            for lot in &p.lots {
                sayln!("{}", super::sheet_words::lot(lang, lot));
            }
        }
        let line = tr!(
            lang,
            "pair-playoff-enter",
            results = args.results.display().to_string()
        );
        sayln!("{line}");
    }
    if args.record || args.manual.is_some() {
        let message = tr!(
            lang,
            "pair-playoff-no-record",
            results = args.results.display().to_string()
        );
        eprintln!("{}", tr!(lang, "error-line", message = message));
    }
    Ok(0)
}

fn pair(args: &PairArgs, lang: Lang) -> Result<u8, Failure> {
    let event = read_event(lang, &args.results)?;
    let book = args
        .rules
        .as_deref()
        .or(event.file.rules.as_deref())
        .unwrap_or("cn");
    let first = FirstRound::of_book(book)
        .map_err(|e| Failure::bad_input(event_words::no_such_book(lang, &e)))?;
    if director::is_over(&event) {
        let rules = competition(book)
            .map_err(|e| Failure::bad_input(event_words::unknown_rules(lang, &e)))?;
        let playoffs = director::playoffs(&event, rules, args.seed).map_err(|e| {
            let why = event_words::standings(lang, &e);
            Failure::bad_input(event_words::at_file(lang, &args.results, why))
        })?;
        if !playoffs.is_empty() {
            let boards = arbiter_lib::playoff_boards(&event, rules, args.seed)
                .map_err(|e| Failure::bad_input(super::desk_words::at(lang, &args.results, &e)))?;
            return show_playoffs(&playoffs, &boards, args, lang);
        }
    }
    if args.record || args.manual.is_some() {
        return arbiter::pair_and_record(args, first, lang);
    }
    // A round recorded and waiting for results is printed as recorded (a hand pairing is the
    // arbiter's); otherwise the next round by the book.
    let p = qili_tournament::arbiter::current_pairing(&event, args.seed, first)
        .map_err(|e| Failure::bad_input(super::desk_words::at(lang, &args.results, &e)))?;
    if args.json {
        sayln!("{}", serde_json::to_string(&p).expect("pairings serialize"));
    } else {
        sayln!("{}", tr!(lang, "pair-round", round = p.round));
        let teams = event.is_team_match_event();
        for (i, [r, b]) in p.pairs.iter().enumerate() {
            let line = if teams {
                tr!(lang, "pair-teams", red = r.clone(), black = b.clone())
            } else {
                tr!(lang, "pair-players", red = r.clone(), black = b.clone())
            };
            sayln!("{:>3}  {line}", i + 1);
        }
        for [winner, withdrawn] in &p.forfeits {
            let line = tr!(
                lang,
                "pair-forfeit",
                winner = winner.clone(),
                withdrawn = withdrawn.clone()
            );
            sayln!("     {line}");
        }
        if let Some(b) = &p.bye {
            sayln!("{}", tr!(lang, "pair-bye", players = b.clone()));
        }
        if !p.byes.is_empty() {
            let players = crate::reasons::list(lang, &p.byes);
            if event.file.system == System::Knockout {
                sayln!("{}", tr!(lang, "pair-through", players = players));
            } else {
                sayln!("{}", tr!(lang, "pair-bye", players = players));
            }
        }
        for lot in &p.lots {
            sayln!("{}", super::sheet_words::lot(lang, lot));
        }
        for note in &p.notes {
            sayln!("{}", tr!(lang, "pair-note", note = note.clone()));
        }
    }
    Ok(0)
}

fn advance(args: &AdvanceArgs, lang: Lang) -> Result<u8, Failure> {
    let book = competition(&args.rules)
        .map_err(|e| Failure::bad_input(event_words::unknown_rules(lang, &e)))?;
    let event = read_event(lang, &args.results)?;
    let at = |e: String| Failure::bad_input(event_words::at_file(lang, &args.results, e));
    if event.groups().is_empty() {
        return Err(at(event_words::not_groups(lang)));
    }
    let mut file = groups::final_file(&event, book, system_of(args.system), args.advance)
        .map_err(|e| at(event_words::advance(lang, &e)))?;
    file.rounds = args.rounds;
    let final_event =
        Event::from_file(file).map_err(|e| Failure::bad_input(field_words::the_final(lang, &e)))?;
    say!("{}", final_event.to_json());
    Ok(0)
}

/// The system `--system` names.
pub fn system_of(choice: SystemChoice) -> System {
    match choice {
        SystemChoice::RoundRobin => System::RoundRobin,
        SystemChoice::Swiss => System::Swiss,
        SystemChoice::Knockout => System::Knockout,
    }
}

fn standings_cmd(args: &StandingsArgs, lang: Lang) -> Result<u8, Failure> {
    let event = read_event(lang, &args.results)?;
    let book = arbiter::book_of(lang, args.rules.as_deref(), &event, None)?;
    let s = director::standings(&event, book, args.seed.or(event.file.seed)).map_err(|e| {
        Failure::bad_input(event_words::at_file(
            lang,
            &args.results,
            event_words::standings(lang, &e),
        ))
    })?;
    if args.html || args.csv {
        let table = crosstable::crosstable(&event, book, &s);
        if args.csv {
            say!("{}", qili_tournament::pages::crosstable_csv(&table));
        } else {
            let played = event.last_round();
            let (when, total) = match event.file.rounds {
                Some(total) if played >= total => ("final", total),
                Some(total) => ("during", total),
                None => ("after", 0),
            };
            let headline = tr!(
                lang,
                "print-headline",
                when = when,
                played = played,
                total = total
            );
            // A Chinese page has the crosstable's titles and legend in its language; the
            // English page keeps the crate's bilingual titles.
            let table = if lang.is_chinese() {
                words::localize(table, book, event.file.system, lang)
            } else {
                table
            };
            let page_words = super::sheet_words::page_words(lang);
            let page = arbiter::page_with_font(
                &|st| {
                    qili_tournament::pages::standings_html(
                        &table,
                        &s,
                        &headline,
                        st,
                        page_words.as_ref(),
                    )
                },
                arbiter::style(args.title.as_deref(), &args.results),
                &args.font,
                lang,
            )?;
            say!("{page}");
        }
        return Ok(0);
    }
    if args.json {
        sayln!(
            "{}",
            serde_json::to_string_pretty(&s).expect("standings serialize")
        );
        return Ok(0);
    }
    say!(
        "{}",
        ranking(
            &event,
            book,
            &s,
            args.seed.or(event.file.seed),
            args.markdown,
            lang
        )
    );
    Ok(0)
}

/// The crosstable (text or Markdown), the articles that rank, the lots drawn and any note.
pub fn ranking(
    event: &Event,
    book: &qili_tournament::rules::Competition,
    s: &standings::Standings,
    seed: Option<u64>,
    markdown: bool,
    lang: Lang,
) -> String {
    use std::fmt::Write as _;
    let mut out = if event.file.system == System::Knockout {
        let mut out = super::standings_words::bracket(lang, &s.bracket);
        out.push('\n');
        for r in &s.standings {
            let round = r
                .tiebreaks
                .0
                .first()
                .map(|(_, v)| v.to_string())
                .unwrap_or_default();
            let _ = writeln!(
                out,
                "{:>3}  {}  {}{}",
                r.rank,
                r.player,
                crosstable::points_text(r.points),
                if round == "null" {
                    String::new()
                } else {
                    tr!(lang, "standings-out-in-round", round = round)
                }
            );
        }
        out
    } else if !event.groups().is_empty() {
        // Each group's crosstable under its name; the tables read again what `s` was made of,
        // so they cannot fail where `s` did not.
        let mut out = String::new();
        for (name, sub, sub_s) in groups::tables(event, book, seed).unwrap_or_default() {
            let table = words::localize(
                crosstable::crosstable(&sub, book, &sub_s),
                book,
                sub.file.system,
                lang,
            );
            let _ = writeln!(out, "{}", tr!(lang, "standings-group", group = name));
            out.push_str(&if markdown {
                table.markdown()
            } else {
                table.text()
            });
            out.push('\n');
        }
        if !s.qualified.is_empty() {
            let players = crate::reasons::list(lang, &s.qualified);
            let _ = writeln!(
                out,
                "{}",
                tr!(lang, "standings-to-final", players = players)
            );
        }
        out
    } else {
        let table = words::localize(
            crosstable::crosstable(event, book, s),
            book,
            event.file.system,
            lang,
        );
        if markdown {
            table.markdown()
        } else {
            table.text()
        }
    };
    let ranked = tr!(
        lang,
        "standings-ranked-by",
        article = words::ranked_by(lang, &s.article)
    );
    let _ = writeln!(out, "{ranked}");
    if !s.teams.is_empty() {
        let _ = writeln!(out, "\n{}", tr!(lang, "standings-teams"));
        for t in &s.teams {
            let breaks: Vec<String> = t
                .tiebreaks
                .0
                .iter()
                .map(|(k, v)| {
                    let key = tr!(lang, "standings-column", column = k.clone());
                    format!("{key} {v}")
                })
                .collect();
            let _ = writeln!(
                out,
                "{:>3}  {}  {}  ({})",
                t.rank,
                t.team,
                t.places,
                breaks.join(", ")
            );
        }
    }
    for lot in &s.lots {
        let line = tr!(
            lang,
            "standings-lot",
            what = super::sheet_words::what(lang, lot),
            drawn = super::sheet_words::drawn(lang, lot)
        );
        let _ = writeln!(out, "{line}");
    }
    for note in &s.notes {
        let _ = writeln!(out, "{}", words::note(lang, note));
    }
    out
}

fn run_event(args: &EventArgs, lang: Lang) -> Result<u8, Failure> {
    let bad = Failure::bad_input;
    let book = competition(&args.rules).map_err(|e| bad(event_words::unknown_rules(lang, &e)))?;
    let rulebook = read_rulebook(&args.rules)
        .map_err(|e| bad(super::errors::rulebook(lang, &args.rules, &e)))?;
    let field = read_field(&args.engines).map_err(|e| bad(field_words::field(lang, &e)))?;
    if args.results.exists() {
        // A file that cannot be read is refused here, in the language asked for, before any
        // engine starts (the run reads it again as it goes).
        load_event(lang, &args.results)?;
    }
    let field = field_for(&field, &args.results).map_err(|e| bad(field_words::field(lang, &e)))?;
    let (entrants, sides) = match &field {
        Field::Engines(e) => (e.clone(), e.len()),
        Field::Teams(t) => (t.entrants(), t.teams.len()),
        Field::TotalPlaces { engines, .. } => (engines.clone(), engines.len()),
    };
    let specs = entrants
        .iter()
        .map(|e| {
            crate::engine::EngineSpec::parse(&e.spec).map_err(|err| {
                let spec = err.in_lang(lang);
                bad(field_words::spec(lang, &args.engines, &e.name, spec))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let (settings, summary) = args.game.settings(rulebook, &specs, lang)?;
    let start = match &args.fen {
        Some(fen) => {
            Position::from_fen(fen).map_err(|e| bad(super::match_run::fen_error(lang, fen, &e)))?
        }
        None => Position::start(),
    };
    let play = Play {
        rules: rulebook.id.clone(),
        control: summary.control,
        enforce: summary.enforce,
        timeout_s: summary.timeout_s,
        time_margin_ms: args.game.time_margin,
        fen: (start != Position::start()).then(|| start.fen()),
    };
    let header = PgnHeader {
        event: args.event.clone(),
        site: "?".into(),
        date: today(),
        rules: rulebook.cite.clone(),
        notation: args.game.notation(),
        lang,
    };
    let mut referee = Referee::new(&entrants, settings, start, header).map_err(bad)?;
    let plan = Plan {
        system: system_of(args.system),
        rounds: args.rounds,
        double: args.double,
        seed: args.seed,
        groups: args.groups,
        elimination: args.elimination.map(|e| match e {
            EliminationChoice::Single => Elimination::Single,
            EliminationChoice::Double => Elimination::Double,
        }),
        playoff: event_words::playoff_stages(lang, &args.playoff).map_err(bad)?,
        third_place: args.third_place,
        play,
    };
    let files = Files {
        results: &args.results,
        pgn: args.pgn.as_deref(),
    };
    let n = sides;
    let total = match plan.system {
        System::RoundRobin if plan.groups.is_some() => 0,
        System::RoundRobin => n * (n - 1) / 2 * if plan.double { 2 } else { 1 },
        System::Swiss => plan.rounds.unwrap_or(0) as usize * (n / 2),
        System::Knockout => 0,
    };
    let mut progress =
        |game: &Scheduled, done: &crate::tournament::run::Finished, event: &Event| {
            let count = match &game.board {
                // A match is in the file once its last board ends.
                Some(b) if b.number < b.of => event.games.len() + 1,
                Some(_) => event.games.len(),
                None => event.games.len(),
            };
            let count = if total == 0 {
                count.to_string()
            } else {
                format!("{count}/{total}")
            };
            let (red, black, board) = match &game.board {
                Some(b) => (
                    tr!(
                        lang,
                        "event-team-side",
                        player = game.red.name.clone(),
                        team = b.teams[0].clone(),
                        side = "red"
                    ),
                    tr!(
                        lang,
                        "event-team-side",
                        player = game.black.name.clone(),
                        team = b.teams[1].clone(),
                        side = "black"
                    ),
                    tr!(lang, "event-board", board = b.number, of = b.of),
                ),
                None => (
                    tr!(
                        lang,
                        "event-side",
                        player = game.red.name.clone(),
                        side = "red"
                    ),
                    tr!(
                        lang,
                        "event-side",
                        player = game.black.name.clone(),
                        side = "black"
                    ),
                    String::new(),
                ),
            };
            let line = tr!(
                lang,
                "event-progress",
                round = game.round,
                red = red,
                black = black,
                result = done.result.text().to_string(),
                reason = done.said.clone().unwrap_or_else(|| done.reason.clone())
            );
            eprintln!("[{count}{board}] {line}");
            if let (Some(b), Some(last)) = (&game.board, event.file.games.last())
                && b.number == b.of
                && let Some(t) = event.games.last().and_then(|g| g.tally)
            {
                let line = tr!(
                    lang,
                    "event-match-tally",
                    round = last.round,
                    red = last.red.clone(),
                    x = crosstable::points_text(t.points[0]),
                    y = crosstable::points_text(t.points[1]),
                    black = last.black.clone()
                );
                eprintln!("{line}");
            }
        };
    let mut notice = |note: &str| eprintln!("{}", tr!(lang, "note", note = note.to_string()));
    let event = match &field {
        Field::Engines(e) => {
            crate::tournament::run::run(e, &plan, files, &mut referee, &mut progress, &mut notice)
        }
        Field::Teams(t) => crate::tournament::run::run_teams(
            t,
            &plan,
            files,
            &mut referee,
            &mut progress,
            &mut notice,
        ),
        Field::TotalPlaces { engines, teams } => crate::tournament::run::run_total_places(
            engines,
            teams,
            &plan,
            files,
            &mut referee,
            &mut progress,
            &mut notice,
        ),
    }
    .map_err(|e| match e {
        Stopped::Entrant(message) => Failure {
            message,
            code: EXIT_ENGINE_UNAVAILABLE,
        },
        Stopped::Event(message) => bad(message),
        Stopped::Knockout(error) => bad(super::desk_words::pair(lang, &error)),
        Stopped::Plan(error) => bad(field_words::plan(lang, &error)),
        Stopped::Resume { at, fault } => bad(field_words::resume(lang, &at, &fault)),
        Stopped::Unwritten { path, kind, why } => bad(results_words::cannot_write(
            lang,
            &path,
            &std::io::Error::new(kind, why),
        )),
        Stopped::PgnUnwritten { path, kind, why } => bad(if lang.is_chinese() {
            super::errors::cannot_write(lang, &path, &std::io::Error::new(kind, why))
        } else {
            format!("{}: {why}", path.display())
        }),
    })?;
    let s = director::standings(&event, book, event.file.seed)
        .map_err(|e| bad(event_words::standings(lang, &e)))?;
    say!(
        "{}",
        ranking(&event, book, &s, event.file.seed, false, lang)
    );
    if event.is_team_match_event() {
        // AXF scores no team event: there is no other book to rank it under.
        let line = tr!(
            lang,
            "event-results",
            results = args.results.display().to_string()
        );
        sayln!("{line}");
    } else {
        let line = tr!(
            lang,
            "event-results-other-book",
            results = args.results.display().to_string(),
            other = if book.id == "cn" { "axf" } else { "cn" }
        );
        sayln!("{line}");
    }
    Ok(0)
}

/// `qili tournament check`: every competition case (or those selected), one line each, the
/// difference under a failing one (each case's title in `lang` where it gives one); exit 1
/// when any fails or cannot be read.
fn check_cases(args: &CheckArgs, lang: Lang) -> Result<u8, Failure> {
    use crate::tournament::case::{check, load_all, load_builtin};
    let dir = match &args.cases {
        Some(dir) => Some(dir.clone()),
        None => crate::suite::Layout::discover().cases,
    };
    let mut cases = match &dir {
        Some(dir) => load_all(&dir.join("competition"))
            .map_err(|e| Failure::bad_input(field_words::check_unloaded(lang, &e)))?,
        None => load_builtin(),
    };
    let id = |path: &Path| {
        path.file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned())
    };
    if !args.selected.is_empty() {
        if let Some(unknown) = args
            .selected
            .iter()
            .find(|name| !cases.iter().any(|(p, _)| id(p) == **name))
        {
            return Err(Failure::bad_input(field_words::check_no_case(
                lang, unknown,
            )));
        }
        cases.retain(|(p, _)| args.selected.contains(&id(p)));
    }
    let mut failed = 0;
    for (path, case) in &cases {
        let outcome = match case {
            Err(e) => Err(field_words::case_file(lang, e)),
            Ok(c) => {
                let title = c.titles.get(lang).unwrap_or(&c.title);
                check(c)
                    .map(|()| title)
                    .map_err(|e| format!("{title} ({} {})\n{e}", c.source.book, c.source.article))
            }
        };
        match outcome {
            Ok(title) => sayln!("{}", field_words::check_pass(lang, &id(path), title)),
            Err(e) => {
                failed += 1;
                sayln!(
                    "{}\n{}",
                    field_words::check_fail(lang, &id(path)),
                    indent(&e)
                );
            }
        }
    }
    let source = dir.map(|d| d.join("competition"));
    sayln!(
        "\n{}",
        field_words::check_summary(
            lang,
            source.as_deref(),
            cases.len(),
            cases.len() - failed,
            failed
        )
    );
    Ok(if failed > 0 { 1 } else { 0 })
}

/// Every line of `text` indented by four spaces.
fn indent(text: &str) -> String {
    text.lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}
