#!/usr/bin/env python3
"""Strength table for Roque's levels: matches against Stockfish (or against
another Roque level), with alternating colours and varied openings.

Setup (idempotent, safe to re-run):
    apt-get install -y stockfish                 # Debian's 15.1, /usr/games/stockfish
    python3 -m pip install -r crates/engine/scripts/requirements.txt
    cargo build --release -p roque-engine --bin roque-uci

Examples:
    # Short development check: 10 games, level 8 against Stockfish 1800, 0.1 s a move
    python3 crates/engine/scripts/match.py --levels 8 --opponents sf:1800 --games 10 --movetime 0.1
    # The README table
    python3 crates/engine/scripts/match.py --levels 5-8 --opponents sf:1350,sf:1800 --games 40 --movetime 1
    # Levels below Stockfish's floor (1350) measured against another level
    python3 crates/engine/scripts/match.py --levels 1-3 --opponents roque:4 --games 20
    # A change against the build before it: level 8 of this build against
    # level 8 of another roque-uci, both at 200,000 nodes a move
    python3 crates/engine/scripts/match.py --levels 8 --opponents baseline:8 \
        --baseline /tmp/before/roque-uci --games 100 --nodes 200000
    # The ladder: each level against the next one up, 40 games a pair, by
    # nodes (level 8 at a million, about a second here), so that a busy
    # machine changes how long it takes, not what it measures
    python3 crates/engine/scripts/match.py --levels 1-7 --opponents roque:+1 --games 40 --nodes 1000000

Each pairing plays `--games` games; every opening of the book is played
twice, once with each colour. A game ends by the rules (mate, stalemate,
threefold repetition, fifty moves, insufficient material), at 300 moves
(a draw), or by adjudication when both engines agree for 8 plies that one
side is ahead by 10 pawns or more.

The table gives the score, the Elo difference it implies and its 95 %
interval (from the spread of the game results), and the Elo of the level
on Stockfish's UCI_Elo scale. Stockfish's UCI_Elo is calibrated by
its authors for longer time controls; read the numbers as a relative scale.
"""

import argparse
import math
import os
import random
import sys
import time

try:
    import chess
    import chess.engine
    import chess.pgn
except ImportError:
    sys.exit(
        "python-chess is missing: python3 -m pip install -r crates/engine/scripts/requirements.txt"
    )

# Short opening lines in UCI notation, varied in character.
BOOK = [
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6",  # Ruy Lopez
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6",  # Open Sicilian
    "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6",  # Queen's Gambit Declined
    "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6",  # King's Indian
    "e2e4 e7e6 d2d4 d7d5 b1c3 f8b4",  # French Winawer
    "e2e4 c7c6 d2d4 d7d5 e4e5 c8f5",  # Caro-Kann Advance
    "c2c4 e7e5 b1c3 g8f6 g2g3",  # English
    "g1f3 d7d5 g2g3 g8f6 f1g2 c7c6",  # Reti
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3",  # Italian
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3",  # Nimzo-Indian
    "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5",  # Scandinavian
    "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 d5c4",  # Slav
    "e2e4 c7c5 b1c3 b8c6 g2g3 g7g6",  # Closed Sicilian
    "d2d4 f7f5 g2g3 g8f6 f1g2 e7e6",  # Dutch
    "e2e4 g7g6 d2d4 f8g7 b1c3 d7d6",  # Modern
    "e2e4 e7e5 f2f4 e5f4 g1f3 g7g5",  # King's Gambit
    "e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4",  # Scotch
    "e2e4 e7e5 g1f3 g8f6 f3e5 d7d6 e5f3 f6e4",  # Petrov
    "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6",  # Pirc
    "e2e4 g8f6 e4e5 f6d5 d2d4 d7d6",  # Alekhine
    "d2d4 d7d5 g1f3 g8f6 c1f4 e7e6 e2e3",  # London
    "d2d4 g8f6 c2c4 g7g6 b1c3 d7d5",  # Gruenfeld
    "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6",  # Queen's Indian
    "e2e4 e7e5 b1c3 g8f6 f2f4",  # Vienna Gambit
]

# The longer book: the lichess opening names' lines (crates/openings/data,
# CC0) of 8 to 14 plies, one per final position, in a fixed shuffled order.
# Level 8 plays the same game from the same opening at a fixed node count,
# so comparing two builds needs more openings than the short book's 24.
LICHESS_DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "openings", "data")


def lichess_book():
    lines, seen = [], set()
    for name in sorted(os.listdir(LICHESS_DATA)):
        if not name.endswith(".tsv"):
            continue
        with open(os.path.join(LICHESS_DATA, name)) as tsv:
            next(tsv)
            for row in tsv:
                pgn = row.rstrip("\n").split("\t")[2]
                board = chess.Board()
                moves = []
                for token in pgn.split():
                    if token[0].isdigit():
                        continue
                    move = board.parse_san(token)
                    moves.append(move.uci())
                    board.push(move)
                key = board.epd()
                if 8 <= len(moves) <= 14 and key not in seen:
                    seen.add(key)
                    lines.append(" ".join(moves))
    random.Random(0).shuffle(lines)
    return lines


