export interface PublicRoute {
  path: string;
  priority: number;
  changeFrequency: "daily" | "weekly" | "monthly";
}

/** Every static public page, for the sitemap, the e2e accessibility sweep and the benchmarks. Each feature adds its pages here. */
export const publicRoutes: readonly PublicRoute[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/privacy", priority: 0.2, changeFrequency: "monthly" },
];
