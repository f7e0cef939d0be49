//! The arbiter's commands of `qili tournament`: `new` (an event from its entries), `pair
//! --record` / `--manual` (a round recorded with its boards, a hand pairing checked), `result`
//! (a result entered by board or name), `bye` and `enter` (a requested bye, a late entry),
//! `sheet` (the pairing sheet) and the standings' HTML and CSV. Every change is written to the
//! results file atomically (`files::write_atomic`): a kill leaves the file as it was or as it is
//! meant to be, never half-written, and never loses a result already reported entered.

use super::Failure;
use super::results_words;
use super::tournament::{PairArgs, SystemChoice, read_event, system_of};
use crate::files::{MAX_INPUT_BYTES, read_bytes, read_text, write_atomic};
use crate::i18n::{Lang, tr};
use crate::reasons::list;
use clap::{Args, ValueEnum};
use qili_tournament::arbiter::{self, Board, DeskError, Order, Setup};
use qili_tournament::entries::{self, Entry};
use qili_tournament::manual;
use qili_tournament::outcome::Outcome;
use qili_tournament::pages::{self, Style};
use qili_tournament::records::ByePoints;
use qili_tournament::results::Event;
use qili_tournament::rules::{Competition, competition};
use qili_tournament::sheet;
use qili_tournament::swiss::FirstRound;
use std::path::{Path, PathBuf};
use unicode_width::UnicodeWidthStr;

/// `--order` of `qili tournament new`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OrderChoice {
    /// By rating, the unrated after them in an order drawn by lot (附录二 三(一)); the default
    /// of a CN Swiss event and a knockout.
    Ratings,
    /// Every number drawn by lot (附录一 一(一) 每一运动员抽得一号; AXF 第一轮可拈筹规定); the
    /// default of a round robin and of an AXF Swiss event.
    Lots,
    /// As the entries list them (an order the organiser made, 三(一)'s 以往比赛成绩).
    AsListed,
}

/// Arguments of `qili tournament new`.
#[derive(Args, Debug)]
pub struct NewArgs {
    /// The entries: one player a line, `name[,rating[,unit]]` (CSV; UTF-8 or GBK).
    #[arg(long, value_name = "FILE")]
    pub players: PathBuf,
    /// The competition system.
    #[arg(long, value_enum)]
    pub system: SystemChoice,
    /// The announced rounds of a Swiss event (附录二 二).
    #[arg(long)]
    pub rounds: Option<u32>,
    /// The book the event is ranked under: `cn` or `axf`.
    #[arg(long, value_name = "cn|axf")]
    pub rules: String,
    /// The seed of every lot of the event.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// How the players are numbered (default: the book's for the system).
    #[arg(long, value_enum)]
    pub order: Option<OrderChoice>,
    /// The results file to create (refused if it exists).
    #[arg(long, value_name = "FILE")]
    pub results: PathBuf,
}

/// Arguments of `qili tournament result`.
#[derive(Args, Debug)]
pub struct ResultArgs {
    /// The results file.
    #[arg(long, value_name = "FILE")]
    pub results: PathBuf,
    /// The round (default: the last round recorded).
    #[arg(long)]
    pub round: Option<u32>,
    /// The board (table) number, as on the pairing sheet.
    #[arg(long, conflicts_with = "player", required_unless_present = "player")]
    pub board: Option<usize>,
    /// A player of the board, instead of its number.
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// The result from red's side: `1-0`, `0-1`, `1/2-1/2` (or `½-½`), `forfeit-red` (red was
    /// absent), `forfeit-black`, `double-forfeit`, `unfinished` (附录二 六).
    #[arg(value_name = "RESULT")]
    pub result: String,
    /// Why the game ended (kept in the file).
    #[arg(long)]
    pub reason: Option<String>,
    /// Correct a result already entered.
    #[arg(long)]
    pub replace: bool,
    /// A game of a play-off of a shared place (CN 第15.6条), numbered as `pair` prints the
    /// play-offs once the event is over.
    #[arg(long, conflicts_with = "round")]
    pub playoff: bool,
    /// The seed the play-off's lot is drawn from (default: the file's `seed`, else 0), as
    /// `pair --seed`.
    #[arg(long, requires = "playoff")]
    pub seed: Option<u64>,
}

/// `--points` of `bye` and `enter`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PointsChoice {
    /// A draw's points.
    Half,
    /// None.
    Zero,
}

impl PointsChoice {
    fn points(self) -> ByePoints {
        match self {
            PointsChoice::Half => ByePoints::Half,
            PointsChoice::Zero => ByePoints::Zero,
        }
    }
}

