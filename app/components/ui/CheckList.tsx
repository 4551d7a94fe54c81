import type { RecipeVariants } from "@vanilla-extract/recipes";
import { Icon } from "./Icon.tsx";
import { checkIcon, checkItem, checkList } from "./CheckList.css.ts";

type Layout = NonNullable<RecipeVariants<typeof checkList>>["layout"];

/** Items each after a green check: benefits, features, deliverables, certifications. */
export function CheckList({
  items,
  layout,
  iconSize = 20,
  className,
}: {
  items: readonly string[];
  layout?: Layout;
  iconSize?: number;
  className?: string;
}) {
  const list = checkList({ layout });
  return (
    <ul className={className ? `${list} ${className}` : list}>
      {items.map((item) => (
        <li key={item} className={checkItem({ layout })}>
          <Icon name="check" size={iconSize} className={checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
