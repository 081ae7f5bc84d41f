import type { DashboardWidget } from '@atrium/schema';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GridDirection, LayoutRefusal } from './grid-layout';

// One whole sentence per direction, so each language orders its words its own way.
const MOVE_EDGE: Record<GridDirection, (name: string) => MessageDescriptor> = {
  left: (name) => msg`${name} cannot move further left: it is at the edge of the grid.`,
  right: (name) => msg`${name} cannot move further right: it is at the edge of the grid.`,
  up: (name) => msg`${name} cannot move further up: it is at the top of the grid.`,
  down: (name) => msg`${name} cannot move further down: it is at the bottom of the grid.`,
};

const MOVE_BLOCKED: Record<GridDirection, (name: string, other: string) => MessageDescriptor> = {
  left: (name, other) => msg`No room to move ${name} left: ${other} is in the way.`,
  right: (name, other) => msg`No room to move ${name} right: ${other} is in the way.`,
  up: (name, other) => msg`No room to move ${name} up: ${other} is in the way.`,
  down: (name, other) => msg`No room to move ${name} down: ${other} is in the way.`,
};

/**
 * What the designer tells screen readers when an arrow key (or Shift + arrow) on a widget's handle
 * changes nothing: why, in one short sentence naming the widget (and the neighbour in the way).
 * `name` is the widget's title as shown; `nameOf` names another widget the same way.
 */
export function refusalMessage(
  i18n: I18n,
  refusal: LayoutRefusal,
  name: string,
  nameOf: (widget: DashboardWidget) => string,
): string {
  if (refusal.kind === 'smallest') {
    const min = refusal.min;
    return refusal.direction === 'left'
      ? i18n._(msg`${name} is already as narrow as it can be (${min} columns).`)
      : i18n._(msg`${name} is already as short as it can be (${min} rows).`);
  }
  if (refusal.kind === 'tallest') {
    const max = refusal.max;
    return i18n._(msg`${name} is already as tall as a widget can be (${max} rows).`);
  }
  if (refusal.kind === 'blocked') {
    const other = nameOf(refusal.by);
    if (refusal.action === 'move') return i18n._(MOVE_BLOCKED[refusal.direction](name, other));
    return refusal.direction === 'down'
      ? i18n._(msg`No room to make ${name} taller: ${other} is in the way.`)
      : i18n._(msg`No room to make ${name} wider: ${other} is in the way.`);
  }
  if (refusal.action === 'move') return i18n._(MOVE_EDGE[refusal.direction](name));
  return refusal.direction === 'down'
    ? i18n._(msg`${name} cannot grow taller: it reaches the bottom of the grid.`)
    : i18n._(msg`${name} cannot grow wider: it reaches the right edge of the grid.`);
}
