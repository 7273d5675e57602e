/**
 * Every user-facing message of the product, word for word as the product specification gives it,
 * so that the browser and the server can never drift apart. Toasts are { title, description }.
 * Messages that embed a detail are functions of that detail. The planner's, its dates' and the cart's
 * live in planner-messages.ts, which the home page loads without the rest.
 */
import { CART_MESSAGES, DATE_MESSAGES, PLANNER_MESSAGES } from './planner-messages';

export const MESSAGES = {
  search: {
    noDestination: 'Please select at least one destination.',
    tripTooLong:
      'Your trip is longer than our standard bundle validity periods. Consider purchasing multiple bundles.',
    noCoverage: "We couldn't find bundles covering all your selected destinations.",
    notSingleBundle:
      'Current selection of countries is unavailable in a single bundle. Please consider purchasing separate bundles for our zones.',
    noSuitableTitle: 'No Suitable Bundles Found',
    noSuitableFallback:
      "We couldn't find suitable bundles for your selection. Please try different destinations or dates.",
  },
  planner: PLANNER_MESSAGES,
  dates: DATE_MESSAGES,
  cart: CART_MESSAGES,
  checkout: {
    paymentFailed: {
      title: 'Payment Failed',
      description: 'Your payment could not be processed. Please try again.',
    },
    /** Cancel on the payment page: not the spec's 'Payment Failed', nothing went wrong or was charged. */
    paymentCancelled: {
      title: 'Payment cancelled',
      description: 'Your payment was cancelled. Your cart is still here.',
    },
    termsRequired: 'Please accept the terms and conditions to proceed',
    emailRequired: 'Please provide your email address',
    emailMissing: 'Please provide an email address',
    accountError: 'Account Error',
    accountCreated: 'Account Created',
    paymentProviderFailed: 'Stripe failed to initialize',
    paymentProcessingFailed: 'Failed to process payment. Please try again.',
  },
  success: {
    noOrder: 'No Order Found',
    notExist:
      'The requested information for this eSIM or order does not exist. Please order a new eSIM or contact support.',
    loadFailed: 'Failed to load order data. Please contact support.',
    unexpected: 'An unexpected error occurred. Please contact support.',
    tokenFailed: 'Failed to retrieve eSIM token. Please refresh the page.',
    missingBundleId: 'Missing bundle ID. Please refresh the page.',
    allocationFailed: (response: string) =>
      `Failed to allocate eSIM: ${response}. Please refresh or contact support.`,
    iccidTimeout: 'Timeout waiting for ICCID. Please refresh or contact support.',
    iccidUnavailable: 'ICCID not available. Please refresh the page.',
    qrCodeFailed: (statusText: string) =>
      `Failed to generate QR code: ${statusText}. Please refresh or contact support.`,
    missingEmail: 'Missing email. Please refresh or contact support.',
    qrCodeUnavailable: 'QR code not available. Please refresh the page.',
    emailError: (detail: string) => `Email error: ${detail}`,
    emailFailed: 'Failed to send email. Contact support.',
    stepFailed: 'Something went wrong with this step. Please retry or contact support.',
    delivered: 'Your order was successfully delivered!',
    deliveredDetail: 'The eSIM information has been sent to your email.',
    thankYou: 'Thank You for Your Purchase!',
    backToCart: 'Back to cart',
    reviewTitle: 'Payment under review',
    review:
      'We could not match your payment to this order, so we are checking it before we send your eSIM. Our support team will contact you.',
    refreshQrHint: "If you're having issues installing the eSIM, try refreshing the QR code.",
    topUpFailed: (response: string) =>
      `Failed to top up eSIM: ${response}. Please refresh or contact support.`,
    toppedUp: 'Your eSIM has been topped up',
  },
  topUp: {
    action: 'Top up this eSIM',
    /** A bundle of another zone than the eSIM's: not a top-up this eSIM can take. */
    notForThisEsim: 'This top-up is not available for this eSIM.',
    noOffers: 'There are no top-ups for this eSIM yet. Please contact support.',
    /** Cancel on a top-up's payment page. */
    paymentCancelled: {
      title: 'Payment cancelled',
      description: 'Your payment was cancelled. Nothing was charged.',
    },
  },
  resend: {
    errorTitle: 'Resend Email Error',
    qrCodeNotFound: 'QR code not found.',
  },
  qrRefresh: {
    failed: 'Refresh Failed',
    refreshed: 'QR Code Refreshed',
  },
  invoice: {
    error: { title: 'Invoice Error', description: 'Unable to download invoice PDF. Please try again later.' },
    notAvailable: {
      title: 'Invoice Not Available',
      description: 'The invoice PDF is not available yet. Please try again later.',
    },
    downloadFailed: 'Download Failed',
  },
  token: {
    failed: 'Failed to get eSIM token',
    apiFailed: (detail: string) => `API request failed: ${detail}`,
    noToken: 'No token returned from API',
  },
  console: {
    tokenMissing: { title: 'API token not available', description: 'Please check API token configuration' },
    requestFailed: 'Request failed',
    networkFailed: 'Network request failed',
    callSucceeded: 'API call successful',
    callFailed: 'API call failed',
  },
  login: {
    invalidCredentials: 'Invalid email or password. Your account may need password setup.',
    failed: 'Login failed. Please try again.',
    unexpected: 'An unexpected error occurred. Please try again later.',
    success: 'Login successful',
    alreadyLoggedIn: 'Already logged in',
  },
  account: {
    noAccountYet: "This email doesn't have an account yet. Please create one or check the email address.",
    checkFailed: 'Failed to check if email exists. Please try again.',
    notRegistered: 'This email is not registered. Please create an account first.',
    noAccountFound: 'No account found with this email. Please register first.',
    databaseError: (detail: string) => `Database error: ${detail}`,
    iccidMismatch: 'ICCID does not match this account',
    userNotFound: 'User not found with this email',
    emailAndIccidRequired: 'Please enter both email and ICCID',
    notClaimable: 'This account cannot be set up here. Please contact support.',
    alreadyRegistered: 'An account with this email already exists. Please sign in.',
  },
  emailCode: {
    invalid: 'The code is invalid or has expired. Please request a new one.',
    proofRequired: 'Please verify your email address first.',
  },
  email: {
    invalid: 'Please enter a valid email address',
    required: 'Please enter your email address',
  },
  iccid: {
    invalid: 'ICCID should be 19-20 digits',
    invalidEntry: 'Please enter a valid ICCID (19-20 digits)',
  },
  password: {
    required: 'Please enter a password',
    tooShort: 'Password must be at least 8 characters long',
    mismatch: 'Passwords do not match',
    /** The pool's rules beyond the spec's length (shared/validation/password-policy.ts). */
    tooLong: 'Password must be at most 256 characters long',
    edgeSpace: 'Password cannot begin or end with a space',
    mustContain: (missing: readonly string[]) =>
      `Password must contain ${missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0]}`,
    updated: 'Password updated',
    set: 'Password set',
    updateFailed: 'Failed to update password',
  },
  status: {
    inputRequired: 'Please enter either an email address or ICCID',
    iccidNeeded: 'Please provide your ICCID along with your email to verify your account.',
    /** One answer for "no account", "no eSIM" and "wrong ICCID", so it tells a stranger nothing. */
    noMatch: "The provided ICCID does not match the email's records.",
    noEsim: 'No eSIM found for this email address',
    notActivated: 'eSIM is not activated',
    expired: 'Expired',
    bundleStatusFailed: 'Failed to fetch eSIM bundle status',
    activationCodeFailed: 'Failed to fetch activation code',
    qrCodeFailed: 'Failed to generate QR code',
    checkFailed: 'Failed to check eSIM status',
    activationInfoFailed: 'Failed to fetch activation info',
  },
  mail: {
    functionError: (detail: string) => `Function error: ${detail}`,
    sendFailed: 'Failed to send email',
    missingInformation: 'Missing Information',
  },
  support: {
    chatFailed: 'Failed to get a response from the AI assistant.',
    ticketFailed: 'There was a problem sending your message. Please try again.',
  },
  admin: {
    adminCreated: 'Admin user created successfully',
    adminCreateFailed: 'Failed to create admin user',
    userManagementPlaceholder: 'User management functionality will be added in a future update.',
  },
  enterprise: {
    requestSubmitted: {
      title: 'Request Submitted',
      description: 'Thank you for your interest! Our team will get back to you shortly.',
    },
  },
  app: {
    copyFailed: 'Copy Failed',
    routerError: 'Unexpected Application Error!',
    notFound: 'Oops! Page not found',
    returnHome: 'Return to Home',
    testRequestFailed: 'API request failed',
  },
} as const;
