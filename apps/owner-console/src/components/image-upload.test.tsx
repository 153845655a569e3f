import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { activateLanguage } from '@tavola/i18n/setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { ImageUpload } from './image-upload';

/** A stand-in for the signed upload address: the path picks the answer. */
let server: Server;
let base = '';
const received: { path: string; contentType: string | undefined; bytes: number }[] = [];

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const ANSWERS: Record<string, [number, unknown]> = {
  '/ok': [
    200,
    { url: 'https://api.test/api/v1/images/new.png', width: 10, height: 10, contentType: 'image/png' },
  ],
  '/not-an-image': [
    415,
    { code: 'unsupported_image_type', message: 'Unsupported image type: choose a JPG or PNG image' },
  ],
  '/expired': [400, { code: 'invalid_or_expired_link', message: 'expired' }],
  '/bomb': [400, { code: 'image_too_many_pixels', message: 'too many pixels' }],
  '/broken': [500, { code: 'internal_error', message: 'There was an error, please try again later.' }],
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = request.url ?? '';
    received.push({ path, contentType: request.headers['content-type'], bytes: body.length });
    const [status, answer] = ANSWERS[path] ?? [404, { code: 'not_found', message: 'Not found' }];
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
});

/** An address where nothing listens: the PUT fails like a dropped connection. */
async function unreachableUrl() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/gone`;
}

const png = (name = 'logo.png', bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function setup(createUploadUrl: () => Promise<string>, language: 'en' | 'it' = 'en') {
  await activateLanguage(language, { remember: false });
  const onUploaded = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <AppProvider queryClient={new QueryClient()} env="test">
      <ImageUpload value={null} label="Club logo" createUploadUrl={createUploadUrl} onUploaded={onUploaded} />
    </AppProvider>,
  );
  const input = screen.getByLabelText('Club logo');
  return { user, input, onUploaded };
}

describe('ImageUpload', () => {
  it('uploads a PNG to the signed address with its type, and reports the stored image', async () => {
    const createUploadUrl = vi.fn(async () => `${base}/ok`);
    const { user, input, onUploaded } = await setup(createUploadUrl);
    await user.upload(input, png('logo.png', 1234));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(onUploaded.mock.calls[0]?.[0]).toMatchObject({ url: 'https://api.test/api/v1/images/new.png' });
    expect(received).toEqual([{ path: '/ok', contentType: 'image/png', bytes: 1234 }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // the local preview shows first; the stored image replaces it once the upload is reported
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Club logo' })).toHaveAttribute(
        'src',
        'https://api.test/api/v1/images/new.png',
      ),
    );
  });

  it('refuses a file that is not a JPG or PNG before sending anything', async () => {
    const createUploadUrl = vi.fn(async () => `${base}/ok`);
    const { user, input } = await setup(createUploadUrl);
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unsupported image type: choose a JPG or PNG image',
    );
    expect(createUploadUrl).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const createUploadUrl = vi.fn(async () => `${base}/ok`);
    const { user, input } = await setup(createUploadUrl);
    await user.upload(input, png('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is too large: choose a file of at most 5 MB',
    );
    expect(createUploadUrl).not.toHaveBeenCalled();
  });

  it('shows the unsupported-image-type message when the server judges the bytes otherwise', async () => {
    const { user, input, onUploaded } = await setup(async () => `${base}/not-an-image`);
    await user.upload(input, png('renamed.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unsupported image type: choose a JPG or PNG image',
    );
    expect(onUploaded).not.toHaveBeenCalled();
    // not worth sending the same bytes again
    expect(screen.queryByRole('button', { name: 'Upload again' })).not.toBeInTheDocument();
  });

  it('says which limit the server found', async () => {
    const { user, input } = await setup(async () => `${base}/bomb`);
    await user.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is too large: at most 40 megapixels',
    );
  });

  it('asks to upload again after a network failure, and the retry succeeds', async () => {
    const urls = [await unreachableUrl(), `${base}/ok`];
    const createUploadUrl = vi.fn(async () => urls.shift() ?? `${base}/ok`);
    const { user, input, onUploaded } = await setup(createUploadUrl);
    await user.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error: the image was not uploaded, please upload it again',
    );
    expect(onUploaded).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Upload again' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(createUploadUrl).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats a server failure and an expired address as worth another try', async () => {
    const { user, input } = await setup(async () => `${base}/broken`);
    await user.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent('please upload it again');
    expect(screen.getByRole('button', { name: 'Upload again' })).toBeInTheDocument();
  });

  it('shows the failure when no upload address could be had', async () => {
    const { user, input } = await setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent('please upload it again');
  });

  it('speaks Italian', async () => {
    const { user, input } = await setup(async () => `${base}/expired`, 'it');
    await user.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('Unsupported');
    expect(alert.textContent).toMatch(/JPG|PNG/);
    await activateLanguage('en', { remember: false });
  });
});
