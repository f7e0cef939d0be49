//! The last English errors of `qili games`, `new`, `run`, `run --engine` and `match`, in
//! Chinese (issue #32): each test asserts the Chinese and that the English is byte for byte
//! what it was.

use crate::support::{path, run_in as run, scratch};
use std::path::Path;

/// The record errors of `qili games --list record-error`: the lines after each book's heading.
fn listed(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter(|l| l.starts_with("  ") && l.contains(" · "))
        .collect()
}

/// A word that is no move, a word the grammar stops inside, an XQF file that cannot be read and
/// a game too large to read: the reader's reasons in Chinese (from the oracle's and the games
/// crate's data), the English the reader's own words.
#[test]
fn a_record_that_goes_wrong_says_why_in_chinese() {
    let dir = scratch("chinese-errors-games");
    let at = path(&dir).to_string();
    let game = |name: &str, movetext: &str| {
        let file = dir.join(name);
        let text = format!("[Event \"x\"]\n[Result \"1-0\"]\n\n{movetext} 1-0\n");
        std::fs::write(&file, text).unwrap();
        file
    };
    let list = |lang: &str, file: &Path| {
        let args = [
            "games",
            path(file),
            "--rules",
            "cn",
            "--list",
            "record-error",
        ];
        let (out, _) = run(lang, 1, &args);
        listed(&out)
            .into_iter()
            .map(String::from)
            .collect::<Vec<_>>()
    };
    let word = game("word.pgn", "1. 炮二平五 xyzzy 2. 马二进三");
    assert_eq!(
        list("zh-Hans", &word),
        [format!(
            "  {at}/word.pgn 第 1 局 · x · 记录结果 1-0 · 第 2 着：第 4 行第 9 字：无法读出此着：\
             “xyzzy”不是着法：着法以棋子起头（车 马 炮 相 仕 帅 兵等汉字，或 WXF 字母 K A E H R \
             C P、N B G），或以前、中、后（+ -）起头，或以 ICCS 坐标起头（a–i 路与 0–9 线，如 \
             h2e2）"
        )]
    );
    assert_eq!(
        list("en", &word),
        [format!(
            "  {at}/word.pgn game 1 · x · recorded 1-0 · ply 2: move 2 'xyzzy' (4:9): 'xyzzy' is \
             not a move: a move begins with a piece (a WXF letter K A E H R C P, or N B G, or a \
             Chinese piece such as 车), a tandem mark (+ - 前 中 后), or an ICCS square (a file \
             a-i and a rank 0-9, as in h2e2)"
        )]
    );

    let cut = game("cut.pgn", "1. 炮二平五 马８进７ 2. 马二进");
    assert_eq!(
        list("zh-Hant", &cut),
        [format!(
            "  {at}/cut.pgn 第 1 局 · x · 記錄結果 1-0 · 第 3 著：第 4 行第 17 字：無法讀出此著：\
             「马二进」中：此處應為步數或路數（一至九或 1–9）"
        )]
    );
    assert_eq!(
        list("en", &cut),
        [format!(
            "  {at}/cut.pgn game 1 · x · recorded 1-0 · ply 3: move 3 '马二进' (4:17): in \
             '马二进': expected a number (一-九 or 1-9)"
        )]
    );

    // The XQF signature and a version byte, but no 1,024-byte header.
    let xqf = dir.join("short.xqf");
    let mut bytes = b"XQ\x0a".to_vec();
    bytes.resize(100, 0);
    std::fs::write(&xqf, bytes).unwrap();
    assert_eq!(
        list("zh-Hans", &xqf),
        [format!(
            "  {at}/short.xqf 第 1 局 · 记录结果 * · 第 0 着：不是可读的 XQF 文件：共 100 字节，不足 XQF 文件头的 \
             1024 字节"
        )]
    );
    assert_eq!(
        list("en", &xqf),
        [format!(
            "  {at}/short.xqf game 1 · recorded * · ply 0: not a readable XQF file: 100 bytes: \
             shorter than the 1024-byte header of an XQF file"
        )]
    );

    // A game larger than the reader takes (1 MiB).
    let large = dir.join("large.pgn");
    let moves = "1. 炮二平五 炮８平５\n".repeat(60_000);
    std::fs::write(&large, format!("[Event \"big\"]\n\n{moves}\n")).unwrap();
    assert_eq!(
        list("zh-Hans", &large),
        [format!(
            "  {at}/large.pgn 第 1 局 · big · 记录结果 * · 第 0 着：第 1 行：此局大于 1 MiB，未读"
        )]
    );
    assert_eq!(
        list("en", &large),
        [format!(
            "  {at}/large.pgn game 1 · big · recorded * · ply 0: line 1: the game is larger \
             than 1 MiB: not read"
        )]
    );
}

