/**
 * What a screen reader says where the stylesheet decides what there is to say: a page read from
 * the top at desktop width (skip link, the header's landmarks, the breach path, the main heading),
 * and the header at a phone's width (the hotline's call button, the menu's toggle, the breach path
 * at the top of the open menu, a submenu). The dropdowns, carousels, chat and forms are heard in the
 * component suite (tests/components/spoken-*.test.tsx); tests/support/spoken-in-browser.ts says how
 * the screen reader is run here.
 */
import { expect, test, type Page } from "@playwright/test";
import { company } from "../../content/company.ts";
import { navigationText } from "../../content/ui-text.ts";
import { gotoHydrated } from "../support/site.ts";
import { expectSpoken, heard, readUntil, sayCurrentItem, startScreenReader } from "../support/spoken-in-browser.ts";

// The screen reader's module is loaded into the page, which the site's policy would refuse.
test.use({ bypassCSP: true });

const { emergency } = navigationText;
const hotline = `${emergency.hotline} ${company.emergencyPhone}`;

/** A list item of a top-level list, as read in browse mode. */
const item = (position: number, size: number, ...inside: string[]) => [
  `listitem, level 1, position ${position}, set size ${size}`,
  ...inside,
  `end of listitem, level 1, position ${position}, set size ${size}`,
];

/** The breach path: where to go in an incident, and the hotline's number. */
const breachPath = [
  `list, ${emergency.label}`,
  ...item(1, 2, `link, ${emergency.breach}`),
  ...item(2, 2, `link, ${hotline}`, emergency.hotline, company.emergencyPhone, `end of link, ${hotline}`),
  `end of list, ${emergency.label}`,
];

/** The main navigation's list, on a page of the Cybersecurity family. */
const navigationList = [
  "list",
  ...item(1, 6, "link, Home"),
  ...item(2, 6, "link, About"),
  ...item(3, 6, "link, Contact"),
  ...item(4, 6, "button, Cybersecurity, 1 control, current item, not expanded"),
  ...item(5, 6, "button, HR Solutions, 1 control, not expanded"),
  ...item(6, 6, "button, Healthcare Solutions, 1 control, not expanded"),
  "end of list",
];

const vapt = "Vulnerability Assessment & Penetration Testing (VAPT)";

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 1024 ? 812 : 800 });
  await gotoHydrated(page, "/services/vapt");
  await startScreenReader(page);
}

test("a page read from the top at 1280 px: skip link, the header's landmarks, the breach path, the main heading", async ({
  page,
}) => {
  await open(page, 1280);
  await readUntil(page, "the page from the top", `heading, ${vapt}, level 1`);
  expectSpoken("the page from the top", await heard(page), [
    "link, Skip to content",
    "banner",
    ...breachPath,
    `link, ${company.name}`,
    company.name,
    `end of link, ${company.name}`,
    "button, Open chat assistant, 1 control, not expanded",
    "Open chat assistant",
    "end of button, Open chat assistant, 1 control, not expanded",
    "navigation, Main",
    ...navigationList,
    "end of navigation, Main",
    "end of banner",
    "main",
    `region, ${vapt}`,
    "navigation, Breadcrumb",
    "list",
    ...item(1, 3, "link, Home"),
    ...item(2, 3, "link, Services"),
    ...item(3, 3, "current page", "VAPT", "end, current page"),
    "end of list",
    "end of navigation, Breadcrumb",
    "paragraph",
    "Cybersecurity Services",
    "end of paragraph",
    `heading, ${vapt}, level 1`,
  ]);

  // The skip link takes a keyboard visitor past the header, to the main content.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  expectSpoken("the skip link", await heard(page), ["link, Skip to content", "main"]);
  await expect(page.getByRole("main")).toBeFocused();
});

test("the header at 375 px: the hotline one key away, the menu's toggle and state, the breach path atop the open menu, a submenu and Escape", async ({
  page,
}) => {
  await open(page, 375);
  for (let press = 0; press < 5; press++) await page.keyboard.press("Tab");
  expectSpoken("the header bar at 375 px, by Tab", await heard(page), [
    "link, Skip to content",
    `link, ${company.name}`,
    `link, ${emergency.callHotline}`,
    "button, Open chat assistant, 1 control, not expanded",
    `button, ${navigationText.menuToggle}, 1 control, not expanded`,
  ]);

  await page.keyboard.press("Enter");
  await sayCurrentItem(page);
  await readUntil(page, "the open menu", "end of navigation, Main");
  expectSpoken("the open menu at 375 px", await heard(page), [
    `button, ${navigationText.menuToggle}, 1 control, expanded`,
    "navigation, Main",
    ...breachPath,
    ...navigationList,
    "end of navigation, Main",
  ]);

  const cybersecurity = page.getByRole("button", { name: "Cybersecurity", exact: true });
  await cybersecurity.focus();
  await page.keyboard.press("Enter");
  await sayCurrentItem(page);
  await readUntil(page, "the Cybersecurity submenu", "Test and assess");
  expectSpoken("the Cybersecurity submenu at 375 px", await heard(page), [
    "button, Cybersecurity, 1 control, current item, expanded",
    "link, All cybersecurity services",
    "group, Cybersecurity",
    "paragraph",
    "Test and assess",
  ]);

  // From a link inside, Escape closes the submenu and returns to its trigger, which says so.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(cybersecurity).toBeFocused();
  expectSpoken("the Cybersecurity submenu closed by Escape", await heard(page), [
    "link, All cybersecurity services",
    "button, Cybersecurity, 1 control, current item, not expanded",
  ]);
});
