/** User-facing texts the spec fixes (section 8), written once. */
export const messages = {
  sessionExpired: 'Your session has expired due to inactivity. Please log in again for security.',
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
  secureConnection: 'Secure connection active',
  secureConnectionDetail: 'your data is encrypted in transit',
  secureSite: 'Secure Site',
  /** ours: the old site only logged failures (spec section 8); visitors now get a polite word. */
  checkoutFailed: 'We could not start checkout just now. Please try again in a moment.',
  checkoutCanceled: 'Checkout was canceled, nothing was charged.',
  /** ours: the visitor returned from Stripe with success=true. */
  checkoutSucceededTitle: 'Thank you for subscribing!',
  checkoutSucceeded: 'Your payment went through and your subscription is being activated.',
  checkoutDetails: 'See your subscription details',
  checkoutCanceledTitle: 'No problem',
  /** ours: a paid plan's button when create-payment answers 503 (Stripe not configured). */
  checkoutNotConfigured: 'Online payments are not switched on here yet, so checkout could not start. Nothing was charged; please contact us to subscribe.',
  checkoutStarting: 'Opening secure checkout…',
  dismiss: 'Dismiss',
  paymentsNotConfigured: 'Payments are not configured on this server yet.',
  assistantNotConfigured: 'The AI assistant is not configured on this server.',
  databaseUnavailable: 'The database is not reachable right now. Please try again shortly.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  unauthorized: 'Please sign in as an admin to do that.',
  bodyTooLarge: 'The request is too large.',
  invalidJson: 'The request body must be valid JSON.',
  notFound: 'Not found.',
} as const;
