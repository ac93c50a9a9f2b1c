import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { reactOnPreact } from "./scripts/lib/react-on-preact.ts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true, alias: reactOnPreact },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Preact and React Router load on every page: one chunk compresses better than the several the automatic
            // split makes, and is one request (issue #13, docs/decisions/0018).
            codeSplitting: {
              groups: [{ name: "framework", test: /node_modules[\\/](preact|react-router)[\\/]/ }],
            },
          },
        },
      },
    },
  },
});
