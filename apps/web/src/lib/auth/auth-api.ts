import { API, type ApiSuccessBody, type Language, MESSAGES } from '@portal/shared';
import type { LoginResult, TokenPair } from '@portal/shared/schemas';
import { apiRequest } from '../api-client';

export async function loginRequest(body: { email: string; password: string; rememberMe: boolean }): Promise<LoginResult> {
  return (await apiRequest<ApiSuccessBody<LoginResult>>(API.login, { method: 'POST', body, fallbackMessage: MESSAGES.loginFailedService })).data;
}

/** Registration answers the same for a new and a taken address, without tokens (decision 040). */
export async function registerRequest(body: {
  name: string;
  email: string;
  phone: string;
  password: string;
  agreeTerms: boolean;
  language: Language;
}): Promise<string | undefined> {
  return (await apiRequest<ApiSuccessBody<null>>(API.register, { method: 'POST', body, fallbackMessage: MESSAGES.loginFailedService })).message;
}

export async function verifyEmailRequest(email: string, token: string): Promise<string | undefined> {
  return (await apiRequest<ApiSuccessBody<null>>(API.verifyEmail, { method: 'POST', body: { email, token }, fallbackMessage: MESSAGES.verifyFailedService }))
    .message;
}

export async function resendVerificationRequest(email: string): Promise<string | undefined> {
  return (await apiRequest<ApiSuccessBody<null>>(API.resendVerification, { method: 'POST', body: { email }, fallbackMessage: MESSAGES.resendFailedService }))
    .message;
}

export async function refreshRequest(refreshToken: string): Promise<TokenPair> {
  return (await apiRequest<ApiSuccessBody<TokenPair>>(API.refresh, { method: 'POST', body: { refreshToken }, fallbackMessage: MESSAGES.refreshFailed })).data;
}

export async function logoutRequest(accessToken: string, refreshToken: string): Promise<void> {
  await apiRequest(API.logout, { method: 'POST', body: { refreshToken }, headers: { Authorization: `Bearer ${accessToken}` } });
}

export async function forgotPasswordRequest(email: string): Promise<string | undefined> {
  return (await apiRequest<ApiSuccessBody<null>>(API.forgotPassword, { method: 'POST', body: { email } })).message;
}

export async function resetPasswordRequest(body: { email: string; token: string; password: string }): Promise<string | undefined> {
  return (await apiRequest<ApiSuccessBody<null>>(API.resetPassword, { method: 'POST', body })).message;
}
