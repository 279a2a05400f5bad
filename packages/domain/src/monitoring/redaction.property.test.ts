import fc from 'fast-check';
import { describe, it } from 'vitest';
import { type MonitoringEvent, redactEvent } from './redaction';

/**
 * A sensitive value of shell §5 "Redaction before sending events" and the ways an event may carry
 * it: `raw` must never be found in the redacted event.
 */
interface Item {
  raw: string;
  /** As written in free text (message, exception value, breadcrumb message). */
  text: string;
  /** As a field of an object. */
  field: [string, unknown];
  /** As a query parameter (name, raw value). */
  query: [string, string];
  /** As URL path segments, for the kinds recognised there (null: secrets, which need their name). */
  segments: string[] | null;
  /** As an HTTP header. */
  header: [string, string];
}

const DIGITS = '0123456789';
const HEX = '0123456789abcdefABCDEF';
const LOWER_HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `minLength` to `maxLength` characters of `chars`, drawn from a seed by xorshift: far cheaper than a
 * character-by-character arbitrary over 10,000 runs (a failure still prints the whole event).
 */
function charsOf(chars: string, minLength: number, maxLength = minLength): fc.Arbitrary<string> {
  return fc.tuple(fc.integer({ min: minLength, max: maxLength }), fc.integer({ min: 1 })).map(([length, seed]) => {
    let state = seed;
    let out = '';
    for (let index = 0; index < length; index++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      out += chars.charAt((state >>> 0) % chars.length);
    }
    return out;
  });
}

/** Field and header names that say nothing: the value must be recognised by its shape. */
const neutralName = fc.constantFrom('note', 'detail', 'value', 'contact', 'target', 'address', 'ref');
const neutralHeader = fc.constantFrom('X-Note', 'X-Client-Info', 'X-Forwarded-For', 'X-Target');

/** An item recognised by its shape wherever it is. */
function shaped(raw: fc.Arbitrary<string>, names: fc.Arbitrary<string> = neutralName): fc.Arbitrary<Item> {
  return fc.tuple(raw, names, neutralHeader).map(([value, name, header]) => ({
    raw: value,
    text: value,
    field: [name, value],
    query: [name, value],
    segments: [value],
    header: [header, value],
  }));
}

const chinaMobile = fc
  .tuple(fc.constantFrom(...'3456789'), charsOf(DIGITS, 9))
  .map(([second, rest]) => `1${second}${rest}`);

/** shell §5 "phone": +8613812345678, +44 7700 900123, 13812345678, +1 (415) 555-2671. */
const phone = shaped(
  fc.oneof(
    chinaMobile,
    chinaMobile.map((mobile) => `+86${mobile}`),
    fc.tuple(charsOf(DIGITS, 3), charsOf(DIGITS, 6)).map(([a, b]) => `+44 7${a} ${b}`),
    fc.tuple(charsOf(DIGITS, 3), charsOf(DIGITS, 3), charsOf(DIGITS, 4)).map(([a, b, c]) => `+1 (${a}) ${b}-${c}`),
  ),
  fc.constantFrom('phone', 'mobile', 'note', 'contact'),
);

/** shell §5 "e-mail". */
const email = shaped(
  fc
    .tuple(
      charsOf('abcdefghijklmnopqrstuvwxyz0123456789._', 1, 12),
      fc.constantFrom('mail.example', 'example.com', 'qq.com', 'sub.mail.example.org'),
    )
    .map(([local, domain]) => `${local}@${domain}`),
  fc.constantFrom('email', 'note', 'contact', 'username'),
);

function grouped(digits: string, separator: string): string {
  return separator === '' ? digits : (digits.match(/.{1,4}/g) ?? []).join(separator);
}

/** shell §5 "national id and bank card (16 to 19 digits)", grouped or not. */
const cardOrId = shaped(
  fc.oneof(
    fc
      .tuple(fc.integer({ min: 16, max: 19 }), fc.constantFrom('', ' ', '-'))
      .chain(([length, separator]) => charsOf(DIGITS, length).map((digits) => grouped(digits, separator))),
    fc.tuple(charsOf(DIGITS, 17), fc.constantFrom(...'0123456789X')).map(([body, check]) => body + check),
  ),
  fc.constantFrom('card', 'cardNo', 'bankCard', 'idNumber', 'note'),
);

const octet = fc.integer({ min: 0, max: 255 });

/** shell §5 "IPv4". */
const ipv4 = shaped(
  fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.')),
  fc.constantFrom('ip', 'ip_address', 'host', 'note'),
);

/** shell §5 "wallet address": EVM, Bitcoin legacy and bech32, Tron. */
const wallet = shaped(
  fc.oneof(
    charsOf(HEX, 40).map((body) => `0x${body}`),
    fc
      .tuple(fc.constantFrom('1', '3'), charsOf(BASE58, 25, 33))
      .map(([first, rest]) => first + rest)
      .filter((address) => !/^[\da-f]+$/i.test(address)),
    charsOf(BECH32, 38).map((body) => `bc1q${body}`),
    charsOf(BASE58, 33).map((body) => `T${body}`),
  ),
  fc.constantFrom('wallet', 'toAddress', 'address', 'note'),
);

