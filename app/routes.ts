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
  // The directory's catalogue stays loaded while its filters change (routes/directory.tsx).
  layout("routes/directory.tsx", [index("routes/home.tsx")]),
  route("explore", "routes/explore.tsx"),
  route("explore/:citySlug", "routes/explore.$citySlug.tsx"),
  route("organizations/:orgId", "routes/organizations.$orgId.tsx"),
  // 2-4 organizations side by side.
  route("compare", "routes/compare.tsx"),
  route("organizations/:orgId/edit", "routes/organizations.$orgId.edit.tsx"),
  route("submit-organization", "routes/submit-organization.tsx"),
  route("claim/:orgId", "routes/claim.$orgId.tsx"),
  route("payments/select/:orgId", "routes/payments.select.$orgId.tsx"),
  route("payments/canceled", "routes/payments.canceled.tsx"),
  route("dev/checkout/:sessionId", "routes/dev.checkout.$sessionId.tsx"),
  route("dev/billing/:orgId", "routes/dev.billing.$orgId.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("faq", "routes/faq.tsx"),
  // The reference of the API, rendered from GET /api/openapi.json's document.
  route("developers/api", "routes/developers.api.tsx"),
  route("jobs", "routes/jobs.tsx"),
  route("jobs/post", "routes/jobs.post.tsx"),
  route("jobs/posted", "routes/jobs.posted.tsx"),
  route("jobs/:id", "routes/jobs.$id.tsx"),
  route("verify-domain", "routes/verify-domain.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("verify-email-required", "routes/verify-email-required.tsx"),
  route("profile", "routes/profile.tsx"),
  // A saved search's digest email links here to stop its alerts.
  route("unsubscribe", "routes/unsubscribe.tsx"),
  // The newsletter: the footer's form posts to the first; its emails link to the other two.
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
  // The admin panel: a layout (the guard and the sections' navigation) and one page per section.
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("cities", "routes/admin.cities.tsx"),
    route("companies", "routes/admin.companies.tsx"),
    route("jobs", "routes/admin.jobs.tsx"),
    route("users", "routes/admin.users.tsx"),
    route("system", "routes/admin.system.tsx"),
    route("analytics", "routes/admin.analytics.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
];

export default [
  ...pages,
  ...spanish(pages),
  route("logout", "routes/logout.ts"),
  route("dev/mailbox", "routes/dev.mailbox.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("sitemaps/:file", "routes/sitemaps.$file.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
] satisfies RouteConfig;
