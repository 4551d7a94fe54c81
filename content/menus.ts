/**
 * How the header's dropdowns present each family's pages: under a few headings, each link with a
 * one-line description, and a link to the family's overview at the foot. The pages themselves, and
 * which dropdown lists them, come from the route model (routes.ts checks that every page of a
 * dropdown appears here exactly once, and nothing else does).
 */
import type { Family } from "./schema.ts";

export interface MenuGroupCopy {
  heading: string;
  /** Path to the line under the page's link. */
  lines: Record<string, string>;
}

export interface DropdownCopy {
  /** The label of the link to the family's overview. */
  overview: string;
  groups: readonly MenuGroupCopy[];
}

export const dropdownCopy: Record<Family, DropdownCopy> = {
  cybersecurity: {
    overview: "All cybersecurity services",
    groups: [
      {
        heading: "Test and assess",
        lines: {
          "/services/vapt": "Exploitable weaknesses found and proven",
          "/services/web-app-security": "Tested against the OWASP Top 10",
          "/services/mobile-app-security": "iOS and Android apps, device to back end",
          "/services/api-security-assessment": "REST and GraphQL APIs tested for abuse",
          "/services/cloud-security-testing": "AWS, Azure and Google Cloud configuration",
          "/services/source-code-security-review": "Flaws found in the code before release",
          "/services/wireless-device-security": "Wi-Fi, Bluetooth and connected devices",
          "/services/ot-iot-security": "Plant and control systems, tested safely",
        },
      },
      {
        heading: "Monitor and respond",
        lines: {
          "/services/security-operations-center": "Threats detected around the clock",
          "/services/incident-response": "A breach contained, investigated and recovered",
          "/services/cybersecurity-operations": "Your day-to-day security run for you",
          "/services/deep-web-monitoring": "Leaked credentials and data found early",
        },
      },
      {
        heading: "Govern and manage risk",
        lines: {
          "/services/identity-access-management": "The right access for the right people",
          "/services/governance-risk-compliance": "POPIA, King IV and ISO 27001 programmes",
          "/services/third-party-risk-management": "Suppliers assessed before they connect",
          "/services/training-and-awareness": "Staff who spot phishing and report it",
        },
      },
    ],
  },
  hr: {
    overview: "All HR solutions",
    groups: [
      {
        heading: "People",
        lines: {
          "/hr-solutions/employee-management": "Records, contracts and documents in one place",
          "/hr-solutions/performance-management": "Goals, reviews and feedback in one cycle",
          "/hr-solutions/recruitment-management": "From job post to signed offer",
        },
      },
      {
        heading: "Pay and time",
        lines: {
          "/hr-solutions/payroll-management": "PAYE, UIF and SDL on every pay run",
          "/hr-solutions/time-attendance": "Clocking, leave and overtime that feed payroll",
          "/hr-solutions/self-service-portal": "Payslips and leave requests for every employee",
        },
      },
    ],
  },
  healthcare: {
    overview: "All healthcare solutions",
    groups: [
      {
        heading: "Hospital operations",
        lines: {
          "/healthcare/hospital-information-system": "Admissions, beds, theatres and discharge",
          "/healthcare/enterprise-resource-planning": "Finance, procurement and stock",
          "/healthcare/pharmacy-management": "Dispensing, stock and medication safety",
          "/healthcare/revenue-cycle-management": "Claims, billing and collections",
        },
      },
      {
        heading: "Clinical care",
        lines: {
          "/healthcare/electronic-medical-records": "One patient record across every ward",
          "/healthcare/ai-powered-care-plans": "Care plans drafted from the patient’s record",
          "/healthcare/telehealth-diagnostics": "Video consultations and remote diagnostics",
          "/healthcare/lab-radiology-services": "Orders, results and imaging in one flow",
        },
      },
      {
        heading: "Patients and insight",
        lines: {
          "/healthcare/patient-portal-mobile-apps": "Bookings, results and reminders for patients",
          "/healthcare/ai-analytics-reporting": "Live dashboards across 100+ KPIs",
        },
      },
    ],
  },
};
