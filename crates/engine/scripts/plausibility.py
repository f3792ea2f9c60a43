#!/usr/bin/env python3
"""How human Roque's levels look: over positions from real games, the share
of each level's moves that a strong player would call plausible, beside a
uniform random mover's.

A move is counted "plausible" when it is among Stockfish's five best
(MultiPV 5 at a fixed depth), or when a one-ply material count does not
refute it: no reply of the opponent wins material, counted after the
reply and the mover's best recapture (pawn 1, knight and bishop 3, rook
5, queen 9; the recapture is what makes an even exchange even). The
second test keeps quiet moves that are fine but not in the top five, and
still throws out a piece left hanging or a losing capture.

The positions: every position before a move of the games in
`data/classics.pgn` (eleven well-known games, 1851 to 1999, public game
scores), `--positions` of them taken evenly through the games, positions
that are over left out. The random mover's share is its exact expectation:
for each position, the share of its legal moves that are plausible.

Setup as for match.py (Debian's stockfish, `pip install -r
crates/engine/scripts/requirements.txt`, `cargo build --release -p
roque-engine --bin roque-uci`). Roque thinks by nodes (each level's own
cap, and a million for level 8: about a second on the 2-core machine the
README's figures come from), so a busy machine changes how long the run
takes, not what it measures. About fifteen minutes:

    python3 crates/engine/scripts/plausibility.py --levels 1-8
"""

import argparse
import os
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

# The levels' syntax ("1-8", "1,4,8") is match.py's, next to this file.
from match import parse_levels  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9, chess.KING: 0}


def positions(pgn_path, count):
    """`count` positions taken evenly from every position before a move of
    the games in `pgn_path`."""
    every = []
    with open(pgn_path) as pgn:
        while (game := chess.pgn.read_game(pgn)) is not None:
            if game.errors:
                sys.exit(f"{pgn_path}: {game.headers.get('White')} - {game.headers.get('Black')}: {game.errors}")
            board = game.board()
            for move in game.mainline_moves():
                every.append(board.copy(stack=False))
                board.push(move)
    if count >= len(every):
        return every
    return [every[i * len(every) // count] for i in range(count)]


def balance(board, color):
    """`color`'s material minus the other side's."""
    total = 0
    for piece in board.piece_map().values():
        total += VALUES[piece.piece_type] * (1 if piece.color == color else -1)
    return total


def refuted_at_one_ply(board, move):
    """Whether some reply wins material from the mover: after `move`, the
    reply and the mover's best recapture (or none), the mover has less
    material than before `move`."""
    mover = board.turn
    before = balance(board, mover)
    after = board.copy(stack=False)
    after.push(move)
    for reply in after.legal_moves:
        if not after.is_capture(reply) and reply.promotion is None:
            continue
        answered = after.copy(stack=False)
        answered.push(reply)
        best = balance(answered, mover)
        for recapture in answered.legal_moves:
            if answered.is_capture(recapture) or recapture.promotion is not None:
                again = answered.copy(stack=False)
                again.push(recapture)
                best = max(best, balance(again, mover))
        if best < before:
            return True
    return False


class Judge:
    """Stockfish's five best moves and the one-ply test, per position."""

    def __init__(self, stockfish, depth):
        self.engine = chess.engine.SimpleEngine.popen_uci(stockfish)
        self.engine.configure({"Threads": 1, "Hash": 64})
        self.depth = depth
        self.top = {}

    def top_five(self, board):
        key = board.fen()
        if key not in self.top:
            infos = self.engine.analyse(board, chess.engine.Limit(depth=self.depth), multipv=5)
            self.top[key] = {info["pv"][0] for info in infos if info.get("pv")}
        return self.top[key]

    def verdict(self, board, move):
        """(in the top five, not refuted at one ply)."""
        return move in self.top_five(board), not refuted_at_one_ply(board, move)

    def quit(self):
        self.engine.quit()


def shares(verdicts):
    """Per cent in the top five, not refuted, and either, from (top, sound)
    pairs with weights: [(weight, top, sound)]."""
    total = sum(w for w, _, _ in verdicts)
    top = sum(w for w, t, _ in verdicts if t)
    sound = sum(w for w, _, s in verdicts if s)
    either = sum(w for w, t, s in verdicts if t or s)
    return tuple(100 * x / total for x in (top, sound, either))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", default="target/release/roque-uci")
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    parser.add_argument("--levels", default="1-8", help="e.g. 1-8, 1,4,8")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument(
        "--nodes", type=int, default=1_000_000, help="Roque's nodes per move (each level's own cap still applies)"
    )
    parser.add_argument("--depth", type=int, default=14, help="Stockfish's depth for its five best")
    parser.add_argument("--pgn", default=os.path.join(HERE, "data", "classics.pgn"))
    args = parser.parse_args()

    started = time.time()
    boards = [b for b in positions(args.pgn, args.positions) if not b.is_game_over()]
    judge = Judge(args.stockfish, args.depth)
    rows = []
    try:
        random_verdicts = []
        for board in boards:
            legal = list(board.legal_moves)
            for move in legal:
                top, sound = judge.verdict(board, move)
                random_verdicts.append((1 / len(legal), top, sound))
        rows.append(("random", shares(random_verdicts)))
        print(f"random: {rows[-1][1]}", file=sys.stderr, flush=True)

        for level in parse_levels(args.levels):
            roque = chess.engine.SimpleEngine.popen_uci(args.engine)
            roque.configure({"Hash": 32, "Level": level})
            verdicts = []
            try:
                for board in boards:
                    played = roque.play(board, chess.engine.Limit(nodes=args.nodes), game=object())
                    if played.move is None or played.move not in board.legal_moves:
                        sys.exit(f"level {level}: no legal move in {board.fen()}")
                    top, sound = judge.verdict(board, played.move)
                    verdicts.append((1, top, sound))
            finally:
                roque.quit()
            rows.append((f"level {level}", shares(verdicts)))
            print(f"level {level}: {rows[-1][1]}", file=sys.stderr, flush=True)
    finally:
        judge.quit()

    print()
    print(
        f"{len(boards)} positions from {os.path.relpath(args.pgn)}, Stockfish MultiPV 5 at depth {args.depth}, "
        f"Roque at most {args.nodes} nodes a move, {time.time() - started:.0f} s in all"
    )
    print("| mover | in Stockfish's top 5 | not refuted at 1 ply | plausible (either) |")
    print("|-------|---------------------:|---------------------:|-------------------:|")
    for name, (top, sound, either) in rows:
        print(f"| {name} | {top:.1f} % | {sound:.1f} % | {either:.1f} % |")


if __name__ == "__main__":
    main()
