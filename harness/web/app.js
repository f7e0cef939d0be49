// The qili rules explorer: a board to set up and play on, and both books' rulings of the loop.
// Every rule is the server's: this page draws, collects clicks and typed moves, and shows what
// /api/explore answers (the same classification and ruling as `qili adjudicate --json`).
"use strict";

const START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const SVG = "http://www.w3.org/2000/svg";
const FILES = "abcdefghi";

// The page's words in every language, from the server's message catalogue (harness/i18n/*.ftl):
// the server writes them into the page, so there is one catalogue. A word the script completes
// holds {0}, {1}… where its values go.
const WORDS = JSON.parse(document.getElementById("words").textContent);

// The characters on the pieces, by FEN letter (red upper case).
const PIECE_CHARS = {
  K: "帅", A: "仕", B: "相", N: "马", R: "车", C: "炮", P: "兵",
  k: "将", a: "士", b: "象", n: "马", r: "车", c: "炮", p: "卒",
};

// The colours of the judged cycle's arrows: each side's moves in its own.
const LOOP_COLOURS = { red: "#b3261e", black: "#1c1c1c" };

const state = {
  lang: "en",           // the page's language: en, zh-Hans or zh-Hant
  langChosen: false,    // the reader chose it (the address names it)
  vocabulary: null,     // /api/vocabulary
  fen: START_FEN,       // the position before the first move
  moves: [],            // the moves, ICCS
  data: null,           // the last /api/explore answer
  cursor: 0,            // the ply shown: 0 = the start position
  selected: null,       // the square of the piece picked up
  caseData: null,       // the open case (/api/cases/{id})
  setup: null,          // while setting up: {cells: {square: letter}, side: "w"|"b"}
  tool: "R",            // the setting-up tool: a FEN letter, or "" for the eraser
  geometry: null,       // the board's points: {left, top, cell, radius}
  games: null,          // the games read (/api/games): {name, list, count, capped, index}
  repetition: null,     // the repetition on the board: {game, ply, reps} (one per book)
};

const $ = (id) => document.getElementById(id);
const t = (key, ...args) => {
  const word = WORDS[state.lang][key];
  return typeof word === "string" ? word.replace(/\{(\d)\}/g, (_, i) => String(args[i])) : word;
};

// A move in Chinese notation in the page's script: the API writes simplified characters; each
// character the words' `moveScript` writes otherwise is replaced (繁體: 车 → 車, 进 → 進).
// A list of articles as the rule table writes it (`总纲 3; 四大原则 4`), parted by the page's
// separator: `；` in Chinese, `; ` in English.
const cited = (text) => String(text ?? "").split("; ").join(t("separator"));

const moveText = (chinese) => [...chinese].map((c) => t("moveScript")[c] ?? c).join("");

// ---- talking to the server -------------------------------------------------------------

