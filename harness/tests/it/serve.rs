//! `qili serve`: the JSON API answers what the CLI prints, bad requests get JSON errors with a
//! 4xx status and the server goes on, the page and its parts are served, and the page's font
//! covers every Chinese character it can show. Most tests call the router in-process; one
//! starts the binary and talks HTTP to it over loopback.

use crate::support::{qili, root, scratch};
use axum::Router;
use axum::body::{Body, to_bytes};
use axum::http::{Request, header};
use qili::serve::{Explorer, Limits, router};
use qili::suite::{Layout, Loaded, Suite};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::LazyLock;
use std::time::Duration;
use tower::ServiceExt;

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
/// AXF 图三十二: a rook chases an unprotected cannon.
const AXF_32: &str = "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1";
const AXF_32_LOOP: &str = "b4a4 a5e5 a4e4 e5a5 e4a4 a5e5 a4e4 e5a5 e4a4";

static RUNTIME: LazyLock<tokio::runtime::Runtime> =
    LazyLock::new(|| tokio::runtime::Runtime::new().expect("a tokio runtime starts"));
static SERVER: LazyLock<Router> = LazyLock::new(|| server(Limits::default()));

fn server(limits: Limits) -> Router {
    router(Explorer::load(&Layout::at(&root()), limits))
}

/// A response: status, content type, body.
struct Reply {
    status: u16,
    content_type: String,
    body: Vec<u8>,
}

impl Reply {
    fn text(&self) -> String {
        String::from_utf8(self.body.clone()).expect("the body is UTF-8")
    }

    fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("the body is JSON ({e}): {}", self.text()))
    }

    /// The error body of a failed request: its status, and `{"error", "field"?}` and nothing
    /// else.
    fn error(&self, status: u16) -> Value {
        assert_eq!(self.status, status, "{}", self.text());
        assert_eq!(self.content_type, "application/json");
        let body = self.json();
        let keys: Vec<&String> = body.as_object().expect("an object").keys().collect();
        assert!(
            keys.iter().all(|k| *k == "error" || *k == "field"),
            "{body}"
        );
        assert!(body["error"].as_str().is_some_and(|e| !e.is_empty()));
        body
    }
}

fn call_on(router: &Router, method: &str, path: &str, body: Option<&str>) -> Reply {
    let body = body.map_or_else(Body::empty, |b| Body::from(b.to_string()));
    send(router, method, path, body)
}

fn send(router: &Router, method: &str, path: &str, body: Body) -> Reply {
    let request = Request::builder()
        .method(method)
        .uri(path)
        .body(body)
        .expect("a request");
    answer(router, request)
}

/// `GET path` from a browser that prefers the languages `accept` (an `Accept-Language`).
fn get_in(path: &str, accept: &str) -> Reply {
    let request = Request::builder()
        .uri(path)
        .header(header::ACCEPT_LANGUAGE, accept)
        .body(Body::empty())
        .expect("a request");
    answer(&SERVER, request)
}

fn answer(router: &Router, request: Request<Body>) -> Reply {
    RUNTIME.block_on(async {
        let response = router
            .clone()
            .oneshot(request)
            .await
            .expect("the router answers");
        let status = response.status().as_u16();
        let content_type = response
            .headers()
            .get(header::CONTENT_TYPE)
            .map(|v| v.to_str().expect("ASCII").to_string())
            .unwrap_or_default();
        let body = to_bytes(response.into_body(), usize::MAX)
            .await
            .expect("the body is read")
            .to_vec();
        Reply {
            status,
            content_type,
            body,
        }
    })
}

fn get(path: &str) -> Reply {
    call_on(&SERVER, "GET", path, None)
}

fn post(path: &str, body: &Value) -> Reply {
    call_on(&SERVER, "POST", path, Some(&body.to_string()))
}

fn cases() -> Suite {
    Suite::load(&Layout::at(&root())).expect("the suite loads")
}

#[test]
fn adjudication_is_the_clis_byte_for_byte_for_every_case_under_both_books() {
    let suite = cases();
    let mut compared = 0;
    for loaded in &suite.cases {
        let Loaded::Ready(p) = loaded else {
            panic!("{} is broken", loaded.id())
        };
        let f = &p.case.file;
        for rules in ["axf", "cn"] {
            let cli = qili(&[
                "adjudicate",
                "--rules",
                rules,
                "--fen",
                &f.position,
                "--moves",
                &f.moves,
                "--json",
            ]);
            assert!(cli.status.success(), "{}: {:?}", f.id, cli);
            let api = post(
                "/api/adjudicate",
                &json!({"rules": rules, "fen": f.position, "moves": f.moves}),
            );
            assert_eq!(api.status, 200, "{}: {}", f.id, api.text());
            assert_eq!(api.content_type, "application/json");
            assert_eq!(
                api.text(),
                String::from_utf8_lossy(&cli.stdout),
                "{} under {rules}",
                f.id
            );
            compared += 1;
        }
    }
    assert_eq!(compared, 2 * suite.cases.len());
    assert!(compared > 200, "only {compared} adjudications compared");
}

#[test]
fn the_api_rules_a_chase_as_the_book_prints_it() {
    // AXF 图三十二, 说明: 红车长捉黑无根炮犯例，不变作负 — red must vary, by 总纲 3.
    let reply = post(
        "/api/adjudicate",
        &json!({"rules": "axf", "fen": AXF_32, "moves": AXF_32_LOOP}),
    );
    let body = reply.json();
    assert_eq!(body["verdict"], "red_loses");
    assert!(
        body["article"].as_str().unwrap().contains("总纲 3"),
        "{body}"
    );
    assert_eq!(body["plies"][2]["class"], json!(["chase"]));
    assert_eq!(body["plies"][2]["targets"], json!(["e5"]));
}

#[test]
fn notation_and_new_answer_what_the_cli_prints() {
    for to in ["iccs", "chinese", "wxf"] {
        let moves = "h2e2 马８进７ H2+3 车９平８";
        let cli = qili(&["notation", "--fen", START, "--moves", moves, "--to", to]);
        assert!(cli.status.success());
        let api = post(
            "/api/notation",
            &json!({"fen": START, "moves": moves, "to": to}),
        );
        assert_eq!(api.status, 200, "{}", api.text());
        let line = String::from_utf8_lossy(&cli.stdout);
        assert_eq!(
            api.json(),
            json!({"to": to, "moves": line.trim_end_matches('\n')})
        );
    }
    let cli = qili(&["new", "--fen", AXF_32, "--moves", AXF_32_LOOP]);
    assert!(cli.status.success());
    let api = post("/api/new", &json!({"fen": AXF_32, "moves": AXF_32_LOOP}));
    assert_eq!(api.status, 200, "{}", api.text());
    let body = api.json();
    assert_eq!(body["yaml"], String::from_utf8_lossy(&cli.stdout).as_ref());
    assert_eq!(body["id"], "contrib-todo");
    let named = post(
        "/api/new",
        &json!({"fen": AXF_32, "moves": AXF_32_LOOP, "slug": "rook-chases-cannon"}),
    );
    assert_eq!(
        named.json()["path"],
        "cases/contrib/rook-chases-cannon.yaml"
    );
    assert!(
        named.json()["yaml"]
            .as_str()
            .unwrap()
            .contains("id: contrib-rook-chases-cannon")
    );
}

