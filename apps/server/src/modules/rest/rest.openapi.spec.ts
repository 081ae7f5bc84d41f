import { componentPart, restComponentName } from './rest.openapi.js';

describe('component names of the table API', () => {
  const OPENAPI_NAME = /^[a-zA-Z0-9._-]+$/;

  it('are names OpenAPI takes, whatever the collection or column is called', () => {
    for (const name of ['tasks', 'Tasks', 'a.b', 'a-b', 'ä ö', 'x/y', '$ref', '日本', '']) {
      expect(restComponentName(name || 'x', 'filter', name || 'y')).toMatch(OPENAPI_NAME);
    }
    expect(restComponentName('tasks', 'row')).toBe('rest.tasks.row');
  });

  it('never give two names one part, nor one collection’s component another’s', () => {
    const names = ['a.b', 'a-b', 'a_b', 'a-002eb', 'a-002db', 'ab', 'a b', 'a/b', 'A.b'];
    const parts = names.map(componentPart);
    expect(new Set(parts).size).toBe(names.length);
    for (const part of parts) expect(part).not.toContain('.');
    // `a` + `b.row` and `a.b` + `row` are different components.
    expect(restComponentName('a', 'b.row')).not.toBe(restComponentName('a.b', 'row'));
  });
});
