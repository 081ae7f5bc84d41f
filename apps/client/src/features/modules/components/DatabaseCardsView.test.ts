import { collectionSchema } from '@atrium/schema';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { boardLanes } from './DatabaseCardsView';

describe('boardLanes: which field makes the columns', () => {
  const tasks = collectionSchema.parse({
    name: 'tasks',
    label: 'Task',
    fields: [
      { name: 'title', type: 'string' },
      { name: 'status', type: 'enum', options: ['todo', 'done'], required: true },
      { name: 'stage', type: 'enum', options: ['draft', 'review', 'live'] },
      { name: 'urgent', type: 'boolean' },
    ],
  });
  const all = tasks.fields.map((f) => f.name);
  const lanes = (readable: string[], preferred?: string | null) =>
    boardLanes(tasks, readable, i18n, preferred)?.lanes.map((l) => l.key);

  it.each([
    ['no board field: the first choice field', all, null, ['todo', 'done', '∅']],
    ['the chosen choice field', all, 'stage', ['draft', 'review', 'live', '∅']],
    ['the chosen yes/no field', all, 'urgent', ['true', 'false', '∅']],
    ['a field that is not a choice: the first choice field', all, 'title', ['todo', 'done', '∅']],
    ['a field the collection lacks: the first choice field', all, 'gone', ['todo', 'done', '∅']],
    [
      'a field the reader may not read: the next one',
      ['title', 'status', 'urgent'],
      'stage',
      ['todo', 'done', '∅'],
    ],
    ['only a yes/no field readable', ['title', 'urgent'], null, ['true', 'false', '∅']],
  ])('%s', (_case, readable, preferred, expected) => {
    expect(lanes(readable, preferred)).toEqual(expected);
  });

  it('none when no choice or yes/no field is readable', () => {
    expect(boardLanes(tasks, ['title'], i18n, 'status')).toBeNull();
  });
});

describe('boardLanes: where a dropped card goes', () => {
  const schema = (required: boolean) =>
    collectionSchema.parse({
      name: 'tasks',
      label: 'Task',
      fields: [
        { name: 'status', type: 'enum', options: ['todo', 'done'], required },
        { name: 'urgent', type: 'boolean', required },
      ],
    });
  const drops = (required: boolean, field: string) =>
    boardLanes(schema(required), ['status', 'urgent'], i18n, field)?.lanes.map((l) => [
      l.key,
      l.droppable ? l.value : 'not droppable',
    ]);

  it.each([
    [
      'an optional choice field: each option, and empty',
      false,
      'status',
      [
        ['todo', 'todo'],
        ['done', 'done'],
        ['∅', null],
      ],
    ],
    [
      'a required choice field: never emptied, "Other" takes no drop',
      true,
      'status',
      [
        ['todo', 'todo'],
        ['done', 'done'],
        ['∅', 'not droppable'],
      ],
    ],
    [
      'an optional yes/no field',
      false,
      'urgent',
      [
        ['true', true],
        ['false', false],
        ['∅', null],
      ],
    ],
    [
      'a required yes/no field: no empty column',
      true,
      'urgent',
      [
        ['true', true],
        ['false', false],
      ],
    ],
  ])('%s', (_case, required, field, expected) => {
    expect(drops(required, field)).toEqual(expected);
  });
});
