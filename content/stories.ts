/**
 * Engagement stories, told once on the home page (the about page's sectors link to them): three
 * engagements from the sectors the about page lists, told without client names and only with what
 * the service pages say we do and deliver.
 */
import type { PageInput } from "./schema.ts";

type SectionInput = PageInput["sections"][number];

export const engagementStories = {
  id: "engagements",
  need: "Examples of your past projects: case studies, the problems clients faced, what you did and the results they got.",
  kind: "stories",
  heading: "Engagements in Brief",
  intro:
    "Three engagements from the sectors we serve, told without client names: what the organisation faced, what we did and where it left them.",
  items: [
    {
      icon: "hospital",
      sector: "Healthcare",
      title: "A hospital group launches its patient portal with every finding closed",
      challenge:
        "A private hospital group was about to put appointments, records and billing online through a patient portal and mobile app, and had to show that patient information stayed protected under POPIA and the National Health Act.",
      approach:
        "We tested the portal, its APIs and the app, including the booking and payment workflows automated scanners miss, then reviewed which clinical and administrative staff could reach which records.",
      service: "/services/web-app-security",
      outcome:
        "The group's developers fixed the findings before launch, our retest confirmed each risk closed, and the group went live with a letter of attestation for its auditors.",
    },
    {
      icon: "layers",
      sector: "Mining",
      title: "A mining company tests its control systems without stopping production",
      challenge:
        "A mining company had linked SCADA systems, PLCs and remote sites to its corporate network, and needed to know whether an attack on the office network could reach the plant, without putting production or safety at risk.",
      approach:
        "We agreed stop conditions with its process engineers and safety officers, started with passive traffic analysis and tested whether segmentation, firewalls and jump hosts held; active techniques ran only on spares and in planned maintenance windows.",
      service: "/services/ot-iot-security",
      outcome:
        "Production ran undisturbed throughout, and the company received findings rated by safety and production impact, with a phased remediation roadmap aligned to IEC 62443 and its maintenance schedule.",
    },
    {
      icon: "wallet",
      sector: "Financial Services",
      title: "A financial services firm contains a business email compromise",
      challenge:
        "A financial services firm discovered that an attacker had taken over a staff mailbox and was sending fraudulent payment instructions to its clients.",
      approach:
        "The firm called our 24/7 incident hotline. Our responders contained the compromised accounts, investigated the mailbox activity and established what personal information had been accessed.",
      service: "/services/incident-response",
      outcome:
        "The firm had the evidence to pursue recovery with its bank and to notify the Information Regulator under POPIA, and a lessons-learned review closed the gaps the attacker had used.",
    },
  ],
} satisfies SectionInput;
