import { expect, type Page } from '@playwright/test';

/** Types a 6-digit code into the console's authenticator-code field (six one-digit boxes). */
export async function typeTotp(page: Page, code: string): Promise<void> {
  await page.getByLabel('Authenticator code').first().click();
  await page.keyboard.type(code);
}

export async function signIn(page: Page, phone: string, password: string, totp: string): Promise<void> {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await typeTotp(page, totp);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
