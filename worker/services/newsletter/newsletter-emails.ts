import type { Locale } from "../../../contract/locale";
import { type Email, escapeHtml, layout } from "../../platform/email";

/**
 * The newsletter's emails: the confirmation link of a subscription, the welcome once it is confirmed, and the weekly
 * summary. Each carries a visible unsubscribe link and the List-Unsubscribe headers, so a subscription can be ended
 * from its first email on.
 */

/** A subscription's unsubscribe page (one button) and its RFC 8058 one-click address for mail clients. */
export type UnsubscribeLinks = { unsubscribeUrl: string; oneClickUrl: string };

const UNSUBSCRIBE_COPY: Record<Locale, { pending: string; confirmed: string; action: string }> = {
  en: {
    pending: "Changed your mind, or did not ask for this? Unsubscribe and we will not write again.",
    confirmed: "You can stop the newsletter at any time, from any of its emails or from your dashboard.",
    action: "Unsubscribe",
  },
  es: {
    pending: "¿Cambiaste de idea o no lo pediste? Date de baja y no volveremos a escribirte.",
    confirmed: "Puedes dejar de recibir el boletín cuando quieras, desde cualquiera de sus correos o desde tu panel.",
    action: "Darte de baja",
  },
};

/** The unsubscribe paragraph added at the end of an email, and its headers. */
function withUnsubscribe(email: Email, locale: Locale, links: UnsubscribeLinks, why: "pending" | "confirmed"): Email {
  const copy = UNSUBSCRIBE_COPY[locale];
  const paragraph = `<p style="font-size:13px;color:#475569">${escapeHtml(copy[why])}<br><a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#1d5fd6">${escapeHtml(copy.action)}</a></p>`;
  return {
    ...email,
    html: email.html.replace("</body>", `${paragraph}\n</body>`),
    text: `${email.text}\n${copy[why]}\n${copy.action}: ${links.unsubscribeUrl}\n`,
    headers: unsubscribeHeaders(links),
  };
}

