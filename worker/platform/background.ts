import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Work a request starts but does not answer with: held by the request's execution context (waitUntil), so the answer
 * neither waits for it nor shows by its timing what it did. The context travels with the request's async work, as
 * the D1 session does (db/client.ts), because some of that work starts inside better-auth, whose callbacks receive
 * only the request.
 */
type Background = Pick<ExecutionContext, "waitUntil">;

const requestBackground = new AsyncLocalStorage<Background>();

/** Runs one request's work with its execution context at hand for afterAnswer (worker/index.ts). */
export function withBackground<T>(ctx: Background, run: () => T): T {
  return requestBackground.run(ctx, run);
}

/**
 * Starts `work` and, inside a request, answers at once while the request's waitUntil keeps it alive; outside a request
 * (a job, a script, a test calling a service) it is awaited. A failure is logged, never thrown: the answer was given.
 */
export async function afterAnswer(what: string, work: () => Promise<void>): Promise<void> {
  const task = work().catch((error: unknown) => console.error(`${what} failed`, error));
  const ctx = requestBackground.getStore();
  if (ctx) ctx.waitUntil(task);
  else await task;
}

/**
 * Runs `work` to its end even if the client leaves first: Workers cancel a request's work when its client
 * disconnects, but not the work its waitUntil holds. Answers what `work` answers; outside a request it simply runs.
 */
export function evenIfTheClientLeaves<T>(work: () => Promise<T>): Promise<T> {
  const task = work();
  requestBackground.getStore()?.waitUntil(task.catch(() => {}));
  return task;
}
