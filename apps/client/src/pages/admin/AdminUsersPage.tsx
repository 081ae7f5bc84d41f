import { PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { InviteUserDialog } from '@/features/admin/users/InviteUserDialog';
import { RolesPanel } from '@/features/admin/users/RolesPanel';
import { UsersPanel } from '@/features/admin/users/UsersPanel';
import { AdminOnly } from '@/features/shell/components/AdminOnly';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useSearchTab } from '@/lib/useSearchTab';

/** The page's tabs; the open one is in `?tab=` (a link or a reload opens Roles again). */
const TABS = ['users', 'roles'] as const;

function AdminUsersContent() {
  const { t } = useLingui();
  useDocumentTitle(t`Users · Atrium admin`);
  const [tab, setTab] = useSearchTab(TABS);
  return (
    <PageContainer>
      <PageHeader
        title={t`Users`}
        description={t`Everyone with an account: invite people, search them, change their role, disable them, or reset their second factor.`}
        actions={<InviteUserDialog />}
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="users">
            <Trans>Users</Trans>
          </TabsTrigger>
          <TabsTrigger value="roles">
            <Trans>Roles</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersPanel />
        </TabsContent>
        <TabsContent value="roles">
          <RolesPanel />
        </TabsContent>
      </Tabs>
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
