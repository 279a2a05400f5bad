import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH_INDEX, englishFiles, namespaceOf, renderEnglishIndex } from './english-index';

describe('the typed index of the English catalog (i18n namespaces are the files of messages/en/)', () => {
  it('names a namespace after its file, in camelCase', () => {
    expect(namespaceOf('switch-bar.json')).toBe('switchBar');
    expect(namespaceOf('account-recovery.json')).toBe('accountRecovery');
    expect(namespaceOf('common.json')).toBe('common');
  });

  it('imports every file of the folder and nothing else', () => {
    const source = renderEnglishIndex(['a-b.json', 'c.json']);
    expect(source).toContain("import aB from './a-b.json';");
    expect(source).toContain("import c from './c.json';");
    expect(source).toMatch(/export const en = \{\n {2}aB,\n {2}c,\n\};/);
  });

  it('is up to date with messages/en/ (run `npx tsx tools/i18n/english-index.ts`)', () => {
    expect(readFileSync(ENGLISH_INDEX, 'utf8')).toBe(renderEnglishIndex(englishFiles()));
  });
});
