// chess.js's documented API, as a TypeScript user writes it, compiles
// against roque's index.d.ts with tsc --strict (typescript pinned in
// crates/js/package.json); so do uses of roque/pgn's trees and of
// roque/diagram, in the same run of tsc.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

test('chess.js documented API and roque/pgn type-check against the declarations with tsc --strict', () => {
  const tsc = join(process.cwd(), 'node_modules', 'typescript', 'bin', 'tsc')
  const files = ['chessjs-api.ts', 'pgn-api.ts', 'diagram-api.ts'].map((name) => join(process.cwd(), 'test', 'support', name))
  const args = ['--strict', '--noEmit', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', ...files]
  let output = ''
  try {
    execFileSync(process.execPath, [tsc, ...args], { encoding: 'utf8' })
  } catch (error) {
    output = String(error.stdout) + String(error.stderr)
  }
  assert.equal(output, '')
})
