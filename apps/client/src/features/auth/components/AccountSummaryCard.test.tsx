import type { User } from '@atrium/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '@/test/feature-harness';
import { AccountSummaryCard } from './AccountSummaryCard';

const account = (role: string): User =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    email_verified: true,
    role,
    created_at: '2026-01-02T03:04:05.000Z',
  }) as unknown as User;

describe('AccountSummaryCard', () => {
  it('names a system role by its label, as the user menu does, not by its key', () => {
    renderFeature(<AccountSummaryCard user={account('platform_owner')} />);
    expect(screen.getByText('Platform owner')).toBeTruthy();
    expect(screen.queryByText('platform_owner')).toBeNull();
  });

  it('names a custom role as it is stored', () => {
    renderFeature(<AccountSummaryCard user={account('editors')} />);
    expect(screen.getByText('editors')).toBeTruthy();
  });
});
