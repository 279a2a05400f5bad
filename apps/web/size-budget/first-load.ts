import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The part of React Router's browser manifest (`window.__reactRouterManifest`) we read. */
export interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<
    string,
    { id: string; parentId?: string; module: string; imports?: string[]; hasDefaultExport?: boolean }
  >;
}

/** React Router's browser manifest of a client build (`build/client`), and its own URL. */
export function readRouteManifest(clientDir: string): { url: string; manifest: RouteManifest } {
  const file = readdirSync(join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no manifest-*.js in ${clientDir}/assets: build the site first`);
  const source = readFileSync(join(clientDir, 'assets', file), 'utf8');
  const json = /^window\.__reactRouterManifest=(.*?);?\s*$/s.exec(source)?.[1];
  if (!json) throw new Error(`${file} is not a React Router manifest`);
  const parsed: unknown = JSON.parse(json);
  if (!isRouteManifest(parsed)) throw new Error(`${file}: unexpected manifest shape`);
  return { url: `/assets/${file}`, manifest: parsed };
}

function isRouteManifest(value: unknown): value is RouteManifest {
  if (typeof value !== 'object' || value === null || !('entry' in value) || !('routes' in value)) return false;
  const { entry, routes } = value;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    'module' in entry &&
    typeof entry.module === 'string' &&
    typeof routes === 'object' &&
    routes !== null
  );
}

/**
 * The script URLs a first visit to a route loads before it is interactive: the client entry and
 * its imports, the manifest itself, then the module and static imports of every route from the
 * root down to this one. Dynamic imports (dialogs, clients loaded on use) are not counted.
 */
export function firstLoadScripts(manifest: RouteManifest, manifestUrl: string, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    chain.unshift(id);
  }
  const urls = new Set<string>([manifest.entry.module, ...manifest.entry.imports, manifestUrl]);
  for (const id of chain) {
    const route = manifest.routes[id];
    if (!route) continue;
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return [...urls];
}

/** Bytes of a file as the web server sends it: gzip at zlib's default level (server/static-files.ts). */
export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path)).length;
}

/** Each script's gzip size and the total, for one route of a built client. */
export function firstLoadJs(clientDir: string, routeId: string): { total: number; files: Map<string, number> } {
  const { url, manifest } = readRouteManifest(clientDir);
  const files = new Map<string, number>();
  for (const script of firstLoadScripts(manifest, url, routeId)) files.set(script, gzipBytes(join(clientDir, script)));
  let total = 0;
  for (const size of files.values()) total += size;
  return { total, files };
}
