import { describe, expect, it } from 'vitest';
import { firstLoadScripts, type RouteManifest } from './first-load';

const manifest: RouteManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/shell.js'] },
    'routes/layout': { id: 'routes/layout', parentId: 'root', module: '/assets/layout.js' },
    'routes/home': {
      id: 'routes/home',
      parentId: 'routes/layout',
      module: '/assets/home.js',
      imports: ['/assets/shell.js', '/assets/chart-card.js'],
    },
    'routes/fee': { id: 'routes/fee', parentId: 'routes/layout', module: '/assets/fee.js', imports: [] },
  },
};

describe('first-load scripts of a route', () => {
  it('counts the entry, the manifest and every route from the root down, each file once', () => {
    expect(firstLoadScripts(manifest, '/assets/manifest.js', 'routes/home')).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/manifest.js',
      '/assets/root.js',
      '/assets/shell.js',
      '/assets/layout.js',
      '/assets/home.js',
      '/assets/chart-card.js',
    ]);
  });

  it('leaves out what only other routes import', () => {
    expect(firstLoadScripts(manifest, '/assets/manifest.js', 'routes/fee')).not.toContain('/assets/chart-card.js');
  });

  it('refuses a route the manifest does not have', () => {
    expect(() => firstLoadScripts(manifest, '/assets/manifest.js', 'routes/nowhere')).toThrow(/not in the manifest/);
  });
});
