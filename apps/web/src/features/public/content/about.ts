import { ESTABLISHED_YEAR } from '@portal/shared';

export const ABOUT = {
  title: 'About the mission',
  paragraphs: [
    `The Steel Research & Technology Mission of India was established in ${ESTABLISHED_YEAR} as a registered society, promoted by the Ministry of Steel together with the country’s major steel producers, to strengthen research and development in iron and steel.`,
    'India is the world’s second-largest steel producer and plans to double its capacity within a decade. That growth has to come with lower emissions, better use of domestic raw materials and more technology developed at home. The mission exists to make that happen, by funding research that industry will use and by connecting the people who can do it.',
  ],
  missionTitle: 'Our Mission',
  mission: [
    { title: 'Excellence in Research', body: 'Fund rigorous, well-managed projects with clear milestones and results that can be taken into plants.' },
    { title: 'Knowledge Sharing', body: 'Publish results, standards and lessons so the whole sector, including MSMEs, benefits from what is learned.' },
    { title: 'Collaborative Growth', body: 'Bring steel producers, laboratories, universities and startups into joint projects and shared facilities.' },
    { title: 'Global Impact', body: 'Help Indian steel meet global expectations on carbon and quality, and export technology as well as steel.' },
  ],
  historyTitle: 'Our History',
  history: [
    { year: '2015', text: 'The mission is registered as a society, with the Ministry of Steel and leading steel companies as members.' },
    { year: '2017', text: 'First call for research proposals; projects on beneficiation of low-grade ore and use of steel slag are funded.' },
    { year: '2020', text: 'The Challenge Method is introduced: the industry’s shared problems are published as challenges.' },
    { year: '2023', text: 'Decarbonisation becomes the first focus area, with projects on hydrogen injection and carbon capture.' },
    { year: '2025', text: 'The portal opens to all applicants, with the Open Innovation Method, the Steel Startup Accelerator and Steelcollab.' },
  ],
};
