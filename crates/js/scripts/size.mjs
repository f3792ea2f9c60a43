// Reports the package's size next to chess.js's: the packed tarball, and
// the gzip size of the JavaScript a bundler ships (the wrapper, the
// wasm-bindgen glue and the embedded wasm). chess.js 1.4: 12.9 kB
// minified + gzip.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

// An absolute path: a bare name would make npm fetch that package.
const pkg = resolve(process.argv[2])
const [packed] = JSON.parse(execFileSync('npm', ['pack', pkg, '--dry-run', '--json'], { encoding: 'utf8' }))
const shipped = Buffer.concat(['index.js', 'roque_core.js', 'roque_wasm.js'].map((f) => readFileSync(join(pkg, f))))
const wasmBytes = Buffer.from(readFileSync(join(pkg, 'roque_wasm.js'), 'utf8').split("'")[1] ?? '', 'base64')
// What an app ships: the package bundled and minified (esbuild, as Vite does).
const bundled = await build({
  entryPoints: [join(pkg, 'index.js')],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
})
const minified = Buffer.from(bundled.outputFiles[0].contents)
const kB = (n) => `${(n / 1000).toFixed(1)} kB`
console.log(
  `size: packed ${kB(packed.size)} (unpacked ${kB(packed.unpackedSize)}); ` +
    `shipped JS ${kB(shipped.length)}, gzip ${kB(gzipSync(shipped, { level: 9 }).length)}; ` +
    `bundled and minified ${kB(minified.length)}, gzip ${kB(gzipSync(minified, { level: 9 }).length)} ` +
    `(wasm ${kB(wasmBytes.length)}, wasm alone gzip ${kB(gzipSync(wasmBytes, { level: 9 }).length)}); ` +
    'chess.js 1.4.0: 12.9 kB minified + gzip',
)
