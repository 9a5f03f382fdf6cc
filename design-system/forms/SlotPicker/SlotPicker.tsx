import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import * as styles from './SlotPicker.css';

export interface SlotOption {
  /** YYYY-MM-DD for a day, HH:MM for a time */
  readonly value: string;
  readonly label: string;
  /** a second line under the label (e.g. the weekday over the date) */
  readonly detail?: string;
  /** the full name a screen reader reads, when the label is short ("Monday, November 23, 2026") */
  readonly accessibleLabel?: string;
}

export interface SlotPickerProps {
  /** The id of the days group (and `${id}-time` for the times), e.g. for an error summary. */
  readonly id: string;
  readonly dayLegend: string;
  readonly timeLegend: string;
  /** null while the available days are not known yet (before the page has the visitor's clock) */
  readonly days: readonly SlotOption[] | null;
  readonly date: string;
  readonly onDateChange: (date: string) => void;
  /** the times of the chosen day */
  readonly times: readonly SlotOption[];
  readonly time: string;
  readonly onTimeChange: (time: string) => void;
  readonly dateError?: string | undefined;
  readonly timeError?: string | undefined;
  readonly loadingLabel: string;
  /** shown instead of times until a day is chosen */
  readonly chooseDayLabel: string;
  /** e.g. "All times are Central time (Austin, Texas)." */
  readonly note?: ReactNode;
  readonly required?: boolean;
  readonly className?: string | undefined;
}

interface GroupProps {
  readonly id: string;
  readonly name: string;
  readonly legend: string;
  readonly options: readonly SlotOption[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly note?: ReactNode;
  readonly required: boolean;
  readonly kind: 'day' | 'time';
}

/**
 * One choice of several as native radio buttons (arrow keys move between them), drawn as tiles.
 * The group carries the invalid state and the error, as a text field does.
 */
function RadioTiles({ id, name, legend, options, value, onChange, error, note, required, kind }: GroupProps) {
  const legendId = useId();
  const errorId = useId();
  const noteId = useId();
  const describedBy = clsx(error ? errorId : undefined, note ? noteId : undefined) || undefined;
  return (
    <div className={styles.group}>
      <p id={legendId} className={styles.legend}>
        {legend}
        {required ? (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        ) : null}
      </p>
      {note ? (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      ) : null}
      <div
        id={id}
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        className={styles.tiles({ kind })}
        data-invalid={error ? '' : undefined}
      >
        {options.map((option) => (
          <label key={option.value} className={styles.tile}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={styles.radio}
              aria-label={option.accessibleLabel}
            />
            <span className={styles.face} aria-hidden={option.accessibleLabel ? true : undefined}>
              {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
              <span className={styles.label}>{option.label}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A day, then a time on that day. The page passes only what can be booked (working days,
 * future slots), computed in the browser; on the server the days are not known yet and the
 * picker says so, so the HTML never depends on when it was rendered.
 */
export function SlotPicker({
  id,
  dayLegend,
  timeLegend,
  days,
  date,
  onDateChange,
  times,
  time,
  onTimeChange,
  dateError,
  timeError,
  loadingLabel,
  chooseDayLabel,
  note,
  required = true,
  className,
}: SlotPickerProps) {
  const root = clsx(styles.root, className);
  if (days === null) {
    return (
      <div className={root}>
        <p className={styles.legend}>{dayLegend}</p>
        <p className={styles.placeholder} role="status">
          {loadingLabel}
        </p>
        {/* Keeps the ids an error summary may point at. */}
        <span id={id} hidden />
      </div>
    );
  }
  return (
    <div className={root}>
      <RadioTiles
        id={id}
        name="date"
        legend={dayLegend}
        options={days}
        value={date}
        onChange={onDateChange}
        error={dateError}
        note={note}
        required={required}
        kind="day"
      />
      {date ? (
        <RadioTiles
          id={`${id}-time`}
          name="time"
          legend={timeLegend}
          options={times}
          value={time}
          onChange={onTimeChange}
          error={timeError}
          required={required}
          kind="time"
        />
      ) : (
        // Without a day there is no time to choose (nor to complain about).
        <div className={styles.group}>
          <p className={styles.legend}>{timeLegend}</p>
          <p className={styles.placeholder}>{chooseDayLabel}</p>
        </div>
      )}
    </div>
  );
}
