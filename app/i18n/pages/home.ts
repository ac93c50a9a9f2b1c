import { plural } from "../grammar";
import { defineMessages } from "../messages";

/** The directory's home page: the hero, the filters, the cards and the Miami teaser. */
export const home = defineMessages({
  en: {
    description:
      "Browse startups and teams by country and by culture: how they work, what they value and the change they build for.",
    listName: "Organizations",
    heading: "Find a team that works the way you do",
    lead: "Startups and teams described by their culture: how they work, what they value and the change they build for. Filter by country and by what matters to you.",
    organizations: (total: string) => `Organizations (${total})`,
    allShown: "All organizations",
    matching: (total: string, one: boolean) =>
      one ? `${total} matching organization` : `${total} matching organizations`,
    noneFound: "No organizations found",
    noneYet: "None among the organizations checked so far. Load more to keep looking.",
    /** What to change when nothing matched, by what the person used: words, filters (country, categories), both. */
    tryOther: {
      words: "No name, description or category matches every word. Try other or fewer words.",
      filters: "Try another country or fewer categories.",
      both: "Try other or fewer words, another country or fewer categories.",
      none: "No organizations are listed yet.",
    },
    /** The same when the part a bounded count read held no match: narrower filters or other words. */
    narrow: {
      words:
        "None among the organizations checked. Choose a country or a category, or try other words, to search further.",
      filters: "None among the organizations checked. Choose a country or fewer categories to search further.",
      both: "None among the organizations checked. Choose a country, fewer categories or other words to search further.",
    },
    loadMore: "Load more",
    exploreEyebrow: "Explore",
    miamiHeading: "Miami's impact ecosystem",
    miamiLead: "Anchors and emerging teams building climate, health and fintech in Miami, curated by our editors.",
    viewMiami: "View Miami Ecosystem",
    premium: "Premium",
    verified: (domain: string) => `Verified: ${domain}`,
    viewProfile: "View profile →",
    /** After "+N" on a card, for screen readers: N more categories. */
    moreCategories: " more",
    addOrganization: "Add Your Organization",
    addOrganizationLead: "Show engineers how your team works.",
    scrollToTop: "Scroll to top",
    filters: {
      noCountries: "No countries with organizations available",
      searchLabel: "Search organizations",
      searchPlaceholder: "Name, description or category, e.g. climate",
      search: "Search",
      country: "Country",
      allCountries: "All Countries",
      showCategories: "Filter by Categories",
      hideCategories: "Hide category filters",
      selected: (count: number) => ` (${count} selected)`,
      categoriesHeading: "Filter by Categories",
      clearAllFilters: "Clear All Filters",
      atCap: (max: number) => `You've reached the maximum of ${max} categories. Remove one to choose another.`,
      organizationsCount: (atLeast: boolean) => (atLeast ? " or more organizations" : " organizations"),
      apply: "Apply filters",
      chosenInGroup: (count: number) => ` ${plural(count, "category", "categories")} chosen`,
      showResults: (total: string, one: boolean) => (one ? `Show ${total} result` : `Show ${total} results`),
      showResultsPending: "Show results",
      active: "Active Filters",
      remove: (label: string) => `Remove filter ${label}`,
      clearAll: "Clear All",
    },
  },
  es: {
    description:
      "Explora startups y equipos por país y por cultura: cómo trabajan, qué valoran y el cambio que construyen.",
    listName: "Organizaciones",
    heading: "Encuentra un equipo que trabaje como tú",
    lead: "Startups y equipos descritos por su cultura: cómo trabajan, qué valoran y el cambio que construyen. Filtra por país y por lo que te importa.",
    organizations: (total: string) => `Organizaciones (${total})`,
    allShown: "Todas las organizaciones",
    matching: (total: string, one: boolean) =>
      one ? `${total} organización coincide` : `${total} organizaciones coinciden`,
    noneFound: "No se encontraron organizaciones",
    noneYet: "Ninguna entre las organizaciones revisadas hasta ahora. Carga más para seguir buscando.",
    tryOther: {
      words:
        "Ningún nombre, descripción o categoría coincide con todas las palabras. Prueba con otras palabras o con menos.",
      filters: "Prueba con otro país o con menos categorías.",
      both: "Prueba con otras palabras o con menos, con otro país o con menos categorías.",
      none: "Todavía no hay organizaciones publicadas.",
    },
    narrow: {
      words:
        "Ninguna entre las organizaciones revisadas. Elige un país o una categoría, o prueba otras palabras, para seguir buscando.",
      filters: "Ninguna entre las organizaciones revisadas. Elige un país o menos categorías para seguir buscando.",
      both: "Ninguna entre las organizaciones revisadas. Elige un país, menos categorías u otras palabras para seguir buscando.",
    },
    loadMore: "Cargar más",
    exploreEyebrow: "Explorar",
    miamiHeading: "El ecosistema de impacto de Miami",
    miamiLead:
      "Anclas y equipos emergentes que construyen en clima, salud y fintech en Miami, seleccionados por nuestros editores.",
    viewMiami: "Ver el ecosistema de Miami",
    premium: "Premium",
    verified: (domain: string) => `Verificada: ${domain}`,
    viewProfile: "Ver perfil →",
    moreCategories: " más",
    addOrganization: "Añade tu organización",
    addOrganizationLead: "Muestra a los ingenieros cómo trabaja tu equipo.",
    scrollToTop: "Volver arriba",
    filters: {
      noCountries: "No hay países con organizaciones",
      searchLabel: "Buscar organizaciones",
      searchPlaceholder: "Nombre, descripción o categoría, p. ej. clima",
      search: "Buscar",
      country: "País",
      allCountries: "Todos los países",
      showCategories: "Filtrar por categorías",
      hideCategories: "Ocultar los filtros de categorías",
      selected: (count: number) => ` (${count} ${count === 1 ? "seleccionada" : "seleccionadas"})`,
      categoriesHeading: "Filtrar por categorías",
      clearAllFilters: "Quitar todos los filtros",
      atCap: (max: number) => `Has alcanzado el máximo de ${max} categorías. Quita una para elegir otra.`,
      organizationsCount: (atLeast: boolean) => (atLeast ? " o más organizaciones" : " organizaciones"),
      apply: "Aplicar filtros",
      chosenInGroup: (count: number) => ` ${plural(count, "categoría elegida", "categorías elegidas")}`,
      showResults: (total: string, one: boolean) => (one ? `Ver ${total} resultado` : `Ver ${total} resultados`),
      showResultsPending: "Ver resultados",
      active: "Filtros activos",
      remove: (label: string) => `Quitar el filtro ${label}`,
      clearAll: "Quitar todo",
    },
  },
});
