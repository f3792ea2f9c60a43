// Takes the README's screenshot (docs/screenshot.png) from the release
// build: a game in progress with a piece picked up. Run by hand after
// `make dist`:  node scripts/screenshot.mjs
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { launch, root, serveDist } from './lib-browser.mjs';

const server = await serveDist(4179);
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1240, height: 800 }, deviceScaleFactor: 1 });
  await page.goto(server.url);
  await page.waitForSelector('[data-square="e1"] [data-piece="wK"]');
  const moves = ['e2e4', 'c7c5', 'g1f3', 'd7d6', 'd2d4', 'c5d4', 'f3d4', 'g8f6', 'b1c3', 'a7a6', 'c1e3', 'e7e5'];
  for (const uci of moves) {
    await page.click(`[data-square="${uci.slice(0, 2)}"]`);
    await page.click(`[data-square="${uci.slice(2, 4)}"]`);
  }
  await page.click('[data-square="d4"]');
  await page.waitForSelector('[data-legal]');
  await page.mouse.move(0, 0);
  await mkdir(resolve(root, 'docs'), { recursive: true });
  const path = resolve(root, 'docs/screenshot.png');
  await page.screenshot({ path });
  console.log(`wrote ${path}`);
} finally {
  await browser.close();
  server.stop();
}
