import type { PageInput } from "../schema.ts";
import { actions } from "../actions.ts";

export default {
  kind: "cybersecurity",
  path: "/services/wireless-device-security",
  navLabel: "Wireless Device Security",
  title: "Wireless & Device Security Testing",
  description:
    "Wi-Fi, Bluetooth and connected-device testing: rogue access points, weak encryption, insecure pairing and exposed device interfaces.",
  need: "Could someone near your building get onto your Wi-Fi or take over your connected devices? Everyone, visitors too, knows the Wi-Fi password, door access cards can be copied, and cameras, printers and smart-building devices still use their factory default logins. We test your wireless networks and devices on site.",
  order: 7,
  hero: {
    lead: "Wireless signals do not stop at your perimeter fence. We test Wi-Fi, Bluetooth, RFID and NFC systems and connected devices on site, showing how far an attacker in the car park could get.",
    stats: [
      { value: "On-site", label: "Testing at your premises" },
      { value: "Wi-Fi to RFID", label: "Technologies covered" },
    ],
  },
  sections: [
    {
      id: "coverage",
      kind: "features",
      heading: "What We Test",
      intro:
        "Coverage is scoped to the wireless technologies and devices in use at your offices, branches, plants or sites.",
      items: [
        {
          icon: "wifi",
          title: "Wi-Fi Networks",
          description:
            "WPA2 and WPA3 configuration, 802.1X and EAP settings, pre-shared key strength, evil twin attacks and isolation between guest and corporate networks.",
        },
        {
          icon: "radar",
          title: "Rogue and Unauthorised Access Points",
          description:
            "Wireless surveys that detect unmanaged access points, hotspots bridged to your network and misconfigured devices broadcasting outside your control.",
        },
        {
          icon: "smartphone",
          title: "Bluetooth and BLE",
          description:
            "Pairing modes, exposed GATT services, unauthenticated commands and data leakage from Bluetooth Low Energy peripherals, wearables and handheld scanners.",
        },
        {
          icon: "credit-card",
          title: "RFID and NFC",
          description:
            "Access control cards, tags and readers tested for cloning, replay and downgrade attacks, including legacy 125 kHz proximity and MIFARE Classic cards.",
        },
        {
          icon: "cpu",
          title: "IoT and Connected Devices",
          description:
            "Cameras, smart building controllers, printers and sensors assessed for default credentials, insecure firmware updates, exposed debug ports and cloud service weaknesses.",
        },
        {
          icon: "fingerprint",
          title: "Physical Access Systems",
          description:
            "Biometric readers, door controllers and intercoms reviewed for bypasses and for how their network connections could be used to reach other systems.",
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
          title: "Scoping and Authorisation",
          description:
            "We agree sites, networks, device types and testing windows, and obtain written authorisation, including any landlord or shared-premises permissions.",
        },
        {
          title: "Wireless Survey",
          description:
            "Passive surveys map networks, signal leakage beyond your premises, client devices and rogue access points without transmitting.",
        },
        {
          title: "Active Testing",
          description:
            "Testers attempt to capture and crack handshakes, impersonate access points, bypass network segregation and abuse Bluetooth, RFID and NFC interfaces.",
        },
        {
          title: "Device Analysis",
          description:
            "Selected devices undergo firmware extraction and review, hardware interface testing (UART, JTAG) and analysis of their companion apps and cloud services.",
        },
        {
          title: "Impact Validation",
          description:
            "From any foothold gained, we show what an attacker could reach on your internal network, stopping at agreed limits.",
        },
        {
          title: "Reporting and Debrief",
          description:
            "Findings are risk-rated with practical configuration and procurement guidance, and presented to your network and facilities teams.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables",
      items: [
        "Executive summary of wireless and device risk across each site",
        "Wireless survey results, including signal leakage maps and rogue access point findings",
        "Technical findings report with evidence and risk ratings",
        "Hardening guidance for access points, controllers, Bluetooth and RFID systems",
        "Device-specific recommendations for firmware, credentials and segmentation",
        "Debrief session with your network, security and facilities teams",
      ],
    },
    {
      kind: "cta",
      heading: "Close the Gaps in Your Airspace",
      description:
        "Tell us about your sites and the devices you rely on, and we will plan an on-site assessment. {consultationIsFree:sentence} and we respond {responseTime}.",
      actions: [actions.getStartedToday],
    },
  ],
} satisfies PageInput;
