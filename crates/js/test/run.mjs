// Runs the package's tests the way a user would meet the package: `npm
// pack` of crates/js/pkg (built by `make npm`), installed into a temporary
// project, imported there by name. The reference chess.js 1.4.0, Vite and
// TypeScript come from this crate's own dev dependencies, playwright-core
// from the root's (the one the browser tests use).
//
//   node crates/js/test/run.mjs [--no-browser] [name …]
//
// Names keep the test files whose name holds one of them (`pgn`).
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const crate = dirname(here)
const pkg = join(crate, 'pkg')
const devModules = join(crate, 'node_modules')
const rootModules = join(crate, '..', '..', 'node_modules')

if (!existsSync(join(pkg, 'package.json'))) {
  console.error('run.mjs: crates/js/pkg is missing: run `make npm` first')
  process.exit(2)
}
if (!existsSync(join(devModules, 'chess.js')) || !existsSync(join(devModules, '@xmldom', 'xmldom'))) {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: crate, stdio: 'inherit' })
}

const project = mkdtempSync(join(tmpdir(), 'roque-npm-test-'))
try {
  const tarball = execFileSync('npm', ['pack', pkg, '--pack-destination', project, '--silent'], {
    encoding: 'utf8',
  }).trim().split('\n').pop()
  // The package as the registry would take it: publint (package.json's
  // fields, exports and files) and Are the Types Wrong (each entry's types
  // as TypeScript resolves them for Node and for bundlers; the package is
  // ESM only, as chess.js 1.4's own ESM entry). Either one's complaint fails
  // the tests.
  const bin = (tool) => join(devModules, '.bin', tool)
  execFileSync(bin('publint'), ['run', pkg, '--strict'], { stdio: 'inherit' })
  execFileSync(bin('attw'), [join(project, tarball), '--profile', 'esm-only', '--format', 'table-flipped'], {
    stdio: 'inherit',
  })
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'roque-consumer', private: true, type: 'module' }, null, 2),
  )
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(project, tarball)], {
    cwd: project,
    stdio: 'inherit',
  })
  // The tools the tests need beside the package, linked, not installed.
  const tools = [
    ['chess.js', devModules],
    ['@xmldom', devModules],
    ['vite', devModules],
    ['typescript', devModules],
    ['playwright-core', rootModules],
  ]
  for (const [tool, modules] of tools) {
    if (!existsSync(join(modules, tool))) throw new Error(`run.mjs: no ${tool} in ${modules}: run \`make tools\``)
    symlinkSync(join(modules, tool), join(project, 'node_modules', tool), 'dir')
  }
  mkdirSync(join(project, 'test'))
  const skipBrowser = process.argv.includes('--no-browser')
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  const tests = readdirSync(here)
    .filter((name) => name.endsWith('.test.mjs'))
    .filter((name) => !(skipBrowser && /browser|vite/.test(name)))
    .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  for (const name of tests) {
    cpSync(join(here, name), join(project, 'test', name))
  }
  cpSync(join(here, 'support'), join(project, 'test', 'support'), { recursive: true })
  // A test file per process, one per core and at least two: the two
  // differential files (random games against chess.js) take most of the
  // time, 46 s and 30 s, and one after the other they made the run 1 min
  // 56 s where side by side it is 56 s (2 cores). No test reads the clock
  // or a fixed port.
  const concurrency = Math.max(2, availableParallelism())
  execFileSync(
    process.execPath,
    ['--test', `--test-concurrency=${concurrency}`, ...tests.map((name) => join('test', name))],
    {
      cwd: project,
      stdio: 'inherit',
      env: {
        ...process.env,
        ROQUE_DEV_MODULES: devModules,
        ROQUE_OPENINGS_DATA: join(crate, '..', 'openings', 'data'),
      },
    },
  )
} catch (error) {
  process.exitCode = error.status ?? 1
} finally {
  rmSync(project, { recursive: true, force: true })
}
