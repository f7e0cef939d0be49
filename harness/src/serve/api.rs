//! The JSON API's handlers. Each reads its body, calls the library functions the CLI calls, and
//! answers JSON; nothing here rules a loop or reads a move itself.

use super::{ApiError, Explorer, JsonBody, blocking};
use crate::case::{CycleMode, Prepared};
use crate::i18n::Lang;
use crate::judge::{adjudication, judge};
use crate::picture::Picture;
use crate::request::{Request, answer, answer_text};
use crate::scaffold::{PLACEHOLDER_SLUG, is_slug, scaffold};
use crate::suite::{Loaded, Suite};
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use qili_oracle::notation::{Notation, format_move, format_moves, parse_moves};
use qili_oracle::rules::rulebooks;
use qili_oracle::verdict::Adjudication;
use qili_oracle::{Class, Move, Outcome, Position, Verdict};
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::Arc;

/// The server's state, as the handlers receive it.
type Shared = State<Arc<Explorer>>;

/// `POST /api/adjudicate`: `{"rules", "fen", "moves"}` answered with exactly the bytes
/// `qili adjudicate --json` prints.
pub async fn adjudicate(
    State(ex): Shared,
    JsonBody(request): JsonBody<Request>,
) -> Result<Response, ApiError> {
    let limit = ex.limits.plies;
    let text = blocking(move || {
        let question = request.read()?;
        within(question.moves.len(), limit)?;
        Ok(answer_text(&question.adjudicate()))
    })
    .await?;
    Ok(([(CONTENT_TYPE, "application/json")], text).into_response())
}

/// The body of `POST /api/notation`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NotationRequest {
    /// The position before the first move.
    fen: String,
    /// The moves, in any notation qili reads.
    moves: String,
    /// The notation to write: `iccs`, `chinese` or `wxf`.
    to: String,
}

/// `POST /api/notation`: `{"fen", "moves", "to"}` answered with `{"to", "moves"}`, the moves
/// on one line as `qili notation` prints them.
pub async fn notation(
    State(ex): Shared,
    JsonBody(request): JsonBody<NotationRequest>,
) -> Result<Json<Value>, ApiError> {
    let notation = match request.to.as_str() {
        "iccs" => Notation::Iccs,
        "chinese" => Notation::Chinese,
        "wxf" => Notation::Wxf,
        other => {
            return Err(ApiError::invalid(
                "to",
                format!("'{other}': expected one of iccs, chinese, wxf"),
            ));
        }
    };
    let limit = ex.limits.plies;
    blocking(move || {
        let (start, moves) = read_loop(&request.fen, &request.moves, limit)?;
        let line = format_moves(&start, &moves, notation).join(" ");
        Ok(Json(json!({"to": request.to, "moves": line})))
    })
    .await
}

/// The body of `POST /api/picture`: a position and a loop, or a game and the plies of its
/// repetition.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoopRequest {
    /// The position before the first move.
    fen: String,
    /// The moves, in any notation qili reads; none when absent.
    #[serde(default)]
    moves: String,
    /// The plies to draw as arrows, when the moves are more than
    /// [`ARROWS_DRAWN`](crate::picture::ARROWS_DRAWN): a game's repetition (`first_ply`..=`ply`
    /// of `POST /api/games`).
    #[serde(default)]
    judged: Option<Span>,
    /// The picture's language (`en`, `zh-Hans`, `zh-Hant`; `en` when absent): its caption, and
    /// in `zh-Hant` its pieces in traditional characters, as `qili render --lang` draws them.
    #[serde(default)]
    lang: Option<String>,
}

/// The body of `POST /api/explore`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExploreRequest {
    /// The position before the first move.
    fen: String,
    /// The moves, in any notation qili reads; none when absent.
    #[serde(default)]
    moves: String,
    /// The plies to rule, when not the loop the oracle finds in all the moves: a game's
    /// repetition as the referee judges it (`first_ply`..=`ply` of `POST /api/games`).
    #[serde(default)]
    judged: Option<Span>,
    /// The language of `reasons` (`en`, `zh-Hans`, `zh-Hant`): with it, the answer adds each
    /// ruling's reasons in that language, as `qili adjudicate --lang` prints them.
    #[serde(default)]
    lang: Option<String>,
}