async function api(path, body) {
  const response = await fetch(path, body === undefined ? {} : {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  // `error_in_lang`: the same fault in the language the request asked for, where the server says it in it.
  if (!response.ok) throw new Error(json.error_in_lang || json.error || `HTTP ${response.status}`);
  return json;
}

// Asks the server about a position and moves; on success they become the page's. With
// `judged` ({first, last}), the rulings are those of plies first–last, as the referee judges a
// game's repetition (`repetition`, from /api/games, says which).
async function explore(fen, moves, cursor, judged, repetition) {
  const body = { fen, moves: moves.join(" "), lang: state.lang };
  if (judged) body.judged = judged;
  const data = await api("/api/explore", body);
  state.data = data;
  state.repetition = judged ? repetition || null : null;
  state.fen = data.fen;
  state.moves = data.plies.map((p) => p.iccs);
  state.cursor = Math.max(0, Math.min(cursor ?? state.moves.length, state.moves.length));
  state.selected = null;
  if (state.caseData && (state.fen !== state.caseData.position || state.moves.join(" ") !== state.caseData.iccs)) {
    closeCase();
  }
  render();
  renderGames();
}

async function attempt(work) {
  try {
    await work();
  } catch (e) {
    say(e.message);
  }
}

function say(text, info) {
  const box = $("message");
  box.textContent = text || "";
  box.hidden = !text;
  box.classList.toggle("info", Boolean(info));
}

// ---- the board -------------------------------------------------------------------------

function el(tag, attrs, parent) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function centre(square) {
  const g = state.geometry;
  const file = FILES.indexOf(square[0]);
  const rank = Number(square.slice(1));
  return [g.left + file * g.cell, g.top + (9 - rank) * g.cell];
}

// The pieces of a FEN's placement, by square; null when it cannot be read.
function placement(fen) {
  const rows = String(fen).trim().split(/\s+/)[0].split("/");
  if (rows.length !== 10) return null;
  const cells = {};
  for (let r = 0; r < 10; r++) {
    let file = 0;
    for (const ch of rows[r]) {
      if (/[1-9]/.test(ch)) file += Number(ch);
      else if (PIECE_CHARS[ch] || "hHeE".includes(ch)) {
        if (file > 8) return null;
        const letter = { h: "n", H: "N", e: "b", E: "B" }[ch] || ch;
        cells[FILES[file] + (9 - r)] = letter;
        file += 1;
      } else return null;
    }
    if (file !== 9) return null;
  }
  return cells;
}

function setupFen(setup) {
  const rows = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = "", gap = 0;
    for (const f of FILES) {
      const letter = setup.cells[f + rank];
      if (!letter) { gap += 1; continue; }
      if (gap) row += gap;
      row += letter;
      gap = 0;
    }
    rows.push(row + (gap ? gap : ""));
  }
  return `${rows.join("/")} ${setup.side} - - 0 1`;
}

// The board and its pieces in the page's script (繁體: 俥 傌 砲 漢…), as its pictures print them.
async function loadBoard() {
  const text = await (await fetch(`/board.svg?lang=${state.lang}`)).text();
  $("board").innerHTML = text;
  const svg = $("board").querySelector("svg");
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.setAttribute("role", "img");
  const d = svg.dataset;
  state.geometry = { left: +d.left, top: +d.top, cell: +d.cell, radius: +d.radius };
  for (const name of ["marks", "pieces", "loop", "rings", "points"]) el("g", { id: `layer-${name}` }, svg);
  // Arrowheads for the judged cycle's moves, one per side's colour.
  const defs = el("defs", {}, svg);
  for (const [side, colour] of Object.entries(LOOP_COLOURS)) {
    const marker = el("marker", { id: `loop-head-${side}`, viewBox: "0 0 10 10", refX: 8, refY: 5,
      markerWidth: 4, markerHeight: 4, orient: "auto-start-reverse" }, defs);
    el("path", { d: "M 0 0 L 10 5 L 0 10 z", fill: colour }, marker);
  }
  const points = $("layer-points");
  for (let rank = 0; rank < 10; rank++) {
    for (const f of FILES) {
      const [x, y] = centre(f + rank);
      const point = el("circle", {
        cx: x, cy: y, r: state.geometry.cell / 2 - 1, class: "point", "data-sq": f + rank,
      }, points);
      point.addEventListener("click", () => clickPoint(f + rank));
    }
  }
  buildPalette();
}

function drawBoard() {
  const marks = $("layer-marks"), pieces = $("layer-pieces"), rings = $("layer-rings");
  const loop = $("layer-loop");
  for (const layer of [marks, pieces, rings, loop]) layer.replaceChildren();
  const g = state.geometry;
  const cells = state.setup ? state.setup.cells : placement(currentPosition()?.fen || state.fen) || {};
  $("board").classList.toggle("setting-up", Boolean(state.setup));
  // While setting up, the moves and rulings shown belong to the position before: set them back.
  $("steps").hidden = Boolean(state.setup);
  $("reading").classList.toggle("stale", Boolean(state.setup));
  const legend = [];

  const ply = !state.setup && state.cursor > 0 ? state.data.plies[state.cursor - 1] : null;
  if (ply) {
    for (const sq of [ply.iccs.slice(0, 2), ply.iccs.slice(2, 4)]) {
      const [x, y] = centre(sq);
      const s = g.radius + 3;
      el("rect", { x: x - s, y: y - s, width: 2 * s, height: 2 * s, rx: 4, fill: "none",
        stroke: "#2e7d32", "stroke-width": 2.5, "stroke-dasharray": "6 3" }, marks);
    }
    legend.push(t("legendLast"));
  }
  for (const [sq, letter] of Object.entries(cells)) {
    const [x, y] = centre(sq);
    el("use", { href: `#piece-${letter}`, x, y, "data-piece": letter, "data-at": sq }, pieces);
  }
  // A game's judged cycle, while the board shows one of its positions: each move an arrow from
  // the edge of one disc to the edge of the other, bent to its right, so that a move and its
  // return run side by side, and a one-point step still shows.
  const judged = !state.setup && state.data.judged;
  if (judged && state.cursor >= judged.first - 1 && state.cursor <= judged.last) {
    const r = g.radius + 3, slant = Math.PI / 3;
    for (const p of state.data.plies.slice(judged.first - 1, judged.last)) {
      const [x1, y1] = centre(p.iccs.slice(0, 2));
      const [x2, y2] = centre(p.iccs.slice(2, 4));
      const d = Math.hypot(x2 - x1, y2 - y1);
      const [ux, uy] = [(x2 - x1) / d, (y2 - y1) / d];
      const [nx, ny] = [-uy, ux];
      const [c, s] = [Math.cos(slant), Math.sin(slant)];
      const [sx, sy] = [x1 + r * (ux * c + nx * s), y1 + r * (uy * c + ny * s)];
      const [ex, ey] = [x2 + r * (-ux * c + nx * s), y2 + r * (-uy * c + ny * s)];
      const bend = r * s + Math.min(0.3 * d, 0.6 * g.cell);
      const [cx, cy] = [(x1 + x2) / 2 + nx * bend, (y1 + y2) / 2 + ny * bend];
      const path = `M ${sx} ${sy} Q ${cx} ${cy} ${ex} ${ey}`;
      el("path", { d: path, fill: "none", stroke: "#fff", "stroke-width": 7, opacity: 0.8 }, loop);
      el("path", { d: path, fill: "none", stroke: LOOP_COLOURS[p.side], "stroke-width": 3,
        "marker-end": `url(#loop-head-${p.side})`, class: "loop-move", "data-ply": p.ply }, loop);
    }
    legend.push(escape(t("legendLoop")));
  }
  const pos = currentPosition();
  if (!state.setup && pos && pos.in_check) {
    const general = Object.entries(cells).find(([, l]) => l === (pos.side === "red" ? "K" : "k"));
    if (general) {
      const [x, y] = centre(general[0]);
      el("circle", { cx: x, cy: y, r: g.radius + 4, fill: "none", stroke: "#d50000",
        "stroke-width": 3 }, rings);
    }
  }
  // The pieces the move chases, under each book: one ring per book.
  if (ply) {
    const j = judging();
    state.vocabulary.rulebooks.forEach((book, i) => {
      const row = judgedPly(j, book.id, state.cursor);
      if (!row || !row.targets.length) return;
      for (const sq of row.targets) {
        const [x, y] = centre(sq);
        el("circle", { cx: x, cy: y, r: g.radius + 3 + 4 * i, fill: "none", "stroke-width": 3,
          "stroke-dasharray": i ? "4 3" : "none", class: `target target-${book.id}`,
          "data-sq": sq }, rings);
      }
      legend.push(`<span class="ring-${book.id}">◯</span> ${escape(t("legendChase", book.cite))}`);
    });
  }
  if (state.selected) {
    const [x, y] = centre(state.selected);
    el("circle", { cx: x, cy: y, r: g.radius + 2, fill: "none", stroke: "#1565c0",
      "stroke-width": 3 }, rings);
    for (const mv of pos.legal.filter((m) => m.startsWith(state.selected))) {
      const [tx, ty] = centre(mv.slice(2));
      el("circle", { cx: tx, cy: ty, r: 6, fill: "#1565c0", opacity: 0.55, class: "dest" }, rings);
    }
  }
  $("legend").innerHTML = legend.join(" · ");
}

function buildPalette() {
  const palette = $("palette");
  palette.replaceChildren();
  for (const letter of ["K", "A", "B", "N", "R", "C", "P", "k", "a", "b", "n", "r", "c", "p", ""]) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.tool = letter;
    if (letter) {
      const name = t("pieces")[letter];
      button.title = name;
      button.setAttribute("aria-label", name);
      const r = state.geometry.radius + 2;
      button.innerHTML = `<svg viewBox="${-r} ${-r} ${2 * r} ${2 * r}"><use href="#piece-${letter}"/></svg>`;
    } else {
      button.className = "eraser";
      button.dataset.t = "eraser";
      button.textContent = t("eraser");
    }
    button.addEventListener("click", () => { state.tool = letter; renderPalette(); });
    palette.appendChild(button);
  }
}

