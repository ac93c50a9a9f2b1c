import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ActionFailure } from "../../../app/lib/action-failure";
import { dispatchIntent, type FormIntent, UNKNOWN_FORM } from "../../../app/lib/actions.server";
import { notFound } from "../../../worker/platform/errors";

/** A page's form post, as a route action gets it. */
function post(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

/** What a route action answered with data(...): its body and status. */
function answer(result: unknown) {
  const { data, init } = result as { data: ActionFailure; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}

const handlers = {
  rename: {
    fallback: "Failed to rename. Please try again.",
    run: async (form: FormIntent) => {
      const { name } = form.parse(z.object({ name: z.string().min(1, "Name is required") }), {
        name: form.text("name"),
      });
      if (name === "missing") throw notFound({ id: "organization.notFound", params: { id: "org-1" } });
      if (name === "boom") throw new Error("unexpected");
      return { renamed: name, next: form.local("/profile") };
    },
  },
};

describe("dispatchIntent: one action pattern for the pages' forms", () => {
  it("an intent no handler has is a 400 with the page's message for an unknown form", async () => {
    for (const fields of [{ intent: "drop-tables" }, {}, { intent: "toString" }] as Record<string, string>[]) {
      const thrown = await dispatchIntent(post("/es/profile", fields), handlers).then(
        () => null,
        (error: unknown) => error,
      );
      const { data, status } = answer(thrown);
      expect(status).toBe(400);
      expect(data).toEqual({ message: UNKNOWN_FORM });
      expect(isRouteErrorResponse(thrown)).toBe(false);
    }
  });

  it("runs the intent's handler with the form read once and the page's language", async () => {
    expect(await dispatchIntent(post("/es/profile", { intent: "rename", name: "Ana" }), handlers)).toEqual({
      renamed: "Ana",
      next: "/es/profile",
    });
  });

  it("an invalid form, a domain error and an unexpected error are answered on the form, in one shape", async () => {
    const invalid = answer(
      await dispatchIntent(post("/profile", { intent: "rename", id: "x" }), handlers, { target: "id" }),
    );
    expect(invalid).toEqual({
      status: 400,
      data: {
        intent: "rename",
        target: "x",
        error: "Name is required",
        field: "name",
        fieldErrors: { name: "Name is required" },
      },
    });

    const refused = answer(await dispatchIntent(post("/es/profile", { intent: "rename", name: "missing" }), handlers));
    expect(refused.status).toBe(404);
    expect(refused.data.intent).toBe("rename");
    expect(refused.data.error).not.toBe("Failed to rename. Please try again.");

    const failed = answer(await dispatchIntent(post("/profile", { intent: "rename", name: "boom" }), handlers));
    expect(failed).toEqual({
      status: 500,
      data: { intent: "rename", target: null, error: "Failed to rename. Please try again.", fieldErrors: {} },
    });
  });
});
