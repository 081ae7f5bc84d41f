import { NotFoundScreen } from '../routing/screens/NotFoundScreen';

/** The not_found route's page (unknown addresses are sent here). */
export function NotFoundPage() {
  return <NotFoundScreen />;
}
