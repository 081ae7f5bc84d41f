import { Card, CardContent, EmptyState, PageHeader } from '@atrium/ui';
import { Users } from 'lucide-react';
import { AdminOnly } from '../../features/shell/components/AdminOnly';
import { PageContainer } from '../../features/shell/components/PageContainer';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

function AdminUsersContent() {
  useDocumentTitle('Users · Atrium admin');
  return (
    <PageContainer>
      <PageHeader
        title="Users"
        description="Everyone with an account: search them, change their role or disable them."
      />
      <Card>
        <CardContent>
          <EmptyState
            className="border-0"
            icon={<Users />}
            title="User management arrives with accounts"
            description="Once the accounts service is connected, this page lists every user with search, filters and role changes."
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/** Admins only: the route guard checks too, and the page checks again for any route that names it. */
export function AdminUsersPage() {
  return (
    <AdminOnly>
      <AdminUsersContent />
    </AdminOnly>
  );
}
