/**
 * Generated requests for every function of the contract (domain/api.ts `apiPaths`), plus unknown
 * paths and wrong methods, as fast-check arbitraries; and the check each answer must pass. Used
 * in-process by functions/fuzz.test.ts (a modest sample in `npm test`) and over HTTP by
 * scripts/bench/fuzz.ts (100,000 requests in `npm run bench`).
 *
 * Valid bodies come from each call's request schema (zod -> JSON Schema, with hints for fields
 * whose shape the JSON Schema loses: emails, URLs, booking slots), so a call added to the
 * contract is fuzzed without touching this file. Every other kind of request starts from such a
 * body and breaks one thing: the JSON itself, the content type, a field's type, a missing or
 * extra field, a huge or strange string, deep nesting, the size, prototype keys, the bearer
 * token, the bytes (invalid UTF-8), the method or the path.
 */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { apiPaths, callMethod, contract, errorResponse, isAdminCall, messages, paymentMessages, sampleDashboardRules, type ApiCall } from '../../domain';
import { bookableDays, slotTimes } from '../../domain/booking';
import { maxRequestBodyBytes } from '../../domain/constants';

export const apiCalls = Object.keys(apiPaths) as ApiCall[];

/** Calls whose body is JSON checked against their request schema. */
export const jsonCalls: ReadonlySet<ApiCall> = new Set(apiCalls.filter((call) => contract[call].request !== null));

/** Documentation addresses (RFC 5737 / RFC 3849) the fuzz presents as its clients. */
const fuzzClientIps = [
  ...Array.from({ length: 24 }, (_, i) => `192.0.2.${i + 1}`),
  ...Array.from({ length: 8 }, (_, i) => `2001:db8::${(i + 1).toString(16)}`),
];

export type Mutation =
  | 'valid'
  | 'malformed-json'
  | 'wrong-content-type'
  | 'wrong-type'
  | 'missing-field'
  | 'extra-field'
  | 'huge-string'
  | 'unicode'
  | 'huge-number'
  | 'deep-nesting'
  | 'oversized-body'
  | 'prototype-keys'
  | 'bad-authorization'
  | 'invalid-utf8'
  | 'random-json'
  | 'empty-body'
  | 'bad-content-length'
  | 'webhook-signature'
  | 'odd-headers'
  | 'wrong-method'
  | 'unknown-path';

export type FuzzBody =
  | { type: 'text'; text: string }
  | { type: 'bytes'; bytes: Uint8Array }
  /** a JSON document of exactly `size` bytes (one long string field), built when sent */
  | { type: 'large'; size: number };

export interface FuzzRequest {
  /** the call the path belongs to; null for a path that is no call */
  call: ApiCall | null;
  mutation: Mutation;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: FuzzBody | null;
  /** sent as a stream, without Content-Length (in-process and where the transport allows) */
  chunked: boolean;
  /** only meaningful in-process: a Content-Length header that does not match the body */
  contentLength?: string;
}

export interface FuzzContext {
  /** the server's clock, for booking slots and webhook timestamps */
  now: () => Date;
  /** the site's origin, for return URLs that are (or are not) on it */
  origin: string;
  /** a live admin session's token: admin calls then get past the auth check and reach their body */
  adminToken?: string;
  /** signs some webhook deliveries, so the event handling behind the signature is reached */
  webhookSecret?: string;
  /** adds X-Forwarded-For from `fuzzClientIps` (the client address in-process, or behind a trusted proxy) */
  clientIps?: boolean;
}

// --- valid bodies from the request schemas ------------------------------------------------------

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const lettersAndDigits = 'abcdefghijklmnopqrstuvwxyz0123456789';
const word = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...lettersAndDigits), minLength: min, maxLength: max });

const emailArb = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(word(1, 12), word(1, 10), fc.constantFrom('com', 'org', 'io', 'test')).map(([local, domain, tld]) => `${local}@${domain}.${tld}`) },
  { weight: 2, arbitrary: fc.constantFrom('visitor@example.com', 'Visitor.Name+tag@Example.COM', ' spaced@example.com ', 'a@b.co') },
  { weight: 1, arbitrary: fc.emailAddress() },
);

function returnUrlArb(ctx: FuzzContext) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('/pricing', '/payment-success', '/ab-testing?plan=pro#top', '/') },
    { weight: 2, arbitrary: fc.constantFrom(`${ctx.origin}/heat-map`, `${ctx.origin}/customer-workflows?x=1`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'https://evil.example/pay',
        '//evil.example/',
        '/\\evil.example',
        'javascript:alert(1)',
        'data:text/html,hi',
        `${ctx.origin.replace(/^https?:/, 'ftp:')}/x`,
        `https://user:pass@${new URL(ctx.origin).host}/`,
        'http://[::1',
      ),
    },
  );
}