/// The language a request names (`"lang"`), if it names one: 422 for one qili does not speak.
fn requested_lang(lang: Option<&str>) -> Result<Option<Lang>, ApiError> {
    lang.map(|tag| {
        super::words::from_query(tag).ok_or_else(|| {
            ApiError::invalid(
                "lang",
                format!("'{tag}': expected one of en, zh-Hans, zh-Hant"),
            )
        })
    })
    .transpose()
}

/// Each adjudication's reasons in `lang`, by rulebook id: the `why` of `qili adjudicate
/// --lang`.
pub(super) fn reasons_in<'a>(
    lang: Lang,
    adjudications: impl IntoIterator<Item = (&'a String, &'a Adjudication)>,
) -> serde_json::Map<String, Value> {
    adjudications
        .into_iter()
        .map(|(id, adj)| (id.clone(), Value::String(crate::reasons::why(lang, adj))))
        .collect()
}

/// A run of plies, `first..=last`, counted from 1.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Span {
    /// The first ply.
    first: usize,
    /// The last ply.
    last: usize,
}

/// `POST /api/explore`: everything the page shows for a position and a loop — every position
/// with its legal moves, every ply in three notations, and the answer of `/api/adjudicate`
/// under each rulebook: for the moves as sent, or with `judged`, for the position before ply
/// `first` and the moves `first..=last` (the question the referee asks of a game's
/// repetition).
pub async fn explore(
    State(ex): Shared,
    JsonBody(request): JsonBody<ExploreRequest>,
) -> Result<Json<Value>, ApiError> {
    let limit = ex.limits.plies;
    blocking(move || {
        let lang = requested_lang(request.lang.as_deref())?;
        let (start, moves) = read_loop_in(&request.fen, &request.moves, limit, lang)?;
        let mut positions = vec![start.clone()];
        for &mv in &moves {
            let next = positions[positions.len() - 1].play_unchecked(mv);
            positions.push(next);
        }
        let (fen, judged_moves) = match judged_plies(request.judged, moves.len())? {
            None => (request.fen.clone(), request.moves.clone()),
            Some((first, last)) => {
                let iccs: Vec<String> = moves[first - 1..last].iter().map(|m| m.iccs()).collect();
                (positions[first - 1].fen(), iccs.join(" "))
            }
        };
        let plies: Vec<Value> = moves
            .iter()
            .zip(&positions)
            .enumerate()
            .map(|(i, (&mv, before))| ply_json(i + 1, before, mv))
            .collect();
        let adjudications = loop_adjudications(&fen, &judged_moves)?;
        let rulings: serde_json::Map<String, Value> = adjudications
            .iter()
            .map(|(id, adj)| (id.clone(), answer(adj)))
            .collect();
        let mut body = json!({
            "fen": start.fen(),
            "positions": positions.iter().map(position_json).collect::<Vec<_>>(),
            "plies": plies,
            "judged": request.judged.map(|s| json!({"first": s.first, "last": s.last})),
            "rulings": rulings,
        });
        if let Some(lang) = lang {
            let reasons = reasons_in(lang, adjudications.iter().map(|(id, adj)| (id, adj)));
            body["reasons"] = Value::Object(reasons);
        }
        Ok(Json(body))
    })
    .await
}

/// Each rulebook's adjudication of the loop of `moves` from `fen`, in the rulebooks' order.
pub(super) fn loop_adjudications(
    fen: &str,
    moves: &str,
) -> Result<Vec<(String, Adjudication)>, ApiError> {
    let mut adjudications = Vec::new();
    for book in rulebooks() {
        // The very body `POST /api/adjudicate` would read, so that any field a request may
        // gain keeps its default here.
        let asked: Request =
            serde_json::from_value(json!({"rules": book.id, "fen": fen, "moves": moves}))
                .map_err(|e| ApiError::Internal(e.to_string()))?;
        adjudications.push((book.id.clone(), asked.read()?.adjudicate()));
    }
    Ok(adjudications)
}

