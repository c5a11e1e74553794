import type { ReactNode } from "react";
import { ScrollToTop } from "@/components/layout/scroll-to-top";

/** A template remounts on every navigation: each route lands at the top and fades in over 0.3 s. */
export default function SiteTemplate({ children }: { children: ReactNode }) {
  return (
    <div className="animate-fade-in" data-testid="route-transition">
      <ScrollToTop />
      {children}
    </div>
  );
}
