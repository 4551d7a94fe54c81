import type { PageInput } from "../schema.ts";
import { actions } from "../actions.ts";

export default {
  kind: "cybersecurity",
  path: "/services/api-security-assessment",
  navLabel: "API Security Assessment",
  title: "API Security Assessment",
  description:
    "REST, GraphQL, SOAP and gRPC API testing for broken authorisation, injection, data exposure and abuse of business logic, mapped to the OWASP API Top 10.",
  need: "Partners, resellers or clients whose software connects straight into your systems to fetch or send information? One of them could change an account number or ID in a request and receive someone else's records, call admin-only functions directly, or flood your sign-up and OTP endpoints. Whenever your apps, partners and integrations talk to your systems through APIs like these, we check that nobody can use them to reach data or functions they should not.",
  order: 4,
  hero: {
    lead: "APIs carry your most valuable data between apps, partners and systems. We test REST, GraphQL, SOAP and gRPC APIs for broken authorisation, injection, data exposure and business logic abuse, mapped to the OWASP API Security Top 10.",
    stats: [
      { value: "OWASP API Top 10", label: "Aligned methodology" },
      { value: "REST to gRPC", label: "API styles tested" },
    ],
  },
  sections: [
    {
      id: "api-types",
      kind: "features",
      heading: "API Types We Test",
      intro:
        "Each API style fails in its own way, so our testing adapts to the protocol, schema and authentication model you use.",
      items: [
        {
          icon: "globe",
          title: "REST APIs",
          description:
            "JSON and XML endpoints tested from OpenAPI or Postman definitions, covering every method, parameter and user role, including undocumented endpoints.",
        },
        {
          icon: "network",
          title: "GraphQL APIs",
          description:
            "Introspection exposure, field-level authorisation, query depth and batching abuse, and injection through resolvers and arguments.",
        },
        {
          icon: "file-text",
          title: "SOAP Web Services",
          description:
            "WSDL-driven testing for XML external entity (XXE) attacks, XML injection, WS-Security configuration and legacy integrations with ERP and government systems.",
        },
        {
          icon: "zap",
          title: "gRPC Services",
          description:
            "Protocol Buffers services tested for reflection exposure, missing per-method authorisation, metadata handling and transport security between microservices.",
        },
      ],
    },
    {
      id: "focus-areas",
      kind: "features",
      heading: "OWASP API Security Top 10 Focus Areas",
      intro:
        "Our test cases cover all ten categories of the OWASP API Security Top 10 (2023), grouped here by the questions they answer.",
      items: [
        {
          icon: "user-check",
          title: "Object and Property Level Authorisation",
          description:
            "Can one user read or change another user's records or hidden fields by altering an ID or payload? Covers API1 and API3.",
        },
        {
          icon: "key",
          title: "Broken Authentication",
          description:
            "Token issuance, JWT validation, API key handling, OAuth 2.0 flows and credential stuffing protections. Covers API2.",
        },
        {
          icon: "shield",
          title: "Function Level Authorisation",
          description:
            "Can ordinary users reach administrative or partner-only operations by calling them directly? Covers API5.",
        },
        {
          icon: "activity",
          title: "Resource Consumption and Business Flows",
          description:
            "Rate limiting, pagination, payload size limits and automated abuse of sensitive flows such as sign-up, checkout or OTP requests. Covers API4 and API6.",
        },
        {
          icon: "link",
          title: "Server-Side Requests and Third-Party APIs",
          description:
            "Server-side request forgery and unsafe trust in data returned by the third-party APIs you consume. Covers API7 and API10.",
        },
        {
          icon: "search",
          title: "Configuration and Inventory",
          description:
            "Misconfigured CORS, verbose errors, missing TLS, forgotten test or old API versions and undocumented endpoints still in production. Covers API8 and API9.",
        },
      ],
    },
    {
      id: "methodology",
      kind: "steps",
      heading: "Our Assessment Methodology",
      numbered: true,
      items: [
        {
          title: "Discovery and Scoping",
          description:
            "We gather API specifications, collections, environments and test accounts for each role, and discover undocumented endpoints from traffic and client code.",
        },
        {
          title: "Threat Modelling",
          description:
            "We identify the sensitive data, high-value operations and trust boundaries in each API to focus testing where impact would be greatest.",
        },
        {
          title: "Automated Testing",
          description:
            "Schema-driven fuzzing and scanning find input handling and configuration issues across every endpoint and parameter.",
        },
        {
          title: "Manual Testing",
          description:
            "Testers probe authorisation between users and roles, token handling and business logic by hand, proving impact with safe proof-of-concept requests.",
        },
        {
          title: "Reporting",
          description:
            "Each finding is mapped to the OWASP API Security Top 10, risk-rated and documented with sample requests and remediation guidance.",
        },
        {
          title: "Retesting",
          description: "Once fixes are deployed, we retest each finding and confirm closure in an updated report.",
        },
      ],
    },
    {
      id: "deliverables",
      kind: "checklist",
      heading: "Deliverables",
      items: [
        "Executive summary of API risk and exposure of personal information under POPIA",
        "Endpoint inventory, including undocumented and deprecated endpoints we discovered",
        "Findings report mapped to the OWASP API Security Top 10 with risk ratings",
        "Reproducible request and response evidence for every finding",
        "Remediation guidance for developers, including gateway and authorisation patterns",
        "Retest report confirming resolved findings",
      ],
    },
    {
      kind: "cta",
      heading: "Secure the APIs Behind Your Business",
      description:
        "Send us your API documentation or simply describe your integrations. {consultationIsFree:sentence} and we respond {responseTime}.",
      actions: [actions.getStartedToday],
    },
  ],
} satisfies PageInput;
