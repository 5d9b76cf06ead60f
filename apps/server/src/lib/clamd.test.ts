import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ClamdScanner, parseClamdUrl, ScannerUnavailableError } from './clamd.js';

describe('parseClamdUrl', () => {
  it('reads tcp://host:port and unix:///path', () => {
    expect(parseClamdUrl('tcp://127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(parseClamdUrl('unix:///run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    expect(() => parseClamdUrl('http://clamd:3310')).toThrow(/CLAMD_URL/);
  });
});

describe('ClamdScanner against a clamd that does not answer', () => {
  let server: net.Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('gives up after its timeout: unavailable, never a verdict', async () => {
    const held: net.Socket[] = [];
    // Half-open allowed: it keeps the connection after the scanner has sent everything, and says nothing.
    server = net.createServer({ allowHalfOpen: true }, (socket) => void held.push(socket.on('data', () => undefined)));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const started = Date.now();
    const verdict = new ClamdScanner({ host: '127.0.0.1', port }, 300).scan(Buffer.from('%PDF-1.4'));
    await expect(verdict).rejects.toBeInstanceOf(ScannerUnavailableError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    for (const s of held) s.destroy();
  });

  it('treats an answer it does not understand as unavailable', async () => {
    server = net.createServer((socket) => socket.on('data', () => socket.end('INSTREAM size limit exceeded. ERROR\0')));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await expect(new ClamdScanner({ host: '127.0.0.1', port }, 2000).scan(Buffer.from('x'))).rejects.toBeInstanceOf(ScannerUnavailableError);
  });
});
