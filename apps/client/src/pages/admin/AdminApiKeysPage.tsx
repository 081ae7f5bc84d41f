import { PageHeader } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { ApiKeysPanel } from '@/features/admin/api-keys/ApiKeysPanel';
import { AdminOnly } from '@/features/shell/components/AdminOnly';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

function AdminApiKeysContent() {
  const { t } = useLingui();
  useDocumentTitle(t`API keys · Atrium admin`);
  return (
    <PageContainer>
      <PageHeader
        title={t`API keys`}
        description={t`Keys let scripts call the API without a password, as the admin who made them.`}
      />
      <ApiKeysPanel />
    </PageContainer>
  );
}

/** Admins only: the route guard checks too, and the page checks again for any route that names it. */
export function AdminApiKeysPage() {
  return (
    <AdminOnly>
      <AdminApiKeysContent />
    </AdminOnly>
  );
}
