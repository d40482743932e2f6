import type * as v from 'valibot';
import { interpolate, type MessageParams } from './message-format';
import { bookingStatusLabel, payoutStatusLabel } from './status-labels';

/**
 * Messages as codes (decision 007): the server never writes a sentence a user reads in one language. Every
 * error, field error and notice it sends carries a `code` and `params` beside an English default; the console
 * words it through Lingui in the reader's language: the catalogue `server.po` is extracted from this table (each
 * code an explicit message id with this English text; `lingui.config.ts`), so the console keeps no copy of it.
 * The spec's keys are used where it names them (`validations.required`, `invalid_phone`, …).
 *
 * Each entry: the English template (`{name}` placeholders) and how each parameter is shown: `number` in the
 * reader's number format, `text` as is, `bookingStatus` / `payoutStatus` through the status label in the
 * reader's language, `megabytes` as a number of MB, `seconds` as a number.
 */
export type MessageParamKind = 'number' | 'text' | 'bookingStatus' | 'payoutStatus' | 'megabytes' | 'seconds';

type Entry = { text: string; params?: Readonly<Record<string, MessageParamKind>> };

const n = { min: 'number' } as const;
const x = { max: 'number' } as const;

export const MESSAGES = {
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

  // Customers.
  'customer.not_found': { text: 'Customer not found' },
  'customer.activated': { text: 'Customer unblocked' },
  'customer.deactivated': { text: 'Customer blocked' },
  // Merchants and their CSV import.
  'merchant.not_found': { text: 'Merchant not found' },
  'merchant.activated': { text: 'Merchant activated' },
  'merchant.deactivated': { text: 'Merchant deactivated' },
  'merchant.deleted': { text: 'Merchant deleted' },
  'merchant.created': { text: 'Merchant added' },
  'merchant.updated': { text: 'Merchant saved' },
  'merchant.changed_meanwhile': {
    text: 'Merchants changed while the file was imported; nothing was applied, please try again',
  },
  // Service providers.
  'provider.not_found': { text: 'Provider not found' },
  'provider.verified': { text: 'Provider verified' },
  'provider.unverified': { text: 'Provider unverified' },
  'provider.activated': { text: 'Provider activated' },
  'provider.deactivated': { text: 'Provider deactivated' },
  // Agents.
  'register.agree_required': { text: 'Please accept the terms to continue' },
  'register.requested': {
    text: 'Your request was sent. You can sign in once an administrator of the marketplace approves it',
  },
  'subadmin.not_found': { text: 'Sub-admin not found' },
  'subadmin.admin_account': { text: 'Only an administrator can change an administrator’s account' },
  'subadmin.cannot_grant': { text: 'You cannot grant the module {module}', params: { module: 'text' } },
  'subadmin.own_rights': { text: 'You cannot change your own permissions' },
  'subadmin.admin_has_all': { text: 'An administrator has every module already' },
  'subadmin.self': { text: 'You cannot deactivate or remove your own account' },
  'subadmin.last_admin': { text: 'The last active administrator cannot be deactivated or removed' },
  'subadmin.email_taken': { text: 'This email address belongs to another account' },
  'subadmin.image_not_uploaded': { text: 'Upload the profile image first' },
  'subadmin.created': { text: 'Sub-admin added' },
  'subadmin.updated': { text: 'Sub-admin saved' },
  'subadmin.deleted': { text: 'Sub-admin deleted' },
  'subadmin.activated': { text: 'Sub-admin activated' },
  'subadmin.deactivated': { text: 'Sub-admin deactivated' },
  'subadmin.permissions_saved': { text: 'Permissions saved' },
  'agent.not_found': { text: 'Agent not found' },
  'agent.unknown_merchant': { text: 'Choose one of your merchants' },
  'agent.created': { text: 'Agent added' },
  'agent.updated': { text: 'Agent saved' },
  'agent.deleted': { text: 'Agent deleted' },
  'agent.blocked': { text: 'Agent blocked' },
  'agent.unblocked': { text: 'Agent unblocked' },
  'import.file_required': { text: 'Please choose a CSV file' },
  'import.not_text': { text: 'The file is not a UTF-8 text (CSV) file' },
  'import.empty': { text: 'The file is empty: the first row must name the columns' },
  'import.missing_columns': {
    text: 'The header row must name the columns {columns}',
    params: { columns: 'text' },
  },
  'import.duplicate_columns': {
    text: 'The header row names {columns} more than once',
    params: { columns: 'text' },
  },
  'import.too_many_rows': { text: 'The file has more than {max} rows', params: x },
  'import.unreadable': { text: 'The file could not be read as CSV' },
  'import.rows_invalid': {
    text: 'Nothing was imported: {count} rows are not valid',
    params: { count: 'number' },
  },
  'import.duplicate_id': { text: 'The same id appears on row {row}', params: { row: 'number' } },
  'import.id_of_other': {
    text: 'This id is not one of yours and cannot be used for a new record; give a new UUID',
  },
  'import.no_id': { text: 'No id' },
  'import.changed_since_preview': {
    text: 'The file or the merchants it names changed since the preview; nothing was applied, please check it again',
  },
  'import.previewed': {
    text: 'Checked: {created} to create, {updated} to update, {unchanged} unchanged, {skipped} skipped',
    params: { created: 'number', updated: 'number', unchanged: 'number', skipped: 'number' },
  },
  'import.done': {
    text: 'Imported: {created} created, {updated} updated, {unchanged} unchanged, {skipped} skipped',
    params: { created: 'number', updated: 'number', unchanged: 'number', skipped: 'number' },
  },

  // Payouts.
  'payout.not_found': { text: 'Payout not found' },
  'payout.already_processed': { text: 'This payout is already processed' },
  'payout.requested': { text: 'Payout requested' },
  'payout.accepted': { text: 'Payout accepted' },
  'payout.rejected': { text: 'Payout rejected' },
  'payout.proof_unknown': {
    text: '{image} is not an image uploaded to this console; upload it first',
    params: { image: 'text' },
  },

  // Catalogue: service types and categories.
  'service_type.not_found': { text: 'Service type not found' },
  'service_type.name_taken': { text: 'Another service type has this name' },
  'service_type.created': { text: 'Service type added' },
  'service_type.updated': { text: 'Service type saved' },
  'service_type.deleted': { text: 'Service type deleted' },
  'service_type.activated': { text: 'Service type activated' },
  'service_type.blocked': { text: 'Service type blocked' },
  'service_type.in_use': {
    text: 'This service type is used by {categories} categories and {products} products; move them to another service type first',
    params: { categories: 'number', products: 'number' },
  },
  'category.not_found': { text: 'Category not found' },
  'category.unknown_service_type': { text: 'Choose one of your service types' },
  'category.unknown_parent': { text: 'Choose one of your categories of level {level}', params: { level: 'number' } },
  'category.image_not_uploaded': { text: 'Upload the category image first' },
  'category.name_taken': { text: 'Another category at this place has this name' },
  'category.level_fixed': { text: 'The level of a category cannot change' },
  'category.created': { text: 'Category added' },
  'category.updated': { text: 'Category saved' },
  'category.deleted': { text: 'Category deleted' },
  'category.activated': { text: 'Category activated' },
  'category.blocked': { text: 'Category blocked' },
  'category.in_use': {
    text: 'This category is used by {subCategories} sub categories, {products} products and {bookings} bookings; it cannot be deleted (block it instead)',
    params: { subCategories: 'number', products: 'number', bookings: 'number' },
  },

  // Products.
  'product.not_found': { text: 'Product not found' },
  'product.variant_not_found': { text: 'Variant not found' },
  'product.media_not_found': { text: 'Product image not found' },
  'product.unknown_service_type': { text: 'Choose one of your service types' },
  'product.unknown_category': { text: 'Choose one of your categories' },
  'product.category_other_type': { text: 'This category belongs to another service type' },
  'product.image_not_uploaded': { text: 'Upload the image first' },
  'product.default_out_of_range': {
    text: 'The default must be one of the {count} images',
    params: { count: 'number' },
  },
  'product.variant_name_repeated': { text: 'Another variant of this product has this name' },
  'product.option_name_repeated': { text: 'Another option of this variant has this name' },
  'product.image_repeated': { text: 'This image is already in the list' },
  'product.created': { text: 'Product added' },
  'product.updated': { text: 'Product saved' },
  'product.deleted': { text: 'Product deleted' },
  'product.activated': { text: 'Product activated' },
  'product.deactivated': { text: 'Product deactivated' },
  'product.variants_saved': { text: 'Variants saved' },
  'product.media_saved': { text: 'Images saved' },
  'product.default_chosen': { text: 'Default image chosen' },
  'product.in_use': {
    text: 'This product is used by {bookings} bookings; it cannot be deleted (deactivate it instead)',
    params: { bookings: 'number' },
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

  // Broadcasts from the reports.
  'broadcast.sent': { text: 'Sent to {count} customers', params: { count: 'number' } },
  'broadcast.too_many': { text: 'A broadcast may reach at most {max} customers: narrow the filter', params: x },

  // Settings: General and Languages (issue 68).
  'settings.saved': { text: 'Settings saved' },
  'settings.image': { text: 'Must be an uploaded image' },
  'settings.color_format': { text: 'Must be a colour like #1B86FE' },
  'settings.color_contrast': {
    text: 'White button text on this colour reaches {ratio}:1; WCAG AA needs at least {needed}:1',
    params: { ratio: 'number', needed: 'number' },
  },
  'settings.time_zone': { text: 'Must be a time zone such as Asia/Kolkata' },
  'settings.currency': { text: 'Must be an ISO 4217 currency code such as INR' },
  'settings.currency_confirm': {
    text: 'You have {bookings} bookings: confirm the change of currency (their amounts are not converted)',
    params: { bookings: 'number' },
  },
  'settings.language': { text: 'Must be one of the console’s languages' },
  'settings.languages_empty': { text: 'Enable at least one language' },
  'settings.languages_repeated': { text: 'A language is listed twice' },
  'settings.default_language': { text: 'The default language must be one of the enabled languages' },
  // Content pages (Settings → Content pages).
  'page.not_found': { text: 'Page not found' },
  'page.version_not_found': { text: 'Version not found' },
  'page.slug_format': { text: 'Use lower-case letters, digits and hyphens (e.g. refund-policy)' },
  'page.slug_taken': { text: 'Another page has this address' },
  'page.reserved': { text: 'This page is built in: it cannot be deleted or renamed' },
  'page.language_not_enabled': { text: 'This language is not enabled for your marketplace' },
  'page.default_language_required': { text: 'The default language needs a title' },
  'page.nothing_to_publish': { text: 'Write the page in the default language first' },
  'page.created': { text: 'Page added' },
  'page.saved': { text: 'Draft saved' },
  'page.deleted': { text: 'Page deleted' },
  'page.published': { text: 'Version {number} published', params: { number: 'number' } },
  'page.restored': { text: 'Version {number} copied into the draft', params: { number: 'number' } },
  // FAQs (Settings → FAQs).
  'faq.not_found': { text: 'FAQ not found' },
  'faq.created': { text: 'FAQ added' },
  'faq.updated': { text: 'FAQ saved' },
  'faq.deleted': { text: 'FAQ deleted' },
  'faq.reordered': { text: 'Order saved' },
  'faq.unknown_category': { text: 'Choose one of your FAQ categories' },
  'faq.language_not_enabled': {
    text: 'The language {lang} is not enabled for this marketplace',
    params: { lang: 'text' },
  },
  'faq.default_language_required': {
    text: 'The text in the default language ({lang}) is required',
    params: { lang: 'text' },
  },
  'faq.order_incomplete': { text: 'Send every id of the list once, in the new order' },
  'faq.category_not_found': { text: 'FAQ category not found' },
  'faq.category_created': { text: 'Category added' },
  'faq.category_updated': { text: 'Category saved' },
  'faq.category_deleted': { text: 'Category deleted' },
  'faq.category_not_empty': { text: 'Move or delete the questions of this category first' },
} as const satisfies Record<string, Entry>;

export type MessageCode = keyof typeof MESSAGES;
export type { MessageParams };

/** A message as the API sends it: its code, parameters and English text. */
export type CodedMessage = { code: string; params: MessageParams; message: string };

export const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(MESSAGES, code);

/** The English text of a code with its parameters (statuses by their English labels). */
export function englishMessage(code: MessageCode, params: MessageParams = {}): string {
  const kinds: Readonly<Record<string, MessageParamKind>> = (MESSAGES[code] as Entry).params ?? {};
  const shown = Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (value === null) return [name, value];
      if (kinds[name] === 'bookingStatus') return [name, bookingStatusLabel(Number(value))];
      if (kinds[name] === 'payoutStatus') return [name, payoutStatusLabel(Number(value))];
      return [name, value];
    }),
  );
  return interpolate(MESSAGES[code].text, shown);
}

