import { type I18n, i18n as appI18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { bookingStatusDisplay } from '@/components/booking-status';
import { type CodedMessage, isMessageCode, MESSAGES, type MessageCode, type MessageParamKind } from '@/shared/messages';
import type { MessageParams } from '@/shared/message-format';

/**
 * The words of these codes are a catalogue of their own (`src/locales/{locale}/server.po`), loaded with this
 * module (the first error or the first form), not with the start-up code every route carries; a language
 * change loads that language's words too.
 */
const serverCatalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../locales/en-US/server'),
  'hi-IN': () => import('../locales/hi-IN/server'),
  'pt-PT': () => import('../locales/pt-PT/server'),
  'zh-CN': () => import('../locales/zh-CN/server'),
  'zh-TW': () => import('../locales/zh-TW/server'),
};
const loadedCatalogs = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Loads the server's words for `locale` into `i18n` (once per language and i18n instance). */
export function loadServerWords(i18n: I18n = appI18n, locale: string = i18n.locale): Promise<void> {
  const load = serverCatalogs[locale];
  if (!load) return Promise.resolve();
  let loaded = loadedCatalogs.get(i18n);
  if (!loaded) {
    loaded = new Map();
    loadedCatalogs.set(i18n, loaded);
  }
  let loading = loaded.get(locale);
  if (!loading) {
    loading = load().then(({ messages }) => i18n.load(locale, messages));
    loaded.set(locale, loading);
  }
  return loading;
}

if (appI18n.locale) void loadServerWords();
appI18n.on('change', () => void loadServerWords());

/**
 * The server's messages in the reader's language (decision 007): every code of `src/shared/messages.ts` as a
 * Lingui message with an explicit id (the code) and the same English text (a unit test compares them and
 * checks all five catalogues). `messageText` words a `{ code, params, message }` from the API; an unknown
 * code falls back to the server's English text, never to a blank.
 */
