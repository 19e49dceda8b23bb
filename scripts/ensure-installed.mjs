// Installs dependencies when node_modules is missing or older than package-lock.json,
// so that `npm start` and `npm test` work on a fresh clone with nothing installed by hand.
import { existsSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const lock = readFileSync('package-lock.json', 'utf8');
const upToDate = existsSync(marker) && sameDependencies(JSON.parse(lock), JSON.parse(readFileSync(marker, 'utf8')));

if (!upToDate) {
  console.log('[setup] installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}

function sameDependencies(lockfile, installed) {
  const wanted = Object.entries(lockfile.packages ?? {}).filter(([path]) => path.startsWith('node_modules/'));
  return wanted.every(([path, meta]) => meta.optional || installed.packages?.[path]?.version === meta.version);
}
