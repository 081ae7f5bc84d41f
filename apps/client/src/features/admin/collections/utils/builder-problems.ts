import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  boundsKind,
  hasDefaultControl,
  hasPlaceholderControl,
  problemTarget,
  widgetsOf,
  type BuilderField,
  type BuilderState,
} from './builder-schema';

/** A problem the server's dry run (or the draft itself) found: where in the schema, and why. */
export interface BuilderProblem {
  path: string;
  message: string;
  /**
   * Found by the draft's own check as typed (a JSON default that is not JSON): the control says
   * it, and stops saying it, as it is typed; the dry run's are kept until the next one.
   */
  live?: boolean;
}

/** The controls of a field's row in the builder that a problem can be shown at. */
export type FieldControl =
  | 'name'
  | 'label'
  | 'type'
  | 'min'
  | 'max'
  | 'help'
  | 'pattern'
  | 'default'
  | 'placeholder'
  | 'widget'
  | 'options'
  | 'target'
  | 'display';

/** The collection's own inputs in the builder that a problem can be shown at. */
export type CollectionControl = 'name' | 'label' | 'labelPlural' | 'description' | 'table';

const COLLECTION_CONTROLS: Readonly<Record<string, CollectionControl>> = {
  name: 'name',
  label: 'label',
  label_plural: 'labelPlural',
  description: 'description',
  table: 'table',
};

/** What a problem of a field concerns, named as its control is (`fields.2.default` → Default value). */
export const FIELD_PROBLEM_KEYS: Readonly<Record<string, MessageDescriptor>> = {
  name: msg`Name`,
  label: msg`Label`,
  type: msg`Type`,
  default: msg`Default value`,
  placeholder: msg`Placeholder`,
  min: msg`Min`,
  max: msg`Max`,
  pattern: msg`Pattern`,
  options: msg`Options`,
  help: msg`Help text`,
  widget: msg`Form input`,
  target: msg`Points to`,
  display_field: msg`Shown as`,
};

/** The first key of a problem's path within a field (`options[1].value` → `options`). */
export function problemKeyHead(key: string): string {
  return key.split(/[.[]/)[0];
}

/**
 * The control of a field's row a problem about `key` (what follows `fields.<n>.`) concerns, when
 * the row shows one for the field's type: `options` under a choice, `pattern` under a text; null
 * for the field as a whole (`fields.<n>`) and for what the builder has no control for.
 */
export function fieldControlOf(key: string, field: Pick<BuilderField, 'type'>): FieldControl | null {
  const head = problemKeyHead(key);
  switch (head) {
    case 'name':
    case 'label':
    case 'type':
    case 'help':
      return head;
    case 'min':
    case 'max':
      return boundsKind(field.type) ? head : null;
    case 'pattern':
      return boundsKind(field.type) === 'length' ? head : null;
    case 'default':
      return hasDefaultControl(field.type) ? head : null;
    case 'placeholder':
      return hasPlaceholderControl(field.type) ? head : null;
    case 'widget':
      return widgetsOf(field.type).length > 0 ? head : null;
    case 'options':
      return field.type === 'enum' ? head : null;
    case 'target':
      return field.type === 'relation' ? head : null;
    case 'display_field':
      return field.type === 'relation' ? 'display' : null;
    default:
      return null;
  }
}

/** Where the builder shows a problem. */
export type ProblemPlace =
  /** A field's row: at `control`, or (none) in the row's own list. */
  | { kind: 'field'; index: number; fieldKey: number; key: string; control: FieldControl | null }
  /** The collection's inputs: at `control`, or (none) in the list under them. */
  | { kind: 'collection'; key: string; control: CollectionControl | null }
  /** The list under the list view, the form layout or the translations. */
  | { kind: 'list' | 'form' | 'translations'; key: string }
  /** A grant's row in the permissions table. */
  | { kind: 'role'; role: string; grantKey: number };

export interface PlacedProblem extends BuilderProblem {
  place: ProblemPlace;
}

/**
 * Each problem with its place in the builder (`fields.2.options` → the third field's options).
 * A problem about a field or a role the draft no longer has is shown with the collection's, so
 * none is lost.
 */
export function placeProblems(
  problems: readonly BuilderProblem[],
  state: Pick<BuilderState, 'fields' | 'grants'>,
): PlacedProblem[] {
  const names = state.fields.map((f) => f.name);
  const place = (path: string): ProblemPlace => {
    const target = problemTarget(path, names);
    const elsewhere: ProblemPlace = { kind: 'collection', key: path, control: null };
    switch (target.kind) {
      case 'field': {
        const field = state.fields[target.index];
        if (!field) return elsewhere;
        return {
          kind: 'field',
          index: target.index,
          fieldKey: field.key,
          key: target.key,
          control: fieldControlOf(target.key, field),
        };
      }
      case 'role': {
        const grant = state.grants.find((g) => g.role.trim() === target.role);
        return grant ? { kind: 'role', role: target.role, grantKey: grant.key } : elsewhere;
      }
      case 'list':
      case 'form':
        return { kind: target.kind, key: target.key };
      case 'collection':
        if (path === 'translations' || path.startsWith('translations.')) {
          return { kind: 'translations', key: path.slice('translations.'.length) };
        }
        return { kind: 'collection', key: path, control: COLLECTION_CONTROLS[path] ?? null };
    }
  };
  return problems.map((p) => ({ ...p, place: place(p.path) }));
}

/** The id of a field's row in the builder whose ids start with `prefix`. */
export function fieldRowId(prefix: string, fieldKey: number): string {
  return `${prefix}-field${fieldKey}`;
}

/** The id of a grant's role control in the builder whose ids start with `prefix`. */
export function grantRoleId(prefix: string, grantKey: number): string {
  return `${prefix}-grant${grantKey}-role`;
}

/**
 * The id of what shows a problem in the builder whose ids start with `prefix`: the control it
 * concerns, or the list it is written in. The problem summary links to it.
 */
export function problemPlaceId(prefix: string, place: ProblemPlace): string {
  switch (place.kind) {
    case 'field':
      return `${fieldRowId(prefix, place.fieldKey)}-${place.control ?? 'problems'}`;
    case 'collection':
      return place.control ? `${prefix}-${place.control}` : `${prefix}-general-problems`;
    case 'role':
      return grantRoleId(prefix, place.grantKey);
    default:
      return `${prefix}-${place.kind}-problems`;
  }
}

/** The id of a control's own problem message (its aria-describedby). */
export function problemMessageId(controlId: string): string {
  return `${controlId}-problem`;
}