export const SERVER_MESSAGES: Record<MessageCode, MessageDescriptor> = {
  'validations.required': msg({ id: 'validations.required', message: 'This field is required' }),
  'validations.minlength': msg({ id: 'validations.minlength', message: 'Must be at least {min} characters' }),
  'validations.maxlength': msg({ id: 'validations.maxlength', message: 'Must be at most {max} characters' }),
  'validations.min': msg({ id: 'validations.min', message: 'Must be at least {min}' }),
  'validations.max': msg({ id: 'validations.max', message: 'Must be at most {max}' }),
  'validations.inconsistent': msg({ id: 'validations.inconsistent', message: 'The two values do not match' }),
  invalid_email: msg({ id: 'invalid_email', message: 'Enter a valid email address' }),
  invalid_phone: msg({ id: 'invalid_phone', message: 'Enter a valid phone number' }),
  min_length_password: msg({ id: 'min_length_password', message: 'The password is too short' }),
  password_mismatch: msg({ id: 'password_mismatch', message: 'The passwords do not match' }),
  'validations.invalid': msg({ id: 'validations.invalid', message: 'This value is not valid' }),
  'validations.text': msg({ id: 'validations.text', message: 'Must be text' }),
  'validations.number': msg({ id: 'validations.number', message: 'Must be a number' }),
  'validations.integer': msg({ id: 'validations.integer', message: 'Must be a whole number' }),
  'validations.boolean': msg({ id: 'validations.boolean', message: 'Must be true or false' }),
  'validations.one_of': msg({ id: 'validations.one_of', message: 'Must be one of: {options}' }),
  'validations.id': msg({ id: 'validations.id', message: 'Must be a valid id' }),
  'validations.date': msg({ id: 'validations.date', message: 'Must be a date such as 2026-03-01' }),
  'validations.datetime': msg({
    id: 'validations.datetime',
    message: 'Must be a date and time such as 2026-03-01 10:30',
  }),
  'validations.future': msg({ id: 'validations.future', message: 'Must be in the future' }),
  'validations.range_order': msg({
    id: 'validations.range_order',
    message: 'The end date must not be before the start date',
  }),
  'validations.decimals': msg({ id: 'validations.decimals', message: 'Can have at most {max} decimals' }),
  'validations.min_items': msg({ id: 'validations.min_items', message: 'Choose at least {min}' }),
  'validations.max_items': msg({ id: 'validations.max_items', message: 'At most {max} at once' }),
  'validations.country_code': msg({ id: 'validations.country_code', message: 'Must be a dial code such as +91' }),
  'validations.format': msg({ id: 'validations.format', message: 'This value is not in the expected format' }),
  'validations.malformed_text': msg({
    id: 'validations.malformed_text',
    message: 'Must not contain NUL characters or broken Unicode',
  }),
  'validations.nothing_to_change': msg({ id: 'validations.nothing_to_change', message: 'Change at least one field' }),
  'validations.unknown_option': msg({ id: 'validations.unknown_option', message: 'Choose one of the offered options' }),
  'validations.one_target': msg({ id: 'validations.one_target', message: 'Send either the selected rows or a filter' }),
  'validations.filter_too_wide': msg({
    id: 'validations.filter_too_wide',
    message: 'The filter matches more than {max} rows; narrow it or select rows',
  }),
  'validations.check_fields': msg({ id: 'validations.check_fields', message: 'Please check the highlighted fields' }),
  'validations.password_letter': msg({ id: 'validations.password_letter', message: 'Must contain a letter' }),
  'validations.password_digit': msg({ id: 'validations.password_digit', message: 'Must contain a digit' }),
  'request.bad_json': msg({ id: 'request.bad_json', message: 'The request body is not valid JSON' }),
  'request.json_required': msg({ id: 'request.json_required', message: 'Send the body as application/json' }),
  'request.multipart_required': msg({
    id: 'request.multipart_required',
    message: 'Send the file as multipart/form-data',
  }),
  'request.unreadable_upload': msg({ id: 'request.unreadable_upload', message: 'The upload could not be read' }),
  'request.operator_header_required': msg({
    id: 'request.operator_header_required',
    message: 'X-Operator-Id is required',
  }),
  'request.operator_header_invalid': msg({
    id: 'request.operator_header_invalid',
    message: 'X-Operator-Id must be an operator id',
  }),
  'request.idempotency_key_invalid': msg({
    id: 'request.idempotency_key_invalid',
    message: 'Idempotency-Key must be 1 to 200 visible ASCII characters',
  }),
  'request.idempotency_in_progress': msg({
    id: 'request.idempotency_in_progress',
    message: 'A request with this Idempotency-Key is still being processed; retry in a moment',
  }),
  'request.idempotency_key_reused': msg({
    id: 'request.idempotency_key_reused',
    message: 'This Idempotency-Key was already used for a different request',
  }),
  'request.too_large': msg({ id: 'request.too_large', message: 'The request is larger than {max} MB' }),
  'request.rate_limited': msg({
    id: 'request.rate_limited',
    message: 'Too many requests; please wait {seconds} seconds and try again',
  }),
  'request.route_not_found': msg({ id: 'request.route_not_found', message: 'No such API route' }),
  'request.not_found': msg({ id: 'request.not_found', message: 'Not found' }),
  'request.server_error': msg({
    id: 'request.server_error',
    message: 'Something went wrong on the server; please try again',
  }),
  'request.unavailable': msg({
    id: 'request.unavailable',
    message: 'The service is starting or busy; please try again shortly',
  }),
  'auth.sign_in_required': msg({ id: 'auth.sign_in_required', message: 'Sign in to continue' }),
  'auth.session_expired': msg({
    id: 'auth.session_expired',
    message: 'Your session has expired; please sign in again',
  }),
  'auth.session_ended': msg({ id: 'auth.session_ended', message: 'Your session has ended; please sign in again' }),
  'auth.invalid_credentials': msg({ id: 'auth.invalid_credentials', message: 'Invalid username or password' }),
  'auth.too_many_attempts': msg({
    id: 'auth.too_many_attempts',
    message: 'Too many sign-in attempts; please wait {seconds} seconds and try again',
  }),
  'auth.client_unknown': msg({ id: 'auth.client_unknown', message: 'Unknown client credentials' }),
  'auth.client_token_required': msg({
    id: 'auth.client_token_required',
    message: 'X-Client-Token is required; call client login first',
  }),
  'auth.client_token_invalid': msg({
    id: 'auth.client_token_invalid',
    message: 'The client token is invalid or expired',
  }),
  'auth.other_operator': msg({ id: 'auth.other_operator', message: 'This session belongs to another operator' }),
  'auth.module_forbidden': msg({
    id: 'auth.module_forbidden',
    message: 'Your account has no access to this part ({module})',
  }),
  'auth.signed_in': msg({ id: 'auth.signed_in', message: 'Signed in' }),
  'auth.signed_out': msg({ id: 'auth.signed_out', message: 'Signed out' }),
  'auth.otp_sent': msg({ id: 'auth.otp_sent', message: 'If an account matches, a code is on its way' }),
  'auth.otp_format': msg({ id: 'auth.otp_format', message: 'Enter the 4-digit code' }),
  'auth.otp_invalid': msg({
    id: 'auth.otp_invalid',
    message: 'This code is not correct; {left, plural, one {# attempt} other {# attempts}} left',
  }),
  'auth.otp_expired': msg({
    id: 'auth.otp_expired',
    message: 'This code has expired or was already used; request a new one',
  }),
  'auth.otp_attempts': msg({ id: 'auth.otp_attempts', message: 'Too many wrong codes; request a new one' }),
  'auth.otp_verified': msg({ id: 'auth.otp_verified', message: 'Code accepted' }),
  'auth.reset_token_invalid': msg({
    id: 'auth.reset_token_invalid',
    message: 'This password reset has expired or was already used; start again',
  }),
  'auth.password_reset': msg({
    id: 'auth.password_reset',
    message: 'Your password was changed; sign in with the new one',
  }),
  'operator.unknown': msg({ id: 'operator.unknown', message: 'Unknown operator' }),
  'operator.no_domain': msg({ id: 'operator.no_domain', message: 'No operator serves this domain' }),
  ok: msg({ id: 'ok', message: 'OK' }),
  'profile.saved': msg({ id: 'profile.saved', message: 'Profile saved' }),
  'profile.password_changed': msg({ id: 'profile.password_changed', message: 'Password changed' }),
  'profile.wrong_password': msg({ id: 'profile.wrong_password', message: 'The current password is not correct' }),
  'profile.not_found': msg({ id: 'profile.not_found', message: 'Your account was not found' }),
  'booking.not_found': msg({ id: 'booking.not_found', message: 'Booking not found' }),
  'booking.created': msg({ id: 'booking.created', message: 'Booking created' }),
  'booking.updated': msg({ id: 'booking.updated', message: 'Booking updated' }),
  'booking.status_updated': msg({ id: 'booking.status_updated', message: 'Booking status updated' }),
  'booking.changed_meanwhile': msg({
    id: 'booking.changed_meanwhile',
    message: 'The booking was changed by someone else meanwhile; reload it and try again',
  }),
  'booking.transition_refused': msg({
    id: 'booking.transition_refused',
    message: 'A booking that is {from} cannot become {to}',
  }),
  'booking.already_in_status': msg({ id: 'booking.already_in_status', message: 'The booking is already {status}' }),
  'booking.not_editable': msg({
    id: 'booking.not_editable',
    message: 'A booking that is {status} can no longer be edited',
  }),
  'booking.unknown_customer': msg({ id: 'booking.unknown_customer', message: 'Unknown customer' }),
  'booking.unknown_provider': msg({ id: 'booking.unknown_provider', message: 'Unknown provider' }),
  'booking.unknown_product': msg({ id: 'booking.unknown_product', message: 'Unknown product' }),
  'booking.inactive_customer': msg({ id: 'booking.inactive_customer', message: 'This customer is not active' }),
  'booking.inactive_provider': msg({ id: 'booking.inactive_provider', message: 'This provider is deactivated' }),
  'booking.unverified_provider': msg({
    id: 'booking.unverified_provider',
    message: 'This provider is not verified yet',
  }),
  'booking.inactive_product': msg({ id: 'booking.inactive_product', message: 'This product is not active' }),
  'booking.product_not_offered': msg({
    id: 'booking.product_not_offered',
    message: 'This provider does not offer this product',
  }),
  'booking.percentage_over_100': msg({
    id: 'booking.percentage_over_100',
    message: 'A percentage discount must be at most 100',
  }),
  'booking.discount_over_price': msg({
    id: 'booking.discount_over_price',
    message: 'The discount must not exceed the subtotal ({subtotal})',
  }),
  'bulk.result': msg({ id: 'bulk.result', message: '{applied} changed, {refused} refused' }),
  'customer.not_found': msg({ id: 'customer.not_found', message: 'Customer not found' }),
  'customer.activated': msg({ id: 'customer.activated', message: 'Customer unblocked' }),
  'customer.deactivated': msg({ id: 'customer.deactivated', message: 'Customer blocked' }),
  'register.agree_required': msg({ id: 'register.agree_required', message: 'Please accept the terms to continue' }),
  'register.requested': msg({
    id: 'register.requested',
    message: 'Your request was sent. You can sign in once an administrator of the marketplace approves it',
  }),
  'subadmin.not_found': msg({ id: 'subadmin.not_found', message: 'Sub-admin not found' }),
  'subadmin.admin_account': msg({
    id: 'subadmin.admin_account',
    message: 'Only an administrator can change an administrator’s account',
  }),
  'subadmin.cannot_grant': msg({ id: 'subadmin.cannot_grant', message: 'You cannot grant the module {module}' }),
  'subadmin.own_rights': msg({ id: 'subadmin.own_rights', message: 'You cannot change your own permissions' }),
  'subadmin.admin_has_all': msg({ id: 'subadmin.admin_has_all', message: 'An administrator has every module already' }),
  'subadmin.self': msg({ id: 'subadmin.self', message: 'You cannot deactivate or remove your own account' }),
  'subadmin.last_admin': msg({
    id: 'subadmin.last_admin',
    message: 'The last active administrator cannot be deactivated or removed',
  }),
  'subadmin.email_taken': msg({ id: 'subadmin.email_taken', message: 'This email address belongs to another account' }),
  'subadmin.image_not_uploaded': msg({ id: 'subadmin.image_not_uploaded', message: 'Upload the profile image first' }),
  'subadmin.created': msg({ id: 'subadmin.created', message: 'Sub-admin added' }),
  'subadmin.updated': msg({ id: 'subadmin.updated', message: 'Sub-admin saved' }),
  'subadmin.deleted': msg({ id: 'subadmin.deleted', message: 'Sub-admin deleted' }),
  'subadmin.activated': msg({ id: 'subadmin.activated', message: 'Sub-admin activated' }),
  'subadmin.deactivated': msg({ id: 'subadmin.deactivated', message: 'Sub-admin deactivated' }),
  'subadmin.permissions_saved': msg({ id: 'subadmin.permissions_saved', message: 'Permissions saved' }),
  'agent.not_found': msg({ id: 'agent.not_found', message: 'Agent not found' }),
  'agent.unknown_merchant': msg({ id: 'agent.unknown_merchant', message: 'Choose one of your merchants' }),
  'agent.created': msg({ id: 'agent.created', message: 'Agent added' }),
  'agent.updated': msg({ id: 'agent.updated', message: 'Agent saved' }),
  'agent.deleted': msg({ id: 'agent.deleted', message: 'Agent deleted' }),
  'agent.blocked': msg({ id: 'agent.blocked', message: 'Agent blocked' }),
  'agent.unblocked': msg({ id: 'agent.unblocked', message: 'Agent unblocked' }),
  'service_type.not_found': msg({ id: 'service_type.not_found', message: 'Service type not found' }),
  'service_type.name_taken': msg({ id: 'service_type.name_taken', message: 'Another service type has this name' }),
  'service_type.created': msg({ id: 'service_type.created', message: 'Service type added' }),
  'service_type.updated': msg({ id: 'service_type.updated', message: 'Service type saved' }),
  'service_type.deleted': msg({ id: 'service_type.deleted', message: 'Service type deleted' }),
  'service_type.activated': msg({ id: 'service_type.activated', message: 'Service type activated' }),
  'service_type.blocked': msg({ id: 'service_type.blocked', message: 'Service type blocked' }),
  'service_type.in_use': msg({
    id: 'service_type.in_use',
    message:
      'This service type is used by {categories} categories and {products} products; move them to another service type first',
  }),
  'category.not_found': msg({ id: 'category.not_found', message: 'Category not found' }),
  'category.unknown_service_type': msg({
    id: 'category.unknown_service_type',
    message: 'Choose one of your service types',
  }),
  'category.unknown_parent': msg({
    id: 'category.unknown_parent',
    message: 'Choose one of your categories of level {level}',
  }),
  'category.image_not_uploaded': msg({ id: 'category.image_not_uploaded', message: 'Upload the category image first' }),
  'category.name_taken': msg({ id: 'category.name_taken', message: 'Another category at this place has this name' }),
  'category.level_fixed': msg({ id: 'category.level_fixed', message: 'The level of a category cannot change' }),
  'category.created': msg({ id: 'category.created', message: 'Category added' }),
  'category.updated': msg({ id: 'category.updated', message: 'Category saved' }),
  'category.deleted': msg({ id: 'category.deleted', message: 'Category deleted' }),
  'category.activated': msg({ id: 'category.activated', message: 'Category activated' }),
  'category.blocked': msg({ id: 'category.blocked', message: 'Category blocked' }),
  'category.in_use': msg({
    id: 'category.in_use',
    message:
      'This category is used by {subCategories} sub categories, {products} products and {bookings} bookings; it cannot be deleted (block it instead)',
  }),
  'product.not_found': msg({ id: 'product.not_found', message: 'Product not found' }),
  'product.variant_not_found': msg({ id: 'product.variant_not_found', message: 'Variant not found' }),
  'product.media_not_found': msg({ id: 'product.media_not_found', message: 'Product image not found' }),
  'product.unknown_service_type': msg({
    id: 'product.unknown_service_type',
    message: 'Choose one of your service types',
  }),
  'product.unknown_category': msg({ id: 'product.unknown_category', message: 'Choose one of your categories' }),
  'product.category_other_type': msg({
    id: 'product.category_other_type',
    message: 'This category belongs to another service type',
  }),
  'product.image_not_uploaded': msg({ id: 'product.image_not_uploaded', message: 'Upload the image first' }),
  'product.default_out_of_range': msg({
    id: 'product.default_out_of_range',
    message: 'The default must be one of the {count} images',
  }),
  'product.variant_name_repeated': msg({
    id: 'product.variant_name_repeated',
    message: 'Another variant of this product has this name',
  }),
  'product.option_name_repeated': msg({
    id: 'product.option_name_repeated',
    message: 'Another option of this variant has this name',
  }),
  'product.image_repeated': msg({ id: 'product.image_repeated', message: 'This image is already in the list' }),
  'product.created': msg({ id: 'product.created', message: 'Product added' }),
  'product.updated': msg({ id: 'product.updated', message: 'Product saved' }),
  'product.deleted': msg({ id: 'product.deleted', message: 'Product deleted' }),
  'product.activated': msg({ id: 'product.activated', message: 'Product activated' }),
  'product.deactivated': msg({ id: 'product.deactivated', message: 'Product deactivated' }),
  'product.variants_saved': msg({ id: 'product.variants_saved', message: 'Variants saved' }),
  'product.media_saved': msg({ id: 'product.media_saved', message: 'Images saved' }),
  'product.default_chosen': msg({ id: 'product.default_chosen', message: 'Default image chosen' }),
  'product.in_use': msg({
    id: 'product.in_use',
    message: 'This product is used by {bookings} bookings; it cannot be deleted (deactivate it instead)',
  }),
  'merchant.not_found': msg({ id: 'merchant.not_found', message: 'Merchant not found' }),
  'merchant.activated': msg({ id: 'merchant.activated', message: 'Merchant activated' }),
  'merchant.deactivated': msg({ id: 'merchant.deactivated', message: 'Merchant deactivated' }),
  'merchant.deleted': msg({ id: 'merchant.deleted', message: 'Merchant deleted' }),
  'merchant.created': msg({ id: 'merchant.created', message: 'Merchant added' }),
  'merchant.updated': msg({ id: 'merchant.updated', message: 'Merchant saved' }),
  'merchant.changed_meanwhile': msg({
    id: 'merchant.changed_meanwhile',
    message: 'Merchants changed while the file was imported; nothing was applied, please try again',
  }),
  'provider.not_found': msg({ id: 'provider.not_found', message: 'Provider not found' }),
  'provider.verified': msg({ id: 'provider.verified', message: 'Provider verified' }),
  'provider.unverified': msg({ id: 'provider.unverified', message: 'Provider unverified' }),
  'provider.activated': msg({ id: 'provider.activated', message: 'Provider activated' }),
  'provider.deactivated': msg({ id: 'provider.deactivated', message: 'Provider deactivated' }),
  'import.file_required': msg({ id: 'import.file_required', message: 'Please choose a CSV file' }),
  'import.not_text': msg({ id: 'import.not_text', message: 'The file is not a UTF-8 text (CSV) file' }),
  'import.empty': msg({ id: 'import.empty', message: 'The file is empty: the first row must name the columns' }),
  'import.missing_columns': msg({
    id: 'import.missing_columns',
    message: 'The header row must name the columns {columns}',
  }),
  'import.duplicate_columns': msg({
    id: 'import.duplicate_columns',
    message: 'The header row names {columns} more than once',
  }),
  'import.too_many_rows': msg({ id: 'import.too_many_rows', message: 'The file has more than {max} rows' }),
  'import.unreadable': msg({ id: 'import.unreadable', message: 'The file could not be read as CSV' }),
  'import.rows_invalid': msg({
    id: 'import.rows_invalid',
    message: 'Nothing was imported: {count} rows are not valid',
  }),
  'import.duplicate_id': msg({ id: 'import.duplicate_id', message: 'The same id appears on row {row}' }),
  'import.id_of_other': msg({
    id: 'import.id_of_other',
    message: 'This id is not one of yours and cannot be used for a new record; give a new UUID',
  }),
  'import.no_id': msg({ id: 'import.no_id', message: 'No id' }),
  'import.changed_since_preview': msg({
    id: 'import.changed_since_preview',
    message: 'The file or the merchants it names changed since the preview; nothing was applied, please check it again',
  }),
  'import.previewed': msg({
    id: 'import.previewed',
    message: 'Checked: {created} to create, {updated} to update, {unchanged} unchanged, {skipped} skipped',
  }),
  'import.done': msg({
    id: 'import.done',
    message: 'Imported: {created} created, {updated} updated, {unchanged} unchanged, {skipped} skipped',
  }),
  'payout.not_found': msg({ id: 'payout.not_found', message: 'Payout not found' }),
  'payout.already_processed': msg({ id: 'payout.already_processed', message: 'This payout is already processed' }),
  'payout.requested': msg({ id: 'payout.requested', message: 'Payout requested' }),
  'payout.accepted': msg({ id: 'payout.accepted', message: 'Payout accepted' }),
  'payout.rejected': msg({ id: 'payout.rejected', message: 'Payout rejected' }),
  'payout.proof_unknown': msg({
    id: 'payout.proof_unknown',
    message: '{image} is not an image uploaded to this console; upload it first',
  }),
  'saved_view.not_found': msg({ id: 'saved_view.not_found', message: 'Saved view not found' }),
  'saved_view.name_taken': msg({
    id: 'saved_view.name_taken',
    message: 'You already have a view of this list with that name',
  }),
  'saved_view.too_many': msg({ id: 'saved_view.too_many', message: 'A list can have at most {max} saved views' }),
  'saved_view.saved': msg({ id: 'saved_view.saved', message: 'View saved' }),
  'saved_view.updated': msg({ id: 'saved_view.updated', message: 'View updated' }),
  'saved_view.deleted': msg({ id: 'saved_view.deleted', message: 'View deleted' }),
  'upload.file_required': msg({ id: 'upload.file_required', message: 'Please choose an image' }),
  'upload.too_large': msg({ id: 'upload.too_large', message: 'The image is larger than {max} MB' }),
  'upload.not_image': msg({ id: 'upload.not_image', message: 'Must be a PNG, JPEG, WebP or GIF image' }),
  'upload.not_allowed': msg({ id: 'upload.not_allowed', message: 'The image contains content that is not allowed' }),
  'upload.damaged': msg({ id: 'upload.damaged', message: 'The image is damaged or incomplete' }),
  'upload.extra_data': msg({ id: 'upload.extra_data', message: 'The image carries extra data after its end' }),
  'upload.sides': msg({ id: 'upload.sides', message: 'The image must be 1 to {max} pixels on each side' }),
  'upload.uploaded': msg({ id: 'upload.uploaded', message: 'Uploaded' }),
  'app.support_received': msg({ id: 'app.support_received', message: 'Support request received' }),
  'app.provider_registered': msg({ id: 'app.provider_registered', message: 'Provider registered' }),
  'notification.not_found': msg({ id: 'notification.not_found', message: 'Notification not found' }),
  'broadcast.sent': msg({ id: 'broadcast.sent', message: 'Sent to {count} customers' }),
  'broadcast.too_many': msg({
    id: 'broadcast.too_many',
    message: 'A broadcast may reach at most {max} customers: narrow the filter',
  }),
};

