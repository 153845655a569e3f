import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('account deletion', () => {
  it('asks for the word "delete", then signs out and tells the user on the sign-in page', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/account/delete', { token: 'valid-token' });
    const submit = await screen.findByRole('button', { name: 'Delete my account' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/Type “delete” to confirm/), 'Delete');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText('Account deletion requested')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('auth@token')).toBeNull();
  });
});
