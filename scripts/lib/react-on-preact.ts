import type { Plugin } from "vite";

/**
 * The pages run on Preact's React compatibility layer, rendered by the worker and hydrated in the browser
 * (docs/decisions/0021): React and React DOM are 68 KB of a first load gzipped, Preact 12 KB, the difference that
 * brings a first load under issue #13's 100 KB; and the worker renders a page in about half the time. The code is
 * written against React's API (React Router's too); these imports are answered with Preact's.
 */
const REACT_ON_PREACT: Record<string, string> = {
  react: "app/lib/react-on-preact.js",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

export function reactOnPreact(): Plugin {
  return {
    name: "react-on-preact",
    enforce: "pre",
    resolveId(source, importer, options) {
      const target = REACT_ON_PREACT[source];
      if (!target) return null;
      if (target.startsWith("app/")) return `${this.environment.config.root}/${target}`;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
