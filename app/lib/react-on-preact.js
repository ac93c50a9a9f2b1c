/**
 * What `react` is in the built pages, on the server and in the browser (vite.config.ts, docs/decisions/0021): Preact's
 * React compatibility layer. The one hook React Router calls that Preact does not have, useOptimistic, is added here:
 * React Router uses its setter only with its `useTransitions` option, which this app leaves off, so the optimistic
 * state is always the state. (JavaScript: Preact's compat types are a CommonJS `export =`, which TypeScript will not
 * re-export with `export *`.)
 */
export * from "preact/compat";
export { default } from "preact/compat";

/** @template State @param {State} state @returns {[State, (action: unknown) => void]} */
export function useOptimistic(state) {
  return [state, () => {}];
}
