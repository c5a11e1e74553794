import { describe, expect, it } from "vitest";
import { formValues } from "./form-values";

describe("formValues", () => {
  it("reads the named fields as strings, a missing one as empty, and nothing else", () => {
    const data = new FormData();
    data.set("id", "42");
    data.set("notes", " kept as typed ");
    data.set("other", "ignored");
    expect(formValues(data, ["id", "notes", "hidden"])).toEqual({ id: "42", notes: " kept as typed ", hidden: "" });
  });
});
