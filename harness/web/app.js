// The qili rules explorer: a board to set up and play on, and both books' rulings of the loop.
// Every rule is the server's: this page draws, collects clicks and typed moves, and shows what
// /api/explore answers (the same classification and ruling as `qili adjudicate --json`).
"use strict";

const START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const SVG = "http://www.w3.org/2000/svg";
const FILES = "abcdefghi";

// Labels in both languages. Classes and verdicts always show the books' Chinese beside English.
const WORDS = {
  en: {
    explorer: "rules explorer", case: "Case", "own-position": "— your own position —",
    board: "board", first: "start", back: "back", forward: "forward", last: "end",
    "type-moves": "Type moves (Chinese, WXF or ICCS)", add: "Add", fen: "Position (FEN)",
    load: "Load", setup: "Set up a position", share: "Copy share link", export: "Export as case",
    picture: "Download picture",
    "setup-legend": "Setting up: pick a piece (or the eraser), then click points",
    "to-move": "To move:", red: "Red", black: "Black", clear: "Empty board",
    "start-position": "Start position", done: "Done", cancel: "Cancel", rulings: "Rulings",
    plies: "The moves, ply by ply", side: "Side", move: "Move", targets: "Chased",
    "export-title": "The case file qili new writes",
    "export-note": "The classes, targets and rulings in it are the oracle's proposal: confirm each against the books, replace every TODO, and put the file in cases/contrib/.",
    download: "Download", close: "Close",
    footer: "Rulings by the qili oracle from the books' own articles.",
    "font-licence": "Chinese font: Noto Sans CJK SC, SIL Open Font License",
    atStart: "start position", afterPly: (n, total) => `after ply ${n} of ${total}`,
    toMove: (side) => `${side} to move`, inCheck: "in check", checkmate: "checkmated",
    stalemate: "has no legal move (困毙)",
    legendChase: (book) => `chased under ${book}`,
    legendLast: "dashed squares: the last move",
    noMoves: "No moves yet: click a piece, then where it goes, or type moves below.",
    judgedNote: (a, b) => `Marked rows (plies ${a}–${b}) are the cycle that is judged.`,
    noCycle: "The moves do not return to an earlier position yet, so there is nothing to rule.",
    article: "Article", why: "Why", cycle: (a, b, n) => `Cycle: plies ${a}–${b}; the final position has occurred ${n} times.`,
    violations: "Forbidden pattern", moveLimit: "Move limit",
    illegal: "That move is not legal here.", notYours: (side) => `It is ${side}'s move.`,
    copied: "Share link copied.", shareHere: "Share link:",
    caseFrom: (book, fig, art) => `${book}, figure ${fig} · ${art}`,
    expected: "expected", derived: "derived from the book's articles", printed: "printed",
    found: "found", noExpected: "the case gives no ruling",
    whole: "This printed sequence illustrates a pattern and never repeats a position: the case is judged over all its moves, and so are the rulings below while the moves stay as printed.",
    wholeNote: "Every row is judged: the case is ruled over its whole printed sequence.",
    wholeCard: (a, b) => `Judged over plies ${a}–${b}, the whole printed sequence.`,
    errata: "Misprints corrected", notes: "Notes on the case",
    positionRebuilt: "The position is rebuilt from the book's text (see the notes).",
    positionMade: "The position is constructed to show the ruling, not taken from a game (see the notes).",
    setupError: "This setup is not a legal position:",
    pieceNames: { k: "general", a: "advisor", b: "elephant", n: "horse", r: "rook", c: "cannon", p: "pawn" },
    sides: { red: "red", black: "black" },
    eraser: "Eraser", ruleOf: "ruling under",
    "game-label": "A game record (PGN or DhtmlXQ): paste it, or choose a file (also XQF, or a zip archive)",
    "game-read": "Read the game", encoding: "Encoding", auto: "auto",
    pasted: "the pasted text", gamesRead: (n, name) => `${n} ${n === 1 ? "game" : "games"} read from ${name}`,
    capped: (shown, count) => `Only the first ${shown} of the ${count} games are listed here; qili games reads them all.`,
    game: "Game", players: "Red – Black", event: "Event", result: "Result", check: "Result check",
    gameOf: (n) => `Game ${n}`, pliesOf: (n) => `${n} plies`,
    recordError: (ply, move, why) => `The record goes wrong at ply ${ply} (${move}): ${why}`,
    unreadableFiles: (n) => `${n} ${n === 1 ? "file" : "files"} of the archive could not be read:`,
    treeCounts: (v, c) => `${v} variations, ${c} comments`,
    noRepetition: "No position occurred three times in this game: nothing to rule.",
    repetitions: "Repetitions", ply: "Ply", judgedCycle: "Judged cycle", show: "Show on the board",
    mustVary: (side) => `${side} must vary`, variedAt: (ply) => `varied at ply ${ply}`,
    lostAt: (ply, by) => `went on with the cycle and lost at ply ${ply} (${by})`,
    losesAtOnce: (side, by) => `${side} loses at once (${by})`,
    judgedSpan: (a, b) => `Judged: plies ${a}–${b}, as the referee judges the game's repetition.`,
    legendLoop: "arrows: the judged cycle",
    cut: (n, total) => `The board holds the game's first ${n} of ${total} plies (the most the explorer rules at once).`,
    checks: {},
  },
  zh: {
    explorer: "棋例演示", case: "棋例", "own-position": "— 自摆局面 —",
    board: "棋盘", first: "开始", back: "后退", forward: "前进", last: "最后",
    "type-moves": "输入着法（中文、WXF 或 ICCS）", add: "走", fen: "局面 (FEN)",
    load: "载入", setup: "摆局面", share: "复制分享链接", export: "导出为棋例",
    picture: "下载棋图",
    "setup-legend": "摆局面：选一个棋子（或橡皮），再点棋盘上的点",
    "to-move": "轮到：", red: "红方", black: "黑方", clear: "清空棋盘",
    "start-position": "开局局面", done: "完成", cancel: "取消", rulings: "裁决",
    plies: "着法逐着", side: "方", move: "着法", targets: "被捉子",
    "export-title": "qili new 写出的棋例文件",
    "export-note": "其中的着法性质、被捉子与裁决是程序的提议：须逐一对照规则核实，替换每个 TODO，再把文件放入 cases/contrib/。",
    download: "下载", close: "关闭",
    footer: "裁决由 qili 依据规则条文计算。",
    "font-licence": "中文字体：Noto Sans CJK SC（SIL 开放字体许可证）",
    atStart: "初始局面", afterPly: (n, total) => `第 ${n} 着后（共 ${total} 着）`,
    toMove: (side) => `${side}走`, inCheck: "被将军", checkmate: "被将死", stalemate: "困毙",
    legendChase: (book) => `${book}认定的被捉子`,
    legendLast: "虚线方框：上一着",
    noMoves: "尚无着法：点一个棋子，再点目标点，或在下面输入着法。",
    judgedNote: (a, b) => `标记的行（第 ${a}–${b} 着）是受裁决的循环。`,
    noCycle: "着法尚未回到先前的局面，无须裁决。",
    article: "条文", why: "理由", cycle: (a, b, n) => `循环：第 ${a}–${b} 着；最后局面已出现 ${n} 次。`,
    violations: "犯规着法", moveLimit: "限着",
    illegal: "此着不合规则。", notYours: (side) => `轮到${side}走。`,
    copied: "分享链接已复制。", shareHere: "分享链接：",
    caseFrom: (book, fig, art) => `${book} 图${fig} · ${art}`,
    expected: "规则裁决", derived: "由条文推得", printed: "原书所载",
    found: "程序裁决", noExpected: "本例未给裁决",
    whole: "这段着法演示一种着法模式，并不重复局面：本例按全部着法裁决；着法未改动时，下面的裁决亦然。",
    wholeNote: "每一着都受裁决：本例按全部印出的着法裁决。",
    wholeCard: (a, b) => `按第 ${a}–${b} 着（全部印出的着法）裁决。`,
    errata: "勘误", notes: "说明（英文）",
    positionRebuilt: "局面据原书文字重建（见说明）。",
    positionMade: "局面为说明裁决而构造，并非取自对局（见说明）。",
    setupError: "此局面不合规则：",
    pieceNames: { k: "将帅", a: "士仕", b: "象相", n: "马", r: "车", c: "炮", p: "卒兵" },
    sides: { red: "红方", black: "黑方" },
    eraser: "橡皮", ruleOf: "裁决",
    "game-label": "棋谱（PGN 或 DhtmlXQ）：粘贴，或选择文件（也可 XQF 或 zip 文件）",
    "game-read": "读取棋谱", encoding: "编码", auto: "自动",
    pasted: "粘贴的文本", gamesRead: (n, name) => `从 ${name} 读取 ${n} 局`,
    capped: (shown, count) => `共 ${count} 局，这里只列出前 ${shown} 局；qili games 可读取全部。`,
    game: "局", players: "红方 – 黑方", event: "赛事", result: "结果", check: "结果核对",
    gameOf: (n) => `第 ${n} 局`, pliesOf: (n) => `${n} 着`,
    recordError: (ply, move, why) => `棋谱在第 ${ply} 着（${move}）有误：${why}`,
    unreadableFiles: (n) => `zip 包中 ${n} 个文件无法读取：`,
    treeCounts: (v, c) => `${v} 个变着，${c} 条注释`,
    noRepetition: "本局没有局面出现三次，无须裁决。",
    repetitions: "重复局面", ply: "着", judgedCycle: "受裁决的循环", show: "在棋盘上显示",
    mustVary: (side) => `${side}须变着`, variedAt: (ply) => `第 ${ply} 着变着`,
    lostAt: (ply, by) => `第 ${ply} 着继续循环，判负（${by}）`,
    losesAtOnce: (side, by) => `${side}即判负（${by}）`,
    judgedSpan: (a, b) => `按第 ${a}–${b} 着裁决，与裁判裁决本局重复局面相同。`,
    legendLoop: "箭头：受裁决的循环",
    cut: (n, total) => `棋盘上是本局前 ${n} 着（共 ${total} 着），程序一次最多裁决这么多着。`,
    checks: {
      consistent: "相符", "agreed-draw": "议和", "explained-loss": "判负相符", unexplained: "不符",
      "played-on": "未要求裁决", "no-repetition": "无重复", "no-result": "无结果", "record-error": "棋谱有误",
    },
  },
};

