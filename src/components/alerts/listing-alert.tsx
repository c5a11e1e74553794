import { AlertForm } from "./alert-form";

/** "Keep me updated" on a listing page: its price changes, new inspections and the result. */
export function ListingAlert({ listingId }: { listingId: string }) {
  return (
    <section aria-labelledby="listing-alert-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="listing-alert-heading" className="text-lg font-semibold text-ink">
        Keep me updated
      </h2>
      <p className="mt-1 text-sm text-muted">Hear about price changes, new inspection times and the result of this property.</p>
      <AlertForm follow={{ listing: listingId }} submitLabel="Keep me updated" idPrefix="listing-alert" />
    </section>
  );
}
