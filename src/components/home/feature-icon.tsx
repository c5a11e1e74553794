import {
  Camera,
  ChartNoAxesCombined,
  MapPin,
  Megaphone,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Video,
  type LucideIcon,
} from "lucide-react";

const icons = {
  camera: Camera,
  video: Video,
  megaphone: Megaphone,
  target: Target,
  sparkles: Sparkles,
  chart: ChartNoAxesCombined,
  users: Users,
  shield: ShieldCheck,
  "map-pin": MapPin,
  "trending-up": TrendingUp,
} satisfies Record<string, LucideIcon>;

export type FeatureIconName = keyof typeof icons;

export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden className={className} />;
}
