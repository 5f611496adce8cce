// A chosen photo is decoded and drawn afresh before it is uploaded: what reaches storage is a new
// JPEG made of the pixels alone, so the camera's EXIF (GPS position, device, date) never goes public,
// a file that is not a decodable image never goes up at all, and the photo is no larger than the
// team page shows it.

/**
 * The side, in pixels, of the square a photo is stored at: the largest the site shows one (the
 * 128 px discs of /team and the bio dialog, `MemberPhoto` size md) at three device pixels per CSS
 * pixel.
 */
export const PHOTO_SIZE = 384;
export const PHOTO_TYPE = 'image/jpeg';
const PHOTO_QUALITY = 0.86;

export class UnreadablePhoto extends Error {
  constructor() {
    super('Photo could not be read as an image. Choose a JPEG, PNG, WebP, GIF or AVIF photo.');
  }
}

/**
 * The photo as a square JPEG of at most PHOTO_SIZE pixels: the centre of the picture (the team
 * page shows photos in circles), upright as the camera meant it, on white where it was transparent.
 */
export async function preparePhoto(file: Blob): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    // Browsers apply the EXIF orientation while decoding, so the pixels come out upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePhoto();
  }
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    if (side < 1) throw new UnreadablePhoto();
    const size = Math.min(PHOTO_SIZE, side);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadablePhoto();
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      bitmap,
      (bitmap.width - side) / 2,
      (bitmap.height - side) / 2,
      side,
      side,
      0,
      0,
      size,
      size,
    );
    const blob = await new Promise<Blob | null>((done) =>
      canvas.toBlob(done, PHOTO_TYPE, PHOTO_QUALITY),
    );
    if (!blob) throw new UnreadablePhoto();
    return new File([blob], 'photo.jpg', { type: PHOTO_TYPE });
  } finally {
    bitmap.close();
  }
}
