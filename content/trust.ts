/**
 * The trust strip: the facts a buyer checks before reading on (who does the work, how fast we
 * answer, who we have done it for), under the hero of every page whose hero sets `trust` (the
 * home page and the family overviews). Figures come from company.ts; the page schema hands the
 * strip to the page as data, so it costs the browser no JavaScript.
 */
import { company } from "./company.ts";
import type { IconName } from "./icons.ts";

export interface TrustStrip {
  /** The strip's accessible name. */
  label: string;
  items: { icon: IconName; value: string; label: string }[];
  credentials: { label: string; names: string[] };
}

export const trustStrip: TrustStrip = {
  label: "Why organisations trust us",
  items: [
    { icon: "badge-check", value: company.figures.securityExperts, label: "certified security and cloud experts" },
    { icon: "siren", value: "24/7", label: "incident hotline and technical support" },
    { icon: "clock", value: company.responseWindow, label: "to a consultant’s reply on every enquiry" },
    {
      icon: "building",
      value: company.figures.projectsCompleted,
      label: "projects for government, healthcare, finance, education, mining and manufacturing",
    },
  ],
  credentials: {
    label: "Team certifications",
    names: ["CISSP", "CISM", "PMP", "AWS", "Microsoft Azure", "Google Cloud", "Oracle"],
  },
};
