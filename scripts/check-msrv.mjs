// Checks that the Rust version Roque declares is the truth:
//   1. the workspace's rust-version (Cargo.toml) is the toolchain pinned in
//      rust-toolchain.toml, the only compiler the project is built and
//      tested with (no older one can be installed on these machines to
//      test a lower minimum, so none is claimed);
//   2. the compiler that runs here is that toolchain;
//   3. every locked dependency (every target, dev and build dependencies
//      included) declares a rust-version no newer than the workspace's.
//
// Usage: node scripts/check-msrv.mjs   (exit 1 with the reasons when false)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];

/** [major, minor, patch] of "1.95" or "1.95.0". */
const parse = (version) => {
  const parts = String(version).split('.').map(Number);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
};
const newer = (a, b) => {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
};
const minor = (version) => parse(version).slice(0, 2).join('.');

const toolchain = readFileSync(join(root, 'rust-toolchain.toml'), 'utf8').match(/^channel\s*=\s*"([^"]+)"/m)?.[1];
const declared = readFileSync(join(root, 'Cargo.toml'), 'utf8').match(/^rust-version\s*=\s*"([^"]+)"/m)?.[1];
if (!toolchain || !/^\d+\.\d+\.\d+$/.test(toolchain)) problems.push(`rust-toolchain.toml pins no exact version (${toolchain})`);
if (!declared) problems.push('Cargo.toml: the workspace declares no rust-version');
if (toolchain && declared && minor(toolchain) !== minor(declared)) {
  problems.push(`Cargo.toml declares rust-version ${declared}, rust-toolchain.toml pins ${toolchain}`);
}

const rustc = execFileSync('rustc', ['--version'], { cwd: root, encoding: 'utf8' }).trim();
if (toolchain && !rustc.startsWith(`rustc ${toolchain} `)) {
  problems.push(`the compiler running is ${rustc}, not the pinned ${toolchain}`);
}

const metadata = JSON.parse(
  execFileSync('cargo', ['metadata', '--format-version', '1', '--locked'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  }),
);
const members = new Set(metadata.workspace_members);
let checked = 0;
for (const pkg of metadata.packages) {
  if (members.has(pkg.id)) {
    if (pkg.rust_version !== declared) {
      problems.push(`${pkg.name} declares rust-version ${pkg.rust_version}, not the workspace's ${declared}`);
    }
    continue;
  }
  checked += 1;
  if (pkg.rust_version && declared && newer(parse(pkg.rust_version), parse(declared))) {
    problems.push(`${pkg.name} ${pkg.version} needs Rust ${pkg.rust_version}, newer than the declared ${declared}`);
  }
}

if (problems.length > 0) {
  console.error(`check-msrv: the declared Rust version is not the truth:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-msrv: Rust ${declared} (${rustc}); ${checked} locked dependencies need no newer one`);