/// The body of `POST /api/new`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewRequest {
    /// The position before the loop.
    fen: String,
    /// The loop's moves.
    moves: String,
    /// The case's slug (`rook-chases-cannon` → `cases/contrib/rook-chases-cannon.yaml`);
    /// `todo` when absent, as `qili new` writes without `--out`.
    #[serde(default)]
    slug: Option<String>,
}

/// `POST /api/new`: `{"fen", "moves", "slug"?}` answered with `{"id", "path", "yaml"}`, the case
/// file `qili new` writes, with the oracle's proposal to confirm against the books.
pub async fn new_case(
    State(ex): Shared,
    JsonBody(request): JsonBody<NewRequest>,
) -> Result<Json<Value>, ApiError> {
    let slug = request
        .slug
        .clone()
        .unwrap_or_else(|| PLACEHOLDER_SLUG.to_string());
    if !is_slug(&slug) {
        return Err(ApiError::invalid(
            "slug",
            format!("'{slug}': lower-case letters, digits and single hyphens (rook-chases-cannon)"),
        ));
    }
    let limit = ex.limits.plies;
    blocking(move || {
        let (start, moves) = read_loop(&request.fen, &request.moves, limit)?;
        let yaml = scaffold(&start, &moves, &slug).map_err(|e| ApiError::invalid("moves", e))?;
        Ok(Json(json!({
            "id": format!("contrib-{slug}"),
            "path": format!("cases/contrib/{slug}.yaml"),
            "yaml": yaml,
        })))
    })
    .await
}

/// The plies a request's `judged` names, checked against the `plies` moves sent.
fn judged_plies(judged: Option<Span>, plies: usize) -> Result<Option<(usize, usize)>, ApiError> {
    match judged {
        Some(Span { first, last }) if first == 0 || first > last || last > plies => {
            Err(ApiError::invalid(
                "judged",
                format!(
                    "plies {first}–{last}: expected 1 ≤ first ≤ last ≤ {plies}, the moves sent"
                ),
            ))
        }
        judged => Ok(judged.map(|s| (s.first, s.last))),
    }
}

/// `POST /api/picture`: `{"fen", "moves"?, "judged"?, "lang"?}` answered with the SVG picture
/// `qili render --fen … --moves … --svg FILE` writes: the position, the moves as arrows, and
/// both books' rulings, in `lang` (English when absent). Past [`ARROWS_DRAWN`](crate::picture::ARROWS_DRAWN) moves it draws a
/// game as the explorer's first board does ([`Picture::of_game`]): the `judged` plies, when
/// they are few enough, else the position after the last move without arrows.
pub async fn picture(
    State(ex): Shared,
    JsonBody(request): JsonBody<LoopRequest>,
) -> Result<Response, ApiError> {
    let limit = ex.limits.plies;
    let svg = blocking(move || {
        let (start, moves) = read_loop(&request.fen, &request.moves, limit)?;
        let judged = judged_plies(request.judged, moves.len())?;
        let lang = requested_lang(request.lang.as_deref())?.unwrap_or(Lang::En);
        Ok(Picture::of_game(&start, &moves, judged, moves.len(), lang).svg())
    })
    .await?;
    Ok(([(CONTENT_TYPE, "image/svg+xml")], svg).into_response())
}

