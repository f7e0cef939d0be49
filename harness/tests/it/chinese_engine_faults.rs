//! An engine's faults in every language: `qili run --engine` when the engine cannot be started
//! or greeted and its table's cells, `qili match` and `qili tournament run` when an engine
//! cannot start, and an engine that crashes mid-game (the progress line and the PGN comment).
//! qili's own words are the catalogue's; the system's and the engine's are quoted as they are.

use crate::support::{path, root, scratch, tournament};
use std::path::Path;
use std::process::Command;

const MOCK: &str = env!("CARGO_BIN_EXE_qili-mock-engine");
const LANGS: [&str; 3] = ["en", "zh-Hans", "zh-Hant"];

/// Writes `script` into `dir` as `NAME.script`; its path.
fn script(dir: &Path, name: &str, script: &str) -> String {
    let file = dir.join(format!("{name}.script"));
    std::fs::write(&file, script).unwrap();
    path(&file).to_string()
}

/// `qili tournament run` of the engines in `dir`'s e.yaml, a CN round robin at depth 1 into
/// r.json, with `extra` options, in `lang`: standard output, standard error and the exit code.
fn round_robin(dir: &Path, lang: &str, extra: &[&str]) -> (String, String, i32) {
    let mut args = vec![
        "run",
        "--engines",
        "e.yaml",
        "--system",
        "round-robin",
        "--rules",
        "cn",
        "--depth",
        "1",
        "--results",
        "r.json",
    ];
    args.extend_from_slice(extra);
    tournament(dir, lang, &args)
}

