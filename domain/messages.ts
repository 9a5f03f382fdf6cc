/** User-facing texts the spec fixes (section 8), written once. */
export const messages = {
  sessionExpired: 'Your session has expired due to inactivity. Please log in again for security.',
  sessionExpiredTitle: 'Session Expired',
  returnToLogin: 'Return to Login',
  verifyingAccessTitle: 'Verifying Access',
  verifyingAccessDetail: 'Authenticating with enhanced security protocols...',
  assistantBothUnavailable:
    "I'm experiencing connectivity issues right now. Please check your internet connection and try again. If the problem persists, our AI services may be temporarily unavailable.",
  assistantException:
    "I apologize, but I'm having trouble connecting right now. Please try again in a moment or check your internet connection.",
  assistantBannerError: 'Connection issues detected. The assistant will try to reconnect automatically.',
  assistantBannerOffline: 'AI services are currently unavailable. Please try again later.',
  retryConnection: 'Retry Connection',
  noPaymentUrl: 'No URL returned from payment API',
  currentPlan: 'Current Plan',
  mostPopular: 'Most Popular',
  upgradeRequired: 'Upgrade Required',
  maybeLater: 'Maybe Later',
  allSystemsOperational: 'All Systems Operational',
  /** the status line's detail while no client site is monitored (the servers shown are samples) */
  noSitesMonitored: 'No client sites monitored yet',
  secureConnection: 'Secure connection active',
  secureConnectionDetail: 'your data is encrypted in transit',
  secureSite: 'Secure Site',
  /** ours: the old site only logged failures (spec section 8); visitors now get a polite word. */
  checkoutFailed: 'We could not start checkout just now. Please try again in a moment.',
  checkoutCanceled: 'Checkout was canceled, nothing was charged.',
  /** ours: the visitor returned from Stripe with success=true, and Stripe confirmed the payment. */
  checkoutSucceededTitle: 'Thank you for subscribing!',
  checkoutSucceeded: 'Your payment went through and your subscription is being activated.',
  checkoutDetails: 'See your subscription details',
  /** ours: back with success=true while the page asks Stripe (the address alone proves nothing). */
  checkoutCheckingTitle: 'Checking your payment…',
  checkoutChecking: 'One moment while we confirm it with Stripe.',
  /** ours: Stripe has not confirmed it (yet), or could not be asked. */
  checkoutUnconfirmedTitle: 'Your payment is not confirmed yet',
  checkoutUnconfirmed: 'Stripe has not confirmed it yet, and there is no need to pay again. The details page keeps checking.',
  checkoutUnconfirmedDetails: 'See where your payment stands',
  /** ours: back with success=true but no checkout named in the address. */
  checkoutUnknownTitle: 'Back from checkout',
  checkoutUnknown: 'We could not tell which checkout this was. If you paid, Stripe emails you a receipt; contact us if anything looks wrong.',
  checkoutCanceledTitle: 'No problem',
  checkoutStarting: 'Opening secure checkout…',
  dismiss: 'Dismiss',
  paymentsNotConfigured: 'Payments are not configured on this server yet.',
  assistantNotConfigured: 'The AI assistant is not configured on this server.',
  /** ours: the model behind the assistant failed or timed out (503 / advanced `error`). */
  assistantModelUnavailable: 'The AI assistant could not answer just now. Please try again in a moment.',
  /** ours: the assistant's first message, before the visitor asks anything. */
  assistantGreeting:
    "Howdy! I'm the studio's AI assistant. Ask me about our services, plans and prices, hosting, website audits or booking a free consultation.",
  databaseUnavailable: 'The database is not reachable right now. Please try again shortly.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  unauthorized: 'Please sign in as an admin to do that.',
  bodyTooLarge: 'The request is too large.',
  bodyTooSlow: 'The request took too long to arrive.',
  invalidJson: 'The request body must be valid JSON.',
  notFound: 'Not found.',
  /** a site form posted from another site's page (cross-site request forgery) */
  formPostForeign: 'This form can only be sent from our own pages.',
  /** a plan button's form post that names no plan of ours (functions/checkout-form.ts) */
  checkoutFormInvalid: 'We could not start that checkout.',
  checkoutFormInvalidDetail: 'That plan is not one we offer. Nothing was charged. Please choose a plan from the list.',
  checkoutFormContact: 'Contact us to subscribe',
  // Admin sign-in and pages (ours: the spec does not show the login page).
  adminLoginFailed: 'That email and password do not match an admin account.',
  siteOriginUnset: 'This server does not know its own address (SITE_ORIGIN is not set), so it cannot send you back here after checkout.',
  signInBusy: 'Sign-in is busy right now. Please try again in a few seconds.',
  adminLoginTooManyAttempts: 'Too many sign-in attempts.',
  adminLoginUnreachable: 'We could not reach the server. Check your connection and try again.',
  adminLoginError: 'Signing in failed on our side. Please try again in a moment.',
  signIn: 'Sign in',
  // The second factor (issue 14)
  secondFactorWrong: 'That code is not right, or it was used already. Try the next code your app shows.',
  secondFactorPasskeyFailed: 'That passkey was not accepted. Try again, or use a code.',
  secondFactorEnded: 'This sign-in has ended (5 minutes, or 5 tries). Sign in with your password again.',
  secondFactorLimited: 'Too many wrong codes for this account. Please wait before trying again.',
  // Step-up for account changes (issue 32)
  stepUpRequired: 'Confirm it is you first: enter your password (or a code from your authenticator app) again.',
  stepUpWrongPassword: 'That password is not right.',
  secondFactorEnrolmentRequired: 'Set up a second factor (an authenticator app or a passkey) before using the admin area.',
  signOut: 'Sign out',
  systemsDegraded: 'Some systems need attention',
  systemsDown: 'System problem detected',
  dashboardFallbackNote: 'Some figures could not be loaded; they will be tried again shortly.',
} as const;