MAX_PLIES = 600
ADJUDICATE_CP = 1000
ADJUDICATE_PLIES = 8


def parse_levels(text):
    levels = []
    for part in text.split(","):
        if "-" in part:
            lo, hi = part.split("-")
            levels.extend(range(int(lo), int(hi) + 1))
        else:
            levels.append(int(part))
    return levels


def resolve(spec, level):
    """The opponent `spec` names for `level`: "roque:+N" is N levels up."""
    kind, _, value = spec.partition(":")
    if kind == "roque" and value.startswith("+"):
        return f"roque:{level + int(value[1:])}"
    return spec


def open_engine(spec, args):
    """An engine from "sf:ELO", "sf" (full strength), "roque:LEVEL" or
    "baseline:LEVEL" (a level of the roque-uci given by --baseline)."""
    kind, _, value = spec.partition(":")
    if kind == "sf":
        engine = chess.engine.SimpleEngine.popen_uci(args.stockfish)
        options = {"Threads": 1, "Hash": 16}
        if value:
            options.update({"UCI_LimitStrength": True, "UCI_Elo": int(value)})
        engine.configure(options)
        return engine
    if kind in ("roque", "baseline"):
        path = args.engine if kind == "roque" else args.baseline
        if path is None:
            raise SystemExit("baseline:LEVEL needs --baseline PATH")
        engine = chess.engine.SimpleEngine.popen_uci(path)
        engine.configure({"Hash": args.hash, "Level": int(value or 8)})
        return engine
    raise SystemExit(f"unknown opponent {spec!r}: use sf:ELO, sf, roque:LEVEL or baseline:LEVEL")


def limit_for(spec, args):
    """How long the engine `spec` names thinks: Roque by nodes when
    --nodes is given (and so the baseline), otherwise (and Stockfish always)
    by --movetime."""
    if spec.startswith(("roque", "baseline")) and args.nodes:
        return chess.engine.Limit(nodes=args.nodes)
    return chess.engine.Limit(time=args.movetime)


def white_view(info):
    """The engine's score from White's point of view, in centipawns, or None."""
    score = info.get("score")
    if score is None:
        return None
    return score.white().score(mate_score=100_000)


def play_game(white, black, opening, limits, pgn_out=None, names=("", "")):
    """Plays one game, each side within its `limits` (White's, Black's);
    returns the result from White's view: 1, 0.5 or 0."""
    board = chess.Board()
    for uci in opening.split():
        board.push_uci(uci)
    # A fresh key per game: python-chess then sends ucinewgame to both engines.
    game_key = object()
    streak_sign, streak = 0, 0
    result = None
    while result is None:
        if board.is_game_over(claim_draw=True):
            outcome = board.outcome(claim_draw=True)
            result = 0.5 if outcome.winner is None else (1.0 if outcome.winner else 0.0)
            break
        if board.ply() >= MAX_PLIES:
            result = 0.5
            break
        engine, limit = (white, limits[0]) if board.turn == chess.WHITE else (black, limits[1])
        played = engine.play(board, limit, info=chess.engine.INFO_SCORE, game=game_key)
        if played.move is None or played.move not in board.legal_moves:
            # An illegal or missing move loses (Roque must never do this).
            print(f"  ILLEGAL or no move {played.move} in {board.fen()}", file=sys.stderr)
            result = 0.0 if board.turn == chess.WHITE else 1.0
            break
        score = white_view(played.info)
        # Both engines must see it, ply after ply: the engines alternate.
        if score is not None and abs(score) >= ADJUDICATE_CP:
            sign = 1 if score > 0 else -1
            streak = streak + 1 if sign == streak_sign else 1
            streak_sign = sign
        else:
            streak_sign, streak = 0, 0
        board.push(played.move)
        if streak >= ADJUDICATE_PLIES:
            result = 1.0 if streak_sign > 0 else 0.0
    if pgn_out is not None:
        game = chess.pgn.Game.from_board(board)
        game.headers["White"], game.headers["Black"] = names
        game.headers["Result"] = {1.0: "1-0", 0.5: "1/2-1/2", 0.0: "0-1"}[result]
        print(game, file=pgn_out, end="\n\n")
        pgn_out.flush()
    return result


