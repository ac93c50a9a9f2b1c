import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { deleteAccountInput } from "../../contract/account";
import { organizationDto, userProfileDto } from "../../contract/dto";
import { message } from "../../contract/errors";
import { dataOf, deletedDto } from "../../contract/responses";
import { notFound } from "../platform/errors";
import { deleteAccount } from "../services/accounts/account-flows";
import { getUserProfile, listUserOrganizations } from "../services/accounts/accounts";
import { answers, GUARDED, jsonRequest } from "./describe";
import { tagged } from "./routes";
import { documentedRoutes } from "./validation";

const users = tagged("Users");

const profile = createRoute({
  ...users.get("/profile", "signed-in", "The signed-in person"),
  responses: answers(200, "Profile, role and verification.", dataOf(userProfileDto), [...GUARDED, 404]),
});

const organizations = createRoute({
  ...users.get(
    "/organizations",
    "permanent",
    "The organizations I created",
    "Paid or not, most recently changed first.",
  ),
  responses: answers(200, "Organizations.", dataOf(z.array(organizationDto)), GUARDED),
});

const deleteMe = createRoute({
  ...users.delete(
    "/me",
    "permanent",
    "Delete my account",
    "Type DELETE to confirm; accounts with a password must send it. Signs out.",
  ),
  request: { body: jsonRequest(deleteAccountInput) },
  responses: answers(200, "Deleted; the session cookie is cleared.", deletedDto, [400, ...GUARDED, 429]),
});

export const usersApi = documentedRoutes()
  .openapi(profile, async (c) => {
    const found = await getUserProfile(c.var.db, c.var.user.id);
    if (!found) throw notFound(message("request.userNotFound"));
    return c.json({ data: found }, 200);
  })
  .openapi(organizations, async (c) => c.json({ data: await listUserOrganizations(c.var.db, c.var.user.id) }, 200))
  .openapi(deleteMe, async (c) => {
    const cookies = await deleteAccount(c.env, c.var.db, c.req.raw, c.var.user, c.req.valid("json"));
    const response = c.json({ data: { deleted: true as const } }, 200);
    for (const cookie of cookies) response.headers.append("set-cookie", cookie);
    return response;
  });
