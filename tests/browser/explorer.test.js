// The explorer page in a real browser: Debian's Chromium, driven by playwright-core as a person
// would use it (clicks, typing, reading text), never by pixels. Every test keeps a screenshot in
// target/browser-artifacts/ to look at.
//
// Run from the repository root after `cargo test --workspace` (or with `--no-run`), which builds
// target/debug/qili:
//   npm ci --prefix tests/browser && node --test tests/browser/
// QILI_BIN names another qili binary; CHROMIUM another browser.

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chineseFonts, withoutChineseFonts } from "./fonts.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const QILI = process.env.QILI_BIN || path.join(ROOT, "target/debug/qili");
const BROWSER = process.env.CHROMIUM || "/usr/bin/chromium";
const ARTIFACTS = path.join(ROOT, "target/browser-artifacts");

// AXF 图三十二: 红车长捉黑无根炮犯例，不变作负 (细则 18, by 总纲 3).
const AXF_32 = "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1";
const AXF_32_LOOP = ["b4a4", "a5e5", "a4e4", "e5a5", "e4a4", "a5e5", "a4e4", "e5a5", "e4a4"];

let server, browser, base;
// The browser's environment: the machine's fonts without any Chinese one (fonts.js).
const BROWSER_ENV = withoutChineseFonts();

// Starts `qili serve --port 0` (with these arguments) and reads the URL it prints.
async function startServer(args = []) {
  assert.ok(existsSync(QILI), `${QILI} is missing: run cargo test --workspace --no-run first`);
  const child = spawn(QILI, ["serve", "--port", "0", ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("qili serve printed no URL in 30 s")), 30000);
    child.on("exit", (code) => reject(new Error(`qili serve exited with ${code}`)));
    lines.on("line", (line) => {
      const found = line.match(/http:\/\/\S+/);
      if (found) { clearTimeout(timer); resolve(found[0]); }
    });
  });
  return { child, url };
}

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  ({ child: server, url: base } = await startServer());
  // Playwright starts the browser headless with a fresh profile directory of its own.
  browser = await chromium.launch({
    executablePath: BROWSER,
    env: BROWSER_ENV,
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
    ],
  });
});

after(async () => {
  await browser?.close();
  server?.kill();
});

