import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { compiledCatalogs, FORMAT_ONLY_ALIAS } from './vite-plugins/icu-messages';

// The micro-apps (architecture.md "micro-apps/: separately built bundles loaded at run time"):
// each is its own Vite build with its own HTML entry, written under build/client so the web
// server serves it as static files. Run after `react-router build`, which empties build/client;
// scripts/build-micro-apps.mjs builds each one in turn (MICRO_APP names it).

/** Each micro-app and the path its static entry page is served at (shell §7, widgets §7). */
export const MICRO_APPS = {
  registration: '/micro-apps/registration/',
  // widgets §7 "Embedded panels for funds transfer and master transfer are loaded from static
  // assets under /cdn/fe/static"; the chatroom beside them (shell §7 "static entry pages").
  chatroom: '/cdn/fe/static/chatroom/',
  'funds-transfer': '/cdn/fe/static/funds-transfer/',
  'master-transfer': '/cdn/fe/static/master-transfer/',
} as const;

export type MicroAppName = keyof typeof MICRO_APPS;

function isMicroApp(name: string | undefined): name is MicroAppName {
  return name !== undefined && Object.hasOwn(MICRO_APPS, name);
}

export default defineConfig((): UserConfig => {
  const name = process.env.MICRO_APP ?? 'registration';
  if (!isMicroApp(name)) throw new Error(`MICRO_APP=${name}: not one of ${Object.keys(MICRO_APPS).join(', ')}`);
  const base = MICRO_APPS[name];
  return {
    root: fileURLToPath(new URL(`./micro-apps/${name}/`, import.meta.url)),
    base,
    // No public folder of its own (the site's favicon etc. come from apps/web/public).
    publicDir: false,
    plugins: [compiledCatalogs()],
    resolve: { alias: [FORMAT_ONLY_ALIAS] },
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      target: 'es2022',
      outDir: fileURLToPath(new URL(`./build/client${base}`, import.meta.url)),
      emptyOutDir: true,
      // A few kB of modulepreload polyfill are not worth it: every browser we support has it.
      modulePreload: { polyfill: false },
    },
  };
});
