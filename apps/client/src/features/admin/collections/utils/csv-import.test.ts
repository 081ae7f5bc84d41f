import { describe, expect, it } from 'vitest';
import { gadgets, projects, ZONE_ID } from '@/features/schema-ui/testing/fixtures';
import { CSV_IMPORT_MAX_BYTES, csvCellValue, matchColumns, planCsvImport } from './csv-import';
import { recordsToCsv } from './records-csv';

const PARIS = 'Europe/Paris';
const field = (name: string) => projects.fields.find((f) => f.name === name)!;

describe('planCsvImport', () => {
  it('matches columns by name or label, checks every row with the collection zod, and says why', () => {
    const csv = [
      'Title,code,STATUS,priority,Zone,id,unknown',
      `Relaunch,WEB-1,Active,2,${ZONE_ID},ignored,x`,
      `,web1,done,9,${ZONE_ID},,`,
      `"Annual, report",,,,not-a-uuid,,`,
    ].join('\r\n');
    const plan = planCsvImport(projects, csv, { timeZone: PARIS });
    expect(plan.fileProblems).toEqual([]);
    expect(plan.columns.map((c) => [c.header, c.field?.name ?? null])).toEqual([
      ['Title', 'title'],
      ['code', 'code'],
      ['STATUS', 'status'],
      ['priority', 'priority'],
      ['Zone', 'zone_id'],
      ['id', null],
      ['unknown', null],
    ]);
    expect(plan.records[0]).toEqual({
      line: 2,
      values: { title: 'Relaunch', code: 'WEB-1', status: 'active', priority: 2, zone_id: ZONE_ID },
      typed: { title: 'Relaunch', code: 'WEB-1', status: 'Active', priority: '2', zone_id: ZONE_ID },
      problems: [],
    });
    expect(plan.records[1].line).toBe(3);
    expect(plan.records[1].problems).toEqual([
      { field: 'title', message: 'Required' },
      { field: 'code', message: 'Must match the pattern ^[A-Z]{2,5}-[0-9]{1,4}$' },
      { field: 'priority', message: 'Must be at most 5' },
    ]);
    expect(plan.records[2].problems).toEqual([{ field: 'zone_id', message: 'Must be a UUID' }]);
  });

  it('refuses a file without a known column, or with too many rows, before checking rows', () => {
    expect(planCsvImport(projects, 'a,b\n1,2', { timeZone: PARIS }).fileProblems).toEqual([
      'No column of the file names a field of this collection (the first line must be the header)',
    ]);
    const big = ['title', ...Array.from({ length: 10_001 }, (_, i) => `t${i}`)].join('\n');
    const plan = planCsvImport(projects, big, { timeZone: PARIS });
    expect(plan.fileProblems[0]).toMatch(/^The file has 10,001 rows; at most 10,000/);
    expect(plan.records).toEqual([]);
  });

  it('refuses a file with more columns than it reads, before matching them to fields', () => {
    const header = ['title', 'zone_id', ...Array.from({ length: 999 }, (_, i) => `c${i}`)].join(',');
    const plan = planCsvImport(projects, `${header}\nBrochure,${ZONE_ID}`, { timeZone: PARIS });
    expect(plan.fileProblems).toEqual(['The file has 1,001 columns; at most 1,000 are allowed']);
    expect(plan.columns).toEqual([]);
    expect(plan.records).toEqual([]);
    // A 5 MB header of one-letter columns (2.6 million) is refused at once, not matched column by
    // column (that took 18 s here).
    const wide = planCsvImport(projects, 'a,'.repeat(CSV_IMPORT_MAX_BYTES / 2 - 1) + 'a', {
      timeZone: PARIS,
    });
    expect(wide.fileProblems).toEqual(['The file has 2,621,440 columns; at most 1,000 are allowed']);
    // One column fewer is read as before.
    const fits = ['title', 'zone_id', ...Array.from({ length: 998 }, (_, i) => `c${i}`)].join(',');
    expect(planCsvImport(projects, `${fits}\nBrochure,${ZONE_ID}`, { timeZone: PARIS }).fileProblems).toEqual(
      [],
    );
  });

  it('refuses a file without a column for a field every row needs, naming it once', () => {
    // A list's export holds the columns shown: Zone (required, no default) was not among them,
    // and importing the file back refused every line for it. Status has a default: not needed.
    const plan = planCsvImport(projects, 'title,priority\nBrochure,2\nFlyer,3', { timeZone: PARIS });
    expect(plan.fileProblems).toEqual([
      'The file has no column for Zone, which every row needs (an export holds only the columns shown in the list)',
    ]);
    expect(plan.records).toEqual([]);
    // With the column there, the rows are checked one by one as before.
    expect(
      planCsvImport(projects, 'title,zone_id\nBrochure,' + ZONE_ID, { timeZone: PARIS }).fileProblems,
    ).toEqual([]);
  });

  it('reads a German spreadsheet: columns separated by ; and numbers with a decimal comma', () => {
    const plan = planCsvImport(gadgets, 'name;weight;in_stock\nScale;3,25;WAHR\nWeight;12,5;FALSCH', {
      timeZone: PARIS,
    });
    expect(plan.fileProblems).toEqual([]);
    expect(plan.records.map((r) => [r.values.weight, r.values.in_stock, r.problems])).toEqual([
      [3.25, true, []],
      [12.5, false, []],
    ]);
    // Separated by commas, a quoted "1,250" may mean one thousand two hundred and fifty: refused.
    const english = planCsvImport(gadgets, 'name,weight\nScale,"1,250"', { timeZone: PARIS });
    expect(english.records[0].problems.map((p) => p.field)).toEqual(['weight']);
  });

  it('leaves out columns the grant may not write', () => {
    const columns = matchColumns(projects, ['title', 'zone_id'], ['title']);
    expect(columns.map((c) => c.field?.name ?? null)).toEqual(['title', null]);
  });
});

