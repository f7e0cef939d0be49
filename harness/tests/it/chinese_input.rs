//! Issue #32, brief i18n15: why an input holds no game, in Chinese (`qili games`), each test
//! asserting both Chinese forms and that the English is byte for byte what it was.

use crate::support::{path, root, run_in as run, scratch};
use std::io::Write;
use std::path::Path;
use std::process::Command;

/// Binary data, an empty file, a file of blank lines, a file that is no zip archive and an
/// archive holding another archive and an empty game file: each input's fault on standard
/// error and in the summary, in the three languages.
#[test]
fn an_input_that_holds_no_game_says_why_in_chinese() {
    let dir = scratch("chinese-input-no-game");
    // 50 bytes of which 10 are control bytes (0x01), the rest letters: binary.
    let mut binary = vec![b'a'; 40];
    binary.extend([1u8; 10]);
    std::fs::write(dir.join("rand.bin"), &binary).unwrap();
    std::fs::write(dir.join("empty.pgn"), "").unwrap();
    std::fs::write(dir.join("blank.pgn"), "\n\n  \n").unwrap();
    std::fs::write(dir.join("bad.zip"), b"PK\x03\x04garbage").unwrap();
    let mut zip = zip::ZipWriter::new(std::fs::File::create(dir.join("box.zip")).unwrap());
    let options = zip::write::SimpleFileOptions::default();
    zip.start_file("inner.zip", options).unwrap();
    zip.write_all(b"PK").unwrap();
    zip.start_file("a.pgn", options).unwrap();
    zip.finish().unwrap();
    let files: Vec<String> = ["rand.bin", "empty.pgn", "blank.pgn", "bad.zip", "box.zip"]
        .iter()
        .map(|f| path(&dir.join(f)).to_string())
        .collect();
    let at = |lang: &str| {
        let mut args = vec!["games", "--summary"];
        args.extend(files.iter().map(String::as_str));
        let (out, err) = run(lang, 2, &args);
        let strip = |s: String| s.replace(&format!("{}/", path(&dir)), "");
        (strip(out), strip(err))
    };
    let faults = [
        (
            "rand.bin: not a game record: binary data (10 control bytes in its first 50 bytes), \
             neither PGN, DhtmlXQ nor XQF",
            "rand.bin：不是对局记录：二进制数据（前 50 字节中有 10 个控制字节），既非 PGN、DhtmlXQ，\
             也非 XQF",
            "rand.bin：不是對局記錄：二進位資料（前 50 位元組中有 10 個控制位元組），既非 PGN、DhtmlXQ，\
             也非 XQF",
        ),
        (
            "empty.pgn: empty: no game record in it",
            "empty.pgn：空文件：其中没有对局记录",
            "empty.pgn：空檔案：其中沒有對局記錄",
        ),
        (
            "blank.pgn: no game record in it",
            "blank.pgn：其中没有对局记录",
            "blank.pgn：其中沒有對局記錄",
        ),
        (
            "bad.zip: not a readable zip archive: invalid Zip archive: Could not find EOCD",
            "bad.zip：不是可读的 zip 压缩包：invalid Zip archive: Could not find EOCD",
            "bad.zip：不是可讀的 zip 壓縮檔：invalid Zip archive: Could not find EOCD",
        ),
        (
            "box.zip/inner.zip: a zip archive inside an archive: not read (unzip the outer one)",
            "box.zip/inner.zip：压缩包中的压缩包，未读（请先解开外层的压缩包）",
            "box.zip/inner.zip：壓縮檔中的壓縮檔，未讀（請先解開外層的壓縮檔）",
        ),
        (
            "box.zip/a.pgn: empty: no game record in it",
            "box.zip/a.pgn：空文件：其中没有对局记录",
            "box.zip/a.pgn：空檔案：其中沒有對局記錄",
        ),
    ];
    for (lang, column, error, unreadable) in [
        ("en", 0, "qili: ", "unreadable: "),
        ("zh-Hans", 1, "qili：", "无法读取："),
        ("zh-Hant", 2, "qili：", "無法讀取："),
    ] {
        let (out, err) = at(lang);
        let said: Vec<&str> = faults.iter().map(|f| [f.0, f.1, f.2][column]).collect();
        let expected: Vec<String> = said.iter().map(|s| format!("{error}{s}")).collect();
        assert_eq!(err.lines().collect::<Vec<_>>(), expected, "{lang}");
        let expected: Vec<String> = said.iter().map(|s| format!("{unreadable}{s}")).collect();
        let shown: Vec<&str> = out.lines().filter(|l| l.starts_with(unreadable)).collect();
        assert_eq!(shown, expected, "{lang}: {out}");
    }
}

