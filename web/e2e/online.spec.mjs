// Online play (issue #15): the spec starts roque-relay itself (the test
// build's, target/debug/roque-relay: the Makefile's e2e prerequisite)
// on a free port with a temporary database, serving dist/, and drives two
// browser contexts — two players on two devices — and a third, a
// spectator. A relay restart kills the process and starts it again on the
// same port and database; the Redis test starts Debian's redis-server on a
// free port in a temporary directory and two relays sharing it.
//
// Chromium logs a console error for every socket that cannot connect (a
// relay stopped on purpose), so these tests fail on page errors (a panic)
// only, not on console errors.
import { test as base, expect } from '@playwright/test';
import { expectNoAxeViolations } from './helpers.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { get as httpGet } from 'node:http';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RELAY = join(root, 'target/debug/roque-relay');
const DIST = join(root, 'dist');

const test = base.extend({
  page: async ({ page }, use) => {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'errors in the page').toEqual([]);
  },
});

// Every test has its own relays; the tests of this file run one after the
// other (each has two or three browsers and a relay or two).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Starts a relay; resolves with its process and address once it listens. */
function startRelay({ addr = '127.0.0.1:0', db, redis, trustProxy } = {}) {
  const args = ['--dist', DIST, '--addr', addr];
  if (db) args.push('--db', db);
  if (redis) args.push('--redis', redis);
  if (trustProxy) args.push('--trust-proxy');
  const child = spawn(RELAY, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((done, fail) => {
    const lines = createInterface({ input: child.stdout });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    lines.once('line', (line) => {
      const match = /http:\/\/(\S+)/.exec(line);
      if (match) done({ child, url: `http://${match[1]}/`, addr: match[1] });
      else fail(new Error(`roque-relay said: ${line}`));
    });
    child.once('exit', (code) => fail(new Error(`roque-relay exited (${code}): ${stderr}`)));
  });
}

function stop(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

let dir;
const running = [];
async function relay(options) {
  const started = await startRelay(options);
  running.push(started.child);
  return started;
}

test.beforeAll(() => {
  if (!existsSync(RELAY)) throw new Error(`${RELAY} is missing: make relay-bin`);
  dir = mkdtempSync(join(tmpdir(), 'roque-online-'));
});
const contexts = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await Promise.all(running.splice(0).map(stop));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Keeps every socket the page opens, so that a test can send a raw frame
// on the page's own connection (a tampered client).
const KEEP_SOCKETS = () => {
  const Native = window.WebSocket;
  window.__sockets = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      window.__sockets.push(this);
    }
  };
};

const square = (page, name) => page.locator(`[data-square="${name}"]`);
const pieceOn = (page, name) => square(page, name).locator('[data-piece]');

async function move(page, uci) {
  // The page's turn, as the relay told it (the opponent's move arrived).
  await expect(page.locator('[data-takes-moves="true"]')).toHaveCount(1);
  const code = await pieceOn(page, uci.slice(0, 2)).getAttribute('data-piece');
  await square(page, uci.slice(0, 2)).click();
  await square(page, uci.slice(2, 4)).click();
  await expect(pieceOn(page, uci.slice(2, 4))).toHaveAttribute('data-piece', code);
}

async function newPage(browser, options = {}) {
  const context = await browser.newContext(options);
  contexts.push(context);
  await context.addInitScript(KEEP_SOCKETS);
  return context.newPage();
}

/** A creates a room (White, 5+0) on `urlA`; B opens its link on `urlB`. */
async function pair(browser, urlA, urlB = urlA, options = {}) {
  const a = await newPage(browser, options);
  await a.goto(`${urlA}?online`);
  await expect(a).toHaveURL(/online\.html\?online$/);
  await expect(a.locator('[data-connection="open"]')).toHaveCount(1);
  await a.locator('[data-choice="color"][data-value="white"]').click();
  await a.locator('[data-action="create-room"]').click();
  const link = a.locator('[data-room-link]');
  await expect(link).toHaveAttribute('href', /\?online=[0-9a-f]{32}$/);
  const href = await link.getAttribute('href');
  await expect(link).toHaveText(href);
  await expect(a.locator('[data-room-qr] path')).toHaveCount(1);
  await expect(a.locator('[data-room-state="waiting"]')).toHaveCount(1);
  const room = /online=([0-9a-f]{32})/.exec(href)[1];
  const b = await newPage(browser, options);
  await b.goto(`${urlB}online.html?online=${room}`);
  for (const page of [a, b]) await expect(page.locator('[data-room-state="playing"]')).toHaveCount(1);
  await expect(a.locator('[data-seat="white"]')).toHaveCount(1);
  await expect(b.locator('[data-seat="black"]')).toHaveCount(1);
  await expect(b.locator('.board')).toHaveAttribute('data-orientation', 'black');
  return { a, b, href, room };
}

