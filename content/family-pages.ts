/**
 * Every family page (cybersecurity services, HR and healthcare landings and modules), keyed by path.
 * The family route modules read their page from here at build time; the content test checks
 * that it matches the route model one to one.
 */
import type { FamilyPage } from "./schema.ts";
import { page as cybersecurityApiSecurityAssessment } from "./cybersecurity/api-security-assessment.ts";
import { page as cybersecurityCloudSecurityTesting } from "./cybersecurity/cloud-security-testing.ts";
import { page as cybersecurityCybersecurityOperations } from "./cybersecurity/cybersecurity-operations.ts";
import { page as cybersecurityDeepWebMonitoring } from "./cybersecurity/deep-web-monitoring.ts";
import { page as cybersecurityGovernanceRiskCompliance } from "./cybersecurity/governance-risk-compliance.ts";
import { page as cybersecurityIdentityAccessManagement } from "./cybersecurity/identity-access-management.ts";
import { page as cybersecurityIncidentResponse } from "./cybersecurity/incident-response.ts";
import { page as cybersecurityMobileAppSecurity } from "./cybersecurity/mobile-app-security.ts";
import { page as cybersecurityOtIotSecurity } from "./cybersecurity/ot-iot-security.ts";
import { page as cybersecuritySecurityOperationsCenter } from "./cybersecurity/security-operations-center.ts";
import { page as cybersecuritySourceCodeSecurityReview } from "./cybersecurity/source-code-security-review.ts";
import { page as cybersecurityThirdPartyRiskManagement } from "./cybersecurity/third-party-risk-management.ts";
import { page as cybersecurityTrainingAndAwareness } from "./cybersecurity/training-and-awareness.ts";
import { page as cybersecurityVapt } from "./cybersecurity/vapt.ts";
import { page as cybersecurityWebAppSecurity } from "./cybersecurity/web-app-security.ts";
import { page as cybersecurityWirelessDeviceSecurity } from "./cybersecurity/wireless-device-security.ts";
import { page as hrEmployeeManagement } from "./hr/employee-management.ts";
import { page as hrLanding } from "./hr/landing.ts";
import { page as hrPayrollManagement } from "./hr/payroll-management.ts";
import { page as hrPerformanceManagement } from "./hr/performance-management.ts";
import { page as hrRecruitmentManagement } from "./hr/recruitment-management.ts";
import { page as hrSelfServicePortal } from "./hr/self-service-portal.ts";
import { page as hrTimeAttendance } from "./hr/time-attendance.ts";
import { page as healthcareAiAnalyticsReporting } from "./healthcare/ai-analytics-reporting.ts";
import { page as healthcareAiPoweredCarePlans } from "./healthcare/ai-powered-care-plans.ts";
import { page as healthcareElectronicMedicalRecords } from "./healthcare/electronic-medical-records.ts";
import { page as healthcareEnterpriseResourcePlanning } from "./healthcare/enterprise-resource-planning.ts";
import { page as healthcareHospitalInformationSystem } from "./healthcare/hospital-information-system.ts";
import { page as healthcareLabRadiologyServices } from "./healthcare/lab-radiology-services.ts";
import { page as healthcareLanding } from "./healthcare/landing.ts";
import { page as healthcarePatientPortalMobileApps } from "./healthcare/patient-portal-mobile-apps.ts";
import { page as healthcarePharmacyManagement } from "./healthcare/pharmacy-management.ts";
import { page as healthcareRevenueCycleManagement } from "./healthcare/revenue-cycle-management.ts";
import { page as healthcareTelehealthDiagnostics } from "./healthcare/telehealth-diagnostics.ts";

export const familyPages: readonly FamilyPage[] = [
  cybersecurityApiSecurityAssessment,
  cybersecurityCloudSecurityTesting,
  cybersecurityCybersecurityOperations,
  cybersecurityDeepWebMonitoring,
  cybersecurityGovernanceRiskCompliance,
  cybersecurityIdentityAccessManagement,
  cybersecurityIncidentResponse,
  cybersecurityMobileAppSecurity,
  cybersecurityOtIotSecurity,
  cybersecuritySecurityOperationsCenter,
  cybersecuritySourceCodeSecurityReview,
  cybersecurityThirdPartyRiskManagement,
  cybersecurityTrainingAndAwareness,
  cybersecurityVapt,
  cybersecurityWebAppSecurity,
  cybersecurityWirelessDeviceSecurity,
  hrEmployeeManagement,
  hrLanding,
  hrPayrollManagement,
  hrPerformanceManagement,
  hrRecruitmentManagement,
  hrSelfServicePortal,
  hrTimeAttendance,
  healthcareAiAnalyticsReporting,
  healthcareAiPoweredCarePlans,
  healthcareElectronicMedicalRecords,
  healthcareEnterpriseResourcePlanning,
  healthcareHospitalInformationSystem,
  healthcareLabRadiologyServices,
  healthcareLanding,
  healthcarePatientPortalMobileApps,
  healthcarePharmacyManagement,
  healthcareRevenueCycleManagement,
  healthcareTelehealthDiagnostics,
];

export function findFamilyPage(path: string): FamilyPage | undefined {
  return familyPages.find((page) => page.path === path);
}
