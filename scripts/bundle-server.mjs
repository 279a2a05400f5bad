// Bundle a server entry (TypeScript) into one ESM file for Node 20. Our workspace packages are
// compiled in; everything from npm stays an import, resolved from node_modules at run time.
// Usage: node scripts/bundle-server.mjs <entry.ts> <out.js>   (paths relative to the cwd)
import { build } from 'esbuild';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('usage: bundle-server.mjs <entry.ts> <out.js>');
  process.exit(2);
}

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
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
console.log(`bundled ${entry} → ${outfile}`);
