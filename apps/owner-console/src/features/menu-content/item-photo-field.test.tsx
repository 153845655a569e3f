import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ApiError } from '@tavola/api/errors';
import { itemPhotoMessages } from '@tavola/domain/item-photo';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { theme } from '@tavola/ui/theme';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemPhotoField, type ItemPhotoFieldProps } from './components/item-photo-field';
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

const PLACEHOLDER = 'data:image/webp;base64,UklGRg==';
const OLD_PHOTO: ItemPhoto = {
  url: 'https://api.test/api/v1/images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  widths: [320, 640, 960],
  width: 960,
  height: 720,
  placeholder: PLACEHOLDER,
};
const NEW_PHOTO: ItemPhoto = {
  url: 'https://api.test/api/v1/images/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
  widths: [320, 640],
  width: 640,
  height: 640,
  placeholder: PLACEHOLDER,
};

function setup(overrides: Partial<ItemPhotoFieldProps> = {}) {
  const props: ItemPhotoFieldProps = {
    photo: null,
    itemName: 'Bruschetta',
    upload: vi.fn(async (_blob: Blob, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      return NEW_PHOTO;
    }),
    remove: vi.fn(async () => {}),
    upgradePrompt: null,
    crop: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
    ...overrides,
  };
  renderUi(<ItemPhotoField {...props} />);
  return props;
}

function fileInput(): HTMLInputElement {
  const input = screen.getByLabelText('Photo of the item', { selector: 'input[type="file"]' });
  return input as HTMLInputElement;
}

const file = (name: string, type: string, size = 4) => new File([new Uint8Array(size)], name, { type });

/**
 * jsdom lays nothing out and decodes no image: the cropper's photo is given an 800 × 600 natural
 * size in a 400 × 300 frame, then "loads", as a browser's would.
 */
function loadCropperPhoto() {
  const image = document.querySelector<HTMLImageElement>('img.reactEasyCrop_Image');
  const container = document.querySelector<HTMLElement>('[data-testid="container"]');
  if (!image || !container) throw new Error('no cropper');
  Object.defineProperty(image, 'naturalWidth', { value: 800 });
  Object.defineProperty(image, 'naturalHeight', { value: 600 });
  container.getBoundingClientRect = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 400,
    bottom: 300,
    width: 400,
    height: 300,
    toJSON: () => ({}),
  });
  fireEvent.load(image);
}

async function chooseAndOpenCrop(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(fileInput(), file('bruschetta.png', 'image/png'));
  expect(await screen.findByRole('dialog', { name: 'Crop the photo' })).toBeInTheDocument();
  loadCropperPhoto();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Use this frame' })).toBeEnabled());
}

beforeEach(async () => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
  await activateLanguage('en', { remember: false });
});

