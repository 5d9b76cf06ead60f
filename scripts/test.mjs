#!/usr/bin/env node
// `npm test`: the unit and API tests (Vitest), then the build and the browser tests (the built app in Debian
// chromium), each phase's duration printed at the end (decision 245). TEST_SIDE_BY_SIDE=1 runs Vitest beside the
// build and the browser suite, each line prefixed with its phase. It was measured and is not the default: on
// CI's two cores the suite is bound by the processor, so side by side saved nothing (969 s on a clean clone),
// and the load it added upset a timing test of the sign-in routes.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const sideBySide = process.env.TEST_SIDE_BY_SIDE === '1';
const started = Date.now();
const durations = [];
const children = new Set();

/** Runs a command with its output prefixed, and resolves with its exit status. */
function run(label, command, args) {
  const phaseStart = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const prefix = sideBySide ? `${label}: ` : '';
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => {
        if (rest) process.stdout.write(`${prefix}${rest}\n`);
      });
    }
    child.on('close', (code, signal) => {
      children.delete(child);
      const status = code ?? (signal ? 1 : 0);
      durations.push([label, Math.round((Date.now() - phaseStart) / 1000), status]);
      resolve(status);
    });
  });
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

const unit = () => run('unit', npm, ['run', 'test:unit', '--silent']);
const browser = async () => {
  const built = await run('build', npm, ['run', 'build', '--silent']);
  return built === 0 ? run('browser', process.execPath, [path.join(root, 'e2e/run.mjs')]) : built;
};

async function oneAfterTheOther() {
  const first = await unit();
  return first === 0 ? [first, await browser()] : [first];
}
const statuses = sideBySide ? await Promise.all([unit(), browser()]) : await oneAfterTheOther();

console.log('test: phase durations');
for (const [label, seconds, status] of durations)
  console.log(`test:   ${label.padEnd(8)} ${String(seconds).padStart(5)}s${status === 0 ? '' : `  (failed: ${status})`}`);
console.log(`test:   ${'total'.padEnd(8)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)}s`);
process.exit(statuses.find((s) => s !== 0) ?? 0);
