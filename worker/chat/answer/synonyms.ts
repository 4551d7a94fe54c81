/**
 * How visitors say things versus how the site says them: one table, read by the question
 * normaliser (to expand what was asked) and by the vocabulary (so none of these words counts as
 * unknown). Keys are lower-case word sequences; values are the words the site uses for them.
 * South African usage, text-speak and everyday names for what the pages describe belong here.
 */
export const synonyms: Readonly<Record<string, string>> = {
  // Text-speak and spelling the typo corrector cannot reach.
  u: "you",
  ur: "your",
  wat: "what",
  pls: "please",
  plz: "please",
  thx: "thanks",
  // South African usage.
  howzit: "hello",
  joburg: "johannesburg",
  jozi: "johannesburg",
  jhb: "johannesburg",
  exco: "executive",
  "medical aid": "medical scheme claims",
  "load-shedding": "load-shedding power",
  // Everyday names for the services.
  pentest: "penetration testing vapt",
  pentests: "penetration testing vapt",
  pentesting: "penetration testing vapt",
  pentester: "penetration tester vapt",
  "pen test": "penetration testing vapt",
  "pen tests": "penetration testing vapt",
  "pen testing": "penetration testing vapt",
  "hack into": "penetration testing",
  "dark web": "dark web deep web monitoring",
  "hacker dumps": "dark web leak sites",
  "car park": "car park",
  "parking lot": "car park",
  wifi: "wi-fi wireless",
  "clock in": "clock attendance",
  "clocking in": "clock attendance",
  "buddy punching": "clock attendance biometric",
  "each other": "buddy",
  iphone: "iphone ios",
  glucometers: "glucometer devices remote monitoring",
  laravel: "php",
  s3: "aws storage",
  "shout-outs": "recognition",
  "shout outs": "recognition",
  cvs: "cv applications screening",
  "work permit": "work permit",
  dispensary: "dispensing pharmacy",
  "ward stores": "ward stock",
  "sick note": "sick notes",
  theatres: "theatre",
  ransomwear: "ransomware",
};

/** Places visitors name; Pretoria is where the company is, the rest are elsewhere. */
export const places: ReadonlySet<string> = new Set([
  "pretoria",
  "johannesburg",
  "joburg",
  "jozi",
  "centurion",
  "midrand",
  "sandton",
  "cape town",
  "durban",
  "gqeberha",
  "port elizabeth",
  "bloemfontein",
  "polokwane",
  "nelspruit",
  "mbombela",
  "east london",
  "kimberley",
  "rustenburg",
]);
