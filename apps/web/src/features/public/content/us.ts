import { PATHS } from '@portal/shared';

export const US_TABS = [
  {
    id: 'about',
    label: 'About',
    title: 'What we do',
    paragraphs: [
      'We identify the technical problems that hold back Indian steel, fund the research to solve them and help take the results into plants. We work through open calls, published challenges and a startup accelerator, and we keep a shared space, Steelcollab, where problems and solutions find each other.',
    ],
    journeyTitle: 'Our journey',
    journey:
      'From a handful of projects in 2017 to a portfolio spanning decarbonisation, raw materials, advanced steels and digital technology, the mission has grown with the sector’s ambitions.',
    functionsTitle: 'Six core functions',
    functions: [
      'Identify research priorities with the industry and publish challenges.',
      'Fund and monitor research, development and demonstration projects.',
      'Build and operate shared research facilities for steel.',
      'Support startups and MSMEs with funding, mentors and plant access.',
      'Develop standards and specifications for new steels and by-products.',
      'Advise the Government and the industry on technology and skills.',
    ],
  },
  {
    id: 'mission',
    label: 'Mission',
    title: 'Our mission',
    paragraphs: ['To make Indian steel low-carbon, resource-efficient and technologically self-reliant, through research done with and for the industry.'],
    aimsTitle: 'What we aim for',
    aims: [
      {
        title: 'Decarbonisation',
        items: ['Pilot hydrogen-based ironmaking', 'Carbon capture at lime kilns and blast furnaces', 'Renewable power in steelmaking'],
      },
      { title: 'Raw materials', items: ['Beneficiation of low-grade ore and slimes', 'Less dependence on imported coking coal'] },
      { title: 'Circular economy', items: ['Full use of steel slag', 'Recovery of metals from dusts and sludges'] },
      { title: 'Advanced steels', items: ['Electrical steels', 'Automotive and defence grades made in India'] },
      { title: 'Digital plants', items: ['Process models and digital twins', 'Sensors and analytics shared with MSMEs'] },
      { title: 'Capital goods', items: ['Design and manufacture of plant equipment in India'] },
    ],
  },
  {
    id: 'organization',
    label: 'Organization',
    title: 'Our organization',
    paragraphs: ['The mission is governed by a Governing Board and overseen by an Oversight Committee, both drawn from industry, government and academia.'],
    teasers: [
      {
        title: 'Oversight Committee',
        body: 'Reviews the mission’s programme, budget and results each year.',
        href: PATHS.oversightCommittee,
        cta: 'Meet the Oversight Committee',
      },
      {
        title: 'Governing Board',
        body: 'Sets priorities, approves schemes and appoints the expert committees.',
        href: PATHS.boardMembers,
        cta: 'Meet the Governing Board',
      },
    ],
  },
] as const;