const unsubscribeHeaders = (links: UnsubscribeLinks) => ({
  "List-Unsubscribe": `<${links.oneClickUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

const CONFIRM_COPY: Record<Locale, { subject: string; body: string[]; action: string; fallback: string }> = {
  en: {
    subject: "Confirm your Culture Directory newsletter subscription",
    body: [
      "Someone, hopefully you, asked to get the Culture Directory newsletter at this address: a weekly email of the organizations newly listed and the roles newly posted on the job board.",
      "Confirm to start getting it. The link works for 7 days. If you did not ask for it, ignore this email and nothing will be sent.",
    ],
    action: "Confirm my subscription",
    fallback: "If the button does not work, open this link:",
  },
  es: {
    subject: "Confirma tu suscripción al boletín de Culture Directory",
    body: [
      "Alguien, esperamos que tú, pidió recibir el boletín de Culture Directory en esta dirección: un correo semanal con las organizaciones nuevas del directorio y los puestos nuevos de la bolsa de empleo.",
      "Confírmalo para empezar a recibirlo. El enlace funciona durante 7 días. Si no lo pediste, ignora este correo y no te enviaremos nada.",
    ],
    action: "Confirmar mi suscripción",
    fallback: "Si el botón no funciona, abre este enlace:",
  },
};

export function newsletterConfirmationEmail(to: string, locale: Locale, url: string, links: UnsubscribeLinks): Email {
  const copy = CONFIRM_COPY[locale];
  return withUnsubscribe(
    {
      to,
      subject: copy.subject,
      ...layout(locale, copy.subject, copy.body, { label: copy.action, url }, copy.fallback),
    },
    locale,
    links,
    "pending",
  );
}

const WELCOME_COPY: Record<Locale, { subject: string; body: string[]; action: string; fallback: string }> = {
  en: {
    subject: "Welcome to the Culture Directory newsletter",
    body: [
      "Your subscription is confirmed. Every Monday we will email you the organizations newly listed in the directory and the roles newly posted on the job board; when nothing is new, we send nothing.",
      "Until the first one arrives, browse what is there already.",
    ],
    action: "Browse the directory",
    fallback: "Or open this link:",
  },
  es: {
    subject: "Te damos la bienvenida al boletín de Culture Directory",
    body: [
      "Tu suscripción está confirmada. Cada lunes te enviaremos las organizaciones nuevas del directorio y los puestos nuevos de la bolsa de empleo; si no hay nada nuevo, no enviamos nada.",
      "Hasta que llegue el primero, mira lo que ya hay.",
    ],
    action: "Ver el directorio",
    fallback: "O abre este enlace:",
  },
};

/** Sent once a subscription is confirmed: what comes, when, and how to stop it. */
export function newsletterWelcomeEmail(
  to: string,
  locale: Locale,
  links: UnsubscribeLinks & { directoryUrl: string },
): Email {
  const copy = WELCOME_COPY[locale];
  return withUnsubscribe(
    {
      to,
      subject: copy.subject,
      ...layout(locale, copy.subject, copy.body, { label: copy.action, url: links.directoryUrl }, copy.fallback),
    },
    locale,
    links,
    "confirmed",
  );
}

/** An organization or a role as the summary lists it. */
export type SummaryItem = { name: string; detail: string; url: string };

const SUMMARY_COPY: Record<
  Locale,
  {
    subject: (organizations: number, roles: number) => string;
    lead: string;
    organizations: string;
    roles: string;
    moreOrganizations: string;
    moreRoles: string;
    why: string;
    unsubscribe: string;
  }
> = {
  en: {
    subject: (organizations, roles) =>
      `This week on Culture Directory: ${organizations} new ${organizations === 1 ? "organization" : "organizations"}, ${roles} new ${roles === 1 ? "role" : "roles"}`,
    lead: "What is new in Culture Directory since our last newsletter.",
    organizations: "New organizations",
    roles: "New roles",
    moreOrganizations: "See every organization in the directory",
    moreRoles: "See every role on the job board",
    why: "You get this weekly email because you subscribed to the Culture Directory newsletter.",
    unsubscribe: "Unsubscribe",
  },
  es: {
    subject: (organizations, roles) =>
      `Esta semana en Culture Directory: ${organizations} ${organizations === 1 ? "organización nueva" : "organizaciones nuevas"}, ${roles} ${roles === 1 ? "puesto nuevo" : "puestos nuevos"}`,
    lead: "Lo nuevo en Culture Directory desde nuestro último boletín.",
    organizations: "Organizaciones nuevas",
    roles: "Puestos nuevos",
    moreOrganizations: "Ver todas las organizaciones del directorio",
    moreRoles: "Ver todos los puestos de la bolsa de empleo",
    why: "Recibes este correo semanal porque te suscribiste al boletín de Culture Directory.",
    unsubscribe: "Darte de baja",
  },
};

/**
 * The weekly summary, in the subscriber's language: the new organizations and roles (the first of each, with their
 * totals), a visible unsubscribe link, and the same link as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058) so
 * mail clients offer their own one-click unsubscribe.
 */
export function weeklySummaryEmail(input: {
  to: string;
  locale: Locale;
  organizations: SummaryItem[];
  organizationCount: number;
  roles: SummaryItem[];
  roleCount: number;
  directoryUrl: string;
  jobsUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}): Email {
  const copy = SUMMARY_COPY[input.locale];
  const subject = copy.subject(input.organizationCount, input.roleCount);
  const sections = [
    { title: copy.organizations, items: input.organizations, more: copy.moreOrganizations, url: input.directoryUrl },
    { title: copy.roles, items: input.roles, more: copy.moreRoles, url: input.jobsUrl },
  ].filter((section) => section.items.length > 0);
  const link = (url: string, text: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1d5fd6">${escapeHtml(text)}</a>`;
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(copy.lead)}</p>
${sections
  .map(
    (section) => `<h2 style="font-size:16px">${escapeHtml(section.title)}</h2>
<ul style="padding-left:20px">
${section.items.map((item) => `<li style="margin-bottom:10px">${link(item.url, item.name)}<br><span style="color:#334155">${escapeHtml(item.detail)}</span></li>`).join("\n")}
</ul>
<p>${link(section.url, section.more)}</p>`,
  )
  .join("\n")}
<p style="font-size:13px;color:#475569">${escapeHtml(copy.why)}<br>${link(input.unsubscribeUrl, copy.unsubscribe)}</p>
</body></html>`;
  const text = [
    subject,
    copy.lead,
    ...sections.map(
      (section) =>
        `${section.title}\n${section.items.map((item) => `- ${item.name}: ${item.url}\n  ${item.detail}`).join("\n")}\n${section.more}: ${section.url}`,
    ),
    `${copy.why}\n${copy.unsubscribe}: ${input.unsubscribeUrl}`,
  ].join("\n\n");
  return {
    to: input.to,
    subject,
    html,
    text: `${text}\n`,
    headers: unsubscribeHeaders(input),
  };
}
