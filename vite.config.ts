import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** A chunk group's test: the module is one of these files (paths from the project's root). */
function oneOf(...files: string[]) {
  return (id: string) => {
    const path = id.replaceAll("\\", "/");
    return files.some((file) => path === file || path.endsWith(`/${file}`));
  };
}

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Modules that load together go in one chunk: several small chunks compress worse than one and each is a
            // request (docs/decisions/0018, 0049). A group also takes the modules its modules import, unless an
            // earlier group took them; `npm run bench:bundle` shows what each page loads.
            codeSplitting: {
              groups: [
                // React, React DOM and React Router: every page.
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                // The root's own imports (header, footer, error page, toasts) and Vite's preload helper, which every
                // page loads, and the small leaves most public pages share (a leaf here costs the pages without it
                // less than its own chunk costs the pages with it).
                {
                  name: "shell",
                  test: oneOf(
                    "\0vite/preload-helper.js",
                    "app/components/error-boundary.tsx",
                    "app/components/form/use-hydrated.ts",
                    "app/components/compare/picked.ts",
                    "app/components/guest-session.tsx",
                    "app/components/site-footer.tsx",
                    "app/components/site-header.tsx",
                    "app/components/toaster.tsx",
                    "app/i18n/common.ts",
                    "app/i18n/messages.ts",
                    "app/lib/locale.ts",
                    "app/lib/nonce.ts",
                    "app/lib/seo.ts",
                    "app/components/labelled-section.tsx",
                    "app/components/organization/section.tsx",
                    "app/lib/display-url.ts",
                    "app/lib/intl.ts",
                    "contract/limits.ts",
                    "contract/messages/organization-reads.ts",
                  ),
                },
                // A role as the board, a role's page and an organization's open roles show it.
                {
                  name: "jobs",
                  test: oneOf(
                    "app/components/jobs/job-card.tsx",
                    "app/components/jobs/format.ts",
                    "app/i18n/pages/jobs.ts",
                    "contract/job-vocabulary.ts",
                  ),
                },
                // An organization's header and words: its profile, edit and claim pages.
                {
                  name: "organization",
                  test: oneOf(
                    "app/components/organization/profile-header.tsx",
                    "app/components/organization/external-link.tsx",
                    "app/components/organization/organization-error.tsx",
                    "app/i18n/pages/organization.ts",
                  ),
                },
              ],
            },
          },
        },
      },
    },
  },
});
