import { defineMessages } from "../messages";

/** The job board's pages, all placeholders until it opens. */
export const jobs = defineMessages({
  en: {
    eyebrow: "Jobs",
    browse: "Browse organizations",
    exploreGuides: "Explore city guides",
    backToJobs: "Back to Jobs",
    backToDashboard: "Back to Dashboard",
    aboutBoard: "About the job board",
    board: {
      title: "Jobs",
      description: "The Culture Directory job board is coming soon. Meanwhile, browse organizations by how they work.",
      heading: "The job board is coming soon",
      text: "Soon you will find open roles here, right next to each team's culture profile. Until then, every organization in the directory links to its own website and careers pages.",
    },
    posting: {
      title: "Job posting",
      description: "Job postings are not available yet: the Culture Directory job board is coming soon.",
      heading: "This job posting is not available yet",
      text: "The job board is coming soon, and job postings will open with it. In the meantime you can find the teams behind the roles in the directory.",
    },
    post: {
      title: "Post a job",
      heading: "Posting jobs is coming soon",
      text: "You will be able to post open roles for your organizations here, shown next to their culture profiles.",
    },
    posted: {
      title: "Job posted",
      heading: "Job postings are coming soon",
      text: "Once the job board opens, this page confirms a posted role and tells you when it goes live.",
    },
  },
  es: {
    eyebrow: "Empleos",
    browse: "Ver organizaciones",
    exploreGuides: "Explorar guías de ciudades",
    backToJobs: "Volver a Empleos",
    backToDashboard: "Volver al panel",
    aboutBoard: "Sobre la bolsa de empleo",
    board: {
      title: "Empleos",
      description:
        "La bolsa de empleo de Culture Directory llegará pronto. Mientras tanto, explora las organizaciones por cómo trabajan.",
      heading: "La bolsa de empleo llegará pronto",
      text: "Pronto encontrarás aquí vacantes, junto al perfil de cultura de cada equipo. Hasta entonces, cada organización del directorio enlaza a su propio sitio web y a sus páginas de empleo.",
    },
    posting: {
      title: "Oferta de empleo",
      description:
        "Las ofertas de empleo aún no están disponibles: la bolsa de empleo de Culture Directory llegará pronto.",
      heading: "Esta oferta de empleo aún no está disponible",
      text: "La bolsa de empleo llegará pronto, y con ella las ofertas. Mientras tanto puedes encontrar en el directorio a los equipos que hay detrás de los puestos.",
    },
    post: {
      title: "Publicar una oferta",
      heading: "Publicar ofertas llegará pronto",
      text: "Podrás publicar aquí las vacantes de tus organizaciones, junto a sus perfiles de cultura.",
    },
    posted: {
      title: "Oferta publicada",
      heading: "Las ofertas de empleo llegarán pronto",
      text: "Cuando abra la bolsa de empleo, esta página confirmará una oferta publicada y te dirá cuándo se hace visible.",
    },
  },
});