/// Arguments of `qili tournament bye`.
#[derive(Args, Debug)]
pub struct ByeArgs {
    /// The results file.
    #[arg(long, value_name = "FILE")]
    pub results: PathBuf,
    /// The player who asked not to be paired.
    #[arg(long, value_name = "NAME")]
    pub player: String,
    /// The round (not paired yet).
    #[arg(long)]
    pub round: u32,
    /// What the bye scores, as the organiser's regulations grant.
    #[arg(long, value_enum)]
    pub points: PointsChoice,
}

/// Arguments of `qili tournament enter`.
#[derive(Args, Debug)]
pub struct EnterArgs {
    /// The results file.
    #[arg(long, value_name = "FILE")]
    pub results: PathBuf,
    /// The late entrant's name.
    #[arg(long, value_name = "NAME")]
    pub player: String,
    /// Their rating (等级分).
    #[arg(long)]
    pub rating: Option<u32>,
    /// Their unit (单位).
    #[arg(long)]
    pub unit: Option<String>,
    /// What each round already paired scores for them.
    #[arg(long, value_enum)]
    pub points: PointsChoice,
}

/// Arguments of `qili tournament sheet`.
#[derive(Args, Debug)]
pub struct SheetArgs {
    /// The results file.
    #[arg(long, value_name = "FILE")]
    pub results: PathBuf,
    /// The round (default: the round being played, else the next).
    #[arg(long)]
    pub round: Option<u32>,
    /// The book whose points the scores are in (default: the file's `rules`, else cn).
    #[arg(long, value_name = "cn|axf")]
    pub rules: Option<String>,
    /// Print an HTML page to print on A4.
    #[arg(long, conflicts_with_all = ["csv", "json"])]
    pub html: bool,
    /// Print CSV.
    #[arg(long, conflicts_with = "json")]
    pub csv: bool,
    /// Print the sheet as JSON.
    #[arg(long)]
    pub json: bool,
    /// The event's name on the page (default: the results file's name).
    #[arg(long)]
    pub title: Option<String>,
    /// The seed of a round not recorded (default: the file's).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The HTML page brings this font (TrueType, OpenType or a collection), cut to the
    /// characters it shows, so that Chinese names show on a machine without a Chinese font.
    #[command(flatten)]
    pub font: FontArgs,
}

/// `--font FILE [--font-index N]` of the HTML pages.
#[derive(Args, Debug)]
pub struct FontArgs {
    /// A font for the HTML page to bring, cut to the page's characters (TTF, OTF, TTC).
    #[arg(long, value_name = "FILE")]
    pub font: Option<PathBuf>,
    /// The face of a font collection (`.ttc`) to use.
    #[arg(long, default_value_t = 0, requires = "font")]
    pub font_index: usize,
}

/// An HTML page made by `make`, bringing the font `--font` names when given: the page is made
/// once to find its characters, then again with the font cut to them.
pub fn page_with_font(
    make: &dyn Fn(&Style) -> String,
    mut style: Style,
    font: &FontArgs,
    lang: Lang,
) -> Result<String, Failure> {
    let Some(path) = &font.font else {
        return Ok(make(&style));
    };
    let refuse = |e: String| Failure::bad_input(super::field_words::font(lang, path, &e));
    let bytes = read_bytes(path, super::font::MAX_FONT_BYTES).map_err(|e| {
        Failure::bad_input(format!(
            "--font {}",
            super::desk_words::cannot_read(lang, path, &e)
        ))
    })?;
    let (face, lacking) =
        super::font::font_face(&bytes, font.font_index, &make(&style)).map_err(refuse)?;
    if !lacking.is_empty() {
        let lacking: String = lacking.iter().collect();
        eprintln!(
            "{}",
            tr!(
                lang,
                "error-line",
                message = super::field_words::font_lacks(lang, path, &lacking)
            )
        );
    }
    style.font_face = Some(face);
    Ok(make(&style))
}

/// The arbiter's desk refusing a step on the results file `path`, in `lang`.
fn refused(lang: Lang, path: &Path) -> impl Fn(DeskError) -> Failure + '_ {
    move |e| Failure::bad_input(super::desk_words::at(lang, path, &e))
}

/// Writes the event to its file atomically; why it cannot be, in `lang`.
fn save(lang: Lang, event: &Event, path: &Path) -> Result<(), Failure> {
    write_atomic(path, &event.to_json())
        .map_err(|e| Failure::bad_input(results_words::cannot_write(lang, path, &e)))
}