/// `qili --lang LANG ARGS` from the checkout's root: exit code, stdout, stderr.
fn qili(lang: &str, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(["--lang", lang])
        .args(args)
        .env("LC_ALL", "C")
        .current_dir(root())
        .output()
        .expect("qili runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `qili run --engine` with an engine that cannot be started or greeted: qili's own words in
/// the language asked for (the lead-in, what it waited for, how the process ended, which rule
/// of the protocol a line broke, the system's "no such file"), the engine's lines as sent.
#[test]
fn an_engine_that_cannot_start_is_worded_in_every_language() {
    let dir = scratch("chinese-engine-faults-start");
    let exit = script(&dir, "exit", "expect ucci\nsend hello?\nexit 0\n");
    let hang = script(&dir, "hang", "expect ucci\nsend y\nhang\n");
    let probe = script(
        &dir,
        "probe",
        "expect ucci\nsend ucciok\nexpect isready\nsend readyok\nskip-to go\nsend bestmove a1a1\nhang\n",
    );
    let cases: [(String, [&str; 3]); 4] = [
        (
            "/nonexistent/engine".to_string(),
            [
                "cannot start `/nonexistent/engine`: No such file or directory (os error 2)",
                "无法启动 `/nonexistent/engine`：没有这个文件或目录",
                "無法啟動 `/nonexistent/engine`：沒有這個檔案或目錄",
            ],
        ),
        (
            format!("{MOCK} {exit}"),
            [
                "it closed its output while qili waited for `ucciok` after `ucci`; it exited with status 0",
                "在 qili 等待对“ucci”的应答“ucciok”时关闭了输出；以退出状态 0 结束",
                "在 qili 等待對「ucci」的應答「ucciok」時關閉了輸出；已結束，結束狀態為 0",
            ],
        ),
        (
            format!("{MOCK} {hang}"),
            [
                "no `ucciok` after `ucci` in time; killed (last line it sent: `y`)",
                "超时未回应（等待对“ucci”的应答“ucciok”），已被终止；其最后发出“y”",
                "超時未回應（等待對「ucci」的應答「ucciok」），已被終止；其最後發出「y」",
            ],
        ),
        (
            format!("{MOCK} {probe}"),
            [
                "sent `bestmove a1a1`: asked for a move from the start position to learn its coordinates, it answered with no legal move in ranks 0-9 or 1-10 (give --ranks)",
                "违反协议：发出“bestmove a1a1”（为测其坐标而问其在开局局面的着法，它所应的着法按 0-9 或 1-10 线号都不合法，请给 --ranks）",
                "違反協定：發出「bestmove a1a1」（為測其座標而問其在開局局面的著法，它所應的著法按 0-9 或 1-10 線號都不合法，請給 --ranks）",
            ],
        ),
    ];
    for (command, words) in &cases {
        for (lang, fault) in LANGS.into_iter().zip(words) {
            let (code, _, err) = qili(
                lang,
                &["run", "--engine", command, "--timeout", "1", "axf-001"],
            );
            assert_eq!(code, 3, "{lang} {command}: {err}");
            let want = match lang {
                "en" => format!(
                    "qili: engine `{command}` could not be started and greeted over ucci: {fault}; nothing was certified\n"
                ),
                "zh-Hans" => format!(
                    "qili：引擎 `{command}` 无法启动，或未以 ucci 协议应答：{fault}；未作任何认证\n"
                ),
                _ => format!(
                    "qili：引擎 `{command}` 無法啟動，或未以 ucci 協定應答：{fault}；未作任何認證\n"
                ),
            };
            assert_eq!(err, want, "{lang} {command}");
        }
    }
}

/// `qili run --engine`'s table: what the engine was to play and what it did, in the catalogue's
/// words (the move that repeats, a timeout); English as before.
#[test]
fn run_engine_table_cells_are_worded() {
    let dir = scratch("chinese-engine-faults-cells");
    let repeat = script(&dir, "repeat", "serve repeat\n");
    // Ranks given: no probe, so the first `go` is the trial's.
    let hang = script(&dir, "hang", "serve first fail=1:hang\n");
    let table = |lang: &str, script: &str, rules: &str| {
        let command = format!("{MOCK} {script}");
        let (_, out, err) = qili(
            lang,
            &[
                "run",
                "--engine",
                &command,
                "--ranks",
                "0",
                "--timeout",
                "1",
                "--rules",
                rules,
                "axf-001",
            ],
        );
        let row = out.lines().find(|l| l.starts_with("axf-001  "));
        row.unwrap_or_else(|| panic!("{lang}: no row\n{out}\n{err}"))
            .to_string()
    };
    for (lang, repeats, timeout) in [
        ("en", "not h8h9 → h8h9", "not h8h9 → timeout"),
        ("zh-Hans", "不应走 h8h9 → 走了 h8h9", "不应走 h8h9 → 超时"),
        ("zh-Hant", "不應走 h8h9 → 走了 h8h9", "不應走 h8h9 → 超時"),
    ] {
        let row = table(lang, &repeat, "axf");
        assert!(row.contains(repeats), "{lang}: {row}");
        let row = table(lang, &hang, "axf");
        assert!(row.contains(timeout), "{lang}: {row}");
    }
}

/// `qili run --engine` with an engine that greets and then never answers `go`: the failure
/// says it did not answer the move in time (超时未应着, the referee's word for a move), not that
/// it did not reply (超时未回应, the greeting's and `isready`'s), from what qili waited for;
/// English as before.
#[test]
fn run_engine_says_a_move_not_answered_in_time() {
    let dir = scratch("chinese-engine-faults-move-timeout");
    let hang = script(&dir, "hang", "serve first fail=1:hang\n");
    let command = format!("{MOCK} {hang}");
    for (lang, said, not_said) in [
        ("en", "no `bestmove` in time; killed", "超时"),
        (
            "zh-Hans",
            "超时未应着（等待“bestmove”），已被终止",
            "超时未回应",
        ),
        (
            "zh-Hant",
            "超時未應著（等待「bestmove」），已被終止",
            "超時未回應",
        ),
    ] {
        let (_, out, err) = qili(
            lang,
            &[
                "run",
                "--engine",
                &command,
                "--ranks",
                "0",
                "--timeout",
                "1",
                "--rules",
                "axf",
                "axf-001",
            ],
        );
        assert!(out.contains(said), "{lang}:\n{out}\n{err}");
        assert!(!out.contains(not_said), "{lang}:\n{out}");
    }
}

/// `qili match` and `qili tournament run` with an engine that cannot start: the whole line in
/// the language asked for, the entrant's name before it in a tournament.
#[test]
fn match_and_tournament_say_why_an_engine_cannot_start() {
    let dir = scratch("chinese-engine-faults-match");
    let exit = script(&dir, "exit", "expect ucci\nexit 0\n");
    let good = script(&dir, "good", "serve first\n");
    let spec = format!("cmd={MOCK} arg={exit}");
    let fine = format!("cmd={MOCK} arg={good}");
    let reasons = [
        format!(
            "engine `{spec}` could not be started and greeted over ucci: it closed its output while qili waited for `ucciok` after `ucci`; it exited with status 0; no game was played"
        ),
        format!(
            "引擎 `{spec}` 无法启动，或未以 ucci 协议应答：在 qili 等待对“ucci”的应答“ucciok”时关闭了输出；以退出状态 0 结束；未下任何一局"
        ),
        format!(
            "引擎 `{spec}` 無法啟動，或未以 ucci 協定應答：在 qili 等待對「ucci」的應答「ucciok」時關閉了輸出；已結束，結束狀態為 0；未下任何一局"
        ),
    ];
    let missing = "cmd=/nonexistent/engine";
    let unstarted = [
        "cannot start `/nonexistent/engine`: No such file or directory (os error 2)",
        "无法启动 `/nonexistent/engine`：没有这个文件或目录",
        "無法啟動 `/nonexistent/engine`：沒有這個檔案或目錄",
    ];
    std::fs::write(
        dir.join("e.yaml"),
        format!("engines: [{{name: A, spec: \"{spec}\"}}, {{name: B, spec: \"{fine}\"}}]\n"),
    )
    .unwrap();
    for (i, lang) in LANGS.into_iter().enumerate() {
        let game = ["match", "--rules", "cn", "--games", "1", "--depth", "1"];
        let head = if lang == "en" { "qili: " } else { "qili：" };
        let mut args = game.to_vec();
        args.extend(["--engine", &spec, "--engine", &fine]);
        let (code, _, err) = qili(lang, &args);
        assert_eq!(code, 3, "{lang}: {err}");
        assert_eq!(err, format!("{head}{}\n", reasons[i]), "{lang}");

        let mut args = game.to_vec();
        args.extend(["--engine", missing, "--engine", &fine]);
        let (code, _, err) = qili(lang, &args);
        assert_eq!(code, 3, "{lang}: {err}");
        assert!(err.contains(unstarted[i]), "{lang}: {err}");
        assert!(!err.contains("os error") || lang == "en", "{lang}: {err}");

        let _ = std::fs::remove_file(dir.join("r.json"));
        let (_, err, code) = round_robin(&dir, lang, &[]);
        assert_eq!(code, 3, "{lang}: {err}");
        let name = if lang == "en" { "A: " } else { "A：" };
        assert_eq!(err, format!("{head}{name}{}\n", reasons[i]), "{lang}");
    }
}

/// An engine that crashes mid-game: the PGN comment (match and tournament run) and the progress
/// line (tournament run) say what qili waited for and how the process ended, in the language
/// asked for.
#[test]
fn a_crash_mid_game_is_worded() {
    let dir = scratch("chinese-engine-faults-crash");
    let crash = script(&dir, "crash", "serve first fail=1:crash\n");
    let good = script(&dir, "good", "serve first\n");
    let spec = format!("cmd={MOCK} arg={crash} name=A");
    let fine = format!("cmd={MOCK} arg={good} name=B");
    std::fs::write(
        dir.join("e.yaml"),
        format!("engines: [{{name: A, spec: \"{spec}\"}}, {{name: B, spec: \"{fine}\"}}]\n"),
    )
    .unwrap();
    for (lang, words) in [
        (
            "en",
            "red it closed its output while qili waited for `bestmove`; it was ended by signal 6",
        ),
        (
            "zh-Hans",
            "红方引擎崩溃或无法运行：在 qili 等待“bestmove”时关闭了输出；被信号 6 终止",
        ),
        (
            "zh-Hant",
            "紅方引擎崩潰或無法執行：在 qili 等待「bestmove」時關閉了輸出；被訊號 6 終止",
        ),
    ] {
        let pgn = dir.join(format!("m-{lang}.pgn"));
        let (code, _, err) = qili(
            lang,
            &[
                "match",
                "--rules",
                "cn",
                "--games",
                "1",
                "--depth",
                "1",
                "--engine",
                &spec,
                "--engine",
                &fine,
                "--pgn",
                path(&pgn),
            ],
        );
        assert_eq!(code, 0, "{lang}: {err}");
        let text = std::fs::read_to_string(&pgn).unwrap();
        assert!(text.contains(words), "{lang}: {text}");

        let _ = std::fs::remove_file(dir.join("r.json"));
        let tpgn = format!("t-{lang}.pgn");
        let (_, err, code) = round_robin(&dir, lang, &["--pgn", &tpgn]);
        assert_eq!(code, 0, "{lang}: {err}");
        assert!(err.contains(words), "{lang}: {err}");
        let text = std::fs::read_to_string(dir.join(&tpgn)).unwrap();
        assert!(text.contains(words), "{lang}: {text}");
    }
}

/// `qili tournament run --pgn` into a folder that is not there: the event stops at the first
/// game with the file and the system's reason in the catalogue's words, where it printed the
/// system's English in every language; English as before.
#[test]
fn tournament_run_says_why_its_pgn_cannot_be_written() {
    let dir = scratch("chinese-engine-faults-pgn");
    let good = script(&dir, "good", "serve first\n");
    let fine = format!("cmd={MOCK} arg={good}");
    std::fs::write(
        dir.join("e.yaml"),
        format!("engines: [{{name: A, spec: \"{fine}\"}}, {{name: B, spec: \"{fine}\"}}]\n"),
    )
    .unwrap();
    for (lang, want) in [
        (
            "en",
            "qili: nodir/x.pgn: No such file or directory (os error 2)",
        ),
        ("zh-Hans", "qili：无法写入 nodir/x.pgn：没有这个文件或目录"),
        ("zh-Hant", "qili：無法寫入 nodir/x.pgn：沒有這個檔案或目錄"),
    ] {
        let _ = std::fs::remove_file(dir.join("r.json"));
        let (_, err, code) = round_robin(&dir, lang, &["--pgn", "nodir/x.pgn"]);
        assert_eq!(code, 2, "{lang}: {err}");
        assert_eq!(err.lines().last(), Some(want), "{lang}: {err}");
    }
}