/** `{ code, params, message }` of a code, its English text filled in. */
export function coded(code: MessageCode, params: MessageParams = {}): CodedMessage {
  return { code, params, message: englishMessage(code, params) };
}

// Validation issues -------------------------------------------------------------------------------

const numberOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value instanceof Date
      ? null
      : Number.isFinite(Number(value))
        ? Number(value)
        : null;

/**
 * A valibot issue as a code and parameters — the same on the server (422 field errors) and in the console's
 * forms (the same schemas validate both). A schema's own message that is a code wins (custom checks say
 * e.g. `'validations.range_order'`); otherwise the issue's type decides (a length bound → minlength /
 * maxlength with the bound, a missing value → required, …). Other messages fall back to
 * `validations.invalid` with the schema's English text kept as the message.
 */
export function issueMessage(issue: v.BaseIssue<unknown>): CodedMessage {
  const requirement = numberOf((issue as { requirement?: unknown }).requirement);
  const own = issue.message;
  if (isMessageCode(own)) {
    const bounds: MessageParams =
      requirement === null
        ? {}
        : own.endsWith('min') || own.endsWith('minlength')
          ? { min: requirement }
          : { max: requirement };
    const expected = MESSAGES[own] as Entry;
    const params = Object.fromEntries(Object.entries(bounds).filter(([k]) => expected.params && k in expected.params));
    return coded(own, params);
  }
  const input = issue.input;
  const list = Array.isArray(input);
  switch (issue.type) {
    case 'min_length':
    case 'non_empty':
      if (list) return coded('validations.min_items', { min: requirement ?? 1 });
      return requirement === null || requirement <= 1
        ? coded('validations.required')
        : coded('validations.minlength', { min: requirement });
    case 'max_length':
      return list
        ? coded('validations.max_items', { max: requirement ?? 0 })
        : coded('validations.maxlength', { max: requirement ?? 0 });
    case 'min_value':
      return coded('validations.min', { min: requirement ?? 0 });
    case 'max_value':
      return coded('validations.max', { max: requirement ?? 0 });
    case 'integer':
    case 'safe_integer':
      return coded('validations.integer');
    case 'finite':
      return coded('validations.number');
    case 'email':
      return coded('invalid_email');
    case 'uuid':
      return coded('validations.id');
    case 'iso_date':
      return coded('validations.date');
    case 'iso_timestamp':
    case 'iso_date_time':
      return coded('validations.datetime');
    case 'picklist':
    case 'literal':
    case 'enum':
      if (input === undefined || input === '') return coded('validations.required');
      return coded('validations.one_of', { options: oneOfOptions(issue) });
    default:
      break;
  }
  if (issue.kind === 'schema') {
    if (input === undefined || (input === null && issue.type !== 'null')) return coded('validations.required');
    if (issue.type === 'string') return coded('validations.text');
    if (issue.type === 'number') return coded('validations.number');
    if (issue.type === 'boolean') return coded('validations.boolean');
  }
  return { code: 'validations.invalid', params: {}, message: own || englishMessage('validations.invalid') };
}

/** The choices of a picklist issue as the API's values (`"asc" | "desc"` → `asc, desc`). */
function oneOfOptions(issue: v.BaseIssue<unknown>): string {
  const options = (issue as { requirement?: unknown }).requirement;
  if (Array.isArray(options)) return options.map(String).join(', ');
  return (issue.expected ?? '').replace(/["()]/g, '').split(' | ').join(', ');
}

/** Field errors as the API sends them: `{ field: [English] }` and `{ field: [{ code, params }] }`. */
export type FieldMessages = Record<string, CodedMessage[]>;