#[test]
fn pictures_are_the_ones_qili_render_draws() {
    let dir = scratch("serve-pictures");
    let file = dir.join("loop.svg");
    let cli = qili(&[
        "render",
        "--fen",
        AXF_32,
        "--moves",
        AXF_32_LOOP,
        "--svg",
        file.to_str().unwrap(),
    ]);
    assert!(cli.status.success(), "{cli:?}");
    let api = post(
        "/api/picture",
        &json!({"fen": AXF_32, "moves": AXF_32_LOOP}),
    );
    assert_eq!(api.status, 200, "{}", api.text());
    assert_eq!(api.content_type, "image/svg+xml");
    assert_eq!(api.text(), std::fs::read_to_string(&file).unwrap());

    let file = dir.join("case.svg");
    let cli = qili(&["render", "axf-032", "--svg", file.to_str().unwrap()]);
    assert!(cli.status.success(), "{cli:?}");
    let api = get("/api/cases/axf-032/picture");
    assert_eq!(api.status, 200, "{}", api.text());
    assert_eq!(api.text(), std::fs::read_to_string(&file).unwrap());
    get("/api/cases/axf-999/picture").error(404);
    let e = post(
        "/api/picture",
        &json!({"fen": AXF_32, "moves": "b4a4 b4a4"}),
    )
    .error(422);
    assert_eq!(e["field"], "moves");
}

/// A game is no picture: past `ARROWS_DRAWN` (24) moves, `POST /api/picture` draws the
/// repetition it is asked for (`judged`), as `qili render` draws those plies from the position
/// before them, or else the game's last position without arrows, as the page's first board
/// does — never a game's hundreds of arrows, whose layout outlasted the server's time limit.
#[test]
fn a_games_picture_draws_its_repetition_not_every_move() {
    // Game 6 of the Big5 sample: 137 plies, repeating from ply 134 (CN).
    let body = post_games("", sample("games/samples/ccpd-big5.pgn")).json();
    let game = &body["games"][5];
    let moves: Vec<&str> = game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(moves.len(), 137);
    let all = moves.join(" ");

    let whole = post("/api/picture", &json!({"fen": START, "moves": all}));
    assert_eq!(whole.status, 200, "{}", whole.text());
    let svg = whole.text();
    assert!(
        svg.contains("moves (ICCS): none</desc>"),
        "arrows drawn: {svg}"
    );
    assert!(
        svg.contains("The position after ply 137 of 137 moves: more than 24 moves are not"),
        "{svg}"
    );

    let explored = post("/api/explore", &json!({"fen": START, "moves": all})).json();
    let before = explored["positions"][133]["fen"]
        .as_str()
        .unwrap()
        .to_string();
    let file = scratch("serve-game-picture").join("repetition.svg");
    let cli = qili(&[
        "render",
        "--fen",
        &before,
        "--moves",
        &moves[133..137].join(" "),
        "--svg",
        file.to_str().unwrap(),
    ]);
    assert!(cli.status.success(), "{cli:?}");
    let judged = post(
        "/api/picture",
        &json!({"fen": START, "moves": all, "judged": {"first": 134, "last": 137}}),
    );
    assert_eq!(judged.status, 200, "{}", judged.text());
    assert_eq!(judged.text(), std::fs::read_to_string(&file).unwrap());

    // A span longer than 24 plies is drawn as the whole game is; one outside the moves is refused.
    let long = post(
        "/api/picture",
        &json!({"fen": START, "moves": all, "judged": {"first": 1, "last": 137}}),
    );
    assert_eq!(long.text(), svg);
    let e = post(
        "/api/picture",
        &json!({"fen": START, "moves": all, "judged": {"first": 134, "last": 138}}),
    )
    .error(422);
    assert_eq!(e["field"], "judged");
}

#[test]
fn explore_gives_every_position_its_legal_moves_and_both_rulings() {
    let reply = post(
        "/api/explore",
        &json!({"fen": START, "moves": "炮二平五 h9g7"}),
    );
    assert_eq!(reply.status, 200, "{}", reply.text());
    let body = reply.json();
    let positions = body["positions"].as_array().unwrap();
    assert_eq!(positions.len(), 3);
    // 44 legal first moves: perft 1 of the start position.
    assert_eq!(positions[0]["legal"].as_array().unwrap().len(), 44);
    assert_eq!(positions[0]["side"], "red");
    assert_eq!(positions[1]["side"], "black");
    assert_eq!(
        positions[2]["fen"],
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"
    );
    assert_eq!(
        body["plies"][0],
        json!({"ply": 1, "side": "red", "iccs": "h2e2", "chinese": "炮二平五", "wxf": "C2.5"})
    );
    assert_eq!(body["plies"][1]["chinese"], "马８进７");
    for rules in ["axf", "cn"] {
        let alone = post(
            "/api/adjudicate",
            &json!({"rules": rules, "fen": START, "moves": "炮二平五 h9g7"}),
        );
        assert_eq!(body["rulings"][rules], alone.json(), "{rules}");
    }
    // Check and mate are shown on the position.
    let mate = post(
        "/api/explore",
        &json!({"fen": "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1"}),
    );
    let p0 = &mate.json()["positions"][0];
    assert_eq!(p0["in_check"], true);
    assert_eq!(p0["outcome"], "checkmate");
    assert_eq!(p0["legal"], json!([]));
    // No `reasons` unless a language is asked for: the answer is the CLI contract's.
    assert!(body.get("reasons").is_none(), "{body}");
}

/// `POST /api/explore` and `GET /api/cases/{id}` with a language add each book's reasons as
/// `qili adjudicate --lang` prints them; the rest of the answer is the same.
#[test]
fn the_reasons_come_in_the_language_asked_for_as_the_cli_prints_them() {
    let plain = post(
        "/api/explore",
        &json!({"fen": AXF_32, "moves": AXF_32_LOOP}),
    )
    .json();
    for lang in ["zh-Hans", "zh-Hant", "en"] {
        let mut body = post(
            "/api/explore",
            &json!({"fen": AXF_32, "moves": AXF_32_LOOP, "lang": lang}),
        )
        .json();
        for rules in ["axf", "cn"] {
            let cli = qili(&[
                "--lang",
                lang,
                "adjudicate",
                "--rules",
                rules,
                "--fen",
                AXF_32,
                "--moves",
                AXF_32_LOOP,
            ]);
            let printed = String::from_utf8(cli.stdout).unwrap();
            // The CLI wraps its reasons: join the lines again.
            let why = printed
                .split_once(
                    if lang == "en" { "why: " } else { "：" }
                        .to_string()
                        .as_str(),
                )
                .map(|_| ())
                .and(body["reasons"][rules].as_str())
                .unwrap();
            let flat: String = printed.split_whitespace().collect();
            let want: String = why.split_whitespace().collect();
            assert!(
                flat.contains(&want),
                "{lang} {rules}: {why} is not in\n{printed}"
            );
        }
        if lang == "zh-Hans" {
            // AXF 图三十二: 红车长捉黑无根炮.
            let why = body["reasons"]["axf"].as_str().unwrap();
            assert!(why.starts_with("红方一子长捉黑方无根炮（总纲 3）"), "{why}");
        }
        body.as_object_mut().unwrap().remove("reasons");
        assert_eq!(body, plain, "{lang}");
    }
    let bad = post(
        "/api/explore",
        &json!({"fen": AXF_32, "moves": AXF_32_LOOP, "lang": "fr"}),
    );
    assert_eq!(bad.error(422)["field"], "lang");
    // A position or move that cannot be read is also said in the language asked for
    // (`error_in_lang`, as `qili adjudicate --lang` words it); `error` stays English.
    let fen = post("/api/explore", &json!({"fen": "x", "lang": "zh-Hant"}));
    assert_eq!(fen.status, 422);
    let fen = fen.json();
    assert_eq!(fen["field"], "fen");
    assert!(
        fen["error"]
            .as_str()
            .unwrap()
            .starts_with("fen: malformed FEN: column 1"),
        "{fen}"
    );
    assert_eq!(
        fen["error_in_lang"],
        "fen：FEN 格式有誤：第 1 個字元處：應有以「/」分隔的 10 行，實有 1 行"
    );
    let moves = post(
        "/api/explore",
        &json!({"fen": AXF_32, "moves": "b4a4 zz", "lang": "zh-Hans"}),
    )
    .json();
    assert_eq!(moves["field"], "moves");
    assert!(
        moves["error_in_lang"]
            .as_str()
            .unwrap()
            .starts_with("moves：无法读出着法列表：第 1 行第 6 字：“zz”不是着法"),
        "{moves}"
    );
    // In English, or with no language, the error body is as it was.
    post("/api/explore", &json!({"fen": "x", "lang": "en"})).error(422);
    post("/api/explore", &json!({"fen": "x"})).error(422);

    let case = get("/api/cases/axf-024?lang=zh-Hant").json();
    let why = case["reasons"]["axf"].as_str().unwrap();
    assert!(why.contains("紅方") || why.contains("黑方"), "{why}");
    assert!(get("/api/cases/axf-024").json().get("reasons").is_none());
    get("/api/cases/axf-024?lang=fr").error(422);
}

