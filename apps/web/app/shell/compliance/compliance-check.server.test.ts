import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../http';
import { loadComplianceCheck } from './compliance-check.server';

const DEFAULTS = { business: [], limit: {}, toast: {}, menu: [], tips: {} };

const answering =
  (body: unknown, status = 200): ApiFetch =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('loadComplianceCheck (shell §7 GET /api/web/v1/compliance/check)', () => {
  it('asks for the locale and returns the parsed data', async () => {
    const paths: string[] = [];
    const api: ApiFetch = async (path) => {
      paths.push(path);
      return Response.json({ code: 0, message: 'success', data: { ...DEFAULTS, limit: { is_us_toast: true } } });
    };
    const result = await loadComplianceCheck(api, 'en-us');
    expect(paths).toEqual(['/api/web/v1/compliance/check?locale=en-us']);
    expect(result.limit.is_us_toast).toBe(true);
  });

  it.each([
    ['an error code', answering({ code: 500, message: 'boom', data: null })],
    ['an HTTP error', answering('nope', 502)],
    ['a body that is not JSON', answering('<html>')],
    ['data that is not an object', answering({ code: 0, message: 'success', data: 'x' })],
    ['a network failure', (async () => Promise.reject(new Error('ECONNREFUSED'))) satisfies ApiFetch],
  ])('falls back to the shell §3 defaults on %s', async (_name, api) => {
    expect(await loadComplianceCheck(api, 'en')).toEqual(DEFAULTS);
  });

  it('keeps what is well formed when one field is not', async () => {
    const result = await loadComplianceCheck(
      answering({ code: 0, message: 'success', data: { menu: 5, limit: { is_main: true } } }),
      'en',
    );
    expect(result).toEqual({ ...DEFAULTS, limit: { is_main: true } });
  });
});
