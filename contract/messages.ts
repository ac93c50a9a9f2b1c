/**
 * The words people read when something is refused or fails, as docs/product/messages.md
 * gives them. The server answers with these and the forms check with the same ones, so a rule reads the same everywhere.
 */
export * from "./messages/access";
export * from "./messages/admin";
export * from "./messages/analytics";
export * from "./messages/auth";
export * from "./messages/city";
export * from "./messages/compare";
export * from "./messages/domain";
export * from "./messages/general";
export * from "./messages/image";
export * from "./messages/job";
export * from "./messages/newsletter";
export * from "./messages/organization";
export * from "./messages/payment";
export * from "./messages/reference";
export * from "./messages/request";
export * from "./messages/saved-search";
