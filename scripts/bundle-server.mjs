// Bundle a server entry (TypeScript) into one ESM file for Node 20. Our workspace packages are
// compiled in; everything from npm stays an import, resolved from node_modules at run time.
// Usage: node scripts/bundle-server.mjs <entry.ts> <out.js>   (paths relative to the cwd)
//
// <out.js> is a two-line stub that sets NODE_ENV before the bundle (<out>.bundle.js) is loaded:
// React picks its development or production build when first imported, which in an ES module
// happens before any line of the module body runs.
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { build } from 'esbuild';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('usage: bundle-server.mjs <entry.ts> <out.js>');
  process.exit(2);
}

const bundleFile = outfile.replace(/\.js$/, '.bundle.js');
await build({
  entryPoints: [entry],
  outfile: bundleFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Our packages say "sideEffects": false for the browser bundles; esbuild then drops the lazy
  // initialiser of a module that is both imported and import()ed (the contracts' schema modules,
  // decision 0031), leaving its exports undefined. A server bundle gains nothing from that pruning.
  ignoreAnnotations: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@meridian/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
writeFileSync(outfile, `process.env.NODE_ENV ??= 'production';\nawait import('./${basename(bundleFile)}');\n`);
console.log(`bundled ${entry} → ${outfile}`);
