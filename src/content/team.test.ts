import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { teamSlug } from "@/lib/team/team-member";
import { team } from "./team";

describe("teamSlug", () => {
  it("lower-cases the name and turns spaces into hyphens", () => {
    expect(teamSlug("Daniel Whitford")).toBe("daniel-whitford");
    expect(teamSlug("Mary Anne Smith")).toBe("mary-anne-smith");
  });

  it("collapses runs of whitespace into one hyphen", () => {
    expect(teamSlug("Daniel   Whitford")).toBe("daniel-whitford");
    expect(teamSlug("Daniel \t Whitford")).toBe("daniel-whitford");
  });

  it("trims surrounding whitespace", () => {
    expect(teamSlug("  Daniel Whitford  ")).toBe("daniel-whitford");
  });

  it("ignores case", () => {
    expect(teamSlug("DANIEL WHITFORD")).toBe("daniel-whitford");
    expect(teamSlug("dAnIeL wHiTfOrD")).toBe(teamSlug("Daniel Whitford"));
  });
});

describe("team", () => {
  it("has the six members of the spec, each with the slug of their name", () => {
    expect(team).toHaveLength(6);
    for (const member of team) {
      expect(member.slug).toBe(teamSlug(member.name));
      expect(member.image).toBe(`/art/team/${member.slug}.svg`);
      expect(member.imageUrl).toBe(member.image);
    }
  });

  it("gives every member a unique slug, e-mail and phone number", () => {
    const unique = (values: string[]) => new Set(values).size;
    expect(unique(team.map((m) => m.slug))).toBe(team.length);
    expect(unique(team.map((m) => m.email))).toBe(team.length);
    expect(unique(team.map((m) => m.phone.e164))).toBe(team.length);
  });

  it("uses fictional phone numbers whose display and dialling forms agree", () => {
    for (const { phone } of team) {
      expect(phone.e164).toMatch(/^\+61491570\d{3}$/);
      expect(`+61${phone.display.replace(/\s/g, "").slice(1)}`).toBe(phone.e164);
    }
  });

  it("gives every member a bio of two or three paragraphs", () => {
    for (const member of team) {
      expect(member.bio.length).toBeGreaterThanOrEqual(2);
      expect(member.bio.length).toBeLessThanOrEqual(3);
    }
  });
});

describe("team portraits", () => {
  it.each(team.map((m) => [m.name, m]))("%s: the drawn portrait is a 400×500 SVG with the monogram at the top left", (_name, member) => {
    const svg = readFileSync(path.join(import.meta.dirname, "../../public", member.image), "utf8");
    expect(svg).toMatch(/<svg[^>]*\sviewBox="0 0 400 500"/);
    expect(svg).toContain(`<title>${member.name}, `);
    const initials = member.name
      .split(" ")
      .map((part) => part[0])
      .join("");
    // Above the name and role the card lays over the bottom of the picture.
    expect(svg).toMatch(new RegExp(`<text x="34" y="104"[^>]*>${initials}</text>`));
    expect(svg).not.toMatch(/<image|href=|url\((?!#)/);
  });
});
