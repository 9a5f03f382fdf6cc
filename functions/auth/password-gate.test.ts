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

  it('a known device waits in its own lane, served before the full common queue, with a cap of its own', async () => {
    const gate = createPasswordGate({ concurrency: 1, queue: 2, priorityQueue: 1 });
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const work = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finish.set(name, () => resolve(name));
      });
    const common = ['a', 'b', 'c', 'd'].map((name) => gate.hash(work(name)).catch(statusOf));
    const first = gate.hash(work('known'), { priority: true });
    const second = gate.hash(work('known-2'), { priority: true }).catch(statusOf);
    await tick();
    expect(await common[3]).toBe(503);
    expect(await second).toBe(503);
    expect(gate.stats).toMatchObject({ running: 1, waiting: 3 });
    finish.get('a')!();
    await tick();
    expect(started).toEqual(['a', 'known']);
    for (const name of ['known', 'b']) {
      finish.get(name)!();
      await tick();
    }
    finish.get('c')!();
    expect(await Promise.all([first, ...common.slice(0, 3)])).toEqual(['known', 'a', 'b', 'c']);
    expect(gate.stats).toMatchObject({ running: 0, waiting: 0, peak: 1 });
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
