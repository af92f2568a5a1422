import { badRequest } from './errors';
import { MAX_FILTER_NESTING, MAX_FILTERS } from './limits';
import type { FilterList } from './parameters';

export type Comparison = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }
  /** attribute:value — facet values (case-insensitive), booleans, and `_tags`. */
  | { type: 'facet'; attribute: string; value: string }
  | { type: 'compare'; attribute: string; operator: Comparison; value: number }
  /** attribute:low TO high, both bounds included. */
  | { type: 'range'; attribute: string; low: number; high: number };

interface FilterToken {
  kind: 'word' | 'quoted' | 'operator' | '(' | ')' | ':' | 'end';
  text: string;
  column: number;
}

const OPERATORS: readonly Comparison[] = ['<=', '>=', '!=', '<', '>', '='];

function tokenizeFilters(source: string, label: string): FilterToken[] {
  const tokens: FilterToken[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source.charAt(i);
    const column = i + 1;
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '(' || char === ')' || char === ':') {
      tokens.push({ kind: char, text: char, column });
      i += 1;
    } else if (char === '"' || char === "'") {
      let text = '';
      i += 1;
      while (i < source.length && source.charAt(i) !== char) {
        if (source.charAt(i) === '\\' && i + 1 < source.length) i += 1;
        text += source.charAt(i);
        i += 1;
      }
      if (i >= source.length) throw badRequest(`${label}: Unterminated string starting at col ${column}`);
      tokens.push({ kind: 'quoted', text, column });
      i += 1;
    } else {
      const operator = OPERATORS.find((candidate) => source.startsWith(candidate, i));
      if (operator) {
        tokens.push({ kind: 'operator', text: operator, column });
        i += operator.length;
        continue;
      }
      const word = /^[^\s()"':<>=!]+/.exec(source.slice(i))?.[0];
      if (!word) throw badRequest(`${label}: Unexpected character '${char}' at col ${column}`);
      tokens.push({ kind: 'word', text: word, column });
      i += word.length;
    }
  }
  tokens.push({ kind: 'end', text: '', column: source.length + 1 });
  return tokens;
}

/**
 * Parses Algolia's `filters` syntax: `price < 10 AND (gender:Damen OR NOT onSale:true)`,
 * ranges `price:5 TO 20`, quoted names and values. AND binds tighter than OR; keywords are
 * upper-case as in Algolia. Errors name the token, what was expected and the column.
 */
