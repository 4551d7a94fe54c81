/** The about page: mission, certifications, focus sectors, who clients work with, values, testimonials and the privacy notice. */
import type { PageInput } from "../schema.ts";
import { certifications } from "../credentials.ts";

export default {
  kind: "about",
  path: "/about",
  navLabel: "About",
  title: "About Us: Certified Security and Cloud Experts",
  description:
    "{securityExperts} certified security experts and {projectsCompleted} projects completed for healthcare, education, financial services, mining and manufacturing clients.",
  menu: "primary",
  hero: {
    art: "about",
    eyebrow: "About {companyName}",
    title: "Certified Experts Who Stay Accountable for Results",
    lead: "{companyName} is a {city}-based consultancy that secures, modernises and supports the systems African organisations depend on, from hospital records to payroll and plant control networks.",
  },
  sections: [
    {
      id: "mission",
      need: "Who you are and why you exist: your purpose, aims and mission, and the expertise you bring together under one roof.",
      kind: "prose",
      large: true,
      heading: "Our Mission",
      paragraphs: [
        "{mission}",
        "We bring cybersecurity, cloud, AI and business software expertise together in one team, so clients get joined-up advice instead of competing vendors. Every engagement starts with understanding your risks and regulatory obligations, from POPIA to King IV, and ends with solutions your own people can run with confidence.",
      ],
      stats: [
        { value: "{securityExperts}", label: "Security experts" },
        { value: "{projectsCompleted}", label: "Projects completed" },
      ],
    },
    {
      id: "certifications",
      need: "The qualifications and accreditations your consultants hold: which professional certificates and credentials, whether your people are certified, and how they keep their certifications current.",
      kind: "certifications",
      carouselLabel: "Certification badges",
      heading: "Certifications",
      intro:
        "Our consultants hold current industry certifications across cloud platforms, security management and project delivery, and keep them up to date through continuing education.",
      items: [...certifications],
    },
    {
      id: "sectors",
      need: "The industries and sectors you serve and the clients you have: your markets, and your experience with hospitals and clinics, universities and schools, banks and insurers, mines, factories and government.",
      kind: "features",
      columns: 3,
      heading: "Sectors We Serve",
      intro:
        "Alongside government, we focus on the industries where downtime, data breaches and compliance failures carry the highest cost.",
      more: { label: "Read three engagements from these sectors", href: "/#engagements" },
      items: [
        {
          icon: "hospital",
          title: "Healthcare",
          description:
            "Hospital and clinic systems, electronic records and patient data protected in line with POPIA and the National Health Act.",
          href: "/healthcare-solutions",
        },
        {
          icon: "graduation-cap",
          title: "Education",
          description:
            "Student systems, learning platforms and campus networks kept secure and available for universities, colleges and schools.",
        },
        {
          icon: "wallet",
          title: "Financial Services",
          description:
            "Security testing, monitoring and governance for banks, insurers and fintechs facing strict regulator and audit expectations.",
          href: "/services/governance-risk-compliance",
        },
        {
          icon: "layers",
          title: "Mining",
          description:
            "Safe assessment of operational technology, remote sites and connected equipment where cyber incidents can halt production.",
          href: "/services/ot-iot-security",
        },
        {
          icon: "factory",
          title: "Manufacturing",
          description:
            "Protection for plant control systems, supply-chain links and ERP platforms that keep production lines running.",
          href: "/services/ot-iot-security",
        },
      ],
    },
    {
      id: "team",
      need: "Who carries out an engagement: your people, their roles and seniority, the senior consultant who leads it and signs it off, the testers, architects and project manager, whether they are your own staff, and who a client deals with.",
      kind: "features",
      heading: "Who You Will Work With",
      intro:
        "Every engagement is staffed from our own certified team, in four roles that stay with you from the first call to the final report.",
      items: [
        {
          icon: "user-check",
          title: "Engagement Lead",
          description:
            "A senior consultant, CISSP or CISM certified, who scopes the work with you, stays your one point of contact and signs off every deliverable.",
        },
        {
          icon: "target",
          title: "Security Testers",
          description:
            "Testers who exploit by hand what scanners only flag, prove each finding with evidence, and retest once you have fixed it.",
        },
        {
          icon: "cloud",
          title: "Cloud and Data Architects",
          description:
            "Oracle, AWS, Microsoft Azure and Google Cloud certified architects who design, migrate and harden the platforms your systems run on.",
        },
        {
          icon: "clipboard-check",
          title: "Project Manager",
          description:
            "A PMP-certified manager who agrees milestones with you, reports progress as agreed and keeps scope and budget where you signed them.",
        },
      ],
    },
    {
      id: "values",
      need: "What you stand for and believe in: your principles, culture and ethics, and how you behave with clients, from building security in first to being open about risks and holding yourselves to a high standard.",
      kind: "features",
      columns: 3,
      heading: "Our Core Values",
      intro: "Three principles guide how we advise, build and support.",
      items: [
        {
          icon: "shield-check",
          title: "Security First",
          description:
            "Security is designed into every system we deliver from the first workshop, not added after go-live or left to an audit to discover.",
        },
        {
          icon: "handshake",
          title: "Client Partnership",
          description:
            "We explain risks plainly, share what we find and build your team's capability so you rely on us by choice rather than necessity.",
        },
        {
          icon: "award",
          title: "Excellence",
          description:
            "Certified people, proven methods and thorough quality reviews mean every report, configuration and release meets a standard we would sign.",
        },
      ],
    },
    {
      id: "testimonials",
      need: "What your clients say about you: their feedback, reviews, references and recommendations, and whether they were happy with the results.",
      kind: "testimonials",
      carouselLabel: "Client testimonials",
      heading: "What Our Clients Say",
      intro: "Feedback from the people who rely on our work every day.",
      items: [
        {
          name: "Thandiwe Mokoena",
          role: "Chief Information Officer, provincial health department",
          content:
            "Their penetration test found weaknesses in our patient records environment that earlier audits had missed, and the remediation plan was practical enough for our own team to carry out. The retest confirmed every critical finding was closed before our POPIA review.",
          image: "/images/testimonials/thandiwe.svg",
          rating: 5,
        },
        {
          name: "Pieter van der Merwe",
          role: "Engineering Manager, manufacturing group",
          content:
            "They assessed our plant control network without disrupting production. For the first time we have a clear picture of which PLCs and HMIs are exposed, and a segmentation plan our engineers actually trust.",
          image: "/images/testimonials/pieter.svg",
          rating: 5,
        },
        {
          name: "Lerato Nkosi",
          role: "Chief Information Security Officer, financial services provider",
          content:
            "Their managed SOC gives us round-the-clock monitoring we could never have staffed ourselves. Alerts arrive already triaged with context and a recommended action, and the monthly reports go straight into our risk committee pack.",
          image: "/images/testimonials/lerato.svg",
          rating: 5,
        },
        {
          name: "Rajesh Naidoo",
          role: "Director of Information Technology, private higher-education institution",
          content:
            "They moved our student systems to Oracle Cloud and built a disaster recovery plan we have since tested end to end. Communication was clear at every stage, and the Pretoria team was on site whenever we needed them.",
          image: "/images/testimonials/rajesh.svg",
          rating: 5,
        },
      ],
    },
    {
      id: "privacy",
      need: "What happens to the personal details a visitor gives you on this website: what you collect, how you use, store and protect it, whether you share or sell it, cookies and tracking, and how to see, correct or delete it.",
      kind: "prose",
      large: true,
      heading: "Privacy Policy",
      paragraphs: [
        "{companyName} respects your privacy and processes personal information in line with the Protection of Personal Information Act, 2013 (POPIA). This notice explains what this website collects and how we use it.",
        "When you send an enquiry through the contact form or the chat assistant, we collect the details you choose to give us, such as your name, email address, phone number, company and message. We use this information only to respond to your enquiry and to follow up on it, store it securely with access limited to the staff who need it, and never sell it or share it for marketing.",
        "To improve the chat assistant, we keep its questions, stripped of contact details and numbers, for {chatRecordDays} days. To erase a chat sooner, email us its reference.",
        "This website uses no advertising or cross-site tracking cookies. The contact page's map loads from OpenStreetMap only when you scroll to it.",
        "You may ask what personal information we hold about you, have it corrected, or ask us to delete it, by emailing {email}. If you are not satisfied with our response, you may lodge a complaint with the Information Regulator of South Africa.",
      ],
    },
  ],
} satisfies PageInput;
