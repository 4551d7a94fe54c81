import type { ReactNode } from "react";
import { company, formatAddress, mailtoHref, telHref } from "../../../content/company.ts";
import type { Section } from "../../../content/schema.ts";
import { Icon } from "../ui/Icon.tsx";
import type { AnyIconName } from "../ui/icon-sources.ts";
import { card, cardText, cardTitle } from "../ui/Card.css.ts";
import { CheckList } from "../ui/CheckList.tsx";
import { UrgentLine } from "../ui/UrgentLine.tsx";
import { column, detail, detailList, detailTerm, detailValue, layout } from "./ContactDetails.css.ts";

type ContactSection = Extract<Section, { kind: "contact" }>;

/** One line of contact details: an icon and its label as the term, the value as the description. */
function Detail({ icon, term, children }: { icon: AnyIconName; term: string; children: ReactNode }) {
  return (
    <div className={detail}>
      <dt className={detailTerm}>
        <Icon name={icon} size={20} />
        {term}
      </dt>
      <dd className={detailValue}>{children}</dd>
    </div>
  );
}

/** Both contact cards show the same phone and email lines. */
function PhoneDetail({ term }: { term: string }) {
  return (
    <Detail icon="phone" term={term}>
      <a href={telHref(company.phone)}>{company.phone}</a>
    </Detail>
  );
}

function EmailDetail({ term }: { term: string }) {
  return (
    <Detail icon="mail" term={term}>
      <a href={mailtoHref(company.email)}>{company.email}</a>
    </Detail>
  );
}

/**
 * The contact page's form beside the cards with the ways to reach us and what happens next. `form`
 * is the "Send us a Message" form, an island the route places (app/routes/contact.tsx).
 */
export function ContactDetails({ section, form: formIsland }: { section: ContactSection; form: ReactNode }) {
  const { form, contactCard, infoCard, expectations } = section;
  const { labels } = infoCard;
  return (
    <div className={layout}>
      <section className={card()} aria-labelledby="send-message-heading">
        <h2 id="send-message-heading" className={cardTitle}>
          {form.heading}
        </h2>
        <p className={cardText}>{form.description}</p>
        {formIsland}
      </section>
      <div className={column}>
        <section className={card()} aria-labelledby="contact-us-heading">
          <h2 id="contact-us-heading" className={cardTitle}>
            {contactCard.heading}
          </h2>
          <p className={cardText}>{contactCard.description}</p>
          <dl className={detailList}>
            <PhoneDetail term={labels.phone} />
            <EmailDetail term={labels.email} />
          </dl>
          <UrgentLine
            text={contactCard.emergency.text}
            linkText={contactCard.emergency.linkText}
            href={telHref(company.emergencyPhone)}
          />
        </section>
        <section className={card()} aria-labelledby="contact-information-heading">
          <h2 id="contact-information-heading" className={cardTitle}>
            {infoCard.heading}
          </h2>
          <dl className={detailList}>
            <EmailDetail term={labels.email} />
            <PhoneDetail term={labels.phone} />
            <Detail icon="map-pin" term={labels.address}>
              {formatAddress()}
            </Detail>
            <Detail icon="clock" term={labels.responseTime}>
              {company.responseTime}
            </Detail>
          </dl>
        </section>
        <section className={card()} aria-labelledby="what-to-expect-heading">
          <h2 id="what-to-expect-heading" className={cardTitle}>
            {expectations.heading}
          </h2>
          <CheckList items={expectations.items} />
        </section>
      </div>
    </div>
  );
}
