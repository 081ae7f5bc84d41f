import { describe, expect, it } from 'vitest';
import { parseTimestamp, toEpochMillis } from './parse-timestamp.js';

describe('parseTimestamp', () => {
  it.each([
    ['2024-01-31', Date.UTC(2024, 0, 31)],
    ['2024-01-31T10:20', Date.UTC(2024, 0, 31, 10, 20)],
    ['2024-01-31t10:20:30z', Date.UTC(2024, 0, 31, 10, 20, 30)],
    ['2024-01-31 10:20:30.5', Date.UTC(2024, 0, 31, 10, 20, 30, 500)],
    ['2024-01-31T10:20:30.123456789+00:00', Date.UTC(2024, 0, 31, 10, 20, 30, 123)],
    ['2024-01-31T10:20:30+01', Date.UTC(2024, 0, 31, 9, 20, 30)],
    ['2024-01-31T10:20:30 +01:30', Date.UTC(2024, 0, 31, 8, 50, 30)],
    ['2000-02-29', Date.UTC(2000, 1, 29)],
    ['0050-06-01', Date.parse('0050-06-01T00:00:00.000Z')],
  ])('%s', (text, expected) => {
    expect(parseTimestamp(text)).toBe(expected);
  });

  it.each([
    '',
    'now',
    '2024',
    '2024-1-1',
    '2024-02-30',
    '1900-02-29',
    '2024-04-31',
    '2024-01-01T25:00',
    '2024-01-01T10:60',
    '2024-01-01T10:00:61',
    '2024-01-01Z',
    '2024-01-01T10:00+16:00',
    '+2024-01-01',
    '10000-01-01',
    '2024-01-01T10:00:00.1234567890',
  ])('rejects %j', (text) => {
    expect(parseTimestamp(text)).toBeNull();
  });
});

describe('toEpochMillis', () => {
  it('reads Dates, strings and numbers', () => {
    expect(toEpochMillis(new Date(5))).toBe(5);
    expect(toEpochMillis(new Date('x'))).toBeNull();
    expect(toEpochMillis('1970-01-01T00:00:00.010Z')).toBe(10);
    expect(toEpochMillis('Thu, 01 Jan 1970 00:00:00 GMT')).toBe(0);
    expect(toEpochMillis(7)).toBe(7);
    expect(toEpochMillis(Number.NaN)).toBeNull();
    expect(toEpochMillis('garbage')).toBeNull();
    expect(toEpochMillis({})).toBeNull();
  });
});
