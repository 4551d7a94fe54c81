import type { PageInput } from "../schema.ts";
import { actions } from "../actions.ts";

export default {
  kind: "cybersecurity",
  path: "/services/mobile-app-security",
  navLabel: "Mobile App Security",
  title: "Mobile App Security Testing for iOS and Android",
  description:
    "iOS and Android app testing against the OWASP Mobile Top 10: storage, transport, authentication, reverse engineering and API abuse.",
  need: "Worried someone could copy or tamper with your app, pull secret keys out of it, or read what it stores from a lost or stolen handset? If your business has an app on customers' or staff phones, we make sure it cannot be tampered with and does not leak what it stores.",
  order: 3,
  hero: {
    lead: "Your app runs on devices you do not control. We test iOS and Android apps, and the APIs behind them, against the OWASP Mobile Top 10 and MASVS so customer data stays protected wherever the app is installed.",
    stats: [
      { value: "OWASP MASVS", label: "Aligned methodology" },
      { value: "iOS + Android", label: "Platforms tested" },
    ],
  },
  sections: [
    {
      id: "platforms",
      kind: "lists",
      heading: "Platform-Specific Testing",
      intro:
        "Each platform has its own security model and failure modes. We test on physical and rooted or jailbroken devices using static and dynamic analysis.",
      groups: [
        {
          title: "iOS",
          icon: "smartphone",
          items: [
            "Keychain usage and Data Protection class review for stored secrets",
            "App Transport Security exceptions and certificate pinning bypass",
            "Jailbreak detection and runtime tampering resistance",
            "Binary analysis of the IPA: entitlements, Info.plist and embedded secrets",
            "Custom URL scheme and universal link handling",
            "Face ID and Touch ID (LocalAuthentication) bypass",
          ],
        },
        {
          title: "Android",
          icon: "smartphone",
          items: [
            "Exported activities, services, receivers and content providers in the manifest",
            "Android Keystore usage and data in SharedPreferences, SQLite and external storage",
            "Network security configuration and certificate pinning bypass",
            "Root detection and resistance to hooking with tools such as Frida",
            "APK decompilation, obfuscation review and hard-coded credentials",
            "WebView configuration, JavaScript interfaces and intent handling",
          ],
        },
      ],
    },
    {
      id: "owasp-mobile-top-10",
      kind: "risks",
      heading: "OWASP Mobile Top 10 Coverage",
      intro:
        "Every finding is mapped to the OWASP Mobile Top 10 (2024) and rated by its impact on your users and business.",
      items: [
        {
          code: "M1",
          title: "Improper Credential Usage",
          description:
            "Hard-coded API keys, passwords or tokens in the app package, or credentials handled insecurely between the app and backend services.",
          risk: "Critical",
        },
        {
          code: "M2",
          title: "Inadequate Supply Chain Security",
          description:
            "Third-party SDKs, libraries and build tooling that introduce vulnerabilities, excessive data collection or malicious code into your app.",
          risk: "High",
        },
        {
          code: "M3",
          title: "Insecure Authentication/Authorization",
          description:
            "Login checks performed only on the device, weak session handling or backend endpoints that trust the app instead of verifying each request.",
          risk: "Critical",
        },
        {
          code: "M4",
          title: "Insufficient Input/Output Validation",
          description:
            "Unvalidated data from users, deep links, other apps or servers leading to injection, WebView script execution or data corruption.",
          risk: "High",
        },
        {
          code: "M5",
          title: "Insecure Communication",
          description:
            "Traffic sent without TLS, accepting invalid certificates or missing pinning, exposing data to interception on public Wi-Fi.",
          risk: "High",
        },
        {
          code: "M6",
          title: "Inadequate Privacy Controls",
          description:
            "Personal information collected, logged or shared beyond what the app needs, creating exposure under POPIA and app store policies.",
          risk: "Medium",
        },
        {
          code: "M7",
          title: "Insufficient Binary Protections",
          description:
            "Apps that are easy to decompile, modify and repackage, revealing business logic or allowing fraud through tampered clients.",
          risk: "Medium",
        },
        {
          code: "M8",
          title: "Security Misconfiguration",
          description:
            "Debug builds, backups enabled, overly broad permissions and exported components left open to other apps on the device.",
          risk: "Medium",
        },
        {
          code: "M9",
          title: "Insecure Data Storage",
          description:
            "Sensitive data kept in plain text in local databases, logs, caches or screenshots, recoverable from a lost or compromised device.",
          risk: "High",
        },
        {
          code: "M10",
          title: "Insufficient Cryptography",
          description:
            "Weak or outdated algorithms, hard-coded keys and home-grown encryption that fail to protect data at rest or in transit.",
          risk: "High",
        },
      ],
    },
    {
      id: "methodology",
      kind: "steps",
      heading: "Our Testing Methodology",
      intro: "Aligned with the OWASP Mobile Application Security Testing Guide (MASTG).",
      numbered: true,
      items: [
        {
          title: "Scoping and Threat Modelling",
          description:
            "We review the app's purpose, data flows, user roles and backend APIs to decide which MASVS controls and attack scenarios matter most.",
        },
        {
          title: "Static Analysis",
          description:
            "The IPA and APK are decompiled and reviewed for hard-coded secrets, insecure configuration, weak cryptography and risky third-party libraries.",
        },
        {
          title: "Dynamic Analysis",
          description:
            "Testers run the app on instrumented devices, inspecting local storage, inter-process communication and runtime behaviour as each user role.",
        },
        {
          title: "Network and API Testing",
          description:
            "Traffic is intercepted to test transport security, pinning and the backend APIs for authorisation flaws, injection and data exposure.",
        },
        {
          title: "Resilience Testing",
          description:
            "We attempt to bypass root and jailbreak detection, hook functions and repackage the app to measure how well it resists tampering.",
        },
        {
          title: "Reporting and Retest",
          description:
            "Findings are mapped to the OWASP Mobile Top 10 with fixes for both platforms, then verified once your developers ship updated builds.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables",
      items: [
        "Executive summary of mobile risk for product owners and management",
        "Technical findings report mapped to the OWASP Mobile Top 10 and MASVS",
        "Separate remediation guidance for iOS and Android codebases",
        "Backend API findings uncovered through the mobile client",
        "Debrief session with your mobile and backend developers",
        "Retest report against the updated app builds",
      ],
    },
    {
      kind: "cta",
      heading: "Protect Your Mobile Users",
      description:
        "Share your app and release schedule with us and we will scope a test around it. {consultationIsFree:sentence} and we respond {responseTime}.",
      actions: [actions.getStartedToday],
    },
  ],
} satisfies PageInput;
