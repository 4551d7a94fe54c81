import type { PageInput } from "../schema.ts";
import { actions } from "../actions.ts";

export default {
  kind: "cybersecurity",
  path: "/services/governance-risk-compliance",
  navLabel: "Governance, Risk & Compliance",
  title: "Governance, Risk & Compliance (GRC)",
  description:
    "Policies, risk registers and audit readiness for POPIA, ISO 27001, King IV and sector regulators, run as a programme rather than a project.",
  need: "Need to comply with POPIA, get ready for an ISO 27001 audit or show your board how cyber risk is managed? Auditors flag the same gaps every time, there is no risk register, and nobody owns the information security policies. We set up the policies, controls and evidence.",
  order: 12,
  hero: {
    lead: "Boards, regulators and clients expect evidence that information risk is governed, not just managed by IT. We build the policies, risk processes and controls that satisfy POPIA, ISO/IEC 27001 and King IV, and keep them working year after year.",
    actions: [actions.scheduleConsultation],
  },
  sections: [
    {
      id: "services",
      kind: "features",
      heading: "What the Service Covers",
      intro: "Run as a programme with clear owners and a reporting rhythm, rather than a once-off compliance project.",
      items: [
        {
          icon: "building",
          title: "Security Governance",
          description:
            "Information security charters, committee structures and board reporting that give directors the oversight of technology and information King IV expects.",
        },
        {
          icon: "file-text",
          title: "Policy Framework",
          description:
            "A practical, right-sized set of information security policies, standards and procedures, written for your organisation and mapped to the frameworks you follow.",
        },
        {
          icon: "alert-triangle",
          title: "Cyber Risk Management",
          description:
            "Risk assessments, a maintained cyber risk register and risk appetite statements, using methods aligned to ISO/IEC 27005 and your enterprise risk framework.",
        },
        {
          icon: "lock",
          title: "POPIA Compliance",
          description:
            "Personal information inventories, operator agreements, security safeguard reviews and a tested process for notifying the Information Regulator of security compromises.",
        },
        {
          icon: "award",
          title: "ISO/IEC 27001 Readiness",
          description:
            "Scoping, Statement of Applicability, control implementation and internal audit to prepare your information security management system for certification.",
        },
        {
          icon: "clipboard-check",
          title: "Audit & Assurance Support",
          description:
            "Control testing, evidence packs and remediation tracking for internal audit, external auditors, the Auditor-General and sector regulators.",
        },
      ],
    },
    {
      id: "frameworks",
      kind: "lists",
      heading: "Frameworks and Regulations",
      intro: "We map one set of controls to several frameworks, so you collect evidence once and report many times.",
      groups: [
        {
          title: "South African Legislation",
          icon: "map-pin",
          items: [
            "Protection of Personal Information Act (POPIA)",
            "Cybercrimes Act 19 of 2020",
            "Promotion of Access to Information Act (PAIA)",
            "Sector requirements for public-sector and financial-services organisations",
          ],
        },
        {
          title: "Governance Codes",
          icon: "building",
          items: [
            "King IV Report on Corporate Governance",
            "King IV Principle 12: technology and information governance",
            "COBIT for IT governance",
          ],
        },
        {
          title: "Security Standards & Frameworks",
          icon: "shield-check",
          items: [
            "ISO/IEC 27001 and ISO/IEC 27002",
            "NIST Cybersecurity Framework (CSF) 2.0",
            "CIS Critical Security Controls",
            "PCI DSS for card payment environments",
          ],
        },
      ],
    },
    {
      id: "methodology",
      kind: "steps",
      heading: "Our Methodology",
      numbered: true,
      items: [
        {
          title: "Scope & Baseline",
          description:
            "We agree which frameworks and business units are in scope and measure current maturity against the NIST CSF functions and your chosen standards.",
        },
        {
          title: "Gap Analysis",
          description:
            "Interviews, document reviews and control testing identify gaps, each rated by risk so the most important work is done first.",
        },
        {
          title: "Roadmap",
          description:
            "A prioritised roadmap sets out actions, owners, effort and timelines, approved by management and suitable for reporting to the board.",
        },
        {
          title: "Implement",
          description:
            "We write policies, design processes, set up the risk register and help your teams put controls in place and gather evidence.",
        },
        {
          title: "Monitor & Report",
          description:
            "Quarterly control monitoring, risk updates and compliance reporting keep the programme current and ready for audit.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables",
      items: [
        "Maturity assessment against the NIST CSF and selected standards",
        "Risk-rated gap analysis report",
        "Prioritised compliance roadmap",
        "Information security policy framework",
        "Cyber risk register and risk appetite statement",
        "POPIA compliance pack, including a security compromise notification procedure",
        "ISO/IEC 27001 Statement of Applicability and internal audit report",
        "Board and audit committee reporting templates",
      ],
    },
    {
      kind: "cta",
      heading: "Turn Compliance into Confidence",
      description:
        "Book a {freeConsultation} to discuss your regulatory obligations and audit calendar. We will suggest a starting point, whether that is a POPIA review, an ISO/IEC 27001 readiness assessment or a full GRC programme.",
    },
  ],
} satisfies PageInput;
