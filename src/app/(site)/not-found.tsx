import { NotFoundMessage } from "@/components/layout/not-found-message";

/**
 * notFound() thrown by a public page: the 404 message inside the (site) layout, which gives it the frame. Without
 * this file the root not-found, frame and all, would be the boundary here too, and Next sends a segment's not-found
 * boundary with every page under it, in case it is needed: a second copy of the whole frame in every public page's
 * payload, rendered on every request. The dark band stands under the header, which is transparent at the top of a
 * public page.
 */
export default function SiteNotFound() {
  return (
    <>
      <div aria-hidden className="h-28 bg-ink sm:h-32" />
      <NotFoundMessage topSpace="pt-12" />
    </>
  );
}
