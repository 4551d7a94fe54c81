/**
 * The route model: every page of the site with its title, description and menu group. The header
 * menus, the React Router prerender list, the sitemap, the chat's knowledge index and the tests
 * all read this list, so a page exists in exactly one place.
 */
import { company } from "./company.ts";

export type MenuGroup = "primary" | "cybersecurity" | "hr" | "healthcare";

/** Which route module renders the page. */
export type PageKind = "home" | "about" | "contact" | "services" | "cybersecurity" | "hr" | "healthcare";

export interface SiteRoute {
  path: string;
  /** Link text in menus and breadcrumbs. */
  navLabel: string;
  /** Document title, before the " | Company" suffix. */
  title: string;
  /** Meta description: one or two sentences, under 160 characters. */
  description: string;
  /** The header menu that lists this page, if any. */
  menu?: MenuGroup;
  kind: PageKind;
}

const core: SiteRoute[] = [
  {
    path: "/",
    navLabel: "Home",
    title: "Cybersecurity, Cloud and AI Consultancy in Pretoria",
    description:
      "Pretoria consultancy for cybersecurity, AI integration, Oracle Cloud, public-sector transformation and disaster recovery. Free initial consultation.",
    menu: "primary",
    kind: "home",
  },
  {
    path: "/about",
    navLabel: "About",
    title: "About Us: Certified Security and Cloud Experts",
    description:
      "50+ certified security experts and 500+ projects completed for healthcare, education, financial services, mining and manufacturing clients.",
    menu: "primary",
    kind: "about",
  },
  {
    path: "/contact",
    navLabel: "Contact",
    title: "Contact Us: Free Consultation, Reply Within 24 Hours",
    description:
      "Send us a message or call our Pretoria office. We reply within 24 hours and the first consultation is free, whatever the size of your organisation.",
    menu: "primary",
    kind: "contact",
  },
  {
    path: "/services",
    navLabel: "All Cybersecurity Services",
    title: "Cybersecurity Services: Testing, Operations and Compliance",
    description:
      "Penetration testing, application and cloud security, identity, SOC monitoring, incident response and compliance services from one Pretoria team.",
    kind: "services",
  },
];

/** [slug, menu label, title, description] for each cybersecurity service page. */
const cybersecurity: [string, string, string, string][] = [
  [
    "vapt",
    "VAPT",
    "Vulnerability Assessment & Penetration Testing (VAPT)",
    "Find and fix exploitable weaknesses before attackers do: network, application and infrastructure penetration testing with prioritised remediation.",
  ],
  [
    "web-app-security",
    "Web Application Security",
    "Web Application Security Testing",
    "Manual and automated testing of your web applications against the OWASP Top 10, with risk-rated findings and developer-ready fixes.",
  ],
  [
    "mobile-app-security",
    "Mobile App Security",
    "Mobile App Security Testing for iOS and Android",
    "iOS and Android app testing against the OWASP Mobile Top 10: storage, transport, authentication, reverse engineering and API abuse.",
  ],
  [
    "api-security-assessment",
    "API Security Assessment",
    "API Security Assessment",
    "REST, GraphQL, SOAP and gRPC API testing for broken authorisation, injection, data exposure and abuse of business logic, mapped to the OWASP API Top 10.",
  ],
  [
    "cloud-security-testing",
    "Cloud Security Testing",
    "Cloud Security Testing for AWS, Azure and GCP",
    "Configuration review and penetration testing of AWS, Azure and Google Cloud: identity, data protection, network security, compliance and monitoring.",
  ],
  [
    "source-code-security-review",
    "Source Code Security Review",
    "Source Code Security Review",
    "Static, dynamic, interactive and manual code review across eight language families, with a findings report and remediation guidance.",
  ],
  [
    "wireless-device-security",
    "Wireless Device Security",
    "Wireless & Device Security Testing",
    "Wi-Fi, Bluetooth and connected-device testing: rogue access points, weak encryption, insecure pairing and exposed device interfaces.",
  ],
  [
    "ot-iot-security",
    "OT/IoT Security",
    "OT and IoT Security Testing",
    "Safe security testing of industrial control systems, SCADA, PLCs, HMIs and IoT fleets for mining, manufacturing and utilities.",
  ],
  [
    "deep-web-monitoring",
    "Deep Web Monitoring",
    "Deep and Dark Web Monitoring",
    "Continuous monitoring of dark web markets, forums and leak sites for your credentials, data and brand, with alerts within 1 to 24 hours.",
  ],
  [
    "third-party-risk-management",
    "Third-Party Risk Management",
    "Third-Party Risk Management",
    "Assess, tier and monitor the suppliers who touch your data and systems, from onboarding due diligence to continuous assurance.",
  ],
  [
    "identity-access-management",
    "Identity & Access Management",
    "Identity & Access Management (IAM)",
    "Single sign-on, multi-factor authentication, privileged access and identity governance, designed and implemented in five clear steps.",
  ],
  [
    "governance-risk-compliance",
    "Governance, Risk & Compliance",
    "Governance, Risk & Compliance (GRC)",
    "Policies, risk registers and audit readiness for POPIA, ISO 27001, King IV and sector regulators, run as a programme rather than a project.",
  ],
  [
    "security-operations-center",
    "Security Operations Center",
    "Security Operations Center (SOC) as a Service",
    "24/7 monitoring, detection and response from our SOC, in Essential, Recommended and Enterprise tiers to match your risk and budget.",
  ],
  [
    "incident-response",
    "Incident Response",
    "Incident Response: 24/7 Breach Support",
    "A 24/7 hotline and a six-step response process to contain, investigate and recover from breaches, with response in under one hour.",
  ],
  [
    "cybersecurity-operations",
    "Cybersecurity Operations",
    "Cybersecurity Operations Optimisation",
    "Get more from the security tools and team you already have: tuning, automation, runbooks and metrics that cut noise and response times.",
  ],
  [
    "training-and-awareness",
    "Training & Awareness",
    "Security Training & Awareness",
    "Phishing simulations, role-based training and executive tabletop exercises that turn staff into a measurable line of defence.",
  ],
];

