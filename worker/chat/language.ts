/**
 * Whether a message is written in Afrikaans or isiZulu, the languages besides English that the
 * site's visitors most often write in. A short message defeats statistical detectors, so this is a
 * reviewed word list kept as data: the function words and everyday words of each language (written
 * from the languages, not from any question) that English does not use, and for isiZulu the noun
 * and verb prefixes its words begin with. The assistant answers in English either way and says so.
 */
export type Language = "af" | "zu";

const set = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** Afrikaans pronouns, articles, particles, question words, auxiliaries and common verbs and nouns. */
const afrikaans = set(`
  ek jy julle ons hulle hy sy haar hom jou die n nie het vir wat hoe waar wanneer hoekom hoeveel watter kan
  sal moet wil gaan doen maak kry soek benodig asseblief asb dankie baie goed ook nog maar dit daar hier een
  nuwe meer sonder oor tot uit om te geen iets niks iemand graag dienste diens maatskappy kantoor kos prys pryse
  betaal werk mense besigheid gehack gekap aangeval sekuriteit rekenaar stelsel stelsels salarisse salaris
  werknemers hospitaal pasiente dokter adres telefoon nommer skakel kontak goeie more middag naand totsiens hallo
`);

/** isiZulu question words, conjunctions, pronouns, greetings and common verbs and nouns. */
const isiZulu = set(`
  ngiyabonga siyabonga ngicela sicela ngifuna sifuna ngingathola singathola ningakwazi ningasiza ningangisiza ningisiza
  nge nga ngo kwa
  ningisize nisisize siza usizo ukusiza kanjani yini kuphi ngubani nini kungani futhi kodwa noma uma ukuthi ngoba
  kakhulu kahle lapho manje yebo cha mina wena thina nina bona lokhu lesi leli kule ukuze ukuba sawubona
  sanibonani unjani ninjani umsebenzi inkampani imali izindleko malini ihhovisi ikheli ucingo inombolo ibhizinisi
  abasebenzi isibhedlela iziguli udokotela uhlelo izinhlelo ukuphepha ukuvikela
`);

/** The prefixes isiZulu nouns and verbs begin with; its words end in a vowel. */
const zuluShape = /^(?:ngi|ngu|ni|si|uku|ama|aba|izi|isi|ubu|ku|nga|nge|ba|u|i)[a-z]{2,}[aiou]$/;

/** The language of a message, or undefined for English (and anything else). */
export function detectLanguage(message: string): Language | undefined {
  const tokens =
    message
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z]+/g) ?? [];
  if (!tokens.length) return undefined;
  const share = (count: number) => count / tokens.length;
  const af = tokens.filter((token) => afrikaans.has(token)).length;
  const zu = tokens.filter((token) => isiZulu.has(token)).length;
  const zuShaped = tokens.filter((token) => isiZulu.has(token) || zuluShape.test(token)).length;
  // Two marker words, or one in a message of at most three words, and enough of the message.
  if (zu >= 1 && (zu >= 2 || tokens.length <= 3 || share(zuShaped) >= 0.5)) return "zu";
  if (af >= 2 && share(af) >= 0.35) return "af";
  return undefined;
}
