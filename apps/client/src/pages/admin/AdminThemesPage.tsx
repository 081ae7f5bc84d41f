import { PageHeader } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { ThemesPanel } from '@/features/admin/themes/ThemesPanel';
import { AdminOnly } from '@/features/shell/components/AdminOnly';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

function AdminThemesContent() {
  const { t } = useLingui();
  useDocumentTitle(t`Themes · Atrium admin`);
  return (
    <PageContainer>
      <ThemesPanel
        header={(action) => (
          <PageHeader
            title={t`Themes`}
            description={t`Brand colour, corner radius and font for everyone, the sign-in page too. One theme is active at a time.`}
            actions={action}
          />
        )}
      />
    </PageContainer>
  );
}

/** Admins only: the route guard checks too, and the page checks again for any route that names it. */
export function AdminThemesPage() {
  return (
    <AdminOnly>
      <AdminThemesContent />
    </AdminOnly>
  );
}
