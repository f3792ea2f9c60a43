// Reports the package's size next to chess.js's (12.9 kB minified + gzip):
// the packed tarball, and, as issue 11 measures it, every .js and .wasm
// file of the package gzipped (-9) one by one: those `import 'roque'`
// ships, and those each optional entry (`roque/explain`, `roque/openings`,
// `roque/pgn`, `roque/diagram`)
// adds.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

// An absolute path: a bare name would make npm fetch that package.
const pkg = resolve(process.argv[2])
const [packed] = JSON.parse(execFileSync('npm', ['pack', pkg, '--dry-run', '--json'], { encoding: 'utf8' }))
const gz = (file) => gzipSync(readFileSync(join(pkg, file)), { level: 9 }).length
const files = readdirSync(pkg).filter((f) => /\.(js|wasm)$/.test(f))
const explainFiles = files.filter((f) => f.startsWith('explain'))
const openingsFiles = files.filter((f) => f.startsWith('openings'))
const pgnFiles = files.filter((f) => f.startsWith('pgn'))
const diagramFiles = files.filter((f) => f.startsWith('diagram'))
const optional = [...explainFiles, ...openingsFiles, ...pgnFiles, ...diagramFiles]
const mainFiles = files.filter((f) => !optional.includes(f))
const sum = (list) => list.reduce((total, f) => total + gz(f), 0)
const kB = (n) => `${(n / 1000).toFixed(1)} kB`
console.log(
  `size: packed ${kB(packed.size)}; gzip -9 per file: ` +
    mainFiles.map((f) => `${f} ${kB(gz(f))}`).join(', ') +
    `; main entry ${kB(sum(mainFiles))}` +
    (explainFiles.length ? `; roque/explain adds ${kB(sum(explainFiles))}` : '') +
    (openingsFiles.length ? `; roque/openings adds ${kB(sum(openingsFiles))}` : '') +
    (pgnFiles.length ? `; roque/pgn adds ${kB(sum(pgnFiles))}` : '') +
    (diagramFiles.length ? `; roque/diagram adds ${kB(sum(diagramFiles))}` : '') +
    '; chess.js 1.4.0: 12.9 kB minified + gzip',
)
