import type { PageInput } from "../schema.ts";

export default {
  kind: "healthcare",
  path: "/healthcare/patient-portal-mobile-apps",
  navLabel: "Patient Portal & Mobile Apps",
  title: "Patient Portal and Mobile Apps",
  description:
    "Booking, results, reminders and payments on iOS, Android and the web: 60% fewer no-shows and 50% faster check-in.",
  need: "Patients phoning to book, asking for results and waiting in queues? Patients who miss appointments, chase repeat scripts and queue at reception to fill in forms, and cannot pay online? Give them bookings, results, reminders and payments on their phone.",
  order: 10,
  hero: {
    lead: "Give patients secure access to bookings, results, prescriptions and payments on their phone or in a browser. Fewer missed appointments, quicker check-in and fewer calls to reception.",
  },
  sections: [
    {
      kind: "features",
      items: [
        {
          icon: "calendar",
          title: "Online Appointment Booking",
          description:
            "Patients see available slots, book, reschedule or cancel appointments, and the schedule updates immediately for the practice or clinic.",
        },
        {
          icon: "bell",
          title: "Reminders and Notifications",
          description:
            "Push, SMS and email reminders before appointments, plus alerts when results or messages are waiting, reduce missed visits.",
        },
        {
          icon: "user-check",
          title: "Digital Check-In",
          description:
            "Patients confirm details, medical scheme information and consent forms before arriving, then check in with a QR code at reception.",
        },
        {
          icon: "microscope",
          title: "Results and Records Access",
          description:
            "Released laboratory results, visit summaries and immunisation records are available to view and download, with clinician notes where appropriate.",
        },
        {
          icon: "pill",
          title: "Prescription Renewals",
          description:
            "Request repeat prescriptions for chronic medication and choose a collection pharmacy, with the request routed to the clinician for approval.",
        },
        {
          icon: "mail",
          title: "Secure Messaging",
          description:
            "Patients message their care team about non-urgent questions through an encrypted inbox, with responses recorded in the patient record.",
        },
        {
          icon: "credit-card",
          title: "Online Payments",
          description:
            "View statements, pay co-payments and shortfalls by card or instant EFT, and download receipts for medical scheme claims.",
        },
        {
          icon: "users",
          title: "Family and Dependant Profiles",
          description:
            "Parents and caregivers manage appointments and records for children and dependants, with access controlled by consent.",
        },
      ],
    },
    {
      kind: "tiles",
      id: "lists",
      heading: "Available on Every Platform",
      intro: "One patient account works across mobile and web, with the same security controls on every device.",
      items: [
        {
          icon: "smartphone",
          title: "iOS App Store",
          description:
            "A native iPhone app with biometric sign-in, push notifications and appointment reminders added to the patient's calendar.",
        },
        {
          icon: "smartphone",
          title: "Google Play Store",
          description:
            "A native Android app optimised for a wide range of devices and for low data use on mobile networks.",
        },
        {
          icon: "globe",
          title: "Web Portal",
          description:
            "A responsive browser portal for patients without the app, with the same bookings, results, messages and payments.",
        },
      ],
    },
    {
      kind: "stats",
      items: [
        { value: "90%", label: "Patient satisfaction" },
        { value: "60%", label: "Fewer no-shows" },
        { value: "50%", label: "Faster check-in" },
        { value: "24/7", label: "Self-service booking and results" },
      ],
    },
    {
      kind: "cta",
      heading: "Launch a Patient App Under Your Own Brand",
      description:
        "We configure the portal and apps with your branding and services, connect them to your scheduling and records, and support app store publication.",
    },
  ],
} satisfies PageInput;
