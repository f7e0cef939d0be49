//! Pages to print or open in a spreadsheet: a pairing sheet and the standings with the
//! crosstable as HTML (one self-contained file, A4 print CSS, no script), and the crosstable as
//! CSV.
//!
//! The HTML names its fonts: a Chinese face that every usual system has (Noto Sans CJK / Source
//! Han Sans on Linux and Android, Microsoft YaHei and SimSun on Windows, PingFang on macOS),
//! so that Chinese names show wherever the page is opened; a caller may add an `@font-face` of
//! its own ([`Style::font_face`]) to bring one with the page.

use crate::crosstable::{Crosstable, points_text};
use crate::lots::Lot;
use crate::records::Breach;
use crate::sheet::{Absent, AbsentWhy, Seat, Sheet, SheetNote};
use crate::standings::{Note, Standings};
use std::fmt::Write as _;

/// The font stack: the page's own face first (when it brings one), then Chinese faces by the
/// names the usual systems install them under.
pub const FONTS: &str = "\"qili-page\", \"Noto Sans CJK SC\", \"Source Han Sans SC\", \"Noto Sans SC\", \
     \"Microsoft YaHei\", \"PingFang SC\", \"Hiragino Sans GB\", \"WenQuanYi Micro Hei\", \"SimSun\", sans-serif";

/// What a page looks like beyond its content.
#[derive(Clone, Debug, Default)]
pub struct Style {
    /// The event's name, for the page's title and heading.
    pub title: String,
    /// An `@font-face` rule for the family `qili-page` (a font brought with the page), if any.
    pub font_face: Option<String>,
}

/// The words of a page. The default methods give the crate's own page, bilingual (the
/// books' Chinese over English: `名次 Standings`, `台次<br>Board`); a caller gives another
/// language's by implementing the methods from its own catalogue. Methods ending in `_html`
/// return HTML (escape what they take from the event); the others return text the page
/// escapes.
pub trait Words {
    /// The page's `lang` attribute.
    fn lang(&self) -> String {
        "zh-Hans".into()
    }
    /// A sheet's line under the title.
    fn sheet_sub_html(&self, sheet: &Sheet) -> String {
        let book = escape(&sheet.rules.to_uppercase());
        if sheet.playoff {
            format!(
                "加赛 对阵表 · play-off pairings (CN 第15.6条) · final scores after round {}, {book} points",
                sheet.round
            )
        } else {
            format!(
                "第{round}轮 对阵表 · round {round} pairings{draft} · scores before the round, {book} points",
                round = sheet.round,
                draft = if sheet.recorded {
                    ""
                } else {
                    " · proposed, not recorded"
                },
            )
        }
    }
    /// A sheet's title.
    fn sheet_heading(&self, round: u32) -> String {
        format!("第{round}轮对阵表 Round {round}")
    }
    /// The titles of a sheet's board columns: board, number, red, points, result, points,
    /// black, number.
    fn sheet_columns_html(&self) -> [String; 8] {
        [
            "台次<br>Board",
            "序号<br>No",
            "红方（先走）<br>Red",
            "积分<br>Pts",
            "结果<br>Result",
            "积分<br>Pts",
            "黑方<br>Black",
            "序号<br>No",
        ]
        .map(String::from)
    }
    /// The heading of the players not playing.
    fn absent_heading(&self) -> String {
        "不参赛 · Not playing".into()
    }
    /// The titles of their columns: number, player, points, the round's score, why.
    fn absent_columns_html(&self) -> [String; 5] {
        [
            "序号<br>No",
            "棋手<br>Player",
            "积分<br>Pts",
            "本轮得分<br>Scores",
            "原因<br>Why",
        ]
        .map(String::from)
    }
    /// Why a player does not play.
    fn why(&self, why: &AbsentWhy) -> String {
        why.text()
    }
    /// The heading of a hand pairing's part.
    fn manual_heading(&self) -> String {
        "人工编排 · Paired by hand (附录二 四)".into()
    }
    /// A hand pairing that breaks no clause.
    fn manual_kept(&self) -> String {
        "The pairing keeps every clause checked.".into()
    }
    /// A breach of a hand pairing.
    fn breach(&self, b: &Breach) -> String {
        crate::sheet::breach_text(b)
    }
    /// The heading of the lots.
    fn lots_heading(&self) -> String {
        "抽签 · Lots".into()
    }
    /// A lot drawn, its choice in bold.
    fn lot_html(&self, lot: &Lot) -> String {
        format!(
            "{}: <b>{}</b> drawn from {}",
            escape(&lot.what),
            escape(&lot.drawn),
            escape(&lot.among.join(", "))
        )
    }
    /// The heading of the notes.
    fn notes_heading(&self) -> String {
        "说明 · Notes".into()
    }
    /// A note of the standings.
    fn note(&self, note: &Note) -> String {
        note.text()
    }
    /// A note of a sheet.
    fn sheet_note(&self, note: &SheetNote) -> String {
        note.to_string()
    }
    /// The standings' line under the title: what is shown (`headline`) and the articles that
    /// rank.
    fn standings_sub_html(&self, headline: &str, article: &str) -> String {
        format!(
            "名次与成绩表 · standings and crosstable · {} · ranked by {}",
            escape(headline),
            escape(article)
        )
    }
    /// The standings' title.
    fn standings_heading(&self) -> String {
        "名次 Standings".into()
    }
    /// A crosstable column's title.
    fn column_html(&self, key: &str) -> String {
        header_words(key)
    }
}

