import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/** A built web app with the source maps Vite writes beside its bundles. */
function builtWebApp(): string {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Floorcraft test app</title>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1);\n');
  writeFileSync(path.join(webDist, 'assets', 'app.js.map'), '{"version":3,"sources":["app.ts"]}');
  writeFileSync(path.join(webDist, 'sw.js'), 'self;\n');
  writeFileSync(path.join(webDist, 'sw.js.map'), '{"version":3,"sources":["sw.ts"]}');
  return webDist;
}

describe('source maps', () => {
  const webDist = builtWebApp();
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('are not served unless the configuration asks', async () => {
    const server = await startTestServer({ webDist });
    try {
      for (const map of ['/assets/app.js.map', '/sw.js.map']) {
        const response = await fetch(`${server.url}${map}`);
        expect(response.status, map).toBe(404);
        expect(await response.text(), map).not.toContain('sources');
      }
      expect((await fetch(`${server.url}/assets/app.js`)).status).toBe(200);
      expect((await fetch(`${server.url}/sw.js`)).status).toBe(200);
    } finally {
      await server.dispose();
    }
  });

  it('are served with SERVE_SOURCE_MAPS=true', async () => {
    const server = await startTestServer({ webDist, serveSourceMaps: true });
    try {
      for (const map of ['/assets/app.js.map', '/sw.js.map']) {
        const response = await fetch(`${server.url}${map}`);
        expect(response.status, map).toBe(200);
        expect(await response.text(), map).toContain('sources');
      }
    } finally {
      await server.dispose();
    }
  });
});

/** Sends raw bytes and collects everything the server answers until it closes the connection. */
function rawExchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({
      host: hostname === 'localhost' ? '127.0.0.1' : hostname,
      port: +port,
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.setTimeout(5_000, () => {
      socket.destroy();
      reject(new Error(`no close after: ${Buffer.concat(chunks).toString('latin1')}`));
    });
    socket.write(request);
  });
}

describe('a request whose headers are too large', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  const longPath = `/${'a'.repeat(17 * 1024)}`;

  it('gets a clean 431 with no body for HEAD, and the connection is closed', async () => {
    const answer = await rawExchange(
      server.url,
      `HEAD ${longPath} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    const end = answer.indexOf('\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(end).toBeGreaterThan(0);
    expect(answer.slice(end + 4)).toBe('');
    expect(answer.slice(0, end).toLowerCase()).toContain('connection: close');
  });

  it('gets a 431 with a short plain-text body for GET', async () => {
    const answer = await rawExchange(
      server.url,
      `GET ${longPath} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    const end = answer.indexOf('\r\n\r\n');
    const head = answer.slice(0, end).toLowerCase();
    const body = answer.slice(end + 4);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toContain(`content-length: ${body.length}`);
    expect(head).toContain('content-type: text/plain');
    expect(head).toContain('connection: close');
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThan(100);
  });

  it('leaves ordinary requests alone', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
