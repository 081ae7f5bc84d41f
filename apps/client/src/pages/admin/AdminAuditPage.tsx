import { PageHeader } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { AuditLogPanel } from '@/features/admin/audit/AuditLogPanel';
import { AdminOnly } from '@/features/shell/components/AdminOnly';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

function AdminAuditContent() {
  const { t } = useLingui();
  useDocumentTitle(t`Audit log · Atrium admin`);
  return (
    <PageContainer>
      <PageHeader
        title={t`Audit log`}
        description={t`What changed, newest first: navigation, users, roles, collection schemas, themes, forms, API keys, routes, and zones with their hubs, modules, dashboards, members and invitations. Open a row to see its values before and after.`}
      />
      <AuditLogPanel />
    </PageContainer>
  );
}

/** Admins only: the route guard checks too, and the page checks again for any route that names it. */
export function AdminAuditPage() {
  return (
    <AdminOnly>
      <AdminAuditContent />
    </AdminOnly>
  );
}
