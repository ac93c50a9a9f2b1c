import type { SpanishSeed } from "./types";

/**
 * The reference data and city guides in Spanish (Miami first). Every category and group must have its
 * Spanish name (tests/api/explore/translations.test.ts checks it against seed/data/categories.ts); a city guide without a
 * translation shows in English.
 */
export const spanish: SpanishSeed = {
  categoryGroups: {
    impact_areas: "Áreas de impacto",
    work_methods: "Métodos de trabajo",
    differentiators: "Diferenciadores",
    culture: "Cultura",
    company_properties: "Datos de la empresa",
    approach: "Enfoque",
    how_we_scale_change: "Cómo escalamos el cambio",
  },
  categories: {
    climate_tech: {
      name: "Tecnología climática",
      description: "Software o hardware que reduce emisiones, se adapta al riesgo climático o mide el carbono",
    },
    health_tech: {
      name: "Tecnología de salud",
      description: "Mejorar el acceso, la calidad o el coste de la atención sanitaria con tecnología",
    },
    fintech_inclusion: {
      name: "Inclusión financiera",
      description: "Herramientas financieras para personas y pequeños negocios que la banca tradicional no atiende",
    },
    education: {
      name: "Educación",
      description: "Productos que ayudan a aprender, desde la primera infancia hasta la recualificación laboral",
    },
    civic_tech: {
      name: "Tecnología cívica",
      description: "Tecnología que mejora los servicios públicos y la participación ciudadana",
    },
    food_agriculture: {
      name: "Alimentación y agricultura",
      description: "Sistemas alimentarios resilientes, agricultura de precisión y menos desperdicio de alimentos",
    },
    clean_energy: {
      name: "Energía limpia",
      description: "Solar, eólica, almacenamiento, software de red y electrificación de edificios y transporte",
    },
    housing_cities: {
      name: "Vivienda y ciudades",
      description: "Vivienda asequible, movilidad urbana y barrios más habitables",
    },
    ocean_water: {
      name: "Océanos y agua",
      description: "Acceso a agua limpia, resiliencia costera y ecosistemas marinos sanos",
    },
    remote_first: {
      name: "Remoto primero",
      description: "Procesos pensados para equipos distribuidos; la oficina es opcional, no lo habitual",
    },
    async_communication: {
      name: "Comunicación asíncrona",
      description: "Actualizaciones escritas y documentos en lugar de reuniones, para trabajar en tu propio horario",
    },
    four_day_week: {
      name: "Semana de cuatro días",
      description: "Sueldo de jornada completa por una semana laboral de cuatro días",
    },
    pair_programming: {
      name: "Programación en pareja",
      description: "Los ingenieros escriben código juntos a menudo, en persona o compartiendo pantalla",
    },
    continuous_delivery: {
      name: "Entrega continua",
      description: "Cambios pequeños en producción varias veces por semana, con comprobaciones automáticas",
    },
    open_source_first: {
      name: "Código abierto primero",
      description: "El código se desarrolla en abierto por defecto y se fomentan las contribuciones upstream",
    },
    hybrid_office: {
      name: "Oficina híbrida",
      description: "Algunos días de oficina compartidos a la semana y trabajo remoto el resto del tiempo",
    },
    small_autonomous_teams: {
      name: "Equipos pequeños y autónomos",
      description: "Equipos pequeños y multidisciplinares que se encargan de un problema de principio a fin",
    },
    blameless_postmortems: {
      name: "Análisis de incidentes sin culpables",
      description: "Los incidentes se analizan para arreglar sistemas, no para buscar a quién culpar",
    },
    deep_tech: {
      name: "Deep tech",
      description: "Productos basados en ciencia nueva o en investigación de ingeniería compleja",
    },
    hardware_software: {
      name: "Hardware + software",
      description: "Ingenieros que trabajan entre dispositivos físicos, firmware y software en la nube",
    },
    ai_native: {
      name: "Nativa en IA",
      description: "El aprendizaje automático está en el centro del producto, no añadido después",
    },
    data_driven: {
      name: "Guiada por datos",
      description: "Las decisiones se basan en métricas, experimentos y paneles compartidos",
    },
    design_led: {
      name: "Guiada por el diseño",
      description: "El diseño tiene una voz fuerte y el cuidado del producto se toma en serio",
    },
    regulated_industry: {
      name: "Sector regulado",
      description: "Trabajo en ámbitos con mucha normativa, como la banca, la salud o la energía",
    },
    global_south_focus: {
      name: "Enfoque en el Sur Global",
      description: "Productos pensados sobre todo para usuarios de mercados emergentes",
    },
    psychological_safety: {
      name: "Seguridad psicológica",
      description: "Se pueden plantear dudas, admitir errores y discrepar sin miedo",
    },
    learning_budget: {
      name: "Presupuesto de formación",
      description: "Un presupuesto anual y tiempo para cursos, libros y conferencias",
    },
    transparent_salaries: {
      name: "Salarios transparentes",
      description: "Las bandas salariales se publican, interna o públicamente, y se aplican con coherencia",
    },
    diverse_leadership: {
      name: "Liderazgo diverso",
      description: "La dirección refleja diversidad de géneros, orígenes y experiencias de vida",
    },
    mentorship: {
      name: "Mentoría",
      description: "Mentoría estructurada y trayectorias de crecimiento claras para ingenieros junior y senior",
    },
    parental_support: {
      name: "Apoyo a la crianza",
      description: "Permisos parentales generosos y flexibilidad para quienes cuidan",
    },
    sustainable_pace: {
      name: "Ritmo sostenible",
      description: "Horarios razonables y sin cultura de crunch; el descanso forma parte del trabajo",
    },
    mission_driven: {
      name: "Impulsada por una misión",
      description: "Las personas eligen la empresa sobre todo por el problema que resuelve",
    },
    bootstrapped: {
      name: "Autofinanciada",
      description: "Financiada con ingresos y por sus fundadores, sin inversores externos",
    },
    venture_backed: {
      name: "Con capital riesgo",
      description: "Ha levantado capital riesgo institucional para crecer rápido",
    },
    b_corp: {
      name: "B Corp certificada",
      description: "Certificada por su desempeño social y ambiental verificado y su rendición de cuentas",
    },
    employee_owned: {
      name: "Propiedad de sus empleados",
      description: "Los empleados tienen una parte importante de la propiedad, p. ej. como cooperativa o con un ESOP",
    },
    nonprofit: {
      name: "Sin ánimo de lucro",
      description: "Una organización con la misión primero que reinvierte el excedente en lugar de repartirlo",
    },
    public_benefit_corp: {
      name: "Sociedad de beneficio público",
      description: "Obligada por ley a equilibrar el retorno a los accionistas con un beneficio público declarado",
    },
    early_stage: {
      name: "Etapa temprana",
      description: "De pre-seed a Serie A; un equipo pequeño donde cada ingeniero da forma al producto",
    },
    profitable: {
      name: "Rentable",
      description: "Gana más de lo que gasta y no depende de la próxima ronda de financiación",
    },
    user_research_driven: {
      name: "Guiada por la investigación con usuarios",
      description: "Los ingenieros hablan con usuarios a menudo y la investigación da forma a la hoja de ruta",
    },
    evidence_based: {
      name: "Basada en evidencia",
      description: "El impacto se mide con métodos rigurosos, como ensayos o evaluaciones independientes",
    },
    co_design_with_communities: {
      name: "Codiseño con las comunidades",
      description: "Los productos se diseñan con las comunidades afectadas, no solo para ellas",
    },
    privacy_by_design: {
      name: "Privacidad desde el diseño",
      description: "Recoge los datos mínimos e integra la protección de la privacidad desde el principio",
    },
    accessibility_first: {
      name: "Accesibilidad primero",
      description: "Los productos cumplen las normas de accesibilidad y se prueban con personas con discapacidad",
    },
    systems_thinking: {
      name: "Pensamiento sistémico",
      description: "Busca causas de fondo y sistemas completos en lugar de síntomas aislados",
    },
    iterative_experimentation: {
      name: "Experimentación iterativa",
      description: "Lanza experimentos pequeños, aprende rápido y descarta lo que no funciona",
    },
    policy_advocacy: {
      name: "Incidencia política",
      description: "Trabaja con legisladores y reguladores para cambiar las reglas, no solo el producto",
    },
    open_standards: {
      name: "Estándares abiertos",
      description: "Crea y promueve estándares compartidos y formatos de datos interoperables",
    },
    community_building: {
      name: "Construcción de comunidad",
      description: "Hace crecer redes de profesionales, usuarios y voluntarios en torno a la misión",
    },
    public_sector_partnerships: {
      name: "Alianzas con el sector público",
      description: "Escala mediante contratos y alianzas con gobiernos y organismos públicos",
    },
    open_data: {
      name: "Datos abiertos",
      description: "Publica conjuntos de datos abiertos para que otros construyan sobre ellos",
    },
    platform_for_others: {
      name: "Plataforma para otros",
      description: "Ofrece infraestructura o APIs sobre las que construyen otras organizaciones de impacto",
    },
    market_transformation: {
      name: "Transformación de mercado",
      description: "Demuestra que un nuevo modelo es rentable para que los actores establecidos lo sigan",
    },
    default_category: {
      name: "Perfil nuevo",
      description: "Perfil creado hace poco cuyo propietario aún no ha elegido categorías",
    },
  },
  cities: {
    miami: {
      thesis:
        "Miami ya no es solo un lugar al que los ingenieros van a una conferencia y del que se marchan. Desde 2020 la ciudad ha construido una base técnica real sobre tres presiones que no puede ignorar: la subida del mar, un sector financiero que se muda al sur y una población que usa el banco, compra y recibe atención médica en dos o tres idiomas. Esa combinación la convierte en una de las ciudades estadounidenses más interesantes para ingenieros que buscan impacto. La adaptación climática es aquí un problema local y diario, así que los modelos de inundaciones, los sistemas de edificación resilientes y las herramientas de riesgo para aseguradoras encuentran a sus primeros clientes a la vuelta de la esquina. Los equipos de fintech atienden corredores de remesas hacia América Latina y el Caribe, donde la inclusión financiera es un requisito del producto y no un eslogan. Las startups de salud pueden asociarse con uno de los mayores sistemas hospitalarios públicos del país. Los salarios siguen por debajo de San Francisco, pero también el agotamiento, y la mayoría de los equipos trabajan en modo híbrido o remoto primero, con un día compartido de cowork.",
      plugInGuide: [
        "Empieza por los ritmos, no por las fiestas. El evento recurrente más útil para ingenieros de impacto es el Climate Tech Breakfast mensual, que rota entre coworks de Brickell y Wynwood. Va de 8 a 10 de la mañana, tiene un espacio corto para demos y termina antes del standup de cualquiera. Ve dos veces y la gente empezará a presentarte.",
        "Para el día a día, elige un cowork con una persona de comunidad que de verdad organice actividades. Espacios como Tidewater Commons en Little River o Causeway Labs cerca del centro tienen horas de consulta con inversores locales y con el equipo de innovación de la ciudad, y un pase de día es la forma más barata de probar si encajas.",
        "Únete a las dos comunidades de Slack que todos mencionan: Miami Impact Builders (proyectos de clima, salud y civismo, con un buen canal de empleo) y el Bilingual Fintech Guild, un grupo en español e inglés centrado en pagos, remesas e ingeniería de cumplimiento normativo.",
        "Si quieres contribuir antes de que te contraten, la Civic Hack Night de los sábados en una biblioteca del centro une a voluntarios con proyectos de datos del condado y de organizaciones sin ánimo de lucro, casi siempre sobre inundaciones, transporte o vivienda. Es la forma más rápida de conocer a ingenieros que ya trabajan en equipos con una misión.",
        "Por último, sigue los calendarios públicos: el condado de Miami-Dade y la ciudad de Miami abren a menudo retos de resiliencia y programas piloto para startups, y las universidades locales organizan charlas gratuitas por la tarde sobre la subida del nivel del mar y la ingeniería costera.",
      ].join("\n\n"),
      rhythms: [
        "Climate Tech Breakfast mensual en un cowork de Brickell",
        "Noche de hackeo cívico los sábados en una biblioteca del centro",
        "Encuentro trimestral del Bilingual Fintech Guild en Wynwood",
        "Horas de consulta para fundadores los jueves en Tidewater Commons",
      ],
    },
    lisbon: {
      thesis:
        "Lisboa se ha convertido en el lugar de aterrizaje más natural de Europa para ingenieros que quieren una misión y una vida fuera de la oficina. Una década de crecimiento de startups ha dejado una buena reserva de ingenieros senior, muchos formados en universidades portuguesas y curtidos en scale-ups, mientras que el tamaño de la ciudad mantiene la comunidad lo bastante cerca como para cruzarte siempre con las mismas personas. El trabajo de impacto aquí es práctico: energías renovables y software de red ligados a la alta proporción de energía eólica y solar de Portugal, proyectos oceánicos y de economía azul a lo largo de la costa atlántica, y productos de fintech y educación para los mercados de habla portuguesa, de Brasil a Mozambique. Los equipos remotos primero son la norma y no la excepción, y muchas empresas anclan un equipo europeo distribuido en torno a un pequeño núcleo en Lisboa, a veces con un piloto de semana de cuatro días. Los costes han subido mucho, sobre todo la vivienda, y los salarios siguen por debajo de Berlín o Ámsterdam, así que pregunta pronto por las bandas salariales y la ayuda a la reubicación.",
      plugInGuide: [
        "En tu primera semana, consigue un escritorio. La escena de coworks de Lisboa es la columna vertebral social de la comunidad tecnológica, y la mayoría de los espacios de Cais do Sodré, Marvila y Arroios organizan comidas semanales o sesiones de demos los viernes. Un mes en uno vale más que una docena de mensajes en frío.",
        "El mejor evento recurrente para ingenieros de impacto es Impacto Tech Night, un encuentro mensual que alterna temas de clima, salud y civismo, con dos charlas cortas y un largo descanso en la terraza después. Se puede seguir en inglés, pero unas palabras de portugués ayudan mucho.",
        "Para trabajo en energía y océanos, sigue los calendarios públicos de las universidades e institutos de investigación junto al río. Sus seminarios abiertos sobre eólica marina, datos marinos e integración en la red atraen tanto a fundadores como a los ingenieros que quieren contratar.",
        "En línea, el Slack Lisbon Remote Builders es donde los equipos distribuidos publican vacantes, experimentos de semana de cuatro días y encuentros en coworks, y Blue Economy PT es un foro más pequeño sobre tecnología oceánica, acuicultura y logística portuaria.",
        "Un consejo práctico: consigue pronto tu número fiscal NIF y una cuenta bancaria portuguesa, porque muchos coworks, gimnasios y caseros piden ambos.",
      ].join("\n\n"),
      rhythms: [
        "Impacto Tech Night mensual, entre Marvila y Arroios",
        "Comida de demos los viernes en un cowork de Cais do Sodré",
        "Seminario universitario abierto sobre eólica marina y datos marinos",
        "Carrera y café los domingos por la mañana junto al río para ingenieros remotos",
      ],
    },
    austin: {
      thesis:
        "Austin está en nuestra lista pero aún no está publicada, porque queremos conocer más equipos antes de recomendarla. La primera señal es buena. La ciudad une una gran plantilla de ingenieros con experiencia en grandes tecnológicas y empresas de semiconductores con un número creciente de startups que trabajan en energía, salud y servicios públicos. Texas gestiona su propia red eléctrica, y las tensiones que ha sufrido en los últimos años han convertido el software de red, las baterías domésticas y la gestión de la demanda en problemas locales con clientes locales. Los equipos de salud y tecnología cívica se benefician de una gran universidad pública de investigación y de un programa municipal de datos abiertos muy activo. Los estilos de trabajo varían mucho, de empresas de hardware muy presenciales a equipos de software totalmente remotos, así que pregunta directamente por la flexibilidad y las guardias. Seguimos preparando esta guía y la publicaremos cuando el panorama esté más claro.",
      plugInGuide: [
        "Esta guía es un borrador de trabajo mientras terminamos de preparar Austin, así que cambiará.",
        "Empieza por la comunidad de la energía. El encuentro mensual Grid Builders reúne a ingenieros de startups de almacenamiento, solar y gestión de la demanda, y es el mejor lugar para saber qué equipos contratan y cómo organizan las guardias en los picos de demanda del verano.",
        "Para trabajo en salud y civismo, busca charlas abiertas en las facultades de medicina y de asuntos públicos de la universidad, y explora el portal de datos abiertos de la ciudad, cuyos datos públicos sobre transporte, permisos y consumo de agua son un buen punto de partida para proyectos voluntarios.",
        "Los coworks del East Side acogen a la mayoría de los fundadores en etapa temprana; un pase de día más una comida comunitaria los jueves es una forma barata de conocerlos. En línea, Austin Climate Engineers es un Slack pequeño con un canal de empleo y un hilo de hardware activo. Si estás comparando ofertas, pregunta a los equipos cada cuánto se reúnen en persona; muchas empresas híbridas de aquí se juntan los martes y miércoles.",
      ].join("\n\n"),
      rhythms: [
        "Encuentro mensual Grid Builders en el East Side",
        "Comida comunitaria los jueves en un cowork del este de Austin",
        "Jornada trimestral de voluntariado con datos abiertos con grupos de tecnología cívica",
      ],
    },
  },
};
