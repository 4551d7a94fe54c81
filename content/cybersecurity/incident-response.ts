import type { PageInput } from "../schema.ts";
import { company, mailtoHref, telHref } from "../company.ts";

export default {
  kind: "cybersecurity",
  path: "/services/incident-response",
  navLabel: "Incident Response",
  title: "Incident Response: 24/7 Breach Support",
  description:
    "A 24/7 hotline and a six-step response process to contain, investigate and recover from breaches, with response in under one hour.",
  need: "Hacked, hit by ransomware or seeing something suspicious on your systems? Files encrypted with a ransom note, a mailbox taken over and used to send fake payment instructions, customer data stolen, or strange logins and programs nobody installed? Call us: we contain it, find out what happened and get you working again.",
  order: 14,
  hero: {
    art: "incident",
    lead: "If you are dealing with ransomware, a compromised mailbox or a data breach, call our hotline now. Our responders contain the attack, find out what happened and get you operating again, while keeping evidence and your regulatory obligations in order.",
    actions: [
      { label: "Call\u00a0{emergencyPhone}", href: telHref(company.emergencyPhone), variant: "urgent" },
      { label: "Email the Response Team", href: mailtoHref(company.emergencyEmail), variant: "secondary" },
    ],
    stats: [
      { value: "24/7", label: "Incident hotline" },
      { value: "Under 1 hour", label: "Emergency response" },
      { value: "6", label: "Step response process" },
    ],
  },
  sections: [
    {
      id: "hotline",
      kind: "callouts",
      heading: "Under Attack? Contact Us Now",
      intro:
        "Do not switch off affected systems or wipe devices before speaking to us: evidence on them may be needed to scope the breach.",
      items: [
        {
          icon: "phone",
          title: "24/7 Incident Hotline",
          description:
            "Speak to an incident responder at any hour, every day of the year. Have a contact number and a short description of what you are seeing ready.",
          action: { label: "Call\u00a0{emergencyPhone}", href: telHref(company.emergencyPhone), variant: "urgent" },
        },
        {
          icon: "mail",
          title: "Emergency E-mail",
          description:
            "Send details of the incident from an account you trust is not compromised. We monitor this address around the clock and will call you back.",
          action: { label: "Email {emergencyEmail}", href: mailtoHref(company.emergencyEmail) },
        },
      ],
    },
    {
      id: "response-process",
      kind: "steps",
      heading: "Our Response Process",
      intro:
        "Six steps, based on the widely used SANS incident handling model, take you from first call to a stronger security posture.",
      numbered: true,
      items: [
        {
          title: "Preparation",
          description:
            "Incident response plans, playbooks, contact lists and retainers agreed in advance, so everyone knows their role when an incident happens.",
        },
        {
          title: "Identification",
          description:
            "We confirm whether an incident has occurred, determine its type and severity, and begin collecting logs and forensic evidence.",
        },
        {
          title: "Containment",
          description:
            "Affected hosts, accounts and network segments are isolated to stop the attacker spreading, while keeping critical services running where possible.",
        },
        {
          title: "Eradication",
          description:
            "We remove malware, persistence mechanisms and attacker access, close the entry point and reset compromised credentials.",
        },
        {
          title: "Recovery",
          description:
            "Systems are restored from clean backups, hardened and monitored closely to confirm the attacker has not returned.",
        },
        {
          title: "Lessons Learned",
          description:
            "A post-incident review documents the root cause, timeline and improvements, and supports any regulatory, insurance or legal follow-up.",
        },
      ],
    },
    {
      id: "capabilities",
      kind: "features",
      heading: "What We Respond To",
      items: [
        {
          icon: "lock",
          title: "Ransomware",
          description:
            "Containment, scoping of encrypted and stolen data, recovery planning and support for decisions on threat-actor communication.",
        },
        {
          icon: "mail",
          title: "Business Email Compromise",
          description:
            "Investigation of compromised mailboxes and fraudulent payment instructions, with evidence to support recovery attempts with your bank.",
        },
        {
          icon: "database",
          title: "Data Breaches",
          description:
            "Establishing what personal information was accessed or taken, to support security compromise notifications under section 22 of POPIA.",
        },
        {
          icon: "microscope",
          title: "Digital Forensics",
          description:
            "Forensically sound acquisition and analysis of endpoints, servers, cloud logs and mobile devices, with chain-of-custody records.",
        },
        {
          icon: "bug",
          title: "Malware Analysis",
          description:
            "Analysis of malicious files to understand their behaviour and extract indicators of compromise for detection across your environment.",
        },
        {
          icon: "user-check",
          title: "Insider Threats",
          description:
            "Discreet investigation of suspected misuse of access by staff or contractors, working alongside your HR and legal teams.",
        },
      ],
    },
    {
      id: "response-tiers",
      kind: "tiers",
      heading: "Response Tiers",
      intro:
        "Response times are measured from your first call or e-mail to a responder actively working on your incident.",
      items: [
        {
          tier: "Emergency",
          label: "Active attack",
          urgent: true,
          responseTime: "Under 1 hour",
          features: [
            "Ransomware, active intrusion or ongoing data theft",
            "Senior responder engaged immediately, 24/7",
            "Remote containment and on-site deployment when required",
            "Regular status updates to your executive team",
          ],
        },
        {
          tier: "Priority",
          label: "Suspected compromise",
          responseTime: "Under 4 hours",
          features: [
            "Suspicious activity, compromised accounts or malware detections",
            "Triage and scoping by an incident responder",
            "Remote forensic collection and analysis",
            "Containment guidance for your IT team",
          ],
        },
        {
          tier: "Standard",
          label: "Investigation & advisory",
          responseTime: "Under 24 hours",
          features: [
            "Contained incidents and post-event investigations",
            "Forensic analysis and root-cause reporting",
            "Support for POPIA notifications and insurance claims",
            "Remediation recommendations",
          ],
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "What You Receive",
      items: [
        "Incident timeline and scope of compromise",
        "Indicators of compromise for your security tools",
        "Forensic evidence preserved with chain-of-custody records",
        "Executive summary for the board and insurers",
        "Technical report with root cause and remediation actions",
        "Input for POPIA security compromise notifications to the Information Regulator",
      ],
    },
    {
      kind: "cta",
      heading: "Be Ready Before an Incident",
      description:
        "An incident response retainer, plan and tabletop exercise mean faster action when it matters. Book a {freeConsultation} to discuss your readiness, or call the hotline if an incident is under way.",
    },
  ],
} satisfies PageInput;
