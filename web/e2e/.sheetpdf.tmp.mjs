import { chromium } from 'playwright-core';
const [url, out, format] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto(url);
await page.locator('.sheet-page').first().waitFor();
await page.pdf({ path: out, format, preferCSSPageSize: true, printBackground: true });
await browser.close();
