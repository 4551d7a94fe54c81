import type { PageInput } from "../schema.ts";
import { actions, secondary } from "../actions.ts";

export default {
  kind: "healthcare",
  path: "/healthcare-solutions",
  navLabel: "Healthcare Solutions Overview",
  title: "Healthcare Technology: Cloud Hospital Platform",
  description:
    "A modular cloud hospital platform: records, AI care plans, telehealth, lab and pharmacy, secured to POPIA and HIPAA-level standards.",
  need: "Running a hospital or clinic on paper and systems that do not talk to each other? The same patient details are captured again and again, and information is missing when it matters. One cloud platform for records, departments, telehealth, lab and pharmacy.",
  order: 1,
  hero: {
    trust: "healthcare",
    art: "healthcare",
    eyebrow: "Healthcare Technology",
    title: "A Modular Cloud Platform for Hospitals and Clinics",
    lead: "Run patient records, clinical AI, telehealth, laboratory, radiology and pharmacy on one cloud hospital platform. Start with the modules you need, add the rest as you grow, and keep patient data protected to POPIA and HIPAA-level security standards.",
    actions: [
      actions.requestDemo,
      {
        label: "Learn More",
        context: "about the hospital information system",
        href: "/healthcare/hospital-information-system",
        variant: "secondary",
      },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      need: "What your hospital software covers along a patient's care, from admission to discharge and follow-up: records, AI support for diagnosis and treatment, telehealth, lab, pharmacy and links to other systems, on one shared patient record.",
      look: "links",
      heading: "One Platform for the Whole Patient Journey",
      intro:
        "From admission to discharge and follow-up, every step runs on one shared patient record, so clinicians, administrators and patients work from the same information.",
      items: [
        {
          icon: "hospital",
          title: "Hospital Information System",
          description: "Admissions, beds, theatres and discharge, with a live view of capacity across wards and sites.",
          href: "/healthcare/hospital-information-system",
        },
        {
          icon: "file-text",
          title: "Electronic Medical Records",
          description: "Notes, allergies, medications and results in one structured record, wherever care is given.",
          href: "/healthcare/electronic-medical-records",
        },
        {
          icon: "brain",
          title: "AI Diagnosis Support",
          description:
            "A ranked shortlist of possible diagnoses from symptoms, history and results, for the clinician to confirm.",
          href: "/healthcare/ai-powered-care-plans",
        },
        {
          icon: "sparkles",
          title: "AI Treatment Plans",
          description:
            "Draft plans built from clinical guidelines and the record, which the treating clinician edits and owns.",
          href: "/healthcare/ai-powered-care-plans",
        },
        {
          icon: "activity",
          title: "Telehealth & Remote Diagnostics",
          description: "Vital signs from connected devices, with alerts when readings leave agreed thresholds.",
          href: "/healthcare/telehealth-diagnostics",
        },
        {
          icon: "link",
          title: "Integrations",
          description: "HL7 FHIR interfaces and documented APIs to finance, HR, medical schemes and clinical systems.",
          href: "/healthcare/enterprise-resource-planning",
        },
        {
          icon: "video",
          title: "Telemedicine",
          description:
            "Video consultations with booking, consent, notes and e-prescriptions, so rural patients need not travel.",
          href: "/healthcare/telehealth-diagnostics",
        },
        {
          icon: "microscope",
          title: "Lab & Radiology",
          description:
            "Electronic orders, specimen tracking and PACS-linked studies, with results straight into the record.",
          href: "/healthcare/lab-radiology-services",
        },
        {
          icon: "pill",
          title: "Pharmacy",
          description:
            "Dispensing and stock control linked to prescriptions, with drug-interaction checks and NAPPI codes.",
          href: "/healthcare/pharmacy-management",
        },
      ],
    },
    {
      kind: "tiles",
      id: "modules",
      need: "Which modules your healthcare software has, whether we can take them one at a time or together, and what each one improves for a hospital or clinic.",
      heading: "Ten Modules, One Patient Record",
      intro:
        "Start with the modules you need and add the rest as you grow. Each one works on its own or with the others, on the same patient record, security controls and reporting.",
      items: [
        {
          icon: "hospital",
          title: "Hospital Information System",
          description:
            "Admissions, beds, theatres and discharge planning, with 50% shorter waiting times and 30% better bed use.",
          href: "/healthcare/hospital-information-system",
        },
        {
          icon: "file-text",
          title: "Electronic Medical Records",
          description: "Complete, structured patient records that cut clinical documentation time by 40%.",
          href: "/healthcare/electronic-medical-records",
        },
        {
          icon: "brain",
          title: "AI-Powered Care Plans",
          description:
            "Diagnosis suggestions and draft care plans for clinician review, supporting 50% faster diagnosis.",
          href: "/healthcare/ai-powered-care-plans",
        },
        {
          icon: "video",
          title: "Telehealth & Diagnostics",
          description:
            "Video consultations and remote monitoring in {telehealthLanguages} languages, with 95% patient satisfaction.",
          href: "/healthcare/telehealth-diagnostics",
        },
        {
          icon: "microscope",
          title: "Lab & Radiology Services",
          description: "Laboratory and radiology information systems that deliver lab results 40% faster.",
          href: "/healthcare/lab-radiology-services",
        },
        {
          icon: "pill",
          title: "Pharmacy Management",
          description: "Dispensing and stock control with 60% faster dispensing and 99.8% accuracy.",
          href: "/healthcare/pharmacy-management",
        },
        {
          icon: "receipt",
          title: "Revenue Cycle Management",
          description: "Eligibility, coding, claims and collections that reach 98% claim acceptance.",
          href: "/healthcare/revenue-cycle-management",
        },
        {
          icon: "building",
          title: "Enterprise Resource Planning",
          description:
            "Finance, procurement, HR and assets for healthcare organisations, with 30% lower operating costs.",
          href: "/healthcare/enterprise-resource-planning",
        },
        {
          icon: "smartphone",
          title: "Patient Portal & Mobile Apps",
          description: "Booking, results, reminders and payments on iOS, Android and the web, with 60% fewer no-shows.",
          href: "/healthcare/patient-portal-mobile-apps",
        },
        {
          icon: "bar-chart",
          title: "AI Analytics & Reporting",
          description: "Dashboards across 100+ clinical and operational KPIs, supporting decisions 70% faster.",
          href: "/healthcare/ai-analytics-reporting",
        },
      ],
    },
    {
      kind: "lists",
      id: "specialties",
      need: "Which medical specialties and hospital departments your platform supports, and setting it up for a particular practice.",
      heading: "Built for Every Department",
      intro:
        "Specialty templates, order sets and clinical forms are configured with your clinicians during implementation.",
      groups: [
        {
          title: "Medical Specialties",
          icon: "stethoscope",
          items: [
            "Cardiology",
            "Oncology",
            "Paediatrics",
            "Obstetrics & Gynaecology",
            "Orthopaedics",
            "Neurology",
            "Internal Medicine",
            "General Surgery",
            "Emergency Medicine",
            "Psychiatry",
            "Nephrology",
            "Anaesthesiology",
          ],
        },
      ],
    },
    {
      kind: "features",
      id: "security",
      need: "How patient data is kept safe and private in your hospital software: encryption, who can see records, audit logs, where the data is kept, backups, consent and POPIA compliance.",
      heading: "POPIA and HIPAA-Level Security",
      intro:
        "Patient information is special personal information under POPIA. The platform is built by a cybersecurity consultancy and protects it with controls modelled on HIPAA safeguards.",
      items: [
        {
          icon: "lock",
          title: "Encryption in Transit and at Rest",
          description:
            "Patient data is encrypted with TLS in transit and AES-256 at rest, with encryption keys managed separately from the data they protect.",
        },
        {
          icon: "key",
          title: "Role-Based Access Control",
          description:
            "Clinicians, nurses, pharmacists and administrators see only what their role requires, with multi-factor authentication and break-glass access for emergencies.",
        },
        {
          icon: "file-search",
          title: "Complete Audit Trails",
          description:
            "Every view, edit, print and export of a patient record is logged with user, time and reason, ready for internal review or an Information Regulator enquiry.",
        },
        {
          icon: "map-pin",
          title: "Data Residency in South Africa",
          description:
            "Production data is hosted in South African data centres, keeping patient records within the country and simplifying POPIA cross-border obligations.",
        },
        {
          icon: "refresh",
          title: "Backups and Disaster Recovery",
          description:
            "Automated, encrypted backups to a separate region with tested recovery procedures, so clinical services keep running through outages and load-shedding.",
        },
        {
          icon: "shield-check",
          title: "Consent and Independent Testing",
          description:
            "Patient consent is recorded and enforced per purpose, and the platform undergoes regular vulnerability assessment and penetration testing.",
          href: "/services/vapt",
        },
      ],
    },
    {
      kind: "cta",
      heading: "See the Platform Running in Your Setting",
      need: "How to see your hospital software running before committing: booking a demonstration for a hospital, clinic or practice group, and planning which modules to start with and how to roll them out.",
      description:
        "Book a demonstration tailored to your hospital, clinic or practice group. We will walk through the modules you need, your integration points and a phased rollout plan.",
      actions: [actions.requestDemo, secondary(actions.scheduleConsultation)],
      emailLine: true,
    },
  ],
} satisfies PageInput;
