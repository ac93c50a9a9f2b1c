import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors SPEC.md §2. Owner, payment and claim routes arrive with their issues.
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
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("logout", "routes/logout.ts"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("verify-email-required", "routes/verify-email-required.tsx"),
  route("profile", "routes/profile.tsx"),
  route("admin", "routes/admin.tsx"),
  route("dev/mailbox", "routes/dev.mailbox.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
