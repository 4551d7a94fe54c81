import { issuers, type IssuerKey } from "../../../content/credentials.ts";
import { mark, markIssuer } from "./CredentialMark.css.ts";

/**
 * A credential drawn as its issuer's mark: on a plate, the issuer's name over the credential's
 * code (the code alone is read: the plate's caption names the credential in full); as a chip, its
 * label. Without an issuer (a law, a standard) it is a plain chip.
 */
export function CredentialMark({
  issuer,
  size,
  children,
}: {
  issuer?: IssuerKey;
  size: "plate" | "chip";
  children: string;
}) {
  return (
    <span className={mark({ size, issuer: issuer ?? "none" })}>
      {size === "plate" && issuer ? (
        <span className={markIssuer} aria-hidden="true">
          {issuerShortName[issuer]}
        </span>
      ) : null}
      {children}
    </span>
  );
}

/** The issuer's name as it fits on a plate. */
const issuerShortName: Record<IssuerKey, string> = { ...issuers, aws: "AWS", google: "Google" };
