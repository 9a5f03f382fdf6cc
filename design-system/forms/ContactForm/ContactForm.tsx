import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { contactCopy as copy, contactForm, emptyFormValues, type ContactField, type FormValues } from '../../../domain/forms';
import { chosenAddOnIds, formatUsd, type HostingAddOn, type HostingPlan } from '../../../domain/plans';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { FormScaffold, type FormScaffoldStateProps, type FormSlotProps } from '../SubmissionForm';
import * as styles from './ContactForm.css';

/** `plan`: a hosting plan id, '' for none; `addOns`: hosting add-on ids, comma-separated, '' for none */
export type ContactFormValues = FormValues<ContactField>;

export const emptyContactForm: ContactFormValues = emptyFormValues(contactForm);

export interface ContactFormProps extends FormScaffoldStateProps<ContactField> {
  readonly plans: readonly HostingPlan[];
  /** the hosting add-ons, offered with a plan */
  readonly addOns?: readonly HostingAddOn[];
  /** a link to compare the plans (a router link on the site) */
  readonly plansLink?: ReactNode;
}

/**
 * /contact: its field table (domain/forms.ts) drawn by the form scaffold; the hosting plan is
 * drawn here: the select, what the plan costs (or a link to compare them), and its add-ons.
 */
export function ContactForm({ plans, addOns = [], plansLink, ...props }: ContactFormProps) {
  const { values, onChange, errors = {}, idPrefix = contactForm.idPrefix } = props;
  const plan = plans.find((p) => p.id === values.plan);
  const ticked = new Set<string>(chosenAddOnIds(values.addOns));
  const toggleAddOn = (addOnId: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(addOnId);
    else next.delete(addOnId);
    onChange(
      'addOns',
      addOns
        .filter((a) => next.has(a.id))
        .map((a) => a.id)
        .join(','),
    );
  };
  const addOnsId = `${idPrefix}-addOns`;

  const planSlot = ({ id, error, className }: FormSlotProps) => (
    <div className={[className, styles.plan].join(' ')}>
      <Select
        id={id}
        label={copy.labels.plan}
        name="plan"
        helperText={copy.hints.plan}
        placeholder={copy.noPlan}
        options={plans.map((p) => ({
          value: p.id,
          label: `${p.name} (${formatUsd(p.price)}/month)`,
        }))}
        value={values.plan}
        onValueChange={(value) => onChange('plan', value)}
        error={error}
      />
      {plan ? (
        <div className={styles.planSummary}>
          <p className={styles.planText}>{copy.planSummary(plan.name, formatUsd(plan.price), formatUsd(plan.originalPrice))}</p>
          <Button tone="secondary" size="small" onClick={() => onChange('plan', '')}>
            <X aria-hidden="true" focusable="false" size="1em" />
            {copy.clearPlan}
          </Button>
        </div>
      ) : plansLink ? (
        <p className={styles.planText}>{plansLink}</p>
      ) : null}
      {addOns.length > 0 && (plan || ticked.size > 0) ? (
        <fieldset className={styles.addOns} aria-describedby={`${addOnsId}-hint`} id={addOnsId} tabIndex={-1}>
          <legend className={styles.addOnsLegend}>{copy.labels.addOns}</legend>
          <p className={styles.planText} id={`${addOnsId}-hint`}>
            {copy.addOnsHint}
          </p>
          <ul className={styles.addOnList}>
            {addOns.map((addOn) => (
              <li key={addOn.id}>
                <label className={styles.addOnChoice}>
                  <input
                    type="checkbox"
                    name="addOns"
                    value={addOn.id}
                    checked={ticked.has(addOn.id)}
                    onChange={(event) => toggleAddOn(addOn.id, event.currentTarget.checked)}
                    className={styles.checkbox}
                  />
                  <span>
                    {addOn.name} <span className={styles.addOnPrice}>{copy.addOnPrice(formatUsd(addOn.price))}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {errors.addOns ? (
            <p className={styles.addOnsError} role="alert">
              {errors.addOns}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );

  return <FormScaffold {...props} table={contactForm} slots={{ plan: planSlot }} />;
}
