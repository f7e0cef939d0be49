#!/usr/bin/env python3
"""Writes the glyph outlines qili's pictures draw text with, so that an SVG reads on a machine
without Chinese fonts.

Three faces, from Google's Noto CJK fonts (SIL Open Font License 1.1; Debian package
`fonts-noto-cjk`):
- `serif-bold.glyphs`: Noto Serif CJK SC Bold, for the pieces, the river and the file numerals;
- `serif-bold-tc.glyphs`: Noto Serif CJK TC Bold, for the pieces and the river of a board drawn
  in traditional characters (`qili render --lang zh-Hant`): red 帥仕相俥傌炮兵, black
  將士象車馬砲卒, 楚河 漢界;
- `sans.glyphs`: Noto Sans CJK SC Regular, for every other text (captions, coordinates, labels).

The sans face holds every character of both rulebooks (`spec/books/*.txt`), every character of
the case titles (`cases/**/*.yaml`, the English `title:` and the Chinese `titles:`), of the
captions' messages in every language (the `picture-` messages of `harness/i18n/*.ftl`),
printable ASCII and the punctuation the pictures use. A
character missing from it is drawn as plain text and fails the gallery test, which names this
script.

Usage (from the checkout's root):
    apt-get install fonts-noto-cjk && pip install fonttools==4.55.3
    python3 tools/glyphs/extract.py

Each output line is `<code point, hex> <advance> <path data>`, in font units (1000 to the em),
y pointing down, the origin on the baseline at the glyph's left edge.
"""

import glob
import os
import re

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTCollection

FONTS = "/usr/share/fonts/opentype/noto"
OUT = os.path.join("harness", "src", "picture", "glyphs")

SERIF_CHARS = "帅仕相马车炮兵将士象卒楚河汉界一二三四五六七八九"
TRADITIONAL_CHARS = "帥仕相俥傌炮兵將士象車馬砲卒楚河漢界"
EXTRA = "—–·…（）：，、。“”‘’《》！？；０１２３４５６７８９×→←↔"


class Quantised(BasePen):
    """SVG path data with integer coordinates and y flipped."""

    def __init__(self, glyph_set):
        super().__init__(glyph_set)
        self.parts = []

    def _p(self, pt):
        return f"{round(pt[0])} {round(-pt[1])}"

    def _moveTo(self, pt):
        self.parts.append("M" + self._p(pt))

    def _lineTo(self, pt):
        self.parts.append("L" + self._p(pt))

    def _curveToOne(self, p1, p2, p3):
        self.parts.append("C" + " ".join(self._p(p) for p in (p1, p2, p3)))

    def _qCurveToOne(self, p1, p2):
        self.parts.append("Q" + " ".join(self._p(p) for p in (p1, p2)))

    def _closePath(self):
        self.parts.append("Z")

    def data(self):
        # Drop spaces a letter already separates.
        return re.sub(r" (?=-)", "", "".join(self.parts))


def face(collection, name):
    for font in TTCollection(os.path.join(FONTS, collection)).fonts:
        if font["name"].getDebugName(4) == name:
            return font
    raise SystemExit(f"{name} not found in {collection}")


def write(font, chars, path, source):
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    lines = [
        f"# {source}, SIL Open Font License 1.1 (Debian fonts-noto-cjk).",
        "# Written by tools/glyphs/extract.py: <code point> <advance> <path>, 1000 units to the em.",
    ]
    missing = []
    for c in sorted(set(chars)):
        name = cmap.get(ord(c))
        if name is None:
            missing.append(c)
            continue
        pen = Quantised(glyphs)
        glyphs[name].draw(pen)
        lines.append(f"{ord(c):x} {glyphs[name].width} {pen.data()}")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{path}: {len(lines) - 2} glyphs" + (f", missing {''.join(missing)}" if missing else ""))


def main():
    text = "".join(open(p, encoding="utf-8").read() for p in sorted(glob.glob("spec/books/*.txt")))
    for p in sorted(glob.glob("cases/**/*.yaml", recursive=True)):
        for line in open(p, encoding="utf-8"):
            if line.startswith(("title:", "titles:")) or line.lstrip().startswith(
                ("zh-Hans:", "zh-Hant:")
            ):
                text += line
    # The captions' messages: a `picture-` id's line and its indented continuation lines.
    for p in sorted(glob.glob("harness/i18n/*.ftl")):
        inside = False
        for line in open(p, encoding="utf-8"):
            if line[:1] not in (" ", "}", "\n"):
                inside = line.startswith("picture-")
            if inside:
                text += line
    # CJK (the ideographic space included), and the other symbols the books print among it (○ in
    # 图一○五, which a title citing the figure needs); not a no-break space.
    cjk = {c for c in text if ord(c) >= 0x2E80 or (ord(c) > 0x7E and not c.isspace())}
    ascii_ = {chr(i) for i in range(0x20, 0x7F)}
    os.makedirs(OUT, exist_ok=True)
    write(
        face("NotoSerifCJK-Bold.ttc", "Noto Serif CJK SC Bold"),
        SERIF_CHARS + "123456789",
        os.path.join(OUT, "serif-bold.glyphs"),
        "Noto Serif CJK SC Bold",
    )
    write(
        face("NotoSerifCJK-Bold.ttc", "Noto Serif CJK TC Bold"),
        TRADITIONAL_CHARS,
        os.path.join(OUT, "serif-bold-tc.glyphs"),
        "Noto Serif CJK TC Bold",
    )
    write(
        face("NotoSansCJK-Regular.ttc", "Noto Sans CJK SC"),
        cjk | ascii_ | set(EXTRA) | set(SERIF_CHARS),
        os.path.join(OUT, "sans.glyphs"),
        "Noto Sans CJK SC Regular",
    )


if __name__ == "__main__":
    main()
