import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { Toaster } from "@/components/feedback/toaster";
import { site } from "@/content/site";

/** Sign-in and sign-up: a quiet page with the logo, the card, and this group's own toaster. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-sand">
      <header className="container-page py-6">
        <Link href="/" className="inline-flex items-center gap-2.5 rounded-md text-ink" aria-label={`${site.name} home`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- 40px SVG logo, no optimisation to gain */}
          <img src={site.images.logo} alt="" width={40} height={40} className="size-10" />
          <span className="font-display text-[1.4rem] font-medium tracking-tight">{site.name}</span>
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-5 pb-16 pt-6 sm:pt-12">
        {children}
      </main>
      <Toaster />
    </div>
  );
}