/// Fails loudly unless `/dev/full` is the device every write to fails (a character device).
fn full_device() {
    use std::os::unix::fs::FileTypeExt;
    let device = std::fs::metadata("/dev/full").is_ok_and(|m| m.file_type().is_char_device());
    assert!(
        device,
        "this test needs /dev/full, a device every write to fails"
    );
}

/// `qili games --pgn` to a device with no room left: the output fails while it is written
/// (exit code 2), said in Chinese, the full disk in the catalogue's words (it was the system's
/// English), in both forms.
#[test]
fn a_games_output_failing_mid_write_is_said_in_chinese() {
    full_device();
    let dir = scratch("chinese-errors-full");
    let file = dir.join("one.pgn");
    std::fs::write(&file, "[Event \"x\"]\n\n1. 炮二平五 马８进７ 1-0\n").unwrap();
    let args = ["games", path(&file), "--pgn", "/dev/full"];
    let (_, zh) = run("zh-Hans", 2, &args);
    assert_eq!(zh, "qili：无法写入 /dev/full：没有剩余空间\n");
    let (_, hant) = run("zh-Hant", 2, &args);
    assert_eq!(hant, "qili：無法寫入 /dev/full：沒有剩餘空間\n");
    let (_, en) = run("en", 2, &args);
    assert_eq!(
        en,
        "qili: cannot write /dev/full: No space left on device (os error 28)\n"
    );
}

/// A file name too long to open, read or write (the system's "File name too long", English
/// in Chinese before), and a file whose reading fails after it opened (`/proc/self/mem`: the
/// system's words without the 无法读取 lead-in before), said in the catalogue's words; English
/// as it was.
#[test]
fn a_name_too_long_and_a_failed_read_are_said_in_chinese() {
    let dir = scratch("chinese-errors-long-name");
    let long = dir.join(format!("{}.pgn", "a".repeat(300)));
    let long = path(&long);
    let (_, hans) = run("zh-Hans", 2, &["games", long]);
    assert_eq!(hans, format!("qili：{long}：文件名过长或无效\n"));
    let (_, hant) = run("zh-Hant", 2, &["games", long]);
    assert_eq!(hant, format!("qili：{long}：檔名過長或無效\n"));
    let (_, en) = run("en", 2, &["games", long]);
    assert_eq!(
        en,
        format!("qili: {long}: File name too long (os error 36)\n")
    );
    let sample = "games/samples/wxf-iccs.pgn";
    let (_, hans) = run("zh-Hans", 2, &["games", sample, "--json", long]);
    assert!(
        hans.ends_with(&format!("qili：无法写入 {long}：文件名过长或无效\n")),
        "{hans}"
    );
    // /proc/self/mem opens as a file, but reading it from its start fails (EIO).
    let mem = ["adjudicate", "--rules", "axf", "--batch", "/proc/self/mem"];
    let (_, hans) = run("zh-Hans", 2, &mem);
    assert_eq!(
        hans,
        "qili：--batch /proc/self/mem：无法读取：Input/output error (os error 5)\n"
    );
    let (_, en) = run("en", 2, &mem);
    assert_eq!(
        en,
        "qili: --batch /proc/self/mem: Input/output error (os error 5)\n"
    );
}

