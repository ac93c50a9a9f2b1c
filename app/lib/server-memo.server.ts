import type { VNode } from "preact";
import { jsxTemplate } from "preact/jsx-runtime";
import { renderToString } from "preact-render-to-string";
import { createElement, type ReactNode } from "react";
import type { MemoProps, PureComponent, RenderMemoized } from "~/components/server-memo";

/**
 * The server's side of `ServerMemo` (app/components/server-memo.tsx): a component's markup per distinct props, kept in
 * the isolate's memory, at most `maxEntries` per component (the least recently used goes first). The key is the
 * props as JSON, so a change to anything the component shows (a count, a name, the language of its labels) is a new
 * entry, never a stale one. The markup goes into the page as a template, the form precompiled JSX takes, which Preact's
 * renderer writes as it is.
 */
export function createServerMemo({ maxEntries }: { maxEntries: number }): RenderMemoized {
  const memos = new WeakMap<object, Map<string, string>>();
  return <Props extends MemoProps>(component: PureComponent<Props>, props: Props): ReactNode => {
    let memo = memos.get(component);
    if (!memo) {
      memo = new Map();
      memos.set(component, memo);
    }
    const key = propsKey(props);
    let html = memo.get(key);
    if (html === undefined) {
      html = inOnePiece(renderToString(createElement(component, props) as unknown as VNode));
      if (memo.size >= maxEntries) memo.delete(memo.keys().next().value as string);
    } else {
      memo.delete(key);
    }
    memo.set(key, html);
    return jsxTemplate([html]) as unknown as ReactNode;
  };
}

/**
 * The same text as one flat string. The renderer writes markup by concatenation, which V8 keeps as a tree of the
 * pieces until something reads the whole; each page that included a memo's markup walked that tree again when the page
 * was turned into bytes (5% of a rendered home's CPU, issue #13). A JSON round trip yields a new, flat string.
 */
function inOnePiece(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

/**
 * An object's JSON, written once: loader data is never changed once read, and a page passes the same objects (the
 * directory's kept copy, docs/decisions/0023) to every render for a while, so the category list is not serialised again
 * on each one.
 */
const written = new WeakMap<object, string>();

/** The props as JSON, without the event handlers (they change nothing the server writes). */
function propsKey(props: MemoProps): string {
  let key = "";
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === "function" || value === undefined) continue;
    const isObject = value !== null && typeof value === "object";
    let json = isObject ? written.get(value) : undefined;
    if (json === undefined) {
      json = JSON.stringify(value);
      if (isObject) written.set(value, json);
    }
    key += `${key ? "," : "{"}${JSON.stringify(name)}:${json}`;
  }
  return `${key || "{"}}`;
}
