import { describe, expect, it } from 'vitest';
import { buildQuery, parseQuery, withQuery } from './query.ts';

describe('buildQuery', () => {
  it('skips null and undefined and keeps falsy real values', () => {
    expect(buildQuery({ a: null, b: undefined, c: '', d: 0, e: false })).toBe('c=&d=0&e=false');
  });

  it('returns an empty string for nothing, without a leading ?', () => {
    expect(buildQuery({})).toBe('');
    expect(buildQuery(null)).toBe('');
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({ a: null, b: undefined })).toBe('');
    expect(buildQuery({ a: 1 })).toBe('a=1');
  });

  it('stringifies numbers and booleans', () => {
    expect(buildQuery({ page: 2, pageSize: 10, on: true, ratio: 1.5, neg: -3 })).toBe(
      'page=2&pageSize=10&on=true&ratio=1.5&neg=-3',
    );
  });

  it('URL-encodes keys and values', () => {
    expect(buildQuery({ q: 'a b&c=d?e#f+g/h' })).toBe('q=a%20b%26c%3Dd%3Fe%23f%2Bg%2Fh');
    expect(buildQuery({ 'a b': '1', 'x&y': '2' })).toBe('a%20b=1&x%26y=2');
    expect(buildQuery({ name: '小明' })).toBe('name=%E5%B0%8F%E6%98%8E');
    expect(buildQuery({ e: '😀' })).toBe('e=%F0%9F%98%80');
  });

  it('sends arrays as repeated keys, skipping null and undefined items', () => {
    expect(buildQuery({ id: [1, null, 2, undefined, 3] })).toBe('id=1&id=2&id=3');
    expect(buildQuery({ id: [] })).toBe('');
    expect(buildQuery({ a: 'x', tags: ['a b', 'c'], z: 1 })).toBe('a=x&tags=a%20b&tags=c&z=1');
  });

  it('accepts interfaces with optional fields', () => {
    interface ListQuery {
      page?: number;
      keyword?: string | null;
    }
    const q: ListQuery = { page: 1 };
    expect(buildQuery(q)).toBe('page=1');
  });

  it('refuses nested objects at the type level', () => {
    // Never called: only the compiler's verdict matters (tsc fails if the error goes away).
    // @ts-expect-error an object is not a query value
    const bad = () => buildQuery({ a: { b: 1 } });
    expect(typeof bad).toBe('function');
  });
});

describe('withQuery', () => {
  it('appends ? and the query', () => {
    expect(withQuery('/pages/course/details', { id: 5 })).toBe('/pages/course/details?id=5');
  });

  it('leaves the path alone when the query is empty', () => {
    expect(withQuery('/pages/mine/index', { a: null })).toBe('/pages/mine/index');
    expect(withQuery('/x?y=1', {})).toBe('/x?y=1');
  });

  it('respects an existing ?', () => {
    expect(withQuery('/x?y=1', { z: 2 })).toBe('/x?y=1&z=2');
    expect(withQuery('/x?', { z: 2 })).toBe('/x?z=2');
    expect(withQuery('/x?y=1&', { z: 2 })).toBe('/x?y=1&z=2');
  });

  it('appends after a hash-route fragment', () => {
    expect(withQuery('/#/pages/teacher/teacher', { id: 'a b' })).toBe(
      '/#/pages/teacher/teacher?id=a%20b',
    );
  });
});

describe('parseQuery', () => {
  it('parses with or without a leading ?', () => {
    expect(parseQuery('?a=1&b=2')).toEqual({ a: '1', b: '2' });
    expect(parseQuery('a=1&b=2')).toEqual({ a: '1', b: '2' });
    expect(parseQuery('')).toEqual({});
    expect(parseQuery('?')).toEqual({});
  });

  it('decodes keys and values, + as space', () => {
    expect(parseQuery('q=a%20b%26c&name=%E5%B0%8F%E6%98%8E&x+y=1+2')).toEqual({
      q: 'a b&c',
      name: '小明',
      'x y': '1 2',
    });
  });

  it('collects repeated keys into arrays', () => {
    expect(parseQuery('id=1&id=2&x=0&id=3')).toEqual({ id: ['1', '2', '3'], x: '0' });
  });

  it('handles keys without =, empty pieces, = inside values and bad escapes', () => {
    expect(parseQuery('flag&a=&&b=c=d&bad=%E0%A4%A')).toEqual({
      flag: '',
      a: '',
      b: 'c=d',
      bad: '%E0%A4%A',
    });
  });

  it('treats __proto__ as an ordinary key', () => {
    const q = parseQuery('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(q)).toBe(Object.prototype);
    expect(Object.keys(q)).toEqual(['__proto__', 'constructor']);
    expect(q['__proto__']).toBe('x');
  });

  it('round-trips buildQuery', () => {
    const params = { q: 'a+b c&d=e?f#g%h', name: '小明', ids: ['1', '2'], empty: '', n: '3' };
    expect(parseQuery(buildQuery(params))).toEqual(params);
    expect(parseQuery(`?${buildQuery(params)}`)).toEqual(params);
  });
});
