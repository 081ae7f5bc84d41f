import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModuleTypeIcon } from '@/features/modules/components/ModuleTypeIcon';
import { hubQueries } from '../api/hubs-api';
import { HubEyebrow } from './HubEyebrow';

const ZONE = '22222222-2222-4222-8222-222222222222';
const HUB = '33333333-3333-4333-8333-333333333333';

function drawn(icon?: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(hubQueries.detail(ZONE, HUB).queryKey, {
    id: HUB,
    zone_id: ZONE,
    icon: 'rocket',
  } as never);
  const { container } = render(
    <QueryClientProvider client={client}>
      <HubEyebrow zoneId={ZONE} hubId={HUB} icon={icon} />
    </QueryClientProvider>,
  );
  return container.querySelector('[data-testid="hub-eyebrow"] svg')!.classList;
}

describe('HubEyebrow', () => {
  it("heads a hub's page with the hub's icon, and a module's with its type's, as the sidebar does", () => {
    expect(drawn().contains('lucide-rocket')).toBe(true);
    expect(drawn(<ModuleTypeIcon type="collection" />).contains('lucide-table')).toBe(true);
  });
});
