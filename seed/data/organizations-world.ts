import type { OrganizationSeed } from "./types";

/**
 * Fictional demo organizations around the world (68). Four Lisbon companies are Explore companies;
 * three non-Explore organizations are unpaid drafts that must not show publicly.
 */
export const worldOrganizations: OrganizationSeed[] = [
  // United States
  {
    key: "us-gridtide",
    name: "Gridtide",
    description:
      "Gridtide turns home batteries, smart thermostats and EV chargers into virtual power plants that Texas utilities can dispatch during peak demand. Homeowners get paid for every kilowatt-hour they shift.",
    countryCode: "US",
    location: "Austin, TX",
    foundedYear: 2019,
    entityType: "startup",
    websiteUrl: "https://gridtide.example.com",
    linkedinUrl: "https://www.linkedin.com/company/gridtide",
    twitterUrl: "https://x.com/gridtide",
    blogUrl: "https://gridtide.example.com/blog",
    categories: [
      {
        id: "clean_energy",
        detail:
          "The fleet currently aggregates about 40,000 homes and shaves peak load during ERCOT summer emergencies. Every dispatch decision is logged so utilities can audit the kilowatts delivered.",
      },
      {
        id: "data_driven",
        detail:
          "Dispatch models are retrained weekly on smart-meter data, and every product change ships with a dashboard showing its effect on household savings.",
      },
      {
        id: "continuous_delivery",
        detail:
          "The control platform deploys around 30 times a week behind feature flags, with canary releases to a small set of employee homes first.",
      },
      {
        id: "venture_backed",
        detail: "Raised a Series B in 2023 led by two climate-focused funds; runway is public to all employees.",
      },
      {
        id: "psychological_safety",
        detail:
          "Anyone can halt a fleet-wide dispatch without asking permission, and the team celebrates the engineer who used that button during the 2022 heatwave.",
      },
      {
        id: "learning_budget",
        detail:
          "Each engineer gets 2,000 USD a year plus two conference trips, with power-systems courses strongly encouraged.",
      },
    ],
    paid: true,
  },
  {
    key: "us-mendwell",
    name: "Mendwell Labs",
    description:
      "Mendwell Labs builds remote monitoring for heart-failure patients after hospital discharge, combining a cellular scale, a blood-pressure cuff and a nurse-facing triage dashboard.",
    countryCode: "US",
    location: "Boston, MA",
    foundedYear: 2018,
    entityType: "startup",
    websiteUrl: "https://mendwell.example.com",
    linkedinUrl: "https://www.linkedin.com/company/mendwell-labs",
    twitterUrl: "https://x.com/mendwelllabs",
    blogUrl: "https://mendwell.example.com/blog",
    categories: [
      {
        id: "health_tech",
        detail:
          "Partner cardiology clinics use the triage dashboard to call patients whose weight rises more than two pounds overnight, a common early sign of fluid build-up.",
      },
      {
        id: "regulated_industry",
        detail:
          "The triage algorithm is FDA-cleared software as a medical device, so engineers work with design controls, traceable requirements and a quality team.",
      },
      {
        id: "evidence_based",
        detail:
          "A randomized study with two Massachusetts hospitals measured 30-day readmissions; the protocol and results are published, including the subgroups where the product did not help.",
      },
      {
        id: "venture_backed",
        detail:
          "Backed by health-focused seed and Series A investors, with a board seat held by a practicing cardiologist.",
      },
      {
        id: "blameless_postmortems",
        detail:
          "Every missed or late alert gets a written review within five days, shared with the clinical team and focused on what the system allowed rather than who was on call.",
      },
      {
        id: "parental_support",
        detail: "Sixteen weeks of fully paid leave for every new parent, plus a gradual return at 60 percent hours.",
      },
      {
        id: "learning_budget",
        detail: "Engineers get 1,500 USD a year and can shadow nurses at partner clinics for a day each quarter.",
      },
    ],
    paid: true,
  },
  {
    key: "us-quietstack",
    name: "Quietstack",
    description:
      "Quietstack is an open-source observability suite for small engineering teams that want logs, metrics and traces without a five-figure monthly bill. The hosted version pays the bills.",
    countryCode: "US",
    location: "Seattle, WA",
    foundedYear: 2016,
    entityType: "startup",
    websiteUrl: "https://quietstack.example.com",
    linkedinUrl: "https://www.linkedin.com/company/quietstack",
    blogUrl: "https://quietstack.example.com/blog",
    categories: [
      {
        id: "open_source_first",
        detail:
          "The core agent and query engine are Apache-2.0 licensed and developed on a public tracker; about a third of merged pull requests come from outside contributors.",
      },
      {
        id: "remote_first",
        detail: "Nineteen people across eleven time zones; the Seattle address is a mailbox, not an office.",
      },
      {
        id: "async_communication",
        detail:
          "Decisions are made in written proposals that stay open for at least 48 hours, and the only recurring meeting is a monthly all-hands that is recorded.",
      },
      {
        id: "bootstrapped",
        detail:
          "No outside investors since day one; the founders turned down two term sheets to keep the open-source license stable.",
      },
      {
        id: "profitable",
        detail:
          "Profitable since 2019 on hosted subscriptions, and 10 percent of profit goes to upstream projects Quietstack depends on.",
      },
      {
        id: "transparent_salaries",
        detail: "Salary formula and every band are published on the public handbook; location does not change pay.",
      },
    ],
    paid: true,
  },
  {
    key: "us-openhall",
    name: "Openhall",
    description:
      "Openhall is a nonprofit that records, transcribes and indexes city council and school board meetings so residents can search what was said and when votes happen.",
    countryCode: "US",
    location: "New York, NY",
    foundedYear: 2014,
    entityType: "civic",
    websiteUrl: "https://openhall.example.com",
    linkedinUrl: "https://www.linkedin.com/company/openhall",
    twitterUrl: "https://x.com/openhallorg",
    blogUrl: "https://openhall.example.com/blog",
    categories: [
      {
        id: "civic_tech",
        detail:
          "Covers more than 300 local public bodies in New York, New Jersey and Connecticut, with alerts when a topic a resident follows comes up on an agenda.",
      },
      {
        id: "mission_driven",
        detail:
          "Most of the team came from local newsrooms that closed; keeping local government watchable is why they stay.",
      },
      {
        id: "open_data",
        detail:
          "Every transcript, agenda and vote record is published in bulk under CC BY, with a nightly export for researchers and journalists.",
      },
      {
        id: "open_source_first",
        detail:
          "The transcription pipeline and the meeting scraper are open source, and other cities have forked them to start their own chapters.",
      },
      {
        id: "accessibility_first",
        detail:
          "Transcripts are hand-corrected for accuracy, and the site is tested each release with screen-reader users from a local disability rights group.",
      },
      {
        id: "community_building",
        detail:
          "A volunteer network of about 400 people attends meetings the cameras miss and flags transcript errors.",
      },
      {
        id: "nonprofit",
        detail: "A 501(c)(3) funded by foundations and small donors; it never sells user data or runs ads.",
      },
    ],
    paid: true,
  },
  {
    key: "us-furrowline",
    name: "Furrowline",
    description:
      "Furrowline makes solar-powered soil moisture probes and an irrigation planner for corn and soybean farms in the Midwest. Farmers see field-by-field water needs on their phone.",
    countryCode: "US",
    location: "Des Moines, IA",
    foundedYear: 2020,
    entityType: "startup",
    websiteUrl: "https://furrowline.example.com",
    linkedinUrl: "https://www.linkedin.com/company/furrowline",
    twitterUrl: "https://x.com/furrowline",
    categories: [
      {
        id: "food_agriculture",
        detail:
          "Probes are installed on about 1,200 fields, and growers using the planner cut irrigation by an average of 18 percent last season.",
      },
      {
        id: "climate_tech",
        detail:
          "Less pumping means lower diesel and electricity use, and the team is piloting nitrogen-loss estimates to help farms qualify for carbon programs.",
      },
      {
        id: "hardware_software",
        detail:
          "Firmware, the LoRa gateway and the mobile app are built by one team; engineers spend planting and harvest weeks out in the fields fixing what broke.",
      },
      {
        id: "iterative_experimentation",
        detail: "New features go to a panel of 20 farmer advisors first, and about half are dropped after one season.",
      },
      {
        id: "small_autonomous_teams",
        detail:
          "Three teams of four to five people own sensors, data and the farmer app, each with its own budget and roadmap.",
      },
      {
        id: "venture_backed",
        detail:
          "Raised a seed round from agriculture-focused investors and a Midwestern farm cooperative's venture arm.",
      },
    ],
    paid: true,
  },
  {
    key: "us-ladderlight",
    name: "Ladderlight Learning",
    description:
      "Ladderlight Learning builds a math tutoring platform for adults returning to community college, pairing short video lessons with live tutors in the evenings.",
    countryCode: "US",
    location: "Chicago, IL",
    foundedYear: 2015,
    entityType: "startup",
    websiteUrl: "https://ladderlight.example.com",
    linkedinUrl: "https://www.linkedin.com/company/ladderlight-learning",
    twitterUrl: "https://x.com/ladderlightlearn",
    categories: [
      {
        id: "education",
        detail:
          "Used by 42 community colleges to replace non-credit remedial math, so students can start on credit-bearing courses in their first semester.",
      },
      {
        id: "user_research_driven",
        detail:
          "Every engineer joins two learner interviews a month, usually with students who work full time and study after 9 p.m.",
      },
      {
        id: "accessibility_first",
        detail:
          "All lessons have human-written captions and transcripts, and the practice editor works fully with a keyboard and screen reader.",
      },
      {
        id: "remote_first",
        detail:
          "The team is spread across the US; Chicago hosts a twice-yearly onsite, and tutors work from home on their own schedules.",
      },
      {
        id: "mentorship",
        detail: "Each new engineer gets a mentor outside their team and a written growth plan reviewed every quarter.",
      },
      {
        id: "psychological_safety",
        detail: "Retrospectives open with what each person got wrong this sprint, starting with the CTO.",
      },
      {
        id: "b_corp",
        detail:
          "Certified B Corp since 2019, with pricing capped so colleges pay no more than the textbook budget they replace.",
      },
    ],
    paid: true,
  },
  {
    key: "us-forge-street",
    name: "Forge Street Climate Accelerator",
    description:
      "Forge Street is a nonprofit accelerator in Pittsburgh for hardware-heavy climate startups, from industrial heat to low-carbon steel. Each cohort gets lab access, pilot customers and no-equity grants.",
    countryCode: "US",
    location: "Pittsburgh, PA",
    foundedYear: 2017,
    entityType: "accelerator",
    websiteUrl: "https://forgestreet.example.com",
    linkedinUrl: "https://www.linkedin.com/company/forge-street-climate",
    twitterUrl: "https://x.com/forgestreetclimate",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Only accepts companies with a credible path to cutting at least one megaton of CO2 a year, checked by an independent reviewer.",
      },
      {
        id: "deep_tech",
        detail:
          "Most founders come out of materials science or chemical engineering labs, and the program is built for 5-10 year development timelines.",
      },
      {
        id: "systems_thinking",
        detail:
          "Cohorts map the full supply chain of their product, from raw materials to the regional grid, before choosing a first pilot.",
      },
      {
        id: "mentorship",
        detail:
          "Each startup is matched with a retired plant engineer from the region who has run the kind of facility they want to sell into.",
      },
      {
        id: "community_building",
        detail: "Runs a monthly open lab night where alumni, steelworkers and students test ideas on shared equipment.",
      },
      {
        id: "nonprofit",
        detail:
          "Funded by regional foundations and takes no equity, so founders keep their cap tables clean for later rounds.",
      },
    ],
    paid: true,
  },
  {
    key: "us-keyhold",
    name: "Keyhold",
    description:
      "Keyhold replaces paper waitlists for affordable housing with a single application that tenants fill in once and housing authorities can process in days instead of months.",
    countryCode: "US",
    location: "Denver, CO",
    foundedYear: 2021,
    entityType: "startup",
    websiteUrl: "https://keyhold.example.com",
    linkedinUrl: "https://www.linkedin.com/company/keyhold",
    twitterUrl: "https://x.com/keyholdhq",
    categories: [
      {
        id: "housing_cities",
        detail:
          "One application covers every income-restricted building in a participating county, and applicants can see their real place in line.",
      },
      {
        id: "public_sector_partnerships",
        detail:
          "Sold through contracts with housing authorities in Colorado and New Mexico; engineers sit in on procurement demos.",
      },
      {
        id: "user_research_driven",
        detail:
          "Forms are tested in person at shelters and libraries with applicants who use a phone as their only device.",
      },
      {
        id: "four_day_week",
        detail:
          "Everyone works Monday to Thursday at full pay; a rotating support engineer covers Fridays and gets the next Monday off.",
      },
      {
        id: "psychological_safety",
        detail:
          "Weekly 'what confused me' threads are encouraged, and managers answer them publicly instead of in private messages.",
      },
      {
        id: "public_benefit_corp",
        detail:
          "Incorporated as a Delaware public benefit corporation with reducing time-to-housing written into its charter.",
      },
    ],
    paid: true,
  },
  {
    key: "us-hushframe",
    name: "Hushframe",
    description:
      "Hushframe is a privacy-preserving product analytics SDK that aggregates events on the device and only sends counts with differential-privacy noise, never raw user data.",
    countryCode: "US",
    location: "Portland, OR",
    foundedYear: 2023,
    entityType: "startup",
    websiteUrl: "https://hushframe.example.com",
    linkedinUrl: "https://www.linkedin.com/company/hushframe",
    twitterUrl: "https://x.com/hushframe",
    blogUrl: "https://hushframe.example.com/blog",
    categories: [
      {
        id: "privacy_by_design",
        detail:
          "Hushframe cannot see individual users even if subpoenaed: the server only ever receives noisy aggregates with a published privacy budget.",
      },
      {
        id: "open_standards",
        detail:
          "Contributes to a draft W3C community group on privacy-preserving measurement and implements the spec in the open.",
      },
      {
        id: "remote_first",
        detail: "Seven people in four states, with a shared budget for coworking day passes wherever someone lives.",
      },
      {
        id: "async_communication",
        detail:
          "Daily standups are a written thread; design reviews happen in shared documents with a three-day comment window.",
      },
      {
        id: "early_stage",
        detail: "Pre-seed and pre-revenue with five design partners; engineers talk directly to every customer.",
      },
      {
        id: "venture_backed",
        detail: "Raised a pre-seed from a privacy-focused fund and several open-source maintainers as angels.",
      },
    ],
    paid: true,
  },
  {
    key: "us-relaymark",
    name: "Relaymark",
    description:
      "Relaymark plans routes and charging stops for electric box trucks doing regional deliveries, so fleets can switch from diesel without missing delivery windows.",
    countryCode: "US",
    location: "Atlanta, GA",
    foundedYear: 2024,
    entityType: "startup",
    websiteUrl: "https://relaymark.example.com",
    linkedinUrl: "https://www.linkedin.com/company/relaymark",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Targets mid-sized regional fleets, where one planner switching ten trucks to electric removes about 300 tonnes of CO2 a year.",
      },
      {
        id: "ai_native",
        detail:
          "The core product is a learned model of battery drain under real loads, weather and hills, trained on telematics from pilot fleets.",
      },
      {
        id: "hybrid_office",
        detail:
          "The team meets Tuesdays and Thursdays at a shared space near a partner depot so engineers can ride along on routes.",
      },
      {
        id: "early_stage",
        detail: "Four people and two pilot fleets; the first engineering hires will set most of the architecture.",
      },
      {
        id: "learning_budget",
        detail:
          "1,000 USD a year per person, plus paid time to get a commercial driver's permit if someone wants to drive the routes they model.",
      },
    ],
    paid: false,
  },

  // United Kingdom
  {
    key: "gb-ledgerline",
    name: "Ledgerline",
    description:
      "Ledgerline gives sole traders and small shops a cash-flow forecast built on open banking data, with nudges before a tax bill or a slow month hits.",
    countryCode: "GB",
    location: "London, England",
    foundedYear: 2017,
    entityType: "startup",
    websiteUrl: "https://ledgerline.example.com",
    linkedinUrl: "https://www.linkedin.com/company/ledgerline",
    twitterUrl: "https://x.com/ledgerlinehq",
    blogUrl: "https://ledgerline.example.com/blog",
    categories: [
      {
        id: "fintech_inclusion",
        detail:
          "Most users are self-employed cleaners, drivers and market traders who were turned down for an overdraft; the free tier covers everything they need.",
      },
      {
        id: "regulated_industry",
        detail:
          "Ledgerline is an FCA-authorised account information service provider, so security reviews and audit trails are part of every feature.",
      },
      {
        id: "pair_programming",
        detail:
          "Most production code is written in pairs that rotate every two days, and new joiners pair full time for their first month.",
      },
      {
        id: "hybrid_office",
        detail:
          "The team meets in a Shoreditch office on Tuesdays and Wednesdays and works from wherever the rest of the week.",
      },
      {
        id: "psychological_safety",
        detail:
          "Engineers run a quarterly anonymous survey on speaking up, and the results and the actions taken are shared with everyone.",
      },
      {
        id: "transparent_salaries",
        detail:
          "Five published engineering levels, each with a single salary; promotions are decided by a panel, not a single manager.",
      },
      {
        id: "venture_backed",
        detail:
          "Series A funded by two European fintech investors, with a commitment to keep the core forecasting free.",
      },
    ],
    paid: true,
    ownedByDemoOwner: true,
  },
  {
    key: "gb-heatloom",
    name: "Heatloom",
    description:
      "Heatloom gives heat pump installers a survey app that calculates room-by-room heat loss and produces a quote in one visit, cutting the time from enquiry to installation.",
    countryCode: "GB",
    location: "Manchester, England",
    foundedYear: 2020,
    entityType: "startup",
    websiteUrl: "https://heatloom.example.com",
    linkedinUrl: "https://www.linkedin.com/company/heatloom",
    twitterUrl: "https://x.com/heatloom",
    categories: [
      {
        id: "clean_energy",
        detail:
          "Used by about 600 installers across the UK, who together fitted over 20,000 heat pumps with Heatloom surveys last year.",
      },
      {
        id: "climate_tech",
        detail:
          "Home heating is a large share of UK emissions, and Heatloom's own analysis of installer data is used to track real-world heat pump efficiency.",
      },
      {
        id: "housing_cities",
        detail:
          "Has a dedicated mode for Victorian terraces and social housing blocks, where standard heat-loss tables get the numbers badly wrong.",
      },
      {
        id: "market_transformation",
        detail:
          "The bet is that if small installers can quote as fast as for a gas boiler, the whole trade will switch; the product is priced for one-van businesses.",
      },
      {
        id: "policy_advocacy",
        detail:
          "Shares anonymised survey data with government consultations on heat pump grants and installer standards.",
      },
      {
        id: "four_day_week",
        detail:
          "The company joined a national four-day week trial in 2022 and kept it: 32 hours, full pay, with Fridays off for everyone.",
      },
      {
        id: "b_corp",
        detail: "Certified B Corp with one of the higher environmental scores in its category.",
      },
    ],
    paid: true,
  },
  {
    key: "gb-parish-digital",
    name: "Parish Digital",
    description:
      "Parish Digital is a charity that helps small town and parish councils run simple, accessible websites and online services without an IT department.",
    countryCode: "GB",
    location: "Bristol, England",
    foundedYear: 2016,
    entityType: "civic",
    websiteUrl: "https://parishdigital.example.com",
    linkedinUrl: "https://www.linkedin.com/company/parish-digital",
    blogUrl: "https://parishdigital.example.com/blog",
    categories: [
      {
        id: "civic_tech",
        detail:
          "Provides a shared platform for around 900 councils to publish minutes, take allotment bookings and report potholes.",
      },
      {
        id: "public_sector_partnerships",
        detail:
          "Works with county associations of local councils, which negotiate one contract on behalf of dozens of tiny councils.",
      },
      {
        id: "accessibility_first",
        detail:
          "Every council site meets public sector accessibility regulations by default, and the team publishes its audit results.",
      },
      {
        id: "user_research_driven",
        detail:
          "Researchers visit volunteer council clerks in village halls, since many of them update the site on one evening a month.",
      },
      {
        id: "sustainable_pace",
        detail:
          "Standard hours are 9:30 to 5, nobody is expected to answer messages in the evening, and there is no on-call rotation.",
      },
      {
        id: "mission_driven",
        detail:
          "Staff often come from local government or the voluntary sector and want small communities to have the same digital services as cities.",
      },
      {
        id: "nonprofit",
        detail:
          "A registered charity; councils pay a small annual fee that covers running costs, and grants fund new features.",
      },
    ],
    paid: true,
  },
  {
    key: "gb-handwave",
    name: "Handwave Labs",
    description:
      "Handwave Labs builds machine translation between British Sign Language and English text, starting with captions and signed summaries for public announcements.",
    countryCode: "GB",
    location: "Glasgow, Scotland",
    foundedYear: 2022,
    entityType: "startup",
    websiteUrl: "https://handwave.example.com",
    linkedinUrl: "https://www.linkedin.com/company/handwave-labs",
    twitterUrl: "https://x.com/handwavelabs",
    categories: [
      {
        id: "accessibility_first",
        detail:
          "The product exists because public information is often not available in BSL; every release is judged by Deaf reviewers first.",
      },
      {
        id: "co_design_with_communities",
        detail:
          "A paid panel of Deaf signers from across the UK shapes the roadmap and owns the decision on what quality is good enough to ship.",
      },
      {
        id: "ai_native",
        detail:
          "Sign recognition and avatar generation models are trained in-house on a consented dataset recorded with Deaf community partners.",
      },
      {
        id: "diverse_leadership",
        detail: "Two of the three founders are Deaf, and BSL is a working language in every leadership meeting.",
      },
      {
        id: "remote_first",
        detail:
          "Engineers work from across Scotland and England, with video-first meetings and interpreters booked by default.",
      },
      {
        id: "early_stage",
        detail:
          "Twelve people after a seed round, so engineers switch between model training, data tooling and product work.",
      },
      {
        id: "venture_backed",
        detail: "Seed funded by an impact investor and a Scottish public co-investment fund.",
      },
    ],
    paid: true,
  },
  {
    key: "gb-saltmarsh",
    name: "Saltmarsh Analytics",
    description:
      "Saltmarsh Analytics designs low-cost sensor buoys and a forecasting service for coastal flooding and water quality along the south-west coast of England.",
    countryCode: "GB",
    location: "Plymouth, England",
    foundedYear: 2013,
    entityType: "startup",
    websiteUrl: "https://saltmarsh.example.com",
    linkedinUrl: "https://www.linkedin.com/company/saltmarsh-analytics",
    blogUrl: "https://saltmarsh.example.com/blog",
    categories: [
      {
        id: "ocean_water",
        detail:
          "Around 140 buoys measure waves, salinity and bacteria levels at bathing beaches and estuaries, with warnings sent to harbour masters.",
      },
      {
        id: "climate_tech",
        detail:
          "Surge forecasts help councils decide when to close flood gates, a job that gets harder as sea levels rise.",
      },
      {
        id: "hardware_software",
        detail:
          "Buoys, firmware and forecasting models are designed in-house, and engineers take turns on the boat for deployment days.",
      },
      {
        id: "deep_tech",
        detail:
          "The forecasting models come from a decade of coastal oceanography research at a partner marine institute.",
      },
      {
        id: "open_data",
        detail:
          "Sensor readings are published openly after 24 hours and are used by surfers, swimmers and two university research groups.",
      },
      {
        id: "employee_owned",
        detail:
          "Became an employee ownership trust in 2021 when the founders retired; every staff member shares in profits equally.",
      },
    ],
    paid: true,
  },
  {
    key: "gb-fenbridge",
    name: "Fenbridge Lab for Private Computing",
    description:
      "A university research lab working on practical privacy technologies, from secure multi-party computation for health records to verifiable deletion in cloud storage.",
    countryCode: "GB",
    location: "Cambridge, England",
    foundedYear: 2009,
    entityType: "university",
    websiteUrl: "https://fenbridge-lab.example.com",
    linkedinUrl: "https://www.linkedin.com/company/fenbridge-lab",
    blogUrl: "https://fenbridge-lab.example.com/blog",
    categories: [
      {
        id: "privacy_by_design",
        detail:
          "Every research prototype ships with a written threat model and a data-minimisation review before any real data touches it.",
      },
      {
        id: "deep_tech",
        detail:
          "Research covers cryptographic protocols and formal verification, with papers at top security venues most years.",
      },
      {
        id: "open_source_first",
        detail:
          "Research code is released under permissive licences at publication, and two libraries are now maintained by an outside foundation.",
      },
      {
        id: "open_standards",
        detail:
          "Lab members co-edit internet standards drafts on privacy-preserving measurement and anonymous credentials.",
      },
      {
        id: "evidence_based",
        detail:
          "Claims about privacy guarantees are backed by proofs or reproducible benchmarks, and the lab publishes its negative results.",
      },
      {
        id: "mentorship",
        detail:
          "Research engineers and PhD students each have two supervisors, one academic and one with industry experience.",
      },
    ],
    paid: true,
  },
  {
    key: "gb-pipewright",
    name: "Pipewright",
    description:
      "Pipewright is a CI service for large monorepos that only rebuilds and retests what a change actually touches, cutting pipeline times from an hour to minutes.",
    countryCode: "GB",
    location: "Leeds, England",
    foundedYear: 2014,
    entityType: "startup",
    websiteUrl: "https://pipewright.example.com",
    linkedinUrl: "https://www.linkedin.com/company/pipewright",
    twitterUrl: "https://x.com/pipewright",
    blogUrl: "https://pipewright.example.com/blog",
    categories: [
      {
        id: "continuous_delivery",
        detail:
          "Pipewright builds itself: the team merges to main about 60 times a week and every merge reaches production within 20 minutes.",
      },
      {
        id: "blameless_postmortems",
        detail:
          "Incident reviews for customer-facing outages are published on the public status page with timelines and follow-up actions.",
      },
      {
        id: "remote_first",
        detail: "Remote across the UK and Ireland; the Leeds office is used for quarterly planning weeks.",
      },
      {
        id: "async_communication",
        detail:
          "Work is planned in written RFCs, and meetings require an agenda and a written summary or they are cancelled.",
      },
      {
        id: "learning_budget",
        detail:
          "1,500 GBP a year and one day a month for learning, which many engineers spend contributing to build tools upstream.",
      },
      {
        id: "bootstrapped",
        detail:
          "Founded by two former build engineers with their savings and a first customer's prepayment; no investors since.",
      },
      {
        id: "profitable",
        detail:
          "Profitable every year since 2016, which lets the team say no to features that would compromise build correctness.",
      },
    ],
    paid: true,
  },

  // Germany
  {
    key: "de-kesselwerk",
    name: "Kesselwerk",
    description:
      "Kesselwerk builds digital twins of district heating networks so municipal utilities can lower supply temperatures and connect heat pumps and waste heat sources.",
    countryCode: "DE",
    location: "Berlin, Germany",
    foundedYear: 2018,
    entityType: "startup",
    websiteUrl: "https://kesselwerk.example.com",
    linkedinUrl: "https://www.linkedin.com/company/kesselwerk",
    twitterUrl: "https://x.com/kesselwerk",
    categories: [
      {
        id: "clean_energy",
        detail:
          "Used by 35 municipal utilities to plan the switch from gas boilers to large heat pumps and industrial waste heat.",
      },
      {
        id: "climate_tech",
        detail:
          "Lowering network temperatures by a few degrees cuts heat losses and makes renewable heat sources viable; customers report the savings in tonnes of CO2.",
      },
      {
        id: "deep_tech",
        detail:
          "The hydraulic simulation engine was developed from a doctoral thesis and is validated against measurements from real pipes.",
      },
      {
        id: "data_driven",
        detail:
          "Every customer network has a calibration dashboard comparing simulated and measured temperatures, reviewed weekly with the utility.",
      },
      {
        id: "psychological_safety",
        detail:
          "Junior engineers lead customer calibration reviews early on, with seniors in the room to back them up rather than take over.",
      },
      {
        id: "parental_support",
        detail:
          "Parents can work 80 percent hours at 90 percent pay until their child turns three, on top of German statutory parental leave.",
      },
      {
        id: "venture_backed",
        detail: "Series A from a European climate fund and a strategic investor from the energy sector.",
      },
    ],
    paid: true,
  },
  {
    key: "de-praxisbruecke",
    name: "Praxisbrücke",
    description:
      "Praxisbrücke connects rural family doctors with specialists through secure referrals, shared findings and appointment booking, so patients wait weeks instead of months.",
    countryCode: "DE",
    location: "Munich, Germany",
    foundedYear: 2015,
    entityType: "startup",
    websiteUrl: "https://praxisbruecke.example.com",
    linkedinUrl: "https://www.linkedin.com/company/praxisbruecke",
    categories: [
      {
        id: "health_tech",
        detail:
          "About 2,300 practices in Bavaria and Baden-Württemberg send referrals through the platform, and specialists see the full history before the first visit.",
      },
      {
        id: "regulated_industry",
        detail:
          "Certified for connection to the national health telematics infrastructure, so every release passes an external security assessment.",
      },
      {
        id: "privacy_by_design",
        detail: "Medical documents are end-to-end encrypted between practices; Praxisbrücke staff cannot read them.",
      },
      {
        id: "hybrid_office",
        detail: "Two office days a week in Munich, chosen by each team; the rest is remote within Germany.",
      },
      {
        id: "sustainable_pace",
        detail:
          "Releases never happen on Fridays or before public holidays, and overtime is logged and paid back as time off.",
      },
      {
        id: "learning_budget",
        detail: "Each person gets 1,200 EUR and five learning days a year, often spent on medical informatics courses.",
      },
      {
        id: "profitable",
        detail: "Profitable since 2020 through per-practice subscriptions, with no outside investors on the board.",
      },
    ],
    paid: true,
  },
  {
    key: "de-spurwechsel",
    name: "Spurwechsel",
    description:
      "Spurwechsel is a booking platform that lets small and mid-sized shippers move freight by rail in single-wagon loads, as easily as booking a truck.",
    countryCode: "DE",
    location: "Hamburg, Germany",
    foundedYear: 2019,
    entityType: "startup",
    websiteUrl: "https://spurwechsel.example.com",
    linkedinUrl: "https://www.linkedin.com/company/spurwechsel",
    twitterUrl: "https://x.com/spurwechsel",
    blogUrl: "https://spurwechsel.example.com/blog",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Shifting a load from truck to rail cuts its emissions by roughly 80 percent; every booking shows the CO2 saved compared with road freight.",
      },
      {
        id: "market_transformation",
        detail:
          "Single-wagon rail was written off as unprofitable; Spurwechsel bundles small shippers to show it can work and pushes incumbents to follow.",
      },
      {
        id: "platform_for_others",
        detail:
          "Freight forwarders and regional rail operators use the booking API to offer rail options inside their own tools.",
      },
      {
        id: "small_autonomous_teams",
        detail:
          "Four teams of five each own a journey, such as quoting or tracking, including on-call and the roadmap.",
      },
      {
        id: "continuous_delivery",
        detail:
          "Trunk-based development with automated contract tests against rail operator APIs, deploying several times a day.",
      },
      {
        id: "learning_budget",
        detail:
          "1,500 EUR a year per person plus a yearly trip to a rail terminal or shunting yard for the whole team.",
      },
      {
        id: "venture_backed",
        detail: "Seed and Series A from logistics and climate investors.",
      },
    ],
    paid: true,
  },
  {
    key: "de-ackerdaten",
    name: "Ackerdaten",
    description:
      "Ackerdaten is an open data platform that turns public soil maps, weather data and satellite imagery into field-level crop rotation advice for small and organic farms.",
    countryCode: "DE",
    location: "Leipzig, Germany",
    foundedYear: 2022,
    entityType: "startup",
    websiteUrl: "https://ackerdaten.example.com",
    linkedinUrl: "https://www.linkedin.com/company/ackerdaten",
    categories: [
      {
        id: "food_agriculture",
        detail:
          "Around 1,800 farms in Saxony, Thuringia and Brandenburg use the rotation planner, most of them under 100 hectares.",
      },
      {
        id: "climate_tech",
        detail:
          "The planner recommends cover crops and rotations that keep carbon in the soil and estimates the effect per field.",
      },
      {
        id: "open_data",
        detail:
          "Cleaned and harmonised soil and yield datasets are republished under an open licence for researchers and advisors.",
      },
      {
        id: "open_source_first",
        detail:
          "The data pipeline and the field model are open source; farmer advisory services run their own instances.",
      },
      {
        id: "public_sector_partnerships",
        detail:
          "Funded in part by state agriculture ministries, which use the platform in their free advisory programmes.",
      },
      {
        id: "remote_first",
        detail: "The eight-person team is spread across eastern Germany and meets monthly on a partner farm.",
      },
      {
        id: "early_stage",
        detail: "Seed-stage with grant funding; engineers talk to farmers weekly and shape what gets built next.",
      },
    ],
    paid: true,
  },
  {
    key: "de-schaltkreis",
    name: "Schaltkreis eG",
    description:
      "Schaltkreis is a software cooperative owned by its 30 members. It builds accessible web services for public authorities and welfare organizations.",
    countryCode: "DE",
    location: "Cologne, Germany",
    foundedYear: 2009,
    entityType: "startup",
    websiteUrl: "https://schaltkreis.example.com",
    linkedinUrl: "https://www.linkedin.com/company/schaltkreis-eg",
    twitterUrl: "https://x.com/schaltkreis_eg",
    blogUrl: "https://schaltkreis.example.com/blog",
    categories: [
      {
        id: "employee_owned",
        detail:
          "A registered cooperative: every permanent employee can become a member with one vote, regardless of seniority.",
      },
      {
        id: "civic_tech",
        detail:
          "Builds online applications for housing benefit, childcare places and disability services for cities in North Rhine-Westphalia.",
      },
      {
        id: "accessibility_first",
        detail:
          "Every project is tested with blind and low-vision testers from a partner organization before acceptance, not after launch.",
      },
      {
        id: "four_day_week",
        detail:
          "Members voted in 2021 for a 32-hour week at full pay; most people take Fridays off, and client support rotates.",
      },
      {
        id: "transparent_salaries",
        detail:
          "There is one salary table for everyone, adjusted for years of experience and care responsibilities, and it is voted on each year.",
      },
      {
        id: "pair_programming",
        detail:
          "Pairing is the default for feature work, and most pairs mix a developer with an accessibility specialist.",
      },
      {
        id: "psychological_safety",
        detail:
          "Conflicts are handled by a trained member mediation group, and anyone can put a topic on the general assembly agenda.",
      },
    ],
    paid: true,
  },
  {
    key: "de-werkhalle",
    name: "Werkhalle Kreuzberg",
    description:
      "Werkhalle Kreuzberg is a cowork and prototyping space in a former tram depot, aimed at hardware and climate founders who need a desk and a workshop in the same building.",
    countryCode: "DE",
    location: "Berlin, Germany",
    foundedYear: 2016,
    entityType: "cowork",
    websiteUrl: "https://werkhalle.example.com",
    linkedinUrl: "https://www.linkedin.com/company/werkhalle-kreuzberg",
    categories: [
      {
        id: "hardware_software",
        detail:
          "Members share laser cutters, a small electronics lab and a CNC mill, with staff technicians on weekdays.",
      },
      {
        id: "climate_tech",
        detail:
          "About two thirds of the 60 member teams work on climate hardware, from battery recycling to balcony solar kits.",
      },
      {
        id: "community_building",
        detail:
          "Runs a Thursday 'broken prototype' evening where teams show what failed that week and get help from other members.",
      },
      {
        id: "mentorship",
        detail:
          "Experienced hardware founders hold weekly office hours on manufacturing, certification and supplier negotiations.",
      },
      {
        id: "bootstrapped",
        detail: "Started by three makers with a bank loan; desk and workshop fees cover the rent and staff.",
      },
    ],
    paid: true,
  },

  // Portugal
  {
    key: "pt-marulho",
    name: "Marulho Energia",
    description:
      "Marulho Energia forecasts wind, wave and swell conditions for offshore wind farms and the ports that service them, so maintenance crews go out only when it is safe and worthwhile.",
    countryCode: "PT",
    location: "Lisbon, Portugal",
    foundedYear: 2017,
    entityType: "startup",
    websiteUrl: "https://marulho.example.com",
    linkedinUrl: "https://www.linkedin.com/company/marulho-energia",
    twitterUrl: "https://x.com/marulhoenergia",
    blogUrl: "https://marulho.example.com/blog",
    categories: [
      {
        id: "clean_energy",
        detail:
          "Forecasts cover floating and fixed offshore wind farms off Portugal, Spain and France, helping operators keep turbines turning.",
      },
      {
        id: "ocean_water",
        detail:
          "The team runs its own wave buoys off the Portuguese coast and shares the readings with local fishing associations.",
      },
      {
        id: "deep_tech",
        detail:
          "Combines numerical ocean models with machine learning corrections; several engineers hold doctorates in physical oceanography.",
      },
      {
        id: "remote_first",
        detail: "Half the team lives outside Lisbon, from Porto to Galway; the Lisbon hub near the river is optional.",
      },
      {
        id: "four_day_week",
        detail:
          "Started a four-day week pilot in 2023 and kept it; forecast duty on Fridays rotates and is paid as overtime.",
      },
      {
        id: "psychological_safety",
        detail:
          "Forecast misses are discussed openly every Monday, with the forecaster on duty presenting what the model saw and what it missed.",
      },
      {
        id: "venture_backed",
        detail: "Series A from a Portuguese climate fund and a Nordic energy investor.",
      },
    ],
    explore: {
      city: "lisbon",
      featured: true,
      claimed: false,
      editorNote:
        "Marulho is one of the clearest examples of Lisbon's energy-and-ocean strengths meeting in one product. The forecasters sit next to the engineers who build the pipeline, and several team members still go out on boats to service the company's own buoys. Ask about the four-day week: it survived a full winter of storm season, which says a lot about how on-call is organised. Hiring is mostly senior, but they take one junior data engineer a year.",
      exploreLinks: [
        "https://marulho.example.com/careers",
        "https://marulho.example.com/blog/four-day-week-one-year-in",
      ],
    },
    paid: false,
  },
  {
    key: "pt-caderno",
    name: "Caderno Vivo",
    description:
      "Caderno Vivo is a lesson-planning and classroom app for teachers in Portuguese-speaking countries, built to work on cheap phones with patchy connections.",
    countryCode: "PT",
    location: "Lisbon, Portugal",
    foundedYear: 2016,
    entityType: "startup",
    websiteUrl: "https://cadernovivo.example.com",
    linkedinUrl: "https://www.linkedin.com/company/caderno-vivo",
    twitterUrl: "https://x.com/cadernovivo",
    blogUrl: "https://cadernovivo.example.com/blog",
    categories: [
      {
        id: "education",
        detail:
          "Used by about 90,000 teachers in Brazil, Mozambique, Angola and Portugal to plan lessons and share materials aligned with national curricula.",
      },
      {
        id: "global_south_focus",
        detail: "Most users teach in Mozambique and north-eastern Brazil, so the app works offline and syncs over 2G.",
      },
      {
        id: "user_research_driven",
        detail:
          "Researchers spend two weeks a year in schools in Maputo and Recife, and engineers join at least one of those trips.",
      },
      {
        id: "remote_first",
        detail: "Distributed across Lisbon, São Paulo and Maputo, with overlapping hours in the afternoon Lisbon time.",
      },
      {
        id: "async_communication",
        detail:
          "Spread across three continents, the team relies on written weekly updates and recorded demos instead of status meetings.",
      },
      {
        id: "psychological_safety",
        detail:
          "Teachers on staff are encouraged to challenge engineering estimates, and disagreements are settled in writing with the reasoning kept.",
      },
      {
        id: "b_corp",
        detail:
          "Certified B Corp; the app stays free for teachers, and schools and ministries pay for the reporting tools.",
      },
    ],
    explore: {
      city: "lisbon",
      featured: true,
      claimed: false,
      editorNote:
        "Caderno Vivo shows how Lisbon works as a bridge to the wider Portuguese-speaking world. Most of its users teach in Mozambique and Brazil, so engineers here solve hard offline-sync and low-bandwidth problems rather than polishing another dashboard. The team is spread over three continents but the Lisbon members meet weekly at a cowork in Arroios. Good fit for engineers who want real user research: everyone joins a school visit at least once a year.",
      exploreLinks: ["https://cadernovivo.example.com/jobs"],
    },
    paid: false,
  },
  {
    key: "pt-troco",
    name: "Troco",
    description:
      "Troco is a savings and money-transfer app for migrant workers in Portugal, with low-cost transfers to Cabo Verde, Guinea-Bissau and Brazil and round-up savings on every payment.",
    countryCode: "PT",
    location: "Lisbon, Portugal",
    foundedYear: 2022,
    entityType: "startup",
    websiteUrl: "https://troco.example.com",
    linkedinUrl: "https://www.linkedin.com/company/troco-app",
    twitterUrl: "https://x.com/trocoapp",
    categories: [
      {
        id: "fintech_inclusion",
        detail:
          "Built for construction, cleaning and delivery workers who often pay high fees to send money home; a transfer costs a flat 1 EUR.",
      },
      {
        id: "regulated_industry",
        detail:
          "Operates as an agent of a licensed payment institution, so anti-money-laundering checks and Bank of Portugal reporting are part of the product.",
      },
      {
        id: "diverse_leadership",
        detail:
          "Founded by a Cabo Verdean engineer and a Brazilian compliance lawyer; the leadership team speaks five languages between them.",
      },
      {
        id: "transparent_salaries",
        detail:
          "Salaries and equity grants are published inside the company, with one band per level and no negotiation.",
      },
      {
        id: "hybrid_office",
        detail:
          "Three days a week in a shared office in Anjos, which is also where users can walk in for help with onboarding.",
      },
      {
        id: "early_stage",
        detail:
          "Eleven people after a pre-seed round; the first product engineers work directly with compliance and customer support.",
      },
    ],
    explore: {
      city: "lisbon",
      featured: false,
      claimed: false,
      editorNote:
        "Troco is a small team solving a very Lisbon problem: thousands of migrant workers paying too much to send money home. The office in Anjos doubles as a help desk where users walk in, so engineers see the impact of every onboarding change in person. It is early, regulated and occasionally chaotic, which makes it a good place to learn payments and compliance quickly.",
      exploreLinks: ["https://troco.example.com/careers", "https://troco.example.com/about"],
    },
    paid: false,
  },
  {
    key: "pt-redemar",
    name: "Redemar",
    description:
      "Redemar gives small-scale fishing crews a rugged tablet and catch-logging app that proves where and how their fish was caught, so they can sell to restaurants and markets at a fair price.",
    countryCode: "PT",
    location: "Lisbon, Portugal",
    foundedYear: 2019,
    entityType: "startup",
    websiteUrl: "https://redemar.example.com",
    linkedinUrl: "https://www.linkedin.com/company/redemar",
    blogUrl: "https://redemar.example.com/blog",
    categories: [
      {
        id: "ocean_water",
        detail:
          "Catch logs feed local fisheries science on sardine and octopus stocks, and boats that log bycatch get priority in the marketplace.",
      },
      {
        id: "food_agriculture",
        detail:
          "Around 40 Lisbon restaurants and two fish markets buy traceable catch through Redemar, paying fishers within 48 hours.",
      },
      {
        id: "hardware_software",
        detail:
          "The waterproof tablet kit, GPS logger and offline-first app are designed in-house and tested on the boats at Sesimbra and Peniche.",
      },
      {
        id: "co_design_with_communities",
        detail:
          "Fishing associations have seats on the product council, and the logging screens were redesigned three times after crews tried them at sea.",
      },
      {
        id: "sustainable_pace",
        detail:
          "Fishing schedules start at 4 a.m., but the engineering team does not: core hours are 10 to 4 and nobody is on call overnight.",
      },
      {
        id: "bootstrapped",
        detail: "Funded by marketplace fees and EU fisheries grants, with no venture investors.",
      },
    ],
    explore: {
      city: "lisbon",
      featured: false,
      claimed: false,
      editorNote:
        "Redemar is a good reminder that Lisbon's blue economy is not only offshore wind and research labs. The team works with small fishing crews along the coast and builds both the hardware and the app, so engineers end up on harbours at dawn testing in real conditions. Salaries are modest because the company is bootstrapped, but the pace is humane and the mission is easy to see on the plate.",
      exploreLinks: ["https://redemar.example.com/jobs"],
    },
    paid: false,
  },
  {
    key: "pt-contraste",
    name: "Contraste",
    description:
      "Contraste is an automated accessibility testing service that runs in CI and flags contrast, keyboard and screen-reader problems before a change is merged.",
    countryCode: "PT",
    location: "Porto, Portugal",
    foundedYear: 2018,
    entityType: "startup",
    websiteUrl: "https://contraste.example.com",
    linkedinUrl: "https://www.linkedin.com/company/contraste",
    twitterUrl: "https://x.com/contraste_dev",
    blogUrl: "https://contraste.example.com/blog",
    categories: [
      {
        id: "accessibility_first",
        detail:
          "Rules are written with a panel of disabled testers, and the product's own interface is audited by an external firm twice a year.",
      },
      {
        id: "open_standards",
        detail:
          "Maps every rule to WCAG success criteria and contributes test cases to the shared accessibility conformance testing effort.",
      },
      {
        id: "continuous_delivery",
        detail:
          "Rule updates ship daily behind a compatibility check that replays thousands of customer pages before release.",
      },
      {
        id: "remote_first",
        detail:
          "Remote across Portugal and Spain, with a small office in Porto's Bonfim district for those who want it.",
      },
      {
        id: "learning_budget",
        detail: "1,000 EUR a year plus a paid accessibility certification exam for every engineer in their first year.",
      },
      {
        id: "profitable",
        detail:
          "Profitable since 2021 on subscriptions from agencies and public bodies that must meet the European Accessibility Act.",
      },
    ],
    paid: true,
  },
  {
    key: "pt-douro-lab",
    name: "Douro Urban Mobility Lab",
    description:
      "A university research lab studying how people move around the Porto metropolitan area, and how bus, metro and cycling networks could serve outer neighbourhoods better.",
    countryCode: "PT",
    location: "Porto, Portugal",
    foundedYear: 2014,
    entityType: "university",
    websiteUrl: "https://douro-mobility-lab.example.com",
    linkedinUrl: "https://www.linkedin.com/company/douro-mobility-lab",
    categories: [
      {
        id: "housing_cities",
        detail: "Current projects look at night-shift workers in outer suburbs who lose two hours a day to transfers.",
      },
      {
        id: "systems_thinking",
        detail:
          "Models housing costs, job locations and transport together, because fixing one bus line rarely fixes access to work.",
      },
      {
        id: "public_sector_partnerships",
        detail:
          "Works under research agreements with the regional transport authority, which has used lab results to redesign three bus corridors.",
      },
      {
        id: "open_data",
        detail:
          "Publishes anonymised travel-time matrices and a cleaned public transport feed for the whole metro area.",
      },
      {
        id: "evidence_based",
        detail:
          "Service changes are evaluated with before-and-after travel surveys and ticketing data, and results are published even when a change did not help.",
      },
      {
        id: "mentorship",
        detail:
          "Master's students are paired with a research engineer and a transport planner from the city for their thesis year.",
      },
    ],
    paid: true,
  },

  // Netherlands
  {
    key: "nl-dijkwacht",
    name: "Dijkwacht",
    description:
      "Dijkwacht installs fibre-optic and pressure sensors inside dikes and levees and alerts water boards when a section starts to weaken, long before it is visible from the outside.",
    countryCode: "NL",
    location: "Rotterdam, Netherlands",
    foundedYear: 2015,
    entityType: "startup",
    websiteUrl: "https://dijkwacht.example.com",
    linkedinUrl: "https://www.linkedin.com/company/dijkwacht",
    twitterUrl: "https://x.com/dijkwacht",
    categories: [
      {
        id: "ocean_water",
        detail:
          "Monitors over 300 kilometres of river and sea dikes, measuring water pressure and small ground movements every few minutes.",
      },
      {
        id: "climate_tech",
        detail:
          "Higher river peaks and sea levels put old dikes under new stress; sensor data helps water boards choose which sections to reinforce first.",
      },
      {
        id: "hardware_software",
        detail:
          "Engineers work on the sensor installations, the data pipeline and the alerting app; field days in wellies are part of the job.",
      },
      {
        id: "public_sector_partnerships",
        detail:
          "All customers are Dutch water boards and the national water authority, under long-term maintenance contracts.",
      },
      {
        id: "blameless_postmortems",
        detail:
          "False alarms and missed signals are reviewed together with the water board's dike inspectors, and both sides sign off on the fixes.",
      },
      {
        id: "venture_backed",
        detail: "Backed by a Dutch deep-tech fund and a regional development agency.",
      },
    ],
    paid: true,
  },
  {
    key: "nl-zorgpad",
    name: "Zorgpad",
    description:
      "Zorgpad is a scheduling and route-planning app for home care nurses that gives them more time with patients and less time in the car and in spreadsheets.",
    countryCode: "NL",
    location: "Utrecht, Netherlands",
    foundedYear: 2013,
    entityType: "startup",
    websiteUrl: "https://zorgpad.example.com",
    linkedinUrl: "https://www.linkedin.com/company/zorgpad",
    blogUrl: "https://zorgpad.example.com/blog",
    categories: [
      {
        id: "health_tech",
        detail:
          "Used by home care organisations that together visit about 60,000 elderly clients a day across the Netherlands.",
      },
      {
        id: "design_led",
        detail:
          "Two product designers per team and a nurse on the design staff; the app is built for one-handed use in a client's hallway.",
      },
      {
        id: "user_research_driven",
        detail: "Every new engineer spends a full shift riding along with a district nurse in their first month.",
      },
      {
        id: "psychological_safety",
        detail: "Teams run anonymous retros every sprint, and the management team publishes its own retro notes too.",
      },
      {
        id: "learning_budget",
        detail: "1,000 EUR and four learning days a year, plus a shared library of books on design and care.",
      },
      {
        id: "profitable",
        detail:
          "Profitable for years on subscriptions, which lets Zorgpad say no to features that would add paperwork for nurses.",
      },
    ],
    paid: true,
  },
  {
    key: "nl-havenbase",
    name: "Havenbase",
    description:
      "Havenbase runs managed open-source databases and object storage on European infrastructure for organizations that need their data to stay under EU jurisdiction.",
    countryCode: "NL",
    location: "Amsterdam, Netherlands",
    foundedYear: 2019,
    entityType: "startup",
    websiteUrl: "https://havenbase.example.com",
    linkedinUrl: "https://www.linkedin.com/company/havenbase",
    twitterUrl: "https://x.com/havenbase",
    blogUrl: "https://havenbase.example.com/blog",
    categories: [
      {
        id: "open_source_first",
        detail:
          "Runs only open-source software and upstreams every operational fix; two staff are committers on the database operators they use.",
      },
      {
        id: "platform_for_others",
        detail:
          "Hosts the data layer for public broadcasters, universities and several civic-tech nonprofits that cannot use US cloud providers.",
      },
      {
        id: "privacy_by_design",
        detail:
          "Customer data never leaves EU-owned data centres, encryption keys can be held by the customer, and support access is logged and visible to them.",
      },
      {
        id: "remote_first",
        detail:
          "Remote across the EU, with on-call rotations arranged so nobody is paged between midnight and 7 a.m. in their own time zone.",
      },
      {
        id: "transparent_salaries",
        detail:
          "The salary calculator is public on the website, with the same pay for the same role in every EU country.",
      },
      {
        id: "bootstrapped",
        detail: "Started as a side project serving a handful of university labs and grew on revenue alone.",
      },
    ],
    paid: true,
  },
  {
    key: "nl-fietsdata",
    name: "Fietsdata",
    description:
      "Fietsdata counts and classifies bicycle traffic with low-cost roadside sensors and helps municipalities decide where to widen cycle paths and add parking.",
    countryCode: "NL",
    location: "Eindhoven, Netherlands",
    foundedYear: 2024,
    entityType: "startup",
    websiteUrl: "https://fietsdata.example.com",
    linkedinUrl: "https://www.linkedin.com/company/fietsdata",
    categories: [
      {
        id: "housing_cities",
        detail:
          "Pilots in three Brabant towns measure cargo bikes, e-bikes and regular bikes separately, since busy paths need different widths for each.",
      },
      {
        id: "data_driven",
        detail:
          "Municipal planners get a weekly report per street, and the team checks sensor counts against manual counts every month.",
      },
      {
        id: "small_autonomous_teams",
        detail:
          "Two teams of two own sensors and the planner dashboard, and each decides its own tools and release cadence.",
      },
      {
        id: "early_stage",
        detail:
          "Founded in 2024 by two mobility engineers; pre-seed and still shaping the product with the first three municipalities.",
      },
    ],
    paid: false,
    ownedByDemoOwner: true,
  },

  // France
  {
    key: "fr-sobrio",
    name: "Sobrio",
    description:
      "Sobrio helps small and mid-sized French companies measure their carbon footprint from accounting data and build a reduction plan they can actually follow.",
    countryCode: "FR",
    location: "Paris, France",
    foundedYear: 2020,
    entityType: "startup",
    websiteUrl: "https://sobrio.example.com",
    linkedinUrl: "https://www.linkedin.com/company/sobrio",
    twitterUrl: "https://x.com/sobrio_fr",
    blogUrl: "https://sobrio.example.com/blog",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Customers get a footprint in two weeks instead of six months, and 70 percent of them set a reduction target in the first year.",
      },
      {
        id: "data_driven",
        detail:
          "Emission factors are matched to every accounting line automatically, and the team tracks how many matches clients correct by hand.",
      },
      {
        id: "regulated_industry",
        detail:
          "Reports follow the French regulatory method and European sustainability reporting standards, so methodology changes go through an internal review board.",
      },
      {
        id: "remote_first",
        detail: "Remote across France with a small Paris office; the team gathers for two days every six weeks.",
      },
      {
        id: "psychological_safety",
        detail:
          "Every quarter, anyone can propose killing a feature, and the CEO has to answer the proposal in writing.",
      },
      {
        id: "learning_budget",
        detail: "Each person gets 1,500 EUR a year and a climate fundamentals course in the first three months.",
      },
      {
        id: "venture_backed",
        detail: "Raised a seed and Series A from French impact and software investors.",
      },
    ],
    paid: true,
  },
  {
    key: "fr-parcelle",
    name: "Parcelle",
    description:
      "Parcelle predicts mildew and other vine diseases from local weather stations and leaf images, so winegrowers spray only when and where it is needed.",
    countryCode: "FR",
    location: "Bordeaux, France",
    foundedYear: 2019,
    entityType: "startup",
    websiteUrl: "https://parcelle.example.com",
    linkedinUrl: "https://www.linkedin.com/company/parcelle",
    twitterUrl: "https://x.com/parcelle_vigne",
    categories: [
      {
        id: "food_agriculture",
        detail:
          "Used on about 25,000 hectares of vineyards, with growers reporting a third fewer fungicide treatments on average.",
      },
      {
        id: "ai_native",
        detail:
          "Disease risk models combine weather forecasts with images that growers take on their phones, labelled by the in-house agronomists.",
      },
      {
        id: "climate_tech",
        detail:
          "Warmer, wetter springs are changing disease pressure; Parcelle publishes a yearly regional report on how risk is shifting.",
      },
      {
        id: "iterative_experimentation",
        detail:
          "Every season starts with A/B trials on partner estates, where half the rows follow the model and half follow the usual schedule.",
      },
      {
        id: "hybrid_office",
        detail: "Two days a week in the Bordeaux office, and in spring most of the team spends time in the vineyards.",
      },
      {
        id: "learning_budget",
        detail:
          "1,200 EUR a year per person, and engineers can take a short viticulture course at a local agricultural school.",
      },
      {
        id: "venture_backed",
        detail: "Seed funded by an agrifood investor and a regional innovation fund.",
      },
    ],
    paid: true,
  },
  {
    key: "fr-posologie",
    name: "Posologie",
    description:
      "Posologie is a medication reminder and pill-dispenser service for older people living at home, connected to their pharmacist and family.",
    countryCode: "FR",
    location: "Lyon, France",
    foundedYear: 2017,
    entityType: "startup",
    websiteUrl: "https://posologie.example.com",
    linkedinUrl: "https://www.linkedin.com/company/posologie",
    blogUrl: "https://posologie.example.com/blog",
    categories: [
      {
        id: "health_tech",
        detail:
          "About 18,000 people use the dispenser, and pharmacists get an alert when doses are missed two days in a row.",
      },
      {
        id: "regulated_industry",
        detail:
          "The dispenser is a certified medical device, and health data is hosted with a certified French health data host.",
      },
      {
        id: "accessibility_first",
        detail:
          "Large buttons, voice prompts and a no-screen mode are designed with users who have arthritis, low vision or mild memory loss.",
      },
      {
        id: "evidence_based",
        detail:
          "A study with a Lyon university hospital measured adherence over 12 months; the protocol and full results are public.",
      },
      {
        id: "public_benefit_corp",
        detail: "A French 'société à mission' whose statutes commit it to keeping older people independent at home.",
      },
    ],
    paid: true,
  },
  {
    key: "fr-quai-numerique",
    name: "Quai Numérique",
    description:
      "Quai Numérique is a nonprofit accelerator in Nantes for early-stage civic and social startups, running two six-month cohorts a year in a former shipyard warehouse.",
    countryCode: "FR",
    location: "Nantes, France",
    foundedYear: 2015,
    entityType: "accelerator",
    websiteUrl: "https://quainumerique.example.com",
    linkedinUrl: "https://www.linkedin.com/company/quai-numerique",
    twitterUrl: "https://x.com/quainumerique",
    categories: [
      {
        id: "civic_tech",
        detail:
          "Cohorts focus on public services, from school canteen ordering to tools for social workers; about 80 teams have gone through so far.",
      },
      {
        id: "public_sector_partnerships",
        detail: "Each startup is paired with a local authority that commits to a paid pilot if the prototype works.",
      },
      {
        id: "systems_thinking",
        detail:
          "The first month is spent mapping the public service end to end with the agents who run it, before any code is written.",
      },
      {
        id: "mentorship",
        detail: "Mentors are former public servants and founders, matched to each team for the full six months.",
      },
      {
        id: "community_building",
        detail:
          "Alumni meet monthly for an open 'apéro civique', which is also where new public-sector partners tend to show up.",
      },
      {
        id: "nonprofit",
        detail: "An association funded by the region, the metropolitan area and foundations; it takes no equity.",
      },
    ],
    paid: true,
  },

  // Canada
  {
    key: "ca-muskeg",
    name: "Muskeg Analytics",
    description:
      "Muskeg Analytics detects methane leaks at oil and gas sites from satellite and aircraft data and tells operators exactly which equipment to fix.",
    countryCode: "CA",
    location: "Edmonton, AB",
    foundedYear: 2018,
    entityType: "startup",
    websiteUrl: "https://muskeg.example.com",
    linkedinUrl: "https://www.linkedin.com/company/muskeg-analytics",
    twitterUrl: "https://x.com/muskeganalytics",
    blogUrl: "https://muskeg.example.com/blog",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Methane warms the planet many times faster than CO2 over 20 years; customers have fixed leaks worth about 2 megatonnes of CO2-equivalent a year.",
      },
      {
        id: "deep_tech",
        detail:
          "Retrieval algorithms for methane plumes come from atmospheric physics research, and the team publishes validation against controlled releases.",
      },
      {
        id: "ai_native",
        detail:
          "Plume detection and source attribution are learned models, reviewed by a human analyst before an operator is notified.",
      },
      {
        id: "regulated_industry",
        detail:
          "Reports are used for provincial and federal methane regulations, so the methodology is audited and versioned.",
      },
      {
        id: "remote_first",
        detail: "Remote across Canada, with a small Edmonton office near the university for those who want a desk.",
      },
      {
        id: "learning_budget",
        detail: "2,000 CAD per year and time off to attend atmospheric science conferences.",
      },
      {
        id: "venture_backed",
        detail: "Series A from a Canadian cleantech fund and an American climate investor.",
      },
    ],
    paid: true,
  },
  {
    key: "ca-loonie-ledger",
    name: "Loonie Ledger",
    description:
      "Loonie Ledger helps newcomers to Canada build a credit history from day one using rent and phone bill payments, with a secured card and plain-language coaching.",
    countryCode: "CA",
    location: "Toronto, ON",
    foundedYear: 2019,
    entityType: "startup",
    websiteUrl: "https://loonieledger.example.com",
    linkedinUrl: "https://www.linkedin.com/company/loonie-ledger",
    categories: [
      {
        id: "fintech_inclusion",
        detail:
          "Most users arrived in Canada less than a year ago and had no credit file; the median user reaches a fair credit score in nine months.",
      },
      {
        id: "regulated_industry",
        detail:
          "Works with a federally regulated partner bank, so engineers handle identity verification, consent records and regulator audits.",
      },
      {
        id: "diverse_leadership",
        detail:
          "Six of the eight leaders immigrated to Canada themselves, and the app is available in twelve languages.",
      },
      {
        id: "mentorship",
        detail:
          "A formal program pairs engineers with mentors at partner banks and gives internal mentors time off their sprint load.",
      },
      {
        id: "hybrid_office",
        detail:
          "The team meets at the Toronto office on Wednesdays and Thursdays and works remotely the rest of the week.",
      },
      {
        id: "venture_backed",
        detail: "Seed and Series A from fintech investors, with a community advisory board of newcomer organizations.",
      },
    ],
    paid: true,
  },
  {
    key: "ca-tremplin",
    name: "Tremplin",
    description:
      "Tremplin is an adaptive French-learning app for adult immigrants in Quebec, focused on the language needed at work, at the clinic and at school meetings.",
    countryCode: "CA",
    location: "Montreal, QC",
    foundedYear: 2016,
    entityType: "startup",
    websiteUrl: "https://tremplin.example.com",
    linkedinUrl: "https://www.linkedin.com/company/tremplin-app",
    blogUrl: "https://tremplin.example.com/blog",
    categories: [
      {
        id: "education",
        detail:
          "About 30,000 learners a year use Tremplin alongside government French classes, practising real scenarios like parent-teacher meetings.",
      },
      {
        id: "ai_native",
        detail:
          "Speech recognition and adaptive exercises are tuned for learners whose first languages include Arabic, Spanish, Tagalog and Punjabi.",
      },
      {
        id: "public_sector_partnerships",
        detail:
          "Licensed by the provincial immigration ministry and several school service centres as part of their free francization programmes.",
      },
      {
        id: "remote_first",
        detail: "Remote within Quebec and Ontario, with a shared space in Mile End for people who want a desk.",
      },
      {
        id: "async_communication",
        detail:
          "Written weekly plans and decision logs in French and English; meetings are kept to Tuesday and Thursday mornings.",
      },
      {
        id: "parental_support",
        detail:
          "Tops up Quebec parental insurance to full salary for 20 weeks, and parents choose their own working hours.",
      },
      {
        id: "b_corp",
        detail: "Certified B Corp, with a commitment to keep the learner app free of ads.",
      },
    ],
    paid: true,
  },
  {
    key: "ca-cedarline",
    name: "Cedarline Water",
    description:
      "Cedarline Water builds water-quality sensors and operator software for small drinking water systems, working with First Nations communities in British Columbia.",
    countryCode: "CA",
    location: "Vancouver, BC",
    foundedYear: 2020,
    entityType: "startup",
    websiteUrl: "https://cedarline.example.com",
    linkedinUrl: "https://www.linkedin.com/company/cedarline-water",
    categories: [
      {
        id: "ocean_water",
        detail:
          "Sensors monitor chlorine, turbidity and pressure in over 40 small water systems, helping operators catch problems before a boil-water advisory.",
      },
      {
        id: "co_design_with_communities",
        detail:
          "Every deployment is designed with the community's own water operator, who owns the data and decides who can see it.",
      },
      {
        id: "hardware_software",
        detail:
          "Engineers build the sensor units, the cellular and satellite uplinks, and the operator app, and travel to remote sites for installations.",
      },
      {
        id: "sustainable_pace",
        detail:
          "Travel weeks are followed by a recovery day, and alerts outside business hours go to the local operator, not the engineering team.",
      },
      {
        id: "psychological_safety",
        detail:
          "Mistakes during field deployments are discussed openly at the Monday circle, and new engineers are encouraged to ask operators 'naive' questions.",
      },
      {
        id: "public_benefit_corp",
        detail: "Registered as a BC benefit company, with community water safety written into its articles.",
      },
    ],
    paid: true,
  },

  // Brazil
  {
    key: "br-rocado",
    name: "Roçado",
    description:
      "Roçado sends smallholder farmers in north-eastern Brazil planting, pest and weather advice over WhatsApp voice messages, in plain Portuguese.",
    countryCode: "BR",
    location: "Recife, Brazil",
    foundedYear: 2020,
    entityType: "startup",
    websiteUrl: "https://rocado.example.com",
    linkedinUrl: "https://www.linkedin.com/company/rocado",
    twitterUrl: "https://x.com/rocado_agro",
    categories: [
      {
        id: "food_agriculture",
        detail: "Serves about 70,000 family farmers growing beans, cassava and maize in the semi-arid sertão.",
      },
      {
        id: "global_south_focus",
        detail:
          "Built for basic Android phones and intermittent coverage; voice messages work better than text for many users.",
      },
      {
        id: "co_design_with_communities",
        detail: "Rural workers' unions and farmer associations test every new message format before it goes out.",
      },
      {
        id: "ai_native",
        detail:
          "Speech models transcribe farmers' questions, and an agronomist-reviewed assistant answers the most common ones in regional Portuguese.",
      },
      {
        id: "remote_first",
        detail: "Engineers work remotely from across Brazil; field staff are based in Petrolina and Campina Grande.",
      },
      {
        id: "venture_backed",
        detail: "Seed funded by a Brazilian impact fund and an international agriculture foundation's investment arm.",
      },
    ],
    paid: true,
  },
  {
    key: "br-caixinha",
    name: "Caixinha",
    description:
      "Caixinha digitises the savings circles that informal workers in Brazil already use, adding instant transfers, shared rules and a small-loan option built on the group's history.",
    countryCode: "BR",
    location: "São Paulo, Brazil",
    foundedYear: 2018,
    entityType: "startup",
    websiteUrl: "https://caixinha.example.com",
    linkedinUrl: "https://www.linkedin.com/company/caixinha",
    twitterUrl: "https://x.com/caixinha_app",
    blogUrl: "https://caixinha.example.com/blog",
    categories: [
      {
        id: "fintech_inclusion",
        detail:
          "Over 400,000 people, many of them domestic workers and street vendors, save together in groups of five to twenty.",
      },
      {
        id: "global_south_focus",
        detail:
          "Built around instant payments and low-end phones, with most users in the outskirts of São Paulo and Salvador.",
      },
      {
        id: "diverse_leadership",
        detail:
          "The executive team is majority Black and majority women, and the board includes a representative of a domestic workers' union.",
      },
      {
        id: "continuous_delivery",
        detail:
          "The mobile app ships weekly and the backend several times a day, with automated checks for every payment flow.",
      },
      {
        id: "psychological_safety",
        detail:
          "Engineering managers are evaluated partly on how often their team raises risks early, measured in a monthly survey.",
      },
      {
        id: "learning_budget",
        detail: "3,000 BRL a year per person plus paid English classes for anyone who wants them.",
      },
      {
        id: "venture_backed",
        detail: "Series A from Latin American fintech investors.",
      },
    ],
    paid: true,
  },
  {
    key: "br-porta-aberta",
    name: "Porta Aberta",
    description:
      "Porta Aberta builds open-source procurement and contract-tracking software for Brazilian municipalities, so residents can follow how public money is spent.",
    countryCode: "BR",
    location: "Belo Horizonte, Brazil",
    foundedYear: 2014,
    entityType: "startup",
    websiteUrl: "https://portaaberta.example.com",
    linkedinUrl: "https://www.linkedin.com/company/porta-aberta",
    blogUrl: "https://portaaberta.example.com/blog",
    categories: [
      {
        id: "civic_tech",
        detail: "Used by about 120 municipalities in Minas Gerais and Bahia to run tenders and publish contracts.",
      },
      {
        id: "open_source_first",
        detail:
          "The whole platform is AGPL-licensed, so cities are never locked in and can switch providers or host it themselves.",
      },
      {
        id: "open_data",
        detail:
          "Every tender, bid and contract is published as open data in a common format, used by journalists and audit courts.",
      },
      {
        id: "public_sector_partnerships",
        detail:
          "Cities contract Porta Aberta for hosting and support through public tenders, run on Porta Aberta's own software.",
      },
      {
        id: "policy_advocacy",
        detail:
          "Helped draft a state guideline that requires procurement data to be published in machine-readable formats.",
      },
      {
        id: "bootstrapped",
        detail:
          "Funded entirely by support contracts since 2014; the founders have turned down investors who wanted a closed license.",
      },
    ],
    paid: true,
  },
  {
    key: "br-casa-mangue",
    name: "Casa Mangue",
    description:
      "Casa Mangue is a cowork and community space in Recife's old port district for impact founders, freelancers and engineers from across north-eastern Brazil.",
    countryCode: "BR",
    location: "Recife, Brazil",
    foundedYear: 2017,
    entityType: "cowork",
    websiteUrl: "https://casamangue.example.com",
    twitterUrl: "https://x.com/casamangue",
    categories: [
      {
        id: "community_building",
        detail: "Hosts a weekly Thursday demo night and a monthly hackathon with local civic and environmental groups.",
      },
      {
        id: "diverse_leadership",
        detail:
          "Run by a team of five founders from Recife's periphery, with a scholarship desk program for Black and Indigenous founders.",
      },
      {
        id: "mentorship",
        detail:
          "Senior engineers and founders give free office hours every Tuesday, and members can book them for code or pitch reviews.",
      },
      {
        id: "bootstrapped",
        detail:
          "Self-funded by memberships and event rentals, with no investors or corporate sponsor owning the space.",
      },
    ],
    paid: true,
  },

  // India
  {
    key: "in-kheti-grid",
    name: "Kheti Grid",
    description:
      "Kheti Grid makes a handheld soil tester and a village-level lab network that gives farmers a soil health report and fertiliser plan within a day instead of weeks.",
    countryCode: "IN",
    location: "Pune, India",
    foundedYear: 2017,
    entityType: "startup",
    websiteUrl: "https://khetigrid.example.com",
    linkedinUrl: "https://www.linkedin.com/company/kheti-grid",
    twitterUrl: "https://x.com/khetigrid",
    categories: [
      {
        id: "food_agriculture",
        detail:
          "Over 300,000 soil tests have been run in Maharashtra and Karnataka, mostly for farms under two hectares.",
      },
      {
        id: "hardware_software",
        detail:
          "The spectroscopy-based tester, its calibration models and the Marathi and Kannada farmer app are all built in the Pune office.",
      },
      {
        id: "global_south_focus",
        detail:
          "Priced so a village entrepreneur can pay back the tester in one season by charging farmers a small fee per test.",
      },
      {
        id: "evidence_based",
        detail:
          "Fertiliser recommendations were tested in field trials with an agricultural university, which measured yields and input costs.",
      },
      {
        id: "learning_budget",
        detail: "40,000 INR a year for courses and conferences, plus field weeks with village lab operators.",
      },
      {
        id: "venture_backed",
        detail: "Series A from an Indian agritech fund and an impact investor.",
      },
    ],
    paid: true,
  },
  {
    key: "in-nabz",
    name: "Nabz Health",
    description:
      "Nabz Health builds a low-cost wearable ECG patch and a screening app that lets community health workers detect heart rhythm problems in rural villages.",
    countryCode: "IN",
    location: "Bengaluru, India",
    foundedYear: 2016,
    entityType: "startup",
    websiteUrl: "https://nabzhealth.example.com",
    linkedinUrl: "https://www.linkedin.com/company/nabz-health",
    twitterUrl: "https://x.com/nabzhealth",
    categories: [
      {
        id: "health_tech",
        detail:
          "Health workers have screened about 1.2 million people, and suspected arrhythmias are sent to a cardiologist for review within hours.",
      },
      {
        id: "hardware_software",
        detail:
          "The patch, its firmware, the Bluetooth app and the cardiologist review tool are built by one integrated team.",
      },
      {
        id: "deep_tech",
        detail:
          "Signal processing and rhythm classification were developed with a biomedical engineering lab and validated against hospital ECGs.",
      },
      {
        id: "global_south_focus",
        detail:
          "Designed for heat, dust and limited charging; the patch costs less than a tenth of a conventional Holter monitor.",
      },
      {
        id: "regulated_industry",
        detail: "Registered as a medical device with Indian regulators and working towards European certification.",
      },
      {
        id: "learning_budget",
        detail:
          "Engineers get an annual learning allowance and can attend cardiology grand rounds at a partner hospital.",
      },
      {
        id: "venture_backed",
        detail: "Backed by health-tech investors in India and a global health foundation.",
      },
    ],
    paid: true,
  },
  {
    key: "in-kernelyard",
    name: "Kernelyard",
    description:
      "Kernelyard maintains an open-source API gateway and developer portal used by fintech and government platforms across South Asia, and sells enterprise support.",
    countryCode: "IN",
    location: "Bengaluru, India",
    foundedYear: 2019,
    entityType: "startup",
    websiteUrl: "https://kernelyard.example.com",
    linkedinUrl: "https://www.linkedin.com/company/kernelyard",
    twitterUrl: "https://x.com/kernelyard",
    blogUrl: "https://kernelyard.example.com/blog",
    categories: [
      {
        id: "open_source_first",
        detail:
          "The gateway is Apache-2.0 licensed and governed in public; roadmap discussions happen on the project forum, not in private.",
      },
      {
        id: "platform_for_others",
        detail:
          "Public digital infrastructure projects and small fintechs use the gateway to expose APIs without building their own.",
      },
      {
        id: "community_building",
        detail:
          "Runs contributor sprints in Bengaluru, Pune and Kochi, and pays stipends to student contributors each summer.",
      },
      {
        id: "remote_first",
        detail: "Fully remote across India, with a travel budget for each person to meet their team twice a year.",
      },
      {
        id: "async_communication",
        detail:
          "All design work happens in public issues and design docs, so contributors and staff work from the same written record.",
      },
      {
        id: "psychological_safety",
        detail:
          "Code review guidelines forbid sarcasm and require reviewers to explain the why; new contributors are thanked publicly for first PRs.",
      },
      {
        id: "venture_backed",
        detail:
          "Seed and Series A from developer-tools investors, with the open-source license protected in the shareholder agreement.",
      },
    ],
    paid: true,
  },
  {
    key: "in-ginti",
    name: "Ginti",
    description:
      "Ginti lets small shop owners keep their books by speaking into their phone in Hindi or Rajasthani, and turns those records into a credit history lenders can use.",
    countryCode: "IN",
    location: "Jaipur, India",
    foundedYear: 2024,
    entityType: "startup",
    websiteUrl: "https://ginti.example.com",
    categories: [
      {
        id: "fintech_inclusion",
        detail:
          "Neighbourhood grocery owners who never kept written accounts can show a lender six months of sales after using Ginti.",
      },
      {
        id: "ai_native",
        detail:
          "Voice transcription and item recognition are fine-tuned on shopkeeper recordings collected with consent in Jaipur markets.",
      },
      {
        id: "global_south_focus",
        detail: "Works on entry-level Android phones and offline, syncing when the shop gets a signal.",
      },
      {
        id: "early_stage",
        detail: "Three founders and a first engineer, piloting with 200 shops before raising a seed round.",
      },
    ],
    paid: false,
  },

  // Kenya
  {
    key: "ke-baridi-solar",
    name: "Baridi Solar",
    description:
      "Baridi Solar sells solar-powered fridges to fish and milk traders on a pay-as-you-go basis, so they lose less produce and earn more per day.",
    countryCode: "KE",
    location: "Nairobi, Kenya",
    foundedYear: 2015,
    entityType: "startup",
    websiteUrl: "https://baridisolar.example.com",
    linkedinUrl: "https://www.linkedin.com/company/baridi-solar",
    twitterUrl: "https://x.com/baridisolar",
    blogUrl: "https://baridisolar.example.com/blog",
    categories: [
      {
        id: "clean_energy",
        detail:
          "Around 25,000 fridges run entirely on solar in markets without reliable grid power, replacing diesel generators and ice.",
      },
      {
        id: "climate_tech",
        detail:
          "Less spoiled produce and no diesel means fewer emissions; Baridi measures both and sells verified carbon credits to subsidise fridges.",
      },
      {
        id: "fintech_inclusion",
        detail:
          "Traders pay in small daily mobile-money instalments, and their payment history helps them access other loans.",
      },
      {
        id: "hardware_software",
        detail:
          "The fridge controller, the remote lock and the payments platform are built in-house and maintained over the air.",
      },
      {
        id: "global_south_focus",
        detail: "Designed for markets in Kenya, Uganda and Tanzania, with local repair technicians trained by Baridi.",
      },
      {
        id: "iterative_experimentation",
        detail:
          "Pricing, fridge sizes and repayment plans are tested market by market, and the team keeps a public log of failed pilots.",
      },
      {
        id: "venture_backed",
        detail: "Series B from energy-access and climate investors.",
      },
    ],
    paid: true,
  },
  {
    key: "ke-zahanati",
    name: "Zahanati Cloud",
    description:
      "Zahanati Cloud is an electronic health record and billing system for small private clinics and dispensaries in East Africa, built to run on a single laptop if the internet goes down.",
    countryCode: "KE",
    location: "Nairobi, Kenya",
    foundedYear: 2014,
    entityType: "startup",
    websiteUrl: "https://zahanati.example.com",
    linkedinUrl: "https://www.linkedin.com/company/zahanati-cloud",
    categories: [
      {
        id: "health_tech",
        detail:
          "Used by around 1,500 clinics, which use it to manage patient records, pharmacy stock and insurance claims.",
      },
      {
        id: "global_south_focus",
        detail:
          "Works offline first and syncs when a connection is available, and billing supports mobile money and the national health insurance scheme.",
      },
      {
        id: "open_standards",
        detail: "Exports records in FHIR format and contributed to the national health data exchange specification.",
      },
      {
        id: "pair_programming",
        detail:
          "New engineers pair with a senior for their first two months, and tricky billing changes are always written in pairs.",
      },
      {
        id: "psychological_safety",
        detail:
          "Engineers can escalate any concern about patient data to the CTO directly, and those reports are answered within a day.",
      },
      {
        id: "bootstrapped",
        detail: "Grew from a two-person consultancy to 45 staff on clinic subscriptions, without outside investment.",
      },
      {
        id: "profitable",
        detail: "Profitable since 2018, reinvesting in a support team that visits clinics in person.",
      },
    ],
    paid: true,
  },
  {
    key: "ke-ziwa-build-lab",
    name: "Ziwa Build Lab",
    description:
      "Ziwa Build Lab is a nonprofit accelerator in Kisumu for agritech and community enterprises around Lake Victoria, offering grants, workspace and market access.",
    countryCode: "KE",
    location: "Kisumu, Kenya",
    foundedYear: 2018,
    entityType: "accelerator",
    websiteUrl: "https://ziwabuildlab.example.com",
    twitterUrl: "https://x.com/ziwabuildlab",
    categories: [
      {
        id: "food_agriculture",
        detail:
          "Most cohort companies work on fish farming, post-harvest storage or inputs for smallholder farmers in western Kenya.",
      },
      {
        id: "co_design_with_communities",
        detail:
          "Startups must run their first prototype with a farmer group or beach management unit, which gives formal feedback at demo day.",
      },
      {
        id: "mentorship",
        detail:
          "Founders are matched with an operator mentor from a larger East African company for the full nine-month program.",
      },
      {
        id: "community_building",
        detail:
          "Hosts a monthly open day for founders, farmers and county officials, and an alumni network of about 70 companies.",
      },
      {
        id: "nonprofit",
        detail: "Funded by development foundations and the county government; grants are non-dilutive.",
      },
    ],
    paid: true,
  },

  // Nigeria
  {
    key: "ng-danfo-route",
    name: "Danfo Route",
    description:
      "Danfo Route is a dispatch and routing platform for independent motorbike and van couriers in Lagos, helping small businesses deliver on time in heavy traffic.",
    countryCode: "NG",
    location: "Lagos, Nigeria",
    foundedYear: 2019,
    entityType: "startup",
    websiteUrl: "https://danforoute.example.com",
    linkedinUrl: "https://www.linkedin.com/company/danfo-route",
    twitterUrl: "https://x.com/danforoute",
    blogUrl: "https://danforoute.example.com/blog",
    categories: [
      {
        id: "data_driven",
        detail:
          "Routing uses travel times from millions of past deliveries, and every algorithm change is tested against courier earnings, not just speed.",
      },
      {
        id: "global_south_focus",
        detail:
          "Built for unnamed streets, informal landmarks and frequent network drops, with addresses stored as couriers describe them.",
      },
      {
        id: "small_autonomous_teams",
        detail:
          "Teams of four own a city or a product area end to end, including hiring and their own release schedule.",
      },
      {
        id: "continuous_delivery",
        detail: "The courier app updates silently several times a week; backend services deploy on every merge.",
      },
      {
        id: "learning_budget",
        detail:
          "An annual learning budget per engineer and a weekly internal talk series where couriers sometimes present.",
      },
      {
        id: "venture_backed",
        detail: "Seed and Series A from African and international logistics investors.",
      },
    ],
    paid: true,
  },
  {
    key: "ng-ajo-circle",
    name: "Ajo Circle",
    description:
      "Ajo Circle brings the traditional rotating savings groups of West Africa online, with group rules, automatic contributions and a record members can use for credit.",
    countryCode: "NG",
    location: "Lagos, Nigeria",
    foundedYear: 2020,
    entityType: "startup",
    websiteUrl: "https://ajocircle.example.com",
    linkedinUrl: "https://www.linkedin.com/company/ajo-circle",
    twitterUrl: "https://x.com/ajocircle",
    categories: [
      {
        id: "fintech_inclusion",
        detail:
          "About 250,000 market traders, artisans and civil servants save together, and members can borrow against their contribution history.",
      },
      {
        id: "global_south_focus",
        detail:
          "Supports USSD for members without smartphones, and group leaders can collect cash and record it in the app.",
      },
      {
        id: "regulated_industry",
        detail:
          "Operates in partnership with a licensed microfinance bank, so engineers work closely with compliance on KYC and reporting.",
      },
      {
        id: "remote_first",
        detail: "Engineers work remotely from across Nigeria and Ghana, with a Lagos hub for customer operations.",
      },
      {
        id: "psychological_safety",
        detail:
          "Weekly 'no-blame Fridays' review what went wrong for members, with the engineering lead presenting their own mistakes first.",
      },
      {
        id: "mentorship",
        detail: "Runs a six-month apprenticeship for self-taught developers, each paired with a senior engineer.",
      },
      {
        id: "venture_backed",
        detail: "Seed funded by African fintech investors.",
      },
    ],
    paid: true,
  },
  {
    key: "ng-lesson-relay",
    name: "Lesson Relay",
    description:
      "Lesson Relay gives public primary school teachers a solar-charged tablet with structured daily lesson guides that update whenever the tablet finds a signal.",
    countryCode: "NG",
    location: "Abuja, Nigeria",
    foundedYear: 2017,
    entityType: "startup",
    websiteUrl: "https://lessonrelay.example.com",
    linkedinUrl: "https://www.linkedin.com/company/lesson-relay",
    blogUrl: "https://lessonrelay.example.com/blog",
    categories: [
      {
        id: "education",
        detail:
          "About 12,000 teachers in four states use the guides to teach reading and numeracy in local languages and English.",
      },
      {
        id: "global_south_focus",
        detail:
          "Built for schools without electricity or reliable internet; content syncs over SMS-triggered downloads when a signal appears.",
      },
      {
        id: "hardware_software",
        detail: "Engineers maintain a hardened Android build, the solar charging kit and the content sync service.",
      },
      {
        id: "public_sector_partnerships",
        detail: "Delivered through agreements with state education boards, which train teachers and own the program.",
      },
      {
        id: "evidence_based",
        detail:
          "Learning outcomes are measured with an independent evaluation partner using a randomized design, and results are published each year.",
      },
      {
        id: "mission_driven",
        detail: "Many staff are former teachers, and the team reviews children's reading scores together every term.",
      },
    ],
    paid: true,
  },

  // Sweden
  {
    key: "se-kollektiv-kraft",
    name: "Kollektiv Kraft",
    description:
      "Kollektiv Kraft helps housing cooperatives share rooftop solar, batteries and EV chargers among their residents and trade surplus power with the neighbourhood.",
    countryCode: "SE",
    location: "Stockholm, Sweden",
    foundedYear: 2018,
    entityType: "startup",
    websiteUrl: "https://kollektivkraft.example.com",
    linkedinUrl: "https://www.linkedin.com/company/kollektiv-kraft",
    twitterUrl: "https://x.com/kollektivkraft",
    categories: [
      {
        id: "clean_energy",
        detail:
          "Manages solar and storage for about 400 housing cooperatives, balancing local generation with charging demand.",
      },
      {
        id: "climate_tech",
        detail:
          "Load shifting reduces cooperatives' reliance on peak power from the grid, and each building gets a monthly emissions report.",
      },
      {
        id: "housing_cities",
        detail:
          "Works with the boards of tenant-owned housing associations, where residents vote on each energy investment.",
      },
      {
        id: "market_transformation",
        detail:
          "Proved that shared building energy can pay off for cooperatives, and now a major grid operator offers a similar tariff.",
      },
      {
        id: "four_day_week",
        detail:
          "A 32-hour week at full pay; the team chooses together whether to take Mondays or Fridays off each quarter.",
      },
      {
        id: "parental_support",
        detail:
          "Tops up Swedish parental benefit to 90 percent of salary for six months, and parents of young children can choose a later start time.",
      },
      {
        id: "venture_backed",
        detail: "Series A from Nordic climate investors.",
      },
    ],
    paid: true,
  },
  {
    key: "se-tyst",
    name: "Tyst",
    description:
      "Tyst makes a privacy-first email, calendar and file-sharing suite for schools and municipalities, hosted in Sweden and free of advertising and tracking.",
    countryCode: "SE",
    location: "Malmö, Sweden",
    foundedYear: 2013,
    entityType: "startup",
    websiteUrl: "https://tyst.example.com",
    linkedinUrl: "https://www.linkedin.com/company/tyst",
    twitterUrl: "https://x.com/tyst_se",
    blogUrl: "https://tyst.example.com/blog",
    categories: [
      {
        id: "privacy_by_design",
        detail:
          "Student accounts collect only a name and a class; there is no behavioural analytics anywhere in the product.",
      },
      {
        id: "education",
        detail:
          "Used by about 200 schools in southern Sweden for daily communication between teachers, pupils and parents.",
      },
      {
        id: "open_standards",
        detail:
          "Built on IMAP, CalDAV and WebDAV, so schools can export everything and move to another provider at any time.",
      },
      {
        id: "remote_first",
        detail:
          "Most of the team works from home across Skåne and Denmark, and the Malmö office is used for Tuesday lunches.",
      },
      {
        id: "sustainable_pace",
        detail:
          "No releases during school holidays or exam weeks, and no work messages after 5 p.m. by team agreement.",
      },
      {
        id: "parental_support",
        detail:
          "Parental pay is topped up to full salary for the first 120 days, and part-time work is available until a child turns eight.",
      },
      {
        id: "employee_owned",
        detail:
          "Employees own 60 percent of the company through a shared holding, and every permanent hire can buy in after one year.",
      },
    ],
    paid: true,
  },
  {
    key: "se-kajplats",
    name: "Kajplats",
    description:
      "Kajplats coordinates ship arrivals, berths and shore power at Nordic ports so vessels slow down at sea instead of idling at anchor, cutting fuel and emissions.",
    countryCode: "SE",
    location: "Gothenburg, Sweden",
    foundedYear: 2016,
    entityType: "startup",
    websiteUrl: "https://kajplats.example.com",
    linkedinUrl: "https://www.linkedin.com/company/kajplats",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Just-in-time arrivals save ships fuel on every voyage, and Kajplats reports the CO2 avoided per port call.",
      },
      {
        id: "ocean_water",
        detail:
          "Fewer ships idling at anchor means less underwater noise and local air pollution along the archipelago.",
      },
      {
        id: "data_driven",
        detail:
          "Combines vessel positions, terminal schedules and weather into arrival predictions, measured against actual berthing times.",
      },
      {
        id: "public_sector_partnerships",
        detail: "Most customers are municipally owned port authorities in Sweden, Norway and Finland.",
      },
      {
        id: "hybrid_office",
        detail: "Three days a week in the harbour office, with the other two from home or a port customer's site.",
      },
      {
        id: "profitable",
        detail: "Profitable since 2021 on multi-year port contracts.",
      },
    ],
    paid: true,
  },

  // Spain
  {
    key: "es-regadio",
    name: "Regadío",
    description:
      "Regadío schedules drip irrigation for citrus and vegetable farms in eastern Spain using soil sensors, weather forecasts and the water allocations of each irrigation community.",
    countryCode: "ES",
    location: "Valencia, Spain",
    foundedYear: 2014,
    entityType: "startup",
    websiteUrl: "https://regadio.example.com",
    linkedinUrl: "https://www.linkedin.com/company/regadio",
    twitterUrl: "https://x.com/regadio_agua",
    categories: [
      {
        id: "food_agriculture",
        detail: "Used by about 3,000 growers on small citrus plots and market gardens around Valencia and Murcia.",
      },
      {
        id: "climate_tech",
        detail:
          "Longer droughts mean tighter water allocations; Regadío helps farms stay productive with about a quarter less water.",
      },
      {
        id: "data_driven",
        detail:
          "Each recommendation shows the data behind it, and the team compares predicted and measured soil moisture every week.",
      },
      {
        id: "sustainable_pace",
        detail:
          "The team works a 35-hour week with the intensive summer schedule, finishing at 3 p.m. from June to September.",
      },
      {
        id: "psychological_safety",
        detail:
          "Weekly team meetings start with a round where anyone can say what is blocking them or what they disagree with.",
      },
      {
        id: "bootstrapped",
        detail:
          "Started by an agronomist and a software engineer from a local irrigation cooperative; funded by subscriptions.",
      },
    ],
    paid: true,
  },
  {
    key: "es-tramita",
    name: "Tramita",
    description:
      "Tramita helps people complete Spanish government procedures, from residency permits to benefit applications, with plain-language guides and accessible forms.",
    countryCode: "ES",
    location: "Madrid, Spain",
    foundedYear: 2021,
    entityType: "startup",
    websiteUrl: "https://tramita.example.com",
    linkedinUrl: "https://www.linkedin.com/company/tramita",
    twitterUrl: "https://x.com/tramita_es",
    blogUrl: "https://tramita.example.com/blog",
    categories: [
      {
        id: "civic_tech",
        detail:
          "Guides cover around 150 common procedures, and about 60,000 people a month use them to prepare documents before an appointment.",
      },
      {
        id: "accessibility_first",
        detail:
          "Every guide is available in easy-to-read Spanish and tested with older users and people with intellectual disabilities.",
      },
      {
        id: "design_led",
        detail:
          "Designers lead each procedure rewrite, and the style guide is shared openly with public administrations that want to reuse it.",
      },
      {
        id: "user_research_driven",
        detail:
          "The team sits in the queues at immigration and social security offices each month to learn where people get stuck.",
      },
      {
        id: "psychological_safety",
        detail:
          "Design critiques follow written rules, and juniors give feedback first so seniors do not set the tone.",
      },
      {
        id: "early_stage",
        detail: "A team of nine after a seed round, funded partly by a public innovation grant.",
      },
    ],
    paid: true,
  },
  {
    key: "es-nau-comuna",
    name: "Nau Comuna",
    description:
      "Nau Comuna is a cooperatively run cowork in a former textile factory in Poblenou for social-economy organizations, freelancers and small tech cooperatives.",
    countryCode: "ES",
    location: "Barcelona, Spain",
    foundedYear: 2015,
    entityType: "cowork",
    websiteUrl: "https://naucomuna.example.com",
    twitterUrl: "https://x.com/naucomuna",
    blogUrl: "https://naucomuna.example.com/blog",
    categories: [
      {
        id: "community_building",
        detail:
          "Members run weekly shared lunches and a monthly open assembly, and the space hosts Barcelona's social-economy tech meetup.",
      },
      {
        id: "mission_driven",
        detail:
          "Only organizations with a social or environmental purpose can become members, decided by the members' assembly.",
      },
      {
        id: "systems_thinking",
        detail:
          "Members pool services like accounting, legal advice and IT so that small cooperatives can survive without building them alone.",
      },
      {
        id: "diverse_leadership",
        detail: "The coordinating committee rotates every year and has gender parity written into the statutes.",
      },
      {
        id: "employee_owned",
        detail:
          "A workers' and users' cooperative: the staff and member organizations jointly own the building lease and the business.",
      },
    ],
    paid: true,
  },

  // Australia
  {
    key: "au-emberline",
    name: "Emberline",
    description:
      "Emberline models bushfire risk for individual properties and roads, helping councils plan hazard reduction and insurers price risk fairly.",
    countryCode: "AU",
    location: "Sydney, NSW",
    foundedYear: 2019,
    entityType: "startup",
    websiteUrl: "https://emberline.example.com",
    linkedinUrl: "https://www.linkedin.com/company/emberline",
    twitterUrl: "https://x.com/emberline_au",
    blogUrl: "https://emberline.example.com/blog",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Fire seasons are getting longer; Emberline helps councils decide where to clear fuel and which roads need a second evacuation route.",
      },
      {
        id: "ai_native",
        detail:
          "Fire spread is simulated with physics models and learned fuel maps from satellite and aerial imagery, updated every season.",
      },
      {
        id: "data_driven",
        detail:
          "Every model version is scored against past fires, and the scores are published alongside the release notes.",
      },
      {
        id: "remote_first",
        detail: "Remote across Australia and New Zealand, with a yearly week together in the Blue Mountains.",
      },
      {
        id: "psychological_safety",
        detail:
          "Predictions can affect people's homes, so everyone is expected to challenge a model result they do not trust, regardless of seniority.",
      },
      {
        id: "venture_backed",
        detail: "Seed and Series A from Australian climate and insurance-tech investors.",
      },
    ],
    paid: true,
  },
  {
    key: "au-plainspeak",
    name: "Plainspeak Health",
    description:
      "Plainspeak Health connects patients who do not speak English to qualified medical interpreters by video within two minutes, in over 80 languages.",
    countryCode: "AU",
    location: "Melbourne, VIC",
    foundedYear: 2016,
    entityType: "startup",
    websiteUrl: "https://plainspeak.example.com",
    linkedinUrl: "https://www.linkedin.com/company/plainspeak-health",
    categories: [
      {
        id: "health_tech",
        detail:
          "Used in emergency departments, GP clinics and pharmacies across Victoria and New South Wales for about 40,000 calls a month.",
      },
      {
        id: "accessibility_first",
        detail:
          "Includes Auslan interpreters for Deaf patients, and the patient side works with a single tap on a shared clinic tablet.",
      },
      {
        id: "co_design_with_communities",
        detail:
          "Designed with refugee and migrant community health workers, who still review every new patient-facing screen.",
      },
      {
        id: "design_led",
        detail:
          "The clinician interface was designed in emergency departments with nurses timing every step, and designers own the quality bar.",
      },
      {
        id: "diverse_leadership",
        detail:
          "Most of the leadership team grew up speaking a language other than English at home, including the CEO and head of engineering.",
      },
      {
        id: "hybrid_office",
        detail: "Two office days a week in Melbourne's CBD; interpreters work remotely from across the country.",
      },
      {
        id: "profitable",
        detail: "Profitable through per-minute contracts with health services and state health departments.",
      },
    ],
    paid: true,
  },
  {
    key: "au-coral-sea-lab",
    name: "Coral Sea Sensing Lab",
    description:
      "A university research lab developing underwater sensors and autonomous survey methods to monitor coral bleaching and water quality on the reef.",
    countryCode: "AU",
    location: "Townsville, QLD",
    foundedYear: 2004,
    entityType: "university",
    websiteUrl: "https://coralsea-lab.example.com",
    linkedinUrl: "https://www.linkedin.com/company/coral-sea-sensing-lab",
    categories: [
      {
        id: "ocean_water",
        detail:
          "Runs a network of temperature and light loggers on about 60 reefs, with data feeding bleaching alerts each summer.",
      },
      {
        id: "deep_tech",
        detail:
          "Develops low-power optical sensors and image analysis for coral health, published in marine science and robotics journals.",
      },
      {
        id: "hardware_software",
        detail:
          "Research engineers build sensor housings, firmware and the analysis pipeline, and spend several weeks a year at sea.",
      },
      {
        id: "systems_thinking",
        detail:
          "Studies how river run-off, heat waves and fishing interact on the reef, rather than looking at each stress alone.",
      },
      {
        id: "open_data",
        detail: "All sensor data is released through a public portal within a month of collection.",
      },
      {
        id: "evidence_based",
        detail: "Survey methods are validated against diver surveys before they are used for management advice.",
      },
    ],
    paid: true,
  },

  // Singapore
  {
    key: "sg-mangrove-ledger",
    name: "Mangrove Ledger",
    description:
      "Mangrove Ledger measures and verifies carbon stored in mangrove and seagrass restoration projects across Southeast Asia, using drones, field plots and satellite data.",
    countryCode: "SG",
    location: "Tanjong Pagar, Singapore",
    foundedYear: 2021,
    entityType: "startup",
    websiteUrl: "https://mangroveledger.example.com",
    linkedinUrl: "https://www.linkedin.com/company/mangrove-ledger",
    twitterUrl: "https://x.com/mangroveledger",
    blogUrl: "https://mangroveledger.example.com/blog",
    categories: [
      {
        id: "climate_tech",
        detail:
          "Coastal blue-carbon ecosystems store far more carbon per hectare than many forests; verified measurement unlocks funding for restoration.",
      },
      {
        id: "ocean_water",
        detail:
          "Works with coastal communities in Indonesia, the Philippines and Malaysia on 30 restoration sites that also protect against storm surges.",
      },
      {
        id: "data_driven",
        detail:
          "Carbon estimates come with published uncertainty ranges, and field plots are re-measured every year to check the models.",
      },
      {
        id: "open_standards",
        detail:
          "Contributes methodology and data formats to an open blue-carbon measurement standard used by several registries.",
      },
      {
        id: "remote_first",
        detail:
          "Engineers work remotely across Southeast Asia, while field teams are based near the restoration sites.",
      },
      {
        id: "learning_budget",
        detail: "2,000 SGD per year per person, and engineers are invited on at least one field trip a year.",
      },
      {
        id: "venture_backed",
        detail: "Seed funded by Asian climate investors and a nature-focused fund.",
      },
    ],
    paid: true,
  },
  {
    key: "sg-paya-labs",
    name: "Paya Labs",
    description:
      "Paya Labs provides consent and data-subject-request tooling for apps in Southeast Asia, mapped to the privacy laws of each country where they operate.",
    countryCode: "SG",
    location: "Paya Lebar, Singapore",
    foundedYear: 2020,
    entityType: "startup",
    websiteUrl: "https://payalabs.example.com",
    linkedinUrl: "https://www.linkedin.com/company/paya-labs",
    twitterUrl: "https://x.com/payalabs",
    categories: [
      {
        id: "privacy_by_design",
        detail: "Consent records are stored in the customer's own region, and Paya Labs only holds hashed identifiers.",
      },
      {
        id: "regulated_industry",
        detail:
          "Customers are banks, insurers and health apps, and rules are kept up to date with data protection laws in seven countries.",
      },
      {
        id: "continuous_delivery",
        detail:
          "Rule changes ship as versioned configuration several times a week, with automated tests against each country's requirements.",
      },
      {
        id: "small_autonomous_teams",
        detail: "Country teams of three to five own their market's rules, customers and on-call.",
      },
      {
        id: "learning_budget",
        detail: "Every engineer gets an annual learning budget and a paid privacy-professional certification.",
      },
      {
        id: "venture_backed",
        detail: "Seed and Series A from regional software investors.",
      },
    ],
    paid: true,
  },

  // Mexico
  {
    key: "mx-mercadito",
    name: "Mercadito",
    description:
      "Mercadito is a point-of-sale, inventory and payments app for stallholders in Mexico's public markets and tianguis, working on a basic smartphone.",
    countryCode: "MX",
    location: "Mexico City, Mexico",
    foundedYear: 2019,
    entityType: "startup",
    websiteUrl: "https://mercadito.example.com",
    linkedinUrl: "https://www.linkedin.com/company/mercadito-app",
    twitterUrl: "https://x.com/mercaditoapp",
    blogUrl: "https://mercadito.example.com/blog",
    categories: [
      {
        id: "fintech_inclusion",
        detail:
          "Around 90,000 vendors accept card and transfer payments for the first time, and many open their first savings account through the app.",
      },
      {
        id: "global_south_focus",
        detail: "Works offline in market halls with poor coverage and supports shared devices for family-run stalls.",
      },
      {
        id: "user_research_driven",
        detail:
          "Product teams spend one morning every two weeks at a market in Iztapalapa or Tlalpan watching vendors use the app.",
      },
      {
        id: "diverse_leadership",
        detail:
          "Half of the leadership team are women, and the head of product grew up working at her family's market stall.",
      },
      {
        id: "remote_first",
        detail:
          "Engineers work remotely from across Mexico and Colombia; the Roma Norte office is mainly for customer operations.",
      },
      {
        id: "venture_backed",
        detail: "Series A from Latin American fintech investors.",
      },
    ],
    paid: true,
  },
  {
    key: "mx-observatorio-tapatio",
    name: "Observatorio Urbano Tapatío",
    description:
      "A civic nonprofit in Guadalajara that collects and publishes data on public transport, air quality and street safety, and works with residents to push for better streets.",
    countryCode: "MX",
    location: "Guadalajara, Jalisco",
    foundedYear: 2013,
    entityType: "civic",
    websiteUrl: "https://observatoriotapatio.example.com",
    linkedinUrl: "https://www.linkedin.com/company/observatorio-urbano-tapatio",
    twitterUrl: "https://x.com/obsurbanogdl",
    blogUrl: "https://observatoriotapatio.example.com/blog",
    categories: [
      {
        id: "housing_cities",
        detail:
          "Maps traffic injuries, bus reliability and shade cover across the metro area, neighbourhood by neighbourhood.",
      },
      {
        id: "civic_tech",
        detail:
          "Residents report unsafe crossings and broken bus stops through a simple web app, and reports go to the responsible agency.",
      },
      {
        id: "open_data",
        detail: "All datasets, including a volunteer-built map of bus routes, are published under an open licence.",
      },
      {
        id: "co_design_with_communities",
        detail:
          "Street redesign proposals are drawn up in workshops with residents, street vendors and school parents.",
      },
      {
        id: "policy_advocacy",
        detail:
          "Data from the observatory supported a state road safety law and the city's first protected bike lanes.",
      },
      {
        id: "mission_driven",
        detail:
          "A small paid team and dozens of volunteers, many of whom joined after a friend or relative was hurt in a traffic crash.",
      },
      {
        id: "nonprofit",
        detail: "A registered civil association funded by foundations and individual donors.",
      },
    ],
    paid: true,
  },
];
