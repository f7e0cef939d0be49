//! What the explorer page loads, embedded in the binary: it works offline, with no CDN,
//! and reads the same on a machine without Chinese fonts (the page brings its own, see
//! `harness/web/fonts/README.md`).

use crate::i18n::Lang;
use crate::picture::board_kit;
use axum::Router;
use axum::extract::Query;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::IntoResponse;
use axum::routing::get;
use std::collections::HashMap;
use std::sync::LazyLock;

/// The empty board and the pieces, drawn by the pictures' code once for each script: in
/// simplified characters (English, 简体) and in traditional ones (繁體).
static BOARD: LazyLock<String> = LazyLock::new(|| board_kit(Lang::En));
static BOARD_TRADITIONAL: LazyLock<String> = LazyLock::new(|| board_kit(Lang::ZhHant));

/// One embedded file: its path, media type and bytes.
struct Asset {
    path: &'static str,
    media_type: &'static str,
    bytes: &'static [u8],
}

const ASSETS: [Asset; 4] = [
    Asset {
        path: "/app.js",
        media_type: "text/javascript; charset=utf-8",
        bytes: include_bytes!("../../web/app.js"),
    },
    Asset {
        path: "/style.css",
        media_type: "text/css; charset=utf-8",
        bytes: include_bytes!("../../web/style.css"),
    },
    Asset {
        path: "/fonts/qili-sans-sc.woff2",
        media_type: "font/woff2",
        bytes: include_bytes!("../../web/fonts/qili-sans-sc.woff2"),
    },
    Asset {
        path: "/fonts/OFL.txt",
        media_type: "text/plain; charset=utf-8",
        bytes: include_bytes!("../../web/fonts/OFL.txt"),
    },
];

/// The routes of what the page loads: the embedded files and `/board.svg?lang=` (the page itself
/// is [`super::page`]). The board's `lang` is the page's: `zh-Hant` gives the traditional
/// pieces, any other value (or none) the simplified ones, as the page falls back for a
/// language it does not speak.
pub fn routes() -> Router {
    let mut router = Router::new().route(
        "/board.svg",
        get(|Query(query): Query<HashMap<String, String>>| async move {
            let lang = query.get("lang").and_then(|l| super::words::from_query(l));
            let board = match lang {
                Some(Lang::ZhHant) => &BOARD_TRADITIONAL,
                _ => &BOARD,
            };
            serve("image/svg+xml", board.as_bytes())
        }),
    );
    for asset in &ASSETS {
        let (media_type, bytes) = (asset.media_type, asset.bytes);
        router = router.route(
            asset.path,
            get(move || async move { serve(media_type, bytes) }),
        );
    }
    router
}

/// A file as a response. The page is small and served from this machine: the browser asks
/// again each time, so a new build is never hidden behind a cached old page.
fn serve(media_type: &'static str, bytes: &'static [u8]) -> impl IntoResponse {
    (
        [(CONTENT_TYPE, media_type), (CACHE_CONTROL, "no-cache")],
        bytes,
    )
}
