/**
 * One check of one site (issue 33, "Checks"): a GET over node:http/https with a deadline for the
 * whole check, redirects followed by hand (at most 5), at most 256 KB of body read, an honest
 * User-Agent, and a diagnosed cause when it fails.
 *
 * Safety: the address is checked where the socket gets it. A literal IP in the URL is checked
 * before any request is made; a name is resolved by the `lookup` handed to the socket, which
 * refuses forbidden addresses before the socket connects, so a DNS answer that changes between
 * two lookups (rebinding) cannot slip past. Each redirect is a new request through the same path.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { monitoringDefaults, type CheckCause } from '../../domain';
import { isForbiddenAddress } from './addresses';

/** The shape of `dns.lookup` with `{ all: true }`, which tests replace. */
export type Lookup = (hostname: string, options: LookupOptions & { all: true }, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

export interface CheckOptions {
  timeoutMs?: number;
  maxRedirects?: number;
  maxBodyBytes?: number;
  expectedStatus?: readonly (readonly [number, number])[];
  keyword?: string | null;
  slowThresholdMs?: number;
  /** MONITOR_ALLOW_PRIVATE=1: tests and local development only */
  allowPrivate?: boolean;
  /** tests: single addresses let through despite the rules (the test site's own loopback) */
  permit?: (address: string) => boolean;
  lookup?: Lookup;
  userAgent: string;
  /** extra trusted certificates (tests' own authority) */
  ca?: string | Buffer;
  now?: () => Date;
}

export interface CheckResult {
  ok: boolean;
  cause: CheckCause | null;
  statusCode: number | null;
  totalMs: number | null;
  ttfbMs: number | null;
  keywordFound: boolean | null;
  /** answered well, but slower than the threshold */
  slow: boolean;
  tls: { valid: boolean; issuer: string | null; expiresAt: Date } | null;
  detail: string;
  /** the address that answered last (after redirects) */
  finalUrl: string;
}

export const monitorUserAgent = (siteOrigin: string | undefined): string =>
  `LoneStarWebStudio-Monitor/1.0 (+${siteOrigin ?? 'https://www.lonestarweb.studio'})`;

class BlockedAddressError extends Error {
  readonly code = 'EMONITORBLOCKED';
  constructor(host: string, address: string) {
    super(`${host} leads to ${address}, a private or local address, which is never checked`);
  }
}

class CheckTimeoutError extends Error {
  readonly code = 'EMONITORTIMEOUT';
}

const defaultLookup: Lookup = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/** The lookup the socket uses: every resolved address is checked before the socket may connect. */
function guardedLookup(lookup: Lookup, refused: (address: string) => boolean) {
  return (hostname: string, options: LookupOptions, callback: (...args: unknown[]) => void) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }));
      const blocked = addresses.find((a) => refused(a.address));
      if (blocked) return callback(new BlockedAddressError(hostname, blocked.address));
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const tlsInvalidCodes = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
  'CERT_SIGNATURE_FAILURE',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'HOSTNAME_MISMATCH',
]);

function causeOf(error: NodeJS.ErrnoException): CheckCause {
  const code = error.code ?? '';
  if (code === 'EMONITORBLOCKED') return 'blocked';
  if (code === 'EMONITORTIMEOUT' || code === 'ETIMEDOUT') return 'timeout';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_FAIL' || code === 'ENODATA') return 'dns';
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'CERT_HAS_EXPIRED') return 'tls_expired';
  if (tlsInvalidCodes.has(code) || code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS')) return 'tls_invalid';
  return 'connection';
}

interface Hop {
  statusCode: number;
  location: string | undefined;
  body: Buffer;
  ttfbMs: number;
  tls: CheckResult['tls'];
  tlsError: string | null;
}

