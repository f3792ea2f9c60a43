// A small static file server for the end-to-end tests: serves a directory
// (the release build) under a sub-path, to prove the build works from any
// sub-path. Usage: node serve.mjs <dir> <port> [prefix] [fixtures-dir]
// Tests that need to change what is served (a new version of the service
// worker) import `serve` and pass `rewrite`.
//
// With a fixtures directory, it also serves test host pages under
// /fixtures/, with __ROQUE_BASE__ in their HTML replaced by the build's
// address on 127.0.0.1. A test opens them at http://localhost:<port>/…,
// another origin than the build's: the embedded boards are then really
// cross-origin, as on a teacher's site.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Content types by file extension: also the bench's static server's. */
export const TYPES = {
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

const FIXTURES_PREFIX = '/fixtures/';

/** Sends a test host page (or its files) from `base`, HTML with the build's address filled in. */
async function sendFixture(res, base, path, server, prefix) {
  const file = resolve(join(base, path));
  if (!file.startsWith(base + sep)) return send(res, 403, 'forbidden');
  const info = await stat(file).catch(() => null);
  if (!info || !info.isFile()) return send(res, 404, 'not found');
  let body = await readFile(file);
  if (extname(file) === '.html') {
    const build = `http://127.0.0.1:${server.address().port}${prefix}`;
    body = body.toString('utf8').replaceAll('__ROQUE_BASE__', build);
  }
  return send(res, 200, body, TYPES[extname(file)] ?? 'application/octet-stream');
}

/**
 * Serves `dir` under `prefix` on 127.0.0.1:`port` (0: any free port).
 * `rewrite(path, body)`, if given, may return other bytes for a file (path
 * relative to `dir`). `fixtures`, if given, is served under /fixtures/.
 * Resolves to `{ url, root, close }` once listening.
 */
export function serve({ dir = 'dist', port = 0, prefix: prefixText = '/roque/', rewrite = null, fixtures = null } = {}) {
  const root = resolve(dir);
  const fixturesRoot = fixtures ? resolve(fixtures) : null;
  const prefix = prefixText.endsWith('/') ? prefixText : `${prefixText}/`;
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let path = decodeURIComponent(url.pathname);
      if (path === prefix.slice(0, -1)) {
        res.writeHead(301, { location: prefix + url.search });
        return res.end();
      }
      if (fixturesRoot && path.startsWith(FIXTURES_PREFIX)) {
        return await sendFixture(res, fixturesRoot, path.slice(FIXTURES_PREFIX.length), server, prefix);
      }
      if (!path.startsWith(prefix)) return send(res, 404, 'not found');
      path = path.slice(prefix.length);
      if (path === '' || path.endsWith('/')) path += 'index.html';
      const file = resolve(join(root, path));
      // Never serve anything outside the directory.
      if (file !== root && !file.startsWith(root + sep)) return send(res, 403, 'forbidden');
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile()) return send(res, 404, 'not found');
      const bytes = await readFile(file);
      const body = rewrite ? await rewrite(path, bytes) : bytes;
      send(res, 200, body, TYPES[extname(file)] ?? 'application/octet-stream');
    } catch (error) {
      send(res, 500, String(error));
    }
  });

  return new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${server.address().port}${prefix}`;
      const close = () =>
        new Promise((done) => {
          server.closeAllConnections();
          server.close(done);
        });
      ready({ url, root, close });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir = 'dist', portText = '4178', prefix = '/roque/', fixtures = null] = process.argv.slice(2);
  const server = await serve({ dir, port: Number(portText), prefix, fixtures });
  console.log(`serving ${server.root} at ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.close().then(() => process.exit(0)));
  }
}
