import { site } from "./site";
import { suburbPaths } from "./suburbs";

export interface PublicRoute {
  path: string;
  priority: number;
  changeFrequency: "daily" | "weekly" | "monthly";
}

/** Every public page whose address is fixed (the team's profiles come from the database: the sitemap adds them), for the sitemap, the e2e accessibility sweep and the benchmarks. Each feature adds its pages here. */
export const publicRoutes: readonly PublicRoute[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/privacy", priority: 0.2, changeFrequency: "monthly" },
  { path: "/selling", priority: 0.9, changeFrequency: "monthly" },
  { path: "/buying", priority: 0.9, changeFrequency: "monthly" },
  { path: "/rental", priority: 0.8, changeFrequency: "monthly" },
  { path: "/team", priority: 0.7, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.8, changeFrequency: "monthly" },
  { path: `/why-choose-${site.brandSlug}`, priority: 0.7, changeFrequency: "monthly" },
  { path: "/mission", priority: 0.5, changeFrequency: "monthly" },
  { path: "/insights", priority: 0.8, changeFrequency: "daily" },
  // Suburb guides: the four landing pages, and /buying and /selling for Gregory Hills and Oran Park.
  ...suburbPaths.map((path): PublicRoute => ({ path, priority: path.split("/").length > 2 ? 0.7 : 0.8, changeFrequency: "monthly" })),
  { path: "/suburb-comparison", priority: 0.7, changeFrequency: "monthly" },
  { path: "/suburb-reports", priority: 0.6, changeFrequency: "monthly" },
];
