import type { ReactNode } from "react";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { LazyToaster } from "@/components/feedback/lazy-toaster";
import { FloatingActions } from "@/components/layout/floating-actions";
import { NewsTicker } from "@/components/layout/news-ticker";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";

export default function SiteLayout({ children }: { children: ReactNode }) {
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
      <ChatLauncher />
      <LazyToaster />
    </>
  );
}
