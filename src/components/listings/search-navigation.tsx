"use client";

import { useRouter } from "next/navigation";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useTransition,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from "react";
import { useLinkStatus } from "@/components/ui/link";
import { cn } from "@/lib/cn";
import { parseSearchQuery, searchHref, type SearchTab } from "@/lib/listings/search-query";

interface SearchPendingState {
  pending: boolean;
  start: (navigate: () => void) => void;
  /** A link being followed: the results are busy until the returned function is called. */
  hold: () => () => void;
}

const SearchPending = createContext<SearchPendingState | null>(null);

/**
 * The search page's form, links and results, sharing one pending state: with JavaScript a search made with the form,
 * a tab or a page of results is a client-side navigation (only the page's payload is fetched, the frame stays) and the
 * results dim until it lands.
 */
export function SearchNavigation({ children }: { children: ReactNode }) {
  const [searching, start] = useTransition();
  const [following, setFollowing] = useState(0);
  const hold = useCallback(() => {
    setFollowing((n) => n + 1);
    return () => setFollowing((n) => n - 1);
  }, []);
  const value = useMemo(() => ({ pending: searching || following > 0, start, hold }), [searching, following, start, hold]);
  return <SearchPending value={value}>{children}</SearchPending>;
}

function useSearchPending() {
  const context = useContext(SearchPending);
  if (!context) throw new Error("SearchForm and SearchResults belong inside SearchNavigation");
  return context;
}

/** FormData as the search's parameters, each name with every value it was sent with. */
function formParams(data: FormData): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const [name, value] of data) if (typeof value === "string") (params[name] ??= []).push(value);
  return params;
}

/**
 * A plain GET form to `/{tab}` (so it searches without JavaScript); with it, the submission goes to the search's
 * canonical address (no empty fields, places as tokens: the address a shared or kept search has) by the router.
 */
export function SearchForm({
  tab,
  children,
  ...props
}: { tab: SearchTab; children: ReactNode } & Omit<ComponentProps<"form">, "action" | "method" | "onSubmit">) {
  const router = useRouter();
  const { pending, start } = useSearchPending();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget, event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null);
    event.preventDefault();
    const href = searchHref(parseSearchQuery(tab, formParams(data)));
    start(() => router.push(href, { scroll: false }));
  }
  return (
    <form {...props} method="get" action={`/${tab}`} onSubmit={onSubmit} aria-busy={pending}>
      {children}
    </form>
  );
}

/** The results, dimmed and marked busy while a search is on its way. */
export function SearchResults({ children, ...props }: ComponentProps<"section">) {
  const { pending } = useSearchPending();
  return (
    <section {...props} aria-busy={pending} className={cn(props.className, "transition-opacity", pending && "opacity-60")}>
      {children}
    </section>
  );
}

/** Placed inside a link of the search page: while the router follows the link, the results are busy as for a search. */
export function SearchLinkPending() {
  const { pending } = useLinkStatus();
  const { hold } = useSearchPending();
  useEffect(() => (pending ? hold() : undefined), [pending, hold]);
  return null;
}
