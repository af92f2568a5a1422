import type { FilterNode } from '../protocol/filters';
import type { RecordSet } from './record-set';

export type DocumentTest = (doc: number) => boolean;

export interface FilterScope {
  /** attributesForFaceting; facet filters on other attributes match nothing, as in Algolia. */
  isFaceted(attribute: string): boolean;
  /** numericAttributesForFiltering when set, otherwise every attribute. */
  isNumericFilterable(attribute: string): boolean;
}

const never: DocumentTest = () => false;

/** Turns a filter tree into a test over document ids, reading the record set's columns. */
export function compileFilter(node: FilterNode, records: RecordSet, scope: FilterScope): DocumentTest {
  switch (node.type) {
    case 'and': {
      const tests = node.children.map((child) => compileFilter(child, records, scope));
      return (doc) => tests.every((test) => test(doc));
    }
    case 'or': {
      const tests = node.children.map((child) => compileFilter(child, records, scope));
      return (doc) => tests.some((test) => test(doc));
    }
    case 'not': {
      const test = compileFilter(node.child, records, scope);
      return (doc) => !test(doc);
    }
    case 'facet': {
      if (node.attribute !== '_tags' && !scope.isFaceted(node.attribute)) return never;
      const column = records.facetColumn(node.attribute);
      const ids = column.idsMatching(node.value);
      const wanted = new Uint8Array(column.values.length);
      for (const id of ids) wanted[id] = 1;
      // A numeric attribute also matches "price:49.9" against 49.90 as a number.
      const number = Number(node.value);
      const numeric = column.numeric && node.value.trim() !== '' && Number.isFinite(number) ? records.numericColumn(node.attribute) : null;
      if (ids.length === 0 && !numeric) return never;
      if (!numeric) return (doc) => column.hasAny(doc, wanted);
      return (doc) => column.hasAny(doc, wanted) || numeric.some(doc, (value) => value === number);
    }
    case 'compare': {
      if (!scope.isNumericFilterable(node.attribute)) return never;
      const column = records.numericColumn(node.attribute);
      const { value } = node;
      const test = comparison(node.operator, value);
      return (doc) => column.some(doc, test);
    }
    case 'range': {
      if (!scope.isNumericFilterable(node.attribute)) return never;
      const column = records.numericColumn(node.attribute);
      const { low, high } = node;
      return (doc) => column.some(doc, (value) => value >= low && value <= high);
    }
  }
}

function comparison(operator: '<' | '<=' | '=' | '!=' | '>=' | '>', bound: number): (value: number) => boolean {
  switch (operator) {
    case '<':
      return (value) => value < bound;
    case '<=':
      return (value) => value <= bound;
    case '=':
      return (value) => value === bound;
    case '!=':
      return (value) => value !== bound;
    case '>=':
      return (value) => value >= bound;
    case '>':
      return (value) => value > bound;
  }
}
