import type { PageInput } from "../schema.ts";

export default {
  kind: "healthcare",
  path: "/healthcare/pharmacy-management",
  navLabel: "Pharmacy Management",
  title: "Pharmacy Management System",
  description:
    "Dispensing, stock control and interaction checks in one system: 60% faster dispensing, 99.8% accuracy and 25% cost savings.",
  need: "Medicine running out, expiring on the shelf or dispensed with errors? Queues at the pharmacy window, a controlled-drugs register kept on paper, and stock that never matches the books? Control stock and dispensing with safety checks at every step.",
  order: 7,
  hero: {
    lead: "Dispensing, stock control and medication safety checks in one system connected to prescriptions and the patient record. Dispense faster and more accurately while keeping stock and costs under control.",
  },
  sections: [
    {
      kind: "features",
      items: [
        {
          icon: "file-text",
          title: "Prescription Management",
          description:
            "Electronic prescriptions arrive from wards, clinics and telehealth consultations, removing handwriting queries and re-capture.",
        },
        {
          icon: "pill",
          title: "Dispensing Workflow",
          description:
            "Guided dispensing with barcode verification, label printing and pharmacist sign-off for inpatient, outpatient and chronic scripts.",
        },
        {
          icon: "shield-alert",
          title: "Drug Interaction and Allergy Checks",
          description:
            "Each prescription is checked for interactions, allergies, duplicate therapy and dose limits, with alerts for the pharmacist to resolve.",
        },
        {
          icon: "database",
          title: "Inventory and Stock Control",
          description:
            "Real-time stock levels across dispensaries and ward stores, with reorder points, batch numbers and expiry tracking.",
        },
        {
          icon: "lock",
          title: "Controlled Substances Registers",
          description:
            "Electronic registers for Schedule 5 and Schedule 6 medicines record every receipt, issue and balance with the responsible pharmacist.",
        },
        {
          icon: "receipt",
          title: "Pricing and Medical Scheme Claims",
          description:
            "NAPPI-coded products with single exit price and dispensing fee calculation, and claims submitted to medical schemes at the point of sale.",
        },
        {
          icon: "building",
          title: "Procurement and Suppliers",
          description:
            "Purchase orders, supplier price lists and goods received notes are linked to stock, so purchasing follows actual consumption.",
        },
        {
          icon: "bar-chart",
          title: "Pharmacy Reporting",
          description:
            "Reports on dispensing volumes, stock turnover, expiries, wastage and antimicrobial use for pharmacy managers and stewardship committees.",
        },
      ],
    },
    {
      kind: "lists",
      id: "lists",
      heading: "Settings and Standards",
      groups: [
        {
          title: "Pharmacy Settings",
          icon: "hospital",
          items: [
            "Hospital inpatient pharmacies",
            "Outpatient and retail dispensaries",
            "Chronic medication programmes",
            "Ward stock and satellite stores",
            "Clinic dispensing points",
          ],
        },
        {
          title: "Standards and Integrations",
          icon: "link",
          items: [
            "NAPPI product codes",
            "Single exit price (SEP) updates",
            "Medical scheme claims switching",
            "HL7 FHIR medication resources",
            "Electronic medical records",
            "ERP procurement and finance",
          ],
        },
        {
          title: "Compliance Support",
          icon: "shield-check",
          items: [
            "Medicines and Related Substances Act scheduling",
            "South African Pharmacy Council good pharmacy practice",
            "POPIA-compliant patient data handling",
            "Audit trail for every dispensing action",
          ],
        },
      ],
    },
    {
      kind: "stats",
      items: [
        { value: "60%", label: "Faster dispensing" },
        { value: "99.8%", label: "Dispensing accuracy" },
        { value: "25%", label: "Cost savings" },
        { value: "24/7", label: "Stock visibility across sites" },
      ],
    },
    {
      kind: "cta",
      heading: "Make Every Dispensing Step Safer and Faster",
      description:
        "We load your product catalogue and stock, configure dispensing and approval rules, and connect the pharmacy to prescribing and billing.",
    },
  ],
} satisfies PageInput;
