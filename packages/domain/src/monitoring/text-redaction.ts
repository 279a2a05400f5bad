/**
 * Redaction of free text before a monitoring event leaves the browser, and again when the server
 * receives it (shell §5 "Redaction before sending events"). Pure: no I/O, no platform `URL`.
 *
 * Every rule masks with '*', so a masked value is not recognised again, and redactText repeats its
 * rules until the text stops changing: redacting twice gives the same text as redacting once (the
 * property test in redaction.property.test.ts checks it on 10,000 events).
 *
 * Every pattern does work linear in the text (bounded repetitions, or runs anchored at their start),
 * so the server can redact what any client sends.
 */

/** What replaces the value of a sensitive field, whatever its type (shell §5 "fully masked"). */
export const FILTERED_VALUE = '[Filtered]';

/** The character that replaces a hidden character. */
export const MASK_CHAR = '*';

/**
 * Strings longer than this are cut before redaction (a bounded amount of work per string, whatever
 * a page logs). The cut moves back to the last delimiter in its final 100 characters, so that a value
 * straddling it is dropped rather than left in part, and {@link TRUNCATED_MARKER} ends the string: with it
 * the result is never longer than this, so a second redaction does not cut again.
 */
export const MAX_REDACTED_STRING_LENGTH = 8192;

/** Ends a string cut at {@link MAX_REDACTED_STRING_LENGTH}. */
export const TRUNCATED_MARKER = '…[truncated]';

const CUT_DELIMITER = /[\s,;&"'<>(){}[\]|]/;

/** Cuts `text` to {@link MAX_REDACTED_STRING_LENGTH} characters, marker included (see there). */
export function capLength(text: string): string {
  if (text.length <= MAX_REDACTED_STRING_LENGTH) return text;
  const budget = MAX_REDACTED_STRING_LENGTH - TRUNCATED_MARKER.length;
  let cut = budget;
  for (let index = budget - 1; index >= budget - 100; index--) {
    if (CUT_DELIMITER.test(text.charAt(index))) {
      cut = index + 1;
      break;
    }
  }
  return text.slice(0, cut) + TRUNCATED_MARKER;
}

const DIGIT = /\d/;

/** Replaces with {@link MASK_CHAR} each character of `text` that `hide` selects (every one by default). */
function hideChars(text: string, hide: (char: string) => boolean = () => true): string {
  let out = '';
  for (const char of text) out += hide(char) ? MASK_CHAR : char;
  return out;
}

/**
 * Keeps the first `head` and the last `tail` characters and hides the middle ones that `hide`
 * selects. A value no longer than `head + tail` would show whole: then each kept end shrinks to a
 * quarter of its length (rounded down), so at least half of it is hidden.
 */
export function maskMiddle(value: string, head: number, tail: number, hide?: (char: string) => boolean): string {
  const short = value.length <= head + tail;
  const keepHead = short ? Math.floor(value.length / 4) : head;
  const keepTail = short ? Math.floor(value.length / 4) : tail;
  const end = value.length - keepTail;
  return value.slice(0, keepHead) + hideChars(value.slice(keepHead, end), hide) + value.slice(end);
}

/** shell §5 "phone: first 3 and last 4 kept": digits between are hidden, separators stay. */
export function maskPhone(phone: string): string {
  return maskMiddle(phone, 3, 4, (char) => DIGIT.test(char));
}

/** shell §5 "order id: 4 and 4 kept". */
export function maskOrderId(orderId: string): string {
  return maskMiddle(orderId, 4, 4);
}

/**
 * shell §5 "e-mail: first 3 kept plus the domain". A local part of 3 characters or fewer keeps all
 * but its last one (`ab@x.io` → `a*@x.io`), so the local part never shows whole.
 */
export function maskEmailLocalPart(local: string): string {
  const keep = Math.min(3, local.length - 1);
  return local.slice(0, keep) + MASK_CHAR.repeat(local.length - keep);
}

// ---------------------------------------------------------------------------------------------
// Field names

/** Lower case without separators: `x-auth-token`, `X_Auth_Token` and `xAuthToken` read the same. */
function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[\s_.-]/g, '');
}