/// A PGN written by `qili match` names red as the PGN standard does, `[White "…"]`: `--list`
/// shows the players' names (it showed `?` for red), in every language.
/// Plays a two-game match of the mock engines into `dir`: its JSON report and its PGN.
fn a_match(dir: &Path) -> (std::path::PathBuf, std::path::PathBuf) {
    let mock = |name: &str, proto: &str, script: &str| {
        let path = dir.join(format!("{name}.script"));
        std::fs::write(&path, script).unwrap();
        format!(
            "cmd={} arg={} proto={proto} name={name}",
            env!("CARGO_BIN_EXE_qili-mock-engine"),
            path.display()
        )
    };
    let mater = mock("mater", "ucci", "serve first moves=a1d1\n");
    let plain = mock("plain", "cecp", "serve first\n");
    let (json, pgn) = (dir.join("m.json"), dir.join("m.pgn"));
    run(
        "en",
        0,
        &[
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
            "--json",
            path(&json),
            "--pgn",
            path(&pgn),
        ],
    );
    (json, pgn)
}

#[test]
fn the_list_names_red_from_a_match_pgn() {
    let dir = scratch("chinese-input-white");
    let (_, pgn) = a_match(&dir);
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(text.contains("[White \"mater\"]"), "{text}");
    for (lang, first, second) in [
        ("en", "game 1 · mater – plain ·", "game 2 · plain – mater ·"),
        (
            "zh-Hans",
            "第 1 局 · mater – plain ·",
            "第 2 局 · plain – mater ·",
        ),
        (
            "zh-Hant",
            "第 1 局 · mater – plain ·",
            "第 2 局 · plain – mater ·",
        ),
    ] {
        let (out, _) = run(
            lang,
            0,
            &["games", path(&pgn), "--list", "consistent,no-repetition"],
        );
        assert!(out.contains(first) && out.contains(second), "{lang}: {out}");
        assert!(!out.contains("· ? –"), "{lang}: {out}");
    }
}

