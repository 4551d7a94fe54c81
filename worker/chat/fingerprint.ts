/**
 * A short, stable fingerprint of texts, taken in order as one string (FNV-1a, 32 bits): which build
 * a knowledge file or a vector table was made from. It tells versions apart; it is no secret.
 */
export function fingerprintOf(texts: Iterable<string>): string {
  let hash = 0x811c9dc5;
  for (const text of texts)
    for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}
