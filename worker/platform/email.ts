import { desc, eq } from "drizzle-orm";
import { message } from "../../contract/errors";
import { DEV_MAILBOX_LIMIT } from "../../contract/limits";
import type { Locale } from "../../contract/locale";
import type { Db } from "../db/client";
import { devEmails } from "../db/schema";
import { afterAnswer } from "./background";
import type { Config } from "./env";
import { notFound } from "./errors";
import { type Allowance, claimAllowance } from "./rate-limit";

export type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra message headers for the provider (List-Unsubscribe); the development mailbox keeps none. */
  headers?: Record<string, string>;
};

/**
 * Sends one email through the configured transport: the development mailbox (stored in D1, printed, readable at
 * /dev/mailbox) or the HTTP email provider.
 */
export async function sendEmail(config: Config, db: Db, email: Email): Promise<void> {
  if (config.EMAIL_TRANSPORT === "mailbox") {
    const { to, subject, text, html } = email;
    await db.insert(devEmails).values({ id: crypto.randomUUID(), to, subject, text, html });
    console.log(`[dev mailbox] to ${email.to}: ${email.subject}\n${email.text}`);
    return;
  }
  const response = await fetch(config.EMAIL_HTTP_URL!, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${config.EMAIL_API_KEY}` },
    body: JSON.stringify({ from: config.EMAIL_FROM, ...email }),
  });
  if (!response.ok) throw new Error(`Email provider answered ${response.status}`);
}

/** The emails anyone may have sent by asking, to an address they type: each is capped per mailbox. */
export type RequestedKind =
  | "password-reset"
  | "email-verification"
  | "newsletter-confirmation"
  | "newsletter-welcome"
  | "domain-code";

/** Emails of one kind a mailbox gets in any 24 hours, however many people ask from however many addresses. */
export const REQUESTED_EMAILS_PER_MAILBOX = 3;
const DAY_MS = 24 * 60 * 60_000;

const MAILBOX_ALLOWANCE: Record<RequestedKind, Allowance> = {
  "password-reset": { limit: REQUESTED_EMAILS_PER_MAILBOX, windowMs: DAY_MS, gapMs: 0 },
  "email-verification": { limit: REQUESTED_EMAILS_PER_MAILBOX, windowMs: DAY_MS, gapMs: 0 },
  // A double submit of the footer's form sends one confirmation: any of its links confirms the same subscription.
  "newsletter-confirmation": { limit: REQUESTED_EMAILS_PER_MAILBOX, windowMs: DAY_MS, gapMs: 60_000 },
  "domain-code": { limit: REQUESTED_EMAILS_PER_MAILBOX, windowMs: DAY_MS, gapMs: 0 },
  // Subscribing and unsubscribing from the dashboard again and again welcomes a mailbox at most this often.
  "newsletter-welcome": { limit: REQUESTED_EMAILS_PER_MAILBOX, windowMs: DAY_MS, gapMs: 0 },
};

/**
 * The mailbox an address delivers to, as far as it can be told from the address: case and a trailing dot of the
 * domain do not matter, a `+tag` (subaddress) is dropped, and Gmail ignores dots and also answers at googlemail.com.
 * Other providers' rules (a `-tag` at some, dots at none) are not guessed at.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  let local = lower.slice(0, at).split("+")[0]!;
  let domain = lower.slice(at + 1).replace(/\.+$/, "");
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/**
 * Sends an email someone asked for (a reset link, a verification link, a newsletter confirmation, a domain code),
 * after the answer: `compose` and the send run in the background (afterAnswer), so neither the answer nor its timing
 * depends on the address's state, and a mailbox gets at most REQUESTED_EMAILS_PER_MAILBOX of a kind a rolling day
 * (newsletter confirmations also one a minute). Past that nothing is sent, the answer is the same, and the log
 * says so. `compose` answers null when there is nothing to send (an address subscribed already).
 */
export function sendRequestedEmail(
  config: Config,
  db: Db,
  kind: RequestedKind,
  compose: () => Promise<Email | null>,
  now = Date.now(),
): Promise<void> {
  return afterAnswer(`A requested ${kind} email`, async () => {
    const email = await compose();
    if (!email) return;
    if (!(await claimAllowance(db, `mail:${kind}:${mailboxOf(email.to)}`, MAILBOX_ALLOWANCE[kind], now))) {
      console.warn(`A requested ${kind} email was not sent: its mailbox had its share`);
      return;
    }
    await sendEmail(config, db, email);
  });
}

/** Text made safe to place in HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
</body></html>`;

const button = (action: { label: string; url: string }) =>
  `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d5fd6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`;

export function layout(
  lang: Locale,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  fallback: string,
) {
  const html = page(
    lang,
    title,
    `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${button(action)}
<p style="font-size:13px;color:#475569">${escapeHtml(fallback)} ${escapeHtml(action.url)}</p>`,
  );
  const text = `${title}\n\n${paragraphs.join("\n\n")}\n\n${action.label}: ${action.url}\n`;
  return { html, text };
}

const ACCOUNT_COPY: Record<
  Locale,
  {
    fallback: string;
    verify: { subject: string; title: string; body: string; action: string };
    reset: { subject: string; title: string; body: string[]; action: string };
  }
> = {
  en: {
    fallback: "If the button does not work, open this link:",
    verify: {
      subject: "Verify your email for Culture Directory",
      title: "Verify your email address",
      body: "Thanks for signing up. Confirm this address to create and manage organization profiles.",
      action: "Verify email",
    },
    reset: {
      subject: "Reset your Culture Directory password",
      title: "Reset your password",
      body: [
        "Someone asked to reset the password of this account. If it was not you, ignore this email.",
        "The link expires in one hour.",
      ],
      action: "Choose a new password",
    },
  },
  es: {
    fallback: "Si el botón no funciona, abre este enlace:",
    verify: {
      subject: "Verifica tu correo en Culture Directory",
      title: "Verifica tu dirección de correo",
      body: "Gracias por registrarte. Confirma esta dirección para crear y gestionar perfiles de organizaciones.",
      action: "Verificar correo",
    },
    reset: {
      subject: "Restablece tu contraseña de Culture Directory",
      title: "Restablece tu contraseña",
      body: [
        "Alguien pidió restablecer la contraseña de esta cuenta. Si no fuiste tú, ignora este correo.",
        "El enlace caduca en una hora.",
      ],
      action: "Elegir una contraseña nueva",
    },
  },
};

export function verificationEmail(to: string, url: string, locale: Locale = "en"): Email {
  const copy = ACCOUNT_COPY[locale];
  return {
    to,
    subject: copy.verify.subject,
    ...layout(locale, copy.verify.title, [copy.verify.body], { label: copy.verify.action, url }, copy.fallback),
  };
}

export function passwordResetEmail(to: string, url: string, locale: Locale = "en"): Email {
  const copy = ACCOUNT_COPY[locale];
  return {
    to,
    subject: copy.reset.subject,
    ...layout(locale, copy.reset.title, copy.reset.body, { label: copy.reset.action, url }, copy.fallback),
  };
}

const DOMAIN_CODE_COPY: Record<
  Locale,
  {
    title: (domain: string) => string;
    subject: (code: string, domain: string) => string;
    body: (organization: string, domain: string, code: string) => string[];
  }
> = {
  en: {
    title: (domain) => `Your code to verify ${domain}`,
    subject: (code, domain) => `${code} is your code to verify ${domain}`,
    body: (organization, domain, code) => [
      `Someone is verifying that ${organization} controls ${domain} on Culture Directory. If it was you, enter this code on the verification page: ${code}`,
      "The code expires in 30 minutes. If it was not you, ignore this email: nothing changes without the code.",
    ],
  },
  es: {
    title: (domain) => `Tu código para verificar ${domain}`,
    subject: (code, domain) => `${code} es tu código para verificar ${domain}`,
    body: (organization, domain, code) => [
      `Alguien está verificando que ${organization} controla ${domain} en Culture Directory. Si fuiste tú, escribe este código en la página de verificación: ${code}`,
      "El código caduca en 30 minutos. Si no fuiste tú, ignora este correo: nada cambia sin el código.",
    ],
  },
};

export function domainCodeEmail(
  to: string,
  code: string,
  organization: string,
  domain: string,
  locale: Locale = "en",
): Email {
  const copy = DOMAIN_CODE_COPY[locale];
  const title = copy.title(domain);
  const paragraphs = copy.body(organization, domain, code);
  const html = page(
    locale,
    title,
    `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>`,
  );
  return { to, subject: copy.subject(code, domain), html, text: `${title}\n\n${paragraphs.join("\n\n")}\n` };
}

/** What a plan email says about the plan: its organization, its name and the dates and amounts involved. */
export type PlanFacts = { organization: string; plan: "monthly" | "annual"; locale: Locale };

const PLAN_COPY: Record<
  Locale,
  {
    dateLocale: string;
    plans: Record<PlanFacts["plan"], string>;
    fallback: string;
    dashboard: string;
    receipt: {
      subject: (plan: string, organization: string) => string;
      title: string;
      paid: (amount: string, plan: string, organization: string) => string;
      renews: (date: string) => string;
      billing: string;
    };
    ended: {
      subject: (plan: string, organization: string) => string;
      body: (organization: string) => string[];
      choose: string;
    };
  }
> = {
  en: {
    dateLocale: "en-US",
    plans: { monthly: "Monthly", annual: "Annual" },
    fallback: "If the button does not work, open this link:",
    dashboard: "Open your dashboard",
    receipt: {
      subject: (plan, organization) => `Receipt: ${plan} plan for ${organization}`,
      title: "Thank you for your payment",
      paid: (amount, plan, organization) => `We received ${amount} for the ${plan} plan of ${organization}.`,
      renews: (date) => `It is paid up to ${date} and renews then, unless you cancel it from your dashboard before.`,
      billing: "Invoices and your payment method are in the billing portal, linked from your dashboard.",
    },
    ended: {
      subject: (plan, organization) => `Your ${plan} plan for ${organization} has ended`,
      body: (organization) => [
        `${organization} is no longer listed in Culture Directory, and its profile cannot be edited until it has a plan again.`,
        "Nothing was deleted: choose a plan and the profile is listed again as it was.",
      ],
      choose: "Choose a plan",
    },
  },
  es: {
    dateLocale: "es-ES",
    plans: { monthly: "mensual", annual: "anual" },
    fallback: "Si el botón no funciona, abre este enlace:",
    dashboard: "Abrir tu panel",
    receipt: {
      subject: (plan, organization) => `Recibo: plan ${plan} de ${organization}`,
      title: "Gracias por tu pago",
      paid: (amount, plan, organization) => `Recibimos ${amount} por el plan ${plan} de ${organization}.`,
      renews: (date) =>
        `Está pagado hasta el ${date} y se renueva entonces, salvo que antes lo canceles desde tu panel.`,
      billing: "Las facturas y tu método de pago están en el portal de facturación, enlazado desde tu panel.",
    },
    ended: {
      subject: (plan, organization) => `Tu plan ${plan} de ${organization} ha terminado`,
      body: (organization) => [
        `${organization} ya no aparece en Culture Directory y su perfil no se puede editar hasta que vuelva a tener un plan.`,
        "No se ha borrado nada: elige un plan y el perfil vuelve a aparecer tal como estaba.",
      ],
      choose: "Elegir un plan",
    },
  },
};

/** A receipt for one successful payment of a plan: the first one and every renewal. */
export function planReceiptEmail(
  to: string,
  facts: PlanFacts & { amountCents: number; currency: string; paidThrough: Date | null; dashboardUrl: string },
): Email {
  const copy = PLAN_COPY[facts.locale];
  const plan = copy.plans[facts.plan];
  const amount = new Intl.NumberFormat(copy.dateLocale, { style: "currency", currency: facts.currency }).format(
    facts.amountCents / 100,
  );
  const date = (value: Date) =>
    new Intl.DateTimeFormat(copy.dateLocale, { dateStyle: "long", timeZone: "UTC" }).format(value);
  const paragraphs = [
    copy.receipt.paid(amount, plan, facts.organization),
    ...(facts.paidThrough ? [copy.receipt.renews(date(facts.paidThrough))] : []),
    copy.receipt.billing,
  ];
  return {
    to,
    subject: copy.receipt.subject(plan, facts.organization),
    ...layout(
      facts.locale,
      copy.receipt.title,
      paragraphs,
      { label: copy.dashboard, url: facts.dashboardUrl },
      copy.fallback,
    ),
  };
}

/** The notice that a plan has ended (canceled at the end of its period, or after payments failed). */
export function planEndedEmail(
  to: string,
  facts: PlanFacts & { choosePlanUrl: string | null; dashboardUrl: string },
): Email {
  const copy = PLAN_COPY[facts.locale];
  const subject = copy.ended.subject(copy.plans[facts.plan], facts.organization);
  const action = facts.choosePlanUrl
    ? { label: copy.ended.choose, url: facts.choosePlanUrl }
    : { label: copy.dashboard, url: facts.dashboardUrl };
  return { to, subject, ...layout(facts.locale, subject, copy.ended.body(facts.organization), action, copy.fallback) };
}

/** A new organization (or, for a job board search, a new role) as a digest lists it. */
export type DigestOrganization = { name: string; description: string; url: string };

const DIGEST_COPY: Record<
  Locale,
  {
    subject: (count: number, more: boolean, search: string) => string;
    lead: (search: string) => string;
    more: string;
    rolesSubject: (count: number, more: boolean, search: string) => string;
    rolesLead: (search: string) => string;
    rolesMore: string;
    open: string;
    why: string;
    unsubscribe: string;
    manage: string;
  }
> = {
  en: {
    subject: (count, more, search) =>
      `${more ? `${count}+` : count} new ${count === 1 && !more ? "organization matches" : "organizations match"} “${search}”`,
    lead: (search) => `Newly listed in Culture Directory since our last email, matching your saved search “${search}”:`,
    more: "More new organizations match: open the search to see them all.",
    rolesSubject: (count, more, search) =>
      `${more ? `${count}+` : count} new ${count === 1 && !more ? "role matches" : "roles match"} “${search}”`,
    rolesLead: (search) => `Posted on the job board since our last email, matching your saved search “${search}”:`,
    rolesMore: "More new roles match: open the search to see them all.",
    open: "Open the search",
    why: "You get this email because you saved this search with alerts on.",
    unsubscribe: "Stop alerts for this search",
    manage: "Manage your saved searches",
  },
  es: {
    subject: (count, more, search) =>
      `${more ? `${count}+` : count} ${count === 1 && !more ? "organización nueva coincide" : "organizaciones nuevas coinciden"} con “${search}”`,
    lead: (search) =>
      `Nuevas en Culture Directory desde nuestro último correo, según tu búsqueda guardada “${search}”:`,
    more: "Hay más organizaciones nuevas: abre la búsqueda para verlas todas.",
    rolesSubject: (count, more, search) =>
      `${more ? `${count}+` : count} ${count === 1 && !more ? "puesto nuevo coincide" : "puestos nuevos coinciden"} con “${search}”`,
    rolesLead: (search) =>
      `Publicados en la bolsa de empleo desde nuestro último correo, según tu búsqueda guardada “${search}”:`,
    rolesMore: "Hay más puestos nuevos: abre la búsqueda para verlos todos.",
    open: "Abrir la búsqueda",
    why: "Recibes este correo porque guardaste esta búsqueda con alertas activadas.",
    unsubscribe: "Dejar de recibir alertas de esta búsqueda",
    manage: "Gestionar tus búsquedas guardadas",
  },
};

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * A saved search's digest, in the language it was saved in. Its unsubscribe link is also given as List-Unsubscribe
 * with List-Unsubscribe-Post (RFC 8058), so mail clients offer their own one-click unsubscribe.
 */
export function savedSearchDigestEmail(input: {
  to: string;
  locale: Locale;
  searchName: string;
  /** A job board search lists roles; the directory's, organizations. */
  roles?: boolean;
  organizations: DigestOrganization[];
  more: boolean;
  searchUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}): Email {
  const { rolesSubject, rolesLead, rolesMore, ...base } = DIGEST_COPY[input.locale];
  const copy = input.roles ? { ...base, subject: rolesSubject, lead: rolesLead, more: rolesMore } : base;
  const title = copy.subject(input.organizations.length, input.more, input.searchName);
  const items = input.organizations.map((org) => ({ ...org, description: truncate(org.description, 200) }));
  const html = page(
    input.locale,
    title,
    `<p>${escapeHtml(copy.lead(input.searchName))}</p>
<ul style="padding-left:20px">
${items.map((org) => `<li style="margin-bottom:12px"><a href="${escapeHtml(org.url)}" style="font-weight:600;color:#1d5fd6">${escapeHtml(org.name)}</a><br><span style="color:#334155">${escapeHtml(org.description)}</span></li>`).join("\n")}
</ul>
${input.more ? `<p>${escapeHtml(copy.more)}</p>` : ""}
${button({ label: copy.open, url: input.searchUrl })}
<p style="font-size:13px;color:#475569">${escapeHtml(copy.why)}<br>
<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#475569">${escapeHtml(copy.unsubscribe)}</a> ·
<a href="${escapeHtml(input.manageUrl)}" style="color:#475569">${escapeHtml(copy.manage)}</a></p>`,
  );
  const text = [
    title,
    copy.lead(input.searchName),
    items.map((org) => `- ${org.name}: ${org.url}\n  ${org.description}`).join("\n"),
    ...(input.more ? [copy.more] : []),
    `${copy.open}: ${input.searchUrl}`,
    `${copy.why}\n${copy.unsubscribe}: ${input.unsubscribeUrl}\n${copy.manage}: ${input.manageUrl}`,
  ].join("\n\n");
  return {
    to: input.to,
    subject: title,
    html,
    text: `${text}\n`,
    headers: { "List-Unsubscribe": `<${input.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * The development mailbox (EMAIL_TRANSPORT=mailbox stores mail in D1), newest first, optionally one recipient's.
 * Verification and reset links are sign-in material: outside development there is no mailbox (404).
 */
export async function listDevMailbox(config: Config, db: Db, to: string | null, limit = DEV_MAILBOX_LIMIT) {
  if (config.APP_ENV !== "development") throw notFound(message("request.pageNotFound"));
  return db
    .select({
      id: devEmails.id,
      to: devEmails.to,
      subject: devEmails.subject,
      text: devEmails.text,
      createdAt: devEmails.createdAt,
    })
    .from(devEmails)
    .where(to ? eq(devEmails.to, to) : undefined)
    .orderBy(desc(devEmails.createdAt))
    .limit(limit);
}
