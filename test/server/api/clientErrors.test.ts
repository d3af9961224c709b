// Requests Node refuses before Fastify sees them (Input) still answer in the API's
// `Error { message, code }` format: oversized headers 431, a request that is not HTTP 400, and a
// request too slow to arrive 408. A real listening server, since inject bypasses Node's parser.
import { request as httpRequest } from 'node:http';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { openTestDatabase } from '../../../src/server/db/testing';
import { clientErrorHandler } from '../../../src/server/input';
import { testConfig } from '../../helpers/server';

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawExchange(port: number, bytes: string | Buffer): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parse(Buffer.concat(chunks).toString('utf8'))));
    socket.write(bytes);
  });
}

function parse(text: string): Raw {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

const get = (port: number, headers: Record<string, string>) =>
  new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/version', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('requests Node refuses', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await buildApp({ config: testConfig(), db: handle.db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('a 20 KB header answers 431 in the API format, and the server goes on', async () => {
    const response = await get(port, { 'x-padding': 'a'.repeat(20 * 1024) });
    expect(response.status).toBe(431);
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({
      message: expect.any(String),
      code: 'HEADERS_TOO_LARGE',
    });
    expect((await get(port, {})).status).toBe(200);
  });

  it('a request that is not HTTP answers 400 in the API format', async () => {
    const response = await rawExchange(port, 'HELLO THERE\r\n\r\n');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
    expect(JSON.parse(response.body)).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
  });

  it('a request too slow to arrive answers 408 in the API format', async () => {
    // Node waits up to its headers timeout (a minute) before it reports one; the handler is the
    // same function Fastify is given, called here on a real socket with Node's error.
    const server = createServer((socket: Socket) => {
      clientErrorHandler(
        Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
        socket,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await rawExchange(
        (server.address() as AddressInfo).port,
        'GET / HTTP/1.1\r\n',
      );
      expect(response.status).toBe(408);
      expect(JSON.parse(response.body)).toEqual({
        message: expect.any(String),
        code: 'REQUEST_TIMEOUT',
      });
    } finally {
      server.close();
    }
  });
});
