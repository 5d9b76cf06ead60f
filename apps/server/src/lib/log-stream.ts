import { write as fsWrite } from 'node:fs';

/** What the log may hold in memory while its reader is slow or stopped; lines past it are dropped and counted. */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

const RETRY_MS = 100;

export type LogStream = {
  write(line: string): void;
  /** Resolves when every line written so far is out, or after `timeoutMs` whatever is left (the shutdown's last lines). */
  flush(timeoutMs: number): Promise<void>;
  /** Lines dropped so far (buffer full, or the reader gone). */
  readonly dropped: number;
};

/**
 * The server's log on a file descriptor (stdout), written so that the reader of the log can never keep the
 * process alive or block it (decision 247):
 * - one write at a time, asynchronously, never a write that waits in the event loop: a full pipe (its reader
 *   slow or stopped) is tried again every 100 ms, so SIGTERM is still handled;
 * - at most LOG_BUFFER_BYTES waiting; past it lines are dropped, and a line saying how many goes out when
 *   writing resumes;
 * - any other write error (EPIPE: the reader has exited) ends the log: every later line is dropped;
 * - nothing at process exit. pino's own stdout stream flushes synchronously on exit and retries a failed
 *   write forever, so a server whose log reader had stopped or exited never exited on SIGTERM.
 */
export function fdLogStream(fd: number, maxBytes = LOG_BUFFER_BYTES): LogStream {
  let queue: Buffer[] = [];
  let queued = 0;
  let writing = false;
  let broken = false;
  let dropped = 0;
  let droppedUnsaid = 0;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (writing || (queue.length > 0 && !broken)) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const next = () => {
    if (writing || broken) return settle();
    if (droppedUnsaid > 0) {
      const note = Buffer.from(
        `${JSON.stringify({ level: 40, time: Date.now(), msg: 'log lines dropped: the log reader was not reading', dropped: droppedUnsaid })}\n`,
      );
      droppedUnsaid = 0;
      queue.push(note);
      queued += note.length;
    }
    if (queue.length === 0) return settle();
    const chunk = queue.length === 1 ? queue[0]! : Buffer.concat(queue);
    queue = [];
    queued = 0;
    writing = true;
    fsWrite(fd, chunk, (err, written) => {
      writing = false;
      if (err?.code === 'EAGAIN') {
        // The pipe is full (its reader is slow or stopped): the same bytes again in a moment.
        queue.unshift(chunk);
        queued += chunk.length;
        setTimeout(next, RETRY_MS).unref();
        return;
      }
      if (err) {
        broken = true;
        queue = [];
        queued = 0;
        return settle();
      }
      if (written < chunk.length) {
        const rest = chunk.subarray(written);
        queue.unshift(rest);
        queued += rest.length;
      }
      next();
    });
  };

  return {
    write(line: string) {
      if (broken) {
        dropped += 1;
        return;
      }
      const bytes = Buffer.from(line);
      if (queued + bytes.length > maxBytes) {
        dropped += 1;
        droppedUnsaid += 1;
        return;
      }
      queue.push(bytes);
      queued += bytes.length;
      next();
    },
    flush(timeoutMs: number) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
        settle();
      });
    },
    get dropped() {
      return dropped;
    },
  };
}

/**
 * A write to stdout or stderr whose reader has gone fails with EPIPE as an 'error' event, which would crash
 * the process (the start-up banner, a warning from Node): such output is lost instead.
 */
export function ignoreClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
}
