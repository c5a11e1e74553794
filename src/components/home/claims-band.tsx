interface Claim {
  value: string;
  label: string;
  detail: string;
}

/**
 * The three claims, value above label (the label comes first in the markup, dt before dd). The column is reversed,
 * so `justify-end` packs it to the top: every value starts on the same line even when one caption wraps.
 */
export function ClaimsBand({ claims }: { claims: readonly Claim[] }) {
  return (
    <section aria-label="Our results" className="border-b border-line bg-sand-200">
      <dl className="container-page grid divide-y divide-line py-4 sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:py-10">
        {claims.map((claim) => (
          <div key={claim.label} className="flex flex-col-reverse justify-end gap-1 px-2 py-6 sm:px-8 sm:py-2">
            <dt className="text-sm font-semibold uppercase tracking-[0.12em] text-muted">
              {claim.label}
              <span className="mt-1 block text-sm font-normal normal-case tracking-normal">{claim.detail}</span>
            </dt>
            <dd className="font-display text-5xl font-medium text-ink">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
