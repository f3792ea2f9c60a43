// The Content-Security-Policy of Roque's pages, as a <meta> tag: shared by the
// post_build hook (every page of dist/) and the one-file build.
//
// Inline scripts are allowed one by one, by the sha256 of their exact text;
// nothing else inline runs, and there is no 'unsafe-eval' ('wasm-unsafe-eval'
// only lets WebAssembly compile).
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const CSP_META = /[ \t]*<meta\s+http-equiv=["']Content-Security-Policy["'][^>]*>\s*\n?/gi;

/** The text of every inline <script> of `html` (those without a src), in order. */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (!/\bsrc\s*=/i.test(attributes)) scripts.push(text);
  }
  return scripts;
}

/** The CSP source expression allowing this exact script text. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The served app's policy: its own files, and the inline scripts of `hashes`.
 * With `hashes` null (development builds only), any inline script: `trunk
 * serve` rewrites its live-reload script when serving it, after any hash.
 */
export function appPolicy(hashes) {
  const inline = hashes === null ? " 'unsafe-inline'" : hashes.map((h) => ` ${h}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${inline}`,
    "worker-src 'self' blob:",
    // Yew writes style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** `html` with `policy` as its first <meta> after the charset, replacing any earlier one. */
export function withPolicy(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}" />`;
  const clean = html.replace(CSP_META, '');
  const charset = /<meta\s+charset=[^>]*>/i.exec(clean);
  if (charset) {
    const at = charset.index + charset[0].length;
    return `${clean.slice(0, at)}\n    ${meta}${clean.slice(at)}`;
  }
  const head = /<head\b[^>]*>/i.exec(clean);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  const at = head.index + head[0].length;
  return `${clean.slice(0, at)}\n    ${meta}${clean.slice(at)}`;
}
