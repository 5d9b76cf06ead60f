import { addTranslations } from '../../lib/i18n';

addTranslations('steelcollab', {
  loading: 'Loading…',
  problem: {
    title: 'Post a problem statement',
    intro: 'Industry and MSME members describe a problem their plant faces, so that researchers and startups can propose solutions.',
    steps: ['Problem Contributor Details', 'Project Description', 'Review and Submit'],
  },
  research: {
    title: 'Post a research idea',
    intro: 'Research institutes and academia share an idea ready for industry partnership.',
    steps: ['Researcher Details', 'Project Description', 'Review and Submit'],
  },
  solution: {
    title: 'Post an innovative solution',
    intro: 'Startups and incubators present a solution for the steel sector.',
    steps: ['Details of innovator', 'Project Description', 'Review and Submit'],
  },
});
