import type { PageInput } from "../schema.ts";

export default {
  kind: "healthcare",
  path: "/healthcare/ai-powered-care-plans",
  navLabel: "AI-Powered Care Plans",
  title: "AI-Powered Diagnosis and Care Plans",
  description:
    "Clinical AI that suggests diagnoses and personalised treatment plans for clinicians to review: 50% faster diagnosis and 30% fewer errors.",
  need: "Clinicians short of time for every case? Diagnoses missed or delayed, treatment that strays from the latest guidelines, and patients on the ward who get worse before anyone notices? AI suggests possible diagnoses and drafts treatment plans for them to review and approve.",
  order: 4,
  hero: {
    lead: "Clinical AI that suggests possible diagnoses and drafts personalised treatment plans from the patient's record and current guidelines. Clinicians review, edit and approve every suggestion: the AI supports their judgement and never replaces it.",
  },
  sections: [
    {
      kind: "features",
      items: [
        {
          icon: "brain",
          title: "Differential Diagnosis Suggestions",
          description:
            "Symptoms, history, vital signs and results are analysed to produce a ranked list of possible diagnoses, each with the evidence behind it.",
        },
        {
          icon: "sparkles",
          title: "Draft Treatment Plans",
          description:
            "Treatment plans are drafted from clinical guidelines and the patient's record, ready for the treating clinician to edit and sign off.",
        },
        {
          icon: "user-check",
          title: "Clinician Review and Approval",
          description:
            "No suggestion reaches the patient record or an order without a clinician's approval, and every accept, edit or rejection is recorded.",
        },
        {
          icon: "eye",
          title: "Explainable Recommendations",
          description:
            "Each suggestion shows the findings and guideline references that informed it, so clinicians can judge it rather than take it on trust.",
        },
        {
          icon: "alert-triangle",
          title: "Risk and Deterioration Alerts",
          description:
            "Early-warning scores and risk models flag patients who may be deteriorating, prompting a review by the care team.",
        },
        {
          icon: "pill",
          title: "Medication Safety Checks",
          description:
            "Proposed treatments are checked for interactions, allergies, duplicate therapy and dosing against renal function and weight.",
        },
        {
          icon: "clipboard-check",
          title: "Care Plan Tracking",
          description:
            "Goals, interventions and follow-ups in each plan become tasks for the care team, with progress visible in the patient record.",
        },
        {
          icon: "activity",
          title: "Model Monitoring and Governance",
          description:
            "Model performance is monitored against local outcomes, and version history is kept so clinical governance committees can review changes.",
        },
      ],
    },
    {
      kind: "lists",
      id: "lists",
      heading: "Clinical Scope and Safeguards",
      groups: [
        {
          title: "Supported Care Areas",
          icon: "stethoscope",
          items: [
            "Chronic disease management (diabetes, hypertension, HIV, TB)",
            "Emergency department triage support",
            "Inpatient deterioration monitoring",
            "Post-operative recovery plans",
            "Maternal and child health follow-up",
            "Medication review for polypharmacy",
          ],
        },
        {
          title: "Data Sources",
          icon: "database",
          items: [
            "Electronic medical record history",
            "Laboratory and radiology results",
            "Vital signs and remote monitoring devices",
            "Medication and allergy records",
            "Local and international clinical guidelines",
          ],
        },
        {
          title: "Clinical Safeguards",
          icon: "shield-check",
          items: [
            "Clinician approval required for every plan",
            "Evidence and guideline references shown",
            "Audit log of AI suggestions and decisions",
            "POPIA-compliant processing of health data",
            "Regular review of model accuracy and bias",
          ],
        },
      ],
    },
    {
      kind: "stats",
      items: [
        { value: "50%", label: "Faster diagnosis" },
        { value: "30%", label: "Fewer errors" },
        { value: "40%", label: "Less documentation time" },
        { value: "Clinician-led", label: "Every decision stays with your clinicians" },
      ],
    },
    {
      kind: "cta",
      heading: "Put Clinical AI to Work Safely",
      description:
        "We start with a scoped pilot in one care area, agree review and governance rules with your clinicians, and measure results before wider rollout.",
    },
  ],
} satisfies PageInput;
