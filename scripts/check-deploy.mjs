// The deployment files of docs/deploy/ checked by the tools that will read
// them, where this machine has them (`make lint`):
// - the systemd unit by `systemd-analyze verify` (its ExecStart pointed at
//   an executable that exists here: the unit's binary is installed later);
// - the nginx configuration by `nginx -t`, inside a minimal main
//   configuration, with a self-signed certificate in place of the site's.
// A tool that is missing is said, not failed: CI installs both
// (scripts/install-tools.sh installs nginx; systemd is Debian's).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const deploy = join(root, 'docs/deploy');
const work = mkdtempSync(join(tmpdir(), 'roque-deploy-'));
const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status === 0;
let failed = false;

try {
  if (has('systemd-analyze')) {
    const unit = readFileSync(join(deploy, 'roque-relay.service'), 'utf8').replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`);
    const file = join(work, 'roque-relay.service');
    writeFileSync(file, unit);
    const run = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    if (run.status !== 0 || run.stderr.trim()) {
      console.error(`check-deploy: systemd-analyze verify roque-relay.service:\n${run.stderr}`);
      failed = true;
    } else console.log('check-deploy: docs/deploy/roque-relay.service verified by systemd-analyze');
  } else console.log('check-deploy: no systemd-analyze here: the unit is not checked');

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => spawnSync('test', ['-x', path]).status === 0);
  if (nginx && has('openssl')) {
    const cert = join(work, 'cert.pem');
    const key = join(work, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=roque.example.org', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    const site = readFileSync(join(deploy, 'nginx.conf'), 'utf8')
      .replace(/\/etc\/letsencrypt\/live\/roque\.example\.org\/fullchain\.pem/g, cert)
      .replace(/\/etc\/letsencrypt\/live\/roque\.example\.org\/privkey\.pem/g, key)
      // Unprivileged ports, so that the check needs no root.
      .replace(/listen (\[::\]:)?80;/g, 'listen $18080;')
      .replace(/listen (\[::\]:)?443 /g, 'listen $18443 ');
    writeFileSync(join(work, 'roque.conf'), site);
    const main = `pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${work}/roque.conf;\n}\n`;
    writeFileSync(join(work, 'nginx.conf'), main);
    const run = spawnSync(nginx, ['-t', '-q', '-p', work, '-c', join(work, 'nginx.conf')], { encoding: 'utf8' });
    if (run.status !== 0) {
      console.error(`check-deploy: nginx -t on docs/deploy/nginx.conf:\n${run.stderr}`);
      failed = true;
    } else console.log('check-deploy: docs/deploy/nginx.conf accepted by nginx -t');
  } else console.log('check-deploy: no nginx (or openssl) here: the nginx configuration is not checked');
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
