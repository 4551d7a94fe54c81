/** The path prerendered through the catch-all route; the build moves its HTML to /404.html. */
export const notFoundPrerenderPath = "/404";
