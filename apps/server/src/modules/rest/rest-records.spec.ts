import { FilterError } from '@atrium/schema';
import { tasksAccess } from '../../../test/rest/rest-fixtures.js';
import { recordSchemaFor, validateKeyedRecords, validateRecords } from './rest-records.js';
import { RestException } from './rest.exception.js';

const ID = '3f0a6c1e-8b7d-4d2a-9a55-0c2b8f7e1d11';
const OTHER = '5b1d0c2e-1111-4d2a-9a55-0c2b8f7e1d11';
const schema = () => recordSchemaFor(tasksAccess(), 'update');
/** Stands for the filter parser: a uuid-ish key, lowercased; anything else refused as it refuses. */
const readKey = (key: Record<string, string>) => {
  if (!/^[0-9a-f-]{36}$/i.test(key.id))
    throw new FilterError(`Invalid uuid "${key.id}" for column "id"`, 'id');
  return { key: key.id.toLowerCase(), same: key.id.toLowerCase() };
};

function problems(run: () => unknown): Array<{ path: string; message: string }> {
  try {
    run();
  } catch (error) {
    if (!(error instanceof RestException)) throw error;
    return error.details ?? [{ path: '', message: error.message }];
  }
  return [];
}

describe('validateKeyedRecords', () => {
  it('splits each row into what finds it and the values to set, in order', () => {
    const rows = validateKeyedRecords(
      schema(),
      ['id'],
      [
        { id: ID, score: 3 },
        { id: OTHER.toUpperCase(), title: 'x' },
      ],
      readKey,
    );
    expect(rows).toEqual([
      { key: ID, keyText: { id: ID }, values: { score: 3 } },
      { key: OTHER, keyText: { id: OTHER.toUpperCase() }, values: { title: 'x' } },
    ]);
  });

  it('lists every problem of every row, under the row’s index', () => {
    expect(
      problems(() =>
        validateKeyedRecords(
          schema(),
          ['id'],
          [
            { id: ID, secret: 'x' },
            7,
            { title: 'x' },
            { id: 'nope', title: 'x' },
            { id: ID },
            { id: [ID], title: 'x' },
          ],
          readKey,
        ),
      ),
    ).toEqual([
      // Hidden from the role: unknown, as a missing column. That one mistake is all it is told
      // (not also 'Nothing to update', which only a row that parsed is checked for).
      { path: '0', message: 'Unrecognized key: "secret"' },
      { path: '1', message: 'Expected an object' },
      { path: '2.id', message: "Required: the row's key" },
      { path: '3.id', message: 'Invalid uuid "nope" for column "id"' },
      { path: '4', message: 'The same row as row 0: send each row once' },
      { path: '4', message: 'Nothing to update: send at least one field' },
      { path: '5.id', message: "Expected the row's key (text or a number)" },
    ]);
  });

  it('takes a number as a key’s text (an integer key)', () => {
    const rows = validateKeyedRecords(schema(), ['n'], [{ n: 42, score: 1 }], (key) => ({
      key: key.n,
      same: key.n,
    }));
    expect(rows[0].keyText).toEqual({ n: '42' });
  });

  it('refuses no rows and more than 1000, naming the limit', () => {
    expect(problems(() => validateKeyedRecords(schema(), ['id'], [], readKey))).toEqual([
      { path: '', message: 'Send at least one row' },
    ]);
    const many = Array.from({ length: 1001 }, () => ({ id: ID, score: 1 }));
    expect(problems(() => validateKeyedRecords(schema(), ['id'], many, readKey))).toEqual([
      { path: '', message: 'Too many rows (at most 1000 per request)' },
    ]);
  });

  it('leaves validateRecords as it was', () => {
    expect(problems(() => validateRecords(schema(), [{ title: 'x' }], { many: false }))).toEqual([
      { path: '', message: 'Send one object with the fields to change' },
    ]);
    expect(validateRecords(schema(), { title: 'x' }, { many: false }).rows).toEqual([{ title: 'x' }]);
  });
});
