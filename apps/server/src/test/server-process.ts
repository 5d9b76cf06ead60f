import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const MAIN = path.join(import.meta.dirname, '..', 'main.ts');

/**
 * Starts src/main.ts as `npm start` runs the built one, with only the environment given; resolves once it listens.
 * With `umask` the process starts under that mask (as from a shell that set it).
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { umask?: string } = {},
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const args = ['--conditions=source', '--import', 'tsx', MAIN];
  const [command, argv] =
    opts.umask === undefined ? [process.execPath, args] : ['/bin/sh', ['-c', `umask ${opts.umask} && exec "$0" "$@"`, process.execPath, ...args]];
  const child = spawn(command, argv, {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /Portal ready: (http:\/\/[\d.]+:\d+)\//.exec(out);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  return { child, url, output: () => out };
}
