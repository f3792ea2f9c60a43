// The packed package through a Vite production build, then run in headless
// Chromium: the wasm must come along inside the bundle.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { serve } from './support/serve.mjs'
import { runPage } from './support/browser.mjs'
import { checkPageResult } from './support/expect.mjs'

test('the package works in a Vite production build', async () => {
  const app = join(process.cwd(), 'vite-app')
  mkdirSync(app, { recursive: true })
  cpSync(join(process.cwd(), 'test', 'support', 'page.js'), join(app, 'main.js'))
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8" /><link rel="icon" href="data:," /></head>' +
      '<body><script type="module" src="./main.js"></script></body></html>',
  )
  await build({ root: app, logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true } })
  const assets = readdirSync(join(app, 'dist', 'assets'))
  assert.ok(assets.some((name) => name.endsWith('.js')), 'a JS bundle')
  assert.ok(!assets.some((name) => name.endsWith('.wasm')), 'the wasm is inside the bundle')
  const bundle = assets.filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(app, 'dist', 'assets', name), 'utf8')).join('')
  assert.ok(!bundle.includes('_bg.wasm'), 'no fetch of a separate wasm file')

  const server = await serve(join(app, 'dist'))
  try {
    const { result, errors } = await runPage(`${server.url}/index.html`)
    assert.deepEqual(errors, [])
    checkPageResult(result)
  } finally {
    await server.close()
  }
})
