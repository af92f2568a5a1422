import { describe, expect, it } from 'vitest';
import { briefLogger, maskUnexpected } from '@/server/commerce/edge/unexpected-errors';
import { UserError } from '@/server/commerce/errors';
import { readBackendConfig } from '@/server/config';
import { describeUnexpected, nestsDeeperThan, unsafeCharacterIn } from '@/server/http/input-safety';
import { characterReference } from '@/server/text/character-reference';

describe('nesting before parsing', () => {
  it('counts braces, brackets and parentheses outside strings', () => {
    expect(nestsDeeperThan('{ a(b: [[1]]) { c } }', 4, 'graphql')).toBe(false);
    expect(nestsDeeperThan('{ a(b: [[[1]]]) { c } }', 4, 'graphql')).toBe(true);
    expect(nestsDeeperThan(`${'['.repeat(65)}${']'.repeat(65)}`, 64, 'json')).toBe(true);
    expect(nestsDeeperThan(`${'['.repeat(64)}${']'.repeat(64)}`, 64, 'json')).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes, block strings and comments', () => {
    expect(nestsDeeperThan(`{"a": "${'['.repeat(100)}\\" ${'{'.repeat(100)}"}`, 2, 'json')).toBe(false);
    expect(nestsDeeperThan(`{ a(b: """ ${'['.repeat(100)} \\""" ${'('.repeat(100)} """) }`, 2, 'graphql')).toBe(false);
    expect(nestsDeeperThan(`{ a # ${'{'.repeat(100)}\n}`, 2, 'graphql')).toBe(false);
    // A comment sign inside JSON is just a character.
    expect(nestsDeeperThan(`[# ${'['.repeat(5)}]`, 3, 'json')).toBe(true);
  });
});

describe('characters no database or normaliser should see', () => {
  it('finds NUL and unpaired surrogates, and accepts paired ones', () => {
    expect(unsafeCharacterIn('Kleid\u0000')).toBe('a NUL character');
    expect(unsafeCharacterIn('\ud800x')).toMatch(/unpaired surrogate/);
    expect(unsafeCharacterIn('x\udc00')).toMatch(/unpaired surrogate/);
    expect(unsafeCharacterIn('Röcke 👗 \ud83d\udc57')).toBeNull();
  });

  it('decodes numeric character references past Unicode, surrogates and NUL to U+FFFD', () => {
    expect(characterReference(228)).toBe('ä');
    expect(characterReference(0x1f457)).toBe('👗');
    for (const code of [0, 0xd800, 0xdfff, 0x110000, 1e20, -1]) expect(characterReference(code)).toBe('\uFFFD');
  });
});

describe('unexpected errors', () => {
  it('are masked without details, also in development mode', () => {
    const previous = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: 'development' });
    try {
      const masked = maskUnexpected(new TypeError('text contains a NUL character'), 'Unexpected error.');
      expect(masked.message).toBe('Unexpected error.');
      expect(JSON.stringify(masked)).not.toMatch(/NUL|stack|originalError/);
    } finally {
      Object.assign(process.env, { NODE_ENV: previous });
    }
  });

  it('let UserErrors through verbatim', () => {
    const error = new UserError('No product ID was found corresponding to the slug: x');
    expect(maskUnexpected(error, 'Unexpected error.')).toBe(error);
  });

  it('are logged once, in one line with the first frame of our code', () => {
    const lines: string[] = [];
    const logger = briefLogger((line) => lines.push(line));
    const error = new RangeError('Invalid code point 1114112');
    logger.error(error);
    logger.error(error);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^graphql: unexpected error: RangeError: Invalid code point 1114112 \(at .*edge-input\.test\.ts:\d+:\d+\)$/);
    expect(describeUnexpected('plain')).toBe('plain');
  });
});

describe('CORS_ORIGINS', () => {
  it('defaults to the storefront’s own origins', () => {
    expect(readBackendConfig({}).corsOrigins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
  });

  it('reads a comma-separated list and refuses what is not an origin', () => {
    expect(readBackendConfig({ CORS_ORIGINS: 'https://shop.example, http://127.0.0.1:3180/' }).corsOrigins).toEqual(['https://shop.example', 'http://127.0.0.1:3180']);
    expect(() => readBackendConfig({ CORS_ORIGINS: 'https://shop.example/path' })).toThrow(/CORS_ORIGINS must list origins/);
    expect(() => readBackendConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS must list origins/);
  });
});