/** shell §5 "tx hash": 0x and 64 hex digits, or 64 hex digits. */
const txHash = shaped(
  fc.tuple(fc.constantFrom('0x', ''), charsOf(LOWER_HEX, 64)).map(([prefix, body]) => prefix + body),
  fc.constantFrom('txHash', 'hash', 'txid', 'note'),
);

/** shell §5 "fields named like password, token, key, secret, sign, auth": a random token under such a name. */
const SENSITIVE_NAMES = [
  'password',
  'accessToken',
  'api_key',
  'signature',
  'Authorization',
  'x-auth-token',
  'secret',
  'client_secret',
  'refreshToken',
  'privateKey',
  'sessionId',
  'Cookie',
] as const;

const secret: fc.Arbitrary<Item> = fc
  .tuple(
    charsOf(ALNUM, 20, 32),
    fc.constantFrom(...SENSITIVE_NAMES),
    fc.constantFrom('string', 'object', 'array', 'bearer'),
    fc.constantFrom('pair', 'json', 'colon', 'bearer'),
  )
  .map(([token, name, shape, written]) => {
    const value =
      shape === 'object'
        ? { nested: token }
        : shape === 'array'
          ? [token]
          : shape === 'bearer'
            ? `Bearer ${token}`
            : token;
    const text =
      written === 'pair'
        ? `${name}=${token}`
        : written === 'json'
          ? `"${name}":"${token}"`
          : written === 'colon'
            ? `${name}: ${token}`
            : `Authorization: Bearer ${token}`;
    return {
      raw: token,
      text,
      field: [name, value],
      query: [name, token],
      segments: null,
      header: [name, `Bearer ${token}`],
    };
  });

/** shell §5 "order id": 9 to 15 digits (longer than any kept part), in order-named fields and text. */
const orderId: fc.Arbitrary<Item> = fc
  .tuple(
    fc.constantFrom(...'123456789'),
    charsOf(DIGITS, 8, 14),
    fc.constantFrom('orderId', 'order_id', 'order', 'clientOrderId', 'orderNo'),
    fc.boolean(),
    fc.constantFrom('order_id=', 'orderId=', 'order #', 'order ', '"orderId":"', 'Order ID: '),
    fc.constantFrom('order_id', 'orderId'),
  )
  .map(([first, rest, name, asNumber, written, queryName]) => {
    const id = first + rest;
    return {
      raw: id,
      text: `${written}${id}${written.endsWith('"') ? '"' : ''}`,
      field: [name, asNumber ? Number(id) : id],
      query: [queryName, id],
      segments: ['orders', id],
      header: ['X-Order-Id', id],
    };
  });

const item = fc.oneof(phone, email, cardOrId, ipv4, wallet, txHash, secret, orderId);

/** Every place of an event where a value may be found. */
const POSITIONS = [
  'message',
  'exception',
  'crumbMessage',
  'crumbData',
  'urlPath',
  'urlQuery',
  'crumbUrl',
  'requestData',
  'requestJson',
  'queryString',
  'headers',
  'cookies',
  'tags',
  'extra',
  'extraNested',
  'extraArray',
  'user',
  'contexts',
] as const;
type Position = (typeof POSITIONS)[number];

interface Placement {
  item: Item;
  position: Position;
  /** Percent-encode the value where it goes into a URL. */
  encode: boolean;
}

const placement: fc.Arbitrary<Placement> = fc.record({
  item,
  position: fc.constantFrom(...POSITIONS),
  encode: fc.boolean(),
});

/** Sets `name` on `target`; a name already used gets an `x_` prefix (which keeps what the name says). */
function put(target: Record<string, unknown>, [name, value]: [string, unknown]): void {
  let key = name;
  while (key in target) key = `x_${key}`;
  target[key] = value;
}

/** A URL built from parts, values encoded or not. */
class UrlBuilder {
  private readonly segments: string[];
  private readonly query: string[] = [];
  constructor(
    private readonly origin: string,
    ...segments: string[]
  ) {
    this.segments = segments;
  }
  addSegments(segments: readonly string[], encode: boolean): void {
    this.segments.push(...segments.map((segment) => (encode ? encodeURIComponent(segment) : segment)));
  }
  addQuery([name, value]: [string, string], encode: boolean): void {
    this.query.push(`${name}=${encode ? encodeURIComponent(value) : value}`);
  }
  toString(): string {
    return `${this.origin}/${this.segments.join('/')}${this.query.length > 0 ? `?${this.query.join('&')}` : ''}`;
  }
}

