/** Query keys of the account screens (one factory; mutations invalidate by prefix). */
export const authKeys = {
  all: ['auth'] as const,
  sessions: () => [...authKeys.all, 'sessions'] as const,
};