describe('item photo field', () => {
  it('shows the upgrade prompt instead of the control on a plan without photos', () => {
    setup({ upgradePrompt: <p>Upgrade to add photos</p> });
    expect(screen.getByText('Upgrade to add photos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a photo' })).not.toBeInTheDocument();
  });

  it('asks to save a new item first', () => {
    setup({ upload: null });
    expect(screen.getByText('You can add a photo once the item is saved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a photo' })).not.toBeInTheDocument();
  });

  it('holds a new item’s framed photo for the form to send with the item: shown, replaced or removed, never uploaded here', async () => {
    const user = userEvent.setup();
    const heldPhotos: (Blob | null)[] = [];
    const crop = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
    function NewItem() {
      const [photo, setPhoto] = useState<Blob | null>(null);
      return (
        <ItemPhotoField
          photo={null}
          itemName="Bruschetta"
          upload={null}
          held={{
            photo,
            onChange: (next) => {
              heldPhotos.push(next);
              setPhoto(next);
            },
          }}
          remove={vi.fn()}
          upgradePrompt={null}
          crop={crop}
        />
      );
    }
    renderUi(<NewItem />);
    expect(screen.getByText(/the photo is uploaded when you save the item/)).toBeInTheDocument();
    await chooseAndOpenCrop(user);
    await user.click(screen.getByRole('button', { name: 'Use this frame' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Photo ready: it is uploaded when you save the item.',
    );
    expect(heldPhotos).toHaveLength(1);
    expect(heldPhotos[0]?.type).toBe('image/jpeg');
    expect(screen.getByRole('img', { name: 'Photo of Bruschetta' })).toHaveAttribute('src', 'blob:photo');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replace photo' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(heldPhotos.at(-1)).toBeNull();
    expect(screen.queryByRole('img', { name: 'Photo of Bruschetta' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
  });

  it('tells how to send a JPG for an iPhone’s HEIC photo, without a crop step or an upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const props = setup();
    await user.upload(fileInput(), file('IMG_0042.HEIC', ''));
    expect(await screen.findByRole('alert')).toHaveTextContent(itemPhotoMessages.heic.message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB and a type it does not take', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const props = setup();
    await user.upload(fileInput(), file('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The photo is too large: choose a file of at most 10 MB',
    );
    await user.upload(fileInput(), file('menu.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unsupported image type: choose a JPG, PNG, WebP or AVIF photo',
    );
    expect(props.upload).not.toHaveBeenCalled();
  });

  it('offers only the photo types it takes in the file picker', () => {
    setup();
    expect(fileInput().accept).toBe('image/jpeg,image/png,image/webp,image/avif');
  });

  it('crops to 4:3 by default, uploads the cropped photo with its progress, then shows the new photo', async () => {
    const user = userEvent.setup();
    let finish: (photo: ItemPhoto) => void = () => {};
    const props = setup({
      photo: OLD_PHOTO,
      upload: vi.fn(
        (_blob: Blob, onProgress: (fraction: number) => void) =>
          new Promise<ItemPhoto>((resolve) => {
            onProgress(0.4);
            finish = resolve;
          }),
      ),
    });
    expect(screen.getByRole('img', { name: 'Photo of Bruschetta' })).toHaveAttribute(
      'src',
      `${OLD_PHOTO.url}-640.webp`,
    );
    await chooseAndOpenCrop(user);
    await user.click(screen.getByRole('button', { name: 'Use this frame' }));

    const [src, area] = vi.mocked(props.crop ?? vi.fn()).mock.calls[0] as [string, Area];
    expect(src).toBe('blob:photo');
    expect(area.width / area.height).toBeCloseTo(4 / 3, 1);
    const progress = await screen.findByRole('progressbar', { name: 'Uploading the photo' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    const [sent] = vi.mocked(props.upload ?? vi.fn()).mock.calls[0] as [Blob];
    expect(sent.type).toBe('image/jpeg');

    finish(NEW_PHOTO);
    expect(await screen.findByRole('status')).toHaveTextContent('Photo saved.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Bruschetta' })).toHaveAttribute(
      'src',
      `${NEW_PHOTO.url}-640.webp`,
    );
  });

  it('frames a square with the keyboard: the shape, the zoom and the frame moved with the arrow keys', async () => {
    const user = userEvent.setup();
    const props = setup();
    await chooseAndOpenCrop(user);
    screen.getByRole('radio', { name: 'Landscape 4:3' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Square' })).toBeChecked();
    // zoomed in, the frame has room to move
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    zoom.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const frame = screen.getByRole('group', { name: 'Frame of the photo' });
    frame.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Use this frame' }));
    await waitFor(() => expect(props.crop).toHaveBeenCalled());
    const [, area] = vi.mocked(props.crop ?? vi.fn()).mock.calls[0] as [string, Area];
    expect(area.width).toBeCloseTo(area.height, 0);
    // zoomed in (a smaller square than the 600 px of a centred one at zoom 1), and moved sideways
    // from the centre by the arrow keys (the photo moves left, so the frame shows more of its right)
    expect(area.width).toBeLessThan(600);
    expect(area.x).toBeGreaterThan((800 - area.width) / 2 + 1);
    expect(area.y).toBeCloseTo((600 - area.height) / 2, 0);
  });

  it('gives focus back to the photo button when the crop step is cancelled (its opener, the file input, cannot take it)', async () => {
    const user = userEvent.setup();
    const props = setup();
    await chooseAndOpenCrop(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a photo' })).toHaveFocus());
    expect(props.upload).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when the upload is refused, keeping the previous photo', async () => {
    const user = userEvent.setup();
    setup({
      photo: OLD_PHOTO,
      upload: vi.fn(async () => {
        throw new ApiError({
          status: 400,
          statusText: 'Bad Request',
          body: { code: 'image_unreadable', message: 'The file is not an image we can read.' },
        });
      }),
    });
    await chooseAndOpenCrop(user);
    await user.click(screen.getByRole('button', { name: 'Use this frame' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not an image we can read.');
    expect(screen.getByRole('img', { name: 'Photo of Bruschetta' })).toHaveAttribute(
      'src',
      `${OLD_PHOTO.url}-640.webp`,
    );
    expect(screen.queryByRole('button', { name: 'Upload again' })).not.toBeInTheDocument();
  });

  it('offers to upload the same photo again after a network failure', async () => {
    const user = userEvent.setup();
    const upload = vi
      .fn<NonNullable<ItemPhotoFieldProps['upload']>>()
      .mockRejectedValueOnce(new ApiError({ kind: 'network', status: 0, statusText: 'Network error' }))
      .mockResolvedValueOnce(NEW_PHOTO);
    setup({ upload });
    await chooseAndOpenCrop(user);
    await user.click(screen.getByRole('button', { name: 'Use this frame' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    await user.click(screen.getByRole('button', { name: 'Upload again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Photo saved.');
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[0]).toBe(upload.mock.calls[0]?.[0]);
  });

  it('removes the photo', async () => {
    const user = userEvent.setup();
    const props = setup({ photo: OLD_PHOTO });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Photo removed.');
    expect(props.remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('img', { name: 'Photo of Bruschetta' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
  });

  it('keeps the photo when removing it fails', async () => {
    const user = userEvent.setup();
    setup({
      photo: OLD_PHOTO,
      remove: vi.fn(async () => {
        throw new Error('offline');
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The photo could not be removed, please try again.',
    );
    expect(screen.getByRole('img', { name: 'Photo of Bruschetta' })).toBeInTheDocument();
  });
});
