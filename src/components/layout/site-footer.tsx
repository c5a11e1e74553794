import { Clock, Mail, MapPin, Phone } from "lucide-react";
import Link from "@/components/ui/link";
import type { SVGProps } from "react";
import { footerQuickLinks } from "@/content/navigation";
import { site } from "@/content/site";
import { mailHrefOf, openingHoursOf, socialLinksOf, telHrefOf } from "@/lib/site-content/agency";
import { cn } from "@/lib/cn";
import { currentAgency } from "@/server/site-content/current";
import { CurrentYear } from "./current-year";

/*
 * Brand marks, drawn in lucide's style (24px grid, 2px stroke): lucide-react 1.x no longer ships brand icons.
 * Paths from lucide 0.x (ISC licence).
 */
type IconProps = SVGProps<SVGSVGElement>;
const iconBase = {
  xmlns: "http://www.w3.org/2000/svg",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;

function FacebookIcon(props: IconProps) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </svg>
  );
}

function InstagramIcon(props: IconProps) {
  return (
    <svg {...iconBase} {...props}>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </svg>
  );
}

function LinkedinIcon(props: IconProps) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </svg>
  );
}

const socialNetworks = {
  facebook: { name: "Facebook", Icon: FacebookIcon },
  instagram: { name: "Instagram", Icon: InstagramIcon },
  linkedin: { name: "LinkedIn", Icon: LinkedinIcon },
} as const;

const wordmarkSuffix = site.name.replace(site.brand, "").trim();

const footerLink = "rounded-sm text-sand/80 underline-offset-4 transition-colors hover:text-sand hover:underline";
const headingClass = "text-xs font-semibold uppercase tracking-[0.16em] text-clay-300";

/** Site footer: blurb and socials, quick links, contact details, hours and service area, legal lines (licence and ABN). */
export async function SiteFooter() {
  const agency = await currentAgency();
  const socialLinks = socialLinksOf(agency).map(({ network, href }) => ({ href, ...socialNetworks[network] }));
  return (
    <footer className="relative overflow-hidden bg-ink text-sand">
      <div aria-hidden className="pointer-events-none absolute -left-40 -top-40 size-[28rem] rounded-full bg-ink-500/30 blur-3xl" />
      {/* On phones the action bar (3rem, phone-action-bar.tsx) covers the bottom of the screen: the footer reserves its height
          so that the last line ends above it. From 768px the floating controls sit in the page's side margins and need no room. */}
      <div className="container-page relative pb-[calc(5.5rem+env(safe-area-inset-bottom))] pt-16 sm:pt-20 md:pb-10">
        <div className="grid gap-12 sm:grid-cols-2 lg:grid-cols-12 lg:gap-10">
          <div className="sm:col-span-2 lg:col-span-4 lg:pr-6">
            <Link href="/" aria-label={`${site.name} home`} className="inline-flex items-center gap-3 rounded-md">
              {/* eslint-disable-next-line @next/next/no-img-element -- 44px SVG logo, shown in white on ink */}
              <img src={site.images.logo} alt="" width={44} height={44} loading="lazy" className="size-11 brightness-0 invert" />
              <span className="flex flex-col leading-none">
                <span className="font-display text-2xl font-medium tracking-tight">{site.brand}</span>
                <span className="mt-1 text-[0.6875rem] font-semibold uppercase tracking-[0.32em] text-sand/80">{wordmarkSuffix}</span>
              </span>
            </Link>
            <p className="mt-6 max-w-sm leading-relaxed text-sand/80">{site.description}</p>
            <ul className="mt-7 flex gap-3">
              {socialLinks.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${site.name} on ${name} (opens in a new tab)`}
                    className="grid size-11 place-items-center rounded-full border border-sand/20 text-sand/90 transition-colors hover:border-sand/60 hover:bg-sand/10 hover:text-sand"
                  >
                    <Icon className="size-[1.15rem]" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-labelledby="footer-quick-links" className="lg:col-span-2">
            <h2 id="footer-quick-links" className={headingClass}>
              Quick Links
            </h2>
            <ul className="mt-5 grid gap-3">
              {footerQuickLinks.map((item) => (
                <li key={item.title}>
                  <Link href={item.href} className={footerLink}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="lg:col-span-3">
            <h2 className={headingClass}>Get in Touch</h2>
            <ul className="mt-5 grid gap-4">
              <li className="flex gap-3">
                <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-300" />
                <a href={telHrefOf(agency)} className={footerLink}>
                  {agency.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-300" />
                <a href={mailHrefOf(agency)} className={cn(footerLink, "break-all")}>
                  {agency.email}
                </a>
              </li>
              <li className="flex gap-3">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-300" />
                <address className="not-italic leading-relaxed text-sand/80">
                  {agency.address.street}
                  <br />
                  {agency.address.suburb} {agency.address.region} {agency.address.postcode}
                </address>
              </li>
            </ul>
          </div>

          <div className="lg:col-span-3">
            <h2 className={headingClass}>Opening Hours</h2>
            <ul className="mt-5 grid gap-2">
              {openingHoursOf(agency).map((hours) => (
                <li key={hours.days} className="flex gap-3 text-sand/80">
                  <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-300" />
                  {hours.label}
                </li>
              ))}
            </ul>
            <h2 className={cn(headingClass, "mt-8")}>Service Area</h2>
            <p className="mt-4 leading-relaxed text-sand/80">{site.serviceArea}.</p>
          </div>
        </div>

        <div className="mt-16 flex flex-col gap-3 border-t border-sand/15 pt-8 text-sm text-sand/75 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <p>
              © <CurrentYear initial={new Date().getFullYear()} /> {site.name}. All rights reserved.
            </p>
            <p>
              {agency.legalName} · ABN {agency.abn} · Licence No. {agency.licenceNumber}
            </p>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link href="/privacy" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
