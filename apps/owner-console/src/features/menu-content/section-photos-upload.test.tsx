import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ApiError } from '@tavola/api/errors';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { theme } from '@tavola/ui/theme';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionPhotosUpload, type SectionPhotosUploadProps } from './components/section-photos-upload';
import type { ItemPhoto } from './utils/item-photo';

function renderUi(ui: ReactElement) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        {ui}
      </MantineProvider>
    </I18nProvider>,
  );
}

const PHOTO: ItemPhoto = {
  url: 'https://api.test/api/v1/images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  widths: [320],
  width: 320,
  height: 240,
  placeholder: 'data:image/webp;base64,UklGRg==',
};

const ITEMS = [
  { id: 1, name: 'Bruschetta al pomodoro', photo: null },
  { id: 2, name: 'Tiramisù della casa', photo: PHOTO },
  { id: 3, name: 'Caffè', photo: null },
];

function setup(overrides: Partial<SectionPhotosUploadProps> = {}) {
  const props: SectionPhotosUploadProps = {
    items: ITEMS,
    upload: vi.fn(async (_itemId: number, _photo: Blob, onProgress: (fraction: number) => void) => {
      onProgress(1);
    }),
    onUploaded: vi.fn(),
    upgradePrompt: null,
    // jsdom draws nothing: the browser's bringing down of a large photo is a journey's (dish-photos)
    shrink: async (file) => file,
    ...overrides,
  };
  renderUi(<SectionPhotosUpload {...props} />);
  return props;
}

const photo = (name: string, type = 'image/jpeg') => new File([new Uint8Array(8)], name, { type });

async function drop(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  const input = screen.getByLabelText('Photos of the section’s items', { selector: 'input[type="file"]' });
  await user.upload(input, files);
  return screen.findByRole('dialog', { name: 'Photos for the items' });
}

/** The review's row of a file. */
function rowOf(dialog: HTMLElement, fileName: string): HTMLElement {
  const row = within(dialog)
    .getAllByTestId('photo-match')
    .find((entry) => entry.textContent?.includes(fileName));
  if (!row) throw new Error(`no row for ${fileName}`);
  return row;
}

beforeEach(async () => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
  await activateLanguage('en', { remember: false });
});

describe('section photos upload', () => {
  it('shows the upgrade prompt instead of the drop zone on a plan without photos', () => {
    setup({ upgradePrompt: <p>Upgrade to add photos</p> });
    expect(screen.getByText('Upgrade to add photos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose photos' })).not.toBeInTheDocument();
  });

  it('matches the files to the items by name for review, saving nothing until confirmed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const props = setup();
    const dialog = await drop(user, [
      photo('bruschetta-al-pomodoro.jpg'),
      photo('TIRAMISU.png', 'image/png'),
      photo('IMG_2041.jpg'),
      photo('caffe.HEIC', ''),
    ]);
    expect(within(rowOf(dialog, 'bruschetta-al-pomodoro.jpg')).getByRole('combobox')).toHaveValue(
      'Bruschetta al pomodoro',
    );
    expect(within(rowOf(dialog, 'TIRAMISU.png')).getByRole('combobox')).toHaveValue('Tiramisù della casa');
    expect(within(rowOf(dialog, 'IMG_2041.jpg')).getByRole('combobox')).toHaveValue('Skip this photo');
    // a file that cannot be sent says why, with no choice of item
    expect(rowOf(dialog, 'caffe.HEIC')).toHaveTextContent('HEIC, the iPhone format');
    expect(within(rowOf(dialog, 'caffe.HEIC')).queryByRole('combobox')).not.toBeInTheDocument();
    // Tiramisù has a photo already: said before anything happens
    expect(
      within(dialog).getByText('These items lose their current photo').closest('.mantine-Alert-root'),
    ).toHaveTextContent('Tiramisù della casa');
    expect(within(dialog).getByRole('button', { name: 'Upload 2 photos' })).toBeEnabled();
    expect(props.upload).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.upload).not.toHaveBeenCalled();
  });

  it('lets the owner change a match and skip one, then uploads each chosen photo to its item', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const props = setup();
    const files = [photo('bruschetta.jpg'), photo('tiramisu.jpg'), photo('IMG_2041.jpg')];
    const dialog = await drop(user, files);

    await user.click(
      within(rowOf(dialog, 'IMG_2041.jpg')).getByRole('combobox', { name: 'Item for IMG_2041.jpg' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Caffè' }));
    await user.click(
      within(rowOf(dialog, 'tiramisu.jpg')).getByRole('combobox', { name: 'Item for tiramisu.jpg' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Skip this photo' }));
    // no item left losing its photo
    expect(within(dialog).queryByText('These items lose their current photo')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 photos' }));
    expect(await within(dialog).findByText('2 photos uploaded.')).toBeInTheDocument();
    expect(vi.mocked(props.upload).mock.calls.map(([itemId, file]) => [itemId, (file as File).name])).toEqual(
      [
        [1, 'bruschetta.jpg'],
        [3, 'IMG_2041.jpg'],
      ],
    );
    expect(rowOf(dialog, 'bruschetta.jpg')).toHaveTextContent('For Bruschetta al pomodoro: saved.');
    expect(rowOf(dialog, 'tiramisu.jpg')).toHaveTextContent('Skipped.');
    expect(props.onUploaded).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses to send two photos to one item', async () => {
    const user = userEvent.setup({ applyAccept: false });
    setup();
    const dialog = await drop(user, [photo('caffe.jpg'), photo('IMG_1.jpg')]);
    await user.click(
      within(rowOf(dialog, 'IMG_1.jpg')).getByRole('combobox', { name: 'Item for IMG_1.jpg' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Caffè' }));
    expect(within(dialog).getAllByText('Another photo is already chosen for this item.')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Upload 2 photos' })).toBeDisabled();
  });

  it('shows each file’s progress and the server’s reason for a refused one, and retries the failed ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let refuse = true;
    let finishFirst: () => void = () => {};
    const upload = vi.fn(async (itemId: number, _photo: Blob, onProgress: (fraction: number) => void) => {
      if (itemId === 1) {
        onProgress(0.25);
        await new Promise<void>((resolve) => {
          finishFirst = resolve;
        });
        return;
      }
      if (refuse)
        throw new ApiError({
          status: 400,
          statusText: 'Bad Request',
          body: { code: 'image_too_wide', message: 'The photo is wider than 16,384 pixels.' },
        });
    });
    const props = setup({ upload });
    const dialog = await drop(user, [photo('bruschetta-al-pomodoro.jpg'), photo('caffe.jpg')]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 photos' }));

    const progress = await within(dialog).findByRole('progressbar', {
      name: 'Uploading the photo of Bruschetta al pomodoro',
    });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(rowOf(dialog, 'caffe.jpg')).toHaveTextContent('For Caffè: waiting.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading: 0 of 2 done.');
    // no way out while photos are on their way
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    finishFirst();
    expect(await within(dialog).findByText('1 uploaded, 1 not: see why below.')).toBeInTheDocument();
    expect(rowOf(dialog, 'caffe.jpg')).toHaveTextContent(
      'For Caffè: not saved. The photo is wider than 16,384 pixels.',
    );
    expect(props.onUploaded).toHaveBeenCalledOnce();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try the failed ones again' }));
    expect(await within(dialog).findByText('2 photos uploaded.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(3);
    expect(upload.mock.calls[2]?.[0]).toBe(3);
  });
});
