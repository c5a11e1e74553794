/**
 * What each staff role may do. Admin: everything, including staff, the agency's settings and the bulk update that
 * rewrites the seeded posts' images and dates (`posts.bulk`). Office manager: every lead (see, give to someone else,
 * work, export) and nothing else. Editor: posts (publish any), events, the site's content and the SEO tools. Agent:
 * their own team profile, their own leads, and posts as drafts for an editor to publish. Listings (/admin/listings):
 * admins and editors every listing and the feed's files, hold approvals included (`listings.all`); an agent the
 * listings they are a listing agent on (`listings.own`: hide, show, material-fact notes). Feed sources and their
 * tokens are the agency's settings (`settings.manage`). Every admin page, action and API route asks for one
 * permission on the server.
 */
/** Broadest first: someone holding several rows has the first of them (`broadestRole`). */
export const staffRoles = ["admin", "office-manager", "editor", "agent"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const permissions = [
  "staff.manage",
  "settings.manage",
  "content.manage",
  "posts.publish",
  "posts.draft",
  "posts.bulk",
  "events.manage",
  "seo.manage",
  "leads.all",
  "leads.own",
  "profile.own",
  "listings.all",
  "listings.own",
] as const;
export type Permission = (typeof permissions)[number];

const granted: Record<StaffRole, readonly Permission[]> = {
  admin: permissions,
  "office-manager": ["leads.all", "leads.own"],
  editor: ["content.manage", "posts.publish", "posts.draft", "events.manage", "seo.manage", "listings.all", "listings.own"],
  agent: ["posts.draft", "leads.own", "profile.own", "listings.own"],
};

export function can(role: StaffRole | null, permission: Permission): boolean {
  return role !== null && granted[role].includes(permission);
}

/**
 * What an entry point asks for: one permission, any of several (`["content.manage", "profile.own"]`: an editor edits
 * every profile, an agent their own — the handler then checks whose), or null for any staff role.
 */
export type PermissionRequirement = Permission | readonly Permission[] | null;

export function meets(role: StaffRole | null, requirement: PermissionRequirement): boolean {
  if (role === null) return false;
  if (requirement === null) return true;
  return typeof requirement === "string" ? can(role, requirement) : requirement.some((permission) => can(role, permission));
}

/** The role of someone holding several rows: the broadest one. */
export function broadestRole(roles: readonly string[]): StaffRole | null {
  return staffRoles.find((role) => roles.includes(role)) ?? null;
}

export const roleLabels: Record<StaffRole, string> = {
  admin: "Admin",
  "office-manager": "Office manager",
  editor: "Editor",
  agent: "Agent",
};

/** The roles that may work a lead (leads.own): only they are given leads, by a rule, the round robin or a person. */
export const leadWorkerRoles: readonly StaffRole[] = staffRoles.filter((role) => can(role, "leads.own"));
