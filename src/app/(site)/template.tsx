import type { ReactNode } from "react";
import { RouteTransition } from "@/components/layout/route-transition";

/** A template remounts on every navigation: each route change lands at the top and fades in over 0.3 s. */
export default function SiteTemplate({ children }: { children: ReactNode }) {
  return <RouteTransition>{children}</RouteTransition>;
}
