// Fails when a tracked file refers to a path above the repository root.
//
// The repository stands on its own: no build, test, bench or example may
// read the reference folder beside the checkout, or anything else there.
// `make lint` runs this over every tracked text file.
//
// A reference is a run of `..` segments (`../..`, `../../x/y`), read with
// the path characters that follow it. It is resolved against each base it
// may be relative to: the file's folder, the nearest folder above it with a
// Cargo.toml or package.json (CARGO_MANIFEST_DIR, npm scripts) and the root
// (the Makefile's working directory). It is accepted when some base keeps it
// inside the repository and leads to a path that exists there or that git
// ignores (an output of the build, such as crates/js/pkg); it is
// refused when it leaves the repository from some base and exists inside
// from none. Absolute paths into /work/, where the development machines keep
// the checkout and the reference folders beside it, are refused too.
//
// Usage: node scripts/check-paths.mjs [root]   (exit 1 and a list when any)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? join(dirname(new URL(import.meta.url).pathname), '..'));

/** Tracked files, '/'-separated relative paths. */
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);

// Generated lock files name no paths of ours; binary files are skipped by content.
const skipped = /(^|\/)(Cargo\.lock|package-lock\.json)$|\.(png|jpg|ico|woff2?|wasm|gz)$/;

/** A run of `..` segments with the path that follows it. */
const upward = /(?<![\w.])\.\.(?:\/\.\.)*(?:\/[\w.@+-]+)*\/?/g;
/** Absolute paths to the development machines' folders beside the checkout. */
const absolute = /(?<![\w.])\/work\/\w+/g;

const inside = (path) => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !rel.includes(`..${sep}`) && rel !== '..');
};

/** Whether git ignores `path`: an output of the build (pkg/, dist/), which need not exist yet. */
function generated(path) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', relative(root, path)], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/** The folders a relative path in `file` may be relative to. */
function bases(file) {
  const own = join(root, dirname(file));
  const found = [own, root];
  for (let dir = own; inside(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'Cargo.toml')) || existsSync(join(dir, 'package.json'))) {
      found.push(dir);
      break;
    }
    if (dir === root) break;
  }
  return found;
}

const problems = [];
for (const file of files) {
  if (skipped.test(file) || file === 'scripts/check-paths.mjs') continue;
  let text;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    continue; // deleted in the work tree, or unreadable: nothing to check
  }
  if (text.includes('\0')) continue;
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(absolute)) {
      problems.push(`${file}:${index + 1}: ${match[0]} (a folder beside the checkout)`);
    }
    for (const match of line.matchAll(upward)) {
      // A trailing slash, or a full stop ending a sentence, is not part of the path.
      let reference = match[0].replace(/\/$/, '');
      if (!reference.endsWith('..')) reference = reference.replace(/\.+$/, '');
      let escapes = false;
      let resolvesInside = false;
      for (const base of bases(file)) {
        const target = normalize(join(base, reference));
        if (!inside(target)) escapes = true;
        else if (existsSync(target) || generated(target)) resolvesInside = true;
      }
      if (escapes && !resolvesInside) {
        problems.push(`${file}:${index + 1}: ${reference} leaves the repository`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error('Paths above the repository root (the repository must stand on its own):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-paths: ${files.length} tracked files, no path above the root`);
