import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SITES, siteLegalDocuments } from '@meridian/domain';
import { describe, expect, it } from 'vitest';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

// shell §2 "Hong Kong, Bahamas | PDF documents": every PDF a site links to is a committed file
// (made by scripts/make-legal-pdfs.mjs) that a PDF reader can open.
const pdfs = SITES.flatMap((site) =>
  siteLegalDocuments(site.docs)
    .filter((doc) => doc.format === 'pdf')
    .map((doc) => [site.key, doc.path, site.name] as const),
);

describe('legal PDF documents', () => {
  it('Hong Kong and the Bahamas publish their agreement, privacy policy and risk disclosure as PDFs', () => {
    expect(pdfs.map(([key, path]) => `${key} ${path}`)).toEqual([
      'hongKong /docs/hk/user-agreement.pdf',
      'hongKong /docs/hk/privacy-policy.pdf',
      'hongKong /docs/hk/risk-disclosure.pdf',
      'bahamas /docs/bs/user-agreement.pdf',
      'bahamas /docs/bs/privacy-policy.pdf',
      'bahamas /docs/bs/risk-disclosure.pdf',
    ]);
  });

  it.each(pdfs)('%s %s is a well-formed PDF 1.4 naming the site', (_key, path, name) => {
    const text = readFileSync(`${publicDir}${path}`).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    // The cross-reference table points at each object's first byte.
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries.length).toBeGreaterThanOrEqual(7);
    entries.forEach((offset, i) => expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)));
    // Every stream's declared length is its real length.
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (m.index ?? 0) + m[0].length;
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 11)).toBe('\nendstream\n');
    }
    expect(text).toContain(`(${name})`);
  });
});
