import { z } from "zod";
import { describe, expect, it } from "vitest";
import { formCheck } from "./form-check";

const check = formCheck(z.object({ title: z.string().min(1, { error: "Title is required" }), time: z.string() }), ["title", "time"]);

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("formCheck", () => {
  it("gives the schema's first problem for the named fields, a missing one read as empty", () => {
    expect(check(form({ time: "6:00 PM" }))).toBe("Title is required");
  });

  it("gives null when the fields pass", () => {
    expect(check(form({ title: "Market day", time: "" }))).toBeNull();
  });
});
