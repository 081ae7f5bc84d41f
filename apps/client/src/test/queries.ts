import { within, type ByRoleMatcher } from '@testing-library/react';

/**
 * A control in a large container (the schema builder's dialog) by its role and accessible name,
 * without checking that each candidate is visible. In a dialog of about 1,300 elements a label
 * query took 6 s in jsdom (its `labels` walk the document for every element), and a role query
 * 1 s, most of it in that visibility check, so the builder's journeys took 16–22 s alone and ran
 * past their timeouts on a loaded machine. Use it where the container is open and shown.
 */
export function named(container: HTMLElement, role: ByRoleMatcher, name: string | RegExp): HTMLElement {
  return within(container).getByRole(role, { name, hidden: true });
}
