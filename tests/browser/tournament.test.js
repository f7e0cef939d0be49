// The tournament pages (`qili tournament sheet --html`, `standings --html`) in a real browser:
// Debian's Chromium, driven by playwright-core. An event with Chinese names is made with the
// `qili tournament` commands; its pairing sheet and standings pages, brought a font with --font,
// must show every Chinese name in that font (Chromium's own account of the fonts it drew with,
// on a machine with no Chinese font), fit an A4 page when printed, and print to PDF. The
// screenshots and PDFs go to target/browser-artifacts/.
//
// Run from the repository root after `cargo test --workspace` (or with `--no-run`):
//   npm ci --prefix tests/browser && node --test tests/browser/
// QILI_CJK_FONT names the font the pages bring (default target/fonts/DroidSansFallbackFull.ttf,
// which .ci/cjk-font unpacks from Debian's fonts-droid-fallback without installing it).

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { chineseFonts, withoutChineseFonts } from "./fonts.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const QILI = process.env.QILI_BIN || path.join(ROOT, "target/debug/qili");
const BROWSER = process.env.CHROMIUM || "/usr/bin/chromium";
const ARTIFACTS = path.join(ROOT, "target/browser-artifacts");
const FONT = process.env.QILI_CJK_FONT || path.join(ROOT, "target/fonts/DroidSansFallbackFull.ttf");

// Twelve entries, Chinese names among them (喆 and 堃 are outside GB2312, as names often are).
const ENTRIES = `姓名,等级分,单位
王天一,2710,杭州
郑惟桐,2680,四川
许银川,2650,广东
赵鑫鑫,2600,浙江
孟辰,2550,四川
蒋川,2640,北京
王廓,2580,天津
洪智,2620,湖北
李少庚,2500,湖北
陈卓,,上海
刘子健,,广东
王喆堃,,深圳
`;

let browser, dir;

function qili(...args) {
  return execFileSync(QILI, args, { cwd: dir, encoding: "utf8" });
}

before(async () => {
  assert.ok(existsSync(QILI), `${QILI} is missing: run cargo test --workspace --no-run first`);
  assert.ok(existsSync(FONT), `${FONT} is missing: run .ci/cjk-font (or set QILI_CJK_FONT to a font with Chinese glyphs)`);
  mkdirSync(ARTIFACTS, { recursive: true });
  dir = mkdtempSync(path.join(os.tmpdir(), "qili-pages-"));
  writeFileSync(path.join(dir, "entries.csv"), ENTRIES);
  qili("tournament", "new", "--players", "entries.csv", "--system", "swiss", "--rounds", "5",
    "--rules", "cn", "--seed", "11", "--results", "e.json");
  const results = ["1-0", "1/2-1/2", "0-1", "1-0", "forfeit-black", "1/2-1/2"];
  for (let round = 1; round <= 3; round++) {
    if (round === 2) {
      qili("tournament", "bye", "--results", "e.json", "--player", "孟辰", "--round", "2", "--points", "half");
      qili("tournament", "enter", "--results", "e.json", "--player", "谢靖", "--rating", "2630", "--points", "zero");
    }
    qili("tournament", "pair", "--results", "e.json", "--record");
    const boards = JSON.parse(readFileSync(path.join(dir, "e.json"), "utf8")).pairings.at(-1).boards.length;
    for (let b = 1; b <= boards; b++) {
      qili("tournament", "result", "--results", "e.json", "--board", String(b), results[(b + round) % results.length]);
    }
  }
  qili("tournament", "pair", "--results", "e.json", "--record");
  const font = ["--font", FONT, "--title", "2026 象棋公开赛"];
  writeFileSync(path.join(dir, "sheet.html"), qili("tournament", "sheet", "--results", "e.json", "--html", ...font));
  writeFileSync(path.join(dir, "standings.html"), qili("tournament", "standings", "--results", "e.json", "--html", ...font));
  for (const lang of ["zh-Hans", "zh-Hant"]) {
    for (const what of ["sheet", "standings"]) {
      writeFileSync(path.join(dir, `${what}-${lang}.html`),
        qili("--lang", lang, "tournament", what, "--results", "e.json", "--html", ...font));
    }
  }
  const env = withoutChineseFonts();
  assert.equal(chineseFonts(env), "", "the browser must see no Chinese font but the one the pages bring");
  // --allow-file-access-from-files: Debian's Chromium 148 (bookworm's today) logs "Unsafe
  // attempt to load URL file:///…/sheet.html from frame with URL file:///…/sheet.html" for a
  // page opened as a file (each file its own origin), where Chromium 156 logged nothing; the
  // pages of qili 900d598 draw the same message. The flag keeps the test from counting the
  // browser's message about the page's own address as an error of the page.
  browser = await chromium.launch({
    executablePath: BROWSER,
    env,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--allow-file-access-from-files"],
  });
});

after(async () => {
  await browser?.close();
});

