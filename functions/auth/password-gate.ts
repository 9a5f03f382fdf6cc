/**
 * Bounded password hashing. One scrypt check (N = 2^17: 128 MiB, a few hundred ms of CPU) holds
 * one of libuv's 4 pool threads, which file reads (static pages) and DNS need too: 40 checks at
 * once used to queue every other request behind them for seconds. So:
 *
 * - a client (its address or /64) has one sign-in in progress at a time; a second one while the
 *   first runs is refused at once (429), before any hashing;
 * - at most `concurrency` checks hash at once in the process (2: half the pool stays free), and
 *   at most `queue` wait for a turn; beyond that the server is busy (503 with Retry-After), and
 *   nobody's request waits behind an unbounded queue;
 * - a sign-in from a known device (functions/auth/known-device.ts) waits in a lane of its own
 *   (at most `priorityQueue`), served before the common queue: a flood of sign-ins from
 *   elsewhere cannot make the admin's own device busy.
 */
import { messages } from '../../domain';
import { HttpError } from '../http';

export interface PasswordGateOptions {
  /** checks hashing at once (default 2) */
  concurrency?: number;
  /** checks waiting for a turn (default 16) */
  queue?: number;
  /** known-device checks waiting for a turn, served first (default 4) */
  priorityQueue?: number;
  /**
   * one sign-in in progress per client (default true); tests turn it off to stand for many
   * instances, each with its own gate, behind one load balancer
   */
  oneAttemptPerClient?: boolean;
}

export interface PasswordGate {
  /**
   * Reserves the client's one sign-in in progress (throws 429 when it has one); call the
   * returned release when the attempt is answered.
   */
  admit(client: string): () => void;
  /**
   * Runs `check` when a hashing slot is free (throws 503 when its queue is full); a `priority`
   * check (a known device) takes the next free slot before any check of the common queue.
   */
  hash<T>(check: () => Promise<T>, options?: { priority?: boolean }): Promise<T>;
  /** for tests and the admin health page: checks hashing now, and the most ever at once */
  readonly stats: { running: number; waiting: number; peak: number };
}

export function createPasswordGate({ concurrency = 2, queue = 16, priorityQueue = 4, oneAttemptPerClient = true }: PasswordGateOptions = {}): PasswordGate {
  const busyClients = new Set<string>();
  const waiting: Array<() => void> = [];
  const waitingFirst: Array<() => void> = [];
  const stats = { running: 0, waiting: 0, peak: 0 };

  function release() {
    const next = waitingFirst.shift() ?? waiting.shift();
    stats.waiting = waitingFirst.length + waiting.length;
    if (next) next();
    else stats.running -= 1;
  }

  return {
    stats,
    admit(client) {
      if (!oneAttemptPerClient) return () => {};
      if (busyClients.has(client)) throw new HttpError(429, messages.rateLimited, { 'Retry-After': '1' });
      busyClients.add(client);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        busyClients.delete(client);
      };
    },
    async hash(check, { priority = false } = {}) {
      if (stats.running >= concurrency) {
        const line = priority ? waitingFirst : waiting;
        if (line.length >= (priority ? priorityQueue : queue)) throw new HttpError(503, messages.signInBusy, { 'Retry-After': '5' });
        // the slot is handed over by release(): `running` stays counted for the next in line
        await new Promise<void>((resolve) => {
          line.push(resolve);
          stats.waiting = waitingFirst.length + waiting.length;
        });
      } else {
        stats.running += 1;
      }
      stats.peak = Math.max(stats.peak, stats.running);
      try {
        return await check();
      } finally {
        release();
      }
    },
  };
}

/** The process's gate: the thread pool it protects is per process. */
export const passwordGate = createPasswordGate();
