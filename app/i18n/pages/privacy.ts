import { defineMessages } from "../messages";

/** The privacy policy's shell and section titles; its text is one component per language (app/components/privacy). */
export const privacy = defineMessages({
  en: {
    title: "Privacy Policy",
    description:
      "What Culture Directory collects (accounts, sessions, organization profiles, payments through Stripe, anonymous analytics), why, who processes it and how to have it deleted.",
    updated: "Last updated: October 1st, 2025",
    onThisPage: "On this page",
    sections: {
      "who-we-are": "Who we are",
      "what-we-collect": "What we collect",
      cookies: "Sessions and cookies",
      analytics: "Analytics and Do Not Track",
      "how-we-use": "How we use your data",
      sharing: "Who processes your data",
      retention: "How long we keep it",
      "your-rights": "Your rights and data deletion",
      security: "Security",
      children: "Children",
      changes: "Changes to this policy",
      contact: "Contact",
    },
  },
  es: {
    title: "Política de privacidad",
    description:
      "Qué recopila Culture Directory (cuentas, sesiones, perfiles de organizaciones, pagos con Stripe, analítica anónima), para qué, quién lo procesa y cómo pedir que se borre.",
    updated: "Última actualización: 1 de octubre de 2025",
    onThisPage: "En esta página",
    sections: {
      "who-we-are": "Quiénes somos",
      "what-we-collect": "Qué recopilamos",
      cookies: "Sesiones y cookies",
      analytics: "Analítica y Do Not Track",
      "how-we-use": "Cómo usamos tus datos",
      sharing: "Quién procesa tus datos",
      retention: "Cuánto tiempo los conservamos",
      "your-rights": "Tus derechos y el borrado de datos",
      security: "Seguridad",
      children: "Menores",
      changes: "Cambios en esta política",
      contact: "Contacto",
    },
  },
});
