// Stands in for React Router's server build in API tests (see vitest.config.ts).
export const routes = {};
export const entry = { module: {} };
export const assets = { entry: { module: "", imports: [] }, routes: {} };
export const publicPath = "/";
export const assetsBuildDirectory = "build/client";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
