import { PROFILE_PICTURE_SIDE } from '@portal/common/validation/profile-picture';

/** How a picture becomes a square: `crop` fills it (the middle of the picture is kept), `fit` shows the whole picture. */
export type SquareMode = 'crop' | 'fit';

/**
 * Draws a picture into a square of PROFILE_PICTURE_SIDE pixels in the browser (a canvas), so what is uploaded is the
 * square the user saw in the preview, small and of one known shape; the server still checks the bytes it gets. WebP
 * where the browser can write it, else PNG. `fit` leaves a white margin around a picture that is not square.
 */
export async function squareImage(file: Blob, mode: SquareMode, side = PROFILE_PICTURE_SIDE): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot prepare the picture.');
    const scale = mode === 'crop' ? Math.max(side / bitmap.width, side / bitmap.height) : Math.min(side / bitmap.width, side / bitmap.height);
    const w = bitmap.width * scale;
    const h = bitmap.height * scale;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, side, side);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, (side - w) / 2, (side - h) / 2, w, h);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot prepare the picture.'))), 'image/webp', 0.9),
    );
  } finally {
    bitmap.close();
  }
}