const PAYOUT_STATUS: Record<number, MessageDescriptor> = {
  0: msg`Pending`,
  1: msg`Accepted`,
  2: msg`Rejected`,
};

/** A parameter as the reader's language shows it (numbers in its format, statuses through their labels). */
function paramText(i18n: I18n, kind: MessageParamKind | undefined, value: string | number | null): string | number {
  if (value === null) return '';
  switch (kind) {
    case 'number':
    case 'megabytes':
    case 'seconds':
      return typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(String(value)) ? i18n.number(Number(value)) : value;
    case 'bookingStatus':
      return i18n._(bookingStatusDisplay(Number(value)).label);
    case 'payoutStatus': {
      const label = PAYOUT_STATUS[Number(value)];
      return label ? i18n._(label) : String(value);
    }
    default:
      return value;
  }
}

/** The parameters of a code, each shown as its kind says. */
export function displayParams(i18n: I18n, code: MessageCode, params: MessageParams): Record<string, string | number> {
  const kinds = (MESSAGES[code] as { params?: Record<string, MessageParamKind> }).params ?? {};
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, paramText(i18n, kinds[name], value)]));
}

/** A message from the API in the current language; the server's English text for a code this console does not know. */
export function messageText(
  i18n: I18n,
  message: { code?: string | undefined; params?: MessageParams | undefined; message?: string | undefined },
): string {
  const { code, params = {}, message: english = '' } = message;
  if (!code || !isMessageCode(code)) return english || i18n._(SERVER_MESSAGES['validations.invalid']);
  const descriptor = SERVER_MESSAGES[code];
  return i18n._(descriptor.id ?? code, displayParams(i18n, code, params), { message: descriptor.message });
}

export type { CodedMessage };
