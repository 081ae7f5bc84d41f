import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileLikePattern, foldCaseForLike, likeMatch, likePatternToSql } from './like-pattern.js';

describe('likePatternToSql', () => {
  it.each([
    ['*admin*', '%admin%'],
    ['admin', 'admin'],
    // `%` is PostgREST's alias of `*` (supabase-js users write `.ilike('title', '%web%')`).
    ['100%', '100%'],
    ['%admin%', '%admin%'],
    ['a_b', 'a\\_b'],
    ['a\\b', 'a\\\\b'],
    ['*', '%'],
    ['', ''],
    ['é*✓', 'é%✓'],
  ])('%j → %j', (pattern, sql) => {
    expect(likePatternToSql(pattern)).toBe(sql);
  });
});

describe('likeMatch', () => {
  it.each([
    ['*admin*', '/admin/users', true],
    ['*admin*', '/ADMIN', false],
    ['admin', 'admin', true],
    ['admin', 'xadmin', false],
    ['admin', 'adminx', false],
    ['/a*', '/a\n/b', true],
    ['a_b', 'a_b', true],
    ['a_b', 'axb', false],
    ['100%', '100%', true],
    ['100%', '1000', true],
    ['%web%', 'the web app', true],
    ['%web%', 'the Web app', false],
    ['%a*b%', 'xaYbz', true],
    ['100%', '10', false],
    ['a.c', 'abc', false],
    ['(a)+[b]?{c}|$^', '(a)+[b]?{c}|$^', true],
    ['a\\b', 'a\\b', true],
    ['*', '', true],
    ['', '', true],
    ['', 'x', false],
    ['a*a', 'a', false],
    ['a*a', 'aa', true],
    ['ab*ba', 'aba', false],
    ['*ab*ab*', 'abab', true],
    ['*ab*ab*', 'aab', false],
    ['*aab*', 'aaab', true],
    ['*abcabd*', 'abcabcabd', true],
    ['a**b', 'ab', true],
    ['x*y*z', 'x\n\ny\r\nz', true],
    ['*😀*', 'a😀b', true],
    ['😀*', '😀', true],
  ])('LIKE %j on %j → %s', (pattern, text, expected) => {
    expect(likeMatch(pattern, text)).toBe(expected);
  });

  it('ILIKE folds case', () => {
    expect(likeMatch('*admin*', '/ADMIN/Users', true)).toBe(true);
    expect(likeMatch('straße', 'STRAßE', true)).toBe(true);
    expect(likeMatch('STRASSE', 'Straße', true)).toBe(false);
    expect(likeMatch('*É*', 'café', true)).toBe(true);
    expect(likeMatch('admin', 'ADMINS', true)).toBe(false);
  });

  it('ILIKE lowers one character at a time, like PostgreSQL', () => {
    // A final capital sigma lowers to σ (not ς) and İ to i (not i + combining dot), as lower() does.
    expect(foldCaseForLike('ΟΔΟΣ')).toBe('οδοσ');
    expect(foldCaseForLike('İSTANBUL')).toBe('istanbul');
    expect(likeMatch('οδοσ', 'ΟΔΟΣ', true)).toBe(true);
    expect(likeMatch('i*', 'İzmir', true)).toBe(true);
    // Unicode case folding would equate these; lower() does not.
    expect(likeMatch('s', 'ſ', true)).toBe(false);
    expect(likeMatch('σ', 'ς', true)).toBe(false);
  });

  it('lowers every code point on its own, whatever its neighbours', () => {
    const all: string[] = [];
    const oneByOne: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      all.push(ch, 'Σ'); // every character before a sigma, and every sigma after a character
      oneByOne.push(String.fromCodePoint(ch.toLowerCase().codePointAt(0)!), 'σ');
    }
    expect(foldCaseForLike(all.join('')) === oneByOne.join('')).toBe(true);
  });

  it('compiles once and tests many texts', () => {
    const matches = compileLikePattern('/admin/*', true);
    expect(['/admin/users', '/ADMIN/', '/admin', '/home'].map(matches)).toEqual([true, true, false, false]);
  });
});

/** Reference: the textbook dynamic program over (pattern prefix, text prefix), code point by code point. */
function reference(pattern: string, text: string, caseInsensitive: boolean): boolean {
  const fold = (s: string): string[] => [...(caseInsensitive ? foldCaseForLike(s) : s)];
  const p = fold(pattern);
  const t = fold(text);
  let row = new Array<boolean>(t.length + 1).fill(false);
  row[0] = true;
  for (const pc of p) {
    const next = new Array<boolean>(t.length + 1).fill(false);
    if (pc === '*' || pc === '%') {
      next[0] = row[0];
      for (let j = 1; j <= t.length; j++) next[j] = row[j] || next[j - 1];
    } else {
      for (let j = 1; j <= t.length; j++) next[j] = row[j - 1] && t[j - 1] === pc;
    }
    row = next;
  }
  return row[t.length];
}

describe('likeMatch agrees with a dynamic-programming reference', () => {
  // A small alphabet so that random patterns and texts often match, or nearly.
  const char = fc.constantFrom(
    'a',
    'b',
    'A',
    'B',
    '*',
    '%',
    '_',
    '\\',
    '\n',
    'é',
    'É',
    'ß',
    'Σ',
    'σ',
    'İ',
    'i',
    '😀',
  );
  const text = fc.array(char, { maxLength: 14 }).map((cs) => cs.join(''));

  it('LIKE', () => {
    fc.assert(
      fc.property(text, text, (pattern, subject) => {
        expect(likeMatch(pattern, subject)).toBe(reference(pattern, subject, false));
      }),
      { numRuns: 3000 },
    );
  });

  it('ILIKE', () => {
    fc.assert(
      fc.property(text, text, (pattern, subject) => {
        expect(likeMatch(pattern, subject, true)).toBe(reference(pattern, subject, true));
      }),
      { numRuns: 3000 },
    );
  });

  it('a text built from the pattern always matches it', () => {
    fc.assert(
      fc.property(text, fc.array(text, { minLength: 1, maxLength: 16 }), (pattern, fillers) => {
        // Replace each wildcard with some filler: the result must match (and the reference agrees).
        let k = 0;
        const subject = [...pattern]
          .map((c) => (c === '*' || c === '%' ? fillers[k++ % fillers.length] : c))
          .join('');
        expect(likeMatch(pattern, subject)).toBe(true);
        expect(reference(pattern, subject, false)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