function renderPalette() {
  for (const b of $("palette").querySelectorAll("button")) {
    b.setAttribute("aria-pressed", String(b.dataset.tool === state.tool));
  }
}

function currentPosition() {
  return state.data ? state.data.positions[state.cursor] : null;
}

// ---- playing and setting up by clicking --------------------------------------------------

function clickPoint(sq) {
  if (state.setup) return placePiece(sq);
  const pos = currentPosition();
  if (!pos) return;
  const cells = placement(pos.fen) || {};
  const mine = (letter) => letter && (letter === letter.toUpperCase()) === (pos.side === "red");
  if (state.selected && state.selected !== sq) {
    const mv = state.selected + sq;
    if (pos.legal.includes(mv)) return attempt(() => play(mv));
    if (!mine(cells[sq])) {
      state.selected = null;
      say(t("illegal"));
      return drawBoard();
    }
  }
  if (state.selected === sq) state.selected = null;
  else if (mine(cells[sq])) state.selected = sq;
  else if (cells[sq]) { say(t("notYours", t("sides")[pos.side])); return; }
  say("");
  drawBoard();
}

async function play(mv) {
  say("");
  if (state.moves[state.cursor] === mv) {
    state.cursor += 1;
    state.selected = null;
    return render();
  }
  const moves = state.moves.slice(0, state.cursor).concat([mv]);
  await explore(state.fen, moves, moves.length);
}

function placePiece(sq) {
  const cells = state.setup.cells;
  if (!state.tool || cells[sq] === state.tool) delete cells[sq];
  else cells[sq] = state.tool;
  drawBoard();
  $("fen-input").value = setupFen(state.setup);
}

function startSetup(cells, side) {
  const pos = currentPosition();
  state.setup = {
    cells: cells || placement(pos ? pos.fen : state.fen) || {},
    side: side || (pos && pos.side === "black" ? "b" : "w"),
  };
  for (const radio of document.querySelectorAll("input[name=side]")) {
    radio.checked = radio.value === state.setup.side;
  }
  $("setup-panel").hidden = false;
  $("setup").setAttribute("aria-pressed", "true");
  state.selected = null;
  renderPalette();
  drawBoard();
  $("fen-input").value = setupFen(state.setup);
}

function endSetup() {
  state.setup = null;
  $("setup-panel").hidden = true;
  $("setup").setAttribute("aria-pressed", "false");
  render();
}

async function finishSetup() {
  const fen = setupFen(state.setup);
  try {
    await api("/api/explore", { fen, moves: "", lang: state.lang });
  } catch (e) {
    return say(`${t("setupError")}\n${e.message}`);
  }
  state.setup = null;
  say("");
  // The panel closes once the position is the page's (and the address's).
  await attempt(() => explore(fen, [], 0));
  $("setup-panel").hidden = true;
  $("setup").setAttribute("aria-pressed", "false");
}

async function loadFen(fen) {
  try {
    await explore(fen, [], 0);
    if (state.setup) endSetup();
    say("");
  } catch (e) {
    // A readable board that breaks a rule opens in setting up, to be put right by clicking.
    const cells = placement(fen);
    if (cells) startSetup(cells, /\s[bB]\b/.test(fen) ? "b" : "w");
    say(`${cells ? t("setupError") + "\n" : ""}${e.message}`);
  }
}

// ---- what the page shows -----------------------------------------------------------------