/// `qili new`'s errors and notes, and a name that is no case (`run`, `run --engine`,
/// `render`), in Chinese; the English as it was.
#[test]
fn new_and_an_unknown_case_speak_chinese() {
    let dir = scratch("chinese-errors-new");
    let fen = "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1";
    let no_loop = ["new", "--fen", fen, "--moves", "车九进一"];
    let (_, zh) = run("zh-Hans", 2, &no_loop);
    assert_eq!(
        zh,
        "qili：--moves：这些着法没有回到先前出现过、且轮到同一方走的局面，没有循环可判：请给出着法，\
         直到末一着之后的局面曾经出现过\n"
    );
    let (_, en) = run("en", 2, &no_loop);
    assert_eq!(
        en,
        "qili: --moves: the moves never return to an earlier position with the same side to \
         move, so there is no loop to rule: give the moves until the position after the last one \
         has occurred before\n"
    );
    let bad_move = ["new", "--fen", fen, "--moves", "马二进三"];
    let (_, zh) = run("zh-Hans", 2, &bad_move);
    assert!(zh.starts_with("qili：--moves：第 1 着“马二进三”"), "{zh}");
    let (_, en) = run("en", 2, &bad_move);
    assert!(
        en.starts_with("qili: --moves: move 1 '马二进三' (1:1): "),
        "{en}"
    );

    let loop_ = "车九进一 将4进1 车九退一 将4退1 车九进一";
    let out = dir.join("contrib").join("rook-checks.yaml");
    let new = |lang: &str, code: i32, out: &str| {
        run(
            lang,
            code,
            &["new", "--fen", fen, "--moves", loop_, "--out", out],
        )
    };
    let (_, zh) = new("zh-Hans", 0, path(&out));
    assert_eq!(
        zh,
        format!(
            "qili：已写入 {}：请对照规则书逐条核实“PROPOSAL”（判定程序的建议），替换每一处 TODO，再运行 \
             `cargo run --release -- run contrib-rook-checks`\n",
            path(&out)
        )
    );
    let (_, zh) = new("zh-Hant", 2, path(&out));
    assert_eq!(
        zh,
        format!("qili：--out {}：檔案已存在；沒有寫入任何檔案\n", path(&out))
    );
    let (_, en) = new("en", 2, path(&out));
    assert_eq!(
        en,
        format!(
            "qili: --out {}: the file exists; nothing was written\n",
            path(&out)
        )
    );
    let elsewhere = dir.join("rook-checks.yaml");
    let (_, zh) = new("zh-Hans", 0, path(&elsewhere));
    assert!(
        zh.starts_with(
            "qili：注意：补充案例放在 cases/contrib/ 下；请把文件移到那里\nqili：已写入 "
        ),
        "{zh}"
    );
    let (_, en) = new("en", 0, path(&dir.join("other.yaml")));
    assert!(
        en.starts_with(
            "qili: note: contributed cases live in cases/contrib/; move the file there\nqili: \
             wrote "
        ),
        "{en}"
    );
    let (_, zh) = new("zh-Hans", 2, "Rook.yml");
    assert_eq!(
        zh,
        "qili：--out Rook.yml：文件名应为 <slug>.yaml，slug 由小写字母、数字与连字符组成（如 \
         cases/contrib/rook-chases-cannon.yaml）；案例编号为 contrib-<slug>\n"
    );
    let (_, en) = new("en", 2, "Rook.yml");
    assert_eq!(
        en,
        "qili: --out Rook.yml: name the file <slug>.yaml, the slug in lower-case letters, digits \
         and hyphens (cases/contrib/rook-chases-cannon.yaml); the case id is contrib-<slug>\n"
    );
    // A directory that cannot be made: its parent is a file.
    let under_file = dir.join("contrib").join("rook-checks.yaml").join("x.yaml");
    let parent = under_file.parent().unwrap().display().to_string();
    let (_, zh) = new("zh-Hans", 2, path(&under_file));
    assert_eq!(
        zh,
        format!("qili：--out：无法建立目录 {parent}：路径中有一项不是目录\n")
    );
    let (_, en) = new("en", 2, path(&under_file));
    assert!(
        en.starts_with(&format!("qili: --out: cannot create {parent}: ")),
        "{en}"
    );

    for args in [
        &["run", "axf-999"][..],
        &["run", "--engine", "/bin/true", "axf-999"],
        &["render", "axf-999", "--svg", "/dev/null"],
    ] {
        let (_, zh) = run("zh-Hans", 2, args);
        assert_eq!(
            zh, "qili：没有案例“axf-999”（请给出案例编号，如 axf-032，或案例文件）\n",
            "{args:?}"
        );
        let (_, en) = run("en", 2, args);
        assert_eq!(
            en, "qili: no case 'axf-999' (give a case id such as axf-032 or a case file)\n",
            "{args:?}"
        );
    }
}

