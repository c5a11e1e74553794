import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { team } from "@/content/team";
import {
  articleSocialImage,
  findStaticSocialCard,
  staticSocialCards,
  teamMemberCard,
  teamMemberSocialImage,
  type SocialCard,
} from "@/content/seo/social-cards";
import type { DatabaseHandle } from "@/server/db/connect";
import { blogPosts, teamMembers } from "@/server/db/schema";
import { renderSocialCard } from "@/server/social-cards/render";
import { testDatabases } from "../support/databases";

const current = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));

const { GET: staticCard, generateStaticParams } = await import("@/app/og/[card]/route");
const { GET: articleCardRoute } = await import("@/app/og/insights/[slug]/[version]/route");
const { GET: teamCardRoute } = await import("@/app/og/team/[slug]/[version]/route");

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG's size from its IHDR chunk, which always comes first. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
  expect(png.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function bodyOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe("renderSocialCard", () => {
  const cases: Array<[string, SocialCard]> = [
    ["a page without a picture", findStaticSocialCard("privacy")!],
    ["an agent, with the portrait", teamMemberCard(team[0]!)],
    ["a suburb, over its artwork", findStaticSocialCard("gregory-hills-selling")!],
  ];
  it.each(cases)("draws %s as a 1200 × 630 PNG", async (_name, card) => {
    const png = await renderSocialCard(card);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeGreaterThan(20_000);
  });

  it("draws an uploaded photo behind an article's title, and falls back when the picture cannot be read", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 200, g: 120, b: 80 } } })
      .jpeg()
      .toBuffer();
    const card: SocialCard = {
      key: "insights/x",
      eyebrow: "Insights · Local",
      title: "A long title ".repeat(12),
      subtitle: "By Liam Nguyen",
      art: { src: "/uploads/photo.jpg", kind: "scene", alt: "A photo" },
    };
    const withPhoto = await renderSocialCard(card, {
      loadArt: async (src) => (src === "/uploads/photo.jpg" ? { kind: "bitmap", data: photo } : null),
    });
    expect(pngSize(withPhoto)).toEqual({ width: 1200, height: 630 });
    // The photo's colour shows on the right, where the words leave it uncovered.
    const { data, info } = await sharp(withPhoto).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(1190, 300)[0]).toBeGreaterThan(150);

    const fallback = await renderSocialCard(
      { ...card, art: { ...card.art!, src: "https://elsewhere.example/photo.jpg" } },
      { fallbackArtSrc: "/art/blog/local.svg" },
    );
    expect(pngSize(fallback)).toEqual({ width: 1200, height: 630 });
    // Bytes that are not an image (and no fallback to be had): the card is still drawn, without a picture.
    const broken = await renderSocialCard(card, {
      fallbackArtSrc: "/art/blog/local.svg",
      loadArt: async (src) => (src === "/uploads/photo.jpg" ? { kind: "bitmap", data: Buffer.from("not an image") } : null),
    });
    expect(pngSize(broken)).toEqual({ width: 1200, height: 630 });
  });
});

describe("/og/{key}.png", () => {
  it("is prerendered for every static card", () => {
    expect(generateStaticParams()).toEqual(staticSocialCards().map((card) => ({ card: `${card.key}.png` })));
  });

  it("answers a card as a 1200 × 630 PNG, and 404 for an unknown key", async () => {
    const response = await staticCard(new Request("http://localhost/og/selling.png"), { params: Promise.resolve({ card: "selling.png" }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(pngSize(await bodyOf(response))).toEqual({ width: 1200, height: 630 });
    const missing = await staticCard(new Request("http://localhost/og/nope.png"), { params: Promise.resolve({ card: "nope.png" }) });
    expect(missing.status).toBe(404);
  });
});

describe.each(testDatabases)("/og/insights/{slug}/{version}.png on $name", (testDb) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  const updatedAt = new Date("2026-11-20T10:00:00.000Z");
  const base = {
    excerpt: "Excerpt",
    content: "<p>Body</p>",
    category: "Market Update",
    authorName: "Daniel Whitford",
    authorRole: "Principal & Managing Director",
    readTime: "3 min read",
    updatedAt,
    createdAt: updatedAt,
  };

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
    await handle.db.insert(blogPosts).values([
      {
        ...base,
        slug: "visible-post",
        title: "What the spring market means for sellers",
        isPublished: true,
        publishedDate: updatedAt,
        featuredImage: "https://elsewhere.example/cover.jpg",
      },
      { ...base, slug: "draft-post", title: "Not yet", isPublished: false },
    ]);
  });
  afterAll(async () => {
    current.db = null;
    await handle.dispose();
  });

  const get = (slug: string, version: string) =>
    articleCardRoute(new Request(`http://localhost/og/insights/${slug}/${version}`), { params: Promise.resolve({ slug, version }) });

  it("draws a visible post's card, cached for a year under its current version", async () => {
    const url = articleSocialImage({ ...base, slug: "visible-post", title: "t", featuredImage: null });
    const version = url.url.split("/").at(-1)!;
    const response = await get("visible-post", version);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(pngSize(await bodyOf(response))).toEqual({ width: 1200, height: 630 });
  });

  it("answers an old version with the current card for a short while, and a draft or unknown post with 404", async () => {
    const old = await get("visible-post", "0-1.png");
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await get("draft-post", "0-1.png")).status).toBe(404);
    expect((await get("no-such-post", "0-1.png")).status).toBe(404);
  });
});

describe.each(testDatabases)("/og/team/{slug}/{version}.png on $name", (testDb) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
  });
  afterAll(async () => {
    current.db = null;
    await handle.dispose();
  });

  const get = (slug: string, version: string) =>
    teamCardRoute(new Request(`http://localhost/og/team/${slug}/${version}`), { params: Promise.resolve({ slug, version }) });

  it("draws an active member's card under the version of their last edit, and none for a retired or unknown one", async () => {
    const [row] = await handle.db.select().from(teamMembers).where(eq(teamMembers.slug, "daniel-whitford"));
    const image = teamMemberSocialImage(team[0]!, row!.updatedAt);
    const version = image.url.split("/").at(-1)!;
    const response = await get("daniel-whitford", version);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(pngSize(await bodyOf(response))).toEqual({ width: 1200, height: 630 });

    await handle.db.update(teamMembers).set({ retiredAt: new Date() }).where(eq(teamMembers.slug, "daniel-whitford"));
    expect((await get("daniel-whitford", version)).status).toBe(404);
    expect((await get("nobody-here", "0-1.png")).status).toBe(404);
  });
});