/**
 * shell §5 "fields named like password, token, key, secret, sign, auth": the words are looked for
 * anywhere in the name (`accessToken`, `api_key`, `signature`, `Authorization`, `x-auth-token`).
 * Beyond the spec's list, names that carry credentials on the web are masked too: passwd, pwd,
 * cookie, session, credential, and mnemonic (a wallet's recovery phrase).
 */
const SENSITIVE_WORDS = [
  'password',
  'passwd',
  'pwd',
  'token',
  'key',
  'secret',
  'sign',
  'auth',
  'cookie',
  'session',
  'credential',
  'mnemonic',
] as const;

const SENSITIVE_NAME = new RegExp(SENSITIVE_WORDS.join('|'));

/** A field whose value is hidden whole (shell §5 "fully masked"), case and separators aside. */
export function isSensitiveFieldName(name: string): boolean {
  return SENSITIVE_NAME.test(normalizeName(name));
}

/** A field holding an order id: order, orders, order_id, orderId, clientOrderId, orderIds, order_no... */
export function isOrderIdFieldName(name: string): boolean {
  return /order(?:s|id|ids|no|number|sn)?$/.test(normalizeName(name));
}

/** A field holding a phone number: phone, mobile, telephone, tel, cell, msisdn. */
export function isPhoneFieldName(name: string): boolean {
  return /phone|mobile|msisdn|^tel$|^cell$/.test(normalizeName(name));
}

/** The value of an order-id field that is an order id: 6 digits or more (a shorter one is a sort order). */
export const ORDER_ID_VALUE = /^\d{6,}$/;

/** The value of a phone field that is a phone number, in any national format: 7 to 15 digits. */
export function looksLikePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

// ---------------------------------------------------------------------------------------------
// Text recognisers, in the order redactText applies them.

/**
 * What a text is made of, counted in one loop: enough to know that most rules cannot match it, and
 * skip their patterns (most strings of an event hold no personal data). Masking only lowers these
 * counts, so a shape stays a safe over-estimate for the rest of a pass.
 */
interface TextShape {
  readonly digits: number;
  readonly digitRun: number;
  readonly hexRun: number;
  readonly base58Run: number;
  readonly alnumRun: number;
}

/** Counts digits, and the longest runs of digits, hex digits, base58 and ASCII letters or digits. */
function shapeOf(text: string): TextShape {
  let digits = 0;
  let digitRun = 0;
  let hexRun = 0;
  let base58Run = 0;
  let alnumRun = 0;
  let longestDigitRun = 0;
  let longestHexRun = 0;
  let longestBase58Run = 0;
  let longestAlnumRun = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const digit = code >= 48 && code <= 57;
    const alnum = digit || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (digit) digits++;
    digitRun = digit ? digitRun + 1 : 0;
    hexRun = digit || (code >= 65 && code <= 70) || (code >= 97 && code <= 102) ? hexRun + 1 : 0;
    alnumRun = alnum ? alnumRun + 1 : 0;
    // base58 leaves out 0, O, I and l.
    base58Run = alnum && code !== 48 && code !== 79 && code !== 73 && code !== 108 ? base58Run + 1 : 0;
    if (digitRun > longestDigitRun) longestDigitRun = digitRun;
    if (hexRun > longestHexRun) longestHexRun = hexRun;
    if (base58Run > longestBase58Run) longestBase58Run = base58Run;
    if (alnumRun > longestAlnumRun) longestAlnumRun = alnumRun;
  }
  return {
    digits,
    digitRun: longestDigitRun,
    hexRun: longestHexRun,
    base58Run: longestBase58Run,
    alnumRun: longestAlnumRun,
  };
}

