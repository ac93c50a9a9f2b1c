import { fileURLToPath } from "node:url";
import type { Alias } from "vite";

/**
 * The pages run on Preact's React compatibility layer, rendered by the worker and hydrated in the browser
 * (docs/decisions/0021): React and React DOM are 68 KB of a first load gzipped, Preact 12 KB. The code is written
 * against React's API (React Router's too); these aliases answer its imports with Preact's, in the build, the
 * development server's pre-bundled dependencies and the API tests alike. Exact names only: `react-dom/server` and the
 * like must not resolve to something else silently.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: fileURLToPath(new URL("../../app/lib/react-on-preact.js", import.meta.url)) },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];
