import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ApiError } from '@tavola/api/errors';
import { imageMessages } from '@tavola/domain/image';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { theme } from '@tavola/ui/theme';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerAccessNotice, bannerAccess } from './components/banner-access';
import { BannerForm, type BannerFormProps } from './components/banner-form';

function renderUi(ui: ReactElement) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </I18nProvider>,
  );
}

const networkError = () => new ApiError({ kind: 'network', status: 0, statusText: 'Network error' });
/** A mapping like api/upload-image.ts's uploadErrorMessage. */
const uploadErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 415
    ? imageMessages.unsupportedType
    : imageMessages.uploadFailed;

function setup(overrides: Partial<BannerFormProps> = {}) {
  const props: BannerFormProps = {
    banner: null,
    onSave: vi.fn(async () => 'https://api.test/api/v1/uploads/first'),
    getUploadUrl: vi.fn(async () => 'https://api.test/api/v1/uploads/second'),
    putImage: vi.fn(async () => ({})),
    uploadErrorMessage,
    onDone: vi.fn(),
    readSize: vi.fn(async () => ({ width: 600, height: 600 })),
    ...overrides,
  };
  renderUi(<BannerForm {...props} />);
  return props;
}

const pngFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'offer.png', { type: 'image/png' });

async function fillTexts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Spritz hour');
  await user.type(screen.getByRole('textbox', { name: /Price/ }), '€ 8');
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

beforeEach(async () => {
  await activateLanguage('en', { remember: false });
});

describe('banner form', () => {
  it('requires title and price with the spec’s messages, sending nothing', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.click(screen.getByRole('button', { name: 'Save banner' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('names its file input, like the other upload controls', () => {
    setup();
    expect(screen.getByLabelText('Banner image', { selector: 'input[type="file"]' })).toBe(fileInput());
  });

  it('shows the unsupported-type message for a file that is not JPG or PNG', async () => {
    const user = userEvent.setup({ applyAccept: false });
    setup();
    await user.upload(fileInput(), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unsupported image type: choose a JPG or PNG image',
    );
  });

  it('saves the texts, then uploads the square image, then is done', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.upload(fileInput(), pngFile());
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(props.onDone).toHaveBeenCalled());
    expect(props.onSave).toHaveBeenCalledWith({
      title: 'Spritz hour',
      subtitle: null,
      description: null,
      price: '€ 8',
      forYou: false,
    });
    expect(props.putImage).toHaveBeenCalledWith('https://api.test/api/v1/uploads/first', expect.any(File));
  });

  it('after a network error asks to upload again, keeps the values, and uploads again to a fresh address', async () => {
    const user = userEvent.setup();
    const putImage = vi.fn().mockRejectedValueOnce(networkError()).mockResolvedValueOnce({});
    const props = setup({ putImage });
    await user.upload(fileInput(), pngFile());
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Save banner' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error: the image was not uploaded, please upload it again',
    );
    expect(props.onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Spritz hour');
    expect(screen.getByRole('textbox', { name: /Price/ })).toHaveValue('€ 8');

    await user.click(screen.getByRole('button', { name: 'Upload again' }));
    await waitFor(() => expect(props.onDone).toHaveBeenCalled());
    expect(props.getUploadUrl).toHaveBeenCalledTimes(1);
    expect(putImage).toHaveBeenLastCalledWith('https://api.test/api/v1/uploads/second', expect.any(File));
  });

  it('shows the server’s refusal by field and keeps the values', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError({
      status: 400,
      statusText: 'Bad Request',
      body: {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        details: [{ field: 'price', message: 'Price must be at most 45 characters' }],
      },
    });
    const props = setup({ onSave: vi.fn().mockRejectedValue(refusal) });
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Save banner' }));
    expect(await screen.findByText('Price must be at most 45 characters')).toBeInTheDocument();
    expect(screen.getByText('Nothing was saved: check the marked fields.')).toBeInTheDocument();
    expect(props.putImage).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Spritz hour');
  });

  it('offers the square crop for a photo that is not square', async () => {
    const user = userEvent.setup();
    setup({ readSize: vi.fn(async () => ({ width: 1600, height: 900 })) });
    await user.upload(fileInput(), pngFile());
    expect(await screen.findByText('Crop the image to a square')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use this square' })).toBeInTheDocument();
  });
});

describe('banner access', () => {
  it('is a Smart feature that also needs the club’s switch', () => {
    expect(bannerAccess({ plan: 'freemium', bannerUpdateEnabled: true })).toBe('not-in-plan');
    expect(bannerAccess({ plan: 'smart', bannerUpdateEnabled: false })).toBe('switched-off');
    expect(bannerAccess({ plan: 'professional', bannerUpdateEnabled: true })).toBe('allowed');
  });

  it('says where to turn the switch on', () => {
    renderUi(<BannerAccessNotice clubId={4} access="switched-off" renderUpgradePrompt={() => null} />);
    expect(screen.getByText('Banner changes are turned off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the club settings' })).toHaveAttribute(
      'href',
      '/clubs/4/profile/settings',
    );
  });
});
