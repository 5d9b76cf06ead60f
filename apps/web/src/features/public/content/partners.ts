import data from './partners.json';

export type Partner = { name: string; logo: string; category: 'industry' | 'academia' };

/** Partner organisations shown in the carousel; logos are drawn by scripts/content/build-images.mjs. */
export const PARTNERS: Partner[] = (data as { name: string; slug: string; category: 'industry' | 'academia' }[]).map((p) => ({
  name: p.name,
  logo: `/generated/partners/${p.slug}.svg`,
  category: p.category,
}));