/// What is wrong inside a `--expect` file, named by the entry's line in Chinese; a YAML error
/// by its line, serde's words on it in the catalogue's (they were serde's English); the English
/// as it was.
#[test]
fn an_expectations_file_says_what_is_wrong_by_line_in_chinese() {
    let dir = scratch("chinese-errors-expect");
    let file = dir.join("engine.yaml");
    let expect = |lang: &str, text: &str| {
        std::fs::write(&file, text).unwrap();
        let args = ["run", "--engine", "/bin/true", "--expect", path(&file)];
        run(lang, 2, &args).1
    };
    let good = "- case: axf-032\n  rules: axf\n  reason: ignores the ban\n";
    let unknown = format!("{good}- case: axf-999\n  rules: cn\n  reason: why\n");
    let at = path(&file);
    assert_eq!(
        expect("zh-Hans", &unknown),
        format!("qili：{at} 第 4 行：条目 axf-999 cn：没有案例“axf-999”\n")
    );
    assert_eq!(
        expect("en", &unknown),
        format!("qili: {at}: entry axf-999 cn: no case 'axf-999'\n")
    );
    let rules = "- case: axf-032\n  rules: axf+ban\n  reason: why\n";
    assert_eq!(
        expect("zh-Hant", rules),
        format!(
            "qili：{at} 第 1 行：條目 axf-032 axf+ban：rules 應為下列之一：axf、axf+banmoves、cn、\
             cn+banmoves\n"
        )
    );
    assert_eq!(
        expect("en", rules),
        format!(
            "qili: {at}: entry axf-032 axf+ban: rules must be one of axf, axf+banmoves, cn, \
             cn+banmoves\n"
        )
    );
    let empty = format!("{good}- case: cn-01\n  rules: cn\n  reason: ''\n");
    assert_eq!(
        expect("zh-Hans", &empty),
        format!("qili：{at} 第 4 行：条目 cn-01 cn：未写原因（reason 为空）\n")
    );
    let twice = good.repeat(2);
    assert_eq!(
        expect("zh-Hans", &twice),
        format!("qili：{at} 第 4 行：条目 axf-032 axf：列出了两次\n")
    );
    assert_eq!(
        expect("en", &twice),
        format!("qili: {at}: entry axf-032 axf: listed twice\n")
    );
    let yaml = "- case: axf-032\n  rules: axf\n  reason: x\n  extra: y\n";
    let zh = expect("zh-Hans", yaml);
    assert_eq!(
        zh,
        format!(
            "qili：{at} 第 4 行：不是已知失败清单（每项一个 case、rules、reason 的 YAML 列表）：.[0]：\
             没有 `extra` 这个键：应为 `case`、`rules`、`reason` 之一\n"
        ),
    );
    let en = expect("en", yaml);
    assert!(
        en.starts_with(&format!("qili: {at}:4:3: .[0]: unknown field `extra`")),
        "{en}"
    );
    let missing = dir.join("nope.yaml");
    let args = ["run", "--engine", "/bin/true", "--expect", path(&missing)];
    assert_eq!(
        run("zh-Hans", 2, &args).1,
        format!("qili：{}：没有这个文件或目录\n", path(&missing))
    );
    // A list that is no file, or no UTF-8 text: worded from the reader's fault, not quoted in
    // English after the YAML heading.
    let args = ["run", "--engine", "/bin/true", "--expect", path(&dir)];
    assert_eq!(
        run("zh-Hans", 2, &args).1,
        format!("qili：{}：不是普通文件，无法读取\n", path(&dir))
    );
    assert_eq!(
        run("en", 2, &args).1,
        format!("qili: {}: not a regular file\n", path(&dir))
    );
    let binary = dir.join("binary.yaml");
    std::fs::write(&binary, [0xff, 0xfe]).unwrap();
    let args = ["run", "--engine", "/bin/true", "--expect", path(&binary)];
    assert_eq!(
        run("zh-Hant", 2, &args).1,
        format!(
            "qili：{}：不是 UTF-8 文字：前 0 個位元組之後出現無效的位元組\n",
            path(&binary)
        )
    );
    assert_eq!(
        run("en", 2, &args).1,
        format!(
            "qili: {}: not UTF-8 text (byte 0 is invalid)\n",
            path(&binary)
        )
    );
}

/// A mock engine's spec for a script written into `dir`.
fn mock(dir: &Path, name: &str, proto: &str, script: &str) -> String {
    let file = dir.join(format!("{name}.script"));
    std::fs::write(&file, script).unwrap();
    format!(
        "cmd={} arg={} proto={proto} name={name}",
        env!("CARGO_BIN_EXE_qili-mock-engine"),
        file.display()
    )
}