/**
 * A rule: a global pattern, what each match becomes, and a cheap necessary condition for a match
 * (so that a text which cannot hold one skips the pattern).
 */
interface TextRule {
  readonly pattern: RegExp;
  readonly replace: (match: string, ...groups: string[]) => string;
  readonly mayMatch: (text: string, shape: TextShape) => boolean;
}

const WORD_ALTERNATION = SENSITIVE_WORDS.join('|');
const SENSITIVE_WORD_IN_TEXT = new RegExp(WORD_ALTERNATION, 'i');

/**
 * 1. `name=value` and `name: value` pairs whose name is sensitive (`?access_token=…`,
 * `"password":"…"`, `Authorization: Bearer …`): the value becomes [Filtered], quotes kept.
 * A name ending in a source file's extension (`keyboard.js:10:5` in a stack) is not a field. At most
 * 64 name characters are read after the sensitive word (a bound on the work, not on real names).
 */
const SECRET_PAIR: TextRule = {
  pattern: new RegExp(
    String.raw`(?<![\w.-])(["']?)([\w.-]*?(?:${WORD_ALTERNATION})[\w.-]{0,64})(?<!\.(?:[cm]?js|jsx|tsx?|css|html?|vue|map))\1(\s*[:=]\s*)` +
      String.raw`("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\[Filtered\]|(?:(?:Bearer|Basic|Token|Digest)\s+)?[^\s&,;"'<>{}()[\]]+)`,
    'gi',
  ),
  replace: (_match, quote = '', name = '', separator = '', value = '') => {
    const valueQuote = value.startsWith('"') || value.startsWith("'") ? value.charAt(0) : '';
    return `${quote}${name}${quote}${separator}${valueQuote}${FILTERED_VALUE}${valueQuote}`;
  },
  mayMatch: (text) => (text.includes('=') || text.includes(':')) && SENSITIVE_WORD_IN_TEXT.test(text),
};

/**
 * 2. E-mail addresses, before every digit rule (a phone number is a common local part). `%40` is
 * read as `@`, for addresses inside encoded URLs.
 */
const EMAIL: TextRule = {
  pattern: /(?<![\w.%+*-])([\w.%+*-]+)(@|%40)((?:[a-z\d-]+\.)+[a-z]{2,})/gi,
  replace: (_match, local = '', at = '', domain = '') => maskEmailLocalPart(local) + at + domain,
  mayMatch: (text) => text.includes('@') || text.includes('%40'),
};

/**
 * 3. Transaction hashes (shell §5 "tx hash: 6 and 6 kept"): 0x and 64 hex digits, or 64 hex digits
 * alone. Before the wallet rules, whose shorter patterns could take part of a hash. The 0x prefix is
 * kept and not counted.
 */
const TX_HASH: TextRule = {
  pattern: /(?<![\da-f])(0x)?([\da-f]{64})(?![\da-f])/gi,
  replace: (_match, prefix = '', body = '') => prefix + maskMiddle(body, 6, 6),
  mayMatch: (_text, shape) => shape.hexRun >= 64,
};

/** 4a. EVM addresses (shell §5 "wallet address: 8 and 8 kept"), 0x kept and not counted. */
const EVM_ADDRESS: TextRule = {
  pattern: /(?<![\da-f])0x([\da-f]{40})(?![\da-f])/gi,
  replace: (match, body = '') => match.slice(0, 2) + maskMiddle(body, 8, 8),
  mayMatch: (_text, shape) => shape.hexRun >= 40,
};

/** 4b. Bitcoin bech32 addresses (bc1…, testnet tb1…). */
const BECH32_ADDRESS: TextRule = {
  pattern: /(?<![a-z\d])(?:bc|tb)1[02-9ac-hj-np-z]{11,71}(?![a-z\d])/gi,
  replace: (match) => maskMiddle(match, 8, 8),
  mayMatch: (text, shape) => shape.alnumRun >= 14 && /[bt]c1/i.test(text),
};

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';

