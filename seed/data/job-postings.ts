import type { CURRENCIES, EMPLOYMENT_TYPES, SALARY_PERIODS, SENIORITIES, WORKPLACES } from "../../contract/job-board";

/** Demo roles at paid demo organizations, for the job board. Posted `daysAgo` before the seed runs. */
export type PostingSeed = {
  id: string;
  organization: string;
  title: string;
  description: string;
  employmentType: (typeof EMPLOYMENT_TYPES)[number];
  seniority: (typeof SENIORITIES)[number];
  workplace: (typeof WORKPLACES)[number];
  remoteCountries?: string[];
  timeZones?: [number, number];
  location?: [city: string, country: string];
  salary: [min: number, max: number, currency: (typeof CURRENCIES)[number], period: (typeof SALARY_PERIODS)[number]];
  apply: { url: string } | { email: string };
  daysAgo: number;
  durationDays: 30 | 60;
};

const about = (team: string, work: string[], offer: string) =>
  `${team}\n\nWhat you will do:\n${work.map((item) => `- ${item}`).join("\n")}\n\n${offer}`;

export const demoPostings: PostingSeed[] = [
  {
    id: "job-gridtide-backend",
    organization: "us-gridtide",
    title: "Senior Backend Engineer, Dispatch",
    description: about(
      "The dispatch team decides, every five minutes, which homes shift load during a grid emergency.",
      [
        "Own the dispatch scheduler and its audit trail",
        "Work with utilities on settlement data",
        "Ship behind flags, to employee homes first",
      ],
      "Remote within the US, core hours 10:00-15:00 Central. Equity for everyone.",
    ),
    employmentType: "full_time",
    seniority: "senior",
    workplace: "remote",
    remoteCountries: ["US"],
    timeZones: [-8, -5],
    salary: [165000, 195000, "USD", "year"],
    apply: { url: "https://gridtide.example.com/careers/backend-dispatch" },
    daysAgo: 2,
    durationDays: 60,
  },
  {
    id: "job-mendwell-designer",
    organization: "us-mendwell",
    title: "Product Designer, Clinician Tools",
    description: about(
      "Mendwell's designers sit with clinicians every week before they draw anything.",
      [
        "Design the charting flow used in 40 clinics",
        "Run the weekly clinic visits",
        "Pair with engineers on accessibility",
      ],
      "Hybrid in Boston, two days a week in the office.",
    ),
    employmentType: "full_time",
    seniority: "mid",
    workplace: "hybrid",
    location: ["Boston", "US"],
    salary: [120000, 145000, "USD", "year"],
    apply: { email: "design-jobs@mendwell.example.com" },
    daysAgo: 5,
    durationDays: 30,
  },
  {
    id: "job-ledgerline-staff",
    organization: "gb-ledgerline",
    title: "Staff Engineer, Reconciliation",
    description: about(
      "Ledgerline reconciles payments for small accountancies; a wrong penny is a support ticket.",
      [
        "Lead the move to double-entry storage",
        "Mentor two mid-level engineers",
        "Write the design docs everyone reads",
      ],
      "Four-day week at full pay. Remote within the UK and Ireland.",
    ),
    employmentType: "full_time",
    seniority: "staff",
    workplace: "remote",
    remoteCountries: ["GB", "IE"],
    timeZones: [0, 1],
    salary: [110000, 130000, "GBP", "year"],
    apply: { url: "https://ledgerline.example.com/jobs/staff-engineer" },
    daysAgo: 1,
    durationDays: 60,
  },
  {
    id: "job-ledgerline-support",
    organization: "gb-ledgerline",
    title: "Customer Support Specialist (part time)",
    description: about(
      "Our support team answers accountants within the hour, in plain English.",
      [
        "Answer tickets and calls from accountancies",
        "Turn repeated questions into help articles",
        "Tell engineering what hurts",
      ],
      "Twenty hours a week, flexible days, from our London office or home.",
    ),
    employmentType: "part_time",
    seniority: "junior",
    workplace: "hybrid",
    location: ["London", "GB"],
    salary: [16, 19, "GBP", "hour"],
    apply: { email: "support-jobs@ledgerline.example.com" },
    daysAgo: 12,
    durationDays: 30,
  },
  {
    id: "job-kesselwerk-firmware",
    organization: "de-kesselwerk",
    title: "Firmware Engineer, Heat Pumps",
    description: about(
      "Kesselwerk retrofits heat pumps into Berlin apartment blocks; the firmware keeps tenants warm.",
      [
        "Write and test controller firmware in Rust",
        "Debug installations with the field team",
        "Keep the update pipeline safe",
      ],
      "On-site in Berlin: the test rig is in the workshop.",
    ),
    employmentType: "full_time",
    seniority: "mid",
    workplace: "on_site",
    location: ["Berlin", "DE"],
    salary: [65000, 80000, "EUR", "year"],
    apply: { url: "https://kesselwerk.example.com/jobs/firmware" },
    daysAgo: 3,
    durationDays: 60,
  },
  {
    id: "job-kesselwerk-intern",
    organization: "de-kesselwerk",
    title: "Working Student, Energy Data",
    description: about(
      "Help the data team measure how much each retrofit saves.",
      [
        "Clean meter data from 300 buildings",
        "Build the monthly savings report",
        "Learn from the team's weekly reviews",
      ],
      "Twenty hours a week during the semester, in Berlin.",
    ),
    employmentType: "internship",
    seniority: "junior",
    workplace: "on_site",
    location: ["Berlin", "DE"],
    salary: [2000, 2000, "EUR", "month"],
    apply: { email: "jobs@kesselwerk.example.com" },
    daysAgo: 20,
    durationDays: 30,
  },
  {
    id: "job-contraste-frontend",
    organization: "pt-contraste",
    title: "Frontend Engineer, Accessibility",
    description: about(
      "Contraste audits public websites for accessibility and fixes what it finds.",
      ["Build the audit dashboard in React", "Fix real sites with screen-reader users", "Teach the rest of us ARIA"],
      "Remote anywhere in the EU, or from our Porto office.",
    ),
    employmentType: "full_time",
    seniority: "mid",
    workplace: "remote",
    remoteCountries: ["PT", "ES", "FR", "DE", "NL", "SE"],
    salary: [42000, 55000, "EUR", "year"],
    apply: { url: "https://contraste.example.com/carreiras/frontend" },
    daysAgo: 4,
    durationDays: 60,
  },
  {
    id: "job-tramita-data",
    organization: "es-tramita",
    title: "Data Analyst, Public Services",
    description: about(
      "Tramita helps city halls answer permits in days, not months.",
      ["Measure where permits wait", "Share dashboards with city staff", "Write the quarterly open-data report"],
      "Hybrid in Madrid, three days at home.",
    ),
    employmentType: "full_time",
    seniority: "junior",
    workplace: "hybrid",
    location: ["Madrid", "ES"],
    salary: [32000, 38000, "EUR", "year"],
    apply: { email: "empleo@tramita.example.com" },
    daysAgo: 8,
    durationDays: 30,
  },
  {
    id: "job-nabz-android",
    organization: "in-nabz",
    title: "Android Engineer, Low-bandwidth",
    description: about(
      "Nabz runs on phones with a bar of signal in rural clinics.",
      ["Make the app work offline first", "Cut the APK size in half", "Visit clinics twice a year"],
      "Remote within India, or from our Bengaluru office.",
    ),
    employmentType: "full_time",
    seniority: "senior",
    workplace: "remote",
    remoteCountries: ["IN"],
    timeZones: [5, 6],
    salary: [3200000, 4200000, "INR", "year"],
    apply: { url: "https://nabz.example.com/careers/android" },
    daysAgo: 6,
    durationDays: 60,
  },
  {
    id: "job-baridi-field",
    organization: "ke-baridi-solar",
    title: "Field Operations Lead",
    description: about(
      "Baridi installs solar cold rooms at fish markets around Lake Victoria.",
      ["Lead three installation crews", "Plan maintenance across 40 sites", "Report uptime to our partners"],
      "Based in Nairobi with regular travel to Kisumu.",
    ),
    employmentType: "full_time",
    seniority: "manager",
    workplace: "on_site",
    location: ["Nairobi", "KE"],
    salary: [30000, 42000, "USD", "year"],
    apply: { email: "jobs@baridi.example.com" },
    daysAgo: 9,
    durationDays: 60,
  },
  {
    id: "job-sobrio-contract",
    organization: "fr-sobrio",
    title: "Freelance Sustainability Consultant",
    description: about(
      "Sobrio measures the carbon footprint of small manufacturers.",
      ["Run on-site audits with clients", "Write the reduction plans", "Train client teams"],
      "Six-month contract, remote within France with client visits.",
    ),
    employmentType: "contract",
    seniority: "senior",
    workplace: "remote",
    remoteCountries: ["FR"],
    salary: [5500, 6500, "EUR", "month"],
    apply: { url: "https://sobrio.example.com/missions" },
    daysAgo: 15,
    durationDays: 30,
  },
  {
    id: "job-mercadito-eng",
    organization: "mx-mercadito",
    title: "Full-stack Engineer, Merchant App",
    description: about(
      "Mercadito lets corner shops order stock from their phones.",
      ["Build features merchants ask for", "Own the ordering API", "Join the merchant visits every month"],
      "Remote anywhere in the Americas between UTC-8 and UTC-3.",
    ),
    employmentType: "full_time",
    seniority: "mid",
    workplace: "remote",
    timeZones: [-8, -3],
    salary: [60000, 80000, "USD", "year"],
    apply: { url: "https://mercadito.example.com/empleos/fullstack" },
    daysAgo: 0,
    durationDays: 60,
  },
];
