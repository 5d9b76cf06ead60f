// Draws the portal's illustrations as SVG: 50 gallery scenes, the partner logos, the home banner art,
// the scheme card art and the scheme diagrams. Deterministic: the same input gives the same files.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DISBURSEMENT_PERCENT, FOCUS_AREAS } from '@portal/shared';

const WEB = path.join(import.meta.dirname, '../../apps/web');

function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const PALETTES = [
  ['#0b3d91', '#f5a623', '#e4e7eb', '#1f2933'],
  ['#123b5c', '#e4572e', '#f3f0e8', '#2b2d42'],
  ['#1d4e47', '#f0c808', '#eef3f1', '#14213d'],
  ['#3d2c8d', '#ff7b00', '#f1eefa', '#1b1b2f'],
  ['#4a4e69', '#f2a541', '#f2e9e4', '#22223b'],
];

function sky(p, r) {
  return `<rect width="800" height="600" fill="${p[2]}"/><rect y="${380 + Math.floor(r() * 40)}" width="800" height="240" fill="${p[3]}" opacity="0.9"/>`;
}

const SCENES = {
  furnace: (p, r) => {
    const x = 260 + r() * 200;
    return `${sky(p, r)}<rect x="${x}" y="140" width="120" height="280" fill="${p[0]}"/><path d="M${x - 30} 420 L${x + 150} 420 L${x + 120} 250 L${x} 250Z" fill="${p[0]}" opacity=".8"/>
<rect x="${x - 160}" y="200" width="50" height="220" rx="25" fill="${p[0]}" opacity=".7"/><rect x="${x - 100}" y="180" width="50" height="240" rx="25" fill="${p[0]}" opacity=".75"/>
<path d="M${x + 120} 360 C${x + 220} 380 ${x + 260} 430 ${x + 380} 440" stroke="${p[1]}" stroke-width="14" fill="none"/>
<circle cx="${x + 60}" cy="120" r="${30 + r() * 20}" fill="#fff" opacity=".6"/><circle cx="${x + 90}" cy="80" r="${20 + r() * 15}" fill="#fff" opacity=".4"/>`;
  },
  rolling: (p, r) => {
    let s = sky(p, r);
    for (let i = 0; i < 4; i++)
      s += `<rect x="${120 + i * 150}" y="220" width="60" height="200" fill="${p[0]}"/><circle cx="${150 + i * 150}" cy="${300 + r() * 10}" r="26" fill="${p[3]}"/>`;
    return `${s}<rect x="60" y="330" width="680" height="16" fill="${p[1]}"/><rect x="${560 + r() * 60}" y="300" width="70" height="70" rx="35" fill="${p[1]}" opacity=".85"/>`;
  },
  ladle: (p, r) => {
    const x = 300 + r() * 120;
    return `${sky(p, r)}<rect x="0" y="80" width="800" height="14" fill="${p[0]}"/><line x1="${x + 60}" y1="94" x2="${x + 60}" y2="190" stroke="${p[0]}" stroke-width="6"/>
<path d="M${x} 190 h120 l-14 130 h-92z" fill="${p[0]}"/><path d="M${x + 112} 240 C${x + 170} 260 ${x + 180} 330 ${x + 190} 420" stroke="${p[1]}" stroke-width="12" fill="none"/>
<circle cx="${x + 190}" cy="420" r="22" fill="${p[1]}" opacity=".7"/>`;
  },
  lab: (p, r) => {
    let s = `<rect width="800" height="600" fill="${p[2]}"/><rect y="360" width="800" height="30" fill="${p[0]}"/>`;
    for (let i = 0; i < 5; i++) {
      const h = 60 + r() * 80;
      s += `<rect x="${90 + i * 130}" y="${360 - h}" width="${40 + r() * 30}" height="${h}" rx="8" fill="${i % 2 ? p[1] : p[0]}" opacity=".85"/>`;
    }
    return `${s}<circle cx="620" cy="160" r="70" fill="none" stroke="${p[0]}" stroke-width="10"/><line x1="670" y1="210" x2="740" y2="280" stroke="${p[0]}" stroke-width="14"/>`;
  },
  slag: (p, r) => {
    let s = sky(p, r);
    for (let i = 0; i < 6; i++) {
      const x = 40 + i * 125 + r() * 20;
      s += `<path d="M${x} 430 Q${x + 60} ${280 + r() * 60} ${x + 120} 430Z" fill="${i % 2 ? p[0] : p[3]}" opacity="${0.6 + r() * 0.3}"/>`;
    }
    return `${s}<rect x="0" y="470" width="800" height="40" fill="${p[1]}" opacity=".6"/>`;
  },
  hydrogen: (p, r) => {
    let s = sky(p, r);
    for (let i = 0; i < 6; i++) s += `<path d="M${60 + i * 80} 470 l60 -40 l20 0 l-60 40z" fill="${p[0]}"/>`;
    s += `<line x1="640" y1="470" x2="640" y2="${180 + r() * 40}" stroke="${p[3]}" stroke-width="8"/>`;
    for (let a = 0; a < 3; a++)
      s += `<line x1="640" y1="${190 + 0}" x2="${640 + 90 * Math.cos((a * 2 * Math.PI) / 3 + r())}" y2="${190 + 90 * Math.sin((a * 2 * Math.PI) / 3 + r())}" stroke="${p[3]}" stroke-width="6"/>`;
    return `${s}<circle cx="140" cy="120" r="50" fill="${p[1]}"/><text x="520" y="120" font-family="Arial" font-size="64" font-weight="bold" fill="${p[0]}">H₂</text>`;
  },
  meeting: (p, r) => {
    let s = `<rect width="800" height="600" fill="${p[2]}"/><rect x="140" y="330" width="520" height="40" rx="20" fill="${p[0]}"/>`;
    for (let i = 0; i < 6; i++) {
      const x = 170 + i * 90;
      s += `<circle cx="${x}" cy="${270 - r() * 10}" r="26" fill="${p[3]}"/><rect x="${x - 32}" y="${296}" width="64" height="40" rx="18" fill="${i % 2 ? p[1] : p[3]}"/>`;
    }
    return `${s}<rect x="260" y="80" width="280" height="120" rx="8" fill="#fff" stroke="${p[0]}" stroke-width="6"/><polyline points="290,170 350,130 410,150 500,100" fill="none" stroke="${p[1]}" stroke-width="8"/>`;
  },
  coils: (p, r) => {
    let s = sky(p, r);
    for (let i = 0; i < 5; i++) {
      const x = 110 + i * 140;
      const y = 380 + (i % 2) * 20;
      s += `<circle cx="${x}" cy="${y}" r="${55 + r() * 10}" fill="${p[0]}"/><circle cx="${x}" cy="${y}" r="20" fill="${p[2]}"/>`;
    }
    return `${s}<rect x="0" y="470" width="800" height="14" fill="${p[1]}"/>`;
  },
  control: (p, r) => {
    let s = `<rect width="800" height="600" fill="${p[3]}"/>`;
    for (let i = 0; i < 3; i++) {
      s += `<rect x="${80 + i * 220}" y="120" width="200" height="140" rx="6" fill="${p[0]}"/>`;
      let pts = '';
      for (let k = 0; k < 8; k++) pts += `${95 + i * 220 + k * 24},${240 - r() * 90} `;
      s += `<polyline points="${pts}" fill="none" stroke="${p[1]}" stroke-width="5"/>`;
    }
    return `${s}<rect x="120" y="380" width="560" height="30" rx="8" fill="${p[2]}" opacity=".3"/><circle cx="300" cy="330" r="28" fill="${p[2]}" opacity=".5"/><circle cx="500" cy="330" r="28" fill="${p[2]}" opacity=".5"/>`;
  },
  mine: (p, r) => {
    let s = `<rect width="800" height="600" fill="${p[2]}"/>`;
    for (let i = 0; i < 4; i++)
      s += `<path d="M0 ${300 + i * 60} Q400 ${250 + i * 60 + r() * 30} 800 ${300 + i * 60} V600 H0Z" fill="${i % 2 ? p[3] : p[0]}" opacity="${0.5 + i * 0.12}"/>`;
    return `${s}<line x1="80" y1="280" x2="620" y2="120" stroke="${p[1]}" stroke-width="12"/><rect x="600" y="90" width="80" height="60" fill="${p[1]}"/>`;
  },
};

