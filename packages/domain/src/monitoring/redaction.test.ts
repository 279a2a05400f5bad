import { describe, expect, it } from 'vitest';
import {
  CIRCULAR_MARKER,
  FILTERED_VALUE,
  MAX_DEPTH_MARKER,
  MAX_REDACTED_STRING_LENGTH,
  MAX_REDACTION_DEPTH,
  type MonitoringEvent,
  redactEvent,
  redactQueryString,
  redactText,
  redactUrl,
  redactValue,
  TRUNCATED_MARKER,
} from './redaction';

describe('redactText: shell §5 "Redaction before sending events"', () => {
  it('shell §5 "phone: first 3 and last 4 kept"', () => {
    expect(redactText('+8613812345678')).toBe('+86*******5678');
    expect(redactText('+44 7700 900123')).toBe('+44 **** **0123');
    expect(redactText('13812345678')).toBe('138****5678');
    expect(redactText('call +1 (415) 555-2671 now')).toBe('call +1 (***) ***-2671 now');
    expect(redactText('tel=%2B8613812345678')).toBe('tel=%2B*********5678');
    // Not a phone: too few digits after +, and an 11-digit run that is not a Chinese mobile number.
    expect(redactText('+1234567 and 10012345678')).toBe('+1234567 and 10012345678');
  });

  it('shell §5 "e-mail: first 3 kept plus the domain"', () => {
    expect(redactText('abcdef@mail.example')).toBe('abc***@mail.example');
    expect(redactText('to: first.last+tag@sub.mail.example.')).toBe('to: fir***********@sub.mail.example.');
    // 3 characters or fewer: all but the last kept, so the local part never shows whole.
    expect(redactText('abc@x.io ab@x.io a@x.io')).toBe('ab*@x.io a*@x.io *@x.io');
    // A phone number as local part is taken as an e-mail, not as a phone.
    expect(redactText('13812345678@qq.com')).toBe('138********@qq.com');
    expect(redactText('abcdef%40mail.example')).toBe('abc***%40mail.example');
  });

  it('shell §5 "national id and bank card (16 to 19 digits): masked"', () => {
    expect(redactText('4111111111111111')).toBe('****************');
    expect(redactText('card 6222 0212 3456 7890 123.')).toBe('card **** **** **** **** ***.');
    expect(redactText('4111-1111-1111-1111')).toBe('****-****-****-****');
    expect(redactText('id 11010519491231002X')).toBe('id ******************');
    expect(redactText('id 110105194912310021')).toBe('id ******************');
    // 15 and 20 digits are neither.
    expect(redactText('123456789012345 12345678901234567890')).toBe('123456789012345 12345678901234567890');
  });

  it('shell §5 "IPv4: last two parts hidden"', () => {
    expect(redactText('192.168.1.20')).toBe('192.168.*.*');
    expect(redactText('from 10.0.0.1:8080, then 8.8.8.8.')).toBe('from 10.0.*.*:8080, then 8.8.*.*.');
    expect(redactText('256.1.1.1 and 1.2.3')).toBe('256.1.1.1 and 1.2.3');
  });

  it('shell §5 "fields named like password, token, key, secret, sign, auth: fully masked" (in text)', () => {
    expect(redactText('GET /x?access_token=abc123&page=2')).toBe(`GET /x?access_token=${FILTERED_VALUE}&page=2`);
    expect(redactText('{"password":"p a s s","user":"bob"}')).toBe(`{"password":"${FILTERED_VALUE}","user":"bob"}`);
    expect(redactText("api_key: 'k1', x-auth-token=t2; signature=s3")).toBe(
      `api_key: '${FILTERED_VALUE}', x-auth-token=${FILTERED_VALUE}; signature=${FILTERED_VALUE}`,
    );
    expect(redactText('Authorization: Bearer eyJhbGciOi.x.y')).toBe(`Authorization: ${FILTERED_VALUE}`);
    // A source file named like a secret is not a field.
    expect(redactText('at keyboard.js:10:5')).toBe('at keyboard.js:10:5');
  });

  it('shell §5 "wallet address: 8 and 8 kept"', () => {
    expect(redactText('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(`0x52908400${'*'.repeat(24)}E4169EE7`);
    expect(redactText('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(`1BvBMSEY${'*'.repeat(18)}7xJaNVN2`);
    expect(redactText('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(`3J98t1Wp${'*'.repeat(18)}nqRhWNLy`);
    expect(redactText('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(`bc1qar0s${'*'.repeat(26)}zzwf5mdq`);
    expect(redactText('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe(`TJRabPrw${'*'.repeat(18)}8kjpRTv8`);
    // A 32-digit hex id (an event id) is not a legacy address.
    expect(redactText('13a19c2e4b5d6f7a8192a3b4c5d6e7f8')).toBe('13a19c2e4b5d6f7a8192a3b4c5d6e7f8');
  });

  it('shell §5 "order id: 4 and 4 kept" (after order_id=, orderId=, order #, order )', () => {
    expect(redactText('order_id=100000123')).toBe('order_id=1000*0123');
    expect(redactText('orderId=1234567890123456')).toBe('orderId=1234********3456');
    expect(redactText('order #1234567890 failed')).toBe('order #1234**7890 failed');
    expect(redactText('order 100000123')).toBe('order 1000*0123');
    expect(redactText('"orderId":"100000123"')).toBe('"orderId":"1000*0123"');
    // 8 digits or fewer would show whole with 4 and 4: a quarter is kept each side.
    expect(redactText('order #12345678')).toBe('order #12****78');
    expect(redactText('order 12345 and sortOrder=2')).toBe('order 12345 and sortOrder=2');
  });

  it('shell §5 "tx hash: 6 and 6 kept"', () => {
    const hash = '88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b';
    expect(redactText(`0x${hash}`)).toBe(`0x88df01${'*'.repeat(52)}13944b`);
    expect(redactText(`tx ${hash}`)).toBe(`tx 88df01${'*'.repeat(52)}13944b`);
  });

  it('applies the rules in a safe order: a tx hash is not taken by the wallet rule, a card not by the phone rule', () => {
    // 64 hex digits hold 40 (EVM) and digit runs; a card holds an 11-digit run starting 13.
    const hash = `0x${'1'.repeat(24)}${'a'.repeat(40)}`;
    expect(redactText(hash)).toBe(`0x111111${'*'.repeat(52)}aaaaaa`);
    expect(redactText('6213812345678901')).toBe('****************');
    expect(redactText('order 4111111111111111')).toBe('order 4111********1111');
  });

  it('is idempotent, and leaves text without personal data as it was', () => {
    const text = 'user abcdef@mail.example paid with 4111 1111 1111 1111 from 192.168.1.20, order #100000123';
    const once = redactText(text);
    expect(redactText(once)).toBe(once);
    const plain = 'TypeError: Cannot read properties of undefined (reading "price") at 12:30';
    expect(redactText(plain)).toBe(plain);
  });

  it(`cuts text longer than ${MAX_REDACTED_STRING_LENGTH} characters before the last delimiter`, () => {
    const long = `${'word '.repeat(2000)}13812345678`;
    const out = redactText(long);
    expect(out.length).toBeLessThanOrEqual(MAX_REDACTED_STRING_LENGTH);
    expect(out.endsWith(`word ${TRUNCATED_MARKER}`)).toBe(true);
    expect(redactText(out)).toBe(out);
  });
});

describe('redactUrl', () => {
  it('masks sensitive query values whole and redacts the other values and path segments as text', () => {
    expect(redactUrl('https://x.example/u/abcdef%40mail.example?token=t&phone=%2B8613812345678&q=a%20b')).toBe(
      `https://x.example/u/abc***@mail.example?token=${FILTERED_VALUE}&phone=+86*******5678&q=a%20b`,
    );
    expect(redactUrl('/orders/100000123?order_id=100000999&sortOrder=1')).toBe(
      '/orders/1000*0123?order_id=1000*0999&sortOrder=1',
    );
  });

  it('hides the user part of the authority and the last two parts of an IP host', () => {
    expect(redactUrl('http://admin:pw@192.168.1.20:8080/')).toBe(`http://${FILTERED_VALUE}@192.168.*.*:8080/`);
  });

  it('reads the fragment as a route or a query, and a URL inside a value as a URL', () => {
    expect(redactUrl('/cb#access_token=abc&expires_in=3600')).toBe(
      `/cb#access_token=${FILTERED_VALUE}&expires_in=3600`,
    );
    expect(redactUrl('/#/orders/100000123?api_key=k')).toBe(`/#/orders/1000*0123?api_key=${FILTERED_VALUE}`);
    expect(redactUrl('/login?next=%2Fpay%3Fsecret%3Ds')).toBe(`/login?next=%2Fpay%3Fsecret%3D${FILTERED_VALUE}`);
  });

  it('never throws on malformed URLs, and leaves a URL without personal data exactly as it was', () => {
    expect(() => redactUrl('%E0%A4%A 13812345678 ?a=%%%&&==#')).not.toThrow();
    expect(redactUrl('%E0%A4%A 13812345678')).toBe('%E0%A4%A 138****5678');
    expect(redactUrl('\uD800/13812345678')).toBe('\uD800/138****5678');
    const plain = 'https://www.example.com/spot/BTC_USDT?interval=1h&lang=en#chart';
    expect(redactUrl(plain)).toBe(plain);
    // Without `//` an unknown scheme is text: `token:` is a pair.
    expect(redactUrl('token:abc')).toBe(`token:${FILTERED_VALUE}`);
  });

  it('redactQueryString takes a bare query string', () => {
    expect(redactQueryString('api_key=k&ip=10.1.2.3&x')).toBe(`api_key=${FILTERED_VALUE}&ip=10.1.*.*&x`);
  });
});

describe('redactValue', () => {
  it('shell §5 "fields named like password, token, key, secret, sign, auth: fully masked", whatever the type', () => {
    const input = {
      password: 'hunter2',
      accessToken: { nested: 'x' },
      api_key: ['a', 'b'],
      clientSecret: 42,
      signature: null,
      Authorization: 'Bearer x',
      'x-auth-token': true,
      monkey: 'banana',
      plain: 'hello',
    };
    expect(redactValue(input)).toEqual({
      password: FILTERED_VALUE,
      accessToken: FILTERED_VALUE,
      api_key: FILTERED_VALUE,
      clientSecret: FILTERED_VALUE,
      signature: FILTERED_VALUE,
      Authorization: FILTERED_VALUE,
      'x-auth-token': FILTERED_VALUE,
      monkey: FILTERED_VALUE,
      plain: 'hello',
    });
    expect(redactValue('x', 'PASSWORD')).toBe(FILTERED_VALUE);
  });

  it('shell §5 "order id: 4 and 4 kept" in order-named fields, numbers included (returned as strings)', () => {
    expect(
      redactValue({ orderId: 100000123, order_id: '100000123', order: '12345678901', orderIds: ['100000124'] }),
    ).toEqual({ orderId: '1000*0123', order_id: '1000*0123', order: '1234***8901', orderIds: ['1000*0124'] });
    // A sort order is not an order id.
    expect(redactValue({ sortOrder: 3, order: 'asc' })).toEqual({ sortOrder: 3, order: 'asc' });
  });

  it('shell §5 "phone: first 3 and last 4 kept" in phone-named fields, any national format', () => {
    expect(redactValue({ phone: '07700 900123', mobile: 13812345678, isMobile: true })).toEqual({
      phone: '077** **0123',
      mobile: '138****5678',
      isMobile: true,
    });
  });

  it('redacts strings as text, URLs as URLs and JSON bodies as data; other numbers only when recognised', () => {
    expect(
      redactValue({
        note: 'mail abcdef@mail.example',
        href: 'https://x.example/?secret=s',
        body: '{"password":"p","n":{"mail":"abcdef@mail.example"}}',
        uid: 13812345678,
        count: 3,
      }),
    ).toEqual({
      note: 'mail abc***@mail.example',
      href: `https://x.example/?secret=${FILTERED_VALUE}`,
      body: `{"password":"${FILTERED_VALUE}","n":{"mail":"abc***@mail.example"}}`,
      uid: '138****5678',
      count: 3,
    });
  });

  it('redacts keys, never mutates its input and returns a new structure', () => {
    const input = { list: [{ 'abcdef@mail.example': 'ok' }], __proto__: null } as Record<string, unknown>;
    const frozen = JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
    const deepFreeze = (value: unknown): void => {
      if (typeof value === 'object' && value !== null) {
        Object.freeze(value);
        Object.values(value).forEach(deepFreeze);
      }
    };
    deepFreeze(frozen);
    const out = redactValue(frozen);
    expect(out).toEqual({ list: [{ 'abc***@mail.example': 'ok' }] });
    expect(out).not.toBe(frozen);
    expect(frozen).toEqual({ list: [{ 'abcdef@mail.example': 'ok' }] });
  });

  it('keeps a key named __proto__ as a plain property', () => {
    const input = JSON.parse('{"__proto__":{"phone":"13812345678"}}') as unknown;
    const out = redactValue(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ phone: '138****5678' });
  });

  it(`guards against cycles and nesting deeper than ${MAX_REDACTION_DEPTH}`, () => {
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    cyclic.list = [cyclic];
    expect(redactValue(cyclic)).toEqual({ name: 'a', self: CIRCULAR_MARKER, list: [CIRCULAR_MARKER] });
    // A shared object seen twice is not a cycle.
    const shared = { ip: '10.0.0.1' };
    expect(redactValue({ a: shared, b: shared })).toEqual({ a: { ip: '10.0.*.*' }, b: { ip: '10.0.*.*' } });
    let deep: unknown = 'leaf';
    for (let level = 0; level < 30; level++) deep = { child: deep };
    let node = redactValue(deep);
    let levels = 0;
    while (typeof node === 'object' && node !== null) {
      node = (node as { child: unknown }).child;
      levels++;
    }
    expect(levels).toBe(MAX_REDACTION_DEPTH + 1);
    expect(node).toBe(MAX_DEPTH_MARKER);
  });

  it('turns non-JSON values into data: Date, bigint, Error, functions', () => {
    const error = new Error('from 192.168.1.20');
    expect(
      redactValue({ at: new Date(0), card: 4111111111111111n, run: () => 1, error, gone: undefined }),
    ).toMatchObject({
      at: '1970-01-01T00:00:00.000Z',
      card: '****************',
      error: { name: 'Error', message: 'from 192.168.*.*' },
    });
    expect(redactValue({ run: () => 1 })).toEqual({});
    const unreadable = {
      get broken(): string {
        throw new Error('no');
      },
      kept: 'ok',
    };
    expect(redactValue(unreadable)).toEqual({ kept: 'ok' });
  });
});

describe('redactEvent', () => {
  const event: MonitoringEvent = {
    event_id: '3a1f9c2e4b5d6f708192a3b4c5d6e7f8',
    message: 'Payment for order #100000123 by abcdef@mail.example failed',
    exception: {
      values: [
        {
          type: 'Error',
          value: 'card 4111111111111111 declined',
          stacktrace: { frames: [{ filename: 'https://x.example/app.js?token=t', lineno: 1 }] },
        },
      ],
    },
    breadcrumbs: [
      {
        category: 'fetch',
        message: 'GET /api?phone=13812345678',
        data: { url: '/api/user?api_key=k', status_code: 200 },
      },
      {
        category: 'navigation',
        data: { from: '/orders/100000123', to: '/wallet/0x52908400098527886E0F7030069857D2E4169EE7' },
      },
    ],
    request: {
      url: 'https://x.example/withdraw?address=TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      query_string: [
        ['sign', 's'],
        ['ip', '192.168.1.20'],
      ],
      data: { password: 'p', orderId: 100000123 },
      headers: { Authorization: 'Bearer x', 'User-Agent': 'Mozilla/5.0', Referer: 'https://x.example/?secret=s' },
      cookies: { sid: 'x' },
    },
    tags: { order_id: '100000123', page: 'withdraw' },
    extra: { nested: [{ deeper: { email: 'abcdef@mail.example' } }] },
    user: { id: 7, email: 'abcdef@mail.example', ip_address: '203.0.113.9' },
    contexts: { trace: { trace_id: '3a1f9c2e4b5d6f708192a3b4c5d6e7f8', span_id: '1a2b3c4d5e6f7a8b' } },
  };

  it('applies shell §5 redaction to every part of the event, URLs through redactUrl', () => {
    expect(redactEvent(event)).toEqual({
      event_id: '3a1f9c2e4b5d6f708192a3b4c5d6e7f8',
      message: 'Payment for order #1000*0123 by abc***@mail.example failed',
      exception: {
        values: [
          {
            type: 'Error',
            value: 'card **************** declined',
            stacktrace: { frames: [{ filename: `https://x.example/app.js?token=${FILTERED_VALUE}`, lineno: 1 }] },
          },
        ],
      },
      breadcrumbs: [
        {
          category: 'fetch',
          message: 'GET /api?phone=138****5678',
          data: { url: `/api/user?api_key=${FILTERED_VALUE}`, status_code: 200 },
        },
        {
          category: 'navigation',
          data: { from: '/orders/1000*0123', to: `/wallet/0x52908400${'*'.repeat(24)}E4169EE7` },
        },
      ],
      request: {
        url: `https://x.example/withdraw?address=TJRabPrw${'*'.repeat(18)}8kjpRTv8`,
        query_string: [
          ['sign', FILTERED_VALUE],
          ['ip', '192.168.*.*'],
        ],
        data: { password: FILTERED_VALUE, orderId: '1000*0123' },
        headers: {
          Authorization: FILTERED_VALUE,
          'User-Agent': 'Mozilla/5.0',
          Referer: `https://x.example/?secret=${FILTERED_VALUE}`,
        },
        cookies: FILTERED_VALUE,
      },
      tags: { order_id: '1000*0123', page: 'withdraw' },
      extra: { nested: [{ deeper: { email: 'abc***@mail.example' } }] },
      user: { id: 7, email: 'abc***@mail.example', ip_address: '203.0.*.*' },
      contexts: { trace: { trace_id: '3a1f9c2e4b5d6f708192a3b4c5d6e7f8', span_id: '1a2b3c4d5e6f7a8b' } },
    });
  });

  it('is idempotent and does not change the event it is given', () => {
    const before = JSON.stringify(event);
    const once = redactEvent(event);
    expect(JSON.stringify(event)).toBe(before);
    expect(redactEvent(once)).toEqual(once);
  });

  it('redacts a query_string given as text', () => {
    expect(redactEvent({ request: { query_string: '?token=t&order_id=100000123' } })).toEqual({
      request: { query_string: `?token=${FILTERED_VALUE}&order_id=1000*0123` },
    });
  });
});
