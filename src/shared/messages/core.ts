import type { MessageTable } from './table';

/**
 * The server's messages every screen may show (decision 007): field validation, requests, sessions, notices,
 * bookings, saved views and uploads. Their words (`server.po`) load with the first form or error; a module's own
 * codes live in its file beside this one and their words come with its screens (`screens.po`).
 */
const n = { min: 'number' } as const;
const x = { max: 'number' } as const;

export const CORE_MESSAGES = {
  // Field validation: the spec's keys (part 1 §5, part 2 §5), bounds as numbers.
  'validations.required': { text: 'This field is required' },
  'validations.minlength': { text: 'Must be at least {min} characters', params: n },
  'validations.maxlength': { text: 'Must be at most {max} characters', params: x },
  'validations.min': { text: 'Must be at least {min}', params: n },
  'validations.max': { text: 'Must be at most {max}', params: x },
  'validations.inconsistent': { text: 'The two values do not match' },
  invalid_email: { text: 'Enter a valid email address' },
  invalid_phone: { text: 'Enter a valid phone number' },
  min_length_password: { text: 'The password is too short' },
  password_mismatch: { text: 'The passwords do not match' },

  // Field validation: ours.
  'validations.invalid': { text: 'This value is not valid' },
  'validations.text': { text: 'Must be text' },
  'validations.number': { text: 'Must be a number' },
  'validations.integer': { text: 'Must be a whole number' },
  'validations.boolean': { text: 'Must be true or false' },
  'validations.one_of': { text: 'Must be one of: {options}', params: { options: 'text' } },
  'validations.id': { text: 'Must be a valid id' },
  'validations.date': { text: 'Must be a date such as 2026-03-01' },
  'validations.datetime': { text: 'Must be a date and time such as 2026-03-01 10:30' },
  'validations.future': { text: 'Must be in the future' },
  'validations.range_order': { text: 'The end date must not be before the start date' },
  'validations.decimals': { text: 'Can have at most {max} decimals', params: x },
  'validations.min_items': { text: 'Choose at least {min}', params: n },
  'validations.max_items': { text: 'At most {max} at once', params: x },
  'validations.country_code': { text: 'Must be a dial code such as +91' },
  'validations.format': { text: 'This value is not in the expected format' },
  'validations.malformed_text': { text: 'Must not contain NUL characters or broken Unicode' },
  'validations.nothing_to_change': { text: 'Change at least one field' },
  'validations.unknown_option': { text: 'Choose one of the offered options' },
  'validations.one_target': { text: 'Send either the selected rows or a filter' },
  'validations.filter_too_wide': {
    text: 'The filter matches more than {max} rows; narrow it or select rows',
    params: x,
  },
  'validations.check_fields': { text: 'Please check the highlighted fields' },
  'validations.password_letter': { text: 'Must contain a letter' },
  'validations.password_digit': { text: 'Must contain a digit' },

  // Requests.
  'request.bad_json': { text: 'The request body is not valid JSON' },
  'request.json_required': { text: 'Send the body as application/json' },
  'request.multipart_required': { text: 'Send the file as multipart/form-data' },
  'request.unreadable_upload': { text: 'The upload could not be read' },
  'request.operator_header_required': { text: 'X-Operator-Id is required' },
  'request.operator_header_invalid': { text: 'X-Operator-Id must be an operator id' },
  'request.idempotency_key_invalid': { text: 'Idempotency-Key must be 1 to 200 visible ASCII characters' },
  'request.idempotency_in_progress': {
    text: 'A request with this Idempotency-Key is still being processed; retry in a moment',
  },
  'request.idempotency_key_reused': { text: 'This Idempotency-Key was already used for a different request' },
  'request.too_large': { text: 'The request is larger than {max} MB', params: { max: 'megabytes' } },
  'request.rate_limited': {
    text: 'Too many requests; please wait {seconds} seconds and try again',
    params: { seconds: 'seconds' },
  },
  'request.route_not_found': { text: 'No such API route' },
  'request.not_found': { text: 'Not found' },
  'request.server_error': { text: 'Something went wrong on the server; please try again' },
  'request.unavailable': { text: 'The service is starting or busy; please try again shortly' },

  // Sessions and access.
  'auth.sign_in_required': { text: 'Sign in to continue' },
  'auth.session_expired': { text: 'Your session has expired; please sign in again' },
  'auth.session_ended': { text: 'Your session has ended; please sign in again' },
  'auth.invalid_credentials': { text: 'Invalid username or password' },
  'auth.too_many_attempts': {
    text: 'Too many sign-in attempts; please wait {seconds} seconds and try again',
    params: { seconds: 'seconds' },
  },
  'auth.client_unknown': { text: 'Unknown client credentials' },
  'auth.client_token_required': { text: 'X-Client-Token is required; call client login first' },
  'auth.client_token_invalid': { text: 'The client token is invalid or expired' },
  'auth.other_operator': { text: 'This session belongs to another operator' },
  'auth.module_forbidden': { text: 'Your account has no access to this part ({module})', params: { module: 'text' } },
  'auth.signed_in': { text: 'Signed in' },
  'auth.signed_out': { text: 'Signed out' },

  // Password recovery (issue 19).
  'auth.otp_sent': { text: 'If an account matches, a code is on its way' },
  'auth.otp_format': { text: 'Enter the 4-digit code' },
  'auth.otp_invalid': {
    text: 'This code is not correct; {left, plural, one {# attempt} other {# attempts}} left',
    params: { left: 'number' },
  },
  'auth.otp_expired': { text: 'This code has expired or was already used; request a new one' },
  'auth.otp_attempts': { text: 'Too many wrong codes; request a new one' },
  'auth.otp_verified': { text: 'Code accepted' },
  'auth.reset_token_invalid': { text: 'This password reset has expired or was already used; start again' },
  'auth.password_reset': { text: 'Your password was changed; sign in with the new one' },
  'operator.unknown': { text: 'Unknown operator' },
  'operator.no_domain': { text: 'No operator serves this domain' },

  // Notices.
  ok: { text: 'OK' },
  'profile.saved': { text: 'Profile saved' },
  'profile.password_changed': { text: 'Password changed' },
  'profile.wrong_password': { text: 'The current password is not correct' },
  'profile.not_found': { text: 'Your account was not found' },

  // Bookings.
  'booking.not_found': { text: 'Booking not found' },
  'booking.created': { text: 'Booking created' },
  'booking.updated': { text: 'Booking updated' },
  'booking.status_updated': { text: 'Booking status updated' },
  'booking.changed_meanwhile': {
    text: 'The booking was changed by someone else meanwhile; reload it and try again',
  },
  'booking.transition_refused': {
    text: 'A booking that is {from} cannot become {to}',
    params: { from: 'bookingStatus', to: 'bookingStatus' },
  },
  'booking.already_in_status': { text: 'The booking is already {status}', params: { status: 'bookingStatus' } },
  'booking.not_editable': {
    text: 'A booking that is {status} can no longer be edited',
    params: { status: 'bookingStatus' },
  },
  'booking.unknown_customer': { text: 'Unknown customer' },
  'booking.unknown_provider': { text: 'Unknown provider' },
  'booking.unknown_product': { text: 'Unknown product' },
  'booking.inactive_customer': { text: 'This customer is not active' },
  'booking.inactive_provider': { text: 'This provider is deactivated' },
  'booking.unverified_provider': { text: 'This provider is not verified yet' },
  'booking.inactive_product': { text: 'This product is not active' },
  'booking.product_not_offered': { text: 'This provider does not offer this product' },
  'booking.percentage_over_100': { text: 'A percentage discount must be at most 100' },
  'booking.discount_over_price': {
    text: 'The discount must not exceed the subtotal ({subtotal})',
    params: { subtotal: 'number' },
  },
  'bulk.result': {
    text: '{applied} changed, {refused} refused',
    params: { applied: 'number', refused: 'number' },
  },

  // Registration (the sign-in page).
  'register.agree_required': { text: 'Please accept the terms to continue' },
  'register.requested': {
    text: 'Your request was sent. You can sign in once an administrator of the marketplace approves it',
  },

  // Saved views.
  'saved_view.not_found': { text: 'Saved view not found' },
  'saved_view.name_taken': { text: 'You already have a view of this list with that name' },
  'saved_view.too_many': { text: 'A list can have at most {max} saved views', params: x },
  'saved_view.saved': { text: 'View saved' },
  'saved_view.updated': { text: 'View updated' },
  'saved_view.deleted': { text: 'View deleted' },

  // Uploads.
  'upload.file_required': { text: 'Please choose an image' },
  'upload.too_large': { text: 'The image is larger than {max} MB', params: { max: 'megabytes' } },
  'upload.not_image': { text: 'Must be a PNG, JPEG, WebP or GIF image' },
  'upload.not_allowed': { text: 'The image contains content that is not allowed' },
  'upload.damaged': { text: 'The image is damaged or incomplete' },
  'upload.extra_data': { text: 'The image carries extra data after its end' },
  'upload.sides': { text: 'The image must be 1 to {max} pixels on each side', params: x },
  'upload.uploaded': { text: 'Uploaded' },

  // The marketplace apps.
  'app.support_received': { text: 'Support request received' },
  'app.provider_registered': { text: 'Provider registered' },
  'notification.not_found': { text: 'Notification not found' },
} as const satisfies MessageTable;
