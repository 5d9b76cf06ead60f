import { useState } from 'react';
import { useTranslation } from '../lib/i18n';

/**
 * The header's scrolling announcement. It moves for longer than five seconds, so it has a control to
 * stop it (WCAG 2.2.2); hovering also holds it. Under prefers-reduced-motion it stands still as plain
 * text and the control is not shown. Below 1024 px it takes a row of its own under the logo.
 */
export function HeaderBanner() {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  return (
    <div className="marquee-box order-3 flex min-w-0 basis-full items-center gap-2 lg:order-none lg:mr-3 lg:flex-1 lg:basis-0">
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-label={paused ? t('bannerControl.play') : t('bannerControl.pause')}
        className="min-h-6 min-w-6 shrink-0 rounded border border-brand-700 px-2 text-xs font-bold text-brand-700 hover:bg-brand-50 motion-reduce:hidden"
      >
        {paused ? t('bannerControl.playShort') : t('bannerControl.pauseShort')}
      </button>
      {/* The text fades in and out at the window's edges instead of being cut against Apply Now. */}
      <div className="marquee-window min-w-0 flex-1 overflow-hidden" data-testid="ticker-window">
        <p className="animate-marquee whitespace-nowrap text-sm font-medium text-brand-700" data-paused={paused}>
          {t('banner')}
        </p>
      </div>
    </div>
  );
}