/** Any text within bounds: plain, any Unicode, or exactly the longest allowed. */
function textArb(min: number, max: number) {
  const cap = Math.min(max, 80);
  const options = [
    fc.string({ minLength: Math.max(min, 1), maxLength: cap }),
    fc.string({ unit: 'grapheme', minLength: Math.max(min, 1), maxLength: cap }),
  ];
  if (max <= 20_000) options.push(fc.constant('x'.repeat(max)));
  if (min === 0) options.push(fc.constant(''));
  return fc.oneof(...options);
}

function stringArb(schema: JsonSchema, key: string, ctx: FuzzContext): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const now = ctx.now();
  switch (key) {
    case 'email':
      return emailArb;
    case 'successUrl':
    case 'cancelUrl':
    case 'returnUrl':
      return returnUrlArb(ctx);
    case 'url':
      return fc.oneof(fc.webUrl({ validSchemes: ['https', 'http'] }), fc.constantFrom('https://example.com', 'http://localhost/', 'example.com', 'https://xn--r8jz45g.jp/'));
    case 'website_url':
      return fc.oneof(fc.webUrl(), fc.constant(''), textArb(0, max));
    case 'website':
      // the honeypot: people leave it empty; a filled one is answered like a real submission
      return fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constant('http://spam.example') });
    case 'date':
      return fc.oneof(fc.constantFrom(...bookableDays(now, 10)), fc.constantFrom('2020-01-01', '2999-12-31', '2024-02-29'));
    case 'time':
      return fc.oneof(fc.constantFrom(...slotTimes), fc.constantFrom('00:00', '23:59', '12:34'));
    case 'timestamp':
      return fc.date({ min: new Date(now.getTime() - 86_400_000), max: new Date(now.getTime() + 86_400_000), noInvalidDate: true }).map((d) => d.toISOString());
    case 'token':
      return fc.oneof(
        ...(ctx.adminToken ? [fc.constant(ctx.adminToken)] : []),
        fc.string({ unit: fc.constantFrom(...`${lettersAndDigits}ABCDEFGHIJKLMNOPQRSTUVWXYZ-_`), minLength: 43, maxLength: 43 }),
        textArb(1, max),
      );
    case 'ruleId':
      return fc.oneof(fc.constantFrom(...sampleDashboardRules.map((r) => r.id)), textArb(1, max));
  }
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return textArb(min, max);
}

/** An arbitrary for values a JSON Schema (as zod writes it) accepts, with field-name hints. */
function arbitraryFromJsonSchema(schema: JsonSchema, ctx: FuzzContext, key = ''): fc.Arbitrary<unknown> {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryFromJsonSchema(s, ctx, key)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, arbitraryFromJsonSchema(s, ctx, name)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) as never });
    }
    case 'array':
      return fc.array(schema.items ? arbitraryFromJsonSchema(schema.items, ctx, key) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: schema.maxItems ?? 5,
      });
    case 'string':
      return stringArb(schema, key, ctx);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

const bodySchemas = new Map<ApiCall, JsonSchema>();
function requestJsonSchema(call: ApiCall): JsonSchema | null {
  const schema = contract[call].request;
  if (!schema) return null;
  if (!bodySchemas.has(call)) bodySchemas.set(call, jsonSchemaOf(schema));
  return bodySchemas.get(call)!;
}

const validBodies = new WeakMap<FuzzContext, Map<ApiCall, fc.Arbitrary<Record<string, unknown>>>>();

/** A body the call's schema accepts (mostly: hints such as emails are not all valid). Built once per call and context. */
function validBodyArb(call: ApiCall, ctx: FuzzContext): fc.Arbitrary<Record<string, unknown>> {
  let byCall = validBodies.get(ctx);
  if (!byCall) validBodies.set(ctx, (byCall = new Map()));
  let arb = byCall.get(call);
  if (!arb) {
    const schema = requestJsonSchema(call);
    arb = schema ? (arbitraryFromJsonSchema(schema, ctx) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});
    byCall.set(call, arb);
  }
  return arb;
}

// --- breaking one thing ---------------------------------------------------------------------------

/** Replaced in the JSON text by a literal JSON.stringify cannot write (1e400, -0...). */
const rawMarker = '\u0000fuzz-raw\u0000';
function withRaw(value: unknown, raw: string): string {
  return JSON.stringify(value).replace(JSON.stringify(rawMarker), raw);
}

/** Paths to every value inside a body (objects and arrays), the body itself excluded. */
function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
  }
  return [];
}

