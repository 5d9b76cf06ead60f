// The parent and log reader of a server under test (faults/sigterm.test.ts): starts the built server with its
// stdout and stderr piped here, reports the server's pid and address as one JSON line, then reads nothing more.
// The test stops this process (the pipe fills) and kills it (the pipe's reader is gone).
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, [process.argv[2]], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let out = '';
const onData = (chunk) => {
  out += chunk.toString();
  const ready = /Portal ready: (http:\/\/[\d.]+:\d+)\//.exec(out);
  if (!ready) return;
  process.stdout.write(`${JSON.stringify({ pid: child.pid, url: ready[1] })}\n`);
  child.stdout.off('data', onData);
  child.stderr.off('data', onData);
  child.stdout.pause();
  child.stderr.pause();
};
child.stdout.on('data', onData);
child.stderr.on('data', onData);
child.on('exit', (code) => {
  process.stdout.write(`${JSON.stringify({ exited: code, out })}\n`);
  process.exit(1);
});
