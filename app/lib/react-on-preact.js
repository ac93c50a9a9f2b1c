/**
 * What `react` is in the built pages, on the server and in the browser (vite.config.ts, docs/decisions/0021): Preact's
 * React compatibility layer. The one hook React Router calls that Preact does not have, useOptimistic, is added here:
 * React Router uses its setter only with its `useTransitions` option, which this app leaves off, so the optimistic
 * state is always the state. (JavaScript: Preact's compat types are a CommonJS `export =`, which TypeScript will not
 * re-export with `export *`.)
 */
import { options } from "preact";

export * from "preact/compat";
export { default } from "preact/compat";

/**
 * `suppressHydrationWarning` is a message to React's hydration, not an attribute: Preact would write it into the
 * markup (React Router puts it on every modulepreload link and script it renders). Runs after compat has normalized
 * an element's props into a fresh object, so deleting from it touches nobody's props.
 */
const normalize = options.vnode;
options.vnode = (vnode) => {
  normalize?.(vnode);
  if (typeof vnode.type === "string" && "suppressHydrationWarning" in vnode.props)
    delete vnode.props.suppressHydrationWarning;
};

/** @template State @param {State} state @returns {[State, (action: unknown) => void]} */
export function useOptimistic(state) {
  return [state, () => {}];
}