function setAt(root: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

function deleteAt(root: unknown, path: Array<string | number>): unknown {
  const copy = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  if (Array.isArray(node)) node.splice(Number(path.at(-1)), 1);
  else delete node[path.at(-1)!];
  return copy;
}

/** `value` at the `index`-th place in the body (modulo), or instead of the body when it has no fields. */
function replaceAt(body: unknown, index: number, value: unknown): unknown {
  const paths = pathsOf(body);
  return paths.length === 0 ? value : setAt(body, paths[index % paths.length]!, value);
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** Paths to the string values of a body. */
function stringPaths(body: unknown) {
  return pathsOf(body).filter((p) => {
    let node: unknown = body;
    for (const step of p) node = (node as Record<string | number, unknown>)[step];
    return typeof node === 'string';
  });
}

/** Fields with a format or a closed list of values (everything else is free text). */
const formattedFields = new Set([
  'email', 'url', 'date', 'time', 'timestamp', 'token', 'sessionId', 'successUrl', 'cancelUrl', 'returnUrl',
  'priceId', 'planType', 'mode', 'interest', 'plan', 'kind', 'context', 'role', 'action', 'timeframe', 'website',
]);

/** Text PostgreSQL refuses (NUL) or that is not Unicode (unpaired surrogates). */
export const unstorableStrings = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d', 'ok\udc00'];

const strangeStrings = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202eevil\u202c',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🤠🇺🇸',
  'e\u0301\u0301\u0301\u0301',
  '\ufeffbom',
  '\uffff\ufffe',
  '\u2028\u2029',
  'İstanbul ǅ ß ﬁ',
  '\u001b[31mred\u001b[0m',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00%ff',
  '${jndi:ldap://x}',
  '\\u0000',
  ' \t\n ',
];

const wrongTypeValues: unknown[] = [0, -1, 1.5, true, false, null, [], {}, [1, 'a'], { a: 1 }, '', 'text', 1e21];

const hugeNumbers = ['1e400', '-1e400', '1e-400', '-0', '9007199254740993', '123456789012345678901234567890', '1E+308', '0.000000000000000000001'];

const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'then'];
/** What a prototype key is given: if Object.prototype ever gets `polluted`, a test sees it. */
const pollution = '{"polluted":"yes","isAdmin":true,"prototype":{"polluted":"yes"}}';

/** Inserts `"key": value` as the first member of the first object in the JSON text. */
function insertMember(json: string, key: string, rawValue: string): string {
  const at = json.indexOf('{');
  if (at === -1) return `{${JSON.stringify(key)}:${rawValue}}`;
  const rest = json.slice(at + 1);
  return `${json.slice(0, at + 1)}${JSON.stringify(key)}:${rawValue}${rest.trimStart().startsWith('}') ? '' : ','}${rest}`;
}

function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

const authorizationValues = [
  'Bearer',
  'Bearer ',
  'Bearer  ',
  'bearer abc',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer a b',
  'Bearer \tabc',
  `Bearer ${'A'.repeat(43)}`,
  `Bearer ${'x'.repeat(8000)}`,
  "Bearer ' or 1=1 --",
  'Bearer \u00ff\u00fe\u00e9',
  'Token abc',
  'Bearer null',
  'Bearer undefined',
  'Bearer ../../etc/passwd',
];

const contentTypes = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/jsonx',
  'json',
  'application/xml',
  '*/*',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  `application/json; ${'x'.repeat(3000)}=1`,
  '',
];

const invalidUtf8: number[][] = [
  [0xff],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0x80],
  [0xc3],
  [0xfe, 0xff],
];

const otherMethods = ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'POST'];

function unknownPaths(): fc.Arbitrary<string> {
  const call = fc.constantFrom(...Object.values(apiPaths));
  return fc.oneof(
    fc.constantFrom(
      '/api',
      '/api/',
      '/functions',
      '/functions/v1',
      '/functions/v1/',
      '/api/..%2f..%2fetc%2fpasswd',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/functions/v1/contact%00',
      '/api/%ZZ',
      '/api/\u00e9t\u00e9',
      '/functions/v2/contact',
      '/api/create-payment/../../.env',
      `/api/${'a'.repeat(4000)}`,
    ),
    call.map((p) => `${p}/`),
    call.map((p) => `${p}/extra`),
    call.map((p) => p.replace(/^\/(api|functions)/, '/$1/v9')),
    fc.tuple(fc.constantFrom('/api/', '/functions/v1/'), word(1, 30)).map(([prefix, name]) => `${prefix}${name}`),
  );
}

// --- putting a request together -----------------------------------------------------------------

function baseHeaders(call: ApiCall, ctx: FuzzContext): fc.Arbitrary<Record<string, string>> {
  const auth =
    isAdminCall(call) && ctx.adminToken
      ? // the fuzz's own session must survive: logout only ever gets a stranger's token
        call === 'adminLogout'
        ? fc.constant<string | null>(`Bearer ${'B'.repeat(43)}`)
        : fc.oneof({ weight: 6, arbitrary: fc.constant<string | null>(`Bearer ${ctx.adminToken}`) }, { weight: 1, arbitrary: fc.constant<string | null>(null) })
      : fc.constant<string | null>(null);
  const ip = ctx.clientIps ? fc.constantFrom(...fuzzClientIps) : fc.constant(null);
  return fc.tuple(auth, ip).map(([authorization, address]) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (authorization) headers.authorization = authorization;
    if (address) headers['x-forwarded-for'] = address;
    return headers;
  });
}

