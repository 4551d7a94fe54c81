import type { PageInput } from "../schema.ts";

export default {
  kind: "cybersecurity",
  path: "/services/deep-web-monitoring",
  navLabel: "Deep Web Monitoring",
  title: "Deep and Dark Web Monitoring",
  description:
    "Continuous monitoring of dark web markets, forums and leak sites for your credentials, data and brand, with alerts within 1 to 24 hours.",
  need: "Worried that staff passwords, customer data or company documents are being sold online, on forums or Telegram channels? A fake copy of your website with your logo, lookalike domains impersonating your brand, or criminal forums naming your company as a target? We watch where criminals share them and warn you.",
  order: 9,
  hero: {
    lead: "Stolen credentials, leaked documents and access to your network are traded long before an attack lands. We watch the marketplaces, forums and leak sites where that happens, validate what we find and alert you with clear next steps.",
    stats: [
      { value: "24/7", label: "Continuous monitoring" },
      { value: "Under 1 hour", label: "Critical alert response" },
      { value: "3", label: "Alert levels, triaged by analysts" },
    ],
  },
  sections: [
    {
      id: "monitoring-categories",
      kind: "features",
      heading: "What We Monitor For",
      intro:
        "Monitoring is built around the assets you give us: domains, IP ranges, brand names, executives and the systems that matter most.",
      items: [
        {
          icon: "key",
          title: "Credential Exposure",
          description:
            "Employee and customer usernames, passwords, session cookies and API keys appearing in breach dumps, combolists, infostealer logs and access-broker listings.",
        },
        {
          icon: "database",
          title: "Data Leakage",
          description:
            "Customer records, ID numbers, financial data, source code and internal documents posted for sale or published on leak sites, with POPIA impact noted on every finding.",
        },
        {
          icon: "user-check",
          title: "Brand & Executive Threats",
          description:
            "Impersonation of your brand and leadership, lookalike domains, phishing kits aimed at your customers and discussions that single out your organisation as a target.",
        },
      ],
    },
    {
      id: "sources",
      kind: "lists",
      heading: "Sources We Cover",
      intro:
        "Automated collection across open, deep and dark web sources, combined with analyst access to closed communities where threat actors trade.",
      groups: [
        {
          title: "Dark Web Marketplaces",
          icon: "globe",
          items: [
            "Tor and I2P marketplaces",
            "Initial access broker listings",
            "Infostealer log shops",
            "Card and identity data shops",
          ],
        },
        {
          title: "Hacker Forums",
          icon: "users",
          items: [
            "Russian- and English-language cybercrime forums",
            "Invite-only and vetted communities",
            "Exploit and tooling discussions",
            "Threads naming South African targets",
          ],
        },
        {
          title: "Paste Sites & Code Repositories",
          icon: "code",
          items: [
            "Public and anonymous paste sites",
            "Public code repositories with leaked secrets",
            "Exposed configuration files and keys",
            "Misconfigured cloud storage indexes",
          ],
        },
        {
          title: "Ransomware Leak Sites",
          icon: "shield-alert",
          items: [
            "Ransomware group victim blogs",
            "Data-extortion announcements",
            "Leaked archives from your suppliers",
            "Countdown and publication notices",
          ],
        },
        {
          title: "Telegram & Messaging Channels",
          icon: "smartphone",
          items: [
            "Telegram data-sharing channels",
            "Discord and chat-based markets",
            "Fraud and phishing-kit channels",
            "Hacktivist announcement groups",
          ],
        },
        {
          title: "Breach & Combolist Collections",
          icon: "file-search",
          items: [
            "Historical breach compilations",
            "Fresh combolists and credential dumps",
            "Third-party breaches involving your staff",
            "Domain-wide credential matches",
          ],
        },
      ],
    },
    {
      id: "intelligence-collection",
      kind: "steps",
      heading: "How We Collect Intelligence",
      intro: "Four steps turn raw chatter into findings you can act on, without noise from duplicates or stale data.",
      numbered: true,
      items: [
        {
          title: "Asset & Keyword Profiling",
          description:
            "We agree the watchlist with you: domains, IP ranges, brand names, product names, executive names and email patterns, then tune it as your organisation changes.",
        },
        {
          title: "Collection",
          description:
            "Automated crawlers and analysts gather data from marketplaces, forums, paste sites, leak sites and messaging channels around the clock.",
        },
        {
          title: "Validation & Enrichment",
          description:
            "Analysts remove duplicates and recycled data, confirm whether credentials are current, assess the threat actor and rate each finding against our alert levels.",
        },
        {
          title: "Alerting & Response Support",
          description:
            "You receive an alert with evidence, impact and recommended actions, such as password resets, session revocation, takedown requests or incident response.",
        },
      ],
    },
    {
      id: "alert-levels",
      kind: "alerts",
      heading: "Alert Levels and Response Times",
      intro: "Every validated finding is classified so your team knows what needs action now and what can be planned.",
      items: [
        {
          level: "Critical",
          colour: "red",
          description:
            "Confirmed exposure that gives an attacker immediate access to your environment or shows an attack in progress.",
          examples: [
            "Valid VPN or administrator credentials offered for sale",
            "Your organisation listed on a ransomware leak site",
            "Network access to your environment advertised by an access broker",
          ],
          responseTime: "Under 1 hour",
        },
        {
          level: "High",
          colour: "orange",
          description:
            "Exposure that is likely to be exploited soon or that involves personal information protected under POPIA.",
          examples: [
            "Current employee credentials in a new combolist or infostealer log",
            "Customer records or ID numbers posted on a paste site",
            "A phishing kit or lookalike site impersonating your brand",
          ],
          responseTime: "Under 4 hours",
        },
        {
          level: "Medium",
          colour: "yellow",
          description: "Signals that need investigation and planned remediation but pose no immediate threat.",
          examples: [
            "Old credentials from a third-party breach",
            "Forum discussion mentioning your organisation or sector",
            "Newly registered domains that resemble yours",
          ],
          responseTime: "Under 24 hours",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "What You Receive",
      items: [
        "Onboarding workshop and agreed monitoring watchlist",
        "Real-time alerts with evidence, severity and recommended actions",
        "Monthly threat intelligence report with trends and exposure summary",
        "Credential exposure register with remediation status",
        "Support for takedown requests against phishing sites and lookalike domains",
        "Escalation to our incident response team when a finding signals an active breach",
      ],
    },
    {
      kind: "cta",
      heading: "Find Out What Is Already Out There",
      description:
        "Start with a {freeConsultation}. We will agree which domains, brands and people to watch, explain how alerts reach your team and scope monitoring to your organisation.",
    },
  ],
} satisfies PageInput;
