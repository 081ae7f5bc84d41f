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
import { LucideByName } from '@/features/shell/components/LucideByName';

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

/**
 * A zone's or hub's icon by stored name: one of the icons offered first at once, any other lucide
 * icon once it has loaded; no name, or one lucide lacks, gets a neutral shape.
 */
export function ZoneIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = name ? (Object.hasOwn(ZONE_ICONS, name) ? ZONE_ICONS[name] : undefined) : Shapes;
  if (Icon) return <Icon className={className} aria-hidden="true" />;
  return <LucideByName name={name ?? ''} fallback={Shapes} className={className} />;
}
