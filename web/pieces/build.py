#!/usr/bin/env python3
"""Generate the Roque piece set (12 SVG files) from one hand-written description.

Each piece is a list of silhouette parts (filled, outlined) drawn bottom to top,
plus detail lines (grooves, eye, slit) drawn on top. On black pieces the dark
outlines between stacked parts vanish into the dark fill, so "junctions" redraw
those seams as light lines, for black only. White and black pieces
share the same geometry; only the palette changes, so the two sides always match.
Run: python3 build.py  (writes the SVGs next to this file).
"""
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Palettes: (fill, outline, detail).
PALETTES = {
    "w": ("#fbf8f1", "#1e1b18", "#1e1b18"),
    "b": ("#2a2622", "#0d0b0a", "#ece6da"),
}

# The plinth every piece stands on, with its groove; the pawn's is narrower.
BASE = '<rect x="10" y="35" width="25" height="5" rx="2"/>'
BASE_GROOVE = "M13 37.5H32"
PAWN_BASE = '<rect x="12" y="35" width="21" height="5" rx="2"/>'
PAWN_GROOVE = "M15 37.5H30"

# Per role: silhouette parts, bottom to top, in the 45x45 box (y grows down);
# "details" are drawn on both colours, "junctions" on black only.
PIECES = {
    # Pawn: flared cone, collar, round head.
    "P": {
        "parts": [
            PAWN_BASE,
            '<path d="M16.5 35C17 30 19.5 25.5 20.5 22H24.5C25.5 25.5 28 30 28.5 35Z"/>',
            '<rect x="17" y="19.75" width="11" height="3" rx="1.5"/>',
            '<circle cx="22.5" cy="14.5" r="5.25"/>',
        ],
        "details": [PAWN_GROOVE],
    },
    # Rook: collar, tapered tower, chamfered head with three merlons.
    "R": {
        "parts": [
            BASE,
            '<rect x="12.5" y="31.5" width="20" height="3.5" rx="1"/>',
            '<path d="M15 31.5L16 17.5H29L30 31.5Z"/>',
            '<path d="M12 8.5H16.5V12H20.25V8.5H24.75V12H28.5V8.5H33V14.5L30 17.5H15L12 14.5Z"/>',
        ],
        "details": [BASE_GROOVE, "M14 14.5H31"],
        "junctions": ["M17 17.5H28", "M16.5 31.5H28.5"],
    },
    # Bishop: foot, waisted stem, collar, ogival mitre with its slit, ball finial.
    "B": {
        "parts": [
            BASE,
            '<rect x="14" y="31.5" width="17" height="3.5" rx="1.5"/>',
            '<path d="M16.5 31.5C17.5 28 19.5 25.5 19.5 23H25.5C25.5 25.5 27.5 28 28.5 31.5Z"/>',
            '<rect x="16.5" y="20.5" width="12" height="3" rx="1.5"/>',
            '<path d="M22.5 6.5C18 10 15.5 13.5 15.5 16.5C15.5 19 18 20.5 22.5 20.5C27 20.5 29.5 19 29.5 16.5C29.5 13.5 27 10 22.5 6.5Z"/>',
            '<circle cx="22.5" cy="5" r="2"/>',
        ],
        "details": [BASE_GROOVE, "M25.5 11L21 15.5"],
        "junctions": ["M18 19.7C20 20.4 25 20.4 27 19.7", "M20.5 23.5H24.5", "M18 31.5H27"],
    },
    # Knight: one silhouette facing left; eye, nostril and a mane highlight.
    "N": {
        "parts": [
            BASE,
            '<path d="M14.5 35C14.5 30 17 26 21 22.5C20.5 24.5 17 25 14 23.5L12.5 23C10.5 22.5 9.5 20.5 10.5 18.5L17.5 10.5C18.5 9 19.5 8 20.5 7.5L23 2.5L25.5 6.5C30 7.5 33 11 34 15.5C35.5 22 35 29 33 35Z"/>',
        ],
        "details": [BASE_GROOVE, "M17.5 13.2L20.2 11.8", "M13 19.5V19.5", "M26.5 9C30 11.5 32 17 32 24"],
    },
    # Queen: skirt, collar, five-pointed crown with a ball on every point.
    "Q": {
        "parts": [
            BASE,
            '<path d="M13 35C15 30.5 17 27.5 17.5 24H27.5C28 27.5 30 30.5 32 35Z"/>',
            '<rect x="16" y="21.5" width="13" height="3" rx="1.5"/>',
            '<path d="M16 21.5L10.5 10.5L16.5 15.5L17 7.5L20.5 14.5L22.5 5.5L24.5 14.5L28 7.5L28.5 15.5L34.5 10.5L29 21.5Z"/>',
            '<circle cx="10.5" cy="10" r="1.75"/>',
            '<circle cx="17" cy="7" r="1.75"/>',
            '<circle cx="22.5" cy="5" r="1.75"/>',
            '<circle cx="28" cy="7" r="1.75"/>',
            '<circle cx="34.5" cy="10" r="1.75"/>',
        ],
        "details": [BASE_GROOVE, "M15 19H30"],
        "junctions": ["M18 23H27"],
    },
    # King: skirt, collar, flared banded crown under a bold cross.
    "K": {
        "parts": [
            BASE,
            '<path d="M13 35C15 30.5 17 27.5 17.5 24H27.5C28 27.5 30 30.5 32 35Z"/>',
            '<rect x="16" y="21.5" width="13" height="3" rx="1.5"/>',
            '<path d="M21 1.5H24V4.5H27V7.5H24V11H21V7.5H18V4.5H21Z"/>',
            '<path d="M16 21.5L12.5 13C16 11 19.5 10.5 22.5 10.5C25.5 10.5 29 11 32.5 13L29 21.5Z"/>',
        ],
        "details": [BASE_GROOVE, "M15 18.5H30", "M22.5 11V18.5"],
        "junctions": ["M18 23H27"],
    },
}

def body(colour: str, role: str) -> str:
    """The drawing of one piece as an SVG group, in the 45x45 piece box."""
    fill, outline, detail = PALETTES[colour]
    piece = PIECES[role]
    parts = "".join(piece["parts"])
    lines = piece["details"] + (piece.get("junctions", []) if colour == "b" else [])
    details = "".join(f'<path d="{d}"/>' for d in lines)
    return (
        f'<g fill="{fill}" stroke="{outline}" stroke-width="1.5" '
        'stroke-linejoin="round" stroke-linecap="round">'
        f"{parts}"
        f'<g fill="none" stroke="{detail}">{details}</g>'
        "</g>"
    )


def svg(colour: str, role: str) -> str:
    """A complete, self-contained SVG file for one piece."""
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45">{body(colour, role)}</svg>\n'


def main() -> None:
    for colour in "wb":
        for role in "KQRBNP":
            (HERE / f"{colour}{role}.svg").write_text(svg(colour, role))


if __name__ == "__main__":
    main()
