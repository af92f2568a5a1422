/**
 * Starts at most `perTurn` requests per turn of the event loop; the rest wait, first come first
 * served, for the next turns.
 *
 * Why: Node 20's libuv accepts one new connection per turn of the event loop, and a turn runs
 * every request that arrived on the open connections. When every core is busy, a turn grows to
 * a hundred requests or more, so a shopper who opens a new connection then waits in the kernel's
 * accept queue for seconds (in the rush of docs/benchmarks.md, up to 10 s, the timeout). Short
 * turns keep accepting new connections at a steady rate while the open ones are served in order.
 *
 * A request waits only while requests that came before it are started, so a quiet server
 * starts it in the same turn.
 */
export function turnScheduler(perTurn: number, onError: (error: unknown) => void): (start: () => void) => void {
  const waiting: Array<() => void> = [];
  let scheduled = false;

  // Runs in the loop's "check" phase; a setImmediate queued there runs in the next turn, after
  // the loop has polled for I/O (and accepted a connection) once more.
  const startSome = () => {
    for (let started = 0; started < perTurn && waiting.length > 0; started += 1) {
      const start = waiting.shift();
      try {
        start?.();
      } catch (error) {
        // One broken request must not stop the others from being started.
        onError(error);
      }
    }
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(startSome);
  };

  return (start) => {
    waiting.push(start);
    if (!scheduled) {
      scheduled = true;
      setImmediate(startSome);
    }
  };
}
