import { defineMessages } from "../messages";

/** Creating an organization. */
export const submit = defineMessages({
  en: {
    title: "Create organization",
    description: "Add your organization to the directory.",
    lead: "List your startup or team in the directory. Start with the basics; the rest of the profile comes after.",
    details: "Organization details",
    allRequired: "All three fields are required.",
    name: "Organization name",
    country: "Country",
    countryHint: "Where the organization is based; people filter the directory by it.",
    selectCountry: "Select a country",
    descriptionLabel: "Description",
    descriptionHint: "What the organization does and what it is like to work there. You can edit it later.",
    next: "Next: choose a plan for your listing.",
    creating: "Creating...",
    create: "Create Organization",
    howItWorks: "How it works",
    steps: [
      { title: "Add the basics", text: "Name, country and a short description, on this page." },
      { title: "Choose a plan", text: "Pick a monthly or annual plan to publish your listing." },
      { title: "Complete the profile", text: "Add categories, images and links so people see how your team works." },
    ],
  },
  es: {
    title: "Crear organización",
    description: "Añade tu organización al directorio.",
    lead: "Publica tu startup o tu equipo en el directorio. Empieza por lo básico; el resto del perfil viene después.",
    details: "Datos de la organización",
    allRequired: "Los tres campos son obligatorios.",
    name: "Nombre de la organización",
    country: "País",
    countryHint: "Dónde tiene su sede la organización; la gente filtra el directorio por país.",
    selectCountry: "Elige un país",
    descriptionLabel: "Descripción",
    descriptionHint: "Qué hace la organización y cómo es trabajar en ella. Puedes editarla más adelante.",
    next: "Después: elige un plan para tu perfil.",
    creating: "Creando...",
    create: "Crear organización",
    howItWorks: "Cómo funciona",
    steps: [
      { title: "Añade lo básico", text: "Nombre, país y una descripción breve, en esta página." },
      { title: "Elige un plan", text: "Elige un plan mensual o anual para publicar tu perfil." },
      {
        title: "Completa el perfil",
        text: "Añade categorías, imágenes y enlaces para que vean cómo trabaja tu equipo.",
      },
    ],
  },
});
