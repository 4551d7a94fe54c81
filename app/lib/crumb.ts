/** One step of a family page's breadcrumb trail: what the trail shows and its JSON-LD lists. */
export interface Crumb {
  label: string;
  path: string;
}