#[test]
fn cases_are_listed_and_shown_with_the_books_words_and_both_rulings() {
    let suite = cases();
    let reply = get("/api/cases");
    assert_eq!(reply.status, 200);
    let list = reply.json()["cases"].as_array().unwrap().clone();
    assert_eq!(list.len(), suite.cases.len());
    let axf_32 = list.iter().find(|c| c["id"] == "axf-032").unwrap();
    assert_eq!(axf_32["book"], "axf");
    assert_eq!(axf_32["figure"], 32);
    assert_eq!(axf_32["article"], "细则 18");
    assert!(axf_32["title"].as_str().unwrap().contains("rook"));

    let case = get("/api/cases/axf-032").json();
    assert!(
        case["text"]
            .as_str()
            .unwrap()
            .contains("红车长捉黑无根炮犯例，不变作负")
    );
    assert_eq!(case["position"], AXF_32);
    assert_eq!(case["iccs"], AXF_32_LOOP);
    assert_eq!(case["judged"], json!({"first": 2, "last": 9}));
    // Expected: the case file's words (AXF printed, CN derived); found: the oracle's answer.
    assert_eq!(case["rulings"]["axf"]["expected"], "red_loses");
    assert_eq!(case["rulings"]["axf"]["derived"], false);
    assert_eq!(case["rulings"]["cn"]["derived"], true);
    assert_eq!(case["rulings"]["axf"]["status"], "pass");
    let found = &case["rulings"]["axf"]["found"];
    assert_eq!(found["verdict"], "red_loses");
    assert!(found["article"].as_str().unwrap().contains("总纲 3"));

    // A whole-sequence case is judged over all its moves, as `qili run` judges it.
    let whole = suite
        .cases
        .iter()
        .find_map(|c| match c {
            Loaded::Ready(p) if p.case.file.cycle.is_some() => Some(p.id().to_string()),
            _ => None,
        })
        .expect("the suite has a `cycle: whole` case");
    let case = get(&format!("/api/cases/{whole}")).json();
    assert_eq!(case["whole"], true);
    let found = &case["rulings"][case["book"].as_str().unwrap()]["found"];
    assert_ne!(found["verdict"], "none", "{whole}: {found}");

    let missing = get("/api/cases/axf-999").error(404);
    assert!(missing["error"].as_str().unwrap().contains("axf-999"));
}

