import { getToken, isAdmin } from '@tavola/api/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/fake-accounts';
import { renderApp } from '../../test/render-app';

const PASSWORD_RULES = 'Use 8 to 20 characters with numbers, letters and special characters (!$@%)';

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const [first] = screen.getAllByLabelText('Authenticator code', { selector: 'input' });
  if (!first) throw new Error('no code input');
  await user.click(first);
  await user.keyboard(code);
}

async function signIn(phone: string, password: string, code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Phone number/), phone);
  await user.type(screen.getByLabelText(/^Password/), password);
  await typeCode(user, code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in', () => {
  it('says the phone number or password might be wrong on a 401', async () => {
    const { router } = await renderApp('/login');
    await signIn(DEMO.phone, 'Wrong!pass1', DEMO.totp);
    const alert = await screen.findByRole('alert');
    // the spec's sentence as it is, and under it a reminder about the code (issue 48)
    expect(within(alert).getByText('Phone number or password might be wrong')).toBeInTheDocument();
    expect(
      within(alert).getByText('The 6-digit code changes every 30 seconds: use the one showing now.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // the screen handles it: no session-expired warning, no generic toast
    expect(screen.queryByText('Your session has expired, please log in again')).not.toBeInTheDocument();
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
  });

  it('explains that the account is not activated on a 403', async () => {
    await renderApp('/login');
    await signIn(DEMO.notActivatedPhone, DEMO.password, DEMO.totp);
    expect(await screen.findByText(/Your account is not active yet/)).toBeInTheDocument();
  });

  it("shows the server's message on a 429", async () => {
    await renderApp('/login');
    await signIn(DEMO.rateLimitedPhone, DEMO.password, DEMO.totp);
    expect(await screen.findByText('Too many sign-in attempts, try again in 60 seconds')).toBeInTheDocument();
  });

  it('validates the form with the domain rules before calling the server', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(screen.queryByText(/TOTP/)).not.toBeInTheDocument();
  });

  it('says how long a code is in plain words when it is incomplete', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await typeCode(user, '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('The code from your authenticator app has exactly 6 digits'),
    ).toBeInTheDocument();
  });

  it('does not show the rules for creating a password: they belong to sign-up and reset (issue 48)', async () => {
    await renderApp('/login');
    const password = await screen.findByLabelText(/^Password/);
    expect(password).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(PASSWORD_RULES)).not.toBeInTheDocument();
  });

  it('shows no code hint before a failed sign-in, nor for other failures', async () => {
    await renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByTestId('sign-in-code-hint')).not.toBeInTheDocument();
    await signIn(DEMO.notActivatedPhone, DEMO.password, DEMO.totp);
    await screen.findByText(/Your account is not active yet/);
    expect(screen.queryByTestId('sign-in-code-hint')).not.toBeInTheDocument();
  });

  it('stores the session and opens the clubs on success', async () => {
    const { router } = await renderApp('/login');
    await signIn(DEMO.phone, DEMO.password, DEMO.totp);
    await screen.findByRole('heading', { name: 'Your clubs' });
    expect(router.state.location.pathname).toBe('/clubs');
    expect(getToken()).toBe('valid-token');
    expect(isAdmin()).toBe(false);
    expect(localStorage.getItem('isAdmin')).toBe('false');
  });

  it('signs in with Enter from the code, as a keyboard user would', async () => {
    const { router } = await renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Phone number/), DEMO.phone);
    await user.type(screen.getByLabelText(/^Password/), DEMO.password);
    const [first] = screen.getAllByLabelText('Authenticator code', { selector: 'input' });
    // still a number pad on phones, and still digits only
    expect(first).toHaveAttribute('inputmode', 'numeric');
    await user.type(first as HTMLElement, 'x');
    expect(first).toHaveValue('');
    await typeCode(user, DEMO.totp);
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Your clubs' });
    expect(router.state.location.pathname).toBe('/clubs');
  });

  it('activates the account from the emailed link', async () => {
    await renderApp(`/login?activate=${DEMO.activationToken}`);
    expect(await screen.findByText('Your account is active')).toBeInTheDocument();
  });

  it('says when an activation link is invalid or expired', async () => {
    await renderApp('/login?activate=used-token');
    expect(await screen.findByText('This link is invalid or has expired')).toBeInTheDocument();
  });
});

describe('sign-up', () => {
  async function fillDetails(user: ReturnType<typeof userEvent.setup>, phone: string) {
    await user.type(await screen.findByLabelText(/^Name/), 'Maria');
    await user.type(screen.getByLabelText(/^Last name/), 'Rossi');
    await user.type(screen.getByLabelText(/^Email/), 'maria@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), phone);
    await user.type(screen.getByLabelText(/^Password/), 'Secret!123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it('shows the rules for creating a password, as reset does', async () => {
    await renderApp('/signup');
    expect(await screen.findByText(PASSWORD_RULES)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(PASSWORD_RULES);
  });

  it('shows the QR code and the key of the authenticator enrolment', async () => {
    const user = userEvent.setup();
    await renderApp('/signup');
    await fillDetails(user, '3335550000');
    expect(await screen.findByTestId('totp-qr-code')).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  });

  it('suggests contacting support when the phone number is already used', async () => {
    const user = userEvent.setup();
    await renderApp('/signup');
    await fillDetails(user, DEMO.takenPhone);
    await screen.findByTestId('totp-qr-code');
    await typeCode(user, DEMO.totp);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByText(/An account with this phone number already exists/);
    expect(alert).toHaveTextContent(/contact our support team/);
  });

  it('asks to check the email once the account is created', async () => {
    const user = userEvent.setup();
    await renderApp('/signup');
    await fillDetails(user, '3335550000');
    await screen.findByTestId('totp-qr-code');
    await typeCode(user, DEMO.totp);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your email to activate your account')).toBeInTheDocument();
  });

  it('creates the account with Enter from the code, as a keyboard user would', async () => {
    const user = userEvent.setup();
    await renderApp('/signup');
    await fillDetails(user, '3335550000');
    await screen.findByTestId('totp-qr-code');
    await typeCode(user, DEMO.totp);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Check your email to activate your account')).toBeInTheDocument();
  });
});

describe('password recovery and reset', () => {
  it('says when no account has the phone number', async () => {
    const user = userEvent.setup();
    await renderApp('/password/recovery');
    await user.type(await screen.findByLabelText(/Phone number/), DEMO.unknownPhone);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('No account found with this phone number')).toBeInTheDocument();
  });

  it('asks to try again on any other failure', async () => {
    const user = userEvent.setup();
    await renderApp('/password/recovery');
    await user.type(await screen.findByLabelText(/Phone number/), '3337770000');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('An error occurred, please try again')).toBeInTheDocument();
  });

  it('requires the two new passwords to match', async () => {
    const user = userEvent.setup();
    await renderApp(`/password/reset?token=${DEMO.resetToken}`);
    await user.type(await screen.findByLabelText(/^New password/), 'Secret!123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Secret!124');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('says when the reset link is invalid or expired', async () => {
    const user = userEvent.setup();
    await renderApp('/password/reset?token=old-token');
    await user.type(await screen.findByLabelText(/^New password/), 'Secret!123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Secret!123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('This link is invalid or has expired')).toBeInTheDocument();
  });

  it('goes back to sign-in with a notice after a reset', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`/password/reset?token=${DEMO.resetToken}`);
    await user.type(await screen.findByLabelText(/^New password/), 'Secret!123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Secret!123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
