import type { PageInput } from "../schema.ts";

export default {
  kind: "healthcare",
  path: "/healthcare/hospital-information-system",
  navLabel: "Hospital Information System",
  title: "Hospital Information System (HIS)",
  description:
    "A cloud hospital information system for admissions, beds, theatres and billing: 50% shorter waiting times and 30% better bed use.",
  need: "Long queues, lost files and no live view of beds and admissions? Patients waiting for hours and registered again at every visit, theatre lists that clash, and discharges that drag on? Run patients, wards, theatres and billing from one hospital system.",
  order: 2,
  hero: {
    lead: "Run admissions, beds, theatres and discharge from one cloud system that every ward and department can see. Cut waiting times, use beds better and give managers a live picture of the hospital.",
  },
  sections: [
    {
      kind: "features",
      items: [
        {
          icon: "user-check",
          title: "Patient Registration and Admissions",
          description:
            "Register patients once with identity, next-of-kin and medical scheme details, then admit, transfer or refer them without re-capturing information.",
        },
        {
          icon: "layers",
          title: "Bed Management",
          description:
            "A live bed board across wards and sites shows occupied, clean, blocked and expected-discharge beds, so bed managers can place patients faster.",
        },
        {
          icon: "calendar",
          title: "Theatre and Resource Scheduling",
          description:
            "Book theatres, surgeons, anaesthetists and equipment together, with conflict checks and a day list that updates as cases move.",
        },
        {
          icon: "clock",
          title: "Outpatient Queue Management",
          description:
            "Track patients from triage to consultation with queue screens and SMS updates, and see where waiting times are building up.",
        },
        {
          icon: "clipboard-check",
          title: "Discharge Planning",
          description:
            "Start discharge planning at admission with estimated dates, task checklists and discharge summaries sent to the patient's GP.",
        },
        {
          icon: "receipt",
          title: "Patient Billing",
          description:
            "Capture charges at the point of care and pass them to revenue cycle management for medical scheme claims and patient accounts.",
        },
        {
          icon: "workflow",
          title: "Ward and Nursing Workflows",
          description:
            "Nursing task lists, observation charts and handover notes keep each shift aware of what is due and which patients need attention.",
        },
        {
          icon: "bar-chart",
          title: "Operational Dashboards",
          description:
            "Occupancy, length of stay, theatre utilisation and emergency department flow, live for the people running wards and theatres today; management reporting across hospitals, trends and forecasts come from AI Analytics & Reporting.",
        },
      ],
    },
    {
      kind: "lists",
      id: "lists",
      heading: "Workflows and Integrations",
      groups: [
        {
          title: "Supported Workflows",
          icon: "workflow",
          items: [
            "Emergency department triage",
            "Elective and emergency admissions",
            "Inter-ward and inter-facility transfers",
            "Theatre booking and day lists",
            "Discharge and GP referral letters",
            "Outpatient clinic scheduling",
          ],
        },
        {
          title: "Standards and Integrations",
          icon: "link",
          items: [
            "HL7 v2 and HL7 FHIR interfaces",
            "ICD-10 diagnosis coding",
            "Medical scheme membership verification",
            "Laboratory and radiology systems",
            "Pharmacy and stock control",
            "Finance and ERP systems",
          ],
        },
        {
          title: "Facility Types",
          icon: "hospital",
          items: [
            "Private and public hospitals",
            "Day clinics and surgical centres",
            "Multi-site hospital groups",
            "Community health centres",
          ],
        },
      ],
    },
    {
      kind: "stats",
      items: [
        { value: "50%", label: "Shorter waiting times" },
        { value: "30%", label: "Better bed utilisation" },
        { value: "25%", label: "Faster discharge" },
        { value: "24/7", label: "Live view of beds and patient flow" },
      ],
    },
    {
      kind: "cta",
      heading: "Bring Your Hospital Operations onto One System",
      description:
        "We will map your admission, bed and discharge processes, configure the HIS around them and migrate your existing patient master index.",
    },
  ],
} satisfies PageInput;
