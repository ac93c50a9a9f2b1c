import { IDEMPOTENCY_HEADER } from "../../contract/idempotency";

/** Tries after the first, and the wait before the first of them (doubled before each next one). */
export const NETWORK_RETRIES = 3;
export const FIRST_RETRY_WAIT_MS = 1_000;

const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A dropped connection (fetch rejects with a TypeError) is tried again, up to NETWORK_RETRIES times after 1 s, 2 s and
 * 4 s, when sending it twice cannot do a thing twice: an idempotent method, or a request carrying an Idempotency-Key
 * (the server answers a repeated key with its first result). Any HTTP answer, an error status included, is the
 * server's word and is returned as it is; an aborted request is not retried.
 */
export function retryingNetworkErrors(send: typeof fetch, wait: (ms: number) => Promise<void> = sleep): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const safe = IDEMPOTENT_METHODS.has(method) || headers.has(IDEMPOTENCY_HEADER);
    for (let attempt = 0; ; attempt++) {
      try {
        return await send(input, init);
      } catch (error) {
        const network = error instanceof TypeError && !init?.signal?.aborted;
        if (!safe || !network || attempt >= NETWORK_RETRIES) throw error;
        await wait(FIRST_RETRY_WAIT_MS * 2 ** attempt);
      }
    }
  };
}
