/**
 * The server's log: one JSON line per event (pino), to standard output. Request lines come from
 * the app (functions/app.ts), security events from functions/audit.ts. What is logged is chosen
 * field by field, never a whole request: no body, no query string, no header values, no raw
 * address or email (hashed first, see rate-limit.ts). The redaction below is a second guard for
 * a field added carelessly later.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const redactedPaths = ['password', 'token', 'email', 'authorization', 'cookie', 'ip', '*.password', '*.token', '*.email', '*.authorization', '*.cookie', '*.ip'];

export function createLogger(options: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactedPaths, censor: '[redacted]' },
    },
    options.destination,
  );
}

/** For tests and tools that run the app without a log. */
export const silentLogger: Logger = pino({ level: 'silent' });
