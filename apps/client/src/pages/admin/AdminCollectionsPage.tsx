import { useParams } from '@tanstack/react-router';
import { CollectionScreen } from '@/features/admin/collections/components/CollectionScreen';
import { CollectionsScreen } from '@/features/admin/collections/components/CollectionsScreen';
import { AdminOnly } from '@/features/shell/components/AdminOnly';
import { PageContainer } from '@/features/shell/components/PageContainer';

/**
 * The collections admin: the list at /admin/collections and one collection's records at
 * /admin/collections/:name (both route rows name this page). One page for both keeps one lazy
 * chunk and one loader entry in the app's first download, which the page registry carries for
 * every page.
 */
export function AdminCollectionsPage() {
  const { name } = useParams({ strict: false }) as { name?: string };
  return (
    <AdminOnly>
      <PageContainer className="gap-6">
        {name ? <CollectionScreen name={name} /> : <CollectionsScreen />}
      </PageContainer>
    </AdminOnly>
  );
}
