import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest goes to the browser as one cached file (about 3 KB gzipped for every route, both
  // languages) instead of a partial one written into each page and fetched again as links appear: less work per
  // rendered page and no manifest requests while browsing (docs/decisions/0025).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
