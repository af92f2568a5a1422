import { describe, expect, it } from 'vitest';
import { turnScheduler } from '@/storefront-server/turn-scheduler';

/** Resolves after the event loop has gone round once more (a setImmediate queued now). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const fail = (error: unknown) => {
  throw error;
};

describe('turnScheduler', () => {
  it('starts at most perTurn requests per loop turn, first come first served', async () => {
    const schedule = turnScheduler(3, fail);
    const started: number[] = [];
    for (let request = 1; request <= 7; request += 1) schedule(() => started.push(request));
    expect(started).toEqual([]);

    await nextTurn();
    expect(started).toEqual([1, 2, 3]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lets I/O in between turns: a due timer runs before the last of three requests starts', async () => {
    const schedule = turnScheduler(1, fail);
    const events: string[] = [];
    for (const request of ['a', 'b', 'c']) schedule(() => events.push(request));
    setTimeout(() => events.push('timer'), 0);
    // Make the timer due before the loop goes on (Node's shortest timer is 1 ms).
    const until = performance.now() + 5;
    while (performance.now() < until);
    while (events.length < 4) await nextTurn();
    expect(events.indexOf('timer')).toBeLessThan(events.indexOf('c'));
    expect(events.filter((event) => event !== 'timer')).toEqual(['a', 'b', 'c']);
  });

  it('goes on with the others after a start that throws', async () => {
    const reported: unknown[] = [];
    const schedule = turnScheduler(2, (error) => reported.push(error));
    const started: string[] = [];
    schedule(() => {
      throw new Error('broken request');
    });
    schedule(() => started.push('second'));
    schedule(() => started.push('third'));
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(['second', 'third']);
    expect(reported).toEqual([new Error('broken request')]);
  });

  it('starts a request on a quiet server in the same turn', async () => {
    const schedule = turnScheduler(4, fail);
    let started = false;
    schedule(() => {
      started = true;
    });
    await nextTurn();
    expect(started).toBe(true);
  });
});
