import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being rendered (app/entry.server.tsx). On the server it marks the
 * scripts React Router writes; in the browser it is empty (browsers hide nonces from the DOM, and scripts added
 * after hydration are trusted through 'strict-dynamic').
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
