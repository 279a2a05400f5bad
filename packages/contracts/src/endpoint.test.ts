import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as contracts from './index';
import { defineEndpoint, type Endpoint } from './endpoint';
import { isApiPath } from './envelope';

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'path' in value && 'answer' in value && 'method' in value;
}

/** Every endpoint object the package exports, by export name. */
const endpoints = Object.entries(contracts).flatMap(([name, value]): [string, Endpoint][] =>
  isEndpoint(value) ? [[name, value]] : [],
);

describe('endpoint objects', () => {
  it('defineEndpoint keeps what it is given; an envelope unless told otherwise', () => {
    const answer = z.object({ n: z.number() });
    expect(defineEndpoint({ method: 'GET', path: '/api/web/v1/x', answer })).toEqual({
      method: 'GET',
      path: '/api/web/v1/x',
      body: undefined,
      answer,
      envelope: true,
    });
    expect(defineEndpoint({ method: 'GET', path: '/js/tool/x.json', answer, envelope: false }).envelope).toBe(false);
  });

  it('each call has its own path, in a family the web server forwards to the API', () => {
    expect(endpoints.length).toBeGreaterThan(20);
    const paths = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [name, endpoint] of endpoints) expect(isApiPath(endpoint.path), name).toBe(true);
  });

  it('names say the method: getX for a GET, postX for a POST', () => {
    for (const [name, endpoint] of endpoints) expect(name.startsWith(endpoint.method.toLowerCase()), name).toBe(true);
  });

  it('only the static files answer without an envelope', () => {
    const bare = endpoints.filter(([, e]) => !e.envelope).map(([, e]) => e.path);
    expect(bare.length).toBeGreaterThan(0);
    for (const path of bare) expect(path.startsWith(`${contracts.STATIC_FILE_PREFIX}/`), path).toBe(true);
  });
});
