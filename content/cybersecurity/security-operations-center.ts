import type { PageInput } from "../schema.ts";

export default {
  kind: "cybersecurity",
  path: "/services/security-operations-center",
  navLabel: "Security Operations Center",
  title: "Security Operations Center (SOC) as a Service",
  description:
    "24/7 monitoring, detection and response from our SOC, in Essential, Recommended and Enterprise tiers to match your risk and budget.",
  need: "Nobody in your team watching for attacks at night, over weekends or on public holidays? Alerts from the firewall and antivirus pile up unread, an intruder who gets in overnight or over a long weekend is only found when staff return, attacks are discovered once the damage is done, and running your own security centre day and night is beyond your means. Our analysts watch your systems around the clock and respond.",
  order: 13,
  hero: {
    lead: "Attacks do not keep office hours, and neither does our SOC. Our analysts monitor your environment 24/7, investigate what the tools flag and respond before an alert becomes a breach, without the cost of building your own team.",
    stats: [
      { value: "24/7", label: "Monitoring and response" },
      { value: "3", label: "Service tiers" },
    ],
  },
  sections: [
    {
      id: "soc-services",
      kind: "features",
      heading: "SOC Services",
      intro:
        "A managed detection and response service that works with the security tools you already own or with a platform we provide.",
      items: [
        {
          icon: "monitor",
          title: "24/7 Security Monitoring",
          description:
            "Round-the-clock monitoring of logs and alerts from your endpoints, network, cloud and identity platforms by analysts in our SOC.",
        },
        {
          icon: "activity",
          title: "SIEM Management",
          description:
            "Log onboarding, parsing, retention and health monitoring for your SIEM, so the data your analysts rely on is complete and usable.",
        },
        {
          icon: "radar",
          title: "Threat Detection & Hunting",
          description:
            "Detection rules mapped to MITRE ATT&CK and proactive hunts for attacker behaviour that automated tools miss.",
        },
        {
          icon: "shield-alert",
          title: "Incident Triage & Response",
          description:
            "Every alert is investigated, false positives are closed and real incidents are contained, for example by isolating a host or disabling an account.",
        },
        {
          icon: "eye",
          title: "Threat Intelligence",
          description:
            "Intelligence on threats facing South African organisations and your sector, used to enrich alerts and build new detections.",
        },
        {
          icon: "bar-chart",
          title: "Reporting & Compliance",
          description:
            "Regular reports on incidents, trends and detection coverage, with log retention and evidence to support POPIA and ISO/IEC 27001 audits.",
        },
      ],
    },
    {
      id: "tiers",
      kind: "tiers",
      heading: "Service Tiers",
      intro:
        "Three packages of round-the-clock monitoring and response: choose the level of coverage that matches your risk profile and internal capability. Response times apply to critical alerts.",
      items: [
        {
          tier: "Basic",
          label: "Essential",
          responseTime: "Under 4 hours",
          features: [
            "24/7 log monitoring and alerting",
            "Managed SIEM with standard detection rules",
            "Alert triage with escalation to your team",
            "Monthly security report",
            "Quarterly service review",
          ],
        },
        {
          tier: "Advanced",
          label: "Recommended",
          responseTime: "Under 1 hour",
          highlighted: true,
          features: [
            "Everything in Basic",
            "Managed endpoint detection and response (EDR)",
            "Active containment: host isolation and account lockout",
            "Monthly threat hunting",
            "Threat intelligence enrichment",
            "Monthly service review",
          ],
        },
        {
          tier: "Premium",
          label: "Enterprise",
          responseTime: "Under 30 minutes",
          features: [
            "Everything in Advanced",
            "Named security lead for your account",
            "Custom detection engineering and use cases",
            "Cloud and OT environment monitoring",
            "Included incident response hours",
            "Executive and compliance reporting",
          ],
        },
      ],
    },
    {
      id: "methodology",
      kind: "steps",
      heading: "How Onboarding Works",
      numbered: true,
      items: [
        {
          title: "Discovery",
          description:
            "We review your environment, critical assets, existing tools and escalation contacts, and agree the scope and tier.",
        },
        {
          title: "Integration",
          description:
            "We connect log sources and security tools to the SIEM, confirm data quality and set up secure communication channels.",
        },
        {
          title: "Tuning",
          description:
            "Detection rules are tuned to your environment during a baselining period to remove noise before full service starts.",
        },
        {
          title: "Go-Live",
          description:
            "24/7 monitoring begins, with agreed runbooks that define who we call, what we contain and when.",
        },
        {
          title: "Continuous Improvement",
          description:
            "Service reviews, new detections and lessons from incidents keep coverage in step with your environment and the threats you face.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "What You Receive",
      items: [
        "Onboarding plan and log source coverage map",
        "Agreed incident runbooks and escalation matrix",
        "Real-time incident notifications with investigation notes",
        "Monthly reports on incidents, trends and detection coverage",
        "MITRE ATT&CK coverage assessment",
        "Regular service reviews with recommendations",
      ],
    },
    {
      kind: "cta",
      heading: "Get 24/7 Eyes on Your Environment",
      description:
        "Book a {freeConsultation} to discuss your environment and the tier that fits. We will outline what onboarding involves and which of your existing tools we can use.",
    },
  ],
} satisfies PageInput;
