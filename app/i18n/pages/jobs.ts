import { JOB_FACET_NAMES } from "../../../contract/job-vocabulary";
import { defineMessages } from "../messages";

/**
 * The words of every job page: a role's facets, pay and place, on the board, a role's page and an organization's open
 * roles. The board's own words are in job-board.ts, a role page's in job-role.ts, posting's in job-posting.ts.
 */
export const jobs = defineMessages({
  en: {
    browse: "Browse organizations",
    backToJobs: "Back to Jobs",
    ...JOB_FACET_NAMES.en,
    periods: { hour: "an hour", month: "a month", year: "a year" },
    periodOptions: { hour: "Per hour", month: "Per month", year: "Per year" },
    salary: (range: string, period: string) => `${range} ${period}`,
    remoteFrom: (countries: string) => `Remote from ${countries}`,
    remoteAnywhere: "Remote from anywhere",
    timeZones: (from: string, to: string) => `Time zones UTC${from} to UTC${to}`,
    postedOn: (date: string) => `Posted ${date}`,
    atOrganization: { board: "See every role on the job board" },
  },
  es: {
    browse: "Ver organizaciones",
    backToJobs: "Volver a Empleos",
    ...JOB_FACET_NAMES.es,
    periods: { hour: "por hora", month: "al mes", year: "al año" },
    periodOptions: { hour: "Por hora", month: "Al mes", year: "Al año" },
    salary: (range, period) => `${range} ${period}`,
    remoteFrom: (countries) => `Remoto desde ${countries}`,
    remoteAnywhere: "Remoto desde cualquier lugar",
    timeZones: (from, to) => `Zonas horarias de UTC${from} a UTC${to}`,
    postedOn: (date) => `Publicado el ${date}`,
    atOrganization: { board: "Ver todos los puestos en la bolsa de empleo" },
  },
});
