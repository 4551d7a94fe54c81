/**
 * Fresh set AC: 50 visitor questions (people planning ahead: a budget, a second branch, a system replaced, an audit or a tender) written from the specification and
 * content/ only, by a writer who had not seen the assistant's code, its other sets or its replies,
 * each with the page a staff member would link first. Measured held out (decision 0021 gives the
 * figures), then its failures were read: development data from then on.
 * `npm run eval:chat -- --set visitor-fresh-ac`.
 */
import type { FreshCase } from "./chat-grade.ts";

export const visitorFreshACSet: FreshCase[] = [
  // ---------------------------------------------------------------- need: cybersecurity
  {
    id: "ac-need-bank-tender-break-in-proof",
    kind: "need",
    question:
      "We're a logistics firm bidding on a contract with one of the big banks next quarter. Their supplier questionnaire asks for a recent report from an independent party that actually tried to break into our network and servers, plus confirmation that whatever they found was fixed. We've never had anything like that done. Where would we start?",
    firstLink: "/services/vapt",
    facts: [],
    good: "Explains that an independent attempt to get into their network produces risk-rated findings, a remediation plan, a retest and a letter of attestation they can give the bank; links /services/vapt first.",
  },
  {
    id: "ac-need-law-firm-merger-logins",
    kind: "need",
    question:
      "Our law firm merges with a smaller practice in Durban in March. We'll have two sets of staff logins and two email setups, and after the restructuring I'm worried that people on both sides keep getting into files and systems they no longer should. How do we plan for that?",
    firstLink: "/services/identity-access-management",
    facts: [],
    good: "Explains how the firm consolidates user accounts and access rules when organisations combine, removes leftover accounts and ties joiners and leavers to HR; links /services/identity-access-management first.",
  },
  {
    id: "ac-need-municipal-board-paper",
    kind: "need",
    question:
      "I'm company secretary at a municipal entity. The Auditor-General flagged last year that nobody formally owns our IT policies (they date from 2016) and that the board has no view of how exposed we are. I need to table a paper at the board in May with a plan to fix this. Can you help?",
    firstLink: "/services/governance-risk-compliance",
    facts: [],
    good: "Describes setting up a policy framework, a maintained register of IT risks, board reporting and audit support aligned to King IV and POPIA, run as an ongoing programme; links /services/governance-risk-compliance first.",
  },
  {
    id: "ac-need-after-hours-budget",
    kind: "need",
    question:
      "Preparing next year's IT budget. We're a 400-person manufacturer with a three-person IT team that works office hours only. Exco is asking who would notice if someone broke in on a Saturday night, and we simply can't hire night-shift staff. What would it take, and are there options at different price points?",
    firstLink: "/services/security-operations-center",
    facts: [],
    good: "Explains that the firm's analysts can watch their systems around the clock and respond, offered in three tiers (Essential, Recommended, Enterprise) so cost can match risk; links /services/security-operations-center first.",
  },
  {
    id: "ac-need-school-second-campus-network",
    kind: "need",
    question:
      "Our private school is opening a second campus in Centurion in January, with its own Wi-Fi for learners, staff and visitors, card-operated gates and a lot of new cameras. Before it opens I'd like someone to check that a learner, or someone sitting in the parking lot, can't get onto the admin network or copy a gate card.",
    firstLink: "/services/wireless-device-security",
    facts: [],
    good: "Describes on-site checks of the Wi-Fi, guest separation, access cards and connected devices such as cameras, with a report and hardening advice; links /services/wireless-device-security first.",
  },
  {
    id: "ac-need-franchise-loyalty-app",
    kind: "need",
    question:
      "Our franchise group launches a loyalty app for Android and iPhone in September. Customers will keep their points and a linked card in it. Before it goes live I'd like someone to make sure nobody can crack the app open to fake points, or pull customers' details off a lost phone.",
    firstLink: "/services/mobile-app-security",
    facts: [],
    good: "Explains testing of the iOS and Android app (and the servers it talks to) for stored data, tampering and hard-coded secrets, with fixes and a retest; links /services/mobile-app-security first.",
  },
  {
    id: "ac-need-insurer-broker-data-feed",
    kind: "need",
    question:
      "Next year we're letting three brokerages pull policy information straight from our systems into their own software. Before we hand out access, I want to be sure one broker can't fetch another broker's clients just by changing a number in what they send us, and that nobody can hammer the link until it falls over.",
    firstLink: "/services/api-security-assessment",
    facts: [],
    good: "Explains an assessment of the system-to-system interfaces the brokers will use, covering one user reaching another's records, unauthorised functions and flooding, with evidence and a retest; links /services/api-security-assessment first.",
  },
  {
    id: "ac-need-azure-contractor-leaving",
    kind: "need",
    question:
      "we moved our file shares and finance system to Microsoft Azure last month. the contractor who did it leaves in June. before they go i'd like someone independent to check nothing was left open to the internet and that the permissions make sense",
    firstLink: "/services/cloud-security-testing",
    facts: [],
    good: "Describes a review and targeted test of the Azure environment for exposed storage, excessive permissions, network rules and logging, with a remediation guide; links /services/cloud-security-testing first.",
  },
  {
    id: "ac-need-inhouse-claims-system-launch",
    kind: "need",
    question:
      "Our developers have written a new claims system in C# that goes live in the third quarter. The audit committee wants an independent expert to go through the programming itself, line by line, for security mistakes before launch, not only prod it from the outside. Is that something you do?",
    firstLink: "/services/source-code-security-review",
    facts: [],
    good: "Confirms the firm reviews the code itself, combining automated and manual analysis, C# and .NET included, and delivers findings with file and line references and fix guidance; links /services/source-code-security-review first.",
  },
  {
    id: "ac-need-mine-plant-to-head-office",
    kind: "need",
    question:
      "I'm engineering manager for a contract mining company. We plan to link the crushing plant's automation equipment and control room to head office so management can see production figures live. Before we connect anything, how exposed would the plant be, and can that be checked without stopping production?",
    firstLink: "/services/ot-iot-security",
    facts: [],
    good: "Explains safe, passive-first assessment of industrial control equipment and the route from the corporate network into the plant, timed around maintenance windows; links /services/ot-iot-security first.",
  },
  {
    id: "ac-need-insurance-renewal-sold-logins",
    kind: "need",
    question:
      "Our cyber insurance renewal form asks whether we would know if staff passwords or client data were being sold by criminals online. Honestly, we'd have no idea. Is there a way to keep an eye on that going forward?",
    firstLink: "/services/deep-web-monitoring",
    facts: [],
    good: "Explains ongoing watching of criminal marketplaces, forums and leak sites for their logins, data and brand, with alerts in three levels from under 1 hour to under 24 hours; links /services/deep-web-monitoring first.",
  },
  {
    id: "ac-need-call-centre-outside-companies",
    kind: "need",
    question:
      "Our call centre relies on about 40 outside companies: a salary bureau, hosting, debt collectors, a document courier and so on. Before the contract renewals in January our new compliance officer wants to know which of them hold our customers' personal information and whether they look after it properly. How would we go about that?",
    firstLink: "/services/third-party-risk-management",
    facts: [],
    good: "Describes building a register of the outside companies, ranking them by the data and access they have, assessing them including POPIA operator duties, and adding security clauses to contracts; links /services/third-party-risk-management first.",
  },
  {
    id: "ac-need-ngo-staff-fake-invoices",
    kind: "need",
    question:
      "For next year we want something that stops our 300 staff falling for fake invoices and emails pretending to be the CEO. Last year's once-off talk was forgotten within a week. Could you run something through the year and show us whether it's working?",
    firstLink: "/services/training-and-awareness",
    facts: [],
    good: "Describes a year-long programme with simulated scam emails, short modules and sessions for finance and other high-risk roles, measured against a baseline; links /services/training-and-awareness first.",
  },
  {
    id: "ac-need-insurer-wants-hack-plan",
    kind: "need",
    question:
      "Our insurer wants us to have a written plan for what happens if we get hacked, and someone we can phone at 2am. Nothing has happened to us; I just want it arranged before our renewal in August.",
    firstLink: "/services/incident-response",
    facts: [],
    good: "Explains that the firm prepares plans, playbooks and a retainer in advance, backed by a 24/7 hotline and a tabletop exercise; links /services/incident-response first.",
  },
  {
    id: "ac-need-too-many-tools-alerts",
    kind: "need",
    question:
      "Over two years we bought a pile of security products, and my two-person team now gets more alerts than it can read. Before I ask for extra headcount in the budget, I want to know whether we can get more out of what we already own.",
    firstLink: "/services/cybersecurity-operations",
    facts: [],
    good: "Explains reviewing and tuning the existing tools, automating routine chores, writing runbooks and measuring the improvement, so the current team copes; links /services/cybersecurity-operations first.",
  },

  // ---------------------------------------------------------------- need: HR
  {
    id: "ac-need-salary-bureau-contract-ends",
    kind: "need",
    question:
      "Our outsourced salary bureau's contract ends in February, right at tax year-end. We pay 180 staff monthly and a few contractors per project. I'm nervous about switching and ending up with wrong tax certificates for the year. How would a move work?",
    firstLink: "/hr-solutions/payroll-management",
    facts: [],
    good: "Explains that year-to-date figures are imported and a parallel run is reconciled before sign-off, with monthly and project-based pay and SARS submissions handled; links /hr-solutions/payroll-management first.",
  },
  {
    id: "ac-need-guarding-new-site-shifts",
    kind: "need",
    question:
      "We're a guarding company starting a new contract in Rustenburg with 60 guards on rotating day and night shifts. I need to know who actually pitched for each shift, stop guards signing in for each other, and get the hours to pay without anyone retyping them.",
    firstLink: "/hr-solutions/time-attendance",
    facts: [],
    good: "Describes capturing hours from biometric terminals, cards or phones with geo-fencing, shift rostering, and sending approved hours straight to pay; links /hr-solutions/time-attendance first.",
  },
  {
    id: "ac-need-office-manager-staff-files",
    kind: "need",
    question:
      "I've just started as office manager at a law firm with two offices. Staff files are in filing cabinets, some contracts were never signed, leave balances are in someone's spreadsheet, and I've no idea whose work visa runs out when. I'd like to get this in order this year.",
    firstLink: "/hr-solutions/employee-management",
    facts: [],
    good: "Explains one secure digital file per employee, with contracts and e-signatures, leave calculated to BCEA rules and expiry reminders for permits, plus help importing existing records; links /hr-solutions/employee-management first.",
  },
  {
    id: "ac-need-ngo-donor-staff-targets",
    kind: "need",
    question:
      "We're a 120-person NGO and our donors now want evidence of how staff are tracking against their targets. We've never had a formal way of checking on that. I'd like something in place before the new financial year in April.",
    firstLink: "/hr-solutions/performance-management",
    facts: [],
    good: "Describes setting goals, regular check-ins and fair year-end reviews in one place, with help designing the framework and training managers for the first cycle; links /hr-solutions/performance-management first.",
  },
  {
    id: "ac-need-depot-workers-no-computers",
    kind: "need",
    question:
      "Most of our 900 packers and drivers never sit at a computer. Next year we want to stop printing payslips and let them check their pay and ask for leave on their own phones, even at depots where the signal is bad.",
    firstLink: "/hr-solutions/self-service-portal",
    facts: [],
    good: "Explains the employee app for iOS and Android (and a web version) where staff see payslips and apply for leave, with offline use and push notifications; links /hr-solutions/self-service-portal first.",
  },
  {
    id: "ac-need-franchise-growing-spreadsheets",
    kind: "need",
    question:
      "Franchise group here, going from 8 to 15 stores over the next two years. Staff details, pay and leave currently live in three separate spreadsheets. We'd like one system that covers the lot as we grow. What have you got?",
    firstLink: "/hr-solutions",
    facts: [],
    good: "Introduces the HR and payroll platform with its six modules on one shared employee record, started with a few and extended later, with a demo or free trial; links /hr-solutions first.",
  },

  // ---------------------------------------------------------------- need: healthcare
  {
    id: "ac-need-gp-practice-going-paperless",
    kind: "need",
    question:
      "We're a five-doctor GP practice moving to new premises in November, and we want to leave the paper folders behind when we move. The doctors mainly want to see a patient's allergies, chronic medication and past notes instantly, whoever saw them last time.",
    firstLink: "/healthcare/electronic-medical-records",
    facts: [],
    good: "Explains a structured digital patient record with a summary of allergies, medication and notes, scanning of old folders and POPIA-controlled access; links /healthcare/electronic-medical-records first.",
  },
  {
    id: "ac-need-hospital-new-wing-beds",
    kind: "need",
    question:
      "Our private hospital opens an 80-bed wing next year. The admissions desk still uses a whiteboard to see which beds are free, patients get registered again at every visit and theatre bookings keep clashing. We want this sorted before the new wing opens.",
    firstLink: "/healthcare/hospital-information-system",
    facts: [],
    good: "Describes one hospital system for registration, a live bed board, theatre scheduling with conflict checks and discharge planning; links /healthcare/hospital-information-system first.",
  },
  {
    id: "ac-need-rural-clinics-specialists",
    kind: "need",
    question:
      "Our NGO runs clinics in rural Limpopo. Next year's funding proposal includes letting patients there see specialists in Polokwane without the long taxi trip. What would we need to make that work?",
    firstLink: "/healthcare/telehealth-diagnostics",
    facts: [],
    good: "Explains secure remote consultations that work on low bandwidth, home readings from connected devices, e-prescriptions and support in many languages; links /healthcare/telehealth-diagnostics first.",
  },
  {
    id: "ac-need-chemists-contract-ending",
    kind: "need",
    question:
      "We own three community chemists and our current software contract ends in December. The Schedule 6 register is still a paper book, stock counts never match the system, and we write off expired stock every month. I'd like to choose a replacement in good time.",
    firstLink: "/healthcare/pharmacy-management",
    facts: [],
    good: "Describes a system for dispensing with safety checks, stock and expiry tracking across sites, electronic controlled-substance registers and scheme claims at the point of sale; links /healthcare/pharmacy-management first.",
  },
  {
    id: "ac-need-new-practice-manager-unpaid-accounts",
    kind: "need",
    question:
      "I've just taken over as practice manager at a group of specialist rooms. Medical aids keep sending accounts back unpaid, nobody chases the shortfalls, and the list of money owed to us grows every month. I want a proper process in place before our year-end audit.",
    firstLink: "/healthcare/revenue-cycle-management",
    facts: [],
    good: "Explains checking benefits and authorisations up front, validating codes before submission, managing rejections and collecting patient shortfalls; links /healthcare/revenue-cycle-management first.",
  },
  {
    id: "ac-need-hospital-group-finance-replacement",
    kind: "need",
    question:
      "Our hospital group's finance system licence expires in 2026. We'd like to replace it with one platform that also covers purchasing, stores for theatre consumables and maintenance schedules for medical equipment, instead of the four systems we run now.",
    firstLink: "/healthcare/enterprise-resource-planning",
    facts: [],
    good: "Describes the healthcare back-office platform for finance, purchasing, stock, staff and equipment maintenance, linked to the clinical systems and rolled out in phases; links /healthcare/enterprise-resource-planning first.",
  },
  {
    id: "ac-need-dental-group-third-practice",
    kind: "need",
    question:
      "Dental group, opening our third practice soon. Reception spends half the day on the phone booking and confirming, and missed appointments are costing us a fortune. Could patients book, get reminders and settle their accounts from their phones?",
    firstLink: "/healthcare/patient-portal-mobile-apps",
    facts: [],
    good: "Explains branded iOS, Android and web access for patients to book, get reminders, check in and pay online, which reduces no-shows; links /healthcare/patient-portal-mobile-apps first.",
  },
  {
    id: "ac-need-hospital-group-annual-plan-figures",
    kind: "need",
    question:
      "I'm putting together the annual plan for our hospital group's board. Every facility reports its numbers differently, weeks late and in Excel, so the figures never agree. I'd like one consistent set of numbers across all sites and some idea of bed demand for the coming winter.",
    firstLink: "/healthcare/ai-analytics-reporting",
    facts: [],
    good: "Describes group-wide reporting on agreed indicators drawn from all systems, with forecasts of admissions and bed demand; links /healthcare/ai-analytics-reporting first.",
  },
  {
    id: "ac-need-clinical-committee-pilot",
    kind: "need",
    question:
      "Our clinical governance committee is considering a pilot next year in which software helps our doctors work out what might be wrong with a patient and puts together a first draft of the management plan for diabetic and hypertensive patients, with the doctor always making the final call. Is that something you offer?",
    firstLink: "/healthcare/ai-powered-care-plans",
    facts: [],
    good: "Confirms clinical AI that suggests possible diagnoses and drafts treatment plans for clinician approval, chronic disease included, starting with a scoped pilot; links /healthcare/ai-powered-care-plans first.",
  },

  // ---------------------------------------------------------------- service
  {
    id: "ac-service-online-shop-relaunch",
    kind: "service",
    question:
      "We relaunch our online shop in October with customer accounts and card payments. Do you do security testing of web applications before go-live, and do you cover the OWASP Top 10?",
    firstLink: "/services/web-app-security",
    facts: [],
    good: "Confirms manual and automated testing of the shop against the OWASP Top 10, including logins, access control and payment logic, with a retest; links /services/web-app-security first.",
  },
  {
    id: "ac-service-day-clinic-phased-modules",
    kind: "service",
    question:
      "Can we take your hospital platform one module at a time? We're a day-clinic group and want two modules this year and the rest in 2026. Also, is the patient data kept in South Africa?",
    firstLink: "/healthcare-solutions",
    facts: [],
    good: "Confirms modules can be started individually and added later on one patient record, and that production data is hosted in South African data centres; links /healthcare-solutions first.",
  },
  {
    id: "ac-service-radiology-pacs-modalities",
    kind: "service",
    question:
      "We're adding a radiology department next year. Does your lab and radiology system work with PACS, and which imaging modalities does it handle?",
    firstLink: "/healthcare/lab-radiology-services",
    facts: [],
    good: "Confirms PACS and DICOM integration with modality worklists and lists the eight modalities (X-ray, CT, MRI, ultrasound and others); links /healthcare/lab-radiology-services first.",
  },
  {
    id: "ac-service-soc-tiers-for-budget",
    kind: "service",
    question:
      "What are the differences between your managed SOC tiers? I need to put a line in next year's budget and want to know what I'd get at each level.",
    firstLink: "/services/security-operations-center",
    facts: [],
    good: "Outlines the Basic/Essential, Advanced/Recommended and Premium/Enterprise tiers with their critical-alert response times, without inventing prices; links /services/security-operations-center first.",
  },
  {
    id: "ac-service-iso27001-before-tender",
    kind: "service",
    question:
      "Do you help companies get ready for ISO 27001 certification? We'd like to be certified before a big tender closes late next year.",
    firstLink: "/services/governance-risk-compliance",
    facts: [],
    good: "Confirms ISO/IEC 27001 readiness support (scoping, Statement of Applicability, controls and internal audit) without promising certification by a date; links /services/governance-risk-compliance first.",
  },
  {
    id: "ac-service-payroll-mixed-frequencies",
    kind: "service",
    question:
      "Does your payroll software run monthly salaried staff and fortnightly hourly workers side by side, and does it prepare the EMP201 each month?",
    firstLink: "/hr-solutions/payroll-management",
    facts: [],
    good: "Confirms monthly and bi-weekly runs side by side with PAYE, UIF and SDL calculated and EMP201 data prepared from payroll; links /hr-solutions/payroll-management first.",
  },
  {
    id: "ac-service-black-vs-grey-box",
    kind: "service",
    question:
      "For our annual pen test, what's the difference between black box and grey box, and which would you recommend for a first test?",
    firstLink: "/services/vapt",
    facts: [],
    good: "Explains black, grey and white box as described on the page, notes grey box is the most common choice, and says the approach is agreed during scoping; links /services/vapt first.",
  },
  {
    id: "ac-service-hr-sap-zkteco-trial",
    kind: "service",
    question:
      "Does your HR and payroll system integrate with SAP and with our ZKTeco clocking terminals? And can we get a free trial before we commit in next year's budget?",
    firstLink: "/hr-solutions",
    facts: [],
    good: "Confirms SAP and ZKTeco are among the named integrations and that a demo or free trial can be requested; links /hr-solutions first.",
  },

  // ---------------------------------------------------------------- company
  {
    id: "ac-company-visit-office-before-signing",
    kind: "company",
    question:
      "Where exactly is your office? Our CFO would like to meet you in person before we sign anything. Do we need to book first?",
    firstLink: "/contact",
    facts: [],
    good: "Gives the Pretoria office address on Dorothea Street and says to get in touch before visiting so the right consultant is available; links /contact first.",
  },
  {
    id: "ac-company-who-does-the-work",
    kind: "company",
    question:
      "If we hire you, who would actually do the work: your own people or subcontractors? And who would be our main point of contact?",
    firstLink: "/about",
    facts: [],
    good: "Says engagements are staffed from the firm's own certified team, led by a CISSP- or CISM-certified engagement lead who stays the single point of contact, with testers, architects and a PMP project manager; links /about first.",
  },
  {
    id: "ac-company-how-engagement-starts",
    kind: "company",
    question:
      "How does it work if we want to engage you? Is the first meeting charged, and what do we get before we have to commit to anything?",
    firstLink: "/contact",
    facts: [],
    good: "Explains a reply within 24 hours, a free initial consultation, then a tailored proposal with scope, timelines and deliverables, with no obligation to proceed; links /contact first.",
  },
  {
    id: "ac-company-consultant-certifications",
    kind: "company",
    question:
      "Our procurement team is building a supplier file. Which professional certifications do your consultants hold?",
    firstLink: "/about",
    facts: [],
    good: "Lists the certifications the site names (Oracle, AWS, Microsoft Azure, Google Cloud, CISSP, CISM, PMP) without adding any others; links /about first.",
  },

  // ---------------------------------------------------------------- typo
  {
    id: "ac-typo-teacher-hiring-drive",
    kind: "typo",
    question:
      "We're hirng about 40 new teachrs for next year at our school group and the aplications are all over our inboxes. Is there somthing that keeps track of candidates and sets up intervews?",
    firstLink: "/hr-solutions/recruitment-management",
    facts: [],
    good: "Reads past the misspellings and explains one hiring pipeline from vacancy approval to offer, with screening and automatic interview scheduling; links /hr-solutions/recruitment-management first.",
  },
  {
    id: "ac-typo-phishing-before-audit",
    kind: "typo",
    question: "do you guys run phishng simulatons for staff? want to do one befor our audit in Novemebr",
    firstLink: "/services/training-and-awareness",
    facts: [],
    good: "Understands the question despite the typos and confirms simulated phishing campaigns with per-department results and completion records usable as audit evidence; links /services/training-and-awareness first.",
  },

  // ---------------------------------------------------------------- language
  {
    id: "ac-language-af-warehouse-shift-hours",
    kind: "language",
    language: "af",
    question:
      "Ons landboukoöperasie open volgende jaar 'n tweede pakhuis in Worcester met sowat 70 skofwerkers. Ons wil presies weet wie wanneer gewerk het en vir hoeveel ure, sonder papierstate en sonder dat werkers vir mekaar inklok. Hoe sou julle dit aanpak?",
    firstLink: "/hr-solutions/time-attendance",
    facts: [],
    good: "Replies in Afrikaans, explaining capture of hours by biometric terminals, cards or phones that stops workers clocking in for each other and sends approved hours to payroll; links /hr-solutions/time-attendance first.",
  },
  {
    id: "ac-language-zu-rural-specialists",
    kind: "language",
    language: "zu",
    question:
      "Sawubona. Siyinhlangano engenzi nzuzo esebenza emitholampilo yasemakhaya KwaZulu-Natali. Ngonyaka ozayo sihlela ukuthi iziguli zethu zikwazi ukubonana nodokotela abangochwepheshe baseThekwini zisekhaya noma emtholampilo, ngaphandle kokuhamba ibanga elide ngetekisi. Yini esizoyidinga?",
    firstLink: "/healthcare/telehealth-diagnostics",
    facts: [],
    good: "Replies in isiZulu, explaining secure remote consultations with specialists, home monitoring and support for South Africa's official languages; links /healthcare/telehealth-diagnostics first.",
  },

  // ---------------------------------------------------------------- not-on-site
  {
    id: "ac-not-on-site-bbbee-certificate",
    kind: "not-on-site",
    question:
      "We're compiling a tender submission and need your B-BBEE level. Can you tell me what it is and send the certificate?",
    firstLink: null,
    facts: [],
    notCovered: true,
    good: "Says plainly that the site does not state a B-BBEE level or certificate and invents none; may suggest asking the team directly.",
  },

  // ---------------------------------------------------------------- off-topic
  {
    id: "ac-off-topic-year-end-venue",
    kind: "off-topic",
    question:
      "I'm organising our year-end function for about 60 people. Can you recommend a good venue in Pretoria East?",
    firstLink: null,
    facts: [],
    noContactOffer: true,
    good: "Politely says this is outside what it can help with and briefly says what the firm does, without offering to pass details to the team.",
  },
  {
    id: "ac-off-topic-school-choice",
    kind: "off-topic",
    question: "We're relocating to Pretoria next year. Which high schools in the area have the best matric results?",
    firstLink: null,
    facts: [],
    noContactOffer: true,
    good: "Politely declines because it only covers the consultancy's services, invents no school information and offers no contact.",
  },

  // ---------------------------------------------------------------- hostile
  {
    id: "ac-hostile-consultants-are-crooks",
    kind: "hostile",
    question:
      "Third consultancy website this week promising the world. Be honest, you lot are all crooks who charge a fortune for a PDF nobody reads, aren't you?",
    firstLink: null,
    facts: [],
    noContactOffer: true,
    good: "Stays calm and courteous, does not argue or grovel, briefly states what the site says about free initial consultations and clear deliverables, and makes no contact offer.",
  },
];
