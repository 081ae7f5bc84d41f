import {
  Activity,
  Blocks,
  BookOpen,
  Boxes,
  Briefcase,
  Building,
  Calendar,
  ClipboardList,
  ClipboardPenLine,
  Database,
  FileText,
  Flag,
  Folder,
  Gauge,
  Globe,
  Home,
  Image,
  Inbox,
  Key,
  KeyRound,
  Layers,
  LayoutDashboard,
  ListTree,
  Mail,
  Menu,
  Map as MapIcon,
  Megaphone,
  Package,
  Palette,
  Rocket,
  Route,
  Settings,
  Shield,
  ShieldCheck,
  ShoppingCart,
  SlidersHorizontal,
  Star,
  Tag,
  UserPlus,
  UserRound,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { LucideByName } from './LucideByName';

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
  admin_audit_log: ClipboardList,
  admin_forms: ClipboardPenLine,
  admin_api_keys: KeyRound,
  admin_themes: Palette,
  unauthorized: ShieldCheck,
  // icon names stored on navigation items and collections (lucide's kebab-case names, each drawn
  // as lucide draws it)
  'layout-dashboard': LayoutDashboard,
  layers: Layers,
  user: User,
  'user-round': UserRound,
  users: Users,
  key: Key,
  'key-round': KeyRound,
  activity: Activity,
  gauge: Gauge,
  route: Route,
  database: Database,
  shield: Shield,
  'shield-check': ShieldCheck,
  home: Home,
  house: Home,
  folder: Folder,
  'file-text': FileText,
  'list-tree': ListTree,
  navigation: ListTree,
  menu: Menu,
  boxes: Boxes,
  building: Building,
  globe: Globe,
  palette: Palette,
  'sliders-horizontal': SlidersHorizontal,
  preferences: SlidersHorizontal,
  // more for collections and records (an integrator's schema names its icon)
  'user-plus': UserPlus,
  blocks: Blocks,
  briefcase: Briefcase,
  'book-open': BookOpen,
  calendar: Calendar,
  'clipboard-list': ClipboardList,
  'clipboard-pen-line': ClipboardPenLine,
  flag: Flag,
  image: Image,
  inbox: Inbox,
  mail: Mail,
  map: MapIcon,
  megaphone: Megaphone,
  package: Package,
  rocket: Rocket,
  'shopping-cart': ShoppingCart,
  star: Star,
  tag: Tag,
};

/**
 * Names drawn as another name's icon, left out of the pickers: older menus' route names, `home`
 * (lucide's old name for `house`) and `navigation` (drawn as the list tree, not lucide's arrow).
 */
const ALIASES: ReadonlySet<string> = new Set([
  'dashboard',
  'zones',
  'profile',
  'security',
  'health',
  'admin_dashboard',
  'admin_users',
  'admin_routes',
  'admin_collections',
  'admin_navigation',
  'admin_audit_log',
  'admin_forms',
  'admin_api_keys',
  'admin_themes',
  'unauthorized',
  'home',
  'navigation',
  'preferences',
]);

/** The icon names NavIcon draws (for icon pickers). */
export const NAV_ICON_NAMES: readonly string[] = Object.freeze(Object.keys(ICONS));

/** One name per icon drawn (no aliases): what a collection's or a record's icon is picked from. */
export const ICON_NAMES: readonly string[] = Object.freeze(NAV_ICON_NAMES.filter((n) => !ALIASES.has(n)));

/**
 * The icon of a menu entry by its icon or route name: one of the icons bundled above at once, any
 * other lucide icon once it has loaded (a neutral page icon meanwhile, and for a name lucide lacks).
 */
export function NavIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = name ? (Object.hasOwn(ICONS, name) ? ICONS[name] : undefined) : FileText;
  if (Icon) return <Icon className={className} aria-hidden="true" />;
  return <LucideByName name={name ?? ''} fallback={FileText} className={className} />;
}
