import type { ReactNode } from "react";
import { Reveal } from "@/components/motion/reveal";

/** The clay call-to-action panel that closes a page. */
export function CtaBand({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="pb-24">
      <div className="container-page">
        <Reveal className="relative overflow-hidden rounded-xl bg-clay px-8 py-14 text-white sm:px-14">
          <h2 id={id} className="max-w-2xl text-h2 font-medium">
            {title}
          </h2>
          <p className="mt-4 max-w-xl text-lead text-white/90">{text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
        </Reveal>
      </div>
    </section>
  );
}
