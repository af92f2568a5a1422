/**
 * An error the API answers as Algolia does: `{"message": "...", "status": N}` with that HTTP
 * status. Anything else thrown while handling a request is a bug and answered as a bare 500.
 */
export class AlgoliaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AlgoliaError';
  }
}

export const badRequest = (message: string) => new AlgoliaError(400, message);
export const notFound = (message: string) => new AlgoliaError(404, message);
