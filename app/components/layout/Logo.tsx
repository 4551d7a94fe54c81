import { circuit, logoMark, shield } from "./Logo.css.ts";

/** The brand mark: a shield with a circuit node, drawn inline so it costs no request. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className={logoMark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path className={shield} d="M16 2 4 6.5v8.2C4 22.3 9.1 28 16 30c6.9-2 12-7.7 12-15.3V6.5L16 2Z" />
      <g className={circuit}>
        <path d="M16 8v8m0 0 5 3m-5-3-5 3" fill="none" strokeWidth="2.2" strokeLinecap="round" />
        <circle cx="16" cy="8" r="2.2" stroke="none" />
        <circle cx="21" cy="19" r="2.2" stroke="none" />
        <circle cx="11" cy="19" r="2.2" stroke="none" />
      </g>
    </svg>
  );
}
