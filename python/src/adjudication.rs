//! `qili.adjudicate`: a loop ruled under one rulebook, and what the ruling holds — the verdict,
//! the article, the reason, and every ply classified with the pieces it chases.

use crate::errors::detached;
use crate::input::{self, MovesArg};
use crate::pickling::{self, Kind};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use qili_oracle::Color;
use qili_oracle::rules::Rulebook;
use qili_oracle::verdict::{self, MAX_PLIES, PlyReport, Ruling};

/// A loop ruled under one rulebook: what qili adjudicate prints.
///
/// verdict is "draw", "red_loses", "black_loses" (that side must vary, and loses if it goes on)
/// or "none" (the moves do not repeat a position: nothing to rule). article cites the deciding
/// articles with the book ("AXF 总纲 3; 四大原则 4"); why says, for each side, its pattern and
/// the classes of its moves. An adjudication is immutable; it can be pickled and copied.
#[pyclass(module = "qili", frozen)]
pub struct Adjudication {
    inner: verdict::Adjudication,
}

impl Adjudication {
    /// Wraps the oracle's adjudication.
    pub fn new(inner: verdict::Adjudication) -> Adjudication {
        Adjudication { inner }
    }
}

#[pymethods]
impl Adjudication {
    /// The rulebook id: "axf" or "cn".
    #[getter]
    fn rules(&self) -> &str {
        &self.inner.rules
    }

    /// "draw", "red_loses", "black_loses" or "none".
    #[getter]
    fn verdict(&self) -> &'static str {
        self.inner.ruling.verdict.name()
    }

    /// The deciding articles, cited with the book: "AXF 总纲 3; 四大原则 4".
    #[getter]
    fn article(&self) -> &str {
        &self.inner.ruling.article
    }

    /// Why: each side's pattern and the classes of its moves.
    #[getter]
    fn why(&self) -> &str {
        &self.inner.ruling.why
    }

    /// Every ply of the moves, classified (list of Ply), from ply 1.
    #[getter]
    fn plies(&self) -> Vec<Ply> {
        self.inner.plies.iter().map(Ply::from).collect()
    }

    /// The repetition cycle ending at the last move, or None when the last position did not
    /// occur before.
    #[getter]
    fn cycle(&self) -> Option<Cycle> {
        self.inner.cycle.map(|c| Cycle {
            first: c.first,
            last: c.last,
            occurrences: c.occurrences,
        })
    }

    /// The plies judged, (first, last), 1-based and inclusive: the cycle, or every ply when
    /// asked to judge the whole; None when nothing was judged.
    #[getter]
    fn judged(&self) -> Option<(usize, usize)> {
        self.inner.judged.as_ref().map(|r| (*r.start(), *r.end()))
    }

    /// Each side's forbidden pattern in the judged plies, by side: {"red": "perpetual_chase",
    /// "black": None}.
    #[getter]
    fn violations<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for color in Color::ALL {
            d.set_item(
                color.name(),
                self.inner.violations[color.index()].as_deref(),
            )?;
        }
        Ok(d)
    }

    /// The book's move-count limit, when the moves since the last capture reach it: a draw of
    /// its own (a Verdict with verdict, article, why); else None.
    #[getter]
    fn move_limit(&self) -> Option<VerdictOnly> {
        self.inner.move_limit.as_ref().map(VerdictOnly::from)
    }

    fn __copy__(slf: Py<Self>) -> Py<Self> {
        slf
    }

    fn __deepcopy__(slf: Py<Self>, _memo: &Bound<'_, PyAny>) -> Py<Self> {
        slf
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        pickling::reduce(py, Kind::Adjudication, &self.inner)
    }

    fn __repr__(&self) -> String {
        format!(
            "<qili.Adjudication {} {} ({})>",
            self.inner.rules, self.inner.ruling.verdict, self.inner.ruling.article
        )
    }
}

/// One ply classified: who played what, its class in the book's terms, and the pieces it chases.
///
/// class_ is "check" (将), "mate_threat" (杀), "chase" (捉), "idle" (闲), or one of the idle
/// kinds: "exchange" (兑), "offer" (献), "block" (拦), "follow" (跟), "capture_threat" (要抽吃).
#[pyclass(module = "qili", frozen)]
pub struct Ply {
    /// The ply number, from 1.
    #[pyo3(get)]
    ply: usize,
    /// The move in ICCS: "h2e2".
    #[pyo3(get, name = "move")]
    mv: String,
    /// Who played it: "red" or "black".
    #[pyo3(get)]
    side: &'static str,
    /// The book's class for it: "check", "mate_threat", "chase", "idle", …
    #[pyo3(get, name = "class_")]
    class: &'static str,
    /// The pieces it chases as the book counts them (list of Target).
    #[pyo3(get)]
    targets: Vec<Target>,
}

impl From<&PlyReport> for Ply {
    fn from(p: &PlyReport) -> Ply {
        Ply {
            ply: p.ply,
            mv: p.mv.iccs(),
            side: p.side.name(),
            class: p.class.name(),
            targets: p
                .targets
                .iter()
                .map(|t| Target {
                    square: t.square.to_string(),
                    piece: t.piece.to_string(),
                    id: t.id,
                })
                .collect(),
        }
    }
}

