import type { ModuleType } from '@atrium/schema';
import { ClipboardList, FileText, Link, Table, type LucideIcon } from 'lucide-react';

const ICONS: Record<ModuleType, LucideIcon> = {
  markdown: FileText,
  collection: Table,
  form: ClipboardList,
  link: Link,
};

export function ModuleTypeIcon({ type, className }: { type: ModuleType; className?: string }) {
  const Icon = ICONS[type] ?? FileText;
  return <Icon className={className} aria-hidden="true" />;
}
