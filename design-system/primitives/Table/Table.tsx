import { clsx } from 'clsx';
import { useId, type ReactNode, type TdHTMLAttributes, type ThHTMLAttributes, type HTMLAttributes } from 'react';
import * as styles from './Table.css';
import type { CellVariants, HeaderCellVariants, TableVariants } from './Table.css';


export type TableProps = Omit<HTMLAttributes<HTMLTableElement>, 'children'> &
  TableVariants & {
    /** Every table is named by its caption; it also names the scroll region. */
    caption: ReactNode;
    /** Keep the caption for screen readers only, when a visible heading already says it. */
    hideCaption?: boolean;
    children: ReactNode;
  };

/**
 * A data table inside a horizontally scrolling region. The region is focusable and labelled by
 * the caption, so keyboard users can scroll a wide table on a small screen (WCAG 2.1.1).
 */
export function Table({ caption, hideCaption = false, striped, className, children, ...props }: TableProps) {
  const captionId = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table {...props} className={clsx(styles.table({ striped }), className)}>
        <caption id={captionId} className={styles.caption({ hidden: hideCaption })}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export function TableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} className={clsx(styles.head, className)} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} className={clsx(styles.row, className)} />;
}

export type TableHeaderCellProps = Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align'> & HeaderCellVariants;

/** A header cell; `scope` defaults to `col` (use `row` for the first cell of a body row). */
export function TableHeaderCell({ align, scope = 'col', className, ...props }: TableHeaderCellProps) {
  return <th scope={scope} {...props} className={clsx(styles.headerCell({ align }), className)} />;
}

export type TableCellProps = Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> & CellVariants;

export function TableCell({ align, numeric, wrap, className, ...props }: TableCellProps) {
  return <td {...props} className={clsx(styles.cell({ align, numeric, wrap }), className)} />;
}
