/**
 * The DKIM private key as the MailChannels Email API takes it (Base64 of the DER form), from what
 * an operator is likely to store: the PEM file `openssl genrsa` writes (PKCS#8 "PRIVATE KEY" or
 * PKCS#1 "RSA PRIVATE KEY"), or that Base64 already. Shared by the Worker's config check and
 * `npm run mail:dns`, so it imports nothing of the Workers runtime. Problems are worded for the
 * operator and never quote the key.
 */
export type DkimKeyReading = { base64: string } | { problem: string };

const pemBlock = /^-----BEGIN ([A-Z0-9 ]+)-----\r?\n([\s\S]*?)\r?\n?-----END \1-----$/;
const privateKeyLabels = new Set(["PRIVATE KEY", "RSA PRIVATE KEY"]);
/** The DER of an RSA key of 1024 bits or more is over 600 bytes; anything shorter is not one. */
const minimumDerBytes = 600;

export function readDkimPrivateKey(text: string): DkimKeyReading {
  const trimmed = text.trim();
  let body = trimmed;
  if (trimmed.startsWith("-----")) {
    const pem = pemBlock.exec(trimmed);
    if (!pem) return { problem: "looks like PEM but has no matching BEGIN and END lines" };
    const label = pem[1] ?? "";
    if (label === "ENCRYPTED PRIVATE KEY" || /Proc-Type:.*ENCRYPTED/.test(pem[2] ?? "")) {
      return { problem: "is encrypted with a passphrase; store the key without one" };
    }
    if (!privateKeyLabels.has(label)) return { problem: `is a PEM "${label}", not a private key` };
    body = pem[2] ?? "";
  }
  const base64 = body.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    return { problem: "is neither a PEM private key nor Base64" };
  }
  const derBytes = (base64.length / 4) * 3 - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);
  // A DER key is one SEQUENCE with a two-byte length: 0x30 0x82, which Base64 spells "MII".
  if (!base64.startsWith("MII") || derBytes < minimumDerBytes) {
    return { problem: "does not hold an RSA private key of 1024 bits or more" };
  }
  return { base64 };
}