function escape(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

function render() {
  if (!state.data) return;
  drawBoard();
  renderSteps();
  renderRulings();
  renderTable();
  if (!state.setup) $("fen-input").value = state.fen;
  updateAddress();
}

function renderSteps() {
  const total = state.moves.length;
  const pos = currentPosition();
  const where = state.cursor === 0 ? t("atStart") : t("afterPly", state.cursor, total);
  const side = t("sides")[pos.side];
  let status = t("toMove", side);
  if (pos.outcome) status = `${side} ${t(pos.outcome)}`;
  else if (pos.in_check) status += ` (${t("inCheck")})`;
  $("where").textContent = `${where} · ${status}`;
  $("first").disabled = $("back").disabled = state.cursor === 0;
  $("last").disabled = $("forward").disabled = state.cursor === total;
}

// The words' key of a ruling's verdict under a book: the verdict's name, but
// `red_loses_at_once` where the losing side's pattern is the one the book punishes with a loss
// at once, with no order to vary (`atOnce`: CN 第24.1条, 长将): a ruling says so by the loser's
// pattern, a recorded game's repetition by the loss falling on the ply it is ruled at.
function verdictKey(book, r) {
  const loser = { red_loses: "red", black_loses: "black" }[r.verdict];
  const atOnce = t("atOnce")[book];
  if (!loser || !atOnce) return r.verdict;
  const lost = r.violations ? r.violations[loser] === atOnce : r.lost_at != null && r.lost_at === r.ply;
  return lost ? `${r.verdict}_at_once` : r.verdict;
}

// A verdict: the books' words for `key` (the verdict's name, or as `verdictKey` words it) and,
// in English, a gloss.
function verdictHtml(verdict, key = verdict) {
  const [zh, gloss] = t("verdicts")[key];
  const loses = verdict.endsWith("_loses") ? " loses" : "";
  return `<p class="verdict${loses}" data-verdict="${verdict}"><span lang="zh">${escape(zh)}</span>${gloss ? ` · ${escape(gloss)}` : ""}</p>`;
}

// A verdict in a line of text: the books' words for `key` and, in English, the verdict's name.
function verdictWords(verdict, key = verdict) {
  return `<b lang="zh">${escape(t("verdicts")[key][0])}</b>${state.lang === "en" ? ` ${escape(verdict)}` : ""}`;
}

// What is ruled: the loop's answers from /api/explore; for a case that illustrates a pattern
// and never repeats (`cycle: whole`), while its moves are unchanged, the case's answers, judged
// over all its moves as `qili run` judges it.
function judging() {
  const c = state.caseData;
  if (c && c.whole) {
    const rulings = {};
    for (const b of state.vocabulary.rulebooks) rulings[b.id] = c.rulings[b.id].found;
    return { rulings, reasons: c.reasons || {}, judged: c.judged, whole: true };
  }
  const reasons = state.data.reasons || {};
  if (state.data.judged) {
    const judged = state.data.judged;
    return { rulings: state.data.rulings, reasons, judged, whole: false, offset: judged.first - 1 };
  }
  const first = state.data.rulings[state.vocabulary.rulebooks[0].id];
  return { rulings: state.data.rulings, reasons, judged: first.cycle, whole: false, offset: 0 };
}

// A ply's row of a book's ruling (its class and targets); none for a ply outside the plies
// ruled (a game's moves before and after its judged cycle).
function judgedPly(j, book, ply) {
  return j.rulings[book].plies[ply - 1 - (j.offset || 0)];
}

function renderRulings() {
  const box = $("rulings");
  box.replaceChildren();
  const { rulings, reasons, judged, whole, offset } = judging();
  const colon = t("colon");
  for (const book of state.vocabulary.rulebooks) {
    const r = rulings[book.id];
    // A game's repetition: the occurrence and what the book's procedure made of it.
    const rep = state.repetition && state.repetition.reps[book.id];
    const card = document.createElement("section");
    card.className = "ruling";
    card.dataset.book = book.id;
    let html = `<h3>${escape(book.cite)} <small>${escape(t("bookNames")[book.id] || book.name)}</small></h3>`;
    html += verdictHtml(r.verdict, verdictKey(book.id, r));
    if (r.article) html += `<p>${escape(t("article") + colon)}<span class="article">${escape(cited(r.article))}</span></p>`;
    html += `<p class="why">${escape(t("why") + colon + (reasons[book.id] ?? r.why))}</p>`;
    if (rep) {
      html += `<p class="cycle">${escape(t("cycle", rep.first_ply, rep.ply, rep.occurrences))}</p>`;
      const done = procedure(rep);
      if (done) html += `<p class="procedure">${escape(done)}</p>`;
    } else if (offset) html += `<p class="cycle">${escape(t("judgedSpan", judged.first, judged.last))}</p>`;
    else if (r.cycle) html += `<p class="cycle">${escape(t("cycle", r.cycle.first, r.cycle.last, r.occurrences))}</p>`;
    if (whole) html += `<p class="cycle">${escape(t("wholeCard", judged.first, judged.last))}</p>`;
    for (const side of ["red", "black"]) {
      const pattern = r.violations[side];
      if (pattern) html += `<p class="cycle">${escape(t("violations", t("sides")[side]) + colon + (t("patterns")[book.id][pattern] || pattern))}</p>`;
    }
    if (r.move_limit) {
      html += `<p>${escape(t("moveLimit") + colon)}${verdictHtml(r.move_limit.verdict)} <span class="article">${escape(cited(r.move_limit.article))}</span> — ${escape(r.move_limit.why)}</p>`;
    }
    card.innerHTML = html;
    box.appendChild(card);
  }
}

// A class as a book names it: its character, in English its name, and whether it is a kind of 闲.
function classHtml(book, name) {
  const words = t("classes")[book][name];
  if (!words) return escape(name);
  const [zh, english, idle] = words;
  const kind = idle && name !== "idle" ? `<small>${escape(t("idleKind"))}</small>` : "";
  return `<span class="zh" lang="zh">${escape(zh)}</span>${escape(english)}${kind}`;
}

function renderTable() {
  const books = state.vocabulary.rulebooks;
  const head = $("plies").querySelector("thead tr");
  head.innerHTML = `<th>#</th><th>${escape(t("side"))}</th><th>${escape(t("move"))}</th><th>ICCS</th>` +
    books.map((b) => `<th data-book="${b.id}">${escape(b.cite)}</th>`).join("") +
    `<th>${escape(t("targets"))}</th>`;
  const body = $("plies").querySelector("tbody");
  body.replaceChildren();
  const j = judging();
  const { judged: cycle, whole } = j;
  for (const p of state.data.plies) {
    const tr = document.createElement("tr");
    tr.dataset.ply = p.ply;
    if (cycle && p.ply >= cycle.first && p.ply <= cycle.last) tr.classList.add("judged");
    if (p.ply === state.cursor) tr.classList.add("current");
    const after = placement(state.data.positions[p.ply].fen) || {};
    const rows = books.map((b) => judgedPly(j, b.id, p.ply));
    const ruled = rows.filter(Boolean);
    const differs = ruled.some((r) => r.class.join() !== ruled[0].class.join());
    let html = `<td>${p.ply}</td><td class="side-${p.side}">${escape(t("sides")[p.side])}</td>` +
      `<td lang="zh" class="move">${escape(moveText(p.chinese))}</td><td class="iccs">${p.iccs}</td>`;
    html += books.map((b, i) => `<td data-book="${b.id}" class="${differs ? "differs" : ""}">${rows[i] ? rows[i].class.map((c) => classHtml(b.id, c)).join(", ") : ""}</td>`).join("");
    const targets = new Map();
    rows.forEach((r, i) => r && r.targets.forEach((sq) => {
      if (!targets.has(sq)) targets.set(sq, []);
      targets.get(sq).push(books[i].cite);
    }));
    html += `<td>${[...targets].map(([sq, cites]) => {
      const piece = `${after[sq] ? t("pieces")[after[sq]] : ""} ${sq}`;
      return escape(cites.length === books.length ? piece : t("chasedUnder", piece, cites.join(", ")));
    }).join(t("separator"))}</td>`;
    tr.innerHTML = html;
    tr.addEventListener("click", () => { state.cursor = p.ply; state.selected = null; render(); });
    body.appendChild(tr);
  }
  // The current ply in view within the table's box (not by scrolling the page).
  const box = $("plies-box"), current = body.querySelector("tr.current");
  if (current && box.scrollHeight > box.clientHeight) {
    const row = current.getBoundingClientRect(), view = box.getBoundingClientRect();
    const head = $("plies").tHead.getBoundingClientRect().height;
    if (row.top < view.top + head || row.bottom > view.bottom) {
      box.scrollTop += row.top - view.top - (box.clientHeight + head) / 2;
    }
  }
  let note = state.data.plies.length === 0 ? t("noMoves") : whole ? t("wholeNote")
    : cycle ? t("judgedNote", cycle.first, cycle.last) : t("noCycle");
  $("table-note").textContent = note;
}

// ---- cases -------------------------------------------------------------------------------

async function loadCaseList() {
  const { cases } = await api(`/api/cases?lang=${state.lang}`);
  const select = $("case-select");
  // The server lists the cases for a reader without scripts: the list is written anew here.
  while (select.options.length > 1) select.remove(1);
  for (const c of cases) {
    const option = document.createElement("option");
    option.value = c.id;
    option.textContent = c.broken ? `${c.id} (${t("broken")})` : `${c.id} · ${c.article} · ${c.title_in_lang ?? c.title}`;
    option.disabled = Boolean(c.broken);
    select.appendChild(option);
  }
  select.value = state.caseData ? state.caseData.id : "";
}

async function openCase(id) {
  const data = await api(`/api/cases/${encodeURIComponent(id)}?lang=${state.lang}`);
  state.caseData = data;
  $("case-select").value = id;
  await explore(data.position, data.iccs.split(" "), 0);
  renderCase();
}

function closeCase() {
  state.caseData = null;
  $("case-select").value = "";
  $("case-panel").hidden = true;
}

function renderCase() {
  const c = state.caseData;
  const panel = $("case-panel");
  if (!c) { panel.hidden = true; return; }
  const book = state.vocabulary.rulebooks.find((b) => b.id === c.book);
  const cite = book ? book.cite : c.book;
  let html = `<h2>${escape(c.id)} · ${escape(c.title_in_lang ?? c.title)}</h2>`;
  html += `<p class="source">${escape(c.figure ? t("caseFrom", cite, c.figure, c.article) : c.article)}</p>`;
  html += `<blockquote lang="zh">${escape(c.text.trim())}</blockquote>`;
  html += "<ul>";
  for (const b of state.vocabulary.rulebooks) {
    const r = c.rulings[b.id];
    const colon = t("colon");
    const expected = r.expected
      ? `${escape(t("expected", r.derived ? t("derived") : t("printed")) + colon)}${verdictWords(r.expected)}`
      : escape(t("noExpected"));
    const found = r.found ? `${escape(t("found") + colon)}${verdictWords(r.found.verdict, verdictKey(b.id, r.found))} — ${escape(cited(r.found.article))}` : "";
    const status = state.lang === "en" ? r.status.replace("_", " ") : t("statuses")[r.status] || r.status;
    html += `<li data-book="${b.id}"><b>${escape(b.cite)}</b>${colon}${expected}${t("separator")}${found} ` +
      `<span class="status-${r.status}">${escape(status)}</span>` +
      `${r.status === "known_failure" || r.status === "fail" ? `<br><small>${escape(r.message)}</small>` : ""}` +
      `${r.warning ? `<br><small class="warning">${escape(r.warning)}</small>` : ""}</li>`;
  }
  html += "</ul>";
  if (c.whole) html += `<p>${t("whole")}</p>`;
  // A book's lost diagram is rebuilt from its words; a contributed case's position is made up.
  if (c.position_source === "reconstructed") {
    html += `<p><small>${t(c.book === "contrib" ? "positionMade" : "positionRebuilt")}</small></p>`;
  }
  if (c.errata.length) {
    html += `<details><summary>${t("errata")}</summary><ul>${c.errata.map((e) =>
      `<li lang="zh">${escape(e.printed)} → ${escape(e.corrected)}: ${escape(e.why)}</li>`).join("")}</ul></details>`;
  }
  if (c.notes) html += `<details><summary>${t("notes")}</summary><pre>${escape(c.notes)}</pre></details>`;
  panel.innerHTML = html;
  panel.hidden = false;
}

// ---- recorded games -----------------------------------------------------------------------

// Sends a game record (pasted text, or a file's bytes) to /api/games, lists its games and opens
// the first.
async function readGames(body, name) {
  const query = new URLSearchParams();
  if (name) {
    query.set("file", name);
    const encoding = $("game-encoding").value;
    if (encoding !== "auto") query.set("encoding", encoding);
  }
  const response = await fetch(`/api/games?${query}`, {
    method: "POST", headers: { "content-type": "application/octet-stream" }, body,
  });
  const json = await response.json();
  // `error_in_lang`: the same fault in the language the request asked for, where the server says it in it.
  if (!response.ok) throw new Error(json.error_in_lang || json.error || `HTTP ${response.status}`);
  say("");
  state.games = {
    name, list: json.games, count: json.count, capped: json.capped, index: 0,
    unreadable: json.unreadable || [],
  };
  await selectGame(0);
}

function currentGame() {
  return state.games && state.games.list[state.games.index];
}

// A game's repetitions, one entry per ply ruled, each with every book's ruling by book id.
function repetitionsOf(report) {
  const byPly = new Map();
  for (const r of report.repetitions) {
    if (!byPly.has(r.ply)) byPly.set(r.ply, { ply: r.ply, reps: {} });
    byPly.get(r.ply).reps[r.rules] = r;
  }
  return [...byPly.values()];
}

// Shows a game on the board: at its first repetition if it has one, else at its end.
async function selectGame(index) {
  say("");
  state.games.index = index;
  const game = currentGame();
  const [first] = repetitionsOf(game.report);
  if (first) return openRepetition(first.ply);
  const moves = game.moves.slice(0, state.vocabulary.limits.plies);
  await explore(game.start, moves, moves.length);
  if (moves.length < game.moves.length) say(t("cut", moves.length, game.moves.length), true);
}

// Opens a repetition of the game shown: the game on the board at the ruling's ply, its judged
// cycle marked, and both books' rulings of that cycle.
async function openRepetition(ply) {
  say("");
  const game = currentGame();
  const found = repetitionsOf(game.report).find((r) => r.ply === ply);
  const any = Object.values(found.reps)[0];
  const judged = { first: any.first_ply, last: any.ply };
  // The whole game when the server rules that many plies at once, else up to the repetition.
  const limit = state.vocabulary.limits.plies;
  const moves = game.moves.slice(0, any.ply <= limit ? limit : any.until);
  await explore(game.start, moves, ply, judged, { game: state.games.index, ply, reps: found.reps });
  if (moves.length < game.moves.length) say(t("cut", moves.length, game.moves.length), true);
}

// What the book's procedure made of a repetition: who must vary, and whether it varied or lost.
function procedure(rep) {
  if (!rep.must_vary) return "";
  const side = t("sides")[rep.must_vary];
  if (rep.lost_at === rep.ply) return t("losesAtOnce", side, cited(rep.lost_by));
  const parts = [t("mustVary", side)];
  if (rep.lost_at) parts.push(t("lostAt", rep.lost_at, cited(rep.lost_by)));
  else if (rep.varied_at) parts.push(t("variedAt", rep.varied_at));
  return parts.join(t("separator"));
}

function checkName(name) {
  return t("checks")[name] || name;
}

// The result checks of a game by book, in the vocabulary's order.
function checksHtml(report) {
  const checks = report.result_check;
  if (typeof checks === "string") return escape(checkName(checks));
  return state.vocabulary.rulebooks.filter((b) => checks[b.id])
    .map((b) => `<span data-book="${b.id}">${escape(b.cite)}: ${escape(checkName(checks[b.id]))}</span>`).join("<br>");
}

function renderGames() {
  const panel = $("games-panel");
  const g = state.games;
  if (!g) { panel.hidden = true; return; }
  const books = state.vocabulary.rulebooks;
  const tag = (report, name) => (report.tags[name] || "").trim();
  const players = (report) => `${tag(report, "Red") || "?"} – ${tag(report, "Black") || "?"}`;
  let html = `<h2>${escape(t(g.count === 1 ? "gamesReadOne" : "gamesRead", g.count, g.name || t("pasted")))}</h2>`;
  if (g.capped) html += `<p class="note">${escape(t("capped", g.list.length, g.count))}</p>`;
  if (g.unreadable.length) {
    const n = g.unreadable.length;
    html += `<p class="note">${escape(t(n === 1 ? "unreadableOne" : "unreadable", n))}</p><ul class="note">` +
      g.unreadable.slice(0, 20).map((f) => `<li lang="zh">${escape(f.file)}: ${escape(f.message)}</li>`).join("") + "</ul>";
  }
  // The games of an archive are named by their file inside it.
  const several = new Set(g.list.map(({ report }) => report.file)).size > 1;
  const inside = (report) => (g.name && report.file.startsWith(`${g.name}/`) ? report.file.slice(g.name.length + 1) : report.file);
  const gameName = (report) => (several ? `${inside(report)} · ${report.game}` : `${report.game}`);
  if (g.list.length > 1) {
    html += `<div class="game-list"><table id="game-list"><thead><tr><th>${t("game")}</th><th>${t("players")}</th>` +
      `<th>${t("event")}</th><th>${t("result")}</th><th>${t("check")}</th></tr></thead><tbody>`;
    g.list.forEach(({ report }, i) => {
      html += `<tr data-game="${i}"${i === g.index ? ' class="current"' : ""}><td lang="zh">${escape(gameName(report))}</td>` +
        `<td lang="zh">${escape(players(report))}</td><td lang="zh">${escape(tag(report, "Event"))}</td>` +
        `<td>${escape(report.result || "")}</td><td class="checks">${checksHtml(report)}</td></tr>`;
    });
    html += "</tbody></table></div>";
  }
  const game = currentGame();
  const report = game.report;
  html += `<h3 lang="zh">${escape(t("gameOf", report.game))} · ${escape(players(report))}` +
    `${tag(report, "Event") ? ` · ${escape(tag(report, "Event"))}` : ""}${report.result ? ` · ${escape(report.result)}` : ""}</h3>`;
  const tree = report.variations || report.comments ? ` · ${escape(t("treeCounts", report.variations, report.comments))}` : "";
  html += `<p class="source">${several ? `<span lang="zh">${escape(inside(report))}</span> · ` : ""}${escape(t("pliesOf", report.plies))} · ` +
    `${escape(report.format || "pgn")} · ${escape(report.encoding)}${tree} · ${t("check")}: ${checksHtml(report).replace(/<br>/g, " · ")}</p>`;
  if (report.error) html += `<p class="record-error">${escape(t("recordError", report.error.ply, report.error.move, report.error.message))}</p>`;
  const reps = repetitionsOf(report);
  if (!reps.length) html += `<p>${t("noRepetition")}</p>`;
  else {
    html += `<table id="repetitions"><caption>${t("repetitions")}</caption><thead><tr><th>${t("ply")}</th><th>${t("judgedCycle")}</th>` +
      books.map((b) => `<th data-book="${b.id}">${escape(b.cite)}</th>`).join("") + "<th></th></tr></thead><tbody>";
    for (const { ply, reps: byBook } of reps) {
      const shown = state.repetition && state.repetition.game === g.index && state.repetition.ply === ply;
      const any = Object.values(byBook)[0];
      html += `<tr data-ply="${ply}"${shown ? ' class="current"' : ""}><td>${ply}</td><td>${any.first_ply}–${any.ply}</td>`;
      for (const b of books) {
        const r = byBook[b.id];
        html += r ? `<td data-book="${b.id}">${verdictWords(r.verdict, verdictKey(b.id, r))}` +
          `<br><span class="article">${escape(cited(r.article))}</span>` +
          `${r.must_vary ? `<br>${escape(procedure(r))}` : ""}</td>` : `<td data-book="${b.id}"></td>`;
      }
      html += `<td><button type="button" class="open-repetition">${t("show")}</button></td></tr>`;
    }
    html += "</tbody></table>";
  }
  const list = panel.querySelector(".game-list");
  const scrolled = list ? list.scrollTop : 0;
  panel.innerHTML = html;
  panel.hidden = false;
  if (panel.querySelector(".game-list")) panel.querySelector(".game-list").scrollTop = scrolled;
  for (const tr of panel.querySelectorAll("#game-list tbody tr")) {
    tr.addEventListener("click", () => attempt(() => selectGame(Number(tr.dataset.game))));
  }
  for (const tr of panel.querySelectorAll("#repetitions tbody tr")) {
    tr.addEventListener("click", () => attempt(() => openRepetition(Number(tr.dataset.ply))));
  }
}

// ---- sharing, exporting, language --------------------------------------------------------

// The address of what is shown, in the page's language (or in `lang`).
function shareUrl(lang) {
  const url = new URL("/", location.href);
  if (state.caseData) url.searchParams.set("case", state.caseData.id);
  else {
    url.searchParams.set("fen", state.fen);
    if (state.moves.length) url.searchParams.set("moves", state.moves.join(" "));
    if (state.data && state.data.judged) url.searchParams.set("judged", `${state.data.judged.first}-${state.data.judged.last}`);
  }
  if (state.cursor) url.searchParams.set("ply", state.cursor);
  if (lang || state.langChosen || state.lang !== "en") url.searchParams.set("lang", lang || state.lang);
  return url.toString();
}

function updateAddress() {
  // While setting up, the address keeps the position being put right.
  if (!state.setup) history.replaceState(null, "", shareUrl());
  // The language links open what is shown, for a reader who opens one in a new tab.
  for (const link of document.querySelectorAll("#langs a")) link.href = shareUrl(link.dataset.lang);
  document.title = `${state.caseData ? `${state.caseData.id} · ` : ""}qili 棋例 — ${t("explorer")}`;
}

async function share() {
  const link = shareUrl();
  $("share-link").value = link;
  $("share-box").hidden = false;
  try {
    await navigator.clipboard.writeText(link);
    say(t("copied"), true);
  } catch {
    $("share-link").select();
    say(t("shareHere"), true);
  }
}

async function exportCase() {
  const data = await api("/api/new", { fen: state.fen, moves: state.moves.join(" ") });
  $("export-text").value = data.yaml;
  const link = $("export-download");
  URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([data.yaml], { type: "application/yaml" }));
  link.download = `${data.id}.yaml`;
  $("export-dialog").showModal();
  // The file from its first line (the dialog focuses the text, which would scroll to its end).
  $("export-text").setSelectionRange(0, 0);
  $("export-text").scrollTop = 0;
}

