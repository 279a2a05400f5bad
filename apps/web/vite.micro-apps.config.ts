import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compiledCatalogs, FORMAT_ONLY_ALIAS } from './vite-plugins/icu-messages';

// The micro-apps (architecture.md "micro-apps/: separately built bundles loaded at run time"):
// each is its own Vite build with its own HTML entry, written under build/client so the web
// server serves it as static files at /micro-apps/<name>/. Run after `react-router build`, which
// empties build/client.
const registration = fileURLToPath(new URL('./micro-apps/registration/', import.meta.url));

export default defineConfig({
  root: registration,
  base: '/micro-apps/registration/',
  // No public folder of its own (the site's favicon etc. come from apps/web/public).
  publicDir: false,
  plugins: [compiledCatalogs()],
  resolve: { alias: [FORMAT_ONLY_ALIAS] },
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('./build/client/micro-apps/registration/', import.meta.url)),
    emptyOutDir: true,
    // A few kB of modulepreload polyfill are not worth it: every browser we support has it.
    modulePreload: { polyfill: false },
  },
});
