import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { Clock, Mail, MapPin, Phone, Route as RouteIcon } from 'lucide-react';
import { Button, ContactDetails, ContactForm, emptyContactForm, Heading, MigrationSteps, PageSection, TextLink, type ContactFormValues } from '../../../../design-system';
import { contactCopy as copy } from '../../../../domain/forms';
import { agency } from '../../../../domain/navigation';
import type { PageMeta } from '../../../../domain/pages';
import { hostingAddOns, hostingPlans, type HostingPlanId } from '../../../../domain/plans';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { FormFootnote } from './FormFootnote';
import { FormPage } from './FormPage';
import * as styles from './page.css';

export interface ContactPageProps {
  readonly page: PageMeta;
  /** `?plan=` from a hosting plan's Get Started (validated by the route) */
  readonly planFromLink?: HostingPlanId | undefined;
  /** `?addons=` from /hosting's add-ons (validated by the route) */
  readonly addOnsFromLink?: string | undefined;
  /** keeps `?plan=` and `?addons=` in step when the visitor changes them */
  readonly onChoiceChange?: (choice: { plan?: string; addons?: string }) => void;
}

const details = [
  {
    id: 'phone',
    label: copy.phoneLabel,
    icon: <Phone />,
    content: <TextLink href={`tel:${agency.phone}`}>{agency.phoneDisplay}</TextLink>,
  },
  {
    id: 'email',
    label: copy.emailLabel,
    icon: <Mail />,
    content: <TextLink href={`mailto:${agency.email}`}>{agency.email}</TextLink>,
  },
  {
    id: 'studio',
    label: copy.studioLabel,
    icon: <MapPin />,
    content: copy.studio,
  },
  {
    id: 'area',
    label: copy.serviceAreaLabel,
    icon: <RouteIcon />,
    content: copy.serviceArea,
  },
  {
    id: 'hours',
    label: copy.hoursLabel,
    icon: <Clock />,
    content: agency.hours,
  },
];

export function ContactPage({ page, planFromLink, addOnsFromLink, onChoiceChange }: ContactPageProps) {
  const form = useFormSubmission('contact', emptyContactForm);
  const { change } = form;

  // The plan picked on /hosting, once hydrated: the HTML (rendered without a query string) and
  // the first render in the browser must agree, so it is filled in by an effect.
  useEffect(() => {
    if (planFromLink) change('plan', planFromLink);
    if (addOnsFromLink) change('addOns', addOnsFromLink);
  }, [planFromLink, addOnsFromLink, change]);

  function onChange(field: keyof ContactFormValues, value: string) {
    change(field, value);
    if (field === 'plan' || field === 'addOns') {
      const choice = {
        plan: form.values.plan,
        addons: form.values.addOns,
        [field === 'plan' ? 'plan' : 'addons']: value,
      };
      onChoiceChange?.({
        ...(choice.plan ? { plan: choice.plan } : {}),
        ...(choice.addons ? { addons: choice.addons } : {}),
      });
    }
  }

  return (
    <FormPage
      page={page}
      copy={copy}
      id="contact"
      reference={form.accepted ? form.reference : null}
      success={() => ({
        body: copy.successBody(form.sent?.email ?? ''),
        actions: (
          <Button
            tone="secondary"
            onClick={() => {
              form.reset();
              onChoiceChange?.({});
            }}
          >
            {copy.sendAnother}
          </Button>
        ),
      })}
      form={(labelledBy) => (
        <ContactForm
          {...form.formProps}
          labelledBy={labelledBy}
          onChange={onChange}
          plans={hostingPlans}
          addOns={hostingAddOns}
          plansLink={
            <TextLink asChild>
              <Link to="/hosting">{copy.choosePlanLink}</Link>
            </TextLink>
          }
          footnote={<FormFootnote />}
        />
      )}
      aside={
        <aside className={styles.aside} aria-labelledby="contact-details-heading">
          <div className={styles.asideBlock}>
            <Heading level={2} size="large" id="contact-details-heading">
              {copy.detailsHeading}
            </Heading>
            <ContactDetails items={details} />
          </div>
          <div className={styles.asideBlock}>
            <Heading level={2} size="large">
              {copy.otherHeading}
            </Heading>
            <ul className={styles.linkList}>
              <li className={styles.linkItem}>
                <TextLink asChild>
                  <Link to="/booking">{copy.bookingLink}</Link>
                </TextLink>
                <span className={styles.linkDetail}>{copy.bookingLinkDetail}</span>
              </li>
              <li className={styles.linkItem}>
                <TextLink asChild>
                  <Link to="/website-audit">{copy.auditLink}</Link>
                </TextLink>
                <span className={styles.linkDetail}>{copy.auditLinkDetail}</span>
              </li>
            </ul>
          </div>
        </aside>
      }
    >
      <PageSection tone="tinted" title={copy.nextHeading}>
        <MigrationSteps steps={copy.nextSteps} />
      </PageSection>
    </FormPage>
  );
}
