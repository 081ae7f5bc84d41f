import { describe, expect, it } from 'vitest';
import { checkCollectionFiles } from './check-collection-files.js';
import { jsonErrorPosition } from './json-error-position.js';

describe('jsonErrorPosition', () => {
  it('finds where a JSON text first goes wrong, as an editor counts lines and columns', () => {
    expect(jsonErrorPosition('{ "a": [1, 2.5e3, true, null, "x\\u00e9"] }')).toBeNull();
    expect(jsonErrorPosition('{\n  "a": 1,,\n  "b": 2\n}')).toEqual({ line: 2, column: 10 });
    expect(jsonErrorPosition('{\n  "label": "Ticket"\n  "icon": "x"\n}')).toEqual({ line: 3, column: 3 });
    expect(jsonErrorPosition('{ "name": ')).toEqual({ line: 1, column: 11 });
    expect(jsonErrorPosition('{ "a": tru }')).toEqual({ line: 1, column: 11 });
    expect(jsonErrorPosition('{ "a": 01 }')).toEqual({ line: 1, column: 9 });
    expect(jsonErrorPosition('{ "a": "tab\there" }')).toEqual({ line: 1, column: 12 });
    expect(jsonErrorPosition('{} x')).toEqual({ line: 1, column: 4 });
    expect(jsonErrorPosition('['.repeat(100_000))).toBeNull(); // too deep to place: no crash
  });

  it("puts the place in schema:check's one-line message", () => {
    const text = '{\n  "name": "tickets",\n  "fields": [,]\n}';
    const [problem] = checkCollectionFiles([{ file: 'tickets.json', text }]);
    expect(problem!.message).toMatch(/^Not valid JSON at line 3, column 14: \S/);
    expect(problem!.message).not.toContain('\n');
  });
});
