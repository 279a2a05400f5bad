import { describe, expect, it } from 'vitest';
import { privatePageMeta } from './private-page-meta';

describe('privatePageMeta', () => {
  it('keeps the title and previews, drops canonical and alternates, adds noindex once', () => {
    const tags = privatePageMeta([
      { title: 'Confirm your e-mail | Meridian' },
      { tagName: 'link', rel: 'canonical', href: 'https://www.meridian.example/verify-email' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ja', href: 'https://www.meridian.example/ja/verify-email' },
      { property: 'og:title', content: 'Confirm your e-mail | Meridian' },
    ]);
    expect(tags).toEqual([
      { title: 'Confirm your e-mail | Meridian' },
      { property: 'og:title', content: 'Confirm your e-mail | Meridian' },
      { name: 'robots', content: 'noindex' },
    ]);
    // A page already kept out (testnet: noindex, nofollow) keeps its own directive.
    expect(privatePageMeta([{ name: 'robots', content: 'noindex, nofollow' }])).toEqual([
      { name: 'robots', content: 'noindex, nofollow' },
    ]);
  });
});
