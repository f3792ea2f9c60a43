// chess.js's documented API, as a TypeScript user writes it, compiles
// against roque's index.d.ts with tsc --strict (typescript pinned in
// crates/js/package.json).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

test('chess.js documented API type-checks against index.d.ts with tsc --strict', () => {
  const tsc = join(process.cwd(), 'node_modules', 'typescript', 'bin', 'tsc')
  const file = join(process.cwd(), 'test', 'support', 'chessjs-api.ts')
  const args = ['--strict', '--noEmit', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', file]
  let output = ''
  try {
    execFileSync(process.execPath, [tsc, ...args], { encoding: 'utf8' })
  } catch (error) {
    output = String(error.stdout) + String(error.stderr)
  }
  assert.equal(output, '')
})
