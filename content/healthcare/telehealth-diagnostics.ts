import type { PageInput } from "../schema.ts";
import { actions } from "../actions.ts";

export default {
  kind: "healthcare",
  path: "/healthcare/telehealth-diagnostics",
  navLabel: "Telehealth & Diagnostics",
  title: "Telehealth and Remote Diagnostics",
  description:
    "Secure video consultations, remote monitoring and e-prescriptions in {telehealthLanguages} languages, with 95% patient satisfaction.",
  need: "Patients who live far from your clinic or your specialists? They travel far by taxi to see a doctor for a few minutes, and rural clinics have no specialist nearby. See them by secure video and follow up their readings at home.",
  order: 5,
  hero: {
    lead: "Reach patients wherever they are with secure video consultations, remote monitoring and electronic prescriptions. Care is delivered in {telehealthLanguages} languages and recorded in the same patient record your clinicians already use.",
    actions: [actions.requestDemo, { label: "Schedule Demo", variant: "secondary" }],
  },
  sections: [
    {
      kind: "features",
      items: [
        {
          icon: "video",
          title: "Secure Video Consultations",
          description:
            "Encrypted video visits that run in a browser or the patient app, designed to work on low-bandwidth mobile connections.",
        },
        {
          icon: "calendar",
          title: "Virtual Waiting Room and Booking",
          description:
            "Patients book online, complete pre-consultation questionnaires and wait in a virtual room until the clinician admits them.",
        },
        {
          icon: "activity",
          title: "Remote Patient Monitoring",
          description:
            "Readings from blood pressure cuffs, glucometers and pulse oximeters flow into the record, with alerts when values cross agreed thresholds.",
        },
        {
          icon: "file-text",
          title: "Electronic Prescriptions",
          description:
            "Clinicians issue e-prescriptions during the consultation and send them to the patient's chosen pharmacy, with interaction checks applied.",
        },
        {
          icon: "globe",
          title: "Multilingual Care",
          description:
            "Interface and interpreter support in {telehealthLanguages} languages, including South Africa's official languages, so patients can consult in the language they know best.",
        },
        {
          icon: "scan",
          title: "Remote Diagnostics and Image Sharing",
          description:
            "Share photographs, ECGs and imaging studies securely for specialist opinion, with findings written back to the patient record.",
        },
        {
          icon: "check-circle",
          title: "Consent and Clinical Notes",
          description:
            "Informed consent for virtual care is captured before each session, and consultation notes are documented in the EMR as for any visit.",
        },
        {
          icon: "users",
          title: "Multidisciplinary Case Reviews",
          description:
            "Bring GPs, specialists and nurses from different sites into one session to review complex cases and agree a plan together.",
        },
      ],
    },
    {
      kind: "lists",
      id: "lists",
      heading: "Use Cases and Connected Devices",
      groups: [
        {
          title: "Telehealth Use Cases",
          icon: "stethoscope",
          items: [
            "Follow-up and chronic care consultations",
            "Specialist outreach to rural clinics",
            "Mental health and counselling sessions",
            "Post-discharge check-ins",
            "After-hours virtual triage",
            "Occupational health consultations",
          ],
        },
        {
          title: "Connected Devices",
          icon: "wifi",
          items: [
            "Blood pressure monitors",
            "Glucometers",
            "Pulse oximeters",
            "Digital stethoscopes",
            "Portable ECG devices",
            "Smart scales",
          ],
        },
        {
          title: "Compliance and Security",
          icon: "shield-check",
          items: [
            "Consultation workflows aligned with HPCSA telehealth guidance",
            "POPIA-compliant consent and data handling",
            "End-to-end encrypted video sessions",
            "Audit trail for every virtual visit",
          ],
        },
      ],
    },
    {
      kind: "stats",
      items: [
        { value: "95%", label: "Patient satisfaction" },
        { value: "60%", label: "Cost reduction" },
        { value: "{telehealthLanguages}", label: "Languages supported" },
        { value: "24/7", label: "Remote monitoring" },
      ],
    },
    {
      kind: "cta",
      heading: "Extend Your Care Beyond the Hospital Walls",
      description:
        "We help you choose the services to deliver virtually, configure consent and clinical workflows, and connect monitoring devices to your records.",
    },
  ],
} satisfies PageInput;
