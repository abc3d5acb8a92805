import { useState, type FocusEvent } from 'react';
import { LineIcon } from '../../../components/line-icons';
import { useMessages } from '../../../i18n/use-messages';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { carouselMessages, type SlideName } from '../site-messages';
import { LANDING_HEADING_CLASS } from './landing-section';
import { LANDING_SLIDES, SLIDE_HEIGHT, SLIDE_WIDTH } from './landing-slides';
import { useCarousel } from './use-carousel';

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 shadow-sm hover:bg-stone-100';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <LineIcon>
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </LineIcon>
  );
}

/**
 * SPEC §2 screenshot carousel: moves every 3 s, pauses on hover and while keyboard focus is inside,
 * stays still under prefers-reduced-motion; previous/next, one button per slide and play/pause.
 * Screen readers hear the slide change only when the visitor moves it (aria-live off while playing).
 */
export function LandingCarousel() {
  const t = useMessages(carouselMessages);
  const captionOf = (name: SlideName) => t[`${name}Caption`];
  const altOf = (name: SlideName) => t[`${name}Alt`];
  const carousel = useCarousel(LANDING_SLIDES.length);
  // The pictures wait for the page's text to be on screen, then load lazily; once the first is in,
  // the others follow so no slide arrives blank.
  const painted = useAfterFirstPaint();
  const [warm, setWarm] = useState(false);
  const total = LANDING_SLIDES.length;
  const current = LANDING_SLIDES[carousel.index];

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) carousel.setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      carousel.setFocused(false);
    }
  };

  return (
    // On a laptop: the heading, caption and controls on the left, the screen on the right.
    <section
      aria-labelledby="layar-heading"
      aria-roledescription="carousel"
      className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,5fr)] lg:items-center lg:gap-x-10 lg:gap-y-8"
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="lg:self-end">
        <h2 id="layar-heading" className={`${LANDING_HEADING_CLASS} text-stone-900`}>
          {t.heading}
        </h2>
        <p className="mt-2 text-stone-700">{t.lead}</p>
      </div>
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-lg lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div
          aria-live={carousel.playing ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {LANDING_SLIDES.map((slide, index) => (
            <div
              key={slide.name}
              role="group"
              aria-roledescription="slide"
              aria-label={t.slide({ index: index + 1, total, caption: captionOf(slide.name) })}
              aria-hidden={index !== carousel.index}
              className="w-full shrink-0"
            >
              {painted ? (
                <picture>
                  {slide.phoneSrcSet ? (
                    <source
                      media="(max-width: 639px)"
                      srcSet={slide.phoneSrcSet}
                      sizes="calc(100vw - 2rem)"
                    />
                  ) : null}
                  <img
                    src={slide.src}
                    srcSet={slide.srcSet}
                    sizes="(min-width: 1024px) min(64vw, 860px), calc(100vw - 2rem)"
                    width={SLIDE_WIDTH}
                    height={SLIDE_HEIGHT}
                    alt={altOf(slide.name)}
                    loading={warm ? 'eager' : 'lazy'}
                    decoding="async"
                    onLoad={index === 0 ? () => setWarm(true) : undefined}
                    className="block aspect-[16/10] h-auto w-full bg-stone-100"
                  />
                </picture>
              ) : (
                <div aria-hidden="true" className="aspect-[16/10] w-full bg-stone-100" />
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="lg:col-start-1 lg:self-start">
        <div className="flex flex-wrap items-center justify-between gap-3 lg:flex-col lg:items-start">
          <p className="min-w-0 flex-1 font-semibold text-stone-800" aria-hidden="true">
            {current ? captionOf(current.name) : null}
          </p>
          <div className="flex items-center gap-2">
            <button type="button" className={controlClass} onClick={carousel.previous}>
              <Chevron direction="left" />
              <span className="sr-only">{t.previous}</span>
            </button>
            <button type="button" className={controlClass} onClick={carousel.next}>
              <Chevron direction="right" />
              <span className="sr-only">{t.next}</span>
            </button>
            <button type="button" className={controlClass} onClick={carousel.togglePlay}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                {carousel.showsPlay ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
              </svg>
              <span className="sr-only">{carousel.showsPlay ? t.play : t.pause}</span>
            </button>
          </div>
        </div>
        <div className="mt-1 flex justify-center gap-1 lg:-ml-3 lg:justify-start">
          {LANDING_SLIDES.map((slide, index) => (
            <button
              key={slide.name}
              type="button"
              aria-current={index === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(index)}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                  index === carousel.index
                    ? 'w-6 bg-brand-700'
                    : 'w-2.5 bg-stone-400 group-hover:bg-stone-500'
                }`}
              />
              <span className="sr-only">{t.show({ index: index + 1, total })}</span>
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
