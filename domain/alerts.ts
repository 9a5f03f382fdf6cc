import type { AlertType } from './entities';

/**
 * The words for the alert types of spec section 3 (info, warning, success, error), one table for
 * every list of alerts: the hosting dashboard's and the admin's security alerts say the same
 * thing the same way. The type is always said in a word as well as a colour (WCAG 1.4.1).
 */
export const alertTypeWords: Readonly<Record<AlertType, string>> = {
  error: 'Error',
  warning: 'Warning',
  success: 'Success',
  info: 'Info',
};

/** Before each alert's next step: "Suggested action: Restart server". */
export const alertActionLabel = 'Suggested action';

/** Said where a list of alerts is empty. */
export const noAlertsText = 'No alerts. Everything is running smoothly.';
