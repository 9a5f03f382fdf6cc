import { describe, expect, it } from 'vitest';
import { HttpError } from '../http';
import { createPasswordGate } from './password-gate';

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : error);
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the password gate', () => {
  it('hashes at most `concurrency` at once, queues `queue` more in order, and refuses the rest with 503', async () => {
    const gate = createPasswordGate({ concurrency: 2, queue: 2 });
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const work = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        finish.set(n, () => resolve(n));
      });
    const runs = [1, 2, 3, 4, 5].map((n) => gate.hash(work(n)).catch(statusOf));
    await tick();
    expect(started).toEqual([1, 2]);
    expect(gate.stats).toMatchObject({ running: 2, waiting: 2 });
    expect(await runs[4]).toBe(503);
    finish.get(1)!();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    finish.get(2)!();
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    expect(gate.stats).toMatchObject({ running: 2, waiting: 0 });
    finish.get(3)!();
    finish.get(4)!();
    expect(await Promise.all(runs.slice(0, 4))).toEqual([1, 2, 3, 4]);
    expect(gate.stats).toMatchObject({ running: 0, waiting: 0, peak: 2 });
  });

  it('a failed check frees its slot', async () => {
    const gate = createPasswordGate({ concurrency: 1, queue: 0 });
    await expect(gate.hash(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.hash(async () => 'next')).toBe('next');
  });

  it('one sign-in in progress per client: a second is refused with 429 until the first is answered', () => {
    const gate = createPasswordGate();
    const leave = gate.admit('client-a');
    expect(statusOf(tryAdmit(() => gate.admit('client-a')))).toBe(429);
    const other = gate.admit('client-b');
    leave();
    leave(); // twice is harmless
    expect(tryAdmit(() => gate.admit('client-a'))).toBeUndefined();
    other();
  });
});

function tryAdmit(admit: () => unknown): unknown {
  try {
    admit();
    return undefined;
  } catch (error) {
    return error;
  }
}
