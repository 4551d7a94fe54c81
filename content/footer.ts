/** Footer copy and the short link lists it shows. */
export const footerLinks = {
  blurb:
    "Pretoria-based specialists in cybersecurity, cloud and AI, HR and payroll software and healthcare technology, serving organisations of every size across South Africa.",
  cybersecurity: [
    { label: "Penetration Testing (VAPT)", path: "/services/vapt" },
    { label: "Web Application Security", path: "/services/web-app-security" },
    { label: "Security Operations Center", path: "/services/security-operations-center" },
    { label: "Incident Response", path: "/services/incident-response" },
    { label: "All Cybersecurity Services", path: "/services" },
  ],
  solutions: [
    { label: "HR & Payroll Software", path: "/hr-solutions" },
    { label: "Healthcare Solutions", path: "/healthcare-solutions" },
    { label: "About Us", path: "/about" },
    { label: "Contact Us", path: "/contact" },
  ],
} as const;
