import data from './gallery.json';

export type GalleryPhoto = { id: number; src: string; caption: string; width: number; height: number };

/** The 50 gallery pictures; the images are drawn by scripts/content/build-images.mjs from the same list. */
export const GALLERY: GalleryPhoto[] = (data as { id: number; file: string; caption: string; width: number; height: number }[]).map((g) => ({
  id: g.id,
  src: g.file,
  caption: g.caption,
  width: g.width,
  height: g.height,
}));
