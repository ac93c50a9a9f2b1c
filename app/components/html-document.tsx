import { type ReactNode, useEffect } from "react";

const inBrowser = typeof document !== "undefined";

/**
 * The page's <html> element. The server writes it; in the browser the pages run on Preact (docs/decisions/0021),
 * which renders a document into its <html> element, so there the children are the <head> and <body> and the element
 * itself only has its language kept in step (a client navigation can switch between English and Spanish).
 */
export function HtmlDocument({ lang, children }: { lang: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return inBrowser ? children : <html lang={lang}>{children}</html>;
}
