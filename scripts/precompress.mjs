// The compressed forms of the build's files, written beside them for
// servers that send them as they are (roque-relay: crates/relay/src/
// assets.rs; nginx's gzip_static and brotli_static): `name.br` (Brotli,
// quality 11) and `name.gz` (gzip -9) for every text and wasm file, each
// only where it is smaller. Servers that compress by themselves ignore
// them, and so does the service worker (scripts/post-build.mjs).
//
// Used by scripts/post-build.mjs in release builds.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isFileModule } from './file-modules.mjs';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What gains from compression: text, and wasm. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|wasm|svg|json|webmanifest|txt)$/;

/** A compressed form the build wrote: servers send it, nothing else reads it. */
export const isCompressedForm = (file) => /\.(?:br|gz)$/.test(file);

/** Writes the `.br` and `.gz` forms of every compressible file under `dir`; returns how many. */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/'))
    // The modules' twins are for pages opened from disk, never served to
    // a browser that would take a compressed form.
    .filter((file) => COMPRESSIBLE.test(file) && !isFileModule(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(join(dir, file));
      const forms = [
        ['.br', await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })],
        ['.gz', await gzipped(bytes, { level: 9 })],
      ];
      for (const [suffix, packed] of forms) {
        if (packed.length >= bytes.length) continue;
        await writeFile(join(dir, file + suffix), packed);
        written += 1;
      }
    }),
  );
  return written;
}

