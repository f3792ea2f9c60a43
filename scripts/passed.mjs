// Remembers that a test step passed, and on what: a second `make test`
// whose inputs did not change does not run the browser tests again (as Go
// caches `go test` results, as make itself skips a build whose inputs did
// not change). Any change to what a step reads (the build it tests, its
// specs, its tools, the browser) runs it again; FRESH=1 always does.
//
//   node scripts/passed.mjs check STEP    exit 0 when STEP passed on these
//                                         very inputs (and says so), 1 if not
//   node scripts/passed.mjs record STEP   STEP just passed on these inputs
//
// The record is target/passed/STEP: the hash of every input file's path
// and contents, and of the tools' versions. A failure records nothing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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
    skip: ['web/e2e/test-results'],
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
    skip: [],
    tools: () => [process.version, version('npm', ['--version']), version(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'])],
  },
};

const [action, step] = process.argv.slice(2);
const spec = STEPS[step];
if (!['check', 'record'].includes(action) || !spec) {
  console.error(`usage: node scripts/passed.mjs check|record ${Object.keys(STEPS).join('|')}`);
  process.exit(2);
}

/** Every file under `path`, sorted, '/'-separated, relative to the root. */
function files(path, out) {
  const full = join(root, path);
  if (spec.skip.includes(path) || !existsSync(full)) return out;
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
      hash.update(`file\0${relative(root, join(root, file))}\0`);
      hash.update(readFileSync(join(root, file)));
    }
  }
  return hash.digest('hex');
}

const record = join(root, 'target/passed', step);
const now = fingerprint();
if (action === 'record') {
  mkdirSync(dirname(record), { recursive: true });
  writeFileSync(record, `${now}\n${new Date().toISOString()}\n`);
  process.exit(0);
}
if (process.env.FRESH === '1' || !existsSync(record)) process.exit(1);
const [then, when] = readFileSync(record, 'utf8').split('\n');
if (then !== now) process.exit(1);
console.log(`${step}: passed at ${when} on these same inputs (the build, the tests, the tools): not run again (FRESH=1 runs it)`);
