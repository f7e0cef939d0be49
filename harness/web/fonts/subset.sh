#!/usr/bin/env bash
# Rebuilds the explorer page's Chinese font: Noto Sans CJK SC (SIL Open Font License 1.1, see
# OFL.txt), the face of the pictures' captions, cut down to the characters the page can show,
# so that the page reads the same on a machine without Chinese fonts. Run it when `cargo test`
# says a character is missing (`serve::font_covers_every_chinese_character`), and commit the two
# files it writes.
#
# Needs apt-get (Debian's fonts-noto-cjk is downloaded, not installed) and python3 -m venv
# (fonttools and brotli are installed from PyPI into a scratch directory).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$work" && apt-get download fonts-noto-cjk >/dev/null && dpkg-deb -x fonts-noto-cjk_*.deb deb)
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet fonttools brotli
fonts="$work/deb/usr/share/fonts/opentype/noto"

python3 "$here/chars.py" > "$here/chars.txt"
# Font number 2 of the collection is the Simplified Chinese face (Noto Sans CJK SC).
"$work/venv/bin/pyftsubset" "$fonts/NotoSansCJK-Regular.ttc" --font-number=2 \
  --text-file="$here/chars.txt" --layout-features='*' --flavor=woff2 \
  --output-file="$here/qili-sans-sc.woff2"
# Every character must have a glyph: fail rather than ship a font with holes.
"$work/venv/bin/python" - "$here" <<'PY'
import pathlib, sys
from fontTools.ttLib import TTFont
here = pathlib.Path(sys.argv[1])
cmap = TTFont(here / "qili-sans-sc.woff2").getBestCmap()
missing = [c for c in (here / "chars.txt").read_text().strip() if ord(c) not in cmap]
if missing:
    sys.exit("no glyph in Noto Sans CJK SC for: " + "".join(missing))
PY
ls -l "$here/qili-sans-sc.woff2"
