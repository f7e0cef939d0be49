//! The arbiter's commands on files: a result entry killed at any moment leaves the results file
//! whole and loses no result it reported entered; byes and late entries show on the sheet and
//! in the standings with why; a hand pairing is refused, then recorded with --force.

use crate::support::scratch;
use qili_tournament::results::Event;
use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn qili_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("qili runs")
}

fn ok(dir: &Path, args: &[&str]) -> String {
    let out = qili_in(dir, args);
    assert!(
        out.status.success(),
        "qili {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn read(dir: &Path) -> Event {
    let text = std::fs::read_to_string(dir.join("e.json")).expect("the results file");
    Event::parse(&text, "e.json").unwrap_or_else(|e| panic!("the results file is broken: {e}"))
}

/// Results entered one by one, each process killed after a delay that moves through its run
/// (before it reads, while it checks, while it writes): after every kill the file parses, every
/// result entered before is still there, and a process that said it entered its result did.
#[test]
fn a_kill_while_entering_results_loses_nothing() {
    let dir = scratch("desk-kill");
    let entries: String = (1..=40).map(|i| format!("P{i},{}\n", 2000 + i)).collect();
    std::fs::write(dir.join("entries.csv"), entries).unwrap();
    ok(
        &dir,
        &[
            "tournament",
            "new",
            "--players",
            "entries.csv",
            "--system",
            "swiss",
            "--rounds",
            "5",
            "--rules",
            "cn",
            "--results",
            "e.json",
        ],
    );
    ok(
        &dir,
        &["tournament", "pair", "--results", "e.json", "--record"],
    );
    // How long one entry takes here, to spread the kills over it.
    let started = Instant::now();
    ok(
        &dir,
        &[
            "tournament",
            "result",
            "--results",
            "e.json",
            "--board",
            "1",
            "1-0",
        ],
    );
    let span = started.elapsed().as_micros().max(1000) as u64;
    let (mut killed, mut finished) = (0, 0);
    for board in 2..=20usize {
        let b = board.to_string();
        let args = [
            "tournament",
            "result",
            "--results",
            "e.json",
            "--board",
            &b,
            "1/2-1/2",
        ];
        let mut entered = false;
        for attempt in 0..3u64 {
            let mut child = Command::new(env!("CARGO_BIN_EXE_qili"))
                .args(args)
                .current_dir(&dir)
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("qili starts");
            let delay = (board as u64 * 7919 + attempt * 104_729) % (span * 3 / 2);
            std::thread::sleep(Duration::from_micros(delay));
            let _ = child.kill();
            let status = child.wait().expect("qili ends");
            let event = read(&dir);
            let has =
                |k: usize| {
                    let p = &event.file.pairings[0];
                    event.file.games.iter().any(|g| {
                        g.round == 1 && [g.red.clone(), g.black.clone()] == p.boards[k - 1]
                    })
                };
            for earlier in 1..board {
                assert!(
                    has(earlier),
                    "board {earlier}'s result was lost by a kill on board {board}"
                );
            }
            if status.success() {
                finished += 1;
                assert!(
                    has(board),
                    "board {board}: qili said it entered the result, and it is not there"
                );
            } else {
                killed += 1;
            }
            if has(board) {
                entered = true;
                break;
            }
        }
        if !entered {
            ok(&dir, &args);
        }
    }
    let event = read(&dir);
    assert_eq!(event.games.len(), 20, "every board has its one result");
    // A kill after the temporary file was written and before the rename leaves it behind:
    // the file itself stayed whole.
    let left = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        })
        .count();
    eprintln!(
        "{killed} entries killed ({left} between writing the new file and renaming it), {finished} finished"
    );
    assert!(
        killed > 0,
        "no entry was cut short (finished {finished}): the test proved nothing"
    );
}