/// zh-Hant speaks Taiwan's words for what a computer does, not the mainland's written in
/// traditional characters: no line of `zh-Hant.ftl` (the books' words quoted in “…” aside) uses
/// one of these, each with the word that replaces it.
#[test]
fn traditional_chinese_uses_taiwans_words() {
    const MAINLAND: [(&str, &str); 28] = [
        ("默認", "預設"),
        ("對象", "物件"),
        ("信息", "資訊/訊息"),
        ("文件", "檔案"),
        ("程序", "程式"),
        ("數據", "資料"),
        ("二進制", "二進位"),
        ("支持", "支援"),
        ("端口", "連接埠"),
        ("服務器", "伺服器"),
        ("進程", "行程"),
        ("打開", "開啟"),
        ("運行", "執行"),
        ("代碼", "程式碼"),
        ("變量", "變數"),
        ("線程", "執行緒"),
        ("字符", "字元"),
        ("命令行", "命令列"),
        ("粘貼", "貼上"),
        ("導出", "匯出"),
        ("網絡", "網路"),
        ("遞歸", "遞迴"),
        ("打印", "列印"),
        ("壓縮包", "壓縮檔"),
        ("這裏", "這裡"),
        ("回避", "迴避"),
        ("協議", "協定"),
        ("信號", "訊號"),
    ];
    let catalogue = std::fs::read_to_string(root().join("harness/i18n/zh-Hant.ftl")).unwrap();
    let mut found = Vec::new();
    for (n, line) in catalogue.lines().enumerate() {
        // Outside the books' quoted words.
        let own: String = line
            .split('“')
            .enumerate()
            .map(|(i, part)| {
                if i == 0 {
                    part
                } else {
                    part.split_once('”').map_or("", |(_, rest)| rest)
                }
            })
            .collect();
        for (word, taiwan) in MAINLAND {
            if own.contains(word) {
                found.push(format!("line {}: {word} (say {taiwan}): {line}", n + 1));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// What is wrong in the files `qili match merge` is given: the lead-in in Chinese, the JSON
/// reader's words and the files' names as they are; the English as it was.
#[test]
fn match_merge_says_what_is_wrong_in_chinese() {
    let dir = scratch("chinese-input-merge");
    let (json, pgn) = a_match(&dir);
    let text = std::fs::read_to_string(&json).unwrap();
    let pgn_text = std::fs::read_to_string(&pgn).unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).unwrap();
    write("a.json", &text);
    write("b.json", &text);
    write(
        "c.json",
        &text.replace("\"rules\": \"cn\"", "\"rules\": \"axf\""),
    );
    write("d.json", "{bad");
    write("e.pgn", &pgn_text.replace("[Round \"2\"]", "[Round \"1\"]"));
    write(
        "f.pgn",
        &pgn_text.replace("[Result \"1-0\"]", "[Result \"0-1\"]"),
    );
    let cases: [(&[&str], [&str; 3]); 5] = [
        (
            &["a.json", "b.json"],
            [
                "qili: round 1 is in both a.json and b.json",
                "qili：第 1 轮同时在 a.json 与 b.json 中",
                "qili：第 1 輪同時在 a.json 與 b.json 中",
            ],
        ),
        (
            &["a.json", "c.json"],
            [
                "qili: c.json is a report of another match (its rulebook, engines or settings \
                 differ from the first report's)",
                "qili：c.json 是另一场比赛的报告（其规则书、引擎或设置与第一份报告不同）",
                "qili：c.json 是另一場比賽的報告（其規則書、引擎或設定與第一份報告不同）",
            ],
        ),
        (
            &["d.json"],
            [
                "qili: d.json: key must be a string at line 1 column 2",
                "qili：d.json：JSON 报告无法读取：第 1 行第 2 字：键必须是字符串（以双引号括起）",
                "qili：d.json：JSON 報告無法讀取：第 1 行第 2 字：鍵必須是字串（以雙引號括起）",
            ],
        ),
        (
            &["e.pgn"],
            [
                "qili: e.pgn: round 1 is there twice (or in another file: e.pgn: line 1)",
                "qili：e.pgn：第 1 轮出现了两次（或亦在另一文件中：e.pgn 第 1 行）",
                "qili：e.pgn：第 1 輪出現了兩次（或亦在另一檔案中：e.pgn 第 1 行）",
            ],
        ),
        (
            &["a.json", "f.pgn"],
            [
                "qili: the JSON reports and the PGN files do not hold the same games: round 1: \
                 the JSON has mater (red) vs plain (black) 1-0, the PGN (f.pgn: line 1) mater vs \
                 plain 0-1",
                "qili：JSON 报告与 PGN 文件所含的对局不同：第 1 轮：JSON 为 mater（红方）对 plain（黑方）\
                 1-0，PGN（f.pgn 第 1 行）为 mater 对 plain 0-1",
                "qili：JSON 報告與 PGN 檔案所含的對局不同：第 1 輪：JSON 為 mater（紅方）對 plain（黑方）\
                 1-0，PGN（f.pgn 第 1 行）為 mater 對 plain 0-1",
            ],
        ),
    ];
    for (files, said) in cases {
        for (lang, said) in ["en", "zh-Hans", "zh-Hant"].into_iter().zip(said) {
            let mut command = Command::new(env!("CARGO_BIN_EXE_qili"));
            command
                .args(["--lang", lang, "match", "merge"])
                .args(files)
                .args(["--json", "out.json"])
                .current_dir(&dir);
            for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
                command.env_remove(key);
            }
            let out = command.output().expect("qili runs");
            assert_eq!(out.status.code(), Some(2), "{lang} {files:?}");
            let err = String::from_utf8(out.stderr).unwrap();
            assert_eq!(err.trim_end(), said, "{lang} {files:?}");
        }
    }
}

/// `qili serve` says where the explorer is, and why it cannot listen, in the language asked
/// for; the URL stands apart (a space after it) so that a terminal's link ends where it does.
#[test]
fn serve_says_where_it_listens_and_why_it_cannot_in_chinese() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    for (lang, lead, tail) in [
        (
            "en",
            "qili serve: the rules explorer is at http://127.0.0.1:",
            "/ (Ctrl-C stops it)",
        ),
        (
            "zh-Hans",
            "qili serve：棋例浏览器已在 http://127.0.0.1:",
            "/ 上运行（按 Ctrl-C 停止）",
        ),
        (
            "zh-Hant",
            "qili serve：棋例瀏覽器已在 http://127.0.0.1:",
            "/ 上執行（按 Ctrl-C 停止）",
        ),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_qili"))
            .args(["--lang", lang, "serve", "--port", "0"])
            .current_dir(root())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("qili serve starts");
        let mut line = String::new();
        let read = BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line);
        let _ = child.kill();
        let _ = child.wait();
        read.expect("the URL line is read");
        let line = line.trim_end();
        let port = line
            .strip_prefix(lead)
            .and_then(|rest| rest.strip_suffix(tail))
            .unwrap_or_else(|| panic!("{lang}: {line}"));
        assert!(port.parse::<u16>().is_ok(), "{lang}: {line}");
    }

    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a port to hold");
    let port = taken.local_addr().expect("its address").port().to_string();
    let args = ["serve", "--bind", "127.0.0.1", "--port", &port];
    let (_, en) = run("en", 2, &args);
    assert!(
        en.starts_with(&format!("qili: --bind 127.0.0.1 --port {port}: ")),
        "{en}"
    );
    let (_, hans) = run("zh-Hans", 2, &args);
    assert_eq!(
        hans,
        format!("qili：--bind 127.0.0.1 --port {port}：此地址与端口已被占用\n")
    );
    let (_, hant) = run("zh-Hant", 2, &args);
    assert_eq!(
        hant,
        format!("qili：--bind 127.0.0.1 --port {port}：此位址與連接埠已被佔用\n")
    );
}

