import type { PageInput } from "../schema.ts";
import { actions } from "../actions.ts";

export default {
  kind: "healthcare",
  path: "/healthcare/electronic-medical-records",
  navLabel: "Electronic Medical Records",
  title: "Electronic Medical Records (EMR)",
  description:
    "Structured, searchable patient records with clinical decision support, cutting documentation time by 40% while meeting POPIA requirements.",
  need: "Patient records on paper or spread across systems? Folders lost or unreadable, a doctor who cannot see a patient's allergies or medication, and clinicians spending more time writing notes than seeing patients? Every clinician sees the whole record in one place, with less time spent writing it up.",
  order: 3,
  hero: {
    lead: "Give every clinician a complete, structured patient record: history, notes, medications, allergies and results in one place. Spend less time on documentation and more time with patients, with access controlled to meet POPIA requirements.",
    actions: [actions.requestDemo, { label: "Watch Demo", variant: "secondary" }],
  },
  sections: [
    {
      kind: "features",
      items: [
        {
          icon: "file-text",
          title: "Structured Clinical Notes",
          description:
            "Specialty templates, SOAP notes and reusable phrases capture consistent, searchable information without long free-text entries.",
        },
        {
          icon: "heart-pulse",
          title: "Patient Summary",
          description:
            "Problems, allergies, current medications, vital signs and recent results on one screen, so clinicians see what matters at a glance.",
        },
        {
          icon: "pill",
          title: "Medication and Allergy Records",
          description:
            "Prescriptions, administrations and allergies recorded against the patient, with interaction and allergy warnings at the point of prescribing.",
        },
        {
          icon: "microscope",
          title: "Results and Imaging",
          description:
            "Laboratory results and radiology reports arrive in the record automatically, with trends charted over time and abnormal values flagged.",
        },
        {
          icon: "stethoscope",
          title: "Clinical Decision Support",
          description:
            "Guideline prompts, overdue screening reminders and dosage checks help clinicians act on the record; the final decision is always theirs.",
        },
        {
          icon: "scan",
          title: "Document Scanning",
          description:
            "Scan and index paper records, referral letters and consent forms so legacy information sits alongside new entries in the same record.",
        },
        {
          icon: "key",
          title: "Role-Based Access and Consent",
          description:
            "Access is granted by role and care relationship, sensitive notes can be restricted, and patient consent is recorded for each purpose.",
        },
        {
          icon: "file-search",
          title: "Full Audit Trail",
          description:
            "Every view, edit and export is logged with user and time, supporting POPIA accountability and internal clinical governance reviews.",
        },
      ],
    },
    {
      kind: "lists",
      id: "lists",
      heading: "Record Contents and Standards",
      groups: [
        {
          title: "What the Record Holds",
          icon: "database",
          items: [
            "Demographics and medical scheme details",
            "Problem list and diagnoses",
            "Clinical notes and care plans",
            "Medications and allergies",
            "Laboratory and radiology results",
            "Immunisations and vital signs",
            "Referrals and discharge summaries",
            "Consent forms and scanned documents",
          ],
        },
        {
          title: "Standards and Integrations",
          icon: "link",
          items: [
            "HL7 FHIR resources and APIs",
            "HL7 v2 messaging",
            "ICD-10 diagnosis coding",
            "LOINC laboratory codes",
            "NAPPI medicine codes",
            "DICOM imaging links to PACS",
          ],
        },
        {
          title: "Compliance Support",
          icon: "shield-check",
          items: [
            "POPIA special personal information controls",
            "National Health Act confidentiality requirements",
            "HPCSA record-keeping guidance",
            "Retention schedules for clinical records",
          ],
        },
      ],
    },
    {
      kind: "stats",
      items: [
        { value: "40%", label: "Less documentation time" },
        { value: "30%", label: "Fewer record-keeping errors" },
        { value: "24/7", label: "Secure access for authorised clinicians" },
        { value: "POPIA", label: "Compliant by design" },
      ],
    },
    {
      kind: "cta",
      heading: "Move from Paper Folders to a Complete Digital Record",
      description:
        "We plan the migration with your clinicians, configure templates per specialty and train staff department by department.",
    },
  ],
} satisfies PageInput;
