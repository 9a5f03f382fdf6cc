import { Fragment, type ReactNode } from 'react';
import { errorSummaryTitle, formCommon, tableFields, type FormFieldGroup, type FormFieldSpec, type FormTable, type FormValues } from '../../../domain/forms';
import { TextArea, TextField } from '../../primitives/Field';
import { Heading } from '../../primitives/Heading';
import { Select } from '../../primitives/Select';
import { SubmissionForm, type FormFieldErrors, type SubmissionFailure } from './SubmissionForm';
import * as styles from './SubmissionForm.css';

/** The id of a field's control: the form's prefix and the field's name (or its own suffix). */
function formFieldId<F extends string>(table: FormTable<F>, field: FormFieldSpec<F>, idPrefix = table.idPrefix): string {
  return `${idPrefix}-${field.idSuffix ?? field.name}`;
}

/** What a `slot` field is given to draw itself. */
export interface FormSlotProps {
  readonly id: string;
  readonly error: string | undefined;
  /** set when the field takes the whole row */
  readonly className: string | undefined;
}

/** The props every form built on the scaffold takes: its state, its answer, and where it sits. */
export interface FormScaffoldStateProps<F extends string> {
  readonly values: FormValues<F>;
  readonly onChange: (field: F | 'website', value: string) => void;
  readonly errors?: FormFieldErrors<F>;
  readonly attempt?: number;
  readonly submitting?: boolean;
  readonly failure?: SubmissionFailure | null;
  readonly onSubmit: () => void;
  readonly onFirstFocus?: () => void;
  /** small print under the button (privacy) */
  readonly footnote?: ReactNode;
  /** the id of the form's visible heading */
  readonly labelledBy?: string;
  /** prefix of the fields' ids (unique per page); the table's by default */
  readonly idPrefix?: string;
  /** where the form posts before its scripts arrive (default its own page) */
  readonly action?: string;
}

export interface FormScaffoldProps<F extends string> extends FormScaffoldStateProps<F> {
  /** the fields, in order, and the button's words (domain/forms.ts) */
  readonly table: FormTable<F>;
  /** how each `slot` field draws itself; a slot without one is drawn by another (a day's times by its day) */
  readonly slots?: Partial<Record<F, (props: FormSlotProps) => ReactNode>>;
}

/**
 * A site form drawn from its field table: each field's control with its label, hint and message,
 * the error summary listing the refused fields in the table's order, and the frame SubmissionForm
 * gives every form (honeypot, failure banner, button, footnote). Fields the table marks `slot`
 * are drawn by the form that uses the scaffold.
 */
export function FormScaffold<F extends string>({
  table,
  slots = {},
  values,
  onChange,
  errors = {} as FormFieldErrors<F>,
  attempt = 0,
  submitting = false,
  failure,
  onSubmit,
  onFirstFocus,
  footnote,
  labelledBy,
  idPrefix = table.idPrefix,
  action,
}: FormScaffoldProps<F>) {
  const id = (field: FormFieldSpec<F>) => formFieldId(table, field, idPrefix);
  const problems = tableFields(table).flatMap((field) => {
    const message = errors[field.name];
    return message ? [{ fieldId: id(field), label: field.label, message }] : [];
  });

  function control(field: FormFieldSpec<F>): ReactNode {
    const common = {
      id: id(field),
      label: field.label,
      name: field.name,
      required: field.required,
      error: errors[field.name],
      className: field.wide ? styles.wide : undefined,
    };
    switch (field.kind) {
      case 'slot':
        return (
          <Fragment key={field.name}>
            {slots[field.name]?.({
              id: common.id,
              error: common.error,
              className: common.className,
            })}
          </Fragment>
        );
      case 'select':
        return (
          <Select
            {...common}
            key={field.name}
            helperText={field.hint}
            placeholder={field.placeholder}
            options={(field.options ?? []).map((option) => ({
              value: option,
              label: option,
            }))}
            value={values[field.name]}
            onValueChange={(value) => onChange(field.name, value)}
          />
        );
      case 'textarea':
        return (
          <TextArea
            {...common}
            key={field.name}
            helperText={field.hint}
            rows={field.rows}
            value={values[field.name]}
            onChange={(event) => onChange(field.name, event.currentTarget.value)}
          />
        );
      default:
        return (
          <TextField
            {...common}
            key={field.name}
            helperText={field.hint}
            {...inputKinds[field.kind]}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            value={values[field.name]}
            onChange={(event) => onChange(field.name, event.currentTarget.value)}
          />
        );
    }
  }

  function group(row: FormFieldGroup<F>): ReactNode {
    const headingId = `${idPrefix}-${row.group}-heading`;
    return (
      <section key={row.group} className={[styles.wide, styles.group].join(' ')} aria-labelledby={headingId}>
        <Heading level={3} size="large" id={headingId}>
          {row.heading}
        </Heading>
        <div className={styles.fields}>{row.fields.map(control)}</div>
      </section>
    );
  }

  return (
    <SubmissionForm
      labelledBy={labelledBy}
      action={action}
      onSubmit={onSubmit}
      onFirstFocus={onFirstFocus}
      problems={problems}
      summaryTitle={errorSummaryTitle(problems.length)}
      attempt={attempt}
      submitting={submitting}
      failure={failure}
      submitLabel={table.submit}
      submittingLabel={table.submitting}
      honeypot={{
        label: formCommon.honeypotLabel,
        value: values.website,
        onChange: (value) => onChange('website', value),
      }}
      requiredNote={table.requiredNote}
      footnote={footnote}
    >
      {table.rows.map((row) => ('group' in row ? group(row) : control(row)))}
    </SubmissionForm>
  );
}

/** The input attributes of each text kind: the right keyboard, no spelling marks in addresses. */
const inputKinds = {
  text: {},
  email: { type: 'email', inputMode: 'email', spellCheck: false },
  url: { type: 'url', inputMode: 'url', spellCheck: false },
  tel: { type: 'tel', inputMode: 'tel' },
} as const;