export function parseFilters(source: string, label = 'filters'): FilterNode | null {
  const tokens = tokenizeFilters(source, label);
  let position = 0;
  const peek = () => tokens[position]!;
  const isKeyword = (token: FilterToken, keyword: string) => token.kind === 'word' && token.text === keyword;
  const describe = (token: FilterToken) =>
    token.kind === 'end' ? 'end of filter' : token.kind === 'word' || token.kind === 'quoted' ? `string(${token.text})` : `'${token.text}'`;
  const fail = (expected: string): never => {
    const token = peek();
    throw badRequest(`${label}: Unexpected token ${describe(token)} expected ${expected} at col ${token.column}`);
  };
  const operand = (expected: string): FilterToken => {
    const token = peek();
    if (token.kind !== 'word' && token.kind !== 'quoted') return fail(expected);
    if (token.kind === 'word' && ['AND', 'OR', 'NOT', 'TO'].includes(token.text)) return fail(expected);
    position += 1;
    return token;
  };
  const numberFrom = (token: FilterToken): number => {
    const value = Number(token.text);
    if (token.text.trim() === '' || !Number.isFinite(value)) {
      throw badRequest(`${label}: Unexpected token ${describe(token)} expected numeric at col ${token.column}`);
    }
    return value;
  };

  let depth = 0;
  let leaves = 0;
  const filter = (): FilterNode => {
    leaves += 1;
    if (leaves > MAX_FILTERS) throw badRequest(`${label}: Too many filters (at most ${MAX_FILTERS}) at col ${peek().column}`);
    const name = operand('filter');
    const next = peek();
    if (next.kind === ':') {
      position += 1;
      const value = operand('value');
      if (isKeyword(peek(), 'TO')) {
        position += 1;
        const high = operand('numeric');
        return { type: 'range', attribute: name.text, low: numberFrom(value), high: numberFrom(high) };
      }
      return { type: 'facet', attribute: name.text, value: value.text };
    }
    if (next.kind === 'operator') {
      position += 1;
      return { type: 'compare', attribute: name.text, operator: next.text as Comparison, value: numberFrom(operand('numeric')) };
    }
    // A bare value is a tag filter, as in Algolia.
    return { type: 'facet', attribute: '_tags', value: name.text };
  };
  // Each NOT and each parenthesis is one level of recursion here and in the evaluator.
  const nested = <T>(parse: () => T): T => {
    if (depth >= MAX_FILTER_NESTING) {
      throw badRequest(`${label}: Filters nested more than ${MAX_FILTER_NESTING} levels deep at col ${peek().column}`);
    }
    depth += 1;
    const node = parse();
    depth -= 1;
    return node;
  };
  const unary = (): FilterNode => {
    if (isKeyword(peek(), 'NOT')) {
      position += 1;
      return nested(() => ({ type: 'not', child: unary() }));
    }
    if (peek().kind === '(') {
      position += 1;
      const inner = nested(disjunction);
      if (peek().kind !== ')') fail("')'");
      position += 1;
      return inner;
    }
    return filter();
  };
  const conjunction = (): FilterNode => {
    const children = [unary()];
    while (isKeyword(peek(), 'AND')) {
      position += 1;
      children.push(unary());
    }
    return children.length === 1 ? children[0]! : { type: 'and', children };
  };
  const disjunction = (): FilterNode => {
    const children = [conjunction()];
    while (isKeyword(peek(), 'OR')) {
      position += 1;
      children.push(conjunction());
    }
    return children.length === 1 ? children[0]! : { type: 'or', children };
  };

  if (peek().kind === 'end') return null;
  const tree = disjunction();
  if (peek().kind !== 'end') fail('end of filter');
  return tree;
}

/** `facetFilters`: `attribute:value`, `attribute:-value` to exclude, `\-` for a literal minus. */
export function facetFilterNode(filter: string, attributeForBareValues?: string): FilterNode {
  const separator = filter.indexOf(':');
  if (separator < 0 && !attributeForBareValues) {
    throw badRequest(`facetFilters: expected "attribute:value", got ${JSON.stringify(filter)}`);
  }
  const attribute = separator < 0 ? attributeForBareValues! : filter.slice(0, separator).trim().replace(/^"(.*)"$/, '$1');
  let value = separator < 0 ? filter : filter.slice(separator + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  const node: FilterNode = { type: 'facet', attribute, value: value.replace(/^"(.*)"$/, '$1') };
  return negated ? { type: 'not', child: node } : node;
}

/** `numericFilters` entries: a comparison or a range, nothing else. */
export function numericFilterNode(filter: string): FilterNode {
  const node = parseFilters(filter, 'numericFilters');
  if (!node || (node.type !== 'compare' && node.type !== 'range')) {
    throw badRequest(`numericFilters: expected "attribute operator number" or "attribute:low TO high", got ${JSON.stringify(filter)}`);
  }
  return node;
}

/** An AND list of single filters and OR groups, as facetFilters / numericFilters / tagFilters send them. */
export function filterListNode(list: FilterList, toNode: (filter: string) => FilterNode): FilterNode | null {
  // An empty OR group constrains nothing, as in Algolia.
  const children = list
    .filter((item) => !Array.isArray(item) || item.length > 0)
    .map((item): FilterNode => (Array.isArray(item) ? { type: 'or', children: item.map(toNode) } : toNode(item)));
  return combineAnd(children);
}

/** Single filters (facet, comparison, range) in a tree, for Algolia's limit per query. */
export function countFilters(node: FilterNode | null): number {
  if (!node) return 0;
  if (node.type === 'and' || node.type === 'or') return node.children.reduce((sum, child) => sum + countFilters(child), 0);
  return node.type === 'not' ? countFilters(node.child) : 1;
}

export function combineAnd(nodes: (FilterNode | null)[]): FilterNode | null {
  const children = nodes.filter((node): node is FilterNode => node !== null);
  if (children.length === 0) return null;
  return children.length === 1 ? children[0]! : { type: 'and', children };
}
