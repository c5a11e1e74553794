import { describe, expect, it } from "vitest";
import { broadestRole, can, leadWorkerRoles, meets } from "./permissions";

describe("staff permissions", () => {
  it("gives the admin everything, the editor content and no staff, the agent drafts and their own things", () => {
    expect(can("admin", "staff.manage")).toBe(true);
    expect(can("editor", "posts.publish")).toBe(true);
    expect(can("editor", "staff.manage")).toBe(false);
    expect(can("editor", "leads.all")).toBe(false);
    expect(can("office-manager", "leads.all")).toBe(true);
    expect(can("office-manager", "staff.manage")).toBe(false);
    expect(can("office-manager", "settings.manage")).toBe(false);
    expect(leadWorkerRoles).toEqual(["admin", "office-manager", "agent"]);
    expect(can("agent", "posts.draft")).toBe(true);
    expect(can("agent", "posts.publish")).toBe(false);
    // "Update Blog Images" rewrites every seeded post's date and picture: admins only.
    expect(can("admin", "posts.bulk")).toBe(true);
    expect(can("editor", "posts.bulk")).toBe(false);
    expect(can("agent", "posts.bulk")).toBe(false);
    expect(can(null, "posts.draft")).toBe(false);
  });

  it("meets one permission, any of several, or (null) any staff role", () => {
    expect(meets("agent", ["content.manage", "profile.own"])).toBe(true);
    expect(meets("editor", ["leads.all", "leads.own"])).toBe(false);
    expect(meets("agent", null)).toBe(true);
    expect(meets(null, null)).toBe(false);
  });

  it("takes the broadest of several rows", () => {
    expect(broadestRole(["agent", "editor"])).toBe("editor");
    expect(broadestRole(["something-else"])).toBeNull();
  });
});
