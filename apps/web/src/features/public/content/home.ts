import { PATHS } from '@portal/shared';
import { DOCUMENTS } from './documents';

export type BannerSlide = { id: string; eyebrow: string; title: string; body: string; image: string; cta: { label: string; href: string; download?: boolean } };

export const BANNER_SLIDES: BannerSlide[] = [
  {
    id: 'director',
    eyebrow: 'Recruitment',
    title: 'Director (Research & Technology)',
    body: 'Applications are invited for the post of Director to lead the mission’s research programme. The last date has been extended to 5 May 2025.',
    image: '/generated/art/banner-director.svg',
    cta: { label: 'Download the advertisement (PDF)', href: DOCUMENTS.directorAdvertisement.href, download: true },
  },
  {
    id: 'schemes',
    eyebrow: 'New R&D schemes',
    title: 'Funding for a low-carbon, self-reliant steel sector',
    body: 'The Challenge Method, the Open Innovation Method and the Steel Startup Accelerator are open. Register, complete your profile and apply.',
    image: '/generated/art/banner-schemes.svg',
    cta: { label: 'Explore the schemes', href: PATHS.programs },
  },
];

export const HOME_INTRO = {
  title: 'Research and technology for Indian steel',
  paragraphs: [
    'The Steel Research & Technology Mission of India brings together steel producers, MSMEs, academia, national laboratories, startups and incubators to solve the technical problems that matter most to the sector: cutting carbon emissions, using low-grade ores and by-products, and building equipment and know-how in India.',
    'Set up by the Ministry of Steel with the country’s major steel companies, the mission funds research projects, publishes challenges shared by the industry, and runs Steelcollab, where problems, research ideas and innovations meet.',
  ],
};

export type SchemeCard = { title: string; description: string; imageUrl: string; url: string };

export const SCHEME_CARDS: SchemeCard[] = [
  {
    title: 'Challenge Method',
    description:
      'Respond to challenges published by the Challenge Identification Committee after consulting the industry. Selected proposals are developed with industry partners into full projects and funded up to 100% of the approved cost.',
    imageUrl: '/generated/art/scheme-challenge.svg',
    url: PATHS.challengeMethod,
  },
  {
    title: 'Open Innovation Method',
    description:
      'Propose your own research project in any of the six focus areas, with at least one partner registered on this portal. The mission funds up to 60% of the approved cost; the applicant and its partners bring the rest, which keeps projects close to deployment.',
    imageUrl: '/generated/art/scheme-open-innovation.svg',
    url: PATHS.innovateSteel,
  },
  {
    title: 'Steel Startup Accelerator',
    description:
      'Support for recognised startups building products, processes and digital tools for the steel sector: funding up to 75% of the approved cost, mentoring by industry experts and access to plants for trials.',
    imageUrl: '/generated/art/scheme-startup.svg',
    url: PATHS.steelStartup,
  },
];

export const WHY_PARTNER = [
  {
    title: 'Access to a central R&D steel facility',
    body: 'Pilot furnaces, characterisation laboratories and testing rigs shared by industry and academia, so ideas can be proved at scale before plant trials.',
    icon: 'facility',
  },
  {
    title: 'Capacity and resources',
    body: 'Funding, researchers and plant time pooled across the sector, so no single company carries the cost and risk of long-horizon research.',
    icon: 'capacity',
  },
  {
    title: 'Strategic advisory and expertise',
    body: 'Guidance from the Governing Board and expert committees drawn from steel companies, ministries and leading institutes.',
    icon: 'advisory',
  },
  {
    title: 'Strategic investments',
    body: 'Co-investment in technologies of national importance, from hydrogen-based ironmaking to indigenous capital equipment.',
    icon: 'investment',
  },
] as const;
