//! The real records of `samples/` (see its README): read in each encoding, replayed, a record
//! error named, and the repetitions reviewed against the recorded results.

use super::read_file;
use qili_games::review::review;
use qili_games::{Encoding, ResultCheck};
use qili_oracle::rules::{JudgedCycle, Rulebook, rulebook};
use qili_oracle::{Color, Verdict};

#[test]
fn each_encoding_is_read_as_it_is() {
    for (file, encoding, games) in [
        ("ccpd-big5.pgn", Encoding::Big5, 7),
        ("ccpd-gbk-simplified.pgn", Encoding::Gb18030, 2),
        ("ccpd-utf8-bom.pgn", Encoding::Utf8, 1),
        ("wxf-iccs.pgn", Encoding::Utf8, 2),
        ("dhtmlxq-44.html", Encoding::Utf8, 1),
    ] {
        let read = read_file(file);
        assert_eq!(read.len(), games, "{file}");
        for (record, e) in &read {
            assert_eq!(*e, encoding, "{file} game at line {}", record.line);
            assert_eq!(record.notes, Vec::<String>::new(), "{file}");
        }
    }
    let big5 = read_file("ccpd-big5.pgn");
    assert_eq!(big5[5].0.tag("Red"), Some("貴州周松雲"));
    assert_eq!(big5[5].0.tag("Black"), Some("內蒙張傑樹"));
    let gbk = read_file("ccpd-gbk-simplified.pgn");
    assert_eq!(gbk[1].0.tag("Red"), Some("贵州周松云"));
    assert_eq!(gbk[1].0.words[0].text, "炮二平五");
    assert_eq!(gbk[1].0.words[1].text, "马８进７");
    let page = read_file("dhtmlxq-44.html");
    assert_eq!(page[0].0.tag("Red"), Some("ZHAO GuoRong"));
    assert_eq!(page[0].0.tag("Result"), Some("0-1"));
}

#[test]
fn the_same_game_in_two_encodings_is_the_same_game() {
    let big5 = read_file("ccpd-big5.pgn");
    let gbk = read_file("ccpd-gbk-simplified.pgn");
    for (b, g) in [(2, 0), (5, 1)] {
        let (a, c) = (big5[b].0.replay(), gbk[g].0.replay());
        assert_eq!(a.error, None);
        assert_eq!(a.moves, c.moves);
        assert_eq!(big5[b].0.result(), gbk[g].0.result());
    }
    let utf8 = read_file("ccpd-utf8-bom.pgn");
    assert_eq!(utf8[0].0.replay().moves, big5[1].0.replay().moves);
}

#[test]
fn a_wrong_record_names_its_ply_and_keeps_what_was_legal() {
    // 將５進１: the general cannot step forward from where it stands (the record is wrong).
    let (record, _) = &read_file("ccpd-big5.pgn")[6];
    let replay = record.replay();
    assert_eq!(replay.moves.len(), 71);
    let e = replay.error.expect("the record goes wrong");
    assert_eq!((e.ply, e.word.as_str()), (72, "將５進１"));
    assert!(
        e.message
            .starts_with("move 72 '將５進１' (430:10): illegal: a black general"),
        "{}",
        e.message
    );
    let r = review(rulebook("cn").unwrap(), &record.replay(), record.result());
    assert_eq!(r.check, ResultCheck::RecordError);
}

/// A rulebook as built in, but judging every lap since the first occurrence.
fn every_lap(id: &str) -> &'static Rulebook {
    let mut book = rulebook(id).unwrap().clone();
    book.procedure.judged_cycle = JudgedCycle::AllLaps;
    Box::leak(Box::new(book))
}

#[test]
fn zhou_zhang_1993_fits_only_the_last_lap() {
    // 93全國象棋錦標賽, 周松雲 (red) – 張傑樹 (black), recorded 1-0: the game ends at the third
    // occurrence. In the last lap black checks and then attacks (CN 第25.2条: 一将一捉 is
    // forbidden), so black must vary (第26.4条) and loses, as recorded. The lap before, black
    // played an idle move among its checks: judging both laps together finds no forbidden
    // pattern, a draw, which the recorded result contradicts.
    let (record, _) = &read_file("ccpd-big5.pgn")[5];
    let replay = record.replay();
    assert_eq!(replay.moves.len(), 137);
    let last = review(rulebook("cn").unwrap(), &replay, record.result());
    let rep = last.repetitions.last().unwrap();
    assert_eq!((rep.ply, rep.first_ply), (137, 134));
    assert_eq!(rep.verdict, Verdict::BlackLoses);
    assert_eq!(rep.must_vary, Some(Color::Black));
    assert_eq!(last.check, ResultCheck::ExplainedLoss);
    let all = review(every_lap("cn"), &replay, record.result());
    let rep = all.repetitions.last().unwrap();
    assert_eq!(rep.ply, 137);
    assert!(rep.first_ply < 134, "{rep:?}");
    assert_eq!(rep.verdict, Verdict::Draw);
    assert_eq!(all.check, ResultCheck::Unexplained);
}

#[test]
fn what_the_players_did_after_the_ruling() {
    // 1989年全國象棋個人賽, 呂欽 – 徐天紅 (0-1): under CN black's perpetual check loses at once at
    // its third occurrence (第24.1条); nobody claimed it, black played on and won.
    let (record, _) = &read_file("ccpd-big5.pgn")[3];
    let r = review(rulebook("cn").unwrap(), &record.replay(), record.result());
    let rep = r
        .repetitions
        .iter()
        .find(|r| r.lost_at.is_some())
        .expect("a loss by the book");
    assert_eq!(rep.must_vary, Some(Color::Black));
    assert_eq!(rep.lost_at, Some(rep.ply));
    assert_eq!(rep.lost_by.as_deref(), Some("CN 第24.1条"));
    assert_eq!(r.check, ResultCheck::PlayedOn);
}
