/** Contact page content: hero, form and card copy, what to expect, map, FAQ and terms of service summary. */
import { company } from "../company.ts";

export interface ContactContent {
  hero: { title: "Get in Touch"; lead: string };
  form: { heading: "Send us a Message"; description: string; privacyNotice: string };
  contactCard: { heading: "Contact Us"; description: string; emergency: { text: string; linkText: string } };
  infoCard: { heading: "Contact Information"; responseTimeLabel: string };
  expectations: { heading: "What to Expect"; items: string[] };
  map: { heading: string; description: string; linkText: string };
  faq: { heading: string; items: { question: string; answer: string }[] };
  terms: { heading: string; paragraphs: string[] };
}

export const contactPage = {
  hero: {
    title: "Get in Touch",
    lead: "Tell us about your project, your security concerns or the systems you want to modernise. We reply within 24 hours, and your first consultation is free.",
  },
  form: {
    heading: "Send us a Message",
    description:
      "Share a few details and the right consultant will get back to you. Phone number and company are optional.",
    privacyNotice: `Privacy notice (POPIA, section 18): ${company.name} collects these details only to answer your enquiry. They are stored securely and sent by email to our consulting team, and are never sold or shared for marketing. Giving your phone number and company is voluntary. Write to ${company.email} to see, correct or delete what we hold.`,
  },
  contactCard: {
    heading: "Contact Us",
    description: "Prefer to talk? Call or email our Pretoria team.",
    emergency: {
      text: "Active security incident? Our incident response line answers 24/7:",
      linkText: company.emergencyPhone,
    },
  },
  infoCard: {
    heading: "Contact Information",
    responseTimeLabel: "Response time",
  },
  expectations: {
    heading: "What to Expect",
    items: [
      "A reply from a consultant within 24 hours",
      "A free initial consultation to understand your goals and risks",
      "A tailored proposal with clear scope, timelines and deliverables",
      "Clear next steps, with no obligation to proceed",
    ],
  },
  map: {
    heading: "Visit Our Office",
    description: `We are based at ${company.address.building}, ${company.address.street}, ${company.address.suburb}. Please get in touch before visiting so the right consultant is available to meet you.`,
    linkText: "Open the map in OpenStreetMap",
  },
  faq: {
    heading: "Frequently Asked Questions",
    items: [
      {
        question: "What types of software and solutions do you build?",
        answer: `We deliver cybersecurity services, HR and payroll software under the ${company.hrBrand} brand, a modular cloud platform for hospitals and clinics, AI integration, Oracle Cloud services, public-sector digital transformation and business continuity solutions. Each engagement is tailored to your systems and goals.`,
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
          "Yes, the initial consultation is free. We discuss your needs, answer your questions and recommend next steps before you commit to anything.",
      },
    ],
  },
  terms: {
    heading: "Terms of Service",
    paragraphs: [
      "The content on this website is general information about our services and is not professional advice for your specific circumstances. We keep it accurate and up to date, but it may change without notice.",
      "Every engagement is governed by a written agreement signed by both parties, which sets out the scope, deliverables, fees, confidentiality and responsibilities. Nothing on this website forms part of that agreement unless the agreement says so.",
      `If you have questions about these terms or about how we work, email us at ${company.email}.`,
    ],
  },
} satisfies ContactContent;
