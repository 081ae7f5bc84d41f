import type { RouteProblem, RouteProblemSeverity } from '@atrium/schema';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@atrium/ui';
import type { BadgeVariant } from '@atrium/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck, ShieldCheck, Wrench } from 'lucide-react';
import { toastFailure } from '@/lib/mutation-feedback';
import { translateServerMessage } from '@/lib/server-messages';
import { routesAdminApi } from './routes-admin-api';

const SEVERITY_BADGE: Record<RouteProblemSeverity, BadgeVariant> = {
  error: 'destructive',
  warning: 'warning',
  info: 'secondary',
};

const SEVERITY_LABEL: Record<RouteProblemSeverity, MessageDescriptor> = {
  error: msg`error`,
  warning: msg`warning`,
  info: msg`info`,
};

function countOf(problems: RouteProblem[], severity: RouteProblemSeverity): number {
  return problems.filter((problem) => problem.severity === severity).length;
}

/**
 * The navigation item a problem is about: the validator also checks the navigation menu, and
 * those problems carry `navigation_id` (with `route_id` null). Read defensively, so a server that
 * does not send it yet is fine.
 */
export function navigationItemOf(problem: RouteProblem): string | null {
  const id = (problem as RouteProblem & { navigation_id?: unknown }).navigation_id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * The server's route check (POST /routes/validate): the stored rows against the component
 * manifest of the client build the server serves, and the named views the app links to.
 */
export function RouteCheckCard() {
  const { t } = useLingui();
  const check = useMutation({
    mutationFn: routesAdminApi.validate,
    onSuccess: (result) => {
      const errors = countOf(result.problems, 'error');
      const checked = result.checked;
      if (result.ok && result.problems.length === 0) {
        toast({
          variant: 'success',
          title: t`Routes check out`,
          description: t`${plural(checked, { one: '# active route', other: '# active routes' })}`,
        });
      } else if (!result.ok) {
        toast({
          variant: 'destructive',
          title: t`${plural(errors, { one: '# route problem', other: '# route problems' })} to fix`,
        });
      }
    },
    onError: (error) => toastFailure(t`Could not check the routes`, error),
  });
  const result = check.data;
  let summary = '';
  if (result) {
    const checked = result.checked;
    const errors = countOf(result.problems, 'error');
    const warnings = countOf(result.problems, 'warning');
    const checkedText = result.components_checked
      ? t`${plural(checked, {
          one: '# active route checked, components included',
          other: '# active routes checked, components included',
        })}`
      : t`${plural(checked, { one: '# active route checked', other: '# active routes checked' })}`;
    const problemsText =
      result.problems.length === 0
        ? t`no problems`
        : t`${plural(errors, { one: '# error', other: '# errors' })}, ${plural(warnings, { one: '# warning', other: '# warnings' })}`;
    summary = `${checkedText} · ${problemsText}`;
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Server check</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Checks the stored routes against the components of the client build the server serves, and that
            the zone, hub, module and dashboard views exist with their parameters.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button variant="outline" onClick={() => check.mutate()} loading={check.isPending}>
          <ShieldCheck aria-hidden />
          {check.isPending ? t`Checking…` : t`Check routes`}
        </Button>
        {result ? (
          <div role="status" aria-live="polite" data-testid="route-check-result" className="space-y-3">
            <p className="text-sm text-muted-foreground">{summary}</p>
            {result.problems.length === 0 ? (
              <p className="inline-flex items-center gap-2 text-sm font-medium text-success">
                <CircleCheck className="size-4" aria-hidden />
                <Trans>Every active route resolves.</Trans>
              </p>
            ) : (
              <ul className="divide-y rounded-lg border text-sm" aria-label={t`Route problems`}>
                {result.problems.map((problem, index) => (
                  <li
                    key={`${problem.route_id ?? problem.name ?? 'set'}-${index}`}
                    className="flex items-start gap-3 px-4 py-3"
                  >
                    <Badge variant={SEVERITY_BADGE[problem.severity]} className="mt-0.5 w-16">
                      {t(SEVERITY_LABEL[problem.severity])}
                    </Badge>
                    <div className="min-w-0 flex-1">
                      {problem.name ? <p className="font-mono text-[0.8125rem]">{problem.name}</p> : null}
                      <p className="text-muted-foreground [overflow-wrap:anywhere]">
                        {translateServerMessage(problem.message)}
                      </p>
                    </div>
                    <FixLink problem={problem} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** For a navigation item's problem: a link to that item in the navigation builder. */
function FixLink({ problem }: { problem: RouteProblem }) {
  const { t } = useLingui();
  const item = navigationItemOf(problem);
  const name = problem.name;
  if (!item) return null;
  return (
    <Button asChild variant="outline" size="sm" className="shrink-0">
      <Link
        to="/admin/navigation"
        search={{ item }}
        aria-label={name ? t`Fix the navigation item ${name}` : t`Fix the navigation item`}
      >
        <Wrench aria-hidden="true" />
        <Trans>Fix</Trans>
      </Link>
    </Button>
  );
}
