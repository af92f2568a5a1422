// The two middleware packages ship no types; these cover the calls this folder makes.

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface CompressionOptions {
    /** Answers smaller than this many bytes go out uncompressed (default 1 KiB). */
    threshold?: number;
  }
  type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
  export default function compression(options?: CompressionOptions): Middleware;
}

declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The acceptable encodings among `available`, best first; `preferred` breaks ties. */
    encodings(available: string[], options?: { preferred?: string[] }): string[];
  }
}
