import { defineMessages } from "../messages";

/** The Contact page. */
export const contact = defineMessages({
  en: {
    title: "Contact",
    description:
      "Contact the Culture Directory team about listings, claiming an Explore company or deleting your data. We answer Mon-Fri 9am-5pm.",
    heading: "Contact Us",
    lead: "Questions about a listing, a claim or your data? Write to us and a person from the team will answer.",
    reachHeading: "Reach us",
    email: "Email",
    hours: "Business hours",
    hoursValue: "Mon-Fri 9am-5pm",
    afterHours: "Messages sent outside business hours are answered on the next business day.",
    topicsHeading: "What to contact us about",
    topics: [
      {
        title: "Listing questions",
        body: "Help with creating or editing a profile, choosing a plan, guest codes, payments and cancelling a plan.",
      },
      {
        title: "Claims",
        body: "Your company appears in an Explore city guide and you want to manage it, or someone else has claimed it by mistake. Tell us the company and your role there.",
      },
      {
        title: "Data deletion",
        body: "Ask us to delete your account and the data linked to it. Write from the email address of the account; we process deletion requests within 30 days.",
      },
      {
        title: "Corrections and everything else",
        body: "Something wrong in a profile or a city guide, a city you would like us to cover, or a bug you found.",
      },
    ],
    answersIn: "Many answers are already in the",
    faq: "Frequently Asked Questions",
    dataIn: ". How we handle your data is described in our",
    privacy: "Privacy Policy",
  },
  es: {
    title: "Contacto",
    description:
      "Contacta al equipo de Culture Directory sobre perfiles, reclamar una empresa de Explorar o borrar tus datos. Respondemos de lunes a viernes de 9 a 17 h.",
    heading: "Contáctanos",
    lead: "¿Preguntas sobre un perfil, una reclamación o tus datos? Escríbenos y te responderá una persona del equipo.",
    reachHeading: "Cómo contactarnos",
    email: "Correo electrónico",
    hours: "Horario de atención",
    hoursValue: "Lunes a viernes, de 9 a 17 h",
    afterHours: "Los mensajes enviados fuera del horario de atención se responden el siguiente día hábil.",
    topicsHeading: "Sobre qué puedes escribirnos",
    topics: [
      {
        title: "Preguntas sobre perfiles",
        body: "Ayuda para crear o editar un perfil, elegir un plan, códigos de invitado, pagos y cancelar un plan.",
      },
      {
        title: "Reclamaciones",
        body: "Tu empresa aparece en una guía Explorar y quieres gestionarla, o alguien la reclamó por error. Dinos la empresa y tu rol en ella.",
      },
      {
        title: "Borrado de datos",
        body: "Pídenos que borremos tu cuenta y los datos vinculados a ella. Escribe desde el correo de la cuenta; atendemos las solicitudes de borrado en un plazo de 30 días.",
      },
      {
        title: "Correcciones y todo lo demás",
        body: "Algo incorrecto en un perfil o una guía de ciudad, una ciudad que te gustaría que cubriéramos o un error que encontraste.",
      },
    ],
    answersIn: "Muchas respuestas ya están en las",
    faq: "Preguntas frecuentes",
    dataIn: ". Cómo tratamos tus datos se describe en nuestra",
    privacy: "Política de privacidad",
  },
});
