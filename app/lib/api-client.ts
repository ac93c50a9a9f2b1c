import { hc } from "hono/client";
import type { ApiRoutes } from "#worker/api/index";
import type { ErrorSaying } from "~/i18n/server-messages";
import type { ApiErrorDto } from "../../contract/dto";
import { isMessageId } from "../../contract/errors";
import { retryingNetworkErrors } from "./network-retry";

/**
 * The browser's client for /api, typed by the server's own routes: paths, parameters, bodies and answers (the error
 * envelope included) are checked by TypeScript, so nothing here restates a response shape. Only types cross over
 * from worker/ (`import type`), so no server code enters the client bundle.
 *
 * Hono inserts path parameters as given: pass them through `encodeURIComponent`.
 * Same-origin requests carry the session cookie; the API refuses cross-site writes (`sameOriginOnly` in worker/api/policy.ts).
 */
export const api = hc<ApiRoutes>("/", { fetch: expiringSession(retryingNetworkErrors(fetch)) }).api;

/**
 * Every page that calls the API is for signed-in people, so a 401 means their session ended while the page was open
 * (it expired or was revoked): off to the login screen with "Your session has expired" and the way back,
 * the one mechanism the server-side guard uses too (`?reason=expired`).
 */
function expiringSession(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await send(input, init);
    if (response.status === 401 && typeof window !== "undefined") {
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`/login?${new URLSearchParams({ redirectTo: here, reason: "expired" })}`);
    }
    return response;
  };
}

/**
 * What a failed call's error envelope says (its English message, and the id and values a page translates it by:
 * `useTranslateError`), or null when the answer was not the API's (a proxy's error page).
 */
export async function errorMessage(response: { json(): Promise<ApiErrorDto> }): Promise<ErrorSaying | null> {
  try {
    const body = await response.json();
    if (typeof body?.message !== "string") return null;
    return {
      message: body.message,
      ...(isMessageId(body.messageId) ? { messageId: body.messageId } : {}),
      ...(body.params ? { params: body.params } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * A `fetch` for the typed client that reports upload progress (0-100), which fetch itself cannot: pass it as
 * `{ fetch: withUploadProgress(onProgress) }`. It runs on XMLHttpRequest and answers a standard Response.
 */
export function withUploadProgress(onProgress: (percent: number) => void): typeof fetch {
  return expiringSession(
    retryingNetworkErrors(
      (input, init) =>
        new Promise<Response>((resolve, reject) => {
          const xhr = new XMLHttpRequest();
          xhr.open(init?.method ?? "GET", input instanceof Request ? input.url : String(input));
          xhr.responseType = "blob";
          new Headers(init?.headers).forEach((value, key) => {
            xhr.setRequestHeader(key, value);
          });
          xhr.upload.onprogress = (event) => {
            if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
          };
          xhr.onload = () => {
            const headers = new Headers();
            for (const line of xhr
              .getAllResponseHeaders()
              .trim()
              .split(/[\r\n]+/)) {
              const colon = line.indexOf(":");
              if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
            }
            const bodiless = [101, 204, 205, 304].includes(xhr.status);
            resolve(new Response(bodiless ? null : xhr.response, { status: xhr.status, headers }));
          };
          xhr.onerror = () => reject(new TypeError("Network request failed"));
          xhr.onabort = () => reject(new DOMException("The upload was aborted", "AbortError"));
          init?.signal?.addEventListener("abort", () => xhr.abort());
          xhr.send((init?.body ?? null) as XMLHttpRequestBodyInit | null);
        }),
    ),
  );
}
