import { breakpoints } from "../../styles/responsive.ts";

/**
 * From this width the full navigation fits in the header bar. Below it the navigation collapses
 * behind the menu toggle and the chat launcher moves into the bar beside the toggle.
 */
export const wideNavigation = `screen and (min-width: ${breakpoints.wide}px)`;

/** Height of the header bar, which the chat panel opens below when the launcher sits in it. */
export const headerBarHeight = "4rem";
