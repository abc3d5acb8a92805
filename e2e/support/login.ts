import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-accounts';

/** Opens /login (with an optional returnTo) and submits the form. */
export async function submitLogin(
  page: Page,
  email: string,
  options: { password?: string; returnTo?: string } = {},
) {
  const query =
    options.returnTo === undefined
      ? ''
      : `?${new URLSearchParams({ returnTo: options.returnTo }).toString()}`;
  await page.goto(`/login${query}`);
  await fillLoginForm(page, email, options.password ?? DEMO_PASSWORD);
}

export async function fillLoginForm(page: Page, email: string, password: string = DEMO_PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in and waits until the app has left /login. */
export async function loginAs(page: Page, email: string, options: { returnTo?: string } = {}) {
  await submitLogin(page, email, options);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}
