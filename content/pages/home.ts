/** The home page: hero, the four consulting services, why choose us, engagement stories and the consultation call to action. */
import type { PageInput } from "../schema.ts";
import { actions, secondary } from "../actions.ts";
import { engagementStories } from "../stories.ts";

export default {
  kind: "home",
  path: "/",
  navLabel: "Home",
  title: "Cybersecurity, Cloud and AI Consultancy in Pretoria",
  description:
    "Pretoria consultancy for cybersecurity, AI integration, Oracle Cloud, public-sector transformation and disaster recovery. {freeInitialConsultation:sentence}.",
  menu: "primary",
  hero: {
    trust: "consultancy",
    art: "consultancy",
    eyebrow: "{tagline} in {city}",
    title: "Secure, Modernise and Scale Your Organisation with Confidence",
    lead: "We help South African organisations adopt AI, move to the cloud and stay secure while they do it. One accountable team takes you from first assessment to a running, supported solution.",
    actions: [{ label: "Start Project", href: "/contact" }, secondary(actions.scheduleConsultation)],
    stats: [
      { value: "99.9%", label: "Client satisfaction rate" },
      { value: "24/7", label: "Technical support" },
    ],
  },
  sections: [
    {
      id: "services",
      need: "What else you do besides cybersecurity, HR and healthcare software: your wider technology and IT consulting, such as AI, cloud, government digital projects and keeping systems running through outages and disasters.",
      kind: "offerings",
      heading: "Technology Services That Move You Forward",
      intro:
        "Beyond cybersecurity, HR and healthcare software, we deliver the platforms and plans that keep modern organisations running.",
      items: [
        {
          icon: "brain",
          title: "AI Integration",
          description:
            "Put AI to work on real business processes, from document handling to customer service, with the data protection and human oversight POPIA expects.",
          features: [
            "AI readiness and use-case assessment",
            "Chat assistants and document automation",
            "Integration with your existing systems and data",
            "Governance, privacy and model monitoring",
          ],
          need: "Staff spending their days on repetitive paperwork, data capture and the same customer questions? Retyping data from documents all day, and curious about AI but wary of leaked data, POPIA and wrong answers? We put AI to work on that routine, safely and with people still in charge.",
        },
        {
          icon: "cloud",
          title: "Oracle Cloud Services",
          description:
            "Plan, migrate and run Oracle workloads on Oracle Cloud Infrastructure with certified architects who understand databases, licensing and performance.",
          features: [
            "Oracle Cloud Infrastructure architecture and migration",
            "Oracle Database upgrades and tuning",
            "Cost and licence optimisation",
            "Managed operations and monitoring",
          ],
          need: "Oracle databases on ageing servers, or Oracle costs and licences that keep growing? Databases that are slow or out of support, and no in-house Oracle specialist to upgrade or tune them? We move them to Oracle's cloud, tune them and keep them running.",
        },
        {
          icon: "building",
          title: "Public-Sector Digital Transformation",
          description:
            "Modernise citizen services and back-office systems for national, provincial and local government, aligned with SITA processes and public-sector governance.",
          features: [
            "Digital strategy and roadmaps",
            "Citizen-facing portals and e-services",
            "Legacy system modernisation",
            "Procurement-ready documentation",
          ],
          need: "A government department still serving citizens on paper and at counters, or running on systems too old to change? Municipalities and public entities with queues out the door and legacy systems nobody can support? We bring public services online and modernise the systems behind them.",
        },
        {
          icon: "refresh",
          title: "Business Continuity & Disaster Recovery",
          description:
            "Keep critical services available through load-shedding, cyber attacks and system failures, with recovery plans you have actually tested.",
          features: [
            "Business impact analysis",
            "Backup and replication design",
            "Disaster recovery runbooks and testing",
            "Ransomware recovery readiness",
          ],
          need: "Could a power cut, a fire or flood in the server room, a cyber attack or a failed system stop your organisation? Load-shedding that brings everything to a halt, backups that have never been restored, no written recovery runbook, and nobody knows how much downtime you could survive? We plan backups and recovery, and test that you can keep working and recover.",
        },
      ],
    },
    {
      id: "why-choose-us",
      need: "Why pick you over others: what makes you different or sets you apart, your strengths and what clients can count on, from certified people and a local team to a free first conversation, prompt replies, engagements sized to each client and one team from start to finish.",
      kind: "features",
      heading: "Why Choose {shortName}",
      intro:
        "What makes us different is simple: we are easy to reach, straight about risk and accountable for what we deliver, which is why clients stay with us.",
      items: [
        {
          icon: "award",
          title: "Certified Experts",
          description:
            "{securityExperts} security experts holding Oracle, AWS, Microsoft Azure, Google Cloud, CISSP, CISM and PMP certifications work on your engagements.",
          href: "/about",
        },
        {
          icon: "map-pin",
          title: "Local Pretoria Team",
          description:
            "Our consultants are based in Pretoria, understand South African regulation and can be on site when a workshop or incident calls for it.",
        },
        {
          icon: "handshake",
          title: "{freeInitialConsultation:title}",
          description:
            "Talk through your goals and risks with a senior consultant at no cost and leave with practical next steps, whether or not you engage us.",
          href: "/contact",
        },
        {
          icon: "clock",
          title: "Response {responseTime:title}",
          description:
            "Every enquiry receives a reply from a consultant {responseTime}, and our 24/7 technical support covers clients after go-live.",
        },
        {
          icon: "users",
          title: "Organisations of All Sizes",
          description:
            "From growing businesses to government departments and listed companies, we scope work to your size, budget and internal capacity.",
        },
        {
          icon: "workflow",
          title: "End-to-End Delivery",
          description:
            "Assessment, design, implementation and ongoing support come from one team, so nothing is lost in hand-overs between vendors.",
        },
      ],
    },
    engagementStories,
    {
      id: "free-consultation",
      need: "How to get started and book a first meeting: a free, no-obligation consultation with a senior consultant, what it covers and how soon you reply.",
      kind: "cta",
      heading: "Book Your {freeConsultation:title}",
      description:
        "Tell us what you are planning or what is worrying you. A senior consultant will review your situation, answer your questions and recommend clear next steps, with no obligation.",
      points: [
        "{freeInitialConsultation:sentence} with a senior consultant",
        "Response {responseTime} of your enquiry",
        "Support for organisations of all sizes",
        "Practical recommendations you can act on immediately",
      ],
      actions: [
        actions.scheduleConsultation,
        { label: "Explore Cybersecurity Services", href: "/services", variant: "secondary" },
      ],
    },
  ],
} satisfies PageInput;
