// Remembers that a test step passed, and on what: a second `make test`
// whose inputs did not change does not run the browser tests again (as Go
// caches `go test` results, as make itself skips a build whose inputs did
// not change). Any change to what a step reads (the build it tests, its
// specs, its tools, the browser) runs it again; FRESH=1 always does.
//
//   node scripts/passed.mjs STEP COMMAND [ARGS...]
//
// says so and exits 0 when STEP passed on these very inputs; otherwise runs
// COMMAND, exits with its status, and remembers the inputs when it passed.
// The record is target/passed/STEP: the hash of every input file's path and
// contents, and of the tools' versions. A failure records nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The tools' versions: a new browser or Node is a new input. */
const version = (command, args) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `${command}: none`;
  }
};

// What each step reads: files and folders under the root, and tools.
const STEPS = {
  e2e: {
    paths: [
      'dist',
      'dist-single',
      'web/e2e',
      'target/debug/roque-relay',
      'package-lock.json',
      'scripts/passed.mjs',
    ],
    tools: () => [process.version, version(process.env.ROQUE_CHROMIUM ?? '/usr/bin/chromium', ['--version']), version('redis-server', ['--version'])],
  },
  'npm-test': {
    paths: [
      'crates/js/pkg',
      'crates/js/test',
      'crates/openings/data',
      'crates/js/package-lock.json',
      'package-lock.json',
      'scripts/passed.mjs',
    ],
    tools: () => [process.version, version('npm', ['--version']), version(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'])],
  },
};

const [step, command, ...args] = process.argv.slice(2);
const spec = STEPS[step];
if (!spec || !command) {
  console.error(`usage: node scripts/passed.mjs ${Object.keys(STEPS).join('|')} COMMAND [ARGS...]`);
  process.exit(2);
}

/** Every file under `path`, sorted, '/'-separated, relative to the root. */
function files(path, out) {
  const full = join(root, path);
  if (!existsSync(full)) return out;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) files(`${path}/${name}`, out);
  } else {
    out.push(path);
  }
  return out;
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const tool of spec.tools()) hash.update(`tool\0${tool}\0`);
  for (const path of spec.paths) {
    const list = files(path, []);
    if (list.length === 0) hash.update(`missing\0${path}\0`);
    for (const file of list) {
      hash.update(`file\0${file}\0`);
      hash.update(readFileSync(join(root, file)));
    }
  }
  return hash.digest('hex');
}

const record = join(root, 'target/passed', step);
const before = fingerprint();
if (process.env.FRESH !== '1' && existsSync(record)) {
  const [then, when] = readFileSync(record, 'utf8').split('\n');
  if (then === before) {
    console.log(`${step}: passed at ${when} on these same inputs (the build, the tests, the tools): not run again (FRESH=1 runs it)`);
    process.exit(0);
  }
}
console.log([command, ...args].join(' '));
const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
// The inputs as they were when the run began: what the run wrote (test
// reports) is not among them.
mkdirSync(dirname(record), { recursive: true });
writeFileSync(record, `${before}\n${new Date().toISOString()}\n`);
