import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import { Hono } from 'hono';
import serveStatic from 'serve-static';
import { pageSecurityHeaders } from './security-headers';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Vite fingerprints everything under /assets, so those never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * The security headers of a static answer: the pages' own set (security-headers.ts), read once
 * from a probe of that middleware, minus the per-request nonce (a file has no inline script).
 * HSTS is per request, as for pages.
 */
export async function staticSecurityHeaders(
  trustProxy: boolean,
): Promise<(req: IncomingMessage) => [string, string][]> {
  const probe = new Hono()
    .use(...pageSecurityHeaders({ dev: false, trustProxy: false }))
    .get('*', (c) => c.body(null, 204));
  const response = await probe.request('http://probe/');
  const base: [string, string][] = [];
  response.headers.forEach((value, name) => {
    base.push([name, name === 'content-security-policy' ? value.replace(/ 'nonce-[^']*'/g, '') : value]);
  });
  return (req) => {
    const proto = trustProxy
      ? String(req.headers['x-forwarded-proto'] ?? '')
          .split(',')[0]
          ?.trim()
      : '';
    const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
    return encrypted || proto === 'https'
      ? [...base, ['strict-transport-security', 'max-age=31536000; includeSubDomains']]
      : base;
  };
}

/**
 * The built browser files, served by `serve-static` (send: Range with 416 for unsatisfiable
 * ranges, suffix ranges, conditional GET, safe path resolution) and compressed by `compression`
 * (never a Range answer). Only GET and HEAD: anything else, and any path that is not a file,
 * falls through to the web app (which answers 405 or renders the page). Decision 0016.
 */
export async function createStaticFiles(options: { clientDir: string; trustProxy: boolean }): Promise<NodeHandler> {
  const securityHeaders = await staticSecurityHeaders(options.trustProxy);
  const files = serveStatic(options.clientDir, {
    index: ['index.html'],
    redirect: false,
    // Errors come to us (below): "no such file" goes on to the app, any other (416, 400) is answered.
    fallthrough: false,
    cacheControl: false,
    setHeaders(res, path) {
      for (const [name, value] of securityHeaders(res.req)) res.setHeader(name, value);
      res.setHeader('Cache-Control', path.startsWith(join(options.clientDir, 'assets')) ? IMMUTABLE : SHORT);
    },
  });
  // @types/compression describes Express's request; compression itself needs only Node's req/res.
  const compress = compression({
    filter: (req, res) => req.headers.range === undefined && compression.filter(req, res),
  }) as unknown as NodeHandler;
  const answerError = (res: ServerResponse, status: number, headers: unknown) => {
    res.statusCode = status;
    // send says which headers belong to the error (Content-Range: bytes */size for a 416).
    if (typeof headers === 'object' && headers !== null) {
      for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') res.setHeader(name, value);
    }
    res.setHeader('Content-Type', 'text/plain; charset=UTF-8');
    res.end(status === 416 ? 'Range not satisfiable' : 'Bad request');
  };
  // Only a path under one of the build's top-level entries can be a file: a page request goes
  // straight on to the app, without a file-system lookup (a stat per page showed in the profile).
  const topLevel = new Set(readdirSync(options.clientDir));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!topLevel.has(firstSegment(req.url ?? '/'))) return next();
    compress(req, res, () =>
      files(req, res, (error?: unknown) => {
        const status =
          typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 404;
        if (status === 404 || status === 405) return next();
        answerError(
          res,
          status,
          typeof error === 'object' && error !== null && 'headers' in error ? error.headers : undefined,
        );
      }),
    );
  };
}

/** The first segment of a request target, percent-decoded ('' for `/`; never throws). */
export function firstSegment(target: string): string {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  const segment = path.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
