import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as contracts from './index';
import { defineEndpoint, type Endpoint } from './endpoint';
import { isApiPath } from './envelope';

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'path' in value && 'schemas' in value && 'method' in value;
}

/** Every endpoint object the package exports, by export name. */
const endpoints = Object.entries(contracts).flatMap(([name, value]): [string, Endpoint][] =>
  isEndpoint(value) ? [[name, value]] : [],
);

describe('endpoint objects', () => {
  it('defineEndpoint keeps what it is given; an envelope unless told otherwise', async () => {
    const answer = z.object({ n: z.number() });
    const body = z.object({ q: z.string() });
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/api/web/v1/x',
      schemas: async () => ({ answer }),
      answer: 'answer',
    });
    expect({ method: endpoint.method, path: endpoint.path, envelope: endpoint.envelope }).toEqual({
      method: 'GET',
      path: '/api/web/v1/x',
      envelope: true,
    });
    expect(await endpoint.schemas()).toEqual({ body: undefined, answer });
    const post = defineEndpoint({
      method: 'POST',
      path: '/p',
      schemas: async () => ({ answer, body }),
      answer: 'answer',
      body: 'body',
    });
    expect(await post.schemas()).toEqual({ body, answer });
    const file = defineEndpoint({
      method: 'GET',
      path: '/js/tool/x.json',
      schemas: async () => ({ answer }),
      answer: 'answer',
      envelope: false,
    });
    expect(file.envelope).toBe(false);
  });

  it('loads the schemas once, and again after a failed load', async () => {
    const answer = z.null();
    let loads = 0;
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/x',
      schemas: async () => {
        loads += 1;
        if (loads === 1) throw new Error('chunk lost');
        return { answer };
      },
      answer: 'answer',
    });
    await expect(endpoint.schemas()).rejects.toThrow('chunk lost');
    expect((await endpoint.schemas()).answer).toBe(answer);
    expect(await endpoint.schemas()).toEqual(await endpoint.schemas());
    expect(loads).toBe(2);
  });

  it("every exported endpoint's schemas load, and are schemas", async () => {
    for (const [name, endpoint] of endpoints) {
      const { body, answer } = await endpoint.schemas();
      expect(answer, name).toBeInstanceOf(z.core.$ZodType);
      if (body !== undefined) expect(body, name).toBeInstanceOf(z.core.$ZodType);
    }
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

  it('only the static files, the Gate v4 market calls, the business check, the image and query_safe answer without an envelope', () => {
    const bare = endpoints.filter(([, e]) => !e.envelope).map(([, e]) => e.path);
    expect(bare.length).toBeGreaterThan(0);
    // widgets §7 "resMsg.code 0 and datas list": the business compliance check's own shape (decision 0049).
    const ownShape: string[] = [
      contracts.getBusinessComplianceCheck.path,
      contracts.getBusinessComplianceCheckOther.path,
      // shell §9 image helper: the answer is the image itself.
      contracts.getResizedImage.path,
      // widgets §7 query_safe "result truthy means success; msg is the failure text" (issue 16).
      contracts.postQuerySafe.path,
    ];
    for (const path of bare) {
      const family = [contracts.STATIC_FILE_PREFIX, contracts.GATE_V4_PREFIX].some((p) => path.startsWith(`${p}/`));
      expect(family || ownShape.includes(path), path).toBe(true);
    }
    // And every Gate v4 call is bare, as Gate answers.
    for (const [name, e] of endpoints)
      if (e.path.startsWith(`${contracts.GATE_V4_PREFIX}/`)) expect(e.envelope, name).toBe(false);
  });
});
