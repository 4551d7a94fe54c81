/**
 * The header's dropdowns as a screen reader speaks them (tests/components/spoken.ts), as at desktop
 * width where they open in the header bar: the trigger's name and state, the current section, the
 * family's overview link, the group headings, each page's name followed by its line, the arrow
 * keys moving from link to link, and Escape back to a collapsed trigger. The prerendered header with its
 * controller, as tests/components/header-menus.test.tsx has it. The small-screen menu needs the
 * stylesheet (what shows at which width) and is heard in the browser (tests/e2e/spoken.spec.ts).
 */
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, it } from "vitest";
import { navigationMenus } from "../../content/routes.ts";
import { SiteHeader } from "../../app/components/layout/SiteHeader.tsx";
import { startHeaderController } from "../../app/lib/header/controller.ts";
import { expectSpoken, focusOn, heard, listen, readUntil, virtual } from "./spoken.ts";

let page: AbortController;

/** The header on `currentPath`; listening inside the dropdown whose ids start with `menu-<id>`. */
async function showDropdown(currentPath: string, id: string) {
  document.body.innerHTML = renderToString(
    <SiteHeader menus={navigationMenus()} currentPath={currentPath} chat={null} />,
  );
  startHeaderController(document, page.signal);
  const trigger = document.getElementById(`menu-${id}-trigger`)!;
  await listen(trigger.closest("li")!);
  await focusOn(trigger);
}

/** A page's link in a panel's list (inside the navigation's list), read in browse mode: its name, then its line. */
const item = (position: number, size: number, link: string, line: string, current = "") => [
  `listitem, level 2, position ${position}, set size ${size}`,
  `link, ${link}${current}`,
  line,
  `end of listitem, level 2, position ${position}, set size ${size}`,
];

beforeEach(() => {
  page = new AbortController();
});

afterEach(async () => {
  await virtual.stop();
  page.abort();
});

describe("the header's dropdowns, spoken", () => {
  it("Cybersecurity: says the section is current, expands, says each page as focus moves and its line in browse mode, and collapses on Escape", async () => {
    await showDropdown("/services/vapt", "cybersecurity");
    await virtual.press("Enter");
    await virtual.press("ArrowDown");
    await virtual.press("ArrowDown");
    await virtual.press("Escape");
    expectSpoken("NavDropdown (Cybersecurity) from the keyboard", await heard(), [
      "button, Cybersecurity, 1 control, current item, not expanded",
      "button, Cybersecurity, 1 control, current item, expanded",
      // The line is not said when focus reaches a link: see the note on the page-size budget in
      // docs/architecture.md ("What a screen reader says").
      "link, VAPT, current page",
      "link, Web Application Security",
      "button, Cybersecurity, 1 control, current item, not expanded",
    ]);

    await virtual.press("Enter");
    await readUntil("NavDropdown (Cybersecurity)", "end of list, Test and assess");
    expectSpoken("NavDropdown (Cybersecurity) read in browse mode", (await heard()).slice(0, 18), [
      "button, Cybersecurity, 1 control, current item, expanded",
      "link, All cybersecurity services",
      "group, Cybersecurity",
      "paragraph",
      "Test and assess",
      "end of paragraph",
      "list, Test and assess",
      ...item(1, 8, "VAPT", "Exploitable weaknesses found and proven", ", current page"),
      ...item(2, 8, "Web Application Security", "Tested against the OWASP Top 10"),
      ...item(3, 8, "Mobile App Security", "iOS and Android apps, device to back end").slice(0, 3),
    ]);
  });

  it("HR Solutions: its overview page marks the section current; the whole panel read in order, then Escape", async () => {
    await showDropdown("/hr-solutions", "hr");
    await virtual.press("Enter");
    await readUntil("NavDropdown (HR Solutions)", "end of group, HR Solutions");
    expectSpoken("NavDropdown (HR Solutions)", await heard(), [
      "button, HR Solutions, 1 control, current item, not expanded",
      "button, HR Solutions, 1 control, current item, expanded",
      "group, HR Solutions",
      "link, All HR solutions, current page",
      "paragraph",
      "People",
      "end of paragraph",
      "list, People",
      ...item(1, 3, "Employee Management", "Records, contracts and documents in one place"),
      ...item(2, 3, "Performance Management", "Goals, reviews and feedback in one cycle"),
      ...item(3, 3, "Recruitment Management", "From job post to signed offer"),
      "end of list, People",
      "paragraph",
      "Pay and time",
      "end of paragraph",
      "list, Pay and time",
      ...item(1, 3, "Payroll Management", "PAYE, UIF and SDL on every pay run"),
      ...item(2, 3, "Time & Attendance", "Clocking, leave and overtime that feed payroll"),
      ...item(3, 3, "Self-Service Portal", "Payslips and leave requests for every employee"),
      "end of list, Pay and time",
      "end of group, HR Solutions",
    ]);
    await focusOn(document.querySelector<HTMLElement>('a[href="/hr/payroll"], #menu-hr-panel a:last-of-type')!);
    await virtual.press("Escape");
    expectSpoken("NavDropdown (HR Solutions) on Escape", (await heard()).slice(-1), [
      "button, HR Solutions, 1 control, current item, not expanded",
    ]);
  });

  it("Healthcare Solutions: not current on another page; ArrowDown opens it on the overview link, End reaches the last page", async () => {
    await showDropdown("/about", "healthcare");
    await virtual.press("ArrowDown");
    await virtual.press("Escape");
    expectSpoken("NavDropdown (Healthcare Solutions)", await heard(), [
      "button, Healthcare Solutions, 1 control, not expanded",
      "link, All healthcare solutions",
      "button, Healthcare Solutions, 1 control, not expanded",
    ]);
  });
});