/// A requested bye and a late entry: not paired in their rounds, scored as recorded, and shown
/// with why on the sheet and in the crosstable.
#[test]
fn byes_and_late_entries_show_why() {
    let dir = scratch("desk-byes");
    std::fs::write(dir.join("entries.csv"), "A,2400\nB,2300\nC,2200\nD,2100\n").unwrap();
    ok(
        &dir,
        &[
            "tournament",
            "new",
            "--players",
            "entries.csv",
            "--system",
            "swiss",
            "--rounds",
            "3",
            "--rules",
            "axf",
            "--results",
            "e.json",
        ],
    );
    ok(
        &dir,
        &["tournament", "pair", "--results", "e.json", "--record"],
    );
    for b in ["1", "2"] {
        ok(
            &dir,
            &[
                "tournament",
                "result",
                "--results",
                "e.json",
                "--board",
                b,
                "1-0",
            ],
        );
    }
    ok(
        &dir,
        &[
            "tournament",
            "bye",
            "--results",
            "e.json",
            "--player",
            "A",
            "--round",
            "2",
            "--points",
            "half",
        ],
    );
    ok(
        &dir,
        &[
            "tournament",
            "enter",
            "--results",
            "e.json",
            "--player",
            "E",
            "--points",
            "zero",
        ],
    );
    // A, excused, is not paired; B, C, D and E make two boards.
    let sheet = ok(
        &dir,
        &["tournament", "pair", "--results", "e.json", "--record"],
    );
    let event = read(&dir);
    let round2 = &event.file.pairings[1];
    assert_eq!(round2.boards.len(), 2, "{sheet}");
    assert!(round2.board_of("A").is_none(), "{sheet}");
    assert!(round2.board_of("E").is_some(), "{sheet}");
    // AXF scores a draw 1: half a bye is 1 point, the late entry's round nothing.
    let line = sheet
        .lines()
        .find(|l| l.starts_with("not playing: A (no "))
        .unwrap_or_else(|| panic!("A is not listed as not playing:\n{sheet}"));
    assert!(line.ends_with("): 1 — requested bye"), "{sheet}");
    for b in ["1", "2"] {
        ok(
            &dir,
            &[
                "tournament",
                "result",
                "--results",
                "e.json",
                "--board",
                b,
                "0-1",
            ],
        );
    }
    let table = ok(&dir, &["tournament", "standings", "--results", "e.json"]);
    let row = |p: &str| {
        table
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(p))
            .unwrap_or_else(|| panic!("no row for {p}:\n{table}"))
            .to_string()
    };
    assert!(row("A").contains("req 1"), "{table}");
    assert!(row("E").contains("late 0"), "{table}");
    assert!(table.contains("req: a bye the player asked for"), "{table}");
    let html = ok(
        &dir,
        &["tournament", "standings", "--results", "e.json", "--html"],
    );
    assert!(
        html.contains("req 1") && html.contains("late 0"),
        "the page shows why"
    );
    // A bye for a round already paired is refused; so is one for a round past the event.
    let out = qili_in(
        &dir,
        &[
            "tournament",
            "bye",
            "--results",
            "e.json",
            "--player",
            "B",
            "--round",
            "2",
            "--points",
            "zero",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("round 2 is already paired"));
}

/// A hand pairing with a rematch is refused with the clause and nothing is written; with --force
/// it is recorded with its breach, which the sheet shows.
#[test]
fn a_forced_hand_pairing_is_recorded_with_its_breaches() {
    let dir = scratch("desk-manual");
    std::fs::write(dir.join("entries.csv"), "A,2400\nB,2300\nC,2200\nD,2100\n").unwrap();
    ok(
        &dir,
        &[
            "tournament",
            "new",
            "--players",
            "entries.csv",
            "--system",
            "swiss",
            "--rounds",
            "3",
            "--rules",
            "cn",
            "--results",
            "e.json",
        ],
    );
    ok(
        &dir,
        &["tournament", "pair", "--results", "e.json", "--record"],
    );
    let event = read(&dir);
    let [r1, b1] = event.file.pairings[0].boards[0].clone();
    let [r2, b2] = event.file.pairings[0].boards[1].clone();
    for b in ["1", "2"] {
        ok(
            &dir,
            &[
                "tournament",
                "result",
                "--results",
                "e.json",
                "--board",
                b,
                "1/2-1/2",
            ],
        );
    }
    // The same pairs again, colours swapped: two rematches.
    std::fs::write(dir.join("hand.txt"), format!("{b1} - {r1}\n{b2} - {r2}\n")).unwrap();
    let before = std::fs::read(dir.join("e.json")).unwrap();
    let out = qili_in(
        &dir,
        &[
            "tournament",
            "pair",
            "--results",
            "e.json",
            "--manual",
            "hand.txt",
            "--record",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("breaks 附录二 三 “相遇过的对手不再编对”"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(dir.join("e.json")).unwrap(),
        before,
        "nothing is written"
    );
    ok(
        &dir,
        &[
            "tournament",
            "pair",
            "--results",
            "e.json",
            "--manual",
            "hand.txt",
            "--force",
        ],
    );
    let event = read(&dir);
    let round2 = &event.file.pairings[1];
    assert!(round2.manual);
    assert_eq!(
        round2
            .breaches
            .iter()
            .filter(|b| b.clause == "附录二 三")
            .count(),
        2,
        "{:?}",
        round2.breaches
    );
    let sheet = ok(&dir, &["tournament", "sheet", "--results", "e.json"]);
    assert!(sheet.contains("paired by hand"), "{sheet}");
    assert!(
        sheet.contains(&format!("breach: {b1} – {r1} breaks 附录二 三")),
        "{sheet}"
    );
}
