#!/usr/bin/env python3
"""Positions for tuning the evaluation (`cargo run --release -p roque-engine
--example tune`): quiet positions from varied games, each with Stockfish's
score at a fixed depth.

Setup (idempotent, safe to re-run):
    apt-get install -y stockfish                 # Debian's 15.1, /usr/games/stockfish
    python3 -m pip install -r crates/engine/scripts/requirements.txt

Example (about 20 minutes on two cores):
    python3 crates/engine/scripts/tune_data.py --games 2500 --jobs 2 \\
        --out target/tune/positions.txt

How the positions are made:
- Each game starts from one of match.py's opening lines, then a few random
  moves, so that no two games are alike. Then Stockfish at a shallow depth
  plays both sides, with a random legal move now and then: the positions
  are those a game between people or a search wanders into, not only
  master play.
- From each game, some positions after the opening are kept: not in check,
  where Stockfish's best move at `--depth` is neither a capture nor a
  promotion (a quiet position, which a static evaluation can judge), and
  where the score is no mate and within 20 pawns.
- Each line is `FEN;score`: the score in centipawns from the side to move's
  point of view.

Nothing here is timed: a busy machine makes it slower, not different.
"""

import argparse
import multiprocessing
import os
import random
import sys

try:
    import chess
    import chess.engine
except ImportError:
    sys.exit(
        "python-chess is missing: python3 -m pip install -r crates/engine/scripts/requirements.txt"
    )

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from match import BOOK  # noqa: E402  (the same opening lines as the matches)

STOCKFISH = "/usr/games/stockfish"


def game_positions(engine, rng, args):
    """One game's kept positions, as (FEN, score) pairs."""
    board = chess.Board()
    for uci in rng.choice(BOOK).split():
        board.push_uci(uci)
    for _ in range(rng.randint(2, 8)):
        moves = list(board.legal_moves)
        if not moves or board.is_game_over():
            return []
        board.push(rng.choice(moves))
    kept = []
    while not board.is_game_over(claim_draw=True) and board.ply() < args.max_plies:
        if rng.random() < args.keep and not board.is_check():
            info = engine.analyse(board, chess.engine.Limit(depth=args.depth))
            score = info["score"].relative
            best = info.get("pv", [None])[0]
            quiet = best is not None and not board.is_capture(best) and best.promotion is None
            if quiet and not score.is_mate() and abs(score.score()) <= 2000:
                kept.append((board.fen(), score.score()))
        if rng.random() < args.random_moves:
            move = rng.choice(list(board.legal_moves))
        else:
            move = engine.play(board, chess.engine.Limit(depth=args.play_depth)).move
        board.push(move)
    return kept


def worker(job):
    """Plays `games` games from `seed`; returns their positions."""
    seed, games, args = job
    rng = random.Random(seed)
    engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    engine.configure({"Threads": 1, "Hash": 16})
    out = []
    try:
        for _ in range(games):
            out.extend(game_positions(engine, rng, args))
    finally:
        engine.quit()
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2500)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--depth", type=int, default=8, help="Stockfish's depth for the scores")
    parser.add_argument("--play-depth", type=int, default=3, help="Stockfish's depth for the moves")
    parser.add_argument("--random-moves", type=float, default=0.1, help="share of random moves")
    parser.add_argument("--keep", type=float, default=0.3, help="share of positions looked at")
    parser.add_argument("--max-plies", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()

    chunk = 25
    jobs = [
        (args.seed * 1_000_003 + i, min(chunk, args.games - start), args)
        for i, start in enumerate(range(0, args.games, chunk))
    ]
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    written = 0
    with open(args.out, "w") as out, multiprocessing.Pool(args.jobs) as pool:
        for done, positions in enumerate(pool.imap_unordered(worker, jobs), 1):
            for fen, score in positions:
                out.write(f"{fen};{score}\n")
            written += len(positions)
            out.flush()
            print(f"{done}/{len(jobs)} chunks, {written} positions", file=sys.stderr)


if __name__ == "__main__":
    main()
