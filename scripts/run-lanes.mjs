// Runs npm scripts in lanes: the scripts of a lane one after another, the lanes side by side, each
// output line tagged with its script. `npm test` runs the browser tests in one lane, lint and types
// in a second and the other test layers in a third: the browser tests spend much of their time
// waiting on the browser and the server, and a two-core machine would otherwise sit half idle.
// Every script runs even when another failed, so one run lists every failure; the exit code is 1
// when any failed. Usage: node scripts/run-lanes.mjs "test:e2e" "lint typecheck" "test:unit"
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const lanes = process.argv.slice(2).map((lane) => lane.split(/\s+/).filter(Boolean));
if (!lanes.length || lanes.some((lane) => !lane.length)) {
  console.error('Usage: node scripts/run-lanes.mjs "<script> <script>…" "<script>…" (one argument per lane)');
  process.exit(2);
}
const width = Math.max(...lanes.flat().map((script) => script.length));
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const started = Date.now();
// A file that exists once a single lane is still running: the browser tests that measure wall-clock
// budgets wait for it, so that no other lane competes for the CPU meanwhile (tests/e2e/support/quiet-machine.ts).
const signalDir = mkdtempSync(join(tmpdir(), 'run-lanes-'));
const alone = join(signalDir, 'alone');
let running = lanes.length;
if (running <= 1) writeFileSync(alone, '');

const results = (await Promise.all(lanes.map(runLane))).flat();
rmSync(signalDir, { recursive: true, force: true });

console.log('\nnpm test, step by step (seconds):');
for (const { script, ok, seconds } of results) console.log(`  ${script.padEnd(width)}  ${ok ? 'passed' : 'FAILED'}  ${seconds}`);
console.log(`  ${'in all'.padEnd(width)}          ${elapsed(started)}`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;

async function runLane(scripts) {
  const done = [];
  for (const script of scripts) done.push(await run(script));
  running -= 1;
  if (running === 1) writeFileSync(alone, '');
  return done;
}

/** Runs `npm run <script>` with its output tagged; resolves with how it ended and how long it took. */
function run(script) {
  const tag = `${script.padEnd(width)} │ `;
  const begun = Date.now();
  console.log(`${tag}▶ npm run ${script}`);
  // Through the npm that runs this script when there is one (npm_execpath), so Windows needs no shell.
  const [command, args] = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath, 'run', '--silent', script]]
    : ['npm', ['run', '--silent', script]];
  const child = spawn(command, args, {
    env: { ...process.env, ...colour, RUN_LANES_ALONE: alone },
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: !process.env.npm_execpath && process.platform === 'win32',
  });
  tagLines(child.stdout, tag, process.stdout);
  tagLines(child.stderr, tag, process.stderr);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${tag}${error.message}`);
      resolve({ script, ok: false, seconds: elapsed(begun) });
    });
    child.on('close', (code) => {
      const seconds = elapsed(begun);
      console.log(`${tag}${code === 0 ? '✓ passed' : `✗ FAILED (exit ${code})`} in ${seconds} s`);
      resolve({ script, ok: code === 0, seconds });
    });
  });
}

/** Copies a child's output line by line, each line behind the tag of its script. */
function tagLines(stream, tag, out) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    if (lines.length) out.write(lines.map((line) => `${tag}${line}\n`).join(''));
  });
  stream.on('end', () => {
    if (partial) out.write(`${tag}${partial}\n`);
  });
}

function elapsed(since) {
  return Math.round((Date.now() - since) / 1000);
}