/** Text placed in markup: a bare '&' or '<' would make the SVG unparseable and the image broken. */
export function escapeXml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);
}

function svg(body, w = 800, h = 600, label = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"${label ? ` aria-label="${escapeXml(label)}"` : ''}>${body}</svg>\n`;
}

/**
 * Things placed in front of a scene; each gallery picture gets its own pair and counts, so no two
 * pictures are the same drawing recoloured.
 */
const PROPS = [
  (p, r, n) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<rect x="${560 + i * 38}" y="${150 + (i % 2) * 30}" width="24" height="${240 - (i % 2) * 30}" fill="${p[3]}"/><circle cx="${572 + i * 38}" cy="${130 + (i % 2) * 30 - r() * 20}" r="${14 + r() * 10}" fill="#fff" opacity=".5"/>`,
    ).join(''),
  (p, r, n) =>
    `<rect x="40" y="70" width="${140 + n * 40}" height="12" fill="${p[1]}"/><rect x="${60 + n * 20}" y="82" width="10" height="${60 + r() * 40}" fill="${p[3]}"/><rect x="40" y="70" width="12" height="330" fill="${p[1]}"/>`,
  (p, r, n) =>
    `<rect x="60" y="${440 - n * 4}" width="420" height="10" rx="5" fill="${p[3]}"/>${Array.from({ length: n + 2 }, (_, i) => `<circle cx="${80 + i * 44}" cy="${432 - n * 4}" r="8" fill="${p[1]}"/>`).join('')}`,
  (p, r, n) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<g transform="translate(${100 + i * 70} ${400 + (i % 2) * 8})"><circle r="12" fill="${p[3]}"/><rect x="-12" y="12" width="24" height="34" rx="8" fill="${p[1]}"/><path d="M-14 -4 a14 12 0 0 1 28 0z" fill="${p[1]}"/></g>`,
    ).join(''),
  (p, r, n) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<ellipse cx="${620 - i * 70}" cy="${380}" rx="30" ry="10" fill="${p[0]}"/><rect x="${590 - i * 70}" y="${300 - r() * 30}" width="60" height="${80 + r() * 30}" fill="${p[0]}" opacity=".9"/>`,
    ).join(''),
  (p, r, n) =>
    `<rect x="${420 + n * 10}" y="390" width="150" height="50" rx="6" fill="${p[1]}"/><rect x="${570 + n * 10}" y="405" width="50" height="35" rx="4" fill="${p[3]}"/><circle cx="${450 + n * 10}" cy="445" r="14" fill="${p[3]}"/><circle cx="${590 + n * 10}" cy="445" r="14" fill="${p[3]}"/>`,
  (p, r, n) =>
    Array.from(
      { length: n },
      (_, i) => `<path d="M0 ${200 + i * 26} H${300 + r() * 200} V${400}" stroke="${p[0]}" stroke-width="8" fill="none" opacity=".6"/>`,
    ).join(''),
  (p, r, n) =>
    `<circle cx="${120 + n * 20}" cy="90" r="${26 + n * 4}" fill="${p[1]}" opacity=".9"/>${Array.from({ length: n }, (_, i) => `<path d="M${300 + i * 90} ${70 + (i % 2) * 20} q20 -18 40 0 q20 -18 40 0" stroke="#fff" stroke-width="6" fill="none"/>`).join('')}`,
];

/** A caption band at the foot of the picture, so the illustration carries its own words. */
function captionBand(text, p) {
  return `<rect y="520" width="800" height="80" fill="${p[3]}" opacity=".88"/><text x="400" y="570" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" fill="#fff">${escapeXml(text)}</text>`;
}

