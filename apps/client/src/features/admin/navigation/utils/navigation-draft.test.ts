import type { NavigationItem } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  addToDraft,
  deleteInDraft,
  draftChanges,
  draftItems,
  editInDraft,
  lastChange,
  moveInDraft,
  rebaseDraft,
  undoDraft,
} from './navigation-draft';
import { navigationItem } from '@/test/navigation-item';

const item = (id: string, parent_id: string | null, order_index: number, title = id): NavigationItem =>
  navigationItem({ id, title, type: 'group', parent_id, order_index });

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const SERVER = [item(A, null, 0, 'A'), item(B, null, 1, 'B'), item(C, B, 0, 'C')];

const fields = (input: Partial<NavigationItem>) => {
  const { id: _id, updated_at: _u, order_index: _o, ...rest } = { ...item('x', null, 0), ...input };
  return rest;
};

describe('the draft', () => {
  it('holds adds, edits, moves and deletes; one body for Save; the count of changed rows', () => {
    let draft = EMPTY_DRAFT;
    const added = addToDraft(draft, SERVER, fields({ title: 'New', parent_id: A }));
    draft = added.draft;
    expect(added.item.id).toMatch(/^tmp-/);
    const child = addToDraft(draft, SERVER, fields({ title: 'Under new', parent_id: added.item.id }));
    draft = child.draft;
    draft = editInDraft(draft, SERVER, A, { title: 'A renamed' });
    const moved = moveInDraft(draft, SERVER, C, { parentId: null, index: 0 }, 'Moved C to the top');
    if (moved.kind !== 'moved') throw new Error(moved.kind);
    draft = deleteInDraft(moved.draft, SERVER, B);

    const { body, count, kinds } = draftChanges(draft);
    expect(body.create.map((e) => [e.temp_id, e.title, e.parent_id])).toEqual([
      [added.item.id, 'New', A],
      [child.item.id, 'Under new', added.item.id],
    ]);
    expect(body.update).toEqual(
      expect.arrayContaining([
        { id: A, title: 'A renamed' },
        { id: C, parent_id: null, order_index: -1 },
      ]),
    );
    expect(body.delete).toEqual([B]);
    expect(kinds.get(C)).toBe('moved');
    expect(kinds.get(A)).toBe('edited');
    expect(count).toBe(5);
    expect(lastChange(draft)).toBe('Deleted B');
  });

  it('undoes each change in turn, back to nothing to save', () => {
    let draft = addToDraft(EMPTY_DRAFT, SERVER, fields({ title: 'New' })).draft;
    draft = deleteInDraft(draft, SERVER, B);
    expect(draftItems(draft, SERVER).map((i) => i.title)).toEqual(['A', 'New']);
    draft = undoDraft(draft);
    expect(draftItems(draft, SERVER).map((i) => i.title)).toEqual(['A', 'B', 'C', 'New']);
    draft = undoDraft(draft);
    expect(draftChanges(draft).count).toBe(0);
    expect(draftItems(draft, SERVER)).toBe(SERVER);
  });

  it('deleting a row takes its subtree; an edit that changes nothing is no change', () => {
    const draft = deleteInDraft(EMPTY_DRAFT, SERVER, B);
    expect(draftChanges(draft).body.delete).toEqual([B, C]);
    expect(editInDraft(EMPTY_DRAFT, SERVER, A, { title: 'A' })).toBe(EMPTY_DRAFT);
  });

  it('has nothing to save when a row is moved back where it was', () => {
    const away = moveInDraft(EMPTY_DRAFT, SERVER, A, { parentId: null, index: 1 }, 'down');
    if (away.kind !== 'moved') throw new Error(away.kind);
    expect(draftChanges(away.draft).count).toBeGreaterThan(0);
    const back = moveInDraft(away.draft, SERVER, A, { parentId: null, index: 0 }, 'up');
    if (back.kind !== 'moved') throw new Error(back.kind);
    expect(draftChanges(back.draft).count).toBe(0);
  });

  it('passes a refusal on and records nothing', () => {
    expect(moveInDraft(EMPTY_DRAFT, SERVER, B, { parentId: C, index: 0 }, 'x')).toMatchObject({
      kind: 'refused',
    });
  });
});

describe('rebaseDraft: a draft laid over rows someone else saved since it began', () => {
  const D = '00000000-0000-4000-8000-00000000000d';

  it("keeps their changes and rows, puts this draft's changes on top, and saves only those", () => {
    let draft = editInDraft(EMPTY_DRAFT, SERVER, A, { icon: 'star' });
    const added = addToDraft(draft, SERVER, fields({ title: 'Mine', parent_id: B }));
    draft = deleteInDraft(added.draft, SERVER, C);
    // Meanwhile: they renamed A and added D.
    const fresh = [{ ...SERVER[0], title: 'A renamed' }, SERVER[1], SERVER[2], item(D, null, 2, 'Theirs')];
    const { draft: rebased, dropped } = rebaseDraft(draft, fresh);
    expect(dropped).toEqual([]);
    const rows = draftItems(rebased, fresh);
    expect(rows.find((row) => row.id === A)).toMatchObject({ title: 'A renamed', icon: 'star' });
    expect(rows.map((row) => row.id)).toContain(D);
    const { body } = draftChanges(rebased);
    expect(body.update).toEqual([{ id: A, icon: 'star' }]);
    expect(body.delete).toEqual([C]);
    expect(body.create.map((row) => row.title)).toEqual(['Mine']);
  });

  it('drops changes to rows they deleted (naming them), and lifts new rows under a deleted parent to the top', () => {
    let draft = editInDraft(EMPTY_DRAFT, SERVER, C, { title: 'C edited' });
    const added = addToDraft(draft, SERVER, fields({ title: 'Under B', parent_id: B }));
    draft = deleteInDraft(added.draft, SERVER, A);
    // Meanwhile: they deleted B (and C with it) and A.
    const fresh: NavigationItem[] = [];
    const { draft: rebased, dropped } = rebaseDraft(draft, fresh);
    expect(dropped).toEqual(['C edited']);
    const { body } = draftChanges(rebased);
    expect(body).toEqual({
      create: [expect.objectContaining({ title: 'Under B', parent_id: null })],
      update: [],
      delete: [],
    });
  });
});