/// `qili match --pgn` to a device with no room left: every game is still played (the progress
/// lines say so), and the failure is said in Chinese at the end.
#[test]
fn a_match_output_failing_mid_match_is_said_in_chinese_and_the_match_goes_on() {
    full_device();
    let dir = scratch("chinese-errors-match");
    let mater = mock(&dir, "mater", "ucci", "serve first moves=a1d1\n");
    let plain = mock(&dir, "plain", "ucci", "serve first\n");
    let args = [
        "match",
        "--rules",
        "cn",
        "--fen",
        "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1",
        "--engine",
        &mater,
        "--engine",
        &plain,
        "--games",
        "2",
        "--depth",
        "1",
        "--pgn",
        "/dev/full",
    ];
    let (_, zh) = run("zh-Hans", 2, &args);
    assert!(zh.contains("[2/2] 第 2 轮："), "{zh}");
    assert!(
        zh.ends_with("qili：无法写入 /dev/full：没有剩余空间\n"),
        "{zh}"
    );
    let (_, en) = run("en", 2, &args);
    assert!(en.contains("[2/2] round 2: "), "{en}");
    assert!(
        en.ends_with("qili: cannot write /dev/full: No space left on device (os error 28)\n"),
        "{en}"
    );
}

/// `qili run`'s tier table and failure details, and `qili run --engine`'s progress lines,
/// failure details and settings, in Chinese; the English as it was.
#[test]
fn run_and_certification_details_speak_chinese() {
    let (zh, _) = run("zh-Hans", 0, &["run", "axf-001", "--rules", "axf"]);
    assert!(
        zh.contains(
            "| 试验 | 通过 | 未通过 | 已知失败 | 未测 |\n|---|---|---|---|---|\n\
             | AXF 案例，依 AXF（书中所载判决） | 1 | 0 | 0 | 0 |\n"
        ),
        "{zh}"
    );
    let (en, _) = run("en", 0, &["run", "axf-001", "--rules", "axf"]);
    assert!(
        en.contains(
            "| trials | pass | fail | known failure | ignored |\n|---|---|---|---|---|\n\
             | AXF cases under AXF (printed rulings) | 1 | 0 | 0 | 0 |\n"
        ),
        "{en}"
    );

    // An engine that plays a move from an empty point at its second search (its first finds
    // its coordinates) fails the trial it is asked there.
    let dir = scratch("chinese-errors-certify");
    let engine = mock(&dir, "wild", "ucci", "serve first fail=2:illegal\n");
    let args = [
        "run", "--engine", &engine, "--depth", "1", "--jobs", "1", "--rules", "cn", "axf-018",
    ];
    let (out, err) = run("zh-Hant", 1, &args);
    assert_eq!(
        err,
        "[1/2] axf-018 cn：走了違規著法\n[2/2] axf-018 cn+banmoves：通過\n"
    );
    assert!(
        out.contains("\naxf-018 依 cn：走了違規著法\nmock ("),
        "{out}"
    );
    assert!(
        out.contains(
            "| AXF 案例，依 CN（由條文推得的判決） | 0 | 1 | 0 | 0 |\n\
             | AXF 案例，依 CN（由條文推得的判決），禁走重複著（banmoves） | 1 | 0 | 0 | 0 |\n"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "\n所問：著法（外部引擎無法被問及判決）\n協定：ucci；線號：0-9（測得）；限制：depth 1；\
             時限：10 秒；並行：1；啟動行程："
        ),
        "{out}"
    );
    let (out, err) = run("en", 1, &args);
    assert_eq!(
        err,
        "[1/2] axf-018 cn: illegal_move\n[2/2] axf-018 cn+banmoves: pass\n"
    );
    assert!(
        out.contains("\naxf-018 under cn: illegal_move\nmock ("),
        "{out}"
    );
    assert!(
        out.contains(
            "| AXF cases under CN (derived rulings) | 0 | 1 | 0 | 0 |\n\
             | AXF cases under CN (derived rulings), repeating move banned | 1 | 0 | 0 | 0 |\n"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "\nquestions answered: move (an outside engine cannot be asked for a ruling)\n\
             protocol: ucci; ranks: 0-9 (detected); limit: depth 1; timeout: 10 s; jobs: 1; \
             processes started: "
        ),
        "{out}"
    );
}

