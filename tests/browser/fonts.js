// The browser runs with no Chinese font of the machine's: the pages must bring their own (the
// explorer its subset, the tournament pages the font given with --font), and the tests prove it
// on any machine, whatever fonts it has installed. Fontconfig, which Chromium on Linux asks for
// every font, is pointed at a configuration that keeps the machine's own but rejects every font
// that covers Chinese.

import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const CONFIG = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont>
    <rejectfont>
      <pattern><patelt name="lang"><string>zh</string></patelt></pattern>
    </rejectfont>
  </selectfont>
</fontconfig>
`;

/// The environment to start the browser in: the process's own, with FONTCONFIG_FILE naming a
/// configuration (written to a fresh temporary directory) that hides every Chinese font.
export function withoutChineseFonts() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "qili-fonts-"));
  const file = path.join(dir, "fonts.conf");
  writeFileSync(file, CONFIG);
  return { ...process.env, FONTCONFIG_FILE: file };
}

/// The families fontconfig offers for Chinese under `env` ("" when none, as it must be).
export function chineseFonts(env) {
  try {
    return execFileSync("fc-list", [":lang=zh", "family"], { encoding: "utf8", env }).trim();
  } catch {
    return ""; // no fontconfig tools: Chromium then finds no font through fontconfig either
  }
}