/** The n-th distinct pair of props and their counts, for gallery item n (1-based). */
function propsFor(id) {
  const pairs = [];
  for (let a = 0; a < PROPS.length; a++) for (let b = a + 1; b < PROPS.length; b++) pairs.push([a, b]);
  const [a, b] = pairs[(id * 11) % pairs.length];
  return [
    [PROPS[a], 2 + (id % 4)],
    [PROPS[b], 2 + (Math.floor(id / 4) % 4)],
  ];
}

/** Boxes with the words in them, in rows of `perRow`, each box's text wrapped at about `wrap` characters. */
function boxes(items, p, { perRow, top, height, wrap }) {
  const width = 760 / perRow - 20;
  return items
    .map((label, i) => {
      const x = 20 + (i % perRow) * (width + 20) + 10;
      const y = top + Math.floor(i / perRow) * (height + 24);
      const lines = [];
      for (const word of String(label).split(' ')) {
        const last = lines[lines.length - 1];
        if (last && (last + ' ' + word).length <= wrap) lines[lines.length - 1] = `${last} ${word}`;
        else lines.push(word);
      }
      const first = y + height / 2 - ((lines.length - 1) * 26) / 2 + 8;
      const text = lines
        .map(
          (l, k) =>
            `<text x="${x + width / 2}" y="${first + k * 26}" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="bold" fill="${i % 2 ? p[3] : '#fff'}">${escapeXml(l)}</text>`,
        )
        .join('');
      return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${i % 2 ? p[1] : p[0]}"/>${text}`;
    })
    .join('');
}

/** The six focus areas as labelled tiles. */
function focusAreasDiagram(p) {
  const title = `<text x="400" y="70" text-anchor="middle" font-family="Arial, sans-serif" font-size="34" font-weight="bold" fill="${p[0]}">Key focus areas</text>`;
  return `<rect width="800" height="600" fill="${p[2]}"/>${title}${boxes(FOCUS_AREAS, p, { perRow: 2, top: 110, height: 136, wrap: 24 })}`;
}

