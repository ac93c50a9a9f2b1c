import type { OrganizationDto } from "../../../contract/dto";
import { defineMessages } from "../messages";

type EntityType = OrganizationDto["entityType"];

/** An organization's public profile (SPEC.md §2 Organization detail). */
export const organization = defineMessages({
  en: {
    notFound: "Organization not found",
    failed: "Something went wrong",
    backToDirectory: "Back to the directory",
    about: "About",
    editorsNote: "Editor's Note",
    companyProperties: "Company Properties",
    organizationInfo: "Organization Info",
    onThisPage: "On this page",
    connect: "Connect",
    website: "Website",
    linkedin: "LinkedIn",
    twitter: "Twitter",
    blog: "Blog",
    newTab: "Opens in a new tab",
    featuredIn: "Featured in the Explore guide to",
    exploreResources: "Explore Resources",
    type: "Type",
    founded: "Founded",
    location: "Location",
    premium: "Premium",
    logo: (name: string) => `${name} logo`,
    categoryImage: (category: string, org: string) => `${category} at ${org}`,
    claimProfile: "Claim Profile",
    entity: (type: EntityType) =>
      ({
        startup: "Startup",
        accelerator: "Accelerator",
        university: "University",
        cowork: "Coworking space",
        civic: "Civic organization",
      })[type],
  },
  es: {
    notFound: "Organización no encontrada",
    failed: "Algo salió mal",
    backToDirectory: "Volver al directorio",
    about: "Acerca de",
    editorsNote: "Nota del editor",
    companyProperties: "Datos de la empresa",
    organizationInfo: "Información de la organización",
    onThisPage: "En esta página",
    connect: "Contacto",
    website: "Sitio web",
    linkedin: "LinkedIn",
    twitter: "Twitter",
    blog: "Blog",
    newTab: "Se abre en una pestaña nueva",
    featuredIn: "Aparece en la guía Explorar de",
    exploreResources: "Recursos de Explorar",
    type: "Tipo",
    founded: "Fundada",
    location: "Ubicación",
    premium: "Premium",
    logo: (name: string) => `Logotipo de ${name}`,
    categoryImage: (category: string, org: string) => `${category} en ${org}`,
    claimProfile: "Reclamar perfil",
    entity: (type: EntityType) =>
      ({
        startup: "Startup",
        accelerator: "Aceleradora",
        university: "Universidad",
        cowork: "Espacio de coworking",
        civic: "Organización cívica",
      })[type],
  },
});
