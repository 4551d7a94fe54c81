/**
 * The id a reply is voted on by: 16 random bytes and an HMAC of them, keyed from IP_HASH_SALT
 * (base64url, `chatTurnIdPattern`). The vote endpoint checks the signature without reading D1, so
 * a made-up id is refused at once and a real one is accepted even before its turn's row is
 * written (the record is written after the reply). The key is the salt's HMAC of a fixed label,
 * so the signatures and the IP hashes never share a key.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function hmacKey(raw: BufferSource): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

/** The signing key of a salt, made once per isolate. */
function keyOf(salt: string): Promise<CryptoKey> {
  let key = keys.get(salt);
  if (!key) {
    key = hmacKey(encoder.encode(salt)).then(async (saltKey) =>
      hmacKey(await crypto.subtle.sign("HMAC", saltKey, encoder.encode("chat-turn-id"))),
    );
    keys.set(salt, key);
  }
  return key;
}

async function signatureOf(random: string, salt: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await keyOf(salt), encoder.encode(random)));
  return base64url(mac.subarray(0, 16));
}

export async function newTurnId(salt: string): Promise<string> {
  const random = base64url(crypto.getRandomValues(new Uint8Array(16)));
  return `${random}.${await signatureOf(random, salt)}`;
}

/** Whether the id is one this Worker gave (same salt). Compared in constant time. */
export async function isTurnId(id: string, salt: string): Promise<boolean> {
  const [random = "", signature = ""] = id.split(".");
  const expected = await signatureOf(random, salt);
  if (expected.length !== signature.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1)
    difference |= expected.charCodeAt(index) ^ signature.charCodeAt(index);
  return difference === 0;
}
