import type { CitySeed } from "./types";

export const cities: CitySeed[] = [
  {
    slug: "miami",
    cityName: "Miami",
    countryCode: "US",
    thesis:
      "Miami is no longer just a place engineers visit for a conference and then leave. Since 2020 the city has built a real technical base on top of three pressures it cannot ignore: rising seas, a finance industry moving south, and a population that banks, shops and gets care in two or three languages. That combination makes it one of the most interesting American cities for impact-minded engineers. Climate adaptation is a daily local problem here, so flood modelling, resilient building systems and insurance risk tools find their first customers down the street. Fintech teams serve remittance corridors to Latin America and the Caribbean, where financial inclusion is a product requirement rather than a slogan. Health startups can partner with one of the largest public hospital systems in the country. Salaries still trail San Francisco, but so does burnout, and most teams run hybrid or remote-first schedules built around one shared cowork day.",
    plugInGuide: [
      "Start with the rhythms, not the parties. The most useful recurring event for impact engineers is the monthly Climate Tech Breakfast, hosted at rotating Brickell and Wynwood coworks. It runs from 8 to 10 a.m., has a short demo slot, and ends before anyone's standup. Show up twice and people will start introducing you.",
      "For day-to-day work, pick a cowork with a community manager who actually runs programming. Spaces like Tidewater Commons in Little River or Causeway Labs near downtown host office hours with local investors and city innovation staff, and a day pass is the cheapest way to test the fit.",
      "Join the two Slack communities everyone references: Miami Impact Builders (climate, health and civic projects, with a good jobs channel) and the Bilingual Fintech Guild, a Spanish and English group focused on payments, remittances and compliance engineering.",
      "If you want to contribute before you get hired, the Saturday Civic Hack Night at a downtown library branch pairs volunteers with county and nonprofit data projects, usually around flooding, transit or housing. It is the fastest way to meet engineers already working on mission-driven teams.",
      "Finally, watch the public calendars: Miami-Dade County and the City of Miami regularly open resilience challenges and pilot programs to startups, and local universities host free evening talks on sea-level rise and coastal engineering.",
    ].join("\n\n"),
    receipts: [
      "https://www.miamidade.gov",
      "https://www.miamigov.com",
      "https://www.fiu.edu",
      "https://climate-breakfast-miami.example.com",
      "https://miami-impact-builders.example.com/slack",
      "https://tidewater-commons.example.com/events",
    ],
    topicIds: [
      "climate_tech",
      "fintech_inclusion",
      "health_tech",
      "ocean_water",
      "housing_cities",
      "hybrid_office",
      "remote_first",
      "community_building",
    ],
    curatorCredit: "Curated by the Culture Directory editorial team",
    isIndexable: true,
    rhythms: [
      "Monthly Climate Tech Breakfast at a Brickell cowork",
      "Saturday civic hack night at a downtown library branch",
      "Quarterly Bilingual Fintech Guild meetup in Wynwood",
      "Thursday founder office hours at Tidewater Commons",
    ],
  },
  {
    slug: "lisbon",
    cityName: "Lisbon",
    countryCode: "PT",
    thesis:
      "Lisbon has become Europe's most natural landing spot for engineers who want a mission and a life outside the office. A decade of startup growth left behind a deep bench of senior engineers, many trained at Portuguese universities and seasoned at scale-ups, while the city's size keeps the community close enough that you keep running into the same people. Impact work here leans practical: renewable energy and grid software tied to Portugal's high share of wind and solar power, ocean and blue-economy projects along the Atlantic coast, and fintech and education products built for Portuguese-speaking markets from Brazil to Mozambique. Remote-first teams are the norm rather than the exception, and many companies anchor a distributed European team around a small Lisbon hub, sometimes with a four-day week pilot. Costs have risen sharply, especially housing, and salaries still trail Berlin or Amsterdam, so ask early about pay bands and relocation support.",
    plugInGuide: [
      "In your first week, get a desk. Lisbon's cowork scene is the social backbone of the tech community, and most spaces in Cais do Sodré, Marvila and Arroios run weekly lunches or Friday demo sessions. A month at one is worth more than a dozen cold messages.",
      "The best recurring event for impact-focused engineers is Impacto Tech Night, a monthly meetup that alternates between climate, health and civic themes, with two short talks and a long break on the terrace afterwards. It is English-friendly, but a few words of Portuguese go a long way.",
      "For energy and ocean work, follow the public calendars of the universities and research institutes along the river. Their open seminars on offshore wind, marine data and grid integration attract both founders and the engineers they want to hire.",
      "Online, the Lisbon Remote Builders Slack is where distributed teams post openings, four-day-week experiments and coworking meetups, and Blue Economy PT is a smaller forum for ocean tech, aquaculture and port logistics.",
      "A practical note: sort out your NIF tax number and a Portuguese bank account early, because many coworks, gyms and landlords ask for both.",
    ].join("\n\n"),
    receipts: [
      "https://www.lisboa.pt",
      "https://www.ulisboa.pt",
      "https://impacto-tech-night.example.com",
      "https://lisbon-remote-builders.example.com/join",
      "https://blue-economy-pt.example.com",
    ],
    topicIds: [
      "clean_energy",
      "ocean_water",
      "education",
      "fintech_inclusion",
      "remote_first",
      "four_day_week",
      "async_communication",
    ],
    curatorCredit: "Curated by the Culture Directory editorial team",
    isIndexable: true,
    rhythms: [
      "Monthly Impacto Tech Night, rotating between Marvila and Arroios",
      "Friday demo lunch at a Cais do Sodré cowork",
      "Open university seminar on offshore wind and marine data",
      "Sunday morning run and coffee for remote engineers along the river",
    ],
  },
  {
    slug: "austin",
    cityName: "Austin",
    countryCode: "US",
    thesis:
      "Austin is on our list but not yet published, because we want to meet more teams before recommending it. The early signal is strong. The city pairs a large, experienced engineering workforce from big tech and semiconductor companies with a growing set of startups working on energy, health and public services. Texas runs its own power grid, and the strain it has faced in recent years has turned grid software, home batteries and demand response into local problems with local customers. Health and civic tech teams benefit from a large public research university and an active city open-data program. Work styles vary widely, from office-heavy hardware companies to fully remote software teams, so ask directly about flexibility and on-call expectations. We are still curating this guide and will publish it once the picture is clearer.",
    plugInGuide: [
      "This guide is a working draft while we finish curating Austin, so expect it to change.",
      "Start with the energy community. The monthly Grid Builders meetup brings together engineers from storage, solar and demand-response startups, and it is the best place to hear which teams are hiring and how they handle on-call during summer demand peaks.",
      "For health and civic work, look for open talks at the university's medical and public affairs schools, and explore the city's open-data portal, whose public datasets on transit, permits and water use are a good starting point for volunteer projects.",
      "Coworks on the East Side host most of the early-stage founders; a day pass plus a Thursday community lunch is a low-cost way to meet them. Online, Austin Climate Engineers is a small Slack with a jobs channel and an active hardware thread. If you are weighing offers, ask teams how often they meet in person; many hybrid companies here gather on Tuesdays and Wednesdays.",
    ].join("\n\n"),
    receipts: [
      "https://www.austintexas.gov",
      "https://data.austintexas.gov",
      "https://www.utexas.edu",
      "https://grid-builders-atx.example.com",
    ],
    topicIds: ["clean_energy", "climate_tech", "health_tech", "civic_tech", "hybrid_office", "remote_first"],
    curatorCredit: "Curated by the Culture Directory editorial team",
    isIndexable: false,
    rhythms: [
      "Monthly Grid Builders meetup on the East Side",
      "Thursday community lunch at an East Austin cowork",
      "Quarterly open-data volunteer day with civic tech groups",
    ],
  },
];
