import { annualSaving, formatUsd } from "../../../contract/plan-prices";
import { defineMessages } from "../messages";

const saving = annualSaving();

/** The About page. */
export const about = defineMessages({
  en: {
    title: "About",
    description:
      "Culture Directory describes startups and teams by how they work, curates city guides for engineers and lets organizations list a profile for $12 a month.",
    heading: "About Culture Directory",
    lead: "A directory of startups and teams described by how they work, so engineers can find a team that fits before they apply.",
    whyHeading: "Why we built it",
    why: [
      "Job boards tell you the stack, the salary band and the office address. They rarely tell you whether a team writes things down or decides in meetings, ships weekly or quarterly, measures its impact or only its revenue. Those are the things that decide whether you will enjoy the work, and they are usually learned months after you join.",
      "Culture Directory puts them first. Organizations describe their culture in concrete categories, and you can search for the combination you are looking for: remote-first climate teams in Portugal, say, or civic tech teams in the United States that publish their salaries.",
    ],
    pillarsHeading: "What you will find here",
    pillars: [
      {
        title: "Culture first",
        body: "Every profile is organized around up to 7 culture categories: work methods, impact areas, culture, approach and more, each with the team's own words about how they practise it. Filter by country and by the categories that matter to you; an organization shows up only when it has every one you picked.",
      },
      {
        title: "Explore city guides",
        body: "Our editors write guides to the cities where interesting teams cluster: what the ecosystem is good at, how to plug in, and which organizations to know. Anchor organizations are the established teams we feature; emerging teams are the newer ones worth watching. Every company in a guide carries an editor's note.",
      },
      {
        title: "Honest listings",
        body: "Organizations describe themselves, and a small listing fee keeps the directory free of ads and of abandoned profiles. Browsing is free for everyone, with no account and no tracking of who you are.",
      },
    ],
    listingHeading: "How listings work",
    steps: [
      "Sign up with a permanent account and verify your email address.",
      "Create your organization with its name, country and description.",
      "Choose a plan: Monthly at $12 per month or Annual at $100 per year. Until it is paid, the profile stays hidden.",
      "Complete the profile with your categories, their details, links and images, and request a place in your city's Explore guide.",
    ],
    claim:
      "Already featured in an Explore guide? Unclaimed Explore companies can be claimed by their team: open the company's profile, choose Claim Profile and pick a plan.",
    plansHeading: "Plans",
    monthly: "Monthly",
    monthlyDetail: "$12 per month, one organization profile",
    annual: "Annual",
    annualDetail: `$100 per year, one organization profile${saving ? ` (saves ${formatUsd(saving.cents)}, ${saving.percent}%, against monthly)` : ""}`,
    browse: "Browse the directory",
    readFaq: "Read the FAQ",
  },
  es: {
    title: "Acerca de",
    description:
      "Culture Directory describe startups y equipos por cómo trabajan, publica guías de ciudades para ingenieros y permite a las organizaciones publicar un perfil por $12 al mes.",
    heading: "Acerca de Culture Directory",
    lead: "Un directorio de startups y equipos descritos por cómo trabajan, para que los ingenieros encuentren un equipo que encaje antes de postularse.",
    whyHeading: "Por qué lo creamos",
    why: [
      "Los portales de empleo te dicen el stack, la banda salarial y la dirección de la oficina. Rara vez te dicen si un equipo documenta por escrito o decide en reuniones, si publica cada semana o cada trimestre, si mide su impacto o solo sus ingresos. Eso es lo que decide si disfrutarás el trabajo, y normalmente se descubre meses después de entrar.",
      "Culture Directory lo pone primero. Las organizaciones describen su cultura en categorías concretas y puedes buscar la combinación que te interesa: equipos de clima con trabajo remoto en Portugal, por ejemplo, o equipos de tecnología cívica en Estados Unidos que publican sus salarios.",
    ],
    pillarsHeading: "Qué encontrarás aquí",
    pillars: [
      {
        title: "La cultura primero",
        body: "Cada perfil se organiza en hasta 7 categorías de cultura: métodos de trabajo, áreas de impacto, cultura, enfoque y más, cada una con las palabras del propio equipo sobre cómo la practica. Filtra por país y por las categorías que te importan; una organización aparece solo si tiene todas las que elegiste.",
      },
      {
        title: "Guías de ciudades",
        body: "Nuestros editores escriben guías de las ciudades donde se concentran equipos interesantes: en qué destaca el ecosistema, cómo integrarse y qué organizaciones conocer. Las organizaciones ancla son los equipos consolidados que destacamos; los equipos emergentes son los más nuevos que vale la pena seguir. Cada empresa de una guía lleva una nota del editor.",
      },
      {
        title: "Perfiles honestos",
        body: "Las organizaciones se describen a sí mismas, y una pequeña cuota mantiene el directorio libre de anuncios y de perfiles abandonados. Navegar es gratis para todos, sin cuenta y sin rastrear quién eres.",
      },
    ],
    listingHeading: "Cómo funcionan los perfiles",
    steps: [
      "Regístrate con una cuenta permanente y verifica tu correo electrónico.",
      "Crea tu organización con su nombre, país y descripción.",
      "Elige un plan: Mensual a $12 al mes o Anual a $100 al año. Hasta que se pague, el perfil permanece oculto.",
      "Completa el perfil con tus categorías, sus detalles, enlaces e imágenes, y solicita un lugar en la guía Explorar de tu ciudad.",
    ],
    claim:
      "¿Tu empresa ya aparece en una guía Explorar? El equipo puede reclamar las empresas de Explorar sin reclamar: abre el perfil de la empresa, elige Reclamar perfil y escoge un plan.",
    plansHeading: "Planes",
    monthly: "Mensual",
    monthlyDetail: "$12 al mes, un perfil de organización",
    annual: "Anual",
    annualDetail: `$100 al año, un perfil de organización${saving ? ` (ahorra ${formatUsd(saving.cents)}, un ${saving.percent} %, frente al mensual)` : ""}`,
    browse: "Explorar el directorio",
    readFaq: "Leer las preguntas frecuentes",
  },
});
