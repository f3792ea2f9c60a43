// The packed package in headless Chromium, through <script type="module">:
// no bundler, no await init().
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { serve } from './support/serve.mjs'
import { runPage } from './support/browser.mjs'
import { checkPageResult } from './support/expect.mjs'

test('the package works in a browser module script', async () => {
  const server = await serve(process.cwd())
  try {
    const { result, errors } = await runPage(`${server.url}/test/support/browser.html`)
    assert.deepEqual(errors, [])
    checkPageResult(result)
  } finally {
    await server.close()
  }
})