// The gallery's picture of what is shown, in the page's language: the case as `qili --lang …
// render CASE` draws it, or the position and moves as `qili --lang … render --fen --moves` does.
async function downloadPicture() {
  const c = state.caseData;
  const response = c
    ? await fetch(`/api/cases/${encodeURIComponent(c.id)}/picture?lang=${state.lang}`)
    : await fetch("/api/picture", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fen: state.fen, moves: state.moves.join(" "), lang: state.lang }),
    });
  if (!response.ok) throw new Error((await response.json()).error);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = `${c ? c.id : "qili-position"}.svg`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}

// The page's labels in its language (the server wrote them so; this writes them again after a
// switch), then everything drawn.
function applyLanguage() {
  document.documentElement.lang = state.lang;
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  for (const node of document.querySelectorAll("[data-t-title]")) node.title = t(node.dataset.tTitle);
  for (const node of document.querySelectorAll("[data-t-label]")) node.setAttribute("aria-label", t(node.dataset.tLabel));
  for (const button of $("palette").querySelectorAll("button[data-tool]")) {
    if (button.dataset.tool) {
      button.title = t("pieces")[button.dataset.tool];
      button.setAttribute("aria-label", button.title);
    }
  }
  for (const link of document.querySelectorAll("#langs a")) {
    if (link.dataset.lang === state.lang) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  render();
  renderCase();
  renderGames();
}

// Switches the page's language where it stands: the reasons come again from the server, in the
// new language, for the same position, moves, ply and game.
async function switchLanguage(lang) {
  const script = (l) => (l === "zh-Hant" ? "traditional" : "simplified");
  const redraw = script(lang) !== script(state.lang);
  state.lang = lang;
  state.langChosen = true;
  if (redraw) await loadBoard();
  if (state.caseData) {
    state.caseData = await api(`/api/cases/${encodeURIComponent(state.caseData.id)}?lang=${lang}`);
  }
  if (state.data && !state.setup) {
    await explore(state.fen, state.moves, state.cursor, state.data.judged || undefined, state.repetition);
  }
  await loadCaseList();
  applyLanguage();
}

// ---- start -------------------------------------------------------------------------------

function wire() {
  $("first").onclick = () => { state.cursor = 0; state.selected = null; render(); };
  $("back").onclick = () => { state.cursor = Math.max(0, state.cursor - 1); state.selected = null; render(); };
  $("forward").onclick = () => { state.cursor = Math.min(state.moves.length, state.cursor + 1); state.selected = null; render(); };
  $("last").onclick = () => { state.cursor = state.moves.length; state.selected = null; render(); };
  document.addEventListener("keydown", (e) => {
    if (e.target.closest("input, textarea, select") || state.setup) return;
    const key = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" }[e.key];
    if (key) { e.preventDefault(); $(key).click(); }
  });
  $("move-form").onsubmit = (e) => {
    e.preventDefault();
    const typed = $("move-input").value.trim();
    if (!typed) return;
    attempt(async () => {
      const before = state.moves.slice(0, state.cursor).join(" ");
      const data = await api("/api/explore", { fen: state.fen, moves: `${before} ${typed}`.trim(), lang: state.lang });
      await explore(data.fen, data.plies.map((p) => p.iccs));
      $("move-input").value = "";
      say("");
    });
  };
  $("fen-form").onsubmit = (e) => { e.preventDefault(); loadFen($("fen-input").value.trim()); };
  $("case-select").onchange = (e) => {
    const id = e.target.value;
    if (id) attempt(() => openCase(id));
    else { closeCase(); render(); }
  };
  $("setup").onclick = () => (state.setup ? endSetup() : startSetup());
  $("setup-clear").onclick = () => { state.setup.cells = {}; drawBoard(); $("fen-input").value = setupFen(state.setup); };
  $("setup-start").onclick = () => { state.setup.cells = placement(START_FEN); state.setup.side = "w"; startSetup(state.setup.cells, "w"); };
  $("setup-done").onclick = () => finishSetup();
  $("setup-cancel").onclick = () => { say(""); endSetup(); };
  for (const radio of document.querySelectorAll("input[name=side]")) {
    radio.onchange = () => { state.setup.side = radio.value; $("fen-input").value = setupFen(state.setup); };
  }
  $("share").onclick = () => share();
  $("export").onclick = () => attempt(exportCase);
  $("picture").onclick = () => attempt(downloadPicture);
  $("export-close").onclick = () => $("export-dialog").close();
  for (const link of document.querySelectorAll("#langs a")) {
    link.onclick = (e) => {
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.button) return;
      e.preventDefault();
      attempt(() => switchLanguage(link.dataset.lang));
    };
  }
  $("game-form").onsubmit = (e) => {
    e.preventDefault();
    const text = $("game-text").value;
    if (text.trim()) attempt(() => readGames(text));
  };
  // The file's bytes go as they are: the server tells Big5 from GBK from UTF-8.
  $("game-file").onchange = (e) => {
    const file = e.target.files[0];
    if (file) attempt(() => readGames(file, file.name));
  };
}

