import { redirect } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActionFailure } from "../../../app/lib/action-failure";
import { dispatchIntent, type FormIntent } from "../../../app/lib/actions.server";
import { REQUEST_MESSAGES } from "../../../contract/messages";
import { createVerifiedUser } from "../../../seed/factories";
import { db, seedDemoData } from "../../support/helpers";

/**
 * A page's form that makes something, sent twice with the key it was rendered with (a double click, a browser's
 * resend), makes one thing and redirects both times where the first went (dispatchIntent's `once`).
 */

beforeAll(seedDemoData);

function post(fields: Record<string, string>) {
  return new Request("http://localhost/submit-organization", { method: "POST", body: new URLSearchParams(fields) });
}

/** A form whose handler counts what it makes and redirects to it, slowly enough for a second post to overlap. */
async function counted() {
  const person = await createVerifiedUser(db());
  const made: string[] = [];
  const handlers = {
    create: {
      once: { db: db(), userId: person.id, form: "test-form" },
      run: async (form: FormIntent) => {
        const name = form.text("name");
        if (name === "refused") form.fail("Refused");
        await new Promise((resolve) => setTimeout(resolve, 100));
        made.push(name);
        return redirect(`/made/${made.length}`);
      },
    },
  };
  return { made, send: (fields: Record<string, string>) => dispatchIntent(post(fields), handlers) };
}

const locationOf = (result: unknown) => (result as Response).headers.get("Location");

describe("a form sent again with its key", () => {
  it("makes one thing when sent twice at once, and both answers redirect to it", async () => {
    const { made, send } = await counted();
    const fields = { intent: "create", name: "Acme", idempotencyKey: crypto.randomUUID() };
    const [first, second] = await Promise.all([send(fields), send(fields)]);
    expect(made).toEqual(["Acme"]);
    expect(locationOf(first)).toBe("/made/1");
    expect(locationOf(second)).toBe("/made/1");
    // Sent again later, the same form still answers the first redirect.
    expect(locationOf(await send(fields))).toBe("/made/1");
    expect(made).toHaveLength(1);
  });

  it("makes one thing per key, and runs each time without one", async () => {
    const { made, send } = await counted();
    await Promise.all([
      send({ intent: "create", name: "A", idempotencyKey: crypto.randomUUID() }),
      send({ intent: "create", name: "A", idempotencyKey: crypto.randomUUID() }),
      send({ intent: "create", name: "A" }),
    ]);
    expect(made).toHaveLength(3);
  });

  it("refuses the key sent with other values, on the form, and frees it when the form was refused", async () => {
    const { made, send } = await counted();
    const idempotencyKey = crypto.randomUUID();
    await send({ intent: "create", name: "First", idempotencyKey });
    const other = (await send({ intent: "create", name: "Other", idempotencyKey })) as unknown as {
      data: ActionFailure;
      init: ResponseInit;
    };
    expect(other.init.status).toBe(409);
    expect(other.data).toMatchObject({
      intent: "create",
      messageId: "request.formSentWithOtherValues",
      error: REQUEST_MESSAGES.formSentWithOtherValues,
    });
    expect(made).toEqual(["First"]);

    const retried = crypto.randomUUID();
    const refused = (await send({ intent: "create", name: "refused", idempotencyKey: retried })) as unknown as {
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(400);
    expect(locationOf(await send({ intent: "create", name: "Fixed", idempotencyKey: retried }))).toBe("/made/2");
  });
});