/// The book to score and rank by: `--rules`, else the file's `rules`, else `fallback`.
pub fn book_of(
    lang: Lang,
    given: Option<&str>,
    event: &Event,
    fallback: Option<&str>,
) -> Result<&'static Competition, Failure> {
    let id = given
        .or(event.file.rules.as_deref())
        .or(fallback)
        .ok_or_else(|| Failure::bad_input(super::event_words::rules_needed(lang)))?;
    competition(id).map_err(|e| Failure::bad_input(super::event_words::unknown_rules(lang, &e)))
}

/// `qili tournament new`; what it prints is in `lang`.
pub fn new(args: &NewArgs, lang: Lang) -> Result<u8, Failure> {
    competition(&args.rules)
        .map_err(|e| Failure::bad_input(super::event_words::unknown_rules(lang, &e)))?;
    if args.results.exists() {
        return Err(Failure::bad_input(super::desk_words::exists(
            lang,
            &args.results,
        )));
    }
    let origin = args.players.display().to_string();
    let bytes = read_bytes(&args.players, MAX_INPUT_BYTES * 16)
        .map_err(|e| Failure::bad_input(super::desk_words::cannot_read(lang, &args.players, &e)))?;
    let entries_error = |e| Failure::bad_input(super::event_words::entries(lang, &e));
    let text = entries::decode(&bytes, &origin).map_err(entries_error)?;
    let list = entries::parse(&text, &origin).map_err(entries_error)?;
    let system = system_of(args.system);
    let order = match args.order {
        Some(OrderChoice::Ratings) => Order::Ratings,
        Some(OrderChoice::Lots) => Order::Lots,
        Some(OrderChoice::AsListed) => Order::AsListed,
        None => Order::of(system, &args.rules),
    };
    let setup = Setup {
        system,
        rounds: args.rounds,
        rules: args.rules.clone(),
        seed: args.seed,
        order,
    };
    let event = arbiter::create(&list, &setup)
        .map_err(|e| Failure::bad_input(super::desk_words::error(lang, &e)))?;
    save(lang, &event, &args.results)?;
    let line = tr!(
        lang,
        "arbiter-new",
        results = args.results.display().to_string(),
        system = tr!(lang, "arbiter-system", system = system.name()),
        players = event.players().len().to_string(),
        rounds = event.file.rounds.map_or("none".into(), |r| r.to_string()),
        rules = args.rules.clone(),
        book = args.rules.to_uppercase()
    );
    sayln!("{line}");
    let width = event
        .players()
        .iter()
        .map(|p| UnicodeWidthStr::width(p.as_str()))
        .max()
        .unwrap_or(0);
    for (i, p) in event.players().iter().enumerate() {
        let rating = event
            .file
            .ratings
            .get(p)
            .map_or_else(|| "    ".to_string(), |r| format!("{r:>4}"));
        let unit = event.file.units.get(p).map_or("", String::as_str);
        let pad = " ".repeat(width - UnicodeWidthStr::width(p.as_str()));
        let line = format!("{:>4}  {p}{pad}  {rating}  {unit}", i + 1);
        sayln!("{}", line.trim_end());
    }
    for lot in &event.file.seeding_lots {
        let line = tr!(
            lang,
            "standings-lot",
            what = super::sheet_words::what(lang, lot),
            drawn = super::sheet_words::drawn(lang, lot)
        );
        sayln!("{line}");
    }
    Ok(0)
}

