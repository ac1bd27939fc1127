import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverErrorHandler } from './server-error-handler';

/** A Fastify app with our error handler whose log lines a test can read. */
function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.setErrorHandler(serverErrorHandler);
  return { app, lines };
}

describe('an error no route answered', () => {
  it('is a 500 naming only the logged request id; the database text stays in the log', async () => {
    const { app, lines } = appWithLog();
    app.get('/boom', () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code: '22021',
      });
    });
    const reply = await app.inject({ method: 'GET', url: '/boom' });
    expect(reply.statusCode).toBe(500);
    const body = reply.json<{ error: string; code: string }>();
    expect(reply.body).not.toMatch(/byte sequence|UTF8|22021|0x00|stack/);
    expect(body.code).toBe('server-error');
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged?.requestId).toBeDefined();
    expect(body.error).toContain(String(logged?.requestId));
    expect(JSON.stringify(logged?.err)).toContain('invalid byte sequence');
    await app.close();
  });

  it('keeps a client error Fastify raised itself, with its own message', async () => {
    const { app } = appWithLog();
    app.post('/echo', (request) => request.body);
    const reply = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    await app.close();
  });
});
