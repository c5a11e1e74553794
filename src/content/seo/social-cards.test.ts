import { describe, expect, it } from "vitest";
import { suburbGuides } from "@/content/suburbs";
import { publicRoutes } from "@/content/public-routes";
import { team } from "@/content/team";
import {
  articleCard,
  articleSocialImage,
  findStaticSocialCard,
  socialCardKey,
  socialImageForPath,
  staticSocialCards,
  staticSocialImage,
  teamMemberCard,
} from "./social-cards";

describe("social cards", () => {
  it("has a card made for every static public page, one key each", () => {
    const keys = staticSocialCards().map((card) => card.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of publicRoutes) expect(findStaticSocialCard(socialCardKey(route.path)), route.path).toBeDefined();
    expect(keys).toHaveLength(publicRoutes.length);
  });

  it("/suburb-reports' card promises only what the page has: the reports coming, the four suburb guides now", () => {
    const card = findStaticSocialCard("suburb-reports")!;
    expect(`${card.eyebrow} ${card.subtitle}`).toMatch(/coming soon/i);
    expect(card.subtitle).not.toMatch(/sales|days on market|rents|projects/i);
    for (const guide of suburbGuides) expect(card.subtitle).toContain(guide.name);
  });

  it("keys a page by its path", () => {
    expect(socialCardKey("/")).toBe("home");
    expect(socialCardKey("/selling")).toBe("selling");
    expect(socialCardKey("/gregory-hills/buying")).toBe("gregory-hills-buying");
    expect(socialCardKey("/team/daniel-whitford")).toBe("team-daniel-whitford");
  });

  it("shows a team member's portrait, name and role, and a suburb's artwork", () => {
    const member = team[0]!;
    expect(teamMemberCard(member)).toMatchObject({
      title: member.name,
      subtitle: member.role,
      art: { src: member.image, kind: "portrait" },
    });
    expect(findStaticSocialCard("oran-park-selling")).toMatchObject({ art: { src: "/art/suburbs/oran-park.svg", kind: "scene" } });
  });

  it("addresses a static card as a PNG with a version that changes with what the card says", () => {
    const card = findStaticSocialCard("selling")!;
    const image = staticSocialImage(card);
    expect(image.url).toMatch(/^\/og\/selling\.png\?v=[0-9a-z]+$/);
    expect(staticSocialImage({ ...card, title: `${card.title}!` }).url).not.toBe(image.url);
    expect(image.alt).toContain(card.title);
  });

  it("falls back to the home page's card for a path without its own", () => {
    expect(socialImageForPath("/login").url).toBe(socialImageForPath("/").url);
    expect(socialImageForPath("/").url).toMatch(/^\/og\/home\.png\?v=/);
  });

  it("addresses an article's card by slug and last edit, with the cover as its art", () => {
    const post = {
      slug: "spring-market",
      title: "Spring market",
      category: "Market Update",
      authorName: "Daniel Whitford",
      featuredImage: null,
      updatedAt: new Date("2026-11-01T00:00:00Z"),
    };
    const image = articleSocialImage(post);
    expect(image.url).toMatch(/^\/og\/insights\/spring-market\/[0-9a-z]+-\d+\.png$/);
    expect(articleSocialImage({ ...post, updatedAt: new Date("2026-11-02T00:00:00Z") }).url).not.toBe(image.url);
    expect(articleCard(post).art).toMatchObject({ src: "/art/blog/market.svg", kind: "scene" });
    expect(articleCard({ ...post, featuredImage: "/uploads/abc.png" }).art?.src).toBe("/uploads/abc.png");
  });
});