const text = (value: string): FuzzBody => ({ type: 'text', text: value });

function make(call: ApiCall, mutation: Mutation, headers: Record<string, string>, body: FuzzBody | null, extra: Partial<FuzzRequest> = {}): FuzzRequest {
  const method = callMethod(call);
  return { call, mutation, method, path: apiPaths[call], headers, body: method === 'GET' ? null : body, chunked: false, ...extra };
}

interface Base {
  call: ApiCall;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A call with its usual headers and a valid body: what every mutation starts from. */
function basesFor(ctx: FuzzContext, calls: readonly ApiCall[]): fc.Arbitrary<Base> {
  return fc.oneof(
    ...calls.map((call) => fc.tuple(baseHeaders(call, ctx), validBodyArb(call, ctx)).map(([headers, body]): Base => ({ call, headers, body }))),
  );
}

/**
 * One kind of request: a base and a choice drawn independently (no `chain`, so generating is
 * cheap and shrinking works); choices that depend on the body are indexes taken modulo.
 */
function mutation<T>(bases: fc.Arbitrary<Base>, choice: fc.Arbitrary<T>, build: (base: Base, choice: T) => FuzzRequest): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(bases, choice).map(([base, c]) => build(base, c));
}

function signature(secret: string, payload: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

function webhookRequests(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const anything = fc.jsonValue();
  const object = fc.record(
    {
      id: fc.oneof(fc.constant('sub_fuzz'), fc.string(), anything),
      mode: fc.oneof(fc.constant('subscription'), anything),
      subscription: fc.oneof(fc.constant('sub_fuzz'), fc.record({ id: anything }), anything),
      customer: fc.oneof(fc.constant('cus_fuzz'), anything),
      payment_status: fc.oneof(fc.constantFrom('paid', 'unpaid'), anything),
      amount_total: fc.oneof(fc.integer(), anything, fc.constant(1e300)),
      status: fc.oneof(fc.constantFrom('active', 'canceled'), anything),
      metadata: fc.oneof(fc.record({ lookup_key: anything }), anything),
      customer_details: fc.oneof(fc.record({ email: anything, name: anything }), anything),
      items: fc.oneof(
        fc.record({
          data: fc.array(fc.record({ price: fc.oneof(fc.record({ unit_amount: anything, lookup_key: anything }), anything), quantity: anything, current_period_end: anything }), {
            maxLength: 3,
          }),
        }),
        anything,
      ),
    },
    { requiredKeys: [] },
  );
  const event = fc.record(
    {
      id: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }).map((s) => `evt_${s}`), anything),
      type: fc.oneof(fc.constantFrom('checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'invoice.paid'), anything),
      created: fc.oneof(fc.integer({ min: 0, max: 2_000_000_000 }), anything, fc.constant(1e300)),
      data: fc.oneof(fc.record({ object }), anything),
    },
    { requiredKeys: [] },
  );
  const payload = fc.oneof(event.map((e) => JSON.stringify(e)), anything.map((v) => JSON.stringify(v)), fc.constantFrom('', '{', 'not json', nested(5000, 'array')));
  const oddSignatures = ['t=abc', 'v1=', 't=1,v1=1,v0=2', 'x'.repeat(5000), 't=,v1=,', ' , ', 't=99999999999999999999,v1=00'];
  return fc.tuple(baseHeaders('stripeWebhook', ctx), payload, fc.integer({ min: 0, max: 5 }), fc.constantFrom(...oddSignatures)).map(([headers, body, choice, odd]) => {
    const h = { ...headers };
    if (ctx.webhookSecret && choice <= 2) h['stripe-signature'] = signature(ctx.webhookSecret, body, ctx.now());
    else if (choice === 3) h['stripe-signature'] = `t=${Math.floor(ctx.now().getTime() / 1000)},v1=${'0'.repeat(64)}`;
    else if (choice === 4) h['stripe-signature'] = odd;
    return make('stripeWebhook', 'webhook-signature', h, text(body));
  });
}

/**
 * A body with strange text (RTL, emoji, NUL, unpaired surrogates...) in one string field, free
 * text first (a strange email or enum is refused by its format before anything stores it); a
 * short value gets the text appended, so the rest of the body stays valid.
 */