#[test]
fn bad_requests_get_a_json_error_naming_what_is_wrong_and_the_server_goes_on() {
    let raw = |body: &str| call_on(&SERVER, "POST", "/api/adjudicate", Some(body));
    let e = raw("{\"rules\": \"axf\"").error(400);
    assert!(
        e["error"].as_str().unwrap().contains("line 1 column 15"),
        "{e}"
    );
    // An array is not read as the object's fields in order ("expected a string").
    let e = raw(r#"["axf", "x", ""]"#).error(400);
    assert_eq!(
        e["error"],
        "the body is not the JSON expected: expected a JSON object ({\"field\": …}), not an array"
    );
    let e = raw(" \"axf\"").error(400);
    assert!(
        e["error"].as_str().unwrap().ends_with("not a string"),
        "{e}"
    );
    let e = raw("").error(400);
    assert!(e["error"].as_str().unwrap().contains("EOF"), "{e}");
    let e = raw(r#"{"rules": "axf", "fen": "x", "moves": "", "colour": "red"}"#).error(400);
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("unknown field `colour`"),
        "{e}"
    );
    let e = raw(r#"{"rules": "axf", "moves": ""}"#).error(400);
    assert!(
        e["error"].as_str().unwrap().contains("missing field `fen`"),
        "{e}"
    );

    let ask = |rules: &str, fen: &str, moves: &str| {
        post(
            "/api/adjudicate",
            &json!({"rules": rules, "fen": fen, "moves": moves}),
        )
    };
    let e = ask("fide", START, "").error(422);
    assert_eq!(e["field"], "rules");
    assert!(e["error"].as_str().unwrap().contains("axf, cn"), "{e}");
    let e = ask("axf", "rnbakabnr/9/9 w", "").error(422);
    assert_eq!(e["field"], "fen");
    assert!(
        e["error"].as_str().unwrap().contains("malformed FEN"),
        "{e}"
    );
    let e = ask("axf", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "").error(422);
    assert_eq!(e["field"], "fen");
    assert!(
        e["error"].as_str().unwrap().contains("face each other"),
        "{e}"
    );
    let e = ask("axf", START, "h2e2 h9g7 h2e3").error(422);
    assert_eq!(e["field"], "moves");
    assert!(
        e["error"].as_str().unwrap().contains("move 3 'h2e3'"),
        "{e}"
    );
    let e = ask("axf", START, "炮二平五 马８进７ 车一平十").error(422);
    assert_eq!(e["field"], "moves");

    let e = post(
        "/api/notation",
        &json!({"fen": START, "moves": "h2e2", "to": "pgn"}),
    )
    .error(422);
    assert_eq!(e["field"], "to");
    let e = post("/api/new", &json!({"fen": START, "moves": "h2e2 h9g7"})).error(422);
    assert!(e["error"].as_str().unwrap().contains("never return"), "{e}");
    let e = post(
        "/api/new",
        &json!({"fen": START, "moves": "h2e2", "slug": "Bad Slug"}),
    )
    .error(422);
    assert_eq!(e["field"], "slug");

    let e = get("/api/adjudicate").error(405);
    assert!(e["error"].as_str().unwrap().contains("method"));
    get("/api/nothing").error(404);
    get("/nothing.html").error(404);

    // The server goes on answering.
    let ok = post(
        "/api/adjudicate",
        &json!({"rules": "cn", "fen": AXF_32, "moves": AXF_32_LOOP}),
    );
    assert_eq!(ok.json()["verdict"], "red_loses");
}

#[test]
fn limits_refuse_large_bodies_long_loops_and_slow_answers() {
    let limits = Limits::default();
    let padding = " ".repeat(limits.body_bytes);
    let body = format!(r#"{{"rules": "axf", "fen": "{START}", "moves": "{padding}"}}"#);
    let e = call_on(&SERVER, "POST", "/api/adjudicate", Some(&body)).error(413);
    assert!(e["error"].as_str().unwrap().contains("65536 bytes"), "{e}");

    // The loop of AXF 图三十二, played 101 times round: 405 plies, over the limit of 400.
    let long = format!("b4a4{}", " a5e5 a4e4 e5a5 e4a4".repeat(101));
    let e = post(
        "/api/adjudicate",
        &json!({"rules": "axf", "fen": AXF_32, "moves": long}),
    )
    .error(413);
    assert_eq!(e["field"], "moves");
    assert!(e["error"].as_str().unwrap().contains("405 moves"), "{e}");
    let e = post("/api/explore", &json!({"fen": AXF_32, "moves": long})).error(413);
    assert_eq!(e["field"], "moves");

    // A request not answered within the time limit — here one whose body never arrives — is
    // a 503, and the server goes on.
    let hasty = server(Limits {
        timeout: Duration::from_millis(50),
        ..limits
    });
    let never = futures_util::stream::pending::<Result<axum::body::Bytes, std::io::Error>>();
    let request = Request::builder()
        .method("POST")
        .uri("/api/adjudicate")
        .body(Body::from_stream(never))
        .expect("a request");
    let response = RUNTIME
        .block_on(hasty.clone().oneshot(request))
        .expect("an answer");
    assert_eq!(response.status().as_u16(), 503);
    let body = RUNTIME
        .block_on(to_bytes(response.into_body(), usize::MAX))
        .expect("the body is read");
    let e: Value = serde_json::from_slice(&body).expect("a JSON error");
    assert!(e["error"].as_str().unwrap().contains("too long"), "{e}");
    let ok = call_on(&hasty, "GET", "/api/vocabulary", None);
    assert_eq!(ok.status, 200);
}

#[test]
fn the_page_and_its_parts_are_served_from_the_binary() {
    let page = get("/");
    assert_eq!(page.status, 200);
    assert_eq!(page.content_type, "text/html; charset=utf-8");
    for part in ["/app.js", "/style.css"] {
        assert!(page.text().contains(part), "the page loads {part}");
        assert_eq!(get(part).status, 200, "{part}");
    }
    let font = get("/fonts/qili-sans-sc.woff2");
    assert_eq!(font.content_type, "font/woff2");
    assert!(font.body.starts_with(b"wOF2"));
    assert!(
        get("/fonts/OFL.txt")
            .text()
            .contains("SIL OPEN FONT LICENSE Version 1.1")
    );

    // The board: every piece, and no text left to the viewer's fonts (every character an
    // outline).
    let board = get("/board.svg");
    assert_eq!(board.content_type, "image/svg+xml");
    let svg = board.text();
    for letter in "KABNRCPkabnrcp".chars() {
        assert!(svg.contains(&format!("id=\"piece-{letter}\"")), "{letter}");
    }
    assert!(!svg.contains("<text"), "{svg}");
    assert!(svg.contains("data-cell=\"48\""));
    let vocabulary = get("/api/vocabulary").json();
    assert_eq!(vocabulary["rulebooks"][0]["id"], "axf");
    assert_eq!(vocabulary["rulebooks"][1]["id"], "cn");
    assert!(
        vocabulary["classes"]
            .as_array()
            .unwrap()
            .contains(&json!({"name": "chase", "chinese": "捉", "idle": false}))
    );
}

/// The files whose Chinese the page can show (as `harness/web/fonts/chars.py` lists them): the
/// message catalogue included, whose words and reasons the page shows in every language.
fn page_sources() -> Vec<std::path::PathBuf> {
    fn walk(dir: &Path, extension: &str, deep: bool, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("the directory is read") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                if deep {
                    walk(&path, extension, deep, out);
                }
            } else if path.extension().is_some_and(|e| e == extension) {
                out.push(path);
            }
        }
    }
    let root = root();
    let mut out = Vec::new();
    for (dir, extension, deep) in [
        ("spec/books", "txt", false),
        ("oracle/spec/rules", "yaml", false),
        ("cases", "yaml", true),
        ("oracle/src", "rs", true),
        ("harness/src", "rs", true),
        ("harness/web", "html", false),
        ("harness/web", "js", false),
        ("harness/i18n", "ftl", false),
    ] {
        walk(&root.join(dir), extension, deep, &mut out);
    }
    out
}

#[test]
fn font_covers_every_chinese_character() {
    let covered = std::fs::read_to_string(root().join("harness/web/fonts/chars.txt"))
        .expect("chars.txt is read");
    let mut missing = std::collections::BTreeMap::new();
    let sources = page_sources();
    assert!(sources.len() > 100, "{} files", sources.len());
    let mut texts: Vec<(std::path::PathBuf, String)> = sources
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a source is read");
            (path, text)
        })
        .collect();
    // The game records of the tests and the docs' screenshots, whose tags and moves the page
    // shows, decoded as `POST /api/games` decodes them.
    for entry in std::fs::read_dir(root().join("games/samples")).expect("the samples") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "pgn" || e == "html") {
            let bytes = std::fs::read(&path).expect("a sample is read");
            let text = qili_games::text::decode(&bytes, None).text.into_owned();
            texts.push((path, text));
        }
    }
    for (path, text) in texts {
        for c in text.chars().filter(|&c| c as u32 >= 0x2E80) {
            if !covered.contains(c) {
                missing
                    .entry(c)
                    .or_insert_with(|| path.display().to_string());
            }
        }
    }
    assert!(
        missing.is_empty(),
        "the page's font lacks these characters (first seen in): {missing:?}; \
         run harness/web/fonts/subset.sh and commit what it writes"
    );
}

/// The binary itself: it prints the URL, answers over loopback, and runs requests side by side.
#[test]
fn the_binary_serves_on_loopback_and_answers_requests_side_by_side() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(["serve", "--port", "0"])
        .current_dir(root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("qili serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("the URL line is read");
    let result = std::panic::catch_unwind(|| {
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://127.0.0.1:"))
            .unwrap_or_else(|| panic!("no URL in {line:?}"));
        let address = url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_string();
        let body = json!({"rules": "axf", "fen": AXF_32, "moves": AXF_32_LOOP}).to_string();
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let (address, body) = (address.clone(), body.clone());
                std::thread::spawn(move || http(&address, "POST", "/api/adjudicate", &body))
            })
            .collect();
        let answers: Vec<String> = threads
            .into_iter()
            .map(|t| t.join().expect("a client thread"))
            .collect();
        let cli = qili(&[
            "adjudicate",
            "--rules",
            "axf",
            "--fen",
            AXF_32,
            "--moves",
            AXF_32_LOOP,
            "--json",
        ]);
        for answer in &answers {
            assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
            let body = answer.split("\r\n\r\n").nth(1).expect("a body");
            assert_eq!(body, String::from_utf8_lossy(&cli.stdout));
        }
        let bad = http(&address, "POST", "/api/adjudicate", "{not json");
        assert!(bad.starts_with("HTTP/1.1 400"), "{bad}");
        let page = http(&address, "GET", "/", "");
        assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    });
    child.kill().expect("the server is stopped");
    let _ = child.wait();
    if let Err(panic) = result {
        std::panic::resume_unwind(panic);
    }
}

/// One HTTP/1.1 request over a fresh connection; the whole response as text.
fn http(address: &str, method: &str, path: &str, body: &str) -> String {
    let mut stream = TcpStream::connect(address).expect("the server accepts a connection");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("a read timeout");
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("the request is sent");
    let mut response = String::new();
    stream
        .read_to_string(&mut response)
        .expect("the response is read");
    response
}

