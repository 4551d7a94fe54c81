/** The contact page: the form and contact cards, what to expect, the office map, FAQ and a summary of the terms of service. */
import type { PageInput } from "../schema.ts";

export default {
  kind: "contact",
  path: "/contact",
  navLabel: "Contact",
  title: "Contact Us: {freeConsultation:title}, Reply {responseTime:title}",
  description:
    "Send us a message or call our Pretoria office. We reply {responseTime} and the {firstConsultationIsFree}, whatever the size of your organisation.",
  menu: "primary",
  hero: {
    art: "contact",
    title: "Get in Touch",
    lead: "Tell us about your project, your security concerns or the systems you want to modernise. We reply {responseTime}, and your {firstConsultationIsFree}.",
  },
  sections: [
    {
      id: "contact-details",
      need: "How to send you a message or an enquiry, and what happens after getting in touch: who replies and how soon, a free first consultation, a proposal and the next steps.",
      kind: "contact",
      form: {
        heading: "Send us a Message",
        description:
          "Share a few details and the right consultant will get back to you. Phone number and company are optional.",
        privacyNotice:
          "Privacy notice (POPIA, section 18): {companyName} collects these details only to answer your enquiry. They are stored securely and sent by email to our consulting team, and are never sold or shared for marketing. Giving your phone number and company is voluntary. Write to {email} to see, correct or delete what we hold.",
      },
      contactCard: {
        heading: "Contact Us",
        description: "Prefer to talk? Call or email our Pretoria team.",
        emergency: {
          text: "Active security incident? Our incident response line answers 24/7:",
          linkText: "{emergencyPhone}",
        },
      },
      infoCard: {
        heading: "Contact Information",
        labels: { email: "Email", phone: "Phone", address: "Address", responseTime: "Response time" },
      },
      expectations: {
        heading: "What to Expect",
        items: [
          "A reply from a consultant {responseTime}",
          "A {freeInitialConsultation} to understand your goals and risks",
          "A tailored proposal with clear scope, timelines and deliverables",
          "Clear next steps, with no obligation to proceed",
        ],
      },
    },
    {
      id: "office-map",
      need: "Where you are: your office location and address, finding you on a map, and visiting or meeting in person.",
      kind: "map",
      heading: "Visit Our Office",
      intro:
        "We are based at {officeAddress}. Please get in touch before visiting so the right consultant is available to meet you.",
      linkText: "Open the map in OpenStreetMap",
    },
    {
      id: "faq",
      need: "Common questions before engaging you: what software and solutions you build, whether you take on small businesses as well as large ones, support and maintenance after go-live, and whether the first consultation costs anything.",
      kind: "faq",
      heading: "Frequently Asked Questions",
      items: [
        {
          question: "What types of software and solutions do you build?",
          answer:
            "We deliver cybersecurity services, HR and payroll software under the {hrBrand} brand, a modular cloud platform for hospitals and clinics, AI integration, Oracle Cloud services, public-sector digital transformation and business continuity solutions. Each engagement is tailored to your systems and goals.",
        },
        {
          question: "Do you work with small businesses as well as enterprises?",
          answer:
            "Yes. We support organisations of all sizes, from growing businesses to large enterprises and government departments, and scope every engagement to your size, budget and internal capacity.",
        },
        {
          question: "Do you offer support after development?",
          answer:
            "Yes. After go-live we provide ongoing maintenance, updates and 24/7 technical support, and we train your team so they can run the solution with confidence.",
        },
        {
          question: "Are consultations free?",
          answer:
            "Yes, {consultationIsFree}. We discuss your needs, answer your questions and recommend next steps before you commit to anything.",
        },
      ],
    },
    {
      id: "terms",
      need: "Your terms and conditions: the legal terms of using this website, that its content is general information rather than professional advice, and the written agreement that governs an engagement.",
      kind: "prose",
      heading: "Terms of Service",
      paragraphs: [
        "The content on this website is general information about our services and is not professional advice for your specific circumstances. We keep it accurate and up to date, but it may change without notice.",
        "Every engagement is governed by a written agreement signed by both parties, which sets out the scope, deliverables, fees, confidentiality and responsibilities. Nothing on this website forms part of that agreement unless the agreement says so.",
        "If you have questions about these terms or about how we work, email us at {email}.",
      ],
    },
  ],
} satisfies PageInput;
