// Runs the package's tests the way a user would meet the package: `npm
// pack` of crates/js/pkg (built by `make npm`), installed into a temporary
// project, imported there by name. The reference chess.js 1.4.0, Vite,
// playwright-core and TypeScript come from this crate's own dev
// dependencies.
//
//   node crates/js/test/run.mjs [--no-browser]
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const crate = dirname(here)
const pkg = join(crate, 'pkg')
const devModules = join(crate, 'node_modules')

if (!existsSync(join(pkg, 'package.json'))) {
  console.error('run.mjs: crates/js/pkg is missing: run `make npm` first')
  process.exit(2)
}
if (!existsSync(join(devModules, 'chess.js'))) {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: crate, stdio: 'inherit' })
}

const project = mkdtempSync(join(tmpdir(), 'roque-npm-test-'))
try {
  const tarball = execFileSync('npm', ['pack', pkg, '--pack-destination', project, '--silent'], {
    encoding: 'utf8',
  }).trim().split('\n').pop()
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'roque-consumer', private: true, type: 'module' }, null, 2),
  )
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(project, tarball)], {
    cwd: project,
    stdio: 'inherit',
  })
  // The tools the tests need beside the package, linked, not installed.
  for (const tool of ['chess.js', 'vite', 'playwright-core', 'typescript']) {
    symlinkSync(join(devModules, tool), join(project, 'node_modules', tool), 'dir')
  }
  mkdirSync(join(project, 'test'))
  const skipBrowser = process.argv.includes('--no-browser')
  const tests = readdirSync(here)
    .filter((name) => name.endsWith('.test.mjs'))
    .filter((name) => !(skipBrowser && /browser|vite/.test(name)))
  for (const name of tests) {
    cpSync(join(here, name), join(project, 'test', name))
  }
  cpSync(join(here, 'support'), join(project, 'test', 'support'), { recursive: true })
  execFileSync(
    process.execPath,
    ['--test', '--test-concurrency=1', ...tests.map((name) => join('test', name))],
    { cwd: project, stdio: 'inherit', env: { ...process.env, ROQUE_DEV_MODULES: devModules } },
  )
} catch (error) {
  process.exitCode = error.status ?? 1
} finally {
  rmSync(project, { recursive: true, force: true })
}
