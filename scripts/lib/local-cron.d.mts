import type { Cron } from "croner";

export function configuredCrons(file?: string): string[];
export function fireCrons(appUrl: string, crons?: string[]): Cron[];
