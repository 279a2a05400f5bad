import { LANGUAGES } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { allCatalogs, NAMESPACES } from './catalogs.server';
import { en } from './messages/en';

type Tree = string | { [key: string]: Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** ICU arguments used by a message: {name}, {name, plural, ...}. */
/** The arguments a message uses, each once: a language may repeat one in more plural branches. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([a-zA-Z_][\w]*)\s*[,}]/g)].map((m) => m[1] ?? ''))].sort();
}

const englishKeys = keysOf(en as unknown as Tree).sort();
const englishLeaves = new Map(leaves(en as unknown as Tree));

describe('translation catalogs', () => {
  it('has the namespaces of the typed English index, which are the files of messages/en/', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(en).sort());
    expect(NAMESPACES).toContain('switchBar');
  });

  it.each(LANGUAGES.map((l) => l.lang))('%s has exactly the English keys', (lang) => {
    const catalog = allCatalogs().get(lang) ?? {};
    expect(keysOf(catalog as Tree).sort()).toEqual(englishKeys);
  });

  it.each(LANGUAGES.filter((l) => l.lang !== 'en').map((l) => l.lang))(
    '%s uses the same ICU arguments as English and is not English copied in',
    (lang) => {
      const catalog = allCatalogs().get(lang) ?? {};
      let identical = 0;
      for (const [key, message] of leaves(catalog as Tree)) {
        const english = englishLeaves.get(key) ?? '';
        expect(argumentsOf(message), `${lang} ${key}`).toEqual(argumentsOf(english));
        if (message === english) identical++;
      }
      // Brand names and codes may legitimately match English; whole catalogs may not.
      expect(identical, `${lang}: messages identical to English`).toBeLessThanOrEqual(
        Math.ceil(englishLeaves.size * 0.08),
      );
    },
  );
});
