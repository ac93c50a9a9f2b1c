import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Every page again under /es, in Spanish (docs/decisions/0022): the same route module with its own id, so
 * the language is part of the URL. Resource routes (sitemaps, robots.txt, logout) exist once.
 */
function spanish(entries: RouteConfigEntry[], prefixed = false): RouteConfigEntry[] {
  return entries.map((entry) => {
    const id = `es/${entry.id ?? entry.file.replace(/\.[jt]sx?$/, "")}`;
    // Below a route with a path, the pages' paths are relative to it: only the ids change.
    if (prefixed) return { ...entry, id, ...(entry.children ? { children: spanish(entry.children, true) } : {}) };
    // A layout has no path of its own: its pages get theirs.
    if (entry.path === undefined && !entry.index) return { ...entry, id, children: spanish(entry.children ?? []) };
    return {
      ...entry,
      id,
      index: undefined,
      path: entry.index ? "es" : `es/${entry.path}`,
      ...(entry.children ? { children: spanish(entry.children, true) } : {}),
    };
  });
}

// Every page of the product, in English; spanish() adds each again under /es.
const pages = [
  // The directory's catalogue stays loaded while its filters change (routes/directory/directory.tsx).
  layout("routes/directory/directory.tsx", [index("routes/directory/home.tsx")]),
  route("explore", "routes/explore/explore.tsx"),
  route("explore/:citySlug", "routes/explore/$citySlug.tsx"),
  route("organizations/:orgId", "routes/organizations/$orgId.tsx"),
  // 2-4 organizations side by side.
  route("compare", "routes/directory/compare.tsx"),
  route("organizations/:orgId/edit", "routes/organizations/$orgId.edit.tsx"),
  route("submit-organization", "routes/organizations/submit-organization.tsx"),
  route("claim/:orgId", "routes/organizations/claim.$orgId.tsx"),
  route("payments/select/:orgId", "routes/organizations/payments.select.$orgId.tsx"),
  route("payments/canceled", "routes/organizations/payments.canceled.tsx"),
  route("dev/checkout/:sessionId", "routes/dev/checkout.$sessionId.tsx"),
  route("dev/billing/:orgId", "routes/dev/billing.$orgId.tsx"),
  route("about", "routes/site/about.tsx"),
  route("contact", "routes/site/contact.tsx"),
  route("privacy", "routes/site/privacy.tsx"),
  route("faq", "routes/site/faq.tsx"),
  // The reference of the API, rendered from GET /api/openapi.json's document.
  route("developers/api", "routes/site/developers.api.tsx"),
  route("jobs", "routes/jobs/jobs.tsx"),
  route("jobs/post", "routes/jobs/post.tsx"),
  route("jobs/posted", "routes/jobs/posted.tsx"),
  route("jobs/:id", "routes/jobs/$id.tsx"),
  route("verify-domain", "routes/organizations/verify-domain.tsx"),
  route("login", "routes/account/login.tsx"),
  route("signup", "routes/account/signup.tsx"),
  route("forgot-password", "routes/account/forgot-password.tsx"),
  route("reset-password", "routes/account/reset-password.tsx"),
  route("verify-email", "routes/account/verify-email.tsx"),
  route("verify-email-required", "routes/account/verify-email-required.tsx"),
  route("profile", "routes/account/profile.tsx"),
  // A saved search's digest email links here to stop its alerts.
  route("unsubscribe", "routes/account/unsubscribe.tsx"),
  // The newsletter: the footer's form posts to the first; its emails link to the other two.
  route("newsletter", "routes/newsletter/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  // The admin panel: a layout (the guard and the sections' navigation) and one page per section.
  route("admin", "routes/admin/admin.tsx", [
    index("routes/admin/_index.tsx"),
    route("cities", "routes/admin/cities.tsx"),
    route("companies", "routes/admin/companies.tsx"),
    route("jobs", "routes/admin/jobs.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("system", "routes/admin/system.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
  ]),
  route("*", "routes/site/not-found.tsx"),
];

export default [
  ...pages,
  ...spanish(pages),
  route("logout", "routes/account/logout.ts"),
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("sitemap.xml", "routes/site/sitemap[.]xml.ts"),
  route("sitemaps/:file", "routes/site/sitemaps.$file.ts"),
  route("robots.txt", "routes/site/robots[.]txt.ts"),
] satisfies RouteConfig;
