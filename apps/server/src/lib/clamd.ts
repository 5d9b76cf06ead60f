import net from 'node:net';

/** What clamd said of a file: clean, or the name of the signature it matched. */
export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** clamd could not be reached, failed, or did not answer in time: the upload is a 503. */
export class ScannerUnavailableError extends Error {
  override name = 'ScannerUnavailableError';
}

/** One file on its way to clamd: its bytes are sent as they arrive, the verdict read at the end. */
export type ScanSession = {
  write(chunk: Buffer): void;
  /** Ends the stream and waits for clamd's verdict. */
  finish(): Promise<ScanVerdict>;
  /** Drops the stream (the upload failed for another reason). */
  abort(): void;
};

export type ClamdAddress = { port: number; host: string } | { path: string };

/** `tcp://host:port` or `unix:///path/to/clamd.ctl`. */
export function parseClamdUrl(url: string): ClamdAddress {
  const parsed = new URL(url);
  if (parsed.protocol === 'unix:') {
    if (!parsed.pathname) throw new Error('CLAMD_URL: unix:///path/to/socket');
    return { path: decodeURIComponent(parsed.pathname) };
  }
  if (parsed.protocol === 'tcp:' && parsed.hostname && parsed.port) return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port) };
  throw new Error('CLAMD_URL: tcp://host:port or unix:///path/to/socket');
}

/** clamd's INSTREAM chunks: a 4-byte big-endian length, then the bytes; a zero length ends the stream. */
const MAX_CHUNK = 64 * 1024;

/**
 * A client of clamd's INSTREAM command (docs/architecture.md#virus-scanning): one connection per file,
 * opened when the file starts arriving, so scanning runs alongside the upload and the verdict is known
 * as soon as the last byte is in. Any failure or a silent clamd past `timeoutMs` is
 * ScannerUnavailableError.
 */
export class ClamdScanner {
  constructor(
    readonly address: ClamdAddress,
    private readonly timeoutMs: number,
  ) {}

  start(): ScanSession {
    const socket = net.connect(this.address);
    let failure: Error | null = null;
    const replyChunks: Buffer[] = [];
    const verdict = new Promise<ScanVerdict>((resolve, reject) => {
      const fail = (message: string) => {
        failure ??= new ScannerUnavailableError(message);
        socket.destroy();
        reject(failure);
      };
      socket.setTimeout(this.timeoutMs, () => fail(`clamd did not answer within ${this.timeoutMs} ms`));
      socket.on('error', (err) => fail(`clamd: ${err.message}`));
      socket.on('data', (chunk: Buffer) => replyChunks.push(chunk));
      socket.on('end', () => {
        const reply = Buffer.concat(replyChunks).toString('utf8').replace(/\0/g, '').trim();
        socket.destroy();
        const found = /^stream: (.+) FOUND$/.exec(reply);
        if (found) resolve({ infected: true, signature: found[1]! });
        else if (reply === 'stream: OK') resolve({ infected: false });
        else fail(`clamd answered: ${reply || 'nothing'}`);
      });
      socket.on('close', () => fail('clamd closed the connection'));
    });
    verdict.catch(() => undefined);
    socket.write('zINSTREAM\0');
    const send = (data: Buffer) => {
      for (let at = 0; at < data.length; at += MAX_CHUNK) {
        const part = data.subarray(at, at + MAX_CHUNK);
        const size = Buffer.alloc(4);
        size.writeUInt32BE(part.length);
        socket.write(size);
        socket.write(part);
      }
    };
    return {
      write: (chunk) => {
        if (!failure && chunk.length > 0) send(chunk);
      },
      finish: () => {
        if (!failure) socket.end(Buffer.alloc(4));
        return verdict;
      },
      abort: () => socket.destroy(),
    };
  }

  /** Scans bytes already in hand (the stored files' rescan). */
  scan(data: Buffer): Promise<ScanVerdict> {
    const session = this.start();
    session.write(data);
    return session.finish();
  }
}
