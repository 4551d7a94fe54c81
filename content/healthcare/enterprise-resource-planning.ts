import type { PageInput } from "../schema.ts";

export default {
  kind: "healthcare",
  path: "/healthcare/enterprise-resource-planning",
  navLabel: "Enterprise Resource Planning",
  title: "Healthcare Enterprise Resource Planning (ERP)",
  description:
    "Finance, procurement, HR and asset management built for hospitals and clinics: 30% lower costs and 50% faster processes.",
  need: "Hospital finance, stock, purchasing and staff run on separate systems? Theatre consumables run short, equipment misses its maintenance, overspending shows up too late and procurement audits find gaps. Bring the back office together in one system built for healthcare.",
  order: 9,
  hero: {
    lead: "Finance, procurement, supply chain, HR and asset management built for hospitals and clinics, and integrated with your clinical systems. Lower operating costs, faster processes and reporting you can stand behind.",
  },
  sections: [
    {
      kind: "features",
      items: [
        {
          icon: "wallet",
          title: "Financial Management",
          description:
            "General ledger, accounts payable and receivable, budgeting and cost-centre reporting per department, facility and group.",
        },
        {
          icon: "briefcase",
          title: "Procurement",
          description:
            "Requisitions, approvals, purchase orders and supplier contracts in one workflow, with spend tracked against budget as orders are placed.",
        },
        {
          icon: "layers",
          title: "Supply Chain and Inventory",
          description:
            "Stock of medical consumables, implants and linen tracked across stores and theatres, with par levels, batch numbers and expiry dates.",
        },
        {
          icon: "users",
          title: "Workforce and Payroll",
          description:
            "Staff records, rosters, professional registrations and payroll for clinical and support staff, aligned with the BCEA and SARS requirements.",
        },
        {
          icon: "settings",
          title: "Asset and Equipment Management",
          description:
            "Register medical equipment, schedule preventive maintenance and calibration, and track asset location and depreciation.",
        },
        {
          icon: "link",
          title: "Clinical System Integration",
          description:
            "HL7 FHIR and API connections to the HIS, pharmacy, laboratory and billing, so consumption and revenue flow into finance without re-capture.",
        },
        {
          icon: "clipboard-check",
          title: "Compliance and Governance",
          description:
            "Approval hierarchies, segregation of duties and audit trails supporting King IV governance and, for public facilities, PFMA requirements.",
        },
        {
          icon: "line-chart",
          title: "Management Reporting",
          description:
            "Cost per patient day, procurement savings and budget variance reports give executives a consolidated view across facilities.",
        },
      ],
    },
    {
      kind: "lists",
      id: "lists",
      heading: "Modules and Integrations",
      groups: [
        {
          title: "ERP Modules",
          icon: "layers",
          items: [
            "Financial accounting",
            "Procurement and supplier management",
            "Inventory and supply chain",
            "Human resources and payroll",
            "Asset and maintenance management",
            "Budgeting and cost control",
          ],
        },
        {
          title: "Integrations",
          icon: "link",
          items: [
            "Hospital information system",
            "Pharmacy and laboratory systems",
            "Revenue cycle and billing",
            "Oracle ERP and SAP",
            "Microsoft Dynamics 365",
            "South African banking files",
          ],
        },
        {
          title: "Compliance Support",
          icon: "shield-check",
          items: [
            "SARS tax and payroll submissions",
            "King IV governance principles",
            "PFMA and Treasury reporting for public facilities",
            "POPIA-compliant employee and supplier data",
          ],
        },
      ],
    },
    {
      kind: "stats",
      items: [
        { value: "30%", label: "Cost reduction" },
        { value: "50%", label: "Faster processes" },
        { value: "100%", label: "Compliance" },
        { value: "1 platform", label: "Finance, supply chain, HR and assets" },
      ],
    },
    {
      kind: "cta",
      heading: "Run the Business Side of Care on One Platform",
      description:
        "We map your finance, procurement and HR processes, migrate master data and connect the ERP to your clinical systems in planned phases.",
    },
  ],
} satisfies PageInput;
