import {
  BookOpen,
  Briefcase,
  Building,
  Code,
  FileText,
  Globe,
  Heart,
  Layers,
  Map as MapIcon,
  Megaphone,
  Rocket,
  Shapes,
  Star,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** The icons the zone and hub forms offer, by their kebab-case lucide names. */
export const ZONE_ICONS: Readonly<Record<string, LucideIcon>> = Object.freeze({
  building: Building,
  briefcase: Briefcase,
  rocket: Rocket,
  users: Users,
  globe: Globe,
  megaphone: Megaphone,
  'book-open': BookOpen,
  code: Code,
  heart: Heart,
  star: Star,
  wrench: Wrench,
  layers: Layers,
  'file-text': FileText,
  map: MapIcon,
});

export const ICON_CHOICES = Object.freeze(Object.keys(ZONE_ICONS));

/** An icon by stored name; unknown names get a neutral shape. */
export function ZoneIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && ZONE_ICONS[name]) || Shapes;
  return <Icon className={className} aria-hidden="true" />;
}