/** What an admin page says under a list it could not read (the title names the list). */
export const loadMessages = {
  /** the request failed: the admin may reload */
  serverDidNotAnswer: 'The server did not answer. Try again in a moment.',
  /** a list the page polls, so it comes back by itself */
  theyRetry: 'They will be tried again shortly.',
  itRetries: 'It will be tried again shortly.',
} as const;

/** /payment-success and the checkout-session and billing-portal calls (ours: the spec shows none). */
export const paymentMessages = {
  checking: 'Checking your payment…',
  confirmedTitle: 'Payment confirmed',
  confirmedDetail: 'Thank you! Your subscription is active and a receipt is on its way to your email.',
  pendingTitle: 'Your payment is being confirmed',
  pendingDetail: 'This usually takes a few seconds. There is no need to pay again.',
  slowTitle: 'Your payment is taking longer than usual to confirm',
  slowDetail:
    'Your card will not be charged twice. Check again in a minute; if it still is not confirmed, contact us and we will sort it out.',
  checkAgain: 'Check again',
  expiredTitle: 'This checkout expired',
  expiredDetail: 'The checkout was not completed in time, so nothing was charged. You can start again from our pricing page.',
  notFoundTitle: 'We could not find that checkout',
  notFoundDetail: 'The link may be incomplete. If you were charged, contact us and we will find your order.',
  notConfiguredTitle: 'We could not confirm this payment',
  notConfiguredDetail:
    'Online payments are not set up on this server yet, so we cannot look up this checkout. If you were charged, contact us and we will confirm your order.',
  errorTitle: 'We could not confirm your payment just now',
  errorDetail: 'If you completed checkout, your order is safe. Please try again in a moment, or contact us.',
  tryAgain: 'Try again',
  manageSubscription: 'Manage subscription',
  portalFailed: 'We could not open your subscription settings just now. Please try again in a moment.',
  backToPricing: 'See all plans',
  contactUs: 'Contact us',
  /** server answers */
  providerUnavailable: 'We could not reach our payment provider just now. Please try again in a moment.',
  sessionNotFound: 'No checkout session with that id was found.',
  nothingToManage: 'This checkout is not complete, so there is no subscription to manage yet.',
  /** said on /payment-success once its session id no longer opens the portal (an hour after checkout) */
  manageByEmail: 'To change or cancel your plan later, ask for a link below with the email you used at checkout.',
  portalLinkExpired:
    'For your security, this page can open your subscription settings only within an hour of checkout. Ask for a link with the email you used at checkout, and we will send one.',
} as const;