const hr: [string, string, string, string][] = [
  [
    "",
    "HR Solutions Overview",
    `${company.hrBrand}: AI-Powered HR and Payroll Software`,
    "AI-powered HR and payroll software trusted by 650+ companies: employee records, payroll, attendance, performance, self-service and recruitment.",
  ],
  [
    "employee-management",
    "Employee Management",
    "Complete Employee Management Software",
    "One secure record for every employee, from onboarding to exit: documents, contracts, leave, org charts and compliance reporting.",
  ],
  [
    "payroll-management",
    "Payroll Management",
    "Payroll Management Software",
    "Automated payroll with 99.9% accuracy: monthly, bi-weekly and project-based runs, overtime, bonuses, statutory deductions and payslips.",
  ],
  [
    "time-attendance",
    "Time & Attendance",
    "Time & Attendance Tracking",
    "Capture time from biometric devices, mobile GPS, a web portal or RFID cards and cut attendance processing time by 80%.",
  ],
  [
    "performance-management",
    "Performance Management",
    "Performance Management Software",
    "Annual reviews, quarterly check-ins, 360 feedback and continuous goals in one place, with 70% less time spent on reviews.",
  ],
  [
    "self-service-portal",
    "Self-Service Portal",
    "Employee Self-Service Portal and App",
    "A mobile app and web portal where staff see payslips, request leave and update details, with push notifications and offline access.",
  ],
  [
    "recruitment-management",
    "Recruitment Management",
    "Recruitment Management Software",
    "From job requisition to signed offer: sourcing, screening and interview scheduling that cut time-to-hire by 50%.",
  ],
];

