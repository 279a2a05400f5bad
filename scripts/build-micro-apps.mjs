// Builds the micro-apps of apps/web/vite.micro-apps.config.ts, one Vite build each (their base
// paths differ), after `react-router build` has written build/client. Run from apps/web. With no
// names, builds every folder of micro-apps/ that has an index.html.
import { existsSync, readdirSync } from 'node:fs';
import { build } from 'vite';

const names = process.argv.slice(2);
if (names.length === 0) {
  for (const entry of readdirSync('micro-apps', { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(`micro-apps/${entry.name}/index.html`)) names.push(entry.name);
  }
}
for (const name of names.sort()) {
  process.env.MICRO_APP = name;
  await build({ configFile: 'vite.micro-apps.config.ts', logLevel: 'warn' });
  console.log(`micro-app ${name} built`);
}
