import { Alert, AlertDescription, AlertTitle } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import type { MouseEvent, Ref } from 'react';
import type { BuilderState } from '../utils/builder-schema';
import {
  FIELD_PROBLEM_KEYS,
  placeProblems,
  problemKeyHead,
  problemPlaceId,
  type PlacedProblem,
} from '../utils/builder-problems';
import { translateSchemaProblem } from '../utils/schema-problem-messages';
import type { SchemaProblem } from './SchemaJson';

/**
 * Brings what shows a problem into view, its label above and its message below, and focuses it.
 * A link's own jump would leave it at the edge of the dialog's scrolling body, and would change
 * the address.
 */
export function focusProblemPlace(targetId: string, event?: MouseEvent) {
  const target = document.getElementById(targetId);
  if (!target) return;
  event?.preventDefault();
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * Why the server (or the draft itself) refused a schema, at the top of the editor, as GOV.UK's
 * error summary: its message and each problem. In the builder each problem links to the control
 * it concerns (or the list it is written in); in the JSON tab each is named by its path. The
 * dialog focuses it after a refused check or change (see SchemaEditor): it is then in view, and
 * read out, wherever the reader was.
 */
export function SchemaProblemSummary({
  id,
  problem,
  builder,
  ref,
}: {
  id: string;
  problem: SchemaProblem;
  /** In the builder: its ids' prefix and its state, to link each problem to its place. */
  builder?: { id: string; state: BuilderState };
  ref?: Ref<HTMLDivElement>;
}) {
  const { t, i18n } = useLingui();
  const titleId = `${id}-title`;

  /** Where a problem is, as the builder names it: "Field 2 (mood), Options", "List view". */
  function where(p: PlacedProblem, state: BuilderState): string {
    const place = p.place;
    switch (place.kind) {
      case 'field': {
        const n = place.index + 1;
        const name = state.fields[place.index]?.name.trim();
        const field = name ? t`Field ${n} (${name})` : t`Field ${n}`;
        const about = FIELD_PROBLEM_KEYS[problemKeyHead(place.key)];
        if (!about) return field;
        const aboutText = t(about);
        return t`${field}, ${aboutText}`;
      }
      case 'collection':
        switch (place.control) {
          case 'name':
            return t`Name`;
          case 'label':
            return t`Label (one row)`;
          case 'labelPlural':
            return t`Label (several rows, optional)`;
          case 'description':
            return t`Description (optional)`;
          case 'table':
            return t`Table name (optional)`;
          default:
            return '';
        }
      case 'list':
        return t`List view`;
      case 'form':
        return t`Form layout`;
      case 'translations':
        return t`Translations`;
      case 'role':
        return t`Permissions`;
    }
  }

  const details = problem.details;
  return (
    <Alert
      ref={ref}
      id={id}
      variant="destructive"
      tabIndex={-1}
      aria-labelledby={titleId}
      className="outline-none focus-visible:ring-2 focus-visible:ring-destructive/40"
    >
      <CircleAlert aria-hidden="true" />
      <AlertTitle id={titleId}>{problem.title}</AlertTitle>
      {details.length > 0 ? (
        <AlertDescription>
          <ul className="grid gap-1">
            {builder
              ? placeProblems(details, builder.state).map((p, i) => {
                  const target = problemPlaceId(builder.id, p.place);
                  const place = where(p, builder.state);
                  // The path too where the place is a list, not a control (`list.sort[0].field`).
                  const atControl =
                    p.place.kind === 'role' ||
                    ((p.place.kind === 'field' || p.place.kind === 'collection') && p.place.control !== null);
                  const path = atControl ? '' : p.path;
                  return (
                    <li key={`${p.path}-${i}`}>
                      <a
                        href={`#${target}`}
                        onClick={(event) => focusProblemPlace(target, event)}
                        className="underline underline-offset-2 hover:no-underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        {place}
                        {place && path ? ' ' : null}
                        {path ? <code className="font-mono text-xs">{path}</code> : null}
                        {place || path ? ': ' : null}
                        {translateSchemaProblem(i18n, p.message)}
                      </a>
                    </li>
                  );
                })
              : details.map((d, i) => (
                  <li key={`${d.path}-${i}`}>
                    <code className="font-mono text-xs">{d.path || '(schema)'}</code>:{' '}
                    {translateSchemaProblem(i18n, d.message)}
                  </li>
                ))}
          </ul>
        </AlertDescription>
      ) : null}
    </Alert>
  );
}
