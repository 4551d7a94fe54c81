import type { PageInput } from "../schema.ts";
import { actions } from "../actions.ts";

export default {
  kind: "cybersecurity",
  path: "/services/cloud-security-testing",
  navLabel: "Cloud Security Testing",
  title: "Cloud Security Testing for AWS, Azure and GCP",
  description:
    "Configuration review and penetration testing of AWS, Azure and Google Cloud: identity, data protection, network security, compliance and monitoring.",
  need: "Moved your systems or data to the cloud and not sure they are set up safely? Storage or databases open to the internet on AWS, Azure or Google Cloud, keys with far more permissions than necessary, and cloud logs nobody switched on? We find open storage, loose permissions and settings left wrong.",
  order: 5,
  hero: {
    lead: "Most cloud breaches start with a misconfiguration, not a zero-day. We review and test your AWS, Azure and Google Cloud environments for identity, data, network and monitoring weaknesses, and show you exactly how to fix them.",
    actions: [actions.scheduleConsultation],
    stats: [
      { value: "CIS Benchmarks", label: "Aligned methodology" },
      { value: "AWS · Azure · GCP", label: "Platforms covered" },
    ],
  },
  sections: [
    {
      id: "platforms",
      kind: "lists",
      heading: "Platforms We Test",
      intro:
        "Our assessments combine read-only configuration review against the CIS Foundations Benchmarks with targeted penetration testing, within each provider's published testing policy.",
      groups: [
        {
          title: "AWS",
          icon: "cloud",
          items: [
            "IAM users, roles, policies and cross-account trust relationships",
            "S3 bucket policies, Block Public Access and encryption settings",
            "Security groups, network ACLs and VPC design",
            "CloudTrail, GuardDuty, AWS Config and Security Hub coverage",
            "KMS key policies and Secrets Manager usage",
            "EC2 instance metadata (IMDSv2), Lambda and EKS workloads",
          ],
        },
        {
          title: "Azure",
          icon: "cloud",
          items: [
            "Microsoft Entra ID conditional access, privileged identity management and RBAC",
            "Storage account access, shared access signatures and public containers",
            "Network security groups, Azure Firewall and private endpoints",
            "Key Vault access policies and secret management",
            "Microsoft Defender for Cloud, Azure Policy and activity log coverage",
            "App Service, Azure Functions and AKS configuration",
          ],
        },
        {
          title: "GCP",
          icon: "cloud",
          items: [
            "Cloud IAM bindings, service accounts and service account keys",
            "Cloud Storage access, uniform bucket-level access and public objects",
            "VPC firewall rules and VPC Service Controls perimeters",
            "Cloud KMS and Secret Manager configuration",
            "Cloud Audit Logs and Security Command Center findings",
            "GKE, Cloud Run and Cloud Functions security settings",
          ],
        },
      ],
    },
    {
      id: "framework",
      kind: "features",
      heading: "Our Assessment Framework",
      intro:
        "Every cloud assessment is structured around four areas, so findings are comparable across providers and over time.",
      items: [
        {
          icon: "key",
          title: "Identity and Access",
          description:
            "Least privilege, multi-factor authentication, privileged roles, federation and service identities, including paths an attacker could use to escalate privileges.",
        },
        {
          icon: "database",
          title: "Data Protection",
          description:
            "Encryption at rest and in transit, key management, public exposure of storage and databases, backups, and where personal information is stored relative to POPIA requirements.",
        },
        {
          icon: "network",
          title: "Network Security",
          description:
            "Segmentation, firewall and security group rules, internet-exposed services, private connectivity and links between cloud and on-premises networks.",
        },
        {
          icon: "clipboard-check",
          title: "Compliance and Monitoring",
          description:
            "Logging, alerting and threat detection coverage, measured against CIS Benchmarks and the control objectives of ISO 27001 and POPIA.",
        },
      ],
    },
    {
      id: "methodology",
      kind: "steps",
      heading: "Our Testing Methodology",
      numbered: true,
      items: [
        {
          title: "Scoping and Access",
          description:
            "We agree accounts, subscriptions and projects in scope and set up read-only audit access, with written authorisation for any active testing.",
        },
        {
          title: "Configuration Review",
          description:
            "Automated and manual review of each environment against CIS Benchmarks and provider best practice identifies misconfigurations and risky defaults.",
        },
        {
          title: "Identity Attack Path Analysis",
          description:
            "We map how permissions combine across users, roles and workloads to reveal privilege escalation and lateral movement routes.",
        },
        {
          title: "Targeted Penetration Testing",
          description:
            "Internet-facing services, workloads and storage are tested from an attacker's perspective to confirm which weaknesses are truly exploitable.",
        },
        {
          title: "Reporting and Remediation Planning",
          description:
            "Findings are risk-rated and grouped by framework area, with infrastructure-as-code or console fixes for each one.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables",
      items: [
        "Detailed security assessment report with risk-rated findings for each cloud account, subscription or project",
        "Remediation guide with step-by-step console, CLI and infrastructure-as-code fixes",
        "Executive summary of cloud risk posture for management and the board",
        "CIS Benchmark compliance scores per environment",
        "Identity attack path diagrams showing privilege escalation routes",
        "Debrief session with your cloud and DevOps teams",
      ],
    },
    {
      kind: "cta",
      heading: "Know Your Cloud Is Configured Securely",
      description:
        "Whether you run one platform or all three, we will scope an assessment around your environment. {consultationIsFree:sentence} and we respond {responseTime}.",
    },
  ],
} satisfies PageInput;
