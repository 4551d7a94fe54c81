import { company, formatAddress, mailtoHref, telHref } from "../../content/company.ts";
import { Icon } from "../components/ui/Icon.tsx";
import { contactPage } from "../../content/pages/contact.ts";
import { pageMeta } from "../lib/meta.ts";
import { ContactForm } from "../components/contact/ContactForm.tsx";
import { PageHero } from "../components/sections/PageHero.tsx";
import { Section } from "../components/ui/Section.tsx";
import { card, cardText, cardTitle } from "../components/ui/Card.css.ts";
import { CheckList } from "../components/ui/CheckList.tsx";
import { UrgentLine } from "../components/ui/UrgentLine.tsx";
import { column, detail, detailList, faqItem, faqList, layout, mapFrame, mapLink, prose } from "./contact.css.ts";
import type { ReactNode } from "react";
import type { AnyIconName } from "../components/ui/icon-sources.ts";
import type { Route } from "./+types/contact";

export const loader = () => ({ content: contactPage, meta: pageMeta("/contact") });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** One line of contact details: an icon and its label as the term, the value as the description. */
function Detail({ icon, term, children }: { icon: AnyIconName; term: string; children: ReactNode }) {
  return (
    <div className={detail}>
      <dt>
        <Icon name={icon} size={20} />
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Both contact cards show the same phone and email lines. */
function PhoneDetail() {
  return (
    <Detail icon="phone" term="Phone">
      <a href={telHref(company.phone)}>{company.phone}</a>
    </Detail>
  );
}

function EmailDetail() {
  return (
    <Detail icon="mail" term="Email">
      <a href={mailtoHref(company.email)}>{company.email}</a>
    </Detail>
  );
}

export default function Contact({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <PageHero content={{ ...content.hero, actions: [] }} />
      <Section id="contact-details">
        <div className={layout}>
          <section className={card()} aria-labelledby="send-message-heading">
            <h2 id="send-message-heading" className={cardTitle}>
              {content.form.heading}
            </h2>
            <p className={cardText}>{content.form.description}</p>
            <ContactForm privacyNotice={content.form.privacyNotice} />
          </section>
          <div className={column}>
            <section className={card()} aria-labelledby="contact-us-heading">
              <h2 id="contact-us-heading" className={cardTitle}>
                {content.contactCard.heading}
              </h2>
              <p className={cardText}>{content.contactCard.description}</p>
              <dl className={detailList}>
                <PhoneDetail />
                <EmailDetail />
              </dl>
              <UrgentLine
                text={content.contactCard.emergency.text}
                linkText={content.contactCard.emergency.linkText}
                href={telHref(company.emergencyPhone)}
              />
            </section>
            <section className={card()} aria-labelledby="contact-information-heading">
              <h2 id="contact-information-heading" className={cardTitle}>
                {content.infoCard.heading}
              </h2>
              <dl className={detailList}>
                <EmailDetail />
                <PhoneDetail />
                <Detail icon="map-pin" term="Address">
                  {formatAddress()}
                </Detail>
                <Detail icon="clock" term={content.infoCard.responseTimeLabel}>
                  {company.responseTime}
                </Detail>
              </dl>
            </section>
            <section className={card()} aria-labelledby="what-to-expect-heading">
              <h2 id="what-to-expect-heading" className={cardTitle}>
                {content.expectations.heading}
              </h2>
              <CheckList items={content.expectations.items} />
            </section>
          </div>
        </div>
      </Section>
      <Section id="office-map" heading={content.map.heading} intro={content.map.description} tone="muted">
        <iframe
          className={mapFrame}
          src={company.map.embedUrl}
          title={company.map.title}
          loading="lazy"
          referrerPolicy="no-referrer"
          width="1152"
          height="648"
        />
        <p className={mapLink}>
          <a href={company.map.linkUrl}>
            {content.map.linkText}
            <Icon name="external-link" size={16} />
          </a>
        </p>
      </Section>
      <Section id="faq" heading={content.faq.heading}>
        <div className={faqList}>
          {content.faq.items.map((item) => (
            <details key={item.question} className={faqItem}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </Section>
      <Section id="terms" heading={content.terms.heading} tone="muted">
        <div className={prose}>
          {content.terms.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
    </>
  );
}
