import type { PageInput } from "../schema.ts";

export default {
  kind: "cybersecurity",
  path: "/services/training-and-awareness",
  navLabel: "Training & Awareness",
  title: "Security Training & Awareness",
  description:
    "Phishing simulations, role-based training and executive tabletop exercises that turn staff into a measurable line of defence.",
  need: "Staff clicking on fake emails or falling for scam calls? Employees handing over passwords or tricked by fake invoices, emails saying a supplier's bank account has changed and urgent messages from the boss, and awareness training a yearly slideshow nobody remembers? We train your people to recognise attacks and report them.",
  order: 16,
  hero: {
    lead: "Phishing and social engineering remain among the most common ways into an organisation. Our programmes combine realistic simulations, role-based training and executive exercises to change behaviour and measure the result.",
  },
  sections: [
    {
      id: "programmes",
      kind: "features",
      heading: "Training Programmes",
      intro: "Delivered online, in person or as a blend, and tailored to your organisation, sector and threats.",
      items: [
        {
          icon: "mail",
          title: "Phishing Simulation",
          description:
            "Regular simulated phishing, SMS and voice campaigns based on current attacks, with instant teachable moments for staff who click.",
        },
        {
          icon: "graduation-cap",
          title: "Security Awareness E-Learning",
          description:
            "Short modules on passwords, MFA, safe browsing, social engineering and reporting incidents, in plain language and suited to mobile devices.",
        },
        {
          icon: "users",
          title: "Role-Based Training",
          description:
            "Targeted sessions for high-risk roles such as finance, HR, help desk and IT administrators, covering the attacks each role actually faces.",
        },
        {
          icon: "briefcase",
          title: "Executive Tabletop Exercises",
          description:
            "Facilitated scenarios, such as ransomware or a data breach, that test how leadership makes decisions, communicates and meets POPIA notification duties.",
        },
        {
          icon: "code",
          title: "Secure Development Training",
          description:
            "Hands-on training for developers on the OWASP Top 10, secure coding patterns, threat modelling and fixing real vulnerabilities in code.",
        },
        {
          icon: "file-text",
          title: "POPIA & Policy Awareness",
          description:
            "Training on handling personal information, acceptable use and your security policies, with completion records for audit purposes.",
        },
      ],
    },
    {
      id: "audiences",
      kind: "lists",
      heading: "Who We Train",
      groups: [
        {
          title: "All Staff",
          icon: "users",
          items: [
            "Phishing and social engineering",
            "Password and MFA hygiene",
            "Safe remote and mobile working",
            "How to report an incident",
          ],
        },
        {
          title: "High-Risk Roles",
          icon: "alert-triangle",
          items: [
            "Payment fraud and business email compromise for finance",
            "Pretexting and impersonation for help desk staff",
            "Handling personal information for HR",
            "Privileged access for IT administrators",
          ],
        },
        {
          title: "Developers & Engineers",
          icon: "code",
          items: [
            "OWASP Top 10 and secure coding",
            "Threat modelling",
            "Secrets management and dependency risks",
            "Secure code review practices",
          ],
        },
        {
          title: "Executives & Board",
          icon: "building",
          items: [
            "Ransomware and breach tabletop exercises",
            "Cyber risk governance under King IV",
            "Crisis communication and decision-making",
            "Regulatory and notification obligations",
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
          title: "Baseline",
          description:
            "A baseline phishing simulation and knowledge survey show how staff behave today and which teams are most at risk.",
        },
        {
          title: "Design",
          description:
            "We plan a year-long programme of campaigns, modules and exercises matched to your risks, culture and compliance requirements.",
        },
        {
          title: "Deliver",
          description:
            "Training is rolled out in short, regular doses, with simulations running throughout and role-based sessions scheduled around business needs.",
        },
        {
          title: "Measure",
          description: "We track click, report and completion rates by department and compare them with the baseline.",
        },
        {
          title: "Reinforce",
          description:
            "Follow-up training for repeat clickers, new scenarios and refreshed content keep awareness current as threats change.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables and Outcomes",
      items: [
        "Baseline phishing and knowledge assessment report",
        "Annual awareness programme plan and calendar",
        "Phishing simulation campaigns with per-department results",
        "Training completion records for audit and POPIA evidence",
        "Tabletop exercise report with findings and improvement actions",
        "Quarterly report on click, report and completion trends",
      ],
    },
    {
      kind: "cta",
      heading: "Make Your People Part of Your Defence",
      description:
        "Book a {freeConsultation} to discuss your workforce, past incidents and training needs. We will suggest a programme that fits your organisation's size and risk.",
    },
  ],
} satisfies PageInput;