const healthcare: [string, string, string, string][] = [
  [
    "hospital-information-system",
    "Hospital Information System",
    "Hospital Information System (HIS)",
    "A cloud hospital information system for admissions, beds, theatres and billing: 50% shorter waiting times and 30% better bed use.",
  ],
  [
    "electronic-medical-records",
    "Electronic Medical Records",
    "Electronic Medical Records (EMR)",
    "Structured, searchable patient records with clinical decision support, cutting documentation time by 40% while meeting POPIA requirements.",
  ],
  [
    "ai-powered-care-plans",
    "AI-Powered Care Plans",
    "AI-Powered Diagnosis and Care Plans",
    "Clinical AI that suggests diagnoses and personalised treatment plans for clinicians to review: 50% faster diagnosis and 30% fewer errors.",
  ],
  [
    "telehealth-diagnostics",
    "Telehealth & Diagnostics",
    "Telehealth and Remote Diagnostics",
    "Secure video consultations, remote monitoring and e-prescriptions in 50+ languages, with 95% patient satisfaction.",
  ],
  [
    "lab-radiology-services",
    "Lab & Radiology Services",
    "Laboratory and Radiology Information Systems",
    "Order, track and report lab tests and imaging studies across eight disciplines and eight modalities, with 40% faster lab results.",
  ],
  [
    "pharmacy-management",
    "Pharmacy Management",
    "Pharmacy Management System",
    "Dispensing, stock control and interaction checks in one system: 60% faster dispensing, 99.8% accuracy and 25% cost savings.",
  ],
  [
    "revenue-cycle-management",
    "Revenue Cycle Management",
    "Healthcare Revenue Cycle Management",
    "Eligibility checks, coding, claims and collections that lift revenue 25%, speed collections 50% and reach 98% claim acceptance.",
  ],
  [
    "enterprise-resource-planning",
    "Enterprise Resource Planning",
    "Healthcare Enterprise Resource Planning (ERP)",
    "Finance, procurement, HR and asset management built for hospitals and clinics: 30% lower costs and 50% faster processes.",
  ],
  [
    "patient-portal-mobile-apps",
    "Patient Portal & Mobile Apps",
    "Patient Portal and Mobile Apps",
    "Booking, results, reminders and payments on iOS, Android and the web: 60% fewer no-shows and 50% faster check-in.",
  ],
  [
    "ai-analytics-reporting",
    "AI Analytics & Reporting",
    "Healthcare AI Analytics and Reporting",
    "Dashboards over 100+ clinical and operational KPIs with machine-learning forecasts: decisions 70% faster at 95% accuracy.",
  ],
];

function family(
  base: string,
  menu: MenuGroup,
  kind: PageKind,
  entries: [string, string, string, string][],
): SiteRoute[] {
  return entries.map(([slug, navLabel, title, description]) => ({
    path: slug ? `${base}/${slug}` : base,
    navLabel,
    title,
    description,
    menu,
    kind,
  }));
}

const healthcareLanding: SiteRoute = {
  path: "/healthcare-solutions",
  navLabel: "Healthcare Solutions Overview",
  title: "Healthcare Technology: Cloud Hospital Platform",
  description:
    "A modular cloud hospital platform: records, AI care plans, telehealth, lab and pharmacy, secured to POPIA and HIPAA-level standards.",
  menu: "healthcare",
  kind: "healthcare",
};

export const siteRoutes: readonly SiteRoute[] = [
  ...core,
  ...family("/services", "cybersecurity", "cybersecurity", cybersecurity),
  ...family("/hr-solutions", "hr", "hr", hr),
  healthcareLanding,
  ...family("/healthcare", "healthcare", "healthcare", healthcare),
];

export function findRoute(path: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.path === path);
}

export function routesInMenu(menu: MenuGroup): SiteRoute[] {
  return siteRoutes.filter((route) => route.menu === menu);
}

export function routesOfKind(kind: PageKind): SiteRoute[] {
  return siteRoutes.filter((route) => route.kind === kind);
}

/** Menu titles as the header shows them; the dropdown triggers are named exactly so. */
export const menuTitles: Record<Exclude<MenuGroup, "primary">, string> = {
  cybersecurity: "Cybersecurity",
  hr: "HR Solutions",
  healthcare: "Healthcare Solutions",
};

export interface MenuLink {
  path: string;
  label: string;
}

export interface NavigationMenus {
  primary: MenuLink[];
  dropdowns: { group: Exclude<MenuGroup, "primary">; title: string; links: MenuLink[] }[];
}

/** The header's menus: only paths and labels, so the browser receives no more than it shows. */
export function navigationMenus(): NavigationMenus {
  const links = (menu: MenuGroup) => routesInMenu(menu).map(({ path, navLabel }) => ({ path, label: navLabel }));
  return {
    primary: links("primary"),
    dropdowns: (Object.keys(menuTitles) as Exclude<MenuGroup, "primary">[]).map((group) => ({
      group,
      title: menuTitles[group],
      links: links(group),
    })),
  };
}
