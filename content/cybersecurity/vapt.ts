import type { PageInput } from "../schema.ts";

export default {
  kind: "cybersecurity",
  path: "/services/vapt",
  navLabel: "VAPT",
  title: "Vulnerability Assessment & Penetration Testing (VAPT)",
  description:
    "Find and fix exploitable weaknesses before attackers do: network, application and infrastructure penetration testing with prioritised remediation.",
  need: "Not sure whether an attacker could get into your network, servers or systems? Your network has never been tested by someone trying to break in, or an auditor, insurer or large client wants a penetration test report. We find the way in before they do and show you how to close it.",
  order: 1,
  hero: {
    lead: "Find and fix exploitable weaknesses before attackers do. Our certified testers combine automated scanning with manual exploitation across your networks, applications and people, then give you a prioritised plan to close the gaps.",
    actions: [{ label: "Schedule VAPT Assessment", href: "/contact" }],
    stats: [
      { value: "OWASP & PTES", label: "Aligned methodology" },
      { value: "CVSS v3.1", label: "Risk-scored findings" },
      { value: "{responseWindow}", label: "Response to enquiries" },
    ],
  },
  sections: [
    {
      id: "coverage",
      kind: "features",
      heading: "What We Test",
      intro:
        "Every engagement is scoped to your environment and risk. Combine the areas below into a single assessment or run them on their own.",
      items: [
        {
          icon: "network",
          title: "External Network Testing",
          description:
            "Internet-facing hosts, firewalls, VPN gateways and mail servers tested the way an outside attacker would approach them, from discovery through to exploitation.",
        },
        {
          icon: "server",
          title: "Internal Infrastructure Testing",
          description:
            "Assumed-breach testing from inside your network: Active Directory attack paths, lateral movement, privilege escalation and segmentation between critical zones.",
        },
        {
          icon: "globe",
          title: "Web Application Testing",
          description:
            "Authenticated and unauthenticated testing of portals and business applications against the OWASP Top 10, including business logic and access control flaws scanners miss.",
          href: "/services/web-app-security",
        },
        {
          icon: "cloud",
          title: "Cloud and Hybrid Environments",
          description:
            "Configuration review and targeted testing of AWS, Azure and Google Cloud workloads, identities and storage, plus the links back to your on-premises estate.",
          href: "/services/cloud-security-testing",
        },
        {
          icon: "users",
          title: "Social Engineering",
          description:
            "Phishing, vishing and physical access assessments that measure how staff respond to realistic pretexts, run under agreed rules and reported without naming individuals.",
        },
        {
          icon: "wifi",
          title: "Wireless Networks",
          description:
            "Wi-Fi encryption, 802.1X configuration, rogue access points and guest network isolation tested on site at your offices, plants or branches.",
          href: "/services/wireless-device-security",
        },
      ],
    },
    {
      id: "testing-approaches",
      kind: "features",
      heading: "Choose the Right Level of Insight",
      intro: "We agree the approach with you up front so results match the question you are asking.",
      items: [
        {
          icon: "eye",
          title: "Black Box",
          description:
            "No prior knowledge beyond a target list. Shows what an external attacker can discover and exploit, and how quickly your team notices.",
        },
        {
          icon: "layers",
          title: "Grey Box",
          description:
            "Testers receive user credentials and basic architecture notes. The most common choice, balancing realism with depth of coverage in a fixed timeframe.",
        },
        {
          icon: "file-search",
          title: "White Box",
          description:
            "Full access to documentation, configurations and source where relevant. Delivers the deepest coverage for critical systems and pre-launch assurance.",
        },
      ],
    },
    {
      id: "methodology",
      kind: "steps",
      heading: "Our Testing Methodology",
      intro:
        "Aligned with PTES, the OWASP Testing Guide and NIST SP 800-115. Every engagement runs under signed rules of engagement, so testing is authorised in line with the Cybercrimes Act.",
      numbered: true,
      items: [
        {
          title: "Scoping and Rules of Engagement",
          description:
            "We confirm targets, testing windows, exclusions and emergency contacts, and obtain written authorisation before any testing begins.",
        },
        {
          title: "Reconnaissance",
          description:
            "Passive and active information gathering maps your attack surface: domains, exposed services, technologies, leaked credentials and staff details in public sources.",
        },
        {
          title: "Vulnerability Assessment",
          description:
            "Authenticated scanning and manual verification identify weaknesses, removing false positives so you only see issues that genuinely apply.",
        },
        {
          title: "Exploitation",
          description:
            "Testers safely exploit confirmed vulnerabilities to prove real-world impact, stopping at agreed limits and alerting you immediately to any critical finding.",
        },
        {
          title: "Post-Exploitation",
          description:
            "We assess what an attacker could reach next: privilege escalation, lateral movement and access to sensitive data, including personal information protected under POPIA.",
        },
        {
          title: "Reporting and Debrief",
          description:
            "Findings are risk-rated, evidenced and explained to both technical teams and executives in a walkthrough session.",
        },
        {
          title: "Remediation Verification",
          description: "Once fixes are in place, we retest the affected findings and confirm which risks are closed.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "What You Receive",
      intro: "Clear, evidence-backed outputs your technical teams, auditors, insurers and board can each act on.",
      need: "Proof for an insurer, auditor or client that an independent tester has tried to break in: the report, the fixes and a letter saying the test was done.",
      items: [
        "Executive summary with overall risk posture and key business impacts",
        "Technical report with CVSS v3.1-scored findings, evidence and reproduction steps",
        "Prioritised remediation plan with practical fix guidance for each finding",
        "Attack path narratives showing how individual weaknesses chain together",
        "Debrief workshop with your technical team and management",
        "Retest results and a letter of attestation for auditors, insurers, regulators or clients",
      ],
    },
    {
      kind: "cta",
      heading: "Ready to Test Your Defences?",
      description:
        "Book a {freeInitialConsultation} to scope your assessment. We respond {responseTime} and tailor every engagement to organisations of any size.",
      actions: [{ label: "Schedule VAPT Assessment", href: "/contact" }],
    },
  ],
} satisfies PageInput;
