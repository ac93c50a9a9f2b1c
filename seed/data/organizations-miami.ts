import type { OrganizationSeed } from "./types";

/**
 * Demo organizations for the Miami Explore guide.
 * 9 featured anchors (founded 2008-2019) and 11 emerging teams (founded 2020-2025).
 * All names, people and links are fictional.
 */
export const miamiOrganizations: OrganizationSeed[] = [
  // ---------------------------------------------------------------------------
  // Anchor organizations (featured)
  // ---------------------------------------------------------------------------
  {
    key: "mia-tidewater-commons",
    name: "Tidewater Commons",
    description:
      "A community-run cowork in Little River for climate, health and civic founders. Members get desks, a hardware bench and a weekly calendar of office hours with investors and county innovation staff.",
    countryCode: "US",
    location: "Little River, Miami, FL",
    foundedYear: 2016,
    entityType: "cowork",
    websiteUrl: "https://tidewater-commons.example.com",
    verifiedDomain: true,
    linkedinUrl: "https://www.linkedin.com/company/tidewater-commons",
    twitterUrl: "https://x.com/tidewatercommons",
    blogUrl: "https://tidewater-commons.example.com/blog",
    categories: [
      {
        id: "community_building",
        detail:
          "A full-time community manager runs Thursday founder office hours, a monthly demo night and a members-only jobs board. New members get a buddy for their first month.",
      },
      {
        id: "climate_tech",
        detail:
          "Roughly half of the resident teams work on flood, heat or energy problems, and the space hosts the Climate Tech Breakfast every few months.",
      },
      {
        id: "hybrid_office",
        detail:
          "Most member teams use the space two or three days a week; flexible memberships are priced per day so remote-first teams can book a shared anchor day.",
      },
      {
        id: "hardware_software",
        detail:
          "A small shared lab with soldering stations, a 3D printer and a flood tank lets sensor startups prototype without renting their own workshop.",
      },
      {
        id: "b_corp",
        detail:
          "Certified B Corp since 2021; a portion of every membership funds free desks for founders from Little Haiti and Little River.",
      },
    ],
    explore: {
      city: "miami",
      featured: true,
      claimed: true,
      editorNote:
        "If you only visit one space in Miami, make it this one. Tidewater Commons has quietly become the living room of the city's impact scene: the Thursday office hours are where founders meet county resilience staff, and the hardware bench means sensor teams actually build here instead of just pitching. Engineers new to town can buy a day pass, sit in the kitchen at lunch and leave with three introductions. The B Corp desk program keeps the room more local than most coworks.",
      exploreLinks: [
        "https://miami-impact-builders.example.com/spaces/tidewater-commons",
        "https://bay-builders-podcast.example.com/episodes/living-room-of-little-river",
      ],
    },
    paid: true,
    ownedByDemoOwner: true,
  },
  {
    key: "mia-causeway-labs",
    name: "Causeway Labs",
    description:
      "A downtown cowork and event space near the Metromover line, focused on early-stage software teams. It runs a residency for engineers relocating to Miami and hosts most of the city's evening meetups.",
    countryCode: "US",
    location: "Downtown, Miami, FL",
    foundedYear: 2014,
    entityType: "cowork",
    websiteUrl: "https://causeway-labs.example.com",
    linkedinUrl: "https://www.linkedin.com/company/causeway-labs",
    twitterUrl: "https://x.com/causewaylabs",
    categories: [
      {
        id: "community_building",
        detail:
          "Hosts four to six evening meetups a week, from the Bilingual Fintech Guild to a Python study group, and lends the event hall free to nonprofit organizers.",
      },
      {
        id: "remote_first",
        detail:
          "Designed for distributed teams: phone booths, bookable video rooms and a 'remote team home base' plan that gives a company ten flexible desk days a month.",
      },
      {
        id: "mentorship",
        detail:
          "The six-week relocation residency pairs engineers who just moved to Miami with a local mentor and a curated list of teams to meet.",
      },
      {
        id: "accessibility_first",
        detail:
          "Step-free access from the Metromover station, captioned meetup recordings and quiet rooms that members helped design.",
      },
      {
        id: "profitable",
        detail:
          "Profitable since 2017 on memberships and event rentals, with no outside investors and no plans to franchise.",
      },
    ],
    explore: {
      city: "miami",
      featured: true,
      claimed: false,
      editorNote:
        "Causeway Labs is where Miami's evening tech calendar happens. On any weeknight there is a meetup in the hall, and the relocation residency is the most practical onboarding we have seen for engineers moving here: six weeks, one mentor, a short list of teams worth meeting. The crowd skews toward software and fintech rather than hardware. Because it sits on the Metromover line, it is also one of the few places you can reach without a car.",
      exploreLinks: ["https://downtown-miami-dispatch.example.com/2023/causeway-labs-residency"],
    },
    paid: false,
  },
  {
    key: "mia-biscayne-resilience-accelerator",
    name: "Biscayne Resilience Accelerator",
    description:
      "A nonprofit accelerator for startups working on sea-level rise, flooding and extreme heat. Each cohort is matched with a municipal or utility partner for a paid pilot.",
    countryCode: "US",
    location: "Brickell, Miami, FL",
    foundedYear: 2017,
    entityType: "accelerator",
    websiteUrl: "https://biscayne-resilience.example.com",
    linkedinUrl: "https://www.linkedin.com/company/biscayne-resilience-accelerator",
    twitterUrl: "https://x.com/biscayneresil",
    blogUrl: "https://biscayne-resilience.example.com/blog",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Every cohort company must address a measurable local climate risk: stormwater, king tides, saltwater intrusion, heat or hurricane recovery.",
      },
      {
        id: "public_sector_partnerships",
        detail:
          "Pilots are pre-negotiated with cities, water utilities and the county, so startups sign a real contract during the 16-week program instead of after it.",
      },
      {
        id: "ocean_water",
        detail:
          "A dedicated coastal track supports living shoreline, water-quality and bay-monitoring companies with access to partner field sites.",
      },
      {
        id: "evidence_based",
        detail:
          "Pilots are evaluated against a baseline agreed with the partner before launch, and the results are shared with the whole cohort.",
      },
      {
        id: "nonprofit",
        detail:
          "Takes no equity; the program is funded by foundations and corporate sponsors, and any surplus goes back into pilot budgets.",
      },
    ],
    explore: {
      city: "miami",
      featured: true,
      claimed: false,
      editorNote:
        "This is the program that turned Miami's climate problem into a procurement pipeline. Instead of ending with a demo day, each cohort ends with a signed pilot at a city or utility, and several of the flood and sensor startups on this list got their first customer here. For engineers, alumni companies are a good bet: they have done fieldwork, handled public-sector data and learned to ship under real constraints. Demo days are open and worth attending.",
      exploreLinks: [
        "https://miami-resilience-report.example.com/2024/accelerator-pilots",
        "https://bay-builders-podcast.example.com/episodes/from-demo-day-to-contract",
      ],
    },
    paid: false,
  },
  {
    key: "mia-coastal-futures-lab",
    name: "Coastal Futures Lab",
    description:
      "An interdisciplinary research program hosted by a consortium of South Florida universities, studying sea-level rise, storm surge and adaptive infrastructure. It publishes open models and runs a research engineering fellowship.",
    countryCode: "US",
    location: "Coral Gables, FL",
    foundedYear: 2009,
    entityType: "university",
    websiteUrl: "https://coastal-futures-lab.example.com",
    linkedinUrl: "https://www.linkedin.com/company/coastal-futures-lab",
    blogUrl: "https://coastal-futures-lab.example.com/blog",
    categories: [
      {
        id: "ocean_water",
        detail:
          "Runs tide gauges, groundwater wells and wave buoys across Biscayne Bay and maintains a long-running record of coastal water levels.",
      },
      {
        id: "deep_tech",
        detail:
          "Research engineers work on high-resolution storm-surge and compound-flooding models that combine rainfall, tides and groundwater.",
      },
      {
        id: "open_data",
        detail:
          "Sensor data and model outputs are published under open licenses with documented APIs, and several local startups build directly on them.",
      },
      {
        id: "open_source_first",
        detail:
          "Model code lives in public repositories; fellows are expected to upstream fixes to the hydrology libraries they use.",
      },
      {
        id: "mentorship",
        detail:
          "The two-year research engineering fellowship pairs each software engineer with a scientist and a senior engineer from industry.",
      },
      {
        id: "nonprofit",
        detail:
          "Funded through research grants and public agencies, with no commercial spin-off obligations for fellows.",
      },
    ],
    explore: {
      city: "miami",
      featured: true,
      claimed: false,
      editorNote:
        "Much of Miami's climate tech stack quietly depends on this lab. Its open water-level and groundwater data feed the flood models of at least three startups in this guide, and its free evening talks on sea-level rise are the best primer on the science behind the hype. The research engineering fellowship is a rare path for software engineers who want to work on hydrology without a PhD. Expect academic pacing, grant cycles and excellent colleagues.",
      exploreLinks: [
        "https://south-florida-science-notes.example.com/coastal-futures-open-data",
        "https://miami-resilience-report.example.com/2023/groundwater-is-the-story",
      ],
    },
    paid: false,
  },
  {
    key: "mia-open-bay-civic-data",
    name: "Open Bay Civic Data",
    description:
      "A civic technology nonprofit that helps Miami-Dade municipalities publish and use open data. It builds free tools for flood reporting, permit lookups and transit accessibility.",
    countryCode: "US",
    location: "Downtown, Miami, FL",
    foundedYear: 2013,
    entityType: "civic",
    websiteUrl: "https://open-bay-civic.example.com",
    linkedinUrl: "https://www.linkedin.com/company/open-bay-civic-data",
    twitterUrl: "https://x.com/openbaycivic",
    blogUrl: "https://open-bay-civic.example.com/blog",
    categories: [
      {
        id: "civic_tech",
        detail:
          "Maintains the region's most-used flood complaint map and a bilingual permit tracker that residents use to follow their own applications.",
      },
      {
        id: "open_data",
        detail:
          "Helps municipalities clean and publish datasets on street flooding, building permits and bus stops, with a public changelog for every release.",
      },
      {
        id: "community_building",
        detail:
          "Runs the Saturday Civic Hack Night at a downtown library branch, where volunteers are matched with agency and nonprofit data projects.",
      },
      {
        id: "public_sector_partnerships",
        detail:
          "Holds data-sharing agreements with several cities in the county and embeds volunteer engineers with their IT teams for short sprints.",
      },
      {
        id: "housing_cities",
        detail:
          "Recent projects mapped heat exposure at bus stops and the permit backlog for accessory dwelling units in older neighborhoods.",
      },
      {
        id: "nonprofit",
        detail:
          "Volunteer-powered nonprofit with a three-person staff funded by local foundations and small municipal service contracts.",
      },
    ],
    explore: {
      city: "miami",
      featured: true,
      claimed: false,
      editorNote:
        "Open Bay is the oldest and steadiest civic tech group in the county, and the Saturday hack night it runs is our top recommendation for engineers who want to contribute before they get hired. Projects are real: flood complaints, permits, bus stop heat maps, all scoped so a newcomer can ship something in an afternoon. The small staff is candid about what government data can and cannot do, and alumni now work across the city's mission-driven teams.",
      exploreLinks: [
        "https://miami-civic-weekly.example.com/open-bay-ten-years",
        "https://open-bay-civic.example.com/reports/annual-2024",
      ],
    },
    paid: false,
  },
  {
    key: "mia-guayaba-health",
    name: "Guayaba Health",
    description:
      "A sliding-scale telehealth and clinic network for uninsured and underinsured families in South Florida. Patients book in Spanish, English or Haitian Creole and pay by visit.",
    countryCode: "US",
    location: "Doral, FL",
    foundedYear: 2015,
    entityType: "startup",
    websiteUrl: "https://guayaba-health.example.com",
    linkedinUrl: "https://www.linkedin.com/company/guayaba-health",
    twitterUrl: "https://x.com/guayabahealth",
    categories: [
      {
        id: "health_tech",
        detail:
          "The platform connects virtual visits, eight partner clinics and a pharmacy discount program so a patient without insurance gets one clear price upfront.",
      },
      {
        id: "regulated_industry",
        detail:
          "Engineers work within HIPAA and state telehealth rules; a compliance engineer sits on every product team rather than reviewing at the end.",
      },
      {
        id: "user_research_driven",
        detail:
          "Product engineers spend one morning a month at a partner clinic front desk, and research sessions run in all three patient languages.",
      },
      {
        id: "hybrid_office",
        detail: "Tuesdays and Wednesdays in the Doral office near the flagship clinic; the rest of the week is remote.",
      },
      {
        id: "parental_support",
        detail: "Sixteen weeks of paid leave for all parents and a phased return at reduced hours.",
      },
      {
        id: "venture_backed",
        detail:
          "Series B company backed by health-focused funds, with a board seat held by a community health foundation.",
      },
    ],
    explore: {
      city: "miami",
      featured: true,
      claimed: false,
      editorNote:
        "Guayaba is what health access looks like when it is designed for how Miami actually lives: trilingual booking, cash prices, and clinics in strip malls where patients already shop. It is one of the largest health tech employers in the city and a good choice for engineers who want regulated-industry experience without a hospital bureaucracy. The monthly clinic shifts are not a gimmick; engineers we spoke with say they changed how they prioritize.",
      exploreLinks: [
        "https://south-florida-health-ledger.example.com/2024/guayaba-cash-price-care",
        "https://bay-builders-podcast.example.com/episodes/three-languages-one-front-desk",
      ],
    },
    paid: false,
  },
  {
    key: "mia-remesa-clara",
    name: "Remesa Clara",
    description:
      "A remittance app for sending money from the US to Latin America and the Caribbean with flat, upfront fees. It also offers shared family wallets so relatives abroad can track bills and savings.",
    countryCode: "US",
    location: "Brickell, Miami, FL",
    foundedYear: 2018,
    entityType: "startup",
    websiteUrl: "https://remesa-clara.example.com",
    linkedinUrl: "https://www.linkedin.com/company/remesa-clara",
    twitterUrl: "https://x.com/remesaclara",
    blogUrl: "https://remesa-clara.example.com/blog",
    categories: [
      {
        id: "fintech_inclusion",
        detail:
          "Fees are flat and shown before the amount is entered; most customers send under $300 a month to family in a dozen corridors.",
      },
      {
        id: "global_south_focus",
        detail:
          "Half the product team focuses on recipients, building cash-pickup, mobile-wallet and bill-pay integrations country by country.",
      },
      {
        id: "regulated_industry",
        detail:
          "Holds money transmitter licenses across US states; engineers build sanctions screening and fraud tooling in-house with the compliance team.",
      },
      {
        id: "blameless_postmortems",
        detail:
          "Every payout failure that reaches a customer gets a written postmortem in Spanish or English, shared company-wide within a week.",
      },
      {
        id: "transparent_salaries",
        detail:
          "Salary bands for every level are published internally and are identical for Miami and remote engineers.",
      },
      {
        id: "venture_backed",
        detail: "Raised a Series B in 2023 led by fintech-focused investors.",
      },
    ],
    explore: {
      city: "miami",
      featured: true,
      claimed: true,
      editorNote:
        "Remesa Clara is the clearest example of Miami fintech as financial inclusion rather than a slogan. Its customers are nurses, cooks and drivers sending a few hundred dollars home, and the engineering culture reflects it: flat fees, bilingual postmortems and real respect for the compliance team. Engineers get deep payments experience across a dozen countries. Expect a fast pace around new corridor launches, balanced by published salary bands and a calm on-call rotation.",
      exploreLinks: [
        "https://bilingual-fintech-guild.example.com/talks/remesa-clara-payout-rails",
        "https://americas-payments-review.example.com/2024/flat-fee-remittances",
      ],
    },
    paid: true,
  },
  {
    key: "mia-highwater-ledger",
    name: "Highwater Ledger",
    description:
      "Flood risk analytics for insurers, lenders and condo associations in coastal Florida. Its parcel-level models combine rainfall, tides and groundwater to estimate damage under future sea levels.",
    countryCode: "US",
    location: "Brickell, Miami, FL",
    foundedYear: 2016,
    entityType: "startup",
    websiteUrl: "https://highwater-ledger.example.com",
    linkedinUrl: "https://www.linkedin.com/company/highwater-ledger",
    twitterUrl: "https://x.com/highwaterledger",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Models estimate flood damage for every parcel in South Florida under several sea-level scenarios, updated after each major storm.",
      },
      {
        id: "data_driven",
        detail:
          "Model changes ship only after backtesting against insurance claims from past hurricanes; the validation dashboard is open to every employee.",
      },
      {
        id: "ai_native",
        detail:
          "Machine learning downscales regional climate projections to individual buildings, with physics-based checks on every prediction.",
      },
      {
        id: "remote_first",
        detail:
          "Engineers work from anywhere in US time zones, with a Brickell office used for quarterly planning weeks and customer workshops.",
      },
      {
        id: "housing_cities",
        detail:
          "A free tier gives condo associations a building-level risk report to plan repairs and reserve funding.",
      },
      {
        id: "profitable",
        detail: "Profitable since 2022 on insurer and lender contracts, after an early seed round.",
      },
    ],
    explore: {
      city: "miami",
      featured: true,
      claimed: true,
      editorNote:
        "Highwater Ledger sells the numbers that decide who can insure and finance a home in South Florida, which makes it one of the most consequential climate companies in town. Engineers here work at the edge of hydrology, machine learning and insurance regulation, and the backtesting culture is unusually rigorous. We also like the free condo tier, which puts the same risk data in the hands of residents. Remote-first, profitable and calm.",
      exploreLinks: ["https://miami-resilience-report.example.com/2024/parcel-level-flood-risk"],
    },
    paid: true,
  },
  {
    key: "mia-palmetto-microgrid",
    name: "Palmetto Microgrid Co.",
    description:
      "Designs and operates solar-plus-storage microgrids for hurricane shelters, community centers and affordable housing. Its control software keeps critical loads running when the grid goes down.",
    countryCode: "US",
    location: "Allapattah, Miami, FL",
    foundedYear: 2019,
    entityType: "startup",
    websiteUrl: "https://palmetto-microgrid.example.com",
    linkedinUrl: "https://www.linkedin.com/company/palmetto-microgrid",
    twitterUrl: "https://x.com/palmettogrid",
    blogUrl: "https://palmetto-microgrid.example.com/blog",
    categories: [
      {
        id: "clean_energy",
        detail:
          "Operates more than forty solar-and-battery sites in Miami-Dade and Broward, most of them at schools and community centers used as shelters.",
      },
      {
        id: "hardware_software",
        detail:
          "Engineers write firmware for site controllers, a cloud fleet dashboard and the islanding logic that switches sites off-grid during outages.",
      },
      {
        id: "climate_tech",
        detail:
          "Every site is sized to keep refrigeration, medical devices and cooling running for at least 72 hours after a hurricane.",
      },
      {
        id: "blameless_postmortems",
        detail:
          "After each storm season the team reviews every site that dropped load, and the reviews are shared with partner agencies.",
      },
      {
        id: "employee_owned",
        detail:
          "Converted to an employee stock ownership trust in 2023; every full-time employee holds shares after one year.",
      },
    ],
    explore: {
      city: "miami",
      featured: true,
      claimed: false,
      editorNote:
        "When the power goes out after a storm, Palmetto's sites are often the places in the neighborhood that still have lights, cold medicine and air conditioning. That gives its engineers an unusually direct feedback loop, and a storm-season rhythm that is intense for a few weeks and steady the rest of the year. It is one of the few local teams where firmware, cloud and field work sit side by side. The employee ownership model is rare in energy startups.",
      exploreLinks: [
        "https://florida-energy-bulletin.example.com/2023/shelter-microgrids",
        "https://bay-builders-podcast.example.com/episodes/keeping-the-lights-on",
      ],
    },
    paid: false,
  },

  // ---------------------------------------------------------------------------
  // Emerging teams (not featured)
  // ---------------------------------------------------------------------------
  {
    key: "mia-puerta-sur-accelerator",
    name: "Puerta Sur Accelerator",
    description:
      "A twelve-week accelerator for Latin American and Caribbean founders building financial inclusion and health products, based in Wynwood. It helps teams set up US entities while serving users back home.",
    countryCode: "US",
    location: "Wynwood, Miami, FL",
    foundedYear: 2020,
    entityType: "accelerator",
    websiteUrl: "https://puerta-sur.example.com",
    linkedinUrl: "https://www.linkedin.com/company/puerta-sur-accelerator",
    twitterUrl: "https://x.com/puertasurvc",
    blogUrl: "https://puerta-sur.example.com/blog",
    categories: [
      {
        id: "fintech_inclusion",
        detail:
          "About two thirds of each cohort builds payments, credit or savings products for underbanked users in the Americas.",
      },
      {
        id: "global_south_focus",
        detail:
          "Founders keep their engineering teams in their home countries; the program covers US incorporation, banking and cross-border hiring.",
      },
      {
        id: "community_building",
        detail:
          "Alumni run the quarterly Bilingual Fintech Guild meetup in Wynwood and a shared channel for compliance and payments questions.",
      },
      {
        id: "diverse_leadership",
        detail:
          "More than half of admitted founding teams include a woman founder, and the partner team spans five countries.",
      },
      {
        id: "venture_backed",
        detail:
          "Invests a small pre-seed check in each company from a fund backed by family offices in Miami and Latin America.",
      },
    ],
    explore: {
      city: "miami",
      featured: false,
      claimed: true,
      editorNote:
        "Puerta Sur is the newer accelerator that best captures Miami's role as a bridge to the Americas. Its founders are usually already serving customers in Bogotá, Santo Domingo or Guadalajara and come to Miami to raise money and hire. For engineers, demo days are a shortcut to meeting bilingual fintech teams that hire remotely across the region. The alumni-run Fintech Guild meetups are practical, technical and friendly to newcomers.",
      exploreLinks: [
        "https://americas-payments-review.example.com/2024/puerta-sur-cohort-four",
        "https://wynwood-weekly.example.com/puerta-sur-demo-day",
      ],
    },
    paid: true,
  },
  {
    key: "mia-lakou-civic-lab",
    name: "Lakou Civic Lab",
    description:
      "A neighborhood civic lab in Little Haiti that builds trilingual tools for flood reporting, hurricane alerts and tenant rights. Residents co-design every project through paid community fellowships.",
    countryCode: "US",
    location: "Little Haiti, Miami, FL",
    foundedYear: 2021,
    entityType: "civic",
    websiteUrl: "https://lakou-civic-lab.example.com",
    linkedinUrl: "https://www.linkedin.com/company/lakou-civic-lab",
    categories: [
      {
        id: "civic_tech",
        detail:
          "Builds SMS-first tools in Haitian Creole, Spanish and English, including a hurricane alert line and a street flooding report form for residents.",
      },
      {
        id: "co_design_with_communities",
        detail:
          "Every project starts with a paid cohort of resident fellows who shape requirements, test prototypes and approve launches.",
      },
      {
        id: "housing_cities",
        detail:
          "A tenant-rights chatbot helps renters facing displacement from climate gentrification understand notices and find legal aid.",
      },
      {
        id: "privacy_by_design",
        detail:
          "Collects no immigration status and stores phone numbers only as long as an alert subscription is active.",
      },
      {
        id: "nonprofit",
        detail:
          "Fiscally sponsored nonprofit funded by local foundations, with engineers hired on one-year project grants.",
      },
    ],
    explore: {
      city: "miami",
      featured: false,
      claimed: false,
      editorNote:
        "Lakou Civic Lab works on the part of Miami's climate story that rarely makes the pitch decks: higher ground in Little Haiti is attracting developers, and long-time residents need tools to stay informed and stay put. The lab builds simple, SMS-first software in three languages with residents in the room. Engineers who join should expect small budgets, short grant cycles and work that matters to the people around them.",
      exploreLinks: [
        "https://miami-civic-weekly.example.com/lakou-hurricane-line",
        "https://neighborhood-voices.example.com/little-haiti-higher-ground",
      ],
    },
    paid: false,
  },
  {
    key: "mia-eyewall-supply",
    name: "Eyewall Supply",
    description:
      "Hurricane preparedness software for small businesses. It turns National Hurricane Center advisories into checklists, supplier orders and staff schedules tailored to each shop.",
    countryCode: "US",
    location: "Wynwood, Miami, FL",
    foundedYear: 2021,
    entityType: "startup",
    websiteUrl: "https://eyewall-supply.example.com",
    linkedinUrl: "https://www.linkedin.com/company/eyewall-supply",
    twitterUrl: "https://x.com/eyewallsupply",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Turns storm-track forecasts into a five-day preparation plan for each business, from shutter installation to backup generator fuel.",
      },
      {
        id: "iterative_experimentation",
        detail:
          "Each hurricane season is treated as an experiment: features are released in June and reviewed against usage data in December.",
      },
      {
        id: "small_autonomous_teams",
        detail:
          "Two product squads of four engineers each own the alerting pipeline and the merchant app from design to on-call.",
      },
      {
        id: "sustainable_pace",
        detail:
          "Off-season sprints are four days long, and the team banks that time to cover extended on-call during active storms.",
      },
      {
        id: "early_stage",
        detail: "Seed-stage team of eleven; engineers regularly join customer calls and shape the roadmap.",
      },
    ],
    explore: {
      city: "miami",
      featured: false,
      claimed: false,
      editorNote:
        "Every Miami business owner has a hurricane checklist on paper somewhere; Eyewall Supply is turning it into software that updates itself with each advisory. The team has a refreshingly honest approach to seasonality: intense on-call during storms, then short sprints and banked time off afterwards. A good fit for engineers who like event-driven systems and small squads. Bakeries, auto shops and pharmacies in Hialeah and Kendall are their earliest fans.",
      exploreLinks: ["https://miami-small-business-journal.example.com/2024/eyewall-storm-checklists"],
    },
    paid: false,
  },
  {
    key: "mia-pizarra-labs",
    name: "Pizarra Labs",
    description:
      "A bilingual literacy app that helps Spanish-speaking children in elementary school learn to read in both languages. Teachers get progress reports in English and families get them in Spanish.",
    countryCode: "US",
    location: "Little Havana, Miami, FL",
    foundedYear: 2020,
    entityType: "startup",
    websiteUrl: "https://pizarra-labs.example.com",
    linkedinUrl: "https://www.linkedin.com/company/pizarra-labs",
    twitterUrl: "https://x.com/pizarralabs",
    blogUrl: "https://pizarra-labs.example.com/blog",
    categories: [
      {
        id: "education",
        detail:
          "Daily 15-minute reading sessions for kindergarten to third grade, with phonics built for both Spanish and English sound systems.",
      },
      {
        id: "evidence_based",
        detail:
          "Runs a year-long evaluation with partner schools each year and publishes reading-gain results, including where the app did not help.",
      },
      {
        id: "privacy_by_design",
        detail:
          "Student data stays with the school district, voice recordings are processed on device, and nothing is used for advertising.",
      },
      {
        id: "remote_first",
        detail:
          "Engineers work across the Americas and meet in Little Havana one week per semester for classroom visits.",
      },
      {
        id: "four_day_week",
        detail: "Full pay for a four-day week since 2023; Fridays are protected for rest, not catch-up work.",
      },
      {
        id: "public_benefit_corp",
        detail:
          "Incorporated as a public benefit corporation with a charter commitment to free access for Title I schools.",
      },
    ],
    explore: {
      city: "miami",
      featured: false,
      claimed: true,
      editorNote:
        "Pizarra Labs builds for the kids Miami classrooms are full of: children who speak Spanish at home and need to read well in both languages. It is a small, careful team that treats evidence seriously, publishes its own null results and keeps student data out of the ad economy. Engineers get a four-day week and a remote-first setup across the Americas, plus classroom visits that keep the product honest. One of our favorite emerging teams in the city.",
      exploreLinks: [
        "https://bilingual-classroom-review.example.com/2024/pizarra-reading-gains",
        "https://bay-builders-podcast.example.com/episodes/reading-in-two-languages",
      ],
    },
    paid: true,
    ownedByDemoOwner: true,
  },
  {
    key: "mia-reefline-robotics",
    name: "Reefline Robotics",
    description:
      "Builds low-cost underwater drones that survey coral nurseries and restored reefs off the South Florida coast. Restoration groups use its maps to track coral survival after marine heatwaves.",
    countryCode: "US",
    location: "Virginia Key, Miami, FL",
    foundedYear: 2022,
    entityType: "startup",
    websiteUrl: "https://reefline-robotics.example.com",
    linkedinUrl: "https://www.linkedin.com/company/reefline-robotics",
    twitterUrl: "https://x.com/reeflinebots",
    blogUrl: "https://reefline-robotics.example.com/blog",
    categories: [
      {
        id: "ocean_water",
        detail:
          "Drones survey coral nurseries and outplanting sites every two weeks, measuring bleaching, growth and water temperature.",
      },
      {
        id: "hardware_software",
        detail:
          "A six-person team covers waterproof hardware, navigation firmware and the computer-vision pipeline that stitches survey photos into 3D maps.",
      },
      {
        id: "ai_native",
        detail:
          "Vision models classify coral health from survey imagery, trained on labels contributed by restoration scientists.",
      },
      {
        id: "open_standards",
        detail:
          "Survey outputs use a shared reef-monitoring data format so restoration groups can compare sites across the Caribbean.",
      },
      {
        id: "early_stage",
        detail:
          "Pre-seed, grant-funded team working from a marine research campus dock; engineers go out on the boat at least monthly.",
      },
    ],
    explore: {
      city: "miami",
      featured: false,
      claimed: false,
      editorNote:
        "Reefline Robotics is the kind of team that could only start here: a dock on Virginia Key, reefs a short boat ride away, and restoration groups desperate for better data after recent marine heatwaves. It is tiny and hands-on, so engineers move between firmware, computer vision and salt-crusted field days. The commitment to a shared data format means its work helps reef projects well beyond Florida. Best suited to engineers who like getting wet.",
      exploreLinks: [
        "https://ocean-tech-digest.example.com/2024/reefline-coral-drones",
        "https://miami-resilience-report.example.com/2024/reefs-after-the-heatwave",
      ],
    },
    paid: false,
  },
  {
    key: "mia-cuadra-credit",
    name: "Cuadra Credit",
    description:
      "Helps recent immigrants build US credit using their remittance, rent and phone bill history. Its secured card reports on-time payments to the major bureaus from the first month.",
    countryCode: "US",
    location: "Brickell, Miami, FL",
    foundedYear: 2022,
    entityType: "startup",
    websiteUrl: "https://cuadra-credit.example.com",
    linkedinUrl: "https://www.linkedin.com/company/cuadra-credit",
    twitterUrl: "https://x.com/cuadracredit",
    categories: [
      {
        id: "fintech_inclusion",
        detail:
          "Built for people with no US credit file; applicants can sign up with a foreign passport and an individual taxpayer number.",
      },
      {
        id: "regulated_industry",
        detail:
          "Works with a partner bank under consumer lending rules; engineers own fair-lending tests for every underwriting change.",
      },
      {
        id: "pair_programming",
        detail:
          "Ledger and underwriting code is always written in pairs, and new engineers pair full-time for their first two weeks.",
      },
      {
        id: "hybrid_office",
        detail: "Mondays and Thursdays together in a Brickell cowork; the rest of the week is remote.",
      },
      {
        id: "venture_backed",
        detail: "Seed round in 2023 from fintech and Latin America-focused investors.",
      },
    ],
    explore: {
      city: "miami",
      featured: false,
      claimed: false,
      editorNote:
        "Miami is full of people who arrive with a solid financial history that US lenders simply cannot see. Cuadra Credit is building the bridge, using remittance and bill payment records to give newcomers a credit score within months. Engineers work on a ledger, an underwriting engine and fair-lending tests, always in pairs for the riskiest code. It is an early, focused team with a strong sense of why the work matters to the city.",
      exploreLinks: ["https://bilingual-fintech-guild.example.com/talks/credit-without-a-file"],
    },
    paid: false,
  },
  {
    key: "mia-vecina-health",
    name: "Vecina Health",
    description:
      "A mobile app and case-management tool for community health workers who visit patients with diabetes and hypertension at home. It is used by federally qualified health centers in Miami-Dade.",
    countryCode: "US",
    location: "Allapattah, Miami, FL",
    foundedYear: 2020,
    entityType: "startup",
    websiteUrl: "https://vecina-health.example.com",
    linkedinUrl: "https://www.linkedin.com/company/vecina-health",
    twitterUrl: "https://x.com/vecinahealth",
    blogUrl: "https://vecina-health.example.com/blog",
    categories: [
      {
        id: "health_tech",
        detail:
          "Community health workers log home visits, blood pressure readings and social needs offline, then sync when they reach a clinic.",
      },
      {
        id: "co_design_with_communities",
        detail: "A standing advisory group of health workers and patients reviews every major feature before it ships.",
      },
      {
        id: "accessibility_first",
        detail:
          "The app is built for older phones, large text and low literacy, and is tested with patients who have limited vision.",
      },
      {
        id: "async_communication",
        detail:
          "Decisions are written up in short bilingual memos so field staff, clinicians and engineers can weigh in on their own schedules.",
      },
      {
        id: "mission_driven",
        detail:
          "Several engineers are children of community health workers or grew up in the neighborhoods the clinics serve.",
      },
      {
        id: "bootstrapped",
        detail:
          "Funded by clinic subscriptions and a public health grant; the founders chose not to raise venture capital.",
      },
    ],
    explore: {
      city: "miami",
      featured: false,
      claimed: false,
      editorNote:
        "Vecina Health is building for the health workers who knock on doors in Allapattah, Overtown and Sweetwater, checking blood pressure and helping patients navigate care. The product is deliberately humble: offline-first, big buttons, two languages. Engineers who want to see the direct effect of their code on patient outcomes will find it here, along with a bootstrapped pace and a written, async culture that respects field schedules.",
      exploreLinks: ["https://south-florida-health-ledger.example.com/2023/vecina-community-health-workers"],
    },
    paid: false,
  },
  {
    key: "mia-saltline-sensors",
    name: "Saltline Sensors",
    description:
      "A network of groundwater and salinity sensors that helps water utilities track saltwater intrusion into the aquifer. Its dashboards warn operators before wellfields need to be throttled.",
    countryCode: "US",
    location: "Little River, Miami, FL",
    foundedYear: 2021,
    entityType: "startup",
    websiteUrl: "https://saltline-sensors.example.com",
    linkedinUrl: "https://www.linkedin.com/company/saltline-sensors",
    twitterUrl: "https://x.com/saltlinesensors",
    categories: [
      {
        id: "ocean_water",
        detail:
          "Sensors in monitoring wells measure conductivity and water levels every fifteen minutes to map how far salt water has moved inland.",
      },
      {
        id: "climate_tech",
        detail:
          "Forecasts combine sea-level rise projections with pumping schedules so utilities can plan years ahead.",
      },
      {
        id: "hardware_software",
        detail:
          "Engineers design the low-power sensor boards, the cellular firmware and the forecasting dashboard, prototyping at Tidewater Commons.",
      },
      {
        id: "public_sector_partnerships",
        detail:
          "Customers are public water utilities; the first deployment came from a Biscayne Resilience Accelerator pilot.",
      },
      {
        id: "psychological_safety",
        detail:
          "Failed field deployments are celebrated in a monthly 'sensor graveyard' review where everyone shares what broke and why.",
      },
      {
        id: "early_stage",
        detail: "Seed-stage team of nine, split between the bench and the field.",
      },
    ],
    explore: {
      city: "miami",
      featured: false,
      claimed: true,
      editorNote:
        "Saltline Sensors works on Miami's least visible climate threat: salt water creeping into the aquifer the region drinks from. It is a textbook product of the local ecosystem, with prototypes built at Tidewater Commons, a first pilot through the Biscayne Resilience Accelerator and public data from Coastal Futures Lab. Engineers get to touch every layer from sensor boards to forecasts, and the sensor graveyard review sets a generous tone.",
      exploreLinks: [
        "https://miami-resilience-report.example.com/2024/saltwater-intrusion-sensors",
        "https://florida-water-works.example.com/utilities/saltline-pilot",
      ],
    },
    paid: true,
  },
  {
    key: "mia-stiltwork",
    name: "Stiltwork",
    description:
      "A marketplace that helps condo associations plan and finance resilience retrofits, from flood barriers to raised electrical rooms. It matches buildings with vetted engineers and contractors.",
    countryCode: "US",
    location: "Edgewater, Miami, FL",
    foundedYear: 2023,
    entityType: "startup",
    websiteUrl: "https://stiltwork.example.com",
    linkedinUrl: "https://www.linkedin.com/company/stiltwork",
    twitterUrl: "https://x.com/stiltworkhq",
    blogUrl: "https://stiltwork.example.com/blog",
    categories: [
      {
        id: "housing_cities",
        detail:
          "Helps condo boards turn inspection reports into a phased retrofit plan with cost estimates owners can vote on.",
      },
      {
        id: "climate_tech",
        detail:
          "Every plan includes flood-proofing options scored against future flood depths for that specific building.",
      },
      {
        id: "design_led",
        detail:
          "A designer leads each feature, because the main users are volunteer board members, not construction experts.",
      },
      {
        id: "continuous_delivery",
        detail: "The team ships to production several times a day behind feature flags and automated tests.",
      },
      {
        id: "remote_first",
        detail: "Remote-first across Florida and Latin America, with a monthly in-person day at an Edgewater cowork.",
      },
      {
        id: "venture_backed",
        detail: "Pre-seed round in 2024 from proptech and climate investors.",
      },
    ],
    explore: {
      city: "miami",
      featured: false,
      claimed: false,
      editorNote:
        "Stricter condo inspection rules and rising insurance premiums have left thousands of Miami buildings with expensive decisions to make. Stiltwork helps volunteer condo boards understand them, plan repairs and add flood protection at the same time. The product problem is half software, half explanation, which is why design leads. A young, fast-shipping remote team that suits engineers curious about housing, finance and climate adaptation at once.",
      exploreLinks: ["https://miami-real-estate-wire.example.com/2024/stiltwork-condo-retrofits"],
    },
    paid: false,
  },
  {
    key: "mia-brisa-works",
    name: "Brisa Works",
    description:
      "Heat-safety software and wearable sensors for construction and landscaping crews working outdoors. Supervisors get alerts to schedule water, shade and rest breaks before workers are at risk.",
    countryCode: "US",
    location: "Hialeah, FL",
    foundedYear: 2024,
    entityType: "startup",
    websiteUrl: "https://brisa-works.example.com",
    linkedinUrl: "https://www.linkedin.com/company/brisa-works",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Combines local heat-index forecasts with readings from clip-on sensors to trigger break schedules on the hottest days.",
      },
      {
        id: "health_tech",
        detail:
          "Alert thresholds were set with occupational health clinicians and are reviewed every summer against incident reports.",
      },
      {
        id: "co_design_with_communities",
        detail:
          "Worker crews test every prototype on real job sites, and the app's Spanish-first interface came directly from their feedback.",
      },
      {
        id: "privacy_by_design",
        detail:
          "Sensor data is aggregated by crew, and employers cannot see an individual worker's readings without their consent.",
      },
      {
        id: "early_stage",
        detail: "A five-person founding team, funded by a pre-seed grant and paid pilots with two general contractors.",
      },
    ],
    explore: {
      city: "miami",
      featured: false,
      claimed: false,
      editorNote:
        "Extreme heat is now the deadliest climate hazard in South Florida, and outdoor workers carry most of the risk. Brisa Works is a very young team building sensors and alerts for crews in Hialeah and Doral, and it earns our attention for how it handles the hard part: worker privacy. Engineers joining now would shape both the hardware and the policies around it. Expect early-stage chaos and plenty of time on hot job sites.",
      exploreLinks: [
        "https://miami-resilience-report.example.com/2024/heat-and-outdoor-work",
        "https://worker-safety-notes.example.com/brisa-works-pilot",
      ],
    },
    paid: false,
  },
  {
    key: "mia-colmado-cloud",
    name: "Colmado Cloud",
    description:
      "Bookkeeping and small working-capital loans for family-run corner stores and restaurants. The app reads point-of-sale data and receipts in Spanish or English and builds the books automatically.",
    countryCode: "US",
    location: "Little Havana, Miami, FL",
    foundedYear: 2023,
    entityType: "startup",
    websiteUrl: "https://colmado-cloud.example.com",
    linkedinUrl: "https://www.linkedin.com/company/colmado-cloud",
    blogUrl: "https://colmado-cloud.example.com/blog",
    categories: [
      {
        id: "fintech_inclusion",
        detail:
          "Serves bodegas, cafeterias and bakeries that have been turned away by banks, offering short-term inventory loans based on real sales data.",
      },
      {
        id: "ai_native",
        detail:
          "Language models categorize handwritten and photographed receipts in Spanish and English, with a human check for low-confidence items.",
      },
      {
        id: "user_research_driven",
        detail:
          "Engineers spend a morning each sprint at a customer counter, and owners join monthly product reviews over cafecito.",
      },
      {
        id: "hybrid_office",
        detail: "The team works from a small Calle Ocho office three days a week, close to many of its customers.",
      },
      {
        id: "community_building",
        detail: "Hosts free evening bookkeeping workshops for shop owners with a local small business association.",
      },
      {
        id: "bootstrapped",
        detail:
          "Funded by its founders and subscription revenue; loans are financed through a community development lender.",
      },
    ],
    explore: {
      city: "miami",
      featured: false,
      claimed: false,
      editorNote:
        "Colmado Cloud is fintech at street level: the customers are the ventanitas and bodegas that keep Little Havana running, often on shoeboxes of receipts. The team works a few blocks from many of them and it shows in the product. Engineers get a mix of practical AI, ledgers and lending, plus unusually close contact with users. It is bootstrapped and small, with a sustainable pace and a clear sense of who it is for.",
      exploreLinks: ["https://calle-ocho-business-news.example.com/2024/colmado-cloud-receipts"],
    },
    paid: false,
  },
];
