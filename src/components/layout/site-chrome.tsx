import type { ReactNode } from "react";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { phoneE164 } from "@/lib/site-content/agency";
import { currentAgency } from "@/server/site-content/current";
import { LazyToaster } from "@/components/feedback/lazy-toaster";
import { FloatingActions } from "./floating-actions";
import { NewsTicker } from "./news-ticker";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/**
 * The frame of every public page: skip link, ticker and fixed header, <main id="main">, footer, floating buttons,
 * chat and toasts: the (site) layout's, around every public page and their 404 (src/app/(site)/not-found.tsx).
 */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const agency = await currentAgency();
  return (
    <>
      <SkipLink />
      <div className="fixed inset-x-0 top-0 z-50">
        <NewsTicker />
        <SiteHeader />
      </div>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <FloatingActions />
      <ChatLauncher phone={{ display: agency.phone, e164: phoneE164(agency.phone) }} />
      <LazyToaster />
    </>
  );
}
