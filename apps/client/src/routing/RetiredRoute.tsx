import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notFoundPath } from './navigation/route-paths';
import { GuardPending } from './screens/GuardPending';
import { useRouteSet } from './useRouteSet';

/** Stands in for a route removed while it was on screen: sends the visitor to the not-found route. */
export function RetiredRoute() {
  const { routes } = useRouteSet();
  const navigate = useNavigate();
  const router = useRouter();
  const { t } = useLingui();
  useEffect(() => {
    const { pathname, searchStr } = router.state.location;
    void navigate({
      to: notFoundPath(routes),
      replace: true,
      state: { notFoundFrom: `${pathname}${searchStr}` },
    });
  }, [navigate, router, routes]);
  return <GuardPending label={t`This page was removed`} />;
}
