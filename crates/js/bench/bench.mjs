// `make bench` for the npm package: roque against chess.js 1.4.0 in the
// same Node process, same machine, same run; prints times and ratios.
//   1. perft(5) from the start position (target 100x);
//   2. moves({ verbose: true }) on Kiwipete (target 20x);
//   3. moves() in SAN along real games (target 10x);
//   4. moves({ square, verbose: true }) for every piece of the side to
//      move, as a board app asks on each click (target 10x);
//   5. the UI loop of a board app: move(san), fen(), isGameOver() after
//      every move of real games (target 10x);
//   6. loadPgn of real games (target 10x).
// The real games are the 100 lichess games chess.js ships for its own
// benchmark (chess.js/benchmarks/benchmark.pgn, a dev dependency).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Chess } from '../pkg/index.js'
import { Chess as Reference } from 'chess.js'

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
const quick = process.argv.includes('--quick')

const chessJsDir = dirname(dirname(dirname(createRequire(import.meta.url).resolve('chess.js'))))
const GAMES = readFileSync(join(chessJsDir, 'benchmarks', 'benchmark.pgn'), 'utf8')
  .split(/\n\n(?=\[Event )/)
  .map((game) => game.trim())
  .filter(Boolean)

/** Best time in ms of `rounds` runs of `run`, after `warmups` runs. */
function best(rounds, run, warmups = 1) {
  for (let i = 0; i < warmups; i++) run()
  let fastest = Infinity
  for (let i = 0; i < rounds; i++) {
    const start = performance.now()
    run()
    fastest = Math.min(fastest, performance.now() - start)
  }
  return fastest
}

const results = []
function report(name, ours, theirs, unit, target) {
  const ratio = theirs / ours
  results.push({ name, ratio, target })
  console.log(
    `${name.padEnd(40)} roque ${ours.toFixed(4).padStart(10)} ${unit}   ` +
      `chess.js ${theirs.toFixed(4).padStart(10)} ${unit}   ` +
      `ratio ${ratio.toFixed(1).padStart(6)}x (target ${target}x)`,
  )
}

/** Both libraries, timed on the same work; `per` divides into a unit time. */
function compare(name, make, target, { per = 1, rounds = 5, theirRounds = 3, unit = 'ms' } = {}) {
  const ours = best(rounds, make(Chess)) / per
  const theirs = best(quick ? 1 : theirRounds, make(Reference)) / per
  report(name, ours, theirs, unit, target)
}

// The games' moves and positions, read once with chess.js.
const lines = GAMES.map((pgn) => {
  const game = new Reference()
  game.loadPgn(pgn)
  return game.history({ verbose: true })
})
const positions = lines.flat().map((move) => move.before)
const sample = quick ? positions.slice(0, 600) : positions

// 1. perft
const depth = quick ? 4 : 5
const nodes = new Chess().perft(depth)
compare(`perft(${depth}) from the start`, (Lib) => () => new Lib().perft(depth), 100, {
  rounds: 3,
  theirRounds: 1,
})
console.log(`  perft(${depth}) = ${nodes} nodes`)

// 2. verbose moves on Kiwipete
compare(
  'moves({verbose}) on Kiwipete, per call',
  (Lib) => {
    const board = new Lib(KIWIPETE)
    return () => {
      for (let i = 0; i < 200; i++) board.moves({ verbose: true })
    }
  },
  20,
  { per: 200 },
)

// 3. moves() along real games
compare(
  `moves() on ${sample.length} game positions, per call`,
  (Lib) => {
    const boards = sample.map((fen) => new Lib(fen))
    return () => {
      for (const board of boards) board.moves()
    }
  },
  10,
  { per: sample.length },
)

// 4. moves({ square, verbose }) for every piece of the side to move
const clicks = sample.slice(0, 300).flatMap((fen) => {
  const board = new Reference(fen)
  return board
    .board()
    .flat()
    .filter((piece) => piece && piece.color === board.turn())
    .map((piece) => [fen, piece.square])
})
compare(
  `moves({square, verbose}) on ${clicks.length} clicks, per call`,
  (Lib) => {
    const boards = new Map(sample.slice(0, 300).map((fen) => [fen, new Lib(fen)]))
    return () => {
      for (const [fen, square] of clicks) boards.get(fen).moves({ square, verbose: true })
    }
  },
  10,
  { per: clicks.length },
)

// 5. the UI loop: move(san), fen(), isGameOver() after every move
const plies = lines.reduce((n, line) => n + line.length, 0)
compare(
  `UI loop over ${plies} plies, per move`,
  (Lib) => () => {
    for (const line of lines) {
      const board = new Lib()
      for (const move of line) {
        board.move(move.san)
        board.fen()
        board.isGameOver()
      }
    }
  },
  10,
  { per: plies, theirRounds: 2 },
)

// 6. loadPgn of real games
compare(
  `loadPgn of ${GAMES.length} real games, per game`,
  (Lib) => {
    const loader = new Lib()
    return () => {
      for (const pgn of GAMES) loader.loadPgn(pgn)
    }
  },
  10,
  { per: GAMES.length, theirRounds: 2 },
)

const missed = results.filter((r) => r.ratio < r.target)
console.log(missed.length === 0 ? 'all targets met' : `targets missed: ${missed.map((r) => r.name).join(', ')}`)
