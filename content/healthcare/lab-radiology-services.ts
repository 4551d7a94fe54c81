import type { PageInput } from "../schema.ts";

export default {
  kind: "healthcare",
  path: "/healthcare/lab-radiology-services",
  navLabel: "Lab & Radiology Services",
  title: "Laboratory and Radiology Information Systems",
  description:
    "Order, track and report lab tests and imaging studies across eight disciplines and eight modalities, with 40% faster lab results.",
  need: "Lab results and scans delayed, lost or on paper? Specimens lost or mislabelled, analyser results retyped, and abnormal results that never reach the clinician? Order, track and report lab tests and imaging from one system.",
  order: 6,
  hero: {
    lead: "Order, track and report laboratory tests and imaging studies from one system linked to the patient record. Results reach clinicians faster, with specimen tracking and validation at every step.",
  },
  sections: [
    {
      kind: "features",
      items: [
        {
          icon: "clipboard-check",
          title: "Electronic Test Ordering",
          description:
            "Clinicians order tests and imaging from the patient record with order sets, clinical indications and duplicate-order warnings.",
        },
        {
          icon: "scan",
          title: "Specimen Barcoding and Tracking",
          description:
            "Barcoded labels follow each specimen from collection through transport and analysis, so no sample is lost or mislabelled.",
        },
        {
          icon: "cpu",
          title: "Analyser Integration",
          description:
            "Bidirectional interfaces with laboratory analysers load worklists and capture results automatically, removing manual transcription.",
        },
        {
          icon: "check-circle",
          title: "Result Validation",
          description:
            "Reference ranges, delta checks and auto-verification rules route results for technologist and pathologist review before release.",
        },
        {
          icon: "bell",
          title: "Critical Result Alerts",
          description:
            "Critical values trigger immediate notifications to the requesting clinician, with acknowledgement recorded for clinical governance.",
        },
        {
          icon: "monitor",
          title: "Radiology Worklists and PACS",
          description:
            "Modality worklists, DICOM image storage and PACS viewing in one workflow, with reports linked to the images they describe.",
        },
        {
          icon: "file-text",
          title: "Structured Reporting",
          description:
            "Templates for radiology and pathology reports keep findings consistent, and signed reports appear in the patient record immediately.",
        },
        {
          icon: "award",
          title: "Quality Control and Accreditation",
          description:
            "Quality control runs, instrument maintenance and turnaround times are recorded to support ISO 15189 and SANAS accreditation audits.",
        },
      ],
    },
    {
      kind: "lists",
      id: "lists",
      heading: "Disciplines and Modalities",
      groups: [
        {
          title: "Laboratory Disciplines",
          icon: "microscope",
          items: [
            "Haematology",
            "Clinical Chemistry",
            "Microbiology",
            "Histopathology",
            "Immunology",
            "Virology",
            "Toxicology",
            "Molecular Diagnostics",
          ],
        },
        {
          title: "Imaging Modalities",
          icon: "scan",
          items: ["X-Ray", "CT", "MRI", "Ultrasound", "Mammography", "Fluoroscopy", "PET-CT", "Nuclear Medicine"],
        },
      ],
    },
    {
      kind: "stats",
      items: [
        { value: "40%", label: "Faster lab results" },
        { value: "99.9%", label: "Result accuracy" },
        { value: "24/7", label: "Results access for clinicians" },
        { value: "DICOM", label: "Standards-based imaging integration" },
      ],
    },
    {
      kind: "cta",
      heading: "Connect Your Laboratory and Radiology to the Ward",
      description:
        "We connect your analysers, modalities and PACS, configure ordering and reporting workflows, and validate interfaces before go-live.",
    },
  ],
} satisfies PageInput;