/** The flow's five boxes end at 506: the picture stops a margin below them instead of leaving a blank band. */
export const HOW_IT_WORKS_HEIGHT = 540;

/** Apply, evaluation, and the three releases of funds, as a flow with arrows. */
function howItWorksDiagram(p, HOW_IT_WORKS_STEPS) {
  const title = `<text x="400" y="70" text-anchor="middle" font-family="Arial, sans-serif" font-size="34" font-weight="bold" fill="${p[0]}">How it works</text>`;
  // Boxes are 60 high with 24 between them (box i spans 110 + 84i to 170 + 84i): each arrow stays inside its gap.
  const arrows = HOW_IT_WORKS_STEPS.slice(1)
    .map((_, i) => `<path d="M400 ${172 + i * 84} v10" stroke="${p[3]}" stroke-width="6"/><path d="M390 ${181 + i * 84} h20 l-10 11z" fill="${p[3]}"/>`)
    .join('');
  return `<rect width="800" height="${HOW_IT_WORKS_HEIGHT}" fill="${p[2]}"/>${title}${boxes(HOW_IT_WORKS_STEPS, p, { perRow: 1, top: 110, height: 60, wrap: 60 })}${arrows}`;
}

export async function buildImages(outDir) {
  const gallery = JSON.parse(await readFile(path.join(WEB, 'src/features/public/content/gallery.json'), 'utf8'));
  await mkdir(path.join(outDir, 'gallery'), { recursive: true });
  for (const item of gallery) {
    const r = rng(item.id * 7919);
    const palette = PALETTES[(item.id * 3 + item.variant) % PALETTES.length];
    const props = propsFor(item.id)
      .map(([draw, n]) => draw(palette, r, n))
      .join('');
    await writeFile(
      path.join(outDir, 'gallery', path.basename(item.file)),
      svg(SCENES[item.scene](palette, r) + props + captionBand(item.caption, palette), 800, 600, item.caption),
    );
  }

  const partners = JSON.parse(await readFile(path.join(WEB, 'src/features/public/content/partners.json'), 'utf8'));
  await mkdir(path.join(outDir, 'partners'), { recursive: true });
  for (const [i, p] of partners.entries()) {
    const palette = PALETTES[i % PALETTES.length];
    const initials = p.name
      .split(/\s+/)
      .filter((w) => /^[A-Z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    const body = `<rect width="240" height="120" rx="12" fill="#fff"/><circle cx="60" cy="60" r="40" fill="${palette[0]}"/><text x="60" y="72" text-anchor="middle" font-family="Arial" font-size="30" font-weight="bold" fill="#fff">${initials}</text>
<text x="112" y="56" font-family="Arial" font-size="15" font-weight="bold" fill="${palette[3]}">${escapeXml(p.short)}</text><rect x="112" y="68" width="${60 + (i % 4) * 12}" height="6" rx="3" fill="${palette[1]}"/>`;
    await writeFile(path.join(outDir, 'partners', `${p.slug}.svg`), svg(body, 240, 120, p.name));
  }

  await mkdir(path.join(outDir, 'art'), { recursive: true });
  const art = {
    'banner-director': SCENES.meeting(PALETTES[0], rng(11)),
    'banner-schemes': SCENES.hydrogen(PALETTES[0], rng(12)),
    'scheme-challenge': SCENES.lab(PALETTES[0], rng(13)),
    'scheme-open-innovation': SCENES.control(PALETTES[0], rng(14)),
    'scheme-startup': SCENES.hydrogen(PALETTES[2], rng(15)),
    'process-challenge': SCENES.meeting(PALETTES[2], rng(16)),
  };
  for (const [name, body] of Object.entries(art)) await writeFile(path.join(outDir, 'art', `${name}.svg`), svg(body));
  // The steps' words, kept with the page's content; the page gives the same words as the image's alt text.
  const steps = JSON.parse(await readFile(path.join(WEB, 'src/features/public/content/how-it-works.json'), 'utf8')).map((s) =>
    s.replace(/\{(\w+)\}/g, (_, k) => String(DISBURSEMENT_PERCENT[k])),
  );
  await writeFile(path.join(outDir, 'art', 'focus-areas.svg'), svg(focusAreasDiagram(PALETTES[0]), 800, 600, `Key focus areas: ${FOCUS_AREAS.join('; ')}`));
  await writeFile(
    path.join(outDir, 'art', 'how-it-works.svg'),
    svg(howItWorksDiagram(PALETTES[2], steps), 800, HOW_IT_WORKS_HEIGHT, `How it works: ${steps.join(', ')}`),
  );
  return gallery.length;
}