#[test]
fn a_case_page_holds_its_board_and_the_books_words_before_any_script_runs() {
    // What a reader without scripts gets: the plain HTML.
    let page = get("/?case=axf-032&ply=3");
    assert_eq!(page.status, 200);
    assert_eq!(page.content_type, "text/html; charset=utf-8");
    let html = page.text();
    assert!(
        html.contains("<title>axf-032 · qili 棋例 — rules explorer</title>"),
        "{html}"
    );
    let picture = get("/api/cases/axf-032/picture").text();
    assert!(picture.starts_with("<svg"), "{picture}");
    assert!(
        html.contains(&picture),
        "the board is not the case's picture"
    );
    assert!(html.contains(
        "<article id=\"case-panel\"><h2>axf-032 · A rook perpetually chases an unprotected \
         cannon: the rook side must vary</h2><p class=\"source\">AXF, figure 32 · 细则 18</p>\
         <blockquote lang=\"zh\">18. 车捉无根炮"
    ));
    assert!(html.contains("车八平九"), "the book's words are missing");
    // Both books' rulings and the moves ply by ply, as the script writes them; the case menu
    // names the case.
    for book in ["axf", "cn"] {
        assert!(
            html.contains(&format!("<section class=\"ruling\" data-book=\"{book}\">")),
            "{book}'s ruling is missing"
        );
    }
    assert!(html.contains(
        "<p class=\"verdict loses\" data-verdict=\"red_loses\"><span lang=\"zh\">红方不变作负</span>"
    ));
    assert!(html.contains("<p>Article: <span class=\"article\">AXF 总纲 3; 四大原则 4</span></p>"));
    assert!(html.contains(
        "<tr data-ply=\"9\" class=\"judged\"><td>9</td><td class=\"side-red\">red</td>\
         <td lang=\"zh\" class=\"move\">车五平九</td><td class=\"iccs\">e4a4</td>"
    ));
    assert!(
        html.contains("<tr data-ply=\"1\"><td>1</td>"),
        "ply 1 is not in the cycle"
    );
    assert!(html.contains("<option value=\"axf-032\" selected>axf-032 · 细则 18 · "));
    assert!(html.contains("<script src=\"/app.js\" defer></script>"));

    // A loop by its position and moves, as the share link writes it.
    let html = get(&format!(
        "/?fen={}&moves={}",
        AXF_32.replace(' ', "+").replace('/', "%2F"),
        AXF_32_LOOP.replace(' ', "+")
    ))
    .text();
    let picture = post(
        "/api/picture",
        &json!({"fen": AXF_32, "moves": AXF_32_LOOP}),
    )
    .text();
    assert!(html.contains(&picture), "the loop's picture is missing");

    // The ply the address names is the row marked as shown.
    let html = get("/?case=axf-032&ply=3").text();
    assert!(html.contains("<tr data-ply=\"3\" class=\"judged current\"><td>3</td>"));
    assert_eq!(html.matches("current\"><td>").count(), 1);
    let html = get(&format!(
        "/?fen={}&moves={}&ply=1",
        AXF_32.replace(' ', "+").replace('/', "%2F"),
        AXF_32_LOOP.replace(' ', "+")
    ))
    .text();
    assert!(html.contains("<tr data-ply=\"1\" class=\"current\"><td>1</td>"));
    // Past the end: the last ply.
    let html = get("/?case=axf-032&ply=99").text();
    assert!(html.contains("<tr data-ply=\"9\" class=\"judged current\">"));

    // Nothing to show: the start position, and a case or position that cannot be shown is said
    // so, in the page's language.
    let plain = get("/").text();
    assert!(plain.contains("<article id=\"case-panel\" hidden></article>"));
    assert!(plain.contains("<p id=\"message\" role=\"alert\" hidden></p>"));
    let missing = get("/?case=axf-999").text();
    assert!(
        missing.contains(
            "<p id=\"message\" role=\"alert\">The case in the address cannot be opened: not found: \
         no case &apos;axf-999&apos;</p>"
        ) || missing.contains(
            "<p id=\"message\" role=\"alert\">The case in the address cannot be opened: not found: \
         no case 'axf-999'</p>"
        ),
        "{missing}"
    );
    // An unreadable position in Chinese as `qili adjudicate --lang` words it (it was the API's
    // English after the page's Chinese lead-in).
    let unreadable = get("/?fen=x&lang=zh-Hans").text();
    assert!(
        unreadable.contains(
            "<p id=\"message\" role=\"alert\">地址中的局面无法读取：fen：FEN 格式有误：第 1 个字符处：\
             应有以“/”分隔的 10 行，实有 1 行</p>"
        ),
        "{unreadable}"
    );
    let english = get("/?fen=x").text();
    assert!(
        english.contains(
            "<p id=\"message\" role=\"alert\">The position in the address cannot be read: fen: \
             malformed FEN: column 1: expected 10 ranks separated by &apos;/&apos;, found 1</p>"
        ),
        "{english}"
    );
    assert!(unreadable.contains("<tbody></tbody>") || unreadable.contains("<p id=\"table-note\">"));
}

