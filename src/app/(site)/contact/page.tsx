import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { Metadata } from "next";
import { ContactForm } from "@/components/forms/contact-form";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { PageHero } from "@/components/sections/page-hero";
import { contactPage } from "@/content/services/contact";
import { site } from "@/content/site";
import { buildMetadata } from "@/content/seo/metadata";
import { mailHrefOf, openingHoursOf, telHrefOf } from "@/lib/site-content/agency";
import { currentAgency } from "@/server/site-content/current";
import { claimText } from "@/lib/agency/claims";

export async function generateMetadata(): Promise<Metadata> {
  const agency = await currentAgency();
  return buildMetadata({
    title: "Contact Us",
    description: `Contact ${site.name} in ${agency.address.suburb}. Call ${agency.phone}, e-mail ${agency.email} or send an enquiry. We reply ${claimText.replyWithin} during business hours.`,
    path: "/contact",
    keywords: ["contact real estate agent Gregory Hills", "Ironbark Realty phone", "real estate enquiry South West Sydney"],
  });
}

export default async function ContactPage() {
  const agency = await currentAgency();
  return (
    <>
      <PageHero eyebrow={contactPage.hero.eyebrow} title={contactPage.hero.title} intro={contactPage.hero.intro} />

      <div className="container-page pt-8">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Contact", path: "/contact" },
          ]}
        />
      </div>

      <section aria-labelledby="contact-form-heading" className="section pt-12">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-14">
          <div className="rounded-xl border border-line bg-white p-6 shadow-soft sm:p-10">
            <h2 id="contact-form-heading" className="text-h2 font-medium">
              {contactPage.formTitle}
            </h2>
            <p className="mb-8 mt-3 flex items-center gap-2 text-muted">
              <Clock aria-hidden className="size-4 shrink-0 text-clay" />
              {contactPage.replyPromise}
            </p>
            <ContactForm />
          </div>

          <div className="flex flex-col gap-5">
            <div className="rounded-xl bg-ink p-7 text-sand">
              <h2 className="text-h3 font-medium text-sand">Call or e-mail</h2>
              <ul className="mt-5 flex flex-col gap-4">
                <li>
                  <a
                    href={telHrefOf(agency)}
                    className="inline-flex items-center gap-3 text-lg font-semibold text-sand underline-offset-4 hover:underline"
                  >
                    <Phone aria-hidden className="size-5 text-clay-300" />
                    {agency.phone}
                  </a>
                </li>
                <li>
                  <a
                    href={mailHrefOf(agency)}
                    className="inline-flex items-center gap-3 break-all font-semibold text-sand underline-offset-4 hover:underline"
                  >
                    <Mail aria-hidden className="size-5 shrink-0 text-clay-300" />
                    {agency.email}
                  </a>
                </li>
              </ul>
              <h3 className="mt-7 text-sm font-semibold uppercase tracking-[0.12em] text-sand/80">Office hours</h3>
              <ul className="mt-2 flex flex-col gap-1 text-sand/90">
                {openingHoursOf(agency).map((hours) => (
                  <li key={hours.days}>{hours.label}</li>
                ))}
              </ul>
            </div>
            <div className="rounded-xl border border-line bg-white p-7">
              <h2 className="flex items-center gap-2 text-h3 font-medium">
                <MapPin aria-hidden className="size-5 text-clay" />
                Service area
              </h2>
              <p className="mt-3 text-muted">{site.serviceArea}.</p>
              <p className="mt-4 text-sm text-ink">
                Office: {agency.address.street}, {agency.address.suburb} {agency.address.region} {agency.address.postcode}
              </p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
