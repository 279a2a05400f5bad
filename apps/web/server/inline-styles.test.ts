import { describe, expect, it } from 'vitest';
import { inlineStylesheetLinks, withInlineStylesheets } from './inline-styles';

const sheets = new Map([
  ['/assets/app-1.css', ':root{--c:red}'],
  ['/assets/kit-2.css', '.kit{display:flex}'],
]);

describe('stylesheets inlined into the head (issue 10: no render-blocking stylesheet)', () => {
  it('puts each known stylesheet before its link, under the link nonce, and makes the link non-blocking', () => {
    const head =
      '<head><link nonce="n1" rel="stylesheet" href="/assets/app-1.css"/>' +
      '<link nonce="n1" rel="stylesheet" href="/assets/kit-2.css#"/><link rel="icon" href="/favicon.svg"/>';
    expect(inlineStylesheetLinks(head, sheets)).toBe(
      '<head><style nonce="n1" data-href="/assets/app-1.css">:root{--c:red}</style>' +
        '<link nonce="n1" rel="stylesheet" media="print" href="/assets/app-1.css"/>' +
        '<style nonce="n1" data-href="/assets/kit-2.css">.kit{display:flex}</style>' +
        '<link nonce="n1" rel="stylesheet" media="print" href="/assets/kit-2.css#"/>' +
        '<link rel="icon" href="/favicon.svg"/>',
    );
  });

  it('drops the modulepreload links, which would race the first paint for bandwidth', () => {
    const head =
      '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n1"/><link rel="icon" href="/favicon.svg"/>';
    expect(inlineStylesheetLinks(head, sheets)).toBe('<link rel="icon" href="/favicon.svg"/>');
  });

  it('leaves a stylesheet it does not have (another origin, a new build) as a blocking link', () => {
    const head = '<link rel="stylesheet" href="https://cdn.example/x.css"/>';
    expect(inlineStylesheetLinks(head, sheets)).toBe(head);
  });

  it('finds the end of the head across chunks and streams the body through unchanged', async () => {
    const parts = ['<html><head><link rel="stylesheet" href="/as', 'sets/app-1.css"/></he', 'ad><body>ü', 'ber</body>'];
    const bytes = new TextEncoder().encode(parts.join(''));
    // Split mid-character too ('ü' is two bytes in UTF-8).
    const cut = bytes.indexOf(0xc3) + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 30));
        controller.enqueue(bytes.slice(30, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const response = withInlineStylesheets(
      new Response(stream, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '99' } }),
      sheets,
    );
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(await response.text()).toBe(
      '<html><head><style data-href="/assets/app-1.css">:root{--c:red}</style>' +
        '<link rel="stylesheet" media="print" href="/assets/app-1.css"/></head><body>über</body>',
    );
  });

  it('passes other answers through as they are', () => {
    const json = new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    expect(withInlineStylesheets(json, sheets)).toBe(json);
  });
});