test('two players: a room, its link, moves both ways, a spectator, a tampered move, a reload', async ({ browser }) => {
  const { url } = await relay({ db: join(dir, 'one.sqlite') });
  const { a, b, href } = await pair(browser, url);
  // The token of each seat is kept for its room.
  const room = /online=([0-9a-f]{32})/.exec(href)[1];
  expect(await a.evaluate((key) => localStorage.getItem(key), `roque.v1.online.${room}`)).toMatch(/^[0-9a-f]{32}$/);

  await move(a, 'e2e4');
  await expect(pieceOn(b, 'e4')).toHaveAttribute('data-piece', 'wP');
  await move(b, 'e7e5');
  await expect(pieceOn(a, 'e5')).toHaveAttribute('data-piece', 'bP');
  // Not Black's turn: the board does not take the move.
  await square(b, 'd7').click();
  await square(b, 'd5').click();
  await expect(pieceOn(b, 'd7')).toHaveAttribute('data-piece', 'bP');

  // A tampered client sends Black's move out of turn on its own socket:
  // the relay refuses it, the page says so, the game is unchanged.
  await b.evaluate(() => window.__sockets.at(-1).send(JSON.stringify({ t: 'move', ply: 2, uci: 'd7d5' })));
  await expect(b.getByRole('alert')).toContainText('pas votre tour');
  await expect(pieceOn(b, 'd7')).toHaveAttribute('data-piece', 'bP');
  await expect(pieceOn(a, 'd5')).toHaveCount(0);

  // A spectator sees the game and cannot play.
  const c = await newPage(browser);
  await c.goto(href);
  await expect(c.locator('[data-seat="spectator"]')).toHaveCount(1);
  await expect(c.locator('[data-seat-words]')).toContainText('lecture seule');
  await expect(pieceOn(c, 'e4')).toHaveAttribute('data-piece', 'wP');
  await square(c, 'g1').click();
  await square(c, 'f3').click();
  await expect(pieceOn(c, 'g1')).toHaveAttribute('data-piece', 'wN');
  await move(a, 'g1f3');
  await expect(pieceOn(c, 'f3')).toHaveAttribute('data-piece', 'wN');

  // A reload takes the same seat back, with the whole game.
  await b.reload();
  await expect(b.locator('[data-seat="black"]')).toHaveCount(1);
  await expect(b.locator('[data-room-state="playing"]')).toHaveCount(1);
  await expect(pieceOn(b, 'f3')).toHaveAttribute('data-piece', 'wN');
  await move(b, 'b8c6');
  await expect(pieceOn(a, 'c6')).toHaveAttribute('data-piece', 'bN');
  await expect(pieceOn(c, 'c6')).toHaveAttribute('data-piece', 'bN');
  // The room in play, for axe-core too.
  await expectNoAxeViolations(a);
  await expectNoAxeViolations(c);
});

/** The board's box and the page's width, to see it fill and centre. */
async function boardBox(page) {
  const box = await page.locator('.board-frame').boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  return { ...box, right: width - box.x - box.width };
}

test('on a phone the board takes the width, centred, for the creator and the friend (#32)', async ({ browser }) => {
  const { url } = await relay({ db: join(dir, 'phone.sqlite') });
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  const { a, b } = await pair(browser, url, url, phone);
  for (const page of [a, b]) {
    const box = await boardBox(page);
    expect(box.width).toBeGreaterThanOrEqual(350);
    expect(Math.abs(box.x - box.right)).toBeLessThanOrEqual(2);
  }
});

