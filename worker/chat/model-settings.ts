/** How many site passages the model sees with each question. */
export const passagesForModel = 4;
