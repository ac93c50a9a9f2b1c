import { env } from "cloudflare:workers";
import { BASE_ERROR_CODES } from "better-auth";
import { beforeAll, describe, expect, it } from "vitest";
import { translateError } from "../../../app/i18n/server-messages";
import { englishMessage, type Message } from "../../../contract/errors";
import { authFailure, callAuth } from "../../../worker/services/accounts/account-flows";
import { ORIGIN, signUpPerson } from "../../support/helpers";

/** A form post from a Spanish page, as the page's action hands it to better-auth. */
const spanishPage = (path: string) =>
  new Request(`${ORIGIN}/es${path}`, { method: "POST", headers: { origin: ORIGIN } });

/** What a Spanish page shows for a better-auth answer, with its flow's own message for what has no words of ours. */
async function shownInSpanish(response: Response, fallback: Message) {
  const failure = await authFailure(response, fallback);
  return { failure, text: translateError(failure, "es") };
}

const libraryWords = new Set<string>(Object.values(BASE_ERROR_CODES).map((entry) => entry.message));

let existing: { email: string; password: string };
beforeAll(async () => {
  existing = await signUpPerson();
});

describe("auth failures on a Spanish page are said in Spanish, never in better-auth's English", () => {
  it("a wrong password and an address already registered, from better-auth itself", async () => {
    const wrong = await callAuth(env, spanishPage("/login"), "/sign-in/email", {
      body: { email: existing.email, password: "not-the-password" },
    });
    const signIn = await shownInSpanish(wrong, { id: "auth.signInFailed" });
    expect(signIn.failure.messageId).toBe("auth.invalidCredentials");
    expect(signIn.text).toBe(
      "El correo o la contraseña no son correctos. Inténtalo de nuevo o usa la opción «¿Olvidaste tu contraseña?».",
    );

    const taken = await callAuth(env, spanishPage("/signup"), "/sign-up/email", {
      body: { email: existing.email, password: "another-secret", name: "Otra" },
    });
    const signUp = await shownInSpanish(taken, { id: "auth.signUpFailed" });
    expect(signUp.failure.messageId).toBe("auth.emailInUse");
    expect(signUp.text).toMatch(/^Este correo ya está registrado/);
  });

  it("a password over the library's ceiling and a used reset link", async () => {
    const long = await callAuth(env, spanishPage("/signup"), "/sign-up/email", {
      body: { email: `long-${Date.now()}@example.com`, password: "x".repeat(129), name: "Larga" },
    });
    const tooLong = await shownInSpanish(long, { id: "auth.signUpFailed" });
    expect(tooLong.failure.code).toBe("PASSWORD_TOO_LONG");
    expect(tooLong.text).toBe("La contraseña puede tener como máximo 128 caracteres");

    const reset = await callAuth(env, spanishPage("/reset-password"), "/reset-password", {
      body: { token: "no-such-token", newPassword: "secret-123" },
    });
    const invalid = await shownInSpanish(reset, { id: "auth.resetSaveFailed" });
    expect(invalid.failure.code).toBe("INVALID_TOKEN");
    expect(libraryWords.has(invalid.text)).toBe(false);
    expect(invalid.text).toMatch(/^La verificación falló/);
  });

  it("a code with no words of ours, or no code at all, says the flow's own message", async () => {
    const odd = new Response(
      JSON.stringify({ code: "FAILED_TO_CREATE_SESSION", message: "Failed to create session" }),
      {
        status: 500,
      },
    );
    const unknown = await shownInSpanish(odd, { id: "auth.signInFailed" });
    expect(unknown.failure).toMatchObject({
      messageId: "auth.signInFailed",
      message: "Sign-in failed. Please try again.",
    });
    expect(unknown.text).toBe("No se pudo iniciar sesión. Inténtalo de nuevo.");

    const bare = await shownInSpanish(new Response("upstream broke", { status: 502 }), {
      id: "auth.providerSignInFailed",
      params: { provider: "GitHub" },
    });
    expect(bare.text).toBe("No se pudo iniciar sesión con GitHub. Inténtalo de nuevo.");
    expect(englishMessage({ id: bare.failure.messageId, params: bare.failure.params })).toBe(
      "Sign-in with GitHub failed. Please try again.",
    );
  });

  it("every better-auth code reads as a message of ours in both languages", async () => {
    for (const { code, message } of Object.values(BASE_ERROR_CODES)) {
      const response = new Response(JSON.stringify({ code, message }), { status: 400 });
      const { failure, text } = await shownInSpanish(response, { id: "auth.signInFailed" });
      expect(libraryWords.has(failure.message), code).toBe(false);
      expect(libraryWords.has(text), code).toBe(false);
      expect(text, code).not.toBe(failure.message);
    }
  });
});
