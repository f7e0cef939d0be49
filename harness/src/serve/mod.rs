//! `qili serve`: the rules explorer. One HTTP server (axum on tokio) answers a JSON API under
//! `/api/` and serves the explorer page at `/`, embedded in the binary, with a first view of the
//! case or loop its address names already drawn.
//!
//! The handlers are thin: each reads its body (JSON, or a game file's bytes), runs the same
//! library calls the CLI makes on the blocking pool (so requests run side by side and a slow one
//! holds no network thread), and answers JSON. Every failure is an [`ApiError`]: a JSON body
//! with a 4xx or 5xx status. The limits are layers and one check: the body size
//! ([`Limits::body_bytes`]; a game file's, [`Limits::game_bytes`]), the time to answer
//! ([`Limits::timeout`]), the requests worked on at once ([`Limits::in_flight`]), and the moves
//! in one request ([`Limits::plies`]); of a game file, at most [`Limits::games`] games are
//! answered. See docs/SERVE.md for the API.

mod api;
mod assets;
mod error;
mod games;
mod page;
mod reading;
mod words;

pub use error::ApiError;

use crate::judge::{KnownFailure, known_failures};
use crate::suite::{Layout, Suite};
use axum::Router;
use axum::error_handling::HandleErrorLayer;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, FromRequest, Request};
use axum::routing::{get, post};
use std::sync::Arc;
use std::time::Duration;
use tower::ServiceBuilder;
use tower::limit::GlobalConcurrencyLimitLayer;

/// How much one request may ask of the server.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The largest request body, in bytes.
    pub body_bytes: usize,
    /// The largest game file sent to `POST /api/games`, in bytes.
    pub game_bytes: usize,
    /// The most games of one file `POST /api/games` answers; the rest are counted.
    pub games: usize,
    /// The most moves in one request: enough for a loop after the book's 120-ply move limit.
    pub plies: usize,
    /// The longest time a request may take, waiting included, before it is answered 503.
    pub timeout: Duration,
    /// How many requests are worked on at once; the others wait their turn (within the
    /// timeout).
    pub in_flight: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Limits {
            body_bytes: 64 * 1024,
            game_bytes: 16 * 1024 * 1024,
            games: 200,
            plies: qili_oracle::verdict::MAX_PLIES,
            timeout: Duration::from_secs(10),
            in_flight: 4 * cores,
        }
    }
}

/// What the server knows: the case suite (loaded once, at start) and its limits.
#[derive(Debug)]
pub struct Explorer {
    /// The cases, or why they (or the known failures) could not be loaded; the rest of the API
    /// works without them.
    pub suite: Result<Suite, String>,
    /// The oracle's known failures, to report each case's status as `qili run` does.
    pub known: Vec<KnownFailure>,
    /// The limits.
    pub limits: Limits,
}

impl Explorer {
    /// Loads the suite of `layout` and the oracle's known failures. When either cannot be read,
    /// the cases are unavailable (a 503 naming why); the rest of the API works.
    pub fn load(layout: &Layout, limits: Limits) -> Explorer {
        match Suite::load(layout).and_then(|suite| Ok((suite, known_failures()?))) {
            Ok((suite, known)) => Explorer {
                suite: Ok(suite),
                known,
                limits,
            },
            Err(e) => Explorer {
                suite: Err(e),
                known: Vec::new(),
                limits,
            },
        }
    }
}

/// The server's routes and layers.
pub fn router(explorer: Explorer) -> Router {
    let limits = explorer.limits;
    let api = Router::new()
        .route("/api/adjudicate", post(api::adjudicate))
        .route("/api/notation", post(api::notation))
        .route("/api/explore", post(api::explore))
        .route("/api/new", post(api::new_case))
        .route("/api/picture", post(api::picture))
        .route(
            "/api/games",
            post(games::games).layer(DefaultBodyLimit::max(limits.game_bytes)),
        )
        .route("/api/cases", get(api::cases))
        .route("/api/cases/{id}", get(api::case))
        .route("/api/cases/{id}/picture", get(api::case_picture))
        .route("/api/vocabulary", get(api::vocabulary))
        .route("/", get(page::page))
        .with_state(Arc::new(explorer))
        .layer(
            ServiceBuilder::new()
                .layer(HandleErrorLayer::new(|_: tower::BoxError| async {
                    ApiError::TimedOut
                }))
                .timeout(limits.timeout)
                .layer(GlobalConcurrencyLimitLayer::new(limits.in_flight)),
        )
        .layer(DefaultBodyLimit::max(limits.body_bytes));
    assets::routes()
        .merge(api)
        .fallback(|uri: axum::http::Uri| async move { ApiError::NotFound(uri.path().to_string()) })
        .method_not_allowed_fallback(|| async { ApiError::MethodNotAllowed })
}

/// A JSON request body of type `T`, read whole within the size limit; any failure is an
/// [`ApiError`] naming the line and column.
pub struct JsonBody<T>(pub T);

impl<T> FromRequest<Arc<Explorer>> for JsonBody<T>
where
    T: serde::de::DeserializeOwned,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &Arc<Explorer>) -> Result<Self, ApiError> {
        let bytes = axum::body::Bytes::from_request(req, state)
            .await
            .map_err(|e: BytesRejection| ApiError::from_body(&e, state.limits.body_bytes))?;
        // serde would read an array as the object's fields in order, and complain of the first
        // element's type: say what the body is instead.
        if bytes.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
            let what = match serde_json::from_slice::<serde_json::Value>(&bytes) {
                Err(e) => return Err(ApiError::Malformed(e.to_string())),
                Ok(serde_json::Value::Array(_)) => "an array",
                Ok(serde_json::Value::String(_)) => "a string",
                Ok(serde_json::Value::Number(_)) => "a number",
                Ok(serde_json::Value::Bool(_)) => "true or false",
                Ok(serde_json::Value::Null | serde_json::Value::Object(_)) => "null",
            };
            return Err(ApiError::Malformed(format!(
                "expected a JSON object ({{\"field\": …}}), not {what}"
            )));
        }
        serde_json::from_slice(&bytes)
            .map(JsonBody)
            .map_err(|e| ApiError::Malformed(e.to_string()))
    }
}

/// Runs oracle work on the blocking pool. A panic in it becomes [`ApiError::Internal`], and the
/// server goes on.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(work).await.map_err(|e| {
        let why = e
            .try_into_panic()
            .ok()
            .and_then(|p| {
                p.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            })
            .unwrap_or_else(|| "the work was cancelled".to_string());
        ApiError::Internal(why)
    })?
}