#[pymethods]
impl Ply {
    fn __repr__(&self) -> String {
        format!(
            "<qili.Ply {} {} {} {}>",
            self.ply, self.side, self.mv, self.class
        )
    }
}

/// A chased piece.
#[pyclass(module = "qili", frozen)]
#[derive(Clone)]
pub struct Target {
    /// Where it stands when chased, in ICCS: "a5".
    #[pyo3(get)]
    square: String,
    /// What it is: "black cannon".
    #[pyo3(get)]
    piece: String,
    /// Which piece it is: the same number for the same piece wherever it moves in the loop.
    #[pyo3(get)]
    id: usize,
}

#[pymethods]
impl Target {
    fn __repr__(&self) -> String {
        format!("<qili.Target {} on {}>", self.piece, self.square)
    }
}

/// The repetition cycle ending at the last move: plies first..last (1-based, inclusive).
#[pyclass(module = "qili", frozen)]
pub struct Cycle {
    /// The first ply of the cycle.
    #[pyo3(get)]
    first: usize,
    /// The last ply: the last move.
    #[pyo3(get)]
    last: usize,
    /// How many times the final position has occurred (counting the start if it is the same).
    #[pyo3(get)]
    occurrences: usize,
}

#[pymethods]
impl Cycle {
    fn __repr__(&self) -> String {
        format!(
            "<qili.Cycle plies {}-{}, {} occurrences>",
            self.first, self.last, self.occurrences
        )
    }
}

/// A ruling without the plies: the move-count limit's draw.
#[pyclass(module = "qili", frozen, name = "Verdict")]
pub struct VerdictOnly {
    /// "draw", "red_loses", "black_loses" or "none".
    #[pyo3(get)]
    verdict: &'static str,
    /// The article, cited with the book.
    #[pyo3(get)]
    article: String,
    /// Why.
    #[pyo3(get)]
    why: String,
}

impl From<&Ruling> for VerdictOnly {
    fn from(r: &Ruling) -> VerdictOnly {
        VerdictOnly {
            verdict: r.verdict.name(),
            article: r.article.clone(),
            why: r.why.clone(),
        }
    }
}

#[pymethods]
impl VerdictOnly {
    fn __repr__(&self) -> String {
        format!("<qili.Verdict {} ({})>", self.verdict, self.article)
    }
}

/// Rules a loop under one rulebook, as `qili adjudicate` does.
///
/// fen is the position before the first move (None: the start position). moves is a string of
/// moves separated by spaces, or a list of strings, one move each, in any notation qili reads,
/// mixed: ICCS ("h2e2", ranks 0-9), WXF ("C2.5"), Chinese ("炮二平五", "马８进７"); at most 400
/// of them, as `qili serve` takes. rules is "axf" or "cn", and must be given: the books rule
/// differently.
///
/// The cycle ending at the last move is judged: the plies since the first earlier occurrence of
/// the last position. whole=True judges every ply instead (for printed sequences that never
/// repeat). drawing_post names the side (or the list of sides) the arbiter states hold a
/// defensive post that draws at once (CN 第27.3条): their incidental chases of advisors and
/// elephants count as idle.
///
/// Raises FenError, NotationError (naming the first move that cannot be read or is not legal,
/// or a list of more than 400 moves) or RulesError; TypeError for an argument of the wrong type
/// or rules left out. The interpreter is released while the loop is judged.
///
/// >>> r = qili.adjudicate("2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w",
/// ...     "车八平九 炮１平５ 车九平五 炮５平１ 车五平九 炮１平５ 车九平五 炮５平１ 车五平九", "axf")
/// >>> r.verdict, r.article
/// ('red_loses', 'AXF 总纲 3; 四大原则 4')
#[pyfunction]
#[pyo3(
    signature = (fen, moves, rules = None, *, whole = false, drawing_post = None),
    text_signature = "(fen, moves, rules, *, whole=False, drawing_post=None)"
)]
pub fn adjudicate(
    py: Python<'_>,
    #[pyo3(from_py_with = input::fen_arg)] fen: Option<String>,
    moves: MovesArg,
    #[pyo3(from_py_with = input::rules_arg)] rules: Option<&'static Rulebook>,
    #[pyo3(from_py_with = input::whole_arg)] whole: bool,
    #[pyo3(from_py_with = input::drawing_post_arg)] drawing_post: Option<Vec<String>>,
) -> PyResult<Adjudication> {
    let book = input::required_book(rules, "adjudicate")?;
    let given = input::given(&drawing_post.unwrap_or_default())?;
    let start = input::position(fen.as_deref())?;
    let moves = input::moves(py, &start, &moves, Some(MAX_PLIES))?;
    detached(py, move || {
        let inner = if whole {
            verdict::adjudicate_whole_given(book, &start, &moves, &given)
        } else {
            verdict::adjudicate_given(book, &start, &moves, &given)
        };
        Ok(Adjudication::new(inner))
    })
}
