import type { PageInput } from "../schema.ts";

export default {
  kind: "healthcare",
  path: "/healthcare/ai-analytics-reporting",
  navLabel: "AI Analytics & Reporting",
  title: "Healthcare AI Analytics and Reporting",
  description:
    "Dashboards over 100+ clinical and operational KPIs with machine-learning forecasts: decisions 70% faster at 95% accuracy.",
  need: "Monthly management reports pieced together by hand in spreadsheets and arriving weeks late? Figures that disagree between departments or between the hospitals of a group, and no warning of bed demand, money lost or rising infections and readmissions? Live dashboards and predictions that help managers plan beds, staff and budgets.",
  order: 11,
  hero: {
    lead: "Turn clinical, operational and financial data into dashboards and forecasts that managers and clinicians can act on. Track 100+ KPIs and use machine-learning insights to plan capacity, manage risk and control costs.",
  },
  sections: [
    {
      kind: "features",
      items: [
        {
          icon: "bar-chart",
          title: "Executive Dashboards",
          description:
            "Occupancy, length of stay, revenue and cost per patient day on one screen, from a single ward up to the whole hospital group.",
        },
        {
          icon: "target",
          title: "100+ Ready-Made KPIs",
          description:
            "A library of over 100 clinical, operational and financial indicators with agreed definitions, so every facility measures the same way.",
        },
        {
          icon: "trending-up",
          title: "Predictive Forecasting",
          description:
            "Machine-learning models forecast admissions, bed demand and theatre load, helping managers plan staff and capacity ahead of time.",
        },
        {
          icon: "alert-triangle",
          title: "Patient Risk Stratification",
          description:
            "Readmission and deterioration risk scores highlight patients who may need follow-up, for clinicians to review and decide on.",
        },
        {
          icon: "heart-pulse",
          title: "Clinical Quality Monitoring",
          description:
            "Infection rates, readmissions, mortality and adherence to care pathways tracked over time and compared across departments.",
        },
        {
          icon: "wallet",
          title: "Financial and Cost Analytics",
          description:
            "Cost per case, claim rejection trends and procurement spend analysed to find where money is lost and where savings are realistic.",
        },
        {
          icon: "file-text",
          title: "Self-Service and Scheduled Reports",
          description:
            "Managers build their own reports and receive scheduled packs by email, including Department of Health and medical scheme returns.",
        },
        {
          icon: "lock",
          title: "Governed, De-Identified Data",
          description:
            "Role-based access, de-identified datasets for research and analysis, and lineage for every figure, in line with POPIA.",
        },
      ],
    },
    {
      kind: "tiles",
      id: "lists",
      heading: "AI Capabilities",
      intro: "The analytics layer combines three capabilities, each running on data from across the platform.",
      items: [
        {
          icon: "brain",
          title: "Machine Learning",
          description:
            "Models trained on your historical data forecast demand, flag anomalies and estimate risk, and are retrained as patterns change.",
        },
        {
          icon: "database",
          title: "Data Processing",
          description:
            "Pipelines collect, clean and standardise data from the HIS, EMR, laboratory, pharmacy and finance into one governed warehouse.",
        },
        {
          icon: "shield-alert",
          title: "Risk Assessment",
          description:
            "Clinical, financial and operational risk scores help teams prioritise attention, with the reasoning behind each score shown.",
        },
      ],
    },
    {
      kind: "stats",
      items: [
        { value: "70%", label: "Faster decisions" },
        { value: "95%", label: "Forecast accuracy" },
        { value: "40%", label: "Cost reduction" },
        { value: "100+", label: "KPIs tracked" },
      ],
    },
    {
      kind: "cta",
      heading: "Make Decisions on Evidence, Not Guesswork",
      description:
        "We connect your data sources, agree KPI definitions with your management team and deliver the first dashboards within the initial project phase.",
    },
  ],
} satisfies PageInput;