/// What is wrong inside an `--openings` file, in Chinese: a line that is no FEN (the FEN's fault
/// in the catalogue's words), a game that goes wrong, no position at all; the English as it was.
#[test]
fn what_is_wrong_inside_an_openings_file_is_said_in_chinese() {
    let dir = scratch("chinese-errors-openings");
    let file = dir.join("openings.txt");
    let at = path(&file);
    let openings = |lang: &str, text: &str| {
        std::fs::write(&file, text).unwrap();
        let args = [
            "match",
            "--rules",
            "cn",
            "--engine",
            "cmd=/bin/true",
            "--engine",
            "cmd=/bin/true",
            "--depth",
            "1",
            "--openings",
            at,
        ];
        run(lang, 2, &args).1
    };
    let fen = "# two openings\n3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1\n4k4/9 w\n";
    assert_eq!(
        openings("zh-Hans", fen),
        format!(
            "qili：--openings：{at}：第 3 行“4k4/9 w”既不是 FEN，也不是 EPD：FEN 格式有误：第 1 个字符处：\
             应有以“/”分隔的 10 行，实有 2 行\n"
        )
    );
    assert_eq!(
        openings("en", fen),
        format!(
            "qili: --openings {at}: line 3: `4k4/9 w` is neither a FEN nor an EPD line: \
             malformed FEN: column 1: expected 10 ranks separated by '/', found 2\n"
        )
    );
    let pgn = "[Event \"a\"]\n\n1. 车一进三 *\n";
    let zh = openings("zh-Hant", pgn);
    assert!(
        zh.starts_with(&format!(
            "qili：--openings：{at}：第 1 行起的對局：第 1 著「车一进三」：第 3 行第 4 字：此著在此局面下不能走：紅方車（第 1 路）進 3"
        )),
        "{zh}"
    );
    let en = openings("en", pgn);
    assert!(
        en.starts_with(&format!(
            "qili: --openings {at}: game at line 1: move 1 '车一进三' (3:4): "
        )),
        "{en}"
    );
    assert_eq!(
        openings("zh-Hans", "# nothing\n"),
        format!("qili：--openings：{at}：文件中没有任何局面\n")
    );
    assert_eq!(
        openings("en", "# nothing\n"),
        format!("qili: --openings {at}: no positions in the file\n")
    );
}

/// An engine that greets nothing in time: `qili run --engine` words its fault in Chinese (the
/// wait, not the English sentence of the fault), and `qili match` says the whole refusal in
/// Chinese (it was English in every language); English as it was.
#[test]
fn an_engine_that_cannot_be_greeted_is_said_in_chinese() {
    let dir = scratch("chinese-errors-greeting");
    let silent = mock(
        &dir,
        "silent",
        "ucci",
        "expect ucci\nsend id name silent\nhang\n",
    );
    let args = [
        "run",
        "--engine",
        &silent,
        "--timeout",
        "1",
        "--rules",
        "cn",
        "axf-018",
    ];
    let (_, en) = run("en", 3, &args);
    assert_eq!(
        en,
        format!(
            "qili: engine `{silent}` could not be started and greeted over ucci: no `ucciok` after \
             `ucci` in time; killed (last line it sent: `id name silent`); nothing was certified\n"
        )
    );
    let (_, zh) = run("zh-Hans", 3, &args);
    assert_eq!(
        zh,
        format!(
            "qili：引擎 `{silent}` 无法启动，或未以 ucci 协议应答：超时未回应（等待对“ucci”的应答\
             “ucciok”），已被终止；其最后发出“id name silent”；未作任何认证\n"
        )
    );

    let args = [
        "match",
        "--rules",
        "cn",
        "--engine",
        "cmd=/bin/true",
        "--engine",
        "cmd=/bin/true",
        "--games",
        "1",
        "--depth",
        "1",
    ];
    let (_, en) = run("en", 3, &args);
    assert!(
        en.starts_with("qili: engine `cmd=/bin/true` could not be started and greeted over ucci: ")
            && en.ends_with("; no game was played\n"),
        "{en}"
    );
    let (_, zh) = run("zh-Hans", 3, &args);
    assert!(
        zh.starts_with("qili：引擎 `cmd=/bin/true` 无法启动，或未以 ucci 协议应答：")
            && zh.ends_with("；未下任何一局\n"),
        "{zh}"
    );
    let (_, zh) = run("zh-Hant", 3, &args);
    assert!(
        zh.starts_with("qili：引擎 `cmd=/bin/true` 無法啟動，或未以 ucci 協定應答：")
            && zh.ends_with("；未下任何一局\n"),
        "{zh}"
    );
}
