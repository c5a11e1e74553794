import { Heart } from "lucide-react";
import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { LazyImage } from "@/components/media/lazy-image";
import { VideoFacade } from "@/components/mission/video-facade";
import { YearlyResults } from "@/components/mission/yearly-results";
import { Reveal } from "@/components/motion/reveal";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { SplitSection } from "@/components/sections/split-section";
import { CtaBand } from "@/components/services/cta-band";
import { ButtonLink } from "@/components/ui/button";
import { mission } from "@/content/services/mission";
import { buildMetadata } from "@/content/seo/metadata";
import { youtubeVideoId } from "@/lib/youtube";
import { currentAgency } from "@/server/site-content/current";

export const metadata: Metadata = buildMetadata({
  title: mission.seo.title,
  description: mission.seo.description,
  path: "/mission",
  keywords: mission.seo.keywords,
});

export default async function MissionPage() {
  const scholarVideoId = youtubeVideoId((await currentAgency()).scholarVideo);
  return (
    <>
      <PageHero eyebrow={mission.hero.eyebrow} title={mission.hero.title} intro={mission.hero.intro} />

      <div className="container-page pt-8">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Mission the One", path: "/mission" },
          ]}
        />
      </div>

      <SplitSection headingId="about-heading" eyebrow="The program" title={mission.about.title} className="section">
        <Reveal className="flex flex-col gap-5 text-lead text-ink/90">
          {mission.about.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Reveal>
      </SplitSection>

      <section aria-labelledby="promise-heading" className="section bg-ink text-sand">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="promise-heading" eyebrow="What we commit to" title={mission.promise.title} tone="light" />
          </Reveal>
          <ul className="mt-12 grid gap-px overflow-hidden rounded-lg bg-sand/15 md:grid-cols-3">
            {mission.promise.points.map((point) => (
              <li key={point.title} className="bg-ink p-7">
                <Heart aria-hidden className="size-7 text-clay-300" />
                <h3 className="mt-5 text-h3 font-medium text-sand">{point.title}</h3>
                <p className="mt-3 text-sand/80">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <YearlyResults title={mission.results.title} intro={mission.results.intro} years={mission.results.years} />

      <section aria-labelledby="sponsorship-heading" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-20">
          <Reveal>
            <SectionHeading id="sponsorship-heading" eyebrow="In our schools" title={mission.sponsorship.title} />
            <div className="mt-6 flex flex-col gap-4 text-ink/90">
              {mission.sponsorship.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </Reveal>
          <Reveal>
            <h2 id="colouring-heading" className="text-h2 font-medium">
              {mission.colouring.title}
            </h2>
            <p className="mt-4 text-muted">{mission.colouring.intro}</p>
            <figure className="mt-6">
              <LazyImage
                src={mission.colouring.image}
                alt={mission.colouring.imageAlt}
                width={800}
                height={600}
                className="rounded-lg border border-line shadow-soft"
              />
              <figcaption className="mt-3 text-sm text-muted">{mission.colouring.caption}</figcaption>
            </figure>
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="video-heading" className="section bg-sand-200">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:items-center lg:gap-16">
          <Reveal>
            <SectionHeading
              id="video-heading"
              eyebrow="Our scholar"
              title={mission.video.title}
              intro={scholarVideoId ? mission.video.introWithVideo : mission.video.intro}
            />
          </Reveal>
          <VideoFacade
            youtubeId={scholarVideoId}
            title={mission.video.title}
            poster={mission.video.poster}
            posterAlt={mission.video.posterAlt}
            playLabel={mission.video.playLabel}
          />
        </div>
      </section>

      <div className="pt-24">
        <CtaBand id="mission-cta-heading" title={mission.cta.title} text={mission.cta.text}>
          <ButtonLink href="/selling" variant="light" size="lg">
            Get Free Property Price Update
          </ButtonLink>
          <ButtonLink href="/contact" variant="ghostWhite" size="lg">
            Contact Us
          </ButtonLink>
        </CtaBand>
      </div>
    </>
  );
}
