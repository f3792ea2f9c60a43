// roque/pgn as a TypeScript user writes it: read a game, walk its tree,
// edit it and write it back. Compiled with tsc --strict by pgn.test.mjs.
import { mainline, readGames, readPgn, writePgn } from 'roque/pgn'
import type { PgnGame, PgnNode, Shape, ShapeColor } from 'roque/pgn'

const game: PgnGame = readPgn('1. e4 (1. d4) e5 *')
const white: string | undefined = game.headers.White
const first: PgnNode | undefined = game.root.children[0]
const sans: string[] = mainline(game).map((node) => node.san)
const color: ShapeColor = 'green'
const arrow: Shape = { from: 'e2', to: 'e4', color }
const circle: Shape = { square: 'd4', color: 'red' }
if (first) {
  first.shapes.push(arrow, circle)
  first.comment = 'the king pawn'
  first.nags.push(1)
  const line: number = first.ply
  void line
}
const text: string = writePgn(game)
const fromScratch: string = writePgn({ root: { children: [{ san: 'e4', children: [{ san: 'e5' }] }] } })
const all: PgnGame[] = readGames(text + '\n' + fromScratch)
void white
void sans
void all
