import {
  Award,
  BadgeDollarSign,
  Camera,
  ClipboardCheck,
  GraduationCap,
  Handshake,
  Landmark,
  Search,
  ShoppingBag,
  TrainFront,
  Trees,
  TrendingUp,
  Users,
  Network,
  FileSignature,
  type LucideIcon,
} from "lucide-react";
import type { BuyingStepKey, FeatureKey, SellingBenefitKey } from "@/content/suburbs";

/** Icons by content key, so the content modules stay free of presentation. */
export const featureIcons: Record<FeatureKey, LucideIcon> = {
  education: GraduationCap,
  shopping: ShoppingBag,
  parks: Trees,
  transport: TrainFront,
  family: Users,
  growth: TrendingUp,
};

export const buyingStepIcons: Record<BuyingStepKey, LucideIcon> = {
  search: Search,
  finance: Landmark,
  inspection: ClipboardCheck,
  offer: FileSignature,
};

export const sellingBenefitIcons: Record<SellingBenefitKey, LucideIcon> = {
  appraisal: BadgeDollarSign,
  marketing: Camera,
  buyers: Network,
  pricing: Award,
  negotiation: Handshake,
  results: TrendingUp,
};