/// `qili notation`, `perft` and `adjudicate` say what is wrong with their options in the
/// language asked for: a FEN, an unknown rulebook, a batch input that is no file, and the
/// batch's count of lines it could not read; English word for word as before.
#[test]
fn notation_perft_and_adjudicate_refuse_in_chinese() {
    let fen_en =
        "qili: --fen 'bad': malformed FEN: column 1: expected 10 ranks separated by '/', found 1\n";
    let fen_hans = "qili：--fen：FEN 格式有误：第 1 个字符处：应有以“/”分隔的 10 行，实有 1 行\n";
    let fen_hant = "qili：--fen：FEN 格式有誤：第 1 個字元處：應有以「/」分隔的 10 行，實有 1 行\n";
    for args in [
        &[
            "notation", "--fen", "bad", "--moves", "h2e2", "--to", "iccs",
        ][..],
        &["perft", "--fen", "bad", "--depth", "1"][..],
    ] {
        assert_eq!(run("en", 2, args).1, fen_en, "{args:?}");
        assert_eq!(run("zh-Hans", 2, args).1, fen_hans, "{args:?}");
        assert_eq!(run("zh-Hant", 2, args).1, fen_hant, "{args:?}");
    }
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
    let args = [
        "notation",
        "--fen",
        start,
        "--moves",
        "h2e2 h2e2",
        "--to",
        "iccs",
    ];
    assert!(
        run("en", 2, &args).1.starts_with("qili: --moves: "),
        "{:?}",
        run("en", 2, &args)
    );
    assert!(run("zh-Hans", 2, &args).1.starts_with("qili：--moves："));

    let args = [
        "adjudicate",
        "--rules",
        "xyz",
        "--fen",
        start,
        "--moves",
        "h2e2",
    ];
    assert_eq!(
        run("en", 2, &args).1,
        "qili: --rules 'xyz': expected one of axf, cn\n"
    );
    assert_eq!(
        run("zh-Hans", 2, &args).1,
        "qili：--rules：没有“xyz”这部规则书（应为 axf 或 cn）\n"
    );
    assert_eq!(
        run("zh-Hant", 2, &args).1,
        "qili：--rules：沒有「xyz」這部規則書（應為 axf 或 cn）\n"
    );

    let args = ["adjudicate", "--batch", "/dev/null", "--rules", "axf"];
    assert_eq!(
        run("en", 2, &args).1,
        "qili: --batch /dev/null: not a file or a pipe (a device never ends a line)\n"
    );
    assert_eq!(
        run("zh-Hans", 2, &args).1,
        "qili：--batch /dev/null：既不是普通文件也不是管道（这类输入的行不会结束）\n"
    );

    let dir = scratch("chinese-input-batch");
    let file = dir.join("b.jsonl");
    std::fs::write(&file, "{\"fen\": \"x\"}\n").unwrap();
    let args = ["adjudicate", "--batch", path(&file), "--rules", "axf"];
    assert_eq!(
        run("en", 2, &args).1,
        "qili: 1 of 1 lines could not be read (error objects on their lines)\n"
    );
    assert_eq!(
        run("zh-Hans", 2, &args).1,
        "qili：共 1 行，其中 1 行无法读取（该行输出的是错误对象）\n"
    );
    assert_eq!(
        run("zh-Hant", 2, &args).1,
        "qili：共 1 行，其中 1 行無法讀取（該行輸出的是錯誤物件）\n"
    );
}

