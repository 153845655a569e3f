import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { theme } from '@tavola/ui/theme';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteModal } from './confirm-delete-modal';

function renderModal(props: Partial<Parameters<typeof ConfirmDeleteModal>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <ConfirmDeleteModal
          opened
          title="Delete table T1"
          description="Its QR code will stop opening your menu."
          onConfirm={onConfirm}
          onClose={onClose}
          {...props}
        />
      </MantineProvider>
    </I18nProvider>,
  );
  return { onConfirm, onClose };
}

describe('deleting with the typed confirmation word', () => {
  it('enables Delete only once "delete" is typed (any case, spaces aside)', async () => {
    await activateLanguage('en', { remember: false });
    const user = userEvent.setup();
    const { onConfirm } = renderModal();
    const input = await screen.findByLabelText('Type “delete” to confirm');
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();

    await user.type(input, 'delet');
    expect(button).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '  DELETE ');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks for the Italian word in Italian', async () => {
    await activateLanguage('it', { remember: false });
    const user = userEvent.setup();
    const { onConfirm } = renderModal();
    const input = await screen.findByLabelText('Digita «elimina» per confermare');
    const button = screen.getByRole('button', { name: 'Elimina' });
    await user.type(input, 'delete');
    expect(button).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Elimina{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows why the server refused, and cancels', async () => {
    await activateLanguage('en', { remember: false });
    const user = userEvent.setup();
    const { onClose } = renderModal({ error: 'Tables still use this zone.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tables still use this zone.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
