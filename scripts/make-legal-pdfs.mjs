// Writes the legal documents that some sites publish as PDF files (shell §2 "Hong Kong, Bahamas |
// PDF documents") into apps/web/public, from the English legal catalog, so the PDFs and the legal
// pages of the other sites say the same thing. Plain PDF 1.4 with the standard Helvetica fonts,
// written by hand: no dependency, and byte-for-byte the same output on every run.
//
// Run after changing apps/web/app/i18n/messages/en/legal.json or a site's docs, and commit the output:
//   npx tsx scripts/make-legal-pdfs.mjs
// (tsx, a dev dependency, lets this script read the site registry straight from its TypeScript.)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEGAL_EFFECTIVE_DATES, SITES, siteLegalDocuments } from '../packages/domain/src/index.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'apps/web/public');
const legal = JSON.parse(readFileSync(join(root, 'apps/web/app/i18n/messages/en/legal.json'), 'utf8'));

// A4 in points, with 56 pt (about 2 cm) margins.
const PAGE = { width: 595, height: 842, margin: 56 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

const STYLES = {
  title: { font: 'F2', size: 18, leading: 26 },
  subtitle: { font: 'F1', size: 11, leading: 16 },
  heading: { font: 'F2', size: 12, leading: 18 },
  body: { font: 'F1', size: 10, leading: 14 },
  footer: { font: 'F1', size: 8, leading: 10 },
};

// Helvetica advance widths (1/1000 em) for the characters used, from the standard AFM; a
// fallback of 556 (the digit width) keeps any other character on the safe side.
const WIDTHS = {
  ' ': 278,
  '!': 278,
  '"': 355,
  '%': 889,
  '&': 667,
  "'": 191,
  '(': 333,
  ')': 333,
  ',': 278,
  '-': 333,
  '.': 278,
  '/': 278,
  ':': 278,
  ';': 278,
  '?': 556,
  '@': 1015,
  I: 278,
  J: 500,
  M: 833,
  W: 944,
  f: 278,
  i: 222,
  j: 222,
  l: 222,
  m: 833,
  r: 333,
  t: 278,
  w: 722,
  c: 500,
  k: 500,
  s: 500,
  v: 500,
  x: 500,
  y: 500,
  z: 500,
};
const charWidth = (ch, bold) => (WIDTHS[ch] ?? (/[A-Z]/.test(ch) ? 667 : 556)) * (bold ? 1.06 : 1);

function textWidth(text, style) {
  let w = 0;
  for (const ch of text) w += charWidth(ch, style.font === 'F2');
  return (w * style.size) / 1000;
}

function wrap(text, style) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, style) > TEXT_WIDTH) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** ICU arguments of the catalog: {site}, {date}, {email} (plain replacement is enough here). */
function fill(message, values) {
  return message.replace(/\{(\w+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`no value for {${name}} in "${message}"`);
    return values[name];
  });
}

function pdfString(text) {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`PDF text must be printable ASCII: ${text}`);
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Blocks of text → pages of positioned lines. */
function layout(blocks) {
  const pages = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const { style, text, spaceBefore = 0 } of blocks) {
    const lines = wrap(text, style);
    y -= spaceBefore;
    // Keep a heading with the first lines of its section.
    const needed = style === STYLES.heading ? style.leading + 3 * STYLES.body.leading : style.leading;
    for (const [i, line] of lines.entries()) {
      if (y - (i === 0 ? needed : style.leading) < PAGE.margin + 20) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.leading;
      pages.at(-1).push({ style, text: line, y });
    }
  }
  return pages;
}

function contentStream(lines, footer) {
  const ops = [];
  for (const { style, text, y } of [...lines, { style: STYLES.footer, text: footer, y: PAGE.margin - 24 }]) {
    ops.push(`BT /${style.font} ${style.size} Tf ${PAGE.margin} ${y.toFixed(1)} Td ${pdfString(text)} Tj ET`);
  }
  return ops.join('\n');
}

/** A complete PDF 1.4 file: catalog, page tree, two standard fonts, one content stream a page. */
function pdfFile({ title, author, pages }) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pageTree = add(null);
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(
    `<< /Title ${pdfString(title)} /Author ${pdfString(author)} /Producer (scripts/make-legal-pdfs.mjs) >>`,
  );
  const pageIds = pages.map((stream) => {
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  // The second line's high bytes tell tools the file is binary (PDF 1.4, section 3.4.1).
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

function documentPdf(site, doc) {
  const values = { site: site.name, email: site.support.email };
  const title = legal.titles[doc.title];
  const text = legal[doc.document];
  const date = dateFormat.format(new Date(`${LEGAL_EFFECTIVE_DATES[doc.document]}T00:00:00Z`));
  const blocks = [
    { style: STYLES.title, text: title },
    { style: STYLES.subtitle, text: site.name },
    { style: STYLES.subtitle, text: fill(legal.effective, { date }) },
    { style: STYLES.body, text: fill(text.intro, values), spaceBefore: 12 },
    ...Object.values(text.sections).flatMap((section, i) => [
      { style: STYLES.heading, text: `${i + 1}. ${fill(section.heading, values)}`, spaceBefore: 10 },
      { style: STYLES.body, text: fill(section.body, values) },
    ]),
    { style: STYLES.body, text: fill(legal.contact, values), spaceBefore: 16 },
  ];
  const pages = layout(blocks);
  const streams = pages.map((lines, i) => contentStream(lines, `${site.name} - ${title} - ${i + 1} / ${pages.length}`));
  return pdfFile({ title: `${site.name} ${title}`, author: site.name, pages: streams });
}

let written = 0;
for (const site of SITES) {
  for (const doc of siteLegalDocuments(site.docs)) {
    if (doc.format !== 'pdf') continue;
    if (!doc.path.startsWith('/docs/')) throw new Error(`${site.key}: PDF ${doc.path} is not under /docs/`);
    const file = join(publicDir, doc.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, documentPdf(site, doc));
    console.log(`wrote ${file.slice(root.length + 1)}`);
    written++;
  }
}
if (written === 0) throw new Error('no site publishes a PDF document');
