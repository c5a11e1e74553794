import { describe, expect, it } from "vitest";
import { eventDetail, eventTitle } from "./listing-event-text";

describe("a listing's history in words", () => {
  it("names each event for staff, and labels the search price as private", () => {
    expect(eventTitle("hold_approved")).toBe("Hold approved by staff");
    expect(eventTitle("held")).toBe("Held by the NSW price rules");
    expect(
      eventDetail({
        type: "price_changed",
        before: { priceText: "$900,000", searchPrice: 900000 },
        after: { priceText: "$880,000", searchPrice: 880000 },
        actor: null,
      }),
    ).toEqual(["price text: $900,000 → $880,000", "search price (private): 900000 → 880000"]);
  });

  it("says who made a staff decision and lists a hold's reasons", () => {
    expect(
      eventDetail({ type: "hold_approved", before: null, after: { reasons: ["Rent hidden."] }, actor: "principal@ironbark.example" }),
    ).toEqual(["Rent hidden.", "by principal@ironbark.example"]);
    expect(eventDetail({ type: "status_changed", before: { status: "current" }, after: { status: "sold" }, actor: null })).toEqual([
      "current → sold",
    ]);
  });
});
