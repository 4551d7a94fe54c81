/**
 * The interface's own words: buttons, labels, notices, and the contact form's and the chat's
 * strings. Page copy lives in the page files and facts in company.ts; components read their labels
 * from here, so changing a button label or a notice is one edit. Text a visitor sees is the
 * specification's, word for word. One export per part of the interface, so a page's JavaScript
 * carries only the words it shows.
 */
import { company } from "./company.ts";

/** The response promise as it reads inside a sentence (lower case first letter). */
const responseTimeInSentence = company.responseTime.charAt(0).toLowerCase() + company.responseTime.slice(1);

export const buttonLabels = {
  send: "Send",
  sendMessage: "Send Message",
  /** A form's submit button while it sends. */
  sending: "Sending...",
  cancel: "Cancel",
  restart: "Restart",
  learnMore: "Learn More",
} as const;

/** Form fields, by the names the enquiry schema gives them; the chat's contact form uses three. */
export const fieldLabels = {
  fullName: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  subject: "Subject",
  message: "Message",
} as const;

export const navigationText = {
  skipToContent: "Skip to content",
  mainNavigation: "Main",
  menuToggle: "Menu",
  breadcrumbs: "Breadcrumb",
  /** The emergency path at the top of the header and of the small-screen menu. */
  emergency: {
    label: "Emergency contact",
    breach: "Experiencing a breach?",
    hotline: "24/7 incident hotline",
    /** The header bar's call button below the desktop width, where the emergency strip is not shown. */
    callHotline: "Call the 24/7 incident hotline",
  },
} as const;

export const footerText = {
  socialLink: `Follow us on ${company.social.label}`,
  solutionsHeading: "Solutions",
  contactHeading: "Contact",
  copyright: `Copyright ${company.copyrightYear} ${company.name}. All rights reserved.`,
} as const;

/** Labels inside the content cards of the section components. */
export const cardLabels = {
  /** Read after "Learn More" by assistive technology: where the link leads. */
  learnMoreAbout: (title: string) => ` about ${title}`,
  /** A testimonial's stars, for those who cannot see them. */
  rated: (stars: number) => `Rated ${stars} out of 5`,
  responseTime: "Response time:",
  examples: "Examples",
  features: "Features",
  deliverables: "Deliverables",
  /** Read after a risk badge: "Critical risk". */
  risk: " risk",
  alertColour: { red: "Red alert", orange: "Orange alert", yellow: "Yellow alert", blue: "Blue alert" },
  /** The three parts of an engagement story. */
  story: { challenge: "The challenge", approach: "What we did", outcome: "The outcome" },
} as const;

export const closingCtaText = { emailLine: "Prefer email? Write to us at" } as const;

export const noticeText = { dismiss: "Dismiss notice" } as const;

export const carouselText = {
  play: (label: string) => `Play ${label}`,
  pause: (label: string) => `Pause ${label}`,
  previous: "Previous slide",
  next: "Next slide",
  slide: (position: number, count: number) => `${position} of ${count}`,
  /** Said when the visitor moves to a slide. */
  movedTo: (position: number, count: number, name: string) => `Slide ${position} of ${count}: ${name}`,
} as const;

export const contactFormText = {
  optional: " (optional)",
  /** The label of the field only bots fill in. */
  honeypot: "Leave this field empty",
  sent: { title: "Message sent successfully!", body: `We'll get back to you ${responseTimeInSentence}.` },
  failed: { title: "Error sending message", body: "Please try again or contact us directly." },
  /** The error when the server's answer carries no sentence of its own. */
  unexplainedFailure: "Failed to send message",
} as const;

export const chatText = {
  openLauncher: "Open chat assistant",
  closeLauncher: "Close chat assistant",
  panel: "Chat with our assistant",
  title: "Chat with us",
  close: "Close chat",
  privacy: `We keep your questions, with contact details and numbers removed, for ${company.chatRecordDays} days to improve our answers. Please don't share health or other sensitive details.`,
  /** After the privacy line, once the chat has loaded: how to have this conversation erased. */
  reference: "To have this chat erased, email us its reference:",
  /** The pair of buttons under each reply that answers a question. */
  vote: {
    group: "Was this reply helpful?",
    helpful: "Helpful",
    notHelpful: "Not helpful",
    thanks: "Thanks for your feedback",
    withdrawn: "Your rating is removed",
    failed: "Your rating could not be sent. Please try again.",
  },
  log: "Conversation",
  you: "You: ",
  assistant: "Assistant: ",
  typing: "Typing...",
  inputLabel: "Your message",
  inputPlaceholder: "Type your message...",
  greeting: `Hello! I'm the ${company.shortName} assistant. Ask me about our cybersecurity, HR, healthcare, cloud and AI services, or how we work.`,
  fallback: { title: "Using fallback answer", body: "AI is unavailable right now." },
  contactForm: {
    /** The form's one heading line, which names it. */
    heading: "Leave your details and a consultant will call you back",
    incomplete: "Please fill in all fields",
    failed: "Error",
    /** The error when the server's answer carries no sentence of its own. */
    unexplainedFailure: "Failed to send email",
    sent: { title: "Contact details sent!", body: "Our team will get back to you shortly." },
    thanks: "Thank you! Our team has your details and will get back to you shortly.",
  },
} as const;
