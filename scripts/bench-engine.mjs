// Nodes per second of the engine in the browser (the real Web Worker of
// dist/, in headless Chromium) against the same code natively, on the same
// requests in the same run: level 8, its two seconds a move, a fresh engine
// for each position. Part of `make bench` (after `make dist`).
import { spawn, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { launch, root, serveDist } from './lib-browser.mjs';

const POSITIONS = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', ''],
  ['open game', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8c5'],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', ''],
  ['middlegame', 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8', ''],
  ['endgame', '8/5pk1/6p1/3P4/1p3P2/1P4P1/5K2/8 w - - 0 1', ''],
];

// White to move in every position above after its moves (an even number).
const request = (ticket, [, fen, moves]) => `roque1|${ticket}|move|8|w|${fen}|${moves}`;

function parseMove(line) {
  const f = line.split('|');
  if (f[2] !== 'move') throw new Error(`not a move: ${line}`);
  return { move: f[3], nodes: Number(f[6]), ms: Number(f[7]) };
}

async function native(lines) {
  execFileSync('cargo', ['build', '--quiet', '--release', '-p', 'roque-worker', '--example', 'answer'], { cwd: root, stdio: 'inherit' });
  const child = spawn(resolve(root, 'target/release/examples/answer'), [], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.stdin.end(lines.join('\n') + '\n');
  await new Promise((ok) => child.on('close', ok));
  return out.trim().split('\n').map(parseMove);
}

async function browser(lines) {
  const server = await serveDist(4180);
  const chromium = await launch();
  try {
    const page = await chromium.newPage();
    await page.goto(server.url);
    const results = [];
    for (const line of lines) {
      // A fresh worker per position, as natively.
      results.push(await page.evaluate((line) => new Promise((ok, fail) => {
        const worker = new Worker('roque-worker_loader.js');
        worker.onerror = (e) => fail(new Error(e.message));
        worker.onmessage = ({ data }) => {
          if (data.endsWith('|ready')) worker.postMessage(line);
          else { worker.terminate(); ok(data); }
        };
      }), line));
    }
    return results.map(parseMove);
  } finally {
    await chromium.close();
    server.stop();
  }
}

const lines = POSITIONS.map((p, i) => request(i + 1, p));
const wasm = await browser(lines);
const nat = await native(lines);
const nps = (r) => r.nodes / (r.ms / 1000);
console.log('engine nodes per second, level 8, 2 s a move (wasm = Chromium Web Worker, dist/ build)');
console.log('position      native n/s   wasm n/s   wasm/native');
let sumN = 0, sumW = 0, msN = 0, msW = 0;
POSITIONS.forEach(([name], i) => {
  const n = nat[i], w = wasm[i];
  sumN += n.nodes; sumW += w.nodes; msN += n.ms; msW += w.ms;
  console.log(`${name.padEnd(12)} ${Math.round(nps(n)).toLocaleString('en').padStart(11)} ${Math.round(nps(w)).toLocaleString('en').padStart(10)} ${(nps(w) / nps(n)).toFixed(2).padStart(12)}`);
});
const totalN = sumN / (msN / 1000), totalW = sumW / (msW / 1000);
console.log(`${'all'.padEnd(12)} ${Math.round(totalN).toLocaleString('en').padStart(11)} ${Math.round(totalW).toLocaleString('en').padStart(10)} ${(totalW / totalN).toFixed(2).padStart(12)}`);
