import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors SPEC.md §2. Guarded routes (profile, owner, payments, admin) arrive with their issues.
export default [
  index("routes/home.tsx"),
  route("explore", "routes/explore.tsx"),
  route("explore/:citySlug", "routes/explore.$citySlug.tsx"),
  route("organizations/:orgId", "routes/organizations.$orgId.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("faq", "routes/faq.tsx"),
  route("jobs", "routes/jobs.tsx"),
  route("jobs/:id", "routes/jobs.$id.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
