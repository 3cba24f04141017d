import { z } from 'zod';
import { AdminUsersQuerySchema, ChangeRoleSchema, ConfirmEmailSchema, CreateApiTokenSchema, LoginSchema, OutboxQuerySchema, SignUpSchema } from '../access';
import { AccountIdentitiesSchema, AdminUserRowSchema, RoleChangeAnswerSchema } from './responses-access';
import { AnalyzeItemRequestSchema, ChatRequestSchema, RecognizeItemRequestSchema } from '../assistant';
import {
  AgentResponseSchema,
  AgentTrackingParamsSchema,
  ChangeInquiryStatusSchema,
  CloseInquirySchema,
  CreateInquirySchema,
  CustomerReplySchema,
  CustomerSearchQuerySchema,
  INQUIRY_STATUSES,
  InquiryListQuerySchema,
  OpenOwnInquirySchema,
  RateInquirySchema,
  ResolveInquirySchema,
} from '../crm';
import { EarlyAccessListQuerySchema, EarlyAccessRequestSchema } from '../early-access';
import { AnyJsonArray, AnyJsonObject, idParam, type ApiRoute } from './route';
import {
  ApiTokenInfoSchema,
  CliLoginAnswerSchema,
  CreatedApiTokenSchema,
  CreatedInquirySchema,
  CurrentUserSchema,
  InquirySchema,
  InquirySummarySchema,
  MessageSchema,
  SignedInSchema,
  SignUpAnswerSchema,
} from './responses';
import { EarlyAccessAnswerSchema } from './responses-rates';

// ── Accounts and sign-in, support inquiries, early access and the assistant ──

const html = (description: string) => ({ description, mediaType: 'text/html' });
const redirect = (description: string) => ({ description, headers: { location: 'Where to go next.' } });
const JSON_OR_FORM = 'Send JSON (with `accept: application/json`) for JSON answers; the sign-in page posts a form and gets HTML.';
export const InquiryVersionSchema = z.object({ version: z.number().int(), status: z.enum(INQUIRY_STATUSES) }).meta({ id: 'InquiryVersion' });
const ReturnTo = z.object({ returnTo: z.string().optional().meta({ description: 'A path on this site to return to after signing in.' }) });

