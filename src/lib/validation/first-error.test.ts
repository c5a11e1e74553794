import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fallbackErrorMessage, firstErrorMessage, validate } from "./first-error";

const schema = z
  .object({
    a: z.string().min(1, "a required").max(3, "a too long"),
    b: z.string().min(1, "b required").regex(/^\d+$/, "b digits"),
    c: z.string().min(1, "c required"),
  })
  .refine((v) => v.a !== "xx", { error: "a may not be xx", path: ["a"] });

const errorOf = (input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected a failure");
  return parsed.error;
};

describe("firstErrorMessage", () => {
  it("takes the first field in the form's order, whatever order the input's keys are in", () => {
    expect(firstErrorMessage(errorOf({ c: "", b: "", a: "" }), ["a", "b", "c"])).toBe("a required");
    expect(firstErrorMessage(errorOf({ c: "", b: "", a: "ok" }), ["a", "b", "c"])).toBe("b required");
  });

  it("takes the first declared rule within a field", () => {
    expect(firstErrorMessage(errorOf({ a: "ok", b: "", c: "ok" }))).toBe("b required");
    expect(firstErrorMessage(errorOf({ a: "ok", b: "x", c: "ok" }))).toBe("b digits");
  });

  it("sorts an object-level refinement by the field it names", () => {
    const error = errorOf({ a: "xx", b: "", c: "" });
    expect(error.issues[0]?.message).toBe("b required");
    expect(firstErrorMessage(error, ["a", "b", "c"])).toBe("a may not be xx");
  });

  it("puts an issue on the whole input first", () => {
    expect(firstErrorMessage(errorOf("not an object"), ["a", "b", "c"])).toBe(errorOf("not an object").issues[0]?.message);
  });

  it("puts fields it was not told about after the listed ones", () => {
    expect(firstErrorMessage(errorOf({ a: "", b: "", c: "" }), ["c"])).toBe("c required");
  });

  it("falls back to a generic message for an error without issues", () => {
    expect(firstErrorMessage(new z.ZodError([]))).toBe(fallbackErrorMessage);
  });
});

describe("validate", () => {
  it("returns the parsed data", () => {
    expect(validate(schema, { a: " ab", b: "12", c: "x", extra: 1 })).toEqual({ ok: true, data: { a: " ab", b: "12", c: "x" } });
  });

  it("returns the first message in the schema's field order", () => {
    expect(validate(schema, { a: "xx", b: "", c: "" })).toEqual({ ok: false, message: "a may not be xx" });
    expect(validate(schema, { c: "", b: "x", a: "ok" })).toEqual({ ok: false, message: "b digits" });
  });

  it("works for schemas that are not objects", () => {
    expect(validate(z.string().min(2, "too short"), "x")).toEqual({ ok: false, message: "too short" });
    expect(validate(z.number(), 3)).toEqual({ ok: true, data: 3 });
  });
});