/// `GET /api/cases`: every case with its id, title, book, figure and article; a case file that
/// is broken is listed with `broken`, what is wrong with it.
///
/// With `?lang=` (`en`, `zh-Hans`, `zh-Hant`) each case adds `title_in_lang`: its title in that
/// language (the English where the case gives none).
pub async fn cases(
    State(ex): Shared,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Json<Value>, ApiError> {
    let lang = requested_lang(query.get("lang").map(String::as_str))?;
    let suite = suite(&ex)?;
    let list: Vec<Value> = suite
        .cases
        .iter()
        .map(|loaded| match loaded {
            Loaded::Ready(p) => {
                let f = &p.case.file;
                let mut case = json!({
                    "id": f.id,
                    "title": f.title,
                    "book": f.source.book.name(),
                    "figure": f.source.figure,
                    "article": f.source.article,
                });
                if let Some(lang) = lang {
                    case["title_in_lang"] = json!(f.titles.get(lang).unwrap_or(&f.title));
                }
                case
            }
            Loaded::Broken { id, error } => json!({"id": id, "broken": error.to_string()}),
        })
        .collect();
    Ok(Json(json!({ "cases": list })))
}

/// `GET /api/cases/{id}`: the case — its position, moves, the book's words, and under each
/// rulebook the ruling the case expects, the oracle's answer, and the trial's status as
/// `qili run` reports it.
///
/// With `?lang=` (`en`, `zh-Hans`, `zh-Hant`) the case adds `title_in_lang` (its title in that
/// language, the English where the case gives none) and `reasons`: each book's found ruling's
/// reasons in that language, as `qili adjudicate --lang` prints them.
pub async fn case(
    State(ex): Shared,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Json<Value>, ApiError> {
    blocking(move || {
        let lang = requested_lang(query.get("lang").map(String::as_str))?;
        let (p, loaded) = ready_case(&ex, &id)?;
        let mut body = case_json(p, loaded, &ex);
        if let Some(lang) = lang {
            let f = &p.case.file;
            body["title_in_lang"] = json!(f.titles.get(lang).unwrap_or(&f.title));
            let found: Vec<(String, Adjudication)> = rulebooks()
                .iter()
                .filter_map(|b| Some((b.id.clone(), adjudication(p, &b.id)?)))
                .collect();
            body["reasons"] = Value::Object(reasons_in(lang, found.iter().map(|(i, a)| (i, a))));
        }
        Ok(Json(body))
    })
    .await
}

/// The case with this id, checked: 404 when there is none, 503 when its file is broken.
pub(super) fn ready_case<'a>(
    ex: &'a Explorer,
    id: &str,
) -> Result<(&'a Prepared, &'a Loaded), ApiError> {
    let loaded = suite(ex)?
        .cases
        .iter()
        .find(|c| c.id() == id)
        .ok_or_else(|| ApiError::NotFound(format!("no case '{id}'")))?;
    match loaded {
        Loaded::Ready(p) => Ok((p, loaded)),
        Loaded::Broken { error, .. } => Err(ApiError::Unavailable(format!(
            "the case file is broken: {error}"
        ))),
    }
}

/// `GET /api/cases/{id}/picture`: the SVG picture `qili render CASE --svg FILE` writes; with
/// `?lang=` (`en`, `zh-Hans`, `zh-Hant`) the one `qili render --lang` writes.
pub async fn case_picture(
    State(ex): Shared,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let svg = blocking(move || {
        let lang = requested_lang(query.get("lang").map(String::as_str))?.unwrap_or(Lang::En);
        Ok(Picture::of_case_in(ready_case(&ex, &id)?.0, lang).svg())
    })
    .await?;
    Ok(([(CONTENT_TYPE, "image/svg+xml")], svg).into_response())
}

/// `GET /api/vocabulary`: the rulebooks, the classes with the books' characters, and the
/// verdicts, for labelling what the other endpoints answer; and the server's limits.
pub async fn vocabulary(State(ex): Shared) -> Json<Value> {
    let books: Vec<Value> = rulebooks()
        .iter()
        .map(|b| json!({"id": b.id, "cite": b.cite, "name": b.name}))
        .collect();
    let classes: Vec<Value> = Class::ALL
        .iter()
        .map(|c| json!({"name": c.name(), "chinese": c.chinese(), "idle": c.is_idle()}))
        .collect();
    let verdicts: Vec<&str> = [
        Verdict::Draw,
        Verdict::RedLoses,
        Verdict::BlackLoses,
        Verdict::None,
    ]
    .iter()
    .map(|v| v.name())
    .collect();
    let l = ex.limits;
    let limits = json!({
        "body_bytes": l.body_bytes,
        "plies": l.plies,
        "game_bytes": l.game_bytes,
        "games": l.games,
    });
    Json(json!({"rulebooks": books, "classes": classes, "verdicts": verdicts, "limits": limits}))
}

/// The suite, or 503 when it could not be loaded.
fn suite(ex: &Explorer) -> Result<&Suite, ApiError> {
    ex.suite
        .as_ref()
        .map_err(|e| ApiError::Unavailable(format!("the cases could not be loaded: {e}")))
}

/// Reads a position and moves as `qili notation` and `qili new` do, within the ply limit.
pub(super) fn read_loop(
    fen: &str,
    moves: &str,
    limit: usize,
) -> Result<(Position, Vec<Move>), ApiError> {
    let start = Position::from_fen(fen).map_err(|e| ApiError::invalid("fen", e))?;
    let moves = parse_moves(&start, moves).map_err(|e| ApiError::invalid("moves", e))?;
    within(moves.len(), limit)?;
    Ok((start, moves))
}

/// [`read_loop`], a `fen` or `moves` that cannot be read also said in `lang` where it is
/// Chinese, in the words of `qili adjudicate --lang` (`fen：FEN 格式有误：…`).
fn read_loop_in(
    fen: &str,
    moves: &str,
    limit: usize,
    lang: Option<Lang>,
) -> Result<(Position, Vec<Move>), ApiError> {
    read_loop(fen, moves, limit).map_err(|error| {
        match lang.and_then(|lang| loop_fault_in(lang, fen, moves)) {
            Some(in_lang) => ApiError::Said {
                error: Box::new(error),
                in_lang,
            },
            None => error,
        }
    })
}

/// Which of a loop's `fen` and `moves` cannot be read, and why, in Chinese (`fen：…`); `None`
/// in English or when both read.
pub(super) fn loop_fault_in(lang: Lang, fen: &str, moves: &str) -> Option<String> {
    let (field, why) = crate::cli::errors::loop_fault(lang, fen, moves)?;
    Some(crate::i18n::tr!(
        lang,
        "page-field-error",
        field = field,
        why = why
    ))
}

/// At most `limit` moves.
fn within(plies: usize, limit: usize) -> Result<(), ApiError> {
    if plies > limit {
        return Err(ApiError::TooManyPlies { plies, limit });
    }
    Ok(())
}

/// A position as the page draws it and plays from it.
fn position_json(pos: &Position) -> Value {
    let legal: Vec<String> = pos.legal_moves().iter().map(|m| m.iccs()).collect();
    json!({
        "fen": pos.fen(),
        "side": pos.side_to_move().name(),
        "in_check": pos.in_check(),
        "outcome": pos.outcome().map(|o| match o {
            Outcome::Checkmate => "checkmate",
            Outcome::Stalemate => "stalemate",
        }),
        "legal": legal,
    })
}

/// One ply in every notation.
fn ply_json(ply: usize, before: &Position, mv: Move) -> Value {
    json!({
        "ply": ply,
        "side": before.side_to_move().name(),
        "iccs": mv.iccs(),
        "chinese": format_move(before, mv, Notation::Chinese),
        "wxf": format_move(before, mv, Notation::Wxf),
    })
}

/// A case, with the expected and found ruling under each rulebook.
fn case_json(p: &Prepared, loaded: &Loaded, ex: &Explorer) -> Value {
    let f = &p.case.file;
    let mut rulings = serde_json::Map::new();
    for book in rulebooks() {
        let trial = judge(loaded, &book.id, &ex.known);
        rulings.insert(
            book.id.clone(),
            json!({
                "expected": f.expect.ruling.get(&book.id).map(|v| v.name()),
                "derived": f.expect.derived.contains(&book.id),
                "status": trial.status.name(),
                "message": trial.message,
                "warning": trial.warning,
                "found": adjudication(p, &book.id).map(|a| answer(&a)),
            }),
        );
    }
    let errata: Vec<Value> = f
        .errata
        .iter()
        .map(|e| json!({"printed": e.printed, "corrected": e.corrected, "why": e.why}))
        .collect();
    json!({
        "id": f.id,
        "title": f.title,
        "book": f.source.book.name(),
        "figure": f.source.figure,
        "article": f.source.article,
        "text": f.source.text,
        "position": p.start.fen(),
        "position_source": match f.position_source {
            crate::case::PositionSource::Original => "original",
            crate::case::PositionSource::Reconstructed => "reconstructed",
        },
        "moves": f.moves,
        "iccs": format_moves(&p.start, &p.moves, Notation::Iccs).join(" "),
        "errata": errata,
        "whole": f.cycle == Some(CycleMode::Whole),
        "judged": {"first": p.checked.start(), "last": p.checked.end()},
        "notes": f.notes,
        "rulings": rulings,
    })
}
