import type { RouteProblem, RouteProblemSeverity } from '@atrium/schema';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@atrium/ui';
import type { BadgeVariant } from '@atrium/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck, ShieldCheck, Wrench } from 'lucide-react';
import { toastFailure } from '@/lib/mutation-feedback';
import { routesAdminApi } from './routes-admin-api';

const SEVERITY_BADGE: Record<RouteProblemSeverity, BadgeVariant> = {
  error: 'destructive',
  warning: 'warning',
  info: 'secondary',
};

function countOf(problems: RouteProblem[], severity: RouteProblemSeverity): number {
  return problems.filter((problem) => problem.severity === severity).length;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

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
  const check = useMutation({
    mutationFn: routesAdminApi.validate,
    onSuccess: (result) => {
      const errors = countOf(result.problems, 'error');
      if (result.ok && result.problems.length === 0) {
        toast({
          variant: 'success',
          title: 'Routes check out',
          description: `${result.checked} active routes`,
        });
      } else if (!result.ok) {
        toast({
          variant: 'destructive',
          title: `${plural(errors, 'route problem')} to fix`,
        });
      }
    },
    onError: (error) => toastFailure('Could not check the routes', error),
  });
  const result = check.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Server check</CardTitle>
        <CardDescription>
          Checks the stored routes against the components of the client build the server serves, and that the
          zone, hub, module and dashboard views exist with their parameters.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button variant="outline" onClick={() => check.mutate()} loading={check.isPending}>
          <ShieldCheck aria-hidden />
          {check.isPending ? 'Checking…' : 'Check routes'}
        </Button>
        {result ? (
          <div role="status" aria-live="polite" data-testid="route-check-result" className="space-y-3">
            <p className="text-sm text-muted-foreground">
              {plural(result.checked, 'active route')} checked
              {result.components_checked ? ', components included' : ''} ·{' '}
              {result.problems.length === 0
                ? 'no problems'
                : `${plural(countOf(result.problems, 'error'), 'error')}, ${plural(countOf(result.problems, 'warning'), 'warning')}`}
            </p>
            {result.problems.length === 0 ? (
              <p className="inline-flex items-center gap-2 text-sm font-medium text-success">
                <CircleCheck className="size-4" aria-hidden />
                Every active route resolves.
              </p>
            ) : (
              <ul className="divide-y rounded-lg border text-sm" aria-label="Route problems">
                {result.problems.map((problem, index) => (
                  <li
                    key={`${problem.route_id ?? problem.name ?? 'set'}-${index}`}
                    className="flex items-start gap-3 px-4 py-3"
                  >
                    <Badge variant={SEVERITY_BADGE[problem.severity]} className="mt-0.5 w-16">
                      {problem.severity}
                    </Badge>
                    <div className="min-w-0 flex-1">
                      {problem.name ? <p className="font-mono text-[0.8125rem]">{problem.name}</p> : null}
                      <p className="text-muted-foreground [overflow-wrap:anywhere]">{problem.message}</p>
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
  const item = navigationItemOf(problem);
  if (!item) return null;
  return (
    <Button asChild variant="outline" size="sm" className="shrink-0">
      <Link
        to="/admin/navigation"
        search={{ item }}
        aria-label={`Fix the navigation item${problem.name ? ` ${problem.name}` : ''}`}
      >
        <Wrench aria-hidden="true" />
        Fix
      </Link>
    </Button>
  );
}
