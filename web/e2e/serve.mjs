// A small static file server for the end-to-end tests: serves a directory
// (the release build) under a sub-path, to prove the build works from any
// sub-path. Usage: node serve.mjs <dir> <port> [prefix] [fixtures-dir]
//
// With a fixtures directory, it also serves test host pages under
// /fixtures/, with __ROQUE_BASE__ in their HTML replaced by the build's
// address on 127.0.0.1. A test opens them at http://localhost:<port>/…,
// another origin than the build's: the embedded boards are then really
// cross-origin, as on a teacher's site.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const [dir = 'dist', portText = '4178', prefixText = '/roque/', fixturesDir] = process.argv.slice(2);
const root = resolve(dir);
const fixtures = fixturesDir ? resolve(fixturesDir) : null;
const FIXTURES_PREFIX = '/fixtures/';
const port = Number(portText);
const prefix = prefixText.endsWith('/') ? prefixText : `${prefixText}/`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

function send(res, status, body, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = decodeURIComponent(url.pathname);
    if (path === prefix.slice(0, -1)) {
      res.writeHead(301, { location: prefix + url.search });
      return res.end();
    }
    let base = root;
    let fixture = false;
    if (fixtures && path.startsWith(FIXTURES_PREFIX)) {
      base = fixtures;
      fixture = true;
      path = path.slice(FIXTURES_PREFIX.length);
    } else if (path.startsWith(prefix)) {
      path = path.slice(prefix.length);
    } else {
      return send(res, 404, 'not found');
    }
    if (path === '' || path.endsWith('/')) path += 'index.html';
    const file = resolve(join(base, path));
    // Never serve anything outside the directory.
    if (file !== base && !file.startsWith(base + sep)) return send(res, 403, 'forbidden');
    const info = await stat(file).catch(() => null);
    if (!info || !info.isFile()) return send(res, 404, 'not found');
    let body = await readFile(file);
    if (fixture && extname(file) === '.html') {
      body = body.toString('utf8').replaceAll('__ROQUE_BASE__', `http://127.0.0.1:${port}${prefix}`);
    }
    send(res, 200, body, TYPES[extname(file)] ?? 'application/octet-stream');
  } catch (error) {
    send(res, 500, String(error));
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`serving ${root} at http://127.0.0.1:${port}${prefix}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
