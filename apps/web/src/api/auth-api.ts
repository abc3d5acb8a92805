import {
  changePasswordResponse,
  loginResponse,
  meResponse,
  passwordResetDone,
  registerResponse,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type LoginRequest,
  type LoginResponse,
  type MeResponse,
  type PasswordResetConfirm,
  type PasswordResetDone,
  type PasswordResetRequest,
  type RegisterRequest,
  type RegisterResponse,
} from '@meja/shared/contracts/auth';
import { apiGet, apiPost } from './http-client';
import { okResponse } from '@meja/shared/contracts/common';

export const LOGIN_INVALID_RESPONSE_MESSAGE = 'Login failed: invalid response';

export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiPost('/public/login', loginResponse, request, {
    invalidResponseMessage: LOGIN_INVALID_RESPONSE_MESSAGE,
  });
}

export async function logout(): Promise<void> {
  await apiPost('/public/logout', okResponse, {});
}

export function registerRestaurant(request: RegisterRequest): Promise<RegisterResponse> {
  return apiPost('/public/register', registerResponse, request);
}

/** 'Lupa password': the same answer whether or not the email has an account. */
export async function requestPasswordReset(request: PasswordResetRequest): Promise<void> {
  await apiPost('/public/password-reset', okResponse, request);
}

export function confirmPasswordReset(request: PasswordResetConfirm): Promise<PasswordResetDone> {
  return apiPost('/public/password-reset/confirm', passwordResetDone, request);
}

export function fetchMe(): Promise<MeResponse> {
  return apiGet('/auth/me', meResponse);
}

export const ME_QUERY_KEY = ['auth', 'me'];

/** The own password (issue 14); also the forced change after a temporary one. */
export function changeOwnPassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiPost('/auth/change-password', changePasswordResponse, request);
}