/// A move list the grammar cannot read is said in Chinese, where in the list (line and column)
/// and why, as `qili games` words a record's word: no English frame of the grammar's in
/// `adjudicate`, `notation`, `new` or `render`; English as before.
#[test]
fn a_move_list_the_grammar_cannot_read_is_said_in_chinese() {
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
    let dir = scratch("chinese-input-move-list");
    let svg = dir.join("x.svg");
    let commands = |moves: &'static str| -> Vec<Vec<&str>> {
        vec![
            vec![
                "adjudicate",
                "--rules",
                "axf",
                "--fen",
                start,
                "--moves",
                moves,
            ],
            vec!["notation", "--fen", start, "--moves", moves, "--to", "iccs"],
            vec!["new", "--fen", start, "--moves", moves],
            vec![
                "render",
                "--fen",
                start,
                "--moves",
                moves,
                "--svg",
                path(&svg),
            ],
        ]
    };
    for args in commands("h2e2 马８进x") {
        assert_eq!(
            run("en", 2, &args).1,
            "qili: --moves: cannot read the move list:\n --> 1:9\n  |\n1 | h2e2 马８进x\n  |         ^---\n  |\n  = in '马８进x': expected a number (一-九 or 1-9)\n",
            "{args:?}"
        );
        assert_eq!(
            run("zh-Hans", 2, &args).1,
            "qili：--moves：无法读出着法列表：第 1 行第 9 字：“马８进x”中：此处应为步数或路数（一至九或 1–9）\n",
            "{args:?}"
        );
        assert_eq!(
            run("zh-Hant", 2, &args).1,
            "qili：--moves：無法讀出著法列表：第 1 行第 9 字：「马８进x」中：此處應為步數或路數（一至九或 1–9）\n",
            "{args:?}"
        );
    }
    for args in commands("h2e2\nh9g7 xyzzy") {
        assert_eq!(
            run("zh-Hans", 2, &args).1,
            "qili：--moves：无法读出着法列表：第 2 行第 6 字：“xyzzy”不是着法：着法以棋子起头（车 马 炮 相 仕 帅 兵等汉字，或 WXF 字母 K A E H R C P、N B G），或以前、中、后（+ -）起头，或以 ICCS 坐标起头（a–i 路与 0–9 线，如 h2e2）\n",
            "{args:?}"
        );
    }
}

/// Standard output that cannot be written (a full disk) is said in the command's language;
/// English as before.
#[test]
fn standard_output_that_cannot_be_written_is_said_in_the_language_asked_for() {
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
    for (lang, expected) in [
        (
            "en",
            "qili: cannot write to standard output: No space left on device (os error 28)\n",
        ),
        ("zh-Hans", "qili：无法写入标准输出：没有剩余空间\n"),
        ("zh-Hant", "qili：無法寫入標準輸出：沒有剩餘空間\n"),
    ] {
        {
            let args = [
                "notation", "--fen", start, "--moves", "h2e2", "--to", "iccs",
            ];
            let full = std::fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .expect("/dev/full opens");
            let out = Command::new(env!("CARGO_BIN_EXE_qili"))
                .args(["--lang", lang])
                .args(args)
                .current_dir(root())
                .stdout(full)
                .output()
                .expect("qili runs");
            assert_eq!(out.status.code(), Some(141), "{lang} {args:?}");
            assert_eq!(
                String::from_utf8_lossy(&out.stderr),
                expected,
                "{lang} {args:?}"
            );
        }
    }
}

/// A folder with no game file in it, given to `qili games`, is said in Chinese (it was English
/// in every language); English as before.
#[test]
fn a_folder_without_game_files_is_said_in_chinese() {
    let dir = scratch("chinese-input-no-game-files");
    let args = ["games", path(&dir)];
    assert_eq!(
        run("en", 2, &args).1,
        format!(
            "qili: {}: no game files in it (files ending in .pgn, .htm, .html, .txt, .xqf, .zip)\n",
            path(&dir)
        )
    );
    assert_eq!(
        run("zh-Hans", 2, &args).1,
        format!(
            "qili：{}：其中没有对局文件（文件名以 .pgn、.htm、.html、.txt、.xqf、.zip 结尾的文件）\n",
            path(&dir)
        )
    );
    assert_eq!(
        run("zh-Hant", 2, &args).1,
        format!(
            "qili：{}：其中沒有對局檔案（檔名以 .pgn、.htm、.html、.txt、.xqf、.zip 結尾的檔案）\n",
            path(&dir)
        )
    );
}

