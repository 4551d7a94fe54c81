/** Height of the header bar, which the chat panel opens below while the launcher sits in it. */
export const headerBarHeight = "4rem";

/** Height of the emergency strip above the bar, from the desktop breakpoint (EmergencyPath). */
export const emergencyStripHeight = "2.25rem";
