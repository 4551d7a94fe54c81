import type { PageInput } from "../schema.ts";
import { actions } from "../actions.ts";

export default {
  kind: "cybersecurity",
  path: "/services/ot-iot-security",
  navLabel: "OT/IoT Security",
  title: "OT and IoT Security Testing",
  description:
    "Safe security testing of industrial control systems, SCADA, PLCs, HMIs and IoT fleets for mining, manufacturing and utilities.",
  need: "Factories, mines, plants, water works and power stations run on control systems and connected devices that were never built to face attackers; we test them without stopping production. Controllers are decades old and cannot be patched, SCADA is reachable from corporate IT, and an attack could halt the line or cause a safety incident.",
  order: 8,
  hero: {
    lead: "In operational technology, availability and safety come first. We assess industrial control systems, SCADA, PLCs, HMIs and IoT fleets for mining, manufacturing and utilities with methods designed never to disrupt production.",
    actions: [actions.scheduleConsultation],
    stats: [
      { value: "IEC 62443", label: "Aligned methodology" },
      { value: "Passive first", label: "Safe, non-disruptive testing" },
    ],
  },
  sections: [
    {
      id: "scope",
      kind: "features",
      heading: "What We Assess",
      intro:
        "Our scope spans the Purdue model, from the enterprise boundary down to field devices, with the depth of testing agreed per level.",
      items: [
        {
          icon: "factory",
          title: "Industrial Control Systems",
          description:
            "Architecture, zones and conduits, remote access paths and the boundary between corporate IT and plant networks, reviewed against IEC 62443 and NIST SP 800-82.",
        },
        {
          icon: "monitor",
          title: "SCADA",
          description:
            "Supervisory servers, historians and telemetry links across distributed sites, including Modbus, DNP3 and IEC 60870-5-104 communications.",
        },
        {
          icon: "cpu",
          title: "PLC",
          description:
            "Controller configuration, firmware versions, protection against unauthorised logic changes and exposure of engineering protocols such as S7, EtherNet/IP and Modbus TCP.",
        },
        {
          icon: "settings",
          title: "HMI",
          description:
            "Operator workstations and panels assessed for default credentials, unpatched operating systems, removable media controls and kiosk escapes.",
        },
      ],
    },
    {
      id: "challenges",
      kind: "features",
      heading: "OT Security Challenges We Address",
      intro: "Securing industrial environments means working within constraints that IT security methods often ignore.",
      items: [
        {
          icon: "clock",
          title: "Legacy Systems",
          description:
            "Controllers and workstations that run for decades on unsupported software and cannot be patched easily. We prioritise compensating controls that work with what you have.",
        },
        {
          icon: "link",
          title: "IT/OT Convergence",
          description:
            "Remote access, cloud analytics and ERP integrations connect plant networks to the internet. We identify the paths an attacker could use to cross from IT into OT.",
        },
        {
          icon: "timer",
          title: "Resource Constraints",
          description:
            "Devices with limited processing power, narrow maintenance windows and small engineering teams. Our testing and recommendations are sized to fit these realities.",
        },
      ],
    },
    {
      id: "methodology",
      kind: "steps",
      heading: "Safe, Non-Disruptive Methodology",
      intro:
        "Production safety is never traded for test coverage. Active techniques are only used where you approve them, on test benches, spares or during planned maintenance windows.",
      numbered: true,
      items: [
        {
          title: "Planning with Operations",
          description:
            "We work with process engineers and safety officers to agree scope, stop conditions, emergency contacts and which systems must only be assessed passively.",
        },
        {
          title: "Asset Discovery and Architecture Review",
          description:
            "Documentation review, site walkdowns and interviews build an accurate inventory of assets, network zones, remote access and vendor connections.",
        },
        {
          title: "Passive Traffic Analysis",
          description:
            "Network traffic is captured from mirror ports without transmitting onto control networks, identifying devices, protocols, insecure communications and unexpected connections.",
        },
        {
          title: "Controlled Active Testing",
          description:
            "Where approved, vulnerability checks and exploitation are performed on replicas, test benches or during maintenance windows, with operators present throughout.",
        },
        {
          title: "IT-to-OT Attack Path Testing",
          description:
            "From the corporate network and remote access channels, we test whether segmentation, firewalls and jump hosts actually prevent access to control systems.",
        },
        {
          title: "Reporting and Roadmap",
          description:
            "Findings are rated by safety and production impact, with a phased remediation roadmap aligned to IEC 62443 security levels and your maintenance schedule.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables",
      items: [
        "Executive summary of OT risk for operations, engineering and the board",
        "Asset inventory and network architecture diagrams with zones and conduits",
        "Technical findings report rated by safety, production and security impact",
        "IEC 62443 gap assessment against your target security levels",
        "Phased remediation roadmap that fits planned maintenance windows",
        "Debrief workshop with operations, engineering and IT security teams",
      ],
    },
    {
      kind: "cta",
      heading: "Protect Your Operations Without Stopping Them",
      description:
        "Speak to our OT specialists about your sites, systems and maintenance schedule. {consultationIsFree:sentence} and we respond {responseTime}.",
    },
  ],
} satisfies PageInput;