/** Builds an event holding every placed item, and the strings that must not survive redaction. */
function buildEvent(placements: readonly Placement[], joiner: string): { event: MonitoringEvent; forbidden: string[] } {
  const texts: Record<'message' | 'exception' | 'crumbMessage', string[]> = {
    message: ['Request failed'],
    exception: ['Unexpected answer'],
    crumbMessage: ['fetch'],
  };
  const url = new UrlBuilder('https://www.example.com', 'api', 'v1');
  const crumbUrl = new UrlBuilder('', 'spot', 'BTC_USDT');
  const crumbData: Record<string, unknown> = { method: 'GET', status_code: 200 };
  const requestData: Record<string, unknown> = { side: 'buy' };
  const requestJson: Record<string, unknown> = { side: 'sell' };
  const queryString: string[] = ['lang=en'];
  const headers: Record<string, unknown> = { 'User-Agent': 'Mozilla/5.0' };
  const cookies: Record<string, unknown> = { theme: 'dark' };
  const tags: Record<string, unknown> = { page: 'spot' };
  const extra: Record<string, unknown> = { attempt: 'first' };
  const nested: Record<string, unknown> = {};
  const list: unknown[] = [];
  const user: Record<string, unknown> = { id: 'u-1' };
  const device: Record<string, unknown> = { family: 'iPhone' };
  const forbidden: string[] = [];

  for (const { item: placed, position, encode } of placements) {
    forbidden.push(placed.raw);
    const encoded = encodeURIComponent(placed.raw);
    if (encode && encoded !== placed.raw) forbidden.push(encoded);
    switch (position) {
      case 'message':
      case 'exception':
      case 'crumbMessage':
        texts[position].push(placed.text);
        break;
      case 'crumbData':
        put(crumbData, placed.field);
        break;
      case 'urlPath':
        if (placed.segments) url.addSegments(placed.segments, encode);
        else url.addQuery(placed.query, encode);
        break;
      case 'urlQuery':
        url.addQuery(placed.query, encode);
        break;
      case 'crumbUrl':
        if (placed.segments && !encode) crumbUrl.addSegments(placed.segments, encode);
        else crumbUrl.addQuery(placed.query, encode);
        break;
      case 'requestData':
        put(requestData, placed.field);
        break;
      case 'requestJson':
        put(requestJson, placed.field);
        break;
      case 'queryString':
        queryString.push(`${placed.query[0]}=${encode ? encoded : placed.raw}`);
        break;
      case 'headers':
        put(headers, placed.header);
        break;
      case 'cookies':
        put(cookies, ['sid', placed.raw]);
        break;
      case 'tags':
        put(tags, [placed.field[0], String(placed.raw)]);
        break;
      case 'extra':
        put(extra, placed.field);
        break;
      case 'extraNested':
        put(nested, placed.field);
        break;
      case 'extraArray':
        list.push(Object.fromEntries([placed.field]), placed.text);
        break;
      case 'user':
        put(user, placed.field);
        break;
      case 'contexts':
        put(device, placed.field);
        break;
    }
  }

  const event: MonitoringEvent = {
    event_id: '3a1f9c2e4b5d6f708192a3b4c5d6e7f8',
    level: 'error',
    message: texts.message.join(joiner),
    exception: {
      values: [
        {
          type: 'Error',
          value: texts.exception.join(joiner),
          stacktrace: { frames: [{ filename: 'https://www.example.com/static/app.js', function: 'pay', lineno: 42 }] },
        },
      ],
    },
    breadcrumbs: [
      { category: 'navigation', data: { from: '/', to: crumbUrl.toString() } },
      { category: 'fetch', message: texts.crumbMessage.join(joiner), data: { ...crumbData, url: crumbUrl.toString() } },
    ],
    request: {
      url: url.toString(),
      query_string: queryString.join('&'),
      data: requestData,
      headers,
      cookies,
    },
    tags,
    extra: { ...extra, body: JSON.stringify(requestJson), nested: { level1: { level2: nested } }, list: [list] },
    user,
    contexts: { device },
  };
  return { event, forbidden };
}

describe('redactEvent property (shell §5 "Redaction before sending events")', () => {
  it('no phone, e-mail, card, national id, IPv4, secret, wallet, order id or tx hash survives, and redacting twice equals once', () => {
    fc.assert(
      fc.property(
        fc.array(placement, { minLength: 1, maxLength: 10 }),
        fc.constantFrom(' ', ', ', ' | ', '\n', '; '),
        (placements, joiner) => {
          const { event, forbidden } = buildEvent(placements, joiner);
          const once = redactEvent(event);
          const written = JSON.stringify(once);
          for (const value of forbidden) {
            if (written.includes(value)) throw new Error(`${JSON.stringify(value)} survived in ${written}`);
          }
          // Plain comparisons: `expect` in each of 10,000 runs costs more than the redaction.
          const twice = JSON.stringify(redactEvent(once));
          if (twice !== written) throw new Error(`not idempotent:\n${written}\n${twice}`);
        },
      ),
      { numRuns: 10_000 },
    );
    // About 3 s of CPU; the ceiling is for a machine busy with other work (a CI run), not a target.
  }, 60_000);
});
