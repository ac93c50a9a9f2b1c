import { CONTACT_EMAIL } from "../../../contract/contact";
import { annualSaving, formatUsd } from "../../../contract/plan-prices";
import { defineMessages } from "../messages";

const saving = annualSaving();

/** The FAQ page: its texts, and each entry's question and answer by id (app/lib/faq.ts). */
export const faq = defineMessages({
  en: {
    title: "Frequently Asked Questions",
    description:
      "How filtering and Explore city guides work, how to list or claim an organization, and what listings cost: $12 per month or $100 per year.",
    lead: "How the directory works, how to list or claim your organization, and what it costs.",
    topics: "FAQ topics",
    jump: "Jump to a topic",
    moreHeading: "Still have a question?",
    more: "Write to us about listings, claims or your data. We answer Mon-Fri 9am-5pm.",
    contact: "Contact us",
    categories: {
      general: "General",
      submission: "Submitting an organization",
      organization: "Managing your organization",
      pricing: "Pricing and billing",
    },
    entries: {
      "what-is-culture-directory": {
        question: "What is Culture Directory?",
        answer:
          "Culture Directory is a directory of startups and teams described by how they work: their work methods, culture, impact areas and approach. It is built for engineers who want to find a team that fits before they apply. Browsing is free and needs no account.",
      },
      "how-filtering-works": {
        question: "How do the country and category filters work?",
        answer:
          "Pick a country to see only organizations based there, or All Countries to see everyone. Then select culture categories: an organization matches when it has every category you selected, so each extra category narrows the list. You can select up to 7 categories at a time, and the filters are kept in the page address so you can bookmark or share a search.",
      },
      "what-is-explore": {
        question: "What is Explore?",
        answer:
          "Explore is a set of curated city guides. Each guide explains what a city's tech ecosystem is good at, how to plug in (meetups, coworks, communities), lists supporting resources and shows the local organizations our editors have reviewed, each with an editor's note. A city gets a public guide once there are enough reviewed teams to make it useful.",
      },
      "anchors-and-emerging-teams": {
        question: "What is the difference between anchor organizations and emerging teams?",
        answer:
          "Both are Explore companies that our editors reviewed for a city. Anchor organizations are the ones we feature: established teams that shape the local ecosystem. Emerging teams are the city's other Explore companies, shown newest first. A city guide shows up to 8 of each.",
      },
      "do-i-need-an-account": {
        question: "Do I need an account to browse?",
        answer:
          "No. Visitors are signed in automatically as a guest, which is enough to browse, filter and read every public profile and city guide. You only need a permanent account (email and password, Google or GitHub) to list or claim an organization.",
      },
      "how-to-submit": {
        question: "How do I add my organization?",
        answer:
          "Sign up with a permanent account and verify your email address (Google and GitHub sign-ins count as verified). Then choose Submit Organization, enter the name, country and description, and pick a plan. Your profile stays hidden from the directory until the plan is paid; after that you can complete it with categories, links and images.",
      },
      "why-hidden-until-paid": {
        question: "Why is my new profile not visible in the directory?",
        answer:
          "A new organization stays hidden until its plan is paid, and only you can see it in the meantime. Open it from My Organizations on your dashboard and pick a plan (or enter a guest code) to publish it. If you already paid and the profile is still hidden after a few minutes, contact us.",
      },
      "how-many-categories": {
        question: "How many categories can my profile have?",
        answer:
          "Up to 7. You choose their order, and each category can have its own detail text of up to 2000 characters and its own image, so you can show how your team actually practises it instead of just ticking a box.",
      },
      "image-requirements": {
        question: "Which images can I upload?",
        answer:
          "JPEG, PNG or WebP files up to 5MB each. The logo is shown square, the banner works best at 1280x360 pixels and category images are shown at 16:9.",
      },
      "edit-profile": {
        question: "How do I edit or delete my organization's profile?",
        answer:
          "Sign in, open your organization's page and choose Edit to change its details, categories and images, or Delete to remove it after a confirmation. Only the person who created the organization can edit or delete it.",
      },
      "claim-explore-company": {
        question: "My company is in an Explore city guide. How do I claim it?",
        answer:
          "Open the company's profile and choose Claim Profile (it shows while nobody has claimed the company yet). Sign in with a permanent, verified account, choose the Monthly or Annual plan and complete the payment. Once it is paid the profile is yours to edit, and the editor's review stays on it. If someone else already claimed it, contact us and we will sort it out.",
      },
      "join-explore": {
        question: "How can my organization join an Explore city guide?",
        answer:
          "Edit your paid profile, choose your primary Explore city, confirm that you have a local presence and add at least one piece of evidence (an office, a local team, community work), then request review. An editor reviews the request and, when it is approved, writes an editor's note for your profile. You can update your details and ask again if a request is not approved.",
      },
      "monthly-and-annual-plans": {
        question: "How much does a listing cost?",
        answer: `Monthly costs $12 per month and Annual costs $100 per year${saving ? `, ${formatUsd(saving.cents)} (${saving.percent}%) less than twelve monthly payments` : ""}. Both plans cover one organization profile with the same features; browsing the directory is always free.`,
      },
      "payment-methods": {
        question: "How do payments work?",
        answer:
          "Payments are handled by Stripe's secure checkout; card details go directly to Stripe and never reach our servers. Your plan renews automatically at the end of each month or year, and your subscriptions are listed on your dashboard.",
      },
      "guest-codes": {
        question: "What is a guest code?",
        answer:
          "A guest code is an access code we give to partners, community programmes and events. Enter it on the plan selection page instead of paying and your organization is published without a card. Each code has a limited number of uses and may expire.",
      },
      "cancel-plan": {
        question: "How do I cancel my plan?",
        answer: `Email ${CONTACT_EMAIL} from your account's email address and tell us which organization it is. The plan is cancelled at the end of the period you already paid for: you are not charged again, the profile stays listed until then, and afterwards it is hidden (not deleted), so you can publish it again later by choosing a plan.`,
      },
    },
  },
  es: {
    title: "Preguntas frecuentes",
    description:
      "Cómo funcionan los filtros y las guías de ciudades de Explorar, cómo publicar o reclamar una organización y cuánto cuesta: $12 al mes o $100 al año.",
    lead: "Cómo funciona el directorio, cómo publicar o reclamar tu organización y cuánto cuesta.",
    topics: "Temas de las preguntas frecuentes",
    jump: "Ir a un tema",
    moreHeading: "¿Tienes otra pregunta?",
    more: "Escríbenos sobre perfiles, reclamaciones o tus datos. Respondemos de lunes a viernes de 9 a 17 h.",
    contact: "Contáctanos",
    categories: {
      general: "General",
      submission: "Publicar una organización",
      organization: "Gestionar tu organización",
      pricing: "Precios y facturación",
    },
    entries: {
      "what-is-culture-directory": {
        question: "¿Qué es Culture Directory?",
        answer:
          "Culture Directory es un directorio de startups y equipos descritos por cómo trabajan: sus métodos de trabajo, su cultura, sus áreas de impacto y su enfoque. Está pensado para ingenieros que quieren encontrar un equipo que encaje antes de postularse. Navegar es gratis y no requiere cuenta.",
      },
      "how-filtering-works": {
        question: "¿Cómo funcionan los filtros de país y categoría?",
        answer:
          "Elige un país para ver solo las organizaciones con sede allí, o Todos los países para verlas todas. Después selecciona categorías de cultura: una organización coincide cuando tiene todas las categorías que seleccionaste, así que cada categoría adicional acota la lista. Puedes seleccionar hasta 7 categorías a la vez, y los filtros se guardan en la dirección de la página para que puedas guardar o compartir una búsqueda.",
      },
      "what-is-explore": {
        question: "¿Qué es Explorar?",
        answer:
          "Explorar es un conjunto de guías de ciudades seleccionadas. Cada guía explica en qué destaca el ecosistema tecnológico de una ciudad, cómo integrarse (meetups, coworks, comunidades), enumera recursos de apoyo y muestra las organizaciones locales que nuestros editores han revisado, cada una con una nota del editor. Una ciudad tiene una guía pública cuando hay suficientes equipos revisados para que sea útil.",
      },
      "anchors-and-emerging-teams": {
        question: "¿Qué diferencia hay entre organizaciones ancla y equipos emergentes?",
        answer:
          "Ambos son empresas de Explorar que nuestros editores revisaron para una ciudad. Las organizaciones ancla son las que destacamos: equipos consolidados que dan forma al ecosistema local. Los equipos emergentes son las demás empresas de Explorar de la ciudad, de la más nueva a la más antigua. Una guía de ciudad muestra hasta 8 de cada tipo.",
      },
      "do-i-need-an-account": {
        question: "¿Necesito una cuenta para navegar?",
        answer:
          "No. Los visitantes inician sesión automáticamente como invitados, lo que basta para navegar, filtrar y leer cada perfil público y guía de ciudad. Solo necesitas una cuenta permanente (correo y contraseña, Google o GitHub) para publicar o reclamar una organización.",
      },
      "how-to-submit": {
        question: "¿Cómo añado mi organización?",
        answer:
          "Regístrate con una cuenta permanente y verifica tu correo electrónico (los inicios de sesión con Google y GitHub cuentan como verificados). Después elige Publicar organización, escribe el nombre, el país y la descripción, y elige un plan. Tu perfil permanece oculto en el directorio hasta que se pague el plan; después puedes completarlo con categorías, enlaces e imágenes.",
      },
      "why-hidden-until-paid": {
        question: "¿Por qué mi nuevo perfil no aparece en el directorio?",
        answer:
          "Una organización nueva permanece oculta hasta que se paga su plan, y mientras tanto solo tú puedes verla. Ábrela desde Mis organizaciones en tu panel y elige un plan (o introduce un código de invitado) para publicarla. Si ya pagaste y el perfil sigue oculto después de unos minutos, contáctanos.",
      },
      "how-many-categories": {
        question: "¿Cuántas categorías puede tener mi perfil?",
        answer:
          "Hasta 7. Tú eliges su orden, y cada categoría puede tener su propio texto de detalle de hasta 2000 caracteres y su propia imagen, para que muestres cómo la practica tu equipo en lugar de solo marcar una casilla.",
      },
      "image-requirements": {
        question: "¿Qué imágenes puedo subir?",
        answer:
          "Archivos JPEG, PNG o WebP de hasta 5MB cada uno. El logotipo se muestra cuadrado, el banner funciona mejor a 1280x360 píxeles y las imágenes de categoría se muestran en 16:9.",
      },
      "edit-profile": {
        question: "¿Cómo edito o borro el perfil de mi organización?",
        answer:
          "Inicia sesión, abre la página de tu organización y elige Editar para cambiar sus datos, categorías e imágenes, o Eliminar para borrarla tras una confirmación. Solo la persona que creó la organización puede editarla o borrarla.",
      },
      "claim-explore-company": {
        question: "Mi empresa está en una guía Explorar. ¿Cómo la reclamo?",
        answer:
          "Abre el perfil de la empresa y elige Reclamar perfil (aparece mientras nadie haya reclamado la empresa). Inicia sesión con una cuenta permanente y verificada, elige el plan Mensual o Anual y completa el pago. Una vez pagado, el perfil es tuyo para editarlo, y la reseña del editor se mantiene. Si otra persona ya lo reclamó, contáctanos y lo resolveremos.",
      },
      "join-explore": {
        question: "¿Cómo puede mi organización entrar en una guía Explorar?",
        answer:
          "Edita tu perfil pagado, elige tu ciudad principal de Explorar, confirma que tienes presencia local y añade al menos una prueba (una oficina, un equipo local, trabajo comunitario), y después solicita la revisión. Un editor revisa la solicitud y, cuando la aprueba, escribe una nota del editor para tu perfil. Puedes actualizar tus datos y volver a solicitarla si no se aprueba.",
      },
      "monthly-and-annual-plans": {
        question: "¿Cuánto cuesta publicar un perfil?",
        answer: `El plan Mensual cuesta $12 al mes y el Anual $100 al año${saving ? `, ${formatUsd(saving.cents)} (un ${saving.percent} %) menos que doce pagos mensuales` : ""}. Ambos planes cubren un perfil de organización con las mismas funciones; navegar por el directorio siempre es gratis.`,
      },
      "payment-methods": {
        question: "¿Cómo funcionan los pagos?",
        answer:
          "Los pagos se procesan en el checkout seguro de Stripe; los datos de la tarjeta van directamente a Stripe y nunca llegan a nuestros servidores. Tu plan se renueva automáticamente al final de cada mes o año, y tus suscripciones aparecen en tu panel.",
      },
      "guest-codes": {
        question: "¿Qué es un código de invitado?",
        answer:
          "Un código de invitado es un código de acceso que damos a socios, programas comunitarios y eventos. Introdúcelo en la página de selección de plan en lugar de pagar y tu organización se publica sin tarjeta. Cada código tiene un número limitado de usos y puede caducar.",
      },
      "cancel-plan": {
        question: "¿Cómo cancelo mi plan?",
        answer: `Escribe a ${CONTACT_EMAIL} desde el correo de tu cuenta y dinos de qué organización se trata. El plan se cancela al final del periodo que ya pagaste: no se te vuelve a cobrar, el perfil sigue publicado hasta entonces y después se oculta (no se borra), así que puedes volver a publicarlo más adelante eligiendo un plan.`,
      },
    },
  },
});
