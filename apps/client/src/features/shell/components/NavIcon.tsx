import {
  Activity,
  Boxes,
  Building,
  Database,
  FileText,
  Folder,
  Gauge,
  Globe,
  Home,
  KeyRound,
  Layers,
  LayoutDashboard,
  ListTree,
  Palette,
  Route,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  // route names (older menus)
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
  admin_navigation: ListTree,
  unauthorized: ShieldCheck,
  // icon names stored on navigation items (lucide's kebab-case names)
  'layout-dashboard': LayoutDashboard,
  layers: Layers,
  user: UserRound,
  'user-round': UserRound,
  users: Users,
  key: KeyRound,
  'key-round': KeyRound,
  activity: Activity,
  gauge: Gauge,
  route: Route,
  database: Database,
  shield: ShieldCheck,
  'shield-check': ShieldCheck,
  home: Home,
  house: Home,
  folder: Folder,
  'file-text': FileText,
  'list-tree': ListTree,
  navigation: ListTree,
  menu: ListTree,
  boxes: Boxes,
  building: Building,
  globe: Globe,
  palette: Palette,
  'sliders-horizontal': SlidersHorizontal,
  preferences: SlidersHorizontal,
};

/** The icon names NavIcon draws (for icon pickers). */
export const NAV_ICON_NAMES: readonly string[] = Object.freeze(Object.keys(ICONS));

/** The icon of a menu entry by its icon or route name (a neutral page icon for others). */
export function NavIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && ICONS[name]) || FileText;
  return <Icon className={className} aria-hidden="true" />;
}
