//! Every way a request can fail, as one enum that becomes a JSON body with its status:
//! `{"error": "<what is wrong>", "field": "<the field at fault>"}` (`field` only where one is;
//! `error_in_lang`, the same in the language the request asked for, where it is said in it).

use crate::request::RequestError;
use axum::Json;
use axum::extract::rejection::BytesRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

/// A request the server could not answer, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApiError {
    /// The body is not JSON, or not the JSON object the endpoint reads (400).
    Malformed(String),
    /// The request cannot be used at all, as said: an empty body where a game record is
    /// expected, a query with an unknown name (400).
    BadRequest(String),
    /// The body is larger than the limit, in bytes (413).
    TooLarge(usize),
    /// A field holds a value that cannot be used: a malformed or illegal FEN, an illegal or
    /// unreadable move, an unknown rulebook or notation (422).
    Invalid {
        /// The field at fault.
        field: String,
        /// What is wrong with it, naming the field: `fen 'x': malformed FEN: …`.
        message: String,
    },
    /// More moves than the limit (413).
    TooManyPlies {
        /// How many moves were sent.
        plies: usize,
        /// The most the server rules in one request.
        limit: usize,
    },
    /// No such page, endpoint or case (404).
    NotFound(String),
    /// The path exists but not for this method (405).
    MethodNotAllowed,
    /// The answer took longer than the time limit, or the server is too busy (503).
    TimedOut,
    /// The case suite could not be loaded when the server started, or a case file is broken
    /// (503).
    Unavailable(String),
    /// The oracle failed on this input: a bug in qili, reported instead of a dropped
    /// connection (500).
    Internal(String),
    /// Another error, also said in the language the request asked for (`error_in_lang`): its
    /// status, `error` and `field` are the other error's.
    Said {
        /// The error.
        error: Box<ApiError>,
        /// What is wrong, in the request's language.
        in_lang: String,
    },
}

impl ApiError {
    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::Malformed(_) | ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::TooLarge(_) | ApiError::TooManyPlies { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::Invalid { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::TimedOut | ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::Said { error, .. } => error.status(),
        }
    }

    /// The message for a person.
    pub fn message(&self) -> String {
        match self {
            ApiError::Malformed(m) => format!("the body is not the JSON expected: {m}"),
            ApiError::BadRequest(m) => m.clone(),
            ApiError::TooLarge(limit) => {
                format!("the body is larger than the limit of {limit} bytes")
            }
            ApiError::Invalid { message, .. } => message.clone(),
            ApiError::TooManyPlies { plies, limit } => format!(
                "moves: {plies} moves, more than the {limit} the server rules in one request"
            ),
            ApiError::NotFound(what) => format!("not found: {what}"),
            ApiError::MethodNotAllowed => "this path does not take this method".to_string(),
            ApiError::TimedOut => {
                "the server took too long to answer (it may be busy): try again".to_string()
            }
            ApiError::Unavailable(m) => m.clone(),
            ApiError::Internal(m) => format!("qili failed on this input (please report it): {m}"),
            ApiError::Said { error, .. } => error.message(),
        }
    }

    /// The field at fault, where there is one.
    pub fn field(&self) -> Option<&str> {
        match self {
            ApiError::Invalid { field, .. } => Some(field),
            ApiError::TooManyPlies { .. } => Some("moves"),
            ApiError::Said { error, .. } => error.field(),
            _ => None,
        }
    }

    /// A field that holds a value that cannot be used.
    pub fn invalid(field: &str, message: impl std::fmt::Display) -> ApiError {
        ApiError::Invalid {
            field: field.to_string(),
            message: format!("{field}: {message}"),
        }
    }

    /// The error for a body that could not be read whole.
    pub fn from_body(rejection: &BytesRejection, limit: usize) -> ApiError {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::TooLarge(limit)
        } else {
            ApiError::Malformed(rejection.body_text())
        }
    }
}

impl From<RequestError> for ApiError {
    fn from(e: RequestError) -> Self {
        ApiError::Invalid {
            field: e.field.to_string(),
            message: e.to_string(),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = match self.field() {
            Some(field) => json!({"error": self.message(), "field": field}),
            None => json!({"error": self.message()}),
        };
        if let ApiError::Said { in_lang, .. } = &self {
            body["error_in_lang"] = json!(in_lang);
        }
        (self.status(), Json(body)).into_response()
    }
}
