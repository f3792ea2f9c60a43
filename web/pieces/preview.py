#!/usr/bin/env python3
"""Render preview.png: every piece on light and dark squares at 100 px and 30 px,
plus the starting position on a 48 px board.

Needs headless Chromium (`chromium` on PATH). Run: python3 preview.py
"""
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
LIGHT, DARK = "#eed9b6", "#a9825f"
ROLES = "KQRBNP"
BACK_RANK = "RNBQKBNR"


def cell(piece: str, size: int, bg: str) -> str:
    img = (f'<img src="{(HERE / f"{piece}.svg").as_uri()}" width="{size}" height="{size}">'
           if piece else "")
    return f'<div style="width:{size}px;height:{size}px;background:{bg}">{img}</div>'


def sheet_row(colour: str, size: int) -> str:
    cells = "".join(cell(colour + r, size, bg) for bg in (LIGHT, DARK) for r in ROLES)
    return f'<div style="display:flex">{cells}</div>'


def start_board(size: int) -> str:
    ranks = [["b" + r for r in BACK_RANK], ["bP"] * 8, *[[""] * 8] * 4,
             ["wP"] * 8, ["w" + r for r in BACK_RANK]]
    rows = "".join(
        '<div style="display:flex">'
        + "".join(cell(p, size, LIGHT if (y + x) % 2 == 0 else DARK) for x, p in enumerate(rank))
        + "</div>"
        for y, rank in enumerate(ranks))
    return f"<div>{rows}</div>"


def main() -> None:
    big = "".join(sheet_row(c, 100) for c in "wb")
    small = "".join(sheet_row(c, 30) for c in "wb")
    html = ('<html><body style="margin:0;background:#fff"><div style="padding:8px">'
            f'{big}<div style="display:flex;gap:24px;margin-top:16px"><div>{small}</div>'
            f"{start_board(48)}</div></div></body></html>")
    width, height = 12 * 100 + 16, 200 + 16 + 8 * 48 + 16
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "preview.html"
        page.write_text(html)
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                        "--hide-scrollbars", f"--screenshot={HERE / 'preview.png'}",
                        f"--window-size={width},{height}", page.as_uri()],
                       check=True, capture_output=True)


if __name__ == "__main__":
    main()