/// The crate's own words: the books' Chinese over English.
pub struct Bilingual;

impl Words for Bilingual {}

/// Escapes text for HTML.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The page around a body: A4 (landscape when `wide`), margins for a printer, rows that do not
/// break across pages, the table header repeated on each page.
fn page(style: &Style, lang: &str, heading: &str, wide: bool, body: &str) -> String {
    let title = if style.title.is_empty() {
        heading.to_string()
    } else {
        format!("{} — {heading}", style.title)
    };
    format!(
        r#"<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
{font_face}@page {{ size: A4{orientation}; margin: 14mm 12mm; }}
html {{ font-family: {FONTS}; font-size: 11pt; color: #000; background: #fff; }}
body {{ margin: 1.5em; }}
h1 {{ font-size: 15pt; margin: 0 0 .2em; }}
h2 {{ font-size: 12pt; margin: 1.2em 0 .4em; }}
p.sub {{ margin: 0 0 1em; color: #333; }}
table {{ border-collapse: collapse; width: 100%; }}
thead {{ display: table-header-group; }}
tr {{ break-inside: avoid; page-break-inside: avoid; }}
th, td {{ border: 1px solid #777; padding: .25em .45em; text-align: center; white-space: nowrap; }}
th {{ background: #e8e8e8; font-weight: 600; white-space: normal; word-break: keep-all; }}
td.name {{ text-align: left; }}
td.num {{ text-align: right; font-variant-numeric: tabular-nums; }}
tbody tr:nth-child(even) td {{ background: #f6f6f6; }}
ul {{ margin: .3em 0; padding-left: 1.4em; }}
li {{ margin: .15em 0; }}
.breach {{ color: #a00; }}
@media print {{
  body {{ margin: 0; }}
  th, tbody tr:nth-child(even) td {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
}}
</style>
</head>
<body>
<h1>{h1}</h1>
{body}</body>
</html>
"#,
        title = escape(&title),
        font_face = style
            .font_face
            .as_deref()
            .map(|f| format!("{f}\n"))
            .unwrap_or_default(),
        orientation = if wide { " landscape" } else { "" },
        h1 = escape(&title),
        lang = escape(lang),
    )
}

/// A pairing sheet as an HTML page, in `words`.
pub fn sheet_html(sheet: &Sheet, style: &Style, words: &dyn Words) -> String {
    let mut body = String::new();
    let _ = writeln!(body, "<p class=\"sub\">{}</p>", words.sheet_sub_html(sheet));
    let th = |titles: &[String]| {
        titles
            .iter()
            .map(|t| format!("<th>{t}</th>"))
            .collect::<String>()
    };
    let _ = write!(
        body,
        "<table>\n<thead><tr>{}</tr></thead>\n<tbody>\n",
        th(&words.sheet_columns_html())
    );
    let seat = |s: &Seat| match s.rating {
        Some(r) => format!("{} <small>({r})</small>", escape(&s.name)),
        None => escape(&s.name),
    };
    for b in &sheet.boards {
        let _ = writeln!(
            body,
            "<tr><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"name\">{}</td>\
             <td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"name\">{}</td>\
             <td class=\"num\">{}</td></tr>",
            b.board,
            b.red.number,
            seat(&b.red),
            points_text(b.red.score),
            escape(b.result.as_deref().unwrap_or("")),
            points_text(b.black.score),
            seat(&b.black),
            b.black.number
        );
    }
    body.push_str("</tbody>\n</table>\n");
    if !sheet.absent.is_empty() {
        let _ = write!(
            body,
            "<h2>{}</h2>\n<table>\n<thead><tr>{}</tr></thead>\n<tbody>\n",
            escape(&words.absent_heading()),
            th(&words.absent_columns_html())
        );
        for Absent {
            player,
            points,
            why,
        } in &sheet.absent
        {
            let _ = writeln!(
                body,
                "<tr><td class=\"num\">{}</td><td class=\"name\">{}</td><td class=\"num\">{}</td>\
                 <td class=\"num\">{}</td><td class=\"name\">{}</td></tr>",
                player.number,
                seat(player),
                points_text(player.score),
                points_text(*points),
                escape(&words.why(why))
            );
        }
        body.push_str("</tbody>\n</table>\n");
    }
    let texts: Vec<String> = sheet.notes.iter().map(|n| words.sheet_note(n)).collect();
    notes(&mut body, words, &sheet.lots, &texts);
    if sheet.manual || !sheet.breaches.is_empty() {
        let _ = write!(body, "<h2>{}</h2>\n<ul>\n", escape(&words.manual_heading()));
        if sheet.breaches.is_empty() {
            let _ = writeln!(body, "<li>{}</li>", escape(&words.manual_kept()));
        }
        for b in &sheet.breaches {
            let _ = writeln!(
                body,
                "<li class=\"breach\">{}</li>",
                escape(&words.breach(b))
            );
        }
        body.push_str("</ul>\n");
    }
    page(
        style,
        &words.lang(),
        &words.sheet_heading(sheet.round),
        false,
        &body,
    )
}

/// The lots and notes of a page, as lists.
fn notes(body: &mut String, words: &dyn Words, lots: &[Lot], notes: &[String]) {
    if !lots.is_empty() {
        let _ = write!(body, "<h2>{}</h2>\n<ul>\n", escape(&words.lots_heading()));
        for lot in lots {
            let _ = writeln!(body, "<li>{}</li>", words.lot_html(lot));
        }
        body.push_str("</ul>\n");
    }
    if !notes.is_empty() {
        let _ = write!(body, "<h2>{}</h2>\n<ul>\n", escape(&words.notes_heading()));
        for n in notes {
            let _ = writeln!(body, "<li>{}</li>", escape(n));
        }
        body.push_str("</ul>\n");
    }
}

/// The standings and crosstable as an HTML page: the crosstable (its rows in rank order), its
/// legend, the articles that rank, the lots and notes. `headline` says what is shown (`after
/// round 3 of 7`), in `words`.
pub fn standings_html(
    table: &Crosstable,
    standings: &Standings,
    headline: &str,
    style: &Style,
    words: &dyn Words,
) -> String {
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<p class=\"sub\">{}</p>",
        words.standings_sub_html(headline, &standings.article)
    );
    body.push_str("<table>\n<thead><tr>");
    for h in &table.header {
        let _ = write!(body, "<th>{}</th>", words.column_html(h));
    }
    body.push_str("</tr></thead>\n<tbody>\n");
    for row in &table.rows {
        body.push_str("<tr>");
        for (c, cell) in row.iter().enumerate() {
            let class = if c == 1 { "name" } else { "num" };
            let _ = write!(body, "<td class=\"{class}\">{}</td>", escape(cell));
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</tbody>\n</table>\n");
    if !table.legend.is_empty() {
        body.push_str("<ul>\n");
        for l in &table.legend {
            let _ = writeln!(body, "<li>{}</li>", escape(l));
        }
        body.push_str("</ul>\n");
    }
    let texts: Vec<String> = standings.notes.iter().map(|n| words.note(n)).collect();
    notes(&mut body, words, &standings.lots, &texts);
    page(
        style,
        &words.lang(),
        &words.standings_heading(),
        table.header.len() > 12,
        &body,
    )
}

/// A column's header as HTML: its Chinese name where the books give one, over the English key
/// (underscores as spaces, so that a narrow column can wrap it).
fn header_words(h: &str) -> String {
    let zh = match h {
        "#" => "序号",
        "player" => "棋手",
        "team" => "队",
        "points" => "积分",
        "rank" => "名次",
        "small_points" => "小分",
        "wins" => "胜局",
        "direct" => "直胜",
        "fouls" => "犯规",
        "sanctions" => "处分",
        "opponent_points" => "对手分",
        "black_wins" => "后手胜局",
        "lots" => "抽签",
        "game_points" => "局分",
        "match_wins" => "胜场",
        "best_place" => "最高个人名次",
        "second_place" => "次高个人名次",
        "out_in_round" => "出局轮次",
        _ => "",
    };
    let en = escape(&h.replace('_', " "));
    if zh.is_empty() {
        en
    } else {
        format!("{zh}<br>{en}")
    }
}

/// A cell that is a number of points as the tables print it (`2½`, `½`, `¾`) as a decimal a
/// spreadsheet reads as a number (`2.5`, `0.5`, `0.75`); any other cell as it is.
pub fn decimal(cell: &str) -> String {
    let (sign, rest) = match cell.strip_prefix('-') {
        Some(r) => ("-", r),
        None => ("", cell),
    };
    let (whole, frac) = match rest.char_indices().last() {
        Some((i, '½')) => (&rest[..i], "5"),
        Some((i, '¼')) => (&rest[..i], "25"),
        Some((i, '¾')) => (&rest[..i], "75"),
        _ => return cell.to_string(),
    };
    if !whole.chars().all(|c| c.is_ascii_digit()) {
        return cell.to_string();
    }
    format!(
        "{sign}{}.{frac}",
        if whole.is_empty() { "0" } else { whole }
    )
}

/// The crosstable as CSV: the header, then a row per player in rank order, points as decimals
/// (the legend is left out: a spreadsheet wants the table alone).
pub fn crosstable_csv(table: &Crosstable) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    // Writing to memory cannot fail.
    w.write_record(&table.header)
        .expect("a CSV record in memory");
    for r in &table.rows {
        w.write_record(r.iter().map(|c| decimal(c)))
            .expect("a CSV record in memory");
    }
    String::from_utf8(w.into_inner().expect("a CSV buffer")).expect("UTF-8 in, UTF-8 out")
}

/// A pairing sheet as CSV: one row per board, then one per player not playing.
pub fn sheet_csv(sheet: &Sheet) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    let mut put = |r: Vec<String>| w.write_record(&r).expect("a CSV record in memory");
    put([
        "board",
        "red_no",
        "red",
        "red_pts",
        "black_no",
        "black",
        "black_pts",
        "result",
    ]
    .map(String::from)
    .to_vec());
    for b in &sheet.boards {
        put(vec![
            b.board.to_string(),
            b.red.number.to_string(),
            b.red.name.clone(),
            decimal(&points_text(b.red.score)),
            b.black.number.to_string(),
            b.black.name.clone(),
            decimal(&points_text(b.black.score)),
            b.result.clone().unwrap_or_default(),
        ]);
    }
    for a in &sheet.absent {
        put(vec![
            String::new(),
            a.player.number.to_string(),
            a.player.name.clone(),
            decimal(&points_text(a.player.score)),
            String::new(),
            String::new(),
            String::new(),
            format!("{} ({})", points_text(a.points), a.why.text()),
        ]);
    }
    String::from_utf8(w.into_inner().expect("a CSV buffer")).expect("UTF-8 in, UTF-8 out")
}
