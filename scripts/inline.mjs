// Putting files inside other files: the wasm as text a script unpacks, and
// text made safe inside an inline <script>. Shared by the one-file build
// (scripts/single-file.mjs) and the modules for pages opened from disk
// (scripts/file-modules.mjs).
import { gzipSync } from 'node:zlib';

/** Bytes as text for a script: gzipped (a wasm shrinks to less than half), then base64. */
export const packed = (bytes) => gzipSync(bytes, { level: 9 }).toString('base64');

/** Their way back, as script text defining `unpack(base64)` → Promise<Uint8Array>
 *  (DecompressionStream: Chromium 80, Firefox 113, Safari 16.4). Written in
 *  the scripts that carry packed bytes, in pages and in workers. */
export const UNPACK = `async function unpack(base64) {
  const text = atob(base64);
  const gzipped = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) gzipped[i] = text.charCodeAt(i);
  const stream = new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}`;

/** `text` if nothing in it may close or comment an inline <script>; else an error naming `what`. */
export function scriptSafe(text, what) {
  if (/<\/script|<!--/i.test(text)) throw new Error(`${what} contains "</script" or "<!--": cannot inline it`);
  return text;
}

/** A JS string literal of `text`, safe inside an inline <script>. */
export const literal = (text) => JSON.stringify(text).replaceAll('</', '<\\/').replaceAll('<!--', '<\\!--');
