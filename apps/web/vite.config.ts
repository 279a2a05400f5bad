import { readFile } from 'node:fs/promises';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { compiledCatalogs, FORMAT_ONLY_ALIAS } from './vite-plugins/icu-messages';

// React Router's Fast Refresh preamble (what its <Scripts> adds to the site's pages): its
// transform of every .tsx module refuses to run without it.
const REACT_REFRESH_PREAMBLE =
  '<script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime"></script>';

/**
 * `npm run dev` only: serve the micro-apps' static entry pages (micro-apps/<name>/index.html)
 * through Vite, so they load and hot-reload like the site. Production builds them separately
 * (vite.micro-apps.config.ts) into build/client/micro-apps/.
 */
function microAppEntryPages(): Plugin {
  const entry = /^\/micro-apps\/([a-z-]+)\/(?:index\.html)?(?:\?.*)?$/;
  return {
    name: 'meridian:micro-app-entry-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const name = entry.exec(req.url ?? '')?.[1];
        if (!name) return next();
        try {
          const file = new URL(`./micro-apps/${name}/index.html`, import.meta.url);
          const page = (await readFile(file, 'utf8')).replace('</head>', `${REACT_REFRESH_PREAMBLE}</head>`);
          const html = await server.transformIndexHtml(req.url ?? '/', page);
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(html);
        } catch {
          next();
        }
      });
    },
  };
}

export default defineConfig({
  // compiledCatalogs: the micro-apps' `?icu` catalogs when `npm run dev` serves them.
  plugins: [reactRouter(), microAppEntryPages(), compiledCatalogs()],
  resolve: { alias: [FORMAT_ONLY_ALIAS] },
  // Bundled into the server build too, so its own import of use-intl/format-message is aliased.
  ssr: { noExternal: ['use-intl'] },
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        // zod and its browser setting (zod-jitless.client.ts) in one chunk of their own, so the
        // setting runs right after zod's code and before any module builds a schema: zod probes
        // `new Function` when it builds an object schema, and the CSP reports that probe.
        manualChunks(id) {
          return /[\\/]node_modules[\\/]zod[\\/]|zod-jitless\.client\.ts$/.test(id) ? 'zod' : undefined;
        },
      },
    },
  },
});
