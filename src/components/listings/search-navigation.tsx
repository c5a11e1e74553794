"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useTransition, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { parseSearchQuery, searchHref, type SearchTab } from "@/lib/listings/search-query";

const SearchPending = createContext<{ pending: boolean; start: (navigate: () => void) => void } | null>(null);

/**
 * The search page's form and results, sharing one pending state: with JavaScript a search made with the form is a
 * client-side navigation (only the page's payload is fetched, the frame stays) and the results dim until it lands.
 */
export function SearchNavigation({ children }: { children: ReactNode }) {
  const [pending, startTransition] = useTransition();
  return <SearchPending value={{ pending, start: startTransition }}>{children}</SearchPending>;
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
    <form {...props} method="get" action={`/${tab}`} onSubmit={onSubmit} aria-busy={pending} data-pending={pending || undefined}>
      {children}
    </form>
  );
}

/** The results, dimmed and marked busy while a search is on its way. */
export function SearchResults({ children, ...props }: ComponentProps<"section">) {
  const { pending } = useSearchPending();
  return (
    <section {...props} aria-busy={pending} className={`${props.className ?? ""} transition-opacity ${pending ? "opacity-60" : ""}`}>
      {children}
    </section>
  );
}
