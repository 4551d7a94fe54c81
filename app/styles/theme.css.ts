import { createGlobalTheme, createThemeContract } from "@vanilla-extract/css";
import { themeValues } from "./theme-values.ts";

/** The contract's shape: every value of the theme, as a name with no value yet. */
type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function contractOf<T extends object>(values: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? null : contractOf(value as object)]),
  ) as Contract<T>;
}

/**
 * The theme contract: semantic names (`vars.color.accent`, `vars.space["4"]`) for the values in
 * theme-values.ts, as CSS variables. Components read colours, spacing and radii only from here.
 */
export const vars = createThemeContract(contractOf(themeValues));

createGlobalTheme(":root", vars, themeValues);