export function unicodeRequestArb(ctx: FuzzContext, calls: readonly ApiCall[] = apiCalls, strings?: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const odd = strings
    ? fc.constantFrom(...strings)
    : fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...unstorableStrings) },
        { weight: 3, arbitrary: fc.constantFrom(...strangeStrings) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
      );
  return mutation(basesFor(ctx, calls), fc.tuple(fc.nat(), odd), ({ call, headers, body }, [index, s]) => {
    const all = stringPaths(body);
    const free = all.filter((p) => !formattedFields.has(String(p.at(-1))));
    const paths = free.length > 0 ? free : all;
    if (paths.length === 0) return make(call, 'unicode', headers, text(JSON.stringify({ [s]: s })));
    const path = pick(paths, index);
    let node: unknown = body;
    for (const step of path) node = (node as Record<string | number, unknown>)[step];
    const current = String(node);
    const value = current.trim() !== '' && current.length < 40 ? `${current}${s}` : s;
    return make(call, 'unicode', headers, text(JSON.stringify(setAt(body, path, value))));
  });
}

const malformedTexts = ['', '{', '{"a":', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '[1,2', '{}x', '{"a":1}{"b":2}', 'nul', '"unterminated', '{"a":"\\x41"}', '{"a":01}'];
const oddHeaderNames = ['x-forwarded-for', 'x-client-ip', 'user-agent', 'origin', 'accept', 'cookie', 'referer', 'host-override', 'x-http-method-override'];
const oddHeaderValues = ['', 'unknown', '::1', '999.999.999.999', '127.0.0.1, 10.0.0.1, ', ', , ,', 'DELETE', 'null', 'https://evil.example', '\u00e9\u00ff', 'a'.repeat(8000)];
const badContentLengths = ['abc', '-1', '1e3', '99999999999999999999', '0', '1', ' 12', '0x10'];

