// Headless Chromium through playwright-core, with the machine's own browser.
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Opens `url`, waits for the page to set `window.roqueResult`, and returns
 * it with the page's console errors.
 */
export async function runPage(url) {
  if (!existsSync(EXECUTABLE)) {
    throw new Error(`no Chromium at ${EXECUTABLE} (set CHROMIUM_PATH)`)
  }
  const browser = await chromium.launch({
    executablePath: EXECUTABLE,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
  try {
    const page = await browser.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(String(error)))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(url)
    await page.waitForFunction(() => 'roqueResult' in window, null, { timeout: 20000 }).catch(() => {})
    const result = await page.evaluate(() => window.roqueResult)
    return { result, errors }
  } finally {
    await browser.close()
  }
}
