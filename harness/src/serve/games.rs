//! `POST /api/games`: recorded games sent as the bytes of a file — PGN in UTF-8, GB18030 or
//! Big5, a page of DhtmlXQ records, an XQF file, or a zip archive of such files — each replayed
//! and its repetitions ruled by the calls `qili games` makes ([`Collection::bytes`],
//! [`qili_games::source::Item::read`], [`GameReport::new`]), answered with the objects `qili
//! games --json` writes.

use super::{ApiError, Explorer, blocking};
use crate::cli::{EncodingChoice, GamesRules};
use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{Query, State};
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use clap::ValueEnum;
use qili_games::GameReport;
use qili_games::archive::{Collection, Failed, Next};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The query of `POST /api/games`: each as `qili games` takes it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GamesQuery {
    /// `cn`, `axf` or `both` (the default), as `--rules`.
    #[serde(default)]
    rules: Option<String>,
    /// `auto` (the default), `utf-8`, `gb18030` or `big5`, as `--encoding`.
    #[serde(default)]
    encoding: Option<String>,
    /// The name the reports give the file (`file` in each object); `-` when absent, as for
    /// standard input.
    #[serde(default)]
    file: Option<String>,
}

/// `POST /api/games?rules=&encoding=&file=`: the body is a file's bytes. Answered with
/// `{"games": [{"report", "start", "moves"}], "count", "limit", "capped", "unreadable"}`: for
/// each game (at most [`super::Limits::games`]) the object `qili games --json` writes for it,
/// its start position (FEN) and the moves played (ICCS), for the page to replay; `count` is how
/// many games the body holds, `capped` says whether some were left out, and `unreadable` lists
/// the files of an archive that could not be read (`{"file", "message"}`).
pub async fn games(
    State(ex): State<Arc<Explorer>>,
    query: Result<Query<GamesQuery>, QueryRejection>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let Query(query) =
        query.map_err(|e| ApiError::BadRequest(format!("the query: {}", e.body_text())))?;
    let bytes = body.map_err(|e| ApiError::from_body(&e, ex.limits.game_bytes))?;
    let rules: GamesRules = choice(query.rules.as_deref(), "rules", GamesRules::Both)?;
    let encoding: EncodingChoice =
        choice(query.encoding.as_deref(), "encoding", EncodingChoice::Auto)?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::BadRequest(
            "the body is empty: send the bytes of a game record (PGN, a page of DhtmlXQ \
             records, an XQF file, or a zip archive of them)"
                .to_string(),
        ));
    }
    let file = query.file.unwrap_or_else(|| "-".to_string());
    let limit = ex.limits.games;
    let text = blocking(move || {
        let (books, encoding) = (rules.books(), encoding.encoding());
        let mut reports = Vec::new();
        let mut unreadable: Vec<Failed> = Vec::new();
        let mut count = 0;
        for next in Collection::bytes(&file, &bytes[..], encoding) {
            match next {
                Next::Game(found) => {
                    count += 1;
                    if reports.len() < limit {
                        let (record, encoding) = found.item.read(encoding);
                        reports.push(GameReport::new(
                            &found.file,
                            found.game,
                            record,
                            encoding,
                            &books,
                        ));
                    }
                }
                Next::Failed(f) => unreadable.push(f),
            }
        }
        if reports.iter().all(|r| r.tags.is_empty() && r.plies == 0) {
            let why = unreadable
                .first()
                .map(|f| f.why.to_string())
                .or_else(|| {
                    reports
                        .first()
                        .and_then(|r| r.error.as_ref().map(|e| e.message.clone()))
                })
                .unwrap_or_else(|| "nothing in it reads as a game".to_string());
            return Err(ApiError::invalid(
                "body",
                format!("no game record (PGN, DhtmlXQ or XQF) in it: {why}"),
            ));
        }
        let answer = Answer {
            games: reports.iter().map(Game::of).collect(),
            count,
            limit,
            capped: count > reports.len(),
            unreadable: unreadable
                .into_iter()
                .map(|f| Unreadable {
                    file: f.file,
                    message: f.why.to_string(),
                })
                .collect(),
        };
        serde_json::to_string(&answer).map_err(|e| ApiError::Internal(e.to_string()))
    })
    .await?;
    Ok(([(CONTENT_TYPE, "application/json")], text).into_response())
}

/// The answer of `POST /api/games`.
#[derive(Serialize)]
struct Answer<'a> {
    games: Vec<Game<'a>>,
    count: usize,
    limit: usize,
    capped: bool,
    unreadable: Vec<Unreadable>,
}

/// A file of an archive sent that could not be read, and why.
#[derive(Serialize)]
struct Unreadable {
    file: String,
    message: String,
}

/// A game as the answer gives it: the CLI's object, and what the page replays.
#[derive(Serialize)]
struct Game<'a> {
    report: &'a GameReport,
    start: String,
    moves: Vec<String>,
}

impl Game<'_> {
    fn of(report: &GameReport) -> Game<'_> {
        Game {
            report,
            start: report.replay.start.fen(),
            moves: report.replay.moves.iter().map(|m| m.iccs()).collect(),
        }
    }
}

/// A query value read as the CLI reads the option of that name; `default` when absent.
fn choice<T: ValueEnum>(value: Option<&str>, field: &str, default: T) -> Result<T, ApiError> {
    let Some(value) = value else {
        return Ok(default);
    };
    T::from_str(value, false).map_err(|_| {
        let names: Vec<String> = T::value_variants()
            .iter()
            .filter_map(|v| v.to_possible_value().map(|p| p.get_name().to_string()))
            .collect();
        ApiError::invalid(
            field,
            format!("'{value}': expected one of {}", names.join(", ")),
        )
    })
}