function requestOnce(url: URL, options: Omit<CheckOptions, 'lookup'> & { deadline: AbortSignal; started: number; lookup: ReturnType<typeof guardedLookup> }): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const module = url.protocol === 'https:' ? https : http;
    const request = module.request(url, {
      method: 'GET',
      headers: { 'User-Agent': options.userAgent, Accept: 'text/html,*/*;q=0.8', 'Accept-Encoding': 'identity' },
      agent: false,
      lookup: options.lookup as never,
      signal: options.deadline,
      // The certificate is judged below (and recorded), not refused by the socket, so a bad one
      // is diagnosed rather than reported as a bare connection error.
      rejectUnauthorized: false,
      ca: options.ca,
    });
    request.on('error', (error: NodeJS.ErrnoException) => reject(error.name === 'AbortError' ? (options.deadline.reason as Error) : error));
    request.on('response', (response) => {
      const ttfbMs = Math.round(performance.now() - options.started);
      let tls: CheckResult['tls'] = null;
      let tlsError: string | null = null;
      const socket = response.socket as TLSSocket;
      if (url.protocol === 'https:' && typeof socket.getPeerCertificate === 'function') {
        const cert = socket.getPeerCertificate();
        if (cert && cert.valid_to) {
          const expiresAt = new Date(cert.valid_to);
          tlsError = socket.authorized ? null : String(socket.authorizationError ?? 'UNABLE_TO_VERIFY_LEAF_SIGNATURE');
          if (!tlsError && expiresAt.getTime() <= (options.now?.() ?? new Date()).getTime()) tlsError = 'CERT_HAS_EXPIRED';
          const issuer = cert.issuer?.O ?? cert.issuer?.CN;
          tls = { valid: tlsError === null, issuer: (Array.isArray(issuer) ? issuer[0] : issuer) ?? null, expiresAt };
        }
      }
      const statusCode = response.statusCode ?? 0;
      const isRedirect = [301, 302, 303, 307, 308].includes(statusCode) && typeof response.headers.location === 'string';
      const max = options.maxBodyBytes ?? monitoringDefaults.maxBodyBytes;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => resolve({ statusCode, location: isRedirect ? response.headers.location : undefined, body: Buffer.concat(chunks), ttfbMs, tls, tlsError });
      if (isRedirect || tlsError) {
        response.destroy();
        return done();
      }
      response.on('data', (chunk: Buffer) => {
        const room = max - size;
        chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
        size += Math.min(chunk.length, room);
        if (size >= max) {
          // Enough read: the rest of the page is not needed to judge it.
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', (error: NodeJS.ErrnoException) => (size >= max ? done() : reject(error.name === 'AbortError' ? (options.deadline.reason as Error) : error)));
    });
    request.end();
  });
}

const inRanges = (status: number, ranges: readonly (readonly [number, number])[]) => ranges.some(([from, to]) => status >= from && status <= to);

/** Checks `target` once. Never throws: every failure is a result with its cause. */
export async function checkSite(target: string, options: CheckOptions): Promise<CheckResult> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? monitoringDefaults.timeoutMs;
  const maxRedirects = options.maxRedirects ?? monitoringDefaults.maxRedirects;
  const ranges = options.expectedStatus ?? monitoringDefaults.expectedStatus;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new CheckTimeoutError(`no complete answer within ${timeoutMs} ms`)), timeoutMs);
  const refused = (address: string) => options.allowPrivate !== true && isForbiddenAddress(address) && options.permit?.(address) !== true;
  const lookup = guardedLookup(options.lookup ?? defaultLookup, refused);
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  let lastTls: CheckResult['tls'] = null;
  const fail = (cause: CheckCause, detail: string, extra: Partial<CheckResult> = {}): CheckResult => ({
    ok: false,
    cause,
    statusCode: null,
    totalMs: null,
    ttfbMs: null,
    keywordFound: null,
    slow: false,
    tls: lastTls,
    detail,
    finalUrl: url?.href ?? target,
    ...extra,
  });
  try {
    try {
      url = new URL(target);
    } catch {
      return fail('connection', 'not a valid address');
    }
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('connection', `a redirect to ${url.protocol} is not followed`);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      // A literal address never goes through the lookup, so it is judged here, before any socket.
      if (isIP(host) && refused(host)) {
        return fail('blocked', `${host} is a private or local address, which is never checked`);
      }
      let answer: Hop;
      try {
        answer = await requestOnce(url, { ...options, deadline: controller.signal, started, lookup });
      } catch (error) {
        const e = error as NodeJS.ErrnoException;
        return fail(causeOf(e), e.message, e.code === 'EMONITORTIMEOUT' ? { totalMs: elapsed() } : {});
      }
      lastTls = answer.tls ?? lastTls;
      if (answer.tlsError) {
        return fail(answer.tlsError === 'CERT_HAS_EXPIRED' ? 'tls_expired' : 'tls_invalid', `certificate: ${answer.tlsError}`, {
          statusCode: answer.statusCode,
          ttfbMs: answer.ttfbMs,
          totalMs: elapsed(),
        });
      }
      if (answer.location !== undefined) {
        if (hop >= maxRedirects) return fail('too_many_redirects', `more than ${maxRedirects} redirects`, { statusCode: answer.statusCode });
        url = new URL(answer.location, url);
        continue;
      }
      const totalMs = elapsed();
      const keywordFound = options.keyword ? answer.body.toString('utf8').includes(options.keyword) : null;
      const base = { statusCode: answer.statusCode, totalMs, ttfbMs: answer.ttfbMs, keywordFound, tls: lastTls, finalUrl: url.href };
      if (!inRanges(answer.statusCode, ranges)) return fail('http_status', `HTTP ${answer.statusCode}`, base);
      if (keywordFound === false) return fail('keyword_missing', `the page does not contain “${options.keyword}”`, base);
      const slow = totalMs > (options.slowThresholdMs ?? monitoringDefaults.slowThresholdMs);
      return { ok: true, cause: null, slow, detail: `HTTP ${answer.statusCode} in ${totalMs} ms`, ...base };
    }
  } finally {
    clearTimeout(timer);
  }
}
