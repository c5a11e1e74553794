import { Clock, Phone } from "lucide-react";
import Link from "@/components/ui/link";
import { ButtonLink } from "@/components/ui/button";
import { aboutMenu, mainMenu } from "@/content/navigation";
import { site } from "@/content/site";
import { openingHoursOf, telHrefOf } from "@/lib/site-content/agency";
import { cn } from "@/lib/cn";
import { AboutMenu } from "./about-menu";
import { HeaderShell } from "./header-shell";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { currentAgency } from "@/server/site-content/current";

/** The words of the wordmark after the brand: "Realty" in "Ironbark Realty". */
const wordmarkSuffix = site.name.replace(site.brand, "").trim();

/** The logo turns white on the transparent header and returns to its own colours once the header is solid. */
const logoFilter =
  "brightness-0 invert noscript:filter-none group-data-[scrolled=true]/header:filter-none group-has-[[data-menu-open=true]]/header:filter-none group-has-[[data-mobile-menu][open]]/header:filter-none";

const desktopLink =
  "relative inline-flex items-center rounded-full px-4 py-2 text-[0.95rem] font-medium after:absolute after:inset-x-4 after:bottom-0.5 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full after:bg-current after:transition-transform after:duration-300 hover:after:scale-x-100 aria-[current=page]:after:scale-x-100";

const mobileLink =
  "flex items-center rounded-md px-3 py-3 text-lg font-medium text-ink transition-colors hover:bg-sand-200 aria-[current=page]:bg-sand-200 aria-[current=page]:text-clay-600";

/** Site header: logo, desktop navigation with the About dropdown, the call button and the mobile menu. */
export async function SiteHeader() {
  const agency = await currentAgency();
  const telHref = telHrefOf(agency);
  return (
    <HeaderShell>
      <div className="container-page flex h-16 items-center justify-between gap-6 lg:h-20">
        <Link href="/" aria-label={`${site.name} home`} className="flex shrink-0 items-center gap-2.5 rounded-md">
          {/* eslint-disable-next-line @next/next/no-img-element -- 40px SVG logo, no optimisation to gain */}
          <img src={site.images.logo} alt="" width={40} height={40} className={cn("size-10", logoFilter)} />
          <span className="flex flex-col leading-none">
            <span className="font-display text-[1.4rem] font-medium tracking-tight">{site.brand}</span>
            <span className="mt-1 text-[0.625rem] font-semibold uppercase tracking-[0.32em] opacity-85">{wordmarkSuffix}</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainMenu.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} className={desktopLink}>
                  {item.title}
                </NavLink>
              </li>
            ))}
            <li>
              <AboutMenu label="About" items={aboutMenu} />
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-3">
          {/* A wrapper hides it below lg: the button's own display class would win over "hidden". */}
          <div className="hidden lg:block">
            <ButtonLink href={telHref}>
              <Phone aria-hidden />
              Contact Us<span className="sr-only">, phone {agency.phone}</span>
            </ButtonLink>
          </div>

          <MobileMenu>
            <nav aria-label="Main" className="container-page pb-8 pt-4">
              <ul>
                {mainMenu.map((item) => (
                  <li key={item.href}>
                    <NavLink href={item.href} className={mobileLink}>
                      {item.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="mt-4 border-t border-line pt-5">
                <p id="mobile-about-heading" className="eyebrow px-3">
                  About
                </p>
                <ul aria-labelledby="mobile-about-heading" className="mt-2 grid sm:grid-cols-2">
                  {aboutMenu.map((item) => (
                    <li key={item.href}>
                      <NavLink href={item.href} className={cn(mobileLink, "py-2.5 text-base")}>
                        {item.title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
              <ButtonLink href={telHref} size="lg" className="mt-6 w-full">
                <Phone aria-hidden />
                Contact Us<span className="sr-only">, phone {agency.phone}</span>
              </ButtonLink>
              <p className="mt-4 flex items-center justify-center gap-2 text-sm text-muted">
                <Clock aria-hidden className="size-4" />
                {openingHoursOf(agency)
                  .map((hours) => hours.label)
                  .join(" · ")}
              </p>
            </nav>
          </MobileMenu>
        </div>
      </div>
    </HeaderShell>
  );
}
