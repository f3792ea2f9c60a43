#!/usr/bin/env python3
"""Generate Roque's app icons from the piece set's knight.

Writes icon.svg (rounded square: a 2x2 board corner behind the white knight),
favicon.svg (the same, simplified for 16-32 px), and, when `--png` is given and
headless Chromium is on PATH, icon-192.png, icon-512.png and
apple-touch-icon.png (180 px, full-bleed square: iOS rounds the corners itself) and
icon-maskable-512.png (full-bleed, the knight inside the central safe circle, for
launchers that cut their own shape: the web manifest's "maskable" icon).
Run: python3 make_icons.py [--png]
"""
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path.insert(0, str(HERE.parent / "pieces"))
from build import body  # noqa: E402  (the piece set's own drawing code)

LIGHT, DARK = "#eed9b6", "#a9825f"
SIZE, RADIUS = 48, 10

# The knight box is 45x45; scaled up and centred slightly high over the 48 box.
KNIGHT = f'<g transform="translate(2.2 1.2) scale(0.98)">{body("w", "N")}</g>'


def board(rounded: bool) -> str:
    """A 2x2 corner of the board: dark square, light quadrants top-left and bottom-right."""
    r = RADIUS if rounded else 0
    h = SIZE // 2
    if rounded:
        dark = f'<rect width="{SIZE}" height="{SIZE}" rx="{r}" fill="{DARK}"/>'
        tl = f'M0 {r}A{r} {r} 0 0 1 {r} 0H{h}V{h}H0Z'
        br = f'M{h} {h}H{SIZE}V{SIZE - r}A{r} {r} 0 0 1 {SIZE - r} {SIZE}H{h}Z'
    else:
        dark = f'<rect width="{SIZE}" height="{SIZE}" fill="{DARK}"/>'
        tl = f'M0 0H{h}V{h}H0Z'
        br = f'M{h} {h}H{SIZE}V{SIZE}H{h}Z'
    return f'{dark}<path fill="{LIGHT}" d="{tl}{br}"/>'


def icon(rounded: bool = True) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}">'
            f"{board(rounded)}{KNIGHT}</svg>\n")


def maskable() -> str:
    """Full bleed for a launcher's mask: the platform may keep only the central
    circle of 80% diameter, so the knight is shrunk to fit well inside it."""
    knight = f'<g transform="translate(7.1 8.1) scale(0.75)">{body("w", "N")}</g>'
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}">'
            f"{board(rounded=False)}{knight}</svg>\n")


def favicon() -> str:
    """At 16 px detail lines are noise: plain dark square, a big white knight bust
    whose neck runs off the bottom edge (the viewport crops it)."""
    knight = ('<path fill="#fbf8f1" stroke="#1e1b18" stroke-width="2" stroke-linejoin="round" '
              'd="M14.5 41V35C14.5 30 17 26 21 22.5C20.5 24.5 17 25 14 23.5L12.5 23C10.5 22.5 9.5 20.5 '
              '10.5 18.5L17.5 10.5C18.5 9 19.5 8 20.5 7.5L23 2.5L25.5 6.5C30 7.5 33 11 34 15.5C35.5 '
              '22 35 29 33 35V41Z"/>'
              '<circle cx="18.8" cy="12.6" r="1.3" fill="#1e1b18"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}">'
            f'<rect width="{SIZE}" height="{SIZE}" rx="{RADIUS}" fill="{DARK}"/>'
            f'<g transform="translate(-5.25 2.5) scale(1.3)">{knight}</g></svg>\n')


def render(svg_text: str, px: int, out: Path) -> None:
    """Screenshot one SVG at px x px with headless Chromium (transparent background)."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "icon.svg"
        src.write_text(svg_text)
        page = Path(tmp) / "page.html"
        page.write_text(f'<html><body style="margin:0"><img src="{src.as_uri()}" '
                        f'width="{px}" height="{px}" style="display:block"></body></html>')
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                        "--hide-scrollbars", "--default-background-color=00000000",
                        f"--screenshot={out}", f"--window-size={px},{px}", page.as_uri()],
                       check=True, capture_output=True)


def main() -> None:
    (HERE / "icon.svg").write_text(icon())
    (HERE / "favicon.svg").write_text(favicon())
    if "--png" in sys.argv:
        render(icon(), 192, HERE / "icon-192.png")
        render(icon(), 512, HERE / "icon-512.png")
        render(icon(rounded=False), 180, HERE / "apple-touch-icon.png")
        render(maskable(), 512, HERE / "icon-maskable-512.png")


if __name__ == "__main__":
    main()
