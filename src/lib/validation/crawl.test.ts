import { describe, expect, it } from "vitest";
import { crawlRequestSchema, crawlUrlSchema } from "./crawl";

const message = (input: unknown) => {
  const parsed = crawlUrlSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("crawl validation", () => {
  it("requires a URL: 'URL Required'", () => {
    expect(message("")).toBe("URL Required");
    expect(message("   ")).toBe("URL Required");
    expect(message(undefined)).toBe("URL Required");
  });

  it("accepts http(s), adds https:// when no scheme is typed, and drops the fragment", () => {
    expect(crawlUrlSchema.parse(" https://ironbark.example/buying#top ")).toBe("https://ironbark.example/buying");
    expect(crawlUrlSchema.parse("ironbark.example")).toBe("https://ironbark.example/");
    expect(crawlUrlSchema.parse("http://localhost:3100")).toBe("http://localhost:3100/");
  });

  it("refuses other schemes and malformed addresses", () => {
    expect(message("ftp://ironbark.example/")).toBe("Only http and https addresses can be crawled");
    expect(message("javascript:alert(1)")).toBe("Only http and https addresses can be crawled");
    expect(message("http://")).toMatch(/valid web address/);
    expect(message("https://user:pw@ironbark.example/")).toMatch(/valid web address/);
  });

  it("reads the start and status calls", () => {
    expect(crawlRequestSchema.parse({ action: "start" })).toEqual({ action: "start" });
    expect(crawlRequestSchema.safeParse({ action: "start", url: "" }).success).toBe(false);
    expect(crawlRequestSchema.safeParse({ action: "status", jobId: "nope" }).success).toBe(false);
    expect(crawlRequestSchema.safeParse({ action: "delete" }).success).toBe(false);
  });
});
