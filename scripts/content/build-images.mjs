// Draws the portal's illustrations as SVG: 50 gallery scenes, the partner logos, the home banner art
// and the scheme card art. Deterministic: the same input gives the same files.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const WEB = path.join(import.meta.dirname, '../../apps/web');

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
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
    for (let i = 0; i < 4; i++) s += `<rect x="${120 + i * 150}" y="220" width="60" height="200" fill="${p[0]}"/><circle cx="${150 + i * 150}" cy="${300 + r() * 10}" r="26" fill="${p[3]}"/>`;
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
    for (let a = 0; a < 3; a++) s += `<line x1="640" y1="${190 + 0}" x2="${640 + 90 * Math.cos((a * 2 * Math.PI) / 3 + r())}" y2="${190 + 90 * Math.sin((a * 2 * Math.PI) / 3 + r())}" stroke="${p[3]}" stroke-width="6"/>`;
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
    for (let i = 0; i < 4; i++) s += `<path d="M0 ${300 + i * 60} Q400 ${250 + i * 60 + r() * 30} 800 ${300 + i * 60} V600 H0Z" fill="${i % 2 ? p[3] : p[0]}" opacity="${0.5 + i * 0.12}"/>`;
    return `${s}<line x1="80" y1="280" x2="620" y2="120" stroke="${p[1]}" stroke-width="12"/><rect x="600" y="90" width="80" height="60" fill="${p[1]}"/>`;
  },
};

function svg(body, w = 800, h = 600, label = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"${label ? ` aria-label="${label.replace(/"/g, '')}"` : ''}>${body}</svg>\n`;
}

export async function buildImages(outDir) {
  const gallery = JSON.parse(await readFile(path.join(WEB, 'src/features/public/content/gallery.json'), 'utf8'));
  await mkdir(path.join(outDir, 'gallery'), { recursive: true });
  for (const item of gallery) {
    const r = rng(item.id * 7919);
    const palette = PALETTES[(item.id * 3 + item.variant) % PALETTES.length];
    await writeFile(path.join(outDir, 'gallery', path.basename(item.file)), svg(SCENES[item.scene](palette, r), 800, 600, item.caption));
  }

  const partners = JSON.parse(await readFile(path.join(WEB, 'src/features/public/content/partners.json'), 'utf8'));
  await mkdir(path.join(outDir, 'partners'), { recursive: true });
  for (const [i, p] of partners.entries()) {
    const palette = PALETTES[i % PALETTES.length];
    const initials = p.name.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).slice(0, 2).map((w) => w[0]).join('');
    const body = `<rect width="240" height="120" rx="12" fill="#fff"/><circle cx="60" cy="60" r="40" fill="${palette[0]}"/><text x="60" y="72" text-anchor="middle" font-family="Arial" font-size="30" font-weight="bold" fill="#fff">${initials}</text>
<text x="112" y="56" font-family="Arial" font-size="15" font-weight="bold" fill="${palette[3]}">${p.short}</text><rect x="112" y="68" width="${60 + (i % 4) * 12}" height="6" rx="3" fill="${palette[1]}"/>`;
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
    'focus-areas': SCENES.slag(PALETTES[0], rng(17)),
    'how-it-works': SCENES.control(PALETTES[2], rng(18)),
  };
  for (const [name, body] of Object.entries(art)) await writeFile(path.join(outDir, 'art', `${name}.svg`), svg(body));
  return gallery.length;
}
