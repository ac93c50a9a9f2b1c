import { createContext, createElement, type ReactNode, useContext } from "react";

/** Data as JSON carries it. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

/**
 * The props of a component `ServerMemo` may render: data, plus event handlers, which only the browser uses (a handler
 * changes nothing the server writes, so it is no part of the memo's key).
 */
export type MemoProps = { [key: string]: Json | undefined | ((...args: never[]) => void) };

/** A function component whose markup follows from its props alone (see ServerMemo). */
export type PureComponent<Props extends MemoProps> = (props: Props) => ReactNode;

export type RenderMemoized = <Props extends MemoProps>(component: PureComponent<Props>, props: Props) => ReactNode;

/** Given by the server's entry (app/lib/server-memo.server.ts); in the browser there is none. */
export const ServerMemoContext = createContext<RenderMemoized | null>(null);

/**
 * `<Component {...props} />`, whose markup the server writes once per distinct `props` and then reuses (issue #13:
 * the category filter's 56 options and the directory's cards were a third of a home page's rendering; docs/decisions
 * 0024 and 0025). In the browser it is the component itself, which hydrates that markup like any other.
 *
 * For pure components only: what they render must follow from `props` alone. No context that changes the markup (the
 * language comes in as a prop, with `messagesIn` for the labels and `AppLink` with `localizePath` for links; AppLink's
 * navigate context only handles clicks), no `useId` (the server renders the component on its own, apart from the page),
 * nothing that suspends (it is rendered at once), no state that the server would render differently from one request
 * to the next.
 */
export function ServerMemo<Props extends MemoProps>({
  component,
  props,
}: {
  component: PureComponent<Props>;
  props: Props;
}) {
  const renderMemoized = useContext(ServerMemoContext);
  return renderMemoized ? renderMemoized(component, props) : createElement(component, props);
}
