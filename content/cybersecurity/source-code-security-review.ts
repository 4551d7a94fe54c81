import type { PageInput } from "../schema.ts";
import { actions } from "../actions.ts";

export default {
  kind: "cybersecurity",
  path: "/services/source-code-security-review",
  navLabel: "Source Code Security Review",
  title: "Source Code Security Review",
  description:
    "Static, dynamic, interactive and manual code review across eight language families, with a findings report and remediation guidance.",
  need: "A new system that a freelancer, a software house or your own developers wrote, about to go live, and nobody but its authors has read the code? Secrets and keys hard-coded in the source, old libraries with known holes, or a go-live date with no security sign-off? Before your software goes live, we read its code for the security mistakes that testing from the outside misses.",
  order: 6,
  hero: {
    lead: "Fixing a vulnerability in code costs far less than fixing it after a breach. We combine static, dynamic, interactive and manual analysis across eight language families, and give your developers findings they can act on line by line.",
    stats: [
      { value: "OWASP ASVS", label: "Aligned methodology" },
      { value: "8", label: "Language families" },
    ],
  },
  sections: [
    {
      id: "analysis-methods",
      kind: "features",
      heading: "Four Complementary Analysis Methods",
      intro:
        "No single technique finds everything. We combine tools and people so each method covers the blind spots of the others.",
      items: [
        {
          icon: "file-search",
          title: "Static Analysis (SAST)",
          description:
            "Automated scanning of source code and dependencies for injection paths, insecure APIs, hard-coded secrets and known-vulnerable libraries, with results triaged by our reviewers.",
        },
        {
          icon: "activity",
          title: "Dynamic Analysis (DAST)",
          description:
            "Testing the running application from the outside to confirm which code-level weaknesses are actually reachable and exploitable in a deployed environment.",
        },
        {
          icon: "scan",
          title: "Interactive Analysis (IAST)",
          description:
            "Instrumentation inside the running application traces tainted data from request to sink, pinpointing the exact vulnerable line with few false positives.",
        },
        {
          icon: "eye",
          title: "Manual Code Review",
          description:
            "Experienced reviewers read the security-critical code paths, such as authentication, authorisation, payments and cryptography, to find logic flaws that tools cannot see.",
        },
      ],
    },
    {
      id: "languages",
      kind: "lists",
      heading: "Languages and Frameworks",
      intro: "Our reviewers work across eight language families and the frameworks built on them.",
      groups: [
        {
          title: "Java & Kotlin",
          icon: "code",
          items: ["Spring Boot and Spring Security", "Jakarta EE", "Android SDK", "Ktor"],
        },
        {
          title: "C# & .NET",
          icon: "code",
          items: ["ASP.NET Core", "ASP.NET MVC and Web API", "Entity Framework", "Blazor"],
        },
        {
          title: "JavaScript & TypeScript",
          icon: "code",
          items: ["Node.js and Express", "NestJS", "React and Next.js", "Angular and Vue"],
        },
        { title: "Python", icon: "code", items: ["Django", "Flask", "FastAPI", "Data and machine learning pipelines"] },
        { title: "PHP", icon: "code", items: ["Laravel", "Symfony", "WordPress plugins and themes", "Drupal"] },
        { title: "Go", icon: "code", items: ["net/http", "Gin", "Echo", "gRPC services"] },
        {
          title: "C & C++",
          icon: "code",
          items: ["Embedded and firmware code", "Qt", "Native libraries and JNI", "Memory safety review"],
        },
        {
          title: "Swift & Objective-C",
          icon: "code",
          items: ["UIKit", "SwiftUI", "iOS Keychain and networking APIs", "Shared Apple frameworks"],
        },
      ],
    },
    {
      id: "vulnerability-families",
      kind: "features",
      heading: "What We Look For",
      intro:
        "Findings are grouped into four vulnerability families and mapped to CWE identifiers and the OWASP Top 10.",
      items: [
        {
          icon: "bug",
          title: "Injection Flaws",
          description:
            "SQL, NoSQL, command, LDAP and template injection, cross-site scripting and unsafe deserialisation, traced from untrusted input to vulnerable sink.",
        },
        {
          icon: "lock",
          title: "Authentication and Session Management",
          description:
            "Password storage, token generation and validation, multi-factor flows, session fixation and expiry, and single sign-on integrations.",
        },
        {
          icon: "key",
          title: "Cryptography and Secrets",
          description:
            "Weak algorithms, misused libraries, predictable randomness, and API keys, passwords or certificates committed to source control.",
        },
        {
          icon: "user-check",
          title: "Business Logic and Access Control",
          description:
            "Missing authorisation checks, insecure direct object references and workflows that can be skipped, repeated or reordered to commit fraud.",
        },
      ],
    },
    {
      id: "methodology",
      kind: "steps",
      heading: "Our Review Methodology",
      numbered: true,
      items: [
        {
          title: "Scoping and Architecture Review",
          description:
            "We review the architecture, data flows and repository structure with your team to identify security-critical components and agree review depth.",
        },
        {
          title: "Automated Analysis",
          description:
            "SAST and software composition analysis run across the codebase, with DAST and IAST in a test environment where available.",
        },
        {
          title: "Triage",
          description:
            "Reviewers validate every automated result, discarding false positives so your developers only receive confirmed issues.",
        },
        {
          title: "Manual Review",
          description:
            "Security-critical code paths are read line by line against the OWASP Application Security Verification Standard (ASVS).",
        },
        {
          title: "Reporting and Developer Walkthrough",
          description:
            "Findings are delivered with file and line references, risk ratings and fixes, and discussed with the developers who own the code.",
        },
        {
          title: "Fix Verification",
          description:
            "We review the commits or pull requests that address each finding and confirm the vulnerability is resolved.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables",
      items: [
        "Findings report with file and line references, CWE mapping and risk ratings",
        "Remediation guidance with secure code examples in your language and framework",
        "Executive summary of codebase risk for technical leadership",
        "Third-party dependency report listing vulnerable and outdated components",
        "Recommendations for integrating security checks into your CI/CD pipeline",
        "Fix verification report after remediation",
      ],
    },
    {
      kind: "cta",
      heading: "Build Security Into Your Code",
      description:
        "Tell us about your codebase, languages and release cycle, and we will propose a review that fits. {consultationIsFree:sentence} and we respond {responseTime}.",
      actions: [actions.getStartedToday],
    },
  ],
} satisfies PageInput;
