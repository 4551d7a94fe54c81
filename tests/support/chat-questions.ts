/**
 * Realistic visitor questions, each with the facts or page paths a good reply must contain: the
 * answer-quality test scores the content answerer on them, and the chat benchmark replays them.
 */
import { company } from "../../content/company.ts";

export interface Case {
  question: string;
  /** Every one of these must appear in the reply (case-insensitive). */
  all?: string[];
  /** At least one of these must appear in the reply (case-insensitive). */
  any?: string[];
}

export const connectOffer = "connect you with our team";

export const chatQuestions: Case[] = [
  { question: "Where are you based?", all: [company.city, company.address.street] },
  { question: "What is your office address?", all: [company.address.building, company.address.postalCode] },
  { question: "How fast do you respond to a breach?", all: [company.emergencyPhone, "under 1 hour"] },
  { question: "We've been hacked, what should we do?", all: [company.emergencyPhone, company.emergencyEmail] },
  { question: "How quickly will you reply to my enquiry?", all: ["within 24 hours"] },
  { question: "What's your email?", all: [company.email] },
  { question: "What is your phone number?", all: [company.phone] },
  { question: "Is the consultation free?", all: ["initial consultation is free"] },
  { question: "How much does a pentest cost?", all: ["custom quote", "/services/vapt", connectOffer] },
  { question: "Can I get a quote?", all: ["custom quote", "free"] },
  { question: "Do you integrate with SAP?", all: ["SAP"] },
  { question: "Do you test mobile apps?", all: ["/services/mobile-app-security"] },
  { question: "What is VAPT?", all: ["/services/vapt"] },
  { question: "Do you do ISO 27001?", all: ["27001", "/services/governance-risk-compliance"] },
  { question: "Do you help with POPIA compliance?", all: ["POPIA", "/services/governance-risk-compliance"] },
  { question: "Do you offer a SOC?", all: ["/services/security-operations-center"] },
  { question: "What SOC tiers do you offer?", all: ["Essential", "Enterprise"] },
  { question: "Do you monitor the dark web for leaked passwords?", all: ["/services/deep-web-monitoring"] },
  { question: "What are the alert levels for dark web monitoring?", all: ["Critical", "under 1 hour"] },
  { question: "What are your incident response tiers?", all: ["Emergency", "Priority", "Standard"] },
  { question: "Do you run phishing simulations for staff?", all: ["phishing", "/services/training-and-awareness"] },
  { question: "Which OWASP categories do you test web apps for?", all: ["Broken Access Control"] },
  { question: "Do you test SCADA and PLC systems?", all: ["SCADA", "/services/ot-iot-security"] },
  { question: "Can you review our source code?", all: ["/services/source-code-security-review"] },
  { question: "What programming languages do you cover in code reviews?", all: ["Python", "Java"] },
  { question: "Do you test GraphQL APIs?", all: ["GraphQL", "/services/api-security-assessment"] },
  { question: "Do you do cloud security testing on AWS?", all: ["AWS", "/services/cloud-security-testing"] },
  { question: "Do you offer single sign-on and MFA?", all: ["/services/identity-access-management"] },
  { question: "Can you assess our third-party suppliers?", all: ["/services/third-party-risk-management"] },
  { question: "Do you test Wi-Fi networks?", any: ["/services/wireless-device-security", "/services/vapt"] },
  { question: "Do you work with mining companies?", all: ["mining"] },
  { question: "Which sectors do you serve?", all: ["Healthcare", "Financial Services", "Manufacturing"] },
  { question: "What certifications do your consultants hold?", all: ["CISSP", "AWS"] },
  { question: "Do you work with small businesses?", all: ["all sizes"] },
  { question: "Do you offer support after go-live?", all: ["24/7"] },
  { question: "Can you help us move to Oracle Cloud?", all: ["Oracle Cloud Infrastructure"] },
  { question: "Do you help with disaster recovery and load-shedding?", all: ["recovery", "load-shedding"] },
  { question: "What HR modules do you have?", all: ["Payroll Management", "Recruitment Management"] },
  { question: "Can you run payroll bi-weekly?", all: ["bi-weekly", "/hr-solutions/payroll-management"] },
  { question: "Does your payroll calculate PAYE and UIF?", all: ["PAYE", "/hr-solutions/payroll-management"] },
  { question: "Can employees clock in with fingerprints?", all: ["/hr-solutions/time-attendance"] },
  { question: "Do you support 360 feedback?", all: ["360", "/hr-solutions/performance-management"] },
  { question: "Can the HR system help with recruitment?", all: ["/hr-solutions/recruitment-management"] },
  { question: "Does the HR app work offline?", all: ["offline"] },
  { question: "Do you have a pharmacy system?", all: ["/healthcare/pharmacy-management"] },
  {
    question: "Can patients see their lab results?",
    any: ["/healthcare/lab-radiology-services", "/healthcare/patient-portal-mobile-apps"],
    all: ["results"],
  },
  { question: "Is there a patient app on Android?", all: ["Android", "/healthcare/patient-portal-mobile-apps"] },
  {
    question: "Do you support telemedicine?",
    any: ["/healthcare/telehealth-diagnostics", "/healthcare-solutions"],
    all: ["video"],
  },
  { question: "What imaging modalities does your radiology system support?", all: ["MRI"] },
  { question: "Does the hospital system handle bed management?", all: ["/healthcare/hospital-information-system"] },
  { question: "Do you help with medical aid claims?", all: ["/healthcare/revenue-cycle-management"] },
  { question: "How is patient data protected?", all: ["POPIA"] },
  { question: "What services do you offer?", all: [company.description.slice(2, 40), "/services"] },
  { question: "Hi there", all: [company.name] },
  { question: "Do you sell shoes?", all: [connectOffer] },
  // Off-topic small talk gets a short scope answer that does not bring up the contact form (the
  // product decision behind the evaluation set's `weather-pretoria` case), so no offer of the team.
  { question: "What's the weather like in Cape Town?", all: ["I can only help with questions about"] },
];