/** 4c. Tron addresses: T and 33 base58 characters. */
const TRON_ADDRESS: TextRule = {
  pattern: new RegExp(String.raw`(?<![A-Za-z\d])T${BASE58}{33}(?![A-Za-z\d])`, 'g'),
  replace: (match) => maskMiddle(match, 8, 8),
  mayMatch: (_text, shape) => shape.base58Run >= 34,
};

/**
 * 4d. Bitcoin legacy addresses: 1 or 3 and 25 to 33 base58 characters. A candidate made only of hex
 * digits is a hex id or a number, not an address (a real one all hex has odds below 1e-13).
 */
const LEGACY_ADDRESS: TextRule = {
  pattern: new RegExp(String.raw`(?<![A-Za-z\d])[13]${BASE58}{25,33}(?![A-Za-z\d])`, 'g'),
  replace: (match) => (/^[\da-f]+$/i.test(match) ? match : maskMiddle(match, 8, 8)),
  mayMatch: (_text, shape) => shape.base58Run >= 26,
};

const OCTET = '(?:25[0-5]|2[0-4]\\d|[01]?\\d?\\d)';

/**
 * 5. IPv4 (shell §5 "IPv4: last two parts hidden"): `192.168.1.20` → `192.168.*.*`, one '*' per
 * part. Before the phone rule, whose separators include dots.
 */
const IPV4: TextRule = {
  pattern: new RegExp(String.raw`(?<!\d)(?<!\d\.)(${OCTET}\.${OCTET})\.${OCTET}\.${OCTET}(?!\d)(?!\.\d)`, 'g'),
  replace: (_match, kept = '') => `${kept}.${MASK_CHAR}.${MASK_CHAR}`,
  mayMatch: (text, shape) => shape.digits >= 4 && text.includes('.'),
};

/**
 * 6. Order ids in text (shell §5 "order id: 4 and 4 kept"): 6 digits or more after `order_id=`,
 * `orderId:`, `order #`, `order `, `Order ID: `, `orders/` or `"orderId":"`. Before the card rule: a
 * 16 to 19 digit order id named as one is an order id.
 */