export const PEOPLE_ROUTES: ApiRoute[] = [
  {
    method: 'get', path: '/api/login', operationId: 'loginPage', tag: 'Access', auth: 'public',
    summary: 'The sign-in page (or a redirect to the OpenID Connect provider)',
    query: ReturnTo.extend({ userType: z.enum(['business', 'private']).optional(), mode: z.enum(['signin', 'signup', 'local']).optional() }),
    responses: { 200: html('The sign-in or sign-up page.'), 302: redirect('To the OpenID Connect provider when one is configured.') },
  },
  {
    method: 'post', path: '/api/login', operationId: 'login', tag: 'Access', auth: 'public',
    summary: 'Sign in with email and password', description: `Sets the session cookie. ${JSON_OR_FORM}`, body: LoginSchema,
    responses: { 200: { description: 'Signed in (JSON); the session cookie is set.', schema: SignedInSchema }, 302: redirect('Signed in (form): to returnTo.'), 401: { description: 'Wrong email or password.' } },
  },
  {
    method: 'post', path: '/api/signup', operationId: 'signUp', tag: 'Access', auth: 'public',
    summary: 'Create an account', description: `Mails a confirmation link; the answer is the same whether or not the address has an account. ${JSON_OR_FORM}`,
    body: SignUpSchema,
    responses: { 202: { description: 'Confirmation mailed (JSON).', schema: SignUpAnswerSchema }, 200: html('Confirmation mailed (form).') },
  },
  {
    method: 'get', path: '/api/callback', operationId: 'oidcCallback', tag: 'Access', auth: 'public',
    summary: 'OpenID Connect callback', description: 'The provider redirects here after sign-in.',
    responses: {
      302: redirect('Signed in (or an identity linked): to the page the sign-in started from.'),
      400: html('Not configured, a callback this server did not start, or the user cancelled at the provider: a page that says so.'),
      409: html('An account already uses the address and the identity is not linked: sign in with the password and link from the account page.'),
      502: html('The provider refused this server (for example a wrong client secret).'),
      503: html('The provider cannot be reached, or its discovery document names another issuer.'),
      504: html('The provider did not answer in time.'),
    },
  },
  {
    method: 'get', path: '/api/logout', operationId: 'logoutPage', tag: 'Access', auth: 'public',
    summary: 'Sign out (link)', responses: { 302: redirect('Signed out: to the home page.'), 200: html('A cross-site link: a page with a sign-out button instead.') },
  },
  {
    method: 'post', path: '/api/logout', operationId: 'logout', tag: 'Access', auth: 'public',
    summary: 'Sign out', responses: { 204: { description: 'Signed out (JSON).' }, 303: redirect('Signed out (form): to the home page.') },
  },
  {
    method: 'get', path: '/api/verify-email', operationId: 'verifyEmailPage', tag: 'Access', auth: 'public',
    summary: 'The page a confirmation link opens', query: z.object({ token: z.string() }),
    responses: { 200: html('The confirmation page.'), 400: html('The link is invalid or expired.') },
  },
  {
    method: 'post', path: '/api/verify-email', operationId: 'verifyEmail', tag: 'Access', auth: 'public',
    summary: 'Confirm an email address', description: JSON_OR_FORM, body: ConfirmEmailSchema,
    responses: { 200: { description: 'Confirmed and signed in (JSON).', schema: SignedInSchema }, 401: { description: 'Wrong password.' } },
  },
  {
    method: 'post', path: '/api/auth/verification', operationId: 'resendVerification', tag: 'Access', auth: 'signed-in',
    summary: 'Mail the confirmation link again',
    responses: { 202: { description: 'Mailed again.', schema: MessageSchema }, 200: { description: 'Already confirmed.', schema: MessageSchema } },
  },
  {
    method: 'get', path: '/api/auth/user', operationId: 'getCurrentUser', tag: 'Access', auth: 'signed-in',
    summary: 'The signed-in user', responses: { 200: { description: 'The user.', schema: CurrentUserSchema } },
  },
  {
    method: 'post', path: '/api/auth/cli-login', operationId: 'cliLogin', tag: 'Access', auth: 'public',
    summary: 'Sign in for the CLI: an API token', body: LoginSchema.extend({ name: z.string().max(80).optional().meta({ description: 'The token’s name (waypost-cli).' }) }),
    responses: { 201: { description: 'A new API token (shown once) and its user.', schema: CliLoginAnswerSchema }, 401: { description: 'Wrong email or password.' } },
  },
  {
    method: 'post', path: '/api/auth/tokens', operationId: 'createApiToken', tag: 'Access', auth: 'signed-in',
    summary: 'Create an API token', body: CreateApiTokenSchema,
    responses: { 201: { description: 'The token (shown once).', schema: CreatedApiTokenSchema } },
  },
  {
    method: 'get', path: '/api/auth/tokens', operationId: 'listApiTokens', tag: 'Access', auth: 'signed-in',
    summary: 'The caller’s API tokens', responses: { 200: { description: 'Tokens (never their secret).', schema: z.array(ApiTokenInfoSchema) } },
  },
  {
    method: 'delete', path: '/api/auth/tokens/{id}', operationId: 'revokeApiToken', tag: 'Access', auth: 'signed-in',
    summary: 'Revoke an API token', params: idParam('token'), responses: { 204: { description: 'Revoked.' } },
  },
  {
    method: 'get', path: '/api/auth/identities', operationId: 'listIdentities', tag: 'Access', auth: 'signed-in',
    summary: 'The caller’s single sign-on identities', responses: { 200: { description: 'Linked identities, and whether single sign-on is set up.', schema: AccountIdentitiesSchema } },
  },
  {
    method: 'get', path: '/api/auth/identities/link', operationId: 'linkIdentity', tag: 'Access', auth: 'signed-in',
    summary: 'Link a single sign-on identity (a browser navigation from the account page)', query: ReturnTo,
    responses: { 302: redirect('To the OpenID Connect provider; back to returnTo with the identity linked.'), 400: html('Single sign-on is not set up.'), 503: html('The provider cannot be reached.') },
  },
  {
    method: 'get', path: '/api/admin/users', operationId: 'listUsers', tag: 'Access', auth: ['admin'],
    summary: 'Accounts and their roles', query: AdminUsersQuerySchema, responses: { 200: { description: 'Accounts, by email.', schema: z.array(AdminUserRowSchema) } },
  },
  {
    method: 'put', path: '/api/admin/users/{id}/role', operationId: 'changeRole', tag: 'Access', auth: ['admin'],
    summary: 'Grant or change a user’s role (a RoleChanged event)', params: idParam('user'), body: ChangeRoleSchema,
    responses: { 200: { description: 'The role before and after.', schema: RoleChangeAnswerSchema }, 404: { description: 'No user has that id.' } },
  },
  {
    method: 'get', path: '/api/admin/mail/outbox', operationId: 'listOutbox', tag: 'Access', auth: ['admin'],
    summary: 'Mail the platform sent or queued', query: OutboxQuerySchema,
    responses: { 200: { description: 'Mail, newest first.', schema: AnyJsonArray } },
  },
  // Customer inquiries (the signed-in shipper's own)
  {
    method: 'post', path: '/api/inquiries', operationId: 'openInquiry', tag: 'Inquiries', auth: ['shipper'], idempotent: true,
    summary: 'Open a support inquiry', body: OpenOwnInquirySchema,
    responses: { 201: { description: 'The inquiry’s id and ticket number.', schema: CreatedInquirySchema }, 404: { description: 'shipmentId is not one of the caller’s shipments.' } },
  },
  {
    method: 'get', path: '/api/inquiries', operationId: 'listOwnInquiries', tag: 'Inquiries', auth: ['shipper'],
    summary: 'The caller’s inquiries', responses: { 200: { description: 'Newest first, at most 200.', schema: z.array(InquirySummarySchema) } },
  },
  {
    method: 'get', path: '/api/inquiries/{id}', operationId: 'getOwnInquiry', tag: 'Inquiries', auth: ['shipper'],
    summary: 'One of the caller’s inquiries', params: idParam('inquiry'), responses: { 200: { description: 'The inquiry and its messages.', schema: InquirySchema } },
  },
  {
    method: 'post', path: '/api/inquiries/{id}/replies', operationId: 'replyToInquiry', tag: 'Inquiries', auth: ['shipper'], idempotent: true,
    summary: 'Reply to the desk', params: idParam('inquiry'), body: CustomerReplySchema,
    responses: { 201: { description: 'Recorded.', schema: InquiryVersionSchema }, 409: { description: 'The inquiry is closed.' } },
  },
  {
    method: 'post', path: '/api/inquiries/{id}/rating', operationId: 'rateInquiry', tag: 'Inquiries', auth: ['shipper'],
    summary: 'Rate a resolved inquiry', params: idParam('inquiry'), body: RateInquirySchema,
    responses: { 200: { description: 'Recorded.', schema: InquiryVersionSchema }, 409: { description: 'Not resolved yet, or rated already.' } },
  },
  {
    method: 'post', path: '/api/inquiries/{id}/close', operationId: 'closeOwnInquiry', tag: 'Inquiries', auth: ['shipper'],
    summary: 'Close an inquiry', params: idParam('inquiry'), body: CloseInquirySchema,
    responses: { 200: { description: 'Closed.', schema: InquiryVersionSchema } },
  },
  // The support desk (agents and admins)
  {
    method: 'get', path: '/api/crm/dashboard', operationId: 'getCrmDashboard', tag: 'Support desk', auth: ['agent', 'admin'],
    summary: 'Desk figures', responses: { 200: { description: 'Open work, response times and departments.', schema: AnyJsonObject } },
  },
  {
    method: 'get', path: '/api/crm/inquiries', operationId: 'listInquiries', tag: 'Support desk', auth: ['agent', 'admin'],
    summary: 'Inquiries', query: InquiryListQuerySchema, responses: { 200: { description: 'Newest first.', schema: z.array(InquirySummarySchema) } },
  },
  {
    method: 'post', path: '/api/crm/inquiries', operationId: 'createInquiry', tag: 'Support desk', auth: ['agent', 'admin'], idempotent: true,
    summary: 'Open an inquiry for a customer', body: CreateInquirySchema,
    responses: { 201: { description: 'The inquiry’s id and ticket number.', schema: CreatedInquirySchema }, 404: { description: 'No shipment has that shipmentId.' } },
  },
  {
    method: 'get', path: '/api/crm/inquiries/{id}', operationId: 'getInquiry', tag: 'Support desk', auth: ['agent', 'admin'],
    summary: 'An inquiry', params: idParam('inquiry'), responses: { 200: { description: 'The inquiry and its messages.', schema: InquirySchema } },
  },
  {
    method: 'post', path: '/api/crm/inquiries/{id}/responses', operationId: 'respondToInquiry', tag: 'Support desk', auth: ['agent', 'admin'], idempotent: true,
    summary: 'Answer the customer', params: idParam('inquiry'), body: AgentResponseSchema,
    responses: { 201: { description: 'Recorded.', schema: InquiryVersionSchema }, 409: { description: 'The inquiry is closed.' } },
  },
  {
    method: 'put', path: '/api/crm/inquiries/{id}/resolve', operationId: 'resolveInquiry', tag: 'Support desk', auth: ['agent', 'admin'],
    summary: 'Resolve an inquiry', params: idParam('inquiry'), body: ResolveInquirySchema,
    responses: { 200: { description: 'Resolved.', schema: InquiryVersionSchema }, 409: { description: 'The inquiry is closed.' } },
  },
  {
    method: 'put', path: '/api/crm/inquiries/{id}/status', operationId: 'setInquiryStatus', tag: 'Support desk', auth: ['agent', 'admin'],
    summary: 'Set an inquiry’s status', params: idParam('inquiry'), body: ChangeInquiryStatusSchema,
    responses: { 200: { description: 'Changed.', schema: InquiryVersionSchema }, 409: { description: 'Not from the current status.' } },
  },
  {
    method: 'post', path: '/api/crm/inquiries/{id}/close', operationId: 'closeInquiry', tag: 'Support desk', auth: ['agent', 'admin'],
    summary: 'Close an inquiry', params: idParam('inquiry'), body: CloseInquirySchema,
    responses: { 200: { description: 'Closed.', schema: InquiryVersionSchema } },
  },
  {
    method: 'get', path: '/api/crm/customers/search', operationId: 'searchCustomer', tag: 'Support desk', auth: ['agent', 'admin'],
    summary: 'A customer by email', query: CustomerSearchQuerySchema, responses: { 200: { description: 'The customer’s profile, shipments and inquiries.', schema: AnyJsonObject } },
  },
  {
    method: 'get', path: '/api/tracking/customer/{email}/{shipmentId}', operationId: 'trackForCustomer', tag: 'Support desk', auth: ['agent', 'admin'],
    summary: 'A customer’s shipment, as the desk sees it', params: AgentTrackingParamsSchema,
    responses: { 200: { description: 'The shipment, its events and the customer.', schema: AnyJsonObject } },
  },
  // Early access and the assistant
  {
    method: 'post', path: '/api/early-access', operationId: 'requestEarlyAccess', tag: 'Early access', auth: 'public',
    summary: 'Ask for early access', body: EarlyAccessRequestSchema,
    responses: { 201: { description: 'Received (the same answer whether or not the address was listed already).', schema: EarlyAccessAnswerSchema } },
  },
  {
    method: 'get', path: '/api/admin/early-access', operationId: 'listEarlyAccess', tag: 'Early access', auth: ['admin'],
    summary: 'Early-access requests', query: EarlyAccessListQuerySchema, responses: { 200: { description: 'One row per email, newest first.', schema: AnyJsonArray } },
  },
  {
    method: 'post', path: '/api/ai/chat', operationId: 'chat', tag: 'Assistant', auth: 'public',
    summary: 'Ask the assistant', body: ChatRequestSchema, responses: { 200: { description: 'The reply and the tools it used.', schema: AnyJsonObject } },
  },
  {
    method: 'post', path: '/api/ai/recognize', operationId: 'recognizeItem', tag: 'Assistant', auth: 'signed-in',
    summary: 'Recognise an item from a photo', body: RecognizeItemRequestSchema, responses: { 200: { description: 'What the item is, its size and weight.', schema: AnyJsonObject } },
  },
  {
    method: 'post', path: '/api/ai/analyze-item', operationId: 'analyzeItem', tag: 'Assistant', auth: 'public',
    summary: 'Classify an item for shipping', body: AnalyzeItemRequestSchema, responses: { 200: { description: 'Category, HS code and eligibility.', schema: AnyJsonObject } },
  },
];