async function open(query, at = base) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1100 } });
  page.setDefaultTimeout(20000);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // The API refuses bad input with a 4xx, which the page explains (and Chromium logs); any
  // other failed request or error is a defect.
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
  });
  page.on("response", (r) => {
    if (r.status() >= 400 && !new URL(r.url()).pathname.startsWith("/api/")) errors.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(new URL(query, at).toString());
  await page.waitForSelector("body[data-ready=true]");
  page.errors = errors;
  return page;
}

async function shot(page, name) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

// The page's message, once it shows.
async function message(page) {
  await page.waitForSelector("#message:not([hidden])");
  return page.locator("#message").innerText();
}

const point = (square) => `#board .point[data-sq=${square}]`;
const rows = (page) => page.locator("#plies tbody tr");
const ruling = (page, book) => page.locator(`.ruling[data-book=${book}]`);

// Clicks the language link of `lang` and waits for the page to be drawn again in it.
async function switchTo(page, lang) {
  await page.click(`#langs a[data-lang=${lang}]`);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

async function clickMove(page, move) {
  const before = await rows(page).count();
  await page.click(point(move.slice(0, 2)));
  await page.click(point(move.slice(2, 4)));
  await page.waitForFunction((n) => document.querySelectorAll("#plies tbody tr").length === n
    && document.querySelector("#where").textContent.includes(`ply ${n} of`), before + 1);
}

describe("the explorer page", () => {
  test("reads without Chinese fonts installed: it brings its own, and draws the board in outlines", async () => {
    assert.equal(chineseFonts(BROWSER_ENV), "", "the browser must see no Chinese font, to prove the page needs none");
    const page = await open("/?case=axf-032");
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.includes("qili-sans-sc")).map((f) => f.status);
    });
    assert.deepEqual(fonts, ["loaded"]);
    assert.equal(await page.locator("#board svg text").count(), 0, "every character on the board is an outline");
    await page.close();
  });

  test("opens a case: the board, the book's words and the AXF ruling by 总纲 3", async () => {
    const page = await open("/?case=axf-032");
    assert.equal(await page.locator("#case-select").inputValue(), "axf-032");
    // The diagram: 6 red and 7 black pieces.
    assert.equal(await page.locator("#layer-pieces use").count(), 13);
    assert.match(await page.locator("#case-panel blockquote").innerText(), /红车长捉黑无根炮犯例，不变作负/);
    const axf = ruling(page, "axf");
    assert.equal(await axf.locator(".verdict").getAttribute("data-verdict"), "red_loses");
    assert.match(await axf.locator(".article").innerText(), /总纲 3/);
    assert.match(await axf.innerText(), /红方不变作负/);
    assert.match(await page.locator("#case-panel li[data-book=axf]").innerText(), /expected \(printed\).*red_loses.*pass/s);
    assert.equal(await rows(page).count(), 9);
    await shot(page, "case-axf-032");
    assert.deepEqual(page.errors, []);
    await page.close();

    // AXF 图八 illustrates a pattern and never repeats a position: its rulings are judged over
    // all its moves. 说明: 双方不变，应判和局.
    const pattern = await open("/?case=axf-008");
    assert.equal(await ruling(pattern, "axf").locator(".verdict").getAttribute("data-verdict"), "draw");
    assert.match(await ruling(pattern, "axf").innerText(), /Judged over plies 1–7/);
    assert.deepEqual(pattern.errors, []);
    await pattern.close();
  });

  test("plays a loop by clicking and reads both rulings", async () => {
    const page = await open(`/?fen=${encodeURIComponent(AXF_32)}`);
    assert.equal(await rows(page).count(), 0);
    assert.equal(await ruling(page, "axf").locator(".verdict").getAttribute("data-verdict"), "none");
    for (const [i, move] of AXF_32_LOOP.entries()) {
      await clickMove(page, move);
      if (i === 2) {
        // Ply 3, 车九平五: the rook chases the cannon on e5, ringed under both books.
        assert.equal(await page.locator("#board .target[data-sq=e5]").count(), 2);
        await shot(page, "loop-ply-3");
      }
    }
    const axf = ruling(page, "axf"), cn = ruling(page, "cn");
    assert.equal(await axf.locator(".verdict").getAttribute("data-verdict"), "red_loses");
    assert.match(await axf.locator(".article").innerText(), /AXF 总纲 3/);
    assert.equal(await cn.locator(".verdict").getAttribute("data-verdict"), "red_loses");
    assert.match(await cn.locator(".article").innerText(), /第26\.4条/);
    const third = rows(page).nth(2);
    assert.match(await third.innerText(), /车九平五\s+a4e4\s+捉\s*chase\s+捉\s*chase\s+black cannon e5/);
    assert.equal(await page.locator("#plies tbody tr.judged").count(), 8, "plies 2–9 are the cycle");
    await shot(page, "loop-played");

    // Step back and forth; replaying the next move by clicking keeps the loop.
    await page.click("#back");
    assert.match(await page.locator("#where").innerText(), /after ply 8 of 9/);
    await page.click(point("e4"));
    await page.click(point("a4"));
    await page.waitForFunction(() => document.querySelector("#where").textContent.includes("after ply 9 of 9"));
    assert.equal(await rows(page).count(), 9);

    // An illegal click is explained, and nothing is played.
    await page.click(point("a5"));
    await page.click(point("a0"));
    assert.match(await message(page), /not legal/);
    assert.equal(await rows(page).count(), 9);

    // The share link opens the same loop.
    await page.click("#share");
    const link = await page.locator("#share-link").inputValue();
    assert.match(link, /moves=b4a4/);
    const again = await open(link);
    assert.equal(await rows(again).count(), 9);
    assert.equal(await ruling(again, "axf").locator(".verdict").getAttribute("data-verdict"), "red_loses");
    await again.close();

    // The picture, as `qili render --fen --moves` draws it.
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#picture")]);
    assert.equal(download.suggestedFilename(), "qili-position.svg");
    await download.saveAs(path.join(ARTIFACTS, "loop-picture.svg"));

    // Export as case: the YAML of `qili new`.
    await page.click("#export");
    await page.waitForSelector("#export-dialog[open]");
    const yaml = await page.locator("#export-text").inputValue();
    assert.match(yaml, /^id: contrib-todo$/m);
    assert.match(yaml, /moves: "车八平九 炮１平５/);
    await shot(page, "export-case");
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test("sets up a position by clicking; an illegal setup is explained", async () => {
    const page = await open("/");
    await page.click("#setup");
    await page.click("#palette [data-tool='']");
    await page.click(point("e0"));
    await page.click("#setup-done");
    assert.match(await message(page), /not a legal position[\s\S]*red has no general/);
    await shot(page, "setup-illegal");
    // Put the general back on another palace point, take away a horse, and play from there.
    await page.click("#palette [data-tool=K]");
    await page.click(point("e1"));
    await page.click("#palette [data-tool='']");
    await page.click(point("b0"));
    await page.click("#setup-done");
    await page.locator("#setup-panel").waitFor({ state: "hidden" });
    assert.match(await page.locator("#fen-input").inputValue(), /^rnbakabnr\/9\/1c5c1\/p1p1p1p1p\/9\/9\/P1P1P1P1P\/1C5C1\/4K4\/R1BA1ABNR w/);
    await clickMove(page, "e1e0");
    assert.match(await rows(page).first().innerText(), /帅五退一/);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test("a position in the address that breaks a rule opens in setting up", async () => {
    const facing = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    const page = await open(`/?fen=${encodeURIComponent(facing)}`);
    assert.match(await message(page), /not a legal position[\s\S]*face each other/);
    assert.equal(await page.locator("#setup-panel").isVisible(), true);
    // The board shows the position asked for, not the start position, ready to be put right.
    assert.equal(await page.locator("#layer-pieces use").count(), 2);
    assert.equal(await page.locator("#layer-pieces use[data-at=e9]").getAttribute("data-piece"), "k");
    assert.equal(await page.locator("#layer-pieces use[data-at=e0]").getAttribute("data-piece"), "K");
    assert.equal(await page.locator("#fen-input").inputValue(), facing);
    assert.equal(new URL(page.url()).searchParams.get("fen"), facing);
    await shot(page, "address-illegal-fen");
    // Moving the red general off the file puts it right.
    await page.click("#palette [data-tool='']");
    await page.click(point("e0"));
    await page.click("#palette [data-tool=K]");
    await page.click(point("d0"));
    await page.click("#setup-done");
    await page.locator("#setup-panel").waitFor({ state: "hidden" });
    assert.equal(new URL(page.url()).searchParams.get("fen"), "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test("without scripts, a case's address shows its board, the book's words, the rulings and the moves", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1400, height: 1100 } });
    const page = await context.newPage();
    await page.goto(new URL("/?case=axf-032", base).toString());
    assert.equal(await page.title(), "axf-032 · qili 棋例 — rules explorer");
    assert.match(await page.locator("#board svg title").textContent(), /^axf-032 · A rook perpetually chases/);
    // The caption of the picture carries the rulings.
    assert.match(await page.locator("#board svg").innerHTML(), /aria-label="AXF: red_loses — red must vary \(红方不变作负\)"/);
    assert.equal(await page.locator("#case-panel").isVisible(), true);
    assert.match(await page.locator("#case-panel h2").innerText(), /^axf-032 · /);
    assert.match(await page.locator("#case-panel blockquote").innerText(), /红车长捉黑无根炮犯例，不变作负/);
    const box = await page.locator("#board svg").boundingBox();
    assert.ok(box && box.width > 300 && box.height > 300, `the board is drawn ${JSON.stringify(box)}`);
    // Both books' rulings, and the moves ply by ply with the judged cycle marked.
    const axf = await page.locator("#rulings .ruling[data-book=axf]").innerText();
    assert.match(axf, /红方不变作负 · red must vary/);
    assert.match(axf, /Article: AXF 总纲 3/);
    assert.match(axf, /Why: red: 长捉/);
    assert.match(await page.locator("#rulings .ruling[data-book=cn]").innerText(), /红方不变作负[\s\S]*Article: CN 第25.2条/);
    assert.equal(await page.locator("#plies tbody tr").count(), AXF_32_LOOP.length);
    assert.equal(await page.locator("#plies tbody tr.judged").count(), 8);
    const first = await page.locator("#plies tbody tr[data-ply='2']").innerText();
    assert.match(first, /black[\s\S]*a5e5[\s\S]*杀/);
    assert.match(await page.locator("#plies tbody tr[data-ply='3']").innerText(), /捉chase[\s\S]*black cannon e5/);
    assert.match(await page.locator("#table-note").innerText(), /Marked rows \(plies 2–9\)/);
    // The case menu names the case, and picking another opens it through the server.
    assert.equal(await page.locator("#case-select").inputValue(), "axf-032");
    await page.locator("#case-select").selectOption("axf-107");
    await Promise.all([page.waitForURL(/case=axf-107/), page.getByRole("button", { name: "Open" }).click()]);
    assert.match(await page.locator("#case-panel h2").innerText(), /^axf-107 · /);
    assert.ok(await page.locator("#plies tbody tr").count() > 0);
    // What needs scripts is not shown, and a note says so.
    await page.goto(new URL("/?case=axf-032", base).toString());
    for (const control of ["#steps", "#move-form", "#fen-form", ".tools", "#game-form", "#setup-panel"]) {
      assert.equal(await page.locator(control).isVisible(), false, `${control} is shown without scripts`);
    }
    assert.match(await page.locator(".no-script").innerText(), /need JavaScript/);
    await shot(page, "case-axf-032-without-scripts");
    // The index: no control that does nothing.
    await page.goto(base);
    const shown = await page.locator("main button:visible, main input:visible, main textarea:visible, main select:visible").count();
    assert.equal(shown, 0, "the index shows controls that need scripts");
    assert.equal(await page.locator("#case-select").isVisible(), true);
    await shot(page, "index-without-scripts");
    await context.close();
  });

  test("the rulings and moves the server writes are the markup the script writes", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    const parts = async (page) => page.evaluate(() => ["#rulings", "#plies", "#table-note"]
      .map((s) => document.querySelector(s).innerHTML));
    // A case ruled on its cycle, one ruled over its whole printed sequence, a perpetual check
    // (CN: 立即判负; AXF: 不变作负), and a game's repetition judged over the plies the referee judges.
    const loop = AXF_32_LOOP.join("+");
    for (const query of ["/?case=axf-032", "/?case=axf-024", "/?case=axf-032&ply=3&lang=zh-Hant",
      "/?case=axf-024&lang=zh-Hans", "/?case=axf-001", "/?case=axf-001&lang=zh-Hans",
      `/?fen=${encodeURIComponent(AXF_32)}&moves=${loop}&judged=3-9&ply=4`]) {
      await plain.goto(new URL(query, base).toString());
      const served = await parts(plain);
      assert.ok(served[0].includes("class=\"ruling\""), `${query}: no rulings served`);
      const page = await open(query);
      assert.deepEqual(served, await parts(page), query);
      if (query.includes("axf-001")) {
        const verdict = (book) => page.locator(`.ruling[data-book=${book}] .verdict span`).textContent();
        assert.equal(await verdict("cn"), "红方立即判负", query);
        assert.equal(await verdict("axf"), "红方不变作负", query);
      }
      assert.deepEqual(page.errors, []);
      await page.close();
    }
    await context.close();
  });

  test("with scripts, the rulings and moves the server wrote are drawn again in place", async () => {
    const page = await open("/?case=axf-032");
    assert.equal(await page.locator("#rulings .ruling").count(), 2);
    assert.equal(await page.locator("#plies tbody tr").count(), AXF_32_LOOP.length);
    assert.equal(await page.locator("#plies thead th").count(), 7);
    assert.equal(await page.locator("#case-select option[value=axf-032]").count(), 1);
    assert.equal(await page.locator(".no-script").isVisible(), false);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test("a made-up contributed case is not said to be rebuilt from a book", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "qili-contrib-"));
    try {
      const file = path.join(dir, "contrib", "rook-shuffle.yaml");
      mkdirSync(path.dirname(file));
      execFileSync(QILI, ["new", "--fen", "3k5/9/9/9/9/9/9/9/R8/5K3 w", "--moves", "a1a2 d9e9 a2a1 e9d9 a1a2",
        "--out", file], { cwd: ROOT });
      const { child, url } = await startServer(["--cases", dir]);
      try {
        const page = await open("/?case=contrib-rook-shuffle", url);
        const panel = await page.locator("#case-panel").innerText();
        assert.match(panel, /constructed to show the ruling, not taken from a game/);
        assert.doesNotMatch(panel, /rebuilt from the book/);
        await switchTo(page, "zh-Hans");
        assert.match(await page.locator("#case-panel").innerText(), /并非取自对局/);
        await shot(page, "contrib-made-up");
        assert.deepEqual(page.errors, []);
        await page.close();
      } finally {
        child.kill();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("reads a Big5 game file, lists each game's repetitions and opens one under both books", async () => {
    const page = await open("/");
    // The file's bytes, as a person picks it: Big5, traditional characters, CRLF.
    await page.setInputFiles("#game-file", path.join(ROOT, "games/samples/ccpd-big5.pgn"));
    await page.waitForSelector("#games-panel:not([hidden])");
    assert.match(await page.locator("#games-panel h2").innerText(), /^7 games read from ccpd-big5\.pgn$/);
    const list = page.locator("#game-list tbody tr");
    assert.equal(await list.count(), 7);
    assert.match(await list.nth(5).innerText(),
      /^6\s+貴州周松雲 – 內蒙張傑樹\s+93全國象棋錦標賽 中炮對屏風馬\s+1-0\s+AXF: unexplained\s+CN: explained-loss$/);
    assert.match(await list.nth(6).innerText(), /Chimo – BrainChess.*record-error/s);

    // 周松雲–張傑樹 1993: the game on the board at ply 137, the judged cycle 134–137 marked.
    await list.nth(5).click();
    await page.waitForFunction(() => document.querySelector("#where").textContent.includes("after ply 137 of 137"));
    const reps = page.locator("#repetitions tbody tr");
    assert.equal(await reps.count(), 1);
    assert.match(await reps.innerText(),
      /^137\s+134–137\s+不变作和 draw\s+AXF 四大原则 1\s+黑方不变作负 black_loses\s+CN 第25\.2条; 第26\.4条\s+black must vary/);
    const axf = ruling(page, "axf"), cn = ruling(page, "cn");
    assert.equal(await axf.locator(".verdict").getAttribute("data-verdict"), "draw");
    assert.match(await axf.locator(".article").innerText(), /四大原则 1/);
    assert.equal(await cn.locator(".verdict").getAttribute("data-verdict"), "black_loses");
    assert.match(await cn.locator(".article").innerText(), /第26\.4条/);
    assert.match(await cn.innerText(), /长打 \(perpetual_attack/);
    assert.match(await cn.innerText(), /Cycle: plies 134–137; the final position has occurred 3 times\./);
    assert.match(await cn.locator(".procedure").innerText(), /^black must vary$/);
    const judged = await page.locator("#plies tbody tr.judged").evaluateAll((trs) => trs.map((tr) => Number(tr.dataset.ply)));
    assert.deepEqual(judged, [134, 135, 136, 137]);
    assert.equal(await rows(page).count(), 137);
    // Ply 134, black's rook from red's back rank one point back towards its own side, 车４退１
    // (d0d1), checks: its class under both books; the plies before the cycle are not ruled.
    assert.match(await rows(page).nth(133).innerText(), /^134\s+black\s+车４退１\s+d0d1\s+将\s*check\s+将\s*check/);
    assert.doesNotMatch(await rows(page).nth(132).innerText(), /check|chase|idle/);
    // The loop on the board: one arrow a move of the cycle, each in its side's colour.
    assert.deepEqual(await page.locator("#board .loop-move").evaluateAll((ps) => ps.map((p) => p.dataset.ply)),
      ["134", "135", "136", "137"]);
    assert.match(await page.locator("#legend").innerText(), /arrows: the judged cycle/);
    await shot(page, "games-repetitions");
    await page.screenshot({ path: path.join(ARTIFACTS, "games-repetitions-viewport.png") });

    // Stepping out of the cycle takes the arrows off; the share link opens the same rulings.
    await page.click("#rulings");
    for (let i = 0; i < 4; i++) await page.click("#back");
    assert.match(await page.locator("#where").innerText(), /after ply 133 of 137/);
    assert.equal(await page.locator("#board .loop-move").count(), 4, "ply 133 is the cycle's start");
    await page.click("#back");
    assert.equal(await page.locator("#board .loop-move").count(), 0);
    await page.click("#share");
    const link = await page.locator("#share-link").inputValue();
    assert.match(link, /judged=134-137/);
    const again = await open(link);
    assert.equal(await ruling(again, "cn").locator(".verdict").getAttribute("data-verdict"), "black_loses");
    assert.equal(await ruling(again, "axf").locator(".verdict").getAttribute("data-verdict"), "draw");
    assert.match(await ruling(again, "cn").innerText(), /Judged: plies 134–137/);
    assert.deepEqual(again.errors, []);
    await again.close();

    // 呂欽–徐天紅 1989: black's perpetual check loses at once under CN; AXF orders black to vary,
    // and black varied at ply 68.
    await list.nth(3).click();
    await page.waitForFunction(() => document.querySelector("#where").textContent.includes("after ply 66 of 86"));
    const lu = await page.locator("#repetitions tbody tr").innerText();
    assert.match(lu, /black must vary; varied at ply 68/);
    assert.match(lu, /black loses at once \(CN 第24\.1条\)/);
    // The CN cell's verdict says the loss is at once, as its procedure line does; AXF's orders a change.
    const cell = (book) => page.locator(`#repetitions tbody tr td[data-book="${book}"]`).first().innerText();
    assert.match(await cell("cn"), /^黑方立即判负 black_loses/);
    assert.match(await cell("axf"), /^黑方不变作负 black_loses/);
    await switchTo(page, "zh-Hans");
    assert.match(await page.locator("#repetitions tbody tr").innerText(), /黑方须变着；第 68 着变着/);
    assert.match(await cell("cn"), /^黑方立即判负\s/);
    assert.match(await page.locator("#games-panel h2").innerText(), /从 ccpd-big5\.pgn 读取 7 局/);
    await shot(page, "games-zh");
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test("takes a pasted record and a page of DhtmlXQ records; a file without a game is explained", async () => {
    const page = await open("/");
    // The UTF-8 sample, pasted: 吳貴臨–陶漢明, repetitions ruled a draw by both books.
    const text = readFileSync(path.join(ROOT, "games/samples/ccpd-utf8-bom.pgn"), "utf8").replace(/^\uFEFF/, "");
    await page.fill("#game-text", text);
    await page.click("#game-form button[type=submit]");
    await page.waitForSelector("#games-panel:not([hidden])");
    assert.match(await page.locator("#games-panel h2").innerText(), /^1 game read from the pasted text$/);
    assert.equal(await page.locator("#game-list").count(), 0, "one game: no list to pick from");
    assert.match(await page.locator("#repetitions tbody tr").first().innerText(), /^85\s+82–85\s+不变作和 draw.*不变作和 draw/s);
    await page.waitForFunction(() => document.querySelector("#where").textContent.includes("after ply 85 of 86"));
    assert.equal(await ruling(page, "cn").locator(".verdict").getAttribute("data-verdict"), "draw");

    // A web page of DhtmlXQ records: 趙國榮–柯永慶 1997, no repetition.
    await page.setInputFiles("#game-file", path.join(ROOT, "games/samples/dhtmlxq-44.html"));
    await page.waitForFunction(() => document.querySelector("#games-panel h2").textContent.includes("dhtmlxq-44.html"));
    assert.match(await page.locator("#games-panel h3").innerText(), /ZHAO GuoRong – KE YongQing · Zhongli Cup TV fast game Champion · 0-1/);
    assert.match(await page.locator("#games-panel").innerText(), /No position occurred three times/);

    // A file that holds no game: the server's reason, and the games read before stay.
    await page.setInputFiles("#game-file", { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("shopping list\n") });
    assert.match(await message(page), /no game record \(PGN, DhtmlXQ or XQF\)/);
    assert.match(await page.locator("#games-panel h2").innerText(), /dhtmlxq-44\.html/);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test("takes moves typed in any notation, and speaks Chinese", async () => {
    const page = await open("/");
    await page.fill("#move-input", "炮二平五 H8+7 h0g2");
    await page.click("#move-form button[type=submit]");
    await page.waitForFunction(() => document.querySelectorAll("#plies tbody tr").length === 3);
    assert.match(await rows(page).nth(1).innerText(), /马８进７\s+h9g7/);
    await page.fill("#move-input", "车一平二");
    await page.click("#move-form button[type=submit]");
    assert.match(await message(page), /move 4/);
    assert.equal(await rows(page).count(), 3);
    await switchTo(page, "zh-Hans");
    assert.equal(await page.locator("h2[data-t=rulings]").innerText(), "裁决");
    assert.match(await page.locator("#where").innerText(), /第 3 着后/);
    await shot(page, "typed-moves-zh");
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  // The words a Chinese page may show in Latin letters: names of notations, formats and books, case ids,
  // the case's own English (its title, in the menu), and what the reader typed.
  const LATIN = /\b(?:qili|AXF|CN|axf|ICCS|WXF|FEN|PGN|DhtmlXQ|XQF|zip|UTF-8|GB18030|GBK|Big5|Noto|Sans|CJK|SC|SIL|JavaScript|English|TODO|cases|contrib|new|games)\b/g;
  const english = (text) => (text.replace(LATIN, "").match(/[A-Za-z]{3,}/g) || []);

  test("speaks simplified Chinese with scripts: labels, rulings with the CLI's reasons, the table", async () => {
    const loop = AXF_32_LOOP.join("+");
    const page = await open(`/?fen=${encodeURIComponent(AXF_32)}&moves=${loop}&ply=3&lang=zh-Hans`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), "zh-Hans");
    assert.equal(await page.locator("h2[data-t=rulings]").innerText(), "裁决");
    assert.match(await page.locator("#where").innerText(), /^第 3 着后（共 9 着） · 黑方走$/);
    const axf = await ruling(page, "axf").innerText();
    assert.match(axf, /红方不变作负/);
    assert.match(axf, /条文：AXF 总纲 3；四大原则 4/);
    // The reasons in the books' terms, as `qili adjudicate --lang zh-Hans` prints them.
    const cli = execFileSync(QILI, ["--lang", "zh-Hans", "adjudicate", "--rules", "axf", "--fen", AXF_32,
      "--moves", AXF_32_LOOP.join(" ")], { cwd: ROOT, encoding: "utf8" });
    const why = (await ruling(page, "axf").locator(".why").innerText()).replace(/^理由：/, "");
    assert.match(why, /^红方一子长捉黑方无根炮（总纲 3）/);
    assert.ok(cli.replace(/\s+/g, "").includes(why.replace(/\s+/g, "")), `${why} is not what the CLI prints:\n${cli}`);
    assert.match(await rows(page).nth(2).innerText(), /^3\s+红方\s+车九平五\s+a4e4\s+捉\s+捉\s+黑炮 e5$/);
    assert.equal(await page.locator("#plies tbody tr.current").getAttribute("data-ply"), "3");
    assert.match(await page.locator("#table-note").innerText(), /标记的行（第 2–9 着）是受裁决的循环。/);
    assert.match(await page.locator("#legend").innerText(), /虚线方框：上一着/);
    // The picture downloads in the page's language, as `qili --lang zh-Hans render` draws it.
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#picture")]);
    const picture = readFileSync(await download.path(), "utf8");
    assert.match(picture, /aria-label="红先"/);
    assert.match(picture, /aria-label="车"/);
    // No English left on the page (what is visible, with the case menu closed).
    const text = await page.locator("body").innerText();
    const select = await page.locator("#case-select").innerText();
    assert.deepEqual(english(text.replace(select, "")), []);
    await shot(page, "zh-hans-loop");
    // A move typed that cannot be read is explained in Chinese, as the CLI words it.
    await page.fill("#move-input", "zz");
    await page.press("#move-input", "Enter");
    assert.match(await message(page), /^moves：无法读出着法列表：第 1 行第 \d+ 字：“zz”不是着法/);
    // So is a position in the address that cannot be read.
    await page.goto(new URL("/?fen=rnbakabnr/9/x&lang=zh-Hans", base).toString());
    await page.waitForSelector("body[data-ready=true]");
    assert.match(await message(page), /^fen：FEN 格式有误：第 1 个字符处：应有以“\/”分隔的 10 行，实有 3 行/);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test("speaks traditional Chinese to a browser that prefers it, and switches where it stands", async () => {
    const context = await browser.newContext({ locale: "zh-TW", viewport: { width: 1400, height: 1100 } });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(new URL("/?case=axf-032&ply=3", base).toString());
    await page.waitForSelector("body[data-ready=true]");
    assert.equal(await page.evaluate(() => document.documentElement.lang), "zh-Hant");
    assert.equal(await page.locator("h2[data-t=plies]").innerText(), "著法逐著");
    assert.match(await ruling(page, "axf").locator(".why").innerText(), /^理由：紅方一子长捉黑方無根炮（总纲 3）/);
    assert.match(await page.locator("#case-panel").innerText(), /AXF 圖32 · 细则 18/);
    assert.match(await page.locator("#case-panel li[data-book=axf]").innerText(), /規則裁決（原書所載）|規則裁決 \(原書所載\)/);
    assert.match(await page.locator("#where").innerText(), /第 3 著後/);
    await shot(page, "zh-hant-case");
    // The picture downloads in the page's language: traditional pieces and caption.
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#picture")]);
    assert.equal(download.suggestedFilename(), "axf-032.svg");
    const picture = readFileSync(await download.path(), "utf8");
    const scratch = mkdtempSync(path.join(os.tmpdir(), "qili-picture-"));
    execFileSync(QILI, ["--lang", "zh-Hant", "render", "axf-032", "--svg", path.join(scratch, "cli.svg")], { cwd: ROOT });
    assert.equal(picture, readFileSync(path.join(scratch, "cli.svg"), "utf8"));
    rmSync(scratch, { recursive: true });
    assert.match(picture, /aria-label="俥"/);
    assert.match(picture, /aria-label="紅先"/);
    // The board the script moves the pieces on prints them as the pictures do: 俥 傌 砲 in 繁體,
    // 车 马 炮 again in English, and the palette is built once.
    const board = () => page.locator("#board svg").innerHTML();
    assert.match(await board(), /aria-label="俥"/);
    assert.match(await board(), /aria-label="漢"/);
    // Switching keeps the case, the ply and the board; the address and the links follow.
    await switchTo(page, "en");
    assert.match(await board(), /aria-label="车"/);
    assert.doesNotMatch(await board(), /aria-label="俥"/);
    assert.equal(await page.locator("#palette button").count(), 15);
    assert.match(await page.locator("#where").innerText(), /after ply 3 of 9/);
    assert.match(await ruling(page, "axf").locator(".why").innerText(), /^Why: red: 长捉/);
    assert.equal(await page.locator("#plies tbody tr.current").getAttribute("data-ply"), "3");
    assert.match(page.url(), /case=axf-032.*ply=3.*lang=en/);
    await switchTo(page, "zh-Hans");
    assert.match(await page.locator("#where").innerText(), /第 3 着后/);
    assert.match(await page.locator("#langs a[data-lang=zh-Hant]").getAttribute("href"), /case=axf-032&ply=3&lang=zh-Hant/);
    assert.equal(await page.locator("#langs a[aria-current]").getAttribute("data-lang"), "zh-Hans");
    // A game read from a file stays through a switch.
    await page.setInputFiles("#game-file", path.join(ROOT, "games/samples/ccpd-big5.pgn"));
    await page.waitForFunction(() => document.querySelector("#games-panel h2")?.textContent.includes("读取 7 局"));
    await switchTo(page, "zh-Hant");
    assert.match(await page.locator("#games-panel h2").innerText(), /從 ccpd-big5\.pgn 讀取 7 局/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("speaks Chinese without scripts: the links switch the language and keep what is shown", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "zh-CN", viewport: { width: 1400, height: 1100 } });
    const page = await context.newPage();
    await page.goto(new URL("/?case=axf-032&ply=3", base).toString());
    assert.equal(await page.title(), "axf-032 · qili 棋例 — 棋例演示");
    assert.match(await page.locator(".no-script").innerText(), /需要 JavaScript/);
    assert.match(await ruling(page, "axf").locator(".why").innerText(), /^理由：红方一子长捉黑方无根炮（总纲 3）/);
    // ?ply=3 marks its row, as the script does.
    assert.equal(await page.locator("#plies tbody tr.current").getAttribute("data-ply"), "3");
    assert.equal(await page.locator("#langs").isVisible(), true);
    const body = await page.locator("main").innerText();
    // The case's title is its Chinese one.
    assert.deepEqual(english(body), []);
    await shot(page, "zh-hans-without-scripts");
    // 繁體: the same case at the same ply.
    await Promise.all([page.waitForURL(/lang=zh-Hant/), page.click("#langs a[data-lang=zh-Hant]")]);
    assert.match(page.url(), /case=axf-032&ply=3&lang=zh-Hant/);
    assert.equal(await page.locator("h2[data-t=rulings]").innerText(), "裁決");
    assert.equal(await page.locator("#plies tbody tr.current").getAttribute("data-ply"), "3");
    await shot(page, "zh-hant-without-scripts");
    // The case menu keeps the language.
    await page.locator("#case-select").selectOption("axf-107");
    await Promise.all([page.waitForURL(/case=axf-107/), page.getByRole("button", { name: "開啟" }).click()]);
    assert.match(page.url(), /lang=zh-Hant/);
    assert.equal(await page.locator("h2[data-t=rulings]").innerText(), "裁決");
    // An unreadable position in the address is explained, over the start position.
    await page.goto(new URL("/?fen=rnbakabnr/9/x&lang=zh-Hans", base).toString());
    assert.match(await page.locator("#message").innerText(), /^地址中的局面无法读取：fen：FEN 格式有误：第 1 个字符处/);
    assert.equal(await page.locator("#message").isVisible(), true);
    await page.goto(new URL("/?case=axf-999&lang=en", base).toString());
    assert.match(await page.locator("#message").innerText(), /^The case in the address cannot be opened: not found: no case 'axf-999'/);
    await context.close();
  });
});
