import type { PageInput } from "../schema.ts";

export default {
  kind: "cybersecurity",
  path: "/services/identity-access-management",
  navLabel: "Identity & Access Management",
  title: "Identity & Access Management (IAM)",
  description:
    "Single sign-on, multi-factor authentication, privileged access and identity governance, designed and implemented in five clear steps.",
  need: "Too many passwords, shared admin accounts, or former staff who resigned or were dismissed months ago and can still log in to email and systems? Newcomers wait for access, and when the auditor asks who can see what, nobody can answer. We give each person the right access and remove it when they leave.",
  order: 11,
  hero: {
    lead: "Most breaches start with a stolen or misused identity. We design and implement identity and access management that gives the right people the right access, proves it to auditors and removes it the day they leave.",
    stats: [
      { value: "6", label: "Core IAM components" },
      { value: "5", label: "Step implementation process" },
    ],
  },
  sections: [
    {
      id: "components",
      kind: "features",
      heading: "IAM Components",
      intro:
        "We implement each component on its own or as part of a complete identity programme, on-premises, in the cloud or hybrid.",
      items: [
        {
          icon: "key",
          title: "Single Sign-On (SSO)",
          description:
            "One secure sign-in to cloud, SaaS and on-premises applications using SAML, OpenID Connect and OAuth 2.0, with fewer passwords for users to manage.",
        },
        {
          icon: "fingerprint",
          title: "Multi-Factor Authentication (MFA)",
          description:
            "Phishing-resistant MFA with authenticator apps, FIDO2 security keys and biometrics, plus conditional access rules based on device, location and risk.",
        },
        {
          icon: "lock",
          title: "Privileged Access Management (PAM)",
          description:
            "Vaulted administrator credentials, just-in-time elevation and recorded privileged sessions for the accounts attackers target first.",
        },
        {
          icon: "users",
          title: "Identity Governance & Administration (IGA)",
          description:
            "Role-based access models, segregation-of-duties rules and approval workflows that keep access aligned with job function and policy.",
        },
        {
          icon: "database",
          title: "Directory Services",
          description:
            "Design, clean-up and hardening of Active Directory and cloud directories, including hybrid synchronisation and a single authoritative identity source.",
        },
        {
          icon: "refresh",
          title: "Access Reviews & Lifecycle",
          description:
            "Automated joiner, mover and leaver processes driven by your HR system, and periodic access certifications that managers can complete in minutes.",
        },
      ],
    },
    {
      id: "implementation",
      kind: "steps",
      heading: "Our Implementation Process",
      intro: "Five steps take you from today's identity sprawl to a governed, auditable access model.",
      numbered: true,
      items: [
        {
          title: "Assess",
          description:
            "We map your identity sources, applications, privileged accounts and access processes, and benchmark them against your policies and POPIA obligations.",
        },
        {
          title: "Design",
          description:
            "We define the target architecture, role model, authentication policies and integration approach, with a phased roadmap agreed with your stakeholders.",
        },
        {
          title: "Implement",
          description:
            "We configure the identity platform, integrate priority applications, deploy MFA and PAM, and test every integration before go-live.",
        },
        {
          title: "Migrate & Adopt",
          description:
            "Users and applications move over in controlled waves, supported by communication, enrolment help and training for administrators and help desk staff.",
        },
        {
          title: "Govern & Optimise",
          description:
            "We set up access reviews, monitoring and reporting, hand over runbooks and tune policies as your organisation and threat landscape change.",
        },
      ],
    },
    {
      id: "use-cases",
      kind: "features",
      heading: "Common Use Cases",
      items: [
        {
          icon: "globe",
          title: "Secure Hybrid Work",
          description:
            "Give staff safe access to applications from any location and device, with conditional access that blocks risky sign-ins.",
        },
        {
          icon: "cloud",
          title: "Cloud & SaaS Adoption",
          description:
            "Bring new cloud platforms and SaaS applications under central sign-on and policy instead of managing separate accounts in each.",
        },
        {
          icon: "clipboard-check",
          title: "Audit & Regulatory Compliance",
          description:
            "Produce evidence of who has access to what, and why, for POPIA, ISO/IEC 27001 and internal or external auditors.",
        },
        {
          icon: "shield-check",
          title: "Privileged Account Protection",
          description:
            "Reduce standing administrator rights and control access for IT staff, service accounts and outsourced support partners.",
        },
        {
          icon: "briefcase",
          title: "Mergers & Restructuring",
          description:
            "Consolidate directories and access models when organisations combine, without disrupting users or leaving orphaned accounts behind.",
        },
        {
          icon: "user-check",
          title: "Customer & Citizen Identity",
          description:
            "Secure registration and sign-in for customer portals and public-sector e-services, with consent management and protection against account takeover.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables",
      items: [
        "Identity and access current-state assessment",
        "Target IAM architecture and phased roadmap",
        "Role model and access policy set",
        "Configured SSO, MFA and PAM with integrated applications",
        "Joiner, mover and leaver workflows linked to your HR system",
        "Administrator runbooks and knowledge transfer sessions",
        "Access review and compliance reporting dashboards",
      ],
    },
    {
      kind: "cta",
      heading: "Put Identity at the Centre of Your Security",
      description:
        "Book a {freeConsultation} to discuss your identity landscape. We will recommend where to start, whether that is MFA for everyone, privileged access or a full governance programme.",
    },
  ],
} satisfies PageInput;
