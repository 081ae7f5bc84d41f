import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';

/** The `token` query parameter of an emailed link, read once (a blank or odd value reads as none). */
export function useLinkToken(): string | null {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const [token] = useState(() => {
    const raw = search.token;
    const value = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
    return /^[A-Za-z0-9_-]{16,256}$/.test(value) ? value : null;
  });
  return token;
}