/// `qili tournament pair --record` / `--manual FILE [--force]`: checks a hand pairing, and
/// records the round (the book's pairing, or the hand one) when asked to; the sheet it prints
/// is in `lang`.
pub fn pair_and_record(args: &PairArgs, first: FirstRound, lang: Lang) -> Result<u8, Failure> {
    let (path, manual_file) = (args.results.as_path(), args.manual.as_deref());
    let (force, record, seed, json) = (args.force, args.record, args.seed, args.json);
    let event = read_event(lang, path)?;
    let refused = refused(lang, path);
    let (pairing, manual, breaches) = match manual_file {
        None => (
            arbiter::current_pairing(&event, seed, first).map_err(&refused)?,
            false,
            Vec::new(),
        ),
        Some(m) => {
            let text = read_text(m, MAX_INPUT_BYTES)
                .map_err(|e| Failure::bad_input(super::desk_words::cannot_read(lang, m, &e)))?;
            let proposal = manual::parse(&text, &m.display().to_string())
                .map_err(|e| Failure::bad_input(super::hand_words::error(lang, &e)))?;
            let breaches = manual::check(&event, &proposal)
                .map_err(|e| Failure::bad_input(super::hand_words::at(lang, path, &e)))?;
            let pairing = qili_tournament::swiss::Pairing {
                round: event.last_round() + 1,
                pairs: proposal.pairs.clone(),
                bye: proposal.bye.clone(),
                byes: Vec::new(),
                lots: Vec::new(),
                notes: Vec::new(),
                forfeits: Vec::new(),
            };
            (pairing, true, breaches)
        }
    };
    for b in &breaches {
        let line = super::sheet_words::breach(lang, b);
        eprintln!("{}", tr!(lang, "error-line", message = line));
    }
    let record = record || force;
    if manual && !breaches.is_empty() && !force {
        return Err(Failure::bad_input(super::hand_words::refused(
            lang,
            &m_name(manual_file),
            pairing.round,
            breaches.len(),
        )));
    }
    if manual && breaches.is_empty() {
        let line = super::hand_words::kept(lang, pairing.round);
        eprintln!("{}", tr!(lang, "error-line", message = line));
    }
    let event = if record {
        let recorded =
            arbiter::record_pairing(&event, &pairing, manual, breaches).map_err(&refused)?;
        save(lang, &recorded, path)?;
        recorded
    } else {
        event
    };
    let shown = arbiter::current_pairing(&event, seed, first).map_err(&refused)?;
    if json {
        sayln!(
            "{}",
            serde_json::to_string(&shown).expect("pairings serialize")
        );
    } else {
        let book = book_of(lang, None, &event, Some("cn"))?;
        let s = sheet::sheet(&event, book, Some(shown.round), seed).map_err(&refused)?;
        say!("{}", super::sheet_words::text(lang, &s));
        if record {
            let line = tr!(lang, "sheet-recorded", results = path.display().to_string());
            sayln!("{line}");
        }
    }
    Ok(0)
}

fn m_name(p: Option<&Path>) -> String {
    p.map(|p| p.display().to_string()).unwrap_or_default()
}

/// `qili tournament result`; what it prints is in `lang`.
pub fn result(args: &ResultArgs, lang: Lang) -> Result<u8, Failure> {
    let event = read_event(lang, &args.results)?;
    let text = match args.result.as_str() {
        "½-½" | "draw" => "1/2-1/2",
        other => other,
    };
    let outcome: Outcome = serde_json::from_value(serde_json::Value::String(text.into()))
        .map_err(|_| Failure::bad_input(super::desk_words::not_a_result(lang, &args.result)))?;
    if args.playoff {
        return playoff_result(&event, args, outcome, lang);
    }
    let round = args
        .round
        .or_else(|| event.file.pairings.iter().map(|p| p.round).max())
        .ok_or_else(|| Failure::bad_input(super::desk_words::no_round(lang, &args.results)))?;
    let board = match (&args.board, &args.player) {
        (Some(b), _) => Board::Number(*b),
        (None, Some(p)) => Board::Player(p.clone()),
        (None, None) => unreachable!("clap requires --board or --player"),
    };
    let (event, game) = arbiter::enter_result(
        &event,
        round,
        &board,
        outcome,
        args.reason.clone(),
        args.replace,
    )
    .map_err(refused(lang, &args.results))?;
    save(lang, &event, &args.results)?;
    let paired = event
        .file
        .pairings
        .iter()
        .find(|p| p.round == round)
        .expect("the round entered is recorded");
    let left = arbiter::missing_results(&event, paired);
    let number = paired
        .board_of(&game.red)
        .expect("the game entered is on a board");
    let line = tr!(
        lang,
        "arbiter-result",
        round = round.to_string(),
        board = number.to_string(),
        red = game.red.clone(),
        black = game.black.clone(),
        outcome = outcome.text(),
        paired = if game.paired_as_draw { "as-draw" } else { "no" }
    );
    sayln!("{line}");
    let line = if left.is_empty() {
        tr!(lang, "arbiter-round-complete", round = round.to_string())
    } else {
        tr!(
            lang,
            "arbiter-round-left",
            round = round.to_string(),
            count = left.len(),
            boards = list(lang, &left.iter().map(usize::to_string).collect::<Vec<_>>())
        )
    };
    sayln!("{line}");
    Ok(0)
}