// The books' verdicts, in both languages (the words of the pictures' captions).
const VERDICTS = {
  draw: ["不变作和", "both may repeat: a draw"],
  red_loses: ["红方不变作负", "red must vary, and loses if it goes on"],
  black_loses: ["黑方不变作负", "black must vary, and loses if it goes on"],
  none: ["无裁决", "no repetition, no ruling"],
};

// The characters on the pieces, by FEN letter (red upper case).
const PIECE_CHARS = {
  K: "帅", A: "仕", B: "相", N: "马", R: "车", C: "炮", P: "兵",
  k: "将", a: "士", b: "象", n: "马", r: "车", c: "炮", p: "卒",
};

// The colours of the judged cycle's arrows: each side's moves in its own.
const LOOP_COLOURS = { red: "#b3261e", black: "#1c1c1c" };

const state = {
  lang: "en",
  vocabulary: null,     // /api/vocabulary
  classes: {},          // class name -> {chinese, idle}
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
  return typeof word === "function" ? word(...args) : word;
};

// ---- talking to the server -------------------------------------------------------------

async function api(path, body) {
  const response = await fetch(path, body === undefined ? {} : {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(json.error || `HTTP ${response.status}`);
  return json;
}

// Asks the server about a position and moves; on success they become the page's. With
// `judged` ({first, last}), the rulings are those of plies first–last, as the referee judges a
// game's repetition (`repetition`, from /api/games, says which).
async function explore(fen, moves, cursor, judged, repetition) {
  const body = { fen, moves: moves.join(" ") };
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

async function loadBoard() {
  const text = await (await fetch("/board.svg")).text();
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
  for (const letter of ["K", "A", "B", "N", "R", "C", "P", "k", "a", "b", "n", "r", "c", "p", ""]) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.tool = letter;
    if (letter) {
      const name = `${letter === letter.toUpperCase() ? "red" : "black"} ${WORDS.en.pieceNames[letter.toLowerCase()]}`;
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
    await api("/api/explore", { fen, moves: "" });
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

function verdictHtml(verdict) {
  const [zh, en] = VERDICTS[verdict];
  const loses = verdict.endsWith("_loses") ? " loses" : "";
  return `<p class="verdict${loses}" data-verdict="${verdict}"><span lang="zh">${zh}</span> · ${escape(en)}</p>`;
}

// What is ruled: the loop's answers from /api/explore; for a case that illustrates a pattern
// and never repeats (`cycle: whole`), while its moves are unchanged, the case's answers, judged
// over all its moves as `qili run` judges it.
function judging() {
  const c = state.caseData;
  if (c && c.whole) {
    const rulings = {};
    for (const b of state.vocabulary.rulebooks) rulings[b.id] = c.rulings[b.id].found;
    return { rulings, judged: c.judged, whole: true };
  }
  if (state.data.judged) {
    const judged = state.data.judged;
    return { rulings: state.data.rulings, judged, whole: false, offset: judged.first - 1 };
  }
  const first = state.data.rulings[state.vocabulary.rulebooks[0].id];
  return { rulings: state.data.rulings, judged: first.cycle, whole: false, offset: 0 };
}

// A ply's row of a book's ruling (its class and targets); none for a ply outside the plies
// ruled (a game's moves before and after its judged cycle).
function judgedPly(j, book, ply) {
  return j.rulings[book].plies[ply - 1 - (j.offset || 0)];
}

function renderRulings() {
  const box = $("rulings");
  box.replaceChildren();
  const { rulings, judged, whole, offset } = judging();
  for (const book of state.vocabulary.rulebooks) {
    const r = rulings[book.id];
    // A game's repetition: the occurrence and what the book's procedure made of it.
    const rep = state.repetition && state.repetition.reps[book.id];
    const card = document.createElement("section");
    card.className = "ruling";
    card.dataset.book = book.id;
    let html = `<h3>${escape(book.cite)} <small>${escape(book.name)}</small></h3>`;
    html += verdictHtml(r.verdict);
    if (r.article) html += `<p>${t("article")}: <span class="article">${escape(r.article)}</span></p>`;
    html += `<p class="why">${t("why")}: ${escape(r.why)}</p>`;
    if (rep) {
      html += `<p class="cycle">${t("cycle", rep.first_ply, rep.ply, rep.occurrences)}</p>`;
      const done = procedure(rep);
      if (done) html += `<p class="procedure">${escape(done)}</p>`;
    } else if (offset) html += `<p class="cycle">${t("judgedSpan", judged.first, judged.last)}</p>`;
    else if (r.cycle) html += `<p class="cycle">${t("cycle", r.cycle.first, r.cycle.last, r.occurrences)}</p>`;
    if (whole) html += `<p class="cycle">${t("wholeCard", judged.first, judged.last)}</p>`;
    for (const side of ["red", "black"]) {
      if (r.violations[side]) html += `<p class="cycle">${t("violations")} (${t("sides")[side]}): ${escape(r.violations[side])}</p>`;
    }
    if (r.move_limit) {
      html += `<p>${t("moveLimit")}: ${verdictHtml(r.move_limit.verdict)} <span class="article">${escape(r.move_limit.article)}</span> — ${escape(r.move_limit.why)}</p>`;
    }
    card.innerHTML = html;
    box.appendChild(card);
  }
}

function classHtml(name) {
  const c = state.classes[name];
  const english = name.replace(/_/g, " ");
  const kind = c.idle && name !== "idle" ? ` <small>(闲, idle)</small>` : "";
  return `<span class="zh" lang="zh">${escape(c.chinese)}</span>${escape(english)}${kind}`;
}

function pieceName(letter) {
  const side = letter === letter.toUpperCase() ? "red" : "black";
  if (state.lang === "zh") return `${t("sides")[side][0]}${PIECE_CHARS[letter]}`;
  return `${side} ${t("pieceNames")[letter.toLowerCase()]}`;
}

function renderTable() {
  const books = state.vocabulary.rulebooks;
  const head = $("plies").querySelector("thead tr");
  head.innerHTML = `<th>#</th><th>${t("side")}</th><th>${t("move")}</th><th>ICCS</th>` +
    books.map((b) => `<th data-book="${b.id}">${escape(b.cite)}</th>`).join("") +
    `<th>${t("targets")}</th>`;
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
    let html = `<td>${p.ply}</td><td class="side-${p.side}">${t("sides")[p.side]}</td>` +
      `<td lang="zh" class="move">${escape(p.chinese)}</td><td class="iccs">${p.iccs}</td>`;
    html += books.map((b, i) => `<td data-book="${b.id}" class="${differs ? "differs" : ""}">${rows[i] ? rows[i].class.map(classHtml).join(", ") : ""}</td>`).join("");
    const targets = new Map();
    rows.forEach((r, i) => r && r.targets.forEach((sq) => {
      if (!targets.has(sq)) targets.set(sq, []);
      targets.get(sq).push(books[i].cite);
    }));
    html += `<td>${[...targets].map(([sq, cites]) => {
      const who = cites.length === books.length ? "" : ` (${cites.join(", ")})`;
      return `${escape(after[sq] ? pieceName(after[sq]) : "")} ${sq}${who}`;
    }).join("; ")}</td>`;
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
  const { cases } = await api("/api/cases");
  const select = $("case-select");
  // The server lists the cases for a reader without scripts: the list is written anew here.
  while (select.options.length > 1) select.remove(1);
  for (const c of cases) {
    const option = document.createElement("option");
    option.value = c.id;
    option.textContent = c.broken ? `${c.id} (broken)` : `${c.id} · ${c.article} · ${c.title}`;
    option.disabled = Boolean(c.broken);
    select.appendChild(option);
  }
}

async function openCase(id) {
  const data = await api(`/api/cases/${encodeURIComponent(id)}`);
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
  let html = `<h2>${escape(c.id)} · ${escape(c.title)}</h2>`;
  html += `<p class="source">${escape(c.figure ? t("caseFrom", cite, c.figure, c.article) : c.article)}</p>`;
  html += `<blockquote lang="zh">${escape(c.text.trim())}</blockquote>`;
  html += "<ul>";
  for (const b of state.vocabulary.rulebooks) {
    const r = c.rulings[b.id];
    const expected = r.expected
      ? `${t("expected")} (${r.derived ? t("derived") : t("printed")}): <b>${VERDICTS[r.expected][0]}</b> ${escape(r.expected)}`
      : t("noExpected");
    const found = r.found ? `${t("found")}: <b>${VERDICTS[r.found.verdict][0]}</b> ${escape(r.found.verdict)} — ${escape(r.found.article)}` : "";
    html += `<li data-book="${b.id}"><b>${escape(b.cite)}</b>: ${expected}; ${found} ` +
      `<span class="status-${r.status}">${escape(r.status.replace("_", " "))}</span>` +
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
  if (!response.ok) throw new Error(json.error || `HTTP ${response.status}`);
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
  if (rep.lost_at === rep.ply) return t("losesAtOnce", side, rep.lost_by);
  const parts = [t("mustVary", side)];
  if (rep.lost_at) parts.push(t("lostAt", rep.lost_at, rep.lost_by));
  else if (rep.varied_at) parts.push(t("variedAt", rep.varied_at));
  return parts.join(state.lang === "zh" ? "；" : "; ");
}

function checkName(name) {
  return t("checks")[name] ? `${t("checks")[name]} ${name}` : name;
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
  let html = `<h2>${escape(t("gamesRead", g.count, g.name || t("pasted")))}</h2>`;
  if (g.capped) html += `<p class="note">${escape(t("capped", g.list.length, g.count))}</p>`;
  if (g.unreadable.length) {
    html += `<p class="note">${escape(t("unreadableFiles", g.unreadable.length))}</p><ul class="note">` +
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
        html += r ? `<td data-book="${b.id}"><b lang="zh">${VERDICTS[r.verdict][0]}</b> ${escape(r.verdict)}` +
          `<br><span class="article">${escape(r.article)}</span>` +
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

function shareUrl() {
  const url = new URL("/", location.href);
  if (state.caseData) url.searchParams.set("case", state.caseData.id);
  else {
    url.searchParams.set("fen", state.fen);
    if (state.moves.length) url.searchParams.set("moves", state.moves.join(" "));
    if (state.data && state.data.judged) url.searchParams.set("judged", `${state.data.judged.first}-${state.data.judged.last}`);
  }
  if (state.cursor) url.searchParams.set("ply", state.cursor);
  if (state.lang !== "en") url.searchParams.set("lang", state.lang);
  return url.toString();
}

function updateAddress() {
  // While setting up, the address keeps the position being put right.
  if (!state.setup) history.replaceState(null, "", shareUrl());
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

// The gallery's picture of what is shown: the case as `qili render CASE` draws it, or the
// position and moves as `qili render --fen --moves` does.
async function downloadPicture() {
  const c = state.caseData;
  const response = c
    ? await fetch(`/api/cases/${encodeURIComponent(c.id)}/picture`)
    : await fetch("/api/picture", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fen: state.fen, moves: state.moves.join(" ") }),
    });
  if (!response.ok) throw new Error((await response.json()).error);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = `${c ? c.id : "qili-position"}.svg`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}

function applyLanguage() {
  document.documentElement.lang = state.lang === "zh" ? "zh-Hans" : "en";
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  for (const node of document.querySelectorAll("[data-t-title]")) node.title = t(node.dataset.tTitle);
  $("lang").textContent = state.lang === "zh" ? "English" : "中文";
  render();
  renderCase();
  renderGames();
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
      const data = await api("/api/explore", { fen: state.fen, moves: `${before} ${typed}`.trim() });
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
  $("lang").onclick = () => { state.lang = state.lang === "en" ? "zh" : "en"; applyLanguage(); };
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
  state.lang = params.get("lang") === "zh" ? "zh" : "en";
  try {
    state.vocabulary = await api("/api/vocabulary");
    for (const c of state.vocabulary.classes) state.classes[c.name] = c;
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