/** Every kind of request, weighted so that a few thousand cover each kind for each call. */
export function fuzzRequestArb(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const bases = basesFor(ctx, apiCalls);
  const json = (body: unknown) => text(JSON.stringify(body) ?? 'null');

  const valid = mutation(bases, fc.constant(null), ({ call, headers, body }) => make(call, 'valid', headers, json(body)));

  const notJson = fc
    .string()
    .map((t) => `{${t}`)
    .filter((t) => {
      try {
        JSON.parse(t);
        return false;
      } catch {
        return true;
      }
    });
  const malformed = mutation(
    bases,
    fc.oneof(fc.constantFrom(...malformedTexts).map((t) => ({ t, cut: -1 })), fc.nat().map((cut) => ({ t: '', cut })), notJson.map((t) => ({ t, cut: -1 }))),
    ({ call, headers, body }, { t, cut }) => {
      const whole = JSON.stringify(body);
      // a valid body cut short is never valid JSON
      return make(call, 'malformed-json', headers, text(cut >= 0 ? whole.slice(0, cut % whole.length) : t));
    },
  );

  const wrongContentType = mutation(bases, fc.constantFrom(...contentTypes), ({ call, headers, body }, type) => {
    const h = { ...headers };
    if (type === '') delete h['content-type'];
    else h['content-type'] = type;
    return make(call, 'wrong-content-type', h, json(body));
  });

  const wrongType = mutation(bases, fc.tuple(fc.nat(), fc.constantFrom(...wrongTypeValues), fc.boolean()), ({ call, headers, body }, [index, value, whole]) =>
    make(call, 'wrong-type', headers, json(whole ? value : replaceAt(body, index, value))),
  );

  const missingField = mutation(bases, fc.nat(), ({ call, headers, body }, index) => {
    const paths = pathsOf(body);
    return make(call, 'missing-field', headers, json(paths.length === 0 ? {} : deleteAt(body, pick(paths, index))));
  });

  const extraField = mutation(
    bases,
    fc.tuple(fc.oneof(fc.string(), fc.constantFrom('admin', 'role', 'price', 'amount', 'id', 'isAdmin')), fc.jsonValue(), fc.nat()),
    ({ call, headers, body }, [key, value, index]) => {
      // on the body itself or inside one of its objects (user_data, a history item)
      const objects = [[], ...pathsOf(body).filter((p) => typeof p.at(-1) === 'string').map((p) => p.slice(0, -1))];
      const target = pick(objects, index);
      const extended = target.length === 0 ? { ...body, [key]: value } : setAt(body, [...target, key], value);
      return make(call, 'extra-field', headers, json(extended));
    },
  );

  const hugeString = mutation(
    bases,
    fc.tuple(fc.constantFrom(201, 2_049, 5_001, 20_000, maxRequestBodyBytes - 200, maxRequestBodyBytes), fc.constantFrom('a', ' ', 'é', '😀', '\u0000', '\\'), fc.nat()),
    ({ call, headers, body }, [size, char, index]) => {
      const value = char.repeat(Math.ceil(size / char.length)).slice(0, size);
      const paths = stringPaths(body);
      return make(call, 'huge-string', headers, json(paths.length ? setAt(body, pick(paths, index), value) : { message: value }));
    },
  );

  const unicode = unicodeRequestArb(ctx);

  const hugeNumber = mutation(bases, fc.tuple(fc.constantFrom(...hugeNumbers), fc.boolean(), fc.nat()), ({ call, headers, body }, [raw, whole, index]) =>
    make(call, 'huge-number', headers, text(withRaw(whole ? rawMarker : replaceAt(body, index, rawMarker), raw))),
  );

  const deepNesting = mutation(
    bases,
    fc.tuple(fc.constantFrom(100, 1_000, 10_000, 30_000), fc.constantFrom<'array' | 'object'>('array', 'object'), fc.boolean(), fc.nat()),
    ({ call, headers, body }, [depth, kind, whole, index]) => {
      const deep = nested(kind === 'object' ? Math.min(depth, 12_000) : depth, kind);
      return make(call, 'deep-nesting', headers, text(whole ? deep : withRaw(replaceAt(body, index, rawMarker), deep)));
    },
  );

  const oversized = mutation(bases, fc.tuple(fc.constantFrom(maxRequestBodyBytes + 1, 600 * 1024, 2 * 1024 * 1024), fc.boolean()), ({ call, headers }, [size, chunked]) =>
    make(call, 'oversized-body', headers, { type: 'large', size }, { chunked }),
  );

  const prototypeKeysArb = mutation(bases, fc.tuple(fc.constantFrom(...prototypeKeys), fc.boolean()), ({ call, headers, body }, [key, nestedInside]) => {
    const whole = JSON.stringify(body);
    // a nested object (user_data, a history item) when there is one, else the body itself
    const inner = nestedInside ? whole.indexOf('{', 1) : -1;
    const out = inner > 0 ? whole.slice(0, inner) + insertMember(whole.slice(inner), key, pollution) : insertMember(whole, key, pollution);
    return make(call, 'prototype-keys', headers, text(out));
  });

  const badAuthorization = mutation(bases, fc.constantFrom(...authorizationValues), ({ call, headers, body }, value) =>
    make(call, 'bad-authorization', { ...headers, authorization: value }, json(body)),
  );

  const invalidBytes = mutation(bases, fc.tuple(fc.constantFrom(...invalidUtf8), fc.nat()), ({ call, headers, body }, [bad, at]) => {
    const encoded = new TextEncoder().encode(JSON.stringify(body));
    // inside the first string value when there is one, else anywhere
    const quote = encoded.indexOf(0x22, encoded.indexOf(0x3a) + 1);
    const i = quote > 0 ? quote + 1 : at % (encoded.length + 1);
    return make(call, 'invalid-utf8', headers, { type: 'bytes', bytes: new Uint8Array([...encoded.slice(0, i), ...bad, ...encoded.slice(i)]) });
  });

  const randomJson = mutation(bases, fc.jsonValue(), ({ call, headers }, value) => make(call, 'random-json', headers, json(value)));

  const emptyBody = mutation(bases, fc.boolean(), ({ call, headers }, none) => make(call, 'empty-body', headers, none ? null : text('')));

  const badContentLength = mutation(bases, fc.constantFrom(...badContentLengths), ({ call, headers, body }, value) =>
    make(call, 'bad-content-length', headers, json(body), { contentLength: value }),
  );

  const oddHeaders = mutation(
    bases,
    fc.tuple(fc.constantFrom(...oddHeaderNames), fc.oneof(fc.constantFrom(...oddHeaderValues), fc.string({ unit: fc.constantFrom(...'abc,. :;=/\\"\'<>!#$%&*'.split('')), maxLength: 200 }))),
    ({ call, headers, body }, [name, value]) => make(call, 'odd-headers', { ...headers, [name]: value }, json(body)),
  );

  const wrongMethod = mutation(bases, fc.nat(), ({ call, headers, body }, index) => {
    const method = pick(
      otherMethods.filter((m) => m !== callMethod(call) && !(callMethod(call) === 'GET' && m === 'HEAD')),
      index,
    );
    return { ...make(call, 'wrong-method', headers, null), method, body: method === 'GET' || method === 'HEAD' ? null : json(body) };
  });

  const unknownPath = fc.tuple(unknownPaths(), fc.constantFrom(...otherMethods), fc.jsonValue()).map(
    ([path, method, value]): FuzzRequest => ({
      call: null,
      mutation: 'unknown-path',
      method,
      path,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' || method === 'HEAD' ? null : json(value),
      chunked: false,
    }),
  );

  return fc.oneof(
    { weight: 8, arbitrary: valid },
    { weight: 3, arbitrary: malformed },
    { weight: 2, arbitrary: wrongContentType },
    { weight: 4, arbitrary: wrongType },
    { weight: 3, arbitrary: missingField },
    { weight: 3, arbitrary: extraField },
    { weight: 2, arbitrary: hugeString },
    { weight: 5, arbitrary: unicode },
    { weight: 2, arbitrary: hugeNumber },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: oversized },
    { weight: 2, arbitrary: prototypeKeysArb },
    { weight: 2, arbitrary: badAuthorization },
    { weight: 2, arbitrary: invalidBytes },
    { weight: 2, arbitrary: randomJson },
    { weight: 1, arbitrary: emptyBody },
    { weight: 1, arbitrary: badContentLength },
    { weight: 2, arbitrary: webhookRequests(ctx) },
    { weight: 2, arbitrary: oddHeaders },
    { weight: 2, arbitrary: wrongMethod },
    { weight: 2, arbitrary: unknownPath },
  );
}