/// `qili tournament result --playoff`: a play-off game's result (CN 第15.6条).
fn playoff_result(
    event: &Event,
    args: &ResultArgs,
    outcome: Outcome,
    lang: Lang,
) -> Result<u8, Failure> {
    let refused = refused(lang, &args.results);
    let book = book_of(lang, None, event, Some("cn"))?;
    let board = match (&args.board, &args.player) {
        (Some(b), _) => Board::Number(*b),
        (None, Some(p)) => Board::Player(p.clone()),
        (None, None) => unreachable!("clap requires --board or --player"),
    };
    let (event, entered) =
        arbiter::enter_playoff_result(event, book, args.seed, &board, outcome, args.replace)
            .map_err(&refused)?;
    save(lang, &event, &args.results)?;
    let group = entered.group.clone().unwrap_or_default();
    let grouped = if entered.group.is_some() { "yes" } else { "no" };
    let line = tr!(
        lang,
        "arbiter-playoff-result",
        game = entered.number.to_string(),
        group = group.clone(),
        grouped = grouped,
        place = entered.place.to_string(),
        red = entered.pair[0].clone(),
        black = entered.pair[1].clone(),
        outcome = outcome.text()
    );
    sayln!("{line}");
    let boards = arbiter::playoff_boards(&event, book, args.seed).map_err(&refused)?;
    let left: Vec<String> = boards
        .iter()
        .filter(|b| b.place == entered.place && b.group == entered.group && b.result.is_none())
        .map(|b| b.number.to_string())
        .collect();
    let line = if left.is_empty() {
        tr!(
            lang,
            "arbiter-playoff-complete",
            group = group.clone(),
            grouped = grouped,
            place = entered.place.to_string()
        )
    } else {
        tr!(
            lang,
            "arbiter-playoff-left",
            group = group.clone(),
            grouped = grouped,
            place = entered.place.to_string(),
            count = left.len(),
            games = list(lang, &left)
        )
    };
    sayln!("{line}");
    Ok(0)
}

/// `qili tournament bye`; what it prints is in `lang`.
pub fn bye(args: &ByeArgs, lang: Lang) -> Result<u8, Failure> {
    let event = read_event(lang, &args.results)?;
    let event = arbiter::grant_bye(&event, &args.player, args.round, args.points.points())
        .map_err(refused(lang, &args.results))?;
    save(lang, &event, &args.results)?;
    let line = tr!(
        lang,
        "arbiter-bye",
        round = args.round.to_string(),
        player = args.player.clone(),
        points = args.points.points().name()
    );
    sayln!("{line}");
    Ok(0)
}

/// `qili tournament enter`; what it prints is in `lang`.
pub fn enter(args: &EnterArgs, lang: Lang) -> Result<u8, Failure> {
    let event = read_event(lang, &args.results)?;
    let entry = Entry {
        name: args.player.clone(),
        rating: args.rating,
        unit: args.unit.clone(),
    };
    let event = arbiter::late_entry(&event, &entry, args.points.points())
        .map_err(refused(lang, &args.results))?;
    save(lang, &event, &args.results)?;
    let missed: Vec<String> = event
        .file
        .byes
        .iter()
        .filter(|b| b.player == args.player)
        .map(|b| b.round.to_string())
        .collect();
    let line = tr!(
        lang,
        "arbiter-enter",
        player = args.player.clone(),
        number = event.players().len().to_string(),
        count = missed.len(),
        rounds = list(lang, &missed),
        points = args.points.points().name(),
        next = (arbiter::current_round(&event) + 1).to_string()
    );
    sayln!("{line}");
    Ok(0)
}

/// `qili tournament sheet`.
pub fn sheet_cmd(args: &SheetArgs, lang: Lang) -> Result<u8, Failure> {
    let event = read_event(lang, &args.results)?;
    let book = book_of(lang, args.rules.as_deref(), &event, Some("cn"))?;
    let s =
        sheet::sheet(&event, book, args.round, args.seed).map_err(refused(lang, &args.results))?;
    if args.html {
        let words = super::sheet_words::page_words(lang);
        let page = page_with_font(
            &|st| pages::sheet_html(&s, st, words.as_ref()),
            style(args.title.as_deref(), &args.results),
            &args.font,
            lang,
        )?;
        say!("{page}");
    } else if args.csv {
        say!("{}", pages::sheet_csv(&s));
    } else if args.json {
        sayln!(
            "{}",
            serde_json::to_string_pretty(&s).expect("sheets serialize")
        );
    } else {
        say!("{}", super::sheet_words::text(lang, &s));
    }
    Ok(0)
}

/// A page's style: the title given, else the results file's name.
pub fn style(title: Option<&str>, results: &Path) -> Style {
    Style {
        title: title.map(str::to_string).unwrap_or_else(|| {
            results
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default()
        }),
        font_face: None,
    }
}
