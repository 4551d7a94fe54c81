/** The services overview (/services): core services, specialised services, process and closing call to action. */
import type { PageInput } from "../schema.ts";
import { actions } from "../actions.ts";

export default {
  kind: "services",
  path: "/services",
  navLabel: "All Cybersecurity Services",
  title: "Cybersecurity Services: Testing, Operations and Compliance",
  description:
    "Penetration testing, application and cloud security, identity, SOC monitoring, incident response and compliance services from one Pretoria team.",
  need: "Looking for one partner to test, monitor and defend your computers, networks and systems and to help when something goes wrong? Not sure how exposed you are to hackers or what to fix first, with no security specialist in-house and questions from the board you cannot answer?",
  hero: {
    trust: "cybersecurity",
    art: "cybersecurity",
    eyebrow: "Cybersecurity Services",
    title: "Comprehensive Cybersecurity Services",
    lead: "Testing, monitoring, response and compliance from one certified Pretoria team. We find your weaknesses before attackers do, watch your environment around the clock and help you meet POPIA and sector requirements.",
    actions: [actions.scheduleConsultation],
  },
  sections: [
    {
      id: "core-services",
      need: "The core of a cybersecurity programme: finding weaknesses, securing applications, controlling who can access systems and watching for attacks around the clock.",
      kind: "services",
      heading: "Core Security Services",
      intro:
        "The foundations of a strong security programme: know your weaknesses, secure your applications, control who has access and detect threats as they happen.",
      items: [
        {
          icon: "target",
          title: "Vulnerability Assessment & Penetration Testing",
          description:
            "Certified testers combine automated scanning with manual exploitation to show which weaknesses in your networks and systems an attacker could really use.",
          features: [
            "External and internal network testing",
            "Black, grey and white box approaches",
            "Manual exploitation beyond automated scans",
            "CVSS-scored, risk-rated findings",
          ],
          deliverables: [
            "Executive summary and technical report",
            "Prioritised remediation plan",
            "Retest to confirm fixes",
          ],
          href: "/services/vapt",
        },
        {
          icon: "globe",
          title: "Web Application Security Testing",
          description:
            "Manual and automated testing of portals and business applications against the OWASP Top 10, including access control and business logic flaws scanners miss.",
          features: [
            "OWASP Top 10 coverage",
            "Authentication and session testing",
            "Business logic and authorisation testing",
            "API and integration testing",
          ],
          deliverables: ["Risk-rated findings with evidence", "Developer-ready remediation guidance", "Retest report"],
          href: "/services/web-app-security",
        },
        {
          icon: "fingerprint",
          title: "Identity & Access Management",
          description:
            "Make sure the right people have the right access to the right systems, with single sign-on, multi-factor authentication and governance designed and implemented for you.",
          features: [
            "Single sign-on (SSO)",
            "Multi-factor authentication (MFA)",
            "Privileged access management (PAM)",
            "Identity governance and access reviews",
            "Five-step implementation process",
          ],
          deliverables: [
            "Current-state assessment and target architecture",
            "Configured SSO, MFA and PAM",
            "Access review and compliance reporting",
          ],
          href: "/services/identity-access-management",
        },
        {
          icon: "radar",
          title: "Security Operations Center",
          description:
            "24/7 monitoring, detection and response from our SOC, in three tiers that match your risk profile and budget.",
          features: [
            "24/7 security monitoring",
            "SIEM management and tuning",
            "Threat detection and hunting",
            "Incident triage and response",
          ],
          deliverables: [
            "Real-time alerts with recommended actions",
            "Monthly security and compliance reports",
            "Regular service reviews",
          ],
          href: "/services/security-operations-center",
        },
      ],
    },
    {
      id: "specialised-services",
      need: "Security expertise for one particular technology, threat or obligation rather than a whole programme, engaged on its own or alongside the core testing, monitoring and access control.",
      kind: "features",
      columns: 3,
      heading: "Specialised Security Services",
      intro:
        "Targeted expertise for specific technologies, threats and obligations. Use them on their own or alongside our core services.",
      items: [
        {
          icon: "smartphone",
          title: "Mobile App Security",
          description:
            "iOS and Android app testing against the OWASP Mobile Top 10, covering data storage, transport, authentication and reverse engineering.",
          href: "/services/mobile-app-security",
        },
        {
          icon: "link",
          title: "API Security Assessment",
          description:
            "REST, GraphQL, SOAP and gRPC testing for broken authorisation, injection, excessive data exposure and business logic abuse.",
          href: "/services/api-security-assessment",
        },
        {
          icon: "cloud",
          title: "Cloud Security Testing",
          description:
            "Configuration review and penetration testing of AWS, Azure and Google Cloud, from identity and data protection to monitoring.",
          href: "/services/cloud-security-testing",
        },
        {
          icon: "code",
          title: "Source Code Security Review",
          description:
            "Static, dynamic, interactive and manual analysis of your code, with findings developers can fix before release.",
          href: "/services/source-code-security-review",
        },
        {
          icon: "wifi",
          title: "Wireless Device Security",
          description:
            "Wi-Fi, Bluetooth and connected-device testing for rogue access points, weak encryption and insecure pairing.",
          href: "/services/wireless-device-security",
        },
        {
          icon: "cpu",
          title: "OT/IoT Security",
          description:
            "Safe testing of industrial control systems, SCADA, PLCs, HMIs and IoT devices for mining, manufacturing and utilities.",
          href: "/services/ot-iot-security",
        },
        {
          icon: "eye",
          title: "Deep Web Monitoring",
          description:
            "Continuous monitoring of dark web markets, forums and leak sites for your credentials, data and brand.",
          href: "/services/deep-web-monitoring",
        },
        {
          icon: "handshake",
          title: "Third-Party Risk Management",
          description:
            "Assess, tier and monitor the suppliers who handle your data or connect to your systems, from onboarding to renewal.",
          href: "/services/third-party-risk-management",
        },
        {
          icon: "clipboard-check",
          title: "Governance, Risk & Compliance",
          description:
            "Policies, risk registers and audit readiness for POPIA, ISO 27001, King IV and sector regulators.",
          href: "/services/governance-risk-compliance",
        },
        {
          icon: "siren",
          title: "Incident Response",
          description:
            "A 24/7 hotline and a structured process to contain, investigate and recover from breaches, with response in under one hour.",
          href: "/services/incident-response",
        },
        {
          icon: "settings",
          title: "Cybersecurity Operations",
          description:
            "Tuning, automation, runbooks and metrics that get more from the security tools and team you already have.",
          href: "/services/cybersecurity-operations",
        },
        {
          icon: "graduation-cap",
          title: "Training & Awareness",
          description:
            "Phishing simulations, role-based training and executive tabletop exercises that turn staff into a line of defence.",
          href: "/services/training-and-awareness",
        },
      ],
    },
    {
      id: "process",
      need: "How a security engagement runs from start to finish: the steps and methods, what happens first, how testing and checking are done, and what we receive at the end.",
      kind: "steps",
      numbered: true,
      heading: "Our Process",
      intro: "Every engagement follows the same proven path, so you know what happens next and what you will receive.",
      items: [
        {
          title: "Discovery",
          description:
            "We learn about your business, systems, risks and regulatory obligations, then agree scope, rules of engagement and timelines.",
        },
        {
          title: "Assessment",
          description:
            "Our certified specialists test, review or monitor your environment using recognised methods such as OWASP, PTES and NIST.",
        },
        {
          title: "Analysis",
          description:
            "We validate every finding, remove false positives and rate each risk by its likelihood and impact on your business.",
        },
        {
          title: "Reporting",
          description:
            "You receive clear executive and technical reports with a prioritised remediation plan, and we walk your team through the results.",
        },
      ],
    },
    {
      id: "get-started",
      need: "How to get started on security: booking a {freeConsultation}, how soon you respond, and which security measures fit our risks and budget, however large or small we are.",
      kind: "cta",
      heading: "Ready to Strengthen Your Security?",
      description:
        "Book a {freeInitialConsultation}. We respond {responseTime} and recommend the services that fit your risks and budget, whatever the size of your organisation.",
      actions: [actions.getStartedToday],
    },
  ],
} satisfies PageInput;