async function start() {
  wire();
  const params = new URLSearchParams(location.search);
  // The server chose the language (the address's, else the browser's) and wrote the page in it.
  state.lang = WORDS[document.documentElement.lang] ? document.documentElement.lang : "en";
  state.langChosen = params.has("lang");
  try {
    state.vocabulary = await api("/api/vocabulary");
    await loadBoard();
  } catch (e) {
    return say(e.message);
  }
  applyLanguage();
  await attempt(loadCaseList);
  const ply = params.has("ply") ? Number(params.get("ply")) : undefined;
  const id = params.get("case");
  if (id) {
    await attempt(async () => {
      await openCase(id);
      if (ply !== undefined) { state.cursor = Math.min(ply, state.moves.length); render(); }
    });
    if (state.data) return;
  }
  const fen = params.get("fen") || START_FEN;
  const moves = (params.get("moves") || "").split(/\s+/).filter(Boolean);
  const span = (params.get("judged") || "").match(/^(\d+)-(\d+)$/);
  try {
    await explore(fen, moves, ply ?? 0, span ? { first: Number(span[1]), last: Number(span[2]) } : undefined);
  } catch (e) {
    // A board that reads but breaks a rule opens in setting up, as when it is typed in; the
    // start position stands behind it, and the address keeps what was asked.
    const cells = placement(fen);
    if (cells) startSetup(cells, /\s[bB]\b/.test(fen) ? "b" : "w");
    await attempt(() => explore(START_FEN, [], 0));
    if (cells) $("fen-input").value = fen;
    say(`${cells ? t("setupError") + "\n" : ""}${e.message}`);
  }
}

start().finally(() => { document.body.dataset.ready = "true"; });