const ORDER_IN_TEXT: TextRule = {
  pattern:
    /(orders?(?:[_\- ]?(?:ids?|no|number|sn))?)(["']?[ \t]{0,3}[=:/#.]?[ \t]{0,3}#?[ \t]{0,3}["']?)(\d{6,})(?!\d)/gi,
  replace: (_match, name = '', separator = '', digits = '') => name + separator + maskOrderId(digits),
  mayMatch: (text, shape) => shape.digitRun >= 6 && /order/i.test(text),
};

/**
 * 7. Bank cards and national ids (shell §5 "national id and bank card (16 to 19 digits): masked"):
 * 16 to 19 digits, grouped or not by single spaces or dashes, and 17 digits followed by X (a Chinese
 * id's check character). Every digit (and the X) becomes '*', separators stay. Before the phone rule.
 */
const CARD_OR_ID: TextRule = {
  pattern: /(?<![A-Za-z\d])\d{17}[Xx](?![A-Za-z\d])|(?<!\d)(?:\d(?:[ -]|%20)?){15,18}\d(?!\d)/g,
  replace: (match) => match.replace(/[\dXx]/g, MASK_CHAR),
  mayMatch: (_text, shape) => shape.digits >= 16,
};

/**
 * 8. Phone numbers (shell §5 "phone: first 3 and last 4 kept"), two forms:
 * - international: `+` (or `%2B`) then 8 to 15 digits, with up to two separators (space, dot, dash,
 *   parentheses, `%20`) between digits: `+8613812345678`, `+44 7700 900123`, `+1 (415) 555-2671`;
 * - a Chinese mobile number without its prefix: 11 digits starting 13 to 19 (`13812345678`).
 * Other national formats without `+` (`07700 900123`) are too close to other numbers to be told
 * apart in free text; in a field named like phone or mobile they are masked whatever their format.
 */
const PHONE_INTERNATIONAL: TextRule = {
  pattern: /(?:\+|%2B)\d(?:(?:[ .()-]|%20){0,2}\d){7,14}(?!\d)/gi,
  replace: (match) => maskPhone(match),
  mayMatch: (text, shape) => shape.digits >= 8 && (text.includes('+') || /%2b/i.test(text)),
};

const PHONE_CHINA_MOBILE: TextRule = {
  pattern: /(?<!\d)1[3-9]\d{9}(?!\d)/g,
  replace: (match) => maskPhone(match),
  mayMatch: (_text, shape) => shape.digitRun >= 11,
};

/**
 * The order matters where patterns overlap: secrets first (their whole value goes), then e-mails
 * (a local part may hold digits), tx hashes before wallets (64 hex digits hold 40), wallets before
 * the digit rules (addresses hold digit runs), IPv4 before phones (dots), order ids before cards (a
 * long order id), cards before phones (a card holds an 11-digit run).
 */
const TEXT_RULES: readonly TextRule[] = [
  SECRET_PAIR,
  EMAIL,
  TX_HASH,
  EVM_ADDRESS,
  BECH32_ADDRESS,
  TRON_ADDRESS,
  LEGACY_ADDRESS,
  IPV4,
  ORDER_IN_TEXT,
  CARD_OR_ID,
  PHONE_INTERNATIONAL,
  PHONE_CHINA_MOBILE,
];

/** One pass of every rule, in order. */
function applyTextRules(text: string): string {
  const shape = shapeOf(text);
  let out = text;
  for (const rule of TEXT_RULES) if (rule.mayMatch(out, shape)) out = out.replace(rule.pattern, rule.replace);
  return out;
}

/**
 * Texts a step is known to leave as they are: each was checked (the step ran on it and changed
 * nothing). A bounded memo, not state: it only saves running that check again, on the same event
 * redacted twice (browser, then server) or on strings that repeat from event to event.
 */
export class FixedPoints {
  private readonly known = new Set<string>();

  constructor(
    private readonly maxEntries = 4096,
    private readonly maxLength = 1024,
  ) {}

  has(text: string): boolean {
    return this.known.has(text);
  }

  add(text: string): void {
    if (text.length > this.maxLength) return;
    if (this.known.size >= this.maxEntries) this.known.clear();
    this.known.add(text);
  }
}

/**
 * Applies `step` until the text stops changing (at most `passes` times). Each pass only hides more,
 * so this settles fast (a second pass usually changes nothing) and makes redaction idempotent even
 * where a later rule's mask gives an earlier one a new boundary. The text it settles on goes into
 * `fixed`, and a text found there is returned at once.
 */
export function untilStable(step: (text: string) => string, text: string, fixed: FixedPoints, passes = 4): string {
  if (fixed.has(text)) return text;
  let current = text;
  for (let pass = 0; pass < passes; pass++) {
    const next = step(current);
    if (next === current) {
      fixed.add(current);
      return current;
    }
    current = next;
  }
  return current;
}

const REDACTED_TEXTS = new FixedPoints();

/** One pass, cut again if it grew past the cap ([Filtered] is longer than a short secret). */
function textStep(text: string): string {
  return capLength(applyTextRules(text));
}

/**
 * Redacts free text (shell §5 "Redaction before sending events"): secrets in `name=value` pairs,
 * e-mails, tx hashes, wallet addresses, IPv4s, order ids, cards and national ids, phone numbers, in
 * that order (see TEXT_RULES). Text beyond {@link MAX_REDACTED_STRING_LENGTH} is cut first.
 */
export function redactText(text: string): string {
  return untilStable(textStep, capLength(text), REDACTED_TEXTS);
}

/** The IPv4 rule alone, for a URL's host (a host name is not personal data, an IP literal is). */
export function redactHost(host: string): string {
  return host.replace(IPV4.pattern, IPV4.replace);
}
