import type { PageInput } from "../schema.ts";

export default {
  kind: "cybersecurity",
  path: "/services/third-party-risk-management",
  navLabel: "Third-Party Risk Management",
  title: "Third-Party Risk Management",
  description:
    "Assess, tier and monitor the suppliers who touch your data and systems, from onboarding due diligence to continuous assurance.",
  need: "Suppliers, vendors, service providers and outsourced partners who handle your data or have access to your systems? A supplier was breached, contracts have no security clauses or POPIA operator agreements are missing, and you have no idea how well they protect your information. We find out which of them put you at risk and what to ask of them.",
  order: 10,
  hero: {
    lead: "Your suppliers, cloud providers and the outside companies you outsource work to, from the payroll bureau to IT support, hold your data and connect to your systems. We help you know which of them matter most, assess them in proportion to that risk and keep watching after the contract is signed.",
  },
  sections: [
    {
      id: "services",
      kind: "features",
      heading: "What the Service Covers",
      intro: "A complete third-party risk programme, or the parts your team needs help with.",
      items: [
        {
          icon: "layers",
          title: "Supplier Inventory & Tiering",
          description:
            "We build a single register of your third parties and tier each one by data access, system connectivity and business criticality, so effort goes where the risk is.",
        },
        {
          icon: "clipboard-check",
          title: "Security Due Diligence",
          description:
            "Tiered questionnaires aligned to ISO/IEC 27001 and the NIST CSF, with evidence review of policies, certificates, SOC 2 and penetration test reports.",
        },
        {
          icon: "file-text",
          title: "POPIA Operator Assessments",
          description:
            "Checks that suppliers processing personal information on your behalf meet the POPIA requirements for operators, including security safeguards and breach notification.",
        },
        {
          icon: "handshake",
          title: "Contract Security Clauses",
          description:
            "Security, data protection, audit-right and incident-notification clauses for your contracts and operator agreements, drafted to work alongside your legal team.",
        },
        {
          icon: "radar",
          title: "Continuous Monitoring",
          description:
            "Ongoing external attack-surface ratings, breach and ransomware leak-site monitoring, and alerts when a critical supplier's risk posture changes. When a supplier is breached, we establish which of your records it held and what POPIA asks of you next.",
        },
        {
          icon: "network",
          title: "Fourth-Party & Concentration Risk",
          description:
            "Visibility of the subcontractors and cloud platforms your suppliers depend on, and of single points of failure shared across your supply chain.",
        },
      ],
    },
    {
      id: "assessment-domains",
      kind: "lists",
      heading: "What We Assess",
      intro: "Assessment depth scales with the supplier's tier; critical suppliers are assessed across every domain.",
      groups: [
        {
          title: "Information Security",
          icon: "shield",
          items: [
            "Security governance and policies",
            "Access control and MFA",
            "Vulnerability and patch management",
            "Security monitoring and logging",
          ],
        },
        {
          title: "Data Protection & Privacy",
          icon: "lock",
          items: [
            "POPIA operator obligations",
            "Data location and cross-border transfers",
            "Encryption at rest and in transit",
            "Data retention and secure disposal",
          ],
        },
        {
          title: "Resilience & Continuity",
          icon: "refresh",
          items: [
            "Business continuity and disaster recovery plans",
            "Backup and recovery testing",
            "Incident response and breach notification",
            "Exit and transition arrangements",
          ],
        },
        {
          title: "Operational & Compliance",
          icon: "building",
          items: [
            "Certifications such as ISO/IEC 27001 and SOC 2",
            "Subcontractor management",
            "Regulatory and sector requirements",
            "Financial and operational stability indicators",
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
          title: "Discover",
          description:
            "We gather suppliers from procurement, finance and IT records and identify which of them access your data, systems or premises.",
        },
        {
          title: "Tier",
          description:
            "Each supplier is rated critical, high, moderate or low inherent risk, which sets the depth and frequency of assessment.",
        },
        {
          title: "Assess",
          description:
            "We issue tiered questionnaires, review evidence, hold follow-up sessions with critical suppliers and rate the residual risk of each relationship.",
        },
        {
          title: "Remediate",
          description:
            "Gaps are agreed with the supplier as time-bound remediation actions, contractual commitments or risk acceptances signed off by the business owner.",
        },
        {
          title: "Monitor",
          description:
            "Continuous monitoring and scheduled reassessments keep the picture current, with reporting to your risk committee and board.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables",
      items: [
        "Third-party risk policy and procedure",
        "Supplier register with risk tiers and owners",
        "Tiered security and privacy questionnaires",
        "Assessment report and residual risk rating for each in-scope supplier",
        "Remediation tracker with agreed actions and due dates",
        "Standard security and POPIA operator contract clauses",
        "Quarterly third-party risk report for the risk committee",
      ],
    },
    {
      kind: "cta",
      heading: "Take Control of Supplier Risk",
      description:
        "Book a {freeConsultation} to review how you manage suppliers today. We will recommend a programme sized to the number of suppliers you have and the data they handle.",
    },
  ],
} satisfies PageInput;