/// `match merge` given a folder or a file that is no UTF-8 text: the reader's fault worded
/// (it was quoted in English after `qili：`); English as before.
#[test]
fn match_merge_of_a_file_it_cannot_read_is_said_in_chinese() {
    let dir = scratch("chinese-input-merge-unreadable");
    let binary = dir.join("b.json");
    std::fs::write(&binary, [0xff, 0xfe]).unwrap();
    let args = ["match", "merge", path(&dir)];
    assert_eq!(
        run("en", 2, &args).1,
        format!("qili: {}: not a regular file\n", path(&dir))
    );
    assert_eq!(
        run("zh-Hans", 2, &args).1,
        format!("qili：{}：不是普通文件，无法读取\n", path(&dir))
    );
    let args = ["match", "merge", path(&binary)];
    assert_eq!(
        run("en", 2, &args).1,
        format!(
            "qili: {}: not UTF-8 text (byte 0 is invalid)\n",
            path(&binary)
        )
    );
    assert_eq!(
        run("zh-Hant", 2, &args).1,
        format!(
            "qili：{}：不是 UTF-8 文字：前 0 個位元組之後出現無效的位元組\n",
            path(&binary)
        )
    );
}

/// `qili serve --cases` naming a folder that is missing or holds no case file refuses in
/// Chinese, as `qili run --cases` does (it quoted the English); English as before.
#[test]
fn serve_refuses_a_cases_folder_in_chinese() {
    let dir = scratch("chinese-input-serve-cases");
    let missing = dir.join("nope");
    let args = ["serve", "--port", "0", "--cases", path(&missing)];
    assert_eq!(
        run("en", 2, &args).1,
        format!(
            "qili: --cases: {}: No such file or directory (os error 2)\n",
            path(&missing)
        )
    );
    assert_eq!(
        run("zh-Hans", 2, &args).1,
        format!("qili：--cases：{}：没有这个文件或目录\n", path(&missing))
    );
    let args = ["serve", "--port", "0", "--cases", path(&dir)];
    assert_eq!(
        run("en", 2, &args).1,
        format!(
            "qili: --cases: no case files (*.yaml) under {}\n",
            path(&dir)
        )
    );
    assert_eq!(
        run("zh-Hant", 2, &args).1,
        format!("qili：--cases：{} 中沒有案例檔案（*.yaml）\n", path(&dir))
    );
}

/// `qili match --rules` naming no book refuses as `adjudicate` does, in the language asked for
/// (it printed `--rules 'zz': expected one of axf, cn` in every language); the engines are
/// never started.
#[test]
fn match_refuses_an_unknown_book_in_chinese() {
    let args = [
        "match",
        "--rules",
        "zz",
        "--engine",
        "/nonexistent/a",
        "--engine",
        "/nonexistent/b",
    ];
    assert_eq!(
        run("en", 2, &args).1,
        "qili: --rules 'zz': expected one of axf, cn\n"
    );
    assert_eq!(
        run("zh-Hans", 2, &args).1,
        "qili：--rules：没有“zz”这部规则书（应为 axf 或 cn）\n"
    );
    assert_eq!(
        run("zh-Hant", 2, &args).1,
        "qili：--rules：沒有「zz」這部規則書（應為 axf 或 cn）\n"
    );
}

