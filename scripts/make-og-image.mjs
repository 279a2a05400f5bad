// Writes the social preview picture (Open Graph og:image, Twitter large card, widgets §7 og_show
// `site_image`) as a 1200×630 JPEG from its SVG source: the networks that show link previews do not
// take SVG. Drawn by the system Chromium (scripts/chromium.mjs), so nothing is downloaded.
//
// Run after changing apps/web/public/images/marketing/og-share.svg, and commit the output:
//   node scripts/make-og-image.mjs
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromePath, CHROMIUM_FLAGS } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'apps/web/public/images/marketing/og-share.svg');
const target = join(root, 'apps/web/public/images/marketing/og-share.jpg');
const WIDTH = 1200;
const HEIGHT = 630;

const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  const svg = readFileSync(source, 'utf8');
  await page.setContent(
    `<!doctype html><style>html,body{margin:0}svg{display:block;width:${WIDTH}px;height:${HEIGHT}px}</style>${svg}`,
  );
  await page.screenshot({
    path: target,
    type: 'jpeg',
    quality: 88,
    clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
  });
  console.log(`wrote ${target}`);
} finally {
  await browser.close();
}