def elo_difference(score):
    score = min(max(score, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / score - 1)


def summary(results):
    """Score, and the Elo difference with its 95 % interval, as text, from
    per-game results (0, 0.5, 1). The interval comes from the spread of the
    results (normal approximation); where it reaches a score of 0 or 1 its
    end is unbounded. A clean sweep has no spread to measure: it is reported
    as a bound instead (the "rule of three": with n games, the true score is
    within 3/n of the sweep at 95 %)."""
    n = len(results)
    mean = sum(results) / n
    if mean in (0.0, 1.0):
        bound = elo_difference(3 / n if mean == 0 else 1 - 3 / n)
        return mean, bound, ("< %+.0f" if mean == 0 else "> %+.0f") % bound, "-"
    variance = sum((r - mean) ** 2 for r in results) / n
    sigma = math.sqrt(variance / n)

    def end(score, infinite):
        return infinite if not 0 < score < 1 else "%+.0f" % elo_difference(score)

    interval = "[%s, %s]" % (end(mean - 1.96 * sigma, "-inf"), end(mean + 1.96 * sigma, "+inf"))
    diff = elo_difference(mean)
    return mean, diff, "%+.0f" % diff, interval


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", default="target/release/roque-uci")
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    parser.add_argument("--baseline", help="another roque-uci, for the opponents baseline:LEVEL")
    parser.add_argument("--levels", default="8", help="e.g. 8, 5-8, 1,4,8")
    parser.add_argument("--opponents", default="sf:1800", help="comma-separated: sf:ELO, sf, roque:LEVEL, roque:+N (N levels up), baseline:LEVEL")
    parser.add_argument("--games", type=int, default=10, help="games per level and opponent")
    parser.add_argument("--movetime", type=float, default=0.1, help="seconds per move, both sides")
    parser.add_argument(
        "--nodes",
        type=int,
        help="Roque's nodes per move instead of --movetime (each level's own cap still applies); "
        "Stockfish keeps --movetime",
    )
    parser.add_argument("--hash", type=int, default=32, help="Roque's hash table, MiB")
    parser.add_argument(
        "--book",
        choices=("short", "lichess"),
        default="short",
        help="the openings: the 24 short lines above (the README's tables), or the lichess "
        "names' lines of 8 to 14 plies (about 1,500; for comparing two builds)",
    )
    parser.add_argument("--pgn", help="append the games to this PGN file")
    parser.add_argument(
        "--first-game",
        type=int,
        default=0,
        help="start at this game of the schedule (its opening and colours), to share a match between processes",
    )
    args = parser.parse_args()

    book = lichess_book() if args.book == "lichess" else BOOK
    pgn_out = open(args.pgn, "a") if args.pgn else None
    rows = []
    started = time.time()
    for level in parse_levels(args.levels):
        for spec in args.opponents.split(","):
            spec = resolve(spec, level)
            roque = open_engine(f"roque:{level}", args)
            opponent = open_engine(spec, args)
            results = []
            wins = draws = losses = 0
            try:
                for game in range(args.first_game, args.first_game + args.games):
                    opening = book[(game // 2) % len(book)]
                    roque_white = game % 2 == 0
                    white, black = (roque, opponent) if roque_white else (opponent, roque)
                    names = (f"Roque L{level}", spec) if roque_white else (spec, f"Roque L{level}")
                    roque_limit = limit_for("roque", args)
                    opponent_limit = limit_for(spec, args)
                    limits = (roque_limit, opponent_limit) if roque_white else (opponent_limit, roque_limit)
                    white_result = play_game(white, black, opening, limits, pgn_out, names)
                    result = white_result if roque_white else 1 - white_result
                    results.append(result)
                    wins += result == 1
                    draws += result == 0.5
                    losses += result == 0
                    print(
                        f"level {level} vs {spec}: game {game + 1}/{args.first_game + args.games} "
                        f"{'W' if roque_white else 'B'} {result}  (+{wins} ={draws} -{losses})",
                        file=sys.stderr,
                        flush=True,
                    )
            finally:
                roque.quit()
                opponent.quit()
            mean, diff, diff_text, margin = summary(results)
            base = int(spec.split(":")[1]) if spec.startswith("sf:") else None
            rows.append((level, spec, len(results), wins, draws, losses, mean, diff, diff_text, margin, base))

    print()
    pace = f"Roque {args.nodes} nodes per move" if args.nodes else f"{args.movetime} s per move"
    print(f"{pace}, {time.time() - started:.0f} s in all")
    print("| level | opponent | games | +/=/- | score | Elo diff | 95 % interval | level's Elo (SF scale) |")
    print("|------:|----------|------:|-------|------:|---------:|------------:|-----------------------:|")
    for level, spec, n, w, d, l, mean, diff, diff_text, margin, base in rows:
        if base is None:
            estimate = "-"
        elif mean in (0.0, 1.0):
            estimate = ("< %.0f" if mean == 0 else "> %.0f") % (base + diff)
        else:
            estimate = f"{base + diff:.0f}"
        print(
            f"| {level} | {spec} | {n} | +{w} ={d} -{l} | {100 * mean:.1f} % | {diff_text} | {margin} | {estimate} |"
        )
    if pgn_out:
        pgn_out.close()


if __name__ == "__main__":
    main()
