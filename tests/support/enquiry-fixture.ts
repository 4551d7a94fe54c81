/**
 * A valid contact enquiry as the form sends it, started a minute ago so it passes the minimum fill
 * time. Shared by the Worker tests and the benches; override any field.
 */
export function validEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: "contact",
    fullName: "Naledi Dlamini",
    email: "naledi@example.org",
    phone: "+27 82 555 0101",
    company: "Example Health",
    subject: "Penetration test for our patient portal",
    message: "We would like a quote for testing our patient portal before go-live in March.",
    startedAt: Date.now() - 60_000,
    ...overrides,
  };
}
