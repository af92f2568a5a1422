/**
 * A `fetch` that gives up after `timeoutMs`, on top of any signal the caller passes.
 *
 * Why: a backend that accepts the connection but never answers (hung, or restarting behind a
 * balancer that holds the connection) would hold a catalogue render for as long as the socket
 * stays open, and with it Next's lock on that page's cache entry, so every later visit of the
 * page would wait too. A timeout ends the call like a refused connection: the page shows the
 * shop as unavailable and is rendered again shortly (lib/commerce/query.ts).
 */
export function boundedFetch(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
}
