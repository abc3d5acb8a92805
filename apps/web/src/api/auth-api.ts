import {
  loginResponse,
  meResponse,
  registerResponse,
  type LoginRequest,
  type LoginResponse,
  type MeResponse,
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

export function fetchMe(): Promise<MeResponse> {
  return apiGet('/auth/me', meResponse);
}

export const ME_QUERY_KEY = ['auth', 'me'];