/**
 * Managing a subscription by email (/manage-subscription, the form on /payment-success, the
 * request-portal-link call and the link it emails). `requested` is the one answer to every valid
 * request, customer or not (the issue fixes its words).
 */
export const portalLinkMessages = {
  requested: "If a subscription uses that address, we've emailed a link to manage it. It works once, within an hour.",
  formHeading: 'Email me a link to my billing settings',
  newLinkHeading: 'Need a new link?',
  formIntro: 'Enter the email you used at checkout. We will email you a link to your billing settings, where you can change your card or plan, or cancel.',
  emailLabel: 'Email used at checkout',
  submit: 'Email me a link',
  sending: 'Sending…',
  /** the page the emailed link opens: a button, so a mail scanner that fetches the link does not use it up */
  openTitle: 'Open your billing settings',
  openIntro: 'This link works once. Press the button to go to your billing settings at Stripe, our payment provider.',
  openButton: 'Open billing portal',
  usedTitle: 'This link has already been used',
  expiredTitle: 'This link has expired',
  unknownTitle: 'This link does not work',
  invalidDetail: 'Each link works once, within an hour of being sent. Ask for a new one below with the email you used at checkout.',
  notConfiguredTitle: 'Billing settings are not available here yet',
  notConfiguredDetail: 'Online payments are not set up on this server yet. Contact us and we will help with your subscription.',
  unavailableTitle: 'We could not open your billing settings just now',
  unavailableDetail: 'Your link still works: please try again in a moment.',
} as const;
/**
 * ours: the assistant's friendly word after a 429, with the wait the server asked for
 * (Retry-After, in seconds) rounded up to something a person says.
 */
export function assistantRateLimitedMessage(retryAfterSeconds: number | undefined): string {
  const wait =
    retryAfterSeconds === undefined || retryAfterSeconds <= 0
      ? 'a few minutes'
      : retryAfterSeconds <= 60
        ? 'a minute'
        : `about ${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `You've sent quite a few messages in a short time, so I need a short break. Please wait ${wait} and ask again. If it can't wait, write to us at /contact.`;
}

/** Why a checkout could not start, on every plan page (A/B testing, heat maps, customer workflows). */
export type CheckoutFailureKind = 'notConfigured' | 'rateLimited' | 'unavailable';

/**
 * What the visitor is told when a checkout could not start, in one voice everywhere: what
 * happened, what it means, and a way out; the pages make `contact` a link to /contact.
 */
export interface CheckoutFailureNotice {
  readonly kind: CheckoutFailureKind;
  readonly title: string;
  readonly hint: string;
  readonly contact: string;
}

export const checkoutFailures: Readonly<Record<CheckoutFailureKind, CheckoutFailureNotice>> = {
  notConfigured: { kind: 'notConfigured', title: 'Online payments are not switched on here yet.', hint: 'Nothing was charged.', contact: 'Contact us to subscribe' },
  rateLimited: { kind: 'rateLimited', title: 'Too many checkout attempts from your connection.', hint: 'Please wait a minute, then try again.', contact: 'Contact us if it keeps happening' },
  unavailable: {
    kind: 'unavailable',
    title: 'We could not start checkout just now.',
    hint: 'Nothing was charged. Please try again in a moment.',
    contact: 'Contact us if it keeps happening',
  },
};

/**
 * Which failure a checkout call's answer is. `status` is 0 when the server was never reached.
 * A 503 that says payments are not configured gets honest wording rather than "try again",
 * since trying again will not help.
 */
export function checkoutFailureKind(status: number, serverMessage?: string): CheckoutFailureKind {
  if (status === 503 && serverMessage === messages.paymentsNotConfigured) return 'notConfigured';
  if (status === 429) return 'rateLimited';
  return 'unavailable';
}

/** The notice as one line of text, as a screen reader reads it out. */
export const checkoutFailureText = (notice: CheckoutFailureNotice): string => `${notice.title} ${notice.hint} ${notice.contact}.`;
