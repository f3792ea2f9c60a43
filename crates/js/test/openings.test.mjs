// roque/openings: the name of a game's opening, by position, in English and
// French, on every line of the lichess data set (crates/openings/data,
// passed by run.mjs as ROQUE_OPENINGS_DATA) and on games that transpose,
// leave the book or are not chess. Imported by name, as a user would.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Chess } from 'roque'
import { openingOf } from 'roque/openings'

const data = process.env.ROQUE_OPENINGS_DATA

test('every line of the data set is named, from its FEN and from its game', () => {
  assert.ok(data, 'ROQUE_OPENINGS_DATA names the data set folder')
  let lines = 0
  for (const file of ['a.tsv', 'b.tsv', 'c.tsv', 'd.tsv', 'e.tsv']) {
    const rows = readFileSync(join(data, file), 'utf8').split('\n').slice(1).filter(Boolean)
    for (const row of rows) {
      const [eco, name, pgn] = row.split('\t')
      const chess = new Chess()
      chess.loadPgn(pgn)
      const fromGame = openingOf(chess)
      assert.equal(fromGame?.eco, eco, `${file}: ${name}`)
      assert.equal(fromGame.name, name, `${file}: ${pgn}`)
      assert.match(fromGame.nameFr, /^\p{Lu}/u, name)
      assert.deepEqual(openingOf(chess.fen()), fromGame, `${file}: ${name} from its FEN`)
      lines += 1
    }
  }
  assert.equal(lines, 3807)
})

test('named by position: a transposition gets the name, leaving the book keeps it', () => {
  const italian = { eco: 'C50', name: 'Italian Game', nameFr: 'Partie italienne' }
  const direct = new Chess()
  for (const move of ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']) direct.move(move)
  assert.deepEqual(openingOf(direct), italian)
  const transposed = new Chess()
  for (const move of ['e4', 'e5', 'Bc4', 'Nc6', 'Nf3']) transposed.move(move)
  assert.deepEqual(openingOf(transposed), italian)
  for (const move of ['Nf6', 'Ng5', 'd5', 'exd5', 'Nxd5', 'Nxf7']) direct.move(move)
  assert.equal(openingOf(direct).name, 'Italian Game: Two Knights Defense, Fried Liver Attack')
  assert.equal(openingOf(direct).nameFr, 'Partie italienne : défense des deux cavaliers, attaque du foie frit')
  direct.move('Kxf7')
  direct.move('Qf3+')
  direct.move('Ke6')
  direct.move('a3')
  assert.equal(openingOf(direct).eco, 'C57', 'out of the book, the last name stays')
})

test('nothing named, and what is not a position, gives null; a wrong argument throws', () => {
  assert.equal(openingOf(new Chess()), null)
  assert.equal(openingOf('8/8/8/8/8/8/8/8 w - - 0 1'), null)
  assert.equal(openingOf('not a fen'), null)
  assert.equal(openingOf(''), null)
  assert.throws(() => openingOf(42), TypeError)
  assert.throws(() => openingOf(null), TypeError)
  assert.throws(() => openingOf(undefined), TypeError)
})