// Opens a page as a file, as an arbiter opens what qili wrote.
async function open(name, width = 1100) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  await page.goto(pathToFileURL(path.join(dir, name)).toString());
  await page.evaluate(() => document.fonts.ready);
  page.errors = errors;
  return page;
}

// The fonts Chromium drew a cell's text with: [{familyName, isCustomFont, glyphCount}].
async function fontsOf(page, locator) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const selector = await locator.evaluate((el) => {
    el.setAttribute("data-probe", "1");
    return "[data-probe='1']";
  });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await locator.evaluate((el) => el.removeAttribute("data-probe"));
  return fonts;
}

// Every Chinese name cell is drawn in the font the page brought, none in a fallback.
async function namesInPageFont(page) {
  const cells = page.locator("td.name");
  const n = await cells.count();
  let chinese = 0;
  for (let i = 0; i < n; i++) {
    const cell = cells.nth(i);
    const text = await cell.innerText();
    const han = [...text].filter((c) => c.codePointAt(0) >= 0x2e80).length;
    if (han === 0) continue;
    chinese++;
    const fonts = await fontsOf(page, cell);
    const custom = fonts.filter((f) => f.isCustomFont).reduce((s, f) => s + f.glyphCount, 0);
    assert.ok(custom >= han, `"${text}": ${han} Chinese characters, ${custom} drawn in the page's font: ${JSON.stringify(fonts)}`);
  }
  assert.ok(chinese >= 5, `only ${chinese} cells with Chinese names`);
}

// Printed on A4: nothing wider than the page, and the PDF's pages counted.
async function printsOnA4(page, name, landscape) {
  await page.emulateMedia({ media: "print" });
  // A4 less the page's margins (12 mm a side), at 96 px an inch.
  const mm = 96 / 25.4;
  const width = Math.floor(((landscape ? 297 : 210) - 24) * mm);
  await page.setViewportSize({ width, height: 1000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${name}: ${overflow} px wider than A4`);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(path.join(ARTIFACTS, `${name}.pdf`), pdf);
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) || []).length;
  return pages;
}

describe("the tournament pages", () => {
  test("the pairing sheet shows every Chinese name in the font it brings and prints on one A4 page", async () => {
    const page = await open("sheet.html");
    assert.match(await page.locator("h1").innerText(), /2026 象棋公开赛 — 第4轮对阵表 Round 4/);
    assert.equal(await page.locator("tbody").first().locator("tr").count(), 6, "thirteen players: six boards and a bye");
    await namesInPageFont(page);
    await page.screenshot({ path: path.join(ARTIFACTS, "tournament-sheet.png"), fullPage: true });
    assert.equal(await printsOnA4(page, "tournament-sheet", false), 1);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test("the standings and crosstable show why a player has points, in the page's font, on A4", async () => {
    const page = await open("standings.html", 1300);
    const table = await page.locator("table").innerText();
    assert.match(table, /req ½/, "the requested bye is shown as such");
    assert.match(table, /late 0/, "the late entry is shown as such");
    assert.match(await page.locator("ul").first().innerText(), /req: a bye the player asked for/);
    await namesInPageFont(page);
    await page.screenshot({ path: path.join(ARTIFACTS, "tournament-standings.png"), fullPage: true });
    const landscape = (await page.content()).includes("size: A4 landscape");
    assert.equal(await printsOnA4(page, "tournament-standings", landscape), 1);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test("under --lang the pages are in Chinese, in the book's terms, and still print on A4", async () => {
    for (const [lang, round, bye] of [["zh-Hans", "第 4 轮对阵表", "本轮不赛"], ["zh-Hant", "第 4 輪對陣表", "本輪不賽"]]) {
      const sheet = await open(`sheet-${lang}.html`);
      assert.equal(await sheet.locator("html").getAttribute("lang"), lang);
      assert.match(await sheet.locator("h1").innerText(), new RegExp(`2026 象棋公开赛 — ${round}`));
      assert.match(await sheet.locator("h2").first().innerText(), new RegExp(bye));
      await namesInPageFont(sheet);
      await sheet.screenshot({ path: path.join(ARTIFACTS, `tournament-sheet-${lang}.png`), fullPage: true });
      assert.equal(await printsOnA4(sheet, `tournament-sheet-${lang}`, false), 1);
      assert.deepEqual(sheet.errors, []);
      await sheet.close();
      const standings = await open(`standings-${lang}.html`, 1300);
      assert.doesNotMatch(await standings.locator("thead").innerText(), /points|rank/);
      await namesInPageFont(standings);
      await standings.screenshot({ path: path.join(ARTIFACTS, `tournament-standings-${lang}.png`), fullPage: true });
      const landscape = (await standings.content()).includes("size: A4 landscape");
      assert.equal(await printsOnA4(standings, `tournament-standings-${lang}`, landscape), 1);
      assert.deepEqual(standings.errors, []);
      await standings.close();
    }
  });
});