/// `qili adjudicate --assume` that cannot be read (no `=`, a drawing post given for no side, a
/// key that names nothing) refuses in the language asked for, from the oracle's facts
/// (`qili_oracle::AssumeError`); it printed the oracle's English in every language. The user's
/// text is quoted as written; the English is word for word as before.
#[test]
fn adjudicate_refuses_an_assumption_in_chinese() {
    let fen = "c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1";
    let moves = "车二进一 将６进１ 车二退一 将６退１ 车二进一";
    let cases = [
        (
            "zz",
            "qili: --assume: 'zz': expected KEY=VALUE, e.g. drawing-post=black\n",
            "qili：--assume：“zz”：应写作“键=值”，如 drawing-post=black\n",
            "qili：--assume：「zz」：應寫作「鍵=值」，如 drawing-post=black\n",
        ),
        (
            "drawing-post=pink",
            "qili: --assume: 'drawing-post=pink': drawing-post is given for a side, red or \
             black, not 'pink'\n",
            "qili：--assume：“drawing-post=pink”：drawing-post（和棋据点）须给一方：red（红方）或 \
             black（黑方），而非“pink”\n",
            "qili：--assume：「drawing-post=pink」：drawing-post（和棋據點）須給一方：red（紅方）或 \
             black（黑方），而非「pink」\n",
        ),
        (
            "post=red",
            "qili: --assume: 'post=red': unknown assumption 'post' (known: drawing-post)\n",
            "qili：--assume：“post=red”：没有“post”这项认定（可用：drawing-post）\n",
            "qili：--assume：「post=red」：沒有「post」這項認定（可用：drawing-post）\n",
        ),
    ];
    for (assume, en, hans, hant) in cases {
        let args = [
            "adjudicate",
            "--rules",
            "cn",
            "--fen",
            fen,
            "--moves",
            moves,
            "--assume",
            assume,
        ];
        assert_eq!(run("en", 2, &args).1, en, "{assume}");
        assert_eq!(run("zh-Hans", 2, &args).1, hans, "{assume}");
        assert_eq!(run("zh-Hant", 2, &args).1, hant, "{assume}");
    }
}

/// `qili serve --bind` given no IP address says so in the language asked for, where it printed
/// the standard library's `invalid IP address syntax` in every language; English is clap's own
/// words as before. The server is never started.
#[test]
fn serve_refuses_an_address_in_chinese() {
    let args = ["serve", "--bind", "999.1.1.1", "--port", "0"];
    let (_, en) = run("en", 2, &args);
    assert!(
        en.starts_with(
            "error: invalid value '999.1.1.1' for '--bind <ADDR>': invalid IP address syntax\n"
        ),
        "{en}"
    );
    let (_, hans) = run("zh-Hans", 2, &args);
    assert!(
        hans.starts_with(
            "错误：“--bind <ADDR>”的值“999.1.1.1”无效：不是 IP 地址（应如 127.0.0.1、0.0.0.0 或 ::1）\n"
        ),
        "{hans}"
    );
    let (_, hant) = run("zh-Hant", 2, &args);
    assert!(
        hant.contains("不是 IP 位址（應如 127.0.0.1、0.0.0.0 或 ::1）\n"),
        "{hant}"
    );
    for text in [&hans, &hant] {
        assert!(!text.contains("invalid IP address syntax"), "{text}");
    }
}

/// What is wrong in an engine spec (`--engine`), said in the language asked for from the spec
/// reader's facts (`engine::SpecFault`), the keys and values as written; it was the reader's
/// English in every language. English word for word as before. The engines are never started.
#[test]
fn an_engine_spec_says_what_is_wrong_in_chinese() {
    let keys =
        "`cmd`、`name`、`proto`、`arg`、`option.NAME`、`ranks`、`fen`、`timeunit`、`restart`";
    let cases = [
        (
            "cmd=",
            "`cmd=` has no value",
            "`cmd=` 没有给值".to_string(),
            "`cmd=` 沒有給值".to_string(),
        ),
        (
            "cmd=x proto=xyz",
            "proto=xyz: expected ucci, uci or cecp",
            "proto=xyz：应为 `ucci`、`uci`、`cecp` 之一".into(),
            "proto=xyz：應為 `ucci`、`uci`、`cecp` 之一".into(),
        ),
        (
            "bogus",
            "`bogus` is not KEY=VALUE (keys: cmd, name, proto, arg, option.NAME, ranks, fen, \
             timeunit, restart)",
            format!("`bogus` 不是 KEY=VALUE 的形式（可用的键：{keys}）"),
            format!("`bogus` 不是 KEY=VALUE 的形式（可用的鍵：{keys}）"),
        ),
        (
            "cmd=x zz=1",
            "unknown key `zz` (keys: cmd, name, proto, arg, option.NAME, ranks, fen, timeunit, \
             restart)",
            format!("没有 `zz` 这个键（可用的键：{keys}）"),
            format!("沒有 `zz` 這個鍵（可用的鍵：{keys}）"),
        ),
        (
            "cmd=x name=a name=b",
            "`name` is given twice",
            "`name` 给了两次".into(),
            "`name` 給了兩次".into(),
        ),
        (
            "cmd=x \"name=a",
            "a quote is not closed",
            "有一个引号没有闭合".into(),
            "有一個引號沒有閉合".into(),
        ),
        (
            "name=x",
            "no `cmd=PATH`: which program is the engine?",
            "没有 `cmd=PATH`：引擎是哪一个程序？".into(),
            "沒有 `cmd=PATH`：引擎是哪一個程式？".into(),
        ),
        (
            "cmd=x proto=uci timeunit=ms",
            "timeunit is for UCCI engines; this one speaks uci",
            "timeunit 只用于 UCCI 引擎；此引擎用的是 uci 协议".into(),
            "timeunit 只用於 UCCI 引擎；此引擎用的是 uci 協定".into(),
        ),
    ];
    for (spec, en, hans, hant) in cases {
        let args = [
            "match", "--rules", "cn", "--depth", "1", "--engine", spec, "--engine", "cmd=y",
        ];
        assert_eq!(
            run("en", 2, &args).1,
            format!("qili: --engine: engine spec `{spec}`: {en}\n")
        );
        assert_eq!(
            run("zh-Hans", 2, &args).1,
            format!("qili：--engine：引擎说明 `{spec}` 有误：{hans}\n")
        );
        assert_eq!(
            run("zh-Hant", 2, &args).1,
            format!("qili：--engine：引擎說明 `{spec}` 有誤：{hant}\n")
        );
    }
}

