import type { SqlParam } from '../../db';

/** Collects numbered parameters while a query is assembled, so values never enter SQL text. */
export class SqlParams {
  readonly values: SqlParam[] = [];

  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