// --- sending -------------------------------------------------------------------------------------

const largeBodies = new Map<number, Uint8Array>();
/** `{"message":"aaa..."}` of exactly `size` bytes (made once per size). */
function largeBody(size: number): Uint8Array {
  let bytes = largeBodies.get(size);
  if (!bytes) {
    const head = '{"message":"';
    const tail = '"}';
    bytes = new TextEncoder().encode(head + 'a'.repeat(Math.max(0, size - head.length - tail.length)) + tail);
    largeBodies.set(size, bytes);
  }
  return bytes;
}

function bodyBytes(body: FuzzBody): Uint8Array | string {
  if (body.type === 'text') return body.text;
  if (body.type === 'bytes') return body.bytes;
  return largeBody(body.size);
}

function streamOf(data: Uint8Array | string): ReadableStream<Uint8Array> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

/**
 * The request as a `Request`. `inProcess` keeps what only an in-process call can carry (a
 * Content-Length that lies); over HTTP the transport computes Content-Length itself.
 */
/** One line for a report: method, path, kind, headers and the start of the body. */
export function describeFuzzRequest(req: FuzzRequest, max = 300): string {
  const body = !req.body ? '' : req.body.type === 'text' ? req.body.text : req.body.type === 'bytes' ? `<${req.body.bytes.length} bytes, not UTF-8>` : `<${req.body.size} bytes>`;
  const clip = (t: string) => (t.length > max ? `${t.slice(0, max)}… (${t.length} chars)` : t);
  return `${req.method} ${req.path} [${req.mutation}${req.chunked ? ', chunked' : ''}${req.contentLength !== undefined ? `, Content-Length: ${req.contentLength}` : ''}] ${clip(JSON.stringify(req.headers))} ${clip(body)}`;
}

export function toRequest(req: FuzzRequest, baseUrl: string, options: { inProcess: boolean }): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) headers.set(name, value);
  const data = req.body ? bodyBytes(req.body) : null;
  if (options.inProcess && req.contentLength !== undefined) headers.set('content-length', req.contentLength);
  else if (options.inProcess && data !== null && !req.chunked) {
    headers.set('content-length', String(typeof data === 'string' ? new TextEncoder().encode(data).byteLength : data.byteLength));
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers };
  if (data !== null && req.method !== 'GET' && req.method !== 'HEAD') {
    if (req.chunked) {
      init.body = streamOf(data);
      init.duplex = 'half';
    } else {
      init.body = data as BodyInit;
    }
  }
  return new Request(new URL(req.path, baseUrl).href, init);
}

// --- what every answer must be -----------------------------------------------------------------

export interface FuzzAnswer {
  status: number;
  headers: Headers;
  /** the body as text (empty for HEAD) */
  body: string;
}

/**
 * The 503 answers api.md documents for a dependency that is not configured or not reachable
 * (Stripe, the model). Anything else at 5xx is a server error.
 */
export const documentedUnavailable: Partial<Record<ApiCall, readonly string[]>> = {
  createPayment: [messages.paymentsNotConfigured, messages.checkoutFailed],
  createWorkflowSubscription: [messages.paymentsNotConfigured, messages.checkoutFailed],
  stripeWebhook: [messages.paymentsNotConfigured],
  checkoutSession: [messages.paymentsNotConfigured, paymentMessages.providerUnavailable],
  billingPortal: [messages.paymentsNotConfigured, paymentMessages.providerUnavailable],
  openaiAssistant: [messages.assistantModelUnavailable],
};

/** Whether the path, once a URL parser has resolved `..` and `%2e%2e`, is under /api or /functions. */
const isApiPath = (path: string) => /^\/(api|functions)(\/|$)/.test(new URL(path, 'http://x').pathname);

function errorMessageOf(answer: FuzzAnswer): string | null {
  try {
    const parsed = errorResponse.safeParse(JSON.parse(answer.body));
    return parsed.success ? parsed.data.error : null;
  } catch {
    return null;
  }
}

/** A 5xx that api.md does not document for this call (given which 503 messages are allowed). */
export function isServerError(req: FuzzRequest, answer: Pick<FuzzAnswer, 'status' | 'body'>, allowed503: Partial<Record<ApiCall, readonly string[]>> = documentedUnavailable): boolean {
  if (answer.status < 500) return false;
  if (answer.status !== 503 || !req.call) return true;
  const message = errorMessageOf({ ...answer, headers: new Headers() });
  return !(message !== null && (allowed503[req.call] ?? []).includes(message));
}

