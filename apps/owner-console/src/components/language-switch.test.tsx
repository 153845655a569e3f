import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('language switch', () => {
  it('starts in English and switches the texts to Italian, remembering the choice', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Italiano' }));

    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Numero di telefono/)).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('it');
    await waitFor(() => expect(document.documentElement.lang).toBe('it'));
  });

  it('translates domain validation messages too', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Italiano' }));
    await user.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Il numero di telefono è obbligatorio')).toBeInTheDocument();
  });
});
