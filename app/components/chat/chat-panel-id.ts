/** The chat panel's id: the launcher controls it, in the header's bar, before and after any script. */
export const chatPanelId = "chat-panel";