export interface CheckOptions {
  /** 503 messages allowed per call (default: the documented "not configured/unreachable" ones) */
  allowed503?: Partial<Record<ApiCall, readonly string[]>>;
  /** the live admin token the requests were made with (a valid admin body then must not be a 401) */
  adminToken?: string;
}

/** Calls that check more than the schema (return URLs on the site, a bookable slot): a valid body can still be a 400. */
const semanticallyCheckedCalls: ReadonlySet<ApiCall> = new Set<ApiCall>([
  'createPayment',
  'createWorkflowSubscription',
  'billingPortal',
  'booking',
  // a TOTP code that is not the app's, a passkey answer that does not verify
  'adminSecondFactor',
  'adminLoginSecondFactor',
]);

/**
 * What is wrong with an answer, if anything: a 5xx api.md does not document; a function's answer
 * that is not JSON; an error body not of the contract's `{ error, fields? }` shape; a 2xx body not
 * of the call's response schema; a wrong method without 405; an unknown path without 404; a
 * request the checks must refuse (bad JSON, type, size, bytes) answered with anything but its 4xx;
 * the security headers missing.
 */
export function problemsWith(req: FuzzRequest, answer: FuzzAnswer, options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const { status } = answer;
  if (isServerError(req, answer, options.allowed503)) problems.push(`server error ${status}: ${answer.body.slice(0, 200)}`);
  if (answer.headers.get('x-content-type-options') !== 'nosniff' || !answer.headers.get('content-security-policy')) problems.push('security headers missing');
  if (!isApiPath(req.path)) return problems;

  if (req.method !== 'HEAD') {
    if (!/^application\/json\b/.test(answer.headers.get('content-type') ?? '')) problems.push(`not JSON: ${answer.headers.get('content-type')}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      problems.push(`body is not JSON: ${answer.body.slice(0, 100)}`);
    }
    if (parsed !== undefined) {
      if (status >= 400 && !errorResponse.safeParse(parsed).success) problems.push(`error body not { error }: ${answer.body.slice(0, 200)}`);
      if (status >= 200 && status < 300 && req.call && req.mutation !== 'wrong-method') {
        const check = contract[req.call].response.safeParse(parsed);
        if (!check.success) problems.push(`2xx body not the contract's response: ${check.error.issues[0]?.message}`);
      }
    }
  }

  const expect = (allowed: number[], why: string) => {
    if (!allowed.includes(status)) problems.push(`${why}: expected ${allowed.join('/')}, got ${status}`);
  };
  if (req.call === null) {
    expect([404], 'unknown path');
    return problems;
  }
  if (req.mutation === 'wrong-method') {
    expect([405], 'wrong method');
    if (status === 405 && !answer.headers.get('allow')) problems.push('405 without Allow');
    return problems;
  }
  // Admin calls check the session before the body; a refused body can also be a 401 there.
  const auth = isAdminCall(req.call) ? [401] : [];
  if (req.mutation === 'valid' && isValidForSchema(req)) {
    const signedIn = !isAdminCall(req.call) || (options.adminToken !== undefined && req.headers.authorization === `Bearer ${options.adminToken}`);
    if (status === 413 || status === 415) problems.push(`a valid body refused with ${status}`);
    // a sign-in's wrong password, or a second factor for a pending sign-in that does not exist
    if (status === 401 && signedIn && req.call !== 'adminLogin' && req.call !== 'adminLoginSecondFactor') problems.push('a valid admin request refused with 401');
    if (status === 400 && !semanticallyCheckedCalls.has(req.call)) problems.push(`a valid body refused with 400: ${answer.body.slice(0, 200)}`);
  }
  if (jsonCalls.has(req.call)) {
    const json = /^application\/(json|[^;]*\+json)\s*(;|$)/i.test((req.headers['content-type'] ?? '').trim());
    if (req.mutation === 'wrong-content-type' && !json) expect([415, ...auth], 'wrong content type');
    if (json) {
      if (req.mutation === 'oversized-body') expect([413, ...auth], 'oversized body');
      if (req.mutation === 'invalid-utf8' || req.mutation === 'malformed-json') expect([400, ...auth], req.mutation);
      // deep nesting inside a body is also often beyond the size limit
      if (req.mutation === 'deep-nesting') expect([400, 413, ...auth], req.mutation);
    }
  }
  return problems;
}

/** True when a body the schema accepts was sent the way the contract asks. */
export function isValidForSchema(req: FuzzRequest): boolean {
  if (!req.call || !jsonCalls.has(req.call) || req.body?.type !== 'text' || req.method !== callMethod(req.call)) return false;
  try {
    return contract[req.call].request!.safeParse(JSON.parse(req.body.text)).success;
  } catch {
    return false;
  }
}
