import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_DATA } from '@/test/signed-in';
import { ApiError } from './api-client';
import { operatorStore } from './operator';
import { session } from './session';
import { uploadImage, uploadProblem } from './upload';

const MB = 1024 * 1024;
const fileOf = (size: number, name: string, type: string) => new File([new Uint8Array(size)], name, { type });

const loginData = LOGIN_DATA;

const uploaded = {
  image: '/uploads/33333333-3333-4333-8333-333333333333.png',
  thumbnail: '/uploads/33333333-3333-4333-8333-333333333333-thumb.webp',
  id: '33333333-3333-4333-8333-333333333333',
  mimeType: 'image/png',
  size: 1234,
  width: 640,
  height: 480,
};

describe('uploadImage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    operatorStore.set(loginData.user.operatorId);
    session.set(loginData);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    session.clear();
  });

  it('sends the file and its flag as multipart and resolves to the image and thumbnail URLs', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: true, message: 'Uploaded', data: uploaded }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const file = fileOf(1000, 'me.png', 'image/png');
    await expect(uploadImage(file, 'proof')).resolves.toEqual(uploaded);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/uploads');
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect(form.get('flag')).toBe('proof');
    expect((form.get('file') as File).name).toBe('me.png');
  });

  it('refuses a file over 5 MB without sending it, with the server’s 422 shape and words', async () => {
    const error = await uploadImage(fileOf(5 * MB + 1, 'big.jpg', 'image/jpeg'), 'profile').catch((e: unknown) => e);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'upload.too_large', params: { max: 5 } });
    expect((error as ApiError).message).toBe('The image is larger than 5 MB');
    expect((error as ApiError).errors.file).toEqual([(error as ApiError).message]);
  });

  it('refuses a PDF, an SVG or a HEIC photo without sending it (upload.not_image)', async () => {
    for (const file of [
      fileOf(100, 'x.pdf', 'application/pdf'),
      fileOf(100, 'x.svg', 'image/svg+xml'),
      fileOf(100, 'x.heic', 'image/heic'),
    ]) {
      const error = await uploadImage(file, 'profile').catch((e: unknown) => e);
      expect(error, file.name).toMatchObject({ status: 422, code: 'upload.not_image' });
      expect((error as ApiError).message).toBe('Must be a PNG, JPEG, WebP or GIF image');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('uploadProblem', () => {
  it('accepts PNG, JPEG, WebP and GIF up to exactly 5 MB, and a typeless file by its name', () => {
    expect(uploadProblem(fileOf(5 * MB, 'a.png', 'image/png'))).toBeNull();
    expect(uploadProblem(fileOf(10, 'a.jpg', 'image/jpeg'))).toBeNull();
    expect(uploadProblem(fileOf(10, 'a.webp', 'image/webp'))).toBeNull();
    expect(uploadProblem(fileOf(10, 'a.gif', 'image/gif'))).toBeNull();
    expect(uploadProblem(fileOf(10, 'photo.JPEG', ''))).toBeNull();
    expect(uploadProblem(fileOf(10, 'notes', ''))?.code).toBe('upload.not_image');
    expect(uploadProblem(fileOf(0, 'a.png', 'image/png'))?.code).toBe('upload.damaged');
  });
});
