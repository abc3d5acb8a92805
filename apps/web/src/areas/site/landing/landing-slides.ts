import { SLIDE_NAMES, type SlideName } from '../site-messages';

/*
 * Meja's own screens with the demo data, taken by scripts/landing-screenshots.mjs: 16:10 WebP at
 * 480, 720 and 960 px wide (the browser picks by the carousel's width and the screen's density).
 */
const PICTURES = import.meta.glob<string>('../../../assets/landing/*.webp', {
  eager: true,
  query: '?url',
  import: 'default',
});
const WIDTHS = [480, 720, 960] as const;
/** Laptop screens also come as a closer crop for phones (landing-{name}-phone-{width}.webp). */
const PHONE_WIDTHS = [480, 720] as const;

/** The picture's URL, or undefined when that size was not generated (the srcset just leaves it out). */
function picture(name: string, width: number): string | undefined {
  return PICTURES[`../../../assets/landing/landing-${name}-${width}.webp`];
}

export interface LandingSlide {
  /** Its caption and alt text are `{name}Caption` and `{name}Alt` in carouselMessages. */
  name: SlideName;
  src: string;
  srcSet: string;
  /** The closer crop for phones; '' when the slide has none (it is a phone screen already). */
  phoneSrcSet: string;
}

export const SLIDE_WIDTH = 960;
export const SLIDE_HEIGHT = 600;

/** The sizes of one picture that exist, smallest first. */
function sizesOf(name: string, widths: readonly number[]): { url: string; width: number }[] {
  return widths.flatMap((width) => {
    const url = picture(name, width);
    return url === undefined ? [] : [{ url, width }];
  });
}

function srcSetOf(sizes: { url: string; width: number }[]): string {
  return sizes.map(({ url, width }) => `${url} ${width}w`).join(', ');
}

function slide(name: SlideName): LandingSlide {
  const sizes = sizesOf(name, WIDTHS);
  return {
    name,
    src: sizes.at(-1)?.url ?? '',
    srcSet: srcSetOf(sizes),
    phoneSrcSet: srcSetOf(sizesOf(`${name}-phone`, PHONE_WIDTHS)),
  };
}

export const LANDING_SLIDES: readonly LandingSlide[] = SLIDE_NAMES.map(slide);