describe('csvCellValue', () => {
  it.each([
    ['priority', '3', { ok: true, value: 3 }],
    ['priority', ' ', { ok: 'empty' }],
    ['status', 'Done', { ok: true, value: 'done' }],
    ['title', '', { ok: 'empty' }],
  ] as const)('%s %j → %o', (name, text, result) => {
    expect(csvCellValue(field(name), text, PARIS)).toEqual(result);
  });

  it('reads booleans in words, instants with an offset as they are and wall time in the zone', () => {
    const bool = { name: 'b', type: 'boolean' } as never;
    expect(csvCellValue(bool, 'Yes', PARIS)).toEqual({ ok: true, value: true });
    expect(csvCellValue(bool, '0', PARIS)).toEqual({ ok: true, value: false });
    expect(csvCellValue(bool, 'maybe', PARIS)).toEqual({ ok: false, message: 'Must be true or false' });
    // A file saved by a German Excel writes WAHR / FALSCH; the German message says "wahr oder falsch".
    expect(csvCellValue(bool, 'WAHR', PARIS)).toEqual({ ok: true, value: true });
    expect(csvCellValue(bool, 'Falsch', PARIS)).toEqual({ ok: true, value: false });
    expect(csvCellValue(bool, 'ja', PARIS)).toEqual({ ok: true, value: true });
    expect(csvCellValue(bool, 'nein', PARIS)).toEqual({ ok: true, value: false });
    const at = { name: 'at', type: 'datetime' } as never;
    expect(csvCellValue(at, '2025-01-05T15:04:00.000Z', PARIS)).toEqual({
      ok: true,
      value: '2025-01-05T15:04:00.000Z',
    });
    expect(csvCellValue(at, '2025-01-05 16:04', PARIS)).toEqual({
      ok: true,
      value: '2025-01-05T15:04:00.000Z',
    });
    const json = { name: 'j', type: 'json' } as never;
    expect(csvCellValue(json, '{"a":', PARIS)).toEqual({ ok: false, message: 'Must be valid JSON' });
  });
});

describe('an export imports back as it was', () => {
  it('takes off the formula guard the export put before -, =, + and @', () => {
    const rows = [
      { name: '-minus', notes: '=1+1', weight: -2.5 },
      { name: "'=quoted", notes: '@home', weight: 3 },
      { name: "it's", notes: "'plain", weight: 0 },
    ];
    const csv = recordsToCsv(['name', 'notes', 'weight'], rows);
    // Weights below zero allowed here: a negative number is the commonest guarded value.
    const signed = {
      ...gadgets,
      fields: gadgets.fields.map((f) => (f.name === 'weight' ? { ...f, min: undefined } : f)),
    };
    const plan = planCsvImport(signed, csv, { timeZone: PARIS });
    expect(plan.fileProblems).toEqual([]);
    expect(plan.records.map((r) => r.problems)).toEqual([[], [], []]);
    expect(
      plan.records.map((r) => ({ name: r.values.name, notes: r.values.notes, weight: r.values.weight })),
    ).toEqual(rows);
  });
});
