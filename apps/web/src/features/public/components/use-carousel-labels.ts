import { useTranslation } from '../../../lib/i18n';

export function useCarouselLabels() {
  const { t } = useTranslation('public');
  return {
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    pause: t('carousel.pause'),
    play: t('carousel.play'),
    goTo: (n: number) => t('carousel.goTo', { n }),
    slide: (n: number, total: number) => t('carousel.slide', { n, total }),
  };
}
