import { defineEndpoint } from '@meridian/contracts';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { getEnvelope, getEnvelopeOr, type ApiFetch } from './request-client';

const schema = z.object({ n: z.number() });
const endpoint = defineEndpoint({ method: 'GET', path: '/x', schemas: async () => ({ schema }), answer: 'schema' });
const answer =
  (body: unknown, status = 200): ApiFetch =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('getEnvelope', () => {
  it('parses a good answer with its contract', async () => {
    expect(
      await getEnvelope(answer({ code: 0, message: 'success', data: { n: 1 } }), endpoint, { timeoutMs: 100 }),
    ).toEqual({
      ok: true,
      data: { n: 1 },
    });
  });

  it.each([
    ['a non-zero code', answer({ code: 10001, message: 'nope', data: null }), 'code'],
    ['an HTTP error', answer({ code: 0, message: '', data: { n: 1 } }, 500), 'status'],
    ['text that is not JSON', answer('<html>'), 'malformed'],
    ['data of the wrong shape', answer({ code: 0, message: 'success', data: { n: 'one' } }), 'malformed'],
    ['no envelope', answer({ n: 1 }), 'malformed'],
    ['a network failure', (async () => Promise.reject(new TypeError('fetch failed'))) as ApiFetch, 'network'],
  ])('reports %s without throwing', async (_name, api, reason) => {
    const outcome = await getEnvelope(api, endpoint, { timeoutMs: 100 });
    expect(outcome).toMatchObject({ ok: false, reason });
  });

  it('gives up after the timeout', async () => {
    const hanging: ApiFetch = (_path, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect(await getEnvelope(hanging, endpoint, { timeoutMs: 20 })).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('getEnvelopeOr falls back to the default on failure', async () => {
    expect(await getEnvelopeOr(answer('oops', 502), endpoint, () => ({ n: 42 }), { timeoutMs: 100 })).toEqual({
      n: 42,
    });
  });
});
