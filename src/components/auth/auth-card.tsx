import type { ReactNode } from "react";

/** The card around the login and sign-up forms. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="w-full max-w-md rounded-lg border border-line bg-white p-8 shadow-soft sm:p-10">
      <h1 className="text-h2 font-medium text-ink">{title}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}
