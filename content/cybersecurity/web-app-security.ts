import type { PageInput } from "../schema.ts";
import { actions } from "../actions.ts";

export default {
  kind: "cybersecurity",
  path: "/services/web-app-security",
  navLabel: "Web Application Security",
  title: "Web Application Security Testing",
  description:
    "Manual and automated testing of your web applications against the OWASP Top 10, with risk-rated findings and developer-ready fixes.",
  need: "Worried someone could see another customer's details by changing a link, take over accounts, or hack or deface the site? If customers log in to or buy from your website, online shop, portal or online service, we make sure nobody can break into it or make it leak their data.",
  order: 2,
  hero: {
    lead: "Manual and automated testing of your web applications against the OWASP Top 10. You get risk-rated findings with proof of impact and fixes your developers can apply straight away.",
    stats: [
      { value: "OWASP WSTG", label: "Aligned methodology" },
      { value: "Manual + automated", label: "Testing approach" },
    ],
  },
  sections: [
    {
      id: "coverage",
      kind: "features",
      heading: "What We Cover",
      intro:
        "From customer portals and e-commerce sites to internal line-of-business systems, we test the whole application, not just what a scanner can reach.",
      items: [
        {
          icon: "lock",
          title: "Authentication and Sessions",
          description:
            "Login, password reset, multi-factor and single sign-on flows, session token handling, timeout and logout behaviour tested for bypass and hijacking.",
        },
        {
          icon: "user-check",
          title: "Authorisation and Access Control",
          description:
            "Horizontal and vertical privilege checks across every role, including direct object references that expose other users' records.",
        },
        {
          icon: "code",
          title: "Input Handling",
          description:
            "SQL, NoSQL, command and template injection, cross-site scripting and file upload abuse, tested manually on every parameter that matters.",
        },
        {
          icon: "workflow",
          title: "Business Logic",
          description:
            "Abuse of real workflows such as payment, approval and discount steps, where flaws are invisible to automated tools but costly in production.",
        },
        {
          icon: "link",
          title: "APIs and Integrations",
          description:
            "The REST and GraphQL endpoints behind your single-page and mobile front ends, plus third-party scripts and payment integrations.",
          href: "/services/api-security-assessment",
        },
        {
          icon: "settings",
          title: "Configuration and Hosting",
          description:
            "TLS, security headers, cookie flags, error handling, exposed admin interfaces and outdated frameworks on the servers that host your application.",
        },
      ],
    },
    {
      id: "owasp-top-10",
      kind: "risks",
      heading: "OWASP Top 10 Coverage",
      intro:
        "Each finding is mapped to the OWASP Top 10 (2021) and rated by the likely impact on your business. These are the categories we see most often in South African web applications.",
      items: [
        {
          code: "A01:2021",
          title: "Broken Access Control",
          description:
            "Users acting outside their intended permissions, such as viewing another customer's account or reaching admin functions by changing a URL or ID.",
          risk: "Critical",
        },
        {
          code: "A02:2021",
          title: "Cryptographic Failures",
          description:
            "Sensitive data such as ID numbers, banking details or health records exposed through weak encryption, missing TLS or poorly stored passwords.",
          risk: "High",
        },
        {
          code: "A03:2021",
          title: "Injection",
          description:
            "Untrusted input interpreted as SQL, operating system commands or scripts, allowing data theft, data tampering or full server compromise.",
          risk: "Critical",
        },
        {
          code: "A04:2021",
          title: "Insecure Design",
          description:
            "Missing or ineffective security controls in the design itself, such as unlimited verification attempts or workflows that can be completed out of order.",
          risk: "High",
        },
        {
          code: "A05:2021",
          title: "Security Misconfiguration",
          description:
            "Default accounts, verbose error messages, unnecessary features, open cloud storage and missing security headers that widen your attack surface.",
          risk: "Medium",
        },
        {
          code: "A06:2021",
          title: "Vulnerable and Outdated Components",
          description:
            "Libraries, frameworks and plugins with publicly known vulnerabilities, often exploitable with freely available tools within days of disclosure.",
          risk: "High",
        },
        {
          code: "A07:2021",
          title: "Identification and Authentication Failures",
          description:
            "Weak password policies, credential stuffing exposure, missing multi-factor authentication and session tokens that can be predicted or reused.",
          risk: "Critical",
        },
        {
          code: "A08:2021",
          title: "Software and Data Integrity Failures",
          description:
            "Unverified updates, insecure deserialisation and build pipelines or third-party scripts that could be tampered with to run malicious code.",
          risk: "Medium",
        },
        {
          code: "A10:2021",
          title: "Server-Side Request Forgery (SSRF)",
          description:
            "The application fetching attacker-supplied URLs, which can expose internal services and cloud metadata endpoints behind your firewall.",
          risk: "Medium",
        },
      ],
    },
    {
      id: "methodology",
      kind: "steps",
      heading: "Our Testing Methodology",
      intro: "Based on the OWASP Web Security Testing Guide, with manual testing at the centre of every engagement.",
      numbered: true,
      items: [
        {
          title: "Scoping",
          description:
            "We agree the application URLs, user roles, test accounts, environments and testing windows, and confirm written authorisation.",
        },
        {
          title: "Application Mapping",
          description:
            "Testers walk through every function as each role, mapping pages, parameters, APIs and workflows to build a complete attack surface.",
        },
        {
          title: "Automated Scanning",
          description:
            "Authenticated scans identify common weaknesses quickly, freeing tester time for the manual work that finds the serious issues.",
        },
        {
          title: "Manual Testing and Exploitation",
          description:
            "Specialists test access control, injection, business logic and session handling by hand, confirming impact with safe proof-of-concept exploits.",
        },
        {
          title: "Reporting",
          description:
            "Findings are mapped to the OWASP Top 10, risk-rated and documented with evidence and code-level remediation advice.",
        },
        {
          title: "Retesting",
          description:
            "After your developers deploy fixes, we retest each finding and update the report to show what has been resolved.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables",
      items: [
        "Executive summary of overall application risk for management",
        "Detailed findings mapped to the OWASP Top 10 with Critical, High and Medium ratings",
        "Step-by-step reproduction evidence, including requests, responses and screenshots",
        "Developer-ready remediation guidance with secure coding examples",
        "Walkthrough session with your development and product teams",
        "Retest report confirming which findings have been closed",
      ],
    },
    {
      kind: "cta",
      heading: "Secure Your Web Applications",
      description:
        "Tell us about your application and release timelines. {consultationIsFree:sentence} and we respond {responseTime}.",
      actions: [actions.getStartedToday],
    },
  ],
} satisfies PageInput;
