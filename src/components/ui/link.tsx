import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * Next's link without automatic prefetching (decision record 034). Every page of this site is rendered per request as
 * far as Next knows (the production server answers plain loads from memory), so a prefetch brings a page's route tree
 * and metadata but none of its content, and costs the server a render for each link that scrolls into view: a visit
 * to `/team` made fourteen. A click fetches the page either way. A link that should prefetch says `prefetch`.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}

export default Link;

/** Whether the router is following the link this is rendered inside (Next's `useLinkStatus`). */
export { useLinkStatus } from "next/link";