test('names, the move list and its navigation, a finished game exported, copied and reviewed in the app (#32)', async ({ browser }) => {
  const { url } = await relay({ db: join(dir, 'record.sqlite') });
  const a = await newPage(browser);
  await a.goto(`${url}?online`);
  await expect(a.locator('[data-connection="open"]')).toHaveCount(1);
  // A name the relay would refuse is said, and the room is not created.
  await a.locator('[data-field="name"]').fill('A\u202eda');
  await expect(a.locator('[data-said="bad-name"]')).toBeVisible();
  await expect(a.locator('[data-action="create-room"]')).toBeDisabled();
  await a.locator('[data-field="name"]').fill('Ada');
  await a.locator('[data-choice="color"][data-value="white"]').click();
  await a.locator('[data-action="create-room"]').click();
  const href = await a.locator('[data-room-link]').getAttribute('href');
  const b = await newPage(browser);
  await b.goto(href);
  await expect(b.locator('[data-room-state="playing"]')).toHaveCount(1);
  await b.locator('[data-field="name"]').fill('Émile');
  await b.locator('[data-action="give-name"]').click();
  await expect(b.locator('[data-online="name"]')).toHaveCount(0);
  for (const page of [a, b]) {
    await expect(page.locator('[data-name="white"]')).toHaveText('Ada');
    await expect(page.locator('[data-name="black"]')).toHaveText('Émile');
  }
  await move(a, 'e2e4');
  await move(b, 'e7e5');
  await move(a, 'g1f3');
  // A spectator sees the names and the moves.
  const c = await newPage(browser);
  await c.goto(href);
  await expect(c.locator('[data-name="black"]')).toHaveText('Émile');
  await expect(c.locator('[data-moves] .san:not(.empty)')).toHaveText(['e4', 'e5', 'Cf3']);
  // The navigator shows the start; a move that comes keeps it in view.
  await a.locator('[data-nav="first"]').click();
  await expect(a.locator('[data-shown-ply="0"]')).toHaveCount(1);
  await expect(pieceOn(a, 'e2')).toHaveAttribute('data-piece', 'wP');
  await move(b, 'b8c6');
  await expect(a.locator('[data-ply="4"][data-shown-ply="0"]')).toHaveCount(1);
  await a.locator('[data-moves] [data-ply="4"]').click();
  await expect(pieceOn(a, 'c6')).toHaveAttribute('data-piece', 'bN');
  // Black resigns: the game leaves with its record.
  await b.locator('[data-action="resign"]').click();
  await b.locator('[data-action="resign-confirm"]').click();
  await expect(a.locator('[data-room-state="over"]')).toHaveCount(1);
  await a.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await a.locator('[data-action="copy-pgn"]').click();
  await expect(a.locator('[data-online="finished"] [role="status"]')).toHaveText('PGN copié dans le presse-papiers.');
  const pgn = await a.evaluate(() => navigator.clipboard.readText());
  expect(pgn).toContain('[White "Ada"]');
  expect(pgn).toContain('[Black "Émile"]');
  expect(pgn).toContain('1. e4 e5 2. Nf3 Nc6');
  expect(pgn).toContain('[Result "1-0"]');
  const download = a.waitForEvent('download');
  await a.locator('[data-action="export-pgn"]').click();
  expect((await download).suggestedFilename()).toMatch(/ada.*mile.*\.pgn$/);
  await expect(c.locator('[data-action="review-in-app"]')).toHaveAttribute('href', /#g=/);
  await c.locator('[data-action="review-in-app"]').click();
  await expect(c).not.toHaveURL(/online\.html/);
  await expect(c.locator('[data-moves] .san')).toHaveText(['e4', 'e5', 'Cf3', 'Cc6']);
  await expectNoAxeViolations(a);
});

test('a player continues their seat on another device by its link (#32)', async ({ browser }) => {
  const { url } = await relay({ db: join(dir, 'device.sqlite') });
  const { a, b, room } = await pair(browser, url);
  await move(a, 'e2e4');
  await a.locator('[data-action="other-device"]').click();
  await expect(a.locator('[data-seat-qr] path')).toHaveCount(1);
  const link = await a.locator('[data-seat-link]').getAttribute('href');
  expect(link).toMatch(/\?online=[0-9a-f]{32}#seat=[0-9a-f]{32}$/);
  // The phone: a browser that never held the seat.
  const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await phone.goto(link);
  await expect(phone.locator('[data-seat="white"]')).toHaveCount(1);
  // The token is kept, and out of the address.
  await expect(phone).not.toHaveURL(/#seat=/);
  expect(await phone.evaluate((key) => localStorage.getItem(key), `roque.v1.online.${room}`)).toMatch(/^[0-9a-f]{32}$/);
  await move(b, 'e7e5');
  await move(phone, 'g1f3');
  await expect(pieceOn(a, 'f3')).toHaveAttribute('data-piece', 'wN');
  await expect(pieceOn(b, 'f3')).toHaveAttribute('data-piece', 'wN');
});

test('a relay restart mid-game: both pages see the loss, reconnect and play on', async ({ browser }) => {
  const db = join(dir, 'restart.sqlite');
  const first = await relay({ db });
  const { a, b } = await pair(browser, first.url);
  await move(a, 'd2d4');
  await expect(pieceOn(b, 'd4')).toHaveAttribute('data-piece', 'wP');
  // setOffline does not close open WebSockets in Chromium: the relay is
  // stopped instead, which drops them.
  await stop(first.child);
  for (const page of [a, b]) await expect(page.locator('[data-connection="lost"]')).toHaveCount(1);
  await relay({ db, addr: first.addr });
  for (const page of [a, b]) await expect(page.locator('[data-connection="open"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(pieceOn(b, 'd4')).toHaveAttribute('data-piece', 'wP');
  await move(b, 'd7d5');
  await expect(pieceOn(a, 'd5')).toHaveAttribute('data-piece', 'bP');
});

test('a resignation, confirmed, ends the game for both', async ({ browser }) => {
  const { url } = await relay({ db: join(dir, 'resign.sqlite') });
  const { a, b } = await pair(browser, url);
  await move(a, 'e2e4');
  await b.locator('[data-action="resign"]').click();
  await b.locator('[data-action="resign-confirm"]').click();
  for (const page of [a, b]) {
    await expect(page.locator('[data-room-state="over"]')).toHaveCount(1);
    await expect(page.locator('[data-outcome="resignation"]')).toHaveCount(1);
  }
  await expect(a.locator('[data-action="offer-rematch"]')).toBeVisible();
});

test('a hostile link gives a clear message, never a crash; a stale token is said and forgotten', async ({ browser }) => {
  const { url } = await relay({ db: join(dir, 'hostile.sqlite') });
  const { room } = await pair(browser, url);
  const stale = await newPage(browser);
  const key = `roque.v1.online.${room}`;
  await stale.goto(`${url}regles.html`);
  await stale.evaluate((key) => localStorage.setItem(key, 'f'.repeat(32)), key);
  await stale.goto(`${url}online.html?online=${room}`);
  await expect(stale.getByRole('alert')).toContainText("n'est plus reconnue");
  await expect.poll(() => stale.evaluate((key) => localStorage.getItem(key), key)).toBeNull();
  // The game is shown at once, as to a spectator, the reason still said
  // (#32): no reload needed.
  await expect(stale.locator('[data-seat="spectator"]')).toHaveCount(1);
  await expect(stale.locator('.board')).toBeVisible();
  await expect(stale.getByRole('alert')).toContainText('vous la regardez en spectateur');
  const page = await newPage(browser);
  await page.goto(`${url}online.html?online=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.getByRole('alert')).toContainText("n'est pas un lien de partie en ligne");
  await page.goto(`${url}online.html?online=${'0'.repeat(32)}`);
  await expect(page.getByRole('alert')).toContainText("n'existe pas");
  await expect(page.locator('[data-action="new-room"]')).toHaveAttribute('href', '?online');
});

test('offers: a draw offered and declined, a takeback accepted, a repetition claimed, a rematch with the colours swapped', async ({ browser }) => {
  const { url } = await relay({ db: join(dir, 'offers.sqlite') });
  const { a, b } = await pair(browser, url);
  // The clocks: 5+0, the first move untimed.
  await expect(a.locator('[data-clock="white"]')).toHaveText('5:00');
  await move(a, 'g1f3');
  await move(b, 'g8f6');
  // A draw offered, then declined.
  await a.locator('[data-action="offer-draw"]').click();
  await expect(a.locator('[data-offer="draw"][data-offer-by="me"]')).toBeVisible();
  await expect(b.locator('[data-offer="draw"][data-offer-by="opponent"]')).toBeVisible();
  await b.locator('[data-action="decline-draw"]').click();
  await expect(a.locator('[data-offer="draw"]')).toHaveCount(0);
  await expect(b.locator('[data-offer="draw"]')).toHaveCount(0);
  // One offer a turn (#32): the button stays, disabled, until the next.
  await expect(a.locator('[data-action="offer-draw"]')).toBeDisabled();
  // A takeback asked by Black and accepted by White: Black's knight back.
  await b.locator('[data-action="offer-takeback"]').click();
  await a.locator('[data-action="accept-takeback"]').click();
  for (const page of [a, b]) await expect(pieceOn(page, 'g8')).toHaveAttribute('data-piece', 'bN');
  await expect(pieceOn(a, 'f6')).toHaveCount(0);
  // The knights back and forth: the start position a third time, claimed
  // by White, to move.
  await move(b, 'g8f6');
  await move(a, 'f3g1');
  await move(b, 'f6g8');
  await move(a, 'g1f3');
  await move(b, 'g8f6');
  await move(a, 'f3g1');
  await expect(a.locator('[data-action="claim-draw"]')).toHaveCount(0);
  await move(b, 'f6g8');
  await a.locator('[data-action="claim-draw"]').click();
  for (const page of [a, b]) {
    await expect(page.locator('[data-room-state="over"]')).toHaveCount(1);
    await expect(page.locator('[data-outcome="threefoldRepetition"]')).toHaveCount(1);
  }
  // A rematch, offered and accepted: the colours swap.
  await a.locator('[data-action="offer-rematch"]').click();
  await b.locator('[data-action="accept-rematch"]').click();
  await expect(a.locator('[data-seat="black"]')).toHaveCount(1);
  await expect(b.locator('[data-seat="white"]')).toHaveCount(1);
  await expect(a.locator('[data-room-state="playing"]')).toHaveCount(1);
  await move(b, 'e2e4');
  await expect(pieceOn(a, 'e4')).toHaveAttribute('data-piece', 'wP');
});

test('a draw claimed by announcing the move that repeats the position', async ({ browser }) => {
  const { url } = await relay({ db: join(dir, 'claim.sqlite') });
  const { a, b } = await pair(browser, url);
  for (const [page, uci] of [[a, 'g1f3'], [b, 'g8f6'], [a, 'f3g1'], [b, 'f6g8'], [a, 'g1f3'], [b, 'g8f6'], [a, 'f3g1']]) {
    await move(page, uci);
  }
  await expect(b.locator('[data-action="claim-draw"]')).toHaveCount(0);
  await b.locator('[data-action="claim-with-move"]').click();
  await expect(b.locator('[data-action="claim-with-move"]')).toHaveAttribute('aria-pressed', 'true');
  await move(b, 'f6g8');
  for (const page of [a, b]) await expect(page.locator('[data-outcome="threefoldRepetition"]')).toHaveCount(1);
  await expect(pieceOn(a, 'g8')).toHaveAttribute('data-piece', 'bN');
});

test("the opponent's absence is said; a network drop and return", async ({ browser }) => {
  const { url } = await relay({ db: join(dir, 'presence.sqlite') });
  const { a, b } = await pair(browser, url);
  await move(a, 'e2e4');
  await expect(pieceOn(b, 'e4')).toHaveAttribute('data-piece', 'wP');
  // The browser says it went offline: the page drops its socket at once
  // and tries again when it is back.
  await b.context().setOffline(true);
  await expect(b.locator('[data-connection="lost"]')).toHaveCount(1);
  await expect(a.locator('[data-opponent="away"]')).toHaveText("Votre adversaire s'est déconnecté.");
  await b.context().setOffline(false);
  await expect(b.locator('[data-connection="open"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(a.locator('[data-opponent="away"]')).toHaveCount(0);
  await move(b, 'c7c5');
  await expect(pieceOn(a, 'c5')).toHaveAttribute('data-piece', 'bP');
  // A closed tab: the opponent is said to be away.
  await b.context().close();
  await expect(a.locator('[data-opponent="away"]')).toBeVisible();
});

test('the app\'s entry, axe-core on the form and the link, copying the link', async ({ browser }) => {
  const { url } = await relay({ db: join(dir, 'axe.sqlite') });
  const a = await newPage(browser);
  // The app's entry: « Jouer en ligne » in the top bar, once the app has
  // taken over the prerendered screen (which cancels clicks until then).
  await a.goto(url);
  await expect(a.locator('[data-prerendered]')).toHaveCount(0);
  await a.locator('[data-action="play-online"]').click();
  await expect(a).toHaveURL(/online\.html\?online$/);
  await expect(a.locator('[data-connection="open"]')).toHaveCount(1);
  await expectNoAxeViolations(a);
  // The creator plays White unless they choose otherwise (#32), and the
  // waiting screen says who plays which colour.
  await expect(a.locator('[data-choice="color"][data-value="white"]')).toHaveAttribute('aria-pressed', 'true');
  await a.locator('[data-action="create-room"]').click();
  await expect(a.locator('[data-room-link]')).toBeVisible();
  await expect(a.locator('[data-seat="white"]')).toHaveCount(1);
  await expect(a.locator('[data-colors]')).toHaveText('Vous jouez les Blancs ; votre adversaire jouera les Noirs.');
  await expectNoAxeViolations(a);
  // « Copier le lien » puts the link on the clipboard.
  await a.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await a.locator('[data-action="copy-room-link"]').click();
  await expect(a.locator('[data-online="link"] .online-copied')).toHaveText('Lien copié.');
  expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(await a.locator('[data-room-link]').getAttribute('href'));
});

test('a static host with no relay: the page says online play needs the relay, and stops trying (#32)', async ({ page }) => {
  // The e2e server (serve.mjs) is such a host: /ws answers 404.
  await page.goto('online.html?online');
  await expect(page.locator('[data-notice="needs-relay"]')).toHaveText(
    "Le jeu en ligne a besoin du serveur roque-relay, et ce site n'en a pas : jouez sur cet appareil, ou ouvrez l'application servie par roque-relay."
  );
  await expect(page.locator('[data-connection="absent"]')).toHaveCount(1);
  await expect(page.locator('[data-action="create-room"]')).toHaveCount(0);
  await expect(page.getByText('Connexion perdue')).toHaveCount(0);
  await page.goto(`online.html?online=${'a'.repeat(32)}&lang=en`);
  await expect(page.locator('[data-notice="needs-relay"]')).toContainText('Online play needs the roque-relay server');
});

test('the one-file build says that online play needs the served app, and offers no entry to it', async ({ page }) => {
  const single = join(root, 'dist-single/roque.html');
  test.skip(!existsSync(single), 'no one-file build: make single');
  await page.goto(pathToFileURL(single).href);
  await expect(page.locator('.topbar [data-action="learn"]')).toBeVisible();
  await expect(page.locator('[data-action="play-online"]')).toBeHidden();
  await page.goto(`${pathToFileURL(single).href}?online`);
  await expect(page.locator('body')).toHaveText("Le jeu en ligne a besoin de l'application servie par roque-relay : ce fichier seul ne peut pas jouer en ligne.");
  await page.goto(`${pathToFileURL(single).href}?online=${'a'.repeat(32)}&lang=en`);
  await expect(page.locator('body')).toContainText('this single file cannot play online');
});

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

test('a game across two relays sharing Redis', async ({ browser }) => {
  test.skip(!hasRedis, 'redis-server is not installed');
  const port = await freePort();
  const redisDir = mkdtempSync(join(tmpdir(), 'roque-redis-'));
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  running.push(redis);
  try {
    const url = `redis://127.0.0.1:${port}/`;
    let one;
    for (let i = 0; i < 50 && !one; i += 1) {
      one = await relay({ redis: url }).catch(() => new Promise((go) => setTimeout(go, 100)));
    }
    const two = await relay({ redis: url });
    const { a, b } = await pair(browser, one.url, two.url);
    await move(a, 'c2c4');
    await expect(pieceOn(b, 'c4')).toHaveAttribute('data-piece', 'wP');
    await move(b, 'e7e5');
    await expect(pieceOn(a, 'e5')).toHaveAttribute('data-piece', 'bP');
  } finally {
    rmSync(redisDir, { recursive: true, force: true });
  }
});

/** The raw answer of `url` (Node's http: nothing decoded), for its headers. */
function rawHead(url, headers) {
  return new Promise((done, fail) => {
    httpGet(url, { headers }, (response) => {
      response.resume();
      response.once('end', () => done({ status: response.statusCode, headers: response.headers }));
    }).once('error', fail);
  });
}

test('the first visit through the relay: compressed on the wire, cached for good where named by hash', async ({ browser }) => {
  const { url } = await relay({ db: join(dir, 'bytes.sqlite') });
  // A browser with an empty cache: every byte of the page's requests
  // (bodies as sent, and headers), its service worker's apart.
  const context = await browser.newContext();
  contexts.push(context);
  const sizes = [];
  context.on('requestfinished', (request) => {
    if (request.serviceWorker?.()) return;
    sizes.push(request.sizes().then((s) => ({ url: request.url(), wire: s.responseBodySize + s.responseHeadersSize })));
  });
  let last = Date.now();
  context.on('request', () => (last = Date.now()));
  const page = await context.newPage();
  await page.goto(url);
  await expect(square(page, 'e2').locator('[data-piece]')).toBeVisible();
  while (Date.now() - last < 2000) await new Promise((go) => setTimeout(go, 200));
  const all = await Promise.all(sizes);
  const total = all.reduce((n, r) => n + r.wire, 0);
  // Trunk's hash is 16 hex digits, or fewer when it begins with zeros.
  const wasm = all.find((r) => /roque-app-[0-9a-f]{12,16}_bg\.wasm$/.test(r.url));
  expect(wasm, 'the app wasm was fetched').toBeTruthy();
  // The app's wasm as Brotli (under its gzip -9 size), the whole visit
  // within the first visit's budget.
  expect(wasm.wire).toBeLessThan(200_000);
  expect(total, all.map((r) => `${r.url} ${r.wire}`).join('\n')).toBeLessThanOrEqual(250_000);

  // As curl sees it: Brotli or gzip as asked, immutable hashed files, a
  // revalidated page with its policy as a header.
  const wasmUrl = wasm.url;
  const br = await rawHead(wasmUrl, { 'Accept-Encoding': 'gzip, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const gz = await rawHead(wasmUrl, { 'Accept-Encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  const index = await rawHead(url, { 'Accept-Encoding': 'gzip, br' });
  expect(index.headers['cache-control']).toBe('no-cache');
  expect(index.headers.etag).toBeTruthy();
  expect(index.headers['content-security-policy']).toMatch(/script-src .*; frame-ancestors 'self'$/);
  const revalidated = await rawHead(url, { 'Accept-Encoding': 'gzip, br', 'If-None-Match': index.headers.etag });
  expect(revalidated.status).toBe(304);
});

const hasNginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

/** nginx in front of `upstreams` (host:port), as docs/online.md's
 *  configuration has it less TLS: WebSocket proxying, the client's address
 *  forwarded. Resolves with its URL and process. */
async function loadBalancer(upstreams) {
  const port = await freePort();
  const home = mkdtempSync(join(tmpdir(), 'roque-nginx-'));
  const conf = `
daemon off;
worker_processes 1;
pid ${home}/nginx.pid;
error_log ${home}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${home}/body;
  proxy_temp_path ${home}/proxy;
  fastcgi_temp_path ${home}/fastcgi;
  uwsgi_temp_path ${home}/uwsgi;
  scgi_temp_path ${home}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream roque {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://roque;
      proxy_http_version 1.1;
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 1s;
    }
    location = /ws {
      proxy_pass http://roque;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 1h;
      proxy_connect_timeout 1s;
    }
  }
}
`;
  const file = join(home, 'nginx.conf');
  writeFileSync(file, conf);
  const child = spawn(hasNginx, ['-c', file, '-p', home], { stdio: ['ignore', 'ignore', 'pipe'] });
  running.push(child);
  for (let i = 0; i < 100; i += 1) {
    const up = await new Promise((done) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), done(true)));
      socket.once('error', () => done(false));
    });
    if (up) break;
    await new Promise((go) => setTimeout(go, 50));
  }
  return { child, url: `http://127.0.0.1:${port}/` };
}

test('behind nginx, two relays on one Redis: one stopped, then the other killed and restarted, mid-game; the game goes on to mate', async ({ browser }) => {
  test.skip(!hasRedis, 'redis-server is not installed');
  test.skip(!hasNginx, 'nginx is not installed');
  test.setTimeout(120_000);
  const redisPort = await freePort();
  const redisDir = mkdtempSync(join(tmpdir(), 'roque-redis-'));
  const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  running.push(redis);
  const redisUrl = `redis://127.0.0.1:${redisPort}/`;
  let one;
  for (let i = 0; i < 50 && !one; i += 1) {
    one = await relay({ redis: redisUrl, trustProxy: true }).catch(() => new Promise((go) => setTimeout(go, 100)));
  }
  const two = await relay({ redis: redisUrl, trustProxy: true });
  const balancer = await loadBalancer([one.addr, two.addr]);
  const { a, b } = await pair(browser, balancer.url);
  const bothSee = async (square, piece) => {
    for (const page of [a, b]) await expect(pieceOn(page, square)).toHaveAttribute('data-piece', piece, { timeout: 20_000 });
  };
  const reconnected = async () => {
    for (const page of [a, b]) await expect(page.locator('[data-connection="open"]')).toHaveCount(1, { timeout: 20_000 });
  };
  // After a relay goes, the page to move may rejoin a moment after its
  // socket opens: its turn is waited for as long as a reconnection. A page
  // that had not yet seen its socket die refuses the move while it
  // reconnects, or plays it, undoes it when the socket dies, and sends it
  // again once welcomed back: the move is made again only if it is still
  // to be made (under the full suite's load, a killed relay's socket can
  // close after the move's clicks).
  const play = async (page, uci) => {
    const [from, to] = [uci.slice(0, 2), uci.slice(2, 4)];
    const code = await pieceOn(page, from).getAttribute('data-piece');
    const landed = async () => (await pieceOn(page, to).count()) === 1 && (await pieceOn(page, to).getAttribute('data-piece')) === code;
    const takesMoves = async () => (await page.locator('[data-takes-moves="true"]').count()) === 1;
    for (let attempt = 1; ; attempt += 1) {
      await expect.poll(async () => (await landed()) || (await takesMoves()), { timeout: 20_000 }).toBe(true);
      if (await landed()) return;
      await square(page, from).click();
      await square(page, to).click();
      try {
        await expect.poll(landed, { timeout: 5_000 }).toBe(true);
        return;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  };
  await move(a, 'e2e4');
  await bothSee('e4', 'wP');
  await move(b, 'e7e5');
  await bothSee('e5', 'bP');

  // The first relay is stopped as a service is (SIGTERM): it tells the
  // pages to reconnect, and exits 0; they come back through nginx.
  const stopped = new Promise((done) => one.child.once('exit', (code) => done(code)));
  one.child.kill('SIGTERM');
  expect(await stopped).toBe(0);
  await reconnected();
  await play(a, 'f1c4');
  await bothSee('c4', 'wB');
  await play(b, 'b8c6');
  await bothSee('c6', 'bN');

  // It comes back on its address; then the second one crashes (SIGKILL)
  // and is restarted: the pages find whichever answers.
  const back = await relay({ redis: redisUrl, addr: one.addr, trustProxy: true });
  await two.child.kill('SIGKILL');
  await reconnected();
  await play(a, 'd1h5');
  await bothSee('h5', 'wQ');
  await relay({ redis: redisUrl, addr: two.addr, trustProxy: true });
  await play(b, 'g8f6');
  await bothSee('f6', 'bN');
  await play(a, 'h5f7');
  for (const page of [a, b]) {
    await expect(page.locator('[data-room-state="over"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('[data-outcome="checkmate"]')).toHaveCount(1);
  }
  // Both pages agree on every square.
  const position = (page) => page.locator('[data-square]').evaluateAll((squares) => squares.map((s) => `${s.dataset.square}:${s.querySelector('[data-piece]')?.dataset.piece ?? ''}`).sort().join(' '));
  expect(await position(a)).toBe(await position(b));
  expect(back.child.exitCode).toBeNull();
  rmSync(redisDir, { recursive: true, force: true });
});
