import { NavigationBuilder } from '@/features/admin/navigation/components/NavigationBuilder';
import { ICON_NAMES } from '@/features/shell/components/NavIcon';
import { AdminOnly } from '@/features/shell/components/AdminOnly';
import { PageContainer } from '@/features/shell/components/PageContainer';

/** The visual navigation builder at /admin/navigation (admins; the route guard checks too). */
export function AdminNavigationPage() {
  return (
    <AdminOnly>
      <PageContainer className="gap-6">
        <NavigationBuilder icons={ICON_NAMES} />
      </PageContainer>
    </AdminOnly>
  );
}
