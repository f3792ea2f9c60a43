// The import checker (scripts/check-imports.mjs) on small fixture trees
// (check-imports/<tree>/crates/…): a circle and upward imports through
// `super::`, `super::super::`, `self::` and groups are found, and a clean
// tree passes. Run by `make lint` (node --test scripts/test/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const script = join(here, '..', 'check-imports.mjs');

/** The checker run on a fixture tree: its exit code and the problems it lists. */
function check(tree) {
  const run = spawnSync(process.execPath, [script, join(here, 'check-imports', tree)], { encoding: 'utf8' });
  const problems = run.stderr
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());
  return { status: run.status, problems, stdout: run.stdout };
}

test('a circle through super:: and one through super::super:: are found', () => {
  const { status, problems } = check('circle');
  assert.equal(status, 1);
  assert.deepEqual(problems, [
    'crates/app: import circle between views/button.rs, views/controls.rs',
    'crates/tree: import circle between a/b/c.rs, a/d.rs',
  ]);
});

test('upward imports through super::, groups and the embed slice are found', () => {
  const { status, problems } = check('upward');
  assert.equal(status, 1);
  assert.deepEqual(problems, [
    'crates/app/src/embed/options.rs:1: embed::options (model) imports state::hand (state, above it)',
    'crates/app/src/model/clock.rs:1: model::clock (model) imports state::hand (state, above it)',
    'crates/app/src/model/clock.rs:1: model::clock (model) imports words::ui (words, above it)',
    'crates/app/src/state/hand.rs:1: state::hand (state) imports views::board (views, above it)',
    "crates/app/src/views/learn/page.rs:1: views::learn::page (views) imports embed::options (the embed slice, above the app's layers)",
    "crates/app/src/words/embed.rs:2: words::embed (words) imports embed::state (the embed slice, above the app's layers)",
  ]);
});

test('a clean tree passes: comments, strings, re-exports and tests are not imports', () => {
  const { status, problems, stdout } = check('clean');
  assert.deepEqual(problems, []);
  assert.equal(status, 0);
  assert.match(stdout, /no circle, every import points down/);
});
