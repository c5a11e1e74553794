/** The listing's loading state: card-shaped placeholders while the posts are read. */
export function PostGridSkeleton() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading articles…
      </p>
      <div className="h-12 max-w-xl animate-skeleton rounded-full bg-sand-200" />
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="h-96 animate-skeleton rounded-lg bg-sand-200" />
        ))}
      </div>
    </div>
  );
}
