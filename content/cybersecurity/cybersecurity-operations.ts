import type { PageInput } from "../schema.ts";

export default {
  kind: "cybersecurity",
  path: "/services/cybersecurity-operations",
  navLabel: "Cybersecurity Operations",
  title: "Cybersecurity Operations Optimisation",
  description:
    "Get more from the security tools and team you already have: tuning, automation, runbooks and metrics that cut noise and response times.",
  need: "Paying for security tools your team has no time to use properly, or drowning in alerts nobody has time to read? The same manual chores repeated all day, procedures that live in people's heads, false alarms burying real threats, and no figures to show management? We tune the tools, cut the noise and automate the routine work.",
  order: 15,
  hero: {
    lead: "Many security teams own capable tools but drown in alerts, manual tasks and undocumented processes. We tune, automate and measure your security operations so your analysts spend their time on real threats.",
  },
  sections: [
    {
      id: "services",
      kind: "features",
      heading: "What the Service Covers",
      intro: "Vendor-neutral improvement of the people, processes and technology behind your security operations.",
      items: [
        {
          icon: "settings",
          title: "SIEM & Detection Tuning",
          description:
            "Review and tuning of SIEM correlation rules, EDR policies and alert thresholds to cut false positives and close gaps in detection coverage.",
        },
        {
          icon: "workflow",
          title: "Automation & SOAR",
          description:
            "SOAR playbooks that automate enrichment, triage and routine containment, such as phishing mailbox checks, user lockouts and ticket creation.",
        },
        {
          icon: "file-text",
          title: "Runbooks & Playbooks",
          description:
            "Clear, tested runbooks for common alerts and incidents, so every analyst handles them the same way, whatever the shift.",
        },
        {
          icon: "line-chart",
          title: "Metrics & Reporting",
          description:
            "Operational metrics such as mean time to detect and respond, with dashboards for analysts and reports management can act on.",
        },
        {
          icon: "layers",
          title: "Tool Rationalisation",
          description:
            "An inventory of your security tools and their use, identifying overlap, unused licences and integrations that would add value.",
        },
        {
          icon: "users",
          title: "Team & Process Maturity",
          description:
            "Assessment of roles, shift models, escalation paths and skills against SOC maturity models, with a plan to close the gaps.",
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
          title: "Baseline",
          description:
            "We measure alert volumes, false-positive rates, response times and detection coverage against MITRE ATT&CK to establish where you are today.",
        },
        {
          title: "Prioritise",
          description:
            "Findings are ranked by the analyst time they would save and the risk they would reduce, giving a short list of high-value improvements.",
        },
        {
          title: "Tune & Automate",
          description:
            "We tune detections, build SOAR playbooks and integrate tools, testing each change in your environment before it goes live.",
        },
        {
          title: "Document & Transfer",
          description:
            "Runbooks, configuration records and hands-on sessions make sure your team can run and extend what we have built.",
        },
        {
          title: "Measure & Iterate",
          description:
            "We re-measure against the baseline, report the change and agree the next round of improvements.",
        },
      ],
    },
    {
      id: "metrics",
      kind: "lists",
      heading: "What We Measure",
      intro: "Improvements are judged against metrics agreed at the start, not against opinion.",
      groups: [
        {
          title: "Detection",
          icon: "radar",
          items: [
            "Mean time to detect (MTTD)",
            "True-positive rate",
            "MITRE ATT&CK technique coverage",
            "Log source coverage and health",
          ],
        },
        {
          title: "Response",
          icon: "timer",
          items: [
            "Mean time to acknowledge (MTTA)",
            "Mean time to respond (MTTR)",
            "Escalation accuracy",
            "Incidents reopened after closure",
          ],
        },
        {
          title: "Efficiency",
          icon: "trending-up",
          items: [
            "Alerts per analyst per shift",
            "Share of alerts handled by automation",
            "Time spent on manual enrichment",
            "Security tool utilisation",
          ],
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables",
      items: [
        "Security operations maturity assessment and baseline metrics",
        "Prioritised optimisation roadmap",
        "Tuned detection rules with change records",
        "SOAR playbooks for agreed use cases",
        "Runbook library for common alerts and incidents",
        "Operational metrics dashboard",
        "Before-and-after improvement report",
      ],
    },
    {
      kind: "cta",
      heading: "Get More from the Tools You Already Have",
      description:
        "Book a {freeConsultation} to talk through your alert volumes, tools and team. We will suggest where tuning and automation would make the biggest difference.",
    },
  ],
} satisfies PageInput;
