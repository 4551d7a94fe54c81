/** Height of the header bar, which the chat panel opens below while the launcher sits in it. */
export const headerBarHeight = "4rem";
