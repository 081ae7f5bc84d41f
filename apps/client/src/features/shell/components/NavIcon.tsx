import {
  Activity,
  Database,
  FileText,
  Gauge,
  KeyRound,
  Layers,
  LayoutDashboard,
  Route,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  zones: Layers,
  profile: UserRound,
  settings: Settings,
  security: KeyRound,
  health: Activity,
  admin_dashboard: Gauge,
  admin_users: Users,
  admin_routes: Route,
  admin_collections: Database,
  unauthorized: ShieldCheck,
};

/** The icon of a menu entry by route name (a neutral page icon for others). */
export function NavIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? FileText;
  return <Icon className={className} aria-hidden="true" />;
}
