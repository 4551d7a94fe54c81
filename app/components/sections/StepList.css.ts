import { createVar, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

const node = "2.75rem";
const line = "2px";
/** Space between steps: down the timeline on phones, across a row on desktops. */
const gap = createVar();

/** The steps in one column on phones and tablets; in rows of `columns` on desktops. */
export const flow = recipe({
  base: {
    listStyle: "none",
    padding: 0,
    margin: 0,
    display: "grid",
    vars: { [gap]: vars.space["6"] },
    gap,
    ...responsive({ desktop: { vars: { [gap]: vars.space["8"] }, rowGap: vars.space["10"] } }),
  },
  variants: {
    columns: Object.fromEntries(
      [1, 2, 3, 4, 5].map((count) => [
        count,
        responsive({ desktop: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } }),
      ]),
    ) as Record<1 | 2 | 3 | 4 | 5, ReturnType<typeof responsive>>,
  },
});

/**
 * One step: its node beside the text on phones, above it on desktops. The connector to the next
 * step is the step's ::after (down to the next node, or across to the next column), with an arrow
 * head drawn by ::before; the last step, and on desktops the last of each row, has none.
 */
const connector = { content: '""', position: "absolute", background: vars.color.accent } as const;
const arrowSize = "0.4rem";

const lastInRow = (count: number) =>
  responsive({
    desktop: { selectors: { [`&:nth-child(${count}n)::after, &:nth-child(${count}n)::before`]: { display: "none" } } },
  });

export const flowStep = recipe({
  base: {
    position: "relative",
    display: "grid",
    gridTemplateColumns: `${node} minmax(0, 1fr)`,
    columnGap: vars.space["4"],
    alignItems: "start",
    selectors: {
      "&::after": {
        ...connector,
        width: line,
        left: `calc(${node} / 2 - ${line} / 2)`,
        top: `calc(${node} + ${vars.space["1"]})`,
        bottom: `calc(-1 * ${gap} + ${vars.space["1"]})`,
      },
      "&::before": {
        content: '""',
        position: "absolute",
        left: `calc(${node} / 2 - ${arrowSize})`,
        bottom: `calc(-1 * ${gap} + ${vars.space["1"]})`,
        borderInline: `${arrowSize} solid transparent`,
        borderTop: `${arrowSize} solid ${vars.color.accent}`,
      },
      "&:last-child::after, &:last-child::before": { display: "none" },
    },
    ...responsive({
      desktop: {
        gridTemplateColumns: "minmax(0, 1fr)",
        rowGap: vars.space["4"],
        selectors: {
          "&::after": {
            width: "auto",
            height: line,
            top: `calc(${node} / 2 - ${line} / 2)`,
            left: `calc(${node} + ${vars.space["2"]})`,
            right: `calc(-1 * ${gap} + ${vars.space["2"]})`,
            bottom: "auto",
          },
          "&::before": {
            left: "auto",
            top: `calc(${node} / 2 - ${arrowSize})`,
            right: `calc(-1 * ${gap} + ${vars.space["1"]})`,
            bottom: "auto",
            borderInline: "none",
            borderTop: `${arrowSize} solid transparent`,
            borderBottom: `${arrowSize} solid transparent`,
            borderLeft: `${arrowSize} solid ${vars.color.accent}`,
          },
        },
      },
    }),
  },
  variants: {
    columns: { 1: lastInRow(1), 2: lastInRow(2), 3: lastInRow(3), 4: lastInRow(4), 5: lastInRow(5) },
  },
});

/** The numbered circle on the line. */
export const stepNode = style({
  display: "grid",
  placeItems: "center",
  inlineSize: node,
  blockSize: node,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textInverse,
  fontFamily: vars.font.mono,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  boxShadow: `0 0 0 ${vars.space["1"]} ${vars.color.accentSoft}`,
  position: "relative",
  zIndex: 1,
});

export const stepBody = style({ display: "grid", gap: vars.space["2"], paddingBlockStart: vars.space["2"] });

export const stepTitle = style({ fontSize: vars.fontSize.lg });

export const stepText = style({ color: vars.color.textMuted });
