import { describe, expect, it } from "vitest";
import { adminHomeFor, adminNavFor } from "./admin-nav";

describe("the admin navigation by role", () => {
  it("shows each role only the pages it may use: Staff, Settings and Sign-ins to an admin only", () => {
    expect(adminNavFor("admin").map((item) => item.label)).toEqual([
      "Dashboard",
      "Leads",
      "Listings",
      "Team",
      "Content",
      "Staff",
      "Settings",
      "Sign-ins",
      "Account",
    ]);
    expect(adminNavFor("editor").map((item) => item.label)).toEqual(["Dashboard", "Listings", "Team", "Content", "Account"]);
    expect(adminNavFor("agent").map((item) => item.label)).toEqual(["Dashboard", "Leads", "Listings", "Team", "Account"]);
    expect(adminNavFor("office-manager").map((item) => item.label)).toEqual(["Leads", "Account"]);
  });

  it("sends every role from /admin to a page it may use", () => {
    for (const role of ["admin", "office-manager", "editor", "agent"] as const)
      expect(adminNavFor(role).map((item) => item.href)).toContain(adminHomeFor(role));
  });
});
