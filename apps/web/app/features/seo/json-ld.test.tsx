import { organizationJsonLd, siteByKey } from '@meridian/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NonceProvider } from '../../shell/security';
import { JsonLd, jsonLdScriptText } from './json-ld';

describe('JsonLd', () => {
  const hostile = { '@type': 'Thing', name: '</script><script>alert(1)</script> & <!--' };

  it('escapes < > & so no value can end the script element, and still parses to the same data', () => {
    const text = jsonLdScriptText(hostile);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('renders a data block with the request nonce', () => {
    const html = renderToStaticMarkup(
      <NonceProvider nonce="abc">
        <JsonLd data={[organizationJsonLd(siteByKey('main')), hostile]} />
      </NonceProvider>,
    );
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="abc">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const body = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(body)).toEqual([organizationJsonLd(siteByKey('main')), hostile]);
  });
});