/// The page in Chinese: `?lang=` or the browser's `Accept-Language` chooses; every label, the
/// rulings with the reasons `qili adjudicate --lang` gives, and the table are in that language.
#[test]
fn the_page_speaks_the_readers_language() {
    for (page, lang) in [
        (get("/?case=axf-032&lang=zh-Hans"), "zh-Hans"),
        (
            get_in("/?case=axf-032", "zh-CN,zh;q=0.9,en;q=0.8"),
            "zh-Hans",
        ),
        (get_in("/?case=axf-032", "zh-TW,zh;q=0.9"), "zh-Hant"),
        (get_in("/?case=axf-032&lang=en", "zh-TW"), "en"),
        (get_in("/?case=axf-032", "fr-FR,fr"), "en"),
    ] {
        let html = page.text();
        assert!(
            html.contains(&format!("<html lang=\"{lang}\">")),
            "{lang}: {}",
            &html[..200]
        );
        let cli = qili(&[
            "--lang",
            lang,
            "adjudicate",
            "--rules",
            "axf",
            "--fen",
            AXF_32,
            "--moves",
            AXF_32_LOOP,
        ]);
        let printed: String = String::from_utf8(cli.stdout)
            .unwrap()
            .split_whitespace()
            .collect();
        let start = html.find("<p class=\"why\">").expect("a why") + 15;
        let why = &html[start..start + html[start..].find("</p>").unwrap()];
        let why = why.replace("&apos;", "'").replace("&quot;", "\"");
        let label = match lang {
            "en" => "Why: ",
            _ => "理由：",
        };
        let said = why
            .strip_prefix(label)
            .unwrap_or_else(|| panic!("{lang}: {why}"));
        let said: String = said.split_whitespace().collect();
        assert!(
            printed.contains(&said),
            "{lang}: {said} is not in {printed}"
        );
    }
    let hans = get("/?case=axf-032&lang=zh-Hans&ply=3").text();
    for said in [
        "<h2 data-t=\"rulings\">裁决</h2>",
        "<h2 data-t=\"plies\">着法逐着</h2>",
        "<th>#</th><th>方</th><th>着法</th><th>ICCS</th>",
        "<p class=\"why\">理由：红方一子长捉黑方无根炮（总纲 3）",
        "<p class=\"verdict loses\" data-verdict=\"red_loses\"><span lang=\"zh\">红方不变作负</span></p>",
        "<td class=\"side-red\">红方</td>",
        "<span class=\"zh\" lang=\"zh\">捉</span></td>",
        "黑炮 e5</td>",
        "<p class=\"source\">AXF 图32 · 细则 18</p>",
        "<p id=\"table-note\">标记的行（第 2–9 着）是受裁决的循环。</p>",
        "<title>axf-032 · qili 棋例 — 棋例演示</title>",
        "<input type=\"hidden\" name=\"lang\" value=\"zh-Hans\">",
        "<a href=\"/?case=axf-032&amp;ply=3&amp;lang=zh-Hant\" hreflang=\"zh-Hant\"",
    ] {
        assert!(hans.contains(said), "{said}");
    }
    // The case is named by its Chinese title, in the panel and the menu; the API adds it when
    // asked.
    let suite = cases();
    let case = suite
        .cases
        .iter()
        .find_map(|c| match c {
            Loaded::Ready(p) if p.id() == "axf-032" => Some(p),
            _ => None,
        })
        .expect("axf-032");
    let title = case
        .case
        .file
        .titles
        .zh_hans
        .clone()
        .expect("a Chinese title");
    assert!(
        hans.contains(&format!("<h2>axf-032 · {title}</h2>")),
        "{title}"
    );
    assert!(hans.contains(&format!(
        "<option value=\"axf-032\" selected>axf-032 · 细则 18 · {title}</option>"
    )));
    let listed = get("/api/cases?lang=zh-Hans").json();
    let first = listed["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == "axf-032")
        .unwrap()
        .clone();
    assert_eq!(first["title_in_lang"], title.as_str());
    assert!(
        get("/api/cases").json()["cases"][0]
            .get("title_in_lang")
            .is_none()
    );
    get("/api/cases?lang=xx").error(422);
    assert_eq!(
        get("/api/cases/axf-032?lang=zh-Hans").json()["title_in_lang"],
        title.as_str()
    );

    let hant = get("/?case=axf-032&lang=zh-Hant").text();
    assert!(hant.contains("<p class=\"why\">理由：紅方一子长捉黑方無根炮（总纲 3）"));
    assert!(hant.contains("<h2 data-t=\"plies\">著法逐著</h2>"));
    // The moves in traditional characters, the board's caption in the page's language.
    assert!(hant.contains("<td lang=\"zh\" class=\"move\">車"), "{hant}");
    assert!(
        !hant.contains("<td lang=\"zh\" class=\"move\">车"),
        "{hant}"
    );
    assert!(hant.contains("aria-label=\"紅先\""), "{hant}");
    assert!(
        hant.contains("aria-label=\"箭頭：第 2–9 著（循環）"),
        "{hant}"
    );
    let hans = get("/?case=axf-032&lang=zh-Hans").text();
    assert!(hans.contains("<td lang=\"zh\" class=\"move\">车"), "{hans}");
    assert!(hans.contains("aria-label=\"红先\""), "{hans}");
}

#[test]
fn a_made_up_contributed_case_is_not_said_to_be_rebuilt_from_a_book() {
    let dir = scratch("serve-contrib");
    let cases = dir.join("cases");
    std::fs::create_dir_all(cases.join("contrib")).expect("the contrib directory is created");
    let start = qili_oracle::Position::from_fen("3k5/9/9/9/9/9/9/9/R8/5K3 w").expect("legal");
    let moves = qili_oracle::notation::parse_moves(&start, "a1a2 d9e9 a2a1 e9d9 a1a2")
        .expect("legal moves");
    let text = qili::scaffold::scaffold(&start, &moves, "rook-shuffle").expect("a loop");
    assert!(text.contains("position_source: reconstructed"), "{text}");
    std::fs::write(cases.join("contrib/rook-shuffle.yaml"), text).expect("written");
    let layout = Layout {
        cases: Some(cases),
        spec: Some(root().join("spec")),
    };
    let router = router(Explorer::load(&layout, Limits::default()));
    let html = panel(&call_on(&router, "GET", "/?case=contrib-rook-shuffle", None).text());
    assert!(
        html.contains("The position is constructed to show the ruling, not taken from a game"),
        "{html}"
    );
    assert!(!html.contains("rebuilt from the book"), "{html}");
    // A book's diagram rebuilt from its words says so; one recovered from a source says nothing.
    assert!(panel(&get("/?case=axf-005").text()).contains("rebuilt from the book"));
    assert!(!panel(&get("/?case=axf-032").text()).contains("The position is"));
}

/// The case panel of a page (the page also holds every word for its script).
fn panel(html: &str) -> String {
    let start = html
        .find("<article id=\"case-panel\"")
        .expect("a case panel");
    let end = start + html[start..].find("</article>").expect("the panel's end");
    html[start..end].to_string()
}

/// `POST /api/games` with a file's bytes.
fn post_games(query: &str, bytes: Vec<u8>) -> Reply {
    send(
        &SERVER,
        "POST",
        &format!("/api/games{query}"),
        Body::from(bytes),
    )
}

/// The objects `qili games FILE --json - FLAGS…` writes, one a game.
fn cli_games(file: &str, flags: &[&str]) -> Vec<Value> {
    let mut args = vec!["games", file, "--json", "-"];
    args.extend(flags);
    let out = qili(&args);
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

fn sample(file: &str) -> Vec<u8> {
    std::fs::read(root().join(file)).expect("the sample is read")
}

#[test]
fn games_are_answered_with_the_objects_qili_games_writes() {
    for (file, query, flags) in [
        ("games/samples/ccpd-big5.pgn", "", &[][..]),
        (
            "games/samples/ccpd-gbk-simplified.pgn",
            "&rules=cn",
            &["--rules", "cn"][..],
        ),
        (
            "games/samples/ccpd-utf8-bom.pgn",
            "&rules=axf",
            &["--rules", "axf"][..],
        ),
        ("games/samples/dhtmlxq-44.html", "", &[][..]),
        ("games/samples/wxf-iccs.pgn", "", &[][..]),
        // Read in an encoding forced on it, as `--encoding` does: the bytes it cannot read
        // become U+FFFD, and the notes say how many.
        (
            "games/samples/ccpd-big5.pgn",
            "&encoding=gb18030",
            &["--encoding", "gb18030"][..],
        ),
    ] {
        let reply = post_games(&format!("?file={file}{query}"), sample(file));
        assert_eq!(reply.status, 200, "{file}{query}: {}", reply.text());
        assert_eq!(reply.content_type, "application/json");
        let body = reply.json();
        let games = body["games"].as_array().expect("games");
        let reports: Vec<Value> = games.iter().map(|g| g["report"].clone()).collect();
        let cli = cli_games(file, flags);
        assert!(!cli.is_empty(), "{file}");
        assert_eq!(reports, cli, "{file}{query}");
        assert_eq!(body["count"], cli.len());
        assert_eq!(body["capped"], false);
        // Each game's start and moves replay to the plies the report counts.
        for g in games {
            let start = qili_oracle::Position::from_fen(g["start"].as_str().unwrap())
                .expect("a legal start");
            let moves: Vec<&str> = g["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap())
                .collect();
            assert_eq!(moves.len() as u64, g["report"]["plies"].as_u64().unwrap());
            qili_oracle::notation::parse_moves(&start, &moves.join(" "))
                .expect("the moves are legal in turn");
        }
    }

    // Game 6 of the Big5 sample, 周松雲–張傑樹 1993: black's perpetual attack at ply 137, which
    // CN rules against black and AXF rules a draw; the game is recorded 1-0.
    let body = post_games("", sample("games/samples/ccpd-big5.pgn")).json();
    let game = &body["games"][5];
    let report = &game["report"];
    assert_eq!(
        report["file"], "-",
        "a body without a name is named as standard input"
    );
    assert_eq!(report["tags"]["Red"], "貴州周松雲");
    assert_eq!(report["tags"]["Black"], "內蒙張傑樹");
    assert_eq!(report["encoding"], "big5");
    assert_eq!(game["start"], START);
    let reps = report["repetitions"].as_array().unwrap();
    assert_eq!(reps.len(), 2);
    assert_eq!(
        (&reps[0]["rules"], &reps[0]["ply"], &reps[0]["first_ply"]),
        (&json!("cn"), &json!(137), &json!(134))
    );
    assert_eq!(reps[0]["verdict"], "black_loses");
    assert_eq!(reps[0]["must_vary"], "black");
    assert_eq!(reps[1]["rules"], "axf");
    assert_eq!(reps[1]["verdict"], "draw");
    assert_eq!(
        report["result_check"],
        json!({"cn": "explained-loss", "axf": "unexplained"})
    );
    let forced = post_games("?encoding=utf-8", sample("games/samples/ccpd-big5.pgn")).json();
    let notes = forced["games"][5]["report"]["notes"].to_string();
    assert!(
        notes.contains("are not utf-8 and were read as U+FFFD"),
        "{notes}"
    );
}

/// The ICCS moves of a game written as a DhtmlXQ move list: file 0–8 from red's left, row 0–9
/// from black's side.
fn dhtmlxq_moves(moves: &[Value]) -> String {
    let square = |s: &[u8]| format!("{}{}", s[0] - b'a', 9 - (s[1] - b'0'));
    moves
        .iter()
        .map(|m| {
            let m = m.as_str().unwrap().as_bytes();
            format!("{}{}", square(&m[..2]), square(&m[2..]))
        })
        .collect()
}

#[test]
fn a_page_of_dhtmlxq_records_is_ruled_as_its_pgn_is() {
    // Game 6 of the Big5 sample, written as a web page holding a DhtmlXQ record.
    let pgn = post_games("", sample("games/samples/ccpd-big5.pgn")).json();
    let game = &pgn["games"][5];
    let page = format!(
        "<html><body><div>[DhtmlXQ][DhtmlXQ_red]周松雲[/DhtmlXQ_red][DhtmlXQ_black]張傑樹\
         [/DhtmlXQ_black][DhtmlXQ_result]W[/DhtmlXQ_result][DhtmlXQ_movelist]{}\
         [/DhtmlXQ_movelist][/DhtmlXQ]</div></body></html>",
        dhtmlxq_moves(game["moves"].as_array().unwrap())
    );
    let reply = post_games("?file=game6.html", page.into_bytes());
    assert_eq!(reply.status, 200, "{}", reply.text());
    let body = reply.json();
    assert_eq!(body["count"], 1);
    let read = &body["games"][0];
    assert_eq!(read["report"]["tags"]["Red"], "周松雲");
    assert_eq!(read["report"]["result"], "1-0");
    assert_eq!(read["moves"], game["moves"]);
    for key in ["plies", "repetitions", "result_check"] {
        assert_eq!(read["report"][key], game["report"][key], "{key}");
    }
}

#[test]
fn a_games_repetition_opens_in_explore_with_the_referees_rulings() {
    // Every repetition of every sample game: the page asks /api/explore for the game with the
    // judged cycle, and must show the rulings `qili games` gave.
    let mut opened = 0;
    for file in [
        "games/samples/ccpd-big5.pgn",
        "games/samples/ccpd-gbk-simplified.pgn",
        "games/samples/ccpd-utf8-bom.pgn",
    ] {
        let body = post_games("", sample(file)).json();
        for game in body["games"].as_array().unwrap() {
            let moves: Vec<&str> = game["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap())
                .collect();
            for rep in game["report"]["repetitions"].as_array().unwrap() {
                let judged = json!({"first": rep["first_ply"], "last": rep["ply"]});
                let reply = post(
                    "/api/explore",
                    &json!({"fen": game["start"], "moves": moves.join(" "), "judged": judged}),
                );
                assert_eq!(reply.status, 200, "{}", reply.text());
                let view = reply.json();
                assert_eq!(view["judged"], judged);
                assert_eq!(view["plies"].as_array().unwrap().len(), moves.len());
                let ruling = &view["rulings"][rep["rules"].as_str().unwrap()];
                let what = format!("{file} game {} ply {}", game["report"]["game"], rep["ply"]);
                for key in ["verdict", "article", "why"] {
                    assert_eq!(ruling[key], rep[key], "{what}: {key}");
                }
                // The rulings cover the judged cycle's plies, numbered from its first.
                let cycle = rep["cycle"].as_array().unwrap();
                let plies = ruling["plies"].as_array().unwrap();
                assert_eq!(plies.len(), cycle.len(), "{what}");
                assert_eq!(plies[0]["move"], cycle[0], "{what}");
                opened += 1;
            }
        }
    }
    assert!(opened >= 12, "{opened} repetitions opened");

    // A judged span outside the moves sent is refused, naming the field.
    let e = post(
        "/api/explore",
        &json!({"fen": START, "moves": "h2e2 h9g7", "judged": {"first": 2, "last": 3}}),
    )
    .error(422);
    assert_eq!(e["field"], "judged");
    assert!(e["error"].as_str().unwrap().contains("plies 2–3"), "{e}");
    for judged in [
        json!({"first": 0, "last": 1}),
        json!({"first": 2, "last": 1}),
    ] {
        let e = post(
            "/api/explore",
            &json!({"fen": START, "moves": "h2e2 h9g7", "judged": judged}),
        )
        .error(422);
        assert_eq!(e["field"], "judged");
    }
    let e = post(
        "/api/explore",
        &json!({"fen": START, "moves": "h2e2", "judged": {"first": 1}}),
    )
    .error(400);
    assert!(e["error"].as_str().unwrap().contains("last"), "{e}");
}

#[test]
fn game_bodies_that_cannot_be_read_get_a_json_error_and_the_server_goes_on() {
    for empty in [&b""[..], b" \r\n\t "] {
        let e = post_games("", empty.to_vec()).error(400);
        assert!(e["error"].as_str().unwrap().contains("empty"), "{e}");
    }
    // Text that holds no game, a DhtmlXQ record with nothing in it, and bytes of noise.
    let mut noise = Vec::with_capacity(256 * 1024);
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    while noise.len() < 256 * 1024 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        noise.extend_from_slice(&x.to_le_bytes());
    }
    for (what, body) in [
        ("text", b"hello, this is not a game\n".to_vec()),
        ("dhtmlxq", b"<p>[DhtmlXQ][/DhtmlXQ]</p>".to_vec()),
        ("noise", noise),
    ] {
        let e = post_games("", body).error(422);
        assert_eq!(e["field"], "body", "{what}");
        assert!(
            e["error"].as_str().unwrap().contains("no game record"),
            "{what}: {e}"
        );
    }
    // Larger than the limit of a game file.
    let limits = Limits::default();
    let big = sample("games/samples/ccpd-big5.pgn").repeat(limits.game_bytes / 9000 + 1);
    assert!(big.len() > limits.game_bytes);
    let e = post_games("", big).error(413);
    assert!(
        e["error"].as_str().unwrap().contains("16777216 bytes"),
        "{e}"
    );
    // A query the CLI would not take.
    let e = post_games("?rules=fide", sample("games/samples/ccpd-big5.pgn")).error(422);
    assert_eq!(e["field"], "rules");
    assert!(
        e["error"].as_str().unwrap().contains("cn, axf, both"),
        "{e}"
    );
    let e = post_games("?encoding=latin1", sample("games/samples/ccpd-big5.pgn")).error(422);
    assert_eq!(e["field"], "encoding");
    let e = post_games("?format=pgn", sample("games/samples/ccpd-big5.pgn")).error(400);
    assert!(e["error"].as_str().unwrap().contains("format"), "{e}");
    assert_eq!(
        get("/api/games").error(405)["error"],
        "this path does not take this method"
    );
    // And the server goes on.
    assert_eq!(
        post_games("", sample("games/samples/wxf-iccs.pgn")).status,
        200
    );
}

#[test]
fn a_file_of_more_games_than_the_limit_is_answered_in_part_and_says_so() {
    let limits = Limits::default();
    let vocabulary = get("/api/vocabulary").json();
    assert_eq!(
        vocabulary["limits"],
        json!({"body_bytes": limits.body_bytes, "plies": limits.plies,
               "game_bytes": limits.game_bytes, "games": limits.games})
    );
    // The Big5 sample's seven games, 30 times over: 210 games.
    let many = sample("games/samples/ccpd-big5.pgn").repeat(30);
    let reply = post_games("", many);
    assert_eq!(reply.status, 200, "{}", reply.text());
    let body = reply.json();
    let games = body["games"].as_array().unwrap();
    assert_eq!(games.len(), limits.games);
    assert_eq!(body["limit"], limits.games);
    assert_eq!(body["count"], 210);
    assert_eq!(body["capped"], true);
    assert_eq!(games[limits.games - 1]["report"]["game"], limits.games);
}

#[test]
fn an_xqf_file_and_a_zip_archive_are_answered_as_qili_games_reads_them() {
    use crate::games_xqf::{looping, zip_of};
    let xqf = looping(18, 3);
    let answer = post_games("?file=loop.xqf&rules=axf", xqf.clone()).json();
    let game = &answer["games"][0];
    assert_eq!(answer["count"], 1);
    assert_eq!(game["report"]["format"], "xqf");
    assert_eq!(game["report"]["file"], "loop.xqf");
    assert_eq!(game["report"]["repetitions"][0]["ply"], 8);
    assert_eq!(game["moves"][0], "h0g2");
    let dir = scratch("serve-xqf");
    let file = dir.join("loop.xqf");
    std::fs::write(&file, &xqf).unwrap();
    let cli = cli_games(file.to_str().unwrap(), &["--rules", "axf"]);
    assert_eq!(game["report"]["repetitions"], cli[0]["repetitions"]);
    // An archive: each game named by its file inside it; a damaged member listed as such.
    let archive = zip_of(&[
        ("甲/一.XQF", looping(13, 1)),
        ("甲/二.XQF", xqf),
        ("big.pgn", vec![b' '; 100]),
    ]);
    let answer = post_games("?file=c.zip", archive).json();
    let files: Vec<&str> = answer["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["report"]["file"].as_str().unwrap())
        .collect();
    assert_eq!(files, ["c.zip/甲/一.XQF", "c.zip/甲/二.XQF"]);
    assert_eq!(answer["unreadable"][0]["file"], "c.zip/big.pgn");
    assert!(
        answer["unreadable"][0]["message"]
            .as_str()
            .unwrap()
            .contains("no game record"),
        "{answer}"
    );
    // An archive with no game file in it is no game record.
    let e = post_games("", zip_of(&[("readme.doc", b"x".to_vec())])).error(422);
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("no game files in the archive"),
        "{e}"
    );
}

/// A list of articles and the chased pieces, on the page written by the server: parted by `；`
/// in Chinese (as the CLI writes them), a piece only one book counts as chased marked `（CN）`;
/// the English as it was (`; `, ` (CN)`). Issue #32, brief i18n15.
#[test]
fn the_page_parts_articles_and_chased_pieces_in_each_languages_punctuation() {
    for (lang, article, chased) in [
        (
            "en",
            "<span class=\"article\">CN 第25.2条; 第26.4条</span>",
            "<td>black advisor f9; black rook a3 (CN)</td>",
        ),
        (
            "zh-Hans",
            "<span class=\"article\">CN 第25.2条；第26.4条</span>",
            "<td>黑士 f9；黑车 a3（CN）</td>",
        ),
        (
            "zh-Hant",
            "<span class=\"article\">CN 第25.2条；第26.4条</span>",
            "<td>黑士 f9；黑車 a3（CN）</td>",
        ),
    ] {
        let page = get(&format!("/?case=axf-015&lang={lang}")).text();
        assert!(page.contains(article), "{lang}: {article}");
        assert!(page.contains(chased), "{lang}: {chased}");
    }
}

#[test]
fn a_cn_perpetual_check_loses_at_once_on_the_page_and_axf_orders_a_change() {
    // axf-001: red's perpetual check. CN 第24.1条 makes it lose at once, with no order to vary;
    // AXF orders red to vary. The server's cards say so in each language, and hand the script
    // the words and the book's pattern (`atOnce`) to say it again.
    for (lang, cn, axf) in [
        (
            "en",
            "<span lang=\"zh\">红方立即判负</span> · red loses at once, with no order to vary",
            "<span lang=\"zh\">红方不变作负</span> · red must vary",
        ),
        (
            "zh-Hans",
            "<span lang=\"zh\">红方立即判负</span></p>",
            "<span lang=\"zh\">红方不变作负</span></p>",
        ),
        (
            "zh-Hant",
            "<span lang=\"zh\">紅方立即判負</span></p>",
            "<span lang=\"zh\">紅方不變作負</span></p>",
        ),
    ] {
        let page = get(&format!("/?case=axf-001&lang={lang}")).text();
        let card = |book: &str| {
            let start = format!("<section class=\"ruling\" data-book=\"{book}\">");
            let from = page
                .find(&start)
                .unwrap_or_else(|| panic!("{lang}: no {book} card"));
            let end = page[from..].find("</section>").unwrap();
            page[from..from + end].to_string()
        };
        let (cn_card, axf_card) = (card("cn"), card("axf"));
        assert!(
            cn_card.contains(&format!(
                "<p class=\"verdict loses\" data-verdict=\"red_loses\">{cn}"
            )),
            "{lang}: {cn_card}"
        );
        assert!(
            axf_card.contains(&format!(
                "<p class=\"verdict loses\" data-verdict=\"red_loses\">{axf}"
            )),
            "{lang}: {axf_card}"
        );
        assert!(
            !cn_card.contains("不变作负") && !cn_card.contains("不變作負"),
            "{lang}"
        );
        assert!(
            page.contains("\"atOnce\":{\"cn\":\"perpetual_check\"}"),
            "{lang}"
        );
    }
}

#[test]
fn a_game_with_a_line_too_long_is_answered_as_a_game_too_large_to_read() {
    use crate::games_xqf::too_large_game;
    // The API answers a game it cannot read 200, with its `error`, as `qili games` reports it.
    for one_line in [true, false] {
        let reply = post_games("?file=big.pgn", too_large_game(one_line));
        assert_eq!(reply.status, 200, "{}", reply.text());
        let report = &reply.json()["games"][0]["report"];
        assert_eq!(report["plies"], 0);
        assert_eq!(
            report["error"]["message"],
            "line 1: the game is larger than 1 MiB: not read"
        );
        assert_eq!(report["notes"], json!([]));
    }
}
