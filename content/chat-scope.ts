/**
 * The rules that decide a message's scope before anything is searched, as data: what makes a
 * message hostile (it asks for the assistant's instructions or configuration, other people's data
 * or harmful help, or tries to change the assistant's role), off-topic (a subject no consultancy
 * answers), an emergency (an incident happening now), or small talk. Each rule is written from the
 * kind of message it stands for, never from a question anyone asked. classify.ts applies them.
 */
import { company } from "./company.ts";
import about from "./pages/about.ts";

/** The people the site names (its clients' testimonials), by first name and surname, for the rule on their details. */
const peopleOnTheSite = about.sections
  .flatMap((section) => (section.kind === "testimonials" ? section.items.map((item) => item.name) : []))
  .flatMap((name) => name.toLowerCase().split(" "))
  .filter((word) => word.length >= 4);

/** The company's own, as a visitor names it: its staff and its clients are other people. */
const theCompany = `(?:your|the company's|${company.shortName.toLowerCase()}'s)`;
/** The company's, or the site's and the chat's own. */
const theCompanyOrSite = `(?:your|the company's|${company.shortName.toLowerCase()}'s|this|the (?:site's|website's|office|company))`;

/** Asks for the assistant's instructions, configuration or secrets. */
const instructions = [
  /\b(?:system|initial|hidden|original|developer|secret) (?:prompt|instructions?|message|rules)\b/,
  /\b(?:reveal|print|show|repeat|display|output|dump|leak|recite|give me|tell me|what are|list)\b[^.?!\n]{0,40}\b(?:your|the|its) (?:instructions|rules|prompt|guidelines|configuration|config|settings|source code|api keys?|secrets?|environment variables|training data|context window)\b/,
  // The company's systems; "the server" alone is as likely the visitor's own ("we all use the same admin password for the server").
  /\b(?:api key|access token|admin password|database password|credentials) (?:for|of|to) (?:(?:your|this) (?:site|website|server|database|system|chatbot|bot|admin)|the (?:site|website|chatbot|bot))\b/,
  // The secrets and set-up of the assistant or the site it runs on (keys, tokens, its model).
  /\b(?:api keys?|access tokens?|tokens?|secret keys?|passwords?|credentials|config(?:uration)?|environment variables|connection strings?|(?:language )?model|llm)\b[^.?!\n]{0,30}\b(?:does|do|is|are)\b[^.?!\n]{0,12}\b(?:this|the|your) (?:chat|chatbot|bot|assistant|site|website|server|backend)\b/,
  /\b(?:your|(?:this|the) (?:chat|chatbot|bot|assistant|site|website|server)'s) (?:api keys?|access tokens?|secret keys?|admin passwords?|config(?:uration)? files?|environment variables|connection strings?|database passwords?)\b/,
];

/** The assistant's set-up asked in other words: its model, what it was told, the text before the conversation. */
const setUp = [
  /\b(?:what|which)\b[^.?!\n]{0,20}\b(?:model|llm|language model|ai model|gpt|version)\b[^.?!\n]{0,30}\b(?:are you|do you (?:use|run)|you (?:run|use|are)|powers?|is (?:this|the) (?:chat|bot|assistant)|behind (?:this|the|you))\b/,
  /\bwhat (?:were|was|have|had) you (?:been )?(?:told|instructed|programmed|given|configured|asked to do|trained to say)\b/,
  /\b(?:told|instructed|programmed|trained|asked) (?:you )?not to (?:say|tell|reveal|share|discuss|talk about|mention)\b/,
  /\b(?:first|initial|opening|original|very first|earliest) (?:words|message|lines?|text|instructions|paragraph)\b[^.?!\n]{0,40}\b(?:you|your)\b/,
  /\b(?:words|text|message|lines|instructions) (?:you were|you've been|you have been) (?:given|told|fed|sent)\b/,
  /\b(?:which|what)\b[^.?!\n]{0,25}\b(?:runs|powers|hosts|serves) (?:this|the) (?:chat|chatbot|bot|assistant|site|website)\b/,
  /\b(?:whose|which|what) (?:cloud|server|hosting|account|provider)\b[^.?!\n]{0,30}\b(?:hosted|running|deployed|run)\b/,
  /\b(?:print|show|give|paste|send|reveal|share|tell)\b[^.?!\n]{0,30}\b(?:the|your|its|this) (?:widget |chat |site |website |api |access |secret |private |license |licence )?keys?\b/,
  /\b(?:\.env|env file|environment file|config(?:uration)? file|secrets? file|wrangler\.toml)\b/,
  /\b(?:your|(?:this|the) (?:site|website|chat|chatbot|bot|assistant)'s) (?:backend|back-end|servers?|tech stack|stack|database|hosting|infrastructure|source code)\b[^.?!\n]{0,25}\b(?:run|runs|running|built|use|uses|using|hosted|written|made)\b/,
  /\bwhat (?:does|do|is) (?:your|(?:this|the) (?:site|website|chat|chatbot|bot|assistant)'s?) (?:backend|back-end|server|stack|tech stack|database|hosting) (?:run|running|built|use|using|hosted|written)\b/,
  /\b(?:print|repeat|show|output|display|copy|paste|return)\b[^.?!\n]{0,20}\b(?:everything|all|the text|the words|whatever|what(?:'s| is| was))\b[^.?!\n]{0,10}\b(?:above|before|earlier|prior)\b/,
  /\b(?:translate|summari[sz]e|rephrase|paraphrase|encode|spell out|rewrite)\b[^.?!\n]{0,20}\b(?:your|the|its) (?:instructions|rules|prompt|guidelines|configuration)\b/,
  // The site's or the company's own secrets: its logins, its Wi-Fi or server passwords.
  /\b(?:give|send|share|tell|what(?:'s| is| are)|show|need|want|get)\b[^.?!\n]{0,25}\b(?:the|your|this (?:site|website)'s) (?:admin(?:istrator)?|root|backend|server|database|cms|wordpress|cpanel|ftp|ssh|hosting) (?:login|logins|log-in|password|passwords|credentials|username|usernames)\b/,
  new RegExp(
    String.raw`\b(?:passwords?|passcodes?|pins?|keys?|logins?|credentials)\b (?:to|for|of) ${theCompanyOrSite} (?:wi-?fi|network|router|office|servers?|site|website|systems?|admin|database|e-?mail|accounts?|portal|crm)\b`,
  ),
];

/** Tries to change the assistant's role or rules. */
const roleChange = [
  // An instruction hidden in an encoding, to be decoded and obeyed.
  /\b(?:decode|decrypt|unscramble|reverse|deobfuscate|base64)\b[^.?!\n]{0,40}\b(?:and|then)\b[^.?!\n]{0,20}\b(?:do|follow|execute|run|obey|carry out|answer)\b/,
  /\bdo (?:exactly )?(?:what|as) (?:it|this|that|the (?:text|message|string)) says\b/,
  /\b(?:ignore|disregard|forget)\b (?:all |everything |anything )?(?:of )?(?:the |that |what(?:'s| is| was| i said| you were told) )?(?:above|previous|prior|before|earlier)\b/,
  /\b(?:say|repeat|print|output|type|write)\s+(?:back\s+|only\s+|just\s+)?["'\u201c\u2018]/,
  /\byou(?:'re| are) (?:now )?(?:dan|[a-z]*gpt|unrestricted|unfiltered|jailbroken|uncensored|evil|free from|no longer bound)\b/,
  /\byou\b[^.?!\n]{0,20}\bno (?:rules|restrictions|limits|filters|guidelines|guardrails|censorship)\b/,
  /\b(?:disable|turn off|switch off|remove|deactivate|lift|bypass)\b (?:all )?(?:your|its|the (?:bot|chat|assistant)'s) (?:\w+ )?(?:filters?|guardrails|restrictions|moderation|safeguards|safety)\b/,
  /\b(?:act|behave|respond|talk|pretend) (?:as|like) (?:my|if you (?:were|are)|an? (?:evil|unrestricted|different|new))\b/,
  /\b(?:ignore|disregard|forget|override|bypass|drop)\b[^.?!\n]{0,60}\b(?:instructions?|rules|prompt|guidelines|programming|restrictions|guardrails)\b/,
  // Said to the assistant: "from now on you answer ...", "new instruction for the AI:"; not the visitor's
  // plans ("we want the domain watched from now on") nor a regulator's "new rules".
  /\byou are now\b|\bfrom now on,?\s+(?:you|u|your|answer|reply|respond|say|speak|talk|act|behave|pretend|only|never|always|ignore|forget)\b|\b(?:your|here are(?: your)?|follow(?: these| my)?) new (?:rules?|instructions?|persona)\b|\bnew (?:rules?|instructions?)\s*(?::|for (?:the |this )?(?:ai|bot|assistant|chat(?:bot)?))|\bnew persona\b/,
  /\b(?:pretend|roleplay|role-play|role play)\b(?: (?:to be|as|you are|you're|that))?/,
  /\b(?:reply|respond|answer|say|write)\s+(?:only\s+)?(?:with\s+exactly|exactly|only\s+with|nothing but)\b/,
  /\b(?:developer|dan|god|unrestricted) mode\b|\bjailbreak/,
];

/** Asks for other people's data. */
const othersData = [
  /\b(?:other|another|previous|earlier|last|all(?: the)? other) (?:visitors?|users?|customers?|clients?|people|patients?|employees)(?:'s|s')?\b[^.?!\n]{0,40}\b(?:data|details|messages?|e-?mails?|phone numbers?|numbers|names|addresses|conversations?|chats?|enquiries|questions|information|records|passwords)\b/,
  /\b(?:data|details|e-?mails?|e-?mail addresses|phone numbers|numbers|names|addresses|messages|conversations|chats|enquiries|records)\b (?:of|from) (?:the )?(?:other|another|previous|earlier|all(?: the)?(?: other)?) (?:visitors?|users?|customers?|clients?|people|patients?)\b/,
  /\bwho else\b[^.?!\n]{0,30}\b(?:asked|contacted|chatted|enquired|wrote|messaged)\b/,
  /\b(?:database|db) (?:dump|contents|records|tables?)\b/,
  // Details of whoever else used the chat or the site.
  /\b(?:e-?mails?|e-?mail addresses|names|numbers|details|messages|questions|data|ip addresses|conversations)\b[^.?!\n]{0,30}\b(?:of|from|for|by) (?:everyone|everybody|anyone|all (?:the )?(?:people|users|visitors)|(?:the )?(?:people|users|visitors|others)) (?:who|that)\b/,
  // What another visitor said, asked or sent.
  /\bwhat (?:did|has|have) (?:the )?(?:last|previous|other|another|earlier|next) (?:person|visitor|user|customer|client)s? (?:ask|asked|say|said|write|wrote|send|sent|type|typed)\b/,
  /\b(?:show|give|send|share|export|dump|read out|print|leak)\b(?! me my)[^.?!\n]{0,30}\b(?:chat|conversation|message|enquiry) (?:logs?|history|histories|transcripts?|archive)\b/,
  // Staff's private details: where they live, their own numbers (a cell or mobile number is a
  // person's own), their identity numbers.
  new RegExp(
    String.raw`\b(?:(?:home|residential|private|personal) (?:address(?:es)?|phone numbers?|cell(?:phone)? numbers?|numbers?|e-?mail(?: address)?(?:es)?)|(?:cell(?:phone)?|mobile|whatsapp) numbers?)\b[^.?!\n]{0,20}\b(?:of|for) (?:all )?${theCompany} (?:staff|employees?|consultants?|team(?: members?)?|ceo|director|founder|owner|manager|people|engineers?)\b`,
  ),
  new RegExp(
    String.raw`\b${theCompany} (?:staff|employees?|consultants?|team(?: members?)?|ceo|director|founder|owner|manager|people|engineers?)(?:'s|s')?\b[^.?!\n]{0,20}\b(?:home|residential|private|personal) (?:address(?:es)?|phone numbers?|cell(?:phone)? numbers?|numbers?|e-?mail(?: address)?(?:es)?)\b`,
  ),
  /\bwhere (?:does|do) (?:your |the )?(?:ceo|staff|employees|consultants|founder|director|owner|manager|engineers?|team)s? live\b/,
  /\b(?:id|identity) numbers? (?:of|for) (?:your |the )?(?:staff|employees|consultants|team)\b/,
  // The company's list of clients: confidential by every engagement's agreement.
  new RegExp(String.raw`\b${theCompany} (?:client|customer) lists?\b`),
  /\b(?:list|names|contact details|details) of (?:all )?(?:your |the )?(?:clients|customers)\b/,
  // The people to contact at the company's clients, however the clients are named.
  /\b(?:clients?|customers?|companies|organi[sz]ations)\b[^\n]{0,80}\b(?:their|whose)(?: [\w']+){0,2} (?:contact (?:names?|details|numbers?|persons?|people)|e-?mail addresses|e-?mails|phone numbers|cell numbers)\b/,
  // The personal data of the company's clients, their staff or patients, or of other visitors.
  new RegExp(
    String.raw`\b(?:share|give|send|show|list|tell|export|forward|provide|want|need)\b[^.?!\n]{0,40}\b(?:phone numbers?|cell numbers?|e-?mails?|e-?mail addresses|names|details|addresses|payslips|salaries|records|id numbers)\b[^.?!\n]{0,40}\b(?:of|at|from)\b[^.?!\n]{0,15}\b${theCompany} (?:\w+ )?(?:clients?|customers?|patients?|users?|visitors?)\b`,
  ),
  /\b(?:which|who|what) (?:patients|clients|customers|users|employees|people)\b (?:are|is) (?:on|in|using)\b/,
  /\b(?:person|visitor|user|customer|people|someone|others?)\b[^.?!\n]{0,15}\b(?:before me|ahead of me)\b/,
  // Who else got in touch, or what they asked or sent: another party's dealings with the chat or
  // the company are theirs, whether asked to be shown or asked for a stretch of time.
  /\b(?:which|what|who) (?:other )?(?:companies|clients|customers|people|visitors|users|organi[sz]ations|businesses|firms)\b[^.?!\n]{0,20}\b(?:sent|contacted|asked|enquired|wrote|messaged|chatted|e-?mailed|called|submitted)\b (?:you|us|the (?:chat|assistant|bot|form))\b/,
  /\b(?:show|tell|list|share|read|print|give)\b[^.?!\n]{0,25}\b(?:other|another|previous|earlier|last) (?:people|visitors?|users?|customers?|clients?|companies|person)\b[^.?!\n]{0,25}\b(?:ask|asking|asked|said|saying|sent|sending|wrote|writing|typed|told|enquired)\b/,
  /\b(?:other|another|previous|earlier) (?:people|visitors?|users?|customers?|clients?|companies|person)\b[^.?!\n]{0,25}\b(?:asking|asked|saying|said|sending|sent|writing|wrote|typed|told) (?:to )?(?:you|the (?:chat|assistant|bot))\b[^.?!\n]{0,20}\b(?:today|yesterday|this (?:week|morning|month)|recently|lately|so far)\b/,
  // Any third party's details, by kind: a person's or business's name, number, address or details,
  // asked of whoever (other clients, visitors, people) did something with the company.
  /\b(?:names?|(?:phone |cell |mobile )?numbers?|e-?mails?|e-?mail addresses|addresses|contact details|details)\b[^.?!\n]{0,25}\b(?:of|for) (?:the |your |all |any )?(?:last |other |previous |recent |latest )?(?:businesses|companies|organi[sz]ations|firms|clients?|customers?|people|person|visitors?|users?|patients?)\b[^.?!\n]{0,10}\b(?:who|that|which)\b/,
  // The people at other organisations, by role ("the HR managers at the companies that use your payroll").
  /\b(?:names?|e-?mails?|(?:phone |cell |mobile )?numbers?|contact details|details)\b[^.?!\n]{0,40}\b(?:of|for) (?:the |all )?(?:\w+ ){0,3}(?:managers|directors|officers|heads|staff|employees|contacts) (?:at|of|in) (?:the |all |your )?(?:\d+ )?(?:companies|clients|customers|firms|businesses|organi[sz]ations)\b/,
  // Staff's pay and where they live are theirs, however the staff are named.
  /\bhow much (?:do|does) (?:you|the company|it) pay (?:your |its |the )?(?:\w+ ){0,2}(?:staff|employees|consultants|engineers|team|people|analysts|testers)\b/,
  // The company's people's pay, asked of it ("your"): a visitor's own staff's salaries are a payroll question.
  /\b(?:salar(?:y|ies)|wages|earnings)\b[^.?!\n]{0,20}\b(?:of|for) your (?:\w+ )?(?:staff|employees|consultants|engineers|team|analysts)\b/,
  /\bwhere (?:do|does) (?:they|he|she) live\b/,
  // Which clients had an incident: their breaches are theirs to tell.
  /\b(?:which|what|who|names?|list)\b[^.?!\n]{0,20}\b(?:clients?|customers?|companies|organi[sz]ations|businesses|firms)\b[^.?!\n]{0,30}\b(?:got |were |was |have been |has been |been )?(?:hacked|breached|compromised|attacked|infected|hit by ransomware)\b/,
  // Records of enquiries, clients, visitors or chats, whoever says they need them.
  /\b(?:send|give|share|forward|export|show|hand over|provide)\b[^.?!\n]{0,25}\b(?:the |your |all |any )?(?:enquiry|enquiries|inquiry|customer|client|visitor|chat|user|lead|contact form) (?:records|logs|data|details|lists?|database|files|submissions|history|entries)\b/,
  // What came in from others: enquiries, submissions or messages received, and who got in touch.
  /\b(?:show|give|send|list|share|read|print|tell|forward|export)\b[^.?!\n]{0,25}\b(?:enquiries|inquiries|submissions|messages|leads|conversations|chats|form entries|requests)\b[^.?!\n]{0,20}\b(?:you(?:'ve| have)? (?:received|got|had)|received|submitted|came in|sent (?:to|in))\b/,
  /\bwho (?:has|have|had|else)? ?(?:contacted|called|e-?mailed|messaged|written to|enquired with|chatted with|visited) (?:you|the company|this (?:site|chat))\b/,
  // Third parties' contacts asked for after naming them ("which hospitals use it? give me their IT contacts").
  /\b(?:give|send|share|list|tell)\b (?:me|us) (?:their|those|these) (?:\w+ )?(?:contacts?|contact (?:details|people|persons|names|numbers)|e-?mails?|e-?mail addresses|phone numbers|numbers|cell numbers)\b/,
  // The contact details of a person the site names (its clients' testimonials): theirs to give, not the company's.
  new RegExp(
    String.raw`\b(?:(?:phone|cell|mobile|contact|whatsapp) (?:number|details)|numbers?|e-?mail(?: address)?|address|linkedin|details)\b[^.?!\n]{0,15}\b(?:${peopleOnTheSite.join("|")})\b`,
  ),
];

/**
 * Asks to be shown other people's data, however it is put: in one sentence, a word that discloses,
 * a kind of personal data (or what someone asked or wrote), and someone other than the visitor and
 * the company (other visitors, earlier users, everyone who..., the company's clients, staff or patients).
 */
const discloses = String.raw`(?:(?:give|show|send|tell|forward|read(?: out)?|e-?mail|remind) (?:me|us)|list|share|export|dump|leak|print|reveal|what (?:did|were|was)|who (?:else|were|was))`;
const personalData = String.raw`(?:e-?mails?|e-?mail addresses|(?:phone|cell(?:phone)?|mobile|contact|id|identity) numbers?|numbers|names|addresses|(?:contact |personal |private |login )?details|personal (?:info|information|data)|messages|conversations|chats?|chat (?:logs?|history)|enquiries|questions|records|passwords|salar(?:y|ies)|payslips|data|information|info|ask|asked|asking|wrote|typed|submitted)`;
const someoneElse = String.raw`(?:(?:other|another|previous|earlier|last|past|recent|all (?:the |your )?|every|prior)(?: \d+| few| couple of| ten| five)? (?:people|persons?|visitors?|users?|customers?|clients?|patients?|employees|staff|companies|businesses|organi[sz]ations|enquirers|chatters|person)|(?:my|our) (?:colleague|co-?worker|friend|boss|manager|partner|wife|husband|son|daughter|mother|father|brother|sister|ex|client|customer)s?|(?:people|persons?|visitors?|users?|customers?|clients?|companies|businesses) (?:who|that) (?:sent|send|contacted|called|phoned|e-?mailed|messaged|chatted|wrote|enquired|filled|submitted|asked|visited|used)|everyone|everybody|anyone else|someone else|somebody else|who else|the others|(?:your|the company's) (?:clients?|customers?|users?|patients?|employees|staff|consultants|visitors))`;
const inOneSentence = (part: string) => String.raw`(?=[^.?!\n]*\b${part}\b)`;
const othersDataAsked = new RegExp(
  String.raw`(?:^|[.?!\n]\s*)${inOneSentence(discloses)}${inOneSentence(personalData)}${inOneSentence(someoneElse)}`,
);

/** A deceiving message or fake the visitor asks for, unless it is a simulation or training for their own staff (the training service). */
const deception = (rule: RegExp) =>
  new RegExp(String.raw`^(?!.*\b(?:simulat\w*|awareness|training|to test (?:our|them|staff)))` + rule.source);

/** Asks for help to attack someone or for attack tooling. */
const harmful = [
  // How a person would be phished, scammed or defrauded: a method against someone, whatever the reason given.
  /\bhow (?:would|could|can|do|does|might|should) (?:someone|somebody|one|i|you|a person|people) (?:go about )?(?:phish|phishing|scam|scamming|defraud|con|trick|impersonate|clone)\b(?![^.?!\n]*\b(?:our|us|we|my|me)\b)/,
  // A network, device or account that is not the visitor's.
  /\b(?:get into|access|hack|break into|crack|use|connect to|log into|get on)\b[^.?!\n]{0,40}\b(?:that|which) (?:isn't|is not|aren't|are not|isnt) (?:mine|ours|my own|our own)\b/,
  // Attack steps to carry out oneself.
  /^(?=.*\b(?:bypass|hack|crack|phish|break into|get around|steal)\b).*\b(?:step[- ]by[- ]step|so (?:that )?i can (?:do|try|use) (?:it|this|that))\b/,
  // Steps to get into, or wipe, a system that is someone else's: a former employer's, "their" server.
  /^(?=.*\b(?:(?:my |our )?(?:old|former|ex-?|previous) (?:employer|company|boss|workplace|firm)|their (?:\w+ )?(?:servers?|network|systems?|vpn|firewall|database|e-?mails?|accounts?))\b)(?=.*\b(?:get (?:back )?in(?:to)?|log (?:back )?in(?:to)?|break in|lock (?:\w+ ){0,4}out|wipe|delete|exploit|use (?:one of )?the (?:known )?(?:cves?|exploits?))\b).*\b(?:step[- ]by[- ]step|how (?:to|do i|can i|could i)|show me how|teach me)\b/,
  // Fakes made to deceive: forged invoices, fake login pages, spoofed messages; not a fake an attacker
  // might make of the visitor's own app or site ("could someone make a fake copy of it?", "can someone
  // copy the app and make fake vouchers?").
  deception(
    /.*?(?<!\b(?:someone|somebody|anyone|anybody|hackers?|attackers?|criminals?|scammers?|fraudsters?|thie(?:f|ves)|they|people) (?:could |can |would |might |will |to |easily )?(?:(?!me\b|us\b)[a-z']+ ){0,4}(?:and |or )?)\b(?:write|draft|create|make|generate|craft|build|design|set up)\b[^.?!\n]{0,30}\b(?:fake|forged|spoofed|counterfeit|fraudulent|cloned)\b/,
  ),
  // A message that poses as another organisation, however the request is ordered ("I need an SMS that looks like it comes from...").
  deception(
    /(?=.*\b(?:write|draft|create|make|generate|craft|compose)\b)(?=.*\b(?:sms|e-?mails?|texts?|messages?|whatsapps?|letters?)\b).*\b(?:look(?:s|ing)? like it(?:'s| is| came| comes| come) from|pretend(?:s|ing)? to be|posing as|poses as|impersonating)\b/,
  ),
  // A login made to look like someone else's ("a page that looks exactly like the bank's login").
  deception(
    /.*\b(?:page|site|website|form|screen|app)\b[^.?!\n]{0,20}\blooks? (?:exactly |just )?like\b[^.?!\n]{0,30}\b(?:log-?ins?|sign-?ins?|internet banking|banking app)\b/,
  ),
  // A person close to the visitor watched or got into without their knowing.
  /^(?=.*\b(?:girlfriend|boyfriend|wife|husband|partner|ex|neighbou?r|boss|manager|supervisor|colleague|co-?worker|friend|daughter|son|mother|father|sister|brother)\b).*\bwithout (?:her|him|them|their) (?:knowing|knowledge|consent|permission|noticing|finding out)\b/,
  // A partner in the visitor's life or business, not a title signed ("Managing Partner").
  /^(?=.*\b(?:my ex|ex's|girlfriend|boyfriend|wife|husband|(?<!(?:managing|senior|equity|founding|associate) )partner|neighbou?r)\b)(?=.*\b(?:instagram|facebook|whatsapp|gmail|e-?mail|phone|account|icloud|snapchat|tiktok|messages|wi-?fi|network|laptop|computer|cameras?|(?:booking|banking) (?:system|app))\b).*\b(?:get (?:me |us )?(?:into|onto|on to)|access|hack|break into|log into|get in|passwords?|read (?:her|his|their))\b/,
  // A password-protected file to be cracked.
  /^(?=.*\b(?:password[- ]protected|encrypted (?:zip|file|pdf|archive|document))\b).*\b(?:crack|brute[- ]?force|break|get (?:into|past)|bypass)\b/,
  // Someone else's systems, asked of the company to break into ("can your people get into their email?").
  /\b(?:can|could|will|would) (?:you|u|your (?:people|team|guys|hackers)|someone there) (?:\w+ )?(?:get|break|hack|log) into (?:their|his|her|someone's|a competitor's|another (?:company|firm)'s)\b/,
  // A competitor's network or mail, got into.
  /^(?=.*\b(?:competitors?|rivals?)\b).*\b(?:get (?:into|onto|on to)|access|hack|break into|log into|read|see)\b (?:his|her|their) (?:wi-?fi|e-?mails?|network|systems?|accounts?|phone|computer|laptop|server)\b/,
  // Someone else's device or account: a neighbour's, an ex's, a partner's.
  /\b(?:get into|access|read|hack|break into|log into|see|track|monitor|spy on)\b[^.?!\n]{0,15}\b(?:my )?(?:neighbou?r|ex|boss|partner|wife|husband|girlfriend|boyfriend|colleague|competitor|rival|someone else|other people)(?:'s|s')? (?:wi-?fi|phone|account|e-?mails?|computer|laptop|whatsapp|instagram|facebook|messages|location)\b/,
  /\b(?:give|send|list|write|show|share|generate)\b[^.?!\n]{0,20}\b(?:sql injection|xss|injection|exploit|phishing|ransomware|malware|attack|xss) (?:payloads?|strings?|code|scripts?|kits?|commands)\b/,
  /\b(?:payloads?|exploits?|shellcode)\b[^.?!\n]{0,30}\b(?:to (?:try|use|run) (?:on|against)|against (?:a|their|his|her|that|this|any) )/,
  deception(
    /.*?\b(?:write|create|make|build|generate|code|give me|send me|develop)\b[^.?!\n]{0,40}\b(?:malware|ransomware|virus|trojan|keylogger|worm|botnet|rootkit|spyware|exploit code|exploit for|reverse shell|backdoor|credential stealer|phishing (?:e-?mail|page|site|kit|link|template)|ddos (?:script|tool))\b/,
  ),
  // Not a defence asked for ("how do I stop a DDoS on our site?").
  /\b(?:how (?:do|can|could|would|should) i|help me|teach me|show me how to|(?:best|easiest|quickest|fastest) way to)\b(?![^.?!\n]{0,30}\b(?:stop|prevent|protect|defend|block|detect|mitigate|survive|recover|avoid)\b)[^.?!\n]{0,30}\b(?:hack|crack|break into|spy on|ddos|steal|bypass|phish)\b/,
  // A denial of service: a script or tool that floods or overloads someone's site until it falls over.
  /\b(?:write|create|make|build|code|generate|give me|send me|develop)\b[^.?!\n]{0,20}\b(?:script|tool|program|bot)\b[^.?!\n]{0,30}\b(?:floods?|overloads?|spams?|hammers?|crash(?:es)?|takes? down|knocks? (?:out|offline|over))\b[^.?!\n]{0,40}\b(?:site|website|server|network|app|service)s?\b/,
  /\bhack(?:ing)? (?:into )?(?:my ex|someone|somebody|my (?:girlfriend|boyfriend|wife|husband|partner|neighbou?r|boss|colleague)|his|her|their|a person|an? (?:instagram|facebook|whatsapp|gmail|email) account)\b/,
  /\b(?:crack|brute[- ]?force)\b(?! (?:our|your)\b)[^.?!\n]{0,20}\b(?:password|passwords|wi-?fi|hash|hashes|pin)\b/,
  // Theft asked for, not told by its victim ("the checkout was changed to steal card numbers", "to steal our data").
  /^(?!.*\b(?:(?:was|were|been|being|got)\b[^.?!\n]{0,40}|(?:changed|designed|modified|rigged|set up|used) )to (?:steal|skim)\b).*?\b(?:steal|skim)\b(?! (?:our|my|us)\b)[^.?!\n]{0,20}\b(?:passwords|credentials|cards?|money|data|identities)\b/,
  // Deceiving people: a message that poses as someone else, or that asks its readers for their
  // secrets; a simulation or training for the visitor's own staff is the training service.
  deception(
    /.*?\b(?:write|draft|create|compose|make|generate|craft|design|build|develop|code|set up)\b[^.?!\n]{0,60}\b(?:pretend(?:s|ing)? to be|posing as|poses as|impersonat\w*|spoof\w*|look(?:s|ing)? like it(?:'s| is| came| comes| come) from)\b/,
  ),
  deception(
    /.*?\b(?:write|draft|create|compose|make|generate|craft|design|build|develop|code|set up)\b[^.?!\n]{0,60}\b(?:asking|asks|ask|telling|tells|get(?:ting)?)\b (?:them|people|customers|clients|users|staff|employees|recipients|him|her|victims?)\b[^.?!\n]{0,20}\b(?:confirm|enter|send|verify|update|give|share|reset)\b[^.?!\n]{0,20}\b(?:passwords?|pins?|otps?|card (?:numbers?|details)|banking details|bank details|login(?: details)?)\b/,
  ),
  // A message to write in the name of another organisation that has its readers pay, click or sign in.
  deception(
    /.*?\b(?:write|draft|create|compose|make|generate|craft|design|build|develop|code|set up)\b[^.?!\n]{0,30}\b(?:e-?mails?|sms(?:es)?|texts?|messages?|letters?|whatsapps?|notices?|invoices?) (?:from|as) (?!(?:me|us|our|my|you|your)\b)[^.?!\n]{0,80}\b(?:pay|click|link|log ?in|sign in|confirm|verify)\b/,
  ),
  // A message to write whose readers are to hand over their secrets, however it is worded.
  deception(
    /.*?\b(?:write|draft|create|compose|make|generate|craft|design|build|develop|code|set up)\b[^.?!\n]{0,30}\b(?:e-?mails?|sms(?:es)?|texts?|messages?|letters?|whatsapps?)\b[^\n]{0,120}\b(?:their|your|his|her) (?:pins?|otps?|one-time pins?|passwords?|card numbers?|cvv|banking details|bank details|login details)\b/,
  ),
];

/** The same ends by other routes: records the company holds, modes that lift the rules, words to repeat, a theft's cover. */
const otherRoutes: readonly RegExp[] = [
  // Records held in the company's systems, whatever they are called.
  /\b(?:list|show|give|send|share|export|dump|print)\b[^.?!\n]{0,30}\b(?:all|every|the)\b[^.?!\n]{0,20}\b(?:e-?mail addresses|e-?mails|phone numbers|numbers|names|records|cvs|details|passwords)\b[^.?!\n]{0,30}\b(?:in|from|on) (?:your|the) (?:database|db|system|crm|records|server|files)\b/,
  /\b(?:send|give|share|export|dump|show|sell)\b[^.?!\n]{0,25}\b(?:cv|client|customer|patient|candidate|employee|staff|user|contact|mailing) (?:database|db|list|records)\b[^.?!\n]{0,20}\bof (?:your|the company's)\b/,
  // Modes that would lift the rules, ordered of the assistant, and the assistant's insides.
  /(?:^|[,.;:!?]\s*)(?:please |now )?(?:enter|switch to|go into|enable|activate|turn on)\b (?:the )?(?:maintenance|debug|debugging|developer|dev|admin|administrator|god|diagnostic|unrestricted|jailbreak) mode\b|\b(?:show|print|dump|output)\b (?:me )?(?:the |your )?(?:debug|diagnostic|internal) (?:output|info|information|logs?|data)\b/,
  // The site's and the assistant's own secrets and settings, however they are named.
  /\b(?:give|send|show|tell|paste|print|dump|share|confirm|reveal|post|what(?:'s| is| are)?|which)\b[^.?!\n]{0,40}\b(?:tokens?|api ?keys?|keys?|secrets?|credentials|passwords?|config(?:uration)?|settings|environment variables|env vars?|connection strings?|webhooks?(?: urls?)?)\b[^.?!\n]{0,40}\b(?:(?:this|the) (?:chat|chatbot|bot|assistant|widget|site|website)|you(?:'re| are)? (?:use|using|run|running|configured)|(?:your|the site's) (?:backend|server|database|cloudflare|workers|mailchannels|hosting|contact form|account))\b/,
  /\b(?:this|the|your) (?:chat|chatbot|bot|assistant|widget)(?:'s)? (?:access )?(?:tokens?|api ?keys?|keys?|secrets?|credentials|passwords?|config(?:uration)?|settings)\b|\b(?:keys?|tokens?|passwords?|secrets?|credentials) (?:for|of) (?:your (?:contact form|chat|chatbot|bot|site|website|backend|server|database|mail)|the (?:contact form|chat|chatbot|bot|site|website|backend))\b/,
  // Someone claiming to run the site, asking for its settings or secrets.
  /(?:\b(?:i'?m|i am|this is) (?:the |an? |your )?(?:site'?s? )?(?:admin|administrator|developer|webmaster|sysadmin|site owner)\b|^(?:admin|administrator|developer|webmaster)\b|\b(?:admin|administrator|developer) here\b)[^\n]{0,80}\b(?:print|show|paste|send|give|dump|reveal)\b[^.?!\n]{0,30}\b(?:settings|secrets?|config(?:uration)?|tokens?|keys?|passwords?|credentials|logs)\b/,
  // Words the visitor dictates for the assistant to say.
  /^(?:please )?(?:repeat after me|say after me|just say|say exactly|say only)\b/,
  // Which clients have a weakness, or their people's data.
  /\b(?:which|what|who)\b (?:of your )?(?:clients|customers|companies|organi[sz]ations|hospitals|clinics|municipalities|businesses)\b[^.?!\n]{0,20}\b(?:use|run|have|are running|are using|still use)\b[^.?!\n]{0,30}\b(?:old|outdated|unpatched|vulnerable|weak|legacy|insecure|end-of-life)\b/,
  /\b(?:what|which|give|send|show|list|tell)\b[^.?!\n]{0,40}\btheir (?:patients?|clients?|customers?|staff|employees?)'? (?:numbers|records|data|details|files|names|id numbers|contact details|phone numbers)\b/,
  // What the company found at a client: its findings are the client's.
  /\b(?:send|give|show|tell|share|forward|leak|what)\b[^.?!\n]{0,40}\b(?:weaknesses|vulnerabilities|findings|flaws|holes|test results|reports?)\b[^.?!\n]{0,30}\b(?:in|of|on|at|for|about) (?:their|the client's|your clients'?|that client's|those|other)\b/,
  // Spam, fakes and harvesting: messages to people who never signed up, deepfakes, fake reviews, scraped contacts.
  /\bpeople (?:who|that) (?:didn'?t|did not|never|have not|haven'?t) (?:sign(?:ed)? up|opt(?:ed)? in|consent(?:ed)?|ask(?:ed)? for it)\b|\bspam (?:people|numbers|customers|lists?)\b/,
  /\b(?:make|create|generate|build|produce|do)\b[^.?!\n]{0,30}\bdeep ?fakes?\b|\b(?:fake|clone|copy|imitate)\b[^.?!\n]{0,20}\bvoice of\b|\bdeep ?fake (?:voice|video) of\b/,
  /\b(?:write|post|automate|generate|buy|create|make)\b[^.?!\n]{0,30}\bfake (?:\w+ )?reviews?\b/,
  /\bscrape\b[^.?!\n]{0,40}\b(?:e-?mails?|e-?mail addresses|phone numbers|cell numbers|contacts|names)\b/,
  // Getting into someone else's accounts or systems.
  /\bcrack\b[^.?!\n]{0,20}\b(?:gmail|e-?mail|account|instagram|facebook|whatsapp|phone|icloud|laptop)\b|\b(?:get|break|hack|log|sneak) into (?:my |a |the |their |his |her )?(?:former |ex-?|previous |old )?(?:employer|company|competitor|rival|neighbou?r|boss|ex)'?s?\b/,
  // Cover for a theft.
  /\bwithout (?:being|getting) caught\b|\bsteal(?:ing)?\b[^.?!\n]{0,40}\bfrom (?:a |my |our |the )?(?:competitor|rival|former employer|ex-employer|previous employer|neighbou?r|someone)\b/,
];

/** Asks for other people's data (`othersData`, `othersDataAsked`): read sentence by sentence, for `threatTold`. */
export const othersDataRules: readonly RegExp[] = [...othersData, othersDataAsked];

export const hostileRules: readonly RegExp[] = [
  ...instructions,
  ...setUp,
  ...roleChange,
  ...othersDataRules,
  ...harmful,
  ...otherRoutes,
];

/**
 * A sentence that tells what a third party could do ("one of these shops could pull other
 * customers' details", "a hacker can see other patients' records"), or what anyone can do by some
 * step ("if you change the link you can see other clients' invoices"): a flaw or threat the visitor
 * fears, not a request for the data.
 */
export const threatTold =
  /\b(?:someone|somebody|anyone|anybody|hackers?|attackers?|criminals?|scammers?|fraudsters?|thie(?:f|ves)|they|he|she|one of (?:them|(?:these|those|our|the) [a-z]+)|(?:a|an|the|these|those|our|their|one|any) (?:[a-z]+ )?(?:shops?|customers?|clients?|users?|partners?|agents?|members?|employees?|staff|competitors?|developers?|brokers?|suppliers?|vendors?))\s+(?:could|can|might|may|would|will|is able to|are able to|was able to|were able to|managed to)\b|\b(?:if|when|once|by) (?!you (?:can|could)\b)[^.?!\n]{3,80}\byou (?:can|could|will|would|get to) (?:see|view|read|open|access|get|download|pull)\b/;

/**
 * An off-topic subject that is the visitor's own business, a customer's trade and not the subject
 * asked about: read in the text before it, the visitor naming their business ("we're a franchise
 * group with 14 restaurants", "I own a bakery") or counting its outlets ("9 restaurants"); in the
 * text after it, an outlet named by its trade ("our braai and camping shop").
 */
export const theVisitorsTrade = {
  before:
    /\b(?:we're|we are|we run|we own|we manage|we have|i run|i own|i manage)\s+(?:[a-z0-9&'-]+\s+){0,5}$|\b\d+\s+$|\b(?:sells?|selling|makes?|making|supplies|supplying|stocks?)\s+(?:[a-z0-9&'-]+\s+){0,2}$/,
  after:
    /^\s+(?:(?:and|&)\s+)?(?:[a-z'-]+\s+){0,2}(?:shops?|stores?|outlets?|branches|business(?:es)?|franchises?|chain|group)\b/,
};

/** Subjects outside what a consultancy's assistant answers. */
export const offTopicRules: readonly RegExp[] = [
  /\b(?:weather|rain|raining|temperature outside|sunny|snow)\b/,
  /\b(?:rugby|soccer|football|cricket|springboks?|bafana|proteas|premier league|world cup|currie cup|super rugby|sports? scores?)\b/,
  /\b(?:tell|write|give|sing|recite|compose|make up)\b(?: me| us)? (?:a|an|some|another) (?:joke|poem|song|story|riddle|limerick|haiku|essay|rap)\b/,
  // Not the idiom: "our reviews are a joke" tells of the visitor's own trouble.
  /\b(?:jokes|poems?|lyrics|riddles?)\b|(?<!\b(?:is|are|was|were|it's|that's)(?: (?:\w+ly|just|such|really|totally))? a )\bjoke\b/,
  // A meal as a time of day ("seen after lunch") is no subject.
  /\b(?:movie|movies|film|netflix|series to watch|music|recipe|recipes|cooking|restaurant|restaurants|braai|coffee shop)\b|(?<!\b(?:after|before|at|over|during|by|until|till|since) )\b(?:lunch|dinner)\b/,
  /\b(?:capital of|president of|prime minister|who won|who invented|who discovered|how tall|how old is|population of|meaning of life|horoscope|lottery|lotto|star sign)\b/,
  // The assistant's pick in a match or a contest ("who you got?", "who will win on Saturday?").
  /\bwho (?:you got|do you (?:support|back|think will win)|are you (?:supporting|backing)|will win|wins)\b|\byour (?:favourite|favorite) (?:team|player|side|club)\b/,
  /\bwhat(?:'s| is)\s+\d+(?:[.,]\d+)?\s*(?:%\s*of|[+*x\u00d7\u00f7-]|plus|minus|times|divided by)\s*\d+/,
  // Personal writing: a message or speech for a birthday, a wedding, a farewell.
  /\b(?:write|draft|compose|help me (?:write|with))\b[^.?!\n]{0,40}\b(?:birthday|wedding|anniversary|farewell|retirement|condolence|sympathy|valentine'?s?|christmas|love)\b[^.?!\n]{0,20}\b(?:message|card|speech|wishes|note|letter|poem|toast)\b/,
  // Schoolwork: homework, assignments and equations to solve.
  /\b(?:homework|school (?:project|assignment)|(?:maths|math|science|history|english) (?:assignment|test|exam|question)|grade \d+ (?:maths|math|science))\b|\b\d*[a-z]\s*[-+*/]\s*\d+\s*=\s*\d*[a-z0-9]/,
  /\b(?:driver'?s licen[cs]e|passport|home affairs|visa application|id book|nsfas)\b/,
  // The visitor's own contracts as a consumer (not an insurance policy: insurers ask for security tests).
  /\bmy (?:cell ?phone|phone|gym|dstv|fibre|internet) (?:contract|subscription)\b/,
  /\b(?:my|i have an?|i've got an?) (?:headache|fever|flu|cough|rash|toothache|back pain)\b|\bgive (?:my|our|a|the) (?:\w+ )?(?:child|children|kids?|baby|toddler|son|daughter|(?:\w+[- ])?year[- ]old|husband|wife|mom|mum|dad)\b[^.?!\n]{0,15}\bfor (?:a |his |her |the )?(?:\w+ )?(?:fever|headache|cough|flu|rash|toothache)\b/,
  /\b(?:bitcoin|crypto|share|stock|petrol) price\b|\b(?:exchange|prime|repo|lending) rate\b/,
  /\b(?:interest rates?|home loans?|bond rates?|credit score|tax refund|(?:personal|my|own) (?:income )?(?:tax returns?|irp5s?|tax certificates?)|(?:my|do|submit|file) e-?filing|medical aid plan for my)\b/,
  /\b(?:pizza|burger|sushi|takeaways?|food|bakery|pub|bar)\b[^.?!\n]{0,25}\b(?:place|spot|shop|near|in (?:pretoria|joburg|johannesburg|town|centurion|menlyn))\b/,
  // Traffic on the road, not on a network.
  /\b(?:easter|holiday|festive|rush[- ]hour|morning|evening|weekend) traffic\b|\btraffic (?:jams?|on the (?:n|r)\d+)\b/,
  /\b(?:lose weight|diet plan|work ?out routine|gym membership|healthy eating)\b/,
  /^(?:what(?:'s| is) the (?:time|date)|what time is it|what day is (?:it|today))\b/,
  /\bload ?-?shedding (?:schedule|today|tonight|tomorrow|stage)\b|\bwhat stage (?:is|are) we\b|\bwhat stage of load ?-?shedding\b|\beskom(?:'s)? (?:schedule|stages?|tariffs?|prices?|number|app|website)\b|\b(?:when|will) (?:is )?eskom\b/,
  /\b(?:history|geography) of (?!(?:your|the company|meridian)\b)/,
  // Another place's opening hours ("visiting hours at the district hospital"), not time spent ("wait
  // four hours at admissions"): the company's hours are its office's.
  /\b(?:opening|closing|visiting|trading|business|office|working|consulting|the) hours at (?!(?:your|you|u|the (?:office|company|firm|consultancy)|meridian|night|weekends?|the weekend|month[- ]end)\b)/,
  // The visitor's own rights as an employee: labour-law advice about their job, not the company's HR software.
  /\bam i (?:legally )?entitled to\b|\b(?:is|are) my (?:boss|employer|manager|company) (?:legally )?allowed to\b|\bmy (?:boss|employer|manager)\b[^?]{0,120}\b(?:is|are) (?:he|she|they) (?:even |legally |really )?allowed to\b|\bcan my (?:boss|employer|manager) (?:legally )?(?:take|deduct|fire|dismiss|refuse|force|make me)\b/,
  // The visitor's own phone, computer or personal accounts: help with them is no service the company sells.
  /\bhow (?:do|can|should) i\b[^.?!\n]{0,30}\b(?:reset|change|recover|delete|update|unlock)\b[^.?!\n]{0,20}\b(?:my )?(?:gmail|hotmail|outlook|yahoo|icloud|facebook|instagram|whatsapp|tiktok|apple id|netflix)\b/,
  /\bmy (?:iphone|phone|cellphone|laptop|pc|computer|printer|tv|router|ipad|tablet)\b (?:is|keeps|won't|wont|doesn't|isn't|has) (?:so )?(?:slow|broken|cracked|freezing|crashing|not working|working|turn(?:ing)? on|charg(?:e|ing)|restarting)\b/,
  /\b(?:homework|assignment) (?:help|for me)\b|\bdo my homework\b/,
  // Errands of the visitor's private life: a purchase for the family, shopping advice.
  /\bfor my (?:son|daughter|kids?|children|child|wife|husband|girlfriend|boyfriend|mom|mum|mother|dad|father|friend|family|gran(?:ny)?)\b(?!'s|s')/,
  /\b(?:which|what(?:'s| is) (?:a )?(?:good|decent|the best)|best|recommend(?: me)?)\b[^.?!\n]{0,30}\b(?:to buy|should i (?:buy|get)|for (?:gaming|school|varsity|university|home use))\b/,
  // General tasks put to any assistant, unrelated to the company: write, translate, solve, summarise.
  /\b(?:write|compose|draft|create|make)\b(?: me| us)?(?: a| an| my| some)? (?:poem|essay|song|story|speech|cover letter|cv|resume|love letter|birthday message|tweet|caption|limerick|haiku|rap|novel|bedtime story)\b/,
  // Code and configuration written on the spot ("write me a logrotate config for nginx"), not work put to the company.
  /\b(?:write|give me|generate)\b(?: me)?(?: a| an| some)? (?:python|javascript|java|c\+\+|c#|php|sql|bash|excel) (?:script|code|program|function|formula|query)\b|\b(?:write|generate|give) me (?:a|an|some|the)? ?(?:[\w.+#-]+ ){0,3}(?:script|code|config|configuration|config file|regex|regular expression|formula|macro|query|cron ?job|dockerfile|one-liner)\b/,
  /^(?:please |can you |could you |would you )?translate\b/,
  /\b(?:solve|simplify|differentiate|factori[sz]e)\b[^.?!\n]{0,30}\b(?:equation|equations|for x|integral|derivative|maths?|math problem|problem \d|fraction)\b/,
  /\b(?:summari[sz]e|proofread|paraphrase|rewrite)\b (?:this|that|the following|my)\b(?! (?:contract|agreement|policy) with you)/,
];

/** An incident happening now: the visitor needs the 24/7 line before anything else. */
export const urgentRules: readonly RegExp[] = [
  /\b(?:we|i|our (?:\w+ )?\w+|they)(?:'ve| have| had| got| are| were| was| is|'re)? (?:been |just been |just |being )?(?:hacked|breached|compromised|attacked|hit by|infected|ddos'?e?d)\b/,
  /\b(?:(?:hit|infected|attacked|locked) (?:by|with) ransomware|ransomware (?:on|in|across|has|is) (?:our|my|the|all)|ransom note|ransom demand|(?:got|been|are|were|was|is) encrypted|encrypted (?:our|all|my))\b/,
  /\b(?:data breach|under attack|being attacked|attack(?:ed)? right now|intruder|defaced|someone (?:got|has got|has gotten|broke) into|strange logins?|suspicious logins?|clicked (?:on )?a phishing)\b/,
  /\b(?:security (?:emergency|incident)|incident right now|emergency line|gehack|aangeval|gekraak|ingebreek|afgepers)\b/,
  // Help asked for as urgent, beside the incident it is for ("urgent help, ransomware on the servers").
  /\b(?:urgent(?:ly)?|asap)\b[^.?!\n]{0,30}\b(?:ransomware|breach(?:ed)?|hack(?:ed|er|ers)?|attack(?:ed)?|malware|virus)\b/,
  // isiZulu: "we have been attacked", "hit", "broken into", "robbed" (si- we, ngi- I, ba- they).
  /\b(?:si|ngi|ba)(?:hlaselwe|shaywe|gqekezwe|ntshontshelwe|ebiwe)\b/,
  // The signs of a takeover, whatever it is called: someone else signed in, files locked, mail sent as the visitor, money gone.
  /\b(?:someone|somebody|a stranger|an? (?:attacker|hacker)|they)(?: is| are|'s|'re| has| have| keeps?)? (?:been )?(?:logg(?:ing|ed)|sign(?:ing|ed)) (?:in|into|on)\b/,
  /\b(?:our|my|the) (?:\w+ )?(?:files|documents|servers?|systems?|computers?|pcs|laptops?|databases?|accounts?|mailbox(?:es)?|e-?mails?|website) (?:are|is|have been|has been|were|was|got) (?:locked|encrypted|wiped|deleted|taken over|hijacked|compromised)\b/,
  /\b(?:(?:sending|sent|sends) (?:spam|phishing|e-?mails|messages|invoices)\b[^.?!\n]{0,30}|(?:spam|phishing|e-?mails|messages|invoices) (?:is|are|was|were) (?:being |getting )?sent )(?:from|as|in the name of) (?:our|my|me|us)\b/,
  /\b(?:money|funds|payments?) (?:was|were|has been|have been|got) (?:stolen|taken|transferred|diverted|redirected)\b/,
  /\b(?:someone|somebody|a stranger|an? (?:attacker|hacker|intruder)) (?:is|has been|was|'s|got) (?:inside|in|on|into) (?:our|my|the) (?:network|systems?|servers?|computers?|accounts?|e-?mail|mailbox|website)\b/,
  // Someone trying to get in right now: repeated sign-in attempts, an attack under way.
  /\b(?:someone|somebody|hackers?|attackers?)(?: is| are|'s|'re| keeps?| kept| has been| have been)? (?:trying|attempting) to (?:log ?in(?:to)?|sign ?in(?:to)?|get in(?:to)?|break in(?:to)?|hack|access)\b/,
  // A device or copy of data gone: whatever it held is exposed now.
  /\b(?:laptops?|phones?|cellphones?|devices?|computers?|hard drives?|usb (?:sticks?|drives?)|flash drives?|backups?|servers?) (?:was|were|got|has been|have been) (?:stolen|lost|taken)\b/,
  // Sign-ins the visitor is watching happen: a sign, not a question about sign-in.
  /\b(?:seeing|noticed|noticing|getting|there are|there's|we have) (?:\w+ ){0,2}(?:logins?|log-ins?|sign-ins?)\b/,
  /\b(?:files|data|documents|records|money) (?:are|is|keep|keeps|have been|has been) (?:disappearing|vanishing|going missing|being (?:deleted|encrypted|copied|stolen))\b/,
  // A ransom demanded, whatever the malware is called: a screen demanding bitcoin, a note asking for payment to unlock,
  // files locked with a price in bitcoin, however it is typed ("lockd", "encrptd").
  /\b(?:lock|encr)[a-z]*\b[^.?!\n]{0,80}\b(?:bitcoin|btc|crypto(?:currency)?|ransom)\b/,
  // A note that says to pay in bitcoin, or else.
  /\b(?:saying|says|said|reads|telling us)\b:? (?:to |we must |we have to )?pay\b[^.?!\n]{0,20}\b(?:bitcoin|btc|crypto)\b|\bpay\b[^.?!\n]{0,20}\b(?:bitcoin|btc|crypto)\b[^.?!\n]{0,5}\bor (?:they|else)\b/,
  /\b(?:demand(?:s|ed|ing)?|asks? (?:us )?(?:for|to pay)|asking (?:us )?(?:for|to pay)|wants|wanting)\b[^.?!\n]{0,20}\b(?:bitcoin|btc|crypto(?:currency)?|(?:a )?ransom)\b|\bpay (?:the |a )?ransom\b|\b(?:must|have to|need to|told to|asked to) pay\b[^.?!\n]{0,20}\b(?:bitcoin|btc|crypto)\b/,
  // A machine acting on its own, a flood taking a site down, money just paid to a changed account.
  /\b(?:acting|behaving) (?:strange|strangely|weird|weirdly|funny)\b|\bsending (?:e-?mails|messages) (?:by|on) (?:itself|its own)\b|\b(?:under (?:a )?ddos|ddos attack on (?:us|our))\b/,
  /\b(?:paid|transferred|sent)\b[^.?!\n]{0,20}\b(?:to|into) (?:a|the) (?:new|fake|wrong|fraudulent|different|changed) (?:bank )?account\b|\bbank (?:details|account numbers?)\b[^.?!\n]{0,20}\b(?:were|was|have been|has been|got)? ?changed\b/,
  // Clients sent or getting new bank details in the visitor's name: a mailbox taken over, money moving now.
  /\b(?:send|sent|sending|got|get|getting|received|receiving)\b[^.?!\n]{0,60}\b(?:new|different|fake) bank det\w*/,
];

/** Asks where, which with nothing else asked ("where are you?") is where the company is. */
export const asksWhere = /\bwhere\b/i;

/** Whom to call: a line or number asked for, not one the visitor tells of ("their ID numbers", "the bottom line"). */
export const asksWhomToCall =
  /\b(?:call|phone|ring|contact|reach|hotline)\b|\b(?:emergency|incident|help|support|phone|contact|cell|your|whose|what(?:'s| is) (?:the|your)) (?:\w+ )?(?:number|line)\b/;
/** A message that imagines or plans for an incident ("what if", "suppose"): before the incident's words, it is no emergency. */
export const hypothetical = /\b(?:if|hypothetic\w*|suppose|supposing|in case|imagine|were to|should we ever|ever)\b/;
/** An incident that is over ("last year", "has been fixed", "cleaned it up") or a question of preventing one: no emergency, unless it is still going on. */
export const pastOrPrevented =
  /^(?!.*\b(?:still|right now|ongoing|currently|again today)\b).*\b(?:last (?:year|month|week)|(?:years?|months?|weeks?) ago|in the past|previously|prevent\w*|avoid\w*|happening again|happen again|cleaned (?:it |them |everything )?up|(?:has|have|had|was|were) (?:been )?(?:fixed|sorted|resolved|restored|contained)|(?:twice|three times|\d+ times|more than once) (?:this|last) (?:year|month|quarter)|last time|(?:nobody|no one|no-one) (?:knew|noticed|saw|realised|realized|found out)|only (?:noticed|saw|found out|discovered|realised|realized|picked (?:it )?up)|(?:nearly|almost) (?:paid|lost|clicked|transferred|sent|gave|fell for))\b/;

/** Words that may stand beside a greeting, thanks or goodbye without making it a question. */
export const socialFillers: ReadonlySet<string> = new Set(
  (
    "there all everyone team folks guys again so very much lot great good nice awesome cool perfect brilliant lovely " +
    "helpful that was is it for the help ok okay right now then and you your how are doing hoe gaan dit met jou " +
    "unjani ninjani kunjani ngiyaphila morning afternoon evening day kahle kakhulu baie rra mma ntate mme"
  ).split(" "),
);

/** Rude or unhappy feedback ... */
export const feedbackRule =
  /\b(?:useless|stupid|rubbish|dumb|idiot|pathetic|not helpful|unhelpful|wrong answer|that'?s wrong|you suck|waste of time)\b/;
/** ... about the assistant itself: said of it or its reply, up to the word ("this is useless"), or a short remark; not a story that calls something of the visitor's rubbish. */
export const ofTheAssistant = /\b(?:you|your|this|that|it|answer|reply|bot|chat|assistant)\b[^.?!\n]{0,30}$/;
/**
 * Abuse of the company said to it ("you lot are crooks"), not a trust question ("are you a scam?") nor
 * one told of others ("the scammers who phoned us"): answered civilly, with no offer of the team.
 */
export const distrustOfCompany =
  /\b(?:you|you lot|you guys|you people|your (?:company|firm|people|lot|consultants))\b(?:'re| are| r)\b[^.?!\n]{0,20}\b(?:crooks|frauds|fraudsters|scammers|scam artists|con artists|conmen|con men|thieves|liars|cowboys|charlatans|sharks|a rip-?off|a scam|a racket)\b/i;
/** A remark of eight words at most. */
export const shortRemark = /^\W*(?:[\w']+\W+){0,7}[\w']*\W*$/;

/** A yes to the assistant's offer to connect the visitor with the team. */
export const acceptance = /^(?:yes|yeah|yep|yup|sure|please|ok|okay|ja|yebo|absolutely|definitely)\b[\s\w,.!']{0,30}$/;

/**
 * The thing a yes-or-no question to the company asks about: the words after its verb up to a
 * preposition or a conjunction ("do you sell X", "do you fix broken X screens", "does the platform
 * integrate with X", "can you audit our X"), or the company's own thing a question asks for ("what
 * is your X"). When the site has no trace of one of those words, it does not cover the question,
 * however many other words it shares (compose.ts).
 */
export const askedObject =
  /^(?:(?:hi|hello|hey|howzit|morning)[,!.]?\s+)?(?:(?:do|does|can|could|would|will|did|have)\s+(?:you(?: guys)?|u|y'all|we|i|(?:your|the|this) (?:[a-z]+ )?[a-z]+|[a-z]+)\s+(?:also\s+|still\s+|ever\s+)?[a-z]+(?:\s+(?:with|in|on|for|to|into))?\s+(?:(?:a|an|the|my|our|your|any|some|their)\s+)?|(?:what|which)(?:'s|s| is| are| was)?\s+(?:your|the company's)\s+)(?!(?:for|in|on|at|with|from|to|of|about|near|by|like)\b)([a-z0-9-]+(?:\s+(?!(?:for|in|on|at|with|from|to|of|about|near|by|like|and|or|so|because|that|which|who|when|where|if|whether)\b)[a-z0-9-]+)*)/;

/* The shape of a question: what retrieve.ts and compose.ts read of how a message is put. */

/** Where a message asks a second question: "?", "!", ";" or "and"/"also" before a new question. */
export const secondQuestion =
  /[?!]+|;|(?<=[.?!]\s*|(?:^|[.?!:;]\s*)(?:(?:hi|hello|hey|ok|okay|so|also|and|please)[,!]?\s+)?(?:is|are|can|could|do|does|did|how|what|what's|whats|where|when|which|who|would|will|should|have|has|any|tell|give)\b[^.?!:;\n]*),?\s+\b(?:and|also|but|plus)\b\s+(?=(?:is|are|can|could|do|does|how|what|what's|whats|where|when|which|who|would(?!\s+(?:like|love|prefer|rather)\b)|will|roughly|your|is there)\b)/i;

/** Where a message's sentences and clauses part: a sentence's end, a semicolon, "and how ...", "but can ...". */
export const clauseBreak =
  /(?<=[.!?])\s+|[;]|,?\s+\b(?:and|but|so)\b\s+(?=(?:how|what|where|when|which|who|why|can|could|do|does|is|are)\b)/i;

/** How a question or a request begins when it has no question mark. */
export const questionStart =
  /^(?:is|are|am|can|could|do|does|did|how|what|what's|whats|where|when|which|who|why|would|will|should|have|has|tell|give|show|list|explain|describe|send|any|anything)\b/i;

/** Asks what the company charges (not whether something is cheap or costly, nor who is "in charge", nor what a loss cost the visitor in a sentence that asks nothing: "it cost us.", nor a price told as rising: "the fees went up"). */
export const asksPrice =
  /\b(?:price|prices|pricing|priced|costs?(?!\s+(?:us|me|them|him|her)\b[^?]*[.!])|fee|fees|(?<!\b(?:in|take|taking|took|takes) )charges?|(?:hourly|daily|day) rates?|quote|quotation)\b(?!\s+(?:rules?|lists?|tables?|bands?|levels?|changes?|updates?|calculations?|engines?|overrides?|files?|codes?|data|centres?|centers?)\b)(?!\s+(?:went up|have gone up|has gone up|go up|went down|increased|rose|doubled)\b)/i;
/** The same words, each of them, to take out of a question of cost (compose.ts reads what it is about); a price word naming a feature ("pricing rules", "price lists", "cost centres") asks no price. */
export const priceWords = new RegExp(asksPrice.source, "gi");

/** Kinds of organisation a visitor works in, singular or plural. */
const organisationKind = String.raw`(?:(?:farm|mine|group|school|clinic|practice|hospital|plant|shop|store|hotel|lodge|guest ?house|restaurant|firm|ngo|warehouse|depot|co-?op|garage|retailer|manufacturer|bureau|chain)s?|pharmac(?:y|ies)|compan(?:y|ies)|business(?:es)?|municipalit(?:y|ies)|church(?:es)?|agenc(?:y|ies)|surger(?:y|ies)|factor(?:y|ies))`;

/** A kind of organisation as the visitor's setting ("our hospitals", "a pharmacy group"): where they work, never the name of a service. */
export const organisationKinds = new RegExp(String.raw`\b${organisationKind}\b`, "gi");

/** Work the visitor has an outside company do ("we outsource payroll", "the external bureau", "our outside IT contractor"): its words name the supplier's work, not a service asked for. */
export const outsourcedWork =
  /\b(?:outsourc\w*|(?:outside|external|third[- ]party) (?:[a-z-]+ ){0,2}(?:bureau|firm|compan(?:y|ies)|providers?|suppliers?|vendors?|contractors?|bureaus|firms))\b/i;

/** The visitor speaking of their own organisation, each way they show it: one pattern, read in any case. */
const visitorsOrganisation: readonly RegExp[] = [
  // "we", "our", "us".
  /\b(?:we|we're|our|ours|us)\b/,
  // The one who runs it ("I manage four clinics").
  /\bi (?:manage|run|own|head|lead)\b/,
  // The people an "I" manages ("how do I stop workers ...").
  /\bi (?:\w+ )?(?:stop|pay|manage|track|monitor|hire|train|employ|roster) (?:the |our )?(?:\w+ )?(?:workers|staff|employees|pickers|nurses|drivers|guards|cashiers|cleaners|agents|labourers)\b/,
  // Its organisation as "my" ("my practice", "my staff").
  /\bmy (?:company|business|clinic|clinics|practice|hospital|firm|staff|employees|organi[sz]ation|department|school|shop|store|factory)\b/,
  // The people who work for them ("my team leaders", "my sales reps").
  /\bmy (?:[a-z]+ )?(?:workers|teams|team leaders|managers|supervisors|reps|drivers|nurses|agents|cashiers|cleaners|guards|technicians|salespeople)\b/,
  // Everyone at its workplace ("nobody at the depot ...").
  /\b(?:everyone|everybody|nobody|no one|people|staff) (?:in|at) the (?:office|shop|store|practice|clinic|factory|warehouse|plant|branch|depot|firm)\b/,
  // The relative whose it is ("my aunt runs two pharmacies").
  /\bmy (?:[a-z-]+ ){1,2}(?:owns|runs|manages|has|started|opened)\b[^.?!\n]{0,40}\b(?:business(?:es)?|company|firm|practices?|clinics?|hospitals?|pharmac(?:y|ies)|shops?|stores?|restaurants?|franchises?|factory|farm|school|salon|surgery|garage|agency)\b/,
  // Their role in it ("Payroll officer at a mine: ...").
  /^(?!(?:which|what|who|whom|how|where|when|why|is|are|does|do|can|could|any)\b)(?:i'm |i am )?(?:the |an? )?(?:[a-z&-]+ ){0,3}(?:manager|officer|director|head|lead|supervisor|administrator|coordinator|owner|ceo|cfo|coo|cio|ciso|cto|principal|bursar|accountant|partner|sister|matron|pharmacist)(?: (?:at|for|of|in) (?:a|an|the|our)\b|,? here\b| (?:at|for|of) [a-z-]+\b(?=[^.?!\n]*[:,]))/,
  // Naming it first ("Citrus farm near Tzaneen. ...").
  new RegExp(
    String.raw`^(?:(?:a|an|small|big|large|family|private|local)\s+)?(?:[a-z&'-]+\s+){0,2}${organisationKind}(?:,? here\b|[.,:](?=\s)|\s+(?:near|outside|in|at)\s+[a-z-]+(?: [a-z-]+)?\.)`,
  ),
];
export const ofTheVisitor = new RegExp(visitorsOrganisation.map((rule) => rule.source).join("|"), "i");

/** A request to explain a subject, not about the company or the visitor's organisation ("can you explain X?"). */
export const generalRequest =
  /^(?:(?:can|could|would|will) you |please )?(?:explain|define|describe|teach me|tell me about)\b(?![^.?!\n]*\b(?:you|your|yours|our|ours|us|we|my)\b)/i;

/** An office's connections, phones, cameras and alarms, which a supplier installs. */
const officeInstallation = String.raw`(?:fibre|fiber|internet (?:lines?|connections?)|network cabl(?:es|ing)|cabling|(?:tele)?phone systems?|pabx|pbx|switchboards?|cctv(?: cameras)?|alarm systems?)`;

/** Work the site does not offer, whatever page shares a word with it: not covered, with the team offered. */
export const workNotOffered: readonly RegExp[] = [
  // Web hosting and design, domains and marketing: work the site does not offer.
  /\b(?:host|hosting)\b[^.?!\n]{0,20}\b(?:websites?|site|domains?|e-?mail|wordpress)\b|\bregister\b[^.?!\n]{0,15}\bdomains?\b|\b(?:seo|search engine optimi[sz]ation|(?:social media|digital|online) marketing|marketing (?:services|campaigns?|agency|strategy)|(?:graphic|logo) design)\b|\bdo (?:our|my|the) marketing\b|\b(?:you|u) (?:do|offer|provide|sell)\b[^.?!\n]{0,25}\b(?:marketing|web(?:site)? design)\b|\bdesign (?:an? |our |my )?(?:new )?(?:website|logo)\b/,
  // Installing an office's connections and phones: a supplier's work the site does not offer, asked in either order ("we need CCTV installed").
  new RegExp(
    String.raw`\b(?:install|installing|installed|put in|lay|laying|set up|setting up)\b[^.?!\n]{0,30}\b${officeInstallation}\b`,
  ),
  new RegExp(
    String.raw`\b(?:need|needs|want|wants|looking for|get)\b[^.?!\n]{0,20}\b${officeInstallation}\b[^.?!\n]{0,40}\b(?:installed|put in)\b`,
  ),
  // Repairs to office equipment: a call-out the site does not offer.
  /\b(?:fix|repair|mend)\b[^.?!\n]{0,30}\b(?:laptops?|computers?|pcs|desktops?|printers?|screens?|keyboards?|photocopiers?|cellphones?)\b/,
];

/** A request to recommend or find someone or something ("recommend a good plumber", "find me an electrician"): the thing sought, which must be on the site for the request to be about the company. A search told ("clerks phone around to find an empty bed") asks nothing. */
export const soughtThing =
  /\b(?:recommend|recommendations? for|suggest|(?:you|u) know|know of|(?:help (?:me|us) (?:to )?|(?:can|could) (?:you|u) )find|find (?=me\b|us\b))\s*(?:me\s+|us\s+)?(?:a|an|any|some)\s+(?:(?:good|reliable|cheap|decent|local|nearby)\s+)*([a-z-]+)/;

/** Cities and large towns a visitor may be in: the site names none but Pretoria, and still answers a visit (its consultants come on site). */
export const places =
  /\b(?:cape town|durban|johannesburg|joburg|jhb|gqeberha|port elizabeth|bloemfontein|polokwane|mbombela|nelspruit|east london|kimberley|pietermaritzburg|rustenburg|george|stellenbosch|windhoek|gaborone|maputo)\b/;

/**
 * Matters between a visitor and the company itself, which only what the site says of the company
 * answers (a product's features do not): how it is paid, whether it is hiring, its insurance, its
 * guarantees, its partnerships and what it sells beside its services, its history, the press.
 */
export const companyMatters: readonly RegExp[] = [
  ...workNotOffered,
  // Paying the company, not the visitor paying their own people ("we pay staff by EFT" is payroll),
  // nor the visitor's own customers paying them ("patients still pay by EFT").
  /(?<!\b(?:people|patients|customers|clients|parents|members|guests|tenants|learners|students|buyers) (?:\w+ )?)\b(?:pay|payment|paying)\b(?! (?:\w+ ){0,2}(?:people|staff|employees|workers|salaries|wages|suppliers|contractors)\b)[^.?!\n]{0,25}\b(?:by|with|via|in|through) (?:credit |debit )?(?:cards?|eft|cash|bitcoin|crypto|instalments?|installments?|paypal|snapscan|zapper|cheques?)\b/,
  /\bpayment (?:terms|methods?|options|plans?)\b|\bcredit card\b|\b(?:do|will|can) you (?:accept|take)\b[^.?!\n]{0,15}\b(?:cards?|eft|cash|bitcoin|crypto|paypal|snapscan|zapper|cheques?)\b/,
  /\b(?:are you|you guys|is the (?:company|firm)) (?:hiring|recruiting|(?:taking|taking on|accepting|looking for) (?:\w+ )?(?:interns?|students?|graduates?|staff|people|applications?))\b/,
  // Not one told of ("doctors fresh out of internship").
  /(?<!\b(?:out of|after|finished|completed|during|doing) (?:their |his |her |an? )?|\b(?:our|my) (?:\w+ )?)\b(?:(?<!\b(?:the|their) )interns|internships?|learnerships?|apprenticeships?|vacation work|job shadowing|graduate programmes?|bursar(?:y|ies))\b/,
  /\b(?:any|do you (?:have|offer)|have you got|are there) (?:\w+ )?(?:vacanc(?:y|ies)|job openings?|jobs|positions|internships?|learnerships?|graduate programmes?|bursar(?:y|ies))\b(?! (?:in|on|for) (?:the|your|our) (?:software|system|module|platform|app))/,
  /\b(?:send|submit|e-?mail) (?:my|a|our) (?:cv|resume|résumé|application)\b|(?<!\b(?:the|does|do|did|doing) )\bwork (?:for|at) (?:you|your company|the company|the firm)\b/,
  // The company's own insurance, asked of it; not the visitor's ("the cyber insurance renewal asks for a test" is a need).
  /(?<=\b(?:you|u|your|the firm|the company)\b[^.?!\n]{0,30})\b(?:indemnity|liability|cyber) (?:insurance|cover)\b|\b(?:indemnity|liability|cyber) (?:insurance|cover)\b(?=[^.?!\n]{0,20}\b(?:you|u|your)\b)|\b(?:you|firm|company) (?:\w+ )?insured\b/,
  // Not a refund named as a scam's bait ("a 'SARS refund' email"), nor one from another party ("a refund from the shop").
  /\b(?:guarantee|guaranteed|warranty|warranties|money[- ]back|refunds?)\b(?!['"]?\s*(?:e-?mails?|sms(?:es)?|messages?|texts?|scams?|calls?)\b)(?!\s+from\s+(?:the|my|an?|our|his|her|their)\b)/,
  /\b(?:discounts?|special rates?|reduced rates?)\b/,
  /\b(?:are you|is the (?:company|firm)) (?:an? )?(?:\w+ )?(?:partner|reseller|distributor|dealer)\b/,
  // Stocking them as a shop does, not the visitor's stock count ("the stock count never matches the computer").
  /\b(?:sell|supply|resell|stock (?:\w+ )?(?=(?:hardware|firewalls?|laptops?|computers?|desktops?|servers?|routers?|printers?|antivirus|licen[cs]es)\b))\b[^.?!\n]{0,25}\b(?:hardware|firewalls?|laptops?|computers?|desktops?|servers?|routers?|printers?|antivirus|licen[cs]es)\b/,
  /\bhow long (?:has|have) (?:the (?:company|business|firm)|you|you guys) been (?:around|in business|operating|going|trading)\b|\bwhen (?:was|were) (?:the (?:company|firm)|you) (?:founded|started|established)\b/,
  // The company's own B-BBEE level and supplier registration, which the site does not state.
  /\bb-?bbee\b|\bbee (?:level|certificate|status|rating)\b|\bcsd (?:number|registration|report)\b/,
  // The press asking, not one told of ("a journalist phoned us to say ...").
  /\b(?:i'm|i am) an? (?:\w+ )?(?:journalist|reporter)\b|\b(?:journalists?|reporters?)\b(?! (?:\w+ ){0,2}(?:phon|call|rang|ring|e-?mail|told|tell|contact|ask|said|say|wrote|writ|found|find|publish|report)\w*)|\b(?:media enquir\w*|press (?:enquir\w*|office|contact|release))\b/,
  // The visitor's own home devices, and the company's presence in another city: neither is on the site.
  // "Own" is a person's only with "my": a school's or a clinic's "own Wi-Fi" is the organisation's.
  /\b(?:(?:my |our )?(?:personal|home)|my own) (?:laptop|computer|pc|phone|cellphone|iphone|printer|wi-?fi|network|router)\b|\b(?:my|our) (?:laptop|computer|pc) at home\b/,
  // Not the visitor's own branches ("a dental practice with two branches in Pietermaritzburg", "we're
  // opening a branch in Polokwane").
  new RegExp(
    `(?<!\\b(?:our|my|\\d+|two|three|four|five|six|several|many|multiple|we have|we've got|open(?:ing|ed|s)? (?:a|an|a new|another)|(?<!\\b(?:your|a|an) )(?:head|main|regional))\\s+)\\b(?:offices?|branch(?:es)?|people|staff|consultants|presence|someone|anyone|team) (?:in|at|near|based in) ${places.source}`,
  ),
];

/** The visitor's own thing ("can you check our cloud?"): a question about it is not about the company, though put to it. */
export const theVisitorsOwn = /\b(?:our|ours)\b/i;

/** The visitor speaking of themselves, not of an organisation. */
export const ofThePerson = /^(?!.*\b(?:we|we're|our|ours|us)\b).*\b(?:i|i'm|me|my|mine)\b/i;

/** A question to the company in the second person, by its name, or about its site's form or chat. */
export const toTheCompany = new RegExp(
  `\\b(?:you|your|yours|u|ur|${company.shortName.toLowerCase()}|(?:this|the) (?:contact )?form|this (?:site|website|chat)|(?:the|this) (?:firm|company|consultancy)|(?:someone|somebody|anyone|anybody|people|the team|staff) there|(?:previous|past|existing|current) (?:customers|clients))\\b`,
  "i",
);

/** Something of the company's, named as "your" ("your office", "ur prices"). */
export const theCompanys = /\b(?:your|yours|ur)\b/i;

/** Asks the company about itself: put to it, or about its office ("office hours?"), for a reply only the company's own matters get. */
export const ofTheCompanyItself = new RegExp(`${toTheCompany.source}|\\boffices?\\b`, "i");

/** The verbs of work a visitor asks the company for ("do you test ...", "can you audit ..."). */
const workVerbs =
  "do|offer|provide|test|check|review|build|run|assess|audit|sell|supply|integrate|support|handle|manage|monitor|train|install|develop|design|host|deliver";
const toYou = "(?:you|u|meridian)(?: guys| also)?";

/** A request for a piece of work ("do you do ISO 27001?", "is that something you can help with?", "we need to become compliant"), not a question about the company itself. */
export const asksForWork = new RegExp(
  String.raw`(?<!\b(?:what|which|how|where|when|why|who)\b[^.?!,]{0,30})\b(?:(?:can|could|do|does|will|would) ${toYou}|${toYou} (?:can|could)) (?:${workVerbs}|help|assist|set|implement|look|fix)\b|\b(?:we|i) (?:need|want|are looking for|must|have to|would like)\b`,
  "i",
);

/** A question about the company's work, asked any way ("what kind of testing do you do?", "your experience with SCADA"), not about the company itself. */
export const aboutWork = new RegExp(
  String.raw`\b${toYou} (?:${workVerbs}|cover|use)\b|\bexperience (?:with|in|of)\b|\bwhat (?:kinds?|types?|sorts?) of\b`,
  "i",
);

/**
 * Asks what the company offers, all of it or a family's ("which HR modules do you have?", "list
 * your services", "what else do you do?"), with what it is about in its first group that
 * matched ("HR"): the overviews answer, unless that names a service or a thing the site lacks.
 */
const offered = "(?:services|solutions|products|modules|offerings)\\b";
const lists = "(?:list|overview|summary|rundown|range|catalogue|portfolio)";
const asksRange = new RegExp(
  String.raw`\b(?:what|which)(?: other| else| kinds? of| types? of| sorts? of)?\s+((?:[a-z-]+ ){0,3}?)(?:services|solutions|products|systems|software|modules|offerings|work) (?:do|does|can|could) ${toYou} (?:offer|provide|have|do|sell|supply|cover|deliver|implement)\b|\b(?:${lists} of|list|name|all(?: of)?) (?:all )?(?:your|the|${company.shortName.toLowerCase()}'s) ((?:[a-z-]+ ){0,2})${offered}|\b${lists} of (?:all )?((?:[a-z-]+ ){0,2})${offered}|\bwhat else do ${toYou} (?:do|offer|sell|provide)\b`,
  "i",
);

/** What a question of the range is about ("HR" of "which HR modules do you have?"); "" for all of it, undefined for no such question. */
export const rangeAsked = (text: string): string | undefined => {
  const match = asksRange.exec(text);
  return match ? (match.slice(1).find(Boolean) ?? "").trim() : undefined;
};

/**
 * A question about people, asked with "who" ("who would we deal with?"), not "staff who left" nor who may see or do a
 * thing, nor who does the work just told ("who does that?": a request for it).
 */
export const asksWho =
  /(?:^|[.?!,;]\s*|\b(?:and|but|so|then)\s+)who\b(?! (?:can|could|may|should|must|will be able to) (?:see|access|read|view|use|log)| (?:does|do|offers?|provides?|handles?|(?:can|could|would|will) do) (?:that|this|it|these|those|such)\b)/i;

/** Words that point back at what was just discussed. */
export const pointsBack = /\b(?:it|its|that|this|they|them|those|these|there|same)\b/i;
/** How a message that carries the conversation on begins. */
export const carriesOn =
  /^(?:(?:ok(?:ay)?|right|cool|great|thanks|sure|and)[,.!]? )*(?:and|also|so|then|plus|what about|how about|does that|is that|would that|will that|can that)\b/i;