/// `qili match --shard` that is no `I/N` refuses in the language asked for (it printed the
/// English in every language); English as before.
#[test]
fn match_refuses_a_shard_in_chinese() {
    for shard in ["3/2", "0/2", "a"] {
        let args = [
            "match", "--rules", "cn", "--depth", "1", "--engine", "cmd=x", "--engine", "cmd=y",
            "--shard", shard,
        ];
        assert_eq!(
            run("en", 2, &args).1,
            format!("qili: --shard {shard}: expected I/N with 1 ≤ I ≤ N, such as 2/8\n")
        );
        assert_eq!(
            run("zh-Hans", 2, &args).1,
            format!("qili：--shard {shard}：应为 I/N（第 I 片，共 N 片，1 ≤ I ≤ N），如 2/8\n")
        );
        assert_eq!(
            run("zh-Hant", 2, &args).1,
            format!("qili：--shard {shard}：應為 I/N（第 I 片，共 N 片，1 ≤ I ≤ N），如 2/8\n")
        );
    }
}

/// A path with a file where a folder should be (`FILE/x`), given to `run --cases`, `serve
/// --cases`, `gallery`, `run --json`, `games` and `adjudicate --batch`: the system's `Not a
/// directory (os error 20)` in the catalogue's words (路径中有一项不是目录), where it was the
/// system's English in every language; English as before.
#[test]
fn a_path_under_a_file_is_said_in_chinese() {
    let dir = scratch("chinese-input-under-a-file");
    std::fs::write(dir.join("file"), "").unwrap();
    let file = path(&dir.join("file")).to_string();
    let under = format!("{file}/x");
    let not_dir = |lang: &str| match lang {
        "zh-Hans" => "路径中有一项不是目录",
        _ => "路徑中有一項不是目錄",
    };
    for (args, en, zh) in [
        (
            vec!["run", "--cases", &file],
            format!("qili: {file}: Not a directory (os error 20)\n"),
            format!("qili：{file}：{{}}\n"),
        ),
        (
            vec!["serve", "--port", "0", "--cases", &file],
            format!("qili: --cases: {file}: Not a directory (os error 20)\n"),
            format!("qili：--cases：{file}：{{}}\n"),
        ),
        (
            vec!["gallery", &under],
            format!("qili: {under}/svg: Not a directory (os error 20)\n"),
            format!("{{write}} {under}/svg：{{}}\n"),
        ),
        (
            vec!["games", &under],
            String::new(),
            format!("qili：{under}：{{}}\n"),
        ),
    ] {
        let (_, err) = run("en", 2, &args);
        if !en.is_empty() {
            assert_eq!(err, en, "{args:?}");
        }
        for lang in ["zh-Hans", "zh-Hant"] {
            let write = if lang == "zh-Hans" {
                "qili：无法写入"
            } else {
                "qili：無法寫入"
            };
            let want = zh.replace("{write}", write).replace("{}", not_dir(lang));
            assert_eq!(run(lang, 2, &args).1, want, "{lang} {args:?}");
        }
    }
    let json = format!("{under}/r.json");
    let args = ["run", "--json", &json, "axf-001"];
    assert_eq!(
        run("en", 2, &args).1,
        format!("qili: cannot write {json}: Not a directory (os error 20)\n")
    );
    assert_eq!(
        run("zh-Hans", 2, &args).1,
        format!("qili：无法写入 {json}：路径中有一项不是目录\n")
    );
}
