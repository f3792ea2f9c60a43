import { launch, serveDist } from './lib-browser.mjs';
const s = await serveDist(4402); const b = await launch();
const c = await b.newContext({ viewport: { width: 1280, height: 720 } }); const p = await c.newPage();
await p.goto(s.url + 'regles.html');
await p.waitForTimeout(1500);
const hosts = await p.locator('[data-roque]').elementHandles();
for (const idx of [1,2]) {
await hosts[idx].evaluate(h => h.scrollIntoView({ block: 'center' }));
await p.waitForTimeout(2500);
const f = await (await hosts[idx].evaluateHandle(h => h.shadowRoot.querySelector('iframe'))).asElement().contentFrame();
const box = await f.locator('[data-square="d4"]').boundingBox();
console.log(idx, box, await f.evaluate(() => location.search));
await p.mouse.click(box.x + box.width/2, box.y + box.height/2);
await p.waitForTimeout(500);
console.log(await f.evaluate(() => [...document.querySelectorAll('[data-legal]')].length), await f.evaluate(() => document.activeElement?.outerHTML?.slice(0,200)));
await p.screenshot({ path: `/tmp/dbg${idx}.png` });
}
await b.close(); s.stop();
